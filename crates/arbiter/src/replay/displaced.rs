//! Pieces displaced from their squares: restored by the player who displaced them, on his own
//! time where the law says so, or found later and the position before the irregularity
//! reinstated.

use trongtai_rulebook::law::DisplacedFound;

use super::Replay;
use crate::error::ArbiterError;

impl Replay<'_> {
    fn event_error(i: usize, message: String) -> ArbiterError {
        ArbiterError::Event { index: i, message }
    }

    /// The FEN row and column of a square (rows from the top rank).
    fn grid(&self, i: usize, name: &str) -> Result<(usize, usize), ArbiterError> {
        let sq = self
            .game
            .parse_square(name)
            .ok_or_else(|| Self::event_error(i, format!("`{name}` is not a square of this board")))?;
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
            .ok_or_else(|| Self::event_error(i, format!("no piece on {from} to displace")))?;
        if let Some(cell) = rows.get_mut(r).and_then(|row| row.get_mut(c)) {
            *cell = '.';
        }
        if let Some(to) = to {
            let (r2, c2) = self.grid(i, to)?;
            match rows.get_mut(r2).and_then(|row| row.get_mut(c2)) {
                Some(cell) if *cell == '.' => *cell = piece,
                _ => return Err(Self::event_error(i, format!("{to} is not an empty square to land on"))),
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
            .map_err(|e| Self::event_error(i, format!("the displaced board is not a position: {e}")))?;
        if self.displaced.is_none() {
            self.displaced = Some((self.snapshot(), by));
        }
        self.pos = pos;
        let whom = by.map_or("a player".to_string(), |s| self.sides[s].clone());
        let text = format!(
            "{whom} displaces the piece on {from} ({})",
            to.map_or("off the board".to_string(), |t| format!("onto {t}"))
        );
        let rule = self.law.restore_displaced.clone();
        if let (true, Some(side)) = (rule.value, by) {
            if let Some(c) = &mut self.clock {
                c.start(side);
            }
            self.rule(i, &rule.article, format!("{text}: he restores it on his own time"));
        } else {
            self.rulings.push(crate::verdict::Ruling {
                event: i,
                article: rule.article,
                text,
            });
        }
        Ok(())
    }

    /// The side who displaced pieces puts them back.
    pub(super) fn restore_displaced(&mut self, i: usize) -> Result<(), ArbiterError> {
        let Some((snapshot, by)) = self.displaced.take() else {
            return Err(Self::event_error(i, "no displaced piece to restore".into()));
        };
        if snapshot.plies() != self.tally.plies().len() {
            return Err(Self::event_error(
                i,
                "moves were made since the pieces were displaced: that is for the arbiter (DisplacementFound)".into(),
            ));
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
        let whom = by.map_or("the player".to_string(), |s| self.sides[s].clone());
        self.rule(i, &rule.article, format!("{whom} restores the displaced pieces"));
        Ok(())
    }

    /// The arbiter finds pieces displaced: the law's ruling.
    pub(super) fn displacement_found(&mut self, i: usize) -> Result<(), ArbiterError> {
        let Some((snapshot, _)) = self.displaced.take() else {
            return Err(Self::event_error(i, "no displaced piece to find".into()));
        };
        let rule = self.law.displaced_found.clone();
        match rule.value {
            DisplacedFound::NotInThisLaw => {
                let text = "pieces are found displaced: the law has no rule, play goes on from the board".to_string();
                self.rule(i, &rule.article, text);
            }
            DisplacedFound::ReinstateBeforeIrregularity => {
                self.reinstate(snapshot);
                let turn = self.game.turn(&self.pos);
                if let Some(c) = &mut self.clock {
                    c.start(turn);
                }
                let text = format!(
                    "pieces are found displaced: the position before the irregularity is reinstated, {} to move",
                    self.sides[turn]
                );
                self.rule(i, &rule.article, text);
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
        let text = format!(
            "{first} and {second} moves have been completed: a claim about the set-up is no longer accepted, play goes on"
        );
        self.rule(i, &rule.article, text);
        true
    }
}
