//! Merging an `extends` chain, child over base, and recording who set each value.
//!
//! Each file is turned into a JSON value and merged field by field: objects merge key by key,
//! everything else replaces whole. A [`crate::model::Cited`] value (an object with `value` and
//! `article`) is a leaf: a child that re-cites a rule replaces the value, its article and note
//! together. Lists (such as `end.drawn_endings`) are leaves too.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use crate::error::Problem;
use crate::load::Loaded;
use crate::model::RulebookFile;

/// One leaf of the merged value and the chain file (index, 0 = the asked-for file) that set it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Leaf {
    /// Path segments, e.g. `["game", "articles", "piece.king"]`.
    pub path: Vec<String>,
    /// The merged value at that path.
    pub value: Value,
    /// Index in the chain of the file that set it.
    pub file: usize,
    /// For a value of a local regulation, the index of the version (in that file's
    /// `versions`) that set it.
    pub version: Option<usize>,
    /// The value as the file that set it wrote it, where a later edition's renumbering
    /// (`amends` + `renumber`) re-cited it; `None` where it stands as written.
    pub original: Option<Value>,
}

impl Leaf {
    /// The path joined with dots: `game.articles.piece.king`.
    pub fn dotted(&self) -> String {
        self.path.join(".")
    }
}

/// The merged file and where each of its leaves comes from.
#[derive(Debug, Clone)]
pub(crate) struct Merged {
    pub file: RulebookFile,
    pub leaves: Vec<Leaf>,
}

/// Whether a JSON value is a cited leaf (`{ value, article, .. }`).
pub(crate) fn is_cited(value: &Value) -> bool {
    value.as_object().is_some_and(is_cited_map)
}

fn is_cited_map(map: &Map<String, Value>) -> bool {
    map.contains_key("value") && map.contains_key("article")
}

/// Merges `child` over `base`: objects key by key, cited values and everything else whole.
pub(crate) fn merge_value(base: &mut Value, child: &Value) {
    if let (Value::Object(base), Value::Object(child)) = (&mut *base, child) {
        if !is_cited_map(base) && !is_cited_map(child) {
            for (key, value) in child {
                match base.get_mut(key) {
                    Some(existing) => merge_value(existing, value),
                    None => {
                        base.insert(key.clone(), value.clone());
                    }
                }
            }
            return;
        }
    }
    *base = child.clone();
}

/// Every leaf path of a value, in order.
pub(crate) fn leaf_paths(value: &Value, prefix: &mut Vec<String>, out: &mut Vec<(Vec<String>, Value)>) {
    match value {
        Value::Object(map) if !is_cited(value) && !map.is_empty() => {
            for (key, child) in map {
                prefix.push(key.clone());
                leaf_paths(child, prefix, out);
                prefix.pop();
            }
        }
        _ => out.push((prefix.clone(), value.clone())),
    }
}

/// The value at `path`, if any.
pub(crate) fn value_at<'v>(value: &'v Value, path: &[String]) -> Option<&'v Value> {
    let mut at = value;
    for segment in path {
        at = at.get(segment)?;
    }
    Some(at)
}

/// Whether `value` has something at `path`.
pub(crate) fn has_path(value: &Value, path: &[String]) -> bool {
    let mut at = value;
    for segment in path {
        match at.get(segment) {
            Some(next) => at = next,
            None => return false,
        }
    }
    true
}

/// The keys of a rulebook file that describe it rather than set law values: they are merged
/// apart and have no provenance leaves.
const META: [&str; 7] = [
    "overridable",
    "local",
    "versions",
    "proposal",
    "amends",
    "renumber",
    "unencoded_before",
];

/// The sections a version of a local regulation may set.
pub(crate) const SECTIONS: [&str; 5] = ["end", "clock", "draws", "ends", "conduct"];

