//! The scoresheet as evidence (the notation it is kept in, a claim resting on a move written on a
//! scoresheet that cannot serve as evidence), a draw claim while the arbiter checks it, and
//! castling begun with the royal piece alone.

use trongtai_engine::{MoveError, Special};
use trongtai_i18n::{msg, Message};
use trongtai_rulebook::law::{IncompleteCastling, MoveFixed};

use super::Replay;
use crate::error::ArbiterError;
use crate::said::Said;
use crate::side::Side;

impl Replay<'_> {
    /// The arbiter sees that `side` keeps his scoresheet in the notation `name`.
    pub(super) fn notation(&mut self, i: usize, side: usize, name: &str) {
        let rule = self.law.notation.clone();
        let accepted = rule
            .value
            .accepted
            .as_ref()
            .is_none_or(|list| list.iter().any(|n| n == name));
        if accepted {
            let said = Said::NotationAllowed {
                side: Side::from_index(side),
                notation: name.to_owned(),
            };
            self.rule(i, &rule.article, said);
            return;
        }
        if !rule.value.other_is_evidence {
            self.no_evidence[side] = true;
        }
        let said = Said::NotationOther {
            side: Side::from_index(side),
            notation: name.to_owned(),
            no_evidence: !rule.value.other_is_evidence,
        };
        self.rule(i, &rule.article, said);
        self.apply_sanction(
            i,
            side,
            rule.value.other,
            &rule.article,
            crate::verdict::Reason::Offence,
        );
    }

    /// A claim on a written, unplayed move, when the claimant's scoresheet cannot serve as
    /// evidence that the move was written first: the claim is not valid. Returns whether it was
    /// ruled so.
    pub(super) fn written_move_unproven(&mut self, i: usize, claimant: usize, kind: crate::event::ClaimKind) -> bool {
        if !self.no_evidence[claimant] {
            return false;
        }
        let article = self.law.notation.article.clone();
        let said = Said::ClaimUnproven {
            side: Side::from_index(claimant),
        };
        self.rule(i, &article, said);
        let written = self.written_clause(kind);
        if self.law.written.value {
            self.rule(i, &written, Said::IntendedNotShownWritten);
        }
        true
    }
}

impl Replay<'_> {
    /// The arbiter takes `ms` to check a draw claim: both clocks stand still where the law says
    /// so, otherwise the claimant's clock runs on.
    pub(super) fn claim_checked(&mut self, i: usize, ms: u64) {
        let rule = self.law.claim_stops_clocks.clone();
        if rule.value {
            self.now = self.now.saturating_add(ms);
            self.just_pressed = None;
            self.rule(i, &rule.article, Said::ClocksStandForCheck { ms });
        } else {
            self.elapse(i, ms);
        }
    }

    /// The claimant tries to withdraw his draw claim. Returns whether the withdrawal stands (and
    /// nothing is ruled on the claim).
    pub(super) fn claim_withdrawn(&mut self, i: usize, claimant: usize) -> bool {
        let rule = self.law.claim_withdrawable.clone();
        let said = Said::ClaimWithdrawn {
            side: Side::from_index(claimant),
            allowed: rule.value,
        };
        self.rule(i, &rule.article, said);
        rule.value
    }
}

/// The square a move in coordinate notation starts from (`g1` of `g1f3`, `h10` of `h10h9`).
fn from_square(text: &str) -> Option<&str> {
    let file = text.chars().next().filter(char::is_ascii_lowercase)?;
    let digits = text[file.len_utf8()..].bytes().take_while(u8::is_ascii_digit).count();
    (digits > 0).then(|| &text[..file.len_utf8() + digits])
}

impl Replay<'_> {
    /// The player to move puts a piece on a square, then takes it on to another: the law's
    /// `conduct.move_fixed` says whether the first move stands.
    pub(super) fn replaced(&mut self, i: usize, first: &str, then: &str, released: bool) -> Result<(), ArbiterError> {
        let from = from_square(first);
        if from.is_none() || from != from_square(then) || first == then {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterTwoMovesSamePiece { first, then }.text(),
            });
        }
        if let Err(e) = self.game.parse_move(&self.pos, first) {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterFirstNotLegal {
                    first,
                    error: &e.text(),
                }
                .text(),
            });
        }
        let rule = self.law.move_fixed.clone();
        let mover = Side::from_index(self.game.turn(&self.pos));
        let (first_text, then_text) = (first.to_owned(), then.to_owned());
        let fixed = match rule.value {
            MoveFixed::WhenPlaced => true,
            MoveFixed::WhenReleased => released,
        };
        let (played, text) = match (fixed, released) {
            (true, true) => (
                first,
                Said::MoveStandsReleased {
                    side: mover,
                    first: first_text,
                    then: then_text,
                },
            ),
            (true, false) => (
                first,
                Said::MoveStandsPlaced {
                    side: mover,
                    first: first_text,
                    then: then_text,
                },
            ),
            (false, _) => (
                then,
                Said::MoveNotReleased {
                    side: mover,
                    first: first_text,
                    then: then_text,
                },
            ),
        };
        self.rule(i, &rule.article, text);
        self.make_move(i, played)?;
        Ok(())
    }

    /// The player to move puts only his royal piece on its castling square.
    pub(super) fn castle_begun(&mut self, i: usize, text: &str) -> Result<(), ArbiterError> {
        let rule = self.law.incomplete_castling.clone();
        let mover = self.game.turn(&self.pos);
        if rule.value == IncompleteCastling::NotApplicable {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterNoCastling { written: text }.text(),
            });
        }
        let from = text.get(..2).unwrap_or_default().to_string();
        match self.game.parse_move(&self.pos, text) {
            Ok(m) if matches!(m.special, Special::Castle(_)) => {
                let why = Said::CastleComplete {
                    side: Side::from_index(mover),
                    castling: text.to_owned(),
                };
                self.rule(i, &rule.article, why);
                self.conduct.force(vec![text.to_string()], rule.article.clone());
                Ok(())
            }
            Ok(_) => Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterNotCastling { written: text }.text(),
            }),
            Err(MoveError::Illegal(_)) => {
                let why = Said::CastleIllegal {
                    side: Side::from_index(mover),
                    castling: text.to_owned(),
                };
                self.rule(i, &rule.article, why);
                self.touch(i, &[from], true)
            }
            Err(e) => Err(ArbiterError::Event {
                index: i,
                message: e.text(),
            }),
        }
    }
}
