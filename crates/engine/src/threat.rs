//! Threats: which enemy pieces a side could take at once, and whether each is protected.
//!
//! A threat is a legal capture the side could make if it were its turn, of any piece but the
//! royal one (a threat to that is a check). Because only legal captures count, a piece that may
//! not leave its line without exposing its own royal piece (pinned, or held by a forbidden
//! facing) threatens nothing.
//!
//! A threatened piece has a *real root* when, once it is taken, its side can legally take the
//! captor back on that square; a *fake root* when a piece of its side bears on the square but
//! cannot legally take back (it is pinned, or the recapture would leave its royal piece
//! attacked, as by a forbidden facing); otherwise it is unprotected. The rules of chases (which
//! threats a law forbids repeating) are data the arbiter applies; this module only observes.

use crate::bits::Bits;
use crate::movegen::attack::attacked_by;
use crate::movegen::legal_moves;
use crate::position::{Move, Position, Special};
use crate::tables::{Tables, NONE};

/// How a threatened piece is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Root {
    /// Nothing of its side bears on its square.
    Unprotected,
    /// A piece of its side bears on the square but could not legally take the captor back.
    Fake {
        /// The square of that piece.
        protector: usize,
    },
    /// A piece of its side could legally take the captor back.
    Real {
        /// The square of that piece.
        protector: usize,
    },
}

impl Root {
    /// Whether the root really protects.
    pub fn is_real(self) -> bool {
        matches!(self, Root::Real { .. })
    }
}

/// One piece threatening to take another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Threat {
    /// The square of the threatening piece.
    pub attacker: usize,
    /// Its kind.
    pub attacker_kind: usize,
    /// The square of the threatened piece.
    pub target: usize,
    /// Its kind.
    pub target_kind: usize,
    /// How the threatened piece is protected.
    pub root: Root,
    /// Whether the threatened piece could legally take the threatening one at once (the side of
    /// the threatened piece to move).
    pub answered: bool,
    /// Whether the threatening piece is held in place: taken off its square, nothing else
    /// changed, its own royal piece would be attacked (it is pinned, or it alone stands between
    /// royal pieces that may not face). Such a piece may still take the piece that holds it.
    pub held: bool,
}

/// A threat a move creates, with how the same pair stood before the move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NewThreat {
    /// The threat after the move.
    pub threat: Threat,
    /// The root of the same threatened piece against the same piece before the move, if that
    /// piece threatened it already.
    pub before: Option<Root>,
}

/// The position with `side` to move and no en passant right (a "pass" by the other side).
fn with_turn<B: Bits>(p: &Position<B>, side: usize) -> Position<B> {
    let mut q = *p;
    q.turn = (side & 1) as u8;
    q.ep_target = NONE;
    q.ep_victim = NONE;
    q
}

/// How the piece on `sq` stands once the capture `c` has been made in `q` (the captor's side to
/// move in `q`).
fn root_after<B: Bits>(t: &Tables<B>, q: &Position<B>, c: Move) -> Root {
    let after = q.play(t, c);
    let sq = c.to as usize;
    if let Some(back) = legal_moves(t, &after).into_iter().find(|m| m.to as usize == sq) {
        return Root::Real {
            protector: back.from as usize,
        };
    }
    let defender = after.turn as usize;
    if let Some(protector) = bears_on(t, &after, defender, sq) {
        return Root::Fake { protector };
    }
    Root::Unprotected
}

/// A piece of `side` whose movement reaches `sq` in `p`, legal or not (the square of the first
/// found).
fn bears_on<B: Bits>(t: &Tables<B>, p: &Position<B>, side: usize, sq: usize) -> Option<usize> {
    let own = p.sides[side & 1];
    let occ = p.occupied();
    let allow = [!own, !occ, p.sides[1 - (side & 1)]];
    for grp in &t.groups[side & 1] {
        let pieces = p.kinds[grp.kind as usize] & own & grp.from;
        for from in pieces.squares() {
            if (grp.reach(t, from, occ, &allow) & grp.dest).has(sq) {
                return Some(from);
            }
        }
    }
    None
}

/// Whether the piece of `side` on `sq` is held in place (see [`Threat::held`]).
fn held<B: Bits>(t: &Tables<B>, p: &Position<B>, side: usize, sq: usize) -> bool {
    let mut q = *p;
    let bit = B::bit(sq);
    q.sides[side & 1] &= !bit;
    for k in &mut q.kinds {
        *k &= !bit;
    }
    attacked_by(t, &q, q.royal[side & 1] as usize, 1 - (side & 1))
}

/// The threats of `side` in `p`, whoever is to move: the legal captures it could make if it were
/// its turn, of pieces other than the royal one.
pub fn threats<B: Bits>(t: &Tables<B>, p: &Position<B>, side: usize) -> Vec<Threat> {
    let side = side & 1;
    let q = with_turn(p, side);
    let enemy = q.sides[1 - side];
    let royal = q.royal[1 - side] as usize;
    // What the threatened side could take at once, on its own turn.
    let replies = legal_moves(t, &with_turn(p, 1 - side));
    let mut out = Vec::new();
    for c in legal_moves(t, &q) {
        let to = c.to as usize;
        if c.special != Special::None || !enemy.has(to) || to == royal {
            continue;
        }
        let Some(target_kind) = q.kind_at(to) else {
            continue;
        };
        if out
            .iter()
            .any(|x: &Threat| x.attacker == c.from as usize && x.target == to)
        {
            // Several promotions of one capture are one threat.
            continue;
        }
        out.push(Threat {
            attacker: c.from as usize,
            attacker_kind: c.kind as usize,
            target: to,
            target_kind,
            root: root_after(t, &q, c),
            answered: replies
                .iter()
                .any(|r| r.from as usize == to && r.to == c.from && r.special == Special::None),
            held: held(t, &q, side, c.from as usize),
        });
    }
    out
}

/// The threats that the move `m`, legal in `before`, creates for the side making it: those of
/// the position after the move, each with how the same pair (the moved piece counted as the
/// same piece on its new square) stood before it.
pub fn new_threats<B: Bits>(t: &Tables<B>, before: &Position<B>, m: Move) -> Vec<NewThreat> {
    let side = before.turn as usize;
    let after = before.play(t, m);
    let old = threats(t, before, side);
    threats(t, &after, side)
        .into_iter()
        .map(|threat| {
            let origin = if threat.attacker == m.to as usize {
                m.from as usize
            } else {
                threat.attacker
            };
            let before = old
                .iter()
                .find(|o| o.attacker == origin && o.target == threat.target)
                .map(|o| o.root);
            NewThreat { threat, before }
        })
        .collect()
}

/// Whether square `sq` lies in the zone `name` of `side`; `None` for a zone the game lacks.
pub fn in_zone<B: Bits>(t: &Tables<B>, name: &str, side: usize, sq: usize) -> Option<bool> {
    t.zones.get(name).map(|z| z[side & 1].has(sq))
}