/// One file of the chain as a JSON value of law values, its local versions folded in; with
/// the JSON of each folded version, by index.
fn law_value(loaded: &Loaded, on: Option<i64>) -> Result<(Value, Vec<(usize, Value)>), Problem> {
    let problem = |err: serde_json::Error| {
        Problem::new(
            loaded.source.path(),
            1,
            1,
            trongtai_i18n::Message::text(&trongtai_i18n::msg::RulebookCannotMerge {
                detail: &err.to_string(),
            }),
        )
    };
    let mut value = serde_json::to_value(&loaded.file).map_err(problem)?;
    if let Value::Object(map) = &mut value {
        for key in META {
            map.remove(key);
        }
    }
    let mut folded = Vec::new();
    if loaded.file.local.is_some() {
        for index in crate::dated::in_force(&loaded.file, on) {
            let Some(version) = loaded.file.versions.get(index) else {
                continue;
            };
            // A repealed value is the law's again: the file no longer holds it.
            for path in &version.repeal {
                crate::dated::remove_path(&mut value, path);
            }
            let mut patch = serde_json::to_value(version).map_err(problem)?;
            if let Value::Object(map) = &mut patch {
                map.retain(|key, _| SECTIONS.contains(&key.as_str()));
            }
            merge_value(&mut value, &patch);
            folded.push((index, patch));
        }
    }
    Ok((value, folded))
}

/// A renumbering map applied to one citation: the new number, or the citation itself where the
/// map does not list it.
pub(crate) fn recite<'a>(map: &'a BTreeMap<String, String>, citation: &'a str) -> &'a str {
    map.get(citation).map_or(citation, String::as_str)
}

/// Re-cites every citation inside a value of a law section: the `article` of each cited value
/// (and of each value nested in one, such as a time class's other classes), its
/// `on_written_move` and `outcome` clauses, and every clause under a `clauses` field.
fn recite_section(value: &mut Value, map: &BTreeMap<String, String>, in_clauses: bool) {
    match value {
        Value::String(s) if in_clauses => {
            let new = recite(map, s).to_owned();
            *s = new;
        }
        Value::Array(items) => items.iter_mut().for_each(|v| recite_section(v, map, in_clauses)),
        Value::Object(fields) => {
            for (key, v) in fields.iter_mut() {
                match (key.as_str(), &mut *v) {
                    ("article" | "on_written_move" | "outcome", Value::String(s)) => {
                        let new = recite(map, s).to_owned();
                        *s = new;
                    }
                    _ => recite_section(v, map, in_clauses || key == "clauses"),
                }
            }
        }
        _ => {}
    }
}

/// Re-cites the citations of one file's law values (its sections and the articles of its game's
/// parts) through `map`.
pub(crate) fn recite_file(value: &mut Value, map: &BTreeMap<String, String>) {
    if map.is_empty() {
        return;
    }
    let Value::Object(top) = value else { return };
    for section in SECTIONS {
        if let Some(v) = top.get_mut(section) {
            recite_section(v, map, false);
        }
    }
    if let Some(Value::Object(articles)) = top.get_mut("game").and_then(|g| g.get_mut("articles")) {
        for v in articles.values_mut() {
            if let Value::String(s) = v {
                let new = recite(map, s).to_owned();
                *s = new;
            }
        }
    }
}

/// The renumbering maps that apply to the values of chain file `k`: those of the files above it
/// that amend an edition, nearest first (a value of 2001 read in 2017 goes through 2014's map,
/// then 2017's).
pub(crate) fn maps_above(chain: &[Loaded], k: usize) -> Vec<&BTreeMap<String, String>> {
    chain
        .get(..k)
        .unwrap_or_default()
        .iter()
        .rev()
        .filter(|l| l.file.amends.is_some())
        .map(|l| &l.file.renumber)
        .collect()
}

