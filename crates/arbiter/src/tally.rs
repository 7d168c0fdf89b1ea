//! The arbiter's counting, kept once for event logs and recorded games alike: how often each
//! position has occurred, the n-move count of each side (with the law's cap on checks and its
//! longer count in some endings), and the cycles in which a side breaks one of the law's
//! prohibitions on repetitions (perpetual check, perpetual chase: [`crate::forbidden`]).
//!
//! Occurrences are kept per position, so a repetition and the start of its cycle are found
//! without scanning the game; only the cycle itself is read to classify each side's conduct.

use std::cell::RefCell;
use std::collections::HashMap;

use trongtai_engine::identity::IdentityBuild;
use trongtai_engine::{Game, GamePosition, Move};
use trongtai_rulebook::law::{AutomaticMoveCount, AutomaticRepetition, MoveCountReset, Repetition};

use crate::forbidden::Outcome;
use crate::law::Law;
use crate::side::Side;

/// What made a claim available, or what the law decides by itself once reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Grounds {
    /// The position has occurred this many times (the law's number).
    Repetition {
        /// Occurrences the law needs.
        occurrences: u32,
    },
    /// Each side has made this many moves without a reset.
    MoveCount {
        /// Moves the law needs (raised in the law's longer endings).
        moves: u32,
        /// Whether only captures reset the count (not pawn moves).
        captures_only: bool,
    },
    /// A repetition in which a side breaks a prohibition of the law (perpetual check or chase,
    /// XQ99 7.1(g)/(h), 7.2(c)), with each side's conduct over the cycle.
    Forbidden {
        /// The verdict of the prohibitions.
        outcome: Outcome,
        /// The first ply of the repeating cycle.
        from: usize,
    },
    /// A drawn ending of the law (a dead position) is on the board.
    DrawnEnding {
        /// The ending's id in the rule file.
        id: String,
    },
}

/// The kind of a [`Grounds`], for counting and for output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ClaimableKind {
    /// Repetition of position.
    Repetition,
    /// The n-move rule.
    MoveCount,
    /// Perpetual check.
    PerpetualCheck,
    /// A drawn ending (dead position).
    DrawnEnding,
    /// Perpetual chase (a forbidden repetition that is not only checks).
    PerpetualChase,
}

impl ClaimableKind {
    /// The name used in output: `repetition`, `move-count`, `perpetual-check`, `drawn-ending`.
    pub fn name(self) -> &'static str {
        match self {
            ClaimableKind::Repetition => "repetition",
            ClaimableKind::MoveCount => "move-count",
            ClaimableKind::PerpetualCheck => "perpetual-check",
            ClaimableKind::DrawnEnding => "drawn-ending",
            ClaimableKind::PerpetualChase => "perpetual-chase",
        }
    }
}

impl Grounds {
    /// Its kind.
    pub fn kind(&self) -> ClaimableKind {
        match self {
            Grounds::Repetition { .. } => ClaimableKind::Repetition,
            Grounds::MoveCount { .. } => ClaimableKind::MoveCount,
            Grounds::DrawnEnding { .. } => ClaimableKind::DrawnEnding,
            Grounds::Forbidden { outcome, .. } if outcome.is_check() => ClaimableKind::PerpetualCheck,
            Grounds::Forbidden { .. } => ClaimableKind::PerpetualChase,
        }
    }
}

/// A claim the law made available, or an ending it decides by itself, at one ply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claimable {
    /// Why.
    pub grounds: Grounds,
    /// The ply (from 1) after which it became available.
    pub ply: usize,
    /// The article (clause) applied.
    pub article: String,
    /// Whether the law decides by itself (the arbiter rules; no claim is needed).
    pub automatic: bool,
    /// Who may claim it: the side to move; `None` when the law decides by itself.
    pub claimant: Option<Side>,
}

impl Claimable {
    /// Its kind.
    pub fn kind(&self) -> ClaimableKind {
        self.grounds.kind()
    }
}

/// A move as the tally counts it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Ply<'p> {
    /// The position it was played from.
    pub prior: &'p GamePosition,
    /// The move.
    pub m: Move,
    /// The position it led to.
    pub pos: &'p GamePosition,
    /// Who played it (0 or 1).
    pub mover: usize,
    /// Whether it took a piece.
    pub captured: bool,
    /// Whether the side to move in `pos` is in check ([`Game::in_check`]), when the caller knows
    /// it; the tally looks for itself only when the law counts checks (`checks_count_at_most`).
    pub check: Option<bool>,
}

