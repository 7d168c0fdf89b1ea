//! Checks of local regulations: their form, their dates against each other and against their
//! legal basis, and every value they change against what the law delegates.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::error::{quoted_list, Problem};
use crate::law::Duration;
use crate::load::Loaded;
use crate::local::{date_of, day_number, show_duration, Bounds, Delegation, LocalRegulation};
use crate::locate::Source;
use crate::merge::{is_cited, leaf_paths, SECTIONS};
use crate::model::RulebookFile;

/// Every problem of the local regulations of a chain. `national` is the merged rulebook of the
/// chain below its last local regulation (the law whose declarations apply).
pub(crate) fn check(chain: &[Loaded], national: Option<&RulebookFile>, merged: &RulebookFile) -> Vec<Problem> {
    let mut problems = Vec::new();
    let national_values = national.and_then(|n| serde_json::to_value(n).ok());
    let declares = chain
        .iter()
        .any(|l| l.file.local.is_none() && !l.file.overridable.is_empty());
    let merged_values = if declares {
        serde_json::to_value(merged).unwrap_or(Value::Null)
    } else {
        Value::Null
    };
    for (k, loaded) in chain.iter().enumerate() {
        let src = loaded.source.source();
        let file = &loaded.file;
        if file.local.is_none() {
            declarations(file, &merged_values, &src, &mut problems);
        }
        let Some(local) = &file.local else {
            if !file.versions.is_empty() {
                problems.push(src.problem(
                    &["versions:"],
                    "`versions` belong to a local regulation, expected a `local` section (its authority and legal basis) or the values set directly",
                ));
            }
            continue;
        };
        form(file, &src, &mut problems);
        let basis = basis_period(local, &src, &mut problems);
        let periods = version_periods(file, &src, &mut problems);
        if let Some(basis) = basis {
            against_basis(file, local, basis, &periods, &src, &mut problems);
        }
        sequences(file, &periods, &src, &mut problems);
        let (Some(national), Some(_)) = (national, &national_values) else {
            continue;
        };
        // The authority above this level: the nearest regulation above it that delegates (a
        // province under the law, a tournament under its province), else the law itself. What a
        // level in between sets without delegating it again is fixed for the levels below.
        let above = chain.get(k + 1..).unwrap_or_default();
        let Ok(above_merged) = crate::merge::merge(above, None) else {
            continue;
        };
        let above_values = serde_json::to_value(&above_merged.file).unwrap_or(Value::Null);
        let declarer = above
            .iter()
            .position(|l| l.file.local.is_some() && !l.file.overridable.is_empty());
        let (authority, overridable, between) = match declarer {
            Some(j) => (&above[j].file.id, &above[j].file.overridable, &above[..j]),
            None => {
                let locals = above.iter().take_while(|l| l.file.local.is_some()).count();
                (&national.id, &national.overridable, &above[..locals])
            }
        };
        let fixed: Vec<(String, String)> = between
            .iter()
            .filter(|l| l.file.local.is_some())
            .flat_map(|l| {
                l.file
                    .versions
                    .iter()
                    .flat_map(version_leaves)
                    .map(|(path, _)| (path.join("."), l.file.id.clone()))
                    .collect::<Vec<_>>()
            })
            .collect();
        let authority_effective = national.law.as_ref().and_then(|l| l.effective.as_deref());
        let upper = Authority {
            id: authority,
            overridable,
            fixed: &fixed,
            effective: authority_effective,
            law: &national.id,
        };
        declared(file, &upper, &above_values, &src, &mut problems);
        if !file.overridable.is_empty() {
            declarations(file, &merged_values_or(merged), &src, &mut problems);
            narrower(file, &upper, &src, &mut problems);
        }
    }
    problems
}

fn merged_values_or(merged: &RulebookFile) -> Value {
    serde_json::to_value(merged).unwrap_or(Value::Null)
}

