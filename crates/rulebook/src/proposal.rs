//! Proposed amendments: files that change a law as only its own authority could, written by
//! someone else, and shown as proposals wherever they appear.
//!
//! Three kinds of file `extend` a law, and they differ in who issues them:
//!
//! * **part of the same law** (no `local`, no `proposal`): an appendix issued by the law's own
//!   authority (`fide-2001-rapid`, Appendix B of the FIDE Laws). It may change any value. Only a
//!   file that comes with the law can be one: a file that is not shipped with the law it extends
//!   (a user's file beside a shipped law) and changes a value of it is refused, because it would
//!   publish its value under the law's title, decision and dates;
//! * **a local regulation** (`local`): a lower authority's choices within what the law delegates
//!   ([`crate::local`]);
//! * **a proposed amendment** (`proposal`): any change, the law's delegations notwithstanding,
//!   proposed by someone and in force nowhere. It is shown with its own title, its proposer and
//!   its status, and with no date but the one it names; the law's decision and effective date
//!   are never shown as its own.
//!
//! A file with its own `law` section is the rulebook of another law (an edition written as the
//! changes to an earlier one), with its own provenance.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::model::Labels;

/// Who proposes a change of a law, and where the proposal stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Proposal {
    /// Who proposes it: a federation's rules commission, a province, a club, a person.
    pub proposer: Labels,
    /// Where the proposal stands. No status makes it the law in force: a proposal adopted by
    /// the law's authority becomes part of a new edition of the law, written as its own rulebook.
    pub status: ProposalStatus,
    /// The date it was submitted (`YYYY-MM-DD`), if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub submitted: Option<String>,
    /// The date from which the proposal would apply if adopted (`YYYY-MM-DD`), if it names one.
    /// Without it, the values of a proposal have no date.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effective: Option<String>,
    /// An illustrative example: no real body made this proposal.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub illustrative: bool,
}

/// Where a proposal stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ProposalStatus {
    /// Proposed, not adopted: in force nowhere.
    Proposed,
    /// A variant written only to compare with the law (an impact study, a scenario's inline
    /// values), proposed by no body and in force nowhere.
    Comparison,
}

impl ProposalStatus {
    /// The status in words (`proposal-status-*` of the catalogues).
    pub fn text(self) -> trongtai_i18n::Text {
        use trongtai_i18n::{msg, Message};
        match self {
            ProposalStatus::Proposed => msg::ProposalStatusProposed.text(),
            ProposalStatus::Comparison => msg::ProposalStatusComparison.text(),
        }
    }
}
