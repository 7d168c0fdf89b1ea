//! Unwinnability: whether a side can checkmate (or, under [`Goal`], win on the board) by any
//! series of legal moves.
//!
//! The laws draw a game in which the opponent "cannot checkmate by any possible series of legal
//! moves" (a dead position, a fallen flag, a third illegal move, an illegal sealed move). The
//! answer here is **sound**: [`Verdict::Unwinnable`] only with a proof, and otherwise either a
//! line that mates ([`Verdict::Winnable`]) or [`Verdict::Undetermined`], which a ruling must
//! treat as "can still win".
//!
//! The proofs, cheapest first:
//!
//! 1. [`Reason::NoChecker`]: the side has no piece but its royal one, and a royal piece never
//!    gives check (the game's royal pieces attack each other symmetrically, so the move that
//!    would put one in check of the other is illegal; see `statics::royal_never_checks`).
//! 2. [`Reason::Separated`]: frozen pieces (that can never move again, found by a fixpoint,
//!    see [`statics`]) wall the board; no piece of the side can ever attack a square the other
//!    royal piece can ever stand on.
//! 3. [`Reason::NoMatingNet`]: with little material, no placement of the side's pieces in their
//!    regions checks the royal piece on any square of its region with all its flights covered
//!    or blocked (see [`net`]). Colour-bound pieces are handled by their regions: a piece whose
//!    moves keep the colour of its square never reaches the other colour.
//! 4. [`Reason::NoWinningPlacement`]: no placement of the pieces of both sides on squares
//!    they can ever reach (pieces never taken always placed) is a won position: the other side
//!    to move, without a legal move (parries included), in check or not as the rules want it,
//!    the side's royal piece not attacked (see [`stuck`]). Early for a side that can never give
//!    check where a stalemate wins too (its royal piece never does, and none of its other
//!    pieces can ever attack a square the other royal piece can stand on: a short search), for
//!    any side once the searches below left it open.
//! 5. [`Reason::Exhausted`]: the helpmate search (see [`search`]) looked at every reachable
//!    position; last of all, where the material is little enough, the same in tables of a byte
//!    per position (see [`exhaust`]: a knight against a queen, 22 million positions).
//! 6. [`Reason::AfterEveryMove`]: where all of the above leave the side open and the side to
//!    move has one legal move, or two or three, the side cannot win after any of them (each
//!    analysed as above): a proof that cannot see a forced capture applies after it.
//!
//! The evidence for [`Verdict::Winnable`] is a line of legal moves ending in checkmate, found by
//! five guided plans (greedy best-first; see `search::guided` and `search::Plan`: the net with
//! the pieces on the board; a promotion first, a royal piece walking to take a blocking piece;
//! the defender's own pieces gathering round their royal piece as blockers, measured in steps and,
//! from a table of move distances compiled from the movement data (see [`distance`]), in moves;
//! the net once the defender's other pieces are taken; in the larger rounds, the pieces walking
//! toward the won placements the search of 4 found, see `search::toward`) and the complete
//! search (iterative deepening, which also gives the proofs by exhaustion), each in rounds of
//! growing budgets so that whichever suits the position answers early; then the reachable
//! positions breadth first; then, where few pieces are left, the plans again with a larger
//! budget; then the tables of every reachable position (which give the shortest line to a won
//! position, or the proof); last, the few pieces' plans with eight times that budget. A
//! position already checkmate is won with an empty line. Every side of the hard set
//! (`crates/engine/tests/unwinnable-hard.txt`) is decided; the tests replay every line and check
//! every proof exhaustively.
//!
//! What counts as won comes from the rulebook's end rules ([`Goal::of`]): a position in which the
//! side to move has no legal move ends the game with the outcome the rules give it, in check
//! (checkmate) or not (stalemate). Where only checkmating the other side wins (a stalemate
//! draws), the static proofs above apply; where a stalemate wins too (the xiangqi law, 7.1(b)),
//! they do not (they argue about check), and the proof of 4 and the searches decide: a line ends
//! in a won position without legal moves, a proof by exhaustion looks at every reachable one.

pub(crate) mod distance;
pub(crate) mod exhaust;
pub(crate) mod net;
pub(crate) mod search;
pub(crate) mod statics;
pub(crate) mod stuck;

use std::fmt;

use trongtai_rulebook::model::{EndRulesResolved, Outcome};

