//! The stake's facts in words: its errors ([`error`]), an invalid `stake:` section
//! ([`invalid`]), the targets a system allows ([`targets`]), a raise ([`raise`]) and a
//! booking ([`booking`]), in the language given.

use crate::i18n::{Arg, Lang, message};
use crate::rules::stake::{
    Booking, Closes, FreienBar, HandEnd, Invalid, Move, Next, NightBar, Now, Opens, OtherTargets,
    RaiseCall, RaiseKind, Stage, StakeError, Step, Targets, Value,
};
use crate::tl;

/// "a, b or c" for numbers; "nothing" for none.
pub fn or_list(lang: Lang, values: &[u32]) -> String {
    match values {
        [] => tl!(lang, "rules-stake-nothing"),
        [one] => one.to_string(),
        [rest @ .., last] => tl!(
            lang,
            "rules-names-or",
            list = rest
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            last = last.to_string()
        ),
    }
}

/// "Kritz" for one, "Kritze" for more (the game's word in both languages).
fn kritz_word(n: u32) -> &'static str {
    if n == 1 { "Kritz" } else { "Kritze" }
}

/// The allowed targets in words (`the game goes to 51 or 101, or any other odd number`).
pub fn targets(lang: Lang, t: &Targets) -> String {
    let list = or_list(lang, &t.values);
    match t.other {
        OtherTargets::None => tl!(lang, "rules-stake-targets", list = list),
        OtherTargets::Odd => tl!(lang, "rules-stake-targets-odd", list = list),
        OtherTargets::Any => tl!(lang, "rules-stake-targets-any", list = list),
    }
}

/// Where a hand stands, in words (`before the deal`).
pub fn stage(lang: Lang, stage: Stage) -> String {
    match stage {
        Stage::BeforeDeal => tl!(lang, "rules-stake-stage-before-deal"),
        Stage::Dealing => tl!(lang, "rules-stake-stage-dealing"),
        Stage::Play => tl!(lang, "rules-stake-stage-play"),
        Stage::Over => tl!(lang, "rules-stake-stage-over"),
    }
}

fn window(lang: Lang, from: Opens, until: Closes) -> String {
    let from = match from {
        Opens::BeforeDeal => tl!(lang, "rules-stake-from-before-deal"),
        Opens::Deal => tl!(lang, "rules-stake-from-deal"),
    };
    let until = match until {
        Closes::FirstLead => tl!(lang, "rules-stake-until-first-lead"),
        Closes::LastCard => tl!(lang, "rules-stake-until-last-card"),
    };
    format!("{from} {until}")
}

