//! `trongtai adjudicate`: replays whole game archives under a rulebook and says, per game, where
//! the first illegal or unreadable move is, whether the recorded result agrees with the final
//! position (checkmate, stalemate, drawn ending), and which draw claims the law made available
//! and from which ply (repetition, n-move rule with the law's longer endings and its cap on checks,
//! and a perpetual check where the law makes the checking side lose).
//!
//! Inputs are PGN files (SAN with English letters for chess, ICCS coordinates with ranks 0–9 for
//! xiangqi, chosen from the rulebook's game) and JSON lines whose `moves` are engine coordinates
//! (Fairy-Stockfish's, ranks 1–10 for xiangqi), with optional `start_fen`, `result`, `red` /
//! `black` or `white` / `black`. The format is told by the extension (`.jsonl`, `.ndjson`,
//! `.json`, `.pgn`), else by the first non-blank byte (`{` is JSON lines).
//!
//! The reader streams one game at a time into a bounded channel; worker threads replay games and
//! send their reports to a printer that puts them back in file order, so memory stays flat in the
//! size of the archive. A progress line goes to stderr only when stderr is a terminal.
//!
//! The streaming ([`stream`]) and the per-game replay ([`Judge`]) are shared with `trongtai
//! impact`, which replays each game under two rulebooks; both live in this module of the binary,
//! since no other crate calls them (`cargo xtask bench-archive` runs the built binary).

use std::collections::{BTreeMap, HashMap};
use std::fs::File;
use std::io::{BufRead, BufReader, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{sync_channel, SyncSender};
use std::sync::Mutex;
use std::time::Instant;

use anyhow::{anyhow, Context};
use clap::Args;
use serde_json::{json, Value};
use trongtai_engine::{status, Game, GameEnding, GamePosition, State};
use trongtai_notation::{archive_notation_id, Notation, PgnGame, PgnReader, ReadError};
use trongtai_rulebook::law::{MoveCountReset, MutualPerpetual, PerpetualCheck, Repetition};
use trongtai_rulebook::EndRulesResolved;

use crate::exit;
use crate::load::{load, Loaded};

/// Arguments of `trongtai adjudicate`.
#[derive(Debug, Args)]
pub struct AdjudicateArgs {
    /// Rulebook id (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`) or path to a rule file.
    #[arg(long)]
    rules: String,
    /// Archive files: PGN (SAN for chess, ICCS for xiangqi) or JSON lines (coordinate moves).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// One JSON object per game, then a summary object.
    #[arg(long)]
    json: bool,
    /// Worker threads (default: the number of cores).
    #[arg(long)]
    threads: Option<usize>,
}

/// How an archive file is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Format {
    /// PGN, moves in the rulebook game's PGN notation.
    Pgn,
    /// One JSON object per line, moves in engine coordinates.
    JsonLines,
}

/// A game as read from its file, not yet replayed.
pub(crate) enum Source {
    /// A PGN game.
    Pgn(Box<PgnGame>),
    /// A line of a JSON lines file.
    Json(String),
    /// A game the PGN reader could not read.
    Unreadable(String),
}

/// A game to adjudicate, with its place in the input.
pub(crate) struct Job {
    /// Position in the whole input, for putting reports back in order.
    pub(crate) seq: u64,
    /// Index of the file in the command line.
    pub(crate) file: usize,
    /// Number of the game in its file, from 1.
    pub(crate) number: usize,
    /// The game.
    pub(crate) source: Source,
}

/// The first move that could not be read or played.
#[derive(Debug, Clone)]
pub(crate) struct Illegal {
    /// Ply, from 1.
    pub(crate) ply: usize,
    /// Move number as PGN writes it (`12.` or `12...`).
    pub(crate) number: String,
    /// The move text.
    pub(crate) text: String,
    /// Why it was refused.
    pub(crate) error: String,
}

/// A draw claim that became available, or a drawn ending reached.
#[derive(Debug, Clone)]
pub(crate) struct Claim {
    /// `repetition`, `move-count`, `perpetual-check` or `drawn-ending` (a dead position: the
    /// game was over there).
    pub(crate) kind: &'static str,
    /// Readable name (`threefold repetition`, `50-move rule`).
    pub(crate) name: String,
    /// First ply (from 1) after which it could be claimed.
    pub(crate) ply: usize,
    /// The move that made it claimable (`4... Ng8`).
    pub(crate) at: String,
    /// The article applied.
    pub(crate) article: String,
    /// Whether the law draws by itself rather than on a claim.
    pub(crate) automatic: bool,
}

