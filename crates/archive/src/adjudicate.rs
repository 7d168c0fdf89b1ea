//! Judging archive games: each game's moves read in the archive's notation (or engine
//! coordinates) and played through the arbiter's [`RecordedGame`]; the findings put in words.
//!
//! Nothing here counts or rules: the claims, their articles and the comparison of the recorded
//! result with the final position are the arbiter's. This module names them for people
//! (`threefold repetition`, `4... Ng8`) and writes them as text or JSON.

use std::sync::OnceLock;

use trongtai_arbiter::{Arbiter, Claimable, Findings, Grounds, RecordedGame, ResultCheck, Side};
use trongtai_engine::{FenError, Game, GamePosition, Move, State};
use trongtai_notation::{archive_notation_id, Notation, NotationDef};
use trongtai_rulebook::human::{self, Lang};
use trongtai_rulebook::{GameDef, Library, Rulebook};

use crate::read::{ArchiveGame, Entry, Games, Parsed};
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
    /// The game's definition, for its sides' names.
    def: &'a GameDef,
    arbiter: Arbiter<'a>,
    notation: Notation<'a>,
    /// The rulebook's id and its game's, for the message on an archive of another game.
    rules_id: String,
    game_id: String,
    /// The other shipped games, compiled the first time a file is screened.
    others: OnceLock<Vec<OtherGame>>,
    /// The game's start position, read once (most records have no FEN); `None` when it does
    /// not read, and each game then reports why.
    start: Option<GamePosition>,
}

/// A shipped game other than the rulebook's, to recognise an archive of the wrong game.
struct OtherGame {
    def: GameDef,
    game: Game,
    notation: Option<NotationDef>,
}

/// What the first move of an archive game says about its file ([`Adjudicator::screen`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Screening {
    /// No move to look at: a game without moves, or one that cannot be read.
    NoMove,
    /// The first move reads under the rulebook's game.
    Reads,
    /// The first move is refused under every shipped game: an illegal move, nothing more.
    Refused,
    /// The first move is refused under the rulebook's game but reads under another: the file is
    /// an archive of that game (why, in words).
    OtherGame(String),
}

/// Games of one file screened, at most, before the file is taken as of the rulebook's game:
/// screening stops at the first game whose first move reads, so this bounds only a file whose
/// games all open with an illegal move.
const SCREENED_PER_FILE: usize = 16;

/// A draw claim's name for people: "threefold repetition", "50-move rule", "perpetual check by
/// black (who loses)" / "lặp lại thế cờ 3 lần", "luật 50 nước", "Đen chiếu mãi (bị xử thua)". The
/// English name is the one reports and `--json` carry ([`ClaimReport::name`]); the Vietnamese
/// one names the sides as the game definition `def` does ("Trắng (Đỏ)" for xiangqi's red).
pub fn claim_name(grounds: &Grounds, game: &Game, def: &GameDef, lang: Lang) -> String {
    let side_vi = |i: usize| human::side_name(def, Side::from_index(i).name(game), Lang::Vi);
    match (grounds, lang) {
        (Grounds::Repetition { occurrences }, Lang::En) => match occurrences {
            2 => "twofold repetition".to_owned(),
            3 => "threefold repetition".to_owned(),
            n => format!("{n}-fold repetition"),
        },
        (Grounds::Repetition { occurrences }, Lang::Vi) => format!("lặp lại thế cờ {occurrences} lần"),
        (Grounds::MoveCount { moves, captures_only }, Lang::En) => match captures_only {
            false => format!("{moves}-move rule"),
            true => format!("{moves}-move rule (captures only)"),
        },
        (Grounds::MoveCount { moves, captures_only }, Lang::Vi) => match captures_only {
            false => format!("luật {moves} nước"),
            true => format!("luật {moves} nước (chỉ tính nước bắt quân)"),
        },
        (Grounds::DrawnEnding { id }, Lang::En) => format!("drawn ending {id}"),
        (Grounds::DrawnEnding { id }, Lang::Vi) => format!("thế cờ hoà `{id}`"),
        (Grounds::Forbidden { outcome, from }, Lang::En) => match (outcome.is_check(), outcome.loser) {
            (true, None) => "mutual perpetual check (drawn)".to_owned(),
            (true, Some(l)) => format!("perpetual check by {} (who loses)", Side::from_index(l).name(game)),
            (false, _) => format!("{}, from ply {from}", outcome.describe(game)),
        },
        (Grounds::Forbidden { outcome, from }, Lang::Vi) => match (outcome.is_check(), outcome.loser) {
            (true, None) => "hai bên cùng chiếu mãi (hoà)".to_owned(),
            (true, Some(l)) => format!("{} chiếu mãi (bị xử thua)", side_vi(l)),
            (false, Some(l)) => format!("{} đuổi bắt mãi (bị xử thua), từ nửa nước {from}", side_vi(l)),
            (false, None) => format!("đuổi bắt mãi (hoà), từ nửa nước {from}"),
        },
    }
}

