//! Cards laid face down (issue 15 item 3): which card takes a trick in which some cards were
//! laid face down instead of played. A face-down card takes nothing and counts for nothing;
//! the rest of the trick engine never sees it.

use super::{
    MAX_TRICK, Outcome, Step, TrickContext, TrickError, Verdict, check, cite_of, outcome,
    resolve_with, step, winner,
};
use crate::RuleSystem;
use crate::cards::Card;
use crate::power::Power;

/// Whether bit `index` of `down` is set (a card laid face down); indices past 31 never are.
#[inline]
pub fn is_down(down: u32, index: usize) -> bool {
    u32::try_from(index)
        .ok()
        .and_then(|i| down.checked_shr(i))
        .is_some_and(|d| d & 1 == 1)
}

/// [`winner`] when the cards whose bit is set in `down` were laid face down: such a card
/// takes nothing and has no effect on any other card's verdict (not as a Stecher played in
/// between, not as a blocker), so the trick is the trick of its face-up cards alone (reading
/// 29, docs/readings.md; Achermann 1978 §4 "eine Karte verdeckt ablegen"). The led card is
/// never face down (the leader lays none); if it is, the first face-up card opens the trick,
/// and with no face-up card at all the leader keeps it.
pub fn winner_down(power: &Power, cards: &[Card], down: u32, ctx: TrickContext) -> usize {
    if down == 0 || cards.is_empty() {
        return winner(power, cards, ctx);
    }
    let mut up = [cards[0]; MAX_TRICK];
    let mut at = [0usize; MAX_TRICK];
    let mut n = 0;
    for (i, c) in cards.iter().enumerate() {
        if !is_down(down, i) && n < MAX_TRICK {
            up[n] = *c;
            at[n] = i;
            n += 1;
        }
    }
    if n == 0 {
        return 0;
    }
    at[winner(power, &up[..n], ctx)]
}

