//! The event log in words: each event of a case as one sentence of the catalogues
//! (`i18n/*/desk.ftl`), with the sides by their names in the game definition and durations said
//! for people. Where an event names no side (a move, a touch, a claim by the player to move), the
//! side to move in the arbiter's position before the event is named.
//!
//! This says what was entered, not what it means: the ruling each event led to comes from the
//! arbiter (`Verdict::rulings`).

use trongtai_arbiter::{ClaimKind, Decision, Event};
use trongtai_i18n::{and_list, msg as m, say, Lang};
use trongtai_rulebook::game::GameDef;
use trongtai_rulebook::human;
use trongtai_rulebook::law::Duration;

/// Who an event is about: the game's names and the side to move before it (an id), if known.
pub(crate) struct Teller<'a> {
    pub(crate) game: &'a GameDef,
    pub(crate) to_move: Option<&'a str>,
}

impl Teller<'_> {
    fn side(&self, id: &str, lang: Lang) -> String {
        human::side_name(self.game, id, lang)
    }

    /// The side to move, by name; "?" where the arbiter's replay did not reach the event.
    fn mover(&self, lang: Lang) -> String {
        self.to_move.map_or_else(|| "?".to_owned(), |id| self.side(id, lang))
    }

    /// One event in words.
    pub(crate) fn say(&self, e: &Event, lang: Lang) -> String {
        let t = |d: &Duration| human::duration(*d, lang);
        let mover = || self.mover(lang);
        let side = |id: &str| self.side(id, lang);
        match e {
            // One move: by the side to move; several: each by its side in turn.
            Event::Moves(moves) if moves.split_whitespace().count() == 1 => say(
                lang,
                &m::DeskEventMovesOne {
                    side: &mover(),
                    played: moves.trim(),
                },
            ),
            Event::Moves(moves) => say(lang, &m::DeskEventMoves { moves }),
            Event::Play(played, d) => say(
                lang,
                &m::DeskEventPlay {
                    side: &mover(),
                    time: &t(d),
                    played,
                },
            ),
            Event::Move(played) => say(lang, &m::DeskEventMove { side: &mover(), played }),
            Event::Press => say(lang, &m::DeskEventPress),
            Event::Elapse(d) => say(lang, &m::DeskEventElapse { time: &t(d) }),
            Event::Offer(s) => say(lang, &m::DeskEventOffer { side: &side(s) }),
            Event::Accept => say(lang, &m::DeskEventAccept),
            Event::Decline => say(lang, &m::DeskEventDecline),
            Event::Claim {
                kind,
                intended,
                by,
                written,
                checked_for,
                withdrawn,
                disputed,
            } => {
                let who = by.as_deref().map_or_else(mover, side);
                let kind = claim(*kind, lang);
                let mut details = Vec::new();
                if let Some(played) = intended {
                    details.push(say(lang, &m::DeskClaimDetailIntended { played }));
                }
                match written {
                    Some(false) => details.push(say(lang, &m::DeskClaimDetailUnwritten)),
                    Some(true) => details.push(say(lang, &m::DeskClaimDetailWritten)),
                    None => {}
                }
                if let Some(d) = checked_for {
                    details.push(say(lang, &m::DeskClaimDetailChecked { time: &t(d) }));
                }
                match withdrawn {
                    Some(true) => details.push(say(lang, &m::DeskClaimDetailWithdrawn)),
                    Some(false) => details.push(say(lang, &m::DeskClaimDetailKept)),
                    None => {}
                }
                match disputed {
                    Some(true) => details.push(say(lang, &m::DeskClaimDetailDisputed)),
                    Some(false) => details.push(say(lang, &m::DeskClaimDetailAdmitted)),
                    None => {}
                }
                if details.is_empty() {
                    say(
                        lang,
                        &m::DeskEventClaim {
                            side: &who,
                            kind: &kind,
                        },
                    )
                } else {
                    say(
                        lang,
                        &m::DeskEventClaimWith {
                            side: &who,
                            kind: &kind,
                            details: &and_list(&details).say(lang),
                        },
                    )
                }
            }
            Event::Resign(s) => say(lang, &m::DeskEventResign { side: &side(s) }),
            Event::Arrive(s, d) => say(
                lang,
                &m::DeskEventArrive {
                    side: &side(s),
                    time: &t(d),
                },
            ),
            Event::Seal(played) => say(lang, &m::DeskEventSeal { side: &mover(), played }),
            Event::Resume => say(lang, &m::DeskEventResume),
            Event::Explain(played) => say(lang, &m::DeskEventExplain { played }),
            Event::Abandon(s) => say(lang, &m::DeskEventAbandon { side: &side(s) }),
            Event::OrderToVary(s) => say(lang, &m::DeskEventOrderToVary { side: &side(s) }),
            Event::RefuseToVary(s) => say(lang, &m::DeskEventRefuseToVary { side: &side(s) }),
            Event::Notation(s, notation) => say(
                lang,
                &m::DeskEventNotation {
                    side: &side(s),
                    notation,
                },
            ),
            Event::Displace { from, to, by } => match (to, by) {
                (Some(to), Some(s)) => say(
                    lang,
                    &m::DeskEventDisplaceTo {
                        side: &side(s),
                        from,
                        to,
                    },
                ),
                (None, Some(s)) => say(lang, &m::DeskEventDisplaceOff { side: &side(s), from }),
                (Some(to), None) => say(lang, &m::DeskEventDisplacedTo { from, to }),
                (None, None) => say(lang, &m::DeskEventDisplacedOff { from }),
            },
            Event::Restore => say(lang, &m::DeskEventRestore),
            Event::DisplacementFound => say(lang, &m::DeskEventDisplacementFound),
            Event::CastleBegun(played) => say(lang, &m::DeskEventCastleBegun { side: &mover(), played }),
            Event::Replaced { first, then, released } => {
                let s = mover();
                if *released {
                    say(lang, &m::DeskEventReplacedReleased { side: &s, first, then })
                } else {
                    say(lang, &m::DeskEventReplacedHeld { side: &s, first, then })
                }
            }
            Event::Touch(square) => say(lang, &m::DeskEventTouch { side: &mover(), square }),
            Event::TouchUnordered(squares) => say(
                lang,
                &m::DeskEventTouchUnordered {
                    side: &mover(),
                    squares: &and_list(squares).say(lang),
                },
            ),
            Event::Witnessed => say(lang, &m::DeskEventWitnessed { side: &mover() }),
            Event::TouchAccidental(square) => say(lang, &m::DeskEventTouchAccidental { side: &mover(), square }),
            Event::Adjust(square) => say(lang, &m::DeskEventAdjust { side: &mover(), square }),
            Event::Offence(s, offence) => say(
                lang,
                &m::DeskEventOffence {
                    side: &side(s),
                    offence,
                },
            ),
            Event::Unrecorded(s, count) => say(
                lang,
                &m::DeskEventUnrecorded {
                    side: &side(s),
                    count: u64::from(*count),
                },
            ),
            Event::Decide(d) => match d {
                Decision::Draw => say(lang, &m::DeskEventDecideDraw),
                Decision::Postpone { extra_time: false } => say(lang, &m::DeskEventDecidePostpone),
                Decision::Postpone { extra_time: true } => say(lang, &m::DeskEventDecidePostponeExtra),
                Decision::Reject => say(lang, &m::DeskEventDecideReject),
                Decision::Grant => say(lang, &m::DeskEventDecideGrant),
            },
            Event::Irregularity(name) => say(lang, &m::DeskEventIrregularity { name }),
            Event::TwoHands => say(lang, &m::DeskEventTwoHands),
            Event::Observed => say(lang, &m::DeskEventObserved),
        }
    }
}

/// What a claim asks, in words.
fn claim(kind: ClaimKind, lang: Lang) -> String {
    match kind {
        ClaimKind::Repetition => say(lang, &m::DeskClaimRepetition),
        ClaimKind::MoveCount => say(lang, &m::DeskClaimMoveCount),
        ClaimKind::TouchMove => say(lang, &m::DeskClaimTouchMove),
        ClaimKind::IllegalMove => say(lang, &m::DeskClaimIllegalMove),
        ClaimKind::Flag => say(lang, &m::DeskClaimFlag),
        ClaimKind::QuickplayFinish => say(lang, &m::DeskClaimQuickplayFinish),
        ClaimKind::IncrementRequest => say(lang, &m::DeskClaimIncrementRequest),
    }
}
