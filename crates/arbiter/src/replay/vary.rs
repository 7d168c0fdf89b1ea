//! Forbidden repetitions in the replay: the hooks into [`crate::forbidden`].
//!
//! A law such as XQ99 7.1(g)/(h) makes the side that breaks a prohibition vary, and rules on its
//! refusal. The log may record the arbiter's order (`OrderToVary`) and the player's refusal
//! (`RefuseToVary`); where it does not, the refusal is read as given when the position occurs
//! the number of times the rulebook gives (`draws.perpetual_check`), as in an archive.

use trongtai_engine::{GamePosition, Move};

use crate::forbidden::{Conduct, Outcome};
use crate::said::{Persisted, Said};
use crate::side::{GameResult, Side};
use crate::verdict::Reason;

use super::Replay;

impl Replay<'_> {
    /// Whether the move counts as a chase in the quota of repeated checks and chases.
    pub(super) fn chase_counts(&self, prior: &GamePosition, m: Move) -> bool {
        self.law
            .forbidden
            .as_ref()
            .is_some_and(|f| f.chases_capped() && f.is_chase(self.game, prior, m))
    }

    /// A side that reaches a position not seen before has varied: an order to vary is spent.
    pub(super) fn varied(&mut self, mover: usize) {
        if self.tally.current_occurrences() == 1 {
            self.ordered[mover] = false;
        }
    }

    fn reason(outcome: &Outcome) -> Reason {
        let by_loser = outcome.loser.map(|l| &outcome.conduct[l]);
        match by_loser {
            Some(Conduct::PerpetualCheck) => Reason::PerpetualCheck,
            Some(_) => Reason::PerpetualChase,
            None if outcome.is_check() => Reason::PerpetualCheck,
            None => Reason::PerpetualChase,
        }
    }

    fn outcome(&self, n: usize) -> Option<Outcome> {
        self.tally.forbidden_outcome(self.game, self.law, n).map(|(o, _)| o)
    }

    /// Cites the clauses the outcome applied, the deciding chase rules before the outcome
    /// clause ([`Outcome::articles`]).
    fn cite_all(&mut self, outcome: &Outcome) {
        for a in &outcome.articles {
            self.cite(a);
        }
    }

    pub(super) fn conclude(&mut self, i: usize, outcome: &Outcome, how: Persisted) {
        let text = Said::Forbidden {
            prohibited: outcome.prohibited(self.game),
            how,
        };
        let result = match outcome.loser {
            Some(l) => Self::loss(l),
            None => GameResult::Draw,
        };
        self.cite_all(outcome);
        self.end(i, result, Self::reason(outcome), &outcome.article, text);
    }

    /// The arbiter orders `side` to vary: valid when, over the cycle since the position last
    /// occurred, `side` breaks a prohibition the other side does not.
    pub(super) fn order_to_vary(&mut self, i: usize, side: usize) {
        let outcome = self.outcome(2);
        let name = Side::from_index(side);
        match outcome {
            Some(o) if o.loser == Some(side) => {
                self.ordered[side] = true;
                let text = Said::OrderedToVary {
                    prohibited: o.prohibited(self.game),
                    side: name,
                };
                self.cite_all(&o);
                self.rule(i, &o.article, text);
            }
            Some(o) => {
                let text = Said::NeedNotVary {
                    prohibited: o.prohibited(self.game),
                    side: name,
                };
                self.cite_all(&o);
                self.rule(i, &o.article, text);
            }
            None => {
                let article = self.law.repetition.article.clone();
                self.rule(i, &article, Said::NoProhibition { side: name });
            }
        }
    }

    /// `side` refuses to vary after the order: the law's verdict for the repetition applies.
    pub(super) fn refuse_to_vary(&mut self, i: usize, side: usize) {
        let name = Side::from_index(side);
        match self.outcome(2) {
            Some(o) if self.ordered[side] && o.loser == Some(side) => {
                self.conclude(i, &o, Persisted::Refused { side: name });
            }
            _ => {
                let article = self.law.repetition.article.clone();
                self.rule(i, &article, Said::NotOrderedToVary { side: name });
            }
        }
    }
}
