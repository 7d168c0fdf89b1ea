//! Judging archive games: each game's moves read in the archive's notation (or engine
//! coordinates) and played through the arbiter's [`RecordedGame`]; the findings put in words.
//!
//! Nothing here counts or rules: the claims, their articles and the comparison of the recorded
//! result with the final position are the arbiter's. This module names them for people
//! (`threefold repetition`, `4... Ng8`) and writes them as text or JSON.

use std::sync::OnceLock;

use trongtai_arbiter::{Arbiter, Claimable, Findings, Grounds, RecordedGame, ResultCheck, Side};
use trongtai_engine::{FenError, Game, GamePosition, Move, State};
use trongtai_i18n::{msg, say, Message, Text};
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
    /// Why it was refused (the JSON's `error` is its English).
    pub error: Text,
}

/// A claim of the arbiter, with its name and the move that made it available.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimReport {
    /// The claim.
    pub claim: Claimable,
    /// Readable name (`threefold repetition`, `50-move rule`), in the record's English.
    pub name: String,
    /// The name, to be said in any language.
    pub said: Text,
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
    pub unreadable: Option<Text>,
    /// The recorded result, if any.
    pub recorded: Option<String>,
    /// The final position's state name (`checkmate`, `ongoing`, ...).
    pub state: Option<&'static str>,
    /// The result the board gives, when it decides the game.
    pub board_result: Option<&'static str>,
    /// How the recorded result compares with the final position.
    pub verdict: ResultCheck,
    /// The comparison in words (the JSON's `message` is its English).
    pub message: Text,
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
    OtherGame(Text),
}

/// Games of one file screened, at most, before the file is taken as of the rulebook's game:
/// screening stops at the first game whose first move reads, so this bounds only a file whose
/// games all open with an illegal move.
const SCREENED_PER_FILE: usize = 16;

/// A draw claim's name for people: "threefold repetition", "50-move rule", "perpetual check by
/// black (who loses)" / "lặp lại thế cờ 3 lần", "luật 50 nước", "Đen chiếu mãi (bị xử thua)",
/// kept to be said in any language. The English names the sides by their ids, as the record
/// does; the Vietnamese as the game definition `def` does ("Trắng (Đỏ)" for xiangqi's red).
pub fn claim_text(grounds: &Grounds, game: &Game, def: &GameDef) -> Text {
    let side = |i: usize| Side::from_index(i).name(game);
    let side_name = |i: usize| human::side_name(def, side(i), Lang::Vi);
    let from = |n: &usize| u64::try_from(*n).unwrap_or(u64::MAX);
    match grounds {
        Grounds::Repetition { occurrences } => msg::ClaimRepetition {
            n: u64::from(*occurrences),
        }
        .text(),
        Grounds::MoveCount { moves, captures_only } => {
            let moves = u64::from(*moves);
            match captures_only {
                false => msg::ClaimMoveCount { moves }.text(),
                true => msg::ClaimMoveCountCaptures { moves }.text(),
            }
        }
        Grounds::DrawnEnding { id } => msg::ClaimDrawnEnding { ending: id }.text(),
        Grounds::Forbidden { outcome, from: ply } => match (outcome.is_check(), outcome.loser) {
            (true, None) => msg::ClaimMutualCheck.text(),
            (true, Some(l)) => msg::ClaimPerpetualCheck {
                side: side(l),
                side_name: &side_name(l),
            }
            .text(),
            (false, Some(l)) => msg::ClaimForbiddenLoses {
                outcome: &outcome.describe(game),
                side_name: &side_name(l),
                from: from(ply),
            }
            .text(),
            (false, None) => msg::ClaimForbiddenDrawn {
                outcome: &outcome.describe(game),
                from: from(ply),
            }
            .text(),
        },
    }
}

