//! Property tests of the engine's invariants over random tricks of every built-in system.
//!
//! - the winner is a played card, and the fast path agrees with the explained path and with
//!   resolving card by card ([`next_holder`], as the solver does);
//! - adding a card the rules say cannot take never changes the winning card;
//! - without a led Stupf, a blocker or a limited card, the order after the lead does not matter
//!   (`000_…` Farbstärke: "Auch wenn die Reihenfolgen der Karten 2 bis 4 anders verlaufen"),
//!   and the winner is the highest card that is allowed to take (an independent oracle);
//! - card names and rule-system files never panic, whatever the input.

use kaiser::cards::names::Namer;
use kaiser::cards::{Card, Rank, Suit};
use kaiser::rules::trick::{TrickContext, explain, next_holder, winner};
use kaiser::rules::{Class, Power, PowerOptions, RuleSystem, catalog};
use proptest::prelude::*;
use std::sync::OnceLock;

fn systems() -> &'static Vec<RuleSystem> {
    static S: OnceLock<Vec<RuleSystem>> = OnceLock::new();
    S.get_or_init(|| {
        catalog::ids()
            .into_iter()
            .map(|id| catalog::load(id).unwrap())
            .collect()
    })
}

#[derive(Debug, Clone)]
struct Deal {
    system: usize,
    trump: Suit,
    deck: usize,
    unannounced: Vec<Card>,
    first_trick: bool,
    cards: Vec<Card>,
    spare: Vec<Card>,
}

fn deal() -> impl Strategy<Value = Deal> {
    (
        0..systems().len(),
        0..4usize,
        0..4usize,
        any::<[bool; 4]>(),
        any::<bool>(),
    )
        .prop_flat_map(|(si, t, d, un, first)| {
            let system = &systems()[si];
            let deck = system.decks[d % system.decks.len()];
            let all = deck.cards();
            let unannounced: Vec<Card> = Suit::ALL
                .iter()
                .zip(un)
                .filter(|(_, u)| *u && system.kaiser)
                .map(|(s, _)| Card::new(*s, Rank::Banner))
                .collect();
            (Just(all).prop_shuffle(), 1..=12usize).prop_map(move |(shuffled, n)| Deal {
                system: si,
                trump: Suit::ALL[t],
                deck: d % system.decks.len(),
                unannounced: unannounced.clone(),
                first_trick: first,
                cards: shuffled[..n].to_vec(),
                spare: shuffled[n..].to_vec(),
            })
        })
}

fn power(d: &Deal) -> Power {
    let system = &systems()[d.system];
    let opts = PowerOptions {
        deck: Some(system.decks[d.deck]),
        unannounced: d.unannounced.clone(),
        switches: Default::default(),
    };
    Power::new(system, d.trump, &opts).unwrap()
}

/// Whether the led card makes a Stupf trick (a led Stupf that is not demoted).
fn led_stupf(p: &Power, d: &Deal) -> bool {
    let e = p.entry(d.cards[0]);
    e.class == Class::Stupf && !(e.not_in_first_trick && d.first_trick)
}

/// The trick's suit as the rules define it from the led card.
fn trick_suit(p: &Power, d: &Deal) -> Option<Suit> {
    let e = p.entry(d.cards[0]);
    match e.class {
        Class::Stecher => None,
        Class::Stupf if !(e.not_in_first_trick && d.first_trick) => None,
        _ => e.suit,
    }
}

/// Cards the rules say can take nothing in this trick, wherever they are played after the lead.
fn cannot_take(p: &Power, d: &Deal, c: Card) -> bool {
    let e = p.entry(c);
    if e.blocker || p.extras.iter().any(|x| x.taker == c) {
        return false;
    }
    match e.class {
        Class::Stupf => true,
        Class::Stecher => false,
        Class::Throner | Class::Plain => match trick_suit(p, d) {
            None => true,
            Some(s) => {
                e.suit != Some(s)
                    || (e.class == Class::Plain
                        && p.trump_plain_take_nothing
                        && e.suit == Some(p.trump))
            }
        },
    }
}

