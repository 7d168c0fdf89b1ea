//! Machine-readable output as a contract: the JSON that `replay --json`, `adjudicate --json`,
//! `rules show --format json`, `impact --format json` and `pairings --format json` print is built
//! from these types (and [`trongtai_impact`]'s `Impact`), whose JSON Schemas (`trongtai schema
//! <name>`) are committed under `schemas/` and checked against real output by
//! `tests/cli/output_schemas.rs`.
//!
//! The command line, the Python package (`crates/python`) and the WebAssembly package
//! (`crates/desk`) all write their JSON with these types, so that a field has one name
//! everywhere: a dict of `Rulebook.adjudicate` in Python is a line of `adjudicate --json`.
//!
//! Field names are snake_case throughout, and so are the enumerated values this module names
//! (`not_checked`, `move_count`); the arbiter's own names (`Checkmate`, `LateArrival`) stay as
//! the rule and scenario files write them. Every object a command prints at the top level
//! carries `schema_version`, raised when a field changes meaning or goes away. Adding the schema
//! of another command's output is one line in [`schemas`].

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;
use trongtai_arbiter::{ClaimableKind, GameResult, NamedPenalty, Reason, ResultCheck, Ruling};
use trongtai_archive::{GameReport, Summary};
use trongtai_rulebook::Rulebook;
use trongtai_scenario::Outcome;

/// The version of the output schemas.
pub const SCHEMA_VERSION: u32 = 1;

/// `(name, schema)` of every committed output schema made from this crate's types (the command
/// adds `impact`'s, whose type is the impact crate's).
pub fn schemas() -> Vec<(&'static str, String)> {
    vec![
        ("replay", pretty(schemars::schema_for!(ReplayLine))),
        ("adjudicate", pretty(schemars::schema_for!(AdjudicateLine))),
        ("rules", pretty(schemars::schema_for!(RulesJson))),
        ("pairings", pretty(schemars::schema_for!(Pairings))),
    ]
}

/// A schema as committed: pretty JSON and a final newline.
pub fn pretty(schema: schemars::Schema) -> String {
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
    /// The rulings made, in order: the event (from 0), the article, the sentence in English
    /// (`text`, the sides by name) and the ruling typed (`said`: its kind in kebab-case with its
    /// data; the sides `first` and `second` in the game definition's order, times in
    /// milliseconds).
    pub rulings: Vec<Ruling>,
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

impl ReplayVerdict {
    /// The verdict of scenario `id` in `outcome`, with the points of its result (see
    /// [`Scorings::points`]).
    pub fn of(id: &str, outcome: &Outcome, points: Option<[String; 2]>) -> Self {
        let v = &outcome.verdict;
        let clocks = v.clocks.map(|(a, b)| {
            [(outcome.sides[0].clone(), a), (outcome.sides[1].clone(), b)]
                .into_iter()
                .collect()
        });
        ReplayVerdict {
            schema_version: SCHEMA_VERSION,
            id: id.to_owned(),
            rules: outcome.rules.clone(),
            result: v.result,
            reason: v.reason,
            articles: v.articles.clone(),
            penalties: v.penalties.iter().map(|p| p.named(outcome.side_names())).collect(),
            rulings: v.rulings.clone(),
            clocks,
            fen: v.fen.clone(),
            points,
            passed: outcome.compared.then_some(outcome.passed),
        }
    }
}

impl ReplayError {
    /// Why scenario `id` could not run.
    pub fn of(id: &str, error: &dyn std::fmt::Display) -> Self {
        ReplayError {
            schema_version: SCHEMA_VERSION,
            id: id.to_owned(),
            error: error.to_string(),
        }
    }
}

/// The competition scoring of rulebooks, read once per rulebook: the points of a verdict's
/// result in `replay --json`.
#[derive(Debug, Default)]
pub struct Scorings {
    by_rulebook: BTreeMap<String, Option<trongtai_tournament::Scoring>>,
}

impl Scorings {
    /// No scoring read yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The points each side scores for `result` under the shipped rulebook `rules`'s
    /// `ends.scoring`, where the law sets points (`None` for a rulebook without scoring, one
    /// that is not shipped, or a result that scores nothing).
    pub fn points(&mut self, rules: &str, result: &str) -> Option<[String; 2]> {
        let scoring = self.by_rulebook.entry(rules.to_owned()).or_insert_with(|| {
            let rulebook = Rulebook::load(&trongtai_rulebook::Library::shipped(), rules).ok()?;
            trongtai_tournament::Scoring::of(&rulebook).ok()
        });
        let result: trongtai_tournament::GameResult = result.parse().ok()?;
        let (a, b) = result.points(scoring.as_ref()?);
        Some([a.to_string(), b.to_string()])
    }
}

/// `trongtai rules show --format json`: the resolved values of a rulebook, each with its article
/// and the file that set it (the rulebook's provenance).
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RulesJson {
    /// The version of this schema.
    pub schema_version: u32,
    /// The rulebook id.
    pub id: String,
    /// Its version.
    pub version: String,
    /// The game it is a rulebook of (`chess`, `xiangqi`).
    pub game: String,
    /// The date its local regulations were resolved on, if one was given.
    pub on: Option<String>,
    /// The law it applies (the document's name).
    pub law: String,
    /// The rule files of its `extends` chain, the rulebook's own first.
    pub files: Vec<String>,
    /// Every value, in the order the rule files give them.
    pub values: Vec<RuleValueJson>,
}

/// One resolved value of a rulebook.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RuleValueJson {
    /// Its dotted path (`end.stalemate`, `clock.time_controls.standard`).
    pub path: String,
    /// The value as a rule file writes it (RON).
    pub value: String,
    /// The article that fixes it, if any.
    pub article: Option<String>,
    /// Where the value is a reading, not the text's words: what was chosen and why.
    pub reading: Option<String>,
    /// The note explaining it, if any.
    pub note: Option<String>,
    /// The file that set it.
    pub file: String,
    /// The first day it is in force, where known.
    pub from: Option<String>,
    /// The last day it is in force, where it has one.
    pub until: Option<String>,
    /// Whether a local regulation set it.
    pub local: bool,
    /// For a value a local regulation changed: the national value it replaces.
    pub national: Option<String>,
}

