//! `trongtai rules`: check, show and describe rulebooks.
//!
//! Problems in rule files go to stderr as one located line each (`path:line:col: message`).

use std::io::Write;
use std::path::Path;

use anyhow::Result;
use clap::Subcommand;
use trongtai_i18n::{msg, say, Lang};
use trongtai_rulebook::in_force;
use trongtai_rulebook::listing::{self, Say};
use trongtai_rulebook::{schemas, Library, LoadError, Rulebook};

use crate::exit;
use crate::output::Output;

/// The `rules` subcommands.
#[derive(Debug, Subcommand)]
pub enum RulesCmd {
    /// Load and validate rulebooks (every shipped one if no path is given).
    Check {
        /// Rulebook ids or paths to `.ron` files.
        #[arg(value_parser = crate::rulebook_arg::RulebookArg, hide_possible_values = true)]
        paths: Vec<String>,
    },
    /// Show every value of a rulebook with its article, the file that set it and its dates;
    /// values a local regulation changed are marked `*` with the national value below.
    Show {
        /// A rulebook id (`fide-2001`) or a path to a `.ron` file.
        #[arg(value_parser = crate::rulebook_arg::RulebookArg, hide_possible_values = true)]
        rulebook: String,
        /// Resolve the dated values of local regulations on this date (YYYY-MM-DD); without
        /// it, each takes its latest version.
        #[arg(long, value_name = "DATE", value_parser = crate::exit::date)]
        on: Option<String>,
        /// How values are written: `text` says them for people ("15 minutes", "40 moves in 90
        /// minutes, +30 seconds per move") in the language of `--lang`, `ron` as a rule file
        /// writes them, `json` one object with every resolved value, its article and file
        /// (`trongtai schema rules`).
        #[arg(long, value_enum, default_value_t = ShowFormat::Text)]
        format: ShowFormat,
        /// Instead of the listing, the history of one value (a path as the listing prints it,
        /// `draws.automatic_repetition`) along the editions of the law up to this rulebook: what
        /// each edition said, the article it cites there, where it changed.
        #[arg(long, value_name = "PATH")]
        history: Option<String>,
    },
    /// Say which rulebook judges a game played on a date at a time control, and why: the edition
    /// of the law in force that day, then the appendix (rapid, blitz) its time class gives.
    For {
        /// The day the game is played (YYYY-MM-DD).
        #[arg(long, value_name = "DATE")]
        date: String,
        /// The game (`chess`, `xiangqi`).
        #[arg(long, default_value = "chess")]
        game: String,
        /// The time control: minutes, then the increment in seconds (`15+10`, `90+30`, `60`);
        /// or a PGN `TimeControl` tag value in seconds with `--pgn`.
        #[arg(long, value_name = "CONTROL")]
        time_control: String,
        /// Read `--time-control` as a PGN `TimeControl` tag (`900+10`, `40/5400+30:1800+30`).
        #[arg(long)]
        pgn: bool,
    },
    /// Print the JSON Schema of rulebook files (or of game definitions).
    Schema {
        /// The schema of game definitions instead.
        #[arg(long)]
        game: bool,
    },
}

/// How `rules show` writes values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ShowFormat {
    /// Said for people, in `--lang`.
    Text,
    /// As a rule file writes them.
    Ron,
    /// One JSON object.
    Json,
}

/// Runs a `rules` subcommand in `lang` and returns the exit code.
pub fn run(cmd: RulesCmd, lang: Lang) -> Result<u8> {
    let library = Library::shipped();
    match cmd {
        RulesCmd::Check { paths } => check(&library, &paths, lang),
        RulesCmd::Show {
            rulebook,
            on,
            format,
            history,
        } => {
            let say = match format {
                ShowFormat::Text => Say::for_people(lang),
                ShowFormat::Ron => Say::as_written(),
                ShowFormat::Json => return show_json(&library, &rulebook, on.as_deref()),
            };
            match history {
                Some(path) => show_history(&library, &rulebook, on.as_deref(), &path, say),
                None => show(&library, &rulebook, on.as_deref(), say),
            }
        }
        RulesCmd::For {
            date,
            game,
            time_control,
            pgn,
        } => rules_for(&library, &date, &game, &time_control, pgn, lang),
        RulesCmd::Schema { game } => schema(game),
    }
}

