//! The stake (Einsatz) of one hand and the score of a whole game, per rule system.
//!
//! Rules are data: the `stake:` section of a rule-system file ([`StakeFile`] as written,
//! merged section by section along `extends`, validated into [`StakeDef`]) fixes the table
//! value, the raise (Spieldrei, Spielen, Spöu drüü), the Kaiser Kritze, the game targets,
//! lungern's Knopf board with Freien and Nachfreien, and the end-game states (zu Hause
//! bleiben, gespielt bleiben, Üüs goht's, the night deal).
//!
//! [`Stake`] is the state machine of one hand between two parties (0 and 1): raises wait for
//! the other party's answer (kommen or gehen); the winner takes all (table + accepted raises +
//! every accepted Kaiser Kritz of both parties). [`Game`] adds the hands up until a party
//! reaches the target and tells which end-game state applies. Nothing here does I/O.
//!
//! The common model and every reading are in `docs/spec-stake.yaml`; the sources are the seeds
//! (`../shared/seeds/`), cited in the system files.

use crate::cards::{Card, Rank};
use serde::Deserialize;
use std::fmt;
use thiserror::Error;

/// A party at the table of a two-party hand: 0 or 1.
pub type Party = usize;

/// The other party of a two-party hand.
fn other(party: Party) -> Party {
    1 - party
}

// ---------------------------------------------------------------------------------------------
// The YAML schema
// ---------------------------------------------------------------------------------------------

/// The value of the empty table ("die Tafel gelte vier Punkte").
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableRule {
    /// Points a hand is worth before any raise.
    pub value: u32,
    /// Where the source says so.
    pub source: String,
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
    pub source: String,
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
    /// Where the source says so.
    pub source: String,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
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
    /// Where the source says so.
    pub source: String,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// A falsely announced Kaiser loses the hand.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FalseKaiserRule {
    /// Where the source says so.
    pub source: String,
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
    pub source: String,
    /// A reading or proposal where the source is silent.
    #[serde(default)]
    pub note: Option<String>,
}

/// Lungern's Knopf board: the fields the Knopf stands on.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardRule {
    /// The fields, from the start field (the table) by one raise step each.
    pub fields: Vec<u32>,
    /// Where the source says so.
    pub source: String,
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
    pub source: String,
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
    pub source: String,
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
    pub source: String,
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
    pub source: String,
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
    /// Where the source says so.
    pub source: String,
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
}

impl StakeFile {
    /// `self` over `parent`: every section `self` gives replaces the parent's.
    pub fn over(self, parent: StakeFile) -> StakeFile {
        StakeFile {
            table: self.table.or(parent.table),
            raise: self.raise.or(parent.raise),
            kaiser: self.kaiser.or(parent.kaiser),
            answer: self.answer.or(parent.answer),
            false_kaiser: self.false_kaiser.or(parent.false_kaiser),
            target: self.target.or(parent.target),
            board: self.board.or(parent.board),
            freien: self.freien.or(parent.freien),
            zu_hause_bleiben: self.zu_hause_bleiben.or(parent.zu_hause_bleiben),
            gespielt_bleiben: self.gespielt_bleiben.or(parent.gespielt_bleiben),
            goes: self.goes.or(parent.goes),
            night_deal: self.night_deal.or(parent.night_deal),
        }
    }

    /// Check the merged section and turn it into a [`StakeDef`]. The error names the field
    /// (`kaiser.values: ...`) and what would be right.
    pub fn validate(self) -> Result<StakeDef, String> {
        let need = |what: &str| crate::t!("rules-stake-missing", what = what);
        let table = self.table.ok_or_else(|| need("table"))?;
        let kaiser = self.kaiser.ok_or_else(|| need("kaiser"))?;
        let target = self.target.ok_or_else(|| need("target"))?;
        let def = StakeDef {
            table,
            raise: self.raise,
            kaiser,
            answer: self.answer,
            false_kaiser: self.false_kaiser,
            target,
            board: self.board,
            freien: self.freien,
            zu_hause_bleiben: self.zu_hause_bleiben,
            gespielt_bleiben: self.gespielt_bleiben,
            goes: self.goes,
            night_deal: self.night_deal,
        };
        def.check()?;
        Ok(def)
    }
}

/// Whether `values` is 1 to 9 Kritze, rising, each once.
fn check_kritze(field: &str, values: &[u32], allowed: Option<&[u32]>) -> Result<(), String> {
    if values.iter().any(|v| !(1..=9).contains(v)) || values.windows(2).any(|w| w[0] >= w[1]) {
        return Err(crate::t!(
            "rules-stake-kritze-rising",
            field = field,
            values = format!("{values:?}")
        ));
    }
    if let Some(allowed) = allowed {
        if values.is_empty() {
            return Err(crate::t!("rules-stake-kritze-empty", field = field));
        }
        if let Some(v) = values.iter().find(|v| !allowed.contains(v)) {
            return Err(crate::t!(
                "rules-stake-kritze-not-allowed",
                field = field,
                value = *v,
                allowed = format!("{allowed:?}")
            ));
        }
    }
    Ok(())
}