/// How the recorded result compares with the final position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The final position decides the game and the recorded result is that decision.
    Agrees,
    /// The final position decides the game otherwise than recorded.
    Disagrees,
    /// The final position decides nothing; the result came off the board.
    Undecided,
    /// No result (or `*`) is recorded.
    Unrecorded,
    /// The game could not be replayed to its end.
    NotChecked,
}

impl Verdict {
    /// The name used in the JSON output.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Verdict::Agrees => "agrees",
            Verdict::Disagrees => "disagrees",
            Verdict::Undecided => "undecided",
            Verdict::Unrecorded => "unrecorded",
            Verdict::NotChecked => "not-checked",
        }
    }
}

/// The adjudication of one game.
pub(crate) struct Report {
    /// Index of the file.
    pub(crate) file: usize,
    /// Number of the game in its file.
    pub(crate) number: usize,
    /// `White - Black` (or `Red - Black`).
    pub(crate) players: String,
    /// Plies read and played.
    pub(crate) plies: usize,
    /// The first illegal or unreadable move.
    pub(crate) illegal: Option<Illegal>,
    /// The whole game could not be read (a PGN or JSON error).
    pub(crate) unreadable: Option<String>,
    /// The recorded result, if any.
    pub(crate) recorded: Option<String>,
    /// The final position's state name (`checkmate`, `ongoing`, ...).
    pub(crate) state: Option<&'static str>,
    /// The result the board gives.
    pub(crate) board_result: Option<&'static str>,
    /// The comparison.
    pub(crate) verdict: Verdict,
    /// The comparison in words.
    pub(crate) message: String,
    /// Draw claims that became available.
    pub(crate) claims: Vec<Claim>,
}

/// What the workers share: the compiled game, its notation and the law's values.
pub(crate) struct Judge<'a> {
    /// The compiled game.
    game: &'a Game,
    /// The PGN notation of the game.
    notation: Notation<'a>,
    /// The end rules (checkmate, stalemate, drawn endings).
    end: &'a EndRulesResolved,
    /// Occurrences for a repetition, whether it is automatic, its article.
    repetition: Option<(u32, bool, String)>,
    /// Moves of the n-move rule, what resets it, its article.
    move_count: Option<(u32, MoveCountReset, String)>,
    /// Checking moves count at most this many times per side towards the n-move rule.
    checks_cap: Option<u32>,
    /// Endings in which the n-move rule needs more moves: the ending, the moves, the article.
    extended: Vec<(GameEnding, u32, String)>,
    /// Perpetual check: occurrences that make it, its article; and the article drawing a mutual one.
    perpetual: Option<(u32, String, Option<String>)>,
    /// The prohibitions on repetitions (perpetual check and chase), from the arbiter.
    forbidden: Option<trongtai_arbiter::Prohibitions>,
    /// The law's drawn endings (dead positions), compiled: the ending, its id, its article.
    drawn: Vec<(GameEnding, String, String)>,
}