fn rules_for(library: &Library, date: &str, game: &str, control: &str, pgn: bool, lang: Lang) -> Result<u8> {
    let parsed = if pgn {
        match trongtai_notation::pgn_time_control(control) {
            Ok(Some(tc)) => Ok(tc),
            Ok(None) => Err(say(lang, &msg::RulesForNoControl { control })),
            Err(e) => Err(e.say(lang)),
        }
    } else {
        in_force::parse_minutes_plus_seconds(control)
    };
    let control = match parsed {
        Ok(tc) => tc,
        Err(e) => {
            crate::say!(
                "{}",
                crate::output::clean(&say(
                    lang,
                    &msg::CliError {
                        message: &say(lang, &msg::CliTimeControl { error: &e })
                    }
                ))
            );
            return Ok(exit::FAILURE);
        }
    };
    let mut out = Output::stdout();
    match in_force::in_force(library, game, date, &control) {
        Ok(Ok(found)) => {
            writeln!(out, "{}", found.explain(date, lang))?;
            out.flush()?;
            Ok(exit::SUCCESS)
        }
        Ok(Err(none)) => {
            writeln!(out, "{}", none.explain(date, lang))?;
            out.flush()?;
            Ok(exit::CHECK_FAILED)
        }
        Err(e) => {
            crate::say!(
                "{}",
                crate::output::clean(&say(
                    lang,
                    &msg::CliError {
                        message: &e.to_string()
                    }
                ))
            );
            Ok(exit::FAILURE)
        }
    }
}

/// Checks rulebooks, and the catalogues a federation ships beside its rule files: each file's
/// problems in `lang`, one located line each.
fn check(library: &Library, paths: &[String], lang: Lang) -> Result<u8> {
    let names: Vec<String> = if paths.is_empty() {
        library.rulebook_ids().into_iter().map(str::to_owned).collect()
    } else {
        paths.to_vec()
    };
    let mut out = Output::stdout();
    // A file that cannot be read at all (missing, a FIFO, too large) or an unknown id is bad
    // input (exit 3); a rule file that reads but does not validate is what the check is for
    // (exit 1). Every name is checked either way.
    let (mut unreadable, mut failed) = (false, false);
    for name in &names {
        if trongtai_rulebook::load::is_path(name) {
            if let Err(e) =
                trongtai_rulebook::files::read_bytes(Path::new(name), trongtai_rulebook::files::MAX_TEXT_BYTES)
            {
                out.flush()?;
                let (line, column) = e.position();
                let at = trongtai_rulebook::Problem::new(name.as_str(), line, column, e.text());
                crate::say!("{}", crate::output::clean(&at.to_string()));
                unreadable = true;
                continue;
            }
        }
        match Rulebook::load(library, name) {
            Ok(rulebook) => {
                // What validates must also compile: a board the engine's move tables cannot
                // index is refused here, at once and with the reason, not when a game is played.
                if let Err(e) = trongtai_engine::Game::compile(rulebook.game()) {
                    out.flush()?;
                    let game = rulebook.game_file();
                    let at = trongtai_rulebook::Source::new(game.path(), game.text())
                        .problem(&["board"], msg::RulesCheckCannotCompile { error: &e.message });
                    crate::say!("{}", crate::output::clean(&at.to_string()));
                    failed = true;
                    continue;
                }
                let file = rulebook.files().first().map_or(name.as_str(), |f| f.path());
                // A proposal is never reported as a rulebook like the law: it says what it is.
                let what = rulebook
                    .proposal()
                    .map(|p| {
                        say(
                            lang,
                            &msg::RulesCheckProposal {
                                status: &p.status.text(),
                            },
                        )
                    })
                    .unwrap_or_default();
                // A catalogue beside it that cannot be read is bad input, like the rule file
                // itself; the other names are still checked.
                let catalogues = match crate::lang::catalogues_of(&[&rulebook]) {
                    Ok(catalogues) => catalogues,
                    Err(e) => {
                        out.flush()?;
                        crate::say!("{}", crate::output::clean(&e.to_string()));
                        unreadable = true;
                        continue;
                    }
                };
                let problems = trongtai_i18n::check_overrides(&catalogues);
                if problems.is_empty() {
                    writeln!(
                        out,
                        "{}",
                        say(
                            lang,
                            &msg::RulesCheckOk {
                                id: rulebook.id(),
                                version: rulebook.version(),
                                file,
                                what: &what,
                            }
                        )
                    )?;
                } else {
                    failed = true;
                    out.flush()?;
                    for problem in problems {
                        crate::say!("{}", crate::output::clean(&problem.to_string()));
                    }
                }
                for warning in rulebook.warnings() {
                    crate::say!("{}", crate::output::clean(&warning.to_string()));
                }
            }
            Err(err) => {
                out.flush()?;
                if matches!(err, LoadError::UnknownId { .. }) {
                    unreadable = true;
                } else {
                    failed = true;
                }
                crate::say!("{}", crate::output::clean(&err.to_string()));
            }
        }
    }
    out.flush()?;
    Ok(if unreadable {
        exit::FAILURE
    } else if failed {
        exit::CHECK_FAILED
    } else {
        exit::SUCCESS
    })
}

