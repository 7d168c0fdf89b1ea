//! What a rule change would change, before it is adopted (`trongtai impact`).
//!
//! Two rulebooks of one game, a base and a candidate (a local regulation, a new edition), are
//! run over the same corpus: the scenario library and game archives. The report gives
//!
//! * the values that differ, each with its article and the file that set it (the rulebooks'
//!   provenance, as `trongtai rules show` prints it);
//! * the transition matrix: how many scenarios (and archive games) go from each ruling under the
//!   base to each ruling under the candidate;
//! * every scenario and game whose ruling changes, with a unified diff of the two;
//! * a receipt: the engine version and the SHA-256 of every input file (the rule files of both
//!   `extends` chains and their game definition, the scenarios compared, the archives), so that
//!   the same inputs give the same report, byte for byte. The report holds no time stamp.
//!
//! Scenarios compared: those of the base's game whose own rulebook belongs to the family of the
//! base or of the candidate (the same national rulebook at the end of the `extends` chain: for
//! `fide-2001` that is the fide-2001, rapid and blitz scenarios), and any scenario naming the
//! base or the candidate in `rules` or `holds_for`. A scenario whose expectation is declared for
//! the candidate (its own rulebook or `holds_for`) and fails under it is a broken declaration:
//! the exit code is then 1.
//!
//! Archive games are replayed as `trongtai adjudicate` does (the same code), once under each
//! rulebook; a game changes when its findings differ (the comparison of the recorded result with
//! the final position, the draw claims that became available and from which ply).
//!
//! This is library code (its own crate, since it brings the scenario runner and the archive
//! reader together and neither of those crates should depend on the other): [`compare`] makes the
//! [`Impact`], [`render_table`] and [`render_markdown`] write it, and `Impact` serialises to JSON.
//! The command line only parses arguments and writes the text where asked.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::fs::File;
use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use anyhow::{bail, Context};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use trongtai_archive::Games;
use trongtai_engine::Game;
use trongtai_rulebook::human::{self, Lang};
use trongtai_rulebook::law::LateLimit;
use trongtai_rulebook::local::show_duration;
use trongtai_rulebook::{ProvenanceEntry, Rulebook};
use trongtai_scenario::{
    family_root, find, load as load_scenario, render, verdict_diff, Expect, Outcome, Runner, Scenario,
};

pub mod archives;
mod words;
pub use archives::{FileTallies, Tally};
use words::ruling;

/// The version of the JSON schema of [`Impact`]; the command line's output schemas share it.
pub const SCHEMA_VERSION: u32 = 1;

/// A rulebook and its compiled game.
#[derive(Debug, Clone, Copy)]
pub struct Book<'a> {
    /// The rulebook.
    pub rules: &'a Rulebook,
    /// Its game, compiled.
    pub game: &'a Game,
}

/// What to compare.
#[derive(Debug, Clone)]
pub struct Inputs<'a> {
    /// The rulebook in force, as named by the user (an id or a path).
    pub base_spec: &'a str,
    /// The rulebook proposed, as named by the user.
    pub candidate_spec: &'a str,
    /// The rulebook in force.
    pub base: Book<'a>,
    /// The rulebook proposed.
    pub candidate: Book<'a>,
    /// Scenario directories or files to compare; `None` compares no scenarios.
    pub scenarios: Option<Vec<PathBuf>>,
    /// Game archives to replay under both rulebooks.
    pub archives: &'a [PathBuf],
    /// Worker threads for the archives.
    pub threads: usize,
    /// The engine that makes the report (`trongtai 0.1.0`), for the receipt.
    pub engine: String,
    /// `git describe` of its source, if known.
    pub commit: Option<String>,
}