impl<'a> Judge<'a> {
    /// The judge of a loaded rulebook: its game's PGN notation (SAN with English letters for
    /// chess, ICCS for xiangqi), its end rules, repetition, n-move rule (with its check cap and
    /// extended endings) and perpetual-check rule.
    pub(crate) fn new(loaded: &'a Loaded) -> anyhow::Result<Self> {
        let def = loaded.rules.game();
        // Which notation the archives use is data of the notation files (`archive: true`).
        let notation_id = archive_notation_id(&def.id)
            .ok_or_else(|| anyhow!("no shipped notation of game `{}` says `archive: true`", def.id))?;
        let notation =
            Notation::shipped(def, &loaded.game, &notation_id).with_context(|| format!("notation `{notation_id}`"))?;
        let draws = loaded.rules.merged().draws.as_ref();
        let repetition = draws.and_then(|d| d.repetition.as_ref()).map(|r| match r.value {
            Repetition::Claim { occurrences } => (occurrences, false, r.article.clone()),
            Repetition::Automatic { occurrences } => (occurrences, true, r.article.clone()),
        });
        let move_count = draws
            .and_then(|d| d.move_count.as_ref())
            .map(|c| (c.value.moves, c.value.reset, c.article.clone()));
        let checks_cap = draws
            .and_then(|d| d.move_count.as_ref())
            .and_then(|c| c.value.checks_count_at_most);
        let mut extended = Vec::new();
        for c in draws.and_then(|d| d.move_count_extended.as_deref()).unwrap_or_default() {
            let ending = loaded
                .game
                .compile_ending(&c.value.ending)
                .map_err(|e| anyhow!("{}: `draws.move_count_extended`: {e}", loaded.rules.id()))?;
            extended.push((ending, c.value.moves, c.article.clone()));
        }
        let perpetual = draws
            .and_then(|d| d.perpetual_check.as_ref())
            .and_then(|p| match p.value {
                PerpetualCheck::CheckingSideLoses { repetitions } => {
                    let mutual = draws
                        .and_then(|d| d.mutual_perpetual_check.as_ref())
                        .filter(|m| m.value == MutualPerpetual::Draw)
                        .map(|m| m.article.clone());
                    Some((repetitions, p.article.clone(), mutual))
                }
                PerpetualCheck::NotInThisLaw => None,
            });
        let drawn = loaded
            .rules
            .end()
            .drawn_endings
            .iter()
            .map(|e| {
                Ok((
                    loaded.game.compile_ending(&e.value)?,
                    e.value.id.clone(),
                    e.article.clone(),
                ))
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        let forbidden = trongtai_arbiter::Prohibitions::from_rulebook(&loaded.rules, &loaded.game)?;
        Ok(Judge {
            forbidden,
            game: &loaded.game,
            notation,
            end: loaded.rules.end(),
            repetition,
            move_count,
            checks_cap,
            extended,
            perpetual,
            drawn,
        })
    }
}

/// The number of worker threads: the one asked for, else the number of cores.
pub(crate) fn thread_count(asked: Option<usize>) -> usize {
    asked
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1)
}

/// Reads the archive files game by game on one thread, hands each game to `work` on `threads`
/// worker threads, and gives the results to `sink` on the calling thread in input order. Memory
/// stays flat in the size of the archive: games go through bounded channels and only results
/// that arrive ahead of their turn wait.
///
/// # Errors
///
/// When a file cannot be opened or read, or when `sink` fails (reading then stops).
pub(crate) fn stream<R, W, S>(files: &[PathBuf], threads: usize, work: W, mut sink: S) -> anyhow::Result<()>
where
    R: Send,
    W: Fn(Job) -> R + Sync,
    S: FnMut(R) -> anyhow::Result<()>,
{
    let mut formats = Vec::with_capacity(files.len());
    for file in files {
        formats.push(detect(file)?);
    }
    let (job_tx, job_rx) = sync_channel::<Job>(threads * 32);
    let job_rx = Mutex::new(job_rx);
    let (result_tx, result_rx) = sync_channel::<(u64, R)>(threads * 32);
    std::thread::scope(|s| -> anyhow::Result<()> {
        for _ in 0..threads {
            let result_tx = result_tx.clone();
            let (job_rx, work) = (&job_rx, &work);
            s.spawn(move || loop {
                let job = match job_rx.lock() {
                    Ok(rx) => rx.recv(),
                    Err(_) => break,
                };
                let Ok(job) = job else { break };
                let seq = job.seq;
                if result_tx.send((seq, work(job))).is_err() {
                    break;
                }
            });
        }
        drop(result_tx);
        let formats = &formats;
        let reader = s.spawn(move || read_all(files, formats, job_tx));
        let mut pending: BTreeMap<u64, R> = BTreeMap::new();
        let mut next = 0u64;
        let mut sunk = Ok(());
        'results: for (seq, result) in result_rx.iter() {
            pending.insert(seq, result);
            while let Some(result) = pending.remove(&next) {
                next += 1;
                if let Err(e) = sink(result) {
                    sunk = Err(e);
                    break 'results;
                }
            }
        }
        // Dropping the receiver stops the workers, whose channel then stops the reader.
        drop(result_rx);
        let read = reader.join().map_err(|_| anyhow!("the reading thread panicked"))?;
        sunk?;
        read
    })
}

/// Runs `trongtai adjudicate`.
pub fn run(args: AdjudicateArgs) -> anyhow::Result<u8> {
    let loaded = load(&args.rules)?;
    let judge = Judge::new(&loaded)?;
    let threads = thread_count(args.threads);
    let names: Vec<String> = args.files.iter().map(|f| f.display().to_string()).collect();
    let mut printer = Printer::new(&names, args.json, std::io::stderr().is_terminal());
    stream(
        &args.files,
        threads,
        |job| judge.adjudicate(job),
        |report| printer.print(&report),
    )?;
    let summary = printer.finish()?;
    Ok(if summary.illegal + summary.unreadable + summary.disagrees > 0 {
        exit::CHECK_FAILED
    } else {
        exit::SUCCESS
    })
}

