//! `trongtai coverage`: which articles of each law the scenario library exercises.
//!
//! The matching of citations to articles and what counts as a citation are documented in
//! `trongtai_scenario::coverage`.

use std::path::PathBuf;

use clap::Args;
use trongtai_i18n::{lang, msg, say, Lang, Message};
use trongtai_scenario::coverage::{compute, find_root, Coverage};

use std::io::Write;

use crate::exit;
use crate::output::Output;

/// Arguments of `trongtai coverage`.
#[derive(Debug, Args)]
pub struct CoverageArgs {
    /// Only this rulebook (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`).
    #[arg(long, value_parser = crate::rulebook_arg::RulebookArg, hide_possible_values = true)]
    rules: Option<String>,
    /// Print only the machine-checkable articles neither covered nor excluded, and the totals.
    #[arg(long)]
    uncovered: bool,
    /// The repository root (with `rules/articles/` and `scenarios/`); default: the current
    /// directory or the nearest ancestor that has them.
    #[arg(long)]
    root: Option<PathBuf>,
}

/// An exclusion's reason in `lang` (its Vietnamese from `rules/i18n/vi/coverage-exclusions.ron`),
/// quoted as the file writes it where it has none.
fn reason(english: &str, lang: Lang) -> String {
    match trongtai_rulebook::i18n::note(english, lang) {
        (shown, words) if shown == lang => words.to_owned(),
        (_, words) => format!("\"{words}\""),
    }
}

fn print_full(out: &mut impl Write, c: &Coverage) -> std::io::Result<()> {
    let lang = lang();
    writeln!(
        out,
        "{}",
        say(
            lang,
            &msg::CoverageHead {
                rulebook: &c.rulebook,
                law: &c.law
            }
        )
    )?;
    let width = c
        .articles
        .iter()
        .map(|a| a.article.id.chars().count())
        .max()
        .unwrap_or(0);
    for a in &c.articles {
        let id = &a.article.id;
        let pad = " ".repeat(width.saturating_sub(id.chars().count()));
        let title = &a.article.title;
        let what = if !a.article.checkable {
            say(lang, &msg::CoverageNotCheckable { title })
        } else if !a.cited_by.is_empty() {
            say(
                lang,
                &msg::CoverageCitedBy {
                    n: a.cited_by.len() as u64,
                    by: &a.cited_by.join(", "),
                },
            )
        } else if let Some(why) = &a.excluded {
            say(
                lang,
                &msg::CoverageExcluded {
                    why: &reason(why, lang),
                },
            )
        } else {
            say(lang, &msg::CoverageUncovered { title })
        };
        writeln!(out, "  {id}{pad}  {what}")?;
    }
    for a in c.stale_exclusions() {
        writeln!(out, "  {}", say(lang, &msg::CoverageStale { article: &a.id }))?;
    }
    for (citation, who) in &c.unmatched {
        writeln!(out, "  {}", say(lang, &msg::CoverageUnmatched { citation, who }))?;
    }
    Ok(())
}

fn print_uncovered(out: &mut impl Write, c: &Coverage) -> std::io::Result<()> {
    let lang = lang();
    let list = c.uncovered();
    if list.is_empty() {
        writeln!(
            out,
            "{}",
            say(lang, &msg::CoverageNoneUncovered { rulebook: &c.rulebook })
        )?;
    } else {
        writeln!(
            out,
            "{}",
            say(lang, &msg::CoverageUncoveredHead { rulebook: &c.rulebook })
        )?;
        for a in list {
            writeln!(
                out,
                "  {}",
                say(
                    lang,
                    &msg::CoverageUncoveredLine {
                        article: &a.id,
                        title: &a.title
                    }
                )
            )?;
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
            find_root(&cwd).ok_or_else(|| {
                anyhow::Error::new(
                    msg::CoverageNoRoot {
                        dir: &cwd.display().to_string(),
                    }
                    .text(),
                )
            })?
        }
    };
    let all = compute(&root, args.rules.as_deref())?;
    if all.is_empty() {
        // No index, no article counted: that is no success.
        crate::say!(
            "{}",
            say(
                lang(),
                &msg::CoverageNothing {
                    dir: &root.display().to_string()
                }
            )
        );
        return Ok(exit::CHECK_FAILED);
    }
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
        let totals = msg::CoverageTotals {
            rulebook: &c.rulebook,
            covered: c.covered() as u64,
            checkable: c.checkable() as u64,
            excluded: c.excluded() as u64,
            uncovered: c.uncovered().len() as u64,
        };
        writeln!(out, "{}", say(lang(), &totals))?;
        failed |= !c.uncovered().is_empty();
    }
    out.flush()?;
    Ok(if failed { exit::CHECK_FAILED } else { exit::SUCCESS })
}
