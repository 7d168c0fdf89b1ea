//! The comparison: the values that differ, the scenarios and archive games run under both
//! rulebooks.

use std::collections::BTreeMap;
use std::path::PathBuf;

use anyhow::Context;
use trongtai_rulebook::human::{self, Lang};
use trongtai_rulebook::law::LateLimit;
use trongtai_rulebook::local::show_duration;
use trongtai_rulebook::{ProvenanceEntry, Rulebook};
use trongtai_scenario::{
    family_root, find, load as load_scenario, render, verdict_diff, Expect, Outcome, Runner, Scenario,
};

use trongtai_i18n::{msg, say};

use crate::hashing::hex_sha256;
use crate::model::*;
use crate::words::ruling;
use crate::*;

/// The rulebook as the report names it.
pub(crate) fn info(spec: &str, book: &Rulebook) -> BookInfo {
    BookInfo {
        spec: spec.to_owned(),
        id: book.id().to_owned(),
        version: book.version().to_owned(),
        game: book.game().id.clone(),
        on: book.on().map(str::to_owned),
        files: book.files().iter().map(|f| f.path().to_owned()).collect(),
    }
}

/// Paths that name a rulebook rather than a value of its law.
pub(crate) fn is_identity(path: &str) -> bool {
    matches!(path, "id" | "version" | "extends") || path.starts_with("title.")
}

/// The values (or their articles) that differ, in the base's order, then the candidate's own.
pub(crate) fn changed_values(base: &Rulebook, candidate: &Rulebook) -> Vec<ValueChange> {
    let side = |e: &ProvenanceEntry| Side {
        value: e.value.clone(),
        article: e.article.clone(),
        file: e.file.clone(),
    };
    let cand: BTreeMap<&str, &ProvenanceEntry> = candidate.provenance().map(|e| (e.path.as_str(), e)).collect();
    let base_map: BTreeMap<&str, &ProvenanceEntry> = base.provenance().map(|e| (e.path.as_str(), e)).collect();
    // An empty map or list on one side whose entries the other side sets is not a value of its
    // own: the entries are listed.
    let container = |e: &ProvenanceEntry, other: &BTreeMap<&str, &ProvenanceEntry>| {
        (e.value == "{}" || e.value == "[]")
            && other
                .keys()
                .any(|k| k.starts_with(&format!("{}.", e.path)) || k.starts_with(&format!("{}[", e.path)))
    };
    let mut out = Vec::new();
    for b in base.provenance().filter(|e| !is_identity(&e.path)) {
        match cand.get(b.path.as_str()) {
            Some(c) if c.value == b.value && c.article == b.article => {}
            None if container(b, &cand) => {}
            other => out.push(ValueChange {
                path: b.path.clone(),
                base: Some(side(b)),
                candidate: other.map(|c| side(c)),
            }),
        }
    }
    for c in candidate
        .provenance()
        .filter(|e| !is_identity(&e.path) && !base_map.contains_key(e.path.as_str()) && !container(e, &base_map))
    {
        out.push(ValueChange {
            path: c.path.clone(),
            base: None,
            candidate: Some(side(c)),
        });
    }
    out
}

/// The names the scenario runner knows the two rulebooks by when a date pins them.
pub(crate) const BASE_NAME: &str = "impact:base";
pub(crate) const CANDIDATE_NAME: &str = "impact:candidate";

/// How the scenario runner is to load a rulebook: pinned under `name` when a date was given on
/// the command line (every scenario then runs under the values of that day); else by its id or
/// absolute path, so that each scenario's own `date` resolves the dated values of a local
/// regulation (the runner takes paths relative to the scenario file, hence absolute).
pub(crate) fn runner_spec(runner: &mut Runner, name: &str, spec: &str, book: Book<'_>) -> anyhow::Result<String> {
    if book.rules.on().is_some() {
        runner.pin_rulebook(name, book.rules.clone())?;
        return Ok(name.to_owned());
    }
    if spec.contains('/') || spec.contains('\\') || spec.ends_with(".ron") {
        let path = std::path::absolute(spec).with_context(|| spec.to_owned())?;
        Ok(path.display().to_string())
    } else {
        Ok(spec.to_owned())
    }
}

