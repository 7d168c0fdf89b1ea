//! The quickplay-finish draw claim (FIDE 10.2 (en)): the player to move, short of time, claims a
//! draw before his flag falls; the arbiter declares it drawn, postpones his decision or rejects
//! the claim. The arbiter's judgement is an event of the log (`Decide`); what each decision
//! entails (the extra time, the clause cited) comes from the rulebook.

use trongtai_rulebook::law::{QuickplayClaim, QuickplayFinish};

use crate::error::ArbiterError;
use crate::event::Decision;
use crate::side::{GameResult, Side};
use crate::verdict::{Penalty, PenaltyKind, Reason};

use super::Replay;

/// The claim awaiting the arbiter's decision, and the one he postponed.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Quickplay {
    /// The claimant whose claim was just made and not yet decided.
    pub(super) pending: Option<usize>,
    /// The claimant whose claim the arbiter postponed; he declares the result later.
    pub(super) postponed: Option<usize>,
}

impl Replay<'_> {
    /// The law's quickplay-finish claim, if it has one.
    fn quickplay_rule(&self) -> Option<QuickplayClaim> {
        match &self.law.quickplay.value {
            QuickplayFinish::Claim(q) => Some(q.clone()),
            QuickplayFinish::NotInThisLaw => None,
        }
    }

    /// Whether a quickplay-finish claim awaits the arbiter's decision.
    pub(super) fn quickplay_pending(&self) -> bool {
        self.quickplay.pending.is_some()
    }

    /// A quickplay-finish claim by `claimant`.
    pub(super) fn claim_quickplay(&mut self, i: usize, claimant: usize) -> Result<(), ArbiterError> {
        let Some(q) = self.quickplay_rule() else {
            return Err(ArbiterError::Event {
                index: i,
                message: format!(
                    "rulebook `{}` has no quickplay-finish claim (`clock.quickplay_finish`: {})",
                    self.law.id, self.law.quickplay.article
                ),
            });
        };
        let Some(left) = self.clock.as_ref().map(|c| c.left(claimant)) else {
            return Err(ArbiterError::Event {
                index: i,
                message: "a quickplay-finish claim needs clocks: the set-up has no time control".into(),
            });
        };
        let who = self.sides[claimant].clone();
        let to_move = self.game.turn(&self.pos);
        let refused = if claimant != to_move {
            Some(format!(
                "{who} claims a draw under the quickplay finish, but only the player having the move may claim"
            ))
        } else if self.flags_down[claimant] || left <= 0 {
            Some(format!(
                "{who} claims a draw under the quickplay finish after his flag has fallen: too late"
            ))
        } else if left >= q.below.ms_signed() {
            Some(format!(
                "{who} claims a draw under the quickplay finish with {left} ms left, not less than {} ms: no claim lies",
                q.below.ms()
            ))
        } else {
            None
        };
        if let Some(text) = refused {
            self.rule(i, &q.clauses.claim, text);
            return Ok(());
        }
        let text = format!("{who} claims a draw with {left} ms left, before his flag falls: the arbiter decides");
        self.rule(i, &q.clauses.claim, text);
        if self.law.claim_is_offer.value {
            let article = self.law.claim_is_offer.article.clone();
            self.rule(i, &article, format!("{who}'s claim counts as a draw offer"));
            self.offer = Some(claimant);
        }
        self.quickplay.pending = Some(claimant);
        self.quickplay.postponed = None;
        Ok(())
    }

    /// The arbiter's decision on the claim just made, or on the one he postponed.
    pub(super) fn decide(&mut self, i: usize, decision: Decision) -> Result<(), ArbiterError> {
        let (claimant, postponed) = match (self.quickplay.pending, self.quickplay.postponed) {
            (Some(c), _) => (c, false),
            (None, Some(c)) => (c, true),
            (None, None) => {
                return Err(ArbiterError::Event {
                    index: i,
                    message: "no quickplay-finish claim to decide".into(),
                })
            }
        };
        let Some(q) = self.quickplay_rule() else {
            return Err(ArbiterError::Event {
                index: i,
                message: format!("rulebook `{}` has no quickplay-finish claim", self.law.id),
            });
        };
        let (who, opponent) = (self.sides[claimant].clone(), self.sides[1 - claimant].clone());
        self.quickplay.pending = None;
        match decision {
            Decision::Draw => {
                self.quickplay.postponed = None;
                let (article, text) = if postponed {
                    (
                        q.clauses.postponed.clone(),
                        format!("the arbiter declares the result of {who}'s postponed claim: drawn"),
                    )
                } else {
                    (
                        q.clauses.drawn.clone(),
                        format!("the arbiter grants {who}'s claim: drawn"),
                    )
                };
                self.end(i, GameResult::Draw, Reason::QuickplayFinish, &article, text);
            }
            Decision::Postpone { extra_time } => {
                if postponed {
                    return Err(ArbiterError::Event {
                        index: i,
                        message: format!(
                            "{who}'s claim is already postponed: the arbiter declares its result (Draw or Reject)"
                        ),
                    });
                }
                self.quickplay.postponed = Some(claimant);
                let article = q.clauses.postponed.clone();
                let text = format!("the arbiter postpones his decision on {who}'s claim; the game goes on");
                self.rule(i, &article, text);
                if extra_time {
                    self.award(i, claimant, q.postponed.ms(), &article, &opponent);
                }
            }
            Decision::Reject => {
                self.quickplay.postponed = None;
                let article = q.clauses.rejected.clone();
                self.rule(i, &article, format!("the arbiter rejects {who}'s claim"));
                self.award(i, claimant, q.rejected.ms(), &article, &opponent);
                // A flag that fell while the decision was postponed stands once the claim is
                // rejected.
                if postponed && self.flags_down[claimant] && self.over.is_none() {
                    self.flag_fall(i, claimant);
                }
            }
        }
        Ok(())
    }

    /// `ms` added to the time of the claimant's opponent.
    fn award(&mut self, i: usize, claimant: usize, ms: u64, article: &str, opponent: &str) {
        if let Some(c) = &mut self.clock {
            c.adjust(1 - claimant, i64::try_from(ms).unwrap_or(i64::MAX));
        }
        self.penalties.push(Penalty {
            player: Side::from_index(claimant),
            kind: PenaltyKind::TimeToOpponent,
            amount_ms: Some(ms),
            article: article.to_string(),
        });
        self.rule(i, article, format!("{ms} ms added to {opponent}'s time"));
    }

    /// Whether the flag of `side` falls with his claim postponed: the arbiter declares the result
    /// (FIDE 10.2(b) (en)), so the fall is noted and not ruled yet. Returns whether it was.
    pub(super) fn flag_with_claim_postponed(&mut self, i: usize, side: usize) -> bool {
        if self.quickplay.postponed != Some(side) {
            return false;
        }
        let Some(article) = self.quickplay_rule().map(|q| q.clauses.postponed) else {
            return false;
        };
        self.flags_down[side] = true;
        let text = format!(
            "{}'s flag has fallen with his claim postponed: the arbiter declares the result",
            self.sides[side]
        );
        self.rule(i, &article, text);
        true
    }
}