/// Where a tally stood, to put it back when moves are cancelled.
#[derive(Debug, Clone)]
pub(crate) struct Mark {
    positions: usize,
    count: [u32; 2],
    checks_counted: [u32; 2],
    open: Open,
}

/// Which of the claims each game can make once are still to come.
#[derive(Debug, Clone, Copy)]
struct Open {
    repetition: bool,
    move_count: bool,
    /// The repetition and the move count that end the game by themselves (FIDE 9.6).
    automatic_repetition: bool,
    automatic_move_count: bool,
    /// A forbidden repetition (the law has prohibitions, none ruled yet).
    forbidden: bool,
}

/// Plies a tally makes room for at once: most games are shorter (a longer one grows as before).
/// A capacity, not a number of the law (which all come from the rule files): 128.
const USUAL_PLIES: usize = 1 << (u8::BITS - 1);

/// No earlier occurrence, in [`Tally::prev`].
const NO_PREV: u32 = u32::MAX;

/// The longest history whose lists a thread keeps for its next game (8192 positions, 64 games
/// of usual length, about 200 kB): a capacity, not a number of the law; a longer game's lists
/// are freed.
const SPARE_PLIES: usize = USUAL_PLIES * USUAL_PLIES / 2;

/// The lists of a finished tally, emptied, kept for the next tally of the same thread: a thread
/// that judges game after game (an archive) allocates them once, not once per game.
struct Spare {
    history: Vec<u64>,
    prev: Vec<u32>,
    seen: HashMap<u64, (u32, u32), IdentityBuild>,
    plies: Vec<(usize, Option<bool>)>,
    played: Vec<(GamePosition, Move)>,
}

thread_local! {
    static SPARE: RefCell<Option<Spare>> = const { RefCell::new(None) };
}

/// The counting of one game.
#[derive(Debug, Clone)]
pub(crate) struct Tally {
    /// Identity of every position reached, the start first.
    history: Vec<u64>,
    /// For each index of `history`, the index of the previous occurrence of the same identity
    /// ([`NO_PREV`] for the first): the occurrences of a position form a chain back from its
    /// last, so no list is allocated per position.
    prev: Vec<u32>,
    /// For each identity: how often it occurs, and the index in `history` of its last occurrence.
    seen: HashMap<u64, (u32, u32), IdentityBuild>,
    /// For each ply: who moved and whether he gave check (`None`: not looked for).
    plies: Vec<(usize, Option<bool>)>,
    /// For each ply: the position before it and the move, kept only when the law has
    /// prohibitions on repetitions (they read the cycle; nothing else does).
    played: Vec<(GamePosition, Move)>,
    /// The n-move count of each side, and the checks counted in it.
    count: [u32; 2],
    checks_counted: [u32; 2],
    open: Open,
}

impl Tally {
    /// A tally from the start position `pos`: a law counting moves since the last capture or
    /// irreversible move picks up from the position's halfmove clock.
    pub(crate) fn new(game: &Game, law: &Law, pos: &GamePosition) -> Self {
        let id = game.identity(pos);
        let mut count = [0, 0];
        if law.move_count.value.reset == MoveCountReset::CaptureOrIrreversible {
            let h = game.halfmove_clock(pos);
            let to_move = game.turn(pos);
            count[to_move] = h / 2;
            count[1 - to_move] = h - h / 2;
        }
        // The lists of this thread's last tally, else room for a game of usual length from the
        // start: the lists and the map are not grown again and again, a few plies apart, while
        // the first moves are counted. (`try_with`: no spare while the thread is exiting.)
        let spare = SPARE
            .try_with(|s| s.try_borrow_mut().ok().and_then(|mut s| s.take()))
            .ok()
            .flatten();
        let Spare {
            mut history,
            mut prev,
            mut seen,
            plies,
            mut played,
        } = spare.unwrap_or_else(|| Spare {
            history: Vec::with_capacity(USUAL_PLIES + 1),
            prev: Vec::with_capacity(USUAL_PLIES + 1),
            seen: HashMap::with_capacity_and_hasher(USUAL_PLIES, IdentityBuild::default()),
            plies: Vec::with_capacity(USUAL_PLIES),
            played: Vec::new(),
        });
        seen.insert(id, (1, 0));
        history.push(id);
        prev.push(NO_PREV);
        if law.forbidden.is_some() {
            played.reserve(USUAL_PLIES);
        }
        Tally {
            history,
            prev,
            seen,
            plies,
            played,
            count,
            checks_counted: [0, 0],
            open: Open {
                repetition: true,
                move_count: true,
                automatic_repetition: law.automatic_repetition.value != AutomaticRepetition::NotInThisLaw,
                automatic_move_count: law.automatic_move_count.value != AutomaticMoveCount::NotInThisLaw,
                forbidden: law.forbidden.is_some(),
            },
        }
    }

