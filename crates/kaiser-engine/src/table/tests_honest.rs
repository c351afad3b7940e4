//! Honest players (issue 15 item 8): a seat's view, and so every decision of every
//! strategy, depends only on what the seat may know. Moving the hidden cards among the
//! places the seat cannot see (the others' hands, the stock, what the others laid away)
//! changes nothing for a fixed seed.

use super::driver::play_view;
use super::partners::partner_cards;
use super::*;
use crate::bot;
use crate::cards::Card;
use crate::catalog;
use crate::deal::{Dealt, Hand, deal, deck_for};
use crate::stake::RaiseKind;
use crate::system::{RuleSystem, TableDef};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::rc::Rc;

/// A position in trick play: the deal, what each seat laid away, the hand, the Kaiser
/// announced (every Banner held, by its holder).
struct Position {
    dealt: Dealt,
    away: Vec<Vec<Card>>,
    hand: Hand,
    announced: Vec<(usize, Card, u32)>,
}

/// Deal with `seed`, lay away the weakest cards, announce every Banner, then play random
/// legal cards for a random while.
fn position(system: &RuleSystem, def: &TableDef, seed: u64) -> Position {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let deck = deck_for(system, def);
    let dealt = deal(system, def, deck, def.players - 1, &mut rng).unwrap();
    let power = crate::Power::new(
        system,
        dealt.trump,
        &crate::PowerOptions {
            deck: Some(deck),
            ..Default::default()
        },
    )
    .unwrap();
    let away: Vec<Vec<Card>> = dealt
        .hands
        .iter()
        .map(|h| bot::weakest(h, &power, def.discard))
        .collect();
    let hands: Vec<Vec<Card>> = dealt
        .hands
        .iter()
        .zip(&away)
        .map(|(h, a)| h.iter().copied().filter(|c| !a.contains(c)).collect())
        .collect();
    let announced: Vec<(usize, Card, u32)> = if system.kaiser {
        hands
            .iter()
            .enumerate()
            .flat_map(|(s, h)| {
                h.iter()
                    .filter(|c| c.rank() == crate::cards::Rank::Banner)
                    .map(move |c| (s, *c, 1))
            })
            .collect()
    } else {
        Vec::new()
    };
    let cards: Vec<Card> = announced.iter().map(|(_, c, _)| *c).collect();
    let leader = dealt.dealer.wrapping_add(1) % def.players;
    let mut hand = Hand::new(system, def, deck, dealt.trump, &hands, &cards, leader).unwrap();
    let steps = rng.random_range(0..def.players * def.cards.saturating_sub(def.discard));
    for _ in 0..steps {
        let legal: Vec<Card> = hand.legal().iter().collect();
        if hand.to_play().is_none() || legal.is_empty() {
            break;
        }
        hand.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    Position {
        dealt,
        away,
        hand,
        announced,
    }
}

/// The view of `seat` in `pos`, with a stake where it may raise and a raise to answer.
fn view_of(system: &RuleSystem, pos: &Position, seat: usize) -> View {
    let power = pos.hand.power.clone();
    let parties = pos.hand.table.party.clone();
    let partners = partner_cards(system, &power, &parties, seat, &pos.hand.table.hands);
    View {
        seat,
        parties: pos.hand.table.party.clone(),
        own: pos.hand.table.hands[seat].iter().collect(),
        away: pos.away[seat].clone(),
        face_up: pos.dealt.face_up.clone(),
        partners: partners.clone(),
        deal_power: power,
        stake: StakeView {
            value: 2,
            may_raise: true,
            may_go: true,
            pending: Some((
                (seat + 1) % pos.hand.table.hands.len(),
                RaiseKind::Spieldrei,
            )),
            announced: pos.announced.clone(),
            stepwise: false,
            raised: Vec::new(),
        },
        play: Some(play_view(
            &pos.hand,
            seat,
            &pos.away[seat],
            &pos.dealt,
            &pos.announced,
            &partners,
        )),
    }
}

/// The same position with the cards `seat` cannot see shuffled among the places it cannot
/// see: the others' hidden cards, the stock (but a turned card) and the others' laid-away
/// cards; every place keeps its number of cards, and a card shown (face up, announced)
/// stays where it is (in its seat's hand or among what that seat laid away).
fn shuffled(system: &RuleSystem, pos: &Position, seat: usize, rng: &mut ChaCha8Rng) -> Position {
    let n = pos.hand.table.hands.len();
    // A partner the seat sees cards of keeps its hand (what it shows fixes what it holds).
    let parties = &pos.hand.table.party;
    let seen: Vec<usize> = system
        .partners
        .as_ref()
        .map(|p| {
            p.seen_by(seat, parties)
                .into_iter()
                .map(|(s, _)| s)
                .collect()
        })
        .unwrap_or_default();
    let mut public: Vec<Card> = pos
        .dealt
        .face_up
        .iter()
        .map(|(_, c)| *c)
        .chain(pos.announced.iter().map(|(_, c, _)| *c))
        .collect();
    for s in &seen {
        public.extend(pos.hand.table.hands[*s].iter());
    }
    let turned = match pos.dealt.umschlag.decision {
        crate::umschlag::Decision::Trump { from: "stock", .. } => pos.dealt.stock.first().copied(),
        _ => None,
    };
    // The hidden places, in order: each other hand's hidden cards, each other seat's
    // laid-away cards, the stock after a turned card.
    let mut places: Vec<Vec<Card>> = Vec::new();
    for s in (0..n).filter(|s| *s != seat) {
        places.push(
            pos.hand.table.hands[s]
                .iter()
                .filter(|c| !public.contains(c))
                .collect(),
        );
        places.push(
            pos.away[s]
                .iter()
                .copied()
                .filter(|c| !public.contains(c))
                .collect(),
        );
    }
    let skip = usize::from(turned.is_some());
    places.push(pos.dealt.stock.iter().skip(skip).copied().collect());
    let mut all: Vec<Card> = places.iter().flatten().copied().collect();
    all.shuffle(rng);
    let mut next = all.into_iter();
    let mut refilled: Vec<Vec<Card>> = places
        .iter()
        .map(|p| p.iter().map(|_| next.next().unwrap()).collect())
        .collect();
    let mut out = Position {
        dealt: pos.dealt.clone(),
        away: pos.away.clone(),
        hand: pos.hand.clone(),
        announced: pos.announced.clone(),
    };
    let stock = refilled.pop().unwrap();
    out.dealt.stock = turned.into_iter().chain(stock).collect();
    let mut it = refilled.into_iter();
    for s in (0..n).filter(|s| *s != seat) {
        let hidden = it.next().unwrap();
        let mut cards: crate::cards::CardSet = pos.hand.table.hands[s]
            .iter()
            .filter(|c| public.contains(c))
            .collect();
        hidden.into_iter().for_each(|c| {
            cards.insert(c);
        });
        out.hand.table.hands[s] = cards;
        out.away[s] = pos.away[s]
            .iter()
            .copied()
            .filter(|c| public.contains(c))
            .chain(it.next().unwrap())
            .collect();
    }
    out
}

/// A position the tests look at: a table of a system, a seed, and the seat to play there.
struct Spot {
    id: &'static str,
    players: usize,
    system: Rc<RuleSystem>,
    seed: u64,
    pos: Position,
    seat: usize,
}

impl Spot {
    /// The seat's view.
    fn view(&self) -> View {
        view_of(&self.system, &self.pos, self.seat)
    }

    /// The seat's view in two positions with the hidden cards moved ([`shuffled`], by dice
    /// seeded with the seed plus `salt`).
    fn moved_views(&self, salt: u64) -> Vec<View> {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed + salt);
        (0..2)
            .map(|_| {
                let other = shuffled(&self.system, &self.pos, self.seat, &mut rng);
                view_of(&self.system, &other, self.seat)
            })
            .collect()
    }
}

