//! The move generator against a slow reference written from the patterns alone: every pattern of
//! every piece is walked square by square, each move is played, and the royal piece is looked
//! for among the squares every enemy pattern reaches. Positions come from random games of every
//! shipped game definition and of synthetic ones built to reach what those do not (hoppers over
//! two screens, riders of a bounded range that pin, captures from a minimum distance, legs,
//! royal pieces that may not face along diagonals).

use std::collections::HashSet;

use trongtai_rulebook::game::{Forbidden, GameDef, Mode};

use super::{generate, generate_some, Counter};
use crate::bits::Bits;
use crate::ending::MaterialCounts;
use crate::position::{Move, Position, Special};
use crate::tables::{Pattern, Shape, Tables, NONE};

/// The squares a pattern reaches from `from`, walked one step at a time.
fn slow_reach<B: Bits>(t: &Tables<B>, pat: &Pattern<B>, from: usize, occ: B) -> B {
    let mut out = B::EMPTY;
    match &pat.shape {
        Shape::Ride { dir, reach, allowed } => {
            let (df, dr) = t.steps[*dir];
            let mut cur = from;
            while let Some(next) = t.geo.offset(cur, df, dr) {
                if !reach[from].has(next) {
                    break;
                }
                out |= B::bit(next);
                if occ.has(next) {
                    break;
                }
                cur = next;
            }
            if let Some(a) = allowed {
                out &= a[from];
            }
        }
        Shape::Leap { start, entries } => {
            for &(legs, targets) in &entries[start[from] as usize..start[from + 1] as usize] {
                if (legs & occ).is_empty() {
                    out |= targets;
                }
            }
        }
        Shape::Hop { dir, screens } => {
            let (df, dr) = t.steps[*dir];
            let (mut cur, mut seen) = (from, 0);
            while let Some(next) = t.geo.offset(cur, df, dr) {
                if seen == *screens {
                    out |= B::bit(next);
                    if occ.has(next) {
                        break;
                    }
                } else if occ.has(next) {
                    seen += 1;
                }
                cur = next;
            }
        }
    }
    out
}

/// Whether side `by` attacks `sq`, by any capturing pattern or by facing along `facing`.
fn slow_attacked<B: Bits>(t: &Tables<B>, p: &Position<B>, sq: usize, by: usize, facing: &[(i32, i32)]) -> bool {
    let occ = p.occupied();
    for (k, pats) in t.patterns[by].iter().enumerate() {
        for from in p.pieces(by, k).squares() {
            for pat in pats {
                if pat.mode != Mode::MoveOnly
                    && pat.from.has(from)
                    && (slow_reach(t, pat, from, occ) & t.dest[by][k]).has(sq)
                {
                    return true;
                }
            }
        }
    }
    for &(df, dr) in facing {
        let mut cur = sq;
        while let Some(next) = t.geo.offset(cur, df, dr) {
            if occ.has(next) {
                if next == p.royal[by] as usize {
                    return true;
                }
                break;
            }
            cur = next;
        }
    }
    false
}

/// The legal moves other than castling, by playing every move the patterns allow.
fn slow_moves<B: Bits>(t: &Tables<B>, p: &Position<B>, facing: &[(i32, i32)]) -> HashSet<Move> {
    let us = p.turn as usize;
    let (own, enemy) = (p.sides[us], p.sides[1 - us]);
    let occ = own | enemy;
    let mut moves = HashSet::new();
    let mut add = |m: Move| {
        let after = p.play(t, m);
        if !slow_attacked(t, &after, after.royal[us] as usize, 1 - us, facing) {
            moves.insert(m);
        }
    };
    for (k, pats) in t.patterns[us].iter().enumerate() {
        for from in p.pieces(us, k).squares() {
            for pat in pats.iter().filter(|pat| pat.from.has(from)) {
                let raw = slow_reach(t, pat, from, occ) & t.dest[us][k];
                let allow = match pat.mode {
                    Mode::Both => !own,
                    Mode::MoveOnly => !occ,
                    Mode::CaptureOnly => enemy,
                };
                let special = if pat.passable.is_some() {
                    Special::Passable
                } else {
                    Special::None
                };
                let mut targets: Vec<(usize, Special)> = (raw & allow).squares().map(|to| (to, special)).collect();
                let ep = p.ep_target as usize;
                if pat.en_passant
                    && p.ep_target != NONE
                    && raw.has(ep)
                    && !occ.has(ep)
                    && enemy.has(p.ep_victim as usize)
                {
                    targets.push((ep, Special::EnPassant));
                }
                for (to, special) in targets {
                    let m = Move {
                        from: from as u8,
                        to: to as u8,
                        kind: k as u8,
                        promotion: NONE,
                        special,
                    };
                    if t.promo[us][k].has(to) {
                        for &pk in &t.kinds[k].promotions {
                            add(Move { promotion: pk, ..m });
                        }
                    } else {
                        add(m);
                    }
                }
            }
        }
    }
    moves
}

