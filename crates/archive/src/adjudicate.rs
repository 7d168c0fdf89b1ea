//! Judging archive games: each game's moves read in the archive's notation (or engine
//! coordinates) and played through the arbiter's [`RecordedGame`]; the findings put in words.
//!
//! Nothing here counts or rules: the claims, their articles and the comparison of the recorded
//! result with the final position are the arbiter's. This module names them for people
//! (`threefold repetition`, `4... Ng8`) and writes them as text or JSON.

use serde_json::{json, Value};
use trongtai_arbiter::{Arbiter, Claimable, Findings, Grounds, RecordedGame, ResultCheck, Side};
use trongtai_engine::{Game, State};
use trongtai_notation::{archive_notation_id, Notation};
use trongtai_rulebook::Rulebook;

use crate::read::{ArchiveGame, Parsed};
use crate::ArchiveError;

/// The first move that could not be read or played, as the report gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalReport {
    /// Ply, from 1.
    pub ply: usize,
    /// Move number as PGN writes it (`12.` or `12...`).
    pub number: String,
    /// The move text.
    pub text: String,
    /// Why it was refused.
    pub error: String,
}

/// A claim of the arbiter, with its name and the move that made it available.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimReport {
    /// The claim.
    pub claim: Claimable,
    /// Readable name (`threefold repetition`, `50-move rule`).
    pub name: String,
    /// The move that made it available (`4... Ng8`).
    pub at: String,
}

/// The adjudication of one archive game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameReport {
    /// Index of the file.
    pub file: usize,
    /// Number of the game in its file.
    pub number: usize,
    /// `White - Black` (or `Red - Black`).
    pub players: String,
    /// Plies read and played.
    pub plies: usize,
    /// The first illegal or unreadable move.
    pub illegal: Option<IllegalReport>,
    /// Why the whole game could not be read (a PGN or JSON error, a bad FEN).
    pub unreadable: Option<String>,
    /// The recorded result, if any.
    pub recorded: Option<String>,
    /// The final position's state name (`checkmate`, `ongoing`, ...).
    pub state: Option<&'static str>,
    /// The result the board gives, when it decides the game.
    pub board_result: Option<&'static str>,
    /// How the recorded result compares with the final position.
    pub verdict: ResultCheck,
    /// The comparison in words.
    pub message: String,
    /// The claims that became available, in order.
    pub claims: Vec<ClaimReport>,
}

/// Judges archive games under one rulebook.
pub struct Adjudicator<'a> {
    game: &'a Game,
    arbiter: Arbiter<'a>,
    notation: Notation<'a>,
}

impl<'a> Adjudicator<'a> {
    /// An adjudicator for `rules`, whose game is compiled in `game`; the moves of PGN archives
    /// are read in the notation the game's notation files mark `archive: true`.
    ///
    /// # Errors
    ///
    /// When the game has no archive notation, or the law cannot be resolved for the game.
    pub fn new(rules: &'a Rulebook, game: &'a Game) -> Result<Self, ArchiveError> {
        let def = rules.game();
        let id = archive_notation_id(&def.id).ok_or_else(|| ArchiveError::NoArchiveNotation(def.id.clone()))?;
        let notation = Notation::shipped(def, game, &id).map_err(|e| ArchiveError::Notation {
            id: id.clone(),
            message: e.to_string(),
        })?;
        Ok(Adjudicator {
            game,
            arbiter: Arbiter::new(rules, game)?,
            notation,
        })
    }