impl Parsed {
    /// The position the game starts from in `game`: its FEN, else the game's start.
    ///
    /// # Errors
    ///
    /// When the FEN does not read as a position of `game`.
    pub fn start(&self, game: &Game) -> Result<GamePosition, FenError> {
        match &self.fen {
            Some(fen) => game.parse_fen(fen),
            None => game.start(),
        }
    }

    /// The move `text` of this game read in `pos`: as engine coordinates where the record writes
    /// them, else in `notation` (the archive notation of the game).
    ///
    /// # Errors
    ///
    /// Why the text is not a legal move there, in words; also when the record is in a notation and
    /// the game has none.
    pub fn read_move(
        &self,
        game: &Game,
        notation: Option<&Notation<'_>>,
        pos: &GamePosition,
        text: &str,
    ) -> Result<Move, String> {
        self.read_move_with(game, notation, pos, text, &mut Vec::new())
    }

    /// [`Parsed::read_move`], with `moves` as room for the moves that may fit the text (see
    /// [`Notation::read_with`]): one list serves every move of a game.
    ///
    /// # Errors
    ///
    /// As [`Parsed::read_move`].
    pub fn read_move_with(
        &self,
        game: &Game,
        notation: Option<&Notation<'_>>,
        pos: &GamePosition,
        text: &str,
        moves: &mut Vec<Move>,
    ) -> Result<Move, String> {
        self.read_move_checked(game, notation, pos, text, None, moves)
    }

    /// [`Parsed::read_move_with`], told whether the side to move is in check in `pos` when the
    /// caller knows it (see [`Notation::read_checked`]).
    ///
    /// # Errors
    ///
    /// As [`Parsed::read_move`].
    pub fn read_move_checked(
        &self,
        game: &Game,
        notation: Option<&Notation<'_>>,
        pos: &GamePosition,
        text: &str,
        check: Option<bool>,
        moves: &mut Vec<Move>,
    ) -> Result<Move, String> {
        if self.coordinates {
            return game.parse_move(pos, text).map_err(|e| e.to_string());
        }
        let notation = notation.ok_or_else(|| "the game has no archive notation to read moves in".to_owned())?;
        notation
            .read_checked(pos, text, check, moves)
            .map_err(|e| e.to_string())
    }
}

