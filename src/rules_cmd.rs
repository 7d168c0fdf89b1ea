//! `trongtai rules`: check, show and describe rulebooks.
//!
//! Problems in rule files go to stderr as one located line each (`path:line:col: message`).

use std::io::Write;

use anyhow::Result;
use clap::Subcommand;
use trongtai_rulebook::{schemas, Library, ProvenanceEntry, Rulebook};

use crate::exit;

/// The `rules` subcommands.
#[derive(Debug, Subcommand)]
pub enum RulesCmd {
    /// Load and validate rulebooks (every shipped one if no path is given).
    Check {
        /// Rulebook ids or paths to `.ron` files.
        paths: Vec<String>,
    },
    /// Show every value of a rulebook with its article, the file that set it and its dates;
    /// values a local regulation changed are marked `*` with the national value below.
    Show {
        /// A rulebook id (`fide-2001`) or a path to a `.ron` file.
        rulebook: String,
        /// Resolve the dated values of local regulations on this date (YYYY-MM-DD); without
        /// it, each takes its latest version.
        #[arg(long, value_name = "DATE")]
        on: Option<String>,
    },
    /// Print the JSON Schema of rulebook files (or of game definitions).
    Schema {
        /// The schema of game definitions instead.
        #[arg(long)]
        game: bool,
    },
}

/// Runs a `rules` subcommand and returns the exit code.
pub fn run(cmd: RulesCmd) -> Result<u8> {
    let library = Library::shipped();
    match cmd {
        RulesCmd::Check { paths } => check(&library, &paths),
        RulesCmd::Show { rulebook, on } => show(&library, &rulebook, on.as_deref()),
        RulesCmd::Schema { game } => schema(game),
    }
}

fn check(library: &Library, paths: &[String]) -> Result<u8> {
    let names: Vec<String> = if paths.is_empty() {
        library.rulebook_ids().into_iter().map(str::to_owned).collect()
    } else {
        paths.to_vec()
    };
    let mut stdout = std::io::stdout().lock();
    let mut stderr = std::io::stderr().lock();
    let mut failed = false;
    for name in &names {
        match Rulebook::load(library, name) {
            Ok(rulebook) => {
                let file = rulebook.files().first().map_or(name.as_str(), |f| f.path());
                writeln!(stdout, "ok  {} {} ({file})", rulebook.id(), rulebook.version())?;
            }
            Err(err) => {
                failed = true;
                writeln!(stderr, "{err}")?;
            }
        }
    }
    Ok(if failed { exit::CHECK_FAILED } else { exit::SUCCESS })
}