/// The rulebook `name` as in force `on`; when it cannot be loaded, the reason is said on
/// standard error (cleaned for the terminal) and `None` returned, for a `FAILURE` exit.
fn load_or_say(library: &Library, name: &str, on: Option<&str>) -> Option<Rulebook> {
    match Rulebook::load_on(library, name, on) {
        Ok(rulebook) => Some(rulebook),
        Err(err) => {
            crate::say!("{}", crate::output::clean(&err.to_string()));
            None
        }
    }
}

fn show(library: &Library, name: &str, on: Option<&str>, say: Say) -> Result<u8> {
    let Some(rulebook) = load_or_say(library, name, on) else {
        return Ok(exit::FAILURE);
    };
    crate::lang::federation(&rulebook)?;
    let mut out = Output::stdout();
    listing::write(&mut out, library, &rulebook, on, say)?;
    out.flush()?;
    Ok(exit::SUCCESS)
}

fn show_history(library: &Library, name: &str, on: Option<&str>, path: &str, say: Say) -> Result<u8> {
    let Some(rulebook) = load_or_say(library, name, on) else {
        return Ok(exit::FAILURE);
    };
    crate::lang::federation(&rulebook)?;
    let mut out = Output::stdout();
    match listing::write_history(&mut out, library, &rulebook, path, say) {
        Ok(true) => {
            out.flush()?;
            Ok(exit::SUCCESS)
        }
        Ok(false) => {
            out.flush()?;
            let lang = trongtai_i18n::lang();
            let why = trongtai_i18n::say(
                lang,
                &msg::RulesHistoryNoValue {
                    path: &trongtai_rulebook::error::shown(path),
                    id: rulebook.id(),
                },
            );
            crate::say!(
                "{}",
                crate::output::clean(&trongtai_i18n::say(lang, &msg::CliError { message: &why }))
            );
            Ok(exit::FAILURE)
        }
        Err(listing::HistoryError::Io(e)) => Err(e.into()),
        Err(listing::HistoryError::Load(e)) => {
            out.flush()?;
            crate::say!("{}", crate::output::clean(&e.to_string()));
            Ok(exit::FAILURE)
        }
    }
}

fn show_json(library: &Library, name: &str, on: Option<&str>) -> Result<u8> {
    let Some(rulebook) = load_or_say(library, name, on) else {
        return Ok(exit::FAILURE);
    };
    let mut text = serde_json::to_string_pretty(&crate::json::RulesJson::of(&rulebook))?;
    text.push('\n');
    crate::output::print_all(text.as_bytes())
}

fn schema(game: bool) -> Result<u8> {
    let wanted = if game {
        "game.schema.json"
    } else {
        "rulebook.schema.json"
    };
    let mut out = Output::stdout();
    for (name, text) in schemas() {
        if name == wanted {
            out.write_all(text.as_bytes())?;
        }
    }
    out.flush()?;
    Ok(exit::SUCCESS)
}
