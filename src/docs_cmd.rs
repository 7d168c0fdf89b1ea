//! `trongtai docs`: the reference site (HTML and Markdown) of any rule files, shipped or a
//! federation's own, written from the binary alone: the law texts, article indexes and page
//! labels are embedded, so no checkout is needed.

use std::path::PathBuf;

use anyhow::Result;
use clap::Args;
use trongtai_docgen::{Done, Glyphs, Lang, Options};
use trongtai_i18n::{lang, msg, say};

use std::io::Write;

use crate::exit;
use crate::output::Output;

/// `trongtai docs` arguments.
#[derive(Debug, Args)]
pub struct DocsArgs {
    /// Rulebook ids or paths to `.ron` files (a local regulation outside the repository); each
    /// comes with the shipped rulebooks it extends. Without any, every shipped rulebook.
    #[arg(long = "rules", value_name = "ID|PATH", num_args = 1.., value_parser = crate::rulebook_arg::RulebookArg, hide_possible_values = true)]
    rules: Vec<String>,
    /// The directory to write the site into: a new or empty one, or one an earlier `trongtai
    /// docs` wrote (it keeps a manifest, `.trongtai-docs-manifest`). Only files it wrote and
    /// nobody changed since are replaced or removed; a folder holding anything else is refused.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
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

/// Runs `trongtai docs`: both languages' pages, or only those of the `--lang` given.
pub fn run(args: DocsArgs, asked: Option<Lang>) -> Result<u8> {
    let langs = match asked {
        Some(lang) => vec![lang],
        None => Lang::ALL.to_vec(),
    };
    // The catalogues of the federation whose regulation the site is of.
    crate::lang::federation_named(&args.rules.iter().map(String::as_str).collect::<Vec<_>>())?;
    // Without a checkout, the scenario library embedded in the binary (unpacked for the run,
    // removed after it): the scenarios citing each article, the chase pages.
    let library = match &args.repo {
        Some(_) => None,
        None => crate::library::Unpacked::new()?,
    };
    let opts = Options {
        library: library.as_ref().map(|l| l.root().to_path_buf()),
        // The desk is linked when the binary carries one (written below) or the folder has it
        // (`desk/`, written by `cargo xtask docs` in a checkout): never a link to a page that
        // is not there.
        desk: !crate::desk::files().is_empty() || args.out.join(trongtai_docgen::DESK_DIR).join("index.html").is_file(),
        root: args.repo,
        rulebooks: if args.rules.is_empty() { None } else { Some(args.rules) },
        langs,
        // The parser allows only the three codes.
        glyphs: Glyphs::from_code(&args.glyphs).unwrap_or(Glyphs::Latin),
    };
    let mut site = trongtai_docgen::generate_with(&opts)?;
    // The desk the binary carries, written and tracked with the pages.
    for (path, bytes) in crate::desk::files() {
        if let Ok(text) = std::str::from_utf8(bytes) {
            site.files.insert(path, text.to_owned());
        } else {
            site.binary.insert(path, bytes.to_vec());
        }
    }
    let done = match trongtai_docgen::write(&site, &args.out) {
        Ok(done) => done,
        // Said in the output language.
        Err(e) => return Err(anyhow::Error::new(e.text())),
    };
    let mut out = Output::stdout();
    let (mut written, mut removed) = (0, 0);
    for step in &done {
        match step {
            Done::Wrote(_) => written += 1,
            Done::Removed(_) => removed += 1,
            Done::Kept(path) => writeln!(out, "{}", say(lang(), &msg::DocsKept { path }))?,
        }
    }
    writeln!(
        out,
        "{}",
        say(
            lang(),
            &msg::DocsWritten {
                dir: &args.out.display().to_string(),
                files: site.contents().len() as u64,
                written: written as u64,
                removed: removed as u64,
            }
        )
    )?;
    out.flush()?;
    Ok(exit::SUCCESS)
}