/// Tells the format of an archive file by its extension, else by its first non-blank byte.
fn detect(path: &Path) -> anyhow::Result<Format> {
    let ext = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("jsonl" | "ndjson" | "json") => return Ok(Format::JsonLines),
        Some("pgn") => return Ok(Format::Pgn),
        _ => {}
    }
    let mut head = [0u8; 512];
    let n = File::open(path)
        .and_then(|mut f| f.read(&mut head))
        .with_context(|| format!("{}", path.display()))?;
    let first = head[..n].iter().find(|b| !b.is_ascii_whitespace());
    Ok(if first == Some(&b'{') {
        Format::JsonLines
    } else {
        Format::Pgn
    })
}

/// Reads every file game by game and sends the games to the workers; closes the channel at the
/// end (or at the first error).
fn read_all(files: &[PathBuf], formats: &[Format], tx: SyncSender<Job>) -> anyhow::Result<()> {
    let mut seq = 0u64;
    for (file, (path, format)) in files.iter().zip(formats).enumerate() {
        let reader = BufReader::with_capacity(
            1 << 16,
            File::open(path).with_context(|| format!("{}", path.display()))?,
        );
        let mut send = |number: usize, source: Source| -> bool {
            let job = Job {
                seq,
                file,
                number,
                source,
            };
            seq += 1;
            tx.send(job).is_ok()
        };
        match format {
            Format::Pgn => {
                for (i, game) in PgnReader::new(reader).enumerate() {
                    let source = match game {
                        Ok(game) => Source::Pgn(Box::new(game)),
                        Err(ReadError::Io(e)) => {
                            return Err(anyhow!("{}: {e}", path.display()));
                        }
                        Err(e) => Source::Unreadable(e.to_string()),
                    };
                    if !send(i + 1, source) {
                        return Ok(());
                    }
                }
            }
            Format::JsonLines => {
                let mut number = 0;
                for line in reader.lines() {
                    let line = line.with_context(|| format!("{}", path.display()))?;
                    if line.trim().is_empty() {
                        continue;
                    }
                    number += 1;
                    if !send(number, Source::Json(line)) {
                        return Ok(());
                    }
                }
            }
        }
    }
    Ok(())
}

/// A game's moves and facts, whatever its source.
pub(crate) struct Parsed {
    /// `White - Black`.
    pub(crate) players: String,
    /// The start position's FEN, if not the initial one.
    pub(crate) fen: Option<String>,
    /// The recorded result.
    pub(crate) recorded: Option<String>,
    /// The move texts.
    pub(crate) moves: Vec<String>,
    /// Whether the moves are engine coordinates (else the PGN notation).
    pub(crate) coordinates: bool,
}

/// The players of a game, `?` where unknown.
fn players(first: Option<&str>, second: Option<&str>) -> String {
    format!("{} - {}", first.unwrap_or("?"), second.unwrap_or("?"))
}

