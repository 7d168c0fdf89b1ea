//! `trongtai pairings`: the Berger round-robin table (or a seeded knock-out bracket) for a number
//! of players, as the older Vietnamese chess law prints its tables.
//!
//! Text: one line per round, `Round 1: 1-(8) 2-7 3-6 4-5`, the first-named player with White
//! (Berger convention; the law does not say) and the bye number in parentheses, as the law prints
//! it. Markdown: a table like the law's, one row per round and one column per board. JSON: the
//! same rounds as objects.

use std::fmt::Write as _;

use anyhow::Context;
use clap::{Args, ValueEnum};
use trongtai_i18n::{lang, msg, say, Message};
use trongtai_tournament::{Knockout, RoundRobin, Slot};

use crate::json::{
    BoardJson, KnockoutBoardJson, KnockoutJson, KnockoutRoundJson, Pairings, RoundJson, RoundRobinJson, SlotJson,
    SCHEMA_VERSION,
};

/// Output formats of `trongtai pairings`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One line per round.
    Text,
    /// A table like the law's.
    Markdown,
    /// A JSON object.
    Json,
}

/// Arguments of `trongtai pairings`.
#[derive(Debug, Args)]
pub struct PairingsArgs {
    /// Number of players (2 to 1000); an odd field gets a bye number, as in the law's tables.
    #[arg(long, value_parser = players)]
    players: u32,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// A seeded knock-out bracket instead of a round robin (byes to the top seeds; seeds 1 and 2
    /// can only meet in the final).
    #[arg(long)]
    knockout: bool,
}

/// The rounds as rows of board labels (`"1-(8)"`), with the separator between the two names.
type Rows = Vec<(u32, Vec<String>)>;

/// Reads `--players`: 2 to [`trongtai_tournament::MAX_PLAYERS`], else a command-line error
/// (exit 2) naming the range.
fn players(text: &str) -> Result<u32, String> {
    let max = trongtai_tournament::MAX_PLAYERS;
    match text.parse::<u32>() {
        Ok(n) if (2..=max).contains(&n) => Ok(n),
        _ => Err(say(
            lang(),
            &msg::CliNotAPlayerCount {
                text,
                max: u64::from(max),
            },
        )),
    }
}

/// Prints the table.
pub fn run(args: PairingsArgs) -> anyhow::Result<u8> {
    let players = args.players;
    let context = || {
        msg::CliPlayers {
            players: u64::from(players),
        }
        .text()
    };
    let text = if args.knockout {
        let bracket = Knockout::seeded(players).with_context(context)?;
        match args.format {
            Format::Json => json_text(&knockout_json(&bracket))?,
            Format::Text => text_rows(&knockout_rows(&bracket, "-")),
            Format::Markdown => {
                let mut out = markdown_rows(&knockout_rows(&bracket, " - "));
                let note = if bracket.byes() == 0 {
                    say(lang(), &msg::PairingsKnockoutNote)
                } else {
                    say(
                        lang(),
                        &msg::PairingsKnockoutByesNote {
                            players: u64::from(players),
                            bracket: u64::from(bracket.bracket_size()),
                        },
                    )
                };
                let _ = writeln!(out, "\n{note}");
                out
            }
        }
    } else {
        let table = RoundRobin::berger(players).with_context(context)?;
        match args.format {
            Format::Json => json_text(&round_robin_json(&table))?,
            Format::Text => text_rows(&round_robin_rows(&table, "-")),
            Format::Markdown => {
                let mut out = markdown_rows(&round_robin_rows(&table, " - "));
                let note = match table.dummy() {
                    Some(dummy) => say(
                        lang(),
                        &msg::PairingsByeNote {
                            players: u64::from(players),
                            dummy: u64::from(dummy),
                        },
                    ),
                    None => say(lang(), &msg::PairingsWhiteNote),
                };
                let _ = writeln!(out, "\n{note}");
                out
            }
        }
    };
    crate::output::print_all(text.as_bytes())
}

