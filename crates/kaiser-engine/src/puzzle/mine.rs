//! Mining: deal a system's hand from a seed, let the quick bot play it until
//! [`TRICKS_LEFT`] tricks are left with the tricks so far split evenly, and keep the
//! position when exactly one card (or one set of equivalent cards) makes the leader's
//! party its tricks and at least one tempting card fails; with [`MineOptions::view`], when
//! that card does so in every deal consistent with the mover's view ([`super::view`]).

use super::{Grade, Puzzle, TRICKS_LEFT, equivalent, leads, solve_lead, theme, view};
use crate::bot::{quick, weakest};
use crate::cards::Card;
use crate::cards::Deck;
use crate::deal::{Hand, deal, deck_for};
use crate::power::{Power, PowerOptions};
use crate::solver::{PlayRules, Table};
use crate::system::{RuleSystem, TableDef};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Deals tried per seed before giving up.
const TRIES: u64 = 400;

/// A mined puzzle and how many deals it took.
#[derive(Debug, Clone)]
pub struct Mined {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Deals tried (1 when the first one gave a puzzle).
    pub tries: u64,
}

/// The table puzzles are cut from: two parties, the fewest players (for a view-only
/// puzzle, the fewest with partners: lungern's two players have none to see).
fn table_of(system: &RuleSystem, view: bool) -> Option<&TableDef> {
    let least = if view { 4 } else { 2 };
    system
        .tables
        .iter()
        .filter(|t| {
            t.parties == 2 && t.players % 2 == 0 && t.players >= least && t.tricks() >= TRICKS_LEFT
        })
        .min_by_key(|t| t.players)
}

/// The first puzzle of `seed`'s stream of deals (each deal seeded by the next number of a
/// generator seeded with `seed`): `None` when the
/// system has no two-party table or [`TRIES`] deals give none.
pub fn mine(system: &RuleSystem, seed: u64) -> Option<Mined> {
    mine_matching(system, seed, |_| true)
}

/// How to mine.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MineOptions {
    /// The deck to deal (a variant deck such as lungern's `extended-56`); `None`: the
    /// table's.
    pub deck: Option<Deck>,
    /// View-only puzzles ([`super::view`]).
    pub view: bool,
    /// Puzzles of an unannounced Kaiser ([`Theme::Unannounced`](super::Theme)): a Kaiser
    /// held in the position left unannounced, kept when the right card then differs from
    /// the one with every Kaiser announced.
    pub unannounced: bool,
}

/// [`mine`], keeping only puzzles `keep` accepts (a level, a theme).
pub fn mine_matching(
    system: &RuleSystem,
    seed: u64,
    keep: impl Fn(&Puzzle) -> bool,
) -> Option<Mined> {
    mine_with(system, seed, MineOptions::default(), keep)
}

/// [`mine_matching`] for view-only puzzles: `None` also when the system's partners' rule
/// gives [`VIEW_TRIES`] deals no puzzle.
pub fn mine_view_matching(
    system: &RuleSystem,
    seed: u64,
    keep: impl Fn(&Puzzle) -> bool,
) -> Option<Mined> {
    let opts = MineOptions {
        view: true,
        ..MineOptions::default()
    };
    mine_with(system, seed, opts, keep)
}

/// Deals tried per seed for a view-only puzzle (fewer positions make one).
pub const VIEW_TRIES: u64 = 400;

/// The first puzzle of `seed`'s stream of deals mined with `opts` that `keep` accepts.
pub fn mine_with(
    system: &RuleSystem,
    seed: u64,
    opts: MineOptions,
    keep: impl Fn(&Puzzle) -> bool,
) -> Option<Mined> {
    let def = table_of(system, opts.view)?;
    if opts.deck.is_some_and(|d| !system.decks.contains(&d))
        || (opts.view && !view::offered(system))
        || (opts.unannounced && !system.kaiser)
    {
        return None;
    }
    // Each seed its own stream of deals (neighbouring seeds must not meet on one deal).
    let mut seeds = ChaCha8Rng::seed_from_u64(seed);
    let tries = if opts.view { VIEW_TRIES } else { TRIES };
    for k in 0..tries {
        let s = seeds.next_u64();
        if let Some(p) = cut(system, def, s, opts).filter(|p| keep(p)) {
            return Some(Mined {
                puzzle: p,
                tries: k + 1,
            });
        }
    }
    None
}

/// The deal `rng` makes at `def`'s table with `deck`, each seat having laid away its weakest
/// cards (the cards a table keeps), ready to play from the first trick: seats in two parties
/// by turn, seat 1 leading.
pub(super) fn start(
    system: &RuleSystem,
    def: &TableDef,
    deck: Deck,
    rng: &mut ChaCha8Rng,
) -> Option<Hand> {
    let dealt = deal(system, def, deck, 0, rng).ok()?;
    let opts = PowerOptions {
        deck: Some(deck),
        ..PowerOptions::default()
    };
    let power = Power::new(system, dealt.trump, &opts).ok()?;
    let n = def.players;
    let table = Table {
        hands: dealt
            .hands
            .iter()
            .map(|h| {
                let away = weakest(h, &power, def.discard);
                h.iter().copied().filter(|c| !away.contains(c)).collect()
            })
            .collect(),
        party: (0..n).map(|s| s % 2).collect(),
        need: vec![def.need; 2],
        won: vec![0, 0],
        leader: 1 % n,
        played: 0,
        rules: PlayRules {
            must_overtake: def.must_overtake,
        },
    };
    Some(Hand::assumed(power, table, def.tie, Vec::new(), Vec::new()))
}

