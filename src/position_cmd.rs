//! `moves`, `perft` and `status`: the interpreter on single positions.

use std::io::Write;

use anyhow::{anyhow, Context};
use clap::Args;
use trongtai_engine::GamePosition;
use trongtai_i18n::{lang, msg, say, Message};
use trongtai_notation::lines::{Line, LineReader};
use trongtai_notation::pgn::MAX_LINE_BYTES;

use crate::exit;
use crate::output::Output;
use trongtai::{load, Loaded};

/// Arguments of `trongtai moves`.
#[derive(Debug, Args)]
pub struct MovesArgs {
    /// Rulebook id (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`) or path to a rule file.
    #[arg(long, value_parser = crate::rulebook_arg::RulebookArg, hide_possible_values = true)]
    rules: String,
    /// The position, in FEN (xiangqi as Fairy-Stockfish writes it).
    #[arg(long, required_unless_present = "batch", conflicts_with = "batch")]
    fen: Option<String>,
    /// Read one FEN per line on standard input and print one line of moves per FEN.
    #[arg(long)]
    batch: bool,
}

/// Arguments of `trongtai perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Rulebook id or path to a rule file.
    #[arg(long, value_parser = crate::rulebook_arg::RulebookArg, hide_possible_values = true)]
    rules: String,
    /// The position, in FEN; the game's initial position if left out.
    #[arg(long)]
    fen: Option<String>,
    /// How many plies deep to count (at most 64, see the Limits section of README.md).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=i64::from(trongtai_engine::perft::MAX_PERFT_DEPTH)))]
    depth: u32,
    /// Also print the count below each first move.
    #[arg(long)]
    divide: bool,
}

/// Arguments of `trongtai status`.
#[derive(Debug, Args)]
pub struct StatusArgs {
    /// Rulebook id or path to a rule file.
    #[arg(long, value_parser = crate::rulebook_arg::RulebookArg, hide_possible_values = true)]
    rules: String,
    /// The position, in FEN.
    #[arg(long)]
    fen: String,
}

fn position(loaded: &Loaded, fen: &str) -> anyhow::Result<GamePosition> {
    loaded.game.parse_fen(fen).map_err(|e| {
        anyhow!(msg::CliBadFen {
            fen: &trongtai_rulebook::error::shown(fen),
            error: &e.text()
        }
        .text())
    })
}

/// The rulebook of `--rules`, with the catalogues its federation ships beside it.
fn rulebook(rules: &str) -> anyhow::Result<Loaded> {
    let loaded = load(rules)?;
    crate::lang::federation(&loaded.rules)?;
    Ok(loaded)
}

/// `trongtai moves`: the legal moves, sorted, on one line.
pub fn moves(args: MovesArgs) -> anyhow::Result<u8> {
    let loaded = rulebook(&args.rules)?;
    let mut out = Output::stdout();
    if args.batch {
        // One output line per input line: a line that is blank, not UTF-8, too long or not a
        // FEN gives an `error:` line in its place and the batch goes on; exit 3 at the end if
        // there was one.
        let mut lines = LineReader::new(std::io::stdin().lock(), MAX_LINE_BYTES);
        let mut buf = Vec::new();
        let mut failed = false;
        loop {
            let read = lines.read(&mut buf).context(msg::CliReadingStdin.text())?;
            let n = lines.number();
            let answer = match read {
                Line::End => break,
                Line::TooLong => Err(msg::CliStdinTooLong {
                    line: n as u64,
                    max: MAX_LINE_BYTES as u64,
                }
                .text()),
                Line::Text => match std::str::from_utf8(&buf) {
                    Err(e) => Err(msg::CliStdinNotUtf8 {
                        line: n as u64,
                        byte: e.valid_up_to() as u64 + 1,
                    }
                    .text()),
                    Ok(text) => match text.trim() {
                        "" => Err(msg::CliStdinBlank { line: n as u64 }.text()),
                        fen => loaded
                            .game
                            .parse_fen(fen)
                            .map(|pos| loaded.game.legal_move_texts(&pos).join(" "))
                            .map_err(|e| {
                                msg::CliStdinFen {
                                    line: n as u64,
                                    fen: &trongtai_rulebook::error::shown(fen),
                                    error: &e.text(),
                                }
                                .text()
                            }),
                    },
                },
            };
            match answer {
                Ok(moves) => writeln!(out, "{moves}")?,
                Err(message) => {
                    failed = true;
                    let line = crate::output::clean(&say(
                        lang(),
                        &msg::CliError {
                            message: &message.to_string(),
                        },
                    ));
                    writeln!(out, "{line}")?;
                    crate::say!("{line}");
                }
            }
        }
        out.flush()?;
        if failed {
            return Ok(exit::FAILURE);
        }
    } else {
        let fen = args.fen.as_deref().unwrap_or_default();
        let pos = position(&loaded, fen)?;
        writeln!(out, "{}", loaded.game.legal_move_texts(&pos).join(" "))?;
    }
    out.flush()?;
    Ok(exit::SUCCESS)
}

/// `trongtai perft`: the node count on the last line.
pub fn perft(args: PerftArgs) -> anyhow::Result<u8> {
    let loaded = rulebook(&args.rules)?;
    let pos = match &args.fen {
        Some(fen) => position(&loaded, fen)?,
        None => loaded.game.start().map_err(|e| {
            anyhow!(msg::CliStartPosition {
                file: loaded.rules.game_file().path(),
                error: &e.text(),
            }
            .text())
        })?,
    };
    let mut out = Output::stdout();
    if args.divide && args.depth > 0 {
        // Each first move's line is written (and flushed) as soon as it is counted, and a
        // write that fails (`| head -1`, `> /dev/full`) stops the count there.
        let mut total = 0u64;
        let mut failed = None;
        loaded.game.divide_each(&pos, args.depth, |m, n| {
            total = total.saturating_add(n);
            match writeln!(out, "{m}: {n}").and_then(|()| out.flush()) {
                Ok(()) => true,
                Err(e) => {
                    failed = Some(e);
                    false
                }
            }
        });
        if let Some(e) = failed {
            return Err(e.into());
        }
        writeln!(out)?;
        writeln!(out, "{total}")?;
    } else {
        writeln!(out, "{}", loaded.game.perft(&pos, args.depth))?;
    }
    out.flush()?;
    Ok(exit::SUCCESS)
}

/// `trongtai status`: the state of the position, the result and the articles.
pub fn status(args: StatusArgs) -> anyhow::Result<u8> {
    let loaded = rulebook(&args.rules)?;
    let pos = position(&loaded, &args.fen)?;
    let s = trongtai_engine::status(&loaded.game, &pos, loaded.rules.end()).map_err(|e| {
        anyhow!(msg::CliInRulebook {
            id: loaded.rules.id(),
            error: &e.text(),
        }
        .text())
    })?;
    let mut out = Output::stdout();
    // The state in words (in English, the state's name, as scripts read it).
    let state = s.state.said();
    match &s.article {
        Some(article) => writeln!(
            out,
            "{}",
            say(
                lang(),
                &msg::StatusDecided {
                    state: &state,
                    result: s.result,
                    document: &loaded.rules.law().document,
                    article,
                }
            )
        )?,
        None => writeln!(
            out,
            "{}",
            say(
                lang(),
                &msg::StatusUndecided {
                    state: &state,
                    result: s.result,
                }
            )
        )?,
    }
    out.flush()?;
    Ok(exit::SUCCESS)
}
