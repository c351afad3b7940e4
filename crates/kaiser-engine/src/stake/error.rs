//! The stake's errors as data: a move the rules refuse ([`StakeError`]) and a `stake:` section
//! that does not validate ([`Invalid`]). Each carries typed facts; the words are the app's
//! (`text::stake`), the `Display` here is a short fixed developer-facing summary.

use super::{Closes, Opens, OtherTargets, Party, RaiseKind, Stage};
use crate::cards::Card;
use thiserror::Error;

/// The targets a system allows, as the errors about a target carry them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Targets {
    /// The targets the source names.
    pub values: Vec<u32>,
    /// Which others are allowed.
    pub other: OtherTargets,
}

/// A raise as an error names it: its kind and the system's word for Spieldrei.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaiseCall {
    /// What was raised.
    pub kind: RaiseKind,
    /// The system's word for its raise (Spieldrei, Spielen); `None`: the system has none.
    pub raise_name: Option<String>,
}

/// A move with a window in time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Move {
    /// The system's raise, by its name.
    Raise(String),
    /// Announcing a Kaiser.
    AnnounceKaiser,
}

/// A step of the hand taken out of order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Dealing the first card.
    Dealing,
    /// Leading the first card before the deal.
    Leading,
    /// Leading the first card a second time.
    LeadingFirst,
    /// Winning by tricks before play.
    WinningByTricks,
}

/// Where the hand stood when a step came out of order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Now {
    /// The cards were dealt already.
    Dealt,
    /// The step was taken twice.
    Twice,
    /// At this stage.
    Stage(Stage),
}

/// The step a pending raise must be answered before.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// The first card is dealt.
    Dealt,
    /// The first card is led.
    Led,
    /// The hand ends.
    HandEnds,
}

/// Why a party may not freien (or nachfreien) now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FreienBar {
    /// Gespielt bleiben: the Knopf stands beyond the start (the state's name).
    BeyondStart(String),
    /// Gespielt bleiben: the hand starts on `table`.
    Gespielt {
        /// The state's name.
        name: String,
        /// The table value then.
        table: u32,
    },
    /// Zu Hause bleiben (the state's name).
    ZuHause(String),
    /// After the first card was led (Gasser's "Ausgeben der ersten Karte").
    Led,
    /// After a raise or a Kaiser.
    Missed,
    /// Nachfreien was not agreed.
    NotAgreed,
    /// Nobody has freit yet.
    NobodyYet,
    /// Only the other party nachfreit.
    OtherParty,
    /// Vordersitz knows no Nachfreien.
    Vordersitz,
    /// Nachfreien is done.
    NachDone,
    /// Freien is done.
    Done,
    /// The first hand of a game.
    FirstHand,
    /// Only this party, the loser of the previous hand, may.
    Loser(Party),
}

/// Why no covered (night) deal is possible now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NightBar {
    /// The system has no night deal.
    None,
    /// After so many throw-ins the hand is dealt as usual.
    Max(u32),
    /// The state needs both parties at `points` or more.
    Needs {
        /// The state's name.
        name: String,
        /// The points.
        points: u32,
    },
}

