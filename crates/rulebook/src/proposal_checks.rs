//! Checks of who may change what in a chain: a proposal's form, and a file that would be part
//! of a law it does not come with ([`crate::proposal`]).

use serde_json::Value;
use trongtai_i18n::{msg, Message};

use crate::error::{quoted_list, Problem};
use crate::load::Loaded;
use crate::local_checks::{declaration, leaf_changes, value_at};
use crate::merge::{leaf_paths, SECTIONS};
use crate::model::RulebookFile;

/// Every problem of the proposals of a chain, and of files that change a shipped law without
/// saying what they are.
pub(crate) fn check(chain: &[Loaded]) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (k, loaded) in chain.iter().enumerate() {
        let below = chain.get(k + 1..).unwrap_or_default();
        let src = loaded.source.source();
        let file = &loaded.file;
        if let Some(proposal) = &file.proposal {
            if file.local.is_some() {
                problems.push(src.problem(&["proposal:"], msg::ProposalAndLocal));
            }
            if file.law.is_some() {
                problems.push(src.problem(&["law:"], msg::ProposalWithLaw));
            }
            if file.extends.is_none() {
                problems.push(src.problem(&["proposal:"], msg::ProposalWithoutExtends));
            }
            for (field, date) in [("submitted", &proposal.submitted), ("effective", &proposal.effective)] {
                if let Some(date) = date.as_deref().filter(|d| crate::local::day_number(d).is_none()) {
                    problems.push(src.problem(
                        &["proposal:", field, &format!("\"{date}\"")],
                        msg::RulebookFieldNotADate { field, value: date },
                    ));
                }
            }
            if let Some(local) = below.iter().find(|l| l.file.local.is_some()) {
                problems.push(src.problem(&["extends"], msg::ProposalOverLocal { id: &local.file.id }));
            }
            continue;
        }
        if file.local.is_some() {
            if let Some(proposal) = below.iter().find(|l| l.file.proposal.is_some()) {
                problems.push(src.problem(&["extends"], msg::LocalOverProposal { id: &proposal.file.id }));
            }
            continue;
        }
        if file.law.is_some() || crate::shipped::is_shipped_text(loaded.source.text()) {
            continue;
        }
        let Some(law) = below.iter().find(|l| l.file.law.is_some()) else {
            continue;
        };
        if !crate::shipped::is_shipped_text(law.source.text()) {
            // A law of the user's own: its parts are the user's to write.
            continue;
        }
        outside_the_law(file, below, &law.file, &src, &mut problems);
    }
    problems
}

/// A file that is not shipped with the shipped law it extends, and has neither `local` nor
/// `proposal`: every value it changes is refused, located at the value.
fn outside_the_law(
    file: &RulebookFile,
    below: &[Loaded],
    law: &RulebookFile,
    src: &crate::locate::Source<'_>,
    problems: &mut Vec<Problem>,
) {
    let Ok(base) = crate::merge::merge(below, None) else {
        return;
    };
    let Ok(base_values) = serde_json::to_value(&base.file) else {
        return;
    };
    let Ok(Value::Object(mut own)) = serde_json::to_value(file) else {
        return;
    };
    own.retain(|key, _| SECTIONS.contains(&key.as_str()));
    let mut leaves = Vec::new();
    leaf_paths(&Value::Object(own), &mut Vec::new(), &mut leaves);
    let mut changes = Vec::new();
    for (path, value) in leaves.iter().filter(|(path, _)| !path.is_empty()) {
        leaf_changes(value_at(&base_values, path), value, path, &mut changes);
    }
    if let Some(game) = &file.game {
        let base_game = base.file.game.as_ref().map(|g| g.file.as_str());
        if !game.file.is_empty() && base_game != Some(game.file.as_str()) {
            changes.push(vec!["game".to_owned(), "file".to_owned()]);
        }
    }
    let law_name = law.law.as_ref().map_or(String::new(), |l| format!(" ({})", l.document));
    let law_name = law_name.as_str();
    for change in changes {
        let dotted = change.join(".");
        let mut needles: Vec<String> = change.clone();
        if let Some(first) = needles.first_mut() {
            first.push(':');
        }
        let refs: Vec<&str> = needles.iter().map(String::as_str).collect();
        let message = match declaration(&base.file.overridable, &change) {
            Some((declared, delegation)) => msg::OutsideLawDelegated {
                path: &dotted,
                law: &law.id,
                document: law_name,
                declared,
                article: &delegation.article,
            }
            .text(),
            None => msg::OutsideLawNotDelegated {
                path: &dotted,
                law: &law.id,
                document: law_name,
            }
            .text(),
        };
        problems.push(src.problem(&refs, message));
    }
    if !file.overridable.is_empty() {
        let paths: Vec<&String> = file.overridable.keys().collect();
        problems.push(src.problem(
            &["overridable:"],
            msg::OutsideLawDelegates {
                paths: &quoted_list(&paths),
                law: &law.id,
                document: law_name,
            },
        ));
    }
}