/// Resolve and explain a trick in which the cards in `down` were laid face down (`kaiser
/// trick --down`): the face-up cards are judged as their own trick ([`winner_down`]), and
/// each face-down card gets a [`Verdict::FaceDown`] step against the card that held the
/// trick when it came. Refused where the system's sources allow no face-down play, for the
/// led card (reading 29) and for a card not in the trick. Whether the seat could have taken
/// (liebenau's solo tables, reading 30) depends on its hand, which a lone trick does not
/// show, so it is not checked here.
pub fn explain_down(
    system: &RuleSystem,
    power: &Power,
    cards: &[Card],
    down: &[Card],
    ctx: TrickContext,
) -> Result<Outcome, TrickError> {
    check(system, power, cards)?;
    let mut mask = 0u32;
    for card in down {
        let Some(i) = cards.iter().position(|c| c == card) else {
            return Err(TrickError::FaceDownNotPlayed(*card));
        };
        if !power.face_down {
            return Err(TrickError::FaceDownNotInSystem {
                system: system.id.clone(),
            });
        }
        if i == 0 {
            return Err(TrickError::FaceDownLeading);
        }
        mask |= 1 << i;
    }
    if mask == 0 {
        return super::explain(system, power, cards, ctx);
    }
    // The face-up cards alone, and where each stands in the whole trick.
    let at: Vec<usize> = (0..cards.len()).filter(|&i| !is_down(mask, i)).collect();
    let up: Vec<Card> = at.iter().map(|&i| cards[i]).collect();
    let mut log: Vec<(usize, usize, Verdict)> = Vec::new();
    let winner = at[resolve_with(power, &up, ctx, &mut log)];
    let remap = |v: Verdict| match v {
        Verdict::Blocks { mask, holder } => Verdict::Blocks {
            mask: at
                .iter()
                .enumerate()
                .filter(|&(j, _)| is_down(mask, j))
                .fold(0, |m, (_, &i)| m | 1 << i),
            holder: at[holder],
        },
        other => other,
    };
    let mut steps: Vec<Step> = Vec::with_capacity(log.len() + down.len());
    let mut holder = 0usize;
    let mut log = log.into_iter().peekable();
    for index in 0..cards.len() {
        if is_down(mask, index) {
            steps.push(Step {
                index,
                card: cards[index],
                against: holder,
                holds: false,
                holder,
                verdict: Verdict::FaceDown,
                cite: cite_of(
                    system,
                    power,
                    cards[index],
                    cards[holder],
                    Verdict::FaceDown,
                ),
            });
            continue;
        }
        // A face-up card's own step, then any block it causes (logged with its index).
        while let Some(&(j, against, verdict)) = log.peek() {
            if at[j] != index {
                break;
            }
            log.next();
            let judged = (index, at[against], remap(verdict));
            steps.push(step(system, power, cards, judged, &mut holder));
        }
    }
    Ok(outcome(power, cards, ctx, winner, steps))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;
    use crate::cards::names::Namer;
    use crate::trick::{Verdict, explain};
    use crate::{PowerOptions, catalog};
    use rand::SeedableRng;
    use rand::seq::SliceRandom;

    fn power(id: &str, trump: Suit) -> (crate::RuleSystem, Power) {
        let sys = catalog::load(id).unwrap();
        let p = Power::new(&sys, trump, &PowerOptions::default()).unwrap();
        (sys, p)
    }

    fn cards(sys: &crate::RuleSystem, trump: Suit, names: &[&str]) -> Vec<Card> {
        let namer = Namer::new(Some(trump), &sys.nicknames);
        names.iter().map(|n| namer.card(n).unwrap()).collect()
    }

    const LATER: TrickContext = TrickContext { first_trick: false };

    /// Stans, Achermann 1978 §1: the led Trumpf-7 "wird ... allein vom Jos bezwungen. Erst
    /// wenn dies geschehen ist, können Mugg oder Trumffünf stechen". Face up, the Jos takes
    /// it and the Mugg takes the Jos; laid face down (§4 "eine Karte verdeckt ablegen"), the
    /// Jos does nothing, and the Mugg cannot take the led Trumpf-7.
    #[test]
    fn a_face_down_jos_does_not_let_a_mugg_take_a_led_trumpf_7() {
        let (sys, p) = power("stans", Suit::Rosen);
        let trick = cards(&sys, Suit::Rosen, &["Trumpf-7", "Eichel-6", "Jos", "Mugg"]);
        assert_eq!(winner_down(&p, &trick, 0, LATER), 3, "face up: the Mugg");
        assert_eq!(
            winner_down(&p, &trick, 0b0100, LATER),
            0,
            "Jos down: the Trumpf-7"
        );
    }

    /// One case: (system, trump, cards, face-down mask, winner, source).
    type Case = (
        &'static str,
        Suit,
        &'static [&'static str],
        u32,
        usize,
        &'static str,
    );

    /// The table.
    const CASES: &[Case] = &[
        // A face-down Mugg takes nothing: the Eichel-König holds its own suit (001 §1
        // "nur im Rahmen der gleichen Farbe"; §4 "verdeckt ablegen").
        (
            "stans",
            Suit::Rosen,
            &["Eichel-König", "Mugg", "Eichel-3", "Eichel-6"],
            0b0010,
            0,
            "001 §1, §4",
        ),
        // The same trick face up: the Mugg, a Stecher, takes.
        (
            "stans",
            Suit::Rosen,
            &["Eichel-König", "Mugg", "Eichel-3", "Eichel-6"],
            0,
            1,
            "001 §1",
        ),
        // Willisau, Phase IV "Karten „nachts“ zu spielen": a card played at night takes
        // nothing, the highest face-up card holds.
        (
            "willisau",
            Suit::Schellen,
            &["Rosen-6", "Rosen-König", "Rosen-Ober"],
            0b0010,
            2,
            "004 Phase IV",
        ),
        // Liebenau §4 "verdeckt ausgespielt": the covered card takes nothing.
        (
            "liebenau",
            Suit::Eichel,
            &["Schellen-6", "Schellen-König", "Schellen-7", "Schellen-9"],
            0b0010,
            3,
            "003 §4",
        ),
        // Every card but the lead face down: the led card holds.
        (
            "stans",
            Suit::Rosen,
            &["Eichel-3", "Mugg", "Jos"],
            0b0110,
            0,
            "001 §4",
        ),
    ];

    #[test]
    fn the_face_down_table() {
        for (id, trump, names, down, want, source) in CASES {
            let (sys, p) = power(id, *trump);
            let trick = cards(&sys, *trump, names);
            assert_eq!(
                winner_down(&p, &trick, *down, LATER),
                *want,
                "{id} {names:?} down {down:b} ({source})"
            );
        }
    }

    /// Random tricks of every system that allows face-down play: a face-down card never
    /// takes; and a card that never held the trick face up, laid face down, leaves the
    /// winner as it was.
    #[test]
    fn a_face_down_card_never_takes_and_a_card_that_never_held_changes_nothing() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(29);
        let mut checked = 0;
        for id in catalog::ids() {
            let sys = catalog::load(id).unwrap();
            if sys.face_down.is_none() {
                continue;
            }
            for trump in Suit::ALL {
                let p = Power::new(&sys, trump, &PowerOptions::default()).unwrap();
                for _ in 0..200 {
                    let mut deck = p.deck.cards();
                    deck.shuffle(&mut rng);
                    let n = 2 + checked % 5;
                    let trick = &deck[..n];
                    let all = winner(&p, trick, LATER);
                    for mask in (0u32..1 << n).filter(|m| m & 1 == 0) {
                        let w = winner_down(&p, trick, mask, LATER);
                        assert!(!is_down(mask, w), "{id} {trick:?} {mask:b}");
                    }
                    let out = explain(&sys, &p, trick, LATER).unwrap();
                    for i in 1..n {
                        let held = out
                            .steps
                            .iter()
                            .any(|s| s.index == i && matches!(s.verdict, Verdict::Takes(_)));
                        if !held {
                            assert_eq!(
                                winner_down(&p, trick, 1 << i, LATER),
                                all,
                                "{id} {trick:?} {i}"
                            );
                        }
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked >= 5 * 4 * 200, "{checked}");
    }

    #[test]
    fn only_the_sources_that_say_so_allow_it() {
        for id in catalog::ids() {
            let sys = catalog::load(id).unwrap();
            let allowed =
                ["stans", "buochs", "wolfenschiessen", "willisau", "liebenau"].contains(&id);
            assert_eq!(sys.face_down.is_some(), allowed, "{id}");
            let named = sys
                .face_down
                .as_ref()
                .is_some_and(|f| f.names_kaiser.is_some());
            assert_eq!(
                named,
                ["stans", "buochs", "wolfenschiessen"].contains(&id),
                "{id}"
            );
        }
    }

    /// `explain_down` agrees with `winner_down` on random tricks of every system that lays
    /// cards face down, with every mask that leaves the led card up: the same winner, one
    /// `FaceDown` step per face-down card (never holding, against the card that held when it
    /// came, cited to the system's `face_down` source), and the face-up cards' steps equal to
    /// the steps of the face-up trick alone, moved to their places.
    #[test]
    fn explain_down_agrees_with_winner_down() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(30);
        let mut checked = 0;
        for id in catalog::ids() {
            let sys = catalog::load(id).unwrap();
            if sys.face_down.is_none() {
                continue;
            }
            for trump in Suit::ALL {
                let p = Power::new(&sys, trump, &PowerOptions::default()).unwrap();
                for round in 0..60 {
                    let mut deck = p.deck.cards();
                    deck.shuffle(&mut rng);
                    let n = 2 + round % 5;
                    let trick = &deck[..n];
                    for mask in (0u32..1 << n).filter(|m| m & 1 == 0) {
                        let down: Vec<Card> = (0..n)
                            .filter(|&i| is_down(mask, i))
                            .map(|i| trick[i])
                            .collect();
                        let out = explain_down(&sys, &p, trick, &down, LATER).unwrap();
                        let w = winner_down(&p, trick, mask, LATER);
                        assert_eq!(out.winner, w, "{id} {trick:?} {mask:b}");
                        assert_eq!(out.card, trick[w]);
                        let faced: Vec<&Step> = out
                            .steps
                            .iter()
                            .filter(|s| s.verdict == Verdict::FaceDown)
                            .collect();
                        assert_eq!(faced.len(), down.len(), "{id} {trick:?} {mask:b}");
                        for s in faced {
                            assert!(is_down(mask, s.index) && !s.holds);
                            assert!(!is_down(mask, s.against) && s.against < s.index);
                            assert_eq!(s.cite, super::super::CiteKey::FaceDown);
                        }
                        let up: Vec<usize> = (0..n).filter(|&i| !is_down(mask, i)).collect();
                        let cards: Vec<Card> = up.iter().map(|&i| trick[i]).collect();
                        let alone = explain(&sys, &p, &cards, LATER).unwrap();
                        let moved: Vec<(usize, usize, usize)> = alone
                            .steps
                            .iter()
                            .map(|s| (up[s.index], up[s.against], up[s.holder]))
                            .collect();
                        let kept: Vec<(usize, usize, usize)> = out
                            .steps
                            .iter()
                            .filter(|s| s.verdict != Verdict::FaceDown)
                            .map(|s| (s.index, s.against, s.holder))
                            .collect();
                        assert_eq!(kept, moved, "{id} {trick:?} {mask:b}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 5 * 4 * 60, "{checked}");
    }

    /// The refusals: a system without face-down play, the led card, a card not in the trick.
    #[test]
    fn explain_down_refuses_what_no_source_allows() {
        let (sys, p) = power("stans", Suit::Rosen);
        let trick = cards(&sys, Suit::Rosen, &["Trumpf-7", "Eichel-6", "Jos"]);
        assert_eq!(
            explain_down(&sys, &p, &trick, &trick[..1], LATER),
            Err(TrickError::FaceDownLeading)
        );
        let other = cards(&sys, Suit::Rosen, &["Eichel-7"]);
        assert_eq!(
            explain_down(&sys, &p, &trick, &other, LATER),
            Err(TrickError::FaceDownNotPlayed(other[0]))
        );
        let (sys, p) = power("silenen", Suit::Rosen);
        let trick = cards(&sys, Suit::Rosen, &["Rosen-7", "Eichel-6"]);
        assert_eq!(
            explain_down(&sys, &p, &trick, &trick[1..], LATER),
            Err(TrickError::FaceDownNotInSystem {
                system: "silenen".into()
            })
        );
    }
}
