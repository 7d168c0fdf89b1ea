//! Game results, crosstable and standings, scored with the points of the rulebook.
//!
//! The points come from [`Scoring`] (the rulebook's `ends.scoring`, local regulations applied),
//! never from constants here: under VNLEG Art. 17 and FIDE 11.1 (en) a win is 1, a draw ½, a
//! loss 0, unless a competition under FIDE announces others. A double forfeit (`0-0`) gives each
//! player the points of a loss (both lose: VNLEG 10.15, FIDE 12.8).
//!
//! Byes are not games and score nothing here: the law gives no points for a bye. Players with the
//! same points share a rank (`1, 2, 2, 4`); the seeds give no tie-break, so ties are listed by
//! player number.

use std::str::FromStr;

use crate::competition::Scoring;
use crate::error::TournamentError;
use crate::points::Points;

/// The result of one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2` (also read as `½-½`).
    Draw,
    /// `0-0`: both players lose (double forfeit).
    DoubleForfeit,
}

impl GameResult {
    /// The result as usually written: `1-0`, `0-1`, `1/2-1/2`, `0-0`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::WhiteWins => "1-0",
            Self::BlackWins => "0-1",
            Self::Draw => "1/2-1/2",
            Self::DoubleForfeit => "0-0",
        }
    }

    /// The points of White and of Black under `scoring`.
    pub fn points(self, scoring: &Scoring) -> (Points, Points) {
        let (win, draw, loss) = (scoring.win, scoring.draw, scoring.loss);
        match self {
            Self::WhiteWins => (win, loss),
            Self::BlackWins => (loss, win),
            Self::Draw => (draw, draw),
            // Both lose (FIDE 12.8, VNLEG 10.15): each scores a loss.
            Self::DoubleForfeit => (loss, loss),
        }
    }
}

impl FromStr for GameResult {
    type Err = TournamentError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "1-0" => Ok(Self::WhiteWins),
            "0-1" => Ok(Self::BlackWins),
            "1/2-1/2" | "½-½" => Ok(Self::Draw),
            "0-0" => Ok(Self::DoubleForfeit),
            other => Err(TournamentError::Result(other.to_owned())),
        }
    }
}

/// One played game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameRecord {
    /// White's player number.
    pub white: u32,
    /// Black's player number.
    pub black: u32,
    /// The result.
    pub result: GameResult,
}

/// The points each player scored against each other player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crosstable {
    players: u32,
    /// `cells[i][j]`: points of player `i + 1` against player `j + 1`, `None` if they did not play.
    cells: Vec<Vec<Option<Points>>>,
}

impl Crosstable {
    /// Adds up `games` (players numbered `1..=players`) with the points of `scoring`. Several
    /// games between the same two players are added together.
    ///
    /// # Errors
    ///
    /// [`TournamentError::GamePlayers`] for a game with a number outside `1..=players` or a player
    /// against himself, [`TournamentError::Overflow`] if a sum does not fit.
    pub fn new(scoring: &Scoring, players: u32, games: &[GameRecord]) -> Result<Self, TournamentError> {
        let n = players as usize;
        let mut cells = vec![vec![None; n]; n];
        for (index, game) in games.iter().enumerate() {
            let valid = |p: u32| (1..=players).contains(&p);
            if !valid(game.white) || !valid(game.black) || game.white == game.black {
                return Err(TournamentError::GamePlayers {
                    index,
                    white: game.white,
                    black: game.black,
                    players,
                });
            }
            let (white_points, black_points) = game.result.points(scoring);
            let (w, b) = (game.white as usize - 1, game.black as usize - 1);
            for (row, col, points) in [(w, b, white_points), (b, w, black_points)] {
                let cell: &mut Option<Points> = &mut cells[row][col];
                let sum = cell.unwrap_or(Points::ZERO).checked_add(points);
                *cell = Some(sum.ok_or(TournamentError::Overflow)?);
            }
        }
        Ok(Self { players, cells })
    }

    /// The number of players.
    pub fn players(&self) -> u32 {
        self.players
    }

    /// Points of `player` against `opponent` (numbers from 1), `None` if they did not play or a
    /// number is out of range.
    pub fn cell(&self, player: u32, opponent: u32) -> Option<Points> {
        let row = self.cells.get((player as usize).checked_sub(1)?)?;
        *row.get((opponent as usize).checked_sub(1)?)?
    }

    /// The total points of `player` (from 1).
    ///
    /// # Errors
    ///
    /// [`TournamentError::Overflow`] if the sum does not fit.
    pub fn total(&self, player: u32) -> Result<Points, TournamentError> {
        let row = (player as usize).checked_sub(1).and_then(|i| self.cells.get(i));
        row.into_iter().flatten().flatten().try_fold(Points::ZERO, |sum, &p| {
            sum.checked_add(p).ok_or(TournamentError::Overflow)
        })
    }
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The rank, shared by equal points (`1, 2, 2, 4`).
    pub rank: u32,
    /// The player number.
    pub player: u32,
    /// Total points.
    pub points: Points,
    /// Games played.
    pub games: u32,
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost (double forfeits included).
    pub losses: u32,
}

/// The standings of a competition: the crosstable and the players by points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    crosstable: Crosstable,
    rows: Vec<Standing>,
}

impl Standings {
    /// The standings after `games`, players numbered `1..=players`, scored with `scoring`.
    ///
    /// # Errors
    ///
    /// As [`Crosstable::new`].
    pub fn new(scoring: &Scoring, players: u32, games: &[GameRecord]) -> Result<Self, TournamentError> {
        let crosstable = Crosstable::new(scoring, players, games)?;
        let mut rows = (1..=players)
            .map(|player| {
                Ok(Standing {
                    rank: 0,
                    player,
                    points: crosstable.total(player)?,
                    games: 0,
                    wins: 0,
                    draws: 0,
                    losses: 0,
                })
            })
            .collect::<Result<Vec<_>, TournamentError>>()?;
        for game in games {
            let (white, black) = (game.white as usize - 1, game.black as usize - 1);
            for (index, won, lost) in [
                (white, GameResult::WhiteWins, GameResult::BlackWins),
                (black, GameResult::BlackWins, GameResult::WhiteWins),
            ] {
                let row = &mut rows[index];
                row.games += 1;
                match game.result {
                    r if r == won => row.wins += 1,
                    r if r == lost || r == GameResult::DoubleForfeit => row.losses += 1,
                    _ => row.draws += 1,
                }
            }
        }
        rows.sort_by(|a, b| b.points.cmp(&a.points).then(a.player.cmp(&b.player)));
        for i in 0..rows.len() {
            rows[i].rank = if i > 0 && rows[i].points == rows[i - 1].points {
                rows[i - 1].rank
            } else {
                i as u32 + 1
            };
        }
        Ok(Self { crosstable, rows })
    }

    /// The players by points, best first.
    pub fn rows(&self) -> &[Standing] {
        &self.rows
    }

    /// The crosstable the standings come from.
    pub fn crosstable(&self) -> &Crosstable {
        &self.crosstable
    }
}
