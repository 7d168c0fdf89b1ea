//! Perft: counting the leaves of the move tree, the standard test of a move generator.

use crate::bits::Bits;
use crate::movegen::{generate, Counter};
use crate::position::{Move, Position};
use crate::tables::Tables;

/// The number of move sequences of length `depth` from `p`. Leaves are counted in bulk: at
/// depth 1 the legal moves are counted without being played.
pub fn perft<B: Bits>(t: &Tables<B>, p: &Position<B>, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(128)).collect();
    perft_with(t, p, depth, &mut buffers)
}

fn perft_with<B: Bits>(t: &Tables<B>, p: &Position<B>, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut c = Counter(0);
            generate(t, p, &mut c);
            c.0
        }
        _ => {
            let Some((moves, rest)) = buffers.split_first_mut() else {
                return 0;
            };
            moves.clear();
            generate(t, p, moves);
            let mut n = 0;
            for &m in moves.iter() {
                n += perft_with(t, &p.play(t, m), depth - 1, rest);
            }
            n
        }
    }
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