/// Compares the two rulebooks over the scenarios and archives.
///
/// # Errors
///
/// When the rulebooks are of different games, or a scenario directory or archive cannot be
/// read.
pub fn compare(inputs: &Inputs<'_>) -> anyhow::Result<Impact> {
    let mut report = without_archives(inputs)?;
    if !inputs.archives.is_empty() {
        let (base, candidate) = (inputs.base, inputs.candidate);
        let stdin_count = inputs.archives.iter().filter(|f| f.as_os_str() == "-").count();
        if stdin_count > 1 {
            bail!("`-` (standard input) is given {stdin_count} times as an archive, expected it once");
        }
        // Every archive is read once: hashed as it is replayed (a pipe, a FIFO or standard input
        // cannot be read twice, and a file could change between two readings).
        let hashes: Arc<Mutex<Vec<Hashing>>> =
            Arc::new(Mutex::new(inputs.archives.iter().map(|_| Hashing::default()).collect()));
        let sink = Arc::clone(&hashes);
        let games = Games::new(inputs.archives).with_tap(Arc::new(move |file, bytes| {
            if let Ok(mut hashes) = sink.lock() {
                if let Some(h) = hashes.get_mut(file) {
                    h.hasher.update(bytes);
                    h.bytes += bytes.len() as u64;
                }
            }
        }));
        let tally = archives::tally(games, inputs.archives, inputs.threads, base, candidate)?;
        let hashes = hashes
            .lock()
            .map_err(|_| anyhow::anyhow!("the hashes of the archives: a reader failed"))?;
        for (file, state) in inputs.archives.iter().zip(hashes.iter()) {
            // A regular file must have been read to its end, as it is now.
            if let (Ok(meta), false) = (std::fs::metadata(file), file.as_os_str() == "-") {
                if meta.is_file() && meta.len() != state.bytes {
                    bail!(
                        "{}: {} bytes read, but the file now has {}: it changed while it was read, expected a file left as it is",
                        file.display(),
                        state.bytes,
                        meta.len()
                    );
                }
            }
            report.receipt.archive_files.push(Hashed {
                path: if file.as_os_str() == "-" {
                    "-".to_owned()
                } else {
                    file.display().to_string()
                },
                sha256: hex(&state.hasher.clone().finalize()),
                bytes: Some(state.bytes),
            });
        }
        report.archives = Some(tally.into_corpus());
    }
    Ok(report)
}

/// The report of [`compare`] for archives judged elsewhere, file by file in parts (on the
/// machines of a cluster, by [`archives::tally_part`]): each file's hash
/// ([`Hashed::archive`]) and the tallies of its parts in file order. `inputs.archives` is not
/// read. The counts, matrix and changes are those of [`compare`] over the whole files.
///
/// # Errors
///
/// As [`compare`], for the rulebooks and scenarios.
pub fn compare_judged(inputs: &Inputs<'_>, judged: Vec<(Hashed, FileTallies)>) -> anyhow::Result<Impact> {
    let mut report = without_archives(inputs)?;
    if !judged.is_empty() {
        let (hashes, files): (Vec<Hashed>, Vec<FileTallies>) = judged.into_iter().unzip();
        report.receipt.archive_files = hashes;
        report.archives = Some(archives::merged(files).into_corpus());
    }
    Ok(report)
}

/// The report without its archives: the values that differ, the scenarios compared and the
/// receipt of the rule files and scenarios.
fn without_archives(inputs: &Inputs<'_>) -> anyhow::Result<Impact> {
    let (base, candidate) = (inputs.base, inputs.candidate);
    let (base_game, cand_game) = (&base.rules.game().id, &candidate.rules.game().id);
    if base_game != cand_game {
        bail!(
            "base `{}` is a {base_game} rulebook and candidate `{}` a {cand_game} one, expected two rulebooks of one game",
            base.rules.id(),
            candidate.rules.id()
        );
    }
    let mut receipt = Receipt {
        engine: inputs.engine.clone(),
        commit: inputs.commit.clone(),
        rule_files: rule_files(&[base.rules, candidate.rules]),
        scenario_files: Vec::new(),
        scenario_digest: None,
        archive_files: Vec::new(),
    };
    let scenarios = match &inputs.scenarios {
        None => None,
        Some(dirs) => {
            let (corpus, files) = compare_scenarios(dirs, (inputs.base_spec, inputs.candidate_spec), base, candidate)?;
            receipt.scenario_digest = Some(digest_of(&files));
            receipt.scenario_files = files;
            Some(corpus)
        }
    };
    Ok(Impact {
        schema_version: SCHEMA_VERSION,
        base: info(inputs.base_spec, base.rules),
        candidate: info(inputs.candidate_spec, candidate.rules),
        changed_values: changed_values(base.rules, candidate.rules),
        scenarios,
        archives: None,
        receipt,
    })
}

impl Impact {
    /// Whether a scenario declared to hold under the candidate fails under it.
    pub fn broken(&self) -> bool {
        self.scenarios
            .as_ref()
            .is_some_and(|s| !s.broken_declarations.is_empty())
    }
}

/// The whole report.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Impact {
    /// The version of this schema (the output schemas' version, `trongtai schema impact`).
    pub schema_version: u32,
    /// The rulebook in force.
    pub base: BookInfo,
    /// The rulebook proposed.
    pub candidate: BookInfo,
    /// The values that differ.
    pub changed_values: Vec<ValueChange>,
    /// The scenario comparison, if scenarios were compared.
    pub scenarios: Option<Corpus>,
    /// The archive comparison, if archives were given.
    pub archives: Option<Corpus>,
    /// What the report was made from.
    pub receipt: Receipt,
}