    /// Puts in the n-move count already run, and the checks counted in it, when a game is
    /// picked up mid-way (the set-up's `move_count` and `checks_counted`).
    pub(crate) fn preset(&mut self, count: [u32; 2], checks_counted: [u32; 2]) {
        self.count = count;
        self.checks_counted = checks_counted;
    }

    /// Counts the move `ply`.
    /// Appends to `out` what became available with it, in the order the law decides them: a
    /// forbidden repetition (perpetual check or chase), repetition, the n-move rule. (Appended
    /// to the caller's list, not returned in a new one: a recorded game's plies mostly make
    /// nothing available, and an empty list built and moved at every ply cost as much.)
    pub(crate) fn record(&mut self, game: &Game, law: &Law, ply: Ply<'_>, out: &mut Vec<Claimable>) {
        // The move itself is read only where the law has prohibitions on repetitions (below):
        // read at once, it cost a stall at every ply, its bytes just written one by one.
        let Ply {
            prior,
            pos,
            mover,
            captured,
            check,
            ..
        } = ply;
        // Checks are counted only where the law caps them in the n-move count.
        let check = match (check, law.move_count.value.checks_count_at_most) {
            (None, Some(_)) => Some(game.in_check(pos)),
            (check, _) => check,
        };
        let id = game.identity(pos);
        let index = self.history.len() as u32;
        self.history.push(id);
        let (count, last) = self.seen.entry(id).or_insert((0, NO_PREV));
        self.prev.push(*last);
        *count += 1;
        *last = index;
        // How often the position has now occurred, kept from the one lookup.
        let occurred = *count as usize;
        self.plies.push((mover, check));
        if law.forbidden.is_some() {
            self.played.push((*prior, ply.m));
        }
        self.count_move(game, law, pos, mover, captured, check == Some(true));

        let ply = self.plies.len();
        let opponent = game.turn(pos);
        if self.open.forbidden {
            if let Some(c) = self.forbidden(game, law, ply) {
                self.open.forbidden = false;
                // A forbidden repetition decides before the repetition would draw.
                self.open.repetition = false;
                out.push(c);
            }
        }
        if self.open.repetition {
            let (needed, automatic) = match law.repetition.value {
                Repetition::Claim { occurrences } => (occurrences, false),
                Repetition::Automatic { occurrences } => (occurrences, true),
            };
            if occurred >= needed as usize {
                self.open.repetition = false;
                out.push(Claimable {
                    grounds: Grounds::Repetition { occurrences: needed },
                    ply,
                    article: law.repetition.article.clone(),
                    automatic,
                    claimant: (!automatic).then_some(Side::from_index(opponent)),
                });
            }
        }
        if self.open.automatic_repetition && self.automatic_repetition(law, id, occurred) {
            self.open.automatic_repetition = false;
            let occurrences = match law.automatic_repetition.value {
                AutomaticRepetition::Anywhere { occurrences }
                | AutomaticRepetition::ConsecutiveAlternateMoves { occurrences, .. } => occurrences,
                AutomaticRepetition::NotInThisLaw => 0,
            };
            out.push(Claimable {
                grounds: Grounds::Repetition { occurrences },
                ply,
                article: law.automatic_repetition.article.clone(),
                automatic: true,
                claimant: None,
            });
        }
        // No count reaches the fewest moves any ending needs: no ending is looked at.
        if self.open.move_count && self.count[0].min(self.count[1]) >= law.fewest_moves() {
            let (needed, article) = Self::moves_needed(game, law, pos);
            if self.count[0] >= needed && self.count[1] >= needed {
                self.open.move_count = false;
                out.push(Claimable {
                    grounds: Grounds::MoveCount {
                        moves: needed,
                        captures_only: law.move_count.value.reset == MoveCountReset::CaptureOnly,
                    },
                    ply,
                    article: article.to_owned(),
                    automatic: false,
                    claimant: Some(Side::from_index(opponent)),
                });
            }
        }
        if let (true, AutomaticMoveCount::Moves { moves }) =
            (self.open.automatic_move_count, law.automatic_move_count.value)
        {
            if self.count[0] >= moves && self.count[1] >= moves {
                self.open.automatic_move_count = false;
                out.push(Claimable {
                    grounds: Grounds::MoveCount {
                        moves,
                        captures_only: law.move_count.value.reset == MoveCountReset::CaptureOnly,
                    },
                    ply,
                    article: law.automatic_move_count.article.clone(),
                    automatic: true,
                    claimant: None,
                });
            }
        }
    }

