//! The `stake:` section of a rule-system file as written (every section optional, merged
//! along `extends`) and the validated [`StakeDef`].

use crate::system::Text;
use serde::Deserialize;

/// The value of the empty table ("die Tafel gelte vier Punkte").
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableRule {
    /// Points a hand is worth before any raise.
    pub value: u32,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// The earliest moment of a window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Opens {
    /// Before the first card is dealt (lungern: "sogar vor oder während des Verteilens").
    BeforeDeal,
    /// From the first card dealt.
    Deal,
}

/// The moment a window closes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Closes {
    /// With the first card led.
    FirstLead,
    /// With the last card of the hand.
    LastCard,
}

/// Spieldrei / Spielen / Spöu drüü: a raise by a fixed step, answered by the other party.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RaiseRule {
    /// The game's word for it (Spieldrei, Spielen, Spöu drüü).
    pub name: String,
    /// What a player says.
    #[serde(default)]
    pub say: Vec<String>,
    /// Points it adds.
    pub step: u32,
    /// A party may raise again only after the other party has raised.
    pub alternate: bool,
    /// A raise by the other party while one is pending accepts the pending one.
    pub counter_accepts: bool,
    /// When raising becomes possible.
    pub from: Opens,
    /// When it stops.
    pub until: Closes,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

fn yes() -> bool {
    true
}

fn deal() -> Opens {
    Opens::Deal
}

fn first_lead() -> Closes {
    Closes::FirstLead
}

/// The Kritze a Kaiser may be written with, and how it is announced.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KaiserRule {
    /// The Kritze one Kaiser may get (stans 1 or 3, lungern 1 to 3); empty: no Kaiser.
    pub values: Vec<u32>,
    /// More Kritze may be added one at a time, each answered ("Kommt Ihr?").
    #[serde(default)]
    pub stepwise: bool,
    /// At most so many Kaiser in one announcement (willisau 2).
    #[serde(default)]
    pub max_per_announcement: Option<usize>,
    /// The first Kaiser of a hand may be written with 1 (stans: disputed, a table decides).
    #[serde(default = "yes")]
    pub first_may_be_one: bool,
    /// Two Kaiser may share one 3 (liebenau).
    #[serde(default)]
    pub joint_three: bool,
    /// When Kaiser may be announced (from the deal).
    #[serde(default = "deal")]
    pub from: Opens,
    /// Until when (the first lead).
    #[serde(default = "first_lead")]
    pub until: Closes,
    /// The village's names for a Kaiser written with so many Kritze (stans: 1 "Dipfili", 3
    /// "Kaiser"; willisau: 1 "Kleiner", 3 "Grosser"), each quoted in `source`.
    #[serde(default)]
    pub names: Vec<KritzName>,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// A village's name for a Kaiser of so many Kritze.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KritzName {
    /// The Kritze.
    pub kritze: u32,
    /// The name (Dipfili).
    pub name: String,
}

/// Kommen and gehen: the answers to a raise, and giving up.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnswerRule {
    /// The words for accepting (kommen, halten).
    #[serde(default)]
    pub kommen: Vec<String>,
    /// The words for giving up (gehen, lassen).
    #[serde(default)]
    pub gehen: Vec<String>,
    /// The question the other party is asked (lungern: "Kommt Ihr?").
    #[serde(default)]
    pub ask: Option<String>,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// A falsely announced Kaiser loses the hand.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FalseKaiserRule {
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// Which targets besides the listed ones a game may be played to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OtherTargets {
    /// Only the listed ones.
    #[default]
    None,
    /// Any odd number (stans: "sofern sie ungerade ist").
    Odd,
    /// Any number of at least 1.
    Any,
}

/// What the winner of the game records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Record {
    /// Its real total.
    #[default]
    Total,
    /// Exactly the target (willisau: "werden bei der Siegerpartei die 51 Punkte notiert").
    Target,
}

/// The default target for a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableTarget {
    /// Players at the table.
    pub players: usize,
    /// Parties.
    pub parties: usize,
    /// Its default target.
    pub target: u32,
}

