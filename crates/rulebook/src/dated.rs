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

/// Until when each value each version of a regulation sets runs: the day before a later version
/// sets it again or repeals it, else the end of the regulation (`None`: no end). The versions
/// that touch each path are listed once per file, so that a regulation of 10,000 daily versions
/// is read in linear time (walking the later versions for each value of each version, sorting
/// them and serialising each again, was quadratic: 4,000 versions took 13 s).
pub(crate) struct Runs {
    /// Each version with a valid `from`: its place in the order, by index in the file.
    at: std::collections::HashMap<usize, (i64, usize)>,
    /// The versions that set or repeal each path, as `(first day, index)`, oldest first.
    touched: std::collections::HashMap<String, Vec<(i64, usize)>>,
    end: Option<i64>,
}

impl Runs {
    /// The runs of the values of the versions of `file`.
    pub(crate) fn of(file: &RulebookFile) -> Runs {
        let order = ordered(file);
        let mut touched: std::collections::HashMap<String, Vec<(i64, usize)>> = std::collections::HashMap::new();
        for &(from, i) in &order {
            let Some(version) = file.versions.get(i) else {
                continue;
            };
            let mut paths = set_paths(version);
            paths.extend(version.repeal.iter().cloned());
            paths.sort_unstable();
            paths.dedup();
            for path in paths {
                touched.entry(path).or_default().push((from, i));
            }
        }
        Runs {
            at: order.iter().map(|&(from, i)| (i, (from, i))).collect(),
            touched,
            end: regime_end(file, &order),
        }
    }

    /// The last day the value at `path` set by version `index` runs: the day before the first
    /// later version that sets it again or repeals it, else the end of the regulation.
    pub(crate) fn until(&self, index: usize, path: &str) -> Option<String> {
        let key = *self.at.get(&index)?;
        let later = self.touched.get(path).and_then(|versions| {
            let next = versions.partition_point(|&v| v <= key);
            versions.get(next)
        });
        match later {
            Some(&(from, _)) => Some(date_of(from - 1)),
            None => self.end.map(date_of),
        }
    }
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