/// Merges a chain (asked-for file first) into one file, with the provenance of every leaf.
/// The values of local regulations are those in force on `on` (a day number), or their latest
/// versions with no date.
pub(crate) fn merge(chain: &[Loaded], on: Option<i64>) -> Result<Merged, Problem> {
    let mut values = Vec::with_capacity(chain.len());
    let mut originals = Vec::with_capacity(chain.len());
    for (k, loaded) in chain.iter().enumerate() {
        let (mut value, folded) = law_value(loaded, on)?;
        let maps = maps_above(chain, k);
        originals.push((!maps.is_empty()).then(|| value.clone()));
        for map in maps {
            recite_file(&mut value, map);
        }
        values.push((value, folded));
    }
    let mut merged = Value::Object(Map::new());
    for (value, _) in values.iter().rev() {
        // A `law` section names one legal text: a file that writes its own replaces the base's
        // whole, so that it never takes the base's decision or dates as its own.
        if let (Value::Object(merged), Some(_)) = (&mut merged, value.get("law")) {
            merged.remove("law");
        }
        merge_value(&mut merged, value);
    }
    let mut paths = Vec::new();
    leaf_paths(&merged, &mut Vec::new(), &mut paths);
    let leaves = paths
        .into_iter()
        .map(|(path, value)| {
            let file = values.iter().position(|(v, _)| has_path(v, &path)).unwrap_or(0);
            let version = values
                .get(file)
                .and_then(|(_, folded)| folded.iter().rev().find(|(_, v)| has_path(v, &path)))
                .map(|(i, _)| *i);
            let original = originals
                .get(file)
                .and_then(Option::as_ref)
                .and_then(|o| value_at(o, &path))
                .filter(|o| **o != value)
                .cloned();
            Leaf {
                path,
                value,
                file,
                version,
                original,
            }
        })
        .collect();
    let top = chain.first().map_or("", |l| l.source.path());
    let mut file: RulebookFile = serde_json::from_value(merged).map_err(|err| {
        Problem::new(
            top,
            1,
            1,
            trongtai_i18n::Message::text(&trongtai_i18n::msg::RulebookMergedUnreadable {
                detail: &err.to_string(),
            }),
        )
    })?;
    for (k, loaded) in chain.iter().enumerate().rev() {
        let maps = maps_above(chain, k);
        for (path, delegation) in &loaded.file.overridable {
            let mut delegation = delegation.clone();
            for map in &maps {
                delegation.article = recite(map, &delegation.article).to_owned();
            }
            file.overridable.insert(path.clone(), delegation);
        }
    }
    if let Some(local) = chain.iter().find(|l| l.file.local.is_some()) {
        file.local = local.file.local.clone();
        file.versions = local.file.versions.clone();
    }
    file.proposal = chain.iter().find_map(|l| l.file.proposal.clone());
    Ok(Merged { file, leaves })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn objects_merge_and_cited_values_replace_whole() {
        let mut base = json!({
            "end": {
                "stalemate": {"value": "Draw", "article": "5.2(a)", "note": "base note"},
                "checkmate": {"value": "SideToMoveLoses", "article": "5.1(a)"}
            },
            "game": {"articles": {"board": "2.1", "start": "2.2"}}
        });
        let child = json!({
            "end": {"stalemate": {"value": "SideToMoveLoses", "article": "R.1"}},
            "game": {"articles": {"start": "R.2"}}
        });
        merge_value(&mut base, &child);
        assert_eq!(
            base,
            json!({
                "end": {
                    "stalemate": {"value": "SideToMoveLoses", "article": "R.1"},
                    "checkmate": {"value": "SideToMoveLoses", "article": "5.1(a)"}
                },
                "game": {"articles": {"board": "2.1", "start": "R.2"}}
            })
        );
    }

    #[test]
    fn lists_replace_whole() {
        let mut base = json!({"a": [1, 2, 3]});
        merge_value(&mut base, &json!({"a": [4]}));
        assert_eq!(base, json!({"a": [4]}));
    }

    #[test]
    fn leaf_paths_stop_at_cited_values() {
        let value = json!({"end": {"stalemate": {"value": "Draw", "article": "x"}}, "id": "a"});
        let mut out = Vec::new();
        leaf_paths(&value, &mut Vec::new(), &mut out);
        let paths: Vec<String> = out.iter().map(|(p, _)| p.join(".")).collect();
        assert_eq!(paths, ["end.stalemate", "id"]);
    }
}