impl RulesJson {
    /// The values of `book`.
    pub fn of(book: &Rulebook) -> Self {
        RulesJson {
            schema_version: SCHEMA_VERSION,
            id: book.id().to_owned(),
            version: book.version().to_owned(),
            game: book.game().id.clone(),
            on: book.on().map(str::to_owned),
            law: book.law().document.clone(),
            files: book.files().iter().map(|f| f.path().to_owned()).collect(),
            values: book
                .provenance()
                .map(|e| RuleValueJson {
                    path: e.path.clone(),
                    value: e.value.clone(),
                    article: e.article.clone(),
                    reading: e.reading.clone(),
                    note: e.note.clone(),
                    file: e.file.clone(),
                    from: e.from.clone(),
                    until: e.until.clone(),
                    local: e.local,
                    national: e.national.as_ref().map(|n| n.value.clone()),
                })
                .collect(),
        }
    }
}

/// The state of one position under a rulebook, as `trongtai status` says it: the bindings'
/// `status(fen)`.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StatusJson {
    /// `ongoing`, `checkmate`, `stalemate` or `drawn-ending`.
    pub state: String,
    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    pub result: String,
    /// The law applied (the document's name).
    pub law: String,
    /// The article applied (none while the game goes on).
    pub article: Option<String>,
    /// The id of the drawn ending that matched, if any.
    pub ending: Option<String>,
}

impl StatusJson {
    /// The status of a position under `book`.
    pub fn of(book: &Rulebook, status: &trongtai_engine::Status) -> Self {
        StatusJson {
            state: status.state.name().to_owned(),
            result: status.result.to_owned(),
            law: book.law().document.clone(),
            article: status.article.clone(),
            ending: status.ending.clone(),
        }
    }
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

/// One line of `trongtai adjudicate --json`: a game's report, or the summary that ends the
/// output.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum AdjudicateLine {
    /// One game.
    Game(Box<AdjudicateGame>),
    /// The totals, last.
    Summary(AdjudicateSummary),
}

/// The adjudication of one archive game.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AdjudicateGame {
    /// The version of this schema.
    pub schema_version: u32,
    /// The archive file, as named on the command line (`-` for standard input).
    pub file: String,
    /// The number of the game in its file, from 1.
    pub game: u64,
    /// `White - Black` (or `Red - Black`), from the game's tags.
    pub players: String,
    /// Plies read and played.
    pub plies: u64,
    /// The first illegal or unreadable move, if any.
    pub illegal: Option<IllegalJson>,
    /// Why the whole game could not be read (a PGN or JSON error, a bad FEN), if so.
    pub unreadable: Option<String>,
    /// The recorded result (`1-0`, `0-1`, `1/2-1/2`), if any.
    pub recorded: Option<String>,
    /// The final position's state (`checkmate`, `stalemate`, `ongoing`, a drawn ending), when
    /// the game was replayed to its end.
    pub final_state: Option<String>,
    /// The result the board gives, when the final position decides the game.
    pub board_result: Option<String>,
    /// How the recorded result compares with the final position.
    pub verdict: VerdictJson,
    /// The comparison in words.
    pub message: String,
    /// The draw claims that became available, in order.
    pub claims: Vec<ClaimJson>,
    /// The rulebook the game was judged under, where `--by-tags` picked it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
}

