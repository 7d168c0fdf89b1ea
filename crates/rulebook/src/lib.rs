//! The rule-file model of trongtai: rulebooks and game definitions as data, with provenance.
//!
//! This crate reads and validates rule files; it holds no game logic.
//!
//! * [`Library`]: the shipped rule files (embedded), a directory, or files in memory.
//! * [`Rulebook::load`]: a rulebook by id or path, its `extends` chain merged child over base,
//!   its game definition loaded, everything validated, every value with its provenance.
//! * [`Rulebook::load_on`]: the same, with the dated values of local regulations in force on a
//!   date ([`local`]: what a law delegates, and the regulations that use it).
//! * [`Rulebook::provenance`], [`Rulebook::versions`], [`Rulebook::local_changes`]: every value
//!   with its file, article and dates, and for local values the national value they replace.
//! * [`LoadError`]: one located line `path:line:col: message` per problem.
//! * [`schemas`]: JSON Schemas of the two file formats.
//! * [`files`]: reading a user's file whole, bounded and only if it is a regular file; writing
//!   one in place of another, whole or not at all.

pub mod competition;
mod dated;
pub mod error;
pub mod files;
pub mod game;
pub mod history;
pub mod human;
pub mod i18n;
pub mod in_force;
pub mod law;
pub mod library;
pub mod limits;
pub mod listing;
pub mod load;
pub mod local;
mod local_checks;
mod locate;
mod merge;
pub mod model;
pub mod proposal;
mod proposal_checks;
pub mod provenance;
pub mod rulebook;
pub mod schema;
mod shipped;
pub mod validate;
pub mod validate_game;

pub use competition::Competition;
pub use error::{LoadError, Problem};
pub use game::GameDef;
pub use library::Library;
pub use load::{Origin, SourceFile};
pub use locate::{position, skip_blank, Source};
pub use model::{EndRulesResolved, RulebookFile};
pub use proposal::{Proposal, ProposalStatus};
pub use provenance::{NationalValue, ProvenanceEntry, VersionEntry};
pub use rulebook::Rulebook;
pub use schema::schemas;
