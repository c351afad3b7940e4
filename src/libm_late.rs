//! The binary's `exp`, `log`, `pow` and `hypot` (a module of `main.rs`, not of the library):
//! glibc's own functions, taken from `libm.so.6` when one of them is first called instead of
//! when the process starts (start-up, issue 14).
//!
//! Only the computer players (`kaiser_engine::bot`), the puzzle ratings (skillratings'
//! Glicko-2) and indicatif's progress estimates call them, never a one-shot `trick` or `rank`;
//! yet a binary that imports them has the loader map libm, relocate it and check its versions
//! on every run: about 40,000 instructions, an eighth of a hello-world's whole start. Defining
//! the four symbols here resolves every call in the binary to these, so the linker (which
//! links with `--as-needed`) no longer lists libm; each forwards to the very function the
//! loader would have bound (the default version of the symbol, as the linker picks it, with
//! glibc's choice of implementation for the processor), so every result is the same, bit for
//! bit.

use std::ffi::CStr;
use std::sync::OnceLock;

/// glibc's four functions, found once.
struct Libm {
    exp: extern "C" fn(f64) -> f64,
    log: extern "C" fn(f64) -> f64,
    pow: extern "C" fn(f64, f64) -> f64,
    hypot: extern "C" fn(f64, f64) -> f64,
}

static LIBM: OnceLock<Libm> = OnceLock::new();

/// The functions, `libm.so.6` opened on the first call of the run.
fn libm() -> &'static Libm {
    LIBM.get_or_init(open)
}

fn open() -> Libm {
    // SAFETY: dlopen and dlsym are called with NUL-terminated names; each symbol found in
    // libm.so.6 is the C function of that name, whose signature is the one it is cast to.
    unsafe {
        let lib = libc::dlopen(c"libm.so.6".as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL);
        if lib.is_null() {
            missing(c"libm.so.6");
        }
        let find = |name: &CStr| {
            let f = libc::dlsym(lib, name.as_ptr());
            if f.is_null() {
                missing(name);
            }
            f
        };
        Libm {
            exp: std::mem::transmute::<*mut libc::c_void, extern "C" fn(f64) -> f64>(find(c"exp")),
            log: std::mem::transmute::<*mut libc::c_void, extern "C" fn(f64) -> f64>(find(c"log")),
            pow: std::mem::transmute::<*mut libc::c_void, extern "C" fn(f64, f64) -> f64>(find(
                c"pow",
            )),
            hypot: std::mem::transmute::<*mut libc::c_void, extern "C" fn(f64, f64) -> f64>(find(
                c"hypot",
            )),
        }
    }
}

/// The C library without its maths library (or one without these functions): the process
/// ends, as the loader ended it at start when libm was linked, with the name of what is
/// missing (exit code 1, anything else).
fn missing(what: &CStr) -> ! {
    let text = format!(
        "kaiser: {} cannot be loaded (glibc's maths library, libm.so.6, is needed)\n",
        what.to_string_lossy()
    );
    // SAFETY: a write of an owned buffer to stderr, then the end of the process without
    // unwinding across the C boundary these functions are called through.
    unsafe {
        libc::write(2, text.as_ptr().cast(), text.len());
        libc::_exit(1)
    }
}

/// `exp` (e to the power `x`), glibc's.
#[unsafe(no_mangle)]
pub extern "C" fn exp(x: f64) -> f64 {
    (libm().exp)(x)
}

/// `log` (the natural logarithm), glibc's.
#[unsafe(no_mangle)]
pub extern "C" fn log(x: f64) -> f64 {
    (libm().log)(x)
}

/// `pow` (`x` to the power `y`), glibc's.
#[unsafe(no_mangle)]
pub extern "C" fn pow(x: f64, y: f64) -> f64 {
    (libm().pow)(x, y)
}

/// `hypot` (the length of the hypotenuse), glibc's.
#[unsafe(no_mangle)]
pub extern "C" fn hypot(x: f64, y: f64) -> f64 {
    (libm().hypot)(x, y)
}
