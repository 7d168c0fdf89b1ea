//! Perft: counting the leaves of the move tree, the standard test of a move generator.

use crate::bits::Bits;
use crate::movegen::{generate, Counter};
use crate::position::{Move, Position};
use crate::tables::Tables;

/// The deepest perft the command line accepts. The count itself is iterative and allocates
/// per ply reached, not per ply asked, so a deeper request is only refused to keep a forced
/// line of a custom game (one legal move a ply) from running and growing for ever.
pub const MAX_PERFT_DEPTH: u32 = 64;

/// A position of the walk, its moves, and the next move to play.
struct Frame<B: Bits> {
    position: Position<B>,
    moves: Vec<Move>,
    next: usize,
}

/// The number of move sequences of length `depth` from `p`. Leaves are counted in bulk: at
/// depth 1 the legal moves are counted without being played. The walk keeps its own stack
/// (no recursion), so no depth overflows the thread's stack.
pub fn perft<B: Bits>(t: &Tables<B>, p: &Position<B>, depth: u32) -> u64 {
    let count = |position: &Position<B>| {
        let mut c = Counter::default();
        generate(t, position, &mut c);
        c.total()
    };
    match depth {
        0 => return 1,
        1 => return count(p),
        _ => {}
    }
    let mut spare: Vec<Vec<Move>> = Vec::new();
    let mut moves = Vec::with_capacity(128);
    generate(t, p, &mut moves);
    let mut stack = vec![Frame {
        position: *p,
        moves,
        next: 0,
    }];
    let mut total = 0u64;
    while let Some(top) = stack.last_mut() {
        let Some(&m) = top.moves.get(top.next) else {
            if let Some(done) = stack.pop() {
                spare.push(done.moves);
            }
            continue;
        };
        top.next += 1;
        // Perft never reads a key: the walk plays its moves without one.
        let child = top.position.play_unkeyed(t, m);
        // The children of the frame on top are `depth - stack.len()` plies from the leaves.
        let left = depth.saturating_sub(stack.len() as u32);
        if left <= 1 {
            total = total.saturating_add(if left == 1 { count(&child) } else { 1 });
        } else {
            let mut moves = spare.pop().unwrap_or_else(|| Vec::with_capacity(128));
            moves.clear();
            generate(t, &child, &mut moves);
            stack.push(Frame {
                position: child,
                moves,
                next: 0,
            });
        }
    }
    total
}

/// Perft split by first move: each legal move with the number of leaves below it.
pub fn divide<B: Bits>(t: &Tables<B>, p: &Position<B>, depth: u32) -> Vec<(Move, u64)> {
    let mut moves = Vec::new();
    generate(t, p, &mut moves);
    moves
        .into_iter()
        .map(|m| (m, perft(t, &p.play(t, m), depth.saturating_sub(1))))
        .collect()
}