/// Runs the selected scenarios under both rulebooks.
pub(crate) fn compare_scenarios(
    dirs: &[PathBuf],
    shown_from: Option<&std::path::Path>,
    (base_arg, cand_arg): (&str, &str),
    base: Book<'_>,
    candidate: Book<'_>,
) -> anyhow::Result<(Corpus, Vec<Hashed>)> {
    let files = find(dirs)?;
    let (base_id, cand_id) = (base.rules.id(), candidate.rules.id());
    let game = &base.rules.game().id;
    let families = [family_root(base.rules), family_root(candidate.rules)];
    let base_name = crate::words::diff_label(Role::Base, base_id, Lang::En);
    let cand_name = crate::words::diff_label(Role::Candidate, cand_id, Lang::En);
    let base_vi = crate::words::diff_label(Role::Base, base_id, Lang::Vi);
    let cand_vi = crate::words::diff_label(Role::Candidate, cand_id, Lang::Vi);
    let mut said_vi: BTreeMap<String, String> = BTreeMap::new();
    let mut runner = Runner::new();
    let base_spec = runner_spec(&mut runner, BASE_NAME, base_arg, base)?;
    let cand_spec = runner_spec(&mut runner, CANDIDATE_NAME, cand_arg, candidate)?;
    let mut corpus = Corpus::default();
    // Errors name the file as the report does.
    let shown = |e: String| match shown_from {
        Some(from) => e.replace(&format!("{}{}", from.display(), std::path::MAIN_SEPARATOR), ""),
        None => e,
    };
    let mut matrix: BTreeMap<(String, String), u64> = BTreeMap::new();
    let mut hashed = Vec::new();
    for path in &files {
        let name = shown_from
            .and_then(|from| path.strip_prefix(from).ok())
            .unwrap_or(path)
            .display()
            .to_string();
        let scenario = match load_scenario(path) {
            Ok(s) => s,
            Err(e) => {
                corpus.not_run += 1;
                corpus.fail(None, shown(e.to_string()));
                continue;
            }
        };
        let names = |id: &str| scenario.rules == id || scenario.holds_for.iter().any(|h| h == id);
        let named = names(base_id) || names(cand_id);
        let in_family = match runner.family(path, &scenario) {
            Ok((g, root)) => &g == game && families.contains(&root),
            Err(e) => {
                if named {
                    corpus.not_run += 1;
                    corpus.fail(None, shown(e.to_string()));
                }
                continue;
            }
        };
        if !(in_family || named) {
            continue;
        }
        let text = std::fs::read(path).with_context(|| name.clone())?;
        hashed.push(Hashed {
            path: name.clone(),
            sha256: hex_sha256(&text),
            bytes: None,
        });
        let (for_base, base_note) = fit(&scenario, base.rules, Role::Base);
        let (for_cand, cand_note) = fit(&scenario, candidate.rules, Role::Candidate);
        let (notes, notes_vi): (Vec<String>, Vec<String>) = base_note.into_iter().chain(cand_note).unzip();
        corpus.adapted += u64::from(!notes.is_empty());
        let under_base = runner
            .run_loaded(path, &for_base, Some(&base_spec))
            .map_err(|e| (Role::Base, base_id, e.to_string()));
        let under_cand = runner
            .run_loaded(path, &for_cand, Some(&cand_spec))
            .map_err(|e| (Role::Candidate, cand_id, e.to_string()));
        let (b, c) = match (under_base, under_cand) {
            (Ok(b), Ok(c)) => (b, c),
            (b, c) => {
                // An event the other law has no rule for (an irregularity, an offence it does not
                // name) stops the replay: reported, not compared.
                corpus.not_run += 1;
                for (role, id, e) in [b.err(), c.err()].into_iter().flatten() {
                    corpus.fail(Some((role, id.to_owned())), shown(e));
                }
                continue;
            }
        };
        corpus.compared += 1;
        let (from, to) = (ruling(&b.verdict, Lang::En), ruling(&c.verdict, Lang::En));
        let (from_vi, to_vi) = (ruling(&b.verdict, Lang::Vi), ruling(&c.verdict, Lang::Vi));
        said_vi.insert(from.clone(), from_vi.clone());
        said_vi.insert(to.clone(), to_vi.clone());
        *matrix.entry((from.clone(), to.clone())).or_insert(0) += 1;
        // An expectation is written for the day the scenario is played: a rulebook pinned to
        // another day is not held to it.
        let same_day = |book: &Rulebook| match (book.on(), scenario.date.as_deref()) {
            (Some(on), Some(date)) => on == date,
            _ => true,
        };
        let declared = (
            (names(base_id) && same_day(base.rules)).then_some(b.passed),
            (names(cand_id) && same_day(candidate.rules)).then_some(c.passed),
        );
        if declared.1 == Some(false) {
            corpus.broken_declarations.push(name.clone());
        }
        let diff = verdict_diff(&b, &c, &base_name, &cand_name);
        if !diff.is_empty() {
            corpus.changed += 1;
            let articles_only = uncited(&b) == uncited(&c);
            corpus.articles_only += u64::from(articles_only);
            corpus.changes.push(Change {
                item: name,
                from,
                to,
                articles_only,
                expectation_holds: (declared != (None, None)).then_some(Holds {
                    base: declared.0,
                    candidate: declared.1,
                }),
                notes,
                diff,
                vi: ChangeText {
                    from: from_vi,
                    to: to_vi,
                    notes: notes_vi,
                    diff: verdict_diff(&b, &c, &base_vi, &cand_vi),
                },
            });
        }
    }
    corpus.transitions = transitions(matrix, &said_vi);
    hashed.sort();
    Ok((corpus, hashed))
}

