//! The rulebook file model: a law (or a local regulation) as data, every value citing its article.
//!
//! A rulebook file is strict RON (`deny_unknown_fields`). A national rulebook names its law and
//! its game definition; a local one `extends` another rulebook and sets only the values it
//! changes. Each leaf value is a [`Cited`] value: the value and the article it comes from.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use crate::game::Labels;

/// One rulebook file, as written in `rules/<id>.ron`.
///
/// Every section is optional in a file so that a rulebook that `extends` another can set only
/// what it changes; after inheritance is resolved, [`crate::Rulebook`] checks that everything
/// a rulebook needs is present.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RulebookFile {
    /// Stable identifier, e.g. `fide-2001`. Renaming it is a breaking change.
    pub id: String,
    /// Semantic version of this encoding (not of the law): patch = a wrong value fixed,
    /// minor = a value or scenario added, major = ids renamed or structure changed.
    pub version: String,
    /// Title of the rulebook.
    pub title: Labels,
    /// The rulebook this one builds on (an id of a shipped rulebook or a path relative to this file).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extends: Option<String>,
    /// The previous edition of the same law, which this edition amends (an id of a shipped
    /// rulebook or a path relative to this file). Like `extends`, it sets only what changed; unlike
    /// it, every value inherited is re-cited to this edition's article numbers through
    /// `renumber`, keeping the file that set it. A file has `extends` or `amends`, not both.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amends: Option<String>,
    /// How this edition numbers the citations of the edition it amends: a citation as that
    /// edition writes it (after its own renumbering) → as this one numbers it
    /// (`"9.2 (en)": "9.2"`). A citation not listed keeps its number. Only with `amends`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub renumber: BTreeMap<String, String>,
    /// Editions of the same law in force between the one this edition amends and this one that
    /// no rulebook encodes: their changes are folded into this edition's file, and a game played
    /// while one of them was in force has no rulebook here (`trongtai rules for` says so). Only
    /// with `amends`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unencoded_before: Vec<UnencodedEdition>,
    /// The legal text this rulebook encodes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub law: Option<LawSource>,
    /// The game definition and the article behind each of its parts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<GameRef>,
    /// How a game ends on the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<EndRules>,
    /// Clocks, time controls, late arrival and flag fall.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<crate::law::ClockRules>,
    /// Draws by repetition, move count and agreement, and wrong claims.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draws: Option<crate::law::DrawRules>,
    /// Resignation, agreement and sealed moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ends: Option<crate::law::PlayerEnds>,
    /// Touch-move, illegal moves, offences and sanctions, scoresheets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conduct: Option<crate::law::ConductRules>,
    /// The values this law lets a lower authority change, by dotted path
    /// (`clock.late_arrival.limit`), each with the article that delegates it and its bounds.
    /// A value not listed cannot be changed by a local regulation.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub overridable: BTreeMap<String, crate::local::Delegation>,
    /// Set by a local regulation (a province, club or tournament): who issues it and on what
    /// basis. Its values are then given in `versions`, each with its dates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub local: Option<crate::local::LocalRegulation>,
    /// The dated values of a local regulation, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub versions: Vec<crate::local::DatedValues>,
    /// Set by a proposed amendment of the law it extends: who proposes it and where it stands.
    /// A proposal may change any value and is shown as a proposal wherever it appears, never
    /// with the law's decision or dates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proposal: Option<crate::proposal::Proposal>,
}

/// The legal text behind a rulebook.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LawSource {
    /// Short code of the document used in citations, e.g. `FIDE01`.
    pub document: String,
    /// Edition of the law, e.g. `2001`.
    pub edition: String,
    /// The decision that issued it, e.g. `757/2004/QĐ/UBTDTT-TTI`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision: Option<String>,
    /// The date of that decision (`YYYY-MM-DD`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision_date: Option<String>,
    /// The date from which the law applies here, under the decision that issued it
    /// (`YYYY-MM-DD`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effective: Option<String>,
    /// The date the original text is in force from for the body that wrote it, where the
    /// decision adopts a text already in force elsewhere (FIDE's own date for the FIDE Laws).
    /// Shown beside `effective`; it is the date that places the edition on the law's line of
    /// editions: `trongtai rules for` and `adjudicate --by-tags` date a game by it (else by
    /// `effective`), since a FIDE-rated game is played under FIDE's text from FIDE's date,
    /// whatever day a national decision adopted it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effective_original: Option<String>,
    /// Where the text is kept, relative to the repository.
    pub source: String,
    /// Notes on the source (cuts, defects, which text is authoritative).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    /// Where the text was read, for an edition read from outside the repository: the
    /// addresses of the texts and change notes its values were checked against.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sources: Vec<String>,
}

