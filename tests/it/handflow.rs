//! The hand as each village plays it, in `kaiser play` (issue 15 item 4): lungern's Freien
//! after the deal and Nachfreien by agreement (`--nachfreien`), stans's recut and its
//! face-up Kaiser noted at once (and given up then), stans's night deal and willisau's
//! "Beidne goht's" (the covered deal, turned or thrown in), in English and German.

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
        &"1\n".repeat(14),
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
        &"1\n".repeat(14),
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
            "B+D freien in Hindersitz",
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
            "D announces a Kaiser with the Schilten-Banner: 3 Kritze.",
            "Your cards: Schellen-4",
            "B announces a Kaiser with the Schellen-Banner",
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
        hand1.contains("B+D book 4 because the other party (A+C) went."),
        "{out}"
    );
    assert!(!hand1.contains("Your cards"), "{out}");
    insta::assert_snapshot!("stans_gives_up_at_face_up_kaiser", out);
}

#[test]
fn stans_night_deal_thrown_in_then_turned() {
    // 001_08fe15fded2b7c9d.txt §4: "so wird das erste Blatt nicht wie gewöhnlich offen,
    // sondern «nachts», d. h. verdeckt ausgeteilt"; "Will ein Beteiligter spielen, so deckt
    // er sein Blatt auf, darauf müssen ihm die übrigen darin folgen"; "Kehrt hingegen
    // niemand sein Blatt um, so werden die Karten eingezogen, gemischt und vom gleichen
    // Ausgeber wieder verdeckt ausgeteilt". A game to 3: both parties can win with the
    // table (4) from the first hand. The learner keeps the card covered twice; the bots
    // turn an Ass or a Banner (reading 33).
    let args = ["--variant", "stans", "--seed", "3", "--target", "3"];
    let out = play(false, &args, "2\n2\n");
    let at = lines_of(
        &out,
        &[
            "Hand 1 · dealer D",
            "The score calls for «nachts».",
            "The first cards are dealt face down",
            "Your card, face down: Schellen-5.",
            "Turn your card? 2",
            "Nobody turns: the cards are thrown in (throw-in 1), shuffled, and D deals",
            "Your card, face down: Schellen-Under.",
            "B turns his card: the others follow, and the hand is played.",
            "Umschlag: A (you) Schellen-Under, B Schellen-Ass,",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{out}");
    insta::assert_snapshot!("stans_night_deal", out);
    let de = play(true, &args, "2\n2\n");
    let at = lines_of(
        &de,
        &[
            "Die ersten Karten werden verdeckt gegeben",
            "Deine Karte, verdeckt: Schellen-5.",
            "Niemand kehrt: Die Karten werden eingezogen (1. Mal), gemischt, und D gibt",
            "B kehrt seine Karte: Die anderen folgen, und das Spiel wird gespielt.",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{de}");
    insta::assert_snapshot!("stans_night_deal_de", de);
}

#[test]
fn stans_night_deal_is_played_anyway_after_the_third_throw_in() {
    // 001_08fe15fded2b7c9d.txt §4: "Es hat sich aber eingebürgert, dass man nach dem dritten
    // Zusammenwerfen auf jeden Fall spielt. Die Runde beginnt dann wieder normal." (the
    // fourth deal face up: reading 24). Nobody turns three times.
    let args = ["--variant", "stans", "--seed", "10", "--target", "3"];
    let out = play(false, &args, "2\n2\n2\n");
    assert_eq!(out.matches("Turn your card? 2").count(), 3, "{out}");
    let at = lines_of(
        &out,
        &[
            "Nobody turns: the cards are thrown in (throw-in 1)",
            "Nobody turns: the cards are thrown in (throw-in 2)",
            "Nobody turns: the cards are thrown in (throw-in 3); now the hand is played",
            "Umschlag: A (you) Schilten-3",
            "Your cards: Schilten-3",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{out}");
    insta::assert_snapshot!("stans_night_deal_played_anyway", out);
}

#[test]
fn willisau_beidne_gohts_the_next_player_deals() {
    // 004_c34edcf569263e9c.txt Beidne goht's: "Die ersten 4 Karten werden nämlich nachts
    // ( Bild nach unten ) ausgeteilt."; "Das Kart wird zusammengenommen, neu gemischt. Der
    // nächste Spieler muss jetzt austeilen."; "Das wird solange fortgeführt, bis ein Spieler
    // sich zumutet, Trumpf zu machen. Nun werden die 4 Karten aufgedeckt." A whole game
    // (greedy players) to 50 : 48; the learner keeps the covered card, nobody turns, and A
    // deals again; then the learner turns.
    let input = "1\n".repeat(72) + "2\n1\n";
    let args = ["--variant", "willisau", "--seed", "29", "--level", "2"];
    let out = play(false, &args, &input);
    let at = lines_of(
        &out,
        &[
            "Hand 13 · dealer D · A (you) leads · score\u{a0}A+C\u{a0}50\u{a0}:\u{a0}B+D\u{a0}48",
            "The score calls for «Beidne goht's».",
            "Your card, face down: Rosen-6.",
            "Turn your card? 2",
            "Nobody turns: the cards are thrown in (throw-in 1), shuffled, and A (you)",
            "Hand 13 · dealer A (you) · B leads",
            "Your card, face down: Schilten-Ass.",
            "You turn your card: the others follow, and the hand is played.",
            "Umschlag: B Eichel-5, C Schilten-7, D Schellen-6, A (you) Schilten-Ass",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{out}");
    insta::assert_snapshot!("willisau_beidne_gohts", out);
}

#[test]
fn liebenau_covered_umschlag_the_same_hand_deals_again() {
    // 003_2aab30ddfdb39e2a.txt §4: "Man kann auch den Umschlag verdeckt geben; kehrt Niemand
    // seine Karte, so giebt die gleiche Hand das Spiel wiederum; kehrt aber nur Einer, so
    // müssen die Übrigen seinem Beispiele folgen." When: our proposal, both parties at "es
    // geht uns" (reading 33). Selbander to 21 (greedy), at 18 : 18; the learner keeps the
    // covered card, B does not turn, and B deals again. Each hand asks twice at the pauses
    // in the deal (reading 40; none before the covered cards, one after).
    let input = "1\n".repeat(42) + "2\n1\n1\n1\n";
    let args = [
        "--variant",
        "liebenau",
        "--players",
        "2",
        "--seed",
        "11",
        "--level",
        "2",
    ];
    let out = play(false, &args, &input);
    let at = lines_of(
        &out,
        &[
            "Hand 7 · dealer B · A (you) leads · score\u{a0}A\u{a0}18\u{a0}:\u{a0}B\u{a0}18",
            "The score calls for «verdeckter Umschlag».",
            "Your card, face down: Schellen-6.",
            "Turn your card? 2",
            "Nobody turns: the cards are thrown in (throw-in 1), shuffled, and B deals",
            "Your card, face down: Rosen-8.",
            // Selbander: one other player, who follows.
            "You turn your card: the other follows, and the hand is played.",
            "Umschlag: A (you) Rosen-8, B Eichel-Ass → Trumpf: Eichel",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{out}");
    assert_eq!(out.matches("\nHand 7 · dealer B ").count(), 2, "{out}");
    insta::assert_snapshot!("liebenau_covered_umschlag", out);
}

#[test]
fn deal_reports_the_recut() {
    // 001_08fe15fded2b7c9d.txt §4: "Dabei sieht der Abhebende das unterste Blatt an. Findet
    // er dort einen Kaiser, so muss er nochmals abheben." `kaiser deal` says so, and its
    // JSON counts it (`recuts`).
    let out = kaiser()
        .args(["deal", "--variant", "stans", "--seed", "19"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    insta::assert_snapshot!("deal_recut", text);
    let json = kaiser()
        .args(["deal", "--variant", "stans", "--seed", "19", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["recuts"], 1, "{v}");
    let de = kaiser()
        .args(["--lang", "de", "deal", "--variant", "stans", "--seed", "19"])
        .output()
        .unwrap();
    let de = String::from_utf8(de.stdout).unwrap();
    assert!(
        de.contains(" Zuunterst lag ein Kaiser: Es wurde nochmals abgehoben.\n"),
        "{de}"
    );
    // No recut: nothing said, and 0 in the JSON.
    let plain = kaiser()
        .args(["deal", "--variant", "lungern", "--seed", "19", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&plain.stdout).unwrap();
    assert_eq!(v["recuts"], 0, "{v}");
}

#[test]
fn liebenau_two_kaiser_together_for_one_three() {
    // 003_2aab30ddfdb39e2a.txt §2: "Für 2 Kaiser kann man auch zusammen nur ein 3 machen."
    // The learner holds two Banners (reading 34); holds at both pauses in the deal first.
    let args = ["--variant", "liebenau", "--seed", "2", "--level", "2"];
    let out = play(false, &args, "1\n1\n1\n");
    let at = lines_of(
        &out,
        &[
            "Your cards: Eichel-8, Rosen-Ass, Schilten-Banner (Tätsch), Eichel-Banner (Grün),",
            "  1. together (one 3 for both)",
            "  2. each alone",
            "Announce Schilten-Banner and Eichel-Banner together, for one 3? 1",
            "A (you) announces two Kaiser together (Schilten-Banner, Eichel-Banner): one 3.",
            "Trick 1 · A (you) leads · Trumpf Eichel · stake 7 · tricks\u{a0}A\u{a0}0\u{a0}:\u{a0}B\u{a0}0",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{out}");
    insta::assert_snapshot!("liebenau_joint_three", out);
    // Each alone: then each Banner is asked about by itself.
    let de = play(true, &args, "1\n1\n2\n");
    let at = lines_of(
        &de,
        &[
            "Schilten-Banner und Eichel-Banner zusammen ansagen, für ein 3? 2",
            "  1. nein (er bleibt ein gewöhnlicher Banner, also die 10)",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{de}");
    assert!(!de.contains("zwei Kaiser zusammen an"), "{de}");
    insta::assert_snapshot!("liebenau_joint_three_de", de);
}

/// The lines of `out` from the first that starts with `from` to the end.
fn from_line(out: &str, from: &str) -> String {
    let at = lines_of(out, &[from])[0];
    out.lines().skip(at).collect::<Vec<_>>().join("\n")
}

#[test]
fn liebenau_single_covered_umschlag_the_hand_that_turned_leads() {
    // 003_2aab30ddfdb39e2a.txt §4: "spielt aber jede Person für sich allein, so sticht die
    // kehrende Hand zuerst und die übrigen der Reihe nach"; §2 (4): "Wenn man zu Drei ...
    // (jeder für sich) spielt und eine verdeckt ausgegebene Karte wird nicht gekehrt; so
    // werden die Kritze so lange auf die Seite geschrieben, bis von einer Parthie drei Stiche
    // gemacht und die Kritze genommen werden"; §2: "Diejenigen, welchen es geht, sind
    // gehalten, ihre Kaiser mit einem Kritze anzuzeigen". When: every player at "es geht mir"
    // (reading 41). Three players to 21 (greedy), at 19 : 17 : 17, B deals and C leads; the
    // learner keeps the covered card, nobody turns, the 4 Kritze go aside; in the new deal
    // the learner turns and leads the first trick, and the hand is worth 4 + 4 + C's Kaiser
    // (one Kritz: C "goes").
    let input = "1\n".repeat(41) + "2\n1\n1\n1\n";
    let args = [
        "--variant",
        "liebenau",
        "--players",
        "3",
        "--seed",
        "593",
        "--level",
        "2",
        "--target",
        "21",
    ];
    let out = play(false, &args, &input);
    let at = lines_of(
        &out,
        &[
            "Hand 9 · dealer B · C leads",
            "The score calls for «verdeckter Umschlag».",
            "Turn your card? 2",
            "Nobody turns: the cards are thrown in (throw-in 1), shuffled, and B deals face",
            "The Kritze of the deal thrown in are written aside (4 in all now): the next",
            "Turn your card? 1",
            "You turn your card: the others follow, and the hand is played.",
            "At a table where each plays for himself, the hand that turned leads: you lead",
            "Trick 1 · A (you) leads · Trumpf Rosen · the hand is worth 9 ·",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{out}");
    assert_eq!(out.matches("\nHand 9 · dealer B ").count(), 2, "{out}");
    assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
    let hand = from_line(&out, "Hand 9 · dealer B · C leads");
    assert!(
        hand.contains("\nC announces a Kaiser with the Schellen-Banner: 1 Kritz.\n"),
        "{hand}"
    );
    insta::assert_snapshot!("liebenau_single_covered_umschlag", hand);
    let de = play(true, &args, &input);
    let at = lines_of(
        &de,
        &[
            "Niemand kehrt: Die Karten werden eingezogen (1. Mal), gemischt, und B gibt",
            "Die Kritze des eingezogenen Spiels werden auf die Seite geschrieben (jetzt 4",
            "Du kehrst deine Karte: Die anderen folgen, und das Spiel wird gespielt.",
            "Wo jeder für sich spielt, sticht die kehrende Hand zuerst: Du spielst zum ersten",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{de}");
    assert!(de.lines().all(|l| l.chars().count() <= 80), "{de}");
    let hand = from_line(&de, "Spiel 9 ·");
    insta::assert_snapshot!("liebenau_single_covered_umschlag_de", hand);
}
