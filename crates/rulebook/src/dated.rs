//! Which dated values of a local regulation are in force on a day, and until when each runs.
//!
//! The versions of a regulation follow each other, oldest first, as OpenFisca's dated
//! parameters do: a version is in force from its `from` until the next version starts; the last
//! one until its own `until`, or while the regulation's legal basis is in force. A value a
//! version sets **runs on** until a later version sets it again or `repeal`s it (the law's value
//! then applies again): a version that changes only one value leaves the others as they were.

use serde_json::Value;

use crate::local::{date_of, day_number};
use crate::merge::{leaf_paths, SECTIONS};
use crate::model::RulebookFile;

/// The versions with a valid `from`, as `(first day, index in the file)`, oldest first.
fn ordered(file: &RulebookFile) -> Vec<(i64, usize)> {
    let mut order: Vec<(i64, usize)> = file
        .versions
        .iter()
        .enumerate()
        .filter_map(|(i, v)| day_number(&v.from).map(|d| (d, i)))
        .collect();
    order.sort_unstable();
    order
}

/// The last day the regulation is in force, if it has one: the last version's `until`, else
/// the end of its legal basis.
fn regime_end(file: &RulebookFile, order: &[(i64, usize)]) -> Option<i64> {
    let last = order.last().and_then(|&(_, i)| file.versions.get(i));
    last.and_then(|v| v.until.as_deref())
        .or_else(|| file.local.as_ref().and_then(|l| l.basis.valid_until.as_deref()))
        .and_then(day_number)
}

/// The versions to fold, oldest first, for the values in force on `on` (a day number): every
/// version up to the one in force that day, none when the regulation is not in force that day.
/// With no day, every version: the values as they stand after the latest one.
pub(crate) fn in_force(file: &RulebookFile, on: Option<i64>) -> Vec<usize> {
    let order = ordered(file);
    let Some(day) = on else {
        return order.into_iter().map(|(_, i)| i).collect();
    };
    let Some(k) = order.iter().rposition(|&(from, _)| from <= day) else {
        return Vec::new();
    };
    let end = if k + 1 == order.len() {
        regime_end(file, &order)
    } else {
        // A version written with its own `until` before the next one starts (refused by the
        // checks) is not in force after it.
        file.versions
            .get(order[k].1)
            .and_then(|v| v.until.as_deref())
            .and_then(day_number)
    };
    if end.is_some_and(|end| day > end) {
        return Vec::new();
    }
    order[..=k].iter().map(|&(_, i)| i).collect()
}

/// The dotted paths of the values a version sets (`clock.late_arrival`,
/// `clock.time_controls.rapid`), as `rules show` prints them.
pub(crate) fn set_paths(version: &crate::local::DatedValues) -> Vec<String> {
    let Ok(Value::Object(mut patch)) = serde_json::to_value(version) else {
        return Vec::new();
    };
    patch.retain(|key, _| SECTIONS.contains(&key.as_str()));
    let mut out = Vec::new();
    leaf_paths(&Value::Object(patch), &mut Vec::new(), &mut out);
    out.into_iter()
        .filter(|(p, _)| !p.is_empty())
        .map(|(p, _)| p.join("."))
        .collect()
}

/// The last day the value at `path` set by version `index` runs: the day before a later version
/// sets it again or repeals it, else the end of the regulation (`None`: no end).
pub(crate) fn run_until(file: &RulebookFile, index: usize, path: &str) -> Option<String> {
    let order = ordered(file);
    let at = order.iter().position(|&(_, i)| i == index)?;
    for &(from, j) in order.get(at + 1..).unwrap_or_default() {
        let Some(later) = file.versions.get(j) else {
            continue;
        };
        if later.repeal.iter().any(|r| r == path) || set_paths(later).iter().any(|p| p == path) {
            return Some(date_of(from - 1));
        }
    }
    regime_end(file, &order).map(date_of)
}

/// The last day the regulation is in force, if it has one.
pub(crate) fn regime_end_date(file: &RulebookFile) -> Option<String> {
    regime_end(file, &ordered(file)).map(date_of)
}

/// Removes the value at a dotted path (`clock.time_controls.rapid`) from a JSON value of rule
/// sections, and the objects it leaves empty. A key may itself hold dots (`piece.king`).
pub(crate) fn remove_path(value: &mut Value, path: &str) -> bool {
    let Value::Object(map) = value else {
        return false;
    };
    if map.remove(path).is_some() {
        return true;
    }
    let keys: Vec<String> = map
        .keys()
        .filter(|k| path.starts_with(&format!("{k}.")))
        .cloned()
        .collect();
    for key in keys {
        let rest = &path[key.len() + 1..];
        let Some(child) = map.get_mut(&key) else {
            continue;
        };
        if remove_path(child, rest) {
            if child.as_object().is_some_and(serde_json::Map::is_empty) {
                map.remove(&key);
            }
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn paths_are_removed_with_the_objects_they_empty() {
        let mut v = json!({"clock": {"time_controls": {"rapid": {"value": 1, "article": "6"}}, "x": 1}});
        assert!(remove_path(&mut v, "clock.time_controls.rapid"));
        assert_eq!(v, json!({"clock": {"x": 1}}));
        assert!(!remove_path(&mut v, "clock.nothing"));
        let mut dotted = json!({"articles": {"piece.king": "3.8"}});
        assert!(remove_path(&mut dotted, "articles.piece.king"));
        assert_eq!(dotted, json!({}));
    }
}