/// The authority a level of a chain answers to: what it delegates, and what the levels in
/// between fixed.
struct Authority<'a> {
    /// The id of the delegating rulebook (the law's, or a regulation above).
    id: &'a str,
    /// What it delegates.
    overridable: &'a BTreeMap<String, Delegation>,
    /// Paths set by regulations in between that do not delegate them again, with who set them.
    fixed: &'a [(String, String)],
    /// The law's effective date.
    effective: Option<&'a str>,
    /// The law's rulebook id.
    law: &'a str,
}

/// A regulation's own declarations only narrow what the authority above delegates to it: a
/// tournament cannot give its organisers more than its province gave it.
fn narrower(file: &RulebookFile, upper: &Authority<'_>, src: &Source<'_>, problems: &mut Vec<Problem>) {
    for (path, delegation) in &file.overridable {
        let quoted = format!("\"{path}\"");
        let segments: Vec<String> = path.split('.').map(str::to_owned).collect();
        match declaration(upper.overridable, &segments) {
            None => problems.push(src.problem(
                &["overridable:", &quoted],
                format!(
                    "`{path}` is not delegated by `{}`, expected a path it declares overridable: {}",
                    upper.id,
                    quoted_list(&upper.overridable.keys().collect::<Vec<_>>())
                ),
            )),
            Some((_, above)) if !within(&delegation.bounds, &above.bounds) => problems.push(src.problem(
                &["overridable:", &quoted, "bounds"],
                format!(
                    "the bounds of `{path}` are wider than `{}` allows in {}, expected bounds within {}",
                    upper.id,
                    above.article,
                    expected(&above.bounds)
                ),
            )),
            Some(_) => {}
        }
    }
}

fn duration_json(d: Duration) -> Value {
    serde_json::to_value(d).unwrap_or(Value::Null)
}

/// Whether every value `inner` allows, `outer` allows too.
fn within(inner: &Bounds, outer: &Bounds) -> bool {
    let d_ok = |d: Duration| out_of_bounds(outer, &duration_json(d)).is_none();
    let c_ok = |n: u32| out_of_bounds(outer, &Value::from(n)).is_none();
    match (inner, outer) {
        (_, Bounds::Any) => true,
        (Bounds::Any, _) => false,
        (Bounds::DurationIn(list), _) => list.iter().all(|&d| d_ok(d)),
        (Bounds::CountIn(list), _) => list.iter().all(|&n| c_ok(n)),
        (
            Bounds::Durations {
                min: Some(a),
                max: Some(b),
            },
            Bounds::DurationIn(_),
        ) => a.ms() == b.ms() && d_ok(*a),
        (
            Bounds::Durations {
                min: Some(a),
                max: Some(b),
            },
            Bounds::Durations { .. },
        ) => d_ok(*a) && d_ok(*b),
        (
            Bounds::Counts {
                min: Some(a),
                max: Some(b),
            },
            Bounds::CountIn(_),
        ) => a == b && c_ok(*a),
        (
            Bounds::Counts {
                min: Some(a),
                max: Some(b),
            },
            Bounds::Counts { .. },
        ) => c_ok(*a) && c_ok(*b),
        _ => false,
    }
}

/// Each declaration names a value the rulebook has (a path `rules show` prints, possibly
/// continued into the value's fields), an article, and bounds that can be met.
fn declarations(file: &RulebookFile, values: &Value, src: &Source<'_>, problems: &mut Vec<Problem>) {
    for (path, delegation) in &file.overridable {
        let quoted = format!("\"{path}\"");
        if !resolves(values, path) {
            problems.push(src.problem(
                &["overridable:", &quoted],
                format!("`{path}` names no value of this rulebook, expected the path of a value as `trongtai rules show` prints it (e.g. `clock.late_arrival`), optionally continued into its fields"),
            ));
        }
        if delegation.article.trim().is_empty() {
            problems.push(src.problem(
                &["overridable:", &quoted, "article"],
                format!("the article delegating `{path}` is empty, expected the article that gives the power"),
            ));
        }
        let empty = match &delegation.bounds {
            Bounds::DurationIn(list) => list.is_empty(),
            Bounds::CountIn(list) => list.is_empty(),
            Bounds::Durations {
                min: Some(a),
                max: Some(b),
            } => a.ms() > b.ms(),
            Bounds::Counts {
                min: Some(a),
                max: Some(b),
            } => a > b,
            _ => false,
        };
        if empty {
            problems.push(src.problem(
                &["overridable:", &quoted, "bounds"],
                format!(
                    "the bounds of `{path}` allow no value, expected a non-empty list or `min` no greater than `max`"
                ),
            ));
        }
    }
}

