//! `trongtai adjudicate`: replays whole game archives under a rulebook and says, per game, where
//! the first illegal or unreadable move is, whether the recorded result agrees with the final
//! position, and which draw claims the law made available and from which ply.
//!
//! The reading, the judging and the wording are library code ([`trongtai_archive`], which hands
//! each game to the arbiter's recorded-game API); this module takes the arguments, prints the
//! reports in input order and the summary, and shows progress on a terminal: a bar of the bytes
//! read from the files as stored (compressed bytes for a compressed archive) against their total
//! size, with the games so far and the time left, on stderr and only when stderr is a terminal.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use trongtai_archive::{
    for_each_ordered, thread_count, Adjudicator, Entry, GameReport, Games, Picker, Progress, Summary,
};
use trongtai_i18n::{lang, msg, say, Message};

use crate::exit;
use crate::output::{Output, Stop};
use trongtai::load;

/// Arguments of `trongtai adjudicate`.
#[derive(Debug, Args)]
pub struct AdjudicateArgs {
    /// Rulebook id (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`) or path to a rule file.
    #[arg(long, required_unless_present = "by_tags", conflicts_with = "by_tags", value_parser = crate::rulebook_arg::RulebookArg, hide_possible_values = true)]
    rules: Option<String>,
    /// Pick each game's rulebook from its PGN `Date` and `TimeControl` tags, as `trongtai rules
    /// for` does: the edition of the law in force that day and the appendix of its time
    /// control. A game whose tags pick none is not judged, and its line says why.
    #[arg(long)]
    by_tags: bool,
    /// With `--by-tags`: the game whose law is picked.
    #[arg(long, default_value = "chess", requires = "by_tags")]
    game: String,
    /// With `--by-tags`: the time control of games without a `TimeControl` tag, in minutes and
    /// increment seconds (`90+30`).
    #[arg(long, value_name = "CONTROL", requires = "by_tags")]
    time_control: Option<String>,
    /// Archive files: PGN (SAN for chess, ICCS for xiangqi) or JSON lines (coordinate moves),
    /// plain or compressed with gzip, zstd or bzip2 (`.pgn.gz`, `.pgn.zst`, `.bz2`: told by the
    /// file's first bytes); `-` is standard input.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// One JSON object per game, then a summary object.
    #[arg(long)]
    json: bool,
    /// Worker threads (default: the number of cores; at most eight per core).
    #[arg(long, value_parser = crate::exit::threads)]
    threads: Option<u64>,
}

/// What a worker hands to the printer.
enum Item {
    /// A game's report, and the rulebook picked for it (`--by-tags`).
    Game(Box<GameReport>, Option<String>),
    /// A file that could not be read.
    FileError(String),
}

/// Runs `trongtai adjudicate`.
pub fn run(args: AdjudicateArgs) -> anyhow::Result<u8> {
    let threads =
        thread_count(args.threads).map_err(|e| anyhow::Error::new(msg::CliThreads { error: &e.text() }.text()))?;
    let (loaded, picker) = match (&args.rules, args.by_tags) {
        (Some(rules), _) => {
            let loaded = load(rules)?;
            crate::lang::federation(&loaded.rules)?;
            (vec![loaded], None)
        }
        (None, _) => {
            let default = args
                .time_control
                .as_deref()
                .map(trongtai_rulebook::in_force::parse_minutes_plus_seconds)
                .transpose()
                .map_err(|e| anyhow::Error::new(msg::CliTimeControl { error: &e }.text()))?;
            let library = trongtai_rulebook::Library::shipped();
            let picker = Picker::new(&library, &args.game, default).map_err(|e| anyhow::anyhow!(e))?;
            let books = picker.rulebooks();
            if books.is_empty() {
                return Err(anyhow::Error::new(msg::CliByTagsNone { game: &args.game }.text()));
            }
            let loaded = books.iter().map(|id| load(id)).collect::<Result<Vec<_>, _>>()?;
            (loaded, Some(picker))
        }
    };
    let adjudicators = loaded
        .iter()
        .map(|l| Adjudicator::new(&l.rules, &l.game))
        .collect::<Result<Vec<_>, _>>()?;
    let Some(adjudicator) = adjudicators.first() else {
        return Err(anyhow::Error::new(msg::CliNoRulebook.text()));
    };
    crate::output::warn_named_twice(&args.files);
    let names: Vec<String> = args.files.iter().map(|f| f.display().to_string()).collect();
    let games = adjudicator.screened(Games::new(&args.files));
    let progress = games.progress();
    let mut printer = Printer {
        names: &names,
        json: args.json,
        bar: progress_bar(&progress),
        progress,
        stdout_tty: std::io::stdout().is_terminal(),
        started: Instant::now(),
        out: Output::stdout(),
        line: Vec::new(),
        summary: Summary::default(),
    };
    let judge = |game: trongtai_archive::ArchiveGame| -> Item {
        let Some(picker) = &picker else {
            return Item::Game(Box::new(adjudicator.adjudicate(game)), None);
        };
        let picked = picker.pick(&game.source).and_then(|id| {
            loaded
                .iter()
                .position(|l| l.rules.id() == id)
                .and_then(|i| adjudicators.get(i))
                .map(|a| (a, id.clone()))
                .ok_or_else(|| msg::AdjudicateNotLoaded { id: &id }.text())
        });
        match picked {
            Ok((judge, id)) => Item::Game(Box::new(judge.adjudicate(game)), Some(id)),
            Err(why) => Item::Game(Box::new(GameReport::not_judged(&game, why)), None),
        }
    };
    let run = for_each_ordered(
        games,
        threads,
        |entry| match entry {
            Entry::Game(game) => judge(game),
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
    } else if s.games == 0 {
        // Nothing judged is no success (#35.4).
        crate::say!("{}", say(lang(), &msg::AdjudicateNoGame));
        exit::CHECK_FAILED
    } else {
        exit::SUCCESS
    })
}

