//! Knock-out brackets ("Hệ thống đấu loại trực tiếp").
//!
//! The older Vietnamese chess law only asks that the draw be arranged so that the seeded players
//! ("VĐV hạt nhân") do not meet and eliminate each other too early. This module uses the usual
//! seeded bracket:
//!
//! * The bracket has `size` = the next power of two ≥ the number of players `n` slots; the
//!   numbers `n + 1 ..= size` are dummies, and whoever meets one has a bye into round 2 — so the
//!   byes go to the top seeds (seed 1 meets `size`, seed 2 meets `size - 1`, …).
//! * The slot order is built by doubling: `[1, 2]`, then each seed `s` is followed by
//!   `2k + 1 - s` for a bracket of `2k` slots: `[1, 4, 2, 3]`, `[1, 8, 4, 5, 2, 7, 3, 6]`, …
//!   In every round the two best seeds left play in different halves of each section: seeds 1
//!   and 2 can only meet in the final, seeds 1–4 only from the semi-finals on, and so on.

use crate::error::TournamentError;
use crate::MAX_PLAYERS;

/// A place in a knock-out round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Slot {
    /// A player, by seed number.
    Seed(u32),
    /// A dummy number above the field: the opponent has a bye.
    Bye(u32),
    /// The winner of this board (from 1) of the previous round.
    Winner(u32),
}

/// One round of a knock-out bracket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnockoutRound {
    /// The round number, from 1 (the last round is the final).
    pub number: u32,
    /// The boards of the round, top of the bracket first.
    pub boards: Vec<(Slot, Slot)>,
}

/// A seeded knock-out bracket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Knockout {
    players: u32,
    order: Vec<u32>,
    rounds: Vec<KnockoutRound>,
}

/// The seeds of a bracket of `size` slots (a power of two) from top to bottom.
fn seed_order(size: u32) -> Vec<u32> {
    let mut order = vec![1];
    let mut slots = 1;
    while slots < size {
        slots *= 2;
        order = order.iter().flat_map(|&s| [s, slots + 1 - s]).collect();
    }
    order
}

impl Knockout {
    /// The bracket of `players` players, seeded `1..=players`.
    ///
    /// # Errors
    ///
    /// [`TournamentError::PlayerCount`] unless `2 <= players <= MAX_PLAYERS`.
    pub fn seeded(players: u32) -> Result<Self, TournamentError> {
        if !(2..=MAX_PLAYERS).contains(&players) {
            return Err(TournamentError::PlayerCount {
                players,
                max: MAX_PLAYERS,
            });
        }
        let size = players.next_power_of_two();
        let order = seed_order(size);
        let slot = |seed: u32| {
            if seed <= players {
                Slot::Seed(seed)
            } else {
                Slot::Bye(seed)
            }
        };
        let mut rounds = vec![KnockoutRound {
            number: 1,
            boards: order.chunks(2).map(|pair| (slot(pair[0]), slot(pair[1]))).collect(),
        }];
        let mut boards = size / 4;
        while boards >= 1 {
            rounds.push(KnockoutRound {
                number: rounds.len() as u32 + 1,
                boards: (1..=boards)
                    .map(|b| (Slot::Winner(2 * b - 1), Slot::Winner(2 * b)))
                    .collect(),
            });
            boards /= 2;
        }
        Ok(Self { players, order, rounds })
    }

    /// The number of players.
    pub fn players(&self) -> u32 {
        self.players
    }

    /// The number of slots: the next power of two ≥ the number of players.
    pub fn bracket_size(&self) -> u32 {
        self.players.next_power_of_two()
    }

    /// The number of byes in round 1.
    pub fn byes(&self) -> u32 {
        self.bracket_size() - self.players
    }

    /// The seed numbers of the slots, top to bottom (dummies above the field included).
    pub fn seed_order(&self) -> &[u32] {
        &self.order
    }

    /// The rounds, from round 1 to the final.
    pub fn rounds(&self) -> &[KnockoutRound] {
        &self.rounds
    }

    /// The seeds that have a bye in round 1, best seed first.
    pub fn bye_seeds(&self) -> Vec<u32> {
        let mut seeds: Vec<u32> = self
            .rounds
            .first()
            .map(|round| {
                round
                    .boards
                    .iter()
                    .filter_map(|pair| match *pair {
                        (Slot::Seed(s), Slot::Bye(_)) | (Slot::Bye(_), Slot::Seed(s)) => Some(s),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        seeds.sort_unstable();
        seeds
    }

    /// The round in which seeds `a` and `b` meet if both keep winning (the final is the last
    /// round), or `None` if either is not in the field or they are the same.
    pub fn meeting_round(&self, a: u32, b: u32) -> Option<u32> {
        if a == b || a > self.players || b > self.players {
            return None;
        }
        let position = |seed: u32| self.order.iter().position(|&s| s == seed);
        let differ = position(a)? ^ position(b)?;
        Some(usize::BITS - differ.leading_zeros())
    }
}