/// Plays random games and compares the generator with the reference at every position.
fn cross_check<B: Bits>(def: &GameDef, games: usize, plies: usize) -> usize {
    let t = match Tables::<B>::compile(def) {
        Ok(t) => t,
        Err(e) => panic!("{}: {e}", def.id),
    };
    let mut facing = Vec::new();
    for f in &def.forbidden {
        let Forbidden::RoyalsFacing { steps } = f;
        for &(x, y) in steps {
            facing.extend([(x as i32, y as i32), (-(x as i32), -(y as i32))]);
        }
    }
    let mut seed = 0x5eed_u64;
    let mut checked = 0;
    for _ in 0..games {
        let mut p = match t.parse_fen(&def.start) {
            Ok(p) => p,
            Err(e) => panic!("{}: {e}", def.id),
        };
        for _ in 0..plies {
            let mut fast = Vec::new();
            generate(&t, &p, &mut fast);
            let mut count = Counter::default();
            generate(&t, &p, &mut count);
            assert_eq!(count.total(), fast.len() as u64, "{}: {}", def.id, t.fen(&p));
            let all: HashSet<Move> = fast.iter().copied().collect();
            assert_eq!(all.len(), fast.len(), "{}: a move twice in {}", def.id, t.fen(&p));
            narrowed_agree(&t, &p, &all, &def.id);
            let listed: HashSet<Move> = all
                .into_iter()
                .filter(|m| !matches!(m.special, Special::Castle(_)))
                .collect();
            let slow = slow_moves(&t, &p, &facing);
            let text = |set: &HashSet<Move>, other: &HashSet<Move>| {
                let mut v: Vec<String> = set.difference(other).map(|m| m.coordinates(&t)).collect();
                v.sort();
                v.join(" ")
            };
            assert!(
                listed == slow,
                "{}: {}\nextra: {}\nmissing: {}",
                def.id,
                t.fen(&p),
                text(&listed, &slow),
                text(&slow, &listed)
            );
            checked += 1;
            if fast.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let m = fast[(seed >> 33) as usize % fast.len()];
            // The move played into a slot reports what it took; the material kept by it is the
            // board's, and the position the one `play` gives.
            let mut next = p;
            let taken = p.play_into(&t, m, &mut next);
            let counts = MaterialCounts::of(&t, &p).after(p.turn(), taken, m);
            assert_eq!(
                next,
                p.play(&t, m),
                "{}: play_into after {} in {}",
                def.id,
                m.coordinates(&t),
                t.fen(&p)
            );
            p = next;
            assert_eq!(
                counts,
                MaterialCounts::of(&t, &p),
                "{}: material after {} in {}",
                def.id,
                m.coordinates(&t),
                t.fen(&p)
            );
            // The key kept by the move is the one the board gives from scratch.
            assert_eq!(p.key, t.board_key(&p), "{}: key after a move, in {}", def.id, t.fen(&p));
        }
    }
    checked
}

