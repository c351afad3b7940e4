//! The properties the fuzz targets check (`fuzz/fuzz_targets/`), as plain functions over bytes,
//! so that `tests/it/fuzz_regressions.rs` replays every input the fuzzers ever found
//! (`fuzz/regressions/<target>/`) through exactly the same checks.
//!
//! Each function takes any bytes, feeds them to the public API the way a user's input would
//! arrive, and panics only when an invariant breaks (that is the finding). They are not part
//! of the product's interface.

use crate::cards::names::{Namer, parse_suit};
use crate::cards::{Card, Rank, Suit};
use crate::i18n::Lang;
use crate::lessons::{Content, FileKind, SourceFile};
use crate::rules::{Power, PowerOptions, RuleSystem, TrickContext, catalog, explain, trick};
use std::collections::BTreeMap;
use std::sync::OnceLock;

const SUITS: [Suit; 4] = [Suit::Rosen, Suit::Schellen, Suit::Eichel, Suit::Schilten];

fn systems() -> &'static Vec<RuleSystem> {
    static SYSTEMS: OnceLock<Vec<RuleSystem>> = OnceLock::new();
    SYSTEMS.get_or_init(|| {
        catalog::ids()
            .into_iter()
            .map(|id| catalog::load(id).expect("built-in systems load"))
            .collect()
    })
}

fn namers() -> &'static Vec<Namer> {
    static NAMERS: OnceLock<Vec<Namer>> = OnceLock::new();
    NAMERS.get_or_init(|| {
        let mut out = Vec::new();
        for system in systems() {
            for trump in std::iter::once(None).chain(SUITS.map(Some)) {
                for deck in &system.decks {
                    out.push(Namer::new(trump, &system.nicknames).with_deck(*deck));
                }
            }
        }
        out
    })
}

/// Card names: the first byte picks a system, trump and deck, the rest is the name. A name
/// that parses gives a card whose canonical and short names parse back to it; a name that
/// does not gets a message (with suggestions) built without a panic.
pub fn card_names(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    if let Err(e) = parse_suit(text) {
        for lang in Lang::ALL {
            let _ = crate::text::cards::suit_name_error(lang, &e);
        }
    }
    let namers = namers();
    let namer = &namers[pick as usize % namers.len()];
    match namer.card(text) {
        Ok(card) => {
            let back = namer
                .card(&card.to_string())
                .expect("a canonical name parses");
            assert_eq!(back, card, "{text:?} -> {card} -> {back}");
            let short = namer.card(&card.short()).expect("a short name parses");
            assert_eq!(short, card, "{text:?} -> {card} -> {}", card.short());
        }
        Err(e) => {
            for lang in Lang::ALL {
                let _ = crate::text::cards::card_name_error(lang, &e);
            }
        }
    }
}

/// A trick on arbitrary cards and flags. Bytes: system, trump, deck, flags (bit 0: first
/// trick; bits 1-3: how many switch bytes follow), the switch bytes (index and on/off in
/// bit 7), an unannounced count (0-3) and that many bytes (a Banner by suit; with bit 7 any
/// card), then the cards (any byte,
/// modulo 64; at most 16). Refused tricks are exactly the ones `trick::check` refuses; the
/// others give the same winner on the fast path and in the explanation.
pub fn trick(data: &[u8]) {
    let mut pos = 0;
    let mut next = || {
        let b = data.get(pos).copied().unwrap_or(0);
        pos += 1;
        b
    };
    let systems = systems();
    let system = &systems[next() as usize % systems.len()];
    let trump = SUITS[next() as usize % 4];
    let deck = system.decks[next() as usize % system.decks.len()];
    let flags = next();
    let names: Vec<String> = system.default_switches().into_keys().collect();
    let mut switches = BTreeMap::new();
    for _ in 0..(flags >> 1) & 7 {
        let b = next();
        if !names.is_empty() {
            switches.insert(
                names[(b & 0x7f) as usize % names.len()].clone(),
                b & 0x80 != 0,
            );
        }
    }
    // Mostly Banner (else Power::new refuses nearly every input); bit 7: any card, to reach
    // the refusal too.
    let unannounced = (0..next() % 4)
        .filter_map(|_| {
            let b = next();
            if b & 0x80 != 0 {
                Card::from_id(b as usize % 64)
            } else {
                Some(Card::new(SUITS[b as usize % 4], Rank::Banner))
            }
        })
        .collect();
    let opts = PowerOptions {
        deck: Some(deck),
        unannounced,
        switches,
    };
    let Ok(power) = Power::new(system, trump, &opts) else {
        return;
    };
    let cards: Vec<Card> = data
        .get(pos..)
        .unwrap_or_default()
        .iter()
        .take(16)
        .filter_map(|b| Card::from_id(*b as usize % 64))
        .collect();
    let ctx = TrickContext {
        first_trick: flags & 1 != 0,
    };
    match explain(system, &power, &cards, ctx) {
        Ok(outcome) => {
            assert!(trick::check(system, &power, &cards).is_ok());
            assert!(outcome.winner < cards.len());
            assert_eq!(
                outcome.winner,
                trick::winner(&power, &cards, ctx),
                "{cards:?}"
            );
            assert_eq!(outcome.card, cards[outcome.winner]);
            let said = crate::text::trick::narrate(
                crate::i18n::Lang::En,
                system,
                &power,
                &cards,
                &outcome,
            );
            assert!(said.iter().all(|s| !s.text.is_empty()));
            assert!(!outcome.steps.is_empty());
        }
        Err(e) => {
            assert!(trick::check(system, &power, &cards).is_err());
            let _ = e.to_string();
        }
    }
}