impl Judge<'_> {
    /// Adjudicates one game.
    pub(crate) fn adjudicate(&self, job: Job) -> Report {
        let parsed = parse(job.source);
        self.adjudicate_parsed(job.file, job.number, &parsed)
    }

    /// Adjudicates one game already read (or the reason it cannot be read).
    pub(crate) fn adjudicate_parsed(&self, file: usize, number: usize, parsed: &Result<Parsed, String>) -> Report {
        let mut report = Report {
            file,
            number,
            players: players(None, None),
            plies: 0,
            illegal: None,
            unreadable: None,
            recorded: None,
            state: None,
            board_result: None,
            verdict: Verdict::NotChecked,
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
        let end = self.replay(&start, &parsed.moves, parsed.coordinates, &mut report);
        if report.illegal.is_some() {
            report.message = "result not checked: the game stops at an illegal move".to_owned();
            return report;
        }
        self.judge_result(&end, &mut report);
        report
    }

    /// Plays the moves from `start`, noting the first illegal move and the claims that become
    /// available; returns the last position reached.
    fn replay(&self, start: &GamePosition, moves: &[String], coordinates: bool, report: &mut Report) -> GamePosition {
        let game = self.game;
        let mut pos = *start;
        let mut seen: HashMap<u64, u32> = HashMap::new();
        let mut repetition_open = self.repetition.is_some();
        if repetition_open {
            seen.insert(game.identity(&pos), 1);
        }
        let mut count_open = self.move_count.is_some();
        // Moves of each side since the last capture, and the checks among them (for a law that
        // counts only captures and caps the checks).
        let mut counts = [0u32; 2];
        let mut checks = [0u32; 2];
        // Every position reached and, for each ply, who moved and whether he gave check.
        let mut history = vec![game.identity(&pos)];
        let mut plies: Vec<(usize, bool)> = Vec::new();
        // For the forbidden repetitions: the position before each ply and its move.
        let mut played: Vec<(GamePosition, trongtai_engine::Move)> = Vec::new();
        let mut perpetual_open = self.perpetual.is_some();
        let mut drawn_open = !self.drawn.is_empty();
        for (i, text) in moves.iter().enumerate() {
            let ply = i + 1;
            let read = if coordinates {
                game.parse_move(&pos, text).map_err(|e| e.to_string())
            } else {
                self.notation.read(&pos, text).map_err(|e| e.to_string())
            };
            let m = match read {
                Ok(m) => m,
                Err(error) => {
                    report.illegal = Some(Illegal {
                        ply,
                        number: self.notation.move_number(&pos),
                        text: text.clone(),
                        error,
                    });
                    return pos;
                }
            };
            let before = game.piece_count(&pos);
            let number = if repetition_open || count_open || perpetual_open || drawn_open {
                self.notation.move_number(&pos)
            } else {
                String::new()
            };
            let mover = game.turn(&pos);
            if self.forbidden.is_some() {
                played.push((pos, m));
            }
            pos = game.play(&pos, m);
            report.plies = ply;
            let check = game.in_check(&pos);
            history.push(game.identity(&pos));
            plies.push((mover, check));
            if let (true, Some((n, article, mutual))) = (perpetual_open, &self.perpetual) {
                let sides = game.side_ids();
                let claim = match &self.forbidden {
                    Some(f) => Self::forbidden(f, game, &history, &played),
                    None => Self::perpetual(&history, &plies, *n, article, mutual.as_deref(), sides),
                };
                if let Some(claim) = claim {
                    perpetual_open = false;
                    // The perpetual check decides before the repetition would draw.
                    repetition_open = false;
                    report.claims.push(Claim {
                        ply,
                        at: format!("{number} {text}"),
                        ..claim
                    });
                }
            }
            if game.piece_count(&pos) < before {
                counts = [0, 0];
                checks = [0, 0];
            } else {
                match (check, self.checks_cap) {
                    (true, Some(cap)) if checks[mover] >= cap => {}
                    (true, Some(_)) => {
                        checks[mover] += 1;
                        counts[mover] += 1;
                    }
                    _ => counts[mover] += 1,
                }
            }
            if let (true, Some((occurrences, automatic, article))) = (repetition_open, &self.repetition) {
                let count = seen.entry(game.identity(&pos)).or_insert(0);
                *count += 1;
                if *count >= *occurrences {
                    repetition_open = false;
                    let fold = match occurrences {
                        2 => "twofold".to_owned(),
                        3 => "threefold".to_owned(),
                        n => format!("{n}-fold"),
                    };
                    report.claims.push(Claim {
                        kind: "repetition",
                        name: format!("{fold} repetition"),
                        ply,
                        at: format!("{number} {text}"),
                        article: article.clone(),
                        automatic: *automatic,
                    });
                }
            }
            // A drawn ending (a dead position, where the law draws at once): looked for after
            // captures and irreversible moves only. Material changes only with them, and a move
            // that keeps the halfmove clock leaves every piece's region the same (its moves are
            // reversible), so the unwinnability analysis would answer as before.
            if drawn_open && game.halfmove_clock(&pos) == 0 {
                if let Some((_, id, article)) = self.drawn.iter().find(|(e, _, _)| game.matches_ending(&pos, e)) {
                    drawn_open = false;
                    report.claims.push(Claim {
                        kind: "drawn-ending",
                        name: format!("drawn ending {id}"),
                        ply,
                        at: format!("{number} {text}"),
                        article: article.clone(),
                        automatic: true,
                    });
                }
            }
            if let (true, Some((moves, reset, article))) = (count_open, &self.move_count) {
                // In the law's listed endings the rule needs more moves (VNLEG 10.9).
                let (moves, article) = self
                    .extended
                    .iter()
                    .find(|(ending, _, _)| game.matches_ending(&pos, ending))
                    .map_or((*moves, article), |(_, n, a)| (*n, a));
                let (reached, name) = match reset {
                    MoveCountReset::CaptureOrIrreversible => {
                        (game.halfmove_clock(&pos) >= 2 * moves, format!("{moves}-move rule"))
                    }
                    MoveCountReset::CaptureOnly => (
                        counts[0] >= moves && counts[1] >= moves,
                        format!("{moves}-move rule (captures only)"),
                    ),
                };
                if reached {
                    count_open = false;
                    report.claims.push(Claim {
                        kind: "move-count",
                        name,
                        ply,
                        at: format!("{number} {text}"),
                        article: article.clone(),
                        automatic: false,
                    });
                }
            }
        }
        pos
    }

    /// A forbidden repetition just completed (perpetual check or chase, XQ99 7.1(g)/(h), 7.2(c)),
    /// ruled by the arbiter's [`trongtai_arbiter::Prohibitions`]: who breaks which prohibition,
    /// from which ply, under which clause.
    fn forbidden(
        f: &trongtai_arbiter::Prohibitions,
        game: &trongtai_engine::Game,
        history: &[u64],
        played: &[(GamePosition, trongtai_engine::Move)],
    ) -> Option<Claim> {
        let outcome = f.judge(game, history, played, f.occurrences)?;
        let start = trongtai_arbiter::Prohibitions::cycle_start(history, f.occurrences)?;
        let sides = game.side_ids();
        let (kind, name) = match (outcome.is_check(), outcome.loser) {
            (true, Some(l)) => (
                "perpetual-check",
                format!("perpetual check by {} (who loses)", sides[l]),
            ),
            (true, None) => ("perpetual-check", "mutual perpetual check (drawn)".to_owned()),
            (false, _) => (
                "perpetual-chase",
                format!("{}, from ply {}", outcome.describe(game), start + 1),
            ),
        };
        Some(Claim {
            kind,
            name,
            ply: 0,
            at: String::new(),
            article: outcome.article,
            automatic: true,
        })
    }

    /// A perpetual check just completed: the position has occurred `n` times and, since the first
    /// of those, one side (or each side) has given check with every move.
    fn perpetual(
        history: &[u64],
        plies: &[(usize, bool)],
        n: u32,
        article: &str,
        mutual: Option<&str>,
        sides: [&str; 2],
    ) -> Option<Claim> {
        let current = *history.last()?;
        let seen: Vec<usize> = (0..history.len()).filter(|&k| history[k] == current).collect();
        let n = n as usize;
        if n < 2 || seen.len() < n {
            return None;
        }
        let window = &plies[seen[seen.len() - n]..];
        let checks_all = |side: usize| {
            let mine: Vec<bool> = window.iter().filter(|(s, _)| *s == side).map(|(_, c)| *c).collect();
            !mine.is_empty() && mine.iter().all(|c| *c)
        };
        let claim = |name: String, article: &str| Claim {
            kind: "perpetual-check",
            name,
            ply: 0,
            at: String::new(),
            article: article.to_owned(),
            automatic: true,
        };
        match (checks_all(0), checks_all(1)) {
            (true, true) => mutual.map(|a| claim("mutual perpetual check (drawn)".to_owned(), a)),
            (true, false) => Some(claim(format!("perpetual check by {} (who loses)", sides[0]), article)),
            (false, true) => Some(claim(format!("perpetual check by {} (who loses)", sides[1]), article)),
            (false, false) => None,
        }
    }

    /// Compares the recorded result with the state of the final position.
    fn judge_result(&self, end: &GamePosition, report: &mut Report) {
        let st = match status(self.game, end, self.end) {
            Ok(st) => st,
            Err(e) => {
                report.message = format!("result not checked: {e}");
                return;
            }
        };
        report.state = Some(st.state.name());
        let state = match (&st.state, &st.ending) {
            (State::DrawnEnding, Some(id)) => format!("drawn ending {id}"),
            (state, _) => state.name().to_owned(),
        };
        let decided = st.state != State::Ongoing;
        if decided {
            report.board_result = Some(st.result);
        }
        let recorded = report.recorded.as_deref().filter(|r| *r != "*");
        let (verdict, message) = match (recorded, decided) {
            (None, true) => (
                Verdict::Unrecorded,
                format!("no result recorded, final position {state} ({})", st.result),
            ),
            (None, false) => (Verdict::Unrecorded, "no result recorded, position ongoing".to_owned()),
            (Some(r), true) if r == st.result => {
                (Verdict::Agrees, format!("{r} recorded, final position {state}: agrees"))
            }
            (Some(r), true) => (
                Verdict::Disagrees,
                format!(
                    "{r} recorded but the final position is {state} ({}): disagrees",
                    st.result
                ),
            ),
            (Some(r), false) if r == "1/2-1/2" => (
                Verdict::Undecided,
                format!("{r} recorded, position ongoing: not decided on the board (agreement or claim)"),
            ),
            (Some(r), false) => (
                Verdict::Undecided,
                format!("{r} recorded, position ongoing: not decided on the board (resignation, time or forfeit)"),
            ),
        };
        report.verdict = verdict;
        report.message = message;
    }
}

