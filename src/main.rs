//! The `trongtai` command line.
//!
//! Exit codes are listed once, in [`exit`].

mod adjudicate_cmd;
mod coverage_cmd;
mod desk;
mod docs_cmd;
mod exit;
mod help;
mod impact_cmd;
mod json;
mod lang;
mod library;
mod man_cmd;
mod output;
mod output_file;
mod pairings_cmd;
mod position_cmd;
mod replay_cmd;
mod rulebook_arg;
mod rules_cmd;

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

/// Laws of chess and xiangqi as data, and the arbiter that applies them.
#[derive(Debug, Parser)]
#[command(
    name = "trongtai",
    version = env!("TRONGTAI_VERSION"),
    about,
    after_help = "Exit codes: 0 success; 1 a check found problems (a rule file does not validate, a verdict differs) or checked nothing; 2 bad command line (also a value beyond its limit, a date that is not one); 3 bad input (a file that cannot be read, a rule file, FEN, move or number that does not read), with a one-line located message."
)]
struct Cli {
    /// The language of what is written for people (reports, errors): `vi` or `en`. Default:
    /// the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`: `vi_VN.UTF-8` speaks Vietnamese),
    /// else English. JSON keeps codes. `docs` writes only this language's pages when it is given.
    #[arg(long, global = true, value_enum)]
    lang: Option<lang::LangArg>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print the legal moves of a position, sorted, on one line (chess in UCI, xiangqi in
    /// Fairy-Stockfish coordinates).
    Moves(position_cmd::MovesArgs),
    /// Count the leaves of the move tree (perft); the count is on the last line.
    Perft(position_cmd::PerftArgs),
    /// Tell whether a position is ongoing, checkmate, stalemate or a drawn ending, with the
    /// result the rulebook gives and the articles applied.
    Status(position_cmd::StatusArgs),
    /// Replay scenario files through the arbiter and compare their verdicts.
    Replay(replay_cmd::ReplayArgs),
    /// Check, show and describe rulebooks.
    #[command(subcommand)]
    Rules(rules_cmd::RulesCmd),
    /// Print the Berger round-robin table (or a seeded knock-out bracket) for a number of players.
    Pairings(pairings_cmd::PairingsArgs),
    /// Per rulebook, every article of the law with the scenarios that cite it, and the
    /// machine-checkable articles neither covered nor excluded (exit 1 if there are any).
    Coverage(coverage_cmd::CoverageArgs),
    /// Replay game archives (chess PGN, xiangqi ICCS PGN or JSON lines) under a rulebook: the
    /// first illegal move, whether the recorded result agrees with the final position, and the
    /// draw claims that became available.
    Adjudicate(adjudicate_cmd::AdjudicateArgs),
    /// What a rule change would change: run a base and a candidate rulebook over the scenario
    /// library and game archives, and report the changed values, the transition matrix of
    /// rulings, every changed verdict with its diff, and a receipt of the inputs' hashes.
    Impact(impact_cmd::ImpactArgs),
    /// Write the reference site (HTML and Markdown, Vietnamese and English) of rulebooks,
    /// shipped or your own files, from the binary alone.
    Docs(docs_cmd::DocsArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell) to standard
    /// output, e.g. `trongtai completions bash > /etc/bash_completion.d/trongtai`.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print a manual page (roff) to standard output: the command's (`trongtai man >
    /// trongtai.1`) or a subcommand's (`trongtai man rules show`); with `--out DIR`, write the
    /// pages of the command and of every subcommand into DIR (`trongtai-replay.1`, …).
    Man {
        /// The subcommand whose page is printed (`replay`, `rules show`).
        command: Vec<String>,
        /// Write every page into this directory instead (created if missing; only trongtai's
        /// own pages are replaced, and a file of a page's name that is not one is refused).
        #[arg(long, value_name = "DIR", conflicts_with = "command")]
        out: Option<std::path::PathBuf>,
    },
    /// Print the JSON Schema of a command's JSON output (`replay`, `adjudicate`, `impact`, `pairings`,
    /// `rules` for `rules show --format json`), as committed under `schemas/`.
    Schema {
        /// Which output.
        #[arg(value_parser = ["replay", "adjudicate", "impact", "pairings", "rules"])]
        name: String,
    },
}

fn main() -> ExitCode {
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // The language asked for, before the command line is read: its value parsers say their
    // refusals in it.
    let early = lang::asked(&argv);
    trongtai_i18n::set_lang(early);
    // `--help` and every text of the command line in that language, from the catalogues.
    let command = help::localized(Cli::command(), early);
    let cli = match command
        .try_get_matches_from(&argv)
        .and_then(|m| Cli::from_arg_matches(&m))
    {
        Ok(cli) => cli,
        Err(err) => {
            match lang::command_line_error(&err, early) {
                Some(text) => {
                    crate::say!("{text}");
                    return ExitCode::from(2);
                }
                // Help and version, printed as clap prints them.
                None => err.exit(),
            }
        }
    };
    let asked = cli.lang.map(trongtai_i18n::Lang::from);
    let lang = asked.unwrap_or_else(trongtai_i18n::Lang::from_env);
    trongtai_i18n::set_lang(lang);
    let result = match cli.command {
        Command::Moves(args) => position_cmd::moves(args),
        Command::Perft(args) => position_cmd::perft(args),
        Command::Status(args) => position_cmd::status(args),
        Command::Replay(args) => replay_cmd::run(args),
        Command::Rules(cmd) => rules_cmd::run(cmd, lang),
        Command::Pairings(args) => pairings_cmd::run(args),
        Command::Coverage(args) => coverage_cmd::run(args),
        Command::Adjudicate(args) => adjudicate_cmd::run(args),
        Command::Impact(args) => impact_cmd::run(args, lang),
        Command::Docs(args) => docs_cmd::run(args, asked),
        Command::Completions { shell } => {
            // Generated in memory first: clap_complete panics on a write that fails.
            let mut script = Vec::new();
            clap_complete::generate(
                shell,
                &mut help::localized(Cli::command(), lang),
                "trongtai",
                &mut script,
            );
            output::print_all(&script)
        }
        Command::Man { command, out } => {
            // The pages of the commands, not of the `help` subcommand clap adds.
            let cmd = help::localized(Cli::command().disable_help_subcommand(true), lang);
            man_cmd::run(cmd, &command, out.as_deref())
        }
        Command::Schema { name } => match json::schemas().into_iter().find(|(n, _)| *n == name) {
            Some((_, text)) => output::print_all(text.as_bytes()),
            None => Err(exit::Usage(trongtai_i18n::say(
                lang,
                &trongtai_i18n::msg::CliUnknownSchema { name: &name },
            ))
            .into()),
        },
    };
    match result {
        Ok(code) => ExitCode::from(code),
        // The reader of standard output went away (`| head`): it asked for no more.
        Err(err) if output::is_broken_pipe(&err) => ExitCode::from(exit::SUCCESS),
        // A command used wrongly (exit 2) or that failed (exit 1), said the same way.
        Err(err) => {
            crate::say!(
                "{}",
                output::clean(&trongtai_i18n::say(
                    lang,
                    &trongtai_i18n::msg::CliError {
                        message: &format!("{err:#}")
                    }
                ))
            );
            match err.downcast_ref::<exit::Usage>() {
                Some(_) => ExitCode::from(exit::USAGE),
                None => ExitCode::from(exit::FAILURE),
            }
        }
    }
}