use crate::bits::Bits;
use crate::movegen::{has_legal_move, in_check, legal_moves};
use crate::position::{Move, Position};
use crate::tables::Tables;

/// What wins: the outcome, for the side to move, of a position without a legal move, in check
/// and not in check; read from the rulebook's end rules, never from the game's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Goal {
    /// The side to move is in check and has no legal move.
    pub checkmate: Outcome,
    /// The side to move is not in check and has no legal move.
    pub stalemate: Outcome,
}

impl Goal {
    /// Checkmating the other side wins; a stalemate draws. The question the laws ask when they
    /// draw a game the opponent "cannot checkmate by any possible series of legal moves".
    pub const CHECKMATE: Goal = Goal {
        checkmate: Outcome::SideToMoveLoses,
        stalemate: Outcome::Draw,
    };

    /// The goal of a rulebook: its end rules' checkmate and stalemate outcomes.
    pub fn of(end: &EndRulesResolved) -> Goal {
        Goal {
            checkmate: end.checkmate.value,
            stalemate: end.stalemate.value,
        }
    }

    /// Whether only a checkmate of the other side wins (what the static proofs argue about).
    pub fn checkmate_only(self) -> bool {
        self.checkmate == Outcome::SideToMoveLoses && self.stalemate == Outcome::Draw
    }

    /// Whether a position without a legal move, `mover` to move, in check or not, is won for
    /// side `a`.
    pub fn won(self, a: usize, mover: usize, check: bool) -> bool {
        match if check { self.checkmate } else { self.stalemate } {
            Outcome::SideToMoveLoses => mover != a,
            Outcome::SideToMoveWins => mover == a,
            Outcome::Draw => false,
        }
    }

    /// Whether `c`, reached by a move of `mover`, is a position without a legal move won for
    /// side `a`. Under [`Goal::CHECKMATE`] only a move of `a` giving check can end in a win, and
    /// that is looked at first (a check is cheaper to see than the lack of a legal move).
    pub(crate) fn won_after<B: Bits>(self, t: &Tables<B>, a: usize, mover: usize, c: &Position<B>) -> bool {
        if self.checkmate_only() {
            mover == a && in_check(t, c) && !has_legal_move(t, c)
        } else {
            !has_legal_move(t, c) && self.won(a, c.turn(), in_check(t, c))
        }
    }
}

/// Why a side cannot checkmate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// It has no piece that can ever give check.
    NoChecker,
    /// None of its pieces can ever attack a square the opponent's royal piece can reach
    /// (`frozen` pieces can never move again).
    Separated {
        /// Pieces of both sides that can never move again.
        frozen: usize,
    },
    /// Its pieces can never be placed so as to check and cover every flight of the royal piece.
    NoMatingNet,
    /// No placement of the pieces on squares they can ever reach leaves the opponent without a
    /// legal move in a position the rules count as won (see [`stuck`]).
    NoWinningPlacement,
    /// The side to move has few legal moves, and after each of them (or each series of them) the
    /// side cannot win, for one of the other reasons.
    AfterEveryMove {
        /// The legal moves of the side to move.
        moves: u32,
    },
    /// Every position reachable was searched; none is a checkmate.
    Exhausted {
        /// Positions searched.
        positions: u64,
    },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::NoChecker => write!(f, "no piece that can give check"),
            Reason::Separated { frozen } => write!(
                f,
                "no piece can ever attack a square the opponent's royal piece can reach ({frozen} pieces can never move)"
            ),
            Reason::NoMatingNet => write!(f, "no placement of its pieces can check and cover every flight square"),
            Reason::NoWinningPlacement => write!(
                f,
                "no placement of the pieces on squares they can ever reach wins by leaving the opponent without a legal move"
            ),
            Reason::AfterEveryMove { moves } => {
                write!(f, "after each of the {moves} legal moves of the side to move, it still cannot win")
            }
            Reason::Exhausted { positions } => {
                write!(f, "all {positions} reachable positions searched, none is a checkmate")
            }
        }
    }
}

/// Whether a side can checkmate, with the evidence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// This series of legal moves ends in checkmate.
    Winnable {
        /// The moves, from the position analysed.
        line: Vec<Move>,
    },
    /// No series of legal moves checkmates.
    Unwinnable(Reason),
    /// Neither proven: a ruling treats the side as able to win.
    Undetermined,
}

impl Verdict {
    /// Whether the side is proven unable to checkmate.
    pub fn is_unwinnable(&self) -> bool {
        matches!(self, Verdict::Unwinnable(_))
    }
}