    /// The arbiter it consults.
    pub fn arbiter(&self) -> &Arbiter<'a> {
        &self.arbiter
    }

    /// Reads and judges one archive game.
    pub fn adjudicate(&self, game: ArchiveGame) -> GameReport {
        let parsed = game.source.parse();
        self.judge(game.file, game.number, &parsed)
    }

    /// Reads and judges every game of a PGN text (SAN for chess, ICCS for xiangqi), numbered
    /// from 1 as file 0; a game that cannot be read is reported as unreadable.
    pub fn judge_pgn(&self, text: &str) -> Vec<GameReport> {
        trongtai_notation::PgnReader::new(text.as_bytes())
            .enumerate()
            .map(|(i, game)| {
                let parsed = match game {
                    Ok(game) => crate::read::Source::Pgn(Box::new(game)).parse(),
                    Err(e) => Err(e.to_string()),
                };
                self.judge(0, i + 1, &parsed)
            })
            .collect()
    }

    /// Judges one game already read (or the reason it cannot be read).
    pub fn judge(&self, file: usize, number: usize, parsed: &Result<Parsed, String>) -> GameReport {
        let mut report = GameReport {
            file,
            number,
            players: "? - ?".to_owned(),
            plies: 0,
            illegal: None,
            unreadable: None,
            recorded: None,
            state: None,
            board_result: None,
            verdict: ResultCheck::NotChecked,
            message: String::new(),
            claims: Vec::new(),
        };
        let parsed = match parsed {
            Ok(parsed) => parsed,
            Err(e) => {
                report.message = "result not checked: the game cannot be read".to_owned();
                report.unreadable = Some(e.clone());
                return report;
            }
        };
        report.players = parsed.players.clone();
        report.recorded = parsed.recorded.clone();
        let start = match &parsed.fen {
            Some(fen) => self.game.parse_fen(fen).map_err(|e| format!("FEN \"{fen}\": {e}")),
            None => self.game.start().map_err(|e| e.to_string()),
        };
        let start = match start {
            Ok(start) => start,
            Err(e) => {
                report.message = "result not checked: the start position cannot be read".to_owned();
                report.unreadable = Some(e);
                return report;
            }
        };
        let mut record = self.arbiter.record(start);
        let mut illegal_number = String::new();
        for text in &parsed.moves {
            let before = *record.position();
            let read = if parsed.coordinates {
                self.game.parse_move(&before, text).map_err(|e| e.to_string())
            } else {
                self.notation.read(&before, text).map_err(|e| e.to_string())
            };
            match read {
                Ok(m) => {
                    let claims = record.play(m);
                    if !claims.is_empty() {
                        let at = format!("{} {text}", self.notation.move_number(&before));
                        report
                            .claims
                            .extend(claims.iter().map(|c| self.claim_report(c, at.clone())));
                    }
                }
                Err(error) => {
                    illegal_number = self.notation.move_number(&before);
                    record.illegal(text, error);
                    break;
                }
            }
        }
        self.describe(record, parsed.recorded.as_deref(), &illegal_number, &mut report);
        report
    }

    /// A claim with its readable name.
    fn claim_report(&self, c: &Claimable, at: String) -> ClaimReport {
        let name = match &c.grounds {
            Grounds::Repetition { occurrences } => match occurrences {
                2 => "twofold repetition".to_owned(),
                3 => "threefold repetition".to_owned(),
                n => format!("{n}-fold repetition"),
            },
            Grounds::MoveCount {
                moves,
                captures_only: false,
            } => format!("{moves}-move rule"),
            Grounds::MoveCount {
                moves,
                captures_only: true,
            } => format!("{moves}-move rule (captures only)"),
            Grounds::DrawnEnding { id } => format!("drawn ending {id}"),
            Grounds::Forbidden { outcome, from } => match (outcome.is_check(), outcome.loser) {
                (true, None) => "mutual perpetual check (drawn)".to_owned(),
                (true, Some(l)) => format!("perpetual check by {} (who loses)", Side::from_index(l).name(self.game)),
                (false, _) => format!("{}, from ply {from}", outcome.describe(self.game)),
            },
        };
        ClaimReport {
            claim: c.clone(),
            name,
            at,
        }
    }

    /// Puts the findings of a finished record into the report.
    fn describe(&self, record: RecordedGame<'_>, recorded: Option<&str>, number: &str, report: &mut GameReport) {
        let findings: Findings = record.finish(recorded);
        report.plies = findings.plies;
        report.verdict = findings.check;
        if let Some(i) = &findings.illegal {
            report.illegal = Some(IllegalReport {
                ply: i.ply,
                number: number.to_owned(),
                text: i.text.clone(),
                error: i.error.clone(),
            });
            report.message = "result not checked: the game stops at an illegal move".to_owned();
            return;
        }
        let Some(end) = &findings.end else {
            report.message = format!("result not checked: {}", findings.unchecked.unwrap_or_default());
            return;
        };
        report.state = Some(end.state.name());
        let state = match (end.state, &end.ending) {
            (State::DrawnEnding, Some(id)) => format!("drawn ending {id}"),
            (state, _) => state.name().to_owned(),
        };
        let board = end.result.map(|r| r.as_str());
        report.board_result = board;
        let recorded = findings.recorded.as_deref();
        report.message = match (recorded, board) {
            (None, Some(b)) => format!("no result recorded, final position {state} ({b})"),
            (None, None) => "no result recorded, position ongoing".to_owned(),
            (Some(r), Some(_)) if findings.check == ResultCheck::Agrees => {
                format!("{r} recorded, final position {state}: agrees")
            }
            (Some(r), Some(b)) => format!("{r} recorded but the final position is {state} ({b}): disagrees"),
            (Some(r), None) if r == "1/2-1/2" => {
                format!("{r} recorded, position ongoing: not decided on the board (agreement or claim)")
            }
            (Some(r), None) => {
                format!("{r} recorded, position ongoing: not decided on the board (resignation, time or forfeit)")
            }
        };
    }
}

