//! The `trongtai` command line.
//!
//! Exit codes are listed once, in [`exit`].

mod adjudicate_cmd;
mod coverage_cmd;
mod exit;
mod impact_cmd;
mod load;
mod output;
mod pairings_cmd;
mod position_cmd;
mod replay_cmd;
mod rules_cmd;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Laws of chess and xiangqi as data, and the arbiter that applies them.
#[derive(Debug, Parser)]
#[command(name = "trongtai", version, about)]
struct Cli {
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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Moves(args) => position_cmd::moves(args),
        Command::Perft(args) => position_cmd::perft(args),
        Command::Status(args) => position_cmd::status(args),
        Command::Replay(args) => replay_cmd::run(args),
        Command::Rules(cmd) => rules_cmd::run(cmd),
        Command::Pairings(args) => pairings_cmd::run(args),
        Command::Coverage(args) => coverage_cmd::run(args),
        Command::Adjudicate(args) => adjudicate_cmd::run(args),
        Command::Impact(args) => impact_cmd::run(args),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::from(exit::FAILURE)
        }
    }
}
