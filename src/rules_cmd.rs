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
    /// Show every value of a rulebook with its article and the file that set it.
    Show {
        /// A rulebook id (`fide-2001`) or a path to a `.ron` file.
        rulebook: String,
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
        RulesCmd::Show { rulebook } => show(&library, &rulebook),
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

fn show(library: &Library, name: &str) -> Result<u8> {
    let rulebook = match Rulebook::load(library, name) {
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
    writeln!(out, "law      {law_line}")?;
    writeln!(out, "source   {}", law.source)?;
    writeln!(out, "game     {} ({})", rulebook.game().id, rulebook.game_file().path())?;
    writeln!(out, "files    (the rulebook first, then what it extends)")?;
    for (i, file) in rulebook.files().iter().enumerate() {
        writeln!(out, "  {}. {}", i + 1, file.path())?;
    }
    writeln!(out, "values   (path = value  [article]  (file that set it)  // note)")?;
    for entry in rulebook.provenance() {
        writeln!(out, "  {}", value_line(entry))?;
    }
    Ok(exit::SUCCESS)
}

/// One line of `rules show`.
fn value_line(entry: &ProvenanceEntry) -> String {
    let mut line = entry.path.clone();
    let is_article = entry.article.as_ref().is_some_and(|a| format!("{a:?}") == entry.value);
    if !is_article {
        line.push_str(&format!(" = {}", entry.value));
    }
    if let Some(article) = &entry.article {
        line.push_str(&format!("  [{article}]"));
    }
    line.push_str(&format!("  ({})", entry.file));
    if let Some(note) = &entry.note {
        line.push_str(&format!("  // {note}"));
    }
    line
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
