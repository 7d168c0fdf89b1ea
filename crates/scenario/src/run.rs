//! Loading, running, comparing and blessing scenarios.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use similar::TextDiff;
use thiserror::Error;
use trongtai_arbiter::{Arbiter, Verdict};
use trongtai_engine::Game;
use trongtai_i18n::{lang, msg, say, Message};
use trongtai_rulebook::model::{Labels, RulebookFile};
use trongtai_rulebook::{Library, Proposal, ProposalStatus, Rulebook};

use crate::model::{EmbeddedRules, Expect, Scenario};

/// Why a scenario could not be run.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ScenarioError {
    /// The file cannot be read or does not parse; the message is located (`path:line:col`).
    #[error("{0}")]
    File(String),
    /// Its rulebook cannot be loaded or compiled.
    #[error("{path}: rulebook `{rules}`: {message}")]
    Rules {
        /// The scenario file.
        path: String,
        /// The rulebook named.
        rules: String,
        /// What went wrong.
        message: String,
    },
    /// The arbiter cannot replay it.
    #[error("{path}: {message}")]
    Replay {
        /// The scenario file.
        path: String,
        /// What went wrong.
        message: String,
    },
}

/// The result of running one scenario.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The scenario's file.
    pub path: PathBuf,
    /// The rulebook it ran under.
    pub rules: String,
    /// The verdict the arbiter gave.
    pub verdict: Verdict,
    /// What the scenario expects.
    pub expected: Expect,
    /// Whether the verdict meets the expectation.
    pub passed: bool,
    /// Whether the expectation applies under the rulebook run (its own, or one it holds for).
    pub compared: bool,
    /// The side identifiers of the game, the side that moves first first.
    pub sides: [String; 2],
}

impl Outcome {
    /// The side identifiers, as [`Expect::project`] and [`Expect::full`] take them.
    pub fn side_names(&self) -> [&str; 2] {
        [&self.sides[0], &self.sides[1]]
    }
}

/// Runs scenarios, keeping each rulebook loaded and compiled once.
#[derive(Default)]
pub struct Runner {
    cache: HashMap<String, (Rulebook, Game)>,
    /// Rulebooks given by the caller under a name, used as they are (see `pin_rulebook`).
    pinned: HashMap<String, (Rulebook, Game)>,
}