/// One deal from `seed`, played to the position, kept if it makes a puzzle.
fn cut(system: &RuleSystem, def: &TableDef, seed: u64, how: MineOptions) -> Option<Puzzle> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let deck = how.deck.unwrap_or_else(|| deck_for(system, def));
    let mut hand = start(system, def, deck, &mut rng)?;
    let power = hand.power.clone();
    while hand.table.remaining() as usize > TRICKS_LEFT || !hand.current.is_empty() {
        let seat = hand.to_play()?;
        let legal: Vec<Card> = hand.legal().iter().collect();
        let card = quick(&hand, seat, &legal);
        hand.play(card).ok()?;
    }
    let t = &hand.table;
    // The tricks so far split evenly, each party needing the majority of the rest: the
    // question `kaiser solve` asks of the same hands.
    let left = TRICKS_LEFT as u8;
    let half = left / 2 + 1;
    if t.decided().is_some() || (0..2).any(|p| t.need[p].saturating_sub(t.won[p]) != half) {
        return None;
    }
    // karnoeffel's Trumpf-7 is plain in the first trick: a position cut later would mean
    // something else to `kaiser solve`, which starts a hand.
    if t.hands
        .iter()
        .flat_map(|h| h.iter())
        .any(|c| power.entry(c).not_in_first_trick)
    {
        return None;
    }
    let mut p = position(system, &power, &hand, seed);
    p.view = how.view;
    if !how.unannounced {
        return judge(system, &power, p, how);
    }
    // Each Kaiser held, left unannounced in turn: the first whose puzzle asks another card
    // than the same position with every Kaiser announced.
    let announced = super::good_leads(system, &power, &p).ok()?;
    let kaiser: Vec<Card> = p
        .hands
        .iter()
        .flatten()
        .copied()
        .filter(|c| power.is_kaiser(*c))
        .collect();
    kaiser.into_iter().find_map(|k| {
        let mut q = p.clone();
        q.unannounced = vec![k];
        let pk = q.power(system).ok()?;
        let mut q = judge(system, &pk, q, how)?;
        let mut good = q.answer.clone();
        good.sort_by_key(|c| c.id());
        (good != announced).then(|| {
            q.themes.push(super::Theme::Unannounced);
            q
        })
    })
}

/// The position of `hand` as a puzzle (no answer yet): the seat to play is seat 0, the
/// hands in play order from it, the cards of the trick so far on the table.
fn position(system: &RuleSystem, power: &Power, hand: &Hand, seed: u64) -> Puzzle {
    let t = &hand.table;
    let n = t.hands.len();
    let mover = (t.leader + hand.current.len()) % n;
    let hands: Vec<Vec<Card>> = (0..n)
        .map(|i| {
            let mut h: Vec<Card> = t.hands[(mover + i) % n].iter().collect();
            h.sort_by_key(|c| std::cmp::Reverse((power.entry(*c).level, c.id())));
            h
        })
        .collect();
    Puzzle {
        system: system.id.clone(),
        seed,
        deck: power.deck,
        trump: power.trump,
        hands,
        earlier: hand.history.iter().map(|t| t.cards.clone()).collect(),
        answer: Vec::new(),
        wrong: Vec::new(),
        grade: Grade::new(TRICKS_LEFT as u8, 0, 0),
        themes: Vec::new(),
        view: false,
        unannounced: Vec::new(),
        on_table: hand.current.clone(),
        face_down: false,
    }
}

/// The puzzle of position `p` under `power`: its answer, tempting cards, grade and themes,
/// `None` when it has no single answer or no tempting card.
fn judge(system: &RuleSystem, power: &Power, mut p: Puzzle, how: MineOptions) -> Option<Puzzle> {
    let power = power.clone();
    let left = TRICKS_LEFT as u8;
    let table = p.table().ok()?;
    let (good, bad) = if how.view {
        let deals = view::deals(system, &power, &p).ok()?;
        view::leads_in_every(&power, &deals)
    } else {
        leads(&power, &table)
    };
    if good.is_empty() || bad.is_empty() || !equivalent(&power, &table, &good) {
        return None;
    }
    let top = good
        .iter()
        .map(|c| power.entry(*c).level)
        .max()
        .unwrap_or(0);
    let mut depth = 0;
    for c in &bad {
        let sol = solve_lead(&power, &table, *c)?;
        if sol.winner == Some(0) {
            // A view puzzle's card that fails only in another deal: not a tempting card
            // with a refutation in this one.
            continue;
        }
        let line = sol.line;
        let first_ours = line.first().is_some_and(|t| table.party[t.winner] == 0);
        if first_ours || power.entry(*c).level > top {
            p.wrong.push(*c);
            depth = depth.max(line.len() as u8);
        }
    }
    if p.wrong.is_empty() {
        return None;
    }
    let line = solve_lead(&power, &table, good[0])?.line;
    let held: Vec<Card> = p.hands.iter().flatten().copied().collect();
    p.themes = theme::themes(system, &power, &good, &line, &held, &p.earlier);
    p.grade = Grade::new(left, p.wrong.len() as u8, depth);
    p.answer = good;
    Some(p)
}