    /// Whether the position just reached (`id`, occurred `occurred` times) ends the game by the
    /// law's automatic repetition: so many occurrences anywhere, or in a row on consecutive
    /// alternate moves of each player (the same position every fourth ply, the last being now).
    fn automatic_repetition(&self, law: &Law, id: u64, occurred: usize) -> bool {
        match law.automatic_repetition.value {
            AutomaticRepetition::NotInThisLaw => false,
            AutomaticRepetition::Anywhere { occurrences } => occurred >= occurrences as usize,
            AutomaticRepetition::ConsecutiveAlternateMoves {
                occurrences,
                plies_apart,
            } => {
                let (n, apart) = (occurrences as usize, plies_apart as usize);
                // The same position every `apart` plies, the last being now.
                occurred >= n
                    && n > 0
                    && apart > 0
                    && self.history.len() > (n - 1) * apart
                    && (1..n).all(|k| self.history[self.history.len() - 1 - k * apart] == id)
            }
        }
    }

    /// Moves the n-move rule needs in `pos`, with the article: more in the law's longer endings.
    pub(crate) fn moves_needed<'l>(game: &Game, law: &'l Law, pos: &GamePosition) -> (u32, &'l str) {
        law.extended
            .iter()
            .find(|x| game.matches_ending(pos, &x.ending))
            .map_or((law.move_count.value.moves, law.move_count.article.as_str()), |x| {
                (x.moves, x.article.as_str())
            })
    }

    /// Whether a move by `mover` to `pos` resets the n-move count.
    fn resets(game: &Game, law: &Law, pos: &GamePosition, captured: bool) -> bool {
        match law.move_count.value.reset {
            MoveCountReset::CaptureOnly => captured,
            MoveCountReset::CaptureOrIrreversible => captured || game.halfmove_clock(pos) == 0,
        }
    }

    fn count_move(&mut self, game: &Game, law: &Law, pos: &GamePosition, mover: usize, captured: bool, check: bool) {
        if Self::resets(game, law, pos, captured) {
            self.count = [0, 0];
            self.checks_counted = [0, 0];
            return;
        }
        match (check, law.move_count.value.checks_count_at_most) {
            (true, Some(cap)) if self.checks_counted[mover] >= cap => {}
            (true, Some(_)) => {
                self.checks_counted[mover] += 1;
                self.count[mover] += 1;
            }
            _ => self.count[mover] += 1,
        }
    }

    /// The n-move count if `claimant` played the move to `after` from `before` (a claim on an
    /// intended move).
    pub(crate) fn count_after(
        &self,
        game: &Game,
        law: &Law,
        before: &GamePosition,
        after: &GamePosition,
        claimant: usize,
    ) -> [u32; 2] {
        let captured = game.piece_count(after) < game.piece_count(before);
        if Self::resets(game, law, after, captured) {
            return [0, 0];
        }
        let mut probe = self.count;
        let capped = game.in_check(after)
            && law
                .move_count
                .value
                .checks_count_at_most
                .is_some_and(|cap| self.checks_counted[claimant] >= cap);
        if !capped {
            probe[claimant] += 1;
        }
        probe
    }

    /// A forbidden repetition (perpetual check or chase) completed at `ply` by the position
    /// just reached, once it has occurred the number of times the law gives.
    fn forbidden(&self, game: &Game, law: &Law, ply: usize) -> Option<Claimable> {
        let n = law.forbidden.as_ref()?.occurrences;
        let (outcome, start) = self.forbidden_outcome(game, law, n)?;
        Some(Claimable {
            // Every clause applied, the deciding ones first, as a verdict lists them.
            article: outcome.articles.join(", "),
            grounds: Grounds::Forbidden {
                outcome,
                from: start + 1,
            },
            ply,
            automatic: true,
            claimant: None,
        })
    }

    /// The law's verdict on the cycle that ends with the position just reached, when that
    /// position has occurred at least `n` times: each side's conduct since the first of its last
    /// `n` occurrences, ruled by the prohibitions. Also the index of the cycle's first position
    /// (its first ply is the next one). `None` when the law has no prohibitions, the position
    /// has occurred fewer times, or neither side breaks one.
    pub(crate) fn forbidden_outcome(&self, game: &Game, law: &Law, n: usize) -> Option<(Outcome, usize)> {
        let f = law.forbidden.as_ref()?;
        let &(count, last) = self.seen.get(self.history.last()?)?;
        if n < 2 || (count as usize) < n {
            return None;
        }
        // The first of the last `n` occurrences: `n - 1` steps back along the chain.
        let mut start = last;
        for _ in 1..n {
            start = *self.prev.get(start as usize)?;
        }
        let start = start as usize;
        let cycle = self.played.get(start..)?;
        let (first, _) = cycle.first()?;
        let moves: Vec<Move> = cycle.iter().map(|(_, m)| *m).collect();
        let (conduct, cited) = f.classify(game, first, &moves);
        Some((f.rule(conduct, cited)?, start))
    }

    /// How often the position `id` has occurred.
    pub(crate) fn occurrences(&self, id: u64) -> usize {
        self.seen.get(&id).map_or(0, |&(count, _)| count as usize)
    }

    /// How often the current position has occurred.
    pub(crate) fn current_occurrences(&self) -> usize {
        self.history.last().map_or(0, |id| self.occurrences(*id))
    }

    /// Whether position `id` occurred at or after index `from` of the history, before the
    /// current position.
    pub(crate) fn occurred_since(&self, id: u64, from: usize) -> bool {
        let now = self.history.len().saturating_sub(1);
        let Some(&(_, mut k)) = self.seen.get(&id) else {
            return false;
        };
        // The latest occurrence before the current position.
        while k != NO_PREV && k as usize >= now {
            k = self.prev.get(k as usize).copied().unwrap_or(NO_PREV);
        }
        k != NO_PREV && k as usize >= from
    }

    /// The index of the current position in the history.
    pub(crate) fn now(&self) -> usize {
        self.history.len().saturating_sub(1)
    }

    /// For each ply: who moved and whether he gave check (`None`: not looked for).
    pub(crate) fn plies(&self) -> &[(usize, Option<bool>)] {
        &self.plies
    }

    /// The n-move count of each side.
    pub(crate) fn count(&self) -> [u32; 2] {
        self.count
    }

    /// Where the tally stands.
    pub(crate) fn mark(&self) -> Mark {
        Mark {
            positions: self.history.len(),
            count: self.count,
            checks_counted: self.checks_counted,
            open: self.open,
        }
    }

    /// Puts the tally back where it stood at `mark`: the moves since are cancelled.
    pub(crate) fn reset_to(&mut self, mark: &Mark) {
        while self.history.len() > mark.positions.max(1) {
            if let (Some(id), Some(before)) = (self.history.pop(), self.prev.pop()) {
                if let Some((count, last)) = self.seen.get_mut(&id) {
                    *count -= 1;
                    *last = before;
                    if *count == 0 {
                        self.seen.remove(&id);
                    }
                }
            }
            self.plies.pop();
            self.played.pop();
        }
        self.count = mark.count;
        self.checks_counted = mark.checks_counted;
        self.open = mark.open;
    }
}

impl Drop for Tally {
    /// Hands the lists, emptied, to the thread's next tally, unless they grew past
    /// [`SPARE_PLIES`].
    fn drop(&mut self) {
        if self.history.capacity() > SPARE_PLIES + 1
            || self.seen.capacity() > SPARE_PLIES
            || self.played.capacity() > SPARE_PLIES
        {
            return;
        }
        let mut spare = Spare {
            history: std::mem::take(&mut self.history),
            prev: std::mem::take(&mut self.prev),
            seen: std::mem::take(&mut self.seen),
            plies: std::mem::take(&mut self.plies),
            played: std::mem::take(&mut self.played),
        };
        spare.history.clear();
        spare.prev.clear();
        spare.seen.clear();
        // A map grown by a long game is given back at the size of a usual one: the next games'
        // positions, few, are then looked for in a small table.
        if spare.seen.capacity() > 2 * USUAL_PLIES {
            spare.seen.shrink_to(USUAL_PLIES);
        }
        spare.plies.clear();
        spare.played.clear();
        // A thread that is exiting, or a spare already taken back: the lists are freed.
        let _ = SPARE.try_with(|s| {
            if let Ok(mut s) = s.try_borrow_mut() {
                *s = Some(spare);
            }
        });
    }
}
