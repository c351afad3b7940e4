//! Fuzz target: see `kaiser::fuzzing::progress_file` for the input format and the properties checked.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| kaiser::fuzzing::progress_file(data));