/// How hard to look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Effort {
    /// Positions the helpmate search may visit (0: no search).
    pub nodes: u64,
    /// The longest line searched, in plies.
    pub plies: u32,
    /// The mating-net test's budget of steps.
    pub net_steps: u32,
    /// The search runs only on positions with at most this many pieces besides the royal ones.
    pub search_pieces: u32,
    /// Positions the guided search for long helpmates may expand (0: not run). It runs before
    /// the complete search, which then looks for a proof by exhaustion (or a mate the guided
    /// search missed).
    pub guided: u64,
    /// Positions each guided plan may expand in the last round where both sides together have at
    /// most [`FEW_PIECES`] pieces besides the royal ones (an eighth of it in a round before the
    /// exhaustive tables; 0: no such rounds): the long helpmates of a lone piece whose net the
    /// defender's own pieces complete (a pawn walking to promote and back), for which the plans'
    /// estimates stay flat over hundreds of plies. Few pieces make each expansion cheap.
    pub few: u64,
    /// Positions the tables may store: every position reachable, each once in a table of
    /// a byte per position (see [`exhaust`]), where the material is little enough for one
    /// (0: not run).
    pub exhaust: u64,
    /// Placements the search for a won position without a legal move may look at (see
    /// [`stuck`]; 0: not run).
    pub stuck: u64,
}

/// Most pieces besides the royal ones, both sides together, for [`Effort::few`]'s round: eleven,
/// as many as any side the whole-archive runs leave open has. Five would do for chess: of the
/// chess sides those runs left open (`xtask/unwin-open.txt`), the round with five decides all
/// but one of the seventeen it left open with four (a knight or bishop with a pawn or two
/// against pawns, mates a hundred plies or more away). Of the xiangqi sides, each a cannon (once
/// with a pawn) mating with the defender's pieces as screens and blockers: with five pieces at
/// most, of the eight of five or fewer it decides one; with seven, of the twelve of six or seven
/// three (lines of 41 to 55 plies); with eleven, of the fourteen of eight to eleven three (51 to
/// 75 plies). A side the round leaves open costs 14 to 43 s more (`cases_report`, release build);
/// one decided before it, nothing.
pub(crate) const FEW_PIECES: u32 = 11;

impl Effort {
    /// The static proofs only: cheap enough to run after every move.
    pub const QUICK: Effort = Effort {
        nodes: 0,
        plies: 0,
        net_steps: 5_000,
        search_pieces: 0,
        guided: 0,
        few: 0,
        exhaust: 0,
        stuck: 0,
    };
    /// The static proofs, then a bounded helpmate search.
    pub const FULL: Effort = Effort {
        nodes: 100_000,
        plies: 40,
        net_steps: 200_000,
        search_pieces: u32::MAX,
        guided: 20_000,
        // Eight times the 160,000 it was (which still runs first, before the exhaustive tables):
        // of the twelve chess sides the whole-archive run left open with 160,000 (each a lone
        // bishop against the defender's pieces), 1,280,000 decides seven, with lines of 35 to
        // 1,519 plies. Only a side every earlier method, the tables included, left open pays.
        few: 1_280_000,
        exhaust: 40_000_000,
        stuck: 200_000,
    };
    /// For a ruling (a fallen flag, a third illegal move): the static proofs, then a search only
    /// where little material leaves few positions to exhaust. A mate found changes nothing in a
    /// ruling (an undetermined side is treated as able to win), so the search is there for the
    /// proofs by exhaustion only.
    pub const RULING: Effort = Effort {
        nodes: 5_000,
        plies: 40,
        net_steps: 50_000,
        search_pieces: 3,
        guided: 0,
        few: 0,
        exhaust: 0,
        stuck: 50_000,
    };
}

/// Most non-royal pieces a side may have for the mating-net test to run.
const NET_PIECES: u32 = 3;

/// Whether side `a` (0 = the side that moves first) can checkmate the other by some series of
/// legal moves from `p` ([`can_win`] under [`Goal::CHECKMATE`]).
pub fn can_checkmate<B: Bits>(t: &Tables<B>, p: &Position<B>, a: usize, effort: Effort) -> Verdict {
    can_win(t, p, a, effort, Goal::CHECKMATE)
}