/// A scenario as run under a rulebook: where the scenario's set-up chooses, as the organisers,
/// a late-arrival limit that the rulebook fixes itself (a local regulation is the organisers'
/// choice made once for all its events), the rulebook's limit applies and the set-up's is
/// dropped, with a note saying so.
pub(crate) fn fit(s: &Scenario, book: &Rulebook, role: Role) -> (Scenario, Option<(String, String)>) {
    let late = book.merged().clock.as_ref().and_then(|c| c.late_arrival.as_ref());
    match (late, s.setup.late_limit) {
        (Some(late), Some(chosen)) => match late.value.limit {
            LateLimit::Fixed(fixed) if fixed.ms() != chosen.ms() => {
                let mut fitted = s.clone();
                fitted.setup.late_limit = None;
                let role = |lang| match role {
                    Role::Base => say(lang, &msg::ImpactBase),
                    Role::Candidate => say(lang, &msg::ImpactCandidate),
                };
                let en = say(
                    Lang::En,
                    &msg::ImpactFittedLateLimit {
                        chosen: &show_duration(chosen),
                        role: &role(Lang::En),
                        fixed: &show_duration(fixed),
                        article: &late.article,
                    },
                );
                let vi = say(
                    Lang::Vi,
                    &msg::ImpactFittedLateLimit {
                        chosen: &human::duration(chosen, Lang::Vi),
                        role: &role(Lang::Vi),
                        fixed: &human::duration(fixed, Lang::Vi),
                        article: &late.article,
                    },
                );
                (fitted, Some((en, vi)))
            }
            _ => (s.clone(), None),
        },
        _ => (s.clone(), None),
    }
}

impl Corpus {
    /// A scenario that could not run.
    fn fail(&mut self, under: Option<(Role, String)>, error: String) {
        let failure = Failure { under, error };
        self.errors.push(failure.record());
        self.failures.push(failure);
    }
}

/// The matrix as a sorted list: changed rulings first, then by count (most first), then by name.
pub(crate) fn transitions(
    matrix: BTreeMap<(String, String), u64>,
    said_vi: &BTreeMap<String, String>,
) -> Vec<Transition> {
    let vi = |en: &String| said_vi.get(en).cloned().unwrap_or_else(|| en.clone());
    let mut out: Vec<Transition> = matrix
        .into_iter()
        .map(|((from, to), count)| Transition {
            from_vi: vi(&from),
            to_vi: vi(&to),
            from,
            to,
            count,
        })
        .collect();
    out.sort_by(|a, b| {
        (a.from == a.to)
            .cmp(&(b.from == b.to))
            .then(b.count.cmp(&a.count))
            .then_with(|| a.from.cmp(&b.from))
            .then_with(|| a.to.cmp(&b.to))
    });
    out
}

/// A verdict without its citations (articles of the verdict and of its penalties), to tell a
/// change of ruling from a change of the article cited for the same ruling.
pub(crate) fn uncited(o: &Outcome) -> String {
    let mut v = o.verdict.clone();
    v.articles.clear();
    for p in &mut v.penalties {
        p.article.clear();
    }
    render(&Expect::full(&v, o.side_names()))
}
