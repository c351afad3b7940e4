//! The hand as each village plays it, in `kaiser play` (issue 15 item 4): lungern's Freien
//! after the deal and Nachfreien by agreement (`--nachfreien`), stans's recut and its
//! face-up Kaiser noted at once (and given up then), in English and German.

use crate::util::{kaiser, succeed};

/// `kaiser [--lang de] play ARGS` with `input` typed, then end of input; the whole output.
fn play(german: bool, args: &[&str], input: &str) -> String {
    let mut cmd = kaiser();
    if german {
        cmd.args(["--lang", "de"]);
    }
    succeed(cmd.arg("play").args(args), input)
}

/// The line numbers (from 0) of the first line that starts with each of `starts`.
fn lines_of(out: &str, starts: &[&str]) -> Vec<usize> {
    starts
        .iter()
        .map(|s| {
            out.lines()
                .position(|l| l.starts_with(s))
                .unwrap_or_else(|| panic!("{s}\n{out}"))
        })
        .collect()
}

#[test]
fn lungern_offers_freien_after_the_deal_before_the_first_lead() {
    // 000_03ddb346fab875bf.txt §Freien: "Vor dem Ausgeben der ersten Karte kann jene Partei,
    // welche die vorhergehende Partie verloren hat, freien"; "ausgeben" is leading (reading
    // 31), so the learner, who lost hand 1, is asked once the cards are dealt.
    let out = play(
        false,
        &["--variant", "lungern", "--seed", "3"],
        &"1\n".repeat(8),
    );
    let at = lines_of(
        &out,
        &[
            "Hand 2 ",
            "Your cards: Eichel-Ass",
            "Your party lost the last hand",
            "You freien: the Knopf moves on, the stake is 7.",
            "Trick 1 · B leads · Trumpf Eichel · stake 10",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{out}");
    insta::assert_snapshot!("lungern_freien", out);
    let de = play(
        true,
        &["--variant", "lungern", "--seed", "3"],
        &"1\n".repeat(8),
    );
    let at = lines_of(
        &de,
        &[
            "Spiel 2 ",
            "Deine Karten: Eichel-Ass",
            "Deine Partei hat das letzte Spiel verloren",
            "Du freist: Der Knopf rückt vor, der Einsatz ist 7.",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{de}");
    insta::assert_snapshot!("lungern_freien_de", de);
}

#[test]
fn lungern_nachfreien_when_agreed() {
    // 000_03ddb346fab875bf.txt §Vordersitz und Hindersitz: "In diesem Fall kann der Gegner
    // nachfreien"; "Der Knopf steht dann schon auf Feld 10."; "Ob das Nachfreien erlaubt ist
    // oder nicht, muss vor einer Partie abgemacht werden." B deals hand 3 and freit.
    let args = ["--variant", "lungern", "--seed", "21", "--nachfreien"];
    let out = play(false, &args, &"1\n".repeat(16));
    let at = lines_of(
        &out,
        &[
            "Hand 3 · dealer B",
            "B freit: the Knopf moves on, the stake is 7.",
            "The others freit in Hindersitz",
            "You nachfreien: the Knopf moves on, the stake is 10.",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{out}");
    insta::assert_snapshot!("lungern_nachfreien", out);
    // Not agreed: nobody is asked.
    let plain = play(false, &args[..4], &"1\n".repeat(16));
    assert!(!plain.contains("Nachfreien?"), "{plain}");
    // Only lungern knows it.
    let out = kaiser()
        .args(["play", "--variant", "stans", "--nachfreien"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "kaiser: error: this rule system knows no Nachfreien\n"
    );
}

#[test]
fn stans_recuts_and_notes_a_face_up_kaiser_at_once() {
    // 001_08fe15fded2b7c9d.txt §4: "Findet er dort einen Kaiser, so muss er nochmals
    // abheben."; "Ist darunter ein Kaiser, so muss er sofort notiert werden."
    let out = play(
        false,
        &["--variant", "stans", "--seed", "19"],
        &"1\n".repeat(3),
    );
    let at = lines_of(
        &out,
        &[
            "A Kaiser lay at the bottom of the cut deck: cut again.",
            "Umschlag: A (you) Schellen-4, B Schilten-Ass, C Schilten-7, D Schilten-Banner",
            "D announces a Kaiser (Schilten-Banner): Kaiser (3 Kritze).",
            "Your cards: Schellen-4",
            "B announces a Kaiser (Schellen-Banner)",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{out}");
    insta::assert_snapshot!("stans_recut_face_up_kaiser", out);
    let de = play(
        true,
        &["--variant", "stans", "--seed", "19"],
        &"1\n".repeat(3),
    );
    assert!(
        de.contains("\nZuunterst lag ein Kaiser: Es wird nochmals abgehoben.\n"),
        "{de}"
    );
    insta::assert_snapshot!("stans_recut_face_up_kaiser_de", de);
}

#[test]
fn stans_gives_up_at_a_face_up_kaiser_before_the_rest_of_the_deal() {
    // 001_08fe15fded2b7c9d.txt §4: "Die Gegenpartei hat selbstverständlich das Recht, das
    // Spiel jetzt schon aufzugeben: «Ich spiele nid — ich chumä nid»."
    let out = play(false, &["--variant", "stans", "--seed", "5"], "2\n");
    let hand1: String = out
        .lines()
        .skip_while(|l| !l.starts_with("Hand 1 "))
        .take_while(|l| !l.starts_with("Hand 2 "))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        hand1.contains("B+D book 4 because the others went."),
        "{out}"
    );
    assert!(!hand1.contains("Your cards"), "{out}");
    insta::assert_snapshot!("stans_gives_up_at_face_up_kaiser", out);
}