impl StakeDef {
    fn check(&self) -> Result<(), String> {
        let sources = [
            ("table", Some(&self.table.source)),
            ("raise", self.raise.as_ref().map(|r| &r.source)),
            ("kaiser", Some(&self.kaiser.source)),
            ("answer", self.answer.as_ref().map(|r| &r.source)),
            (
                "false_kaiser",
                self.false_kaiser.as_ref().map(|r| &r.source),
            ),
            ("target", Some(&self.target.source)),
            ("board", self.board.as_ref().map(|r| &r.source)),
            ("freien", self.freien.as_ref().map(|r| &r.source)),
            (
                "zu_hause_bleiben",
                self.zu_hause_bleiben.as_ref().map(|r| &r.source),
            ),
            (
                "gespielt_bleiben",
                self.gespielt_bleiben.as_ref().map(|r| &r.source),
            ),
            ("goes", self.goes.as_ref().map(|r| &r.source)),
            ("night_deal", self.night_deal.as_ref().map(|r| &r.source)),
        ];
        for (field, source) in sources {
            if source.is_some_and(|s| s.trim().is_empty()) {
                return Err(crate::t!("rules-stake-source-empty", field = field));
            }
        }
        if self.table.value == 0 {
            return Err(crate::t!("rules-stake-table-value"));
        }
        if let Some(r) = &self.raise
            && (r.step == 0 || r.name.trim().is_empty())
        {
            return Err(crate::t!("rules-stake-raise"));
        }
        let k = &self.kaiser;
        check_kritze("kaiser.values", &k.values, None)?;
        if k.stepwise {
            let max = k.values.last().copied().unwrap_or(0);
            if k.values != (1..=max).collect::<Vec<_>>() {
                return Err(crate::t!(
                    "rules-stake-stepwise",
                    values = format!("{:?}", k.values)
                ));
            }
        }
        if k.max_per_announcement == Some(0) {
            return Err(crate::t!("rules-stake-max-per-announcement"));
        }
        if k.joint_three && !k.values.contains(&3) {
            return Err(crate::t!("rules-stake-joint-three"));
        }
        let t = &self.target;
        if t.values.is_empty() || t.values.contains(&0) {
            return Err(crate::t!("rules-stake-target-values"));
        }
        if !self.target_allowed(t.default) {
            return Err(crate::t!(
                "rules-stake-target-default",
                target = t.default,
                targets = self.targets_text()
            ));
        }
        if let Some(bad) = t.by_table.iter().find(|b| !self.target_allowed(b.target)) {
            return Err(crate::t!(
                "rules-stake-target-by-table",
                target = bad.target,
                targets = self.targets_text()
            ));
        }
        if let Some(b) = &self.board {
            let Some(r) = &self.raise else {
                return Err(crate::t!("rules-stake-board-raise"));
            };
            if b.fields.len() < 2
                || b.fields[0] != self.table.value
                || b.fields.windows(2).any(|w| w[1] != w[0] + r.step)
            {
                return Err(crate::t!(
                    "rules-stake-board-fields",
                    fields = format!("{:?}", b.fields),
                    table = self.table.value,
                    step = r.step
                ));
            }
        }
        if self.freien.is_some() && self.raise.is_none() {
            return Err(crate::t!("rules-stake-freien-raise"));
        }
        if let Some(z) = &self.zu_hause_bleiben
            && z.from < z.to
        {
            return Err(crate::t!("rules-stake-zu-hause", from = z.from, to = z.to));
        }
        if let (Some(z), Some(g)) = (&self.zu_hause_bleiben, &self.gespielt_bleiben)
            && g.below >= z.to
        {
            return Err(crate::t!(
                "rules-stake-gespielt-below",
                below = g.below,
                to = z.to
            ));
        }
        if let Some(g) = &self.gespielt_bleiben
            && g.table == 0
        {
            return Err(crate::t!("rules-stake-gespielt-table"));
        }
        if let Some(g) = &self.goes {
            check_kritze("goes.own_kaiser", &g.own_kaiser, Some(&k.values))?;
            if let Some(o) = &g.other_kaiser {
                check_kritze("goes.other_kaiser", o, Some(&k.values))?;
            }
        }
        if let Some(n) = &self.night_deal
            && let Some(o) = &n.kaiser
        {
            check_kritze("night_deal.kaiser", o, Some(&k.values))?;
        }
        Ok(())
    }

    /// Whether a game may be played to `target`.
    pub fn target_allowed(&self, target: u32) -> bool {
        target >= 1
            && (self.target.values.contains(&target)
                || match self.target.other {
                    OtherTargets::None => false,
                    OtherTargets::Odd => target % 2 == 1,
                    OtherTargets::Any => true,
                })
    }

    /// The allowed targets in words (`51 or 101, or any other odd number`).
    pub fn targets_text(&self) -> String {
        let list = or_list(&self.target.values);
        match self.target.other {
            OtherTargets::None => crate::t!("rules-stake-targets", list = list),
            OtherTargets::Odd => crate::t!("rules-stake-targets-odd", list = list),
            OtherTargets::Any => crate::t!("rules-stake-targets-any", list = list),
        }
    }

    /// The default target for `players` in `parties` (the system's default when no table is
    /// listed).
    pub fn default_target(&self, players: usize, parties: usize) -> u32 {
        self.target
            .by_table
            .iter()
            .find(|t| t.players == players && t.parties == parties)
            .map_or(self.target.default, |t| t.target)
    }

    /// The end-game state for these scores and target: the state of the next hand.
    pub fn phase(&self, scores: [u32; 2], target: u32) -> Phase {
        if let Some(winner) = (0..2).find(|&p| scores[p] >= target) {
            return Phase::Over { winner };
        }
        let at = |below: u32| target.saturating_sub(below);
        let better = if scores[0] == scores[1] {
            Who::Both
        } else if scores[0] > scores[1] {
            Who::Party(0)
        } else {
            Who::Party(1)
        };
        let best = scores[0].max(scores[1]);
        if let Some(n) = &self.night_deal
            && scores.iter().all(|&s| s >= at(n.below))
        {
            return Phase::BothGo;
        }
        if let Some(g) = &self.gespielt_bleiben
            && best >= at(g.below)
        {
            return Phase::GespieltBleiben { better };
        }
        if let Some(z) = &self.zu_hause_bleiben
            && best >= at(z.from)
            && best <= at(z.to)
        {
            return Phase::ZuHauseBleiben { better };
        }
        if let Some(g) = &self.goes {
            let going: Vec<Party> = (0..2).filter(|&p| scores[p] >= at(g.below)).collect();
            match going.as_slice() {
                [p] => return Phase::Goes { party: *p },
                [_, _] => return Phase::BothGo,
                _ => {}
            }
        }
        Phase::Open
    }

    /// The Kritze a Kaiser of `party` may get in `phase`.
    pub fn kaiser_values(&self, party: Party, phase: Phase) -> &[u32] {
        let usual = self.kaiser.values.as_slice();
        match phase {
            Phase::BothGo => {
                if let Some(v) = self.night_deal.as_ref().and_then(|n| n.kaiser.as_ref()) {
                    v
                } else if let Some(g) = &self.goes {
                    &g.own_kaiser
                } else {
                    usual
                }
            }
            Phase::Goes { party: going } => match &self.goes {
                Some(g) if going == party => &g.own_kaiser,
                Some(g) => g.other_kaiser.as_deref().unwrap_or(usual),
                None => usual,
            },
            _ => usual,
        }
    }