/// Whether a dotted path reaches something in the law values, passing through cited values.
fn resolves(values: &Value, path: &str) -> bool {
    let mut at = values;
    for segment in path.split('.') {
        if is_cited(at) {
            match at.get("value") {
                Some(inner) => at = inner,
                None => return false,
            }
        }
        // An optional field the value leaves out cannot be declared: write it out to declare it.
        match at.get(segment) {
            Some(next) => at = next,
            None => return false,
        }
    }
    true
}

/// A period of days, the last one included (`None`: no end).
type Period = (i64, Option<i64>);

/// The needles that find version `index` of a file: `versions`, then its `from:`.
/// Where a problem of a version is placed: the version (the n-th `from:` after `versions:`), then
/// needles after it. Kept as the version's number rather than n needles, and searched only when
/// a problem is placed: 10,000 versions were quadratic.
#[derive(Debug, Clone)]
struct VersionAt {
    index: usize,
    then: Vec<String>,
}

impl VersionAt {
    fn push(&mut self, needle: String) {
        self.then.push(needle);
    }
}

impl Extend<String> for VersionAt {
    fn extend<I: IntoIterator<Item = String>>(&mut self, iter: I) {
        self.then.extend(iter);
    }
}

fn version_needles(index: usize) -> VersionAt {
    VersionAt {
        index,
        then: Vec::new(),
    }
}

fn at(src: &Source<'_>, needles: &VersionAt, message: String) -> Problem {
    let Some(version) = src
        .find(0, &["versions:"])
        .and_then(|from| src.find_nth(from, "from:", needles.index + 1))
    else {
        return src.problem(&["versions:"], message);
    };
    let refs: Vec<&str> = needles.then.iter().map(String::as_str).collect();
    match src.find(version, &refs) {
        Some(found) => src.problem_at(found, message),
        None => src.problem_at(version, message),
    }
}

/// A local regulation extends a law, sets its values only in versions and delegates nothing.
fn form(file: &RulebookFile, src: &Source<'_>, problems: &mut Vec<Problem>) {
    if file.extends.is_none() {
        problems.push(src.problem(
            &["local:"],
            "a local regulation changes a law, expected `extends` naming the rulebook of that law",
        ));
    }
    let set = [
        ("law", file.law.is_some()),
        ("game", file.game.is_some()),
        ("end", file.end.is_some()),
        ("clock", file.clock.is_some()),
        ("draws", file.draws.is_some()),
        ("ends", file.ends.is_some()),
        ("conduct", file.conduct.is_some()),
    ];
    for (section, present) in set {
        if present {
            let needle = format!("\n    {section}:");
            let (line, column) = src
                .text
                .find(&needle)
                .map_or((1, 1), |at| crate::locate::position(src.text, at + 5));
            problems.push(Problem::new(
                src.path,
                line,
                column,
                format!("a local regulation sets its values in `versions`, each with its dates, expected `{section}` inside a version"),
            ));
        }
    }
    if file.versions.is_empty() {
        problems.push(src.problem(
            &["local:"],
            "a local regulation without `versions` changes nothing, expected at least one version with its dates",
        ));
    }
}

