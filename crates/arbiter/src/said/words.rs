//! The rulings in words: each [`Said`] named as a message of the catalogues (`i18n/*/said.ftl`)
//! with its arguments. The words themselves are in the catalogues, one per language.

use trongtai_i18n::msg as m;
use trongtai_i18n::Message;

use super::*;

impl Voice<'_> {
    /// A message in this voice's language: the shipped English for the record, else the
    /// catalogues in use.
    fn say<M: Message>(&self, msg: &M) -> String {
        if self.record {
            trongtai_i18n::record(msg)
        } else {
            trongtai_i18n::say(self.lang, msg)
        }
    }
}

fn n(x: usize) -> u64 {
    u64::try_from(x).unwrap_or(u64::MAX)
}

impl Said {
    /// The ruling in the language and with the names of `v`.
    pub(super) fn text(&self, v: &Voice) -> String {
        let s = |side: &Side| v.side(*side).to_owned();
        let o = |side: &Side| v.side(side.opponent()).to_owned();
        match self {
            Said::SetupCheckmated { side } => v.say(&m::SaidSetupCheckmated { side: &s(side) }),
            Said::SetupNoMove { side } => v.say(&m::SaidSetupNoMove { side: &s(side) }),
            Said::SetupDrawnEnding { ending } => v.say(&m::SaidSetupDrawnEnding { ending }),
            Said::Checkmated { side } => v.say(&m::SaidCheckmated { side: &s(side) }),
            Said::NoMove { side } => v.say(&m::SaidNoMove { side: &s(side) }),
            Said::DrawnEnding { ending } => v.say(&m::SaidDrawnEnding { ending }),
            Said::Forbidden { prohibited, how } => {
                let how = match how {
                    Persisted::Occurred { times } => v.say(&m::SaidPersistedOccurred { times: n(*times) }),
                    Persisted::Refused { side } => v.say(&m::SaidPersistedRefused { side: &s(side) }),
                };
                let prohibited = prohibited_text(prohibited, v);
                v.say(&m::SaidForbidden {
                    prohibited: &prohibited,
                    how: &how,
                })
            }
            Said::RepeatedNeitherVaries { times } => v.say(&m::SaidRepeatedNeitherVaries { times: n(*times) }),
            Said::RepeatedAutomatic { times } => v.say(&m::SaidRepeatedAutomatic { times: n(*times) }),
            Said::MoveCountAutomatic { moves } => v.say(&m::SaidMoveCountAutomatic {
                moves: u64::from(*moves),
            }),
            Said::OrderedToVary { prohibited, side } => v.say(&m::SaidOrderedToVary {
                prohibited: &prohibited_text(prohibited, v),
                side: &s(side),
            }),
            Said::NeedNotVary { prohibited, side } => v.say(&m::SaidNeedNotVary {
                prohibited: &prohibited_text(prohibited, v),
                side: &s(side),
            }),
            Said::NoProhibition { side } => v.say(&m::SaidNoProhibition { side: &s(side) }),
            Said::NotOrderedToVary { side } => v.say(&m::SaidNotOrderedToVary { side: &s(side) }),
            Said::OfferVoidAbsent { side } => v.say(&m::SaidOfferVoidAbsent { side: &s(side) }),
            Said::OfferWhenLost { side } => v.say(&m::SaidOfferWhenLost { side: &s(side) }),
            Said::OfferWarned { side } => v.say(&m::SaidOfferWarned { side: &s(side) }),
            Said::Offers { side } => v.say(&m::SaidOffers { side: &s(side) }),
            Said::NothingToAccept => v.say(&m::SaidNothingToAccept),
            Said::Accepts { side } => v.say(&m::SaidAccepts {
                side: &s(side),
                opponent: &o(side),
            }),
            Said::Declines { side } => v.say(&m::SaidDeclines { side: &s(side) }),
            Said::DeclinesByMoving { side } => v.say(&m::SaidDeclinesByMoving { side: &s(side) }),
            Said::RepetitionClaimNoEffect => v.say(&m::SaidRepetitionClaimNoEffect),
            Said::RepetitionClaim {
                side,
                intended,
                times,
                granted,
            } => {
                let (side, times) = (&s(side), n(*times));
                match (granted, intended.as_deref()) {
                    (true, None) => v.say(&m::SaidRepetitionGranted { side, times }),
                    (true, Some(intended)) => v.say(&m::SaidRepetitionGrantedIntended { side, intended, times }),
                    (false, None) => v.say(&m::SaidRepetitionRefused { side, times }),
                    (false, Some(intended)) => v.say(&m::SaidRepetitionRefusedIntended { side, intended, times }),
                }
            }
            Said::MoveCountClaim {
                side,
                intended,
                needed,
                counts,
                granted,
            } => {
                let side = &s(side);
                let (needed, first, second) = (u64::from(*needed), u64::from(counts[0]), u64::from(counts[1]));
                match (granted, intended.as_deref()) {
                    (true, None) => v.say(&m::SaidMoveCountGranted {
                        side,
                        needed,
                        first,
                        second,
                    }),
                    (true, Some(intended)) => v.say(&m::SaidMoveCountGrantedIntended {
                        side,
                        needed,
                        intended,
                        first,
                        second,
                    }),
                    (false, None) => v.say(&m::SaidMoveCountRefused {
                        side,
                        needed,
                        first,
                        second,
                    }),
                    (false, Some(intended)) => v.say(&m::SaidMoveCountRefusedIntended {
                        side,
                        needed,
                        intended,
                        first,
                        second,
                    }),
                }
            }
            Said::ClaimIsOffer { side } => v.say(&m::SaidClaimIsOffer { side: &s(side) }),
            Said::WrongClaimTimeAdded { to, ms } => v.say(&m::SaidWrongClaimTimeAdded {
                time: &v.ms(*ms),
                side: &s(to),
            }),
            Said::WrongClaimExhausted { side, ms } => v.say(&m::SaidWrongClaimExhausted {
                time: &v.ms(*ms),
                side: &s(side),
            }),
            Said::WrongClaimCharged { side, ms } => v.say(&m::SaidWrongClaimCharged {
                time: &v.ms(*ms),
                side: &s(side),
            }),
            Said::MustPlayIntended { side, intended } => v.say(&m::SaidMustPlayIntended {
                side: &s(side),
                intended,
            }),
            Said::ClaimUnwritten { side } => v.say(&m::SaidClaimUnwritten { side: &s(side) }),
            Said::ClaimUnproven { side } => v.say(&m::SaidClaimUnproven { side: &s(side) }),
            Said::IntendedNotShownWritten => v.say(&m::SaidIntendedNotShownWritten),
            Said::ClocksStandForCheck { ms } => v.say(&m::SaidClocksStandForCheck { time: &v.ms(*ms) }),
            Said::ClaimWithdrawn { side, allowed: true } => v.say(&m::SaidClaimWithdrawn { side: &s(side) }),
            Said::ClaimWithdrawn { side, allowed: false } => v.say(&m::SaidClaimNotWithdrawable { side: &s(side) }),
            Said::Resigns { side } => v.say(&m::SaidResigns { side: &s(side) }),
            Said::BothLate { limit_ms } => v.say(&m::SaidBothLate {
                limit: &v.ms(*limit_ms),
            }),
            Said::Late { side, at_ms, limit_ms } => v.say(&m::SaidLate {
                side: &s(side),
                at: &v.ms(*at_ms),
                limit: &v.ms(*limit_ms),
            }),
            Said::PlaysOnAfterArriving { side, at_ms, limit_ms } => match limit_ms {
                Some(limit) => v.say(&m::SaidPlaysOnAfterArriving {
                    side: &s(side),
                    at: &v.ms(*at_ms),
                    limit: &v.ms(*limit),
                }),
                None => v.say(&m::SaidPlaysOnAfterArrivingNoLimit {
                    side: &s(side),
                    at: &v.ms(*at_ms),
                }),
            },
            Said::PeriodCompleted { side } => v.say(&m::SaidPeriodCompleted { side: &s(side) }),
            Said::FlagClaimed { side } => v.say(&m::SaidFlagClaimed {
                side: &s(side),
                opponent: &o(side),
            }),
            Said::BothFlagsDown => v.say(&m::SaidBothFlagsDown),
            Said::FlagClaimOwnDown { side } => v.say(&m::SaidFlagClaimOwnDown { side: &s(side) }),
            Said::FlagClaimNoneDown { side } => v.say(&m::SaidFlagClaimNoneDown { side: &s(side) }),
            Said::MoveIncomplete { side } => v.say(&m::SaidMoveIncomplete { side: &s(side) }),
            Said::FlagFellCannotWin { side, evidence } => {
                let (side, opponent) = (&s(side), &o(side));
                match evidence_text(evidence, v) {
                    None => v.say(&m::SaidFlagFellCannotWin { side, opponent }),
                    Some(evidence) => v.say(&m::SaidFlagFellCannotWinBecause {
                        side,
                        opponent,
                        evidence: &evidence,
                    }),
                }
            }
            Said::FlagFell { side } => v.say(&m::SaidFlagFell { side: &s(side) }),
            Said::RepeatedCheckUncounted { side } => v.say(&m::SaidRepeatedCheckUncounted { side: &s(side) }),
            Said::TimeAdded { to, ms } => v.say(&m::SaidTimeAdded {
                time: &v.ms(*ms),
                side: &s(to),
            }),
            Said::Lost { cause, loser } => v.say(&m::SaidLost {
                cause: &cause.text(v),
                side: &s(loser),
            }),
            Said::CannotWin { side, evidence } => {
                let side = &s(side);
                match evidence_text(evidence, v) {
                    None => v.say(&m::SaidCannotWin { side }),
                    Some(evidence) => v.say(&m::SaidCannotWinBecause {
                        side,
                        evidence: &evidence,
                    }),
                }
            }
            Said::PenaltyExhausts { side } => v.say(&m::SaidPenaltyExhausts { side: &s(side) }),
            Said::LosesGame { side } => v.say(&m::SaidLosesGame { side: &s(side) }),
            Said::ErrorLimit { side, count, kind } => v.say(&m::SaidErrorLimit {
                side: &s(side),
                count: u64::from(*count),
                kind: match kind {
                    ErrorKind::Technical => "technical",
                    ErrorKind::Conduct => "conduct",
                },
            }),
            Said::Seals { side } => v.say(&m::SaidSeals { side: &s(side) }),
            Said::EnvelopeWaits { side } => v.say(&m::SaidEnvelopeWaits { side: &s(side) }),
            Said::SealedStandsAbandoned { sealed, side } => {
                v.say(&m::SaidSealedStandsAbandoned { sealed, side: &s(side) })
            }
            Said::SealedIllegal { sealed } => v.say(&m::SaidSealedIllegal { sealed }),
            Said::SealedNamesNoMove { sealed } => v.say(&m::SaidSealedNamesNoMove { sealed }),
            Said::SealedAskExplain { sealed, side } => v.say(&m::SaidSealedAskExplain { sealed, side: &s(side) }),
            Said::SealedWrongAndAbandoned { side } => v.say(&m::SaidSealedWrongAndAbandoned {
                side: &s(side),
                opponent: &o(side),
            }),
            Said::Explained { side, as_move } => v.say(&m::SaidExplained {
                side: &s(side),
                as_move,
            }),
            Said::Unexplained { side, sealed } => v.say(&m::SaidUnexplained { side: &s(side), sealed }),
            Said::Abandons { side } => v.say(&m::SaidAbandons { side: &s(side) }),
            Said::AbandonsEnvelopeOpened { side } => v.say(&m::SaidAbandonsEnvelopeOpened { side: &s(side) }),
            Said::Displaces {
                by,
                from,
                onto,
                own_time,
            } => {
                let who = by.as_ref().map_or_else(|| v.say(&m::SaidAPlayer), s);
                let place = onto
                    .as_deref()
                    .map_or_else(|| v.say(&m::SaidOffBoard), |square| v.say(&m::SaidOnto { square }));
                let (who, place) = (who.as_str(), place.as_str());
                if *own_time {
                    v.say(&m::SaidDisplacesOwnTime { who, from, place })
                } else {
                    v.say(&m::SaidDisplaces { who, from, place })
                }
            }
            Said::Restores { by } => v.say(&m::SaidRestores {
                who: &by.as_ref().map_or_else(|| v.say(&m::SaidThePlayer), s),
            }),
            Said::DisplacedNoRule => v.say(&m::SaidDisplacedNoRule),
            Said::DisplacedReinstated { to_move } => v.say(&m::SaidDisplacedReinstated { side: &s(to_move) }),
            Said::SetupClaimTooLate { moves } => v.say(&m::SaidSetupClaimTooLate {
                first: n(moves[0]),
                second: n(moves[1]),
            }),
            Said::QuickplayNotToMove { side } => v.say(&m::SaidQuickplayNotToMove { side: &s(side) }),
            Said::QuickplayFlagDown { side } => v.say(&m::SaidQuickplayFlagDown { side: &s(side) }),
            Said::QuickplayNotAFinish { side } => v.say(&m::SaidQuickplayNotAFinish { side: &s(side) }),
            Said::QuickplayWithIncrement { side } => v.say(&m::SaidQuickplayWithIncrement { side: &s(side) }),
            Said::QuickplayTimeLeft {
                side,
                left_ms,
                below_ms,
            } => v.say(&m::SaidQuickplayTimeLeft {
                side: &s(side),
                left: &signed_ms(*left_ms, v),
                below: &v.ms(*below_ms),
            }),
            Said::QuickplayClaim { side, left_ms } => v.say(&m::SaidQuickplayClaim {
                side: &s(side),
                left: &signed_ms(*left_ms, v),
            }),
            Said::QuickplayPostponedDrawn { side } => v.say(&m::SaidQuickplayPostponedDrawn { side: &s(side) }),
            Said::QuickplayGranted { side } => v.say(&m::SaidQuickplayGranted { side: &s(side) }),
            Said::QuickplayPostponed { side } => v.say(&m::SaidQuickplayPostponed { side: &s(side) }),
            Said::QuickplayRejected { side } => v.say(&m::SaidQuickplayRejected { side: &s(side) }),
            Said::FlagFellClaimPostponed { side } => v.say(&m::SaidFlagFellClaimPostponed { side: &s(side) }),
            Said::NotationAllowed { side, notation } => v.say(&m::SaidNotationAllowed {
                side: &s(side),
                notation,
            }),
            Said::NotationOther {
                side,
                notation,
                no_evidence,
            } => {
                let side = &s(side);
                if *no_evidence {
                    v.say(&m::SaidNotationOtherNoEvidence { side, notation })
                } else {
                    v.say(&m::SaidNotationOther { side, notation })
                }
            }
            Said::NoRecordingDuty { side } => v.say(&m::SaidNoRecordingDuty { side: &s(side) }),
            Said::CannotRecordConfirmed { side } => v.say(&m::SaidCannotRecordConfirmed { side: &s(side) }),
            Said::NoRecordingThisPeriod { side } => v.say(&m::SaidNoRecordingThisPeriod { side: &s(side) }),
            Said::TooLittleTimeToRecord { side } => v.say(&m::SaidTooLittleTimeToRecord { side: &s(side) }),
            Said::Unrecorded { side, moves } => v.say(&m::SaidUnrecorded {
                side: &s(side),
                moves: u64::from(*moves),
            }),
            Said::MoveStandsReleased { side, first, then } => v.say(&m::SaidMoveStandsReleased {
                side: &s(side),
                first,
                then,
            }),
            Said::MoveStandsPlaced { side, first, then } => v.say(&m::SaidMoveStandsPlaced {
                side: &s(side),
                first,
                then,
            }),
            Said::MoveNotReleased { side, first, then } => v.say(&m::SaidMoveNotReleased {
                side: &s(side),
                first,
                then,
            }),
            Said::CastleComplete { side, castling } => v.say(&m::SaidCastleComplete {
                side: &s(side),
                castling,
            }),
            Said::CastleIllegal { side, castling } => v.say(&m::SaidCastleIllegal {
                side: &s(side),
                castling,
            }),
            Said::TouchCannotCarryOut { side } => v.say(&m::SaidTouchCannotCarryOut { side: &s(side) }),
            Said::TouchAwaitsRequest { side } => v.say(&m::SaidTouchAwaitsRequest {
                side: &s(side),
                opponent: &o(side),
            }),
            Said::TouchNotRequested { side } => v.say(&m::SaidTouchNotRequested {
                side: &s(side),
                opponent: &o(side),
            }),
            Said::TouchNotProven { side } => v.say(&m::SaidTouchNotProven { side: &s(side) }),
            Said::PlaysAsObliged { side, played } => v.say(&m::SaidPlaysAsObliged { side: &s(side), played }),
            Said::Witnesses { side } => v.say(&m::SaidWitnesses { side: &s(side) }),
            Said::Touches {
                side,
                own,
                piece,
                square,
            } => v.say(&m::SaidTouches {
                side: &s(side),
                whose: if *own { "own" } else { "opponent" },
                piece: &piece.as_deref().map_or_else(|| v.say(&m::SaidPiece), |p| v.piece(p)),
                square,
            }),
            Said::TouchAccidental { side, square } => v.say(&m::SaidTouchAccidental { side: &s(side), square }),
            Said::Adjusts { side, square } => v.say(&m::SaidAdjusts { side: &s(side), square }),
            Said::AsksAboutTouch { side } => v.say(&m::SaidAsksAboutTouch {
                side: &s(side),
                opponent: &o(side),
            }),
            Said::TouchClaimTooLate { side } => v.say(&m::SaidTouchClaimTooLate { side: &s(side) }),
            Said::TouchClaimKept { side } => v.say(&m::SaidTouchClaimKept { side: &s(side) }),
            Said::TouchClaimForfeited { side } => v.say(&m::SaidTouchClaimForfeited { side: &s(side) }),
            Said::TouchBreachTakenBack { side, allowed } => v.say(&m::SaidTouchBreachTakenBack {
                side: &s(side),
                allowed: &allowed.join(" "),
            }),
            Said::IllegalMoveCompletes { side, played, number } => v.say(&m::SaidIllegalMoveCompletes {
                side: &s(side),
                played,
                number: n(*number),
            }),
            Said::IllegalMoveReinstated { side, played, number } => v.say(&m::SaidIllegalMoveReinstated {
                side: &s(side),
                played,
                number: n(*number),
            }),
            Said::MustMoveFrom { side, square } => v.say(&m::SaidMustMoveFrom { side: &s(side), square }),
            Said::IllegalMoveNumber { side, number } => v.say(&m::SaidIllegalMoveNumber {
                side: &s(side),
                number: n(*number),
            }),
            Said::PromotionNotReplaced { side, played } => {
                v.say(&m::SaidPromotionNotReplaced { side: &s(side), played })
            }
            Said::IllegalClaimed { side } => v.say(&m::SaidIllegalClaimed {
                side: &s(side),
                opponent: &o(side),
            }),
            Said::IllegalClaimTooLate { side, played } => v.say(&m::SaidIllegalClaimTooLate {
                side: &s(side),
                played,
                opponent: &o(side),
            }),
            Said::IllegalClaimNothing { side } => v.say(&m::SaidIllegalClaimNothing { side: &s(side) }),
            Said::IllegalStands { side, played } => v.say(&m::SaidIllegalStands {
                opponent: &o(side),
                side: &s(side),
                played,
            }),
            Said::Offence { side, offence, number } => v.say(&m::SaidOffence {
                side: &s(side),
                offence,
                number: n(*number),
            }),
            Said::OffenceBoth { offence } => v.say(&m::SaidOffenceBoth { offence }),
            Said::BothAtFault => v.say(&m::SaidBothAtFault),
            Said::IrregularAnnulled { irregularity } => v.say(&m::SaidIrregularAnnulled { irregularity }),
            Said::IrregularPlayOn { irregularity } => v.say(&m::SaidIrregularPlayOn { irregularity }),
            Said::IrregularResultStands { irregularity } => v.say(&m::SaidIrregularResultStands { irregularity }),
            Said::AgreementTooEarly => v.say(&m::SaidAgreementTooEarly),
            Said::PressWithoutMove { side, number } => v.say(&m::SaidPressWithoutMove {
                side: &s(side),
                number: n(*number),
            }),
            Said::TwoHands { side, number } => v.say(&m::SaidTwoHands {
                side: &s(side),
                number: n(*number),
            }),
            Said::TwoHandsCountedOnce { side } => v.say(&m::SaidTwoHandsCountedOnce { side: &s(side) }),
            Said::IllegalObserved { side } => v.say(&m::SaidIllegalObserved {
                side: &s(side),
                opponent: &o(side),
            }),
            Said::PromotionBecomes { side, played, kind } => v.say(&m::SaidPromotionBecomes {
                side: &s(side),
                played,
                piece: &v.piece(kind),
            }),
            Said::ClaimRightLostByTouch { side } => v.say(&m::SaidClaimRightLostByTouch { side: &s(side) }),
            Said::IncrementRequested { side } => v.say(&m::SaidIncrementRequested { side: &s(side) }),
            Said::IncrementGranted { side, increment_ms } => v.say(&m::SaidIncrementGranted {
                side: &s(side),
                increment: &v.ms(*increment_ms),
            }),
            Said::IncrementRejected { side } => v.say(&m::SaidIncrementRejected { side: &s(side) }),
        }
    }
}