    /// The name the system gives an end-game state (`Üüs goht's`, `Zu Hause bleiben`).
    pub fn phase_name(&self, phase: Phase) -> Option<&str> {
        match phase {
            Phase::ZuHauseBleiben { .. } => self.zu_hause_bleiben.as_ref().map(|z| &*z.name),
            Phase::GespieltBleiben { .. } => self.gespielt_bleiben.as_ref().map(|g| &*g.name),
            Phase::Goes { .. } => self.goes.as_ref().map(|g| &*g.name),
            Phase::BothGo => self
                .night_deal
                .as_ref()
                .map(|n| &*n.name)
                .or(self.goes.as_ref().map(|g| &*g.name)),
            Phase::Open | Phase::Over { .. } => None,
        }
    }
}

/// "Kritz" for one, "Kritze" for more.
fn kritz_word(n: u32) -> &'static str {
    if n == 1 { "Kritz" } else { "Kritze" }
}

fn or_list(values: &[u32]) -> String {
    match values {
        [] => crate::t!("rules-stake-nothing"),
        [one] => one.to_string(),
        [rest @ .., last] => crate::t!(
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

// ---------------------------------------------------------------------------------------------
// Game states
// ---------------------------------------------------------------------------------------------

/// One party, or both (equal scores).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    /// This party.
    Party(Party),
    /// Both parties.
    Both,
}

impl Who {
    /// Whether `party` is meant.
    pub fn includes(self, party: Party) -> bool {
        match self {
            Who::Party(p) => p == party,
            Who::Both => true,
        }
    }
}

/// The end-game state of a game, as it applies to the next hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Nothing special.
    Open,
    /// Lungern: the better party (94-96 of 101) may not freien.
    ZuHauseBleiben {
        /// The better party (both when level).
        better: Who,
    },
    /// Lungern: the better party (97+ of 101): the hand starts on 7 and that party raises
    /// only by Kaiser.
    GespieltBleiben {
        /// The better party (both when level).
        better: Who,
    },
    /// One party can win with the empty table (willisau "Üüs goht's", liebenau "es geht uns").
    Goes {
        /// That party.
        party: Party,
    },
    /// Both can: the night deal (stans, liebenau) or "Beidne goht's" (willisau).
    BothGo,
    /// A party has reached the target.
    Over {
        /// That party.
        winner: Party,
    },
}

/// The facts from the game a hand's stake depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StakeContext {
    /// Points booked per party.
    pub scores: [u32; 2],
    /// The game target.
    pub target: u32,
    /// The party that lost the previous hand (it may freien in lungern); `None` in the first.
    pub previous_loser: Option<Party>,
    /// The party that deals (lungern Hindersitz: the freiende party deals).
    pub dealer: Option<Party>,
}