/// The validity of the legal basis, or `None` (with a problem) if its dates are not dates.
fn basis_period(local: &LocalRegulation, src: &Source<'_>, problems: &mut Vec<Problem>) -> Option<Period> {
    let basis = &local.basis;
    if let Some(issued) = &basis.issued {
        if day_number(issued).is_none() {
            problems.push(src.problem(
                &["basis", "issued", &format!("\"{issued}\"")],
                format!("`issued` is `{issued}`, expected a date YYYY-MM-DD"),
            ));
        }
    }
    let from = date(&basis.valid_from, "valid_from", &["basis", "valid_from"], src, problems)?;
    let until = match &basis.valid_until {
        Some(until) => Some(date(until, "valid_until", &["basis", "valid_until"], src, problems)?),
        None => None,
    };
    if let Some(until) = until.filter(|&u| u < from) {
        problems.push(src.problem(
            &["basis", "valid_until"],
            format!(
                "the legal basis ends on {} before it starts on {}, expected `valid_until` on or after `valid_from`",
                date_of(until),
                basis.valid_from
            ),
        ));
        return None;
    }
    Some((from, until))
}

fn date(text: &str, field: &str, needles: &[&str], src: &Source<'_>, problems: &mut Vec<Problem>) -> Option<i64> {
    let day = day_number(text);
    if day.is_none() {
        let mut all: Vec<&str> = needles.to_vec();
        let quoted = format!("\"{text}\"");
        all.push(&quoted);
        problems.push(src.problem(&all, format!("`{field}` is `{text}`, expected a date YYYY-MM-DD")));
    }
    day
}

/// The period of each version (`None` where its dates are not dates or run backwards).
fn version_periods(file: &RulebookFile, src: &Source<'_>, problems: &mut Vec<Problem>) -> Vec<Option<Period>> {
    let mut out = Vec::new();
    for (i, version) in file.versions.iter().enumerate() {
        let mut needles = version_needles(i);
        let from = day_number(&version.from);
        if from.is_none() {
            needles.push(format!("\"{}\"", version.from));
            problems.push(at(
                src,
                &needles,
                format!("`from` is `{}`, expected a date YYYY-MM-DD", version.from),
            ));
        }
        let until = version.until.as_deref().map(|u| (u, day_number(u)));
        if let Some((text, None)) = until {
            let mut needles = version_needles(i);
            needles.extend(["until:".to_owned(), format!("\"{text}\"")]);
            problems.push(at(
                src,
                &needles,
                format!("`until` is `{text}`, expected a date YYYY-MM-DD"),
            ));
        }
        let period = match (from, until) {
            (Some(from), None) => Some((from, None)),
            (Some(from), Some((_, Some(until)))) if until >= from => Some((from, Some(until))),
            (Some(_), Some((text, Some(_)))) => {
                let mut needles = version_needles(i);
                needles.push("until:".to_owned());
                problems.push(at(
                    src,
                    &needles,
                    format!(
                        "the version from {} ends on {text} before it starts, expected `until` on or after `from`",
                        version.from
                    ),
                ));
                None
            }
            _ => None,
        };
        out.push(period);
    }
    out
}

/// No version is in force outside the validity of the legal basis.
fn against_basis(
    file: &RulebookFile,
    local: &LocalRegulation,
    basis: Period,
    periods: &[Option<Period>],
    src: &Source<'_>,
    problems: &mut Vec<Problem>,
) {
    let document = &local.basis.document;
    for (i, (version, period)) in file.versions.iter().zip(periods).enumerate() {
        let Some((from, until)) = *period else {
            continue;
        };
        if from < basis.0 {
            problems.push(at(
                src,
                &version_needles(i),
                format!(
                    "the version from {} starts before its legal basis ({document}) is in force on {}, expected `from` on or after {}",
                    version.from, local.basis.valid_from, local.basis.valid_from
                ),
            ));
        }
        let Some(basis_until) = basis.1 else {
            continue;
        };
        // A version without `until` runs until the next one starts, the last one while the
        // basis is in force: only a written `until` can outlive the basis.
        let outlives = match until {
            Some(u) if u > basis_until => Some(format!("runs until {}", date_of(u))),
            _ => None,
        };
        if let Some(how) = outlives {
            let mut needles = version_needles(i);
            if until.is_some() {
                needles.push("until:".to_owned());
            }
            problems.push(at(
                src,
                &needles,
                format!(
                    "the version from {} {how} but its legal basis ({document}) ends on {}, expected `until` on or before {}",
                    version.from,
                    date_of(basis_until),
                    date_of(basis_until)
                ),
            ));
        }
    }
}

