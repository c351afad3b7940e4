//! Cards laid face down (issue 15 item 3): which card takes a trick in which some cards were
//! laid face down instead of played. A face-down card takes nothing and counts for nothing;
//! the rest of the trick engine never sees it.

use super::{MAX_TRICK, TrickContext, winner};
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
}