/// The first illegal or unreadable move of a game.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IllegalJson {
    /// The ply, from 1.
    pub ply: u64,
    /// The move number as PGN writes it (`12.` or `12...`).
    pub number: String,
    /// The move as written.
    pub text: String,
    /// Why it was refused.
    pub error: String,
}

/// How a recorded result compares with the final position.
#[derive(Debug, Clone, Copy, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum VerdictJson {
    /// The final position decides the game, as recorded.
    Agrees,
    /// The final position decides the game otherwise than recorded.
    Disagrees,
    /// The final position decides nothing: the result came off the board.
    Undecided,
    /// No result is recorded.
    Unrecorded,
    /// The game could not be replayed to its end.
    NotChecked,
}

impl From<ResultCheck> for VerdictJson {
    fn from(v: ResultCheck) -> Self {
        match v {
            ResultCheck::Agrees => VerdictJson::Agrees,
            ResultCheck::Disagrees => VerdictJson::Disagrees,
            ResultCheck::Undecided => VerdictJson::Undecided,
            ResultCheck::Unrecorded => VerdictJson::Unrecorded,
            ResultCheck::NotChecked => VerdictJson::NotChecked,
        }
    }
}

/// A draw claim that became available in a game.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimJson {
    /// Its kind.
    pub kind: ClaimKindJson,
    /// Its name in words (`threefold repetition`, `50-move rule`).
    pub name: String,
    /// The ply (from 1) after which it became available.
    pub ply: u64,
    /// The move that made it available (`4... Ng8`).
    #[serde(rename = "move")]
    pub at: String,
    /// The article (clause) applied.
    pub article: String,
    /// Whether the law decides by itself (no claim is needed).
    pub automatic: bool,
}

/// The kinds of draw claim.
#[derive(Debug, Clone, Copy, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ClaimKindJson {
    /// A repetition of position.
    Repetition,
    /// The n-move rule.
    MoveCount,
    /// Perpetual check.
    PerpetualCheck,
    /// A drawn ending (dead position).
    DrawnEnding,
    /// Perpetual chase.
    PerpetualChase,
}

impl From<ClaimableKind> for ClaimKindJson {
    fn from(k: ClaimableKind) -> Self {
        match k {
            ClaimableKind::Repetition => ClaimKindJson::Repetition,
            ClaimableKind::MoveCount => ClaimKindJson::MoveCount,
            ClaimableKind::PerpetualCheck => ClaimKindJson::PerpetualCheck,
            ClaimableKind::DrawnEnding => ClaimKindJson::DrawnEnding,
            ClaimableKind::PerpetualChase => ClaimKindJson::PerpetualChase,
        }
    }
}

impl AdjudicateGame {
    /// The report of a game, its file named `file`.
    pub fn new(r: &GameReport, file: &str) -> Self {
        AdjudicateGame {
            schema_version: SCHEMA_VERSION,
            file: file.to_owned(),
            game: r.number as u64,
            players: r.players.clone(),
            plies: r.plies as u64,
            illegal: r.illegal.as_ref().map(|i| IllegalJson {
                ply: i.ply as u64,
                number: i.number.clone(),
                text: i.text.clone(),
                error: trongtai_i18n::record_text(&i.error),
            }),
            // The record's English, whatever language the text report speaks.
            unreadable: r.unreadable.as_ref().map(trongtai_i18n::record_text),
            recorded: r.recorded.clone(),
            final_state: r.state.map(str::to_owned),
            board_result: r.board_result.map(str::to_owned),
            verdict: r.verdict.into(),
            message: trongtai_i18n::record_text(&r.message),
            claims: r
                .claims
                .iter()
                .map(|c| ClaimJson {
                    kind: c.claim.kind().into(),
                    name: c.name.clone(),
                    ply: c.claim.ply as u64,
                    at: c.at.clone(),
                    article: c.claim.article.clone(),
                    automatic: c.claim.automatic,
                })
                .collect(),
            rules: None,
        }
    }
}

/// The last line of `trongtai adjudicate --json`.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AdjudicateSummary {
    /// The version of this schema.
    pub schema_version: u32,
    /// The totals.
    pub summary: Summary,
}

impl AdjudicateSummary {
    /// The summary line of a run.
    pub fn new(s: &Summary) -> Self {
        AdjudicateSummary {
            schema_version: SCHEMA_VERSION,
            summary: s.clone(),
        }
    }
}

/// One JSON line (no newline).
pub fn line<T: Serialize>(value: &T) -> Result<String, serde_json::Error> {
    serde_json::to_string(value)
}
