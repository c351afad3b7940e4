//! The learner's village: which game they play (a rule system, named by place and source:
//! "Lungern (Gasser 2015-17)"), asked at the first `kaiser learn` and changed from the menu.

use super::keys::{Screen, legend};
use super::say;
use crate::lessons::{Lang, tl};
use crate::rules::catalog;
use crate::tutor::progress::Store;
use crate::tutor::ui::{Ask, Mode, Reply, Ui};
use crate::tutor::wrap;

/// The village a learner can choose, in menu order: the embedded rule systems.
pub fn villages() -> Vec<&'static str> {
    catalog::ids()
}

/// A village by place and source, as prose and menus name it: `Lungern (Gasser 2015-17)`;
/// an unknown id as it is.
pub fn village_name(id: &str) -> String {
    match catalog::load(id) {
        Ok(system) => crate::text::system::village(&system, crate::i18n::lang()),
        Err(_) => id.to_string(),
    }
}

/// The line that heads a step comparing villages on purpose: "In another village: Stans
/// (Achermann 1978)", or "In other villages"; `None` for an ordinary step.
pub fn compare_heading(step: &crate::lessons::step::Step, lang: Lang) -> Option<String> {
    use crate::lessons::step::Compare;
    Some(match step.compare.as_ref()? {
        Compare::Villages => tl!(lang, "tutor-compare-villages"),
        Compare::Village(id) => tl!(lang, "tutor-compare-village", village = village_name(id)),
    })
}

/// The village id a user typed (an id, any case, or a place name), or `None`.
pub fn find_village(typed: &str) -> Option<&'static str> {
    let typed = typed.trim().to_lowercase();
    villages().into_iter().find(|id| {
        *id == typed
            || catalog::load(id)
                .is_ok_and(|s| crate::text::system::place(&s).to_lowercase() == typed)
    })
}

/// "; did you mean X?" for the nearest village id, or nothing.
pub fn near_village(typed: &str, lang: Lang) -> String {
    let typed = typed.trim().to_lowercase();
    villages()
        .into_iter()
        .map(|k| (strsim::jaro_winkler(&typed, k), k))
        .filter(|(s, _)| *s >= 0.75)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, k)| tl!(lang, "lessons-did-you-mean", id = k))
        .unwrap_or_default()
}

/// How the village menu ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chose {
    /// A village was chosen (and saved).
    Chosen,
    /// Esc or q from the lesson menu's entry: back to the lesson menu, nothing changed.
    Back,
    /// The learner left kaiser.
    Quit,
}

/// Ask which game the learner plays (the first `kaiser learn`) and keep the answer (saved).
/// `false` when the learner left without choosing. Nothing is chosen for the learner: piped,
/// Enter alone asks again; on a terminal the cursor starts, visibly, on the first row.
pub fn choose_village(ui: &mut dyn Ui, store: &mut Store, lang: Lang) -> anyhow::Result<bool> {
    Ok(ask_village(ui, store, lang, false)? == Chose::Chosen)
}

/// The lesson menu's entry `village`: change the game. [`Chose::Chosen`] has said the game
/// chosen; Esc or q ([`Chose::Back`]) goes back to the lesson menu with the game as it was.
pub fn change_village(ui: &mut dyn Ui, store: &mut Store, lang: Lang) -> anyhow::Result<Chose> {
    ask_village(ui, store, lang, true)
}

fn ask_village(
    ui: &mut dyn Ui,
    store: &mut Store,
    lang: Lang,
    from_menu: bool,
) -> anyhow::Result<Chose> {
    let theme = ui.theme();
    let width = ui.width();
    let ids = villages();
    let options: Vec<String> = ids
        .iter()
        .map(|id| format!("{id:16} {}", village_name(id)))
        .collect();
    // The village chosen before is the default; the first time there is none.
    let default = store
        .progress
        .village
        .as_deref()
        .and_then(|v| ids.iter().position(|id| *id == v));
    let quit = tl!(lang, "tutor-menu-quit");
    let prompt = match default.and_then(|d| ids.get(d)) {
        Some(id) => tl!(lang, "tutor-village-prompt", id = *id),
        None => tl!(lang, "tutor-village-prompt-first"),
    };
    say(ui, "")?;
    say(ui, &theme.heading(&tl!(lang, "tutor-village-head")))?;
    let screen = if from_menu {
        Screen::Village
    } else {
        Screen::Menu
    };
    legend(ui, screen, lang)?;
    let mut list = true;
    loop {
        let reply = ui.ask(&Ask {
            prompt: &prompt,
            options: &options,
            mode: Mode::Menu,
            list,
            default,
            extras: &[(&quit, Reply::Quit)],
            help: "",
        })?;
        list = false;
        // A terminal menu echoes the village picked: then only how to change it is said.
        let echoed = matches!(reply, Reply::Pick(_)) && ui.height().is_some();
        let chosen = match reply {
            Reply::Menu if from_menu => return Ok(Chose::Back),
            Reply::Quit | Reply::Menu | Reply::Skip => {
                say(ui, &tl!(lang, "tutor-bye"))?;
                return Ok(Chose::Quit);
            }
            Reply::Hint | Reply::Back | Reply::Intro | Reply::Order(_) => None,
            Reply::Pick(i) => ids.get(i).copied(),
            Reply::Text(t) if t.trim().is_empty() => {
                say(ui, &wrap(&tl!(lang, "tutor-village-choose"), width, ""))?;
                None
            }
            Reply::Text(t) => {
                let found = match t.trim().parse::<usize>() {
                    Ok(n) if n >= 1 => ids.get(n - 1).copied(),
                    _ => find_village(&t),
                };
                if found.is_none() {
                    let near = near_village(&t, lang);
                    let mut line = tl!(lang, "tutor-village-unknown", id = t.trim());
                    line.push_str(if near.is_empty() { "." } else { &near });
                    say(ui, &wrap(&line, width, ""))?;
                }
                found
            }
        };
        if let Some(id) = chosen {
            store.progress.set_village(id);
            store.save()?;
            // On a terminal the line wraps at word boundaries (the command stays whole).
            let line = if echoed {
                tl!(lang, "tutor-village-change")
            } else {
                tl!(lang, "tutor-village-chosen", village = village_name(id))
            };
            say(ui, &wrap(&line, width, ""))?;
            return Ok(Chose::Chosen);
        }
    }
}
