//! `trongtai docs`: the reference site (HTML and Markdown) of any rule files, shipped or a
//! federation's own, written from the binary alone: the law texts, article indexes and page
//! labels are embedded, so no checkout is needed.

use std::path::PathBuf;

use anyhow::{anyhow, Result};
use clap::Args;
use trongtai_docgen::{Glyphs, Lang, Options};

use std::io::Write;

use crate::exit;
use crate::output::Output;

/// `trongtai docs` arguments.
#[derive(Debug, Args)]
pub struct DocsArgs {
    /// Rulebook ids or paths to `.ron` files (a local regulation outside the repository); each
    /// comes with the shipped rulebooks it extends. Without any, every shipped rulebook.
    #[arg(long = "rules", value_name = "ID|PATH", num_args = 1..)]
    rules: Vec<String>,
    /// The directory to write the site into: a new or empty one, or one an earlier `trongtai
    /// docs` wrote (it keeps a manifest, `.trongtai-docs-manifest`). Only files it wrote and
    /// nobody changed since are replaced or removed; a folder holding anything else is refused.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// Write one language only (both by default).
    #[arg(long, value_parser = ["vi", "en"])]
    lang: Option<String>,
    /// Read the law texts, labels and scenarios from this checkout instead of the copies
    /// embedded in the binary (the scenarios citing each article are listed then).
    #[arg(long, value_name = "DIR")]
    repo: Option<PathBuf>,
    /// How xiangqi pieces are written on the diagrams: `latin` (the FEN letters, as the FEN and
    /// notation beside them; the default), `vi` (the letters of XQ99 11.2: Tg, S, T, X, P, M,
    /// B) or `zh` (the characters on the pieces, 帥/將 …; the reader needs a CJK font).
    #[arg(long, value_parser = ["latin", "vi", "zh"], default_value = "latin")]
    glyphs: String,
}

/// Runs `trongtai docs`.
pub fn run(args: DocsArgs) -> Result<u8> {
    let langs = match args.lang.as_deref() {
        Some(code) => vec![Lang::from_code(code).ok_or_else(|| anyhow!("unknown language `{code}`"))?],
        None => Lang::ALL.to_vec(),
    };
    let opts = Options {
        root: args.repo,
        rulebooks: if args.rules.is_empty() { None } else { Some(args.rules) },
        langs,
        glyphs: Glyphs::from_code(&args.glyphs).ok_or_else(|| anyhow!("unknown glyphs `{}`", args.glyphs))?,
    };
    let vietnamese = args.lang.as_deref() == Some("vi");
    let site = trongtai_docgen::generate_with(&opts)?;
    let done = match trongtai_docgen::write(&site, &args.out) {
        Ok(done) => done,
        Err(e) => anyhow::bail!("{}", if vietnamese { e.vi() } else { e.en() }),
    };
    let mut out = Output::stdout();
    for line in done.iter().filter(|l| l.starts_with("kept ")) {
        writeln!(out, "{line}")?;
    }
    let (written, removed) = (
        done.iter().filter(|l| l.starts_with("wrote ")).count(),
        done.iter().filter(|l| l.starts_with("removed ")).count(),
    );
    if vietnamese {
        writeln!(
            out,
            "{}: {} tệp, {written} tệp được ghi, {removed} tệp được xoá",
            args.out.display(),
            site.files.len()
        )?;
    } else {
        writeln!(
            out,
            "{}: {} files, {written} written, {removed} removed",
            args.out.display(),
            site.files.len()
        )?;
    }
    out.flush()?;
    Ok(exit::SUCCESS)
}