impl StakeContext {
    /// The first hand of a game to `target`.
    pub fn new(target: u32) -> StakeContext {
        StakeContext {
            scores: [0, 0],
            target,
            previous_loser: None,
            dealer: None,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/// A move the stake rules do not allow.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StakeError {
    /// Only parties 0 and 1 exist.
    #[error("{}", crate::t!("rules-stake-no-party", party = .0))]
    NoParty(usize),
    /// The hand has ended.
    #[error("{}", crate::t!("rules-stake-hand-over"))]
    HandOver,
    /// A hand needs a game target.
    #[error("{}", crate::t!("rules-stake-target", target = .0, targets = .1))]
    Target(u32, String),
    /// The game has a winner.
    #[error("{}", crate::t!("rules-stake-game-over", party = .0))]
    GameOver(Party),
    /// The system knows no raise.
    #[error("{}", crate::t!("rules-stake-no-raise", table = .0))]
    NoRaise(u32),
    /// Outside the window for this move.
    #[error("{}", crate::t!("rules-stake-window", what = .what, now = .now, window = .window))]
    Window {
        /// The move.
        what: String,
        /// Where the hand stands.
        now: String,
        /// When it is allowed.
        window: String,
    },
    /// The party's own raise waits for an answer.
    #[error("{}", crate::t!("rules-stake-pending", party = .party, what = .what, other = 1 - .party))]
    Pending {
        /// The raiser.
        party: Party,
        /// The pending raise.
        what: String,
    },
    /// A counter-raise is not an answer here.
    #[error("{}", crate::t!("rules-stake-answer-first", party = .party, what = .what))]
    AnswerFirst {
        /// The raiser.
        party: Party,
        /// The pending raise.
        what: String,
    },
    /// Raises alternate.
    #[error("{}", crate::t!("rules-stake-alternation", party = .party, name = .name, other = 1 - .party))]
    Alternation {
        /// The party that tried.
        party: Party,
        /// The raise's name.
        name: String,
    },
    /// Lungern gespielt bleiben.
    #[error("{}", crate::t!("rules-stake-gespielt", name = .name, party = .party, what = .what))]
    Gespielt {
        /// The state's name.
        name: String,
        /// The party.
        party: Party,
        /// The move refused.
        what: String,
    },
    /// Nothing to answer.
    #[error("{}", crate::t!("rules-stake-nothing-pending"))]
    NothingPending,
    /// A party cannot answer its own raise.
    #[error("{}", crate::t!("rules-stake-own-raise", party = .0, other = 1 - .0))]
    OwnRaise(Party),
    /// The system knows no Kaiser.
    #[error("{}", crate::t!("rules-stake-no-kaiser"))]
    NoKaiser,
    /// Not a Banner.
    #[error("{}", crate::t!("rules-stake-not-a-kaiser", card = .0))]
    NotAKaiser(Card),
    /// Announced twice.
    #[error("{}", crate::t!("rules-stake-kaiser-twice", card = .0))]
    KaiserTwice(Card),
    /// An announcement without Kaiser.
    #[error("{}", crate::t!("rules-stake-empty-announcement"))]
    EmptyAnnouncement,
    /// Too many Kaiser at once.
    #[error("{}", crate::t!("rules-stake-too-many-kaiser", count = .count, max = .max))]
    TooManyKaiser {
        /// Announced.
        count: usize,
        /// Allowed.
        max: usize,
    },
    /// A Kritz value not allowed.
    #[error("{}", crate::t!("rules-stake-kaiser-value", kritze = .kritze, why = .why, allowed = .allowed))]
    KaiserValue {
        /// Asked.
        kritze: u32,
        /// What is allowed, in words.
        allowed: String,
        /// The rule that restricts it (empty when the usual one).
        why: String,
    },
    /// Stans, when the table does not allow a Dipfili first.
    #[error("{}", crate::t!("rules-stake-first-kaiser-three"))]
    FirstKaiserThree,
    /// Stepwise Kritze not allowed.
    #[error("{}", crate::t!("rules-stake-not-stepwise"))]
    NotStepwise,
    /// No such Kaiser of the party.
    #[error("{}", crate::t!("rules-stake-unknown-kaiser", party = .party, card = .card))]
    UnknownKaiser {
        /// The party.
        party: Party,
        /// The card.
        card: Card,
    },
    /// Liebenau's joint 3 only.
    #[error("{}", crate::t!("rules-stake-no-joint"))]
    NoJoint,
    /// The system knows no Freien.
    #[error("{}", crate::t!("rules-stake-no-freien", what = .0))]
    NoFreien(&'static str),
    /// Freien by the wrong party.
    #[error("{}", crate::t!("rules-stake-freien-right", party = .party, what = .what, why = .why))]
    FreienRight {
        /// The party.
        party: Party,
        /// Freien or Nachfreien.
        what: &'static str,
        /// The rule.
        why: String,
    },
    /// No gehen in this system.
    #[error("{}", crate::t!("rules-stake-no-gehen"))]
    NoGehen,
    /// No false-Kaiser rule.
    #[error("{}", crate::t!("rules-stake-no-false-kaiser-rule"))]
    NoFalseKaiserRule,
    /// The offender announced nothing.
    #[error("{}", crate::t!("rules-stake-no-kaiser-announced", party = .0))]
    NoKaiserAnnounced(Party),
    /// A false Kaiser is already proved.
    #[error("{}", crate::t!("rules-stake-already-false"))]
    AlreadyFalse,
    /// A raise waits at a moment that needs none.
    #[error("{}", crate::t!("rules-stake-unanswered", party = .party, what = .what, next = .next))]
    Unanswered {
        /// The raiser.
        party: Party,
        /// The raise.
        what: String,
        /// The next step.
        next: String,
    },
    /// A step out of order.
    #[error("{}", crate::t!("rules-stake-order", what = .what, now = .now))]
    Order {
        /// The step.
        what: String,
        /// Where the hand stands.
        now: String,
    },
    /// No night deal now.
    #[error("{}", crate::t!("rules-stake-no-night-deal", why = .0))]
    NoNightDeal(String),
}

// ---------------------------------------------------------------------------------------------
// One hand
// ---------------------------------------------------------------------------------------------

/// Where a hand stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// No card dealt yet.
    BeforeDeal,
    /// Dealing and announcing, before the first lead.
    Dealing,
    /// Tricks are played.
    Play,
    /// The hand is decided.
    Over,
}

impl Stage {
    fn words(self) -> String {
        match self {
            Stage::BeforeDeal => crate::t!("rules-stake-stage-before-deal"),
            Stage::Dealing => crate::t!("rules-stake-stage-dealing"),
            Stage::Play => crate::t!("rules-stake-stage-play"),
            Stage::Over => crate::t!("rules-stake-stage-over"),
        }
    }

    fn open(self, from: Opens, until: Closes) -> bool {
        match self {
            Stage::BeforeDeal => from == Opens::BeforeDeal,
            Stage::Dealing => true,
            Stage::Play => until == Closes::LastCard,
            Stage::Over => false,
        }
    }
}

fn window_words(from: Opens, until: Closes) -> String {
    let from = match from {
        Opens::BeforeDeal => crate::t!("rules-stake-from-before-deal"),
        Opens::Deal => crate::t!("rules-stake-from-deal"),
    };
    let until = match until {
        Closes::FirstLead => crate::t!("rules-stake-until-first-lead"),
        Closes::LastCard => crate::t!("rules-stake-until-last-card"),
    };
    format!("{from} {until}")
}

/// What a raise is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RaiseKind {
    /// Spieldrei / Spielen / Spöu drüü.
    Spieldrei,
    /// Lungern: the loser of the previous hand moves the Knopf from 4 to 7.
    Freien,
    /// Lungern Hindersitz: the other party moves it on to 10.
    Nachfreien,
    /// Kaiser announced together, each with its Kritze.
    Kaiser(Vec<(Card, u32)>),
    /// Two Kaiser sharing one 3 (liebenau).
    JointKaiser([Card; 2]),
    /// One more Kritz for an announced Kaiser (lungern "Und noch ein zweiter Chritz").
    Kritz(Card),
}

/// A raise of the stake by one party.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Raise {
    /// Who raised.
    pub party: Party,
    /// What.
    pub kind: RaiseKind,
    /// Points it adds.
    pub kritze: u32,
}

impl Raise {
    fn words(&self, def: &StakeDef) -> String {
        match &self.kind {
            RaiseKind::Spieldrei => def
                .raise
                .as_ref()
                .map_or_else(|| crate::t!("rules-stake-raise-word"), |r| r.name.clone()),
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
            RaiseKind::JointKaiser([a, b]) => crate::t!("rules-stake-joint-kaiser", a = a, b = b),
            RaiseKind::Kritz(card) => crate::t!("rules-stake-kritz-for", card = card),
        }
    }

    /// The Kaiser this raise announces or marks, with the Kritze it gives each.
    fn kaiser(&self) -> Vec<(Card, u32)> {
        match &self.kind {
            RaiseKind::Kaiser(cards) => cards.clone(),
            // A joint 3 counts as one Knopf field; give it to the first card.
            RaiseKind::JointKaiser([a, b]) => vec![(*a, 3), (*b, 0)],
            RaiseKind::Kritz(card) => vec![(*card, 1)],
            _ => Vec::new(),
        }
    }
}

/// How a hand ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandEnd {
    /// A party took the tricks it needed.
    Tricks,
    /// The other party went (gehen, lassen).
    Gehen,
    /// The other party announced a false Kaiser.
    FalseKaiser,
}

/// What the winner of a hand books.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Booking {
    /// The party that books.
    pub party: Party,
    /// Its points: the whole stake.
    pub points: u32,
    /// Why.
    pub end: HandEnd,
}

/// Lungern's board: the Knopf field and the Kritze chalked on the margin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    /// The field the Knopf stands on (4, 7, ... 31, then on by 3).
    pub field: u32,
    /// Kaiser Kritze on the margin (a Kaiser with 3 moves the Knopf instead).
    pub margin: u32,
}