impl GameReport {
    /// One line of text, the file named `name`.
    pub fn to_text(&self, name: &str) -> String {
        let mut line = format!("{name} #{} {}: ", self.number, self.players);
        if let Some(e) = &self.unreadable {
            line.push_str(&format!("unreadable: {e}; {}", self.message));
            return line;
        }
        match &self.illegal {
            Some(i) => line.push_str(&format!(
                "illegal move at ply {} ({} {}): {}; {} plies played; {}",
                i.ply, i.number, i.text, i.error, self.plies, self.message
            )),
            None => {
                let unit = if self.plies == 1 { "ply" } else { "plies" };
                line.push_str(&format!("{} {unit}; {}", self.plies, self.message));
            }
        }
        if !self.claims.is_empty() {
            let claims: Vec<String> = self
                .claims
                .iter()
                .map(|c| {
                    let how = match (c.claim.automatic, &c.claim.grounds) {
                        (true, Grounds::Forbidden { outcome, .. }) if outcome.loser.is_some() => ", automatically",
                        (true, _) => ", drawn automatically",
                        _ => "",
                    };
                    format!("{} at ply {} ({}; {}{how})", c.name, c.claim.ply, c.at, c.claim.article)
                })
                .collect();
            line.push_str(&format!("; claimable: {}", claims.join(", ")));
        }
        line
    }

    /// The JSON object, the file named `name`.
    pub fn to_json(&self, name: &str) -> Value {
        let illegal = self
            .illegal
            .as_ref()
            .map(|i| json!({"ply": i.ply, "number": i.number, "text": i.text, "error": i.error}));
        let claims: Vec<Value> = self
            .claims
            .iter()
            .map(|c| {
                json!({"kind": c.claim.kind().name(), "name": c.name, "ply": c.claim.ply, "move": c.at,
                       "article": c.claim.article, "automatic": c.claim.automatic})
            })
            .collect();
        json!({
            "file": name, "game": self.number, "players": self.players, "plies": self.plies,
            "illegal": illegal, "unreadable": self.unreadable, "recorded": self.recorded,
            "final_state": self.state, "board_result": self.board_result,
            "verdict": self.verdict.name(), "message": self.message, "claims": claims,
        })
    }
}

/// The totals of a run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Summary {
    /// Games read.
    pub games: u64,
    /// Plies replayed.
    pub plies: u64,
    /// Games with an illegal or unreadable move.
    pub illegal: u64,
    /// Games that could not be read at all.
    pub unreadable: u64,
    /// Results that agree with the final position.
    pub agrees: u64,
    /// Results that disagree with it.
    pub disagrees: u64,
    /// Results decided off the board.
    pub undecided: u64,
    /// Games without a recorded result.
    pub unrecorded: u64,
    /// Games in which a repetition became claimable (or drew automatically).
    pub repetition: u64,
    /// Games in which the n-move rule became claimable.
    pub move_count: u64,
    /// Games that reached a drawn ending (a dead position) on the board.
    pub drawn_ending: u64,
    /// Files that could not be opened or read to their end.
    pub file_errors: u64,
}

impl Summary {
    /// Counts one report.
    pub fn add(&mut self, r: &GameReport) {
        self.games += 1;
        self.plies += r.plies as u64;
        self.illegal += u64::from(r.illegal.is_some());
        self.unreadable += u64::from(r.unreadable.is_some());
        match r.verdict {
            ResultCheck::Agrees => self.agrees += 1,
            ResultCheck::Disagrees => self.disagrees += 1,
            ResultCheck::Undecided => self.undecided += 1,
            ResultCheck::Unrecorded => self.unrecorded += 1,
            ResultCheck::NotChecked => {}
        }
        let has = |kind| r.claims.iter().any(|c| c.claim.kind() == kind);
        self.repetition += u64::from(has(trongtai_arbiter::ClaimableKind::Repetition));
        self.move_count += u64::from(has(trongtai_arbiter::ClaimableKind::MoveCount));
        self.drawn_ending += u64::from(has(trongtai_arbiter::ClaimableKind::DrawnEnding));
    }

    /// The summary line.
    pub fn to_text(&self) -> String {
        let mut line = format!(
            "summary: {} games, {} plies; {} with an illegal move, {} unreadable; results: {} agree, {} disagree, {} not decided on the board, {} unrecorded; claimable draws: repetition in {} games, n-move rule in {} games; drawn ending (dead position) reached in {} games",
            self.games, self.plies, self.illegal, self.unreadable, self.agrees, self.disagrees, self.undecided,
            self.unrecorded, self.repetition, self.move_count, self.drawn_ending
        );
        if self.file_errors > 0 {
            line.push_str(&format!("; {} files could not be read", self.file_errors));
        }
        line
    }

    /// The summary object.
    pub fn to_json(&self) -> Value {
        let mut summary = json!({
            "games": self.games, "plies": self.plies, "illegal": self.illegal, "unreadable": self.unreadable,
            "agrees": self.agrees, "disagrees": self.disagrees, "undecided": self.undecided,
            "unrecorded": self.unrecorded, "repetition_claimable": self.repetition,
            "move_count_claimable": self.move_count, "drawn_ending_reached": self.drawn_ending,
        });
        if self.file_errors > 0 {
            summary["file_errors"] = json!(self.file_errors);
        }
        json!({ "summary": summary })
    }
}