/// The values a version sets: `(path segments, value)` of each cited leaf (or list).
fn version_leaves(version: &crate::local::DatedValues) -> Vec<(Vec<String>, Value)> {
    let Ok(Value::Object(mut patch)) = serde_json::to_value(version) else {
        return Vec::new();
    };
    patch.retain(|key, _| SECTIONS.contains(&key.as_str()));
    let mut out = Vec::new();
    leaf_paths(&Value::Object(patch), &mut Vec::new(), &mut out);
    // A version that only repeals sets nothing.
    out.retain(|(path, _)| !path.is_empty());
    out
}

/// The versions follow each other, oldest first, without overlap or gap: a version written with
/// an `until` before a later version ends the day before that version starts. Each `repeal`
/// names a value an earlier version sets and this one does not.
fn sequences(file: &RulebookFile, periods: &[Option<Period>], src: &Source<'_>, problems: &mut Vec<Problem>) {
    let mut previous: Option<(usize, Period)> = None;
    for (i, period) in periods.iter().enumerate() {
        let Some((from, until)) = *period else {
            continue;
        };
        if let Some((j, (p_from, p_until))) = previous {
            let (a, b) = (date_of(p_from), date_of(from));
            if from <= p_from {
                problems.push(at(
                    src,
                    &version_needles(i),
                    format!(
                        "the version from {b} is written after the version from {a}, expected versions oldest first, each `from` after the previous one's"
                    ),
                ));
            } else if let Some(p_until) = p_until.filter(|&u| u + 1 != from) {
                let mut needles = version_needles(j);
                needles.push("until:".to_owned());
                let how = if p_until + 1 < from {
                    format!(
                        "ends on {} and the next version starts on {b}: nothing of the regulation would be in force from {} to {}",
                        date_of(p_until),
                        date_of(p_until + 1),
                        date_of(from - 1)
                    )
                } else {
                    format!(
                        "runs until {}, after the next version starts on {b}: the two would overlap",
                        date_of(p_until)
                    )
                };
                problems.push(at(
                    src,
                    &needles,
                    format!(
                        "the version from {a} {how}, expected `until` on {} or no `until` (a version runs until the next one starts)",
                        date_of(from - 1)
                    ),
                ));
            }
        }
        previous = Some((i, (from, until)));
    }
    let mut set: Vec<String> = Vec::new();
    for (i, version) in file.versions.iter().enumerate() {
        let own = crate::dated::set_paths(version);
        for path in &version.repeal {
            let mut needles = version_needles(i);
            needles.extend(["repeal".to_owned(), format!("\"{path}\"")]);
            if own.contains(path) {
                problems.push(at(
                    src,
                    &needles,
                    format!(
                        "the version from {} both sets and repeals `{path}`, expected one or the other",
                        version.from
                    ),
                ));
            } else if !set.contains(path) {
                problems.push(at(
                    src,
                    &needles,
                    format!(
                        "`repeal` names `{path}`, which no earlier version of this regulation sets, expected the path of a value an earlier version sets, as `trongtai rules show` prints it: {}",
                        quoted_list(&set)
                    ),
                ));
            }
        }
        set.retain(|p| !version.repeal.contains(p));
        for path in own {
            if !set.contains(&path) {
                set.push(path);
            }
        }
    }
}

