//! The tutor's own words (prompts, feedback, menu) in English and German, one table per
//! language. Lesson texts come from the content files; card and rule names stay German.

use crate::lessons::Lang;

/// Every fixed text of the tutor. `{0}`, `{1}` are filled by [`fill`].
#[derive(Debug)]
pub struct Words {
    /// Question of a trick.
    pub who_takes: &'static str,
    /// Question of a duel.
    pub duel: &'static str,
    /// Question of an order question.
    pub order: &'static str,
    /// Question of an Umschlag.
    pub umschlag: &'static str,
    /// Scenario trick prediction.
    pub predict: &'static str,
    /// Marks the led card.
    pub led: &'static str,
    /// Line-mode prompt of a question.
    pub prompt: &'static str,
    /// Line-mode prompt of an order question.
    pub prompt_order: &'static str,
    /// Right answer.
    pub right: &'static str,
    /// Wrong answer, more tries to come.
    pub wrong: &'static str,
    /// Wrong, no hint left.
    pub try_again: &'static str,
    /// A hint: `{0}`.
    pub hint: &'static str,
    /// No hints left.
    pub no_hint: &'static str,
    /// A question without any hint.
    pub no_hints: &'static str,
    /// The answer: `{0}`.
    pub answer_is: &'static str,
    /// You said `{0}`.
    pub you_said: &'static str,
    /// Heading of the engine's reasoning.
    pub why: &'static str,
    /// `{0}` takes the trick.
    pub takes: &'static str,
    /// The Machtposition order, highest first.
    pub ranked: &'static str,
    /// Step `{0}` of `{1}`.
    pub step_of: &'static str,
    /// Test question `{0}` of `{1}`.
    pub test_of: &'static str,
    /// Heading before the test.
    pub test_start: &'static str,
    /// Test result `{0}` of `{1}`.
    pub test_score: &'static str,
    /// Lesson finished: `{0}`.
    pub lesson_done: &'static str,
    /// Resuming at `{0}` (a [`crate::tutor::runner::place`]).
    pub resuming: &'static str,
    /// Left a lesson; `{0}` = id.
    pub saved: &'static str,
    /// Terminal: press a key to go on.
    pub go_on: &'static str,
    /// Menu heading: `{0}` lessons, `{1}` done.
    pub menu_head: &'static str,
    /// Menu prompt with a lesson to continue: `{0}`.
    pub menu_prompt: &'static str,
    /// Menu prompt when everything is done.
    pub menu_prompt_done: &'static str,
    /// Menu entry to leave.
    pub menu_quit: &'static str,
    /// Not a lesson: `{0}`.
    pub menu_unknown: &'static str,
    /// Progress words.
    pub done: &'static str,
    /// Not begun.
    pub new: &'static str,
    /// Terminal menu extras.
    pub opt_hint: &'static str,
    /// Terminal: show the answer.
    pub opt_show: &'static str,
    /// Terminal: leave.
    pub opt_quit: &'static str,
    /// Terminal: sort again.
    pub opt_sort_again: &'static str,
    /// Sort instructions in a terminal.
    pub sort_help: &'static str,
    /// Score at the end of a scenario or quiz: `{0}` of `{1}`.
    pub score: &'static str,
    /// Source label.
    pub source: &'static str,
    /// See also.
    pub see_also: &'static str,
    /// Fillers heading.
    pub fillers: &'static str,
    /// Quiz seed line: `{0}`.
    pub seed: &'static str,
    /// Quiz question heading: `{0}` of `{1}`.
    pub quiz_of: &'static str,
    /// The face-up cards.
    pub face_up: &'static str,
    /// The stock's top card.
    pub stock: &'static str,
    /// Bye.
    pub bye: &'static str,
}

/// English.
pub const EN: Words = Words {
    who_takes: "Who takes this trick?",
    duel: "Which of these two cards takes the other? (the first is led)",
    order: "Put these cards in Machtposition order, highest first.",
    umschlag: "What is trump after this Umschlag?",
    predict: "Who takes this trick? Predict it.",
    led: "led",
    prompt: "Your answer (a name or number; hint, skip, quit):",
    prompt_order: "Your order, highest first (names or numbers; hint, skip, quit):",
    right: "Right!",
    wrong: "Not right.",
    try_again: "Not right. Try again.",
    hint: "Hint: {0}",
    no_hint: "No more hints; type skip to see the answer.",
    no_hints: "This question has no hints; type skip to see the answer.",
    answer_is: "The answer: {0}",
    you_said: "You said {0}.",
    why: "Why:",
    takes: "{0} takes the trick.",
    ranked: "Machtposition, highest first:",
    step_of: "Step {0} of {1}",
    test_of: "Test {0} of {1}",
    test_start: "Now a short test.",
    test_score: "Test: {0} of {1} right at the first try.",
    lesson_done: "Lesson done: {0}.",
    resuming: "Going on where you left: {0}.",
    saved: "Progress saved; `kaiser learn {0}` goes on from here.",
    go_on: "[Enter] go on · [q] leave",
    menu_head: "kaiser learn · {0} lessons · {1} done",
    menu_prompt: "Lesson (number or id; Enter = {0}; quit):",
    menu_prompt_done: "Lesson (number or id; quit):",
    menu_quit: "Quit",
    menu_unknown: "No lesson '{0}'.",
    done: "done",
    new: "new",
    opt_hint: "· hint",
    opt_show: "· show the answer",
    opt_quit: "· quit (progress is kept)",
    opt_sort_again: "· sort again",
    sort_help: "(space picks a card up and puts it down, arrows move it, Enter confirms)",
    score: "Score: {0} of {1}.",
    source: "Source",
    see_also: "See also",
    fillers: "Cards the source does not name",
    seed: "Seed {0} (the same --seed gives the same quiz).",
    quiz_of: "Quiz {0} of {1}",
    face_up: "Face up, in deal order",
    stock: "Stock's top card",
    bye: "Bye.",
};

