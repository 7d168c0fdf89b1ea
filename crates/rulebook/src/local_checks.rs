//! Checks of local regulations: their form, their dates against each other and against their
//! legal basis, and every value they change against what the law delegates.

use std::collections::BTreeMap;
use trongtai_i18n::{msg, or_list, quoted_list, Message, Text};

use serde_json::Value;

use crate::error::Problem;
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
                problems.push(src.problem(&["versions:"], msg::LocalVersionsWithoutLocal));
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
                msg::LocalNotDelegated {
                    path,
                    authority: upper.id,
                    known: &quoted_list(&upper.overridable.keys().collect::<Vec<_>>()),
                },
            )),
            Some((_, above)) if !within(&delegation.bounds, &above.bounds) => problems.push(src.problem(
                &["overridable:", &quoted, "bounds"],
                msg::LocalWiderBounds {
                    path,
                    authority: upper.id,
                    article: &above.article,
                    expected: &expected(&above.bounds),
                },
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
            problems.push(src.problem(&["overridable:", &quoted], msg::LocalNoSuchValue { path }));
        }
        if delegation.article.trim().is_empty() {
            problems.push(src.problem(
                &["overridable:", &quoted, "article"],
                msg::LocalEmptyDelegationArticle { path },
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
            problems.push(src.problem(&["overridable:", &quoted, "bounds"], msg::LocalEmptyBounds { path }));
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

fn at(src: &Source<'_>, needles: &VersionAt, message: impl Into<Text>) -> Problem {
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
        problems.push(src.problem(&["local:"], msg::LocalWithoutExtends));
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
                msg::LocalValuesOutsideVersions { section },
            ));
        }
    }
    if file.versions.is_empty() {
        problems.push(src.problem(&["local:"], msg::LocalNoVersions));
    }
}