/// The game target (Partieziel).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetRule {
    /// The targets the source names.
    pub values: Vec<u32>,
    /// The target unless the players agree another.
    pub default: u32,
    /// Other targets allowed.
    #[serde(default)]
    pub other: OtherTargets,
    /// Defaults per table (liebenau: 21 Selbander).
    #[serde(default)]
    pub by_table: Vec<TableTarget>,
    /// What the game's winner records.
    #[serde(default)]
    pub record: Record,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// Lungern's Knopf board: the fields the Knopf stands on.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardRule {
    /// The piece that marks the stake on the board (lungern: the Knopf).
    #[serde(default)]
    pub piece: Option<String>,
    /// The fields, from the start field (the table) by one raise step each.
    pub fields: Vec<u32>,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// Lungern's Freien (and Nachfreien): a raise of one step that cannot be refused.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FreienRule {
    /// Nachfreien agreed for the Partie (only in Hindersitz).
    pub nachfreien: bool,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// Lungern's "zu Hause bleiben": the better party may not freien.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZuHauseRule {
    /// The name players use.
    pub name: String,
    /// It starts at target minus this (7: 94 of 101).
    pub from: u32,
    /// It ends at target minus this (5: 96 of 101).
    pub to: u32,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// Lungern's "gespielt bleiben": the hand starts higher; the better party raises only by Kaiser.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GespieltRule {
    /// The name players use.
    pub name: String,
    /// It starts at target minus this (4: 97 of 101).
    pub below: u32,
    /// The table value then (7).
    pub table: u32,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// One party can win the game with the empty table (willisau "Üüs goht's", liebenau "es geht
/// uns"): its Kaiser are written small, the other's perhaps big.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoesRule {
    /// The name players use.
    pub name: String,
    /// A party with at least target minus this (4).
    pub below: u32,
    /// The Kritze that party's Kaiser may get.
    pub own_kaiser: Vec<u32>,
    /// The Kritze the other party's Kaiser may get (default: as usual).
    #[serde(default)]
    pub other_kaiser: Option<Vec<u32>>,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// Who deals again after a covered deal nobody turned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Redeal {
    /// The same dealer (stans "vom gleichen Ausgeber", liebenau "die gleiche Hand").
    SameDealer,
    /// The next player (willisau "Der nächste Spieler muss jetzt austeilen").
    NextDealer,
}

/// A pause in the deal (liebenau, `003_…` §4), where each party in turn from the leader's may
/// make its Spieldrei, hold the other's or leave the hand (lassen); reading 40.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealPause {
    /// After the face-up cards of the first two seats in deal order, one of each party ("giebt
    /// seinem Nachbar zur Linken die erste Karte offen, so auch ... seinem Verbündeten, und
    /// hält dann inne"); at three players or fewer after every face-up card ("In dem Spiel zu
    /// Drei wird erst inne gehalten, nachdem Jeder seine Karte offen erhalten"). Only in a
    /// face-up deal: the trump is not known yet.
    Umschlag,
    /// After four covered cards, two each to the same first two seats ("und hält auch hier,
    /// wenn vier Karten gegeben sind, im ersten Umgange etwas inne, damit jeder kreiden und
    /// lassen kann"); the others hold their face-up card alone.
    FirstRound,
}

impl DealPause {
    /// How many cards of its deal each seat holds at this pause, dealt by `dealer` to `n`
    /// seats of `cards` each (seat after the dealer first, one face up, then in twos).
    pub fn dealt(self, dealer: usize, n: usize, cards: usize) -> Vec<usize> {
        let first_two = |s: usize| n > 0 && ((s + 2 * n - dealer % n - 1) % n) < 2;
        (0..n)
            .map(|s| match self {
                DealPause::Umschlag if n <= 3 || first_two(s) => 1,
                DealPause::Umschlag => 0,
                DealPause::FirstRound if first_two(s) => cards.min(3),
                DealPause::FirstRound => cards.min(1),
            })
            .collect()
    }
}