/// A rulebook as named in the report.
#[derive(Debug, Serialize, JsonSchema)]
pub struct BookInfo {
    /// As given on the command line.
    pub spec: String,
    /// Its id.
    pub id: String,
    /// Its version.
    pub version: String,
    /// Its game.
    pub game: String,
    /// The date its local values were resolved on (none: their latest versions).
    pub on: Option<String>,
    /// Its files, the rulebook first, then what it extends.
    pub files: Vec<String>,
}

/// One value that differs between the rulebooks.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ValueChange {
    /// Dotted path (`draws.move_count`).
    pub path: String,
    /// The value under the base, if it has one.
    pub base: Option<Side>,
    /// The value under the candidate, if it has one.
    pub candidate: Option<Side>,
}

/// A value of one rulebook with its provenance.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Side {
    /// The value, as in a rule file.
    pub value: String,
    /// Its article.
    pub article: Option<String>,
    /// The file that set it.
    pub file: String,
}

/// The comparison over one corpus (scenarios or archive games).
#[derive(Debug, Serialize, JsonSchema)]
pub struct Corpus {
    /// Items compared.
    pub compared: u64,
    /// Items whose verdict (or findings) differ in anything, citations included.
    pub changed: u64,
    /// Of those, the items where only the articles cited differ.
    pub articles_only: u64,
    /// Scenarios whose set-up was fitted to a rulebook that fixes a value the scenario chose as
    /// the organisers (see [`fit`]).
    pub adapted: u64,
    /// Scenarios that could not be run under one rulebook or both.
    pub not_run: u64,
    /// Why: a file that does not load, or a set-up or event one of the laws has no rule for (a
    /// time control it does not name, an irregularity), with the rulebook under which it failed.
    pub errors: Vec<String>,
    /// Scenarios declared (own rulebook or `holds_for`) to hold under the candidate whose
    /// expectation fails under it.
    pub broken_declarations: Vec<String>,
    /// Base ruling → candidate ruling, with counts, sorted.
    pub transitions: Vec<Transition>,
    /// Every item whose ruling changes, sorted by name.
    pub changes: Vec<Change>,
}

/// One cell of the transition matrix.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Transition {
    /// The ruling under the base.
    pub from: String,
    /// The ruling under the candidate.
    pub to: String,
    /// How many items.
    pub count: u64,
    /// `from` in Vietnamese (the report's `--lang vi`; JSON keeps the English).
    #[serde(skip)]
    pub from_vi: String,
    /// `to` in Vietnamese.
    #[serde(skip)]
    pub to_vi: String,
}

impl Transition {
    /// The two rulings in `lang`.
    pub fn rulings(&self, lang: Lang) -> (&str, &str) {
        match lang {
            Lang::En => (&self.from, &self.to),
            Lang::Vi => (&self.from_vi, &self.to_vi),
        }
    }
}

/// One item whose ruling changes.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Change {
    /// The scenario file, or `file #n White - Black` for a game.
    pub item: String,
    /// The ruling under the base.
    pub from: String,
    /// The ruling under the candidate.
    pub to: String,
    /// Whether only the articles cited differ.
    pub articles_only: bool,
    /// For a scenario declared for the base or the candidate: whether its expectation holds
    /// under each (`null` where it is not declared).
    pub expectation_holds: Option<Holds>,
    /// How the scenario's set-up was fitted to a rulebook (see [`fit`]).
    pub notes: Vec<String>,
    /// A unified diff, base then candidate.
    pub diff: String,
    /// The rulings, notes and diff in Vietnamese (the report's `--lang vi`; JSON keeps the
    /// English).
    #[serde(skip)]
    pub vi: ChangeText,
}

/// What a [`Change`] says in words, in one language.
#[derive(Debug, Clone, Default)]
pub struct ChangeText {
    /// The ruling under the base.
    pub from: String,
    /// The ruling under the candidate.
    pub to: String,
    /// How the set-up was fitted.
    pub notes: Vec<String>,
    /// The diff.
    pub diff: String,
}

impl Change {
    /// `(from, to, notes, diff)` in `lang`.
    pub fn text(&self, lang: Lang) -> (&str, &str, &[String], &str) {
        match lang {
            Lang::En => (&self.from, &self.to, &self.notes, &self.diff),
            Lang::Vi => (&self.vi.from, &self.vi.to, &self.vi.notes, &self.vi.diff),
        }
    }
}

/// Whether a scenario's expectation holds under each rulebook (`null` where it is not declared
/// for that rulebook).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Holds {
    /// Under the base.
    pub base: Option<bool>,
    /// Under the candidate.
    pub candidate: Option<bool>,
}

