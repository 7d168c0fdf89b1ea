//! The rulings in English: the record's text ([`Said::english`]) and, with the sides' names and
//! times said for people, [`Said::say`] in English.

use super::*;

impl Said {
    /// The ruling in English, with the names of `v`.
    pub(super) fn en(&self, v: &Voice) -> String {
        let s = |side: &Side| v.side(*side).to_owned();
        let o = |side: &Side| v.side(side.opponent()).to_owned();
        let on = |intended: &Option<String>| match intended {
            Some(t) => format!(" on the intended move {t}"),
            None => String::new(),
        };
        match self {
            Said::SetupCheckmated { side } => format!("{} is checkmated at set-up", s(side)),
            Said::SetupNoMove { side } => format!("{} has no legal move at set-up and is not in check", s(side)),
            Said::SetupDrawnEnding { ending } => format!("the set-up is the drawn ending `{ending}`"),
            Said::Checkmated { side } => format!("{} is checkmated", s(side)),
            Said::NoMove { side } => format!("{} has no legal move and is not in check", s(side)),
            Said::DrawnEnding { ending } => format!("drawn ending `{ending}`"),
            Said::Forbidden { prohibited, how } => {
                let how = match how {
                    Persisted::Occurred { times } => {
                        format!("the position has occurred {times} times and the side does not vary")
                    }
                    Persisted::Refused { side } => format!("{} refuses the order to vary", s(side)),
                };
                format!("{} ({how})", prohibited_en(prohibited, v))
            }
            Said::RepeatedNeitherVaries { times } => {
                format!("the position has occurred {times} times and neither side varies")
            }
            Said::RepeatedAutomatic { times } => {
                format!("the same position has occurred {times} times: the game is drawn without a claim")
            }
            Said::MoveCountAutomatic { moves } => format!(
                "each player has made {moves} moves without a pawn move or a capture: the game is drawn without a claim"
            ),
            Said::OrderedToVary { prohibited, side } => {
                format!("{}: the arbiter orders {} to vary", prohibited_en(prohibited, v), s(side))
            }
            Said::NeedNotVary { prohibited, side } => {
                format!("{}: {} need not vary", prohibited_en(prohibited, v), s(side))
            }
            Said::NoProhibition { side } => {
                format!("{} breaks no prohibition in this repetition and need not vary", s(side))
            }
            Said::NotOrderedToVary { side } => {
                format!("{} was not ordered to vary: the refusal changes nothing", s(side))
            }
            Said::OfferVoidAbsent { side } => {
                format!("{} is not at the board: a draw offered in his name is void", s(side))
            }
            Said::OfferWhenLost { side } => format!(
                "{} is being checkmated or left without a move and may not offer a draw",
                s(side)
            ),
            Said::OfferWarned { side } => {
                format!("{} offers a draw while the opponent is thinking and is warned", s(side))
            }
            Said::Offers { side } => format!("{} offers a draw", s(side)),
            Said::NothingToAccept => "the offer was void: there is nothing to accept".into(),
            Said::Accepts { side } => format!("{} accepts the draw offered by {}", s(side), o(side)),
            Said::Declines { side } => format!("{} declines the draw offer", s(side)),
            Said::DeclinesByMoving { side } => format!("{} declines the draw offer by moving", s(side)),
            Said::RepetitionClaimNoEffect => {
                "under this law the arbiter rules repetitions himself; the claim has no effect".into()
            }
            Said::RepetitionClaim {
                side,
                intended,
                times,
                granted: true,
            } => format!(
                "{} claims a repetition{}: the position occurs {times} times, drawn",
                s(side),
                on(intended)
            ),
            Said::RepetitionClaim {
                side,
                intended,
                times,
                granted: false,
            } => format!(
                "{} claims a repetition{}: the position occurs only {times} times",
                s(side),
                on(intended)
            ),
            Said::MoveCountClaim {
                side,
                intended,
                needed,
                counts,
                granted: true,
            } => format!(
                "{} claims the {needed}-move rule{}: {} and {} moves without reset, drawn",
                s(side),
                on(intended),
                counts[0],
                counts[1]
            ),
            Said::MoveCountClaim {
                side,
                intended,
                needed,
                counts,
                granted: false,
            } => format!(
                "{} claims the {needed}-move rule{}: only {} and {} moves",
                s(side),
                on(intended),
                counts[0],
                counts[1]
            ),
            Said::ClaimIsOffer { side } => format!("{}'s claim counts as a draw offer", s(side)),
            Said::WrongClaimTimeAdded { to, ms } => {
                format!("the claim is incorrect: {} added to {}'s time", v.ms(*ms), s(to))
            }
            Said::WrongClaimExhausted { side, ms } => format!(
                "the claim is incorrect: {} charged to {}, whose time is exhausted",
                v.ms(*ms),
                s(side)
            ),
            Said::WrongClaimCharged { side, ms } => {
                format!("the claim is incorrect: {} charged to {}", v.ms(*ms), s(side))
            }
            Said::MustPlayIntended { side, intended } => {
                format!("{} must play the intended move {intended}", s(side))
            }
            Said::ClaimUnwritten { side } => format!(
                "{} claims on a move he has not written on his scoresheet: the claim is not valid",
                s(side)
            ),
            Said::ClaimUnproven { side } => format!(
                "{} claims on a move written on a scoresheet that cannot serve as evidence: the claim is not valid",
                s(side)
            ),
            Said::IntendedNotShownWritten => "the intended move is not shown to be written before the claim".into(),
            Said::ClocksStandForCheck { ms } => {
                format!("both clocks stand still for the {} the arbiter takes to check the claim", v.ms(*ms))
            }
            Said::ClaimWithdrawn { side, allowed: true } => {
                format!("{} withdraws his claim: it is not ruled", s(side))
            }
            Said::ClaimWithdrawn { side, allowed: false } => {
                format!("{} may not withdraw his claim: it is ruled as made", s(side))
            }
            Said::Resigns { side } => format!("{} resigns", s(side)),
            Said::BothLate { limit_ms } => format!("both players arrived more than {} after the start", v.ms(*limit_ms)),
            Said::Late { side, at_ms, limit_ms } => format!(
                "{} arrived {} after the start, later than {}",
                s(side),
                v.ms(*at_ms),
                v.ms(*limit_ms)
            ),
            Said::PlaysOnAfterArriving { side, at_ms, limit_ms } => match limit_ms {
                Some(limit) => format!(
                    "{} arrived {} after the start, within {}: he plays on, his clock having run",
                    s(side),
                    v.ms(*at_ms),
                    v.ms(*limit)
                ),
                None => format!(
                    "{} arrived {} after the start of the session; the limit does not apply here: he plays on",
                    s(side),
                    v.ms(*at_ms)
                ),
            },
            Said::PeriodCompleted { side } => format!(
                "{} completed the moves of the period: the next period's time is added to his clock",
                s(side)
            ),
            Said::FlagClaimed { side } => format!("{} claims that {}'s flag has fallen", s(side), o(side)),
            Said::BothFlagsDown => "both flags are down: drawn".into(),
            Said::FlagClaimOwnDown { side } => format!("{} claims on time, but his own flag is down", s(side)),
            Said::FlagClaimNoneDown { side } => format!("{} claims on time, but no flag is down", s(side)),
            Said::MoveIncomplete { side } => format!(
                "{}'s move is not complete: the clock was not pressed before the flag fell",
                s(side)
            ),
            Said::FlagFellCannotWin { side, evidence } => format!(
                "{}'s flag fell, but {} cannot win{}: drawn",
                s(side),
                o(side),
                evidence_en(evidence, v)
            ),
            Said::FlagFell { side } => format!("{}'s flag fell: {} loses on time", s(side), s(side)),
            Said::RepeatedCheckUncounted { side } => format!(
                "a repeated check by {} does not count towards the time control",
                s(side)
            ),
            Said::TimeAdded { to, ms } => format!("{} added to {}'s time", v.ms(*ms), s(to)),
            Said::Lost { cause, loser } => format!("{}: {} loses", cause.en(v), s(loser)),
            Said::CannotWin { side, evidence } => {
                format!("{} cannot win{}: drawn", s(side), evidence_en(evidence, v))
            }
            Said::PenaltyExhausts { side } => format!("the penalty exhausts {}'s time", s(side)),
            Said::LosesGame { side } => format!("{} loses the game", s(side)),
            Said::ErrorLimit { side, count, kind } => {
                let what = match kind {
                    ErrorKind::Technical => "technical",
                    ErrorKind::Conduct => "conduct",
                };
                format!("{} has made {count} {what} errors and loses", s(side))
            }
            Said::Seals { side } => format!("the game is adjourned; {} seals a move", s(side)),
            Said::EnvelopeWaits { side } => format!(
                "{} is not at the board: his clock is started and the envelope stays sealed until he arrives",
                s(side)
            ),
            Said::SealedStandsAbandoned { sealed, side } => format!(
                "the sealed move {sealed} stands, and {} has abandoned the game",
                s(side)
            ),
            Said::SealedIllegal { sealed } => format!("the sealed move `{sealed}` is illegal"),
            Said::SealedNamesNoMove { sealed } => format!("the sealed entry `{sealed}` names no move"),
            Said::SealedAskExplain { sealed, side } => format!(
                "the sealed entry `{sealed}` names no move: {} is asked to explain it",
                s(side)
            ),
            Said::SealedWrongAndAbandoned { side } => format!(
                "{} sealed a wrong move and {} abandoned the game: both lose",
                s(side),
                o(side)
            ),
            Said::Explained { side, as_move } => format!(
                "{} explains the sealed entry as {as_move}, and the arbiter accepts it",
                s(side)
            ),
            Said::Unexplained { side, sealed } => format!("{} cannot explain the sealed entry `{sealed}`", s(side)),
            Said::Abandons { side } => format!("{} abandons the adjourned game and loses", s(side)),
            Said::AbandonsEnvelopeOpened { side } => format!(
                "{} abandons the adjourned game: the envelope is opened all the same",
                s(side)
            ),
            Said::Displaces {
                by,
                from,
                onto,
                own_time,
            } => {
                let whom = by.as_ref().map_or("a player".to_string(), s);
                let text = format!(
                    "{whom} displaces the piece on {from} ({})",
                    onto.as_ref().map_or("off the board".to_string(), |t| format!("onto {t}"))
                );
                if *own_time {
                    format!("{text}: he restores it on his own time")
                } else {
                    text
                }
            }
            Said::Restores { by } => {
                format!("{} restores the displaced pieces", by.as_ref().map_or("the player".to_string(), s))
            }
            Said::DisplacedNoRule => "pieces are found displaced: the law has no rule, play goes on from the board".into(),
            Said::DisplacedReinstated { to_move } => format!(
                "pieces are found displaced: the position before the irregularity is reinstated, {} to move",
                s(to_move)
            ),
            Said::SetupClaimTooLate { moves } => format!(
                "{} and {} moves have been completed: a claim about the set-up is no longer accepted, play goes on",
                moves[0], moves[1]
            ),
            Said::QuickplayNotToMove { side } => format!(
                "{} claims a draw under the quickplay finish, but only the player having the move may claim",
                s(side)
            ),
            Said::QuickplayFlagDown { side } => format!(
                "{} claims a draw under the quickplay finish after his flag has fallen: too late",
                s(side)
            ),
            Said::QuickplayNotAFinish { side } => format!(
                "{} claims a draw under the quickplay finish, but his period still has a move quota: the game is not in a quickplay finish and no claim lies",
                s(side)
            ),
            Said::QuickplayWithIncrement { side } => format!(
                "{} claims a draw under the quickplay finish in a period with an increment: no claim lies",
                s(side)
            ),
            Said::QuickplayTimeLeft {
                side,
                left_ms,
                below_ms,
            } => format!(
                "{} claims a draw under the quickplay finish with {} left, not less than {}: no claim lies",
                s(side),
                signed_ms(*left_ms, v),
                v.ms(*below_ms)
            ),
            Said::QuickplayClaim { side, left_ms } => format!(
                "{} claims a draw with {} left, before his flag falls: the arbiter decides",
                s(side),
                signed_ms(*left_ms, v)
            ),
            Said::QuickplayPostponedDrawn { side } => {
                format!("the arbiter declares the result of {}'s postponed claim: drawn", s(side))
            }
            Said::QuickplayGranted { side } => format!("the arbiter grants {}'s claim: drawn", s(side)),
            Said::QuickplayPostponed { side } => format!(
                "the arbiter postpones his decision on {}'s claim; the game goes on",
                s(side)
            ),
            Said::QuickplayRejected { side } => format!("the arbiter rejects {}'s claim", s(side)),
            Said::FlagFellClaimPostponed { side } => format!(
                "{}'s flag has fallen with his claim postponed: the arbiter declares the result",
                s(side)
            ),
            Said::NotationAllowed { side, notation } => format!(
                "{} keeps his scoresheet in {notation} notation, as the law allows",
                s(side)
            ),
            Said::NotationOther {
                side,
                notation,
                no_evidence,
            } => {
                let text = format!("{} keeps his scoresheet in {notation} notation, not the law's", s(side));
                if *no_evidence {
                    format!("{text}: it cannot serve as evidence")
                } else {
                    text
                }
            }
            Said::NoRecordingDuty { side } => format!("{} need not record moves in this kind of game", s(side)),
            Said::CannotRecordConfirmed { side } => format!(
                "the organisers confirmed beforehand that {} cannot record: no offence",
                s(side)
            ),
            Said::NoRecordingThisPeriod { side } => format!(
                "{} need not record moves in this period of the time control",
                s(side)
            ),
            Said::TooLittleTimeToRecord { side } => format!("{} has too little time left to record moves", s(side)),
            Said::Unrecorded { side, moves } => format!("{} has {moves} moves unrecorded: no offence yet", s(side)),
            Said::MoveStandsReleased { side, first, then } => format!(
                "{} released the piece on the square of {first}: that move stands and cannot be changed to {then}",
                s(side)
            ),
            Said::MoveStandsPlaced { side, first, then } => format!(
                "{} put the piece on the square of {first}: even before his hand leaves it, that move stands and cannot be changed to {then}",
                s(side)
            ),
            Said::MoveNotReleased { side, first, then } => format!(
                "{} had not released the piece on the square of {first}: his move is {then}",
                s(side)
            ),
            Said::CastleComplete { side, castling } => format!(
                "{} has put only his king on its new square: he must complete the castling {castling}",
                s(side)
            ),
            Said::CastleIllegal { side, castling } => format!(
                "{} has begun the castling {castling}, which is illegal: his king counts as touched",
                s(side)
            ),
            Said::TouchCannotCarryOut { side } => format!(
                "{} cannot carry out the touch-move obligation: any legal move",
                s(side)
            ),
            Said::TouchAwaitsRequest { side } => format!(
                "the arbiter acts on {}'s touch only if {} asks him before moving",
                s(side),
                o(side)
            ),
            Said::TouchNotRequested { side } => format!(
                "{} moved without asking the arbiter about {}'s touch: the game goes on, the arbiter does not intervene",
                o(side),
                s(side)
            ),
            Said::TouchNotProven { side } => format!(
                "{}'s touch is neither admitted by him nor witnessed by the arbiter: no sanction on the claimant's word alone",
                s(side)
            ),
            Said::PlaysAsObliged { side, played } => format!(
                "{} plays {played}, as the touch-move obligation requires",
                s(side)
            ),
            Said::Witnesses { side } => format!("the arbiter witnesses {}'s touches himself", s(side)),
            Said::Touches {
                side,
                own,
                piece,
                square,
            } => {
                let whose = if *own { "his" } else { "the opponent's" };
                let piece = piece.as_deref().unwrap_or("piece");
                format!("{} touches {whose} {piece} on {square}", s(side))
            }
            Said::TouchAccidental { side, square } => {
                format!("{} touches {square} by accident: no obligation", s(side))
            }
            Said::Adjusts { side, square } => {
                format!("{} adjusts the piece on {square} after announcing it", s(side))
            }
            Said::AsksAboutTouch { side } => format!(
                "{} asks the arbiter about {}'s touch, which could not be carried out",
                s(side),
                o(side)
            ),
            Said::TouchClaimTooLate { side } => {
                format!("{} claims a touch-move breach after moving himself: too late", s(side))
            }
            Said::TouchClaimKept { side } => format!(
                "{} claims a touch-move breach, but the last move kept the obligation",
                s(side)
            ),
            Said::TouchClaimForfeited { side } => format!(
                "{} touched a piece before claiming and has lost the right to claim",
                s(side)
            ),
            Said::TouchBreachTakenBack { side, allowed } => format!(
                "{}'s move broke the touch-move obligation: it is taken back, and he must play one of {}",
                s(side),
                allowed.join(" ")
            ),
            Said::IllegalMoveCompletes { side, played, number } => format!(
                "{} makes the illegal move {played} (illegal move number {number}): once the clock is pressed it is complete; the opponent may claim before making his own move",
                s(side)
            ),
            Said::IllegalMoveReinstated { side, played, number } => format!(
                "{} makes the illegal move {played} (illegal move number {number}): the position before it is reinstated",
                s(side)
            ),
            Said::MustMoveFrom { side, square } => format!("{} must move the piece on {square} instead", s(side)),
            Said::IllegalMoveNumber { side, number } => format!("{}'s illegal move number {number}", s(side)),
            Said::PromotionNotReplaced { side, played } => format!(
                "{} pressed the clock with a piece in the promotion zone not replaced ({played}): the position is restored",
                s(side)
            ),
            Said::IllegalClaimed { side } => format!("{} claims the illegal move of {}", s(side), o(side)),
            Said::IllegalClaimTooLate { side, played } => format!(
                "{} claims the illegal move {played} of {} after making his own move: too late, the illegal move stands and the game goes on",
                s(side),
                o(side)
            ),
            Said::IllegalClaimNothing { side } => format!("{} claims an illegal move: nothing to rule on", s(side)),
            Said::IllegalStands { side, played } => format!(
                "{} has moved without claiming: {}'s illegal move {played} can no longer be corrected; it stands and the game goes on from the position it made",
                o(side),
                s(side)
            ),
            Said::Offence { side, offence, number } => format!("{}: offence `{offence}` number {number}", s(side)),
            Said::OffenceBoth { offence } => format!("both players: offence `{offence}`"),
            Said::BothAtFault => "both players are at fault: both lose".into(),
            Said::IrregularAnnulled { irregularity } => format!(
                "irregular set-up `{irregularity}`: the game is annulled and a new game is played"
            ),
            Said::IrregularPlayOn { irregularity } => format!("irregular set-up `{irregularity}`: play goes on"),
            Said::IrregularResultStands { irregularity } => {
                format!("irregular set-up `{irregularity}` found after the game: the result stands")
            }
            Said::AgreementTooEarly => {
                "an agreement before both players have made a move is not valid: play goes on".into()
            }
            Said::PressWithoutMove { side, number } => format!(
                "{} presses the clock without making a move: penalised as an illegal move (illegal move number {number})",
                s(side)
            ),
            Said::TwoHands { side, number } => format!(
                "{} made the move with two hands: penalised as an illegal move (illegal move number {number}); the move stands",
                s(side)
            ),
            Said::TwoHandsCountedOnce { side } => {
                format!("{}'s illegal move was also made with two hands: it counts as one illegal move", s(side))
            }
            Said::IllegalObserved { side } => {
                format!("the arbiter observes {}'s illegal move before {} has moved", s(side), o(side))
            }
            Said::PromotionBecomes { side, played, kind } => format!(
                "{} pressed the clock with the piece not replaced in the promotion zone ({played}): an illegal move; the piece becomes a {}",
                s(side),
                v.piece(kind)
            ),
            Said::ClaimRightLostByTouch { side } => format!(
                "{} touched a piece before claiming: the right to claim a draw on this move is lost",
                s(side)
            ),
            Said::IncrementRequested { side } => format!(
                "{} asks for an increment for both players: this is an offer of a draw",
                s(side)
            ),
            Said::IncrementGranted { side, increment_ms } => format!(
                "the arbiter grants {}'s request: both players get {} with every move",
                s(side),
                v.ms(*increment_ms)
            ),
            Said::IncrementRejected { side } => format!("the arbiter rejects {}'s request for an increment", s(side)),
        }
    }
}