/// Whether side `a` (0 = the side that moves first) can reach, by some series of legal moves
/// from `p`, a position without a legal move that `goal` counts as won for it.
///
/// Where the analysis of `p` itself leaves the side undetermined and the side to move has few
/// legal moves (with a search allowed), the positions after them are looked at (see [`FEW_MOVES`]): the positions
/// reachable are those reachable after one of the moves, so the side can win if it can after
/// one and cannot if it cannot after any ([`Reason::AfterEveryMove`]). A static proof that
/// cannot see a forced capture (a chariot giving check beside the general, which can only be
/// taken) applies after it.
pub fn can_win<B: Bits>(t: &Tables<B>, p: &Position<B>, a: usize, effort: Effort, goal: Goal) -> Verdict {
    let a = a & 1;
    let v = examine(t, p, a, effort, goal);
    if effort.nodes == 0 || v != Verdict::Undetermined {
        return v;
    }
    after_few_moves(t, p, a, effort, goal, FEW_MOVES.1, true)
}

/// At most `.0` legal moves, and at most `.1` plies of them with more than one, are looked at
/// one by one (a series of single moves counts for nothing, up to [`FORCED`] plies).
const FEW_MOVES: (usize, u32) = (3, 1);

/// Most plies of single forced moves followed before a position is examined.
const FORCED: usize = 16;

/// [`can_win`] from `p`: its moves one by one where there are few (see [`FEW_MOVES`]), `plies`
/// of them with more than one still allowed; `examined`: `p` itself was examined already.
fn after_few_moves<B: Bits>(
    t: &Tables<B>,
    p: &Position<B>,
    a: usize,
    effort: Effort,
    goal: Goal,
    plies: u32,
    examined: bool,
) -> Verdict {
    let mut q = *p;
    let mut line = Vec::new();
    let mut moves = legal_moves(t, &q);
    while moves.len() == 1 && line.len() < FORCED {
        let m = moves[0];
        let mover = q.turn();
        q = q.play(t, m);
        line.push(m);
        if goal.won_after(t, a, mover, &q) {
            return Verdict::Winnable { line };
        }
        moves = legal_moves(t, &q);
    }
    let branch = moves.len() > 1 && moves.len() <= FEW_MOVES.0 && plies > 0;
    let v = if !branch {
        if line.is_empty() {
            return if examined {
                Verdict::Undetermined
            } else {
                examine(t, p, a, effort, goal)
            };
        }
        examine(t, &q, a, effort, goal)
    } else {
        let mut open = false;
        let mover = q.turn();
        let mut found = None;
        for &m in &moves {
            let c = q.play(t, m);
            if goal.won_after(t, a, mover, &c) {
                found = Some(vec![m]);
                break;
            }
            match after_few_moves(t, &c, a, effort, goal, plies - 1, false) {
                Verdict::Winnable { line: rest } => {
                    found = Some([vec![m], rest].concat());
                    break;
                }
                Verdict::Undetermined => open = true,
                Verdict::Unwinnable(_) => {}
            }
        }
        match found {
            Some(rest) => Verdict::Winnable { line: rest },
            None if open => Verdict::Undetermined,
            None => Verdict::Unwinnable(Reason::AfterEveryMove {
                moves: moves.len() as u32,
            }),
        }
    };
    match v {
        Verdict::Winnable { line: rest } => {
            line.extend(rest);
            Verdict::Winnable { line }
        }
        // Single moves played first: the one move of `p` is the reason.
        Verdict::Unwinnable(_) if !line.is_empty() => Verdict::Unwinnable(Reason::AfterEveryMove { moves: 1 }),
        v => v,
    }
}

