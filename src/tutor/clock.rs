//! The one clock of the review schedule: "now" in whole seconds since 1970 (UTC). It is the
//! system clock, unless `KAISER_NOW` says otherwise: an RFC 3339 time
//! (`2026-11-25T09:00:00Z`, `2026-11-25T10:00:00+01:00`), a date (`2026-11-25`, midnight
//! UTC) or seconds since 1970. `KAISER_NOW` is meant for tests, which move it forward to see
//! a review come due; nothing in kaiser waits for a real clock.
//!
//! Also the calendar arithmetic to read and write such times (days from the civil date,
//! after Howard Hinnant's algorithms), so no date crate is needed.

use crate::error::InputError;
use crate::t;

/// Seconds in a day.
pub const DAY: u64 = 24 * 60 * 60;

/// The environment variable that sets the clock (for tests).
pub const NOW_VAR: &str = "KAISER_NOW";

/// Now, in seconds since 1970: `KAISER_NOW` if set (a usage error when it cannot be read),
/// else the system clock.
pub fn now() -> anyhow::Result<u64> {
    match std::env::var(NOW_VAR) {
        Ok(v) if !v.trim().is_empty() => parse(&v)
            .ok_or_else(|| InputError::Usage(t!("progress-bad-now", value = v.trim())).into()),
        _ => Ok(std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0)),
    }
}

/// Days since 1970-01-01 of a civil date (proleptic Gregorian).
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = i64::from((m + 9) % 12);
    let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date of a day since 1970-01-01.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

fn days_in_month(y: i64, m: u32) -> u32 {
    match m {
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// A number of exactly `len` ASCII digits.
fn digits(s: &str, len: usize) -> Option<u32> {
    (s.len() == len && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse().ok())
        .flatten()
}

/// Read a time: seconds since 1970, a date `YYYY-MM-DD` (midnight UTC), or RFC 3339
/// (`YYYY-MM-DDTHH:MM:SS` with optional fraction, then `Z` or `±HH:MM`). `None` when it is
/// none of these, or before 1970.
pub fn parse(text: &str) -> Option<u64> {
    let s = text.trim();
    if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) {
        return s.parse().ok();
    }
    let date = s.get(..10)?;
    let (y, m, d) = (
        digits(date.get(..4)?, 4)?,
        digits(date.get(5..7)?, 2)?,
        digits(date.get(8..10)?, 2)?,
    );
    if date.as_bytes()[4] != b'-' || date.as_bytes()[7] != b'-' {
        return None;
    }
    let y = i64::from(y);
    if !(1..=12).contains(&m) || d == 0 || d > days_in_month(y, m) {
        return None;
    }
    let days = days_from_civil(y, m, d);
    let rest = &s[10..];
    let secs = if rest.is_empty() {
        0
    } else {
        let rest = rest.strip_prefix(['T', 't', ' '])?;
        let (hh, mm, ss) = (
            digits(rest.get(..2)?, 2)?,
            digits(rest.get(3..5)?, 2)?,
            digits(rest.get(6..8)?, 2)?,
        );
        if rest.as_bytes()[2] != b':' || rest.as_bytes()[5] != b':' || hh > 23 || mm > 59 {
            return None;
        }
        // Leap seconds (60) count as the next second.
        if ss > 60 {
            return None;
        }
        let mut zone = &rest[8..];
        if let Some(frac) = zone.strip_prefix('.') {
            let n = frac.bytes().take_while(u8::is_ascii_digit).count();
            if n == 0 {
                return None;
            }
            zone = &frac[n..];
        }
        let offset: i64 = match zone {
            "Z" | "z" => 0,
            _ => {
                let sign = match zone.as_bytes().first()? {
                    b'+' => 1,
                    b'-' => -1,
                    _ => return None,
                };
                let (oh, om) = (digits(zone.get(1..3)?, 2)?, digits(zone.get(4..6)?, 2)?);
                if zone.len() != 6 || zone.as_bytes()[3] != b':' || oh > 23 || om > 59 {
                    return None;
                }
                sign * i64::from(oh * 3600 + om * 60)
            }
        };
        i64::from(hh * 3600 + mm * 60 + ss) - offset
    };
    u64::try_from(days * DAY as i64 + secs).ok()
}

/// A time as RFC 3339 in UTC: `2026-11-25T09:00:00Z`.
pub fn format(secs: u64) -> String {
    let days = (secs / DAY) as i64;
    let rest = secs % DAY;
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// The date of a time (UTC): `2026-11-25`.
pub fn date(secs: u64) -> String {
    format(secs)[..10].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_rfc_3339() {
        assert_eq!(parse("0"), Some(0));
        assert_eq!(parse("1970-01-01T00:00:00Z"), Some(0));
        assert_eq!(parse("2026-11-25T09:00:00Z"), Some(1_795_597_200));
        assert_eq!(format(1_795_597_200), "2026-11-25T09:00:00Z");
        assert_eq!(parse("2026-11-25T10:00:00+01:00"), Some(1_795_597_200));
        assert_eq!(parse("2026-11-25T08:30:00.25-00:30"), Some(1_795_597_200));
        assert_eq!(parse("2026-11-25"), Some(1_795_564_800));
        assert_eq!(date(1_795_597_200), "2026-11-25");
        assert_eq!(
            parse("2024-02-29T12:00:00Z").map(format).unwrap(),
            "2024-02-29T12:00:00Z"
        );
    }

    #[test]
    fn refuses_what_is_no_time() {
        for bad in [
            "",
            "soon",
            "2026-13-01",
            "2026-02-29",
            "2026-11-25T25:00:00Z",
            "2026-11-25T09:00:00",
            "2026-11-25T09:00:00+1",
            "1969-12-31T23:59:59Z",
            "2026-11-25T09:00:00.Z",
            "99999999999999999999999",
            "2026-11-25Tä",
        ] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn every_day_round_trips() {
        for day in (0..200_000).step_by(37) {
            let secs = day * DAY + 3_723;
            assert_eq!(parse(&format(secs)), Some(secs));
        }
    }
}