/// The stake of one hand between party 0 and party 1.
#[derive(Debug, Clone)]
pub struct Stake<'a> {
    def: &'a StakeDef,
    ctx: StakeContext,
    phase: Phase,
    stage: Stage,
    table: u32,
    accepted: Vec<Raise>,
    pending: Option<Raise>,
    last_raise_by: Option<Party>,
    announced: Vec<(Party, Card)>,
    result: Option<Booking>,
}

fn check_party(party: Party) -> Result<(), StakeError> {
    if party > 1 {
        Err(StakeError::NoParty(party))
    } else {
        Ok(())
    }
}

impl<'a> Stake<'a> {
    /// A new hand under `def`, in the game state `ctx`.
    pub fn new(def: &'a StakeDef, ctx: StakeContext) -> Result<Stake<'a>, StakeError> {
        for p in [ctx.previous_loser, ctx.dealer].into_iter().flatten() {
            check_party(p)?;
        }
        if ctx.target == 0 {
            return Err(StakeError::Target(0, def.targets_text()));
        }
        let phase = def.phase(ctx.scores, ctx.target);
        if let Phase::Over { winner } = phase {
            return Err(StakeError::GameOver(winner));
        }
        let table = match (phase, &def.gespielt_bleiben) {
            (Phase::GespieltBleiben { .. }, Some(g)) => g.table,
            _ => def.table.value,
        };
        Ok(Stake {
            def,
            ctx,
            phase,
            stage: Stage::BeforeDeal,
            table,
            accepted: Vec::new(),
            pending: None,
            last_raise_by: None,
            announced: Vec::new(),
            result: None,
        })
    }

    /// The current stake: the table plus every accepted raise (a pending raise never counts).
    pub fn value(&self) -> u32 {
        self.table + self.accepted.iter().map(|r| r.kritze).sum::<u32>()
    }

    /// The value of the empty table in this hand (lungern gespielt bleiben: 7).
    pub fn table(&self) -> u32 {
        self.table
    }

    /// The raise waiting for the other party's answer.
    pub fn pending(&self) -> Option<&Raise> {
        self.pending.as_ref()
    }

    /// The accepted raises, in order.
    pub fn accepted(&self) -> &[Raise] {
        &self.accepted
    }

    /// Where the hand stands.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The end-game state this hand is played in.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// How the hand ended, once it has.
    pub fn result(&self) -> Option<Booking> {
        self.result
    }

    /// The Kaiser `party` has announced in this hand (accepted, pending or refused).
    pub fn announced(&self, party: Party) -> Vec<Card> {
        self.announced
            .iter()
            .filter(|(p, _)| *p == party)
            .map(|(_, c)| *c)
            .collect()
    }

    /// The Kritze a Kaiser of `party` may get in this hand.
    pub fn kaiser_values(&self, party: Party) -> &'a [u32] {
        self.def.kaiser_values(party, self.phase)
    }

    /// Lungern's board: Knopf field and margin (`None` without a board).
    pub fn board(&self) -> Option<Board> {
        let step = self.def.raise.as_ref()?.step;
        self.def.board.as_ref()?;
        let moves = self
            .accepted
            .iter()
            .filter(|r| {
                matches!(
                    r.kind,
                    RaiseKind::Spieldrei | RaiseKind::Freien | RaiseKind::Nachfreien
                )
            })
            .count() as u32;
        // Kritze per Kaiser: a Kaiser with 3 moves the Knopf one field, 1 or 2 go on the margin.
        let mut per_card: Vec<(Card, u32)> = Vec::new();
        for (card, k) in self.accepted.iter().flat_map(Raise::kaiser) {
            match per_card.iter_mut().find(|(c, _)| *c == card) {
                Some((_, sum)) => *sum += k,
                None => per_card.push((card, k)),
            }
        }
        let kaiser_fields = per_card.iter().filter(|(_, k)| *k == 3).count() as u32;
        let margin = per_card
            .iter()
            .filter(|(_, k)| *k != 3)
            .map(|(_, k)| k)
            .sum();
        Some(Board {
            field: self.table + step * (moves + kaiser_fields),
            margin,
        })
    }

    fn live(&self, party: Party) -> Result<(), StakeError> {
        check_party(party)?;
        if self.stage == Stage::Over {
            return Err(StakeError::HandOver);
        }
        Ok(())
    }

    /// The party that raised last by Spieldrei, counting a pending Spieldrei as accepted (for a
    /// counter-raise, which accepts it).
    fn last_raiser_if_accepted(&self) -> Option<Party> {
        match &self.pending {
            Some(Raise {
                kind: RaiseKind::Spieldrei,
                party,
                ..
            }) => Some(*party),
            _ => self.last_raise_by,
        }
    }

    /// Before a new raise of `party`: its own raise may not wait, and the other's must be
    /// answered first unless a counter-raise accepts it.
    fn check_pending_for_raise(&self, party: Party) -> Result<(), StakeError> {
        if let Some(p) = &self.pending {
            let what = p.words(self.def);
            if p.party == party {
                return Err(StakeError::Pending { party, what });
            }
            let counter = self.def.raise.as_ref().is_some_and(|r| r.counter_accepts);
            if !counter {
                return Err(StakeError::AnswerFirst {
                    party: p.party,
                    what,
                });
            }
        }
        Ok(())
    }

    fn put(&mut self, raise: Raise) {
        if let Some(p) = self.pending.take() {
            self.accept(p);
        }
        self.pending = Some(raise);
    }

    fn accept(&mut self, raise: Raise) {
        if raise.kind == RaiseKind::Spieldrei {
            self.last_raise_by = Some(raise.party);
        }
        self.accepted.push(raise);
    }

    fn gespielt_bars(&self, party: Party) -> Option<String> {
        match (self.phase, &self.def.gespielt_bleiben) {
            (Phase::GespieltBleiben { better }, Some(g)) if better.includes(party) => {
                Some(g.name.clone())
            }
            _ => None,
        }
    }