/// Turns a source into moves and facts.
pub(crate) fn parse(source: Source) -> Result<Parsed, String> {
    match source {
        Source::Unreadable(e) => Err(e),
        Source::Pgn(game) => {
            let recorded = game.tag("Result").map(str::to_owned).or_else(|| game.result.clone());
            let first = game.tag("White").or_else(|| game.tag("Red"));
            Ok(Parsed {
                players: players(first, game.tag("Black")),
                fen: game.tag("FEN").map(str::to_owned),
                recorded,
                moves: game.moves.into_iter().map(|m| m.text).collect(),
                coordinates: false,
            })
        }
        Source::Json(line) => {
            let value: Value = serde_json::from_str(&line).map_err(|e| format!("JSON: {e}"))?;
            let text = |key: &str| value.get(key).and_then(Value::as_str);
            let moves = value
                .get("moves")
                .and_then(Value::as_array)
                .ok_or_else(|| "JSON: no `moves` array".to_owned())?
                .iter()
                .map(|m| m.as_str().map(str::to_owned))
                .collect::<Option<Vec<String>>>()
                .ok_or_else(|| "JSON: a move is not a string".to_owned())?;
            Ok(Parsed {
                players: players(text("red").or_else(|| text("white")), text("black")),
                fen: text("start_fen").map(str::to_owned),
                recorded: text("result").map(str::to_owned),
                moves,
                coordinates: true,
            })
        }
    }
}