/// Both parties can win with the empty table: the first cards are dealt face down ("nachts").
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NightDealRule {
    /// The name players use (Beidne goht's, nachts).
    pub name: String,
    /// Both parties at least target minus this (4).
    pub below: u32,
    /// The Kritze every Kaiser may get then (willisau: all big).
    #[serde(default)]
    pub kaiser: Option<Vec<u32>>,
    /// Who deals after nobody turned his card.
    pub redeal: Redeal,
    /// After so many throw-ins the next deal is an ordinary one (stans 3).
    #[serde(default)]
    pub max_throw_ins: Option<u32>,
    /// The covered deal at a table where each plays for himself too (liebenau); `None`:
    /// only at a table of two parties.
    #[serde(default)]
    pub single: Option<SingleNightRule>,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// The covered deal at a table of single players (liebenau, `003_…` §4: "spielt aber jede
/// Person für sich allein, so sticht die kehrende Hand zuerst"; §2 (4): "Wenn man zu Drei,
/// oder zu Vieren (jeder für sich) spielt und eine verdeckt ausgegebene Karte wird nicht
/// gekehrt; so werden die Kritze so lange auf die Seite geschrieben"): dealt when every
/// player stands within [`NightDealRule::below`] of the target.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SingleNightRule {
    /// The hand that turned leads the first trick, the others in turn after it.
    #[serde(default)]
    pub turner_leads: bool,
    /// A deal nobody turned writes the empty table's Kritze aside, until a player makes his
    /// tricks and takes them with his hand.
    #[serde(default)]
    pub aside: bool,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// How the cards are cut and dealt where it matters for the stake: the recut when a Kaiser
/// lies at the bottom, and a face-up Kaiser noted at once during the deal.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealRule {
    /// The cutter looks at the bottom card; a Kaiser there: cut again (stans "so muss er
    /// nochmals abheben", willisau "muss der Vorgang wiederholt werden").
    #[serde(default)]
    pub recut: bool,
    /// A Kaiser among the face-up cards is announced (or not) as soon as every player has
    /// one card, before the other cards are dealt, and the other party may give up then.
    #[serde(default)]
    pub face_up_kaiser_at_once: bool,
    /// Where the dealer pauses so that each party may raise, hold or leave (liebenau).
    #[serde(default)]
    pub pauses: Vec<DealPause>,
    /// Where the source says so.
    pub source: Text,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// The `stake:` section as written: every section optional, so that a system that `extends`
/// another gives only the sections that differ (buochs: the target and the words).
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StakeFile {
    /// The empty table.
    #[serde(default)]
    pub table: Option<TableRule>,
    /// Spieldrei / Spielen / Spöu drüü.
    #[serde(default)]
    pub raise: Option<RaiseRule>,
    /// Kaiser Kritze.
    #[serde(default)]
    pub kaiser: Option<KaiserRule>,
    /// Kommen and gehen.
    #[serde(default)]
    pub answer: Option<AnswerRule>,
    /// A false Kaiser.
    #[serde(default)]
    pub false_kaiser: Option<FalseKaiserRule>,
    /// The game target.
    #[serde(default)]
    pub target: Option<TargetRule>,
    /// Lungern's Knopf board.
    #[serde(default)]
    pub board: Option<BoardRule>,
    /// Lungern's Freien.
    #[serde(default)]
    pub freien: Option<FreienRule>,
    /// Lungern's zu Hause bleiben.
    #[serde(default)]
    pub zu_hause_bleiben: Option<ZuHauseRule>,
    /// Lungern's gespielt bleiben.
    #[serde(default)]
    pub gespielt_bleiben: Option<GespieltRule>,
    /// Üüs goht's / es geht uns.
    #[serde(default)]
    pub goes: Option<GoesRule>,
    /// The night deal / Beidne goht's.
    #[serde(default)]
    pub night_deal: Option<NightDealRule>,
    /// The recut and the face-up Kaiser during the deal.
    #[serde(default)]
    pub deal: Option<DealRule>,
}

/// A system's validated stake rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StakeDef {
    /// The empty table.
    pub table: TableRule,
    /// The raise; `None`: no raising (karnoeffel).
    pub raise: Option<RaiseRule>,
    /// Kaiser Kritze (empty values: no Kaiser).
    pub kaiser: KaiserRule,
    /// Kommen and gehen; `None`: a hand cannot be given up.
    pub answer: Option<AnswerRule>,
    /// A false Kaiser; `None`: no such rule.
    pub false_kaiser: Option<FalseKaiserRule>,
    /// The game target.
    pub target: TargetRule,
    /// Lungern's Knopf board.
    pub board: Option<BoardRule>,
    /// Lungern's Freien.
    pub freien: Option<FreienRule>,
    /// Lungern's zu Hause bleiben.
    pub zu_hause_bleiben: Option<ZuHauseRule>,
    /// Lungern's gespielt bleiben.
    pub gespielt_bleiben: Option<GespieltRule>,
    /// Üüs goht's / es geht uns.
    pub goes: Option<GoesRule>,
    /// The night deal / Beidne goht's.
    pub night_deal: Option<NightDealRule>,
    /// The recut and the face-up Kaiser during the deal; `None`: neither.
    pub deal: Option<DealRule>,
}
