//! Validation of the merged `stake:` section and the end-game states it defines: which
//! targets a game may have, which state (Phase) the next hand is in, and the Kritze allowed.

use super::{DealPause, Invalid, OtherTargets, Party, StakeDef, StakeFile, Targets, Value};

fn text(s: &str) -> Value {
    Value::Text(s.to_string())
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
            deal: self.deal.or(parent.deal),
        }
    }

    /// Check the merged section and turn it into a [`StakeDef`]. The error names the field
    /// (`kaiser.values: ...`) and what would be right.
    pub fn validate(self) -> Result<StakeDef, Invalid> {
        let need = |what: &str| Invalid::new("rules-stake-missing").with("what", text(what));
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
            deal: self.deal,
        };
        def.check()?;
        Ok(def)
    }
}

/// Whether `values` is 1 to 9 Kritze, rising, each once.
fn check_kritze(field: &str, values: &[u32], allowed: Option<&[u32]>) -> Result<(), Invalid> {
    if values.iter().any(|v| !(1..=9).contains(v)) || values.windows(2).any(|w| w[0] >= w[1]) {
        return Err(Invalid::new("rules-stake-kritze-rising")
            .with("field", text(field))
            .with("values", Value::List(values.to_vec())));
    }
    if let Some(allowed) = allowed {
        if values.is_empty() {
            return Err(Invalid::new("rules-stake-kritze-empty").with("field", text(field)));
        }
        if let Some(v) = values.iter().find(|v| !allowed.contains(v)) {
            return Err(Invalid::new("rules-stake-kritze-not-allowed")
                .with("field", text(field))
                .with("value", Value::Num(*v))
                .with("allowed", Value::List(allowed.to_vec())));
        }
    }
    Ok(())
}

impl StakeDef {
    /// Whether the cutter cuts again when a Kaiser lies at the bottom.
    pub fn recut(&self) -> bool {
        self.deal.as_ref().is_some_and(|d| d.recut)
    }

    /// Whether a face-up Kaiser is announced during the deal, before the other cards.
    pub fn face_up_kaiser_at_once(&self) -> bool {
        self.deal.as_ref().is_some_and(|d| d.face_up_kaiser_at_once)
    }

    /// Where the dealer pauses in the deal (liebenau), in deal order.
    pub fn pauses(&self) -> &[DealPause] {
        self.deal.as_ref().map_or(&[], |d| d.pauses.as_slice())
    }

    fn check(&self) -> Result<(), Invalid> {
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
            (
                "night_deal.single",
                self.night_deal
                    .as_ref()
                    .and_then(|r| r.single.as_ref())
                    .map(|r| &r.source),
            ),
            ("deal", self.deal.as_ref().map(|r| &r.source)),
        ];
        for (field, source) in sources {
            if source.is_some_and(|s| s.is_blank()) {
                return Err(Invalid::new("rules-stake-source-empty").with("field", text(field)));
            }
        }
        if self.table.value == 0 {
            return Err(Invalid::new("rules-stake-table-value"));
        }
        if let Some(r) = &self.raise
            && (r.step == 0 || r.name.trim().is_empty())
        {
            return Err(Invalid::new("rules-stake-raise"));
        }
        let k = &self.kaiser;
        check_kritze("kaiser.values", &k.values, None)?;
        if k.stepwise {
            let max = k.values.last().copied().unwrap_or(0);
            if k.values != (1..=max).collect::<Vec<_>>() {
                return Err(Invalid::new("rules-stake-stepwise")
                    .with("values", Value::List(k.values.clone())));
            }
        }
        if k.max_per_announcement == Some(0) {
            return Err(Invalid::new("rules-stake-max-per-announcement"));
        }
        if k.joint_three && !k.values.contains(&3) {
            return Err(Invalid::new("rules-stake-joint-three"));
        }
        let t = &self.target;
        if t.values.is_empty() || t.values.contains(&0) {
            return Err(Invalid::new("rules-stake-target-values"));
        }
        if !self.target_allowed(t.default) {
            return Err(Invalid::new("rules-stake-target-default")
                .with("target", Value::Num(t.default))
                .with("targets", Value::Targets(self.targets())));
        }
        if let Some(bad) = t.by_table.iter().find(|b| !self.target_allowed(b.target)) {
            return Err(Invalid::new("rules-stake-target-by-table")
                .with("target", Value::Num(bad.target))
                .with("targets", Value::Targets(self.targets())));
        }
        if let Some(b) = &self.board {
            let Some(r) = &self.raise else {
                return Err(Invalid::new("rules-stake-board-raise"));
            };
            if b.fields.len() < 2
                || b.fields[0] != self.table.value
                || b.fields.windows(2).any(|w| w[1] != w[0] + r.step)
            {
                return Err(Invalid::new("rules-stake-board-fields")
                    .with("fields", Value::List(b.fields.clone()))
                    .with("table", Value::Num(self.table.value))
                    .with("step", Value::Num(r.step)));
            }
        }
        if self.freien.is_some() && self.raise.is_none() {
            return Err(Invalid::new("rules-stake-freien-raise"));
        }
        if let Some(z) = &self.zu_hause_bleiben
            && z.from < z.to
        {
            return Err(Invalid::new("rules-stake-zu-hause")
                .with("from", Value::Num(z.from))
                .with("to", Value::Num(z.to)));
        }
        if let (Some(z), Some(g)) = (&self.zu_hause_bleiben, &self.gespielt_bleiben)
            && g.below >= z.to
        {
            return Err(Invalid::new("rules-stake-gespielt-below")
                .with("below", Value::Num(g.below))
                .with("to", Value::Num(z.to)));
        }
        if let Some(g) = &self.gespielt_bleiben
            && g.table == 0
        {
            return Err(Invalid::new("rules-stake-gespielt-table"));
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

    /// The allowed targets (narrated by the app as `51 or 101, or any other odd number`).
    pub fn targets(&self) -> Targets {
        Targets {
            values: self.target.values.clone(),
            other: self.target.other,
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

    /// Whether the next deal at a table of single players is covered (liebenau's
    /// `night_deal.single`): every player within `below` of the target and none there yet.
    pub fn single_covered(&self, scores: &[u32], target: u32) -> bool {
        match &self.night_deal {
            Some(n) if n.single.is_some() && !scores.is_empty() => scores
                .iter()
                .all(|&s| s < target && s >= target.saturating_sub(n.below)),
            _ => false,
        }
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