/// The totals of a run.
#[derive(Debug, Default)]
struct Summary {
    /// Games read.
    games: u64,
    /// Plies replayed.
    plies: u64,
    /// Games with an illegal or unreadable move.
    illegal: u64,
    /// Games that could not be read at all.
    unreadable: u64,
    /// Results that agree with the final position.
    agrees: u64,
    /// Results that disagree with it.
    disagrees: u64,
    /// Results decided off the board.
    undecided: u64,
    /// Games without a recorded result.
    unrecorded: u64,
    /// Games in which a repetition became claimable (or drew automatically).
    repetition: u64,
    /// Games in which the n-move rule became claimable.
    move_count: u64,
    /// Games that reached a drawn ending (a dead position) on the board.
    drawn_ending: u64,
}

impl Summary {
    /// Counts one report.
    fn add(&mut self, r: &Report) {
        self.games += 1;
        self.plies += r.plies as u64;
        self.illegal += u64::from(r.illegal.is_some());
        self.unreadable += u64::from(r.unreadable.is_some());
        match r.verdict {
            Verdict::Agrees => self.agrees += 1,
            Verdict::Disagrees => self.disagrees += 1,
            Verdict::Undecided => self.undecided += 1,
            Verdict::Unrecorded => self.unrecorded += 1,
            Verdict::NotChecked => {}
        }
        self.repetition += u64::from(r.claims.iter().any(|c| c.kind == "repetition"));
        self.move_count += u64::from(r.claims.iter().any(|c| c.kind == "move-count"));
        self.drawn_ending += u64::from(r.claims.iter().any(|c| c.kind == "drawn-ending"));
    }
}

/// Prints reports as they come, in input order, then the summary.
struct Printer<'a> {
    names: &'a [String],
    json: bool,
    progress: bool,
    started: Instant,
    out: std::io::BufWriter<std::io::StdoutLock<'static>>,
    summary: Summary,
}