fn ctx(d: &Deal) -> TrickContext {
    TrickContext {
        first_trick: d.first_trick,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, .. ProptestConfig::default() })]

    #[test]
    fn the_winner_is_a_played_card(d in deal()) {
        let p = power(&d);
        let system = &systems()[d.system];
        let w = winner(&p, &d.cards, ctx(&d));
        prop_assert!(w < d.cards.len());
        let out = explain(system, &p, &d.cards, ctx(&d)).unwrap();
        prop_assert_eq!(out.winner, w);
        prop_assert_eq!(out.card, d.cards[w]);
        prop_assert!(out.steps.len() >= d.cards.len());
        prop_assert_eq!(out.steps.last().map(|s| s.holder), Some(w), "the last step's holder is the winner");
    }

    #[test]
    fn card_by_card_holders_give_the_winner(d in deal()) {
        let p = power(&d);
        let mut holder = 0;
        for k in 1..=d.cards.len() {
            holder = next_holder(&p, &d.cards[..k], holder, ctx(&d));
            prop_assert_eq!(holder, winner(&p, &d.cards[..k], ctx(&d)), "after {} cards", k);
        }
    }

    #[test]
    fn a_card_that_cannot_take_changes_nothing(d in deal(), at in 1..12usize, pick in any::<prop::sample::Index>()) {
        let p = power(&d);
        let candidates: Vec<Card> = d.spare.iter().copied().filter(|c| cannot_take(&p, &d, *c)).collect();
        prop_assume!(!candidates.is_empty() && d.cards.len() < 12);
        let extra = candidates[pick.index(candidates.len())];
        let before = d.cards[winner(&p, &d.cards, ctx(&d))];
        let mut more = d.cards.clone();
        more.insert(at.min(more.len()).max(1), extra);
        let after = more[winner(&p, &more, ctx(&d))];
        prop_assert_eq!(before, after, "adding {} changed the winner", extra);
    }

    #[test]
    fn order_after_the_lead_does_not_matter(d in deal(), seed in any::<u64>()) {
        let p = power(&d);
        prop_assume!(!led_stupf(&p, &d));
        // A blocker or a limited card (lungern's Trumpf-König takes only the Trumpf-Ober)
        // makes the result depend on the order, as the sources say.
        prop_assume!(!d.cards.iter().any(|c| p.entry(*c).blocker || p.entry(*c).limited));
        let w = d.cards[winner(&p, &d.cards, ctx(&d))];
        // A simple deterministic shuffle of cards[1..] from the seed.
        let mut rest = d.cards[1..].to_vec();
        let mut s = seed;
        for i in (1..rest.len()).rev() {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            rest.swap(i, (s >> 33) as usize % (i + 1));
        }
        let mut shuffled = vec![d.cards[0]];
        shuffled.extend(rest);
        prop_assert_eq!(shuffled[winner(&p, &shuffled, ctx(&d))], w);
    }

    #[test]
    fn the_winner_is_the_highest_card_allowed_to_take(d in deal()) {
        let p = power(&d);
        prop_assume!(!led_stupf(&p, &d));
        // A blocker or a limited card (lungern's Trumpf-König takes only the Trumpf-Ober)
        // makes the result depend on the order, as the sources say.
        prop_assume!(!d.cards.iter().any(|c| p.entry(*c).blocker || p.entry(*c).limited));
        let led = p.entry(d.cards[0]);
        let led_level = if led.class == Class::Stupf { led.plain_level } else { led.level };
        // Oracle: the led card, or the highest card that may take in this trick.
        let mut best = (led_level, d.cards[0]);
        for c in &d.cards[1..] {
            if !cannot_take(&p, &d, *c) && p.entry(*c).level > best.0 {
                best = (p.entry(*c).level, *c);
            }
        }
        prop_assert_eq!(d.cards[winner(&p, &d.cards, ctx(&d))], best.1);
    }

    #[test]
    fn card_names_never_panic(s in "\\PC{0,40}") {
        let namer = Namer::new(Some(Suit::Rosen), &[]);
        let _ = namer.card(&s);
        let _ = s.parse::<Card>();
        let _ = kaiser::cards::names::parse_suit(&s);
    }

    #[test]
    fn system_files_never_panic(s in "\\PC{0,400}") {
        let _ = catalog::load_text(&s, "prop.yaml");
    }

    #[test]
    fn mangled_system_files_never_panic(cut in 0..4000usize, byte in any::<u8>()) {
        // Truncate or corrupt a real system file at a random place.
        let text = include_str!("../../crates/kaiser-engine/systems/lungern.yaml");
        let cut = cut.min(text.len());
        let mut bytes = text.as_bytes()[..cut].to_vec();
        if let Some(b) = bytes.last_mut() {
            *b = byte;
        }
        let mangled = String::from_utf8_lossy(&bytes);
        let _ = catalog::load_text(&mangled, "mangled.yaml");
    }
}
