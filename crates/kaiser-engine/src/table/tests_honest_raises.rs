//! Honesty of the reading of raises ([`crate::bot::raises`]): with a raise of the other
//! party in the view, moving the hidden cards among the places a seat cannot see changes no
//! decision of lungern's `best`, and the reading does change decisions somewhere.

use super::*;

/// A raise by the first seat of the other party in the first trick, raised before it played
/// its card there (a moment already past), if one played in it.
fn other_partys_raise(pos: &Position, seat: usize) -> Option<RaisedAt> {
    let h = &pos.hand;
    let (seats, len) = match h.history.first() {
        Some(t) => (t.seats.clone(), t.cards.len()),
        None => {
            let n = h.table.hands.len();
            let seats = (0..n).map(|i| (h.table.leader + i) % n).collect();
            (seats, h.current.len())
        }
    };
    let i = (0..len).find(|i| h.table.party[seats[*i]] != h.table.party[seat])?;
    Some(RaisedAt {
        seat: seats[i],
        trick: 0,
        card: i,
    })
}

/// Every decision of lungern's `best` at `view` with dice from `seed`.
fn lungern_decisions(view: &View, seed: u64) -> (Card, Bid, bool) {
    let agent = || Agent::new(Strategy::Best, dice(seed)).for_system("lungern");
    let card = agent().play(view).unwrap();
    let bid = agent().raise(view).unwrap();
    let come = agent().answer(view).unwrap();
    (card, bid, come)
}

#[test]
fn the_reading_of_raises_does_not_peek() {
    let (mut compared, mut changed) = (0, 0);
    let system = catalog::load("lungern").unwrap();
    let def = system.table(4, None).unwrap().clone();
    for seed in 0..40u64 {
        let pos = position(&system, &def, seed);
        let Some(seat) = pos.hand.to_play() else {
            continue;
        };
        let Some(raise) = other_partys_raise(&pos, seat) else {
            continue;
        };
        let with_raise = |mut v: View| {
            v.stake.raised = vec![raise];
            v
        };
        let view = with_raise(view_of(&system, &pos, seat));
        let before = lungern_decisions(&view, seed);
        let unread = view_of(&system, &pos, seat);
        changed += usize::from(lungern_decisions(&unread, seed) != before);
        let mut rng = ChaCha8Rng::seed_from_u64(seed + 700);
        for _ in 0..2 {
            let other = shuffled(&system, &pos, seat, &mut rng);
            let v = with_raise(view_of(&system, &other, seat));
            assert_eq!(lungern_decisions(&v, seed), before, "lungern seed {seed}");
            compared += 1;
        }
    }
    assert!(compared >= 20, "{compared}");
    assert!(changed > 0, "the raise changed no decision");
}