/// What the report was made from.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Receipt {
    /// `trongtai <version>`.
    pub engine: String,
    /// `git describe` of the source the binary was built from, if git was there at build time.
    pub commit: Option<String>,
    /// The rule files of both rulebooks (both `extends` chains and the game definitions).
    pub rule_files: Vec<Hashed>,
    /// The scenario files compared.
    pub scenario_files: Vec<Hashed>,
    /// SHA-256 of the `sha256sum`-style list of the scenario files (one line each, sorted).
    pub scenario_digest: Option<String>,
    /// The archive files.
    pub archive_files: Vec<Hashed>,
}

/// A file and the SHA-256 of its bytes.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema, PartialEq, Eq, PartialOrd, Ord)]
pub struct Hashed {
    /// The path as shown elsewhere in the report.
    pub path: String,
    /// Lower-case hex.
    sha256: String,
    /// The number of bytes hashed (archives only: for standard input, `-`, what was read).
    #[serde(skip_serializing_if = "Option::is_none")]
    bytes: Option<u64>,
}

/// The rulebook as the report names it.
fn info(spec: &str, book: &Rulebook) -> BookInfo {
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
fn is_identity(path: &str) -> bool {
    matches!(path, "id" | "version" | "extends") || path.starts_with("title.")
}

/// The values (or their articles) that differ, in the base's order, then the candidate's own.
fn changed_values(base: &Rulebook, candidate: &Rulebook) -> Vec<ValueChange> {
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

/// The SHA-256 of bytes, in lower-case hex.
fn hex_sha256(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::with_capacity(64), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

impl Hashed {
    /// An archive file's SHA-256, read in blocks, and its length, as the receipt lists it.
    ///
    /// # Errors
    ///
    /// When the file cannot be read (naming it).
    pub fn archive(path: &Path) -> anyhow::Result<Hashed> {
        let mut reader = BufReader::new(File::open(path).with_context(|| format!("{}", path.display()))?);
        let mut hasher = Sha256::new();
        let mut buf = vec![0u8; 1 << 16];
        let mut bytes = 0u64;
        loop {
            let n = reader.read(&mut buf).with_context(|| format!("{}", path.display()))?;
            if n == 0 {
                break;
            }
            bytes += n as u64;
            hasher.update(&buf[..n]);
        }
        Ok(Hashed {
            path: path.display().to_string(),
            sha256: hex(&hasher.finalize()),
            bytes: Some(bytes),
        })
    }
}

/// The SHA-256 and length of what has been read of an archive so far.
#[derive(Default)]
struct Hashing {
    hasher: Sha256,
    bytes: u64,
}

/// The rule files of rulebooks (their `extends` chains and game definitions), hashed as the
/// engine read them (the shipped ones as embedded in the binary), sorted, each once.
fn rule_files(books: &[&Rulebook]) -> Vec<Hashed> {
    let mut set = BTreeSet::new();
    for book in books {
        for file in book.files().iter().chain([book.game_file()]) {
            set.insert(Hashed {
                path: file.path().to_owned(),
                sha256: hex_sha256(file.text().as_bytes()),
                bytes: None,
            });
        }
    }
    set.into_iter().collect()
}

/// The SHA-256 of the `sha256sum`-style listing of files.
fn digest_of(files: &[Hashed]) -> String {
    let listing: String = files.iter().map(|f| format!("{}  {}\n", f.sha256, f.path)).collect();
    hex_sha256(listing.as_bytes())
}

/// The names the scenario runner knows the two rulebooks by when a date pins them.
const BASE_NAME: &str = "impact:base";
const CANDIDATE_NAME: &str = "impact:candidate";

/// How the scenario runner is to load a rulebook: pinned under `name` when a date was given on
/// the command line (every scenario then runs under the values of that day); else by its id or
/// absolute path, so that each scenario's own `date` resolves the dated values of a local
/// regulation (the runner takes paths relative to the scenario file, hence absolute).
fn runner_spec(runner: &mut Runner, name: &str, spec: &str, book: Book<'_>) -> anyhow::Result<String> {
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
fn compare_scenarios(
    dirs: &[PathBuf],
    (base_arg, cand_arg): (&str, &str),
    base: Book<'_>,
    candidate: Book<'_>,
) -> anyhow::Result<(Corpus, Vec<Hashed>)> {
    let files = find(dirs)?;
    let (base_id, cand_id) = (base.rules.id(), candidate.rules.id());
    let game = &base.rules.game().id;
    let families = [family_root(base.rules), family_root(candidate.rules)];
    let base_name = format!("base ({base_id})");
    let cand_name = format!("candidate ({cand_id})");
    let base_vi = format!("luật hiện hành ({base_id})");
    let cand_vi = format!("bản đề xuất ({cand_id})");
    let mut said_vi: BTreeMap<String, String> = BTreeMap::new();
    let mut runner = Runner::new();
    let base_spec = runner_spec(&mut runner, BASE_NAME, base_arg, base)?;
    let cand_spec = runner_spec(&mut runner, CANDIDATE_NAME, cand_arg, candidate)?;
    let mut corpus = empty_corpus();
    let mut matrix: BTreeMap<(String, String), u64> = BTreeMap::new();
    let mut hashed = Vec::new();
    for path in &files {
        let name = path.display().to_string();
        let scenario = match load_scenario(path) {
            Ok(s) => s,
            Err(e) => {
                corpus.not_run += 1;
                corpus.errors.push(e.to_string());
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
                    corpus.errors.push(e.to_string());
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
            .map_err(|e| format!("under the base ({base_id}): {e}"));
        let under_cand = runner
            .run_loaded(path, &for_cand, Some(&cand_spec))
            .map_err(|e| format!("under the candidate ({cand_id}): {e}"));
        let (b, c) = match (under_base, under_cand) {
            (Ok(b), Ok(c)) => (b, c),
            (b, c) => {
                // An event the other law has no rule for (an irregularity, an offence it does not
                // name) stops the replay: reported, not compared.
                corpus.not_run += 1;
                corpus.errors.extend(b.err());
                corpus.errors.extend(c.err());
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
fn fit(s: &Scenario, book: &Rulebook, role: Role) -> (Scenario, Option<(String, String)>) {
    let late = book.merged().clock.as_ref().and_then(|c| c.late_arrival.as_ref());
    match (late, s.setup.late_limit) {
        (Some(late), Some(chosen)) => match late.value.limit {
            LateLimit::Fixed(fixed) if fixed.ms() != chosen.ms() => {
                let mut fitted = s.clone();
                fitted.setup.late_limit = None;
                let en = format!(
                    "set-up: the late limit of {} chosen by the scenario yields to the {}'s {} ({})",
                    show_duration(chosen),
                    role.name(Lang::En),
                    show_duration(fixed),
                    late.article
                );
                let vi = format!(
                    "thiết lập: thời hạn đến muộn {} do tình huống chọn nhường chỗ cho thời hạn {} của {} ({})",
                    human::duration(chosen, Lang::Vi),
                    human::duration(fixed, Lang::Vi),
                    role.name(Lang::Vi),
                    late.article
                );
                (fitted, Some((en, vi)))
            }
            _ => (s.clone(), None),
        },
        _ => (s.clone(), None),
    }
}

/// Which of the two rulebooks.
#[derive(Debug, Clone, Copy)]
enum Role {
    Base,
    Candidate,
}

impl Role {
    fn name(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Role::Base, Lang::En) => "base",
            (Role::Candidate, Lang::En) => "candidate",
            (Role::Base, Lang::Vi) => "luật hiện hành",
            (Role::Candidate, Lang::Vi) => "bản đề xuất",
        }
    }
}

fn empty_corpus() -> Corpus {
    Corpus {
        compared: 0,
        changed: 0,
        articles_only: 0,
        adapted: 0,
        not_run: 0,
        errors: Vec::new(),
        broken_declarations: Vec::new(),
        transitions: Vec::new(),
        changes: Vec::new(),
    }
}

/// The matrix as a sorted list: changed rulings first, then by count (most first), then by name.
fn transitions(matrix: BTreeMap<(String, String), u64>, said_vi: &BTreeMap<String, String>) -> Vec<Transition> {
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
fn uncited(o: &Outcome) -> String {
    let mut v = o.verdict.clone();
    v.articles.clear();
    for p in &mut v.penalties {
        p.article.clear();
    }
    render(&Expect::full(&v, o.side_names()))
}

/// The report's words in `lang`: the English text, or its Vietnamese.
fn tr(lang: Lang, en: &'static str, vi: &'static str) -> &'static str {
    match lang {
        Lang::Vi => vi,
        Lang::En => en,
    }
}

/// `value [article] (file)`, or "not set" when the rulebook has no such value.
fn side_text(path: &str, s: Option<&Side>, lang: Lang) -> String {
    match s {
        None => tr(lang, "(not set)", "(không quy định)").to_owned(),
        Some(s) => {
            let mut t = trongtai_rulebook::human::value(path, &s.value, lang);
            if let Some(a) = &s.article {
                let _ = write!(t, " [{a}]");
            }
            let _ = write!(t, " ({})", s.file);
            t
        }
    }
}

/// Columns padded to the widest cell.
fn columns(rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = Vec::new();
    for row in rows {
        for (i, cell) in row.iter().enumerate() {
            let w = cell.chars().count();
            match widths.get_mut(i) {
                Some(x) => *x = (*x).max(w),
                None => widths.push(w),
            }
        }
    }
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (i, cell) in row.iter().enumerate() {
            if i + 1 == row.len() {
                line.push_str(cell);
            } else {
                let pad = widths[i].saturating_sub(cell.chars().count());
                let _ = write!(line, "{cell}{}  ", " ".repeat(pad));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The plain-text report.
pub fn render_table(r: &Impact, lang: Lang) -> String {
    let t = |en, vi| tr(lang, en, vi);
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} {} ({}) {} {} ({}), {} {}",
        t("impact of", "tác động của"),
        book_text(&r.candidate, lang),
        t("candidate", "bản đề xuất"),
        t("against", "so với"),
        book_text(&r.base, lang),
        t("base", "luật hiện hành"),
        t("game", "môn"),
        r.base.game
    );
    let _ = writeln!(
        s,
        "\n{} ({})",
        t("changed values", "giá trị thay đổi"),
        r.changed_values.len()
    );
    let mut rows = vec![vec![
        t("path", "đường dẫn").to_owned(),
        t("base", "luật hiện hành").to_owned(),
        t("candidate", "bản đề xuất").to_owned(),
    ]];
    for v in &r.changed_values {
        rows.push(vec![
            v.path.clone(),
            side_text(&v.path, v.base.as_ref(), lang),
            side_text(&v.path, v.candidate.as_ref(), lang),
        ]);
    }
    s.push_str(&indent(&columns(&rows)));
    for (title, corpus) in [
        (t("scenarios", "tình huống"), &r.scenarios),
        (t("archive games", "ván trong kho"), &r.archives),
    ] {
        let Some(c) = corpus else { continue };
        let _ = writeln!(s, "\n{title}: {}", summary(c, lang));
        let mut rows = vec![vec![
            t("count", "số lượng").to_owned(),
            t("base", "luật hiện hành").to_owned(),
            "".to_owned(),
            t("candidate", "bản đề xuất").to_owned(),
        ]];
        for tr in &c.transitions {
            let arrow = if tr.from == tr.to { "=" } else { "→" };
            let (from, to) = tr.rulings(lang);
            rows.push(vec![
                tr.count.to_string(),
                from.to_owned(),
                arrow.to_owned(),
                to.to_owned(),
            ]);
        }
        s.push_str(&indent(&columns(&rows)));
        for e in &c.errors {
            let _ = writeln!(
                s,
                "  {}: {}",
                t("could not run", "không chạy được"),
                error_text(e, lang, quoted)
            );
        }
        for b in &c.broken_declarations {
            let _ = writeln!(s, "  {}: {b}", broken_text(lang));
        }
        for ch in &c.changes {
            let (from, to, notes, diff) = ch.text(lang);
            let _ = writeln!(s, "\n  {}: {from} → {to}{}", ch.item, only(ch, lang));
            if let Some(Holds { base: b, candidate: c }) = ch.expectation_holds {
                let _ = writeln!(
                    s,
                    "  {}: {}",
                    t("expectation", "kết quả dự kiến"),
                    holds_text(b, c, lang)
                );
            }
            for note in notes {
                let _ = writeln!(s, "  {note}");
            }
            for line in diff.lines() {
                let _ = writeln!(s, "    {line}");
            }
        }
    }
    let _ = writeln!(s, "\n{}", t("receipt", "biên nhận"));
    let labels = [
        t("engine", "phần mềm"),
        t("rules", "luật"),
        t("scenarios", "tình huống"),
        t("archive", "kho ván"),
    ];
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 2;
    let pad = |l: &str| format!("{l}{}", " ".repeat(width - l.chars().count()));
    let _ = writeln!(s, "  {}{}", pad(labels[0]), engine_text(&r.receipt, lang));
    for f in &r.receipt.rule_files {
        let _ = writeln!(s, "  {}{}  {}", pad(labels[1]), f.sha256, f.path);
    }
    if let Some(d) = &r.receipt.scenario_digest {
        let _ = writeln!(
            s,
            "  {}{d}  ({} {})",
            pad(labels[2]),
            r.receipt.scenario_files.len(),
            t(
                "files: SHA-256 of their sha256sum listing; each in --format json",
                "tệp: SHA-256 của danh sách sha256sum các tệp; từng tệp có trong --format json"
            )
        );
    }
    for f in &r.receipt.archive_files {
        let _ = writeln!(s, "  {}{}  {}", pad(labels[3]), f.sha256, archive_name(f, lang));
    }
    s
}

/// An archive as the receipt names it: standard input says so, with the bytes read.
fn archive_name(f: &Hashed, lang: Lang) -> String {
    match (f.path.as_str(), f.bytes) {
        ("-", Some(n)) => match lang {
            Lang::Vi => format!("- (đầu vào chuẩn, đã đọc {n} byte)"),
            Lang::En => format!("- (standard input, {n} bytes read)"),
        },
        _ => f.path.clone(),
    }
}

/// `id version`, with the date its local values were resolved on.
fn book_text(b: &BookInfo, lang: Lang) -> String {
    match &b.on {
        Some(on) => format!("{} {} {} {on}", b.id, b.version, tr(lang, "on", "ngày")),
        None => format!("{} {}", b.id, b.version),
    }
}

/// `N compared, N changed (N only in the articles cited), N could not run`.
fn summary(c: &Corpus, lang: Lang) -> String {
    let t = |en, vi| tr(lang, en, vi);
    let mut s = format!(
        "{} {}, {} {}",
        c.compared,
        t("compared", "được so sánh"),
        c.changed,
        t("changed", "thay đổi")
    );
    if c.articles_only > 0 {
        let _ = write!(
            s,
            " ({} {})",
            c.articles_only,
            t("only in the articles cited", "chỉ khác ở điều luật được dẫn")
        );
    }
    if c.adapted > 0 {
        let _ = write!(
            s,
            ", {} {}",
            c.adapted,
            t(
                "with the set-up fitted to a fixed late limit",
                "có thiết lập được chỉnh theo thời hạn đến muộn cố định"
            )
        );
    }
    if c.not_run > 0 {
        let _ = write!(s, ", {} {}", c.not_run, t("could not run", "không chạy được"));
    }
    s
}

/// Why a scenario could not run: which rulebook in the report's words, then the error as the
/// scenario runner writes it, quoted (`quote` wraps it: a code span in Markdown, quotation marks
/// in the table) on a Vietnamese report, where it is not the report's own words.
fn error_text(e: &str, lang: Lang, quote: fn(&str) -> String) -> String {
    let prefixes = [
        ("under the base (", "theo luật hiện hành ("),
        ("under the candidate (", "theo bản đề xuất ("),
    ];
    match lang {
        Lang::Vi => {
            for (en, vi) in prefixes {
                // `under the base (id): file: message`: the id and file are names, the message
                // the runner's.
                if let Some((id, rest)) = e.strip_prefix(en).and_then(|r| r.split_once("): ")) {
                    return match rest.split_once(": ") {
                        Some((file, message)) if !file.contains(' ') => {
                            format!("{vi}{id}): {file}: {}", quote(message))
                        }
                        _ => format!("{vi}{id}): {}", quote(rest)),
                    };
                }
            }
            quote(e)
        }
        Lang::En => e.to_owned(),
    }
}

/// Quoted in a Markdown code span (double backticks, so that the text may hold one).
fn code_span(text: &str) -> String {
    format!("`` {text} ``")
}

/// Quoted in quotation marks.
fn quoted(text: &str) -> String {
    format!("\"{text}\"")
}

fn broken_text(lang: Lang) -> &'static str {
    tr(
        lang,
        "declared to hold for the candidate, fails under it",
        "khai báo áp dụng cho bản đề xuất nhưng không đạt theo bản này",
    )
}

fn only(c: &Change, lang: Lang) -> &'static str {
    if c.articles_only {
        tr(
            lang,
            " (only the articles cited differ)",
            " (chỉ khác ở điều luật được dẫn)",
        )
    } else {
        ""
    }
}

fn engine_text(r: &Receipt, lang: Lang) -> String {
    match &r.commit {
        Some(c) => format!("{} ({c})", r.engine),
        None => format!(
            "{} ({})",
            r.engine,
            tr(
                lang,
                "built without git: commit unknown",
                "dựng không có git: không rõ commit"
            )
        ),
    }
}

fn holds_text(base: Option<bool>, candidate: Option<bool>, lang: Lang) -> String {
    let one = |who: &str, v: Option<bool>| match (v, lang) {
        (None, Lang::Vi) => format!("không khai báo cho {who}"),
        (Some(true), Lang::Vi) => format!("đạt theo {who}"),
        (Some(false), Lang::Vi) => format!("KHÔNG ĐẠT theo {who}"),
        (None, _) => format!("not declared for the {who}"),
        (Some(true), _) => format!("holds under the {who}"),
        (Some(false), _) => format!("FAILS under the {who}"),
    };
    format!(
        "{}, {}",
        one(tr(lang, "base", "luật hiện hành"), base),
        one(tr(lang, "candidate", "bản đề xuất"), candidate)
    )
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("  {l}\n")).collect()
}

/// A Markdown table cell: pipes escaped.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// The Markdown report.
pub fn render_markdown(r: &Impact, lang: Lang) -> String {
    let t = |en, vi| tr(lang, en, vi);
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# {} {} {} {}\n",
        t("Impact of", "Tác động của"),
        book_text(&r.candidate, lang),
        t("against", "so với"),
        book_text(&r.base, lang)
    );
    let _ = writeln!(
        s,
        "{}: {}. {}: {}. {}: {}.\n",
        t("Game", "Môn"),
        r.base.game,
        t("Base files", "Tệp của luật hiện hành"),
        r.base.files.join(", "),
        t("Candidate files", "Tệp của bản đề xuất"),
        r.candidate.files.join(", ")
    );
    let _ = writeln!(
        s,
        "## {} ({})\n",
        t("Changed values", "Giá trị thay đổi"),
        r.changed_values.len()
    );
    let _ = writeln!(
        s,
        "| {} | {} | {} |\n| --- | --- | --- |",
        t("path", "đường dẫn"),
        t("base", "luật hiện hành"),
        t("candidate", "bản đề xuất")
    );
    for v in &r.changed_values {
        let _ = writeln!(
            s,
            "| `{}` | {} | {} |",
            v.path,
            cell(&side_text(&v.path, v.base.as_ref(), lang)),
            cell(&side_text(&v.path, v.candidate.as_ref(), lang))
        );
    }
    for (title, corpus) in [
        (t("Scenarios", "Tình huống"), &r.scenarios),
        (t("Archive games", "Ván trong kho"), &r.archives),
    ] {
        let Some(c) = corpus else { continue };
        let _ = writeln!(s, "\n## {title}: {}\n", summary(c, lang));
        let _ = writeln!(
            s,
            "| {} | {} | {} |\n| ---: | --- | --- |",
            t("count", "số lượng"),
            t("base", "luật hiện hành"),
            t("candidate", "bản đề xuất")
        );
        for tr in &c.transitions {
            let (from, to) = tr.rulings(lang);
            let _ = writeln!(s, "| {} | {} | {} |", tr.count, cell(from), cell(to));
        }
        for e in &c.errors {
            let _ = writeln!(
                s,
                "\n- {}: {}",
                t("could not run", "không chạy được"),
                error_text(e, lang, code_span)
            );
        }
        for b in &c.broken_declarations {
            let _ = writeln!(s, "\n- {}: `{b}`", broken_text(lang));
        }
        for ch in &c.changes {
            let (from, to, notes, diff) = ch.text(lang);
            let _ = writeln!(
                s,
                "\n### {}\n\n{} → {}{}\n",
                ch.item,
                cell(from),
                cell(to),
                only(ch, lang)
            );
            if let Some(Holds { base: b, candidate: c }) = ch.expectation_holds {
                let _ = writeln!(
                    s,
                    "{}: {}.\n",
                    t("Expectation", "Kết quả dự kiến"),
                    holds_text(b, c, lang)
                );
            }
            for note in notes {
                let _ = writeln!(s, "{note}.\n");
            }
            let _ = writeln!(s, "```diff\n{diff}```");
        }
    }
    let _ = writeln!(s, "\n## {}\n", t("Receipt", "Biên nhận"));
    let _ = writeln!(s, "{}: {}.\n", t("Engine", "Phần mềm"), engine_text(&r.receipt, lang));
    let _ = writeln!(s, "| {} | SHA-256 |\n| --- | --- |", t("file", "tệp"));
    for f in &r.receipt.rule_files {
        let _ = writeln!(s, "| `{}` | `{}` |", f.path, f.sha256);
    }
    for f in &r.receipt.archive_files {
        let _ = writeln!(s, "| `{}` | `{}` |", archive_name(f, lang), f.sha256);
    }
    if let Some(d) = &r.receipt.scenario_digest {
        let _ = writeln!(
            s,
            "| {} {} | `{d}` |",
            r.receipt.scenario_files.len(),
            t(
                "scenario files (SHA-256 of their `sha256sum` listing below)",
                "tệp tình huống (SHA-256 của danh sách `sha256sum` bên dưới)"
            )
        );
        let _ = writeln!(
            s,
            "\n<details><summary>{}</summary>\n\n```",
            t("scenario files", "tệp tình huống")
        );
        for f in &r.receipt.scenario_files {
            let _ = writeln!(s, "{}  {}", f.sha256, f.path);
        }
        s.push_str("```\n\n</details>\n");
    }
    s
}