/// The moves generated for some kinds or some target squares are those of the whole list that
/// fit: for each target square (of a legal move, and one more), each kind, and pairs of both.
fn narrowed_agree<B: Bits>(t: &Tables<B>, p: &Position<B>, all: &HashSet<Move>, id: &str) {
    let narrowed = |kinds: u32, want: B| {
        let mut v = Vec::new();
        generate_some(t, p, &mut v, kinds, want);
        let set: HashSet<Move> = v.iter().copied().collect();
        assert_eq!(set.len(), v.len(), "{id}: a move twice in {}", t.fen(p));
        set
    };
    let fit = |f: &dyn Fn(&Move) -> bool| all.iter().copied().filter(|m| f(m)).collect::<HashSet<Move>>();
    let mut targets: Vec<usize> = all.iter().map(|m| m.to as usize).collect();
    targets.push(p.royal[0] as usize);
    targets.sort_unstable();
    targets.dedup();
    for &to in &targets {
        let got = narrowed(u32::MAX, B::bit(to));
        assert_eq!(
            got,
            fit(&|m| m.to as usize == to),
            "{id}: moves to {to} in {}",
            t.fen(p)
        );
    }
    for k in 0..t.kinds.len() {
        let got = narrowed(1 << k, !B::EMPTY);
        assert_eq!(
            got,
            fit(&|m| m.kind as usize == k),
            "{id}: moves of kind {k} in {}",
            t.fen(p)
        );
        if let Some(&to) = targets.first() {
            let got = narrowed(1 << k | 1 << ((k + 1) % t.kinds.len()), B::bit(to));
            let kinds = [k, (k + 1) % t.kinds.len()];
            let want = fit(&|m| m.to as usize == to && kinds.contains(&(m.kind as usize)));
            assert_eq!(got, want, "{id}: moves of kinds {kinds:?} to {to} in {}", t.fen(p));
        }
    }
}

fn cross_check_any(def: &GameDef, games: usize, plies: usize) -> usize {
    if def.board.files as usize * def.board.ranks as usize <= 64 {
        cross_check::<u64>(def, games, plies)
    } else {
        cross_check::<u128>(def, games, plies)
    }
}

#[test]
fn shipped_games_agree_with_the_reference() {
    for (path, def) in crate::shipped::games() {
        assert!(cross_check_any(&def, 30, 120) > 1000, "{}", path.display());
    }
}

/// A synthetic game; the words in capitals are filled in per board.
const SYNTHETIC: &str = r#"GameDef(
    id: "synthetic",
    name: (vi: "x", en: "x"),
    board: (files: FILES, ranks: RANKS),
    sides: [(id: "first", name: (vi: "a", en: "a"), fen: 'w'), (id: "second", name: (vi: "b", en: "b"), fen: 'b')],
    zones: {
        "start": Ranks([2]),
        "last": Ranks([RANKS]),
        "middle": Ranks([MIDDLE]),
        "home": Rect(files: (HOME_FILES), ranks: (1, 3)),
    },
    pieces: [
        (id: "sovereign", name: (vi: "s", en: "s"), fen: 'S', royal: true, CONFINED
            moves: [(kind: Ride(max: Some(1)), step: (1, 1), symmetry: All), (kind: Ride(max: Some(1)), step: (0, 1), symmetry: Rotations)]),
        (id: "nightrider", name: (vi: "n", en: "n"), fen: 'N',
            moves: [(kind: Ride(), step: (1, 2), symmetry: All)]),
        (id: "lance", name: (vi: "l", en: "l"), fen: 'L',
            moves: [(kind: Ride(max: Some(3)), step: (0, 1), symmetry: Rotations)]),
        (id: "vaulter", name: (vi: "v", en: "v"), fen: 'V',
            moves: [(kind: Hop(screens: 2), step: (1, 1), symmetry: All), (kind: Ride(max: Some(1)), step: (0, 1), symmetry: Rotations, mode: MoveOnly)]),
        (id: "legged", name: (vi: "e", en: "e"), fen: 'E',
            moves: [(kind: Leap(legs: [(1, 0)]), step: (2, 1), symmetry: All), (kind: Leap(legs: [(1, 1)]), step: (2, 2), symmetry: All)]),
        (id: "sling", name: (vi: "c", en: "c"), fen: 'C',
            moves: [(kind: Ride(min: Some(2), max: Some(4)), step: (1, 0), symmetry: Rotations, mode: CaptureOnly), (kind: Ride(max: Some(1)), step: (1, 1), symmetry: All, mode: MoveOnly), (kind: Hop(screens: 1), step: (0, 1), symmetry: Rotations, mode: CaptureOnly)]),
        (id: "marcher", name: (vi: "m", en: "m"), fen: 'M', irreversible: true, placement: Some("middle"),
            moves: [
                (kind: Ride(max: Some(1)), step: (0, 1), mode: MoveOnly),
                (kind: Ride(min: Some(2), max: Some(2)), step: (0, 1), mode: MoveOnly, from_zone: Some("start"), passable: true),
                (kind: Leap(), step: (1, 1), symmetry: LeftRight, mode: CaptureOnly, en_passant: true),
            ],
            promotion: Some((zone: "last", choices: ["lance", "nightrider", "vaulter"]))),
    ],
    forbidden: [RoyalsFacing(steps: [FACING])],
    start: "START",
)"#;