/// Warnings of a local regulation: a value a version with its own `until` sets, and the next
/// version neither sets nor repeals, runs on past that `until`. Said, so that an author who wrote
/// each version as the whole regulation sees which values the next version keeps without
/// writing them.
pub(crate) fn runs_on(chain: &[Loaded]) -> Vec<Problem> {
    let mut warnings = Vec::new();
    for loaded in chain.iter().filter(|l| l.file.local.is_some()) {
        let file = &loaded.file;
        let src = loaded.source.source();
        let mut order: Vec<(i64, usize)> = file
            .versions
            .iter()
            .enumerate()
            .filter_map(|(i, v)| day_number(&v.from).map(|d| (d, i)))
            .collect();
        order.sort_unstable();
        for pair in order.windows(2) {
            let [(_, a), (_, b)] = pair else { continue };
            // Only a version written with its own end leaves the reader in doubt: its author may
            // have meant every value of it to end then.
            let (Some(va), Some(vb)) = (
                file.versions.get(*a).filter(|v| v.until.is_some()),
                file.versions.get(*b),
            ) else {
                continue;
            };
            let later = crate::dated::set_paths(vb);
            for path in crate::dated::set_paths(va) {
                if later.contains(&path) || vb.repeal.contains(&path) {
                    continue;
                }
                warnings.push(at(
                    &src,
                    &version_needles(*b),
                    format!(
                        "warning: `{path}` is set by the version from {} and not by the next one, from {}: it runs on with the value from {} (a value stays until a later version sets it again or repeals it); write it in the version from {} to say so, or `repeal` it to return to the law's value",
                        va.from, vb.from, va.from, vb.from
                    ),
                ));
            }
        }
    }
    warnings
}

/// What changed between a national value and the one replacing it, as paths below `path`.
/// Objects with the same keys are compared key by key; anything else changed as a whole.
fn changed(base: Option<&Value>, new: &Value, path: &[String], out: &mut Vec<Vec<String>>) {
    match (base, new) {
        (Some(b), n) if b == n => {}
        // An enum variant (`Fixed(..)`) changes as a whole.
        (Some(Value::Object(_)), Value::Object(n))
            if n.len() == 1 && n.keys().all(|k| k.starts_with(char::is_uppercase)) =>
        {
            out.push(path.to_vec());
        }
        (Some(Value::Object(b)), Value::Object(n)) if b.len() == n.len() && b.keys().all(|k| n.contains_key(k)) => {
            for (key, value) in n {
                let mut below = path.to_vec();
                below.push(key.clone());
                changed(b.get(key), value, &below, out);
            }
        }
        _ => out.push(path.to_vec()),
    }
}

/// The changes a leaf makes: the inner value of a cited leaf (article and note are the local
/// regulation's own), a map's entries key by key, anything else whole.
pub(crate) fn leaf_changes(base: Option<&Value>, new: &Value, path: &[String], out: &mut Vec<Vec<String>>) {
    if is_cited(new) {
        let inner = base.filter(|b| is_cited(b)).and_then(|b| b.get("value"));
        if let Some(value) = new.get("value") {
            changed(inner, value, path, out);
        }
        return;
    }
    changed(base, new, path, out);
}

pub(crate) fn value_at<'v>(value: &'v Value, path: &[String]) -> Option<&'v Value> {
    let mut at = value;
    for segment in path {
        at = at.get(segment.as_str())?;
    }
    Some(at)
}

/// The declaration covering a path: the longest declared path that the path starts with.
pub(crate) fn declaration<'d>(
    overridable: &'d BTreeMap<String, Delegation>,
    path: &[String],
) -> Option<(&'d String, &'d Delegation)> {
    overridable
        .iter()
        .filter(|(declared, _)| {
            let segments: Vec<&str> = declared.split('.').collect();
            segments.len() <= path.len() && segments.iter().zip(path).all(|(a, b)| *a == b)
        })
        .max_by_key(|(declared, _)| declared.len())
}

