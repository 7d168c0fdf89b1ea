//! Compiling a game definition into lookup tables.
//!
//! Everything the move generator needs is computed here once: zone masks for each side, the
//! squares each movement pattern reaches from every square, rays for riders and hoppers, the
//! reverse tables used to decide whether a square is attacked, castling masks and hash keys.

use std::collections::BTreeMap;

use trongtai_rulebook::game::{Forbidden, GameDef, Mode, MoveKind, Symmetry, ZoneDef};

use trongtai_i18n::msg;

use crate::bits::Bits;
use crate::board::Geometry;
use crate::error::CompileError;
use crate::movegen::attack::AttackPlan;
use crate::movegen::group::{self, Group};
use crate::movegen::line::Lines;

/// The most piece kinds a game may define.
pub const MAX_KINDS: usize = 8;

/// Marks "no square" or "no piece kind" in compact fields.
pub(crate) const NONE: u8 = u8::MAX;

/// One kind of piece, as the engine sees it.
#[derive(Debug, Clone)]
pub struct Kind {
    /// The identifier from the game definition.
    pub id: String,
    /// The FEN letter, upper case.
    pub fen: char,
    /// Whether the side loses when this piece cannot escape capture.
    pub royal: bool,
    /// Whether a move of this piece resets the halfmove clock.
    pub irreversible: bool,
    /// The kinds this piece may be promoted to.
    pub promotions: Vec<u8>,
}

/// The shape of a movement pattern.
#[derive(Debug, Clone)]
pub(crate) enum Shape<B> {
    /// A rider along direction `dir`; `reach[sq]` is the ray cut to the pattern's range and
    /// `allowed[sq]` the part of it at or beyond the minimum distance.
    Ride {
        dir: usize,
        reach: Vec<B>,
        allowed: Option<Vec<B>>,
    },
    /// A leaper: for each square, entries `(legs, targets)` between `start[sq]` and `start[sq + 1]`.
    Leap { start: Vec<u32>, entries: Vec<(B, B)> },
    /// A hopper along `dir` that needs `screens` pieces before its target.
    Hop { dir: usize, screens: u8 },
}

/// One movement pattern of a kind, for one side.
#[derive(Debug, Clone)]
pub(crate) struct Pattern<B> {
    pub shape: Shape<B>,
    pub mode: Mode,
    /// Squares the piece must stand on for the pattern to apply.
    pub from: B,
    pub en_passant: bool,
    /// For a passable move: the offset of one step, to find the square passed over.
    pub passable: Option<(i32, i32)>,
}

/// A castling move of one side.
#[derive(Debug, Clone)]
pub(crate) struct Castle<B> {
    pub fen: char,
    pub partner: u8,
    pub royal_from: usize,
    pub royal_to: usize,
    pub partner_from: usize,
    pub partner_to: usize,
    /// Squares that must be empty (apart from the royal piece and the partner).
    pub empty: B,
    /// Squares the royal piece passes through, destination included, that must not be attacked.
    pub safe: B,
}

