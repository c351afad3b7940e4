//! Validating a scenario file: its id and texts, its rule system and trump, seats, parties and
//! hands agreeing with each other, and every card played once and by the seat that holds it.

use super::file::{check_id, check_top_text, err, parse};
use super::schema::{Kind, ScenarioFile};
use super::step::{self, Body, StepPlace, Systems};
use super::{ContentError, Scenario, SourceFile, line_of};
use crate::t;
use std::collections::{BTreeMap, HashMap};

const SCENARIO_KINDS: &[Kind] = &[Kind::Explain, Kind::Trick, Kind::Umschlag];

pub(super) fn load_scenario(
    file: &SourceFile,
    systems: &mut Systems,
    errors: &mut Vec<ContentError>,
) -> Option<Scenario> {
    let origin = file.origin.as_str();
    let (f, lines): (ScenarioFile, _) = match parse(file, super::schema::SCENARIO_FORMAT_VERSION) {
        Ok(x) => x,
        Err(e) => {
            errors.push(e);
            return None;
        }
    };
    let before = errors.len();
    let at = |key: &str, m: String| err(origin, line_of(&lines, key), m);
    let mut problems: Vec<ContentError> = Vec::new();
    if let Err(e) = check_id(&f.id, origin, &lines) {
        problems.push(e);
    }
    for (t, k) in [(&f.title, "title"), (&f.story, "story")] {
        if let Err(e) = check_top_text(t, k, origin, &lines) {
            problems.push(e);
        }
    }
    for (t, k) in [(&f.fillers, "fillers"), (&f.outcome, "outcome")] {
        if let Some(t) = t
            && let Err(e) = check_top_text(t, k, origin, &lines)
        {
            problems.push(e);
        }
    }
    if f.source.en.trim().is_empty() || f.source.de.trim().is_empty() {
        problems.push(at("source", t!("lessons-no-source")));
    }
    if f.steps.is_empty() {
        problems.push(at("steps", t!("lessons-steps-empty")));
    }
    let trump = match &f.trump {
        None => None,
        Some(t) => match crate::cards::names::parse_suit(t) {
            Ok(s) => Some(s),
            Err(e) => {
                let m = crate::text::cards::suit_name_error(crate::i18n::lang(), &e);
                problems.push(at("trump", m));
                None
            }
        },
    };
    let system = match systems.get(&f.variant) {
        Ok(s) => Some(s),
        Err(m) => {
            problems.push(at("variant", m));
            None
        }
    };
    // Seats, parties and hands must agree with each other.
    let seat = |name: &str| f.players.is_empty() || f.players.iter().any(|p| p == name);
    for (i, team) in f.teams.iter().enumerate() {
        for name in team {
            if !seat(name) {
                problems.push(at(
                    &format!("teams[{i}]"),
                    t!(
                        "lessons-not-a-player",
                        name = name,
                        players = f.players.join(", ")
                    ),
                ));
            }
        }
    }
    let mut hands: Vec<(String, Vec<crate::cards::Card>)> = Vec::new();
    let mut holder: HashMap<crate::cards::Card, String> = HashMap::new();
    if let Some(system) = &system {
        let deck = f
            .deck
            .as_deref()
            .and_then(crate::cards::Deck::from_id)
            .unwrap_or_else(|| system.default_deck());
        let namer = crate::cards::names::Namer::new(trump, &system.nicknames).with_deck(deck);
        let mut named: BTreeMap<usize, (String, Vec<crate::cards::Card>)> = BTreeMap::new();
        for (name, cards) in &f.hands {
            if !seat(name) {
                problems.push(at(
                    &format!("hands.{name}"),
                    t!(
                        "lessons-not-a-player",
                        name = name,
                        players = f.players.join(", ")
                    ),
                ));
                continue;
            }
            let mut hand = Vec::new();
            for (i, c) in cards.iter().enumerate() {
                match namer.card(c) {
                    Ok(card) => {
                        if let Some(other) = holder.insert(card, name.clone()) {
                            problems.push(at(
                                &format!("hands.{name}[{i}]"),
                                t!("lessons-card-in-two-hands", card = card, other = other),
                            ));
                        }
                        hand.push(card);
                    }
                    Err(e) => problems.push(at(
                        &format!("hands.{name}[{i}]"),
                        crate::text::cards::card_name_error(crate::i18n::lang(), &e),
                    )),
                }
            }
            let pos = f
                .players
                .iter()
                .position(|p| p == name)
                .unwrap_or(usize::MAX - named.len());
            named.insert(pos, (name.clone(), hand));
        }
        hands = named.into_values().collect();
    }
    let mut steps = Vec::new();
    for (i, def) in f.steps.iter().enumerate() {
        let place = StepPlace {
            origin,
            lines: &lines,
            path: format!("steps[{i}]"),
            variant: Some(&f.variant),
            trump: f.trump.as_deref(),
            deck: f.deck.as_deref(),
            kinds: SCENARIO_KINDS,
            need_hints: false,
        };
        match step::build(def, &place, systems) {
            Ok(s) => {
                for (j, name) in s.players.iter().enumerate() {
                    if !seat(name) {
                        problems.push(place.err(
                            &format!("players[{j}]"),
                            t!(
                                "lessons-not-a-player",
                                name = name,
                                players = f.players.join(", ")
                            ),
                        ));
                    }
                }
                steps.push(s);
            }
            Err(e) => problems.push(e),
        }
    }
    // A card is played once in one hand (`one_hand`), and by the player whose hand the source gives it to.
    let mut played: HashMap<crate::cards::Card, usize> = HashMap::new();
    for (i, s) in steps.iter().enumerate() {
        if let Body::Trick { cards, .. } = &s.body {
            for (j, card) in cards.iter().enumerate() {
                if let Some(first) = played.insert(*card, i)
                    && f.one_hand
                {
                    problems.push(err(
                        origin,
                        s.line,
                        t!(
                            "lessons-played-twice",
                            step = format!("steps[{i}]"),
                            card = card,
                            first = format!("steps[{first}]")
                        ),
                    ));
                }
                if let (Some(who), Some(owner)) = (s.players.get(j), holder.get(card))
                    && who != owner
                {
                    problems.push(err(
                        origin,
                        s.line,
                        t!(
                            "lessons-wrong-player",
                            step = format!("steps[{i}]"),
                            who = who,
                            card = card,
                            owner = owner
                        ),
                    ));
                }
            }
        }
    }
    errors.extend(problems);
    if errors.len() > before {
        return None;
    }
    Some(Scenario {
        id: f.id,
        title: f.title,
        source: f.source,
        quote: f.quote,
        variant: f.variant,
        trump,
        players: f.players,
        teams: f.teams,
        one_hand: f.one_hand,
        hands,
        story: f.story,
        fillers: f.fillers,
        steps,
        outcome: f.outcome,
        origin: origin.to_string(),
    })
}