/// A raise in words (`Spieldrei`, `Kaiser (Rosen-Banner 3)`, `Kritz for Eichel-Banner`).
pub fn raise(lang: Lang, r: &RaiseCall) -> String {
    match &r.kind {
        RaiseKind::Spieldrei => r
            .raise_name
            .clone()
            .unwrap_or_else(|| tl!(lang, "rules-stake-raise-word")),
        RaiseKind::Freien => "Freien".into(),
        RaiseKind::Nachfreien => "Nachfreien".into(),
        RaiseKind::Kaiser(cards) => format!(
            "Kaiser ({})",
            cards
                .iter()
                .map(|(c, k)| format!("{c} {k}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        RaiseKind::JointKaiser([a, b]) => tl!(lang, "rules-stake-joint-kaiser", a = a, b = b),
        RaiseKind::Kritz(card) => tl!(lang, "rules-stake-kritz-for", card = card),
    }
}

fn freien_bar(lang: Lang, why: &FreienBar) -> String {
    match why {
        FreienBar::BeyondStart(name) => tl!(lang, "rules-freien-beyond-start", name = name),
        FreienBar::Gespielt { name, table } => {
            tl!(lang, "rules-freien-gespielt", name = name, table = *table)
        }
        FreienBar::ZuHause(name) => tl!(lang, "rules-freien-zu-hause", name = name),
        FreienBar::Led => tl!(lang, "rules-freien-led"),
        FreienBar::Missed => tl!(lang, "rules-freien-missed"),
        FreienBar::NotAgreed => tl!(lang, "rules-freien-not-agreed"),
        FreienBar::NobodyYet => tl!(lang, "rules-freien-nobody-yet"),
        FreienBar::OtherParty => tl!(lang, "rules-freien-other-party"),
        FreienBar::Vordersitz => tl!(lang, "rules-freien-vordersitz"),
        FreienBar::NachDone => tl!(lang, "rules-freien-nach-done"),
        FreienBar::Done => tl!(lang, "rules-freien-done"),
        FreienBar::FirstHand => tl!(lang, "rules-freien-first-hand"),
        FreienBar::Loser(party) => tl!(lang, "rules-freien-loser", party = *party),
    }
}

fn night_bar(lang: Lang, why: &NightBar) -> String {
    match why {
        NightBar::None => tl!(lang, "rules-night-none"),
        NightBar::Max(max) => tl!(lang, "rules-night-max", max = *max),
        NightBar::Needs { name, points } => {
            tl!(lang, "rules-night-needs", name = name, points = *points)
        }
    }
}

fn step(lang: Lang, s: Step) -> String {
    match s {
        Step::Dealing => tl!(lang, "rules-stake-dealing"),
        Step::Leading => tl!(lang, "rules-stake-leading"),
        Step::LeadingFirst => tl!(lang, "rules-stake-leading-first"),
        Step::WinningByTricks => tl!(lang, "rules-stake-winning-by-tricks"),
    }
}

fn now(lang: Lang, n: Now) -> String {
    match n {
        Now::Dealt => tl!(lang, "rules-stake-now-dealt"),
        Now::Twice => tl!(lang, "rules-stake-now-twice"),
        Now::Stage(s) => stage(lang, s),
    }
}

fn next(lang: Lang, n: Next) -> String {
    match n {
        Next::Dealt => tl!(lang, "rules-stake-next-dealt"),
        Next::Led => tl!(lang, "rules-stake-next-led"),
        Next::HandEnds => tl!(lang, "rules-stake-next-hand-ends"),
    }
}

/// A stake error as the user reads it.
pub fn error(lang: Lang, e: &StakeError) -> String {
    match e {
        StakeError::NoParty(p) => tl!(lang, "rules-stake-no-party", party = *p),
        StakeError::HandOver => tl!(lang, "rules-stake-hand-over"),
        StakeError::Target(t, allowed) => tl!(
            lang,
            "rules-stake-target",
            target = *t,
            targets = targets(lang, allowed)
        ),
        StakeError::GameOver(p) => tl!(lang, "rules-stake-game-over", party = *p),
        StakeError::NoRaise(table) => tl!(lang, "rules-stake-no-raise", table = *table),
        StakeError::Window {
            what,
            now,
            from,
            until,
        } => {
            let what = match what {
                Move::Raise(name) => name.clone(),
                Move::AnnounceKaiser => tl!(lang, "rules-stake-announcing-kaiser"),
            };
            tl!(
                lang,
                "rules-stake-window",
                what = what,
                now = stage(lang, *now),
                window = window(lang, *from, *until)
            )
        }
        StakeError::Pending { party, what } => tl!(
            lang,
            "rules-stake-pending",
            party = *party,
            what = raise(lang, what),
            other = 1 - *party
        ),
        StakeError::AnswerFirst { party, what } => tl!(
            lang,
            "rules-stake-answer-first",
            party = *party,
            what = raise(lang, what)
        ),
        StakeError::Alternation { party, name } => tl!(
            lang,
            "rules-stake-alternation",
            party = *party,
            name = name,
            other = 1 - *party
        ),
        StakeError::Gespielt { name, party, what } => tl!(
            lang,
            "rules-stake-gespielt",
            name = name,
            party = *party,
            what = what
        ),
        StakeError::NothingPending => tl!(lang, "rules-stake-nothing-pending"),
        StakeError::OwnRaise(p) => tl!(lang, "rules-stake-own-raise", party = *p, other = 1 - *p),
        StakeError::NoKaiser => tl!(lang, "rules-stake-no-kaiser"),
        StakeError::NotAKaiser(card) => tl!(lang, "rules-stake-not-a-kaiser", card = card),
        StakeError::KaiserTwice(card) => tl!(lang, "rules-stake-kaiser-twice", card = card),
        StakeError::EmptyAnnouncement => tl!(lang, "rules-stake-empty-announcement"),
        StakeError::TooManyKaiser { count, max } => tl!(
            lang,
            "rules-stake-too-many-kaiser",
            count = *count,
            max = *max
        ),
        StakeError::KaiserValue {
            kritze,
            party,
            allowed,
            goes,
        } => {
            let why = goes
                .as_ref()
                .map(|name| {
                    format!(
                        " {}",
                        tl!(lang, "rules-stake-why-goes", party = *party, name = name)
                    )
                })
                .unwrap_or_default();
            let allowed = format!(
                "{} {}",
                or_list(lang, allowed),
                kritz_word(allowed.last().copied().unwrap_or(0))
            );
            tl!(
                lang,
                "rules-stake-kaiser-value",
                kritze = *kritze,
                why = why,
                allowed = allowed
            )
        }
        StakeError::FirstKaiserThree => tl!(lang, "rules-stake-first-kaiser-three"),
        StakeError::NotStepwise => tl!(lang, "rules-stake-not-stepwise"),
        StakeError::UnknownKaiser { party, card } => tl!(
            lang,
            "rules-stake-unknown-kaiser",
            party = *party,
            card = card
        ),
        StakeError::NoJoint => tl!(lang, "rules-stake-no-joint"),
        StakeError::NoFreien { nach } => tl!(
            lang,
            "rules-stake-no-freien",
            what = if *nach { "Nachfreien" } else { "Freien" }
        ),
        StakeError::FreienRight { party, nach, why } => tl!(
            lang,
            "rules-stake-freien-right",
            party = *party,
            what = if *nach { "nachfreien" } else { "freien" },
            why = freien_bar(lang, why)
        ),
        StakeError::NoGehen => tl!(lang, "rules-stake-no-gehen"),
        StakeError::NoFalseKaiserRule => tl!(lang, "rules-stake-no-false-kaiser-rule"),
        StakeError::NoKaiserAnnounced(p) => {
            tl!(lang, "rules-stake-no-kaiser-announced", party = *p)
        }
        StakeError::AlreadyFalse => tl!(lang, "rules-stake-already-false"),
        StakeError::Unanswered {
            party,
            what,
            next: n,
        } => tl!(
            lang,
            "rules-stake-unanswered",
            party = *party,
            what = raise(lang, what),
            next = next(lang, *n)
        ),
        StakeError::Order { what, now: n } => tl!(
            lang,
            "rules-stake-order",
            what = step(lang, *what),
            now = now(lang, *n)
        ),
        StakeError::NoNightDeal(why) => {
            tl!(
                lang,
                "rules-stake-no-night-deal",
                why = night_bar(lang, why)
            )
        }
    }
}

/// An invalid `stake:` section as the user reads it (`kaiser.values: [3, 1] must be ...`).
pub fn invalid(lang: Lang, e: &Invalid) -> String {
    let args: Vec<(&str, fluent_bundle::FluentValue<'static>)> = e
        .args
        .iter()
        .map(|(name, v)| {
            let v = match v {
                Value::Num(n) => n.arg(),
                Value::Text(s) => s.arg(),
                Value::List(l) => format!("{l:?}").arg(),
                Value::Targets(t) => targets(lang, t).arg(),
            };
            (*name, v)
        })
        .collect();
    message(lang, e.id, &args)
}

/// A booking in words (`party 1 books 7 (the other party went)`).
pub fn booking(lang: Lang, b: &Booking) -> String {
    let how = match b.end {
        HandEnd::Tricks => tl!(lang, "rules-booking-tricks"),
        HandEnd::Gehen => tl!(lang, "rules-booking-gehen"),
        HandEnd::FalseKaiser => tl!(lang, "rules-booking-false-kaiser"),
    };
    tl!(
        lang,
        "rules-booking",
        party = b.party,
        points = b.points,
        how = how
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, Rank, Suit};
    use crate::i18n::with_lang;
    use crate::rules::catalog;
    use crate::rules::stake::{Stake, StakeContext, StakeDef};

    const MUGG: Card = Card::new(Suit::Schellen, Rank::Banner);

    fn def(id: &str) -> StakeDef {
        catalog::load(id).unwrap().stake.unwrap()
    }

    fn hand(d: &StakeDef) -> Stake<'_> {
        Stake::new(d, StakeContext::new(d.target.default)).unwrap()
    }

    fn dealt(d: &StakeDef) -> Stake<'_> {
        let mut s = hand(d);
        s.deal().unwrap();
        s
    }

    fn playing(d: &StakeDef) -> Stake<'_> {
        let mut s = dealt(d);
        s.lead().unwrap();
        s
    }

    fn de(err: &StakeError) -> String {
        error(Lang::De, err)
    }

    #[test]
    fn a_kaiser_value_refused_in_an_end_game_state() {
        let err = StakeError::KaiserValue {
            kritze: 3,
            party: 1,
            allowed: vec![1],
            goes: Some("Üüs goht's".into()),
        };
        assert_eq!(
            error(Lang::En, &err),
            "a Kaiser with 3 Kritze is not allowed for party 1 now (Üüs goht's); allowed: 1 Kritz"
        );
        let err = StakeError::Alternation {
            party: 0,
            name: "Spieldrei".into(),
        };
        assert!(error(Lang::En, &err).contains("party 1 must make one"));
    }

    #[test]
    fn targets_and_lists_in_words() {
        let t = Targets {
            values: vec![51, 101],
            other: OtherTargets::Odd,
        };
        assert_eq!(
            targets(Lang::En, &t),
            "the game goes to 51 or 101, or any other odd number"
        );
        assert_eq!(or_list(Lang::En, &[]), "nothing");
        assert_eq!(or_list(Lang::En, &[1, 2, 3]), "1, 2 or 3");
    }

    #[test]
    fn refusals_and_bookings_in_german() {
        with_lang(Lang::De, || {
            let d = def("stans");
            let mut s = dealt(&d);
            s.raise(0).unwrap();
            assert_eq!(
                de(&s.raise(0).unwrap_err()),
                "Partei 0 wartet mit Spieldrei noch auf eine Antwort: zuerst sagt Partei 1 kommen oder gehen"
            );
            assert_eq!(
                de(&s.lead().unwrap_err()),
                "Partei 0 wartet mit Spieldrei noch auf eine Antwort; beantworte sie (kommen oder gehen), bevor die erste Karte ausgespielt wird"
            );
            s.kommen(1).unwrap();
            assert_eq!(
                de(&s.raise(0).unwrap_err()),
                "Partei 0 hat das letzte Spieldrei gemacht: Partei 1 muss eines machen, bevor Partei 0 wieder darf (Spieldrei geht abwechselnd)"
            );
            assert_eq!(
                de(&s.announce_kaiser(1, &[(MUGG, 2)]).unwrap_err()),
                "ein Kaiser mit 2 Kritzen ist nicht erlaubt; erlaubt: 1 oder 3 Kritze"
            );
            assert_eq!(
                de(&s.kommen(1).unwrap_err()),
                "nichts wartet auf eine Antwort: kommen beantwortet eine Erhöhung der anderen Partei"
            );
            s.lead().unwrap();
            assert_eq!(
                de(&s.lead().unwrap_err()),
                "das erste Ausspielen geht nicht zweimal"
            );
            assert_eq!(
                crate::text::stake::booking(Lang::De, &s.gehen(1).unwrap()),
                "Partei 0 schreibt 7 auf (die andere Partei ist gegangen)"
            );
            assert_eq!(
                de(&hand(&d).raise(0).unwrap_err()),
                "Spieldrei geht nicht vor dem Geben: erlaubt ist es ab dem Geben bis zur letzten Karte des Spiels"
            );
            let lungern = def("lungern");
            assert_eq!(
                de(&playing(&lungern)
                    .announce_kaiser(0, &[(MUGG, 1)])
                    .unwrap_err()),
                "einen Kaiser ansagen geht nicht nach dem ersten Ausspielen: erlaubt ist es ab dem Geben bis zum ersten Ausspielen"
            );
            assert_eq!(
                de(&hand(&lungern).freien(0).unwrap_err()),
                "Partei 0 darf nicht freien: im ersten Spiel einer Partie darf niemand freien"
            );
            // A stake section that breaks the schema: file, line and problem.
            let text = "format_version: 1\nid: house\nextends: stans\ntitle: House\nstake:\n  target: {values: [51], default: 52, source: x}\n";
            assert_eq!(
                crate::text::system::error(
                    Lang::De,
                    &catalog::load_text(text, "house.yaml").unwrap_err()
                ),
                "house.yaml:5: stake: target.default 52 ist nicht erlaubt; die Partie geht auf 51"
            );
        });
    }
}
