//! Pieces displaced from their squares: restored by the player who displaced them, on his own
//! time where the law says so, or found later and the position before the irregularity
//! reinstated.

use trongtai_i18n::{msg, Message, Text};
use trongtai_rulebook::law::DisplacedFound;

use super::Replay;
use crate::error::ArbiterError;
use crate::said::Said;
use crate::side::Side;

impl Replay<'_> {
    fn event_error(i: usize, message: Text) -> ArbiterError {
        ArbiterError::Event { index: i, message }
    }

    /// The FEN row and column of a square (rows from the top rank).
    fn grid(&self, i: usize, name: &str) -> Result<(usize, usize), ArbiterError> {
        let sq = self
            .game
            .parse_square(name)
            .ok_or_else(|| Self::event_error(i, msg::ArbiterNoSquare { name }.text()))?;
        let (files, ranks) = self.game.board_size();
        let files = files.max(1);
        let rank = sq / files;
        Ok((ranks.saturating_sub(1).saturating_sub(rank), sq % files))
    }

    /// A piece knocked from `from` onto `to` (off the board if `None`), by `by` if known.
    pub(super) fn displace(
        &mut self,
        i: usize,
        from: &str,
        to: Option<&str>,
        by: Option<usize>,
    ) -> Result<(), ArbiterError> {
        let fen = self.game.fen(&self.pos);
        let mut fields = fen.splitn(2, ' ');
        let board = fields.next().unwrap_or_default();
        let rest = fields.next().unwrap_or_default();
        let mut rows: Vec<Vec<char>> = board
            .split('/')
            .map(|row| {
                // A run of digits is a run of empty squares.
                let mut out = Vec::new();
                let mut digits = String::new();
                for c in row.chars() {
                    if c.is_ascii_digit() {
                        digits.push(c);
                    } else {
                        out.extend(std::iter::repeat_n('.', digits.parse().unwrap_or(0)));
                        digits.clear();
                        out.push(c);
                    }
                }
                out.extend(std::iter::repeat_n('.', digits.parse().unwrap_or(0)));
                out
            })
            .collect();
        let (r, c) = self.grid(i, from)?;
        let piece = rows
            .get(r)
            .and_then(|row| row.get(c))
            .copied()
            .filter(|p| *p != '.')
            .ok_or_else(|| Self::event_error(i, msg::ArbiterNothingToDisplace { square: from }.text()))?;
        if let Some(cell) = rows.get_mut(r).and_then(|row| row.get_mut(c)) {
            *cell = '.';
        }
        if let Some(to) = to {
            let (r2, c2) = self.grid(i, to)?;
            match rows.get_mut(r2).and_then(|row| row.get_mut(c2)) {
                Some(cell) if *cell == '.' => *cell = piece,
                _ => return Err(Self::event_error(i, msg::ArbiterNotEmpty { square: to }.text())),
            }
        }
        let board: Vec<String> = rows
            .iter()
            .map(|row| {
                let mut out = String::new();
                let mut run = 0;
                for &c in row {
                    if c == '.' {
                        run += 1;
                    } else {
                        if run > 0 {
                            out.push_str(&run.to_string());
                            run = 0;
                        }
                        out.push(c);
                    }
                }
                if run > 0 {
                    out.push_str(&run.to_string());
                }
                out
            })
            .collect();
        let displaced = format!("{} {rest}", board.join("/"));
        let pos = self
            .game
            .parse_fen(&displaced)
            .map_err(|e| Self::event_error(i, msg::ArbiterDisplacedNotPosition { error: &e.text() }.text()))?;
        if self.displaced.is_none() {
            self.displaced = Some((self.snapshot(), by));
        }
        self.pos = pos;
        let rule = self.law.restore_displaced.clone();
        let own_time = rule.value && by.is_some();
        let said = Said::Displaces {
            by: by.map(Side::from_index),
            from: from.to_owned(),
            onto: to.map(str::to_owned),
            own_time,
        };
        if let (true, Some(side)) = (rule.value, by) {
            if let Some(c) = &mut self.clock {
                c.start(side);
            }
            self.rule(i, &rule.article, said);
        } else {
            self.note(i, &rule.article, said);
        }
        Ok(())
    }

    /// The side who displaced pieces puts them back.
    pub(super) fn restore_displaced(&mut self, i: usize) -> Result<(), ArbiterError> {
        let Some((snapshot, by)) = self.displaced.take() else {
            return Err(Self::event_error(i, msg::ArbiterNothingToRestore.text()));
        };
        if snapshot.plies() != self.tally.plies().len() {
            return Err(Self::event_error(i, msg::ArbiterMovedSinceDisplaced.text()));
        }
        let pending = self.unpressed;
        let just = self.just_pressed;
        // The pieces go back; the moves on the board stay as they were.
        self.pos = snapshot_pos(&snapshot);
        self.unpressed = pending;
        self.just_pressed = just;
        let rule = self.law.restore_displaced.clone();
        let turn = self.game.turn(&self.pos);
        if let Some(c) = &mut self.clock {
            c.start(pending.unwrap_or(turn));
        }
        let said = Said::Restores {
            by: by.map(Side::from_index),
        };
        self.rule(i, &rule.article, said);
        Ok(())
    }

    /// The arbiter finds pieces displaced: the law's ruling.
    pub(super) fn displacement_found(&mut self, i: usize) -> Result<(), ArbiterError> {
        let Some((snapshot, _)) = self.displaced.take() else {
            return Err(Self::event_error(i, msg::ArbiterNothingToFind.text()));
        };
        let rule = self.law.displaced_found.clone();
        match rule.value {
            DisplacedFound::NotInThisLaw => {
                self.rule(i, &rule.article, Said::DisplacedNoRule);
            }
            DisplacedFound::ReinstateBeforeIrregularity => {
                self.reinstate(snapshot);
                let turn = self.game.turn(&self.pos);
                if let Some(c) = &mut self.clock {
                    c.start(turn);
                }
                let said = Said::DisplacedReinstated {
                    to_move: Side::from_index(turn),
                };
                self.rule(i, &rule.article, said);
            }
        }
        Ok(())
    }
}

fn snapshot_pos(s: &super::conduct::Snapshot) -> trongtai_engine::GamePosition {
    s.position()
}

impl Replay<'_> {
    /// Whether a claim about the set-up comes after the law's deadline (each player has
    /// completed that many moves: FIDE B4, the English original); if so it is ruled not
    /// accepted.
    pub(super) fn setup_claim_too_late(&mut self, i: usize) -> bool {
        let rule = self.law.setup_claim_deadline.clone();
        let Some(limit) = rule.value else {
            return false;
        };
        let made = |side: usize| self.tally.plies().iter().filter(|(s, _)| *s == side).count();
        let (first, second) = (made(0), made(1));
        if first.min(second) < limit as usize {
            return false;
        }
        self.rule(i, &rule.article, Said::SetupClaimTooLate { moves: [first, second] });
        true
    }
}
