//! Fuzz target: see `kaiser::fuzzing::answer_lines` for the input format and the properties
//! checked. The content is built once before the first input (it takes seconds under the
//! sanitizer, which is not a hang of any input).
#![no_main]

libfuzzer_sys::fuzz_target!(
    init: kaiser::fuzzing::warm_up_answer_lines(),
    |data: &[u8]| kaiser::fuzzing::answer_lines(data)
);