/// Every `.ron` file under the given files and directories, sorted, except the coverage
/// exclusions (`coverage-exclusions.ron`), which is not a scenario. A file named that does not
/// end in `.ron` is an error (it would otherwise be passed over in silence). Symbolic links are followed
/// (walkdir), but a directory already walked is walked only once: a link to an ancestor is a
/// loop walkdir reports and we skip, and a directory reached again by another link is skipped
/// by its canonical path.
pub fn find(paths: &[PathBuf]) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for p in paths {
        if !p.exists() {
            return Err(std::io::Error::new(
                std::io::ErrorKind::NotFound,
                msg::ScenarioNoSuchPath {
                    path: &p.display().to_string(),
                }
                .text()
                .to_string(),
            ));
        }
        // A file named on the command line is a scenario only if it is one by its name.
        if !p.is_dir() && p.extension().is_none_or(|e| e != "ron") {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                msg::ScenarioNotAScenarioFile {
                    path: &p.display().to_string(),
                }
                .text()
                .to_string(),
            ));
        }
        let mut entries = walkdir::WalkDir::new(p)
            .follow_links(true)
            .sort_by_file_name()
            .into_iter();
        while let Some(entry) = entries.next() {
            let entry = match entry {
                Ok(entry) => entry,
                Err(e) if e.loop_ancestor().is_some() => continue,
                Err(e) => return Err(e.into()),
            };
            if entry.file_type().is_dir() {
                if !seen.insert(std::fs::canonicalize(entry.path())?) {
                    entries.skip_current_dir();
                }
            } else if entry.path().extension().is_some_and(|e| e == "ron")
                && entry.file_name() != crate::coverage::EXCLUSIONS_FILE
            {
                out.push(entry.into_path());
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Whether the law of the shipped rulebook `id` numbers a clause a verdict may cite: the
/// checkable ids of its article index (an appendix's with those of the law it extends), read
/// through `recite` (into a later edition's numbering), are the clause or finer or coarser than
/// it. Rows that are not checkable (XQ99's `14–30`, the chapters its copy lacks) number nothing
/// here. A rulebook without a shipped index numbers every clause.
fn numbered_in(id: &str, recite: impl Fn(&str) -> String) -> impl Fn(&str) -> bool {
    // An appendix's index (fide-2001-rapid) numbers its own clauses; the law it extends, the rest.
    let ids: Option<Vec<String>> = crate::coverage::shipped_index(id).map(|index| {
        let extended = index.extends.as_deref().and_then(crate::coverage::shipped_index);
        index
            .articles
            .iter()
            .chain(extended.iter().flat_map(|e| &e.articles))
            .filter(|a| a.checkable)
            .map(|a| recite(&a.id))
            .collect()
    });
    move |clause| {
        ids.as_ref().is_none_or(|ids| {
            ids.iter()
                .any(|a| a == clause || crate::coverage::refines(clause, a) || crate::coverage::refines(a, clause))
        })
    }
}

fn display(path: &Path) -> String {
    path.display().to_string()
}

/// Reads a scenario file.
///
/// # Errors
///
/// A located message (`path:line:col: …`) when the file cannot be read or parsed.
pub fn load(path: &Path) -> Result<Scenario, ScenarioError> {
    // Bounded, and only a regular file: a `.ron` link to `/dev/zero` or a FIFO in a folder of
    // scenarios is refused at once.
    let text = trongtai_rulebook::files::read_text(path).map_err(|e| {
        let (line, column) = e.position();
        ScenarioError::File(format!("{}:{line}:{column}: {e}", display(path)))
    })?;
    parse(path, trongtai_rulebook::files::strip_bom(&text))
}

/// Reads the text of a scenario file; `path` names it in messages.
///
/// # Errors
///
/// A located message (`path:line:col: …`) when the text does not parse as a scenario or a
/// number in it is beyond its limit (see [`trongtai_rulebook::limits`]).
pub fn parse(path: &Path, text: &str) -> Result<Scenario, ScenarioError> {
    crate::syntax::parse(&display(path), text).map_err(ScenarioError::File)
}

impl Runner {
    /// A runner with nothing loaded.
    pub fn new() -> Self {
        Self::default()
    }

    fn rulebook(&mut self, path: &Path, spec: &str, s: &Scenario) -> Result<&(Rulebook, Game), ScenarioError> {
        let (overrides, date) = (s.overrides.as_ref(), s.date.as_deref());
        if overrides.is_none() && self.pinned.contains_key(spec) {
            return self
                .pinned
                .get(spec)
                .ok_or_else(|| ScenarioError::File(format!("{}: pinned rulebook", display(path))));
        }
        let err = |message: String| ScenarioError::Rules {
            path: display(path),
            rules: spec.to_string(),
            message,
        };
        if let Some(embedded) = s.rules_file.as_ref().filter(|e| e.file == spec) {
            if overrides.is_some() {
                return Err(err(msg::ScenarioRulesFileWithOverrides.text().to_string()));
            }
            return self.embedded_rulebook(embedded, date).map_err(err);
        }
        let is_path = spec.contains('/') || spec.ends_with(".ron");
        let resolved = if is_path {
            let folder = path.parent().unwrap_or(Path::new("."));
            let file = folder.join(spec);
            if !file.exists() {
                let shown = if folder.as_os_str().is_empty() {
                    Path::new(".")
                } else {
                    folder
                };
                return Err(err(msg::ScenarioNoRuleFile {
                    file: &file.display().to_string(),
                    folder: &shown.display().to_string(),
                }
                .text()
                .to_string()));
            }
            file.display().to_string()
        } else {
            spec.to_string()
        };
        let overrides_text = match overrides {
            Some(o) => Some(
                ron::ser::to_string(o)
                    .map_err(|e| ScenarioError::File(format!("{}: overrides: {e}", display(path))))?,
            ),
            None => None,
        };
        let key = format!(
            "{resolved}\u{0}{}\u{0}{}",
            overrides_text.as_deref().unwrap_or(""),
            date.unwrap_or("")
        );
        if !self.cache.contains_key(&key) {
            let book = match overrides {
                None => Rulebook::load_on(&Library::shipped(), &resolved, date).map_err(|e| err(e.to_string()))?,
                Some(o) => {
                    if is_path {
                        return Err(err(msg::ScenarioOverridesNeedId.text().to_string()));
                    }
                    let file = RulebookFile {
                        id: "scenario-overrides".into(),
                        version: "0.0.0".into(),
                        title: Labels {
                            vi: "Giá trị thay đổi trong tình huống".into(),
                            en: "Values changed by a scenario".into(),
                        },
                        extends: Some(resolved.clone()),
                        amends: None,
                        renumber: Default::default(),
                        unencoded_before: Vec::new(),
                        law: None,
                        game: None,
                        end: o.end.clone(),
                        clock: o.clock.clone(),
                        draws: o.draws.clone(),
                        ends: o.ends.clone(),
                        conduct: o.conduct.clone(),
                        overridable: Default::default(),
                        local: None,
                        versions: Vec::new(),
                        // Values changed for one case only: a variant of the law to compare with
                        // it, which no body proposed and which is in force nowhere.
                        proposal: Some(Proposal {
                            proposer: Labels {
                                vi: "tình huống này (không phải một cơ quan)".into(),
                                en: "this scenario (not a body)".into(),
                            },
                            status: ProposalStatus::Comparison,
                            submitted: None,
                            effective: None,
                            illustrative: false,
                        }),
                    };
                    let text = ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default())
                        .map_err(|e| err(e.to_string()))?;
                    let library = Library::shipped().with("scenario-overrides.ron", text);
                    Rulebook::load_on(&library, "scenario-overrides", date).map_err(|e| err(e.to_string()))?
                }
            };
            let game = Game::compile(book.game()).map_err(|e| err(e.to_string()))?;
            self.cache.insert(key.clone(), (book, game));
        }
        self.cache
            .get(&key)
            .ok_or_else(|| ScenarioError::File(format!("{}: rulebook cache", display(path))))
    }

    /// The rulebook of a rule file carried in the case (loaded beside the shipped ones, under the
    /// stem of its file name, as the desk loads it), after checking its hash.
    fn embedded_rulebook(&mut self, e: &EmbeddedRules, date: Option<&str>) -> Result<&(Rulebook, Game), String> {
        if !e.intact() {
            return Err(msg::ScenarioCarriedChanged {
                file: &e.file,
                sha256: &e.sha256,
            }
            .text()
            .to_string());
        }
        let key = format!("embedded\u{0}{}\u{0}{}", e.sha256, date.unwrap_or(""));
        if !self.cache.contains_key(&key) {
            let book = crate::carried::load_rule_text(&e.file, &e.text, date)?;
            let game = Game::compile(book.game()).map_err(|err| err.to_string())?;
            self.cache.insert(key.clone(), (book, game));
        }
        self.cache.get(&key).ok_or_else(|| "rulebook cache".to_owned())
    }

    /// Makes `name` stand for a rulebook already loaded, whatever the scenario's `date` (for
    /// instance one whose local values were resolved on a date chosen by the caller); `run` and
    /// `run_loaded` then take `name` as a rulebook. A scenario with inline `overrides` cannot
    /// be run under it.
    ///
    /// # Errors
    ///
    /// When its game does not compile.
    pub fn pin_rulebook(&mut self, name: &str, book: Rulebook) -> Result<(), ScenarioError> {
        let game = Game::compile(book.game()).map_err(|e| ScenarioError::Rules {
            path: String::new(),
            rules: name.to_string(),
            message: e.to_string(),
        })?;
        self.pinned.insert(name.to_string(), (book, game));
        Ok(())
    }

    /// Runs a scenario under its own rulebook, or under `rules` instead.
    ///
    /// # Errors
    ///
    /// When the file, its rulebook or its event log cannot be used.
    pub fn run(&mut self, path: &Path, rules: Option<&str>) -> Result<Outcome, ScenarioError> {
        let s = load(path)?;
        self.run_loaded(path, &s, rules)
    }

    /// Runs a scenario under its own rulebook, then under each rulebook of its `holds_for`; the
    /// expectation is compared under every one of them (own rulebook first).
    ///
    /// # Errors
    ///
    /// When the file, one of its rulebooks or its event log cannot be used, or when a
    /// `holds_for` rulebook is of another game than the scenario's own.
    pub fn run_all(&mut self, path: &Path) -> Result<Vec<Outcome>, ScenarioError> {
        let s = load(path)?;
        self.run_all_loaded(path, &s)
    }

    /// [`Runner::run_all`] for a scenario already read (`path` names it in messages, and
    /// rulebook paths are taken relative to it): the Python and WebAssembly packages replay a
    /// scenario's text.
    ///
    /// # Errors
    ///
    /// As [`Runner::run_all`].
    pub fn run_all_loaded(&mut self, path: &Path, s: &Scenario) -> Result<Vec<Outcome>, ScenarioError> {
        let own = self.run_loaded(path, s, None)?;
        let own_game = self.rulebook(path, &s.rules, s)?.0.game().id.clone();
        let mut out = vec![own];
        for other in &s.holds_for {
            let game = self.rulebook(path, other, s)?.0.game().id.clone();
            if game != own_game {
                return Err(ScenarioError::Rules {
                    path: display(path),
                    rules: other.clone(),
                    message: msg::ScenarioHoldsForOtherGame {
                        game: &game,
                        own: &own_game,
                    }
                    .text()
                    .to_string(),
                });
            }
            out.push(self.run_loaded(path, s, Some(other))?);
        }
        Ok(out)
    }

    /// Runs an already loaded scenario under its own rulebook, or under `rules` instead (a
    /// shipped id, or a path taken relative to the scenario file).
    ///
    /// # Errors
    ///
    /// When its rulebook or its event log cannot be used.
    pub fn run_loaded(&mut self, path: &Path, s: &Scenario, rules: Option<&str>) -> Result<Outcome, ScenarioError> {
        let spec = rules.unwrap_or(&s.rules).to_string();
        // Under a later edition of the law, the expectation is re-cited to its numbering: the
        // ids of the scenario's own chain, the rulebook first, are looked for in the other's.
        // The chain's ids, and how many of them are the files of its own edition.
        let own = match rules.filter(|r| *r != s.rules) {
            Some(_) => {
                let book = &self.rulebook(path, &s.rules, s)?.0;
                Some((
                    book.chain_ids().map(str::to_owned).collect::<Vec<_>>(),
                    book.edition_files().len(),
                ))
            }
            None => None,
        };
        let (book, game) = self.rulebook(path, &spec, s)?;
        let arbiter = Arbiter::new(book, game).map_err(|e| ScenarioError::Replay {
            path: display(path),
            message: e.to_string(),
        })?;
        let verdict = arbiter.replay(&s.setup, &s.events).map_err(|e| ScenarioError::Replay {
            path: display(path),
            message: e.to_string(),
        })?;
        let [a, b] = game.side_ids();
        let actual = s.expect.project(&verdict, [a, b]);
        let across = own
            .as_ref()
            .map(|(ids, _)| ids)
            .filter(|ids| ids.iter().all(|id| book.edition_ids().all(|e| e != id)))
            .filter(|ids| ids.iter().any(|id| book.recite_from(id, "").is_some()));
        // Under an earlier edition of the scenario's own law (held backwards).
        let earlier = own
            .as_ref()
            .is_some_and(|(ids, files)| ids.iter().skip(*files).any(|id| id == book.id()));
        let passed = match across {
            // A later edition of the same law: its numbering, its finer clauses, and clauses of
            // its own that the earlier edition does not number at all (XQ04 24.15 where XQ99
            // cites 7.1(h) alone): the scenario's verdict holds if all else is the same.
            Some(ids) => {
                let recite = |c: &str| {
                    ids.iter()
                        .find_map(|id| book.recite_from(id, c))
                        .unwrap_or_else(|| c.to_owned())
                };
                let expected = s.expect.recited(recite);
                let numbered = numbered_in(&s.rules, recite);
                let cited = |c: &str| {
                    expected
                        .articles
                        .iter()
                        .any(|e| e == c || crate::coverage::refines(c, e))
                };
                expected.met_across_editions(&actual.citing_only(|c| cited(c) || numbered(c)))
            }
            // An earlier edition: the expectation without the clauses that edition does not
            // number (read in the later numbering: a renumbered edition's case does not hold
            // backwards).
            None if earlier => actual == s.expect.citing_only(numbered_in(book.id(), str::to_owned)),
            None => actual == s.expect,
        };
        let compared = rules.is_none_or(|r| r == s.rules || s.holds_for.iter().any(|h| h == r));
        Ok(Outcome {
            path: path.to_path_buf(),
            rules: book.id().to_string(),
            verdict,
            expected: s.expect.clone(),
            passed,
            compared,
            sides: [a.to_string(), b.to_string()],
        })
    }

    /// The position before each event of a scenario, under its own rulebook (or `rules`), from
    /// one replay (see `Arbiter::replay_observed`).
    ///
    /// # Errors
    ///
    /// As [`Runner::run_loaded`].
    pub fn positions_loaded(
        &mut self,
        path: &Path,
        s: &Scenario,
        rules: Option<&str>,
    ) -> Result<Vec<trongtai_engine::GamePosition>, ScenarioError> {
        let spec = rules.unwrap_or(&s.rules).to_string();
        let (book, game) = self.rulebook(path, &spec, s)?;
        let arbiter = Arbiter::new(book, game).map_err(|e| ScenarioError::Replay {
            path: display(path),
            message: e.to_string(),
        })?;
        let mut positions = Vec::with_capacity(s.events.len());
        arbiter
            .replay_observed(&s.setup, &s.events, &mut |_, pos| positions.push(*pos))
            .map_err(|e| ScenarioError::Replay {
                path: display(path),
                message: e.to_string(),
            })?;
        Ok(positions)
    }

    /// The game id and the id of the last rulebook of the `extends` chain (the national law a
    /// rulebook belongs to) of a scenario's own rulebook.
    ///
    /// # Errors
    ///
    /// When the rulebook cannot be loaded.
    pub fn family(&mut self, path: &Path, s: &Scenario) -> Result<(String, String), ScenarioError> {
        let (book, _) = self.rulebook(path, &s.rules, s)?;
        Ok((book.game().id.clone(), family_root(book)))
    }
}

/// The file name (without `.ron`) of the last rulebook of a rulebook's `extends` chain within its
/// edition: the national law it belongs to (`fide-2001` for `fide-2001-rapid`, `fide-2014` for
/// `fide-2014-rapid`, not the earlier edition `fide-2014` amends).
pub fn family_root(book: &Rulebook) -> String {
    let last = book.edition_files().last().map_or(book.id(), |f| f.path());
    let name = last.rsplit('/').next().unwrap_or(last);
    name.strip_suffix(".ron").unwrap_or(name).to_string()
}

/// Writes an expectation as pretty RON.
pub fn render(e: &Expect) -> String {
    let config = ron::ser::PrettyConfig::default().indentor("    ".to_string());
    ron::ser::to_string_pretty(e, config).unwrap_or_else(|err| format!("<cannot render: {err}>"))
}

/// A unified diff of the expected against the actual verdict (only the fields the expectation
/// gives), headed with the caller's words for the two, empty when they agree.
pub fn diff(o: &Outcome, expected: &str, actual: &str) -> String {
    text_diff(
        &render(&o.expected),
        &render(&o.expected.project(&o.verdict, o.side_names())),
        expected,
        actual,
    )
}

/// A unified diff of two verdicts (result, reason, articles, penalties, clocks, final
/// position), empty when they agree: how a scenario's ruling changes from one rulebook to
/// another.
pub fn verdict_diff(old: &Outcome, new: &Outcome, old_name: &str, new_name: &str) -> String {
    text_diff(
        &format!("{}\n", render(&Expect::full(&old.verdict, old.side_names()))),
        &format!("{}\n", render(&Expect::full(&new.verdict, new.side_names()))),
        old_name,
        new_name,
    )
}

/// A unified diff of two texts with the given headers, empty when they are equal.
pub fn text_diff(old: &str, new: &str, old_name: &str, new_name: &str) -> String {
    if old == new {
        return String::new();
    }
    TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(old_name, new_name)
        .to_string()
}

/// Runs one scenario and explains a mismatch: the diff, the rulings, and the commands that
/// reproduce or bless it.
///
/// # Errors
///
/// The explanation, when the scenario fails or cannot be run.
pub fn check(path: &Path, test_name: &str) -> Result<(), String> {
    let mut runner = Runner::new();
    let mut outcomes = runner.run_all(path).map_err(|e| e.to_string())?;
    let own_failed = outcomes.first().is_some_and(|o| !o.passed);
    if own_failed && std::env::var_os("TRONGTAI_BLESS").is_some() && std::env::var_os("CI").is_none() {
        // Only the verdict under the scenario's own rulebook is ever blessed; a `holds_for`
        // rulebook that disagrees with it is a wrong declaration or a real difference of law.
        if let Some(own) = outcomes.first() {
            bless(path, own).map_err(|e| {
                say(
                    lang(),
                    &msg::BlessCannot {
                        path: &display(path),
                        error: &e.to_string(),
                    },
                )
            })?;
            eprintln!("{}", say(lang(), &msg::BlessDone { path: &display(path) }));
        }
        outcomes = runner.run_all(path).map_err(|e| e.to_string())?;
    }
    let Some(failed) = outcomes.iter().find(|o| !o.passed) else {
        return Ok(());
    };
    let own = outcomes.first().is_some_and(|o| std::ptr::eq(o, failed));
    let mut msg = if own {
        format!("{}: the verdict differs from the expectation\n", display(path))
    } else {
        format!(
            "{}: under `{}` (declared in `holds_for`) the verdict differs from the expectation\n",
            display(path),
            failed.rules
        )
    };
    msg.push_str(&diff(failed, "expected", "actual"));
    msg.push_str("\nrulings:\n");
    for r in &failed.verdict.rulings {
        msg.push_str(&format!("  event {}: [{}] {}\n", r.event, r.article, r.text));
    }
    let rules = if own {
        String::new()
    } else {
        format!(" --rules {}", failed.rules)
    };
    msg.push_str(&format!(
        "\nreproduce: cargo run -q -- replay{rules} {}\n       or: cargo test --test scenarios -- '{}'\n",
        display(path),
        test_name
    ));
    if own {
        msg.push_str("after checking the new verdict against the law: TRONGTAI_BLESS=1 cargo test --test scenarios\n");
    } else {
        msg.push_str("if the law of that rulebook really differs here, drop it from `holds_for`\n");
    }
    Err(msg)
}

/// Rewrites the `expect` of a scenario file with a verdict, by its span: only the value of the
/// top-level `expect` field changes (see `bless.rs`); the file is written atomically.
///
/// # Errors
///
/// When the file cannot be read or written, or its `expect:` field cannot be found exactly once.
pub fn bless(path: &Path, outcome: &Outcome) -> std::io::Result<()> {
    let text = trongtai_rulebook::files::read_text(path)
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e.to_string()))?;
    let new = crate::bless::replace_expect(&text, &render(&Expect::full(&outcome.verdict, outcome.side_names())))
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
    crate::bless::write(path, &new)
}

#[cfg(test)]
mod tests {
    use super::numbered_in;

    #[test]
    fn a_law_numbers_the_checkable_clauses_of_its_index_and_no_others() {
        let xq99 = numbered_in("vn-xiangqi-1999", str::to_owned);
        assert!(xq99("7.1(h)"));
        assert!(xq99("7.1"), "coarser than a row");
        // Article 24 is not in the 1999 copy: its index has only the unchecked row `14–30`.
        assert!(!xq99("24.15"));
        assert!(!xq99("General rule 6"));
        let xq04 = numbered_in("vn-xiangqi-2004", str::to_owned);
        assert!(xq04("24.15"));
        // An appendix numbers the clauses of the law it extends as well.
        let rapid = numbered_in("fide-2001-rapid", str::to_owned);
        assert!(rapid("9.2(b) (en)"));
        // Read through a renumbering: 2001's 9.2(b) (en) is 2014's 9.2(b).
        let in_2014 = numbered_in("fide-2001", |c| c.replace(" (en)", ""));
        assert!(in_2014("9.2(b)"));
        // A rule file without a shipped index: nothing is left out of a comparison.
        assert!(numbered_in("my-club.ron", str::to_owned)("anything"));
    }
}
