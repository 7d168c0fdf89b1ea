//! Player conduct: touch-move obligations and their breaches, illegal moves, offences with their
//! ladders of sanctions, error counts and the recording duty.

use std::collections::BTreeMap;
use trongtai_i18n::{msg, quoted_list, Message};

use trongtai_engine::{GamePosition, Move, Special};
use trongtai_rulebook::law::{
    BothAtFault, CannotRecord, IllegalRuled, IncompletePromotion, Sanction, SetupRuling, TouchClaim, TouchStep,
    UnknownOrder,
};

use super::{stands, Replay};
use crate::error::ArbiterError;
use crate::said::{ErrorKind, Said};
use crate::side::{GameResult, Side};
use crate::tally::Ply;
use crate::verdict::{Penalty, PenaltyKind, Reason};

/// The state of the board before a move, to take the move back.
#[derive(Debug, Clone)]
pub(super) struct Snapshot {
    pos: GamePosition,
    plies: usize,
    tally: crate::tally::Mark,
    check_run: [super::CheckRun; 2],
    touches: Vec<(usize, bool)>,
    ordered: bool,
}

/// A move that broke a touch-move obligation, open to a claim.
#[derive(Debug, Clone)]
pub(super) struct Breach {
    pub offender: usize,
    pub allowed: Vec<String>,
    /// The clause that set the obligation.
    pub clause: String,
    pub snapshot: Snapshot,
    /// Whether the arbiter witnessed the touches behind it.
    pub witnessed: bool,
}

/// An obligation its author could not carry out, escaped with any move: open to the opponent's
/// request, where the law sanctions it only then.
#[derive(Debug, Clone)]
pub(super) struct Escape {
    offender: usize,
    /// The clause that allows any move and states the sanction.
    clause: String,
    /// Whether the arbiter witnessed the touches behind it.
    witnessed: bool,
}

/// What the arbiter keeps about conduct.
#[derive(Debug, Clone, Default)]
pub(super) struct Conduct {
    /// Pieces touched by the player to move: square and whether it is his own.
    touches: Vec<(usize, bool)>,
    /// Whether the order of the touches is known.
    unordered: bool,
    /// The last move, if it broke an obligation.
    breach: Option<Breach>,
    /// Whether the player who could claim the breach has touched a piece since.
    claimant_touched: bool,
    /// Moves the player must choose from (after a breach was claimed).
    forced: Option<Vec<String>>,
    /// The piece that must move (after an illegal move, where the law says so).
    must_move_from: Option<usize>,
    /// Illegal moves (and acts penalised as such) of each side, counted for the sanctions.
    pub illegal: [u32; 2],
    offences: BTreeMap<(usize, String), u32>,
    /// Technical and conduct errors of each side.
    errors: [[u32; 2]; 2],
    /// An illegal move was ruled and its clock press is still to come.
    pub illegal_unpressed: bool,
    /// The side whose illegal move is the last thing that happened on the board.
    pub last_illegal: Option<usize>,
    /// The text of that illegal move.
    last_illegal_text: Option<String>,
    /// An illegal move completed by the clock press where the law lets it stand once the
    /// opponent has moved (FIDE C3 (en)): its author and its text.
    pub completed_illegal: Option<(usize, String)>,
    /// The illegal move that has just come to stand, by its author, until the next move.
    pub stood: Option<(usize, String)>,
    /// The author of a breach that was not claimed before the opponent moved.
    lapsed: Option<usize>,
    /// A piece brought to the promotion zone and not yet replaced, with the law's sanction.
    pub unfinished_promotion: Option<(String, Sanction)>,
    /// A piece brought to the promotion zone and not replaced, where the law makes it an illegal
    /// move and the piece becomes a kind of its own (FIDE 2014 7.5(a)): the text, the promotion
    /// it becomes and the kind.
    pub promotion_becomes: Option<(String, Move, String)>,
    /// The author of an illegal move (or act penalised as one) completed by the press, whose
    /// sanction waits for the arbiter's eye or the opponent's claim before the opponent moves
    /// (FIDE 2014 A.4(b), 2018 A.4.2).
    pub awaiting_act: Option<usize>,
    /// Which act awaits: the last move made with two hands, or a press without a move (the
    /// clause saying it is penalised), `None` for an illegal move itself.
    pub awaiting_kind: Option<(super::acts::Act, String)>,
    /// The side whose last move, not yet completed by the press, was made with two hands, and
    /// whether that move was itself an illegal move (then it counts once).
    pub two_hands_unpressed: Option<(usize, bool)>,
    /// Whether the arbiter witnessed the touches of the player to move.
    witnessed: bool,
    /// The obligation escaped in the move being made: its sanction waits for the opponent's
    /// request.
    escape_next: Option<Escape>,
    /// The obligation the last move escaped, open to the opponent's request until he moves.
    escape_pending: Option<Escape>,
    /// The clause of the obligation kept (or found impossible) in the move being made.
    kept_next: Option<(usize, String)>,
    /// The clause of the obligation the last move kept, for a claim against it.
    kept: Option<(usize, String)>,
    /// The clause behind `forced`.
    forced_clause: Option<String>,
}

/// Which list of a touch-move rule applies.
#[derive(Debug, Clone, Copy)]
enum TouchList {
    Own,
    Enemy,
    OwnThenEnemy,
    EnemyThenOwn,
}

impl Snapshot {
    /// The position it holds.
    pub fn position(&self) -> GamePosition {
        self.pos
    }

    /// The plies played when it was taken.
    pub fn plies(&self) -> usize {
        self.plies
    }
}

impl Conduct {
    /// The moves the player must now choose from, and the clause that says so.
    pub fn force(&mut self, moves: Vec<String>, clause: String) {
        self.forced = Some(moves);
        self.forced_clause = Some(clause);
    }