/// A synthetic game on a board of `files` × `ranks`, with the back rank `back`.
fn synthetic(files: u8, ranks: u8, back: &str, confined: bool, facing: &str) -> GameDef {
    let marchers = "m".repeat(files as usize);
    let empty = files.to_string();
    let mut rows = vec![back.to_string(), marchers.clone()];
    rows.extend((0..ranks - 4).map(|_| empty.clone()));
    rows.push(marchers.to_uppercase());
    rows.push(back.to_uppercase());
    let middle = (2..ranks).map(|r| r.to_string()).collect::<Vec<_>>().join(", ");
    let centre = files / 2 + 1;
    let text = SYNTHETIC
        .replace("HOME_FILES", &format!("{}, {}", centre - 1, centre + 1))
        .replace("FILES", &files.to_string())
        .replace("RANKS", &ranks.to_string())
        .replace("MIDDLE", &middle)
        .replace("CONFINED", if confined { "confined: Some(\"home\")," } else { "" })
        .replace("FACING", facing)
        .replace("START", &format!("{} w - - 0 1", rows.join("/")));
    match ron::from_str(&text) {
        Ok(def) => def,
        Err(e) => panic!("{e}\n{text}"),
    }
}

#[test]
fn synthetic_games_agree_with_the_reference() {
    // Royal pieces that may not face along diagonals, on a board of 64 squares.
    let small = synthetic(8, 8, "lnvcsenl", false, "(1, 1), (1, -1)");
    assert!(cross_check_any(&small, 40, 150) > 2000);
    // A confined royal piece facing along files, on a board of more than 64 squares.
    let large = synthetic(9, 9, "lnvcsecnl", true, "(0, 1)");
    assert!(cross_check_any(&large, 40, 150) > 2000);
}

/// Walks every line of `depth` plies from `fen` and checks at each position that the key kept by
/// the moves is the one computed from the board, and that playing without the key (as perft
/// does) changes nothing else.
fn keys_agree_below<B: Bits>(t: &Tables<B>, p: &Position<B>, depth: u32) -> u64 {
    assert_eq!(p.key, t.board_key(p), "key in {}", t.fen(p));
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    generate(t, p, &mut moves);
    moves
        .iter()
        .map(|&m| {
            let after = p.play(t, m);
            let mut unkeyed = p.play_unkeyed(t, m);
            unkeyed.key = after.key;
            assert_eq!(unkeyed, after, "{} after {}", t.fen(p), m.coordinates(t));
            keys_agree_below(t, &after, depth - 1)
        })
        .sum()
}

/// Positions rich in castling rights, captures en passant and promotions, in whichever shipped
/// game reads them.
const KEY_POSITIONS: [&str; 3] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
];

/// Walks three plies from the start and from each of [`KEY_POSITIONS`] the game reads; returns
/// the positions read and the nodes walked.
fn keys_agree<B: Bits>(def: &GameDef) -> (usize, u64) {
    let t = match Tables::<B>::compile(def) {
        Ok(t) => t,
        Err(e) => panic!("{}: {e}", def.id),
    };
    let mut read = 0;
    let mut nodes = 0;
    for fen in std::iter::once(def.start.as_str()).chain(KEY_POSITIONS) {
        if let Ok(p) = t.parse_fen(fen) {
            read += 1;
            nodes += keys_agree_below(&t, &p, 3);
        }
    }
    (read, nodes)
}

#[test]
fn keys_kept_by_moves_agree_with_the_board() {
    let (mut read, mut games) = (0, 0);
    for (path, def) in crate::shipped::games() {
        let (r, nodes) = if def.board.files as usize * def.board.ranks as usize <= 64 {
            keys_agree::<u64>(&def)
        } else {
            keys_agree::<u128>(&def)
        };
        assert!(nodes > 10_000, "{}: {nodes} nodes", path.display());
        read += r;
        games += 1;
    }
    // Every start position, and each of the rich positions in some game.
    assert!(read >= games + KEY_POSITIONS.len(), "{read} positions read");
    // The synthetic games: en passant and promotion on boards of both widths.
    let small = synthetic(8, 8, "lnvcsenl", false, "(1, 1), (1, -1)");
    assert!(keys_agree::<u64>(&small).1 > 10_000);
    let large = synthetic(9, 9, "lnvcsecnl", true, "(0, 1)");
    assert!(keys_agree::<u128>(&large).1 > 10_000);
}
