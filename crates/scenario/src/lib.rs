//! Arbiter scenarios: files under `scenarios/<rulebook>/…/<name>.ron` that give a rulebook, a
//! set-up, an event log and the verdict the law requires; running one replays it through the
//! arbiter and compares.

mod bless;
mod carried;
pub mod coverage;
mod model;
mod run;
mod syntax;

pub use carried::{load_rule_text, stem};
pub use model::{EmbeddedRules, Expect, Overrides, Scenario};
pub use run::{
    bless, check, diff, family_root, find, load, parse, render, text_diff, verdict_diff, Outcome, Runner, ScenarioError,
};