/// A game definition compiled into tables, for bitboards of type `B`.
#[derive(Debug, Clone)]
pub struct Tables<B> {
    /// The board.
    pub geo: Geometry,
    /// All squares of the board.
    pub(crate) all: B,
    /// The kinds of piece, in definition order.
    pub kinds: Vec<Kind>,
    /// FEN letters for the side to move.
    pub side_fen: [char; 2],
    /// Side identifiers.
    pub side_ids: [String; 2],
    pub(crate) zones: BTreeMap<String, [B; 2]>,
    /// The number of squares, `geo.len()`.
    pub(crate) squares: usize,
    /// Per direction `d` and square `sq`, at `d * squares + sq`: the ray from `sq`, excluded.
    pub(crate) rays: Vec<B>,
    /// The step `(files, ranks)` of each direction.
    pub(crate) steps: Vec<(i32, i32)>,
    pub(crate) dir_positive: Vec<bool>,
    /// Lookup tables for the lines the game's riders and hoppers move along.
    pub(crate) lines: Lines<B>,
    pub(crate) patterns: [Vec<Vec<Pattern<B>>>; 2],
    pub(crate) dest: [Vec<B>; 2],
    pub(crate) placement: [Vec<B>; 2],
    pub(crate) promo: [Vec<B>; 2],
    /// How each side attacks, compiled from its patterns.
    pub(crate) attack: [AttackPlan<B>; 2],
    /// Per side, the patterns of each kind in turn merged into groups for move generation.
    pub(crate) groups: [Vec<Group<B>>; 2],
    /// Per side and kind, the range of `groups` holding that kind's groups (they follow one
    /// another, kind by kind).
    pub(crate) kind_groups: [Vec<std::ops::Range<usize>>; 2],
    /// Castling moves, side 0 first; right `i` is bit `i` of a position's rights.
    pub(crate) castles: Vec<Castle<B>>,
    /// Per square, the rights that survive a move from or to it.
    pub(crate) castle_keep: Vec<u16>,
    pub(crate) zobrist_piece: Vec<u64>,
    pub(crate) zobrist_side: u64,
    pub(crate) zobrist_castle: Vec<u64>,
    pub(crate) zobrist_ep: Vec<u64>,
    /// The initial position.
    pub start_fen: String,
    /// Whether a royal piece can never give check (see [`crate::unwinnable`]).
    pub(crate) royal_never_checks: bool,
    /// The patterns sorted for the unwinnability analysis.
    pub(crate) unwin: crate::unwinnable::statics::Prep<B>,
}

struct Builder {
    dirs: Vec<(i32, i32)>,
}

impl Builder {
    fn dir(&mut self, step: (i32, i32)) -> usize {
        if let Some(i) = self.dirs.iter().position(|&d| d == step) {
            i
        } else {
            self.dirs.push(step);
            self.dirs.len() - 1
        }
    }
}

/// The images of a step (with its legs) under a symmetry.
/// A step with the legs that must be empty for it.
type Image = ((i32, i32), Vec<(i32, i32)>);

fn images(step: (i32, i32), legs: &[(i32, i32)], sym: Symmetry) -> Vec<Image> {
    type Map = fn((i32, i32)) -> (i32, i32);
    let id: Map = |(x, y)| (x, y);
    let mirror: Map = |(x, y)| (-x, y);
    let r90: Map = |(x, y)| (-y, x);
    let r180: Map = |(x, y)| (-x, -y);
    let r270: Map = |(x, y)| (y, -x);
    let t1: Map = |(x, y)| (y, x);
    let t2: Map = |(x, y)| (-y, -x);
    let t3: Map = |(x, y)| (x, -y);
    let maps: Vec<Map> = match sym {
        Symmetry::None => vec![id],
        Symmetry::LeftRight => vec![id, mirror],
        Symmetry::Rotations => vec![id, r90, r180, r270],
        Symmetry::All => vec![id, r90, r180, r270, mirror, t1, t2, t3],
    };
    let mut out: Vec<Image> = Vec::new();
    for m in maps {
        let image = (m(step), legs.iter().map(|&l| m(l)).collect::<Vec<_>>());
        if !out.contains(&image) {
            out.push(image);
        }
    }
    out
}

fn zone_mask<B: Bits>(geo: Geometry, name: &str, def: &ZoneDef) -> Result<[B; 2], CompileError> {
    let mut first = B::EMPTY;
    match def {
        ZoneDef::Ranks(ranks) => {
            for &r in ranks {
                for f in 0..geo.files as i32 {
                    let sq = geo.square(f, r as i32 - 1).ok_or_else(|| {
                        CompileError::new(msg::EngineZoneRankOff {
                            zone: name,
                            rank: &r.to_string(),
                        })
                    })?;
                    first |= B::bit(sq);
                }
            }
        }
        ZoneDef::Rect { files, ranks } => {
            for f in files.0..=files.1 {
                for r in ranks.0..=ranks.1 {
                    let sq = geo.square(f as i32 - 1, r as i32 - 1).ok_or_else(|| {
                        CompileError::new(msg::EngineZoneSquareOff {
                            zone: name,
                            file: &f.to_string(),
                            rank: &r.to_string(),
                        })
                    })?;
                    first |= B::bit(sq);
                }
            }
        }
        ZoneDef::Squares(squares) => {
            for s in squares {
                let sq = geo
                    .parse_square(s)
                    .ok_or_else(|| CompileError::new(msg::EngineZoneNotASquare { zone: name, square: s }))?;
                first |= B::bit(sq);
            }
        }
    }
    let mut second = B::EMPTY;
    for sq in first.squares() {
        second |= B::bit(geo.mirror(sq));
    }
    Ok([first, second])
}