pub(super) fn prohibited_en(p: &Prohibited, v: &Voice) -> String {
    let parts: Vec<String> = p
        .conduct
        .iter()
        .map(|c| match c {
            Perpetual::Checks { side } => format!("{} checks perpetually", v.side(*side)),
            Perpetual::Chases { side, target, on, with } => format!(
                "{} chases the {target} on {on} perpetually (with {})",
                v.side(*side),
                with.join(" and ")
            ),
        })
        .collect();
    let joined = parts.join(" and ");
    match p.loser {
        Some(l) => format!("{joined}: {} must vary and, not varying, loses", v.side(l)),
        None => format!("{joined}: drawn"),
    }
}

fn mate_en(r: &CannotMate) -> String {
    match r {
        CannotMate::NoChecker => "no piece that can give check".into(),
        CannotMate::Separated { frozen } => format!(
            "no piece can ever attack a square the opponent's royal piece can reach ({frozen} pieces can never move)"
        ),
        CannotMate::NoMatingNet => "no placement of its pieces can check and cover every flight square".into(),
        CannotMate::NoWinningPlacement => {
            "no placement of the pieces on squares they can ever reach wins by leaving the opponent without a legal move".into()
        }
        CannotMate::AfterEveryMove { moves } => {
            format!("after each of the {moves} legal moves of the side to move, it still cannot win")
        }
        CannotMate::Exhausted { positions } => {
            format!("all {positions} reachable positions searched, none is a checkmate")
        }
    }
}

fn evidence_en(e: &Option<Evidence>, v: &Voice) -> String {
    match e {
        None => String::new(),
        Some(Evidence::One { reason }) => format!(" ({})", mate_en(reason)),
        Some(Evidence::Each { first, second }) => format!(
            " ({}: {}; {}: {})",
            v.side(Side::First),
            mate_en(first),
            v.side(Side::Second),
            mate_en(second)
        ),
    }
}