/// Every change is declared overridable by the law and lies within its bounds.
fn declared(file: &RulebookFile, upper: &Authority<'_>, values: &Value, src: &Source<'_>, problems: &mut Vec<Problem>) {
    let law = upper.id;
    let effective = upper.effective;
    if let Some((effective, day)) = effective.and_then(|e| day_number(e).map(|d| (e, d))) {
        for (i, version) in file.versions.iter().enumerate() {
            if day_number(&version.from).is_some_and(|from| from < day) {
                problems.push(at(
                    src,
                    &version_needles(i),
                    format!(
                        "the version from {} starts before the law of `{}` is in force on {effective}, expected `from` on or after {effective}",
                        version.from, upper.law
                    ),
                ));
            }
        }
    }
    let declared_paths: Vec<&String> = upper.overridable.keys().collect();
    for (i, version) in file.versions.iter().enumerate() {
        for (path, value) in version_leaves(version) {
            let mut changes = Vec::new();
            leaf_changes(value_at(values, &path), &value, &path, &mut changes);
            for change in changes {
                let dotted = change.join(".");
                let mut needles = version_needles(i);
                needles.extend(change.iter().cloned());
                if let Some((_, by)) = upper.fixed.iter().find(|(p, _)| {
                    dotted == *p || dotted.starts_with(&format!("{p}.")) || p.starts_with(&format!("{dotted}."))
                }) {
                    problems.push(at(
                        src,
                        &needles,
                        format!(
                            "`{dotted}` is fixed by `{by}`, which this regulation extends, expected a value `{by}` delegates again in its own `overridable`"
                        ),
                    ));
                    continue;
                }
                let Some((declared, delegation)) = declaration(upper.overridable, &change) else {
                    let expected = if declared_paths.is_empty() {
                        "no value: this law delegates none".to_owned()
                    } else {
                        format!("one of {}", quoted_list(&declared_paths))
                    };
                    problems.push(at(
                        src,
                        &needles,
                        format!(
                            "`{dotted}` is not declared overridable by `{law}`, expected a value the law delegates to a lower authority: {expected}"
                        ),
                    ));
                    continue;
                };
                let inner = if is_cited(&value) {
                    value
                        .get("value")
                        .and_then(|v| value_at(v, change.get(path.len()..).unwrap_or_default()))
                } else {
                    value_at(&value, change.get(path.len()..).unwrap_or_default())
                };
                if let Some(inner) = inner {
                    if let Some(message) = out_of_bounds(&delegation.bounds, inner) {
                        problems.push(at(
                            src,
                            &needles,
                            format!(
                                "`{dotted}` {message}, outside the bounds `{law}` sets in {}{}, expected {}",
                                delegation.article,
                                if *declared == dotted {
                                    String::new()
                                } else {
                                    format!(" for `{declared}`")
                                },
                                expected(&delegation.bounds)
                            ),
                        ));
                    }
                }
            }
        }
    }
}

/// A duration written in a value (`{"Minutes": 30}`).
fn as_duration(value: &Value) -> Option<Duration> {
    serde_json::from_value::<Duration>(value.clone()).ok().filter(|_| {
        value
            .as_object()
            .is_some_and(|m| m.len() == 1 && m.values().all(Value::is_number))
    })
}

fn durations(value: &Value, out: &mut Vec<Duration>) {
    if let Some(d) = as_duration(value) {
        out.push(d);
        return;
    }
    match value {
        Value::Object(map) => map.values().for_each(|v| durations(v, out)),
        Value::Array(items) => items.iter().for_each(|v| durations(v, out)),
        _ => {}
    }
}

fn counts(value: &Value, out: &mut Vec<u64>) {
    if as_duration(value).is_some() {
        return;
    }
    match value {
        Value::Number(n) => out.extend(n.as_u64()),
        Value::Object(map) => map.values().for_each(|v| counts(v, out)),
        Value::Array(items) => items.iter().for_each(|v| counts(v, out)),
        _ => {}
    }
}

/// Why a value lies outside the bounds (`None` when it lies within).
fn out_of_bounds(bounds: &Bounds, value: &Value) -> Option<String> {
    let found_durations = || {
        let mut out = Vec::new();
        durations(value, &mut out);
        out
    };
    let found_counts = || {
        let mut out = Vec::new();
        counts(value, &mut out);
        out
    };
    let outside_d = |found: Vec<Duration>, ok: &dyn Fn(Duration) -> bool| -> Option<String> {
        if found.is_empty() {
            return Some("holds no duration".to_owned());
        }
        found
            .into_iter()
            .find(|&d| !ok(d))
            .map(|d| format!("is {}", show_duration(d)))
    };
    let outside_c = |found: Vec<u64>, ok: &dyn Fn(u64) -> bool| -> Option<String> {
        if found.is_empty() {
            return Some("holds no number".to_owned());
        }
        found.into_iter().find(|&n| !ok(n)).map(|n| format!("is {n}"))
    };
    match bounds {
        Bounds::Any => None,
        Bounds::Durations { min, max } => outside_d(found_durations(), &|d| {
            min.is_none_or(|m| d.ms() >= m.ms()) && max.is_none_or(|m| d.ms() <= m.ms())
        }),
        Bounds::DurationIn(allowed) => outside_d(found_durations(), &|d| allowed.iter().any(|a| a.ms() == d.ms())),
        Bounds::Counts { min, max } => outside_c(found_counts(), &|n| {
            min.is_none_or(|m| n >= u64::from(m)) && max.is_none_or(|m| n <= u64::from(m))
        }),
        Bounds::CountIn(allowed) => outside_c(found_counts(), &|n| allowed.iter().any(|&a| u64::from(a) == n)),
    }
}

