//! Adjournment: when the envelope with the sealed move is opened, a sealed move that is illegal
//! or names no move, its explanation, and an adjourned game one side abandons.

use trongtai_engine::MoveError;
use trongtai_i18n::{msg, Message};
use trongtai_rulebook::law::{AbandonedAdjournment, SealOpening, WrongSealedMove};

use super::Replay;
use crate::error::ArbiterError;
use crate::said::Said;
use crate::side::{GameResult, Side};
use crate::verdict::Reason;

/// What the arbiter keeps about the envelope of an adjourned game.
#[derive(Debug, Clone, Default)]
pub(super) struct Adjournment {
    /// The game is resumed and the envelope waits for the player who must reply.
    unopened: bool,
    /// The envelope is open and its entry names no move: the sealer is to explain it.
    awaiting_explanation: bool,
    /// The side that abandoned the adjourned game while its envelope was still to be decided.
    abandoned: Option<usize>,
}

impl Replay<'_> {
    /// The adjourned game is resumed: a new session starts, and the envelope is opened unless
    /// the law keeps it closed until the player who must reply is present.
    pub(super) fn resume(&mut self, i: usize) -> Result<(), ArbiterError> {
        self.session += 1;
        self.now = 0;
        let Some((sealer, _)) = self.sealed.clone() else {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterNoSealedMove.text(),
            });
        };
        let replier = 1 - sealer;
        let absent = self.arrivals.get(self.session).is_some_and(|a| a[replier] > 0);
        if self.law.seal_opened.value == SealOpening::WhenReplierPresent && absent {
            if let Some(c) = &mut self.clock {
                c.start(replier);
            }
            self.adjourn.unopened = true;
            let article = self.law.seal_opened.article.clone();
            self.rule(
                i,
                &article,
                Said::EnvelopeWaits {
                    side: Side::from_index(replier),
                },
            );
            return Ok(());
        }
        if let Some(c) = &mut self.clock {
            c.start(sealer);
        }
        self.open_envelope(i)
    }

    /// A side arrives: if the envelope waits for him, it is opened now.
    pub(super) fn arrived(&mut self, i: usize, side: usize) -> Result<(), ArbiterError> {
        if !self.adjourn.unopened || self.over.is_some() {
            return Ok(());
        }
        let Some((sealer, _)) = self.sealed.clone() else {
            return Ok(());
        };
        if side != 1 - sealer {
            return Ok(());
        }
        self.adjourn.unopened = false;
        if let Some(c) = &mut self.clock {
            c.start(sealer);
        }
        self.open_envelope(i)
    }

    /// Opens the envelope: the sealed move is made, or the law's ruling on a wrong one follows.
    fn open_envelope(&mut self, i: usize) -> Result<(), ArbiterError> {
        let Some((sealer, text)) = self.sealed.take() else {
            return Ok(());
        };
        match self.game.parse_move(&self.pos, &text) {
            Ok(_) => {
                if let Some(side) = self.adjourn.abandoned {
                    let article = self.law.abandoned.article.clone();
                    let why = Said::SealedStandsAbandoned {
                        sealed: text,
                        side: Side::from_index(side),
                    };
                    self.end(i, Self::loss(side), Reason::Abandoned, &article, why);
                    return Ok(());
                }
                // The sealed move was written before any offer made during the adjournment: it
                // does not decline one (legacy 10.10.2; FIDE Appendix A).
                let offer = self.offer;
                let played = self.make_move(i, &text)?;
                if self.over.is_none() {
                    self.offer = offer;
                }
                if played && self.over.is_none() {
                    self.press(i)?;
                }
            }
            Err(MoveError::Illegal(_)) => {
                let article = self.law.sealed.article.clone();
                let why = Said::SealedIllegal { sealed: text };
                self.sealed_move_lost(i, sealer, Reason::IllegalSealedMove, &article, why);
            }
            // Any other reading error: the entry names no move.
            Err(_) => {
                let article = self.law.wrong_sealed.article.clone();
                match self.law.wrong_sealed.value {
                    WrongSealedMove::SealerLoses => {
                        let why = Said::SealedNamesNoMove { sealed: text };
                        self.sealed_move_lost(i, sealer, Reason::WrongSealedMove, &article, why);
                    }
                    WrongSealedMove::SealerLosesUnlessExplained => {
                        let why = Said::SealedAskExplain {
                            sealed: text.clone(),
                            side: Side::from_index(sealer),
                        };
                        self.rule(i, &article, why);
                        self.adjourn.awaiting_explanation = true;
                        self.sealed = Some((sealer, text));
                    }
                }
            }
        }
        Ok(())
    }

    /// The sealer loses by his sealed move, or, where the opponent has abandoned the game and
    /// the law says so, both lose.
    fn sealed_move_lost(&mut self, i: usize, sealer: usize, reason: Reason, article: &str, cause: Said) {
        if self.adjourn.abandoned == Some(1 - sealer) {
            self.rule(i, article, cause);
            let both = self.law.abandoned.article.clone();
            let why = Said::SealedWrongAndAbandoned {
                side: Side::from_index(sealer),
            };
            self.end(i, GameResult::BothLose, reason, &both, why);
        } else {
            self.lose(i, sealer, reason, article, cause);
        }
    }

    /// Whether the sealer still owes an explanation of his sealed entry.
    pub(super) fn awaiting_explanation(&self) -> bool {
        self.adjourn.awaiting_explanation && self.over.is_none()
    }

    /// The sealer explains his sealed entry as `text`, and the arbiter accepts it.
    pub(super) fn explain(&mut self, i: usize, text: &str) -> Result<(), ArbiterError> {
        let sealer = match &self.sealed {
            Some((s, _)) if self.adjourn.awaiting_explanation => *s,
            _ => {
                return Err(ArbiterError::Event {
                    index: i,
                    message: msg::ArbiterNoExplanationAwaited.text(),
                })
            }
        };
        if let Err(e @ (MoveError::Syntax(_) | MoveError::NoSuchSquare { .. })) = self.game.parse_move(&self.pos, text)
        {
            return Err(ArbiterError::Event {
                index: i,
                message: e.text(),
            });
        }
        self.adjourn.awaiting_explanation = false;
        let article = self.law.wrong_sealed.article.clone();
        let why = Said::Explained {
            side: Side::from_index(sealer),
            as_move: text.to_owned(),
        };
        self.rule(i, &article, why);
        self.sealed = Some((sealer, text.to_string()));
        self.open_envelope(i)
    }

    /// The sealer gives no explanation before anything else happens: his sealed entry loses.
    pub(super) fn unexplained(&mut self, i: usize) {
        self.adjourn.awaiting_explanation = false;
        let Some((sealer, text)) = self.sealed.take() else {
            return;
        };
        let article = self.law.wrong_sealed.article.clone();
        let why = Said::Unexplained {
            side: Side::from_index(sealer),
            sealed: text,
        };
        self.sealed_move_lost(i, sealer, Reason::WrongSealedMove, &article, why);
    }

    /// A side abandons the adjourned game.
    pub(super) fn abandon(&mut self, i: usize, side: usize) -> Result<(), ArbiterError> {
        let Some((sealer, _)) = self.sealed.clone() else {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterNotAdjourned {
                    side: &self.sides[side],
                }
                .text(),
            });
        };
        let rule = self.law.abandoned.clone();
        let opened_anyway = rule.value == AbandonedAdjournment::BothLoseIfSealedMoveWrong && side != sealer;
        if !opened_anyway {
            let why = Said::Abandons {
                side: Side::from_index(side),
            };
            self.end(i, Self::loss(side), Reason::Abandoned, &rule.article, why);
            return Ok(());
        }
        let why = Said::AbandonsEnvelopeOpened {
            side: Side::from_index(side),
        };
        self.rule(i, &rule.article, why);
        self.adjourn.abandoned = Some(side);
        self.adjourn.unopened = false;
        if self.adjourn.awaiting_explanation {
            return Ok(());
        }
        self.open_envelope(i)
    }
}