/// A rule-system file (`--variant-file`): an error, or a system whose Machtposition builds
/// (or is refused with an error) for every trump and deck.
pub fn system_yaml(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match catalog::load_text(text, "fuzz.yaml") {
        Ok(system) => {
            for trump in SUITS {
                for deck in &system.decks {
                    let opts = PowerOptions {
                        deck: Some(*deck),
                        ..PowerOptions::default()
                    };
                    let _ = Power::new(&system, trump, &opts);
                }
            }
        }
        Err(e) => {
            for lang in Lang::ALL {
                let said = crate::text::system::error(lang, &e);
                assert!(
                    !said.contains('\u{1}'),
                    "a carried message leaked: {said:?}"
                );
            }
        }
    }
}

/// A lesson (first byte even) or scenario (odd) file (`--content`, `kaiser check`): every
/// problem is reported; what loads has steps.
pub fn content_yaml(data: &[u8]) {
    let Some((&kind, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let kind = if kind % 2 == 0 {
        FileKind::Lesson
    } else {
        FileKind::Scenario
    };
    let file = SourceFile {
        kind,
        origin: "fuzz.yaml".into(),
        text: text.to_string(),
        embedded: false,
    };
    match Content::load(vec![file]) {
        Ok(content) => {
            for lesson in &content.lessons {
                assert!(lesson.all_steps().count() > 0);
            }
        }
        Err(errors) => {
            let _ = errors.to_string();
        }
    }
}

/// A progress file (`progress.json` as anything may have left it): opening it either refuses
/// (a newer kaiser's file, which is then left byte for byte as it was) or succeeds; a file set
/// aside is said in a notice and its backup holds exactly the old bytes; a save after a
/// change writes a file that opens again without a notice and keeps the change, and fields
/// this build does not know survive it.
pub fn progress_file(data: &[u8]) {
    use crate::tutor::progress::Store;
    let Ok(dir) = tempfile::tempdir() else {
        return;
    };
    let path = dir.path().join("progress.json");
    if std::fs::write(&path, data).is_err() {
        return;
    }
    let (mut store, notice) = match Store::open(dir.path()) {
        Ok(opened) => opened,
        Err(_) => {
            assert_eq!(
                std::fs::read(&path).ok().as_deref(),
                Some(data),
                "a refused file must be left as it was"
            );
            return;
        }
    };
    let backups: Vec<_> = std::fs::read_dir(dir.path())
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.file_name().is_some_and(|n| n != "progress.json"))
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect()
        })
        .unwrap_or_default();
    match &notice {
        Some(said) => {
            assert_eq!(backups.len(), 1, "one backup for {said:?}");
            assert_eq!(std::fs::read(&backups[0]).ok().as_deref(), Some(data));
        }
        None => assert!(backups.is_empty(), "a backup without a notice"),
    }
    let extra = store.progress.extra.clone();
    store.progress.set_village("stans");
    store.lesson("fuzz").test.add(true);
    store.save().expect("a save in a fresh directory");
    let (again, notice) = Store::open(dir.path()).expect("kaiser reads what it wrote");
    assert!(
        notice.is_none(),
        "kaiser set aside its own file: {notice:?}"
    );
    assert_eq!(again.progress.village.as_deref(), Some("stans"));
    assert!(again.progress.lessons.contains_key("fuzz"));
    for key in extra.keys() {
        assert!(again.progress.extra.contains_key(key), "lost field {key}");
    }
}

fn village_content() -> &'static Vec<(String, Content)> {
    static CONTENT: OnceLock<Vec<(String, Content)>> = OnceLock::new();
    CONTENT.get_or_init(|| {
        let all = Content::embedded().expect("the embedded content loads");
        catalog::ids()
            .into_iter()
            .map(|id| (id.to_string(), all.for_village(Some(id))))
            .filter(|(_, c)| !c.lessons.is_empty())
            .collect()
    })
}

/// Builds what [`answer_lines`] shares between inputs (the embedded content for every
/// village) before the fuzzer's clock starts.
pub fn warm_up_answer_lines() {
    village_content();
}

/// Answer lines (what a learner types, or pipes, into `kaiser learn`): the first byte picks
/// the village and the lesson, the second the language, the rest is standard input. The
/// lesson runs to the end of the input without an error, and its progress opens again.
pub fn answer_lines(data: &[u8]) {
    use crate::render::Theme;
    use crate::tutor::progress::Store;
    use crate::tutor::runner::run_lesson;
    use crate::tutor::ui::LineUi;
    let [pick, lang, input @ ..] = data else {
        return;
    };
    let villages = village_content();
    let (village, content) = &villages[*pick as usize % villages.len()];
    let lesson = &content.lessons[(*pick as usize / villages.len()) % content.lessons.len()];
    let lang = Lang::ALL[*lang as usize % Lang::ALL.len()];
    let Ok(dir) = tempfile::tempdir() else {
        return;
    };
    let (mut store, _) = Store::open(dir.path()).expect("a fresh progress directory opens");
    store.progress.set_village(village);
    let mut ui = LineUi::new(input, Vec::new(), Theme::plain());
    run_lesson(&mut ui, &mut store, lesson, lang).expect("a lesson runs to the end of input");
    let out = ui.into_output();
    assert!(!out.is_empty());
    let (again, notice) = Store::open(dir.path()).expect("the saved progress opens");
    assert!(notice.is_none());
    assert_eq!(again.progress.village.as_deref(), Some(village.as_str()));
}
