//! Checks of who may change what in a chain: a proposal's form, and a file that would be part
//! of a law it does not come with ([`crate::proposal`]).

use serde_json::Value;

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
                problems.push(src.problem(
                    &["proposal:"],
                    "a file is either a local regulation or a proposed amendment, expected `local` or `proposal`, not both",
                ));
            }
            if file.law.is_some() {
                problems.push(src.problem(
                    &["law:"],
                    "a proposal amends the law it extends and takes none of its provenance, expected no `law` section (who proposes it is said in `proposal`)",
                ));
            }
            if file.extends.is_none() {
                problems.push(src.problem(
                    &["proposal:"],
                    "a proposal changes a law, expected `extends` naming the rulebook of that law",
                ));
            }
            for (field, date) in [("submitted", &proposal.submitted), ("effective", &proposal.effective)] {
                if let Some(date) = date.as_deref().filter(|d| crate::local::day_number(d).is_none()) {
                    problems.push(src.problem(
                        &["proposal:", field, &format!("\"{date}\"")],
                        format!("`{field}` is `{date}`, expected a date YYYY-MM-DD"),
                    ));
                }
            }
            if let Some(local) = below.iter().find(|l| l.file.local.is_some()) {
                problems.push(src.problem(
                    &["extends"],
                    format!(
                        "a proposal amends a law, expected `extends` naming a law or another proposal, not the local regulation `{}`",
                        local.file.id
                    ),
                ));
            }
            continue;
        }
        if file.local.is_some() {
            if let Some(proposal) = below.iter().find(|l| l.file.proposal.is_some()) {
                problems.push(src.problem(
                    &["extends"],
                    format!(
                        "a local regulation uses the powers of a law in force, expected `extends` naming a law, not the proposal `{}`",
                        proposal.file.id
                    ),
                ));
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
    for change in changes {
        let dotted = change.join(".");
        let mut needles: Vec<String> = change.clone();
        if let Some(first) = needles.first_mut() {
            first.push(':');
        }
        let refs: Vec<&str> = needles.iter().map(String::as_str).collect();
        let message = match declaration(&base.file.overridable, &change) {
            Some((declared, delegation)) => format!(
                "`{dotted}` changes a value of `{}`{law_name} in a file that is not part of that law, expected a `local` section (who issues the regulation, on what basis, and its dated versions): the law delegates `{declared}` in {}",
                law.id, delegation.article
            ),
            None => format!(
                "`{dotted}` changes a value of `{}`{law_name} that the law does not delegate, in a file that is not part of that law, expected a `proposal` section naming who proposes it (a change the law does not delegate is a proposed amendment, shown as one)",
                law.id
            ),
        };
        problems.push(src.problem(&refs, message));
    }
    if !file.overridable.is_empty() {
        let paths: Vec<&String> = file.overridable.keys().collect();
        problems.push(src.problem(
            &["overridable:"],
            format!(
                "this file declares {} overridable for `{}`{law_name}, which only the law's own authority can delegate, expected a `proposal` section naming who proposes the delegation",
                quoted_list(&paths),
                law.id
            ),
        ));
    }
}
