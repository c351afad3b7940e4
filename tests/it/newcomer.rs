//! A newcomer's walk through `kaiser play` and `--help` on an 80-column terminal (ux8):
//! the score of a trick heading never split by the wrap, Spieldrei said once, a Kaiser
//! announced in one clear sentence, readings pointed at one way, a German word for the
//! seed, the partner's signs said when they change (and on `?`), and every command's help
//! within 80 columns in both languages.

use crate::pty_game::{STANS_SEED_3, keys, utf8};
use crate::util::{kaiser, pty_sized};
use clap::CommandFactory;

/// `kaiser play` (stans, seed 3, to 11) in `lang` with `input` typed, piped: its output.
fn stans_seed_3(lang: &str, input: &str) -> String {
    let out = kaiser()
        .args(["--lang", lang])
        .args(&STANS_SEED_3[2..])
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The tricks won at the end of a trick heading, with their label ("tricks A+C 0 : B+D 0").
fn score_of(heading: &str, label: &str) -> String {
    let at = heading
        .rfind(label)
        .expect("the heading ends with the tricks won");
    heading[at + " · ".len()..].to_string()
}

/// Every trick heading of a game in English and German, wrapped as `play` wraps its
/// narration at every width from 40 to 120: the score stays on one line, whole.
#[test]
fn the_score_of_a_trick_heading_is_never_split() {
    for (lang, label) in [("en", " · tricks\u{a0}"), ("de", " · Stiche\u{a0}")] {
        // A pipe gets the narration wrapped at 80 columns: each line whole again.
        let text = stans_seed_3(lang, &"1\n".repeat(40)).replace("\n  ", " ");
        let headings: Vec<&str> = text.lines().filter(|l| l.contains(label)).collect();
        assert!(headings.len() >= 3, "{lang}: {text}");
        for heading in headings {
            let score = score_of(heading, label);
            assert!(
                !score.contains(' '),
                "{lang}: {score:?} has a breaking space"
            );
            for width in 40..=120 {
                let wrapped = kaiser::render::fit::narration_to(heading, width);
                assert!(
                    wrapped.lines().any(|l| l.contains(&score)),
                    "{lang} at {width} columns: {score:?} split in\n{wrapped}"
                );
            }
        }
    }
}

/// The walk's case: German at 81 columns on a terminal, where "Stiche A+C 0 :" and
/// "B+D 0" fell on two lines.
#[cfg(unix)]
#[test]
fn the_german_heading_keeps_its_score_at_81_columns() {
    let home = tempfile::tempdir().unwrap();
    let mut args = vec!["--lang", "de"];
    args.extend_from_slice(&STANS_SEED_3);
    let mut p = pty_sized(home.path(), &args, 81, 40);
    p.exp_string("Banner als Kaiser ansagen").unwrap();
    // No Kaiser, kommen three times, the two weakest cards laid away.
    keys(&mut p, "\r\r\r\r\r\r");
    let seen = utf8(&p.exp_string("Deine Karte").unwrap());
    assert!(
        seen.contains("Stiche\u{a0}A+C\u{a0}0\u{a0}:\u{a0}B+D\u{a0}0\r\n"),
        "{seen:?}"
    );
    keys(&mut p, "\x1b");
}

/// Spieldrei picked from the card menu on a terminal is said once, as the learner's words,
/// and not echoed as a card before that.
#[cfg(unix)]
#[test]
fn spieldrei_from_the_card_menu_is_said_once() {
    let home = tempfile::tempdir().unwrap();
    let mut p = pty_sized(home.path(), &STANS_SEED_3, 80, 40);
    p.exp_string("Announce your Rosen-Banner as Kaiser")
        .unwrap();
    keys(&mut p, "\r\r\r\r\r\r");
    p.exp_string("? commands").unwrap();
    // Five cards, then Spieldrei.
    keys(&mut p, &"\x1b[B".repeat(5));
    keys(&mut p, "\r");
    let seen = utf8(&p.exp_string("come: the stake is now 16").unwrap());
    // What stays on the screen after the menu is cleared: its last line before the answer.
    let said = &seen[seen.rfind("quit the game").unwrap_or(0)..];
    assert_eq!(said.matches("«Spieldrei — giut's?»").count(), 1, "{said:?}");
    assert!(said.contains("You say «Spieldrei — giut's?»"), "{said:?}");
    assert!(!seen.contains("Your card: «"), "{seen:?}");
    keys(&mut p, "\x1b");
}

/// A Kaiser announced in Stans, whose word for a Kaiser of 3 Kritze is "Kaiser": the card
/// and the Kritze, each said once.
#[test]
fn a_kaiser_is_announced_in_one_clear_sentence() {
    let en = stans_seed_3("en", "1\n");
    assert!(
        en.contains("B announces a Kaiser with the Schellen-Banner: 3 Kritze.\n"),
        "{en}"
    );
    assert!(!en.contains("Kaiser (3 Kritze)."), "{en}");
    let de = stans_seed_3("de", "1\n");
    assert!(
        de.contains("B sagt einen Kaiser mit dem Schellen-Banner an: 3 Kritze.\n"),
        "{de}"
    );
    assert!(!de.contains("Kaiser (3 Kritze)."), "{de}");
}

/// A reading is pointed at one way on every screen: "our reading N; see `kaiser readings
/// N`" ("unsere Lesart N; siehe …"), never "reading 26: kaiser readings 26".
#[test]
fn readings_are_pointed_at_one_way() {
    for (lang, want) in [
        ("en", "(our reading 26; see `kaiser readings 26`)"),
        ("de", "(unsere Lesart 26; siehe `kaiser readings 26`)"),
    ] {
        let out = kaiser()
            .args(["--lang", lang, "play", "--variant", "stans", "--seed", "3"])
            .arg("--open")
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap().replace("\n  ", " ");
        assert!(text.contains(want), "{lang}: {text}");
        let reading_27 = if lang == "en" {
            "(our reading 27; see `kaiser readings 27`)"
        } else {
            "(unsere Lesart 27; siehe `kaiser readings 27`)"
        };
        let closed = stans_seed_3(lang, "").replace("\n  ", " ");
        assert!(closed.contains(reading_27), "{lang}: {closed}");
        for text in [&text, &closed] {
            assert!(!text.contains(": kaiser readings"), "{lang}: {text}");
            assert!(!text.contains("(kaiser readings"), "{lang}: {text}");
        }
    }
}

/// The German heading names the seed in German, as the German help does.
#[test]
fn the_german_heading_says_startwert() {
    let de = stans_seed_3("de", "");
    let first = de.lines().next().unwrap();
    assert!(first.ends_with(" · Startwert 3"), "{first}");
    assert!(!de.contains("Seed"), "{de}");
}

/// The partner's signs are said when they change, not before every trick, and `?` says
/// them again.
#[test]
fn the_partners_signs_are_said_when_they_change() {
    let signs = "C (partner) signs Schellen-4 (Trumpf-4)";
    let text = stans_seed_3("en", &"1\n".repeat(40));
    let hand_1 = text.split("\nHand 2").next().unwrap();
    assert_eq!(hand_1.matches(signs).count(), 1, "{hand_1}");
    // At trick 2 (after Kaiser, kommen, laying away and the first card), `?` asks.
    let asked = stans_seed_3("en", "1\n1\n1\n1\n1\n1\n1\n1\n?\n");
    let trick_2 = asked.split("Trick 2 ·").nth(1).unwrap();
    assert_eq!(trick_2.matches(signs).count(), 1, "{asked}");
}

/// The subcommands of `kaiser`, each as the words that name it (`scenario list`).
fn subcommands() -> Vec<Vec<String>> {
    fn walk(cmd: &clap::Command, path: &[String], out: &mut Vec<Vec<String>>) {
        for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
            let mut p = path.to_vec();
            p.push(sub.get_name().to_string());
            out.push(p.clone());
            walk(sub, &p, out);
        }
    }
    let mut out = vec![Vec::new()];
    walk(&kaiser::cli::Cli::command(), &[], &mut out);
    out
}

/// Every command's `-h` and `--help`, in English and German, piped (no terminal, no
/// `COLUMNS`: read in an 80-column terminal through `less`): no line wider than 80.
#[test]
fn every_help_fits_80_columns_in_both_languages() {
    let commands = subcommands();
    assert!(commands.len() > 25, "{commands:?}");
    let mut wide = Vec::new();
    for lang in ["en", "de"] {
        for path in &commands {
            for flag in ["-h", "--help"] {
                let out = kaiser()
                    .args(["--lang", lang])
                    .args(path)
                    .arg(flag)
                    .output()
                    .unwrap();
                assert!(out.status.success(), "{lang} {path:?} {flag}: {out:?}");
                let text = String::from_utf8(out.stdout).unwrap();
                for line in text.lines() {
                    let width = textwrap::core::display_width(line);
                    if width > 80 {
                        wide.push(format!(
                            "{lang} kaiser {} {flag}: {width}: {line}",
                            path.join(" ")
                        ));
                    }
                }
            }
        }
    }
    assert!(wide.is_empty(), "{}", wide.join("\n"));
}
