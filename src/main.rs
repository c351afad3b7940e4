//! The `kaiser` binary: everything happens in [`kaiser::run`].

fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(kaiser::run(std::env::args_os()) as u8)
}
