//! Machine-readable output as a contract: the JSON that `replay --json` and `pairings --format
//! json` print is built from these types, whose JSON Schemas (`trongtai schema <name>`) are
//! committed under `schemas/` and checked against real output by `tests/output_schemas.rs`.
//!
//! Field names are snake_case throughout; every object a command prints at the top level
//! carries `schema_version`, raised when a field changes meaning or goes away. Adding the schema
//! of another command's output is one line in [`schemas`].

use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;
use trongtai_arbiter::{GameResult, NamedPenalty, Reason};

/// The version of the output schemas.
pub const SCHEMA_VERSION: u32 = 1;

/// `(name, schema)` of every committed output schema.
pub fn schemas() -> Vec<(&'static str, String)> {
    vec![
        ("replay", pretty(schemars::schema_for!(ReplayLine))),
        ("pairings", pretty(schemars::schema_for!(Pairings))),
    ]
}

fn pretty(schema: schemars::Schema) -> String {
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    text.push('\n');
    text
}

/// One line of `trongtai replay --json`: a scenario's verdict under one rulebook, or why it
/// could not run.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum ReplayLine {
    /// The verdict.
    Verdict(ReplayVerdict),
    /// The scenario could not be read or run.
    Error(ReplayError),
}

/// A scenario's verdict under one rulebook.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReplayVerdict {
    /// The version of this schema.
    pub schema_version: u32,
    /// The scenario file.
    pub id: String,
    /// The rulebook it ran under.
    pub rules: String,
    /// `1-0`, `0-1`, `1/2-1/2`, `0-0` (both lose) or `*` (game goes on).
    #[schemars(with = "String")]
    pub result: GameResult,
    /// Why, as the arbiter names it (`Checkmate`, `LateArrival`, …).
    #[schemars(with = "String")]
    pub reason: Reason,
    /// The articles applied, in the order applied.
    pub articles: Vec<String>,
    /// Penalties given on the way, each with its article.
    #[schemars(with = "Vec<Value>")]
    pub penalties: Vec<NamedPenalty>,
    /// The clocks at the end, in milliseconds, by side name.
    pub clocks: Option<std::collections::BTreeMap<String, u64>>,
    /// The final position.
    pub fen: String,
    /// The points of each side under the rulebook's competition scoring, if it has one.
    pub points: Option<[String; 2]>,
    /// Whether the verdict is the one written in the scenario (`null` where the scenario was
    /// not written for this rulebook).
    pub passed: Option<bool>,
}

/// A scenario that could not be read or run.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReplayError {
    /// The version of this schema.
    pub schema_version: u32,
    /// The scenario file.
    pub id: String,
    /// The error, one located line.
    pub error: String,
}

/// `trongtai pairings --format json`: a Berger round robin or a knock-out bracket.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum Pairings {
    /// A round robin.
    RoundRobin(RoundRobinJson),
    /// A knock-out bracket.
    Knockout(KnockoutJson),
}

/// A Berger round robin.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundRobinJson {
    /// The version of this schema.
    pub schema_version: u32,
    /// Always `berger`.
    pub system: String,
    /// The number of players.
    pub players: u32,
    /// The dummy number added to an odd field (whoever meets it has a bye).
    pub dummy: Option<u32>,
    /// The rounds in order.
    pub rounds: Vec<RoundJson>,
}

/// One round of a round robin.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundJson {
    /// The round number, from 1.
    pub round: u32,
    /// The player with a bye, in an odd field.
    pub bye: Option<u32>,
    /// The boards in the law's order.
    pub boards: Vec<BoardJson>,
}

/// One board of a round robin.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardJson {
    /// The board number, from 1.
    pub board: u32,
    /// The player with White (the first side).
    pub white: u32,
    /// The player with Black (the second side).
    pub black: u32,
}

/// A seeded knock-out bracket.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KnockoutJson {
    /// The version of this schema.
    pub schema_version: u32,
    /// Always `knockout`.
    pub system: String,
    /// The number of players.
    pub players: u32,
    /// The size of the bracket (the next power of two).
    pub bracket: u32,
    /// The seeds with a bye in the first round.
    pub bye_seeds: Vec<u32>,
    /// The rounds in order.
    pub rounds: Vec<KnockoutRoundJson>,
}

/// One round of a bracket.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KnockoutRoundJson {
    /// The round number, from 1.
    pub round: u32,
    /// The boards, top of the bracket first.
    pub boards: Vec<KnockoutBoardJson>,
}

/// One board of a bracket.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KnockoutBoardJson {
    /// The board number, from 1.
    pub board: u32,
    /// The upper slot.
    pub top: SlotJson,
    /// The lower slot.
    pub bottom: SlotJson,
}

/// A slot of a bracket.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SlotJson {
    /// A player, by seed.
    Seed(u32),
    /// A bye for this seed.
    Bye(u32),
    /// The winner of a board of the previous round.
    WinnerOfBoard(u32),
}
