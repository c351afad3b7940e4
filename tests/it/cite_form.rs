//! One form of citation on every screen (walk ux11): a source is cited in book form in
//! square brackets, "[Achermann 1978, §1]", under a trick's steps (`kaiser trick`, a lesson's
//! "Why:"), under `kaiser rank`, after a glossary quote and in a lesson's text, in English and
//! German; no screen prints a labelled "Source: …" line. A rule that rests on a reading keeps
//! the reading, marked as ours, in the same brackets.

use crate::util::run;

/// The lines a screen cites with a label instead of the brackets.
fn labelled(text: &str) -> Vec<&str> {
    text.lines()
        .map(str::trim_start)
        .filter(|l| {
            [
                "Source:", "Sources:", "Quelle:", "Quellen:", "[Source:", "[Quelle:",
            ]
            .iter()
            .any(|label| l.starts_with(label))
        })
        .collect()
}

/// Every screen that cites, in both languages: the citations are bracketed lines.
#[test]
fn every_screen_cites_in_brackets() {
    for lang in ["en", "de"] {
        let with_lang = |args: &[&str], input: &str| {
            let mut all = vec!["--lang", lang];
            all.extend_from_slice(args);
            run(&all, input)
        };
        let screens = [
            // One source for every step.
            (
                with_lang(
                    &[
                        "trick",
                        "--variant",
                        "stans",
                        "--trump",
                        "Rosen",
                        "Teufel",
                        "Mugg",
                    ],
                    "",
                ),
                "\n[Achermann 1978, §1]\n",
            ),
            // Several sources: one bracketed line per source with its steps.
            (
                with_lang(
                    &[
                        "trick",
                        "--variant",
                        "lungern",
                        "--trump",
                        "Schellen",
                        "Eichel-7",
                        "Mugg",
                        "Oberkaiser",
                        "Eichel-König",
                    ],
                    "",
                ),
                if lang == "de" {
                    "\n[Schritte 1, 4: Gasser 2015-17, Throner, Farbstärke]\n[Schritte 2, 3: Gasser 2015-17, Stecher]\n"
                } else {
                    "\n[steps 1, 4: Gasser 2015-17, Throner, Farbstärke]\n[steps 2, 3: Gasser 2015-17, Stecher]\n"
                },
            ),
            (
                with_lang(&["rank", "--variant", "stans", "--trump", "Rosen"], ""),
                "\n[Achermann 1978, §1",
            ),
            (
                with_lang(&["glossary", "stupf"], ""),
                "genommen werden.» [Gasser 2015-17, Stupf]\n",
            ),
            // A lesson: its text's citation and the "Why:" of a trick (the third card takes).
            (
                with_lang(&["learn", "--variant", "lungern", "stecher"], "3\nquit\n"),
                "\n[Gasser 2015-17, Stecher, Machtposition]\n",
            ),
        ];
        for (text, cited) in &screens {
            assert!(text.contains(cited), "{lang}: {cited:?} in:\n{text}");
            assert_eq!(labelled(text), Vec::<&str>::new(), "{lang}:\n{text}");
        }
    }
}

/// Karnöffel's led trump gives no suit by our reading 10: the trick's citation names the
/// reading as ours beside the source, never the source alone.
#[test]
fn a_reading_stays_marked_in_the_brackets() {
    let args = [
        "trick",
        "--variant",
        "karnoeffel",
        "--trump",
        "Rosen",
        "Rosen-3",
        "Eichel-5",
    ];
    let en = run(&args, "");
    assert!(
        en.contains("\n[Wikipedia: Kaisern, Course of play; our reading 10]\n"),
        "{en}"
    );
    let de = run(&[&["--lang", "de"][..], &args].concat(), "");
    assert!(
        de.contains("\n[Wikipedia: Kaisern, Spielablauf; unsere Lesart 10]\n"),
        "{de}"
    );
}
