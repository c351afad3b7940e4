//! Fuzz target: see `kaiser::fuzzing::answer_lines` for the input format and the properties checked.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| kaiser::fuzzing::answer_lines(data));