/// Every position of `tables` (a system and its table of so many players) at the seeds
/// `0..seeds` where a seat is to play ([`position`]).
fn spots(tables: &[(&'static str, usize)], seeds: u64) -> Vec<Spot> {
    let mut out = Vec::new();
    for (id, players) in tables {
        let system = Rc::new(catalog::load(id).unwrap());
        let def = system.table(*players, None).unwrap().clone();
        for seed in 0..seeds {
            let pos = position(&system, &def, seed);
            let Some(seat) = pos.hand.to_play() else {
                continue;
            };
            out.push(Spot {
                id,
                players: *players,
                system: system.clone(),
                seed,
                pos,
                seat,
            });
        }
    }
    out
}

/// Every decision of `strategy` at `view` with dice from `seed`: the card, raise, answer
/// (with the stake thresholds of stans for `best`).
fn decisions(strategy: Strategy, view: &View, seed: u64) -> (Card, Bid, bool) {
    let agent = || Agent::new(strategy, dice(seed)).for_system("stans");
    let card = agent().play(view).unwrap();
    let bid = agent().raise(view).unwrap();
    let come = agent().answer(view).unwrap();
    (card, bid, come)
}

/// The chance behind the stake decisions (what the calibration measures) is the same
/// wherever the hidden cards lie.
#[test]
fn the_chance_does_not_peek() {
    let mut compared = 0;
    for s in spots(&[("stans", 4), ("lungern", 4)], 10) {
        let chance = |v: &View| {
            let hand = v.assumed_hand().unwrap();
            let seen = knowledge(v).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(s.seed);
            bot::chance(&hand, s.seat, &seen, 16, &mut rng)
        };
        let before = chance(&s.view());
        for v in s.moved_views(200) {
            assert_eq!(chance(&v), before, "{} seed {}", s.id, s.seed);
            compared += 1;
        }
    }
    assert!(compared >= 30, "{compared}");
}

#[test]
fn moving_the_hidden_cards_changes_no_decision_of_any_player() {
    let mut checked = 0;
    let mut moved = 0;
    let tables = [
        ("stans", 4),
        ("lungern", 4),
        ("willisau", 4),
        ("lungern", 3),
    ];
    for s in spots(&tables, 12) {
        let view = s.view();
        let mut rng = ChaCha8Rng::seed_from_u64(s.seed + 100);
        for strategy in Strategy::ALL {
            let before = decisions(strategy, &view, s.seed);
            for _ in 0..2 {
                let other = shuffled(&s.system, &s.pos, s.seat, &mut rng);
                if other.hand.table.hands != s.pos.hand.table.hands {
                    moved += 1;
                }
                // The real hands differ; the seat's legal cards and view do not.
                let v = view_of(&s.system, &other, s.seat);
                assert_eq!(v.own, view.own, "{} {}", s.id, s.seed);
                let after = decisions(strategy, &v, s.seed);
                assert_eq!(
                    before, after,
                    "{} {} seed {} {strategy:?}",
                    s.id, s.players, s.seed
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 260, "{checked}");
    assert!(moved >= checked / 2, "{moved} of {checked} moved a card");
}

#[test]
fn the_unseen_cards_are_the_others_and_the_out_of_play_cards_together() {
    for s in spots(&[("stans", 4), ("lungern", 4)], 8) {
        let (id, seed, pos, seat) = (s.id, s.seed, &s.pos, s.seat);
        let view = s.view();
        let p = view.play.as_ref().unwrap();
        let others: usize = (0..s.players)
            .filter(|o| *o != seat)
            .map(|o| pos.hand.table.hands[o].len())
            .sum();
        // More unseen cards than the others hold: the stock and the others' laid-away
        // cards are among them, and nothing says which.
        assert!(p.unseen.len() > others, "{id} {seed}");
        for c in pos.dealt.stock.iter().skip(1) {
            assert!(p.unseen.contains(*c), "{id} {seed}: stock card {c}");
        }
        for (o, a) in pos.away.iter().enumerate() {
            for c in a {
                assert_eq!(
                    p.unseen.contains(*c),
                    o != seat,
                    "{id} {seed}: laid away {c}"
                );
            }
        }
        for c in pos.hand.table.hands[seat].iter() {
            assert!(!p.unseen.contains(c));
        }
        for (o, c) in &p.known {
            assert!(pos.hand.table.hands[*o].contains(*c) || pos.away[*o].contains(c));
            let public = pos.dealt.face_up.contains(&(*o, *c))
                || pos.announced.iter().any(|(a, k, _)| (a, k) == (o, c));
            assert!(public, "{id} {seed}: {c} is neither face up nor announced");
        }
    }
}

/// `best`'s inference ([`bot::infer`]) reads the public facts only: what it reads is the
/// same wherever the hidden cards lie, and it does read something in most positions (so the
/// test above covers `best` with inference, not without).
#[test]
fn the_inference_reads_public_facts_only() {
    let (mut compared, mut read) = (0, 0);
    for s in spots(&[("stans", 4), ("lungern", 4), ("lungern", 3)], 12) {
        let facts = |v: &View| super::agent::inferring(v).unwrap().facts;
        let before = facts(&s.view());
        if !before.is_empty() {
            read += 1;
        }
        for v in s.moved_views(300) {
            assert_eq!(facts(&v), before, "{} {}", s.id, s.seed);
            compared += 1;
        }
    }
    assert!(compared >= 60, "{compared}");
    assert!(
        read * 2 >= compared / 2,
        "facts read in {read} positions of {}",
        compared / 2
    );
}

/// The stake decisions solve the sampled deals only until their comparisons are settled
/// ([`bot::chance_against`]): every decision is the one the full chance gives, and the dice
/// are left as the full chance leaves them (the same deals drawn), so the play after it is
/// the same too.
#[test]
fn a_chance_settled_early_decides_as_the_full_chance() {
    let mut compared = 0;
    let mut cut_short = 0;
    for s in spots(&[("stans", 4), ("lungern", 4), ("willisau", 4)], 10) {
        let (id, seed, seat) = (s.id, s.seed, s.seat);
        let view = s.view();
        let hand = view.assumed_hand().unwrap();
        let seen = super::agent::inferring(&view).unwrap();
        let how = Strategy::Best.sampling();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let full = bot::chance_within(&hand, seat, &seen, how, &mut rng);
        let after_full = rng.random::<u64>();
        for cuts in [&[0.8, 0.0][..], &[0.35], &[0.15], &[0.6, 0.05], &[0.5, 0.9]] {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let early = bot::chance_against(&hand, seat, &seen, how, cuts, &mut rng);
            for c in cuts {
                assert_eq!(early >= *c, full >= *c, "{id} seed {seed} cut {c}");
            }
            assert_eq!(rng.random::<u64>(), after_full, "{id} seed {seed}");
            cut_short += usize::from(early != full);
            compared += 1;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let none = bot::chance_against(&hand, seat, &seen, how, &[], &mut rng);
        assert_eq!(none, full, "{id} seed {seed}");
    }
    assert!(compared >= 75, "{compared}");
    // It does stop early (else it would save nothing).
    assert!(cut_short >= compared / 4, "{cut_short} of {compared}");
}

/// The `best` player's tie-break by a margin of one trick ([`bot::Sampling::margin`]) samples
/// its fresh deals from the view only: the card is the same wherever the hidden cards lie,
/// and the tie-break does decide some positions (else this would test nothing).
#[test]
fn the_margin_tie_break_does_not_peek() {
    let (mut compared, mut broken) = (0, 0);
    for s in spots(&[("stans", 4), ("lungern", 4), ("willisau", 4)], 12) {
        let how = bot::Sampling {
            samples: 8,
            ..Strategy::Best.sampling_at(s.players)
        };
        assert!(how.margin);
        let card = |v: &View, how: bot::Sampling| {
            let hand = v.assumed_hand().unwrap();
            let seen = super::agent::inferring(v).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(s.seed);
            bot::choose_closely(&hand, &seen, how, &mut rng).map(|c| c.card)
        };
        let view = s.view();
        let before = card(&view, how);
        let plain = bot::Sampling {
            margin: false,
            fusion: None,
            ..how
        };
        broken += usize::from(card(&view, plain) != before);
        for v in s.moved_views(400) {
            assert_eq!(card(&v, how), before, "{} {}", s.id, s.seed);
            compared += 1;
        }
    }
    assert!(compared >= 60, "{compared}");
    assert!(
        broken >= 1,
        "the tie-break decided none of {} positions",
        compared / 2
    );
}

/// The `best` player's search against strategy fusion ([`bot::fusion`], lungern) searches
/// the deals it sampled from the view only: the card is the same wherever the hidden cards
/// lie, in positions where the search runs (else this would test nothing; that it changes
/// cards is `bot::fusion::tests`).
#[test]
fn the_search_against_fusion_does_not_peek() {
    let (mut compared, mut searched) = (0, 0);
    let system = catalog::load("lungern").unwrap();
    let def = system.table(4, None).unwrap().clone();
    let fusion = bot::fusion::AlphaMu {
        tricks: 3,
        worlds: 8,
        depth: 3,
    };
    for seed in 0..80u64 {
        let pos = position(&system, &def, seed);
        let Some(seat) = pos.hand.to_play() else {
            continue;
        };
        let h = &pos.hand;
        if h.table.remaining() as usize + usize::from(!h.current.is_empty()) > fusion.tricks {
            continue;
        }
        let how = bot::Sampling {
            samples: 8,
            fusion: Some(fusion),
            ..Strategy::Best.sampling_at(4)
        };
        let card = |v: &View, how: bot::Sampling| {
            let hand = v.assumed_hand().unwrap();
            let seen = super::agent::inferring(v).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            bot::choose_closely(&hand, &seen, how, &mut rng).map(|c| c.card)
        };
        let view = view_of(&system, &pos, seat);
        let before = card(&view, how);
        let seen = super::agent::inferring(&view).unwrap();
        let hand = view.assumed_hand().unwrap();
        searched += usize::from(bot::fusion::applies(&hand, seat, &seen.shown));
        let mut rng = ChaCha8Rng::seed_from_u64(seed + 500);
        for _ in 0..2 {
            let other = shuffled(&system, &pos, seat, &mut rng);
            assert_eq!(
                card(&view_of(&system, &other, seat), how),
                before,
                "lungern {seed}"
            );
            compared += 1;
        }
    }
    assert!(compared >= 20, "{compared}");
    assert_eq!(
        searched * 2,
        compared,
        "the search ran in {searched} positions"
    );
}

/// Outside lungern `best` plays as before: no search against fusion (stans's partners show
/// only their signs), so its card in stans is plain sampled play's with the margin.
#[test]
fn best_in_stans_plays_without_the_search_against_fusion() {
    let system = catalog::load("stans").unwrap();
    let def = system.table(4, None).unwrap().clone();
    let mut compared = 0;
    for seed in 0..12u64 {
        let pos = position(&system, &def, seed);
        let Some(seat) = pos.hand.to_play() else {
            continue;
        };
        let view = view_of(&system, &pos, seat);
        let mut agent = Agent::new(Strategy::Best, dice(seed)).for_system("stans");
        let played = agent.play(&view).unwrap();
        let hand = view.assumed_hand().unwrap();
        let seen = super::agent::inferring(&view).unwrap();
        let how = Strategy::Best.sampling_at(4);
        assert_eq!(how.fusion, None);
        let rng = dice(seed);
        let plain = bot::choose_closely(&hand, &seen, how, &mut *rng.borrow_mut()).map(|c| c.card);
        assert_eq!(Some(played), plain, "stans {seed}");
        compared += 1;
    }
    assert!(compared >= 8, "{compared}");
}

#[path = "tests_honest_raises.rs"]
mod raises;