fn show(library: &Library, name: &str, on: Option<&str>) -> Result<u8> {
    let rulebook = match Rulebook::load_on(library, name, on) {
        Ok(rulebook) => rulebook,
        Err(err) => {
            eprintln!("{err}");
            return Ok(exit::FAILURE);
        }
    };
    let mut out = std::io::stdout().lock();
    let law = rulebook.law();
    writeln!(out, "rulebook {} {}", rulebook.id(), rulebook.version())?;
    writeln!(out, "title    {} / {}", rulebook.title().vi, rulebook.title().en)?;
    let mut law_line = format!("{}, edition {}", law.document, law.edition);
    if let Some(decision) = &law.decision {
        law_line.push_str(&format!(", decision {decision}"));
        if let Some(date) = &law.decision_date {
            law_line.push_str(&format!(" of {date}"));
        }
    }
    if let Some(effective) = &law.effective {
        law_line.push_str(&format!(", effective {effective}"));
    }
    if let Some(original) = &law.effective_original {
        law_line.push_str(&format!(" (the original text: in force from {original})"));
    }
    writeln!(out, "law      {law_line}")?;
    writeln!(out, "source   {}", law.source)?;
    if let Some(local) = rulebook.local() {
        let example = if local.illustrative {
            " (illustrative example)"
        } else {
            ""
        };
        writeln!(
            out,
            "local    issued by {} / {}{example}",
            local.authority.vi, local.authority.en
        )?;
        let basis = &local.basis;
        let mut line = basis.document.clone();
        if let Some(article) = &basis.article {
            line.push_str(&format!(", {article}"));
        }
        if let Some(issued) = &basis.issued {
            line.push_str(&format!(", issued {issued}"));
        }
        line.push_str(&format!(
            ", in force {}",
            period(Some(&basis.valid_from), basis.valid_until.as_deref())
        ));
        writeln!(out, "basis    {line}")?;
        match rulebook.on() {
            Some(date) => writeln!(
                out,
                "on       {date}: the values in force that day (the law's own where none is)"
            )?,
            None => writeln!(
                out,
                "on       no date given: the latest version of each dated value (--on DATE to choose)"
            )?,
        }
    }
    writeln!(out, "game     {} ({})", rulebook.game().id, rulebook.game_file().path())?;
    writeln!(out, "files    (the rulebook first, then what it extends)")?;
    for (i, file) in rulebook.files().iter().enumerate() {
        writeln!(out, "  {}. {}", i + 1, file.path())?;
    }
    match &law.effective {
        Some(effective) => writeln!(
            out,
            "dates    the law's values are in force from {effective}; a local regulation's values give their own"
        )?,
        None => writeln!(
            out,
            "dates    the law gives no date; a local regulation's values give their own"
        )?,
    }
    writeln!(
        out,
        "values   (path = value  [article]  (file that set it[, dates in force])  // note; `*` = changed by a local regulation)"
    )?;
    for entry in rulebook.provenance() {
        writeln!(out, "{}", value_line(entry))?;
        if let Some(line) = national_line(entry) {
            writeln!(out, "      {line}")?;
        }
    }
    if !rulebook.overridable().is_empty() {
        writeln!(
            out,
            "overridable (what the law lets a lower authority change: path  [article]  bounds)"
        )?;
        for (path, delegation) in rulebook.overridable() {
            writeln!(out, "  {path}  [{}]  {}", delegation.article, delegation.bounds)?;
        }
    }
    if !rulebook.versions().is_empty() {
        writeln!(
            out,
            "versions (every dated value of the local regulation: path  dates = value  [article])"
        )?;
        for v in rulebook.versions() {
            let article = v.article.as_deref().map(|a| format!("  [{a}]")).unwrap_or_default();
            writeln!(
                out,
                "  {}  {} = {}{article}",
                v.path,
                period(Some(&v.from), v.until.as_deref()),
                v.value
            )?;
        }
    }
    Ok(exit::SUCCESS)
}

/// A period of dates: `2025-01-01..2026-12-31`, `from 2025-01-01`.
fn period(from: Option<&str>, until: Option<&str>) -> String {
    match (from, until) {
        (Some(from), Some(until)) => format!("{from}..{until}"),
        (Some(from), None) => format!("from {from}"),
        (None, Some(until)) => format!("until {until}"),
        (None, None) => String::new(),
    }
}

/// One line of `rules show`.
fn value_line(entry: &ProvenanceEntry) -> String {
    let mut line = if entry.changed() {
        "* ".to_owned()
    } else {
        "  ".to_owned()
    };
    line.push_str(&entry.path);
    let is_article = entry.article.as_ref().is_some_and(|a| format!("{a:?}") == entry.value);
    if !is_article {
        line.push_str(&format!(" = {}", entry.value));
    }
    if let Some(article) = &entry.article {
        line.push_str(&format!("  [{article}]"));
    }
    if entry.local {
        line.push_str(&format!(
            "  ({}, {})",
            entry.file,
            period(entry.from.as_deref(), entry.until.as_deref())
        ));
    } else {
        line.push_str(&format!("  ({})", entry.file));
    }
    if let Some(note) = &entry.note {
        line.push_str(&format!("  // {note}"));
    }
    if let Some(reading) = &entry.reading {
        line.push_str(&format!("  // {READING_LABEL}: {reading}"));
    }
    line
}

/// How `rules show` marks a value the text does not state (a reading of it).
pub const READING_LABEL: &str = "reading, not text";

/// For a value a local regulation set: the national value beside it.
fn national_line(entry: &ProvenanceEntry) -> Option<String> {
    if !entry.local {
        return None;
    }
    Some(match &entry.national {
        None => "added: the national rulebook has no value here".to_owned(),
        Some(n) => {
            let article = n.article.as_deref().map(|a| format!("  [{a}]")).unwrap_or_default();
            let what = if entry.changed() {
                "national value"
            } else {
                "unchanged from the national value"
            };
            format!("{what}: {}{article}  ({})", n.value, n.file)
        }
    })
}

fn schema(game: bool) -> Result<u8> {
    let wanted = if game {
        "game.schema.json"
    } else {
        "rulebook.schema.json"
    };
    let mut out = std::io::stdout().lock();
    for (name, text) in schemas() {
        if name == wanted {
            out.write_all(text.as_bytes())?;
        }
    }
    Ok(exit::SUCCESS)
}