    /// After a move is played: touches are spent; the move may be a breach.
    pub fn after_move(&mut self, breach: Option<Breach>) {
        // A breach the opponent did not claim before moving can no longer be claimed.
        if let Some(b) = self.breach.take() {
            self.lapsed = Some(b.offender);
        }
        self.touches.clear();
        self.unordered = false;
        self.breach = breach;
        self.escape_pending = self.escape_next.take();
        self.kept = self.kept_next.take();
        self.witnessed = false;
        self.claimant_touched = false;
        self.forced = None;
        self.forced_clause = None;
        self.must_move_from = None;
        self.illegal_unpressed = false;
        self.last_illegal = None;
        self.last_illegal_text = None;
        self.completed_illegal = None;
        self.stood = None;
        self.unfinished_promotion = None;
        self.promotion_becomes = None;
        self.awaiting_act = None;
        self.awaiting_kind = None;
    }
}

impl Replay<'_> {
    pub(super) fn snapshot(&self) -> Snapshot {
        Snapshot {
            pos: self.pos,
            plies: self.tally.plies().len(),
            tally: self.tally.mark(),
            check_run: self.check_run.clone(),
            touches: self.conduct.touches.clone(),
            ordered: !self.conduct.unordered,
        }
    }

    /// Puts the board back as it was at `s`: moves made since are cancelled.
    pub(super) fn reinstate(&mut self, s: Snapshot) {
        self.pos = s.pos;
        self.tally.reset_to(&s.tally);
        // Claims made available by the cancelled moves are cancelled with them.
        self.claimable.retain(|c| c.ply <= s.plies);
        self.decided = None;
        self.check_run = s.check_run;
        self.unpressed = None;
        self.just_pressed = None;
        self.conduct.touches.clear();
        self.conduct.unordered = false;
    }

    fn square(&self, i: usize, name: &str) -> Result<usize, ArbiterError> {
        self.game.parse_square(name).ok_or_else(|| ArbiterError::Event {
            index: i,
            message: msg::ArbiterNoSquare { name }.text(),
        })
    }

    /// The moves a touch-move obligation allows, with the clause that sets it: `None` when there
    /// is no obligation, an empty list when none of it can be carried out (the clause is then
    /// the one that allows any move).
    fn obligation(&self, legal: &[Move]) -> Option<(Vec<Move>, String)> {
        let article = &self.law.touch_move.article;
        if let Some(forced) = &self.conduct.forced {
            let clause = self.conduct.forced_clause.clone().unwrap_or_else(|| article.clone());
            return Some((
                legal
                    .iter()
                    .copied()
                    .filter(|m| forced.contains(&self.game.move_text(m)))
                    .collect(),
                clause,
            ));
        }
        if let Some(from) = self.conduct.must_move_from {
            let clause = self.law.illegal_clauses().0;
            return Some((
                legal.iter().copied().filter(|m| m.from as usize == from).collect(),
                clause,
            ));
        }
        let touches = &self.conduct.touches;
        if touches.is_empty() {
            return None;
        }
        let tm = &self.law.touch_move.value;
        let has_own = touches.iter().any(|t| t.1);
        let has_enemy = touches.iter().any(|t| !t.1);
        let mut order: Vec<(usize, bool)> = touches.clone();
        let (list, steps) = match (has_own, has_enemy) {
            (true, false) => (TouchList::Own, &tm.own),
            (false, _) => (TouchList::Enemy, &tm.enemy),
            (true, true) => {
                let own_first = if self.conduct.unordered {
                    let own_first = tm.unknown_order == UnknownOrder::OwnFirst;
                    order.sort_by_key(|t| if t.1 == own_first { 0 } else { 1 });
                    own_first
                } else {
                    order[0].1
                };
                if own_first {
                    (TouchList::OwnThenEnemy, &tm.own_then_enemy)
                } else {
                    (TouchList::EnemyThenOwn, &tm.enemy_then_own)
                }
            }
        };
        let clauses = tm.clauses.as_ref().map(|c| match list {
            TouchList::Own => &c.own,
            TouchList::Enemy => &c.enemy,
            TouchList::OwnThenEnemy => &c.own_then_enemy,
            TouchList::EnemyThenOwn => &c.enemy_then_own,
        });
        let clause = |k: Option<usize>| -> String {
            clauses
                .and_then(|c| match k {
                    Some(k) => c.steps.get(k).cloned(),
                    None => Some(c.escape.clone()),
                })
                .unwrap_or_else(|| article.clone())
        };
        // When the order is unknown, "the first touched" cannot be established among pieces of
        // one colour: any of them will do (XQ99 9.1, 9.2).
        let known_order = !self.conduct.unordered;
        let own: Vec<usize> = order.iter().filter(|t| t.1).map(|t| t.0).collect();
        let enemy: Vec<usize> = order.iter().filter(|t| !t.1).map(|t| t.0).collect();
        let moves_from = |sq: usize| -> Vec<Move> { legal.iter().copied().filter(|m| m.from as usize == sq).collect() };
        let captures_of = |sq: usize, by: Option<&[usize]>| -> Vec<Move> {
            legal
                .iter()
                .copied()
                .filter(|m| m.to as usize == sq && !matches!(m.special, Special::Castle(_)))
                .filter(|m| by.is_none_or(|b| b.contains(&(m.from as usize))))
                .collect()
        };
        for (k, step) in steps.iter().enumerate() {
            let set: Vec<Move> = match *step {
                TouchStep::CastleWithTouched | TouchStep::MoveRoyalBeforePartner => {
                    let is_royal = |sq: usize| {
                        self.game
                            .piece_on(&self.pos, sq)
                            .and_then(|(_, k)| self.game.kind_info(k))
                            .is_some_and(|(_, r)| r)
                    };
                    // The royal piece touched first, or together with the others (order unknown).
                    let first = if self.conduct.unordered {
                        own.iter().copied().find(|&sq| is_royal(sq))
                    } else {
                        own.first()
                            .copied()
                            .filter(|&sq| is_royal(sq) && order.first().map(|t| t.0) == Some(sq))
                    };
                    let Some(first) = first else { continue };
                    let files = self.game.board_size().0.max(1);
                    let g = |sq: usize| (sq % files, sq / files);
                    // ... and another own piece on its rank: castling with it is intended.
                    let others: Vec<usize> = own.iter().copied().filter(|&p| p != first).collect();
                    if !others.iter().any(|&p| g(p).1 == g(first).1) {
                        continue;
                    }
                    if *step == TouchStep::MoveRoyalBeforePartner {
                        // The royal piece must move; castling is one of its moves. None: any
                        // legal move (an empty set: the obligation cannot be carried out).
                        let moves = moves_from(first);
                        let at = if moves.is_empty() { None } else { Some(k) };
                        return Some((moves, clause(at)));
                    }
                    let castles: Vec<Move> = legal
                        .iter()
                        .copied()
                        .filter(|m| matches!(m.special, Special::Castle(_)) && m.from as usize == first)
                        .filter(|m| {
                            let (ff, fr) = g(m.from as usize);
                            let (tf, _) = g(m.to as usize);
                            others.iter().any(|&p| {
                                let (pf, pr) = g(p);
                                pr == fr && (pf > ff) == (tf > ff)
                            })
                        })
                        .collect();
                    if !castles.is_empty() {
                        return Some((castles, clause(Some(k))));
                    }
                    // That castling is illegal: another move of the royal piece, castling on the
                    // other side included; if it has none, any legal move (FIDE 4.4(c), VNLEG 5.1.4).
                    let moves = moves_from(first);
                    let at = if moves.is_empty() { None } else { Some(k) };
                    return Some((moves, clause(at)));
                }
                TouchStep::MoveTouched { first } => {
                    if first && known_order {
                        own.iter()
                            .map(|&sq| moves_from(sq))
                            .find(|v| !v.is_empty())
                            .unwrap_or_default()
                    } else {
                        own.iter().flat_map(|&sq| moves_from(sq)).collect()
                    }
                }
                TouchStep::CaptureTouched { with_touched, first } => {
                    let by = with_touched.then_some(own.as_slice());
                    if first && known_order {
                        enemy
                            .iter()
                            .map(|&sq| captures_of(sq, by))
                            .find(|v| !v.is_empty())
                            .unwrap_or_default()
                    } else {
                        enemy.iter().flat_map(|&sq| captures_of(sq, by)).collect()
                    }
                }
                TouchStep::MoveOrCaptureFirstTouched => order
                    .iter()
                    .map(|&(sq, mine)| if mine { moves_from(sq) } else { captures_of(sq, None) })
                    .find(|v| !v.is_empty())
                    .unwrap_or_default(),
            };
            if !set.is_empty() {
                return Some((set, clause(Some(k))));
            }
        }
        Some((Vec::new(), clause(None)))
    }

    /// Checks a move against the obligation; returns the allowed moves, and the clause that
    /// sets them, when the move breaks it.
    pub(super) fn check_obligation(
        &mut self,
        i: usize,
        m: Move,
    ) -> Result<Option<(Vec<String>, String)>, ArbiterError> {
        let legal = self.game.legal_moves(&self.pos);
        let Some((allowed, article)) = self.obligation(&legal) else {
            return Ok(None);
        };
        let mover = self.game.turn(&self.pos);
        if allowed.is_empty() {
            let said = Said::TouchCannotCarryOut {
                side: Side::from_index(mover),
            };
            if self.on_request() && self.law.touch_move.value.escape != Sanction::Nothing {
                self.note(i, &article, said);
            } else {
                self.rule(i, &article, said);
                self.conduct.kept_next = Some((mover, article.clone()));
            }
            let escape = self.law.touch_move.value.escape;
            if self.on_request() && escape != Sanction::Nothing {
                // XQ99 9.11: the arbiter intervenes only when a side asks him, whatever he saw.
                // Until then the escape is a fact, not a ruling: no clause is applied yet.
                let claim = self.law.touch_claim.article.clone();
                self.note(
                    i,
                    &claim,
                    Said::TouchAwaitsRequest {
                        side: Side::from_index(mover),
                    },
                );
                self.conduct.escape_next = Some(Escape {
                    offender: mover,
                    clause: article,
                    witnessed: self.conduct.witnessed,
                });
                return Ok(None);
            }
            self.apply_sanction(i, mover, escape, &article, Reason::Offence);
            return Ok(None);
        }
        if allowed.contains(&m) {
            self.cite_partner_first();
            let said = Said::PlaysAsObliged {
                side: Side::from_index(mover),
                played: self.game.move_text(&m),
            };
            self.rule(i, &article, said);
            self.conduct.kept_next = Some((mover, article));
            return Ok(None);
        }
        let mut texts: Vec<String> = allowed.iter().map(|m| self.game.move_text(m)).collect();
        texts.sort();
        Ok(Some((texts, article)))
    }

    /// Cites the clause that rules out castling when the partner was touched before the royal
    /// piece (FIDE 4.4(b)), where the law names it and the touches were so.
    fn cite_partner_first(&mut self) {
        let Some(clause) = self
            .law
            .touch_move
            .value
            .clauses
            .as_ref()
            .and_then(|c| c.partner_first.clone())
        else {
            return;
        };
        if self.conduct.unordered {
            return;
        }
        let own: Vec<usize> = self.conduct.touches.iter().filter(|t| t.1).map(|t| t.0).collect();
        let is_royal = |sq: usize| {
            self.game
                .piece_on(&self.pos, sq)
                .and_then(|(_, k)| self.game.kind_info(k))
                .is_some_and(|(_, r)| r)
        };
        let files = self.game.board_size().0.max(1);
        let rank = |sq: usize| sq / files;
        let Some(royal) = own.iter().position(|&sq| is_royal(sq)) else {
            return;
        };
        let partner_before = own[..royal].iter().any(|&sq| rank(sq) == rank(own[royal]));
        if partner_before {
            self.cite(&clause);
        }
    }

    /// Whether the law has the arbiter rule on touches only at a side's request (XQ99 9.11).
    fn on_request(&self) -> bool {
        self.law.touch_claim.value == TouchClaim::ClaimedOrWitnessed
    }

    /// The arbiter witnesses the touches of the player to move (XQ99 9.11(b)): evidence for a
    /// request, recorded as a fact; he does not act on it unless a side asks.
    pub(super) fn witnessed(&mut self, i: usize) {
        self.conduct.witnessed = true;
        let mover = self.game.turn(&self.pos);
        let article = self.law.touch_claim.article.clone();
        self.note(
            i,
            &article,
            Said::Witnesses {
                side: Side::from_index(mover),
            },
        );
    }

    /// Whether the arbiter witnessed the touches of the player to move.
    pub(super) fn touches_witnessed(&self) -> bool {
        self.conduct.witnessed
    }

    /// The player to move moves on: a breach or escape of his opponent's that he did not ask the
    /// arbiter about can no longer be (XQ99 9.11(a): nobody asked, the arbiter does not
    /// intervene), cited where the law names the clause.
    pub(super) fn lapse_touch_requests(&mut self, i: usize, mover: usize) {
        let escaped = self.conduct.escape_pending.as_ref().map(|e| e.offender);
        let broke = self.conduct.breach.as_ref().map(|b| b.offender);
        let Some(offender) = escaped.or(broke).filter(|&o| o != mover) else {
            return;
        };
        let clause = self
            .law
            .touch_move
            .value
            .clauses
            .as_ref()
            .and_then(|c| c.no_request.clone());
        if let (true, Some(clause)) = (self.on_request(), clause) {
            self.rule(
                i,
                &clause,
                Said::TouchNotRequested {
                    side: Side::from_index(offender),
                },
            );
        }
    }

    /// A deliberate touch by the player to move.
    pub(super) fn touch(&mut self, i: usize, squares: &[String], ordered: bool) -> Result<(), ArbiterError> {
        let mover = self.game.turn(&self.pos);
        let tm = &self.law.touch_move;
        let article = tm
            .value
            .clauses
            .as_ref()
            .map_or_else(|| tm.article.clone(), |c| c.touch.clone());
        for name in squares {
            let sq = self.square(i, name)?;
            let Some((side, kind)) = self.game.piece_on(&self.pos, sq) else {
                return Err(ArbiterError::Event {
                    index: i,
                    message: msg::ArbiterNothingToTouch { square: name }.text(),
                });
            };
            if !self.conduct.touches.iter().any(|t| t.0 == sq) {
                self.conduct.touches.push((sq, side == mover));
            }
            let said = Said::Touches {
                side: Side::from_index(mover),
                own: side == mover,
                piece: self.game.kind_info(kind).map(|k| k.0.to_owned()),
                square: name.clone(),
            };
            // The touch is a fact the obligation rests on; the clause applied is cited when the
            // obligation is carried out, broken or escaped.
            self.note(i, &article, said);
        }
        if !ordered {
            self.conduct.unordered = true;
        }
        if self.conduct.breach.as_ref().is_some_and(|b| b.offender != mover) {
            self.conduct.claimant_touched = true;
        }
        Ok(())
    }

    /// An accidental touch: the law's ladder for `accidental-touch`, if it has one.
    pub(super) fn touch_accidental(&mut self, i: usize, name: &str) -> Result<(), ArbiterError> {
        let mover = self.game.turn(&self.pos);
        if self.law.offences.contains_key("accidental-touch") {
            if let Some(Sanction::TreatAsDeliberate) = self.offence(i, mover, "accidental-touch")? {
                return self.touch(i, &[name.to_string()], true);
            }
        } else {
            let article = self.law.touch_move.article.clone();
            let said = Said::TouchAccidental {
                side: Side::from_index(mover),
                square: name.to_owned(),
            };
            self.rule(i, &article, said);
        }
        Ok(())
    }

    /// An announced adjustment creates no obligation.
    pub(super) fn adjust(&mut self, i: usize, name: &str) -> Result<(), ArbiterError> {
        self.square(i, name)?;
        let mover = self.game.turn(&self.pos);
        let article = self.law.adjust.article.clone();
        let said = Said::Adjusts {
            side: Side::from_index(mover),
            square: name.to_owned(),
        };
        self.rule(i, &article, said);
        Ok(())
    }

    /// Where the law rules on a touch only on request and on evidence (XQ99 9.11(b)): whether
    /// the touch of a request is proven, admitted by its author (not `disputed`) or witnessed by
    /// the arbiter. `false` (with the ruling that says so) when it is not.
    fn touch_proven(&mut self, i: usize, offender: usize, witnessed: bool, disputed: bool) -> bool {
        if !self.on_request() || witnessed || !disputed {
            return true;
        }
        let claim = self.law.touch_claim.article.clone();
        self.rule(
            i,
            &claim,
            Said::TouchNotProven {
                side: Side::from_index(offender),
            },
        );
        false
    }

    /// A claim (a request, XQ99 9.11) that the opponent's last move broke his touch-move
    /// obligation or escaped one he could not carry out; `disputed`: the opponent disputes the
    /// touch.
    pub(super) fn claim_touch(&mut self, i: usize, disputed: bool) -> Result<(), ArbiterError> {
        let claimant = self.game.turn(&self.pos);
        let article = self.law.touch_move.article.clone();
        if let Some(escape) = self.conduct.escape_pending.take_if(|e| e.offender != claimant) {
            let claim = self.law.touch_claim.article.clone();
            // The offender is the claimant's opponent (`take_if` above).
            if !self.touch_proven(i, escape.offender, escape.witnessed, disputed) {
                return Ok(());
            }
            self.rule(
                i,
                &claim,
                Said::AsksAboutTouch {
                    side: Side::from_index(claimant),
                },
            );
            // The clause that allowed another move states the sanction, applied now.
            self.cite(&escape.clause);
            let sanction = self.law.touch_move.value.escape;
            self.apply_sanction(i, escape.offender, sanction, &escape.clause, Reason::Offence);
            return Ok(());
        }
        let Some(breach) = self.conduct.breach.take().filter(|b| b.offender != claimant) else {
            if self.conduct.lapsed.is_some_and(|o| o != claimant) {
                let art = self.law.touch_claim.article.clone();
                let said = Said::TouchClaimTooLate {
                    side: Side::from_index(claimant),
                };
                self.rule(i, &article, said.clone());
                self.rule(i, &art, said);
                return Ok(());
            }
            // The claim fails on the clause the last move kept (or that allowed any move), not
            // on the whole article; with no obligation at all, on the article's own words.
            let kept = self
                .conduct
                .kept
                .clone()
                .filter(|(o, _)| *o != claimant)
                .map(|(_, c)| c);
            self.rule(
                i,
                kept.as_deref().unwrap_or(&article),
                Said::TouchClaimKept {
                    side: Side::from_index(claimant),
                },
            );
            return Ok(());
        };
        if self.law.touch_claim.value == TouchClaim::BeforeClaimantTouches && self.conduct.claimant_touched {
            let art = self.law.touch_claim.article.clone();
            self.rule(
                i,
                &art,
                Said::TouchClaimForfeited {
                    side: Side::from_index(claimant),
                },
            );
            return Ok(());
        }
        if !self.touch_proven(i, breach.offender, breach.witnessed, disputed) {
            return Ok(());
        }
        if self.on_request() {
            // The request is founded on what 9.11(b) asks: admitted or witnessed.
            let claim = self.law.touch_claim.article.clone();
            self.cite(&claim);
        }
        let s = breach.snapshot;
        let (touches, ordered) = (s.touches.clone(), s.ordered);
        self.reinstate(s);
        if let Some(c) = &mut self.clock {
            c.start(breach.offender);
        }
        // The touches made before the breach still bind.
        self.conduct.touches = touches;
        self.conduct.unordered = !ordered;
        self.conduct.forced = Some(breach.allowed.clone());
        self.conduct.forced_clause = Some(breach.clause.clone());
        self.cite_partner_first();
        let said = Said::TouchBreachTakenBack {
            side: Side::from_index(breach.offender),
            allowed: breach.allowed.clone(),
        };
        self.rule(i, &breach.clause, said);
        Ok(())
    }

    /// A completed illegal move: the position before it stands, and the law's sanction follows.
    pub(super) fn illegal_move(&mut self, i: usize, text: &str) -> Result<(), ArbiterError> {
        let mover = self.game.turn(&self.pos);
        let rule = self.law.illegal.clone();
        let (reinstate, _) = self.law.illegal_clauses();
        // Where the sanction waits for the arbiter's eye or the opponent's claim (FIDE 2014
        // A.4(b), 2018 A.4.2), the move is only counted when it is acted on.
        let waits = rule.value.ruled == Some(IllegalRuled::SeenOrClaimedBeforeReply);
        let n = if waits {
            self.conduct.illegal[mover] as usize + 1
        } else {
            self.conduct.illegal[mover] += 1;
            self.conduct.illegal[mover] as usize
        };
        let ruling = if rule.value.stands_once_opponent_moves == Some(true) {
            // FIDE C3: the press completes it; the opponent claims before moving, or it stands.
            Said::IllegalMoveCompletes {
                side: Side::from_index(mover),
                played: text.to_owned(),
                number: n,
            }
        } else {
            Said::IllegalMoveReinstated {
                side: Side::from_index(mover),
                played: text.to_owned(),
                number: n,
            }
        };
        // A move the press completes (FIDE C3) is ruled on the clause that says so.
        let first = match (
            &ruling,
            self.law
                .illegal
                .value
                .clauses
                .as_ref()
                .and_then(|c| c.completes.as_ref()),
        ) {
            (Said::IllegalMoveCompletes { .. }, Some(completes)) => completes.clone(),
            _ => reinstate.clone(),
        };
        self.rule(i, &first, ruling);
        self.conduct.illegal_unpressed = true;
        self.conduct.last_illegal = Some(mover);
        self.conduct.last_illegal_text = Some(text.to_string());
        if rule.value.same_piece {
            // The from-square is the prefix that names a square and is followed by a file letter
            // (`a10b10`: `a10`, not `a1`).
            let from = (1..text.len())
                .filter(|&k| {
                    text.get(k..)
                        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_alphabetic()))
                })
                .find_map(|k| text.get(..k).and_then(|t| self.game.parse_square(t)));
            if let Some(sq) = from.filter(|&sq| self.game.piece_on(&self.pos, sq).is_some_and(|p| p.0 == mover)) {
                self.conduct.must_move_from = Some(sq);
                let name = self.game.square_name(sq);
                let said = Said::MustMoveFrom {
                    side: Side::from_index(mover),
                    square: name,
                };
                self.rule(i, &reinstate, said);
            }
        }
        if waits {
            self.conduct.awaiting_act = Some(mover);
            return Ok(());
        }
        self.illegal_sanction(i, mover, n);
        Ok(())
    }

    /// The sanction of the `n`-th illegal move (or act penalised as one) of `mover`, from the
    /// law's ladder: a loss (a draw if the opponent cannot win, where the law says so), or what
    /// the ladder gives, citing the clause of the sanctions.
    pub(super) fn illegal_sanction(&mut self, i: usize, mover: usize, n: usize) {
        self.illegal_sanction_cited(i, mover, n, None);
    }

    /// [`Replay::illegal_sanction`] citing `clause` for the sanction instead of the rule's own
    /// (the clause of an act penalised as an illegal move, where the law words it apart).
    pub(super) fn illegal_sanction_cited(&mut self, i: usize, mover: usize, n: usize, clause: Option<&str>) {
        let rule = self.law.illegal.clone();
        let (_, own) = self.law.illegal_clauses();
        let sanctions = clause.map_or(own, str::to_owned);
        let sanction = match rule.value.sanctions.len() {
            0 => Sanction::Nothing,
            len => rule.value.sanctions[n.min(len) - 1],
        };
        if sanction == Sanction::Loss && rule.value.draw_if_opponent_cannot_win {
            if !self.cannot_win(1 - mover) {
                self.penalties.push(Penalty {
                    player: Side::from_index(mover),
                    kind: PenaltyKind::Loss,
                    amount_ms: None,
                    article: sanctions.clone(),
                });
            }
            let said = Said::IllegalMoveNumber {
                side: Side::from_index(mover),
                number: n,
            };
            self.lose(i, mover, Reason::IllegalMoves, &sanctions, said);
            return;
        }
        if sanction != Sanction::Nothing {
            // The sanction's clause is applied too (FIDE 7.4(b) (en) after 7.4(a) (en)).
            self.cite(&sanctions);
        }
        self.apply_sanction(i, mover, sanction, &sanctions, Reason::IllegalMoves);
    }

    /// A move to the promotion zone written without the piece it becomes, where the law rules it
    /// apart from illegal moves: the position stands, the player promotes properly, and the
    /// law's sanction follows. Returns whether it was ruled so.
    pub(super) fn incomplete_promotion(&mut self, text: &str) -> bool {
        let rule = self.law.promotion.clone();
        let legal = self.game.legal_moves(&self.pos);
        let promotions = |m: &Move| {
            let t = self.game.move_text(m);
            t.len() == text.len() + 1 && t.starts_with(text) && m.promotion != u8::MAX
        };
        let sanction = match rule.value {
            IncompletePromotion::Restore(sanction) => sanction,
            IncompletePromotion::IllegalMoveBecomes(kind) => {
                // FIDE 2014 7.5(a), 2017 7.5.2: an illegal move once the clock is pressed, and the
                // piece becomes the law's kind on its square.
                let becomes = legal.iter().copied().filter(promotions).find(|m| {
                    self.game
                        .kind_info(m.promotion as usize)
                        .is_some_and(|(id, _)| id == kind)
                });
                let Some(m) = becomes else {
                    return false;
                };
                self.conduct.promotion_becomes = Some((text.to_string(), m, kind));
                self.conduct.illegal_unpressed = true;
                return true;
            }
            _ => return false,
        };
        if !legal.iter().any(promotions) {
            return false;
        }
        // Not yet an offence: the move is unfinished until the clock is pressed (VNLEG 6.4),
        // and may still be completed on that square.
        self.conduct.unfinished_promotion = Some((text.to_string(), sanction));
        self.conduct.illegal_unpressed = true;
        true
    }

    /// The clock pressed on an unfinished promotion: the law's sanction, the position restored.
    pub(super) fn press_unfinished_promotion(&mut self, i: usize) -> bool {
        let Some((text, sanction)) = self.conduct.unfinished_promotion.take() else {
            return false;
        };
        let rule = self.law.promotion.clone();
        let mover = self.game.turn(&self.pos);
        let ruling = Said::PromotionNotReplaced {
            side: Side::from_index(mover),
            played: text,
        };
        self.rule(i, &rule.article, ruling);
        self.apply_sanction(i, mover, sanction, &rule.article, Reason::Offence);
        true
    }

    /// A claim that the opponent has just completed an illegal move (FIDE C3): the claimant wins,
    /// or draws if he cannot win; under other laws the claim has no effect of its own.
    pub(super) fn claim_illegal(&mut self, i: usize) -> Result<(), ArbiterError> {
        if self.claim_awaiting(i) {
            return Ok(());
        }
        let rule = self.law.illegal.clone();
        // The position before the illegal move stands, so its author is still the side to move;
        // the claim is his opponent's.
        let offender = self.conduct.last_illegal.unwrap_or(self.game.turn(&self.pos));
        let claimant = 1 - offender;
        if rule.value.opponent_may_claim_win == Some(true) && self.conduct.last_illegal.is_some() {
            let said = Said::IllegalClaimed {
                side: Side::from_index(claimant),
            };
            self.lose(i, offender, Reason::IllegalMoves, &rule.article, said);
        } else if let Some((author, text)) = self.conduct.stood.clone() {
            // FIDE C3 (en): once the opponent has moved, the illegal move can no longer be
            // corrected: the claim comes too late and the game goes on.
            let clause = rule.value.clauses.as_ref().and_then(|c| c.stands.clone());
            let said = Said::IllegalClaimTooLate {
                side: Side::from_index(1 - author),
                played: text,
            };
            self.rule(i, clause.as_deref().unwrap_or(&rule.article), said);
        } else {
            self.rule(
                i,
                &rule.article,
                Said::IllegalClaimNothing {
                    side: Side::from_index(claimant),
                },
            );
        }
        Ok(())
    }

    /// The clock pressed on an illegal move: where the law completes the move by the press
    /// (FIDE C3), the opponent's clock runs and the move waits to stand once he has moved.
    pub(super) fn illegal_pressed(&mut self) {
        let rule = self.law.illegal.clone();
        if rule.value.stands_once_opponent_moves != Some(true) {
            return;
        }
        let (Some(author), Some(text)) = (self.conduct.last_illegal, self.conduct.last_illegal_text.clone()) else {
            return;
        };
        if let Some(c) = &mut self.clock {
            c.start(1 - author);
        }
        self.conduct.completed_illegal = Some((author, text));
        if rule.value.ruled == Some(IllegalRuled::SeenOrClaimedBeforeReply) {
            // Completed: the arbiter may act on it, or the opponent claim, until he moves.
            self.conduct.awaiting_act = Some(author);
        }
    }

    /// The clock pressed on a piece left unreplaced in the promotion zone, where the law makes
    /// it an illegal move and the piece becomes a kind of its own (FIDE 2014 7.5(a), 2017
    /// 7.5.2): the illegal move's sanction, then the move played as that promotion and completed
    /// by this press. Returns whether it was so.
    pub(super) fn press_promotion_becomes(&mut self, i: usize) -> Result<bool, ArbiterError> {
        let Some((text, m, kind)) = self.conduct.promotion_becomes.take() else {
            return Ok(false);
        };
        self.conduct.illegal_unpressed = false;
        let mover = self.game.turn(&self.pos);
        let article = self.law.promotion.article.clone();
        let said = Said::PromotionBecomes {
            side: Side::from_index(mover),
            played: text,
            kind,
        };
        self.rule(i, &article, said);
        self.conduct.illegal[mover] += 1;
        let n = self.conduct.illegal[mover] as usize;
        self.illegal_sanction(i, mover, n);
        if self.over.is_none() {
            let full = self.game.move_text(&m);
            if self.make_move(i, &full)? && self.over.is_none() {
                self.press(i)?;
            }
        }
        Ok(true)
    }

    /// Whether the player to move has deliberately touched a piece on this move.
    pub(super) fn has_touched(&self) -> bool {
        !self.conduct.touches.is_empty()
    }

    /// The opponent of a completed illegal move moves without claiming (FIDE C3 (en)): the
    /// illegal move stands, and the game goes on from the position it made.
    pub(super) fn illegal_stands(&mut self, i: usize, author: usize, text: &str) -> Result<(), ArbiterError> {
        let rule = self.law.illegal.clone();
        let clause = rule.value.clauses.as_ref().and_then(|c| c.stands.clone());
        let clause = clause.unwrap_or_else(|| rule.article.clone());
        let made = stands::position_made(self.game, &self.pos, text).map_err(|why| ArbiterError::Event {
            index: i,
            message: msg::ArbiterStandsUnplayable {
                author: &self.sides[author],
                written: text,
                other: &self.sides[1 - author],
                article: &clause,
                why: &why.to_string(),
            }
            .text(),
        })?;
        let ruling = Said::IllegalStands {
            side: Side::from_index(author),
            played: text.to_owned(),
        };
        self.rule(i, &clause, ruling);
        let prior = self.pos;
        self.pos = made.position;
        let from = self.claimable.len();
        self.tally.record(
            self.game,
            self.law,
            Ply {
                prior: &prior,
                m: made.as_move,
                pos: &self.pos,
                mover: author,
                captured: made.captured,
                check: None,
            },
            &mut self.claimable,
        );
        self.decided = self.claimable[from..].iter().find(|c| c.automatic).cloned();
        Ok(())
    }

    /// An offence found by the arbiter: the n-th offence of a kind gets the n-th sanction of its
    /// ladder. Returns the sanction applied.
    pub(super) fn offence(&mut self, i: usize, side: usize, id: &str) -> Result<Option<Sanction>, ArbiterError> {
        let Some(rule) = self.law.offences.get(id).cloned() else {
            let known: Vec<&String> = self.law.offences.keys().collect();
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterUnknownOffence {
                    id,
                    rulebook: &self.law.id,
                    known: &quoted_list(&known),
                }
                .text(),
            });
        };
        let n = {
            let c = self.conduct.offences.entry((side, id.to_string())).or_insert(0);
            *c += 1;
            *c as usize
        };
        let sanction = match rule.value.len() {
            0 => Sanction::Nothing,
            len => rule.value[n.min(len) - 1],
        };
        let said = Said::Offence {
            side: Side::from_index(side),
            offence: id.to_owned(),
            number: n,
        };
        self.rule(i, &rule.article, said);
        self.apply_sanction(i, side, sanction, &rule.article, Reason::Offence);
        if matches!(sanction, Sanction::Loss | Sanction::TechnicalErrorAndLoss) && self.over.is_some() {
            // The clause that states the loss, where another than the ladder's (XQ99 7.1(m)).
            self.cite_outcome(rule.outcome.as_deref());
        }
        Ok(Some(sanction))
    }

    /// The same offence by both players at once: where both sanctions are loss and the law says
    /// so, both lose; otherwise each gets his own sanction.
    pub(super) fn offence_both(&mut self, i: usize, id: &str) -> Result<(), ArbiterError> {
        let last = |law: &crate::law::Law| law.offences.get(id).and_then(|r| r.value.last().copied());
        let both_lose = last(self.law) == Some(Sanction::Loss) && self.law.both_at_fault.value == BothAtFault::BothLose;
        if both_lose {
            let rule = self.law.offences.get(id).cloned();
            if let Some(rule) = rule {
                self.rule(i, &rule.article, Said::OffenceBoth { offence: id.to_owned() });
            }
            let article = self.law.both_at_fault.article.clone();
            self.end(i, GameResult::BothLose, Reason::Offence, &article, Said::BothAtFault);
            return Ok(());
        }
        for side in 0..2 {
            if self.over.is_none() {
                self.offence(i, side, id)?;
            }
        }
        Ok(())
    }

    /// An irregular set-up found by the arbiter, ruled as the law says for its kind.
    pub(super) fn irregularity(&mut self, i: usize, kind: &str) -> Result<(), ArbiterError> {
        let Some(rule) = self.law.irregular.get(kind).cloned() else {
            let known: Vec<&String> = self.law.irregular.keys().collect();
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterUnknownIrregularity {
                    kind,
                    rulebook: &self.law.id,
                    known: &quoted_list(&known),
                }
                .text(),
            });
        };
        if self.over.is_some() && rule.value != SetupRuling::ResultStands {
            return Ok(());
        }
        if self.over.is_none() && self.setup_claim_too_late(i) {
            return Ok(());
        }
        let ruling = match rule.value {
            // FIDE 2017 7.3: annulled before the players have made so many moves each.
            SetupRuling::AnnulUnlessMoves(n) => {
                let made = self.moves_made();
                if made[0] >= n && made[1] >= n {
                    SetupRuling::Continue
                } else {
                    SetupRuling::Annul
                }
            }
            other => other,
        };
        match ruling {
            SetupRuling::AnnulUnlessMoves(_) => {}
            SetupRuling::Annul => {
                let said = Said::IrregularAnnulled {
                    irregularity: kind.to_owned(),
                };
                self.end(i, GameResult::Unfinished, Reason::Annulled, &rule.article, said);
            }
            SetupRuling::Continue => {
                let said = Said::IrregularPlayOn {
                    irregularity: kind.to_owned(),
                };
                self.rule(i, &rule.article, said);
            }
            SetupRuling::ResultStands => {
                let said = Said::IrregularResultStands {
                    irregularity: kind.to_owned(),
                };
                self.rule(i, &rule.article, said);
            }
        }
        Ok(())
    }

    /// Moves left unrecorded: exempt, or the offence `unrecorded-moves`.
    pub(super) fn unrecorded(&mut self, i: usize, side: usize, moves: u32) -> Result<(), ArbiterError> {
        let rule = self.law.scoresheet.clone();
        if rule.value.duty == Some(false) {
            self.rule(
                i,
                &rule.article,
                Said::NoRecordingDuty {
                    side: Side::from_index(side),
                },
            );
            return Ok(());
        }
        if let (true, Some(arrangement)) = (self.cannot_record[side], &rule.value.cannot_record) {
            let CannotRecord::ConfirmedByOrganisers = arrangement.value;
            let said = Said::CannotRecordConfirmed {
                side: Side::from_index(side),
            };
            self.rule(i, &arrangement.article, said);
            return Ok(());
        }
        if let Some(c) = &self.clock {
            // The time control itself may lift the duty for a period (XQ99 10.1.2).
            if !c.scoresheet_required(side) {
                let article = self.control_article.clone().unwrap_or_else(|| rule.article.clone());
                self.rule(
                    i,
                    &article,
                    Said::NoRecordingThisPeriod {
                        side: Side::from_index(side),
                    },
                );
                return Ok(());
            }
            let low = rule.value.exempt_below.is_some_and(|d| c.left(side) < d.ms_signed());
            let increment_lifts = rule.value.unless_increment.is_some_and(|d| c.increment(side) >= d.ms());
            if low && !increment_lifts {
                self.rule(
                    i,
                    &rule.article,
                    Said::TooLittleTimeToRecord {
                        side: Side::from_index(side),
                    },
                );
                return Ok(());
            }
        }
        match rule.value.unrecorded_run {
            Some(run) if moves >= run && self.law.offences.contains_key("unrecorded-moves") => {
                self.offence(i, side, "unrecorded-moves")?;
            }
            _ => {
                let said = Said::Unrecorded {
                    side: Side::from_index(side),
                    moves,
                };
                self.rule(i, &rule.article, said);
            }
        }
        Ok(())
    }

    /// Applies a sanction to `side`; a loss ends the game for `reason`.
    pub(super) fn apply_sanction(&mut self, i: usize, side: usize, sanction: Sanction, article: &str, reason: Reason) {
        let penalty = |kind, amount_ms| Penalty {
            player: Side::from_index(side),
            kind,
            amount_ms,
            article: article.to_string(),
        };
        match sanction {
            Sanction::Nothing | Sanction::TreatAsDeliberate => {}
            Sanction::Reminder => self.penalties.push(penalty(PenaltyKind::Reminder, None)),
            Sanction::Warning => self.penalties.push(penalty(PenaltyKind::Warning, None)),
            Sanction::TechnicalError | Sanction::ConductError => {
                let (k, kind) = if sanction == Sanction::TechnicalError {
                    (0, PenaltyKind::TechnicalError)
                } else {
                    (1, PenaltyKind::ConductError)
                };
                self.penalties.push(penalty(kind, None));
                self.conduct.errors[side][k] += 1;
                let count = self.conduct.errors[side][k];
                let limits = self.law.error_limits.clone();
                let limit = if k == 0 {
                    limits.value.technical
                } else {
                    limits.value.conduct
                };
                if limit.is_some_and(|l| count >= l) {
                    let said = Said::ErrorLimit {
                        side: Side::from_index(side),
                        count,
                        kind: if k == 0 {
                            ErrorKind::Technical
                        } else {
                            ErrorKind::Conduct
                        },
                    };
                    self.end(i, Self::loss(side), Reason::ErrorLimit, &limits.article, said);
                }
            }
            Sanction::TimeToOpponent(d) => {
                self.penalties.push(penalty(PenaltyKind::TimeToOpponent, Some(d.ms())));
                if let Some(c) = &mut self.clock {
                    c.adjust(1 - side, d.ms_signed());
                }
            }
            Sanction::TimeDeducted(d) => {
                self.penalties.push(penalty(PenaltyKind::TimeDeducted, Some(d.ms())));
                let exhausted = self.clock.as_mut().is_some_and(|c| {
                    c.adjust(side, -d.ms_signed());
                    c.left(side) <= 0
                });
                if exhausted {
                    let said = Said::PenaltyExhausts {
                        side: Side::from_index(side),
                    };
                    self.lose(i, side, Reason::PenaltyExhaustedTime, article, said);
                }
            }
            Sanction::Loss => {
                self.penalties.push(penalty(PenaltyKind::Loss, None));
                let said = Said::LosesGame {
                    side: Side::from_index(side),
                };
                self.end(i, Self::loss(side), reason, article, said);
            }
            Sanction::TechnicalErrorAndLoss => {
                // The error is recorded; the loss is this article's own, whatever the count.
                self.penalties.push(penalty(PenaltyKind::TechnicalError, None));
                self.conduct.errors[side][0] += 1;
                self.apply_sanction(i, side, Sanction::Loss, article, reason);
            }
        }
    }
}