/// What the bounds expect, in words.
fn expected(bounds: &Bounds) -> String {
    let list = |items: Vec<String>| match items.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => "nothing".to_owned(),
    };
    let range = |min: Option<String>, max: Option<String>, what: &str| match (min, max) {
        (Some(a), Some(b)) => format!("{what} from {a} to {b}"),
        (Some(a), None) => format!("{what} of at least {a}"),
        (None, Some(b)) => format!("{what} of at most {b}"),
        (None, None) => format!("any {what}"),
    };
    match bounds {
        Bounds::Any => "any value".to_owned(),
        Bounds::Durations { min, max } => range(min.map(show_duration), max.map(show_duration), "a duration"),
        Bounds::DurationIn(allowed) => format!(
            "a duration of {}",
            list(allowed.iter().copied().map(show_duration).collect())
        ),
        Bounds::Counts { min, max } => range(min.map(|n| n.to_string()), max.map(|n| n.to_string()), "a number"),
        Bounds::CountIn(allowed) => format!("a number of {}", list(allowed.iter().map(u32::to_string).collect())),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn paths(base: Value, new: Value) -> Vec<String> {
        let mut out = Vec::new();
        leaf_changes(Some(&base), &new, &["clock".into(), "late_arrival".into()], &mut out);
        out.into_iter().map(|p| p.join(".")).collect()
    }

    #[test]
    fn changes_are_found_inside_cited_values() {
        let base = json!({"value": {"limit": {"Fixed": {"Hours": 1}}, "at_resumption": true}, "article": "6.7"});
        let new = json!({"value": {"limit": {"Fixed": {"Minutes": 30}}, "at_resumption": true}, "article": "3"});
        assert_eq!(paths(base.clone(), new), ["clock.late_arrival.limit"]);
        let variant = json!({"value": {"limit": {"SetByOrganisers": []}, "at_resumption": false}, "article": "3"});
        assert_eq!(
            paths(base.clone(), variant),
            ["clock.late_arrival.limit", "clock.late_arrival.at_resumption"]
        );
        let same = json!({"value": {"limit": {"Fixed": {"Hours": 1}}, "at_resumption": true}, "article": "other"});
        assert!(paths(base, same).is_empty());
    }

    #[test]
    fn bounds() {
        let v = json!({"Fixed": {"Minutes": 30}});
        let set = Bounds::DurationIn(vec![Duration::Minutes(15), Duration::Minutes(30), Duration::Hours(1)]);
        assert_eq!(out_of_bounds(&set, &v), None);
        assert_eq!(out_of_bounds(&set, &json!({"Fixed": {"Hours": 1}})), None);
        assert_eq!(
            out_of_bounds(&set, &json!({"Fixed": {"Minutes": 45}})),
            Some("is Minutes(45)".into())
        );
        assert_eq!(out_of_bounds(&set, &json!(true)), Some("holds no duration".into()));
        let range = Bounds::Counts {
            min: Some(40),
            max: Some(60),
        };
        assert_eq!(out_of_bounds(&range, &json!(50)), None);
        assert_eq!(out_of_bounds(&range, &json!(75)), Some("is 75".into()));
        assert_eq!(expected(&set), "a duration of Minutes(15), Minutes(30) or Hours(1)");
        assert_eq!(expected(&range), "a number from 40 to 60");
    }
}