/// [`can_win`] on the position as it stands.
fn examine<B: Bits>(t: &Tables<B>, p: &Position<B>, a: usize, effort: Effort, goal: Goal) -> Verdict {
    let d = 1 - a;
    let royal_quiet = t.royal_never_checks;
    let count = |side: usize| -> u32 {
        (0..t.kinds.len())
            .filter(|&k| !t.kinds[k].royal)
            .map(|k| p.pieces(side, k).count())
            .sum()
    };
    let (na, nd) = (count(a), count(d));
    // The static proofs argue about check: where a stalemate wins too, only the search decides.
    let statics_apply = goal.checkmate_only();
    if statics_apply && na == 0 && royal_quiet {
        return Verdict::Unwinnable(Reason::NoChecker);
    }
    if statics_apply {
        let small = royal_quiet && na <= NET_PIECES && nd <= NET_PIECES;
        let st = statics::statics(t, p, if small { None } else { Some(a) });
        if !st.stopped {
            let mut reach = st.att[a] | st.fatt[a];
            if !royal_quiet {
                reach |= st.royal_att[a];
            }
            if (reach & st.royal_reg[d]).is_empty() {
                let frozen = st.pieces.iter().filter(|f| f.frozen).count();
                return Verdict::Unwinnable(Reason::Separated { frozen });
            }
            // A piece that may be promoted makes a net too easy to rule out: not tried.
            let promotes = st
                .pieces
                .iter()
                .any(|f| f.side == a && (0..t.kinds.len()).any(|k| k != f.kind && !f.region[k].is_empty()));
            if small && !promotes && !net::possible(t, &st, a, effort.net_steps) {
                return Verdict::Unwinnable(Reason::NoMatingNet);
            }
        }
    }
    // Where a position without a legal move wins out of check too, a side that can never give
    // check wins only by one: none possible, it cannot win.
    if !statics_apply && effort.stuck > 0 {
        if let Some(r) = no_winning_placement(t, p, a, goal, effort.stuck, true) {
            return Verdict::Unwinnable(r);
        }
    }
    if effort.nodes == 0 || na + nd > effort.search_pieces {
        return Verdict::Undetermined;
    }
    // A game already ended: a won position is won with no move at all (the complete search,
    // which looks at the positions after moves, would call it exhausted).
    if !has_legal_move(t, p) {
        return if goal.won(a, p.turn(), in_check(t, p)) {
            Verdict::Winnable { line: Vec::new() }
        } else {
            Verdict::Unwinnable(Reason::Exhausted { positions: 1 })
        };
    }
    let complete = |budget: u64| {
        let found = search::helpmate(t, p, a, goal, effort.plies, budget);
        match (found.line, found.exhausted) {
            (Some(line), _) => Some(Verdict::Winnable { line }),
            (None, true) => Some(Verdict::Unwinnable(Reason::Exhausted { positions: found.nodes })),
            (None, false) => None,
        }
    };
    if effort.guided > 0 {
        // Each method in rounds of growing budgets (a 64th, an 8th, then all of it), so that a
        // side one of them decides quickly is not kept waiting behind another that fails slowly:
        // the guided plans find the long mates of few pieces, the complete search the short
        // mates of many (where a plan's estimate misleads) and the proofs. A round repeats at
        // most an eighth of the next one's work.
        for share in [64, 8, 1] {
            for (plan, budget) in [
                (search::Plan::Net, effort.guided / 10),
                (search::Plan::Route, effort.guided / 4),
                (search::Plan::Promote, effort.guided),
                (search::Plan::Block, effort.guided / 4),
                (search::Plan::Strip, effort.guided / 4),
            ] {
                if let Some(line) = search::guided(t, p, a, goal, plan, budget / share) {
                    return Verdict::Winnable { line };
                }
            }
            if let Some(v) = complete(effort.nodes / share) {
                return v;
            }
        }
    } else if let Some(v) = complete(effort.nodes) {
        return v;
    }
    // The positions reachable, each once: closes where few pieces shuttle among few squares.
    let found = search::reachable(t, p, a, goal, effort.nodes);
    match (found.line, found.exhausted) {
        (Some(line), _) => return Verdict::Winnable { line },
        (None, true) => return Verdict::Unwinnable(Reason::Exhausted { positions: found.nodes }),
        (None, false) => {}
    }
    // No line found and no proof: whether any placement of the pieces is won at all. The won
    // ones found are targets for the long plans below.
    let mut targets = Vec::new();
    if effort.stuck > 0 {
        match placements(t, p, a, goal, effort.stuck, false, TARGETS) {
            Ok(r) => return Verdict::Unwinnable(r),
            Err(won) => targets = won,
        }
    }
    // Few pieces, neither a mate nor a proof yet: the long plans with a larger budget, an eighth
    // of it before the tables and all of it after, so that a side the tables decide (a proof
    // by exhaustion takes them seconds) does not wait first for the whole round to fail.
    let few = |share: u64| {
        if na + nd > FEW_PIECES || effort.few == 0 {
            return None;
        }
        [search::Plan::Route, search::Plan::Block, search::Plan::Promote]
            .into_iter()
            .find_map(|plan| search::guided(t, p, a, goal, plan, effort.few / share))
            .or_else(|| {
                if targets.is_empty() {
                    return None;
                }
                search::toward(t, p, a, goal, &targets, effort.few / share)
            })
    };
    if let Some(line) = few(8) {
        return Verdict::Winnable { line };
    }
    // Then every reachable position, in a table of a byte each, where the material fits one.
    if effort.exhaust > 0 {
        match exhaust::exhaust(t, p, a, goal, effort.exhaust) {
            exhaust::Exhaust::Won(line) => return Verdict::Winnable { line },
            exhaust::Exhaust::Exhausted(positions) => {
                return Verdict::Unwinnable(Reason::Exhausted { positions });
            }
            exhaust::Exhaust::Open => {}
        }
    }
    if let Some(line) = few(1) {
        return Verdict::Winnable { line };
    }
    Verdict::Undetermined
}

