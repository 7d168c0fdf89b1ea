//! `trongtai adjudicate`: replays whole game archives under a rulebook and says, per game, where
//! the first illegal or unreadable move is, whether the recorded result agrees with the final
//! position, and which draw claims the law made available and from which ply.
//!
//! The reading, the judging and the wording are library code ([`trongtai_archive`], which hands
//! each game to the arbiter's recorded-game API); this module takes the arguments, prints the
//! reports in input order and the summary, and shows progress on a terminal.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use trongtai_archive::{for_each_ordered, thread_count, Adjudicator, Entry, GameReport, Games, Summary};

use crate::exit;
use crate::output::{Output, Stop};
use trongtai::load;

/// Arguments of `trongtai adjudicate`.
#[derive(Debug, Args)]
pub struct AdjudicateArgs {
    /// Rulebook id (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`) or path to a rule file.
    #[arg(long)]
    rules: String,
    /// Archive files: PGN (SAN for chess, ICCS for xiangqi) or JSON lines (coordinate moves);
    /// `-` is standard input.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// One JSON object per game, then a summary object.
    #[arg(long)]
    json: bool,
    /// Worker threads (default: the number of cores; at most eight per core).
    #[arg(long)]
    threads: Option<u64>,
}

/// What a worker hands to the printer.
enum Item {
    /// A game's report.
    Game(Box<GameReport>),
    /// A file that could not be read.
    FileError(String),
}

/// Runs `trongtai adjudicate`.
pub fn run(args: AdjudicateArgs) -> anyhow::Result<u8> {
    let threads = thread_count(args.threads).map_err(|e| anyhow::anyhow!("--threads: {e}"))?;
    let loaded = load(&args.rules)?;
    let adjudicator = Adjudicator::new(&loaded.rules, &loaded.game)?;
    let names: Vec<String> = args.files.iter().map(|f| f.display().to_string()).collect();
    let mut printer = Printer {
        names: &names,
        json: args.json,
        progress: std::io::stderr().is_terminal(),
        started: Instant::now(),
        out: Output::stdout(),
        summary: Summary::default(),
    };
    let run = for_each_ordered(
        Games::new(&args.files),
        threads,
        |entry| match entry {
            Entry::Game(game) => Item::Game(Box::new(adjudicator.adjudicate(game))),
            Entry::FileError { message, .. } => Item::FileError(message),
        },
        |item| printer.print(item),
    );
    match run.and_then(|()| printer.finish()) {
        Ok(()) => {}
        Err(Stop::Closed) => return Ok(exit::SUCCESS),
        Err(Stop::Failed(e)) => return Err(e),
    }
    let s = &printer.summary;
    Ok(if s.file_errors > 0 {
        exit::FAILURE
    } else if s.illegal + s.unreadable + s.disagrees > 0 {
        exit::CHECK_FAILED
    } else {
        exit::SUCCESS
    })
}

/// Prints reports as they come, in input order, then the summary.
struct Printer<'a> {
    names: &'a [String],
    json: bool,
    progress: bool,
    started: Instant,
    out: Output,
    summary: Summary,
}

impl Printer<'_> {
    /// Prints one report (and, on a terminal, the progress line now and then); a file that
    /// could not be read is reported on stderr, and reading goes on.
    fn print(&mut self, item: Item) -> Result<(), Stop> {
        let report = match item {
            Item::Game(report) => report,
            Item::FileError(message) => {
                self.summary.file_errors += 1;
                self.out.flush()?;
                eprintln!("error: {message}");
                return Ok(());
            }
        };
        self.summary.add(&report);
        let name = self.names.get(report.file).map_or("?", String::as_str);
        if self.json {
            writeln!(self.out, "{}", report.to_json(name))?;
        } else {
            writeln!(self.out, "{}", report.to_text(name))?;
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

    /// Prints the summary.
    fn finish(&mut self) -> Result<(), Stop> {
        let s = &self.summary;
        if self.json {
            writeln!(self.out, "{}", s.to_json())?;
        } else {
            writeln!(self.out, "{}", s.to_text())?;
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
        Ok(())
    }
}
