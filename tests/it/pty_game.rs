//! What the terminal tests of `kaiser play` and the tutor share: keys typed into a
//! pseudo-terminal, what rexpect saw read back as UTF-8, and the Stans game of seed 3 that
//! several of them start (A holds Trumpf-5, Jos, Rosen-6, Eichel-Under, Trumpf-7,
//! Rosen-Ober and the Rosen-Banner; B and D announce Kaiser).

use rexpect::session::PtySession;

/// `kaiser play` in Stans, seed 3, to 11, without colours.
pub const STANS_SEED_3: [&str; 9] = [
    "--color",
    "never",
    "play",
    "--variant",
    "stans",
    "--seed",
    "3",
    "--target",
    "11",
];

/// Type `keys` (escape sequences included) and send them at once.
pub fn keys(p: &mut PtySession, keys: &str) {
    p.send(keys).unwrap();
    p.flush().unwrap();
}

/// Down `n` rows of a menu, then Enter.
pub fn pick(p: &mut PtySession, n: usize) {
    keys(p, &"\x1b[B".repeat(n));
    keys(p, "\r");
}

/// rexpect reads each byte as a char: back to UTF-8.
pub fn utf8(seen: &str) -> String {
    let bytes: Vec<u8> = seen.chars().map(|c| c as u32 as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}
