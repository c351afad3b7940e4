//! The `kaiser` binary: everything happens in [`kaiser::run`].
//!
//! On Unix the binary brings its own C `main` (`#![no_main]`) instead of going through the
//! Rust runtime's start (issue 14, start-up): that start looks up the main thread's stack
//! (glibc's `pthread_getattr_np` reads `/proc/self/maps`) and installs a stack-overflow
//! handler, about 0.11 M instructions, a third of a whole hello-world run. What the runtime's
//! start does that a run of kaiser relies on is done here, as the runtime does it: standard
//! descriptors that are closed are opened on `/dev/null` (so no file opened later becomes
//! stdout), SIGPIPE is ignored (a closed pipe is a write error, `BrokenPipe`, which kaiser
//! handles), a panic ends the run with exit code 101 after its message, and the run ends
//! through [`std::process::exit`], which flushes stdout. What is not done: the message
//! "thread 'main' has overflowed its stack" (an overflow still ends the process at the
//! kernel's guard gap, with SIGSEGV) and the name `main` of the thread in a panic message.
//! The arguments come from `argv` as they are (bytes, as `std::env::args_os` gives them).
//! Memory comes from a bump arena first ([`kaiser::alloc`]), then from the system; the four
//! maths functions of libm are looked up when first called (`libm_late`).
//! Elsewhere, and in the unit tests of this file, `main` is the ordinary one.

#![cfg_attr(all(unix, not(test)), no_main)]

/// glibc's `exp`, `log`, `pow` and `hypot` from libm opened when first called, so that a run
/// that calls none of them does not load libm.
#[cfg(all(target_os = "linux", target_env = "gnu", not(test)))]
mod libm_late;

/// The first 512 KiB a run allocates come from a bump arena ([`kaiser::alloc`]): all of a
/// one-shot command's, without glibc's `malloc` and `free`.
#[cfg(not(test))]
#[global_allocator]
static ALLOC: kaiser::alloc::Arena<{ 512 * 1024 }> = kaiser::alloc::Arena::new();

#[cfg(all(unix, not(test)))]
use std::os::unix::ffi::OsStrExt;

/// The C entry point: `argc` arguments in `argv`, the program name first.
#[cfg(all(unix, not(test)))]
#[unsafe(no_mangle)]
extern "C" fn main(argc: libc::c_int, argv: *const *const libc::c_char) -> libc::c_int {
    // SAFETY: the C runtime passes `argc` valid, NUL-terminated strings in `argv`, alive
    // for the whole process; they are copied before anything else runs.
    let args: Vec<std::ffi::OsString> = (0..usize::try_from(argc).unwrap_or(0))
        .map(|i| unsafe {
            let arg = std::ffi::CStr::from_ptr(*argv.add(i));
            std::ffi::OsStr::from_bytes(arg.to_bytes()).to_os_string()
        })
        .collect();
    // SAFETY: plain system calls on the three standard descriptors and on SIGPIPE's
    // disposition, before any other thread exists.
    unsafe {
        for fd in 0..3 {
            if libc::fcntl(fd, libc::F_GETFD) == -1
                && std::io::Error::last_os_error().raw_os_error() == Some(libc::EBADF)
                && libc::open(c"/dev/null".as_ptr(), libc::O_RDWR) == -1
            {
                // As the runtime does: no safe way on without the standard descriptors.
                libc::abort();
            }
        }
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
    let code = std::panic::catch_unwind(|| kaiser::run(args)).unwrap_or(101);
    std::process::exit(i32::from(code as u8))
}

#[cfg(any(not(unix), test))]
fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(kaiser::run(std::env::args_os()) as u8)
}