/// A move the stake rules do not allow.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StakeError {
    /// Only parties 0 and 1 exist.
    #[error("no party {0}")]
    NoParty(usize),
    /// The hand has ended.
    #[error("the hand is over")]
    HandOver,
    /// A game target the system does not allow.
    #[error("target {0} not allowed")]
    Target(u32, Targets),
    /// The game has a winner.
    #[error("the game is over (party {0} won)")]
    GameOver(Party),
    /// The system knows no raise (the table value).
    #[error("no raise in this system")]
    NoRaise(u32),
    /// Outside the window for this move.
    #[error("move outside its window")]
    Window {
        /// The move.
        what: Move,
        /// Where the hand stands.
        now: Stage,
        /// When it opens.
        from: Opens,
        /// When it closes.
        until: Closes,
    },
    /// The party's own raise waits for an answer.
    #[error("party {party}'s raise is pending")]
    Pending {
        /// The raiser.
        party: Party,
        /// The pending raise.
        what: RaiseCall,
    },
    /// A counter-raise is not an answer here.
    #[error("party {party}'s raise must be answered first")]
    AnswerFirst {
        /// The raiser.
        party: Party,
        /// The pending raise.
        what: RaiseCall,
    },
    /// Raises alternate.
    #[error("raises alternate")]
    Alternation {
        /// The party that tried.
        party: Party,
        /// The raise's name.
        name: String,
    },
    /// Lungern gespielt bleiben.
    #[error("gespielt bleiben bars the raise")]
    Gespielt {
        /// The state's name.
        name: String,
        /// The party.
        party: Party,
        /// The raise refused (its name).
        what: String,
    },
    /// Nothing to answer.
    #[error("nothing pending")]
    NothingPending,
    /// A party cannot answer its own raise.
    #[error("party {0} answers its own raise")]
    OwnRaise(Party),
    /// The system knows no Kaiser.
    #[error("no Kaiser in this system")]
    NoKaiser,
    /// Not a Banner.
    #[error("{0} is not a Kaiser")]
    NotAKaiser(Card),
    /// Announced twice.
    #[error("{0} announced twice")]
    KaiserTwice(Card),
    /// An announcement without Kaiser.
    #[error("empty announcement")]
    EmptyAnnouncement,
    /// Too many Kaiser at once.
    #[error("{count} Kaiser in one announcement (max {max})")]
    TooManyKaiser {
        /// Announced.
        count: usize,
        /// Allowed.
        max: usize,
    },
    /// A Kritz value not allowed.
    #[error("{kritze} Kritze not allowed")]
    KaiserValue {
        /// Asked.
        kritze: u32,
        /// The party.
        party: Party,
        /// The Kritze allowed.
        allowed: Vec<u32>,
        /// The end-game state that restricts it (its name), when not the usual rule.
        goes: Option<String>,
    },
    /// Stans, when the table does not allow a Dipfili first.
    #[error("the first Kaiser must have 3")]
    FirstKaiserThree,
    /// Stepwise Kritze not allowed.
    #[error("Kritze are not stepwise")]
    NotStepwise,
    /// No such Kaiser of the party.
    #[error("party {party} has no accepted Kaiser {card}")]
    UnknownKaiser {
        /// The party.
        party: Party,
        /// The card.
        card: Card,
    },
    /// Liebenau's joint 3 only.
    #[error("no joint Kaiser")]
    NoJoint,
    /// The system knows no Freien (`nach`: Nachfreien).
    #[error("no Freien in this system")]
    NoFreien {
        /// Nachfreien rather than Freien.
        nach: bool,
    },
    /// Freien by the wrong party or at the wrong time.
    #[error("party {party} may not freien")]
    FreienRight {
        /// The party.
        party: Party,
        /// Nachfreien rather than Freien.
        nach: bool,
        /// Why not.
        why: FreienBar,
    },
    /// No gehen in this system.
    #[error("no gehen in this system")]
    NoGehen,
    /// No false-Kaiser rule.
    #[error("no false-Kaiser rule")]
    NoFalseKaiserRule,
    /// The offender announced nothing.
    #[error("party {0} announced no Kaiser")]
    NoKaiserAnnounced(Party),
    /// A false Kaiser is already proved.
    #[error("false Kaiser already proved")]
    AlreadyFalse,
    /// A raise waits at a moment that needs none.
    #[error("party {party}'s raise is unanswered")]
    Unanswered {
        /// The raiser.
        party: Party,
        /// The raise.
        what: RaiseCall,
        /// The next step.
        next: Next,
    },
    /// A step out of order.
    #[error("step out of order")]
    Order {
        /// The step.
        what: Step,
        /// Where the hand stands.
        now: Now,
    },
    /// No night deal now.
    #[error("no night deal now")]
    NoNightDeal(NightBar),
}

/// A value in an [`Invalid`] message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A number.
    Num(u32),
    /// A field name or a word from the file.
    Text(String),
    /// A list of numbers as the file has it (`[1, 3]`).
    List(Vec<u32>),
    /// The targets a system allows (narrated as a sentence).
    Targets(Targets),
}

/// A `stake:` section that does not validate: a catalog message id (`rules-stake-...`) with
/// its typed arguments.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("invalid stake section: {id}{}", args_text(.args))]
pub struct Invalid {
    /// The message id.
    pub id: &'static str,
    /// The arguments by name.
    pub args: Vec<(&'static str, Value)>,
}

/// The arguments for developers: ` (field: "kaiser.values", values: [3, 1])`.
fn args_text(args: &[(&'static str, Value)]) -> String {
    if args.is_empty() {
        return String::new();
    }
    let parts: Vec<String> = args
        .iter()
        .map(|(name, value)| match value {
            Value::Num(n) => format!("{name}: {n}"),
            Value::Text(t) => format!("{name}: {t:?}"),
            Value::List(l) => format!("{name}: {l:?}"),
            Value::Targets(t) => format!("{name}: {t:?}"),
        })
        .collect();
    format!(" ({})", parts.join(", "))
}

impl Invalid {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Invalid {
        Invalid {
            id,
            args: Vec::new(),
        }
    }

    /// Add an argument.
    pub fn with(mut self, name: &'static str, value: Value) -> Invalid {
        self.args.push((name, value));
        self
    }
}