/// A small deterministic generator for hash keys (splitmix64).
pub(crate) fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl<B: Bits> Tables<B> {
    /// Compiles a game definition.
    ///
    /// # Errors
    ///
    /// Returns an error when the definition names an unknown zone or piece, does not fit in
    /// `B`, or defines more than [`MAX_KINDS`] kinds of piece.
    pub fn compile(def: &GameDef) -> Result<Self, CompileError> {
        let geo = Geometry {
            files: def.board.files,
            ranks: def.board.ranks,
        };
        if geo.is_empty() || geo.files > 16 || geo.ranks > 16 || geo.len() > B::CAPACITY {
            return Err(CompileError::new(msg::EngineBoardTooLarge {
                files: u64::from(geo.files),
                ranks: u64::from(geo.ranks),
                capacity: B::CAPACITY as u64,
            }));
        }
        if def.sides.len() != 2 {
            return Err(CompileError::new(msg::EngineSides {
                n: def.sides.len() as u64,
            }));
        }
        if def.pieces.len() > MAX_KINDS {
            return Err(CompileError::new(msg::EngineTooManyKinds {
                n: def.pieces.len() as u64,
                max: MAX_KINDS as u64,
            }));
        }
        let n = geo.len();
        let mut all = B::EMPTY;
        for sq in 0..n {
            all |= B::bit(sq);
        }
        let mut zones = BTreeMap::new();
        for (name, z) in &def.zones {
            zones.insert(name.clone(), zone_mask::<B>(geo, name, z)?);
        }
        let zone = |name: &str| -> Result<[B; 2], CompileError> {
            zones
                .get(name)
                .copied()
                .ok_or_else(|| CompileError::new(msg::EngineUnknownZone { zone: name }))
        };
        let kind_index = |id: &str| -> Result<u8, CompileError> {
            def.pieces
                .iter()
                .position(|p| p.id == id)
                .map(|i| i as u8)
                .ok_or_else(|| CompileError::new(msg::EngineUnknownPiece { piece: id }))
        };

        let mut kinds = Vec::new();
        let mut dest: [Vec<B>; 2] = [Vec::new(), Vec::new()];
        let mut placement: [Vec<B>; 2] = [Vec::new(), Vec::new()];
        let mut promo: [Vec<B>; 2] = [Vec::new(), Vec::new()];
        for p in &def.pieces {
            let promotions = match &p.promotion {
                Some(pr) => pr
                    .choices
                    .iter()
                    .map(|c| kind_index(c))
                    .collect::<Result<Vec<_>, _>>()?,
                None => Vec::new(),
            };
            kinds.push(Kind {
                id: p.id.clone(),
                fen: p.fen.to_ascii_uppercase(),
                royal: p.royal,
                irreversible: p.irreversible,
                promotions,
            });
            let confined = match &p.confined {
                Some(z) => zone(z)?,
                None => [all, all],
            };
            let placed = match &p.placement {
                Some(z) => zone(z)?,
                None => [all, all],
            };
            let pz = match &p.promotion {
                Some(pr) => zone(&pr.zone)?,
                None => [B::EMPTY, B::EMPTY],
            };
            for s in 0..2 {
                dest[s].push(confined[s]);
                placement[s].push(confined[s] & placed[s]);
                promo[s].push(pz[s]);
            }
        }

        let mut b = Builder { dirs: Vec::new() };
        let mut patterns: [Vec<Vec<Pattern<B>>>; 2] = [Vec::new(), Vec::new()];
        for (side, side_patterns) in patterns.iter_mut().enumerate() {
            let flip = if side == 0 { 1 } else { -1 };
            for p in &def.pieces {
                let mut list = Vec::new();
                for m in &p.moves {
                    let mut from = all;
                    if let Some(z) = &m.from_zone {
                        from &= zone(z)?[side];
                    }
                    if let Some(z) = &m.from_outside {
                        from &= !zone(z)?[side];
                    }
                    let (legs, kind_legs) = match &m.kind {
                        MoveKind::Leap { legs } => (legs.iter().map(|&(x, y)| (x as i32, y as i32)).collect(), true),
                        _ => (Vec::new(), false),
                    };
                    let step = (m.step.0 as i32, m.step.1 as i32);
                    if step == (0, 0) {
                        return Err(CompileError::new(msg::EngineStepNowhere { piece: &p.id }));
                    }
                    let imgs = images(step, &legs, m.symmetry);
                    if kind_legs {
                        // All images of a leaper form one pattern.
                        let mut start = Vec::with_capacity(n + 1);
                        let mut entries: Vec<(B, B)> = Vec::new();
                        for sq in 0..n {
                            start.push(entries.len() as u32);
                            let mut local: Vec<(B, B)> = Vec::new();
                            'img: for (st, lg) in &imgs {
                                let Some(t) = geo.offset(sq, st.0, st.1 * flip) else {
                                    continue;
                                };
                                let mut legmask = B::EMPTY;
                                for l in lg {
                                    match geo.offset(sq, l.0, l.1 * flip) {
                                        Some(ls) => legmask |= B::bit(ls),
                                        None => continue 'img,
                                    }
                                }
                                match local.iter_mut().find(|(lm, _)| *lm == legmask) {
                                    Some(e) => e.1 |= B::bit(t),
                                    None => local.push((legmask, B::bit(t))),
                                }
                            }
                            entries.extend(local);
                        }
                        start.push(entries.len() as u32);
                        list.push(Pattern {
                            shape: Shape::Leap { start, entries },
                            mode: m.mode,
                            from,
                            en_passant: m.en_passant,
                            passable: None,
                        });
                        continue;
                    }
                    for (st, _) in &imgs {
                        let st = (st.0, st.1 * flip);
                        let dir = b.dir(st);
                        b.dir((-st.0, -st.1));
                        let shape = match &m.kind {
                            MoveKind::Ride { max, min } => {
                                let max = max.map(|x| x as i32).unwrap_or(i32::MAX);
                                let min = min.map(|x| x as i32).unwrap_or(1);
                                let mut reach = Vec::with_capacity(n);
                                let mut allowed = Vec::with_capacity(n);
                                for sq in 0..n {
                                    let mut r = B::EMPTY;
                                    let mut a = B::EMPTY;
                                    let mut k = 1;
                                    let mut cur = geo.offset(sq, st.0, st.1);
                                    while let Some(c) = cur {
                                        if k > max {
                                            break;
                                        }
                                        r |= B::bit(c);
                                        if k >= min {
                                            a |= B::bit(c);
                                        }
                                        k += 1;
                                        cur = geo.offset(c, st.0, st.1);
                                    }
                                    reach.push(r);
                                    allowed.push(a);
                                }
                                let allowed = if min > 1 { Some(allowed) } else { None };
                                Shape::Ride { dir, reach, allowed }
                            }
                            MoveKind::Hop { screens } => Shape::Hop { dir, screens: *screens },
                            // Leapers were compiled above as one pattern and never reach this loop.
                            MoveKind::Leap { .. } => continue,
                        };
                        let passable = if m.passable {
                            match &m.kind {
                                MoveKind::Ride {
                                    min: Some(2),
                                    max: Some(2),
                                } => Some(st),
                                _ => return Err(CompileError::new(msg::EnginePassableTwoSteps { piece: &p.id })),
                            }
                        } else {
                            None
                        };
                        list.push(Pattern {
                            shape,
                            mode: m.mode,
                            from,
                            en_passant: m.en_passant,
                            passable,
                        });
                    }
                }
                side_patterns.push(list);
            }
        }

        // Royals facing each other: treated as the enemy royal attacking along those steps.
        let mut facing_dirs = Vec::new();
        for f in &def.forbidden {
            match f {
                Forbidden::RoyalsFacing { steps } => {
                    for &(x, y) in steps {
                        let (x, y) = (x as i32, y as i32);
                        facing_dirs.push(b.dir((x, y)));
                        facing_dirs.push(b.dir((-x, -y)));
                    }
                }
            }
        }

        let dirs = b.dirs.clone();
        let mut rays = vec![B::EMPTY; dirs.len() * n];
        let mut dir_positive = Vec::with_capacity(dirs.len());
        for (d, &(x, y)) in dirs.iter().enumerate() {
            dir_positive.push(y * geo.files as i32 + x > 0);
            for sq in 0..n {
                let mut r = B::EMPTY;
                let mut cur = geo.offset(sq, x, y);
                while let Some(c) = cur {
                    r |= B::bit(c);
                    cur = geo.offset(c, x, y);
                }
                rays[d * n + sq] = r;
            }
        }
        let opposite = |d: usize| -> usize {
            let (x, y) = dirs[d];
            dirs.iter().position(|&e| e == (-x, -y)).unwrap_or(d)
        };

        // Castling.
        let mut castles = Vec::new();
        for side in 0..2 {
            for c in &def.castling {
                let sq = |s: &str| -> Result<usize, CompileError> {
                    let first = geo.parse_square(s).ok_or_else(|| {
                        CompileError::new(msg::EngineCastlingNotASquare {
                            castling: &c.id,
                            square: s,
                        })
                    })?;
                    Ok(if side == 0 { first } else { geo.mirror(first) })
                };
                let (rf, rt) = (sq(&c.royal.0)?, sq(&c.royal.1)?);
                let (pf, pt) = (sq(&c.partner_squares.0)?, sq(&c.partner_squares.1)?);
                let between = |a: usize, z: usize| -> B {
                    // Squares on the rank from a to z inclusive.
                    let mut m = B::EMPTY;
                    let (fa, fz) = (geo.file(a).min(geo.file(z)), geo.file(a).max(geo.file(z)));
                    for f in fa..=fz {
                        if let Some(s) = geo.square(f, geo.rank(a)) {
                            m |= B::bit(s);
                        }
                    }
                    m
                };
                if geo.rank(rf) != geo.rank(rt) || geo.rank(pf) != geo.rank(pt) || geo.rank(rf) != geo.rank(pf) {
                    return Err(CompileError::new(msg::EngineCastlingOneRank { castling: &c.id }));
                }
                let empty = (between(rf, rt) | between(pf, pt)) & !B::bit(rf) & !B::bit(pf);
                let safe = between(rf, rt);
                castles.push(Castle {
                    fen: if side == 0 {
                        c.fen.to_ascii_uppercase()
                    } else {
                        c.fen.to_ascii_lowercase()
                    },
                    partner: kind_index(&c.partner)?,
                    royal_from: rf,
                    royal_to: rt,
                    partner_from: pf,
                    partner_to: pt,
                    empty,
                    safe,
                });
            }
        }
        if castles.len() > 16 {
            return Err(CompileError::new(msg::EngineTooManyCastlings { max: 8 }));
        }
        let mut castle_keep = vec![u16::MAX; n];
        for (i, c) in castles.iter().enumerate() {
            castle_keep[c.royal_from] &= !(1 << i);
            castle_keep[c.partner_from] &= !(1 << i);
        }

        let mut seed = 0x7472_6f6e_6774_6169_u64;
        let zobrist_piece = (0..2 * MAX_KINDS * n).map(|_| splitmix(&mut seed)).collect();
        let zobrist_side = splitmix(&mut seed);
        let zobrist_castle = (0..16).map(|_| splitmix(&mut seed)).collect();
        let zobrist_ep = (0..n).map(|_| splitmix(&mut seed)).collect();

        let mut t = Tables {
            geo,
            all,
            kinds,
            side_fen: [def.sides[0].fen, def.sides[1].fen],
            side_ids: [def.sides[0].id.clone(), def.sides[1].id.clone()],
            zones,
            squares: n,
            rays,
            steps: dirs.clone(),
            dir_positive,
            lines: Lines::default(),
            patterns,
            dest,
            placement,
            promo,
            attack: [AttackPlan::default(), AttackPlan::default()],
            groups: [Vec::new(), Vec::new()],
            kind_groups: [Vec::new(), Vec::new()],
            castles,
            castle_keep,
            zobrist_piece,
            zobrist_side,
            zobrist_castle,
            zobrist_ep,
            start_fen: def.start.clone(),
            royal_never_checks: false,
            unwin: crate::unwinnable::statics::Prep::default(),
        };
        let opposite: Vec<usize> = (0..dirs.len()).map(opposite).collect();
        let (wanted, hop) = t.line_dirs();
        t.lines = Lines::compile(&t, &wanted, &opposite, hop)?;
        t.attack = [
            AttackPlan::compile(&t, 0, &opposite, &facing_dirs),
            AttackPlan::compile(&t, 1, &opposite, &facing_dirs),
        ];
        t.groups = [0, 1].map(|side| (0..t.kinds.len()).flat_map(|k| group::compile(&t, side, k)).collect());
        t.kind_groups = [0, 1].map(|side| {
            let groups = &t.groups[side];
            (0..t.kinds.len())
                .map(|k| {
                    let start = groups.iter().position(|g| g.kind as usize == k).unwrap_or(groups.len());
                    let len = groups
                        .get(start..)
                        .unwrap_or_default()
                        .iter()
                        .take_while(|g| g.kind as usize == k)
                        .count();
                    start..start + len
                })
                .collect()
        });
        t.unwin = crate::unwinnable::statics::Prep::compile(&t);
        crate::unwinnable::statics::Prep::complete(&mut t);
        t.royal_never_checks = crate::unwinnable::statics::royal_never_checks(&t);
        Ok(t)
    }

    /// The directions along which some pattern slides (rides the whole ray) or hops over one
    /// screen, and whether any pattern hops.
    fn line_dirs(&self) -> (Vec<usize>, bool) {
        let mut dirs = Vec::new();
        let mut hop = false;
        for p in self.patterns.iter().flatten().flatten() {
            let dir = match &p.shape {
                Shape::Ride { dir, reach, allowed } if allowed.is_none() && self.is_slide(*dir, reach) => *dir,
                Shape::Hop { dir, screens: 1 } => {
                    hop = true;
                    *dir
                }
                _ => continue,
            };
            if !dirs.contains(&dir) {
                dirs.push(dir);
            }
        }
        (dirs, hop)
    }

    /// Whether `reach` is the whole ray in direction `dir` from every square.
    pub(crate) fn is_slide(&self, dir: usize, reach: &[B]) -> bool {
        (0..self.squares).all(|sq| reach.get(sq) == Some(&self.ray(dir, sq)))
    }

    /// The index of a kind by its identifier.
    pub fn kind_index(&self, id: &str) -> Option<usize> {
        self.kinds.iter().position(|k| k.id == id)
    }

    /// The squares of a zone for a side (0 = the side that moves first).
    pub fn zone(&self, name: &str, side: usize) -> Option<B> {
        self.zones.get(name).map(|z| z[side & 1])
    }

    /// The full ray from `sq` in direction `dir`.
    #[inline(always)]
    pub(crate) fn ray(&self, dir: usize, sq: usize) -> B {
        self.rays[dir * self.squares + sq]
    }
}
