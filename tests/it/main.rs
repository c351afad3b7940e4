//! The one integration test binary of `kaiser` (`cargo test --test it`): each module was a
//! test file of its own; one binary links once and runs them all. Snapshots live in
//! `tests/it/snapshots/` as `it__MODULE__NAME.snap`. Every test that starts the binary
//! goes through `util` (a cleared environment: no locale, colour or `KAISER_*` variable of
//! the machine reaches it). See `tests/it/README.md`.

mod adversarial;
mod adversarial_german;
mod arena;
mod back;
mod bibliography;
mod catalog;
mod citations;
mod cite_form;
mod cli;
mod content_check;
mod curriculum;
mod examples;
mod facedown;
mod faithful;
mod feedback;
mod fit;
mod fuzz_regressions;
mod german_cli;
mod german_tutor;
mod handflow;
mod handflow_steps;
mod hands;
mod json;
mod learn;
mod newcomer;
mod partners;
mod play;
mod play_commands;
mod predict;
mod progress_file;
mod props;
mod pty_game;
mod puzzle;
mod puzzle_down;
mod puzzle_feedback;
mod puzzle_rating;
mod puzzle_screens;
mod puzzle_themes;
mod puzzle_util;
mod readings;
mod review;
mod shell;
mod solve_budget;
mod sources;
mod stake_prompts;
mod util;
mod variant_file;
mod verdicts;
mod village;
mod village_walk;