/// Whether `text`, the first move of `parsed`, reads in `game` from the game's start (or its
/// FEN), in `notation` unless the moves are engine coordinates.
fn first_move_reads(game: &Game, notation: Option<&Notation<'_>>, parsed: &Parsed, text: &str) -> bool {
    parsed
        .start(game)
        .is_ok_and(|start| parsed.read_move(game, notation, &start, text).is_ok())
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
            def,
            arbiter: Arbiter::new(rules, game)?,
            notation,
            rules_id: rules.id().to_owned(),
            game_id: def.id.clone(),
            others: OnceLock::new(),
            start: game.start().ok(),
        })
    }

    /// The shipped games other than the rulebook's, one per game (compiled once).
    fn others(&self) -> &[OtherGame] {
        self.others.get_or_init(|| {
            let library = Library::shipped();
            let mut others: Vec<OtherGame> = Vec::new();
            for id in library.rulebook_ids() {
                // Every shipped rulebook loads and compiles (the rulebook and engine tests load
                // each); one that did not would only leave its game unrecognised here.
                let Ok(rules) = Rulebook::load(&library, id) else {
                    continue;
                };
                let def = rules.game();
                if def.id == self.game_id || others.iter().any(|o| o.def.id == def.id) {
                    continue;
                }
                let Ok(game) = Game::compile(def) else {
                    continue;
                };
                let notation = archive_notation_id(&def.id).and_then(|n| NotationDef::shipped(&n).ok());
                others.push(OtherGame {
                    def: def.clone(),
                    game,
                    notation,
                });
            }
            others
        })
    }

    /// Looks at the first move of an archive game to tell whether its file is an archive of the
    /// rulebook's game: a first move refused here that another shipped game reads (`e4` under
    /// xiangqi, `h2e2` under chess) means the file holds that game's records.
    pub fn screen(&self, game: &ArchiveGame) -> Screening {
        let Ok(parsed) = game.source.clone().parse() else {
            return Screening::NoMove;
        };
        let Some(first) = parsed.moves.first() else {
            return Screening::NoMove;
        };
        if first_move_reads(self.game, Some(&self.notation), &parsed, first) {
            return Screening::Reads;
        }
        for other in self.others() {
            let notation = other
                .notation
                .clone()
                .and_then(|d| Notation::new(&other.def, &other.game, d).ok());
            if first_move_reads(&other.game, notation.as_ref(), &parsed, first) {
                let (theirs, ours) = (&other.def.id, &self.game_id);
                return Screening::OtherGame(format!(
                    "a {theirs} archive, expected {ours} games for rulebook `{}`: game {} ({}) opens with `{first}`, a {theirs} move and no {ours} move; the file is not judged",
                    self.rules_id, game.number, parsed.players
                ));
            }
        }
        Screening::Refused
    }

    /// The games of `games`, each file screened ([`Adjudicator::screen`]) until a game's first
    /// move reads under the rulebook's game: a file of another game becomes one
    /// [`Entry::FileError`] naming it, and is read no further.
    pub fn screened(&self, games: Games) -> Screened<'_, 'a> {
        Screened {
            games,
            judge: self,
            file: None,
            settled: false,
            screened: 0,
        }
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
        let mut reader = trongtai_notation::PgnReader::new(text.as_bytes()).without_comments();
        std::iter::from_fn(|| reader.next_record())
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
        let start = match (&parsed.fen, self.start) {
            (None, Some(start)) => Ok(start),
            _ => parsed.start(self.game),
        };
        let start = start.map_err(|e| match &parsed.fen {
            Some(fen) => format!("FEN \"{fen}\": {e}"),
            None => e.to_string(),
        });
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
        // Room for the moves that may fit each move text, kept for the whole game.
        let mut candidates = Vec::with_capacity(16);
        for text in &parsed.moves {
            // Whether the side to move is in check, as the record's tally found it after the
            // last move: the reading then need not find it again.
            let check = record.in_check();
            let read = parsed.read_move_checked(
                self.game,
                Some(&self.notation),
                record.position(),
                text,
                check,
                &mut candidates,
            );
            match read {
                Ok(m) => {
                    let new = record.play(m).len();
                    if new > 0 {
                        // The claims of this move (the last ones) and the position it was
                        // played from, as the record kept them.
                        let all = record.claims();
                        let claims = all.get(all.len().saturating_sub(new)..).unwrap_or_default();
                        let before = record.prior();
                        let at = format!("{} {text}", self.notation.move_number(before));
                        report
                            .claims
                            .extend(claims.iter().map(|c| self.claim_report(c, at.clone())));
                    }
                }
                Err(error) => {
                    illegal_number = self.notation.move_number(record.position());
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
        let name = claim_name(&c.grounds, self.game, self.def, Lang::En);
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

/// The games of a list of files, screened for archives of another game
/// ([`Adjudicator::screened`]).
pub struct Screened<'j, 'a> {
    games: Games,
    judge: &'j Adjudicator<'a>,
    /// The file being read, whether it is settled (a first move read), and how many of its
    /// games were screened.
    file: Option<usize>,
    settled: bool,
    screened: usize,
}

impl Screened<'_, '_> {
    /// How far the reading has gone.
    pub fn progress(&self) -> crate::read::Progress {
        self.games.progress()
    }
}

impl Iterator for Screened<'_, '_> {
    type Item = Entry;

    fn next(&mut self) -> Option<Entry> {
        let entry = self.games.next()?;
        let Entry::Game(game) = &entry else {
            return Some(entry);
        };
        if self.file != Some(game.file) {
            self.file = Some(game.file);
            self.settled = false;
            self.screened = 0;
        }
        if self.settled || self.screened >= SCREENED_PER_FILE {
            return Some(entry);
        }
        match self.judge.screen(game) {
            Screening::NoMove => {}
            Screening::Reads => self.settled = true,
            Screening::Refused => self.screened += 1,
            Screening::OtherGame(why) => {
                let file = game.file;
                let name = self
                    .games
                    .path(file)
                    .map(|p| p.display().to_string())
                    .unwrap_or_default();
                self.games.skip_file();
                return Some(Entry::FileError {
                    file,
                    message: format!("{name}: {why}"),
                });
            }
        }
        Some(entry)
    }
}

impl GameReport {
    /// The report of a game not judged because no rulebook could be given to it (`why`): it
    /// counts as unreadable, its result not checked.
    pub fn not_judged(game: &crate::read::ArchiveGame, why: String) -> Self {
        let players = match &game.source {
            crate::read::Source::Pgn(record) => format!(
                "{} - {}",
                record.tag("White").unwrap_or("?"),
                record.tag("Black").unwrap_or("?")
            ),
            _ => "? - ?".to_owned(),
        };
        GameReport {
            file: game.file,
            number: game.number,
            players,
            plies: 0,
            illegal: None,
            unreadable: Some(why),
            recorded: None,
            state: None,
            board_result: None,
            verdict: ResultCheck::NotChecked,
            message: "result not checked: the game was not judged".to_owned(),
            claims: Vec::new(),
        }
    }

    /// One line of text, the file named `name`.
    /// Text read from the archive (the players, a move) is echoed as
    /// [`trongtai_rulebook::error::shown`] gives it: control characters escaped, at most 64
    /// characters (the JSON report keeps it whole, escaped as JSON is).
    pub fn to_text(&self, name: &str) -> String {
        use trongtai_rulebook::error::shown;
        let mut line = format!("{name} #{} {}: ", self.number, shown(&self.players));
        if let Some(e) = &self.unreadable {
            line.push_str(&format!("unreadable: {e}; {}", self.message));
            return line;
        }
        match &self.illegal {
            Some(i) => line.push_str(&format!(
                "illegal move at ply {} ({} {}): {}; {} plies played; {}",
                i.ply,
                i.number,
                shown(&i.text),
                i.error,
                self.plies,
                self.message
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
}

/// The totals of an adjudication.
// Also the `summary` of `trongtai adjudicate --json`: its schema (`schemas/adjudicate.schema.json`)
// keeps the name it was published under.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "SummaryJson")]
pub struct Summary {
    /// Games read.
    pub games: u64,
    /// Plies replayed.
    pub plies: u64,
    /// Games with an illegal or unreadable move.
    pub illegal: u64,
    /// Games that could not be read at all.
    pub unreadable: u64,
    /// Recorded results that agree with the final position.
    pub agrees: u64,
    /// Recorded results that disagree with it.
    pub disagrees: u64,
    /// Results decided off the board.
    pub undecided: u64,
    /// Games without a recorded result.
    pub unrecorded: u64,
    /// Games in which a repetition became claimable (or drew automatically).
    #[serde(rename = "repetition_claimable")]
    pub repetition: u64,
    /// Games in which the n-move rule became claimable.
    #[serde(rename = "move_count_claimable")]
    pub move_count: u64,
    /// Games that reached a drawn ending (a dead position) on the board.
    #[serde(rename = "drawn_ending_reached")]
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
}
