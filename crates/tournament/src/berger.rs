//! Round-robin pairings by the Berger tables.
//!
//! The older Vietnamese chess law (VNLEG) prints the tables for 3–4, 5–6 and 7–8 players
//! ("Bảng cho 3 - 4 đấu thủ" …). They are the Berger tables, which this module builds for any
//! number of players `n ≥ 2`:
//!
//! * With an odd `n`, a dummy number `n + 1` is added; whoever meets it has a bye in that round
//!   ("đấu thủ nào gặp số 4 sẽ nghỉ trong lượt đấu ấy"). Call `m` the even table size (`n` or
//!   `n + 1`) and `q = m - 1`; there are `q` rounds of `m / 2` boards.
//! * Player `m` stays on board 1. In round `r` he meets `p = (r + 1) / 2` if `r` is odd and
//!   `p = r / 2 + m / 2` if `r` is even; he is named second in odd rounds and first in even
//!   rounds (`1 - (8)`, then `(8) - 5`).
//! * On board `k = 2 ..= m / 2` of round `r`, player `p + (k - 1)` meets `p - (k - 1)`, both
//!   counted cyclically in `1 ..= q`, named in that order (round 2 of 8: `6 - 4`, `7 - 3`, `1 - 2`).
//!
//! Equivalently, players `i` and `j` below `m` meet in the round `r` with `i + j ≡ r + 1`
//! (mod `q`), and player `i` meets `m` in the round with `2i ≡ r + 1` (mod `q`).
//!
//! **Colours.** The law does not say who has White. By the Berger convention the player named
//! first has White, and this module follows it: [`Pairing::white`] is the first-named player. With
//! an even number of players every player then has as many Whites as Blacks, give or take one.

use crate::error::TournamentError;
use crate::MAX_PLAYERS;

/// One board of a round: two numbers, the first-named with White.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pairing {
    /// The first-named number, who has White (Berger convention; the law does not say).
    pub white: u32,
    /// The second-named number, who has Black.
    pub black: u32,
}

impl Pairing {
    /// Whether `player` is on this board.
    pub fn has(&self, player: u32) -> bool {
        self.white == player || self.black == player
    }

    /// The opponent of `player` on this board, if he is on it.
    pub fn opponent(&self, player: u32) -> Option<u32> {
        if self.white == player {
            Some(self.black)
        } else if self.black == player {
            Some(self.white)
        } else {
            None
        }
    }
}

/// One round of a round robin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The round number, from 1.
    pub number: u32,
    /// The boards, in the law's order; with an odd field the board with the dummy number is
    /// included (board 1), as the law prints it.
    pub boards: Vec<Pairing>,
    /// The player who has a bye (meets the dummy number), with an odd field.
    pub bye: Option<u32>,
}

/// A complete Berger round robin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundRobin {
    players: u32,
    rounds: Vec<Round>,
}

/// Board `board` (from 1) of round `round` (from 1) of the Berger table of even size `size`.
fn berger_pairing(size: u32, round: u32, board: u32) -> Pairing {
    let q = size - 1;
    let p = if round % 2 == 1 {
        round.div_ceil(2)
    } else {
        round / 2 + size / 2
    };
    if board == 1 {
        if round % 2 == 1 {
            Pairing { white: p, black: size }
        } else {
            Pairing { white: size, black: p }
        }
    } else {
        // `1 <= p <= q` and `offset < size / 2 <= q`: both sums stay in range, counted in `1..=q`.
        let offset = board - 1;
        Pairing {
            white: (p - 1 + offset) % q + 1,
            black: (p - 1 + q - offset) % q + 1,
        }
    }
}

impl RoundRobin {
    /// The Berger round robin of `players` players (numbered `1..=players`).
    ///
    /// For 3–4, 5–6 and 7–8 players the rounds are exactly the law's printed tables: same
    /// rounds, same boards in the same order, same pair order.
    ///
    /// # Errors
    ///
    /// [`TournamentError::PlayerCount`] unless `2 <= players <= MAX_PLAYERS`.
    pub fn berger(players: u32) -> Result<Self, TournamentError> {
        if !(2..=MAX_PLAYERS).contains(&players) {
            return Err(TournamentError::PlayerCount {
                players,
                max: MAX_PLAYERS,
            });
        }
        let size = players + players % 2;
        let rounds = (1..size)
            .map(|number| {
                let boards: Vec<Pairing> = (1..=size / 2).map(|b| berger_pairing(size, number, b)).collect();
                let bye = (size != players)
                    .then(|| boards.iter().find_map(|pairing| pairing.opponent(size)))
                    .flatten();
                Round { number, boards, bye }
            })
            .collect();
        Ok(Self { players, rounds })
    }

    /// The number of players.
    pub fn players(&self) -> u32 {
        self.players
    }

    /// The size of the table used: the number of players, made even.
    pub fn table_size(&self) -> u32 {
        self.players + self.players % 2
    }

    /// The dummy number whose opponent has a bye (`players + 1`), with an odd field.
    pub fn dummy(&self) -> Option<u32> {
        (self.players % 2 == 1).then_some(self.players + 1)
    }

    /// The rounds, from round 1.
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }
}