impl<'a> Printer<'a> {
    fn new(names: &'a [String], json: bool, progress: bool) -> Self {
        Printer {
            names,
            json,
            progress,
            started: Instant::now(),
            out: std::io::BufWriter::new(std::io::stdout().lock()),
            summary: Summary::default(),
        }
    }

    /// Prints one report (and, on a terminal, the progress line now and then).
    fn print(&mut self, report: &Report) -> anyhow::Result<()> {
        self.summary.add(report);
        let name = self.names.get(report.file).map_or("?", String::as_str);
        if self.json {
            writeln!(self.out, "{}", report_json(report, name))?;
        } else {
            writeln!(self.out, "{}", report_text(report, name))?;
        }
        let s = &self.summary;
        if self.progress && s.games % 256 == 0 {
            let secs = self.started.elapsed().as_secs_f64().max(1e-9);
            eprint!(
                "\r{} games, {} plies, {:.0} games/s",
                s.games,
                s.plies,
                s.games as f64 / secs
            );
        }
        Ok(())
    }

    /// Prints the summary and returns it.
    fn finish(mut self) -> anyhow::Result<Summary> {
        let s = &self.summary;
        if self.json {
            let value = json!({"summary": {
                "games": s.games, "plies": s.plies, "illegal": s.illegal, "unreadable": s.unreadable,
                "agrees": s.agrees, "disagrees": s.disagrees, "undecided": s.undecided,
                "unrecorded": s.unrecorded, "repetition_claimable": s.repetition,
                "move_count_claimable": s.move_count, "drawn_ending_reached": s.drawn_ending,
            }});
            writeln!(self.out, "{value}")?;
        } else {
            writeln!(
                self.out,
                "summary: {} games, {} plies; {} with an illegal move, {} unreadable; results: {} agree, {} disagree, {} not decided on the board, {} unrecorded; claimable draws: repetition in {} games, n-move rule in {} games; drawn ending (dead position) reached in {} games",
                s.games, s.plies, s.illegal, s.unreadable, s.agrees, s.disagrees, s.undecided,
                s.unrecorded, s.repetition, s.move_count, s.drawn_ending
            )?;
        }
        self.out.flush()?;
        if self.progress {
            let secs = self.started.elapsed().as_secs_f64().max(1e-9);
            eprintln!(
                "\r{} games, {} plies in {:.2} s, {:.0} games/s",
                s.games,
                s.plies,
                secs,
                s.games as f64 / secs
            );
        }
        Ok(self.summary)
    }
}

/// One line of text for a report.
fn report_text(r: &Report, name: &str) -> String {
    let mut line = format!("{name} #{} {}: ", r.number, r.players);
    if let Some(e) = &r.unreadable {
        line.push_str(&format!("unreadable: {e}; {}", r.message));
        return line;
    }
    match &r.illegal {
        Some(i) => line.push_str(&format!(
            "illegal move at ply {} ({} {}): {}; {} plies played; {}",
            i.ply, i.number, i.text, i.error, r.plies, r.message
        )),
        None => {
            let unit = if r.plies == 1 { "ply" } else { "plies" };
            line.push_str(&format!("{} {unit}; {}", r.plies, r.message));
        }
    }
    if !r.claims.is_empty() {
        let claims: Vec<String> = r
            .claims
            .iter()
            .map(|c| {
                let how = match (c.automatic, c.kind) {
                    (true, "perpetual-check" | "perpetual-chase") => ", automatically",
                    (true, _) => ", drawn automatically",
                    _ => "",
                };
                format!("{} at ply {} ({}; {}{how})", c.name, c.ply, c.at, c.article)
            })
            .collect();
        line.push_str(&format!("; claimable: {}", claims.join(", ")));
    }
    line
}

/// The JSON object of a report.
fn report_json(r: &Report, name: &str) -> Value {
    let illegal = r
        .illegal
        .as_ref()
        .map(|i| json!({"ply": i.ply, "number": i.number, "text": i.text, "error": i.error}));
    let claims: Vec<Value> = r
        .claims
        .iter()
        .map(|c| {
            json!({"kind": c.kind, "name": c.name, "ply": c.ply, "move": c.at,
                   "article": c.article, "automatic": c.automatic})
        })
        .collect();
    json!({
        "file": name, "game": r.number, "players": r.players, "plies": r.plies,
        "illegal": illegal, "unreadable": r.unreadable, "recorded": r.recorded,
        "final_state": r.state, "board_result": r.board_result,
        "verdict": r.verdict.name(), "message": r.message, "claims": claims,
    })
}
