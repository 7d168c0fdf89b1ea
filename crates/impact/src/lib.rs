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
//! [`Impact`] (the model, `model.rs`; the comparison in `compare.rs`, the hashes of the receipt in
//! `hashing.rs`), [`render_table`] and [`render_markdown`] write it (`render.rs`, in the words of
//! the catalogues), and `Impact` serialises to JSON. The command line only parses arguments and
//! writes the text where asked.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use sha2::Digest as _;
use trongtai_archive::Games;
use trongtai_engine::Game;
use trongtai_rulebook::Rulebook;

pub mod archives;
mod compare;
mod hashing;
mod model;
mod render;
mod words;

pub use archives::{FileTallies, Tally};
pub(crate) use compare::transitions;
use compare::{changed_values, compare_scenarios, info};
use hashing::{digest_of, hex, rule_files, Hashing};
pub use model::*;
pub use render::{render_markdown, render_table};

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
    /// A folder the scenarios' names are shown relative to in the report (the folder the
    /// command unpacked its embedded library into: `scenarios/…` then, as in a checkout, not a
    /// temporary path that differs on every run); `None` shows them as found.
    pub shown_from: Option<PathBuf>,
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
            return Err(said(trongtai_i18n::msg::ImpactStdinTwice { n: stdin_count as u64 }));
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
        let hashes = hashes.lock().map_err(|_| said(trongtai_i18n::msg::ImpactHashesLost))?;
        for (file, state) in inputs.archives.iter().zip(hashes.iter()) {
            // A regular file must have been read to its end, as it is now.
            if let (Ok(meta), false) = (std::fs::metadata(file), file.as_os_str() == "-") {
                if meta.is_file() && meta.len() != state.bytes {
                    return Err(said(trongtai_i18n::msg::ImpactArchiveChanged {
                        path: &file.display().to_string(),
                        read: state.bytes,
                        now: meta.len(),
                    }));
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

/// A refusal, kept as its message: said in the output language when shown.
fn said(m: impl trongtai_i18n::Message) -> anyhow::Error {
    anyhow::Error::new(m.text())
}

/// The report without its archives: the values that differ, the scenarios compared and the
/// receipt of the rule files and scenarios.
fn without_archives(inputs: &Inputs<'_>) -> anyhow::Result<Impact> {
    let (base, candidate) = (inputs.base, inputs.candidate);
    let (base_game, cand_game) = (&base.rules.game().id, &candidate.rules.game().id);
    if base_game != cand_game {
        return Err(said(trongtai_i18n::msg::ImpactTwoGames {
            base: base.rules.id(),
            base_game,
            candidate: candidate.rules.id(),
            candidate_game: cand_game,
        }));
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
            let (corpus, files) = compare_scenarios(
                dirs,
                inputs.shown_from.as_deref(),
                (inputs.base_spec, inputs.candidate_spec),
                base,
                candidate,
            )?;
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