/// German.
pub const DE: Words = Words {
    who_takes: "Wer macht diesen Stich?",
    duel: "Welche der beiden Karten sticht die andere? (die erste ist ausgespielt)",
    order: "Ordne diese Karten nach der Machtposition, die höchste zuerst.",
    umschlag: "Was ist Trumpf nach diesem Umschlag?",
    predict: "Wer macht diesen Stich? Sag es voraus.",
    led: "ausgespielt",
    prompt: "Deine Antwort (Name oder Nummer; tipp, zeigen, ende):",
    prompt_order: "Deine Reihenfolge, die höchste zuerst (Namen oder Nummern; tipp, zeigen, ende):",
    right: "Richtig!",
    wrong: "Nicht richtig.",
    try_again: "Nicht richtig. Versuch es noch einmal.",
    hint: "Tipp: {0}",
    no_hint: "Keine Tipps mehr; mit zeigen siehst du die Antwort.",
    no_hints: "Zu dieser Frage gibt es keine Tipps; mit zeigen siehst du die Antwort.",
    answer_is: "Die Antwort: {0}",
    you_said: "Du hast {0} gesagt.",
    why: "Warum:",
    takes: "{0} macht den Stich.",
    ranked: "Machtposition, die höchste zuerst:",
    step_of: "Schritt {0} von {1}",
    test_of: "Test {0} von {1}",
    test_start: "Jetzt ein kurzer Test.",
    test_score: "Test: {0} von {1} beim ersten Versuch richtig.",
    lesson_done: "Lektion fertig: {0}.",
    resuming: "Weiter, wo du aufgehört hast: {0}.",
    saved: "Fortschritt gespeichert; `kaiser learn {0}` macht hier weiter.",
    go_on: "[Enter] weiter · [q] aufhören",
    menu_head: "kaiser learn · {0} Lektionen · {1} fertig",
    menu_prompt: "Lektion (Nummer oder Id; Enter = {0}; ende):",
    menu_prompt_done: "Lektion (Nummer oder Id; ende):",
    menu_quit: "Beenden",
    menu_unknown: "Keine Lektion '{0}'.",
    done: "fertig",
    new: "neu",
    opt_hint: "· Tipp",
    opt_show: "· Antwort zeigen",
    opt_quit: "· aufhören (der Fortschritt bleibt)",
    opt_sort_again: "· noch einmal ordnen",
    sort_help: "(Leertaste nimmt eine Karte auf und legt sie ab, Pfeile schieben sie, Enter bestätigt)",
    score: "Ergebnis: {0} von {1}.",
    source: "Quelle",
    see_also: "Siehe auch",
    fillers: "Karten, die die Quelle nicht nennt",
    seed: "Seed {0} (derselbe --seed gibt dasselbe Quiz).",
    quiz_of: "Quiz {0} von {1}",
    face_up: "Offen, in der Reihenfolge des Gebens",
    stock: "Oberste Karte des Stocks",
    bye: "Tschüss.",
};

/// The table for `lang`.
pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::De => &DE,
    }
}

/// Fill `{0}`, `{1}`, ... in `template`.
pub fn fill(template: &str, args: &[&dyn std::fmt::Display]) -> String {
    let mut out = template.to_string();
    for (i, a) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), &a.to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_tables_use_the_same_placeholders() {
        // A placeholder missing in one language would print a raw "{0}" or lose a value.
        let en = format!("{EN:?}");
        let de = format!("{DE:?}");
        let count = |s: &str, p: &str| s.matches(p).count();
        for p in ["{0}", "{1}"] {
            assert_eq!(count(&en, p), count(&de, p), "{p}");
        }
        assert_eq!(fill("{0} of {1}", &[&3, &4]), "3 of 4");
    }
}
