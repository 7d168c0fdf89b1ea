//! `trongtai impact`: what a rule change would change, before it is adopted. The comparison and
//! its rendering are library code ([`trongtai_impact`]); this module reads the arguments and
//! writes the report.
//!
//! Two rulebooks of one game, a base and a candidate (a local regulation, a new edition), are
//! run over the same corpus: the scenario library and game archives. The report gives
//!
//! * the values that differ, each with its article and the file that set it (the rulebooks'
//!   provenance, as `trongtai rules show` prints it);
//! * the transition matrix: how many scenarios (and archive games) go from each ruling under the
//!   base to each ruling under the candidate;
//! * every scenario and game whose ruling changes, with a unified diff of the two;
//! * a receipt: the engine version and the SHA-256 of every input file (the rule files of both
//!   `extends` chains and their game definition, the scenarios compared, the archives), so that
//!   the same inputs give the same report, byte for byte. The report holds no time stamp.
//!
//! Scenarios compared: those of the base's game whose own rulebook belongs to the family of the
//! base or of the candidate (the same national rulebook at the end of the `extends` chain: for
//! `fide-2001` that is the fide-2001, rapid and blitz scenarios), and any scenario naming the
//! base or the candidate in `rules` or `holds_for`. A scenario whose expectation is declared for
//! the candidate (its own rulebook or `holds_for`) and fails under it is a broken declaration:
//! the exit code is then 1.
//!
//! Archive games are replayed as `trongtai adjudicate` does (the same code), once under each
//! rulebook; a game changes when its findings differ (the comparison of the recorded result with
//! the final position, the draw claims that became available and from which ply).

use std::path::PathBuf;

use anyhow::Context;
use clap::{Args, ValueEnum};
use trongtai_archive::thread_count;
use trongtai_impact::{compare, render_markdown, render_table, Book, Inputs};

use trongtai_i18n::{msg, say, Lang, Message};

use crate::exit;
use trongtai::load_on;

/// Arguments of `trongtai impact`.
#[derive(Debug, Args)]
pub struct ImpactArgs {
    /// The rulebook in force: an id (`fide-2001`) or a path to a rule file.
    #[arg(long, value_parser = crate::rulebook_arg::RulebookArg, hide_possible_values = true)]
    base: String,
    /// The rulebook proposed: an id or a path to a rule file (for instance a local regulation
    /// that extends the base).
    #[arg(long, value_parser = crate::rulebook_arg::RulebookArg, hide_possible_values = true)]
    candidate: String,
    /// Scenario directories or files (default: `scenarios` here, else the scenario library
    /// embedded in the binary).
    #[arg(long, value_name = "DIR")]
    scenarios: Vec<PathBuf>,
    /// Resolve the dated values of local regulations on this date (YYYY-MM-DD), for both
    /// rulebooks; without it, each takes its latest version.
    #[arg(long, value_name = "DATE", value_parser = crate::exit::date)]
    on: Option<String>,
    /// The date for the base only (overrides `--on`): compare two seasons of one regulation.
    #[arg(long, value_name = "DATE", value_parser = crate::exit::date)]
    base_on: Option<String>,
    /// The date for the candidate only (overrides `--on`).
    #[arg(long, value_name = "DATE", value_parser = crate::exit::date)]
    candidate_on: Option<String>,
    /// Compare no scenarios (only archives).
    #[arg(long, conflicts_with = "scenarios")]
    no_scenarios: bool,
    /// Game archives to replay under both rulebooks (as `trongtai adjudicate` reads them).
    #[arg(long, value_name = "FILE", num_args = 1..)]
    archive: Vec<PathBuf>,
    /// How the report is written; values in the table and Markdown reports are said in the
    /// language of `--lang` ("15 phút" / "15 minutes"), `json` keeps them as a rule file
    /// writes them.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    format: Format,
    /// Write the report to this file instead of standard output: a regular file atomically (a
    /// temporary file, then a rename), through a symbolic link, or into a device or FIFO.
    #[arg(long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Worker threads for the archives (default: the number of cores).
    #[arg(long, value_parser = crate::exit::threads)]
    threads: Option<u64>,
}

/// The output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// Plain text for a terminal.
    Table,
    /// Markdown, for an issue or a circular.
    Markdown,
    /// One JSON object.
    Json,
}

/// Runs `trongtai impact`, its report in `lang`.
pub fn run(args: ImpactArgs, lang: Lang) -> anyhow::Result<u8> {
    // Refused before any work: a thread count the machine cannot run.
    let threads =
        thread_count(args.threads).map_err(|e| anyhow::Error::new(msg::CliThreads { error: &e.text() }.text()))?;
    crate::output::warn_named_twice(&args.archive);
    let base_on = args.base_on.as_deref().or(args.on.as_deref());
    let cand_on = args.candidate_on.as_deref().or(args.on.as_deref());
    let base = load_on(&args.base, base_on).with_context(|| msg::ImpactBaseRulebook { spec: &args.base }.text())?;
    let candidate = load_on(&args.candidate, cand_on)
        .with_context(|| msg::ImpactCandidateRulebook { spec: &args.candidate }.text())?;
    crate::lang::federation_of(&[&base.rules, &candidate.rules])?;
    // Without `--scenarios`: the checkout's `scenarios/` here, else the library embedded in
    // the binary (unpacked for the run, removed after it).
    let mut unpacked = None;
    let scenarios = if args.no_scenarios {
        None
    } else if args.scenarios.is_empty() {
        let default = PathBuf::from("scenarios");
        if default.is_dir() {
            Some(vec![default])
        } else {
            let Some(library) = crate::library::Unpacked::new()? else {
                return Err(anyhow::Error::new(msg::ImpactNoScenarios.text()));
            };
            let dir = library.scenarios();
            unpacked = Some(library);
            Some(vec![dir])
        }
    } else {
        Some(args.scenarios.clone())
    };
    let impact = compare(&Inputs {
        base_spec: &args.base,
        candidate_spec: &args.candidate,
        base: Book {
            rules: &base.rules,
            game: &base.game,
        },
        candidate: Book {
            rules: &candidate.rules,
            game: &candidate.game,
        },
        scenarios,
        shown_from: unpacked.as_ref().map(|u| u.root().to_path_buf()),
        archives: &args.archive,
        threads,
        engine: trongtai::engine_name(),
        commit: trongtai::COMMIT.map(str::to_owned),
    })?;
    let text = match args.format {
        Format::Json => {
            let mut text = serde_json::to_string_pretty(&impact)?;
            text.push('\n');
            text
        }
        Format::Table => render_table(&impact, lang),
        Format::Markdown => render_markdown(&impact, lang),
    };
    match &args.output {
        Some(path) => crate::output_file::write_output(path, text.as_bytes())?,
        None => {
            crate::output::print_all(text.as_bytes())?;
        }
    }
    // A corpus asked for that compared nothing is no success (#35.4): standard input already
    // read, an empty archive, a folder without a scenario of this game.
    let empty: Vec<String> = [
        (impact.scenarios.as_ref(), say(lang, &msg::ImpactNoScenarioCompared)),
        (impact.archives.as_ref(), say(lang, &msg::ImpactNoGameCompared)),
    ]
    .into_iter()
    .filter_map(|(corpus, what)| corpus.filter(|c| c.compared == 0).map(|_| what))
    .collect();
    for what in &empty {
        crate::say!("{what}");
    }
    Ok(if impact.broken() || !empty.is_empty() {
        exit::CHECK_FAILED
    } else {
        exit::SUCCESS
    })
}