fn round_robin_rows(table: &RoundRobin, separator: &str) -> Rows {
    let name = |n: u32| match table.dummy() {
        Some(dummy) if dummy == n => format!("({n})"),
        _ => n.to_string(),
    };
    table
        .rounds()
        .iter()
        .map(|round| {
            let boards = round
                .boards
                .iter()
                .map(|p| format!("{}{separator}{}", name(p.white), name(p.black)))
                .collect();
            (round.number, boards)
        })
        .collect()
}

fn slot_name(slot: Slot) -> String {
    match slot {
        Slot::Seed(n) => n.to_string(),
        Slot::Bye(n) => format!("({n})"),
        Slot::Winner(board) => format!("W{board}"),
    }
}

fn knockout_rows(bracket: &Knockout, separator: &str) -> Rows {
    bracket
        .rounds()
        .iter()
        .map(|round| {
            let boards = round
                .boards
                .iter()
                .map(|&(top, bottom)| format!("{}{separator}{}", slot_name(top), slot_name(bottom)))
                .collect();
            (round.number, boards)
        })
        .collect()
}

fn text_rows(rows: &Rows) -> String {
    let mut out = String::new();
    for (number, boards) in rows {
        let _ = writeln!(
            out,
            "{}",
            say(
                lang(),
                &msg::PairingsRound {
                    round: u64::from(*number),
                    boards: &boards.join(" "),
                }
            )
        );
    }
    out
}

fn markdown_rows(rows: &Rows) -> String {
    let columns = rows.iter().map(|(_, boards)| boards.len()).max().unwrap_or(0);
    let mut out = format!("| {} |", say(lang(), &msg::PairingsRoundHead));
    for board in 1..=columns {
        let _ = write!(
            out,
            " {} |",
            say(lang(), &msg::PairingsBoardHead { board: board as u64 })
        );
    }
    out.push_str("\n| --- |");
    out.push_str(&" --- |".repeat(columns));
    out.push('\n');
    for (number, boards) in rows {
        let _ = write!(out, "| {number} |");
        for board in 0..columns {
            match boards.get(board) {
                Some(label) => {
                    let _ = write!(out, " {label} |");
                }
                None => out.push_str(" |"),
            }
        }
        out.push('\n');
    }
    out
}

fn round_robin_json(table: &RoundRobin) -> Pairings {
    Pairings::RoundRobin(RoundRobinJson {
        schema_version: SCHEMA_VERSION,
        system: "berger".into(),
        players: table.players(),
        dummy: table.dummy(),
        rounds: table
            .rounds()
            .iter()
            .map(|round| RoundJson {
                round: round.number,
                bye: round.bye,
                boards: round
                    .boards
                    .iter()
                    .zip(1..)
                    .map(|(p, board)| BoardJson {
                        board,
                        white: p.white,
                        black: p.black,
                    })
                    .collect(),
            })
            .collect(),
    })
}

fn slot_json(slot: Slot) -> SlotJson {
    match slot {
        Slot::Seed(n) => SlotJson::Seed(n),
        Slot::Bye(n) => SlotJson::Bye(n),
        Slot::Winner(board) => SlotJson::WinnerOfBoard(board),
    }
}

fn knockout_json(bracket: &Knockout) -> Pairings {
    Pairings::Knockout(KnockoutJson {
        schema_version: SCHEMA_VERSION,
        system: "knockout".into(),
        players: bracket.players(),
        bracket: bracket.bracket_size(),
        bye_seeds: bracket.bye_seeds(),
        rounds: bracket
            .rounds()
            .iter()
            .map(|round| KnockoutRoundJson {
                round: round.number,
                boards: round
                    .boards
                    .iter()
                    .zip(1..)
                    .map(|(&(top, bottom), board)| KnockoutBoardJson {
                        board,
                        top: slot_json(top),
                        bottom: slot_json(bottom),
                    })
                    .collect(),
            })
            .collect(),
    })
}

fn json_text(value: &Pairings) -> anyhow::Result<String> {
    Ok(serde_json::to_string_pretty(value)? + "\n")
}
