//! The quickplay-finish draw claim (FIDE 10.2 (en)): the player to move, short of time, claims a
//! draw before his flag falls; the arbiter declares it drawn, postpones his decision or rejects
//! the claim. The arbiter's judgement is an event of the log (`Decide`); what each decision
//! entails (the extra time, the clause cited) comes from the rulebook.

use trongtai_i18n::{msg, Message};
use trongtai_rulebook::law::{QuickplayClaim, QuickplayFinish};

use crate::error::ArbiterError;
use crate::event::Decision;
use crate::said::Said;
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
    /// The player whose request for an increment awaits the opponent's answer or the arbiter's
    /// decision (FIDE 2014 G.4, 2017 III.4).
    pub(super) request: Option<usize>,
}

impl Replay<'_> {
    /// The law's quickplay-finish claim, if it has one.
    fn quickplay_rule(&self) -> Option<QuickplayClaim> {
        match &self.law.quickplay.value {
            QuickplayFinish::Claim(q) => Some((**q).clone()),
            QuickplayFinish::NotInThisLaw => None,
        }
    }

    /// The law's request for an increment and its clause, if it has one.
    fn increment_rule(&self) -> Option<(trongtai_rulebook::law::IncrementRequest, String)> {
        let q = self.quickplay_rule()?;
        let clause = q
            .clauses
            .increment_request
            .clone()
            .unwrap_or_else(|| q.clauses.claim.clone());
        q.increment_request.map(|r| (r, clause))
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
                message: msg::ArbiterNoQuickplay {
                    id: &self.law.id,
                    article: &self.law.quickplay.article,
                }
                .text(),
            });
        };
        let Some((left, quota, increment)) = self.clock.as_ref().map(|c| {
            (
                c.left(claimant),
                c.period_quota(claimant).is_some(),
                c.increment(claimant),
            )
        }) else {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterQuickplayNeedsClocks.text(),
            });
        };
        let who = Side::from_index(claimant);
        let to_move = self.game.turn(&self.pos);
        let refused = if claimant != to_move {
            Some(Said::QuickplayNotToMove { side: who })
        } else if self.flags_down[claimant] || left <= 0 {
            Some(Said::QuickplayFlagDown { side: who })
        } else if q.finish_only && quota {
            Some(Said::QuickplayNotAFinish { side: who })
        } else if q.without_increment && increment > 0 {
            Some(Said::QuickplayWithIncrement { side: who })
        } else if left >= q.below.ms_signed() {
            Some(Said::QuickplayTimeLeft {
                side: who,
                left_ms: left,
                below_ms: q.below.ms(),
            })
        } else {
            None
        };
        if let Some(text) = refused {
            // Outside a quickplay finish the claim fails on the clause defining the finish.
            // A claim with an increment fails on the clause that opens it only without one.
            let clause = match (&text, &q.clauses.finish, &q.clauses.without_increment) {
                (Said::QuickplayNotAFinish { .. }, Some(finish), _) => finish,
                (Said::QuickplayWithIncrement { .. }, _, Some(without)) => without,
                _ => &q.clauses.claim,
            };
            self.rule(i, clause, text);
            return Ok(());
        }
        let said = Said::QuickplayClaim {
            side: who,
            left_ms: left,
        };
        self.rule(i, &q.clauses.claim, said);
        if self.law.claim_is_offer.value {
            let article = self.law.claim_is_offer.article.clone();
            self.rule(i, &article, Said::ClaimIsOffer { side: who });
            self.offer = Some(claimant);
        }
        self.quickplay.pending = Some(claimant);
        self.quickplay.postponed = None;
        Ok(())
    }

    /// A request by `requester` for an increment for both players (FIDE 2014 G.4, 2017 III.4):
    /// an offer of a draw, which the opponent answers; refused, the arbiter decides.
    pub(super) fn request_increment(&mut self, i: usize, requester: usize) -> Result<(), ArbiterError> {
        let Some((r, clause)) = self.increment_rule() else {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterNoIncrementRequest {
                    id: &self.law.id,
                    article: &self.law.quickplay.article,
                }
                .text(),
            });
        };
        let Some(left) = self.clock.as_ref().map(|c| c.left(requester)) else {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterIncrementNeedsClocks.text(),
            });
        };
        let who = Side::from_index(requester);
        let without = self
            .quickplay_rule()
            .filter(|q| q.without_increment)
            .map(|q| q.clauses.without_increment.unwrap_or_else(|| clause.clone()));
        if let (Some(without), true) = (without, self.clock.as_ref().is_some_and(|c| c.has_increment())) {
            self.rule(i, &without, Said::QuickplayWithIncrement { side: who });
            return Ok(());
        }
        let refused = if requester != self.game.turn(&self.pos) {
            Some(Said::QuickplayNotToMove { side: who })
        } else if left >= r.below.ms_signed() {
            Some(Said::QuickplayTimeLeft {
                side: who,
                left_ms: left,
                below_ms: r.below.ms(),
            })
        } else {
            None
        };
        if let Some(text) = refused {
            self.rule(i, &clause, text);
            return Ok(());
        }
        self.rule(i, &clause, Said::IncrementRequested { side: who });
        self.offer = Some(requester);
        self.quickplay.request = Some(requester);
        Ok(())
    }

    /// The arbiter's decision on a request for an increment the opponent refused.
    fn decide_request(&mut self, i: usize, requester: usize, decision: Decision) -> Result<(), ArbiterError> {
        let Some((r, clause)) = self.increment_rule() else {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterNoIncrementRequestHere { id: &self.law.id }.text(),
            });
        };
        self.quickplay.request = None;
        let who = Side::from_index(requester);
        match decision {
            Decision::Grant => {
                if let Some(c) = &mut self.clock {
                    c.add_increment(r.increment.ms());
                }
                let said = Said::IncrementGranted {
                    side: who,
                    increment_ms: r.increment.ms(),
                };
                self.rule(i, &clause, said);
                self.award(i, requester, r.awarded.ms(), &clause);
            }
            Decision::Reject => self.rule(i, &clause, Said::IncrementRejected { side: who }),
            Decision::Draw | Decision::Postpone { .. } => {
                return Err(ArbiterError::Event {
                    index: i,
                    message: msg::ArbiterGrantOrReject.text(),
                })
            }
        }
        Ok(())
    }

    /// The arbiter's decision on the claim just made, or on the one he postponed.
    pub(super) fn decide(&mut self, i: usize, decision: Decision) -> Result<(), ArbiterError> {
        if let (None, Some(requester)) = (self.quickplay.pending, self.quickplay.request) {
            return self.decide_request(i, requester, decision);
        }
        if decision == Decision::Grant {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterOnlyIncrementGranted.text(),
            });
        }
        let (claimant, postponed) = match (self.quickplay.pending, self.quickplay.postponed) {
            (Some(c), _) => (c, false),
            (None, Some(c)) => (c, true),
            (None, None) => {
                return Err(ArbiterError::Event {
                    index: i,
                    message: msg::ArbiterNoClaimToDecide.text(),
                })
            }
        };
        let Some(q) = self.quickplay_rule() else {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterNoQuickplayHere { id: &self.law.id }.text(),
            });
        };
        let who = Side::from_index(claimant);
        self.quickplay.pending = None;
        match decision {
            Decision::Draw => {
                self.quickplay.postponed = None;
                let (article, text) = if postponed {
                    (q.clauses.postponed.clone(), Said::QuickplayPostponedDrawn { side: who })
                } else {
                    (q.clauses.drawn.clone(), Said::QuickplayGranted { side: who })
                };
                self.end(i, GameResult::Draw, Reason::QuickplayFinish, &article, text);
            }
            Decision::Postpone { extra_time } => {
                if postponed {
                    return Err(ArbiterError::Event {
                        index: i,
                        message: msg::ArbiterAlreadyPostponed {
                            side: &self.sides[claimant],
                        }
                        .text(),
                    });
                }
                self.quickplay.postponed = Some(claimant);
                let article = q.clauses.postponed.clone();
                self.rule(i, &article, Said::QuickplayPostponed { side: who });
                if extra_time {
                    self.award(i, claimant, q.postponed.ms(), &article);
                }
            }
            Decision::Reject => {
                self.quickplay.postponed = None;
                let article = q.clauses.rejected.clone();
                self.rule(i, &article, Said::QuickplayRejected { side: who });
                self.award(i, claimant, q.rejected.ms(), &article);
                // A flag that fell while the decision was postponed stands once the claim is
                // rejected.
                if postponed && self.flags_down[claimant] && self.over.is_none() {
                    self.flag_fall(i, claimant);
                }
            }
            Decision::Grant => {}
        }
        Ok(())
    }

    /// `ms` added to the time of the claimant's opponent.
    fn award(&mut self, i: usize, claimant: usize, ms: u64, article: &str) {
        if let Some(c) = &mut self.clock {
            c.adjust(1 - claimant, i64::try_from(ms).unwrap_or(i64::MAX));
        }
        self.penalties.push(Penalty {
            player: Side::from_index(claimant),
            kind: PenaltyKind::TimeToOpponent,
            amount_ms: Some(ms),
            article: article.to_string(),
        });
        let said = Said::TimeAdded {
            to: Side::from_index(1 - claimant),
            ms,
        };
        self.rule(i, article, said);
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
        let said = Said::FlagFellClaimPostponed {
            side: Side::from_index(side),
        };
        self.rule(i, &article, said);
        true
    }
}
