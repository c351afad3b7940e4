//! Two more steps of the hand as each village plays it, in `kaiser play` (issue 15 item 4):
//! lungern's stepwise Kritze ("Ich gebe ihm einen Chritz. Kommt Ihr?", reading 42) and
//! liebenau's pauses in the deal where both parties hold or leave (reading 40), with the
//! partners' lines at the stake prompts; in English and German, at 80 columns.

use crate::util::{kaiser, succeed};

/// `kaiser [--lang de] play ARGS` at 80 columns with `input` typed; the whole output.
fn play(german: bool, args: &[&str], input: &str) -> String {
    let mut cmd = kaiser();
    cmd.env("COLUMNS", "80");
    if german {
        cmd.args(["--lang", "de"]);
    }
    succeed(cmd.arg("play").args(args), input)
}

/// The first lines of `out` up to (not including) the first that starts with `until`.
fn until(out: &str, until: &str) -> String {
    out.lines()
        .take_while(|l| !l.starts_with(until))
        .collect::<Vec<_>>()
        .join("\n")
}

fn in_order(out: &str, lines: &[&str]) {
    let at: Vec<usize> = lines
        .iter()
        .map(|s| {
            out.lines()
                .position(|l| l.starts_with(s))
                .unwrap_or_else(|| panic!("{s}\n{out}"))
        })
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}\n{out}");
}

#[test]
fn lungern_the_others_give_their_kaiser_one_kritz_at_a_time() {
    // 000_03ddb346fab875bf.txt §Ansagen der Kaiser mit Kritzen: "Die Gegenpartei kann bei
    // jeder neuen Ansage gehen, dann gelten die Kritze der vorhergehenden Ansage." The
    // learner comes to B's Kaiser with one Kritz and goes at the second: B+D book 4 + 1.
    let args = ["--variant", "lungern", "--seed", "1"];
    let out = until(&play(false, &args, "1\n2\n"), "Hand 2 ");
    in_order(
        &out,
        &[
            "B announces a Kaiser with the Rosen-Banner: 1 Kritz.",
            "C (partner) shows Rosen-3,",
            "«Kommt Ihr?» (do you accept?) The Kaiser counts for the stake. 1",
            "You come: the stake is now 5, what the hand is worth (4 and 1 Kritz",
            "B gives the Kaiser Rosen-Banner one more Kritz, 2 Kritze in all: «Kommt Ihr?»",
            "«Kommt Ihr?» (do you accept?) The Kaiser counts for the stake. 2",
            "B+D book 5 because the other party (A+C) went.",
        ],
    );
    assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
    insta::assert_snapshot!("lungern_kritz_steps_go", out);
}

#[test]
fn lungern_the_learner_gives_one_kritz_more() {
    // "Ich gebe ihm einen Chritz. Kommt Ihr?" Wenn ja, kann der Ansager sagen: "Und noch ein
    // zweiter Chritz. Kommt Ihr?": the learner announces the Rosen-Banner with one Kritz,
    // gives it a second and stops there.
    let args = ["--variant", "lungern", "--seed", "6"];
    let out = until(&play(false, &args, "2\n1\n2\n"), "Trick 1 ");
    in_order(
        &out,
        &[
            "A (you) announces a Kaiser with the Rosen-Banner: 1 Kritz.",
            "B+D come: the stake is now 5, what the hand is worth (4 and 1 Kritz",
            "The others came to your Kaiser Rosen-Banner.",
            "  1. one more (2 Kritze in all)",
            "One more Kritz? 1",
            "You give your Kaiser Rosen-Banner one more Kritz, 2 Kritze in all:",
            "B+D come: the stake is now 6, what the hand is worth (5 and one more",
            "  2. no more (it keeps 2 Kritze)",
            "One more Kritz? 2",
        ],
    );
    insta::assert_snapshot!("lungern_kritz_steps_learner", out);
    let de = until(&play(true, &args, "2\n1\n2\n"), "Stich 1 ");
    in_order(
        &de,
        &[
            "A (du) sagt einen Kaiser mit dem Rosen-Banner an: 1 Kritz.",
            "Die anderen sind zu deinem Kaiser Rosen-Banner gekommen.",
            "Noch einen Kritz? 1",
            "Du gibst deinem Kaiser Rosen-Banner noch einen Kritz, 2 Kritze insgesamt:",
            "Noch einen Kritz? 2",
        ],
    );
    assert!(de.lines().all(|l| l.chars().count() <= 80), "{de}");
    insta::assert_snapshot!("lungern_kritz_steps_learner_de", de);
}

#[test]
fn liebenau_pauses_in_the_deal_to_hold_or_leave() {
    // 003_2aab30ddfdb39e2a.txt §4: "und hält dann inne"; Beispiel A: "so sie die gemachten
    // Kritze der anderen halten oder lassen wollen"; "und hält auch hier, wenn vier Karten
    // gegeben sind, im ersten Um-gange etwas inne, damit jeder kreiden und lassen kann." B
    // makes a Spieldrei on its face-up card and the learner holds it.
    let args = [
        "--variant",
        "liebenau",
        "--players",
        "4",
        "--parties",
        "2",
        "--seed",
        "2",
    ];
    let out = until(&play(false, &args, "1\n1\n1\n"), "Trick 1 ");
    in_order(
        &out,
        &[
            "The dealer pauses after the first face-up cards (A (you) Eichel-8,",
            "Your cards so far: Eichel-8",
            "  3. «lassen» (leave the hand: the other party (B+D) books 4)",
            "Hold, Spieldrei, or leave? 1",
            "B: «Spieldrei»",
            "You come: the stake is now 7, what the hand is worth (4 and 3 for Spieldrei).",
            "Umschlag: A (you) Eichel-8, B Eichel-6, C Rosen-Ass, D Schilten-Banner",
            "The dealer pauses after four covered cards",
            "Your cards so far: Eichel-8, Rosen-8, Eichel-4",
            "Your cards: Eichel-8, Rosen-8, Eichel-4, Schellen-Under, Eichel-5",
            "C (partner) shows Rosen-Ass",
        ],
    );
    // No partner's card before the whole deal: the cards go round once it is given.
    let before = until(&out, "Your cards: ");
    assert!(!before.contains("(partner) shows"), "{before}");
    insta::assert_snapshot!("liebenau_pauses", out);
    let de = until(&play(true, &args, "1\n1\n1\n"), "Stich 1 ");
    in_order(
        &de,
        &[
            "Der Geber hält nach den ersten offenen Karten inne (A (du) Eichel-8,",
            "Deine Karten bis jetzt: Eichel-8",
            "Halten, Spieldrei oder lassen? 1",
            "Der Geber hält nach vier verdeckten Karten inne",
        ],
    );
    assert!(de.lines().all(|l| l.chars().count() <= 80), "{de}");
    insta::assert_snapshot!("liebenau_pauses_de", de);
    // Leaving at the first pause: the others book the table, and the next hand is dealt.
    let left = play(false, &args, "3\n");
    let hand1 = until(&left, "Hand 2 ");
    assert!(
        hand1.contains("B+D book 4 because the other party (A+C) went."),
        "{hand1}"
    );
    assert!(!hand1.contains("Umschlag:"), "{hand1}");
    // Stans has no pause.
    let stans = play(false, &["--variant", "stans", "--seed", "2"], "");
    assert!(!stans.contains("The dealer pauses"), "{stans}");
}
