//! The report's model: what [`crate::compare`] finds, serialised as JSON.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use trongtai_rulebook::human::Lang;

impl Impact {
    /// Whether a scenario declared to hold under the candidate fails under it.
    pub fn broken(&self) -> bool {
        self.scenarios
            .as_ref()
            .is_some_and(|s| !s.broken_declarations.is_empty())
    }
}

/// The whole report.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Impact {
    /// The version of this schema (the output schemas' version, `trongtai schema impact`).
    pub schema_version: u32,
    /// The rulebook in force.
    pub base: BookInfo,
    /// The rulebook proposed.
    pub candidate: BookInfo,
    /// The values that differ.
    pub changed_values: Vec<ValueChange>,
    /// The scenario comparison, if scenarios were compared.
    pub scenarios: Option<Corpus>,
    /// The archive comparison, if archives were given.
    pub archives: Option<Corpus>,
    /// What the report was made from.
    pub receipt: Receipt,
}

/// A rulebook as named in the report.
#[derive(Debug, Serialize, JsonSchema)]
pub struct BookInfo {
    /// As given on the command line.
    pub spec: String,
    /// Its id.
    pub id: String,
    /// Its version.
    pub version: String,
    /// Its game.
    pub game: String,
    /// The date its local values were resolved on (none: their latest versions).
    pub on: Option<String>,
    /// Its files, the rulebook first, then what it extends.
    pub files: Vec<String>,
}

/// One value that differs between the rulebooks.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ValueChange {
    /// Dotted path (`draws.move_count`).
    pub path: String,
    /// The value under the base, if it has one.
    pub base: Option<Side>,
    /// The value under the candidate, if it has one.
    pub candidate: Option<Side>,
}

/// A value of one rulebook with its provenance.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Side {
    /// The value, as in a rule file.
    pub value: String,
    /// Its article.
    pub article: Option<String>,
    /// The file that set it.
    pub file: String,
}

/// The comparison over one corpus (scenarios or archive games).
#[derive(Debug, Default, Serialize, JsonSchema)]
pub struct Corpus {
    /// Items compared.
    pub compared: u64,
    /// Items whose verdict (or findings) differ in anything, citations included.
    pub changed: u64,
    /// Of those, the items where only the articles cited differ.
    pub articles_only: u64,
    /// Scenarios whose set-up was fitted to a rulebook that fixes a value the scenario chose as
    /// the organisers (see [`fit`]).
    pub adapted: u64,
    /// Scenarios that could not be run under one rulebook or both.
    pub not_run: u64,
    /// Why: a file that does not load, or a set-up or event one of the laws has no rule for (a
    /// time control it does not name, an irregularity), with the rulebook under which it failed.
    pub errors: Vec<String>,
    /// The same, typed: under which rulebook, and the error (the report's words in either
    /// language; JSON keeps `errors`).
    #[serde(skip)]
    pub failures: Vec<Failure>,
    /// Scenarios declared (own rulebook or `holds_for`) to hold under the candidate whose
    /// expectation fails under it.
    pub broken_declarations: Vec<String>,
    /// Base ruling → candidate ruling, with counts, sorted.
    pub transitions: Vec<Transition>,
    /// Every item whose ruling changes, sorted by name.
    pub changes: Vec<Change>,
}

/// One cell of the transition matrix.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Transition {
    /// The ruling under the base.
    pub from: String,
    /// The ruling under the candidate.
    pub to: String,
    /// How many items.
    pub count: u64,
    /// `from` in Vietnamese (the report's `--lang vi`; JSON keeps the English).
    #[serde(skip)]
    pub from_vi: String,
    /// `to` in Vietnamese.
    #[serde(skip)]
    pub to_vi: String,
}

impl Transition {
    /// The two rulings in `lang`.
    pub fn rulings(&self, lang: Lang) -> (&str, &str) {
        match lang {
            Lang::En => (&self.from, &self.to),
            Lang::Vi => (&self.from_vi, &self.to_vi),
        }
    }
}

/// One item whose ruling changes.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Change {
    /// The scenario file, or `file #n White - Black` for a game.
    pub item: String,
    /// The ruling under the base.
    pub from: String,
    /// The ruling under the candidate.
    pub to: String,
    /// Whether only the articles cited differ.
    pub articles_only: bool,
    /// For a scenario declared for the base or the candidate: whether its expectation holds
    /// under each (`null` where it is not declared).
    pub expectation_holds: Option<Holds>,
    /// How the scenario's set-up was fitted to a rulebook (see [`fit`]).
    pub notes: Vec<String>,
    /// A unified diff, base then candidate.
    pub diff: String,
    /// The rulings, notes and diff in Vietnamese (the report's `--lang vi`; JSON keeps the
    /// English).
    #[serde(skip)]
    pub vi: ChangeText,
}

/// What a [`Change`] says in words, in one language.
#[derive(Debug, Clone, Default)]
pub struct ChangeText {
    /// The ruling under the base.
    pub from: String,
    /// The ruling under the candidate.
    pub to: String,
    /// How the set-up was fitted.
    pub notes: Vec<String>,
    /// The diff.
    pub diff: String,
}

impl Change {
    /// `(from, to, notes, diff)` in `lang`.
    pub fn text(&self, lang: Lang) -> (&str, &str, &[String], &str) {
        match lang {
            Lang::En => (&self.from, &self.to, &self.notes, &self.diff),
            Lang::Vi => (&self.vi.from, &self.vi.to, &self.vi.notes, &self.vi.diff),
        }
    }
}

/// Whether a scenario's expectation holds under each rulebook (`null` where it is not declared
/// for that rulebook).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Holds {
    /// Under the base.
    pub base: Option<bool>,
    /// Under the candidate.
    pub candidate: Option<bool>,
}

/// What the report was made from.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Receipt {
    /// `trongtai <version>`.
    pub engine: String,
    /// `git describe` of the source the binary was built from, if git was there at build time.
    pub commit: Option<String>,
    /// The rule files of both rulebooks (both `extends` chains and the game definitions).
    pub rule_files: Vec<Hashed>,
    /// The scenario files compared.
    pub scenario_files: Vec<Hashed>,
    /// SHA-256 of the `sha256sum`-style list of the scenario files (one line each, sorted).
    pub scenario_digest: Option<String>,
    /// The archive files.
    pub archive_files: Vec<Hashed>,
}

/// A file and the SHA-256 of its bytes.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema, PartialEq, Eq, PartialOrd, Ord)]
pub struct Hashed {
    /// The path as shown elsewhere in the report.
    pub path: String,
    /// Lower-case hex.
    pub(crate) sha256: String,
    /// The number of bytes hashed (archives only: for standard input, `-`, what was read).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) bytes: Option<u64>,
}

/// Which of the two rulebooks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// The rulebook in force.
    Base,
    /// The rulebook proposed.
    Candidate,
}

/// A scenario that could not run: under which rulebook (by role and id; none when the file
/// itself does not load) and the error as the scenario runner writes it.
#[derive(Debug, Clone)]
pub struct Failure {
    /// The rulebook it failed under.
    pub under: Option<(Role, String)>,
    /// The runner's error.
    pub error: String,
}

impl Failure {
    /// The failure as the JSON's `errors` write it, in the shipped English.
    pub fn record(&self) -> String {
        use trongtai_i18n::{msg, record};
        match &self.under {
            None => self.error.clone(),
            Some((Role::Base, id)) => record(&msg::ImpactUnderBase { id, error: &self.error }),
            Some((Role::Candidate, id)) => record(&msg::ImpactUnderCandidate { id, error: &self.error }),
        }
    }
}
