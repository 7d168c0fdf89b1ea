//! The report written for people: a plain-text table and Markdown, in the catalogues' words.

use std::fmt::Write as _;

use trongtai_i18n::{msg, say};
use trongtai_rulebook::human::Lang;

use crate::model::*;

/// `value [article] (file)`, or "not set" when the rulebook has no such value.
fn side_text(path: &str, s: Option<&Side>, lang: Lang) -> String {
    match s {
        None => say(lang, &msg::ImpactNotSet),
        Some(s) => {
            let mut t = trongtai_rulebook::human::value(path, &s.value, lang);
            if let Some(a) = &s.article {
                let _ = write!(t, " [{a}]");
            }
            let _ = write!(t, " ({})", s.file);
            t
        }
    }
}

/// Columns padded to the widest cell.
fn columns(rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = Vec::new();
    for row in rows {
        for (i, cell) in row.iter().enumerate() {
            let w = cell.chars().count();
            match widths.get_mut(i) {
                Some(x) => *x = (*x).max(w),
                None => widths.push(w),
            }
        }
    }
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (i, cell) in row.iter().enumerate() {
            if i + 1 == row.len() {
                line.push_str(cell);
            } else {
                let pad = widths[i].saturating_sub(cell.chars().count());
                let _ = write!(line, "{cell}{}  ", " ".repeat(pad));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The plain-text report.
pub fn render_table(r: &Impact, lang: Lang) -> String {
    let base = say(lang, &msg::ImpactBase);
    let candidate = say(lang, &msg::ImpactCandidate);
    let mut s = String::new();
    let title = msg::ImpactTableTitle {
        candidate: &book_text(&r.candidate, lang),
        base: &book_text(&r.base, lang),
        game: &r.base.game,
    };
    let _ = writeln!(s, "{}", say(lang, &title));
    let count = count(r.changed_values.len());
    let _ = writeln!(s, "\n{}", say(lang, &msg::ImpactChangedValues { count }));
    let mut rows = vec![vec![say(lang, &msg::ImpactColPath), base.clone(), candidate.clone()]];
    for v in &r.changed_values {
        rows.push(vec![
            v.path.clone(),
            side_text(&v.path, v.base.as_ref(), lang),
            side_text(&v.path, v.candidate.as_ref(), lang),
        ]);
    }
    s.push_str(&indent(&columns(&rows)));
    for (title, corpus) in [
        (say(lang, &msg::ImpactScenarios), &r.scenarios),
        (say(lang, &msg::ImpactArchiveGames), &r.archives),
    ] {
        let Some(c) = corpus else { continue };
        let _ = writeln!(s, "\n{title}: {}", summary(c, lang));
        let mut rows = vec![vec![
            say(lang, &msg::ImpactColCount),
            base.clone(),
            "".to_owned(),
            candidate.clone(),
        ]];
        for tr in &c.transitions {
            let arrow = if tr.from == tr.to { "=" } else { "→" };
            let (from, to) = tr.rulings(lang);
            rows.push(vec![
                tr.count.to_string(),
                from.to_owned(),
                arrow.to_owned(),
                to.to_owned(),
            ]);
        }
        s.push_str(&indent(&columns(&rows)));
        for e in &c.failures {
            let _ = writeln!(
                s,
                "  {}: {}",
                say(lang, &msg::ImpactCouldNotRun),
                error_text(e, lang, quoted)
            );
        }
        for b in &c.broken_declarations {
            let _ = writeln!(s, "  {}: {b}", broken_text(lang));
        }
        for ch in &c.changes {
            let (from, to, notes, diff) = ch.text(lang);
            let _ = writeln!(s, "\n  {}: {from} → {to}{}", ch.item, only(ch, lang));
            if let Some(Holds { base: b, candidate: c }) = ch.expectation_holds {
                let _ = writeln!(
                    s,
                    "  {}: {}",
                    say(lang, &msg::ImpactExpectation),
                    holds_text(b, c, lang)
                );
            }
            for note in notes {
                let _ = writeln!(s, "  {note}");
            }
            for line in diff.lines() {
                let _ = writeln!(s, "    {line}");
            }
        }
    }
    let _ = writeln!(s, "\n{}", say(lang, &msg::ImpactReceipt));
    let labels = [
        say(lang, &msg::ImpactReceiptEngine),
        say(lang, &msg::ImpactReceiptRules),
        say(lang, &msg::ImpactReceiptScenarios),
        say(lang, &msg::ImpactReceiptArchive),
    ];
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 2;
    let pad = |l: &str| format!("{l}{}", " ".repeat(width - l.chars().count()));
    let _ = writeln!(s, "  {}{}", pad(&labels[0]), engine_text(&r.receipt, lang));
    for f in &r.receipt.rule_files {
        let _ = writeln!(s, "  {}{}  {}", pad(&labels[1]), f.sha256, f.path);
    }
    if let Some(d) = &r.receipt.scenario_digest {
        let _ = writeln!(
            s,
            "  {}{d}  ({} {})",
            pad(&labels[2]),
            r.receipt.scenario_files.len(),
            say(lang, &msg::ImpactReceiptScenarioFiles)
        );
    }
    for f in &r.receipt.archive_files {
        let _ = writeln!(s, "  {}{}  {}", pad(&labels[3]), f.sha256, archive_name(f, lang));
    }
    s
}

/// An archive as the receipt names it: standard input says so, with the bytes read.
fn archive_name(f: &Hashed, lang: Lang) -> String {
    match (f.path.as_str(), f.bytes) {
        ("-", Some(bytes)) => say(lang, &msg::ImpactStandardInput { bytes }),
        _ => f.path.clone(),
    }
}

/// `id version`, with the date its local values were resolved on.
fn book_text(b: &BookInfo, lang: Lang) -> String {
    match &b.on {
        Some(on) => say(
            lang,
            &msg::ImpactBookOn {
                id: &b.id,
                version: &b.version,
                date: on,
            },
        ),
        None => format!("{} {}", b.id, b.version),
    }
}

/// `N compared, N changed (N only in the articles cited), N could not run`.
fn summary(c: &Corpus, lang: Lang) -> String {
    let mut s = say(
        lang,
        &msg::ImpactSummary {
            compared: c.compared,
            changed: c.changed,
        },
    );
    if c.articles_only > 0 {
        s = say(
            lang,
            &msg::ImpactSummaryArticlesOnly {
                summary: &s,
                count: c.articles_only,
            },
        );
    }
    if c.adapted > 0 {
        s = say(
            lang,
            &msg::ImpactSummaryFitted {
                summary: &s,
                count: c.adapted,
            },
        );
    }
    if c.not_run > 0 {
        s = say(
            lang,
            &msg::ImpactSummaryNotRun {
                summary: &s,
                count: c.not_run,
            },
        );
    }
    s
}

/// How many, as a message's number.
fn count(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// Why a scenario could not run: which rulebook in the report's words, then the error as the
/// scenario runner writes it, quoted (`quote` wraps it: a code span in Markdown, quotation marks
/// in the table) on a Vietnamese report, where it is not the report's own words.
fn error_text(f: &Failure, lang: Lang, quote: fn(&str) -> String) -> String {
    let error = match lang {
        Lang::En => f.error.clone(),
        // `file: message`: the file is a name, the message the runner's.
        Lang::Vi => match f.error.split_once(": ") {
            Some((file, message)) if !file.contains(' ') && f.under.is_some() => {
                format!("{file}: {}", quote(message))
            }
            _ => quote(&f.error),
        },
    };
    match &f.under {
        None => error,
        Some((Role::Base, id)) => say(lang, &msg::ImpactUnderBase { id, error: &error }),
        Some((Role::Candidate, id)) => say(lang, &msg::ImpactUnderCandidate { id, error: &error }),
    }
}

/// Quoted in a Markdown code span (double backticks, so that the text may hold one).
fn code_span(text: &str) -> String {
    format!("`` {text} ``")
}

/// Quoted in quotation marks.
fn quoted(text: &str) -> String {
    format!("\"{text}\"")
}

fn broken_text(lang: Lang) -> String {
    say(lang, &msg::ImpactBroken)
}

fn only(c: &Change, lang: Lang) -> String {
    if c.articles_only {
        format!(" {}", say(lang, &msg::ImpactArticlesOnly))
    } else {
        String::new()
    }
}

fn engine_text(r: &Receipt, lang: Lang) -> String {
    match &r.commit {
        Some(c) => format!("{} ({c})", r.engine),
        None => format!("{} ({})", r.engine, say(lang, &msg::ImpactBuiltWithoutGit)),
    }
}

fn holds_text(base: Option<bool>, candidate: Option<bool>, lang: Lang) -> String {
    let one = |who: &str, v: Option<bool>| match v {
        None => say(lang, &msg::ImpactHoldsUndeclared { who }),
        Some(true) => say(lang, &msg::ImpactHolds { who }),
        Some(false) => say(lang, &msg::ImpactHoldsFails { who }),
    };
    format!(
        "{}, {}",
        one(&say(lang, &msg::ImpactBase), base),
        one(&say(lang, &msg::ImpactCandidate), candidate)
    )
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("  {l}\n")).collect()
}

/// A Markdown table cell: pipes escaped.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// The Markdown report.
pub fn render_markdown(r: &Impact, lang: Lang) -> String {
    let base = say(lang, &msg::ImpactBase);
    let candidate = say(lang, &msg::ImpactCandidate);
    let mut s = String::new();
    let title = msg::ImpactMdTitle {
        candidate: &book_text(&r.candidate, lang),
        base: &book_text(&r.base, lang),
    };
    let _ = writeln!(s, "# {}\n", say(lang, &title));
    let files = msg::ImpactMdFiles {
        game: &r.base.game,
        base: &r.base.files.join(", "),
        candidate: &r.candidate.files.join(", "),
    };
    let _ = writeln!(s, "{}\n", say(lang, &files));
    let count = count(r.changed_values.len());
    let _ = writeln!(s, "## {}\n", say(lang, &msg::ImpactMdChangedValues { count }));
    let _ = writeln!(
        s,
        "| {} | {base} | {candidate} |\n| --- | --- | --- |",
        say(lang, &msg::ImpactColPath)
    );
    for v in &r.changed_values {
        let _ = writeln!(
            s,
            "| `{}` | {} | {} |",
            v.path,
            cell(&side_text(&v.path, v.base.as_ref(), lang)),
            cell(&side_text(&v.path, v.candidate.as_ref(), lang))
        );
    }
    for (title, corpus) in [
        (say(lang, &msg::ImpactMdScenarios), &r.scenarios),
        (say(lang, &msg::ImpactMdArchiveGames), &r.archives),
    ] {
        let Some(c) = corpus else { continue };
        let _ = writeln!(s, "\n## {title}: {}\n", summary(c, lang));
        let _ = writeln!(
            s,
            "| {} | {base} | {candidate} |\n| ---: | --- | --- |",
            say(lang, &msg::ImpactColCount)
        );
        for tr in &c.transitions {
            let (from, to) = tr.rulings(lang);
            let _ = writeln!(s, "| {} | {} | {} |", tr.count, cell(from), cell(to));
        }
        for e in &c.failures {
            let _ = writeln!(
                s,
                "\n- {}: {}",
                say(lang, &msg::ImpactCouldNotRun),
                error_text(e, lang, code_span)
            );
        }
        for b in &c.broken_declarations {
            let _ = writeln!(s, "\n- {}: `{b}`", broken_text(lang));
        }
        for ch in &c.changes {
            let (from, to, notes, diff) = ch.text(lang);
            let _ = writeln!(
                s,
                "\n### {}\n\n{} → {}{}\n",
                ch.item,
                cell(from),
                cell(to),
                only(ch, lang)
            );
            if let Some(Holds { base: b, candidate: c }) = ch.expectation_holds {
                let _ = writeln!(
                    s,
                    "{}: {}.\n",
                    say(lang, &msg::ImpactMdExpectation),
                    holds_text(b, c, lang)
                );
            }
            for note in notes {
                let _ = writeln!(s, "{note}.\n");
            }
            let _ = writeln!(s, "```diff\n{diff}```");
        }
    }
    let _ = writeln!(s, "\n## {}\n", say(lang, &msg::ImpactMdReceipt));
    let _ = writeln!(
        s,
        "{}: {}.\n",
        say(lang, &msg::ImpactMdEngine),
        engine_text(&r.receipt, lang)
    );
    let _ = writeln!(s, "| {} | SHA-256 |\n| --- | --- |", say(lang, &msg::ImpactMdFile));
    for f in &r.receipt.rule_files {
        let _ = writeln!(s, "| `{}` | `{}` |", f.path, f.sha256);
    }
    for f in &r.receipt.archive_files {
        let _ = writeln!(s, "| `{}` | `{}` |", archive_name(f, lang), f.sha256);
    }
    if let Some(d) = &r.receipt.scenario_digest {
        let _ = writeln!(
            s,
            "| {} {} | `{d}` |",
            r.receipt.scenario_files.len(),
            say(lang, &msg::ImpactMdScenarioFilesDigest)
        );
        let _ = writeln!(
            s,
            "\n<details><summary>{}</summary>\n\n```",
            say(lang, &msg::ImpactMdScenarioFiles)
        );
        for f in &r.receipt.scenario_files {
            let _ = writeln!(s, "{}  {}", f.sha256, f.path);
        }
        s.push_str("```\n\n</details>\n");
    }
    s
}
