//! Forbidden repetitions in the replay: the hooks into [`crate::forbidden`].
//!
//! A law such as XQ99 7.1(g)/(h) makes the side that breaks a prohibition vary, and rules on its
//! refusal. The log may record the arbiter's order (`OrderToVary`) and the player's refusal
//! (`RefuseToVary`); where it does not, the refusal is read as given when the position occurs
//! the number of times the rulebook gives (`draws.perpetual_check`), as in an archive.

use trongtai_engine::{GamePosition, Move};

use crate::forbidden::{Conduct, Outcome};
use crate::side::GameResult;
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

    pub(super) fn conclude(&mut self, i: usize, outcome: &Outcome, how: &str) {
        let text = format!("{} ({how})", outcome.describe(self.game));
        let result = match outcome.loser {
            Some(l) => Self::loss(l),
            None => GameResult::Draw,
        };
        self.end(i, result, Self::reason(outcome), &outcome.article, text);
    }

    /// The arbiter orders `side` to vary: valid when, over the cycle since the position last
    /// occurred, `side` breaks a prohibition the other side does not.
    pub(super) fn order_to_vary(&mut self, i: usize, side: usize) {
        let outcome = self.outcome(2);
        let name = self.sides[side].clone();
        match outcome {
            Some(o) if o.loser == Some(side) => {
                self.ordered[side] = true;
                let text = format!("{}: the arbiter orders {name} to vary", o.describe(self.game));
                self.rule(i, &o.article, text);
            }
            Some(o) => {
                let text = format!("{}: {name} need not vary", o.describe(self.game));
                self.rule(i, &o.article, text);
            }
            None => {
                let article = self.law.repetition.article.clone();
                let text = format!("{name} breaks no prohibition in this repetition and need not vary");
                self.rule(i, &article, text);
            }
        }
    }

    /// `side` refuses to vary after the order: the law's verdict for the repetition applies.
    pub(super) fn refuse_to_vary(&mut self, i: usize, side: usize) {
        let name = self.sides[side].clone();
        match self.outcome(2) {
            Some(o) if self.ordered[side] && o.loser == Some(side) => {
                self.conclude(i, &o, &format!("{name} refuses the order to vary"));
            }
            _ => {
                let article = self.law.repetition.article.clone();
                self.rule(
                    i,
                    &article,
                    format!("{name} was not ordered to vary: the refusal changes nothing"),
                );
            }
        }
    }
}
