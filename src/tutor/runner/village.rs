//! The learner's village: which game they play (a rule system, named by place and source:
//! "Lungern (Gasser 2015-17)"), asked at the first `kaiser learn` and changed from the menu.

use super::say;
use crate::lessons::{Lang, tl};
use crate::rules::catalog;
use crate::tutor::progress::Store;
use crate::tutor::ui::{Ask, Mode, Reply, Ui};

/// The village a learner can choose, in menu order: the embedded rule systems.
pub fn villages() -> Vec<&'static str> {
    catalog::ids()
}

/// A village by place and source, as prose and menus name it: `Lungern (Gasser 2015-17)`;
/// an unknown id as it is.
pub fn village_name(id: &str) -> String {
    let Ok(system) = catalog::load(id) else {
        return id.to_string();
    };
    let place = crate::text::system::place(&system);
    // The historical systems are named by their source already.
    if matches!(id, "liebenau" | "karnoeffel") {
        return place;
    }
    let source = crate::text::system::source_short(&system)
        .map(|s| s.split(':').next().unwrap_or_default().trim().to_string());
    match source {
        Some(source) if !source.is_empty() => format!("{place} ({source})"),
        _ => place,
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

/// Ask which game the learner plays and keep the answer (saved). `false` when the learner
/// left without choosing.
pub fn choose_village(ui: &mut dyn Ui, store: &mut Store, lang: Lang) -> anyhow::Result<bool> {
    let theme = ui.theme();
    let ids = villages();
    let options: Vec<String> = ids
        .iter()
        .map(|id| format!("{id:16} {}", village_name(id)))
        .collect();
    let default = store
        .progress
        .village
        .as_deref()
        .and_then(|v| ids.iter().position(|id| *id == v))
        .unwrap_or(0);
    let quit = tl!(lang, "tutor-menu-quit");
    let prompt = tl!(
        lang,
        "tutor-village-prompt",
        id = ids.get(default).copied().unwrap_or_default()
    );
    say(ui, "")?;
    say(ui, &theme.heading(&tl!(lang, "tutor-village-head")))?;
    let mut list = true;
    loop {
        let reply = ui.ask(&Ask {
            prompt: &prompt,
            options: &options,
            mode: Mode::Menu,
            list,
            default,
            extras: ["", "", &quit, ""],
            help: "",
        })?;
        list = false;
        let chosen = match reply {
            Reply::Quit | Reply::Skip => {
                say(ui, &tl!(lang, "tutor-bye"))?;
                return Ok(false);
            }
            Reply::Hint | Reply::Order(_) => None,
            Reply::Pick(i) => ids.get(i).copied(),
            Reply::Text(t) => {
                let found = match t.trim().parse::<usize>() {
                    Ok(n) if n >= 1 => ids.get(n - 1).copied(),
                    _ => find_village(&t),
                };
                if found.is_none() {
                    let near = near_village(&t, lang);
                    let mut line = tl!(lang, "tutor-village-unknown", id = t.trim());
                    line.push_str(if near.is_empty() { "." } else { &near });
                    let width = ui.width();
                    say(ui, &crate::tutor::wrap(&line, width, ""))?;
                }
                found
            }
        };
        if let Some(id) = chosen {
            store.progress.set_village(id);
            store.save()?;
            // On a terminal the line wraps at word boundaries (the command stays whole).
            let line = tl!(lang, "tutor-village-chosen", village = village_name(id));
            let width = ui.width();
            say(ui, &crate::tutor::wrap(&line, width, ""))?;
            return Ok(true);
        }
    }
}