    fn check_raise(&self, party: Party) -> Result<&'a RaiseRule, StakeError> {
        self.live(party)?;
        let def = self.def;
        let Some(rule) = &def.raise else {
            return Err(StakeError::NoRaise(self.table));
        };
        if !self.stage.open(rule.from, rule.until) {
            return Err(StakeError::Window {
                what: rule.name.clone(),
                now: self.stage.words(),
                window: window_words(rule.from, rule.until),
            });
        }
        if let Some(name) = self.gespielt_bars(party) {
            return Err(StakeError::Gespielt {
                name,
                party,
                what: rule.name.clone(),
            });
        }
        self.check_pending_for_raise(party)?;
        if rule.alternate && self.last_raiser_if_accepted() == Some(party) {
            return Err(StakeError::Alternation {
                party,
                name: rule.name.clone(),
            });
        }
        Ok(rule)
    }

    /// Whether `party` may raise now.
    pub fn may_raise(&self, party: Party) -> bool {
        self.check_raise(party).is_ok()
    }

    /// Spieldrei / Spielen / Spöu drüü by `party`: pending until the other party answers.
    /// A raise while the other party's raise is pending accepts that one first (where the
    /// system's `counter_accepts` says so).
    pub fn raise(&mut self, party: Party) -> Result<(), StakeError> {
        let rule = self.check_raise(party)?;
        self.put(Raise {
            party,
            kind: RaiseKind::Spieldrei,
            kritze: rule.step,
        });
        Ok(())
    }

    /// `party` accepts the pending raise of the other party (kommen, halten, "Spill äs").
    pub fn kommen(&mut self, party: Party) -> Result<(), StakeError> {
        self.live(party)?;
        match &self.pending {
            None => Err(StakeError::NothingPending),
            Some(p) if p.party == party => Err(StakeError::OwnRaise(party)),
            Some(_) => {
                let p = self.pending.take().expect("checked");
                self.accept(p);
                Ok(())
            }
        }
    }

    /// `party` gives up (gehen, lassen, "drvolaifä"): the hand ends, the other party books
    /// the stake as it stood before the pending raise (never less than the table).
    pub fn gehen(&mut self, party: Party) -> Result<Booking, StakeError> {
        self.live(party)?;
        if self.def.answer.is_none() {
            return Err(StakeError::NoGehen);
        }
        self.pending = None;
        Ok(self.end(other(party), HandEnd::Gehen))
    }

    fn end(&mut self, party: Party, end: HandEnd) -> Booking {
        let booking = Booking {
            party,
            points: self.value().max(self.table),
            end,
        };
        self.stage = Stage::Over;
        self.result = Some(booking);
        booking
    }

    fn check_kaiser_window(&self, party: Party) -> Result<(), StakeError> {
        self.live(party)?;
        let k = &self.def.kaiser;
        if k.values.is_empty() {
            return Err(StakeError::NoKaiser);
        }
        if !self.stage.open(k.from, k.until) {
            return Err(StakeError::Window {
                what: crate::t!("rules-stake-announcing-kaiser"),
                now: self.stage.words(),
                window: window_words(k.from, k.until),
            });
        }
        self.check_pending_for_raise(party)
    }

    fn check_value(&self, party: Party, kritze: u32) -> Result<(), StakeError> {
        let allowed = self.kaiser_values(party);
        if allowed.contains(&kritze) {
            return Ok(());
        }
        let why = match self.phase {
            Phase::Goes { .. } | Phase::BothGo if allowed != self.def.kaiser.values => self
                .def
                .phase_name(self.phase)
                .map(|n| {
                    format!(
                        " {}",
                        crate::t!("rules-stake-why-goes", party = party, name = n)
                    )
                })
                .unwrap_or_default(),
            _ => String::new(),
        };
        Err(StakeError::KaiserValue {
            kritze,
            allowed: format!(
                "{} {}",
                or_list(allowed),
                kritz_word(allowed.last().copied().unwrap_or(0))
            ),
            why,
        })
    }

    fn check_card(&self, card: Card, seen: &[Card]) -> Result<(), StakeError> {
        if card.rank() != Rank::Banner {
            return Err(StakeError::NotAKaiser(card));
        }
        if seen.contains(&card) || self.announced.iter().any(|(_, c)| *c == card) {
            return Err(StakeError::KaiserTwice(card));
        }
        Ok(())
    }

    /// `party` announces one or more Kaiser in one announcement, each with its Kritze; the
    /// announcement is a raise the other party answers. Checks the system's Kritze values (and
    /// the end-game restrictions), the per-announcement limit and the first-Kaiser rule.
    pub fn announce_kaiser(
        &mut self,
        party: Party,
        kaiser: &[(Card, u32)],
    ) -> Result<(), StakeError> {
        self.check_kaiser_window(party)?;
        let rule = &self.def.kaiser;
        if kaiser.is_empty() {
            return Err(StakeError::EmptyAnnouncement);
        }
        if let Some(max) = rule.max_per_announcement
            && kaiser.len() > max
        {
            return Err(StakeError::TooManyKaiser {
                count: kaiser.len(),
                max,
            });
        }
        let mut seen = Vec::new();
        for &(card, kritze) in kaiser {
            self.check_card(card, &seen)?;
            seen.push(card);
            self.check_value(party, kritze)?;
        }
        if !rule.first_may_be_one && self.announced.is_empty() && kaiser[0].1 != 3 {
            return Err(StakeError::FirstKaiserThree);
        }
        self.announced.extend(seen.iter().map(|c| (party, *c)));
        self.put(Raise {
            party,
            kind: RaiseKind::Kaiser(kaiser.to_vec()),
            kritze: kaiser.iter().map(|(_, k)| k).sum(),
        });
        Ok(())
    }

    /// Liebenau: two Kaiser of `party` share one 3 ("Für 2 Kaiser kann man auch zusammen nur
    /// ein 3 machen").
    pub fn announce_joint_kaiser(
        &mut self,
        party: Party,
        pair: [Card; 2],
    ) -> Result<(), StakeError> {
        self.check_kaiser_window(party)?;
        if !self.def.kaiser.joint_three {
            return Err(StakeError::NoJoint);
        }
        self.check_card(pair[0], &[])?;
        self.check_card(pair[1], &pair[..1])?;
        self.check_value(party, 3)?;
        self.announced.extend(pair.iter().map(|c| (party, *c)));
        self.put(Raise {
            party,
            kind: RaiseKind::JointKaiser(pair),
            kritze: 3,
        });
        Ok(())
    }

    /// Lungern, stepwise: one more Kritz for an accepted Kaiser of `party` ("Und noch ein
    /// zweiter Chritz. Kommt Ihr?"); a raise of 1 the other party answers.
    pub fn add_kritz(&mut self, party: Party, card: Card) -> Result<(), StakeError> {
        self.check_kaiser_window(party)?;
        if !self.def.kaiser.stepwise {
            return Err(StakeError::NotStepwise);
        }
        let total: Option<u32> = self
            .accepted
            .iter()
            .filter(|r| r.party == party)
            .flat_map(Raise::kaiser)
            .filter(|(c, _)| *c == card)
            .map(|(_, k)| k)
            .reduce(|a, b| a + b);
        let Some(total) = total else {
            return Err(StakeError::UnknownKaiser { party, card });
        };
        self.check_value(party, total + 1)?;
        self.put(Raise {
            party,
            kind: RaiseKind::Kritz(card),
            kritze: 1,
        });
        Ok(())
    }

    fn check_freien(&self, party: Party, nach: bool) -> Result<&'a FreienRule, StakeError> {
        let what = if nach { "nachfreien" } else { "freien" };
        self.live(party)?;
        let Some(rule) = &self.def.freien else {
            return Err(StakeError::NoFreien(if nach {
                "Nachfreien"
            } else {
                "Freien"
            }));
        };
        let refuse = |why: String| Err(StakeError::FreienRight { party, what, why });
        if let Some(name) = self.gespielt_bars(party) {
            return refuse(crate::t!("rules-freien-beyond-start", name = name));
        }
        if let (Phase::GespieltBleiben { .. }, Some(g)) = (self.phase, &self.def.gespielt_bleiben) {
            return refuse(crate::t!(
                "rules-freien-gespielt",
                name = g.name,
                table = g.table
            ));
        }
        if let (Phase::ZuHauseBleiben { better }, Some(z)) =
            (self.phase, &self.def.zu_hause_bleiben)
            && better.includes(party)
        {
            return refuse(crate::t!("rules-freien-zu-hause", name = z.name));
        }
        if self.stage != Stage::BeforeDeal {
            return refuse(crate::t!("rules-freien-before-deal"));
        }
        let freien_by = self.accepted.iter().find_map(|r| match r.kind {
            RaiseKind::Freien => Some(r.party),
            _ => None,
        });
        let only_freien = self.pending.is_none()
            && self.announced.is_empty()
            && self.accepted.iter().all(|r| r.kind == RaiseKind::Freien);
        if !only_freien {
            return refuse(crate::t!("rules-freien-missed"));
        }
        if nach {
            if !rule.nachfreien {
                return refuse(crate::t!("rules-freien-not-agreed"));
            }
            match freien_by {
                None => return refuse(crate::t!("rules-freien-nobody-yet")),
                Some(f) if f == party => {
                    return refuse(crate::t!("rules-freien-other-party"));
                }
                Some(f) if self.ctx.dealer != Some(f) => {
                    return refuse(crate::t!("rules-freien-vordersitz"));
                }
                Some(_) => {}
            }
            if self
                .accepted
                .iter()
                .any(|r| r.kind == RaiseKind::Nachfreien)
            {
                return refuse(crate::t!("rules-freien-nach-done"));
            }
        } else {
            if freien_by.is_some() {
                return refuse(crate::t!("rules-freien-done"));
            }
            if self.ctx.previous_loser != Some(party) {
                return refuse(match self.ctx.previous_loser {
                    None => crate::t!("rules-freien-first-hand"),
                    Some(l) => crate::t!("rules-freien-loser", party = l),
                });
            }
        }
        Ok(rule)
    }

    /// Whether `party` may freien now.
    pub fn may_freien(&self, party: Party) -> bool {
        self.check_freien(party, false).is_ok()
    }

    /// Whether `party` may nachfreien now.
    pub fn may_nachfreien(&self, party: Party) -> bool {
        self.check_freien(party, true).is_ok()
    }

    fn step(&self) -> u32 {
        self.def.raise.as_ref().map_or(0, |r| r.step)
    }

    /// Lungern: the loser of the previous hand moves the Knopf from 4 to 7 before the deal;
    /// the other party cannot refuse (no answer, no gehen), and it does not count for the
    /// alternation of Spielen.
    pub fn freien(&mut self, party: Party) -> Result<(), StakeError> {
        self.check_freien(party, false)?;
        let kritze = self.step();
        self.accept(Raise {
            party,
            kind: RaiseKind::Freien,
            kritze,
        });
        Ok(())
    }

    /// Lungern, Hindersitz and only if agreed: the other party moves the Knopf on to 10; it
    /// cannot be refused.
    pub fn nachfreien(&mut self, party: Party) -> Result<(), StakeError> {
        self.check_freien(party, true)?;
        let kritze = self.step();
        self.accept(Raise {
            party,
            kind: RaiseKind::Nachfreien,
            kritze,
        });
        Ok(())
    }

    /// The first card is dealt: Freien is over; raises made before must be answered.
    pub fn deal(&mut self) -> Result<(), StakeError> {
        match self.stage {
            Stage::BeforeDeal => {}
            Stage::Over => return Err(StakeError::HandOver),
            _ => {
                return Err(StakeError::Order {
                    what: crate::t!("rules-stake-dealing"),
                    now: crate::t!("rules-stake-now-dealt"),
                });
            }
        }
        self.no_pending(crate::t!("rules-stake-next-dealt"))?;
        self.stage = Stage::Dealing;
        Ok(())
    }

    /// The first card is led: announcing Kaiser is over (and raising where the system says
    /// so); every raise must be answered first.
    pub fn lead(&mut self) -> Result<(), StakeError> {
        match self.stage {
            Stage::Dealing => {}
            Stage::BeforeDeal => {
                return Err(StakeError::Order {
                    what: crate::t!("rules-stake-leading"),
                    now: crate::t!("rules-stake-stage-before-deal"),
                });
            }
            Stage::Play => {
                return Err(StakeError::Order {
                    what: crate::t!("rules-stake-leading-first"),
                    now: crate::t!("rules-stake-now-twice"),
                });
            }
            Stage::Over => return Err(StakeError::HandOver),
        }
        self.no_pending(crate::t!("rules-stake-next-led"))?;
        self.stage = Stage::Play;
        Ok(())
    }

    fn no_pending(&self, next: String) -> Result<(), StakeError> {
        match &self.pending {
            Some(p) => Err(StakeError::Unanswered {
                party: p.party,
                what: p.words(self.def),
                next,
            }),
            None => Ok(()),
        }
    }

    /// `party` has taken the tricks it needs: it books the whole stake, the Kaiser Kritze of
    /// both parties included (winner takes all). Book it once the announced Kaiser are shown.
    pub fn hand_won(&mut self, party: Party) -> Result<Booking, StakeError> {
        self.live(party)?;
        if self.stage != Stage::Play {
            return Err(StakeError::Order {
                what: crate::t!("rules-stake-winning-by-tricks"),
                now: self.stage.words(),
            });
        }
        self.no_pending(crate::t!("rules-stake-next-hand-ends"))?;
        Ok(self.end(party, HandEnd::Tricks))
    }

    /// A Kaiser announced by `offender` proves false: the other party books the whole stake,
    /// whatever the tricks. Also after the hand ended by gehen or tricks (the booking is then
    /// replaced).
    pub fn false_kaiser(&mut self, offender: Party) -> Result<Booking, StakeError> {
        check_party(offender)?;
        if self.def.false_kaiser.is_none() {
            return Err(StakeError::NoFalseKaiserRule);
        }
        if self.result.is_some_and(|b| b.end == HandEnd::FalseKaiser) {
            return Err(StakeError::AlreadyFalse);
        }
        if !self.announced.iter().any(|(p, _)| *p == offender) {
            return Err(StakeError::NoKaiserAnnounced(offender));
        }
        self.pending = None;
        Ok(self.end(other(offender), HandEnd::FalseKaiser))
    }
}

