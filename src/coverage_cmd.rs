//! `trongtai coverage`: which articles of each law the scenario library exercises.
//!
//! The matching of citations to articles and what counts as a citation are documented in
//! `trongtai_scenario::coverage`.

use std::path::PathBuf;

use clap::Args;
use trongtai_scenario::coverage::{compute, find_root, Coverage};

use std::io::Write;

use crate::exit;
use crate::output::Output;

/// Arguments of `trongtai coverage`.
#[derive(Debug, Args)]
pub struct CoverageArgs {
    /// Only this rulebook (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`).
    #[arg(long)]
    rules: Option<String>,
    /// Print only the machine-checkable articles neither covered nor excluded, and the totals.
    #[arg(long)]
    uncovered: bool,
    /// The repository root (with `rules/articles/` and `scenarios/`); default: the current
    /// directory or the nearest ancestor that has them.
    #[arg(long)]
    root: Option<PathBuf>,
}

fn print_full(out: &mut impl Write, c: &Coverage) -> std::io::Result<()> {
    writeln!(out, "{} ({})", c.rulebook, c.law)?;
    let width = c
        .articles
        .iter()
        .map(|a| a.article.id.chars().count())
        .max()
        .unwrap_or(0);
    for a in &c.articles {
        let id = &a.article.id;
        let pad = " ".repeat(width.saturating_sub(id.chars().count()));
        let what = if !a.article.checkable {
            format!("not machine-checkable  ({})", a.article.title)
        } else if !a.cited_by.is_empty() {
            format!("{} by: {}", a.cited_by.len(), a.cited_by.join(", "))
        } else if let Some(reason) = &a.excluded {
            format!("excluded: {reason}")
        } else {
            format!("UNCOVERED  ({})", a.article.title)
        };
        writeln!(out, "  {id}{pad}  {what}")?;
    }
    for a in c.stale_exclusions() {
        writeln!(out, "  note: {} is excluded but cited; the exclusion can go", a.id)?;
    }
    for (citation, who) in &c.unmatched {
        writeln!(out, "  unmatched citation \"{citation}\" ({who})")?;
    }
    Ok(())
}

fn print_uncovered(out: &mut impl Write, c: &Coverage) -> std::io::Result<()> {
    let list = c.uncovered();
    if list.is_empty() {
        writeln!(out, "{}: no uncovered article", c.rulebook)?;
    } else {
        writeln!(out, "{}: uncovered", c.rulebook)?;
        for a in list {
            writeln!(out, "  {}  {}", a.id, a.title)?;
        }
    }
    Ok(())
}

/// Prints the coverage; exit 1 when a machine-checkable article is neither covered nor excluded.
pub fn run(args: CoverageArgs) -> anyhow::Result<u8> {
    let root = match args.root {
        Some(r) => r,
        None => {
            let cwd = std::env::current_dir()?;
            find_root(&cwd).ok_or_else(|| anyhow::anyhow!("{}: no rules/articles/ here or above", cwd.display()))?
        }
    };
    let all = compute(&root, args.rules.as_deref())?;
    let mut out = Output::stdout();
    for c in &all {
        if args.uncovered {
            print_uncovered(&mut out, c)?;
        } else {
            print_full(&mut out, c)?;
            writeln!(out)?;
        }
    }
    let mut failed = false;
    for c in &all {
        writeln!(out, "{}", c.totals())?;
        failed |= !c.uncovered().is_empty();
    }
    out.flush()?;
    Ok(if failed { exit::CHECK_FAILED } else { exit::SUCCESS })
}
