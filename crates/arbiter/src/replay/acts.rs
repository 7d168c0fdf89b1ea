//! Acts penalised as illegal moves (FIDE 2017 7.7.1 and 7.8.1, 2018 7.5.3 and 7.5.4: a clock
//! pressed without a move, a move made with two hands), and the rule of rapid and blitz under
//! which a completed illegal move is sanctioned only when the arbiter observes it or the opponent
//! claims before his next move, and stands otherwise (FIDE 2014 A.4(b), 2018 A.4.2). Which acts
//! count, their clauses and the ladder of sanctions are the law's (`conduct.illegal_move`); the
//! sanction itself is the one of illegal moves ([`Replay::illegal_sanction`]).

use trongtai_i18n::{msg, Message};
use trongtai_rulebook::law::IllegalRuled;

use super::Replay;
use crate::error::ArbiterError;
use crate::said::Said;
use crate::side::Side;

/// An act the law penalises as if it were an illegal move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Act {
    /// The clock pressed without a move.
    PressWithoutMove,
    /// A move made with two hands.
    TwoHands,
}

impl Replay<'_> {
    /// Whether the law sanctions illegal moves only when observed or claimed before the reply.
    fn acts_wait(&self) -> bool {
        self.law.illegal.value.ruled == Some(IllegalRuled::SeenOrClaimedBeforeReply)
    }

    /// The clause that makes `act` an illegal move in this law, if it does.
    fn act_clause(&self, act: Act) -> Option<String> {
        let clauses = self.law.illegal.value.clauses.as_ref()?;
        match act {
            Act::PressWithoutMove => clauses.press_without_move.clone(),
            Act::TwoHands => clauses.two_hands.clone(),
        }
    }

    /// The clock pressed by the player to move without a move, where the law penalises it as an
    /// illegal move: `false` where it does not (the press is then refused as an impossible event).
    pub(super) fn press_without_move(&mut self, i: usize) -> bool {
        let Some(clause) = self.act_clause(Act::PressWithoutMove) else {
            return false;
        };
        let side = self.game.turn(&self.pos);
        if self.acts_wait() {
            // The press stands until the arbiter sees it or the opponent claims: the opponent's
            // clock runs meanwhile.
            if let Some(c) = &mut self.clock {
                c.start(1 - side);
            }
            self.conduct.awaiting_act = Some(side);
            self.conduct.awaiting_kind = Some((Act::PressWithoutMove, clause));
            return true;
        }
        // The position before the irregularity is the board as it stands: his clock runs on.
        self.act_sanctioned(i, side, Act::PressWithoutMove, &clause);
        true
    }

    /// The last move was made with two hands (`TwoHands`): completed by the clock press where
    /// the law penalises it as an illegal move; the move itself stands.
    pub(super) fn two_hands(&mut self, i: usize) -> Result<(), ArbiterError> {
        let Some(clause) = self.act_clause(Act::TwoHands) else {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterNoTwoHands { id: &self.law.id }.text(),
            });
        };
        // An illegal move made with two hands counts once (the FIDE interpretations of 2017,
        // point 3): the illegal move was ruled when it was made.
        let illegal = self.conduct.last_illegal.is_some();
        if let Some(side) = self
            .unpressed
            .or(self.conduct.last_illegal.filter(|_| self.conduct.illegal_unpressed))
        {
            // Not yet completed: the press will complete it.
            self.conduct.two_hands_unpressed = Some((side, illegal));
            return Ok(());
        }
        let side = match self.conduct.last_illegal {
            Some(author) => author,
            // The move was completed: its author is the side not to move.
            None => 1 - self.game.turn(&self.pos),
        };
        self.two_hands_completed(i, side, illegal, &clause);
        Ok(())
    }

    /// The press completing a move made with two hands.
    pub(super) fn two_hands_pressed(&mut self, i: usize) {
        let Some((side, illegal)) = self.conduct.two_hands_unpressed.take() else {
            return;
        };
        if let Some(clause) = self.act_clause(Act::TwoHands) {
            self.two_hands_completed(i, side, illegal, &clause);
        }
    }

    fn two_hands_completed(&mut self, i: usize, side: usize, illegal: bool, clause: &str) {
        if illegal {
            self.rule(
                i,
                clause,
                Said::TwoHandsCountedOnce {
                    side: Side::from_index(side),
                },
            );
            return;
        }
        if self.acts_wait() {
            self.conduct.awaiting_act = Some(side);
            self.conduct.awaiting_kind = Some((Act::TwoHands, clause.to_owned()));
            return;
        }
        self.act_sanctioned(i, side, Act::TwoHands, clause);
    }

    /// An act penalised as an illegal move: counted with the illegal moves, ruled under its
    /// clause, and the sanction of the law's ladder.
    fn act_sanctioned(&mut self, i: usize, side: usize, act: Act, clause: &str) {
        self.conduct.illegal[side] += 1;
        let number = self.conduct.illegal[side] as usize;
        let who = Side::from_index(side);
        let said = match act {
            Act::PressWithoutMove => Said::PressWithoutMove { side: who, number },
            Act::TwoHands => Said::TwoHands { side: who, number },
        };
        self.rule(i, clause, said);
        let own = self.law.illegal.value.clauses.as_ref().and_then(|c| match act {
            Act::PressWithoutMove => c.press_without_move_sanctions.clone(),
            Act::TwoHands => c.two_hands_sanctions.clone(),
        });
        self.illegal_sanction_cited(i, side, number, own.as_deref());
    }

    /// The arbiter observes the illegal move (or act) just completed, before the opponent has
    /// moved (`Observed`).
    pub(super) fn observed(&mut self, i: usize) -> Result<(), ArbiterError> {
        let Some(offender) = self.conduct.awaiting_act else {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterNothingObserved.text(),
            });
        };
        let article = self.law.illegal.article.clone();
        self.rule(
            i,
            &article,
            Said::IllegalObserved {
                side: Side::from_index(offender),
            },
        );
        self.act_on(i, offender);
        Ok(())
    }

    /// The opponent of the side whose illegal move awaits claims it before his next move:
    /// `false` when nothing awaits.
    pub(super) fn claim_awaiting(&mut self, i: usize) -> bool {
        let Some(offender) = self.conduct.awaiting_act else {
            return false;
        };
        let article = self.law.illegal.article.clone();
        let said = Said::IllegalClaimed {
            side: Side::from_index(1 - offender),
        };
        self.rule(i, &article, said);
        self.act_on(i, offender);
        true
    }

    /// The arbiter acts on the awaiting illegal move of `offender`: the position before it is
    /// reinstated (his clock runs again) and the law's sanction follows.
    fn act_on(&mut self, i: usize, offender: usize) {
        self.conduct.awaiting_act = None;
        self.conduct.completed_illegal = None;
        if let Some(c) = &mut self.clock {
            c.start(offender);
        }
        match self.conduct.awaiting_kind.take() {
            Some((act, clause)) => self.act_sanctioned(i, offender, act, &clause),
            None => {
                let (reinstate, _) = self.law.illegal_clauses();
                self.cite(&reinstate);
                self.conduct.illegal[offender] += 1;
                let number = self.conduct.illegal[offender] as usize;
                self.illegal_sanction(i, offender, number);
            }
        }
    }
}