impl LawSource {
    /// The date the edition is in force from, which places it on its law's line of editions:
    /// the original text's date (FIDE's own, `effective_original`), else the date of the decision
    /// that applies it (`effective`).
    pub fn in_force_from(&self) -> Option<&str> {
        self.effective_original.as_deref().or(self.effective.as_deref())
    }
}

/// An edition of a law that no rulebook encodes (see [`RulebookFile::unencoded_before`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UnencodedEdition {
    /// The edition, e.g. `2009`.
    pub edition: String,
    /// The first day it was in force (`YYYY-MM-DD`).
    pub in_force: String,
    /// Why it is not encoded, and where its changes went.
    pub note: String,
}

/// A value together with the article it comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Cited<T> {
    /// The value.
    pub value: T,
    /// The article (and clause) that fixes it, e.g. `9.3` or `10.9.2`.
    pub article: String,
    /// Why the value reads as it does, where the text needs interpreting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Set where the value is not in the text but a reading of it (the text is silent or leaves
    /// the number open): what was chosen and why. `rules show` and the docs display it as
    /// "reading, not text" ("cách hiểu, không phải văn bản").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
    /// The clause that states the outcome this value leads to, where it is not `article`
    /// (XQ99 7.1(e): a player later than the limit of 10.2.1(a) loses). A verdict that applies
    /// the value cites both: the deciding clause, then the outcome's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<String>,
    /// For a draw claim (repetition, n-move rule): the clause of a claim made on a move written
    /// down and not yet played, where the law gives it apart from the claim on the position on
    /// the board (`article`): FIDE 9.2(a) (en) against 9.2(b) (en).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on_written_move: Option<String>,
}

/// The game definition used by a rulebook.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GameRef {
    /// Path of the game definition, relative to the rulebook file (e.g. `games/chess.ron`), or
    /// the id of a game of the library (`chess` = `games/chess.ron`). May be left out by a
    /// rulebook that `extends` another and only adds or changes articles.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub file: String,
    /// The article behind each part of the game definition: `board`, `start`, `piece.<id>`,
    /// `promotion.<id>`, `en-passant.<id>`, `castling.<id>`, `forbidden.royals-facing`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub articles: BTreeMap<String, String>,
    /// Why an article reads as it does, keyed like `articles` (only where the text needs
    /// interpreting, or where the article comes from another document).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub notes: BTreeMap<String, String>,
}

/// How a game ends on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EndRules {
    /// The side to move is in check and has no legal move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checkmate: Option<Cited<Outcome>>,
    /// The side to move is not in check and has no legal move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stalemate: Option<Cited<Outcome>>,
    /// Material configurations in which the game is drawn at once (dead positions, or a law's
    /// explicit list of drawn endings).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawn_endings: Option<Vec<Cited<Ending>>>,
}

/// The end rules of a resolved rulebook: everything a game needs is present.
///
/// Built by [`crate::Rulebook`] from the merged [`EndRules`] of a rulebook and the rulebooks it
/// extends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EndRulesResolved {
    /// The side to move is in check and has no legal move.
    pub checkmate: Cited<Outcome>,
    /// The side to move is not in check and has no legal move.
    pub stalemate: Cited<Outcome>,
    /// Material configurations in which the game is drawn at once (possibly none).
    pub drawn_endings: Vec<Cited<Ending>>,
}

/// The result for the side to move when a rule ends the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Outcome {
    /// The side to move loses.
    SideToMoveLoses,
    /// The side to move wins.
    SideToMoveWins,
    /// The game is drawn.
    Draw,
}

/// A material configuration, matched with either side as `one` and the other as `other`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Ending {
    /// Identifier, e.g. `king-v-king`.
    pub id: String,
    /// The material of one side.
    pub one: Material,
    /// The material of the other side.
    pub other: Material,
    /// A further condition on the placement.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<EndingCondition>,
}

/// The material of one side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Material {
    /// Exactly these counts; every piece kind not listed is absent.
    Exactly(BTreeMap<String, u8>),
    /// Any number of these kinds and nothing else.
    Only(Vec<String>),
    /// Any material at all.
    Any,
}

/// A condition on where the pieces of an ending stand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum EndingCondition {
    /// All pieces of these kinds (of both sides) stand on squares of one colour.
    SameSquareColour(Vec<String>),
    /// A piece of this kind stands one step (straight ahead, for its side) from the zone.
    OneStepFromZone {
        /// The piece kind.
        piece: String,
        /// The zone, seen from the piece's side.
        zone: String,
    },
    /// Side `one` cannot checkmate the other by any possible series of legal moves, as the
    /// engine's unwinnability analysis proves it (usually with `one: Any, other: Any`). Where
    /// the analysis finds no proof the condition does not hold.
    CannotCheckmate,
    /// Neither side can checkmate by any possible series of legal moves (a dead position), as
    /// the engine's unwinnability analysis proves it.
    NeitherCanCheckmate,
}