// ---------------------------------------------------------------------------------------------
// A game
// ---------------------------------------------------------------------------------------------

/// A whole game (Partie) between party 0 and party 1: hands are booked until one reaches the
/// target.
#[derive(Debug, Clone)]
pub struct Game<'a> {
    def: &'a StakeDef,
    target: u32,
    scores: [u32; 2],
    previous_loser: Option<Party>,
    throw_ins: u32,
    hands: u32,
}

impl<'a> Game<'a> {
    /// A game to `target`, which the system must allow.
    pub fn new(def: &'a StakeDef, target: u32) -> Result<Game<'a>, StakeError> {
        if !def.target_allowed(target) {
            return Err(StakeError::Target(target, def.targets_text()));
        }
        Ok(Game {
            def,
            target,
            scores: [0, 0],
            previous_loser: None,
            throw_ins: 0,
            hands: 0,
        })
    }

    /// A game to the system's default target.
    pub fn with_default_target(def: &'a StakeDef) -> Game<'a> {
        Game::new(def, def.target.default).expect("validated: the default target is allowed")
    }

    /// A game to the default target for `players` in `parties` (liebenau: 21 Selbander).
    pub fn for_table(def: &'a StakeDef, players: usize, parties: usize) -> Game<'a> {
        Game::new(def, def.default_target(players, parties))
            .expect("validated: by_table targets are allowed")
    }

    /// The target.
    pub fn target(&self) -> u32 {
        self.target
    }

    /// Points per party.
    pub fn scores(&self) -> [u32; 2] {
        self.scores
    }

    /// Hands booked so far.
    pub fn hands(&self) -> u32 {
        self.hands
    }

    /// The party that lost the last hand.
    pub fn previous_loser(&self) -> Option<Party> {
        self.previous_loser
    }

    /// The party that has reached the target.
    pub fn winner(&self) -> Option<Party> {
        match self.phase() {
            Phase::Over { winner } => Some(winner),
            _ => None,
        }
    }

    /// The end-game state for the next hand (for a player UI to announce).
    pub fn phase(&self) -> Phase {
        self.def.phase(self.scores, self.target)
    }

    /// The system's name for the current state (`Üüs goht's`, `Gespielt bleiben`).
    pub fn phase_name(&self) -> Option<&'a str> {
        self.def.phase_name(self.phase())
    }

    /// The game facts for the next hand; `dealer` is the party that deals.
    pub fn context(&self, dealer: Option<Party>) -> StakeContext {
        StakeContext {
            scores: self.scores,
            target: self.target,
            previous_loser: self.previous_loser,
            dealer,
        }
    }

    /// The stake of the next hand.
    pub fn hand(&self, dealer: Option<Party>) -> Result<Stake<'a>, StakeError> {
        Stake::new(self.def, self.context(dealer))
    }

    /// Book a hand: the winner adds the points (willisau records at most the target).
    /// Returns the game's winner once there is one.
    pub fn book(&mut self, booking: Booking) -> Result<Option<Party>, StakeError> {
        check_party(booking.party)?;
        if let Some(w) = self.winner() {
            return Err(StakeError::GameOver(w));
        }
        let p = booking.party;
        self.scores[p] += booking.points;
        if self.def.target.record == Record::Target {
            self.scores[p] = self.scores[p].min(self.target);
        }
        self.previous_loser = Some(other(p));
        self.throw_ins = 0;
        self.hands += 1;
        Ok(self.winner())
    }

    /// Whether the first cards of the next deal go face down ("nachts"): both parties can win
    /// with the empty table, and the throw-ins have not run out.
    pub fn covered_deal(&self) -> bool {
        match (&self.def.night_deal, self.phase()) {
            (Some(n), Phase::BothGo) => n.max_throw_ins.is_none_or(|max| self.throw_ins < max),
            _ => false,
        }
    }

    /// Nobody turned his covered card: the cards are thrown in; says who deals again.
    pub fn throw_in(&mut self) -> Result<Redeal, StakeError> {
        let Some(n) = &self.def.night_deal else {
            return Err(StakeError::NoNightDeal(crate::t!("rules-night-none")));
        };
        if !self.covered_deal() {
            let why = match (self.phase(), n.max_throw_ins) {
                (Phase::BothGo, Some(max)) => {
                    crate::t!("rules-night-max", max = max)
                }
                _ => crate::t!(
                    "rules-night-needs",
                    name = n.name,
                    points = self.target.saturating_sub(n.below)
                ),
            };
            return Err(StakeError::NoNightDeal(why));
        }
        self.throw_ins += 1;
        Ok(n.redeal)
    }

    /// Covered deals thrown in since the last booked hand.
    pub fn throw_ins(&self) -> u32 {
        self.throw_ins
    }
}

impl fmt::Display for Booking {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let how = match self.end {
            HandEnd::Tricks => crate::t!("rules-booking-tricks"),
            HandEnd::Gehen => crate::t!("rules-booking-gehen"),
            HandEnd::FalseKaiser => crate::t!("rules-booking-false-kaiser"),
        };
        f.write_str(&crate::t!(
            "rules-booking",
            party = self.party,
            points = self.points,
            how = how
        ))
    }
}

#[cfg(test)]
mod tests;