/// The progress bar: bytes against the total size (with the time left) when the files are
/// regular files, else a spinner with the bytes read; nothing when stderr is not a terminal.
fn progress_bar(progress: &Progress) -> Option<ProgressBar> {
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let target = ProgressDrawTarget::stderr_with_hz(4);
    let bar = match progress.total() {
        Some(total) => {
            let style = ProgressStyle::with_template(&say(lang(), &msg::AdjudicateProgressBar));
            let bar = ProgressBar::with_draw_target(Some(total), target);
            if let Ok(style) = style {
                bar.set_style(style);
            }
            bar
        }
        None => {
            let style = ProgressStyle::with_template(&say(lang(), &msg::AdjudicateProgressSpinner));
            let bar = ProgressBar::with_draw_target(None, target);
            if let Ok(style) = style {
                bar.set_style(style);
            }
            bar
        }
    };
    bar.enable_steady_tick(Duration::from_millis(250));
    Some(bar)
}

/// Prints reports as they come, in input order, then the summary.
struct Printer<'a> {
    names: &'a [String],
    json: bool,
    /// The bar, on a terminal, and the bytes read it shows.
    bar: Option<ProgressBar>,
    progress: Progress,
    /// Whether standard output is the terminal too.
    stdout_tty: bool,
    started: Instant,
    out: Output,
    /// The JSON line being written, its room kept from game to game.
    line: Vec<u8>,
    summary: Summary,
}

impl Printer<'_> {
    /// Prints one report (and, on a terminal, the progress line now and then); a file that
    /// could not be read is reported on stderr, and reading goes on.
    fn print(&mut self, item: Item) -> Result<(), Stop> {
        let (report, rules) = match item {
            Item::Game(report, rules) => (report, rules),
            Item::FileError(message) => {
                self.summary.file_errors += 1;
                self.out.flush()?;
                let line = say(lang(), &msg::CliError { message: &message });
                match &self.bar {
                    Some(bar) => bar.suspend(|| crate::say!("{}", crate::output::clean(&line))),
                    None => crate::say!("{}", crate::output::clean(&line)),
                }
                return Ok(());
            }
        };
        self.summary.add(&report);
        let name = self.names.get(report.file).map_or("?", String::as_str);
        // The line is made in the buffer kept from game to game, then written at once.
        self.line.clear();
        if self.json {
            let mut game = crate::json::AdjudicateGame::new(&report, name);
            game.rules = rules;
            let game = crate::json::AdjudicateLine::Game(Box::new(game));
            serde_json::to_writer(&mut self.line, &game).map_err(|e| Stop::Failed(e.into()))?;
        } else {
            let text = report.to_text(name, lang());
            self.line.extend_from_slice(crate::output::clean(&text).as_bytes());
            if let Some(rules) = &rules {
                self.line
                    .extend_from_slice(say(lang(), &msg::AdjudicateRulesPicked { rules }).as_bytes());
            }
        }
        self.line.push(b'\n');
        match &self.bar {
            // Both on the terminal: the bar is taken away while the line is written.
            Some(bar) if self.stdout_tty => bar.suspend(|| {
                self.out.write_all(&self.line)?;
                self.out.flush()
            })?,
            _ => self.out.write_all(&self.line)?,
        }
        let s = &self.summary;
        if let Some(bar) = &self.bar {
            if s.games.is_multiple_of(256) {
                let secs = self.started.elapsed().as_secs_f64().max(1e-9);
                bar.set_position(self.progress.read());
                bar.set_message(say(
                    lang(),
                    &msg::AdjudicateRate {
                        games: s.games,
                        rate: &format!("{:.0}", s.games as f64 / secs),
                    },
                ));
            }
        }
        Ok(())
    }

    /// Prints the summary.
    fn finish(&mut self) -> Result<(), Stop> {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
        let s = &self.summary;
        if self.json {
            let line = crate::json::line(&crate::json::AdjudicateLine::Summary(
                crate::json::AdjudicateSummary::new(s),
            ))
            .map_err(|e| Stop::Failed(e.into()))?;
            writeln!(self.out, "{line}")?;
        } else {
            writeln!(self.out, "{}", s.to_text(lang()))?;
        }
        self.out.flush()?;
        if self.bar.is_some() {
            let secs = self.started.elapsed().as_secs_f64().max(1e-9);
            crate::say!(
                "{}",
                say(
                    lang(),
                    &msg::AdjudicateDone {
                        games: s.games,
                        plies: s.plies,
                        secs: &format!("{secs:.2}"),
                        rate: &format!("{:.0}", s.games as f64 / secs),
                    }
                )
            );
        }
        Ok(())
    }
}