/// [`claim_text`] said in `lang`; in English the record's name ([`ClaimReport::name`]).
pub fn claim_name(grounds: &Grounds, game: &Game, def: &GameDef, lang: Lang) -> String {
    let text = claim_text(grounds, game, def);
    match lang {
        Lang::En => trongtai_i18n::record_text(&text),
        Lang::Vi => text.say(lang),
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
    ) -> Result<Move, Text> {
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
    ) -> Result<Move, Text> {
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
    ) -> Result<Move, Text> {
        if self.coordinates {
            return game.parse_move(pos, text).map_err(|e| e.text());
        }
        let notation = notation.ok_or_else(|| msg::AdjudicateNoNotation.text())?;
        notation.read_checked(pos, text, check, moves).map_err(|e| e.said())
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
                return Screening::OtherGame(
                    msg::AdjudicateOtherGame {
                        theirs,
                        ours,
                        rules: &self.rules_id,
                        number: game.number as u64,
                        players: &parsed.players,
                        first,
                    }
                    .text(),
                );
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
                    Err(e) => Err(e.text()),
                };
                self.judge(0, i + 1, &parsed)
            })
            .collect()
    }

    /// Judges one game already read (or the reason it cannot be read).
    pub fn judge(&self, file: usize, number: usize, parsed: &Result<Parsed, Text>) -> GameReport {
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
            message: Text::empty(),
            claims: Vec::new(),
        };
        let parsed = match parsed {
            Ok(parsed) => parsed,
            Err(e) => {
                report.message = msg::AdjudicateCannotRead.text();
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
            Some(fen) => msg::ArchiveBadFen { fen, why: &e.text() }.text(),
            None => e.text(),
        });
        let start = match start {
            Ok(start) => start,
            Err(e) => {
                report.message = msg::AdjudicateNoStart.text();
                report.unreadable = Some(e);
                return report;
            }
        };
        let mut record = self.arbiter.record(start);
        let mut illegal_number = String::new();
        // Why the first refused move was refused, to be said in any language (the record keeps
        // its English).
        let mut refused = None;
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
                    record.illegal(text, trongtai_i18n::record_text(&error));
                    refused = Some(error);
                    break;
                }
            }
        }
        self.describe(
            record,
            parsed.recorded.as_deref(),
            (&illegal_number, refused),
            &mut report,
        );
        report
    }

    /// A claim with its readable name.
    fn claim_report(&self, c: &Claimable, at: String) -> ClaimReport {
        let said = claim_text(&c.grounds, self.game, self.def);
        ClaimReport {
            claim: c.clone(),
            name: trongtai_i18n::record_text(&said),
            said,
            at,
        }
    }

    /// Puts the findings of a finished record into the report.
    fn describe(
        &self,
        record: RecordedGame<'_>,
        recorded: Option<&str>,
        (number, refused): (&str, Option<Text>),
        report: &mut GameReport,
    ) {
        let findings: Findings = record.finish(recorded);
        report.plies = findings.plies;
        report.verdict = findings.check;
        if let Some(i) = &findings.illegal {
            report.illegal = Some(IllegalReport {
                ply: i.ply,
                number: number.to_owned(),
                text: i.text.clone(),
                error: refused.unwrap_or_else(|| msg::Verbatim { text: &i.error }.text()),
            });
            report.message = msg::AdjudicateStopsIllegal.text();
            return;
        }
        // The record reads the final position of every game played to its end: only a game
        // stopped by an illegal move has none.
        let Some(end) = &findings.end else {
            report.message = msg::AdjudicateStopsIllegal.text();
            return;
        };
        report.state = Some(end.state.name());
        let state = match (end.state, &end.ending) {
            (State::DrawnEnding, Some(id)) => msg::AdjudicateStateDrawnEnding { ending: id }.text(),
            (state, _) => state.said(),
        };
        let board = end.result.map(|r| r.as_str());
        report.board_result = board;
        let recorded = findings.recorded.as_deref();
        let state = &state;
        report.message = match (recorded, board) {
            (None, Some(board)) => msg::AdjudicateUnrecordedDecided { state, board }.text(),
            (None, None) => msg::AdjudicateUnrecordedOngoing.text(),
            (Some(recorded), Some(_)) if findings.check == ResultCheck::Agrees => {
                msg::AdjudicateAgrees { recorded, state }.text()
            }
            (Some(recorded), Some(board)) => msg::AdjudicateDisagrees { recorded, state, board }.text(),
            (Some(recorded), None) if recorded == "1/2-1/2" => msg::AdjudicateUndecidedDraw { recorded }.text(),
            (Some(recorded), None) => msg::AdjudicateUndecidedWin { recorded }.text(),
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
    pub fn not_judged(game: &crate::read::ArchiveGame, why: Text) -> Self {
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
            message: msg::AdjudicateNotJudged.text(),
            claims: Vec::new(),
        }
    }

    /// One line of text in `lang`, the file named `name`.
    /// Text read from the archive (the players, a move) is echoed as
    /// [`trongtai_rulebook::error::shown`] gives it: control characters escaped, at most 64
    /// characters (the JSON report keeps it whole, escaped as JSON is).
    pub fn to_text(&self, name: &str, lang: Lang) -> String {
        use trongtai_rulebook::error::shown;
        let message = &self.message;
        let finding = match (&self.unreadable, &self.illegal) {
            (Some(why), _) => msg::AdjudicateUnreadable { why, message }.text(),
            (None, Some(i)) => msg::AdjudicateIllegal {
                ply: i.ply as u64,
                number: &i.number,
                text: &shown(&i.text),
                error: &i.error,
                plies: self.plies as u64,
                message,
            }
            .text(),
            (None, None) => msg::AdjudicatePlayed {
                plies: self.plies as u64,
                message,
            }
            .text(),
        };
        let claims = if self.unreadable.is_some() || self.claims.is_empty() {
            Text::empty()
        } else {
            let claims: Vec<Text> = self
                .claims
                .iter()
                .map(|c| {
                    let name = &c.said;
                    let (ply, at, article) = (c.claim.ply as u64, c.at.as_str(), c.claim.article.as_str());
                    match (c.claim.automatic, &c.claim.grounds) {
                        (true, Grounds::Forbidden { outcome, .. }) if outcome.loser.is_some() => {
                            msg::AdjudicateClaimAutomatic { name, ply, at, article }.text()
                        }
                        (true, _) => msg::AdjudicateClaimDrawn { name, ply, at, article }.text(),
                        _ => msg::AdjudicateClaim { name, ply, at, article }.text(),
                    }
                })
                .collect();
            msg::AdjudicateClaims {
                claims: &Text::joined(claims, ", "),
            }
            .text()
        };
        let line = msg::AdjudicateLine {
            file: name,
            number: self.number as u64,
            players: &shown(&self.players),
            finding: &finding,
            claims: &claims,
        };
        say(lang, &line)
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

    /// The summary line, in `lang`.
    pub fn to_text(&self, lang: Lang) -> String {
        let mut line = say(
            lang,
            &msg::AdjudicateSummary {
                games: self.games,
                plies: self.plies,
                illegal: self.illegal,
                unreadable: self.unreadable,
                agrees: self.agrees,
                disagrees: self.disagrees,
                undecided: self.undecided,
                unrecorded: self.unrecorded,
                repetition: self.repetition,
                move_count: self.move_count,
                drawn_ending: self.drawn_ending,
            },
        );
        if self.file_errors > 0 {
            line.push_str(&say(
                lang,
                &msg::AdjudicateSummaryFileErrors {
                    files: self.file_errors,
                },
            ));
        }
        line
    }
}