/// Won placements the search over placements keeps as targets for the plan toward them.
const TARGETS: usize = 16;

/// The proof that no placement of the pieces is a position won for side `a` (see [`stuck`]).
/// `early`, before the searches: only for a side that can never give check (its royal piece
/// never does, and none of its other pieces can ever attack a square the other royal piece can
/// stand on), which wins only by leaving the other without a move out of check, so that the
/// search is short; otherwise for any side, after the searches left it open.
pub(crate) fn no_winning_placement<B: Bits>(
    t: &Tables<B>,
    p: &Position<B>,
    a: usize,
    goal: Goal,
    budget: u64,
    early: bool,
) -> Option<Reason> {
    placements(t, p, a, goal, budget, early, 1).ok()
}

/// [`no_winning_placement`], or when there is no proof, up to `want` won placements found.
fn placements<B: Bits>(
    t: &Tables<B>,
    p: &Position<B>,
    a: usize,
    goal: Goal,
    budget: u64,
    early: bool,
    want: usize,
) -> Result<Reason, Vec<Position<B>>> {
    let d = 1 - a;
    // Its own lack of a move never wins for it here (the search looks at the other side's).
    if goal.won(a, a, false) || goal.won(a, a, true) {
        return Err(Vec::new());
    }
    let st = statics::statics(t, p, early.then_some(a));
    if early {
        if !t.royal_never_checks || st.stopped || !((st.att[a] | st.fatt[a]) & st.royal_reg[d]).is_empty() {
            return Err(Vec::new());
        }
        if !goal.won(a, d, false) {
            let frozen = st.pieces.iter().filter(|f| f.frozen).count();
            return Ok(Reason::Separated { frozen });
        }
    }
    let found = stuck::placements(t, &st, a, goal, budget, early, want);
    if found.possible() {
        Err(found.won)
    } else {
        Ok(Reason::NoWinningPlacement)
    }
}

/// Whether neither side can checkmate (a dead position), by the static proofs only; the side
/// with more pieces is looked at first, so an open position is left quickly.
///
/// Before any analysis, a side that has a piece free to roam (see `statics::roams`: not kept to
/// squares of one colour, with a step to an empty square) is not proven. The check runs after
/// every capture or irreversible move of every replay and archive game, and most positions leave
/// here at the cost of a move generation for one or two pieces. What stays decided: structures in
/// which every free piece is colour-bound (locked pawn chains, kings that cannot cross, bishops
/// shut out), and, through the rule files' material patterns looked at first, the lone minor
/// pieces. A dead position with a roaming piece (a knight or rook shut in by locked pawns) is left
/// to the rulings, which ask `can_checkmate` for one side with a search. Skipping is sound: a
/// position not proven dead plays on.
///
/// Only where a checkmate is the one way to win ([`Goal::checkmate_only`]): the static proofs
/// say nothing about stalemates, so under another goal no position is proven dead here.
pub fn dead<B: Bits>(t: &Tables<B>, p: &Position<B>, goal: Goal) -> Option<[Reason; 2]> {
    if !goal.checkmate_only() || (0..2).any(|side| statics::roams(t, p, side)) {
        return None;
    }
    let first = usize::from(p.sides[1].count() > p.sides[0].count());
    let one = match can_checkmate(t, p, first, Effort::QUICK) {
        Verdict::Unwinnable(r) => r,
        _ => return None,
    };
    let other = match can_checkmate(t, p, 1 - first, Effort::QUICK) {
        Verdict::Unwinnable(r) => r,
        _ => return None,
    };
    let mut reasons = [one, other];
    if first == 1 {
        reasons.swap(0, 1);
    }
    Some(reasons)
}

#[cfg(test)]
mod tests;