/// Two or more things at once (`a and b and c`).
fn both(v: &Voice, parts: impl IntoIterator<Item = String>) -> String {
    let mut parts = parts.into_iter();
    let first = parts.next().unwrap_or_default();
    parts.fold(first, |first, second| {
        v.say(&m::SaidAnd {
            first: &first,
            second: &second,
        })
    })
}

/// A forbidden repetition: what the sides do, and who must vary.
pub(super) fn prohibited_text(p: &Prohibited, v: &Voice) -> String {
    let conduct = both(
        v,
        p.conduct.iter().map(|c| match c {
            Perpetual::Checks { side } => v.say(&m::SaidChecksPerpetually { side: v.side(*side) }),
            Perpetual::Chases { side, target, on, with } => v.say(&m::SaidChasesPerpetually {
                side: v.side(*side),
                target: &v.piece(target),
                square: on,
                with: &both(v, with.iter().map(|k| v.piece(k))),
            }),
        }),
    );
    match p.loser {
        Some(l) => v.say(&m::SaidProhibitedLoses {
            conduct: &conduct,
            side: v.side(l),
        }),
        None => v.say(&m::SaidProhibitedDrawn { conduct: &conduct }),
    }
}

fn mate_text(r: &CannotMate, v: &Voice) -> String {
    match r {
        CannotMate::NoChecker => v.say(&m::SaidMateNoChecker),
        CannotMate::Separated { frozen } => v.say(&m::SaidMateSeparated { frozen: n(*frozen) }),
        CannotMate::NoMatingNet => v.say(&m::SaidMateNoMatingNet),
        CannotMate::NoWinningPlacement => v.say(&m::SaidMateNoWinningPlacement),
        CannotMate::AfterEveryMove { moves } => v.say(&m::SaidMateAfterEveryMove {
            moves: u64::from(*moves),
        }),
        CannotMate::Exhausted { positions } => v.say(&m::SaidMateExhausted { positions: *positions }),
    }
}

fn evidence_text(e: &Option<Evidence>, v: &Voice) -> Option<String> {
    match e {
        None => None,
        Some(Evidence::One { reason }) => Some(mate_text(reason, v)),
        Some(Evidence::Each { first, second }) => Some(v.say(&m::SaidEvidenceEach {
            first: v.side(Side::First),
            first_reason: &mate_text(first, v),
            second: v.side(Side::Second),
            second_reason: &mate_text(second, v),
        })),
    }
}

/// A time that may be negative (a clock's time left), for people.
fn signed_ms(ms: i64, v: &Voice) -> String {
    match u64::try_from(ms) {
        Ok(ms) => v.ms(ms),
        Err(_) => v.say(&m::TimeNegative {
            time: &v.ms(ms.unsigned_abs()),
        }),
    }
}
