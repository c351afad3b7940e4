//! Fuzz target: see `kaiser::fuzzing::trick` for the input format and the properties checked.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| kaiser::fuzzing::trick(data));
