//! `trongtai man`: the manual pages (roff) of the command and of every subcommand, from the
//! same definitions as `--help`.

use std::io::Write as _;
use std::path::Path;

use clap::Command;
use trongtai_i18n::{lang, msg, quoted_list, say};

use crate::exit;
use crate::output::Output;

/// Prints the page of the subcommand named by `path` (the command's own when empty), or, with
/// `out`, writes every page into that directory (`trongtai.1`, `trongtai-replay.1`,
/// `trongtai-rules-show.1`, …): created if it is not there, each page replaced whole, nothing
/// else in it touched; a file of a page's name that is not a page of trongtai's is refused
/// before anything is written.
///
/// # Errors
///
/// An unknown subcommand (a command-line error) or a page that cannot be written.
pub fn run(cmd: Command, path: &[String], out: Option<&Path>) -> anyhow::Result<u8> {
    let mut cmd = cmd.disable_help_subcommand(true);
    cmd.build();
    if let Some(dir) = out {
        let mut pages = Vec::new();
        collect(&cmd, &mut pages)?;
        std::fs::create_dir_all(dir).map_err(|e| {
            anyhow::Error::new(trongtai_i18n::Message::text(&msg::IoCannotWrite {
                path: &dir.display().to_string(),
                why: &trongtai_i18n::io_error(&e),
            }))
        })?;
        // A file of the same name that is not a page of ours (a user's own notes, another
        // program's page) is never replaced: the run writes nothing and names them.
        let foreign: Vec<String> = pages
            .iter()
            .map(|(name, _)| dir.join(name))
            .filter(|file| file.symlink_metadata().is_ok() && !is_our_page(file))
            .map(|file| file.display().to_string())
            .collect();
        if !foreign.is_empty() {
            anyhow::bail!(
                "{}",
                say(
                    lang(),
                    &msg::ManNotOurs {
                        dir: &dir.display().to_string(),
                        files: &quoted_list(&foreign),
                    }
                )
            );
        }
        for (name, page) in &pages {
            let file = dir.join(name);
            trongtai_rulebook::files::replace_file(&file, page).map_err(|e| {
                anyhow::Error::new(trongtai_i18n::Message::text(&msg::OutputCannotReplace {
                    path: &file.display().to_string(),
                    why: &e.text(),
                }))
            })?;
        }
        let mut stdout = Output::stdout();
        writeln!(
            stdout,
            "{}",
            say(
                lang(),
                &msg::ManWritten {
                    dir: &dir.display().to_string(),
                    pages: pages.len() as u64,
                }
            )
        )?;
        stdout.flush()?;
        return Ok(exit::SUCCESS);
    }
    let mut at = &cmd;
    for name in path {
        let Some(sub) = at.find_subcommand(name) else {
            let known: Vec<&str> = at
                .get_subcommands()
                .filter(|s| !s.is_hide_set())
                .map(Command::get_name)
                .collect();
            return Err(exit::Usage(say(
                lang(),
                &msg::ManUnknownCommand {
                    name: &trongtai_rulebook::error::shown(name),
                    known: &quoted_list(&known),
                },
            ))
            .into());
        };
        at = sub;
    }
    let mut page = Vec::new();
    clap_mangen::Man::new(at.clone()).render(&mut page)?;
    crate::output::print_all(&crate::help::man_sections(page, lang()))
}

/// Whether `file` is a regular file holding a manual page of trongtai's (a `.TH trongtai` line
/// near its start, as `clap_mangen` writes it), which a new run may replace.
fn is_our_page(file: &Path) -> bool {
    use std::io::Read as _;
    let regular = file.symlink_metadata().is_ok_and(|m| m.file_type().is_file());
    let mut head = Vec::new();
    let read = std::fs::File::open(file).and_then(|f| f.take(4096).read_to_end(&mut head));
    regular
        && read.is_ok()
        && String::from_utf8_lossy(&head)
            .lines()
            .any(|l| l.starts_with(".TH trongtai"))
}

/// The pages of `cmd` and of its subcommands, depth first: (file name, roff).
fn collect(cmd: &Command, pages: &mut Vec<(String, Vec<u8>)>) -> anyhow::Result<()> {
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        collect(sub, pages)?;
    }
    let man = clap_mangen::Man::new(cmd.clone());
    let mut page = Vec::new();
    man.render(&mut page)?;
    pages.push((man.get_filename(), crate::help::man_sections(page, lang())));
    Ok(())
}
