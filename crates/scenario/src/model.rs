//! The scenario file format.
//!
//! ```ron
//! Scenario(
//!     rules: "fide-2001",
//!     articles: ["9.2 (en)"],
//!     source: "FIDE 2001 (en) 9.2(b): the position has just appeared a third time",
//!     setup: (),
//!     events: [Moves("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"), Claim(kind: Repetition)],
//!     expect: (result: "1/2-1/2", reason: Repetition, articles: ["9.2 (en)"]),
//! )
//! ```
//!
//! `expect` is written from the article before the scenario is run. By convention it is the last
//! field; blessing finds it wherever it stands and rewrites only its value, keeping comments and
//! line endings (or refuses a file where it cannot find exactly one).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use trongtai_arbiter::{Counters, Event, GameResult, NamedPenalty, Reason, Setup, Verdict};
use trongtai_rulebook::law::{ClockRules, ConductRules, DrawRules, PlayerEnds};
use trongtai_rulebook::model::EndRules;

/// One arbiter case.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// The rulebook: a shipped id or a path relative to this file.
    pub rules: String,
    /// The rule file `rules` names, carried in the case itself, so that the case replays
    /// wherever it is kept (a case exported from the arbiter's desk carries the user's rule file
    /// this way). Used in place of a file beside the case; its SHA-256 is checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules_file: Option<EmbeddedRules>,
    /// Values changed for this scenario only, on top of `rules`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overrides: Option<Overrides>,
    /// The date the game is played (`YYYY-MM-DD`): the dated values of a local regulation are
    /// those in force that day. Without it, each takes its latest version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// Other rulebooks under which the expected verdict must hold too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub holds_for: Vec<String>,
    /// The articles this scenario exercises.
    pub articles: Vec<String>,
    /// Where the case comes from: the article and clause, in words.
    pub source: String,
    /// What happens, for a reader.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The set-up.
    #[serde(default)]
    pub setup: Setup,
    /// What happens at the board.
    pub events: Vec<Event>,
    /// The verdict the law requires.
    pub expect: Expect,
}

/// A rule file carried inside a case.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EmbeddedRules {
    /// Its file name, as `rules` names it (`club.ron`).
    pub file: String,
    /// The SHA-256 of `text`, in lower-case hex: a case whose rule file was edited by hand
    /// after export is refused rather than judged under rules nobody checked.
    pub sha256: String,
    /// The rule file itself.
    pub text: String,
}

impl EmbeddedRules {
    /// The rule file `file` with its text, hashed.
    pub fn new(file: &str, text: &str) -> Self {
        EmbeddedRules {
            file: file.to_owned(),
            sha256: sha256_hex(text),
            text: text.to_owned(),
        }
    }

    /// Whether the text still has the hash written beside it.
    pub fn intact(&self) -> bool {
        sha256_hex(&self.text) == self.sha256
    }
}

fn sha256_hex(text: &str) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Rulebook values changed inline, as in a local regulation.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Overrides {
    /// End rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<EndRules>,
    /// Clock rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockRules>,
    /// Draw rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draws: Option<DrawRules>,
    /// Resignation, agreement, sealed moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ends: Option<PlayerEnds>,
    /// Touch-move, illegal moves, offences, scoresheets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conduct: Option<ConductRules>,
}

/// The expected verdict. Fields left out (`clocks`, `fen`, `counters`) are not compared.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// `1-0`, `0-1`, `1/2-1/2`, `0-0` or `*`.
    #[schemars(with = "String")]
    pub result: GameResult,
    /// Why.
    pub reason: Reason,
    /// Every article applied, in order.
    pub articles: Vec<String>,
    /// Penalties given, each side by its name in the game definition.
    #[serde(default)]
    pub penalties: Vec<NamedPenalty>,
    /// Remaining time of each side, in milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<(u64, u64)>,
    /// The final position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    /// Counts at the end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub counters: Option<Counters>,
}

impl Expect {
    /// The part of an actual verdict that this expectation speaks about; `sides` are the side
    /// names of the game ([`Game::side_ids`](trongtai_engine::Game::side_ids)).
    pub fn project(&self, v: &Verdict, sides: [&str; 2]) -> Expect {
        Expect {
            result: v.result,
            reason: v.reason,
            articles: v.articles.clone(),
            penalties: v.penalties.iter().map(|p| p.named(sides)).collect(),
            clocks: self.clocks.and(v.clocks),
            fen: self.fen.as_ref().map(|_| v.fen.clone()),
            counters: self.counters.as_ref().map(|_| v.counters.clone()),
        }
    }

    /// This expectation with every article re-cited by `recite` (an earlier edition's citation as
    /// a later edition numbers it: [`trongtai_rulebook::Rulebook::recite_from`]).
    pub fn recited(&self, recite: impl Fn(&str) -> String) -> Expect {
        let mut out = self.clone();
        // Two clauses of the earlier edition may be one of the later: a verdict cites it once.
        out.articles = Vec::with_capacity(self.articles.len());
        for a in self.articles.iter().map(|a| recite(a)) {
            if !out.articles.contains(&a) {
                out.articles.push(a);
            }
        }
        for p in &mut out.penalties {
            p.article = recite(&p.article);
        }
        out
    }

    /// This expectation citing only the articles `keep` keeps (in order).
    pub fn citing_only(&self, keep: impl Fn(&str) -> bool) -> Expect {
        let mut out = self.clone();
        out.articles.retain(|a| keep(a));
        out
    }

    /// Whether `actual` (a verdict projected as [`Expect::project`] does) meets this expectation
    /// written under an earlier edition and re-cited ([`Expect::recited`]): everything equal,
    /// except that a cited article may be given more finely in the later edition (`9.2` is met
    /// by `9.2(b)`, where the earlier edition cited the whole article).
    pub fn met_across_editions(&self, actual: &Expect) -> bool {
        let article = |e: &str, a: &str| e == a || crate::coverage::refines(a, e);
        let penalties = self.penalties.len() == actual.penalties.len()
            && self.penalties.iter().zip(&actual.penalties).all(|(e, a)| {
                e.player == a.player
                    && e.kind == a.kind
                    && e.amount_ms == a.amount_ms
                    && article(&e.article, &a.article)
            });
        self.result == actual.result
            && self.reason == actual.reason
            && self.articles.len() == actual.articles.len()
            && self.articles.iter().zip(&actual.articles).all(|(e, a)| article(e, a))
            && penalties
            && self.clocks == actual.clocks
            && self.fen == actual.fen
            && self.counters == actual.counters
    }

    /// The full expectation for a verdict, as blessing writes it; `sides` as for
    /// [`Expect::project`].
    pub fn full(v: &Verdict, sides: [&str; 2]) -> Expect {
        Expect {
            result: v.result,
            reason: v.reason,
            articles: v.articles.clone(),
            penalties: v.penalties.iter().map(|p| p.named(sides)).collect(),
            clocks: v.clocks,
            fen: Some(v.fen.clone()),
            counters: None,
        }
    }
}