/// The validity of the legal basis, or `None` (with a problem) if its dates are not dates.
fn basis_period(local: &LocalRegulation, src: &Source<'_>, problems: &mut Vec<Problem>) -> Option<Period> {
    let basis = &local.basis;
    if let Some(issued) = &basis.issued {
        if day_number(issued).is_none() {
            problems.push(src.problem(
                &["basis", "issued", &format!("\"{issued}\"")],
                msg::RulebookFieldNotADate {
                    field: "issued",
                    value: issued,
                },
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
            msg::LocalBasisBackwards {
                until: &date_of(until),
                from: &basis.valid_from,
            },
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
        problems.push(src.problem(&all, msg::RulebookFieldNotADate { field, value: text }));
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
                msg::RulebookFieldNotADate {
                    field: "from",
                    value: &version.from,
                },
            ));
        }
        let until = version.until.as_deref().map(|u| (u, day_number(u)));
        if let Some((text, None)) = until {
            let mut needles = version_needles(i);
            needles.extend(["until:".to_owned(), format!("\"{text}\"")]);
            problems.push(at(
                src,
                &needles,
                msg::RulebookFieldNotADate {
                    field: "until",
                    value: text,
                },
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
                    msg::LocalVersionBackwards {
                        from: &version.from,
                        until: text,
                    },
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
                msg::LocalBeforeBasis {
                    from: &version.from,
                    document,
                    basis_from: &local.basis.valid_from,
                },
            ));
        }
        let Some(basis_until) = basis.1 else {
            continue;
        };
        // A version without `until` runs until the next one starts, the last one while the
        // basis is in force: only a written `until` can outlive the basis.
        let outlives = match until {
            Some(u) if u > basis_until => Some(date_of(u)),
            _ => None,
        };
        if let Some(runs_until) = outlives {
            let mut needles = version_needles(i);
            if until.is_some() {
                needles.push("until:".to_owned());
            }
            problems.push(at(
                src,
                &needles,
                msg::LocalOutlivesBasis {
                    from: &version.from,
                    until: &runs_until,
                    document,
                    basis_until: &date_of(basis_until),
                },
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
                    msg::LocalVersionOrder { from: &b, previous: &a },
                ));
            } else if let Some(p_until) = p_until.filter(|&u| u + 1 != from) {
                let mut needles = version_needles(j);
                needles.push("until:".to_owned());
                let expected_until = date_of(from - 1);
                let message = if p_until + 1 < from {
                    msg::LocalVersionGap {
                        from: &a,
                        until: &date_of(p_until),
                        next: &b,
                        gap_from: &date_of(p_until + 1),
                        gap_until: &expected_until,
                    }
                    .text()
                } else {
                    msg::LocalVersionOverlap {
                        from: &a,
                        until: &date_of(p_until),
                        next: &b,
                        expected: &expected_until,
                    }
                    .text()
                };
                problems.push(at(src, &needles, message));
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
                    msg::LocalSetsAndRepeals {
                        from: &version.from,
                        path,
                    },
                ));
            } else if !set.contains(path) {
                problems.push(at(
                    src,
                    &needles,
                    msg::LocalRepealsUnset {
                        path,
                        known: &quoted_list(&set),
                    },
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
                    msg::LocalRunsOn {
                        path: &path,
                        from: &va.from,
                        next: &vb.from,
                    },
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
                    msg::LocalBeforeLaw {
                        from: &version.from,
                        law: upper.law,
                        effective,
                    },
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
                    problems.push(at(src, &needles, msg::LocalFixedAbove { path: &dotted, by }));
                    continue;
                }
                let Some((declared, delegation)) = declaration(upper.overridable, &change) else {
                    let message = if declared_paths.is_empty() {
                        msg::LocalUndeclaredNone { path: &dotted, law }.text()
                    } else {
                        msg::LocalUndeclared {
                            path: &dotted,
                            law,
                            known: &quoted_list(&declared_paths),
                        }
                        .text()
                    };
                    problems.push(at(src, &needles, message));
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
                    if let Some(found) = out_of_bounds(&delegation.bounds, inner) {
                        let declared_for = if *declared == dotted {
                            Text::empty()
                        } else {
                            msg::LocalBoundsFor { declared }.text()
                        };
                        problems.push(at(
                            src,
                            &needles,
                            msg::LocalOutOfBounds {
                                path: &dotted,
                                found: &found,
                                law,
                                article: &delegation.article,
                                declared: &declared_for,
                                expected: &expected(&delegation.bounds),
                            },
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
fn out_of_bounds(bounds: &Bounds, value: &Value) -> Option<Text> {
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
    let outside_d = |found: Vec<Duration>, ok: &dyn Fn(Duration) -> bool| -> Option<Text> {
        if found.is_empty() {
            return Some(msg::BoundsNoDuration.text());
        }
        found.into_iter().find(|&d| !ok(d)).map(|d| {
            msg::BoundsIs {
                value: &show_duration(d),
            }
            .text()
        })
    };
    let outside_c = |found: Vec<u64>, ok: &dyn Fn(u64) -> bool| -> Option<Text> {
        if found.is_empty() {
            return Some(msg::BoundsNoNumber.text());
        }
        found
            .into_iter()
            .find(|&n| !ok(n))
            .map(|n| msg::BoundsIs { value: &n.to_string() }.text())
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
fn expected(bounds: &Bounds) -> Text {
    let durations = |min: Option<String>, max: Option<String>| match (min, max) {
        (Some(min), Some(max)) => msg::ExpectDurationRange { min: &min, max: &max }.text(),
        (Some(min), None) => msg::ExpectDurationAtLeast { min: &min }.text(),
        (None, Some(max)) => msg::ExpectDurationAtMost { max: &max }.text(),
        (None, None) => msg::ExpectAnyDuration.text(),
    };
    let counts = |min: Option<String>, max: Option<String>| match (min, max) {
        (Some(min), Some(max)) => msg::ExpectNumberRange { min: &min, max: &max }.text(),
        (Some(min), None) => msg::ExpectNumberAtLeast { min: &min }.text(),
        (None, Some(max)) => msg::ExpectNumberAtMost { max: &max }.text(),
        (None, None) => msg::ExpectAnyNumber.text(),
    };
    match bounds {
        Bounds::Any => msg::ExpectAnyValue.text(),
        Bounds::Durations { min, max } => durations(min.map(show_duration), max.map(show_duration)),
        Bounds::DurationIn(allowed) => {
            let list: Vec<String> = allowed.iter().copied().map(show_duration).collect();
            msg::ExpectDurationIn { list: &or_list(&list) }.text()
        }
        Bounds::Counts { min, max } => counts(min.map(|n| n.to_string()), max.map(|n| n.to_string())),
        Bounds::CountIn(allowed) => {
            let list: Vec<String> = allowed.iter().map(u32::to_string).collect();
            msg::ExpectNumberIn { list: &or_list(&list) }.text()
        }
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
        use trongtai_i18n::Lang;
        let said = |t: Option<Text>| t.map(|t| t.say(Lang::En));
        let v = json!({"Fixed": {"Minutes": 30}});
        let set = Bounds::DurationIn(vec![Duration::Minutes(15), Duration::Minutes(30), Duration::Hours(1)]);
        assert_eq!(out_of_bounds(&set, &v), None);
        assert_eq!(out_of_bounds(&set, &json!({"Fixed": {"Hours": 1}})), None);
        assert_eq!(
            said(out_of_bounds(&set, &json!({"Fixed": {"Minutes": 45}}))).as_deref(),
            Some("is Minutes(45)")
        );
        assert_eq!(
            said(out_of_bounds(&set, &json!(true))).as_deref(),
            Some("holds no duration")
        );
        let range = Bounds::Counts {
            min: Some(40),
            max: Some(60),
        };
        assert_eq!(out_of_bounds(&range, &json!(50)), None);
        assert_eq!(said(out_of_bounds(&range, &json!(75))).as_deref(), Some("is 75"));
        assert_eq!(
            expected(&set).say(Lang::En),
            "a duration of Minutes(15), Minutes(30) or Hours(1)"
        );
        assert_eq!(expected(&range).say(Lang::En), "a number from 40 to 60");
        assert_eq!(expected(&range).say(Lang::Vi), "một số từ 40 đến 60");
    }
}
