//! The extension module `trongtai._trongtai` of the Python package `trongtai`.
//!
//! It is a door onto the library façade (`trongtai::load`, the arbiter, the archive reader, the
//! impact comparison) and applies no law itself. Every dict it returns is serialised from the
//! types of `trongtai_json` (or `trongtai_impact::Impact`), so its fields are those of the
//! command's JSON: a game of `Rulebook.adjudicate` is a line of `trongtai adjudicate --json`, a
//! verdict of `replay` a line of `trongtai replay --json`. The Python wrappers, the type stubs
//! and the Dask sharding are in `crates/python/python/trongtai/`.
//!
//! Rust work runs with the interpreter detached (`Python::detach`): other Python threads go on
//! meanwhile. An archive is judged on all cores (or `threads`) by the ordered stream of
//! `trongtai_archive`, on a thread of its own; the iterator hands its games over in input order
//! as they come, in bounded memory.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::sync::{Arc, Mutex};

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyByteArray, PyBytes, PyIterator, PyString};
use serde::Serialize;
use trongtai::archive::{for_each_ordered, split, thread_count, Adjudicator, Entry, Games, Summary};
use trongtai::impact::{FileTallies, Hashed, Impact, Tally};
use trongtai::json::{AdjudicateGame, AdjudicateSummary, ReplayVerdict, RulesJson, Scorings, StatusJson};
use trongtai::scenario::{Runner, Scenario};
use trongtai::Loaded;
use trongtai_i18n::{msg, Lang, Message, Text};

create_exception!(
    trongtai,
    TrongtaiError,
    PyException,
    "Anything trongtai refuses, with the located message the command line prints."
);
create_exception!(
    trongtai,
    RulebookError,
    TrongtaiError,
    "A rulebook that does not load: unknown id, or a rule file with problems (file:line:column)."
);
create_exception!(
    trongtai,
    PositionError,
    TrongtaiError,
    "A FEN that does not read as a position of the rulebook's game."
);
create_exception!(
    trongtai,
    ScenarioError,
    TrongtaiError,
    "A scenario that cannot be read or run (file:line:column)."
);
create_exception!(
    trongtai,
    ArchiveError,
    TrongtaiError,
    "An archive that cannot be judged or read (naming the file and line)."
);

/// Batches handed from the judging thread to Python at most this many ahead of the reader.
const AHEAD: usize = 16;

/// Games handed over together: one hand-over (and one wake-up of the reader) per batch instead of
/// one per game, which was most of the cost of iterating from Python.
const BATCH: usize = 64;

/// A value as the Python object `json.loads` makes of the JSON the command prints for it (lists
/// for arrays, as the command's readers get them; keys as strings).
fn to_python<'py, T: Serialize>(py: Python<'py>, value: &T) -> PyResult<Bound<'py, PyAny>> {
    let text = serde_json::to_string(value).map_err(|e| TrongtaiError::new_err(e.to_string()))?;
    from_json(py, &text)
}

/// `json.loads(text)`, the function looked up once.
fn from_json<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    static LOADS: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    let loads = LOADS.get_or_try_init(py, || py.import("json")?.getattr("loads").map(Bound::unbind))?;
    loads.bind(py).call1((text,))
}

/// A message said in the language of the output (`set_lang`).
fn say(message: &impl Message) -> String {
    message.text().to_string()
}

/// A FEN that does not read, said as the command says it.
fn bad_fen(fen: &str, error: &trongtai::engine::FenError) -> String {
    say(&msg::CliBadFen {
        fen: &trongtai::rulebook::error::shown(fen),
        error: &error.text(),
    })
}

/// A game's dict, built straight from its serde form with no JSON text written and parsed on the
/// way: the hot path of `Rulebook.adjudicate`. It equals `to_python`'s because `AdjudicateGame`
/// holds only objects with string keys, strings, numbers, booleans, options and lists (pythonize
/// would make a tuple of a Rust tuple, where JSON has a list); the archive equality tests compare
/// every game with the command's line.
fn game_to_python<'py>(py: Python<'py>, game: &AdjudicateGame) -> PyResult<Bound<'py, PyAny>> {
    pythonize::pythonize(py, game).map_err(|e| TrongtaiError::new_err(e.to_string()))
}

/// A path or a name given as `str` or `os.PathLike`, as text.
fn spec_of(value: &Bound<'_, PyAny>) -> PyResult<String> {
    if value.is_instance_of::<PyString>() {
        return value.extract::<String>();
    }
    let path: PathBuf = value.extract()?;
    Ok(path.display().to_string())
}

/// A rulebook with its game compiled: what `load` gives.
#[pyclass(frozen, module = "trongtai")]
struct Rulebook {
    loaded: Arc<Loaded>,
    /// As the caller named it (an id or a path).
    spec: String,
    /// The date its local regulations were resolved on, if given.
    on: Option<String>,
}

/// Loads a shipped rulebook by id or a rule file by path (with its local regulations' values
/// on the date `on`, `YYYY-MM-DD`, or their latest), and compiles its game.
#[pyfunction]
#[pyo3(signature = (id_or_path, on = None))]
fn load(py: Python<'_>, id_or_path: &Bound<'_, PyAny>, on: Option<String>) -> PyResult<Rulebook> {
    let spec = spec_of(id_or_path)?;
    let loaded = py
        .detach(|| trongtai::load_on(&spec, on.as_deref()))
        .map_err(|e| RulebookError::new_err(e.to_string()))?;
    Ok(Rulebook {
        loaded: Arc::new(loaded),
        spec,
        on,
    })
}

/// The ids of the shipped rulebooks.
/// Says errors and reports in `lang` (`vi` or `en`) from now on; at import the language is taken
/// from `LC_ALL`, `LC_MESSAGES` or `LANG`, as the command takes it.
#[pyfunction]
fn set_lang(lang: &str) -> PyResult<()> {
    let asked = Lang::from_code(lang).ok_or_else(|| TrongtaiError::new_err(say(&msg::PythonUnknownLang { lang })))?;
    trongtai_i18n::set_lang(asked);
    Ok(())
}

#[pyfunction]
fn rulebooks() -> Vec<String> {
    trongtai::rulebook::Library::shipped()
        .rulebook_ids()
        .into_iter()
        .map(str::to_owned)
        .collect()
}

/// A scenario given as a path (`os.PathLike`, or a `str` naming a file) or as its text: the
/// path that names it in messages, and the scenario read.
fn scenario_of(value: &Bound<'_, PyAny>) -> PyResult<(PathBuf, Scenario)> {
    let as_text = if value.is_instance_of::<PyString>() {
        let s: String = value.extract()?;
        (s.contains('\n') || !Path::new(&s).is_file()).then_some(s)
    } else {
        None
    };
    let read = |path: &Path, text: Option<&str>| match text {
        Some(text) => trongtai::scenario::parse(path, text),
        None => trongtai::scenario::load(path),
    };
    match as_text {
        Some(text) => {
            let path = PathBuf::from("scenario.ron");
            let s = value
                .py()
                .detach(|| read(&path, Some(&text)))
                .map_err(|e| ScenarioError::new_err(e.to_string()))?;
            Ok((path, s))
        }
        None => {
            let path: PathBuf = value.extract()?;
            let s = value
                .py()
                .detach(|| read(&path, None))
                .map_err(|e| ScenarioError::new_err(e.to_string()))?;
            Ok((path, s))
        }
    }
}

/// Replays a scenario (a path, or the text of a scenario file) under its own rulebook, then
/// under each rulebook of its `holds_for`: one verdict dict each, as `trongtai replay --json`.
#[pyfunction]
fn replay<'py>(py: Python<'py>, scenario: &Bound<'py, PyAny>) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let (path, s) = scenario_of(scenario)?;
    let id = path.display().to_string();
    let verdicts = py.detach(|| {
        let outcomes = Runner::new().run_all_loaded(&path, &s)?;
        let mut scorings = Scorings::new();
        Ok::<_, trongtai::scenario::ScenarioError>(
            outcomes
                .iter()
                .map(|o| ReplayVerdict::of(&id, o, scorings.points(&o.rules, o.verdict.result.as_str())))
                .collect::<Vec<_>>(),
        )
    });
    let verdicts = verdicts.map_err(|e| ScenarioError::new_err(e.to_string()))?;
    verdicts.iter().map(|v| to_python(py, v)).collect()
}

/// Where the games of `Rulebook.adjudicate` come from.
enum Source {
    /// Files by path (`-` is standard input).
    Files(Vec<PathBuf>),
    /// Bytes held in memory.
    Bytes(Vec<u8>),
    /// A Python iterable of PGN texts.
    Texts(Py<PyIterator>),
    /// A part of a file (`trongtai.dask`): path, byte range, line ends before it.
    Part(PathBuf, u64, u64, u64),
}

/// Reads the PGN texts of a Python iterable one after another, a blank line after each: the
/// interpreter is attached only to take the next text.
struct TextsReader {
    texts: Py<PyIterator>,
    buf: Vec<u8>,
    at: usize,
    done: bool,
}

impl Read for TextsReader {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        while self.at >= self.buf.len() && !self.done {
            let next = Python::attach(|py| -> PyResult<Option<Vec<u8>>> {
                match self.texts.bind(py).clone().next() {
                    None => Ok(None),
                    Some(item) => {
                        let item = item?;
                        let text = match item.cast::<PyBytes>() {
                            Ok(b) => b.as_bytes().to_vec(),
                            Err(_) => item.extract::<String>()?.into_bytes(),
                        };
                        Ok(Some(text))
                    }
                }
            })
            .map_err(|e| std::io::Error::other(format!("the iterable of PGN texts: {e}")))?;
            match next {
                None => self.done = true,
                Some(mut text) => {
                    text.extend_from_slice(b"\n\n");
                    self.buf = text;
                    self.at = 0;
                }
            }
        }
        let n = out.len().min(self.buf.len() - self.at);
        out[..n].copy_from_slice(&self.buf[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

/// What the judging thread hands over.
enum Item {
    /// A game, as its line of `adjudicate --json`.
    Game(Box<AdjudicateGame>),
    /// A file that could not be read, or an archive that cannot be judged.
    Failed(String),
}

/// The games of an archive judged under a rulebook, one dict each (the fields of a line of
/// `trongtai adjudicate --json`), in input order.
#[pyclass(module = "trongtai")]
struct GameReports {
    games: Mutex<Option<Receiver<Vec<Item>>>>,
    /// The rest of the batch last received, in reverse order (the next item last).
    pending: Mutex<Vec<Item>>,
    summary: Arc<Mutex<Summary>>,
}

#[pymethods]
impl GameReports {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let poisoned = || {
            TrongtaiError::new_err(say(&msg::PythonPoisoned {
                what: &msg::PythonGames.text(),
            }))
        };
        let mut pending = self.pending.lock().map_err(|_| poisoned())?;
        if pending.is_empty() {
            let batch = py.detach(|| {
                let games = self.games.lock().ok()?;
                games.as_ref()?.recv().ok()
            });
            match batch {
                None => return Ok(None),
                Some(mut batch) => {
                    batch.reverse();
                    *pending = batch;
                }
            }
        }
        match pending.pop() {
            None => Ok(None),
            Some(Item::Game(game)) => game_to_python(py, &game).map(Some),
            Some(Item::Failed(message)) => Err(ArchiveError::new_err(message)),
        }
    }

    /// The totals of the games handed over so far, as the summary line of `adjudicate --json`
    /// (complete once the iteration has ended).
    #[getter]
    fn summary<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let summary = self
            .summary
            .lock()
            .map_err(|_| {
                TrongtaiError::new_err(say(&msg::PythonPoisoned {
                    what: &msg::PythonSummary.text(),
                }))
            })?
            .clone();
        to_python(py, &AdjudicateSummary::new(&summary))
    }
}

/// Judges `games` on `threads` threads, handing the reports (or failures) to `out` in batches of
/// at most `BATCH`, in input order.
fn judge(
    loaded: &Loaded,
    games: Games,
    names: &[String],
    threads: usize,
    out: &SyncSender<Vec<Item>>,
    summary: &Mutex<Summary>,
) {
    let adjudicator = match Adjudicator::new(&loaded.rules, &loaded.game) {
        Ok(a) => a,
        Err(e) => {
            let _ = out.send(vec![Item::Failed(e.to_string())]);
            return;
        }
    };
    let mut batch = Vec::with_capacity(BATCH);
    let sent = for_each_ordered(
        adjudicator.screened(games),
        threads,
        |entry| match entry {
            Entry::Game(game) => Ok(adjudicator.adjudicate(game)),
            Entry::FileError { message, .. } => Err(message),
        },
        |report| {
            let failed = report.is_err();
            batch.push(match report {
                Ok(report) => {
                    if let Ok(mut summary) = summary.lock() {
                        summary.add(&report);
                    }
                    let name = names.get(report.file).map_or("?", String::as_str);
                    Item::Game(Box::new(AdjudicateGame::new(&report, name)))
                }
                Err(message) => {
                    if let Ok(mut summary) = summary.lock() {
                        summary.file_errors += 1;
                    }
                    Item::Failed(message)
                }
            });
            // A failure goes at once: the reader raises it where it stands.
            if failed || batch.len() == BATCH {
                out.send(std::mem::replace(&mut batch, Vec::with_capacity(BATCH)))
                    .map_err(|_| ())
            } else {
                Ok(())
            }
        },
    );
    if sent.is_ok() && !batch.is_empty() {
        let _ = out.send(batch);
    }
}

#[pymethods]
impl Rulebook {
    /// The rulebook's id (`fide-2001`).
    #[getter]
    fn id(&self) -> &str {
        self.loaded.rules.id()
    }

    /// The game it is a rulebook of (`chess`, `xiangqi`).
    #[getter]
    fn game(&self) -> &str {
        &self.loaded.rules.game().id
    }

    /// The date its local regulations were resolved on, if one was given.
    #[getter]
    fn on(&self) -> Option<&str> {
        self.on.as_deref()
    }

    fn __repr__(&self) -> String {
        match &self.on {
            Some(on) => format!("trongtai.load({:?}, on={on:?})", self.spec),
            None => format!("trongtai.load({:?})", self.spec),
        }
    }

    /// Every resolved value with its article and the file that set it, as `trongtai rules
    /// show --format json`.
    fn rules<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_python(py, &RulesJson::of(&self.loaded.rules))
    }

    /// The legal moves of a position, sorted, as `trongtai moves` prints them (chess in UCI,
    /// xiangqi in Fairy-Stockfish coordinates).
    fn moves(&self, py: Python<'_>, fen: &str) -> PyResult<Vec<String>> {
        py.detach(|| {
            let game = &self.loaded.game;
            let pos = game
                .parse_fen(fen)
                .map_err(|e| PositionError::new_err(bad_fen(fen, &e)))?;
            Ok(game.legal_move_texts(&pos))
        })
    }

    /// The state of a position (`ongoing`, `checkmate`, `stalemate`, `drawn-ending`), the
    /// result the rulebook gives and the article applied, as `trongtai status` says them.
    fn status<'py>(&self, py: Python<'py>, fen: &str) -> PyResult<Bound<'py, PyAny>> {
        let status = py.detach(|| {
            let loaded = &self.loaded;
            let pos = loaded
                .game
                .parse_fen(fen)
                .map_err(|e| PositionError::new_err(bad_fen(fen, &e)))?;
            let s = trongtai::engine::status(&loaded.game, &pos, loaded.rules.end()).map_err(|e| {
                RulebookError::new_err(say(&msg::CliInRulebook {
                    id: loaded.rules.id(),
                    error: &e.text(),
                }))
            })?;
            Ok::<_, PyErr>(StatusJson::of(&loaded.rules, &s))
        })?;
        to_python(py, &status)
    }

    /// Replays a scenario (a path, or the text of a scenario file) under this rulebook instead
    /// of its own, as `trongtai replay --rules <this> --json`: the verdict dict, `passed` set
    /// where the scenario is written for this rulebook.
    fn replay<'py>(&self, py: Python<'py>, scenario: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        let (path, s) = scenario_of(scenario)?;
        let id = path.display().to_string();
        let verdict = py.detach(|| {
            let mut runner = Runner::new();
            // A date asked for is kept by pinning the rulebook loaded on it; else the runner
            // loads the rulebook on the scenario's own date, as the command does.
            let spec = match &self.on {
                Some(_) => {
                    runner.pin_rulebook(&self.spec, self.loaded.rules.clone())?;
                    self.spec.clone()
                }
                None if self.spec.contains('/') || self.spec.ends_with(".ron") => std::path::absolute(&self.spec)
                    .unwrap_or_else(|_| PathBuf::from(&self.spec))
                    .display()
                    .to_string(),
                None => self.spec.clone(),
            };
            let o = runner.run_loaded(&path, &s, Some(&spec))?;
            let points = Scorings::new().points(&o.rules, o.verdict.result.as_str());
            Ok::<_, trongtai::scenario::ScenarioError>(ReplayVerdict::of(&id, &o, points))
        });
        let verdict = verdict.map_err(|e| ScenarioError::new_err(e.to_string()))?;
        to_python(py, &verdict)
    }

    /// Judges the games of an archive: a path (.pgn, .pgn.gz, .pgn.zst, .bz2, .jsonl), bytes,
    /// or an iterable of PGN texts. Yields one dict per game, in input order, with the fields
    /// of a line of `trongtai adjudicate --json`; `file` is the path as given, or `name`.
    #[pyo3(signature = (source, threads = None, name = None))]
    fn adjudicate(
        &self,
        source: &Bound<'_, PyAny>,
        threads: Option<u64>,
        name: Option<String>,
    ) -> PyResult<GameReports> {
        let source = if let Ok(b) = source.cast::<PyBytes>() {
            Source::Bytes(b.as_bytes().to_vec())
        } else if let Ok(b) = source.cast::<PyByteArray>() {
            Source::Bytes(b.to_vec())
        } else if source.is_instance_of::<PyString>() || source.hasattr("__fspath__")? {
            Source::Files(vec![source.extract::<PathBuf>()?])
        } else {
            Source::Texts(source.try_iter()?.unbind())
        };
        self.start(source, threads, name)
    }

    /// The games of one part of a file cut by `_cuts` (for `trongtai.dask`): numbered from 1
    /// in the part, their lines numbered as in the whole file.
    #[pyo3(signature = (path, start, end, lines_before, name = None, threads = Some(1)))]
    fn _adjudicate_part(
        &self,
        path: PathBuf,
        start: u64,
        end: u64,
        lines_before: u64,
        name: Option<String>,
        threads: Option<u64>,
    ) -> PyResult<GameReports> {
        self.start(Source::Part(path, start, end, lines_before), threads, name)
    }
}

impl Rulebook {
    /// Starts judging `source` on a thread of its own.
    fn start(&self, source: Source, threads: Option<u64>, name: Option<String>) -> PyResult<GameReports> {
        let threads =
            thread_count(threads).map_err(|e| TrongtaiError::new_err(say(&msg::CliThreads { error: &e.text() })))?;
        Adjudicator::new(&self.loaded.rules, &self.loaded.game).map_err(|e| ArchiveError::new_err(e.to_string()))?;
        let (games, shown) = match source {
            Source::Files(files) => {
                let shown = files.iter().map(|f| f.display().to_string()).collect::<Vec<_>>();
                (Games::new(&files), shown)
            }
            Source::Bytes(bytes) => (
                Games::with_stdin(&[PathBuf::from("-")], Box::new(std::io::Cursor::new(bytes))),
                vec!["-".to_owned()],
            ),
            Source::Texts(texts) => (
                Games::with_stdin(
                    &[PathBuf::from("-")],
                    Box::new(TextsReader {
                        texts,
                        buf: Vec::new(),
                        at: 0,
                        done: false,
                    }),
                ),
                vec!["-".to_owned()],
            ),
            Source::Part(path, start, end, lines) => {
                let shown = vec![path.display().to_string()];
                (Games::part(&path, start, end, lines), shown)
            }
        };
        let names = match name {
            Some(name) => vec![name; shown.len()],
            None => shown,
        };
        let (tx, rx) = sync_channel(AHEAD);
        let summary = Arc::new(Mutex::new(Summary::default()));
        let (loaded, totals) = (Arc::clone(&self.loaded), Arc::clone(&summary));
        std::thread::Builder::new()
            .name("trongtai-adjudicate".into())
            .spawn(move || judge(&loaded, games, &names, threads, &tx, &totals))
            .map_err(|e| TrongtaiError::new_err(say(&msg::PythonNoThread { error: &e.to_string() })))?;
        Ok(GameReports {
            games: Mutex::new(Some(rx)),
            pending: Mutex::new(Vec::new()),
            summary,
        })
    }
}

/// What a rule change would change, as `trongtai impact --format json` reports it: the base
/// and candidate rulebooks run over scenario files or directories (`scenarios`; none if not
/// given) and archives, with the values that differ, the transition matrix, every changed
/// verdict and the receipt of the inputs.
#[pyfunction]
#[pyo3(signature = (base, candidate, archives = Vec::new(), on = None, scenarios = None, base_on = None, candidate_on = None, threads = None))]
#[allow(clippy::too_many_arguments)]
fn impact<'py>(
    py: Python<'py>,
    base: &Bound<'py, PyAny>,
    candidate: &Bound<'py, PyAny>,
    archives: Vec<PathBuf>,
    on: Option<String>,
    scenarios: Option<Vec<PathBuf>>,
    base_on: Option<String>,
    candidate_on: Option<String>,
    threads: Option<u64>,
) -> PyResult<Bound<'py, PyAny>> {
    let threads =
        thread_count(threads).map_err(|e| TrongtaiError::new_err(say(&msg::CliThreads { error: &e.text() })))?;
    let books = Books::of(base, candidate, on, base_on, candidate_on)?;
    let report = py.detach(|| books.report(scenarios, &archives, threads, None))?;
    to_python(py, &report)
}

/// The two rulebooks of an impact report, as named and on their dates.
struct Books {
    specs: (String, String),
    on: (Option<String>, Option<String>),
}

impl Books {
    fn of(
        base: &Bound<'_, PyAny>,
        candidate: &Bound<'_, PyAny>,
        on: Option<String>,
        base_on: Option<String>,
        candidate_on: Option<String>,
    ) -> PyResult<Books> {
        Ok(Books {
            specs: (spec_of(base)?, spec_of(candidate)?),
            on: (base_on.or_else(|| on.clone()), candidate_on.or(on)),
        })
    }

    /// The report over `scenarios` and `archives`, or over archives judged elsewhere in parts.
    fn report(
        &self,
        scenarios: Option<Vec<PathBuf>>,
        archives: &[PathBuf],
        threads: usize,
        judged: Option<Vec<(Hashed, FileTallies)>>,
    ) -> PyResult<Impact> {
        let (base_spec, cand_spec) = (&self.specs.0, &self.specs.1);
        let base = trongtai::load_on(base_spec, self.on.0.as_deref()).map_err(|e| {
            RulebookError::new_err(format!("{}: {e}", say(&msg::ImpactBaseRulebook { spec: base_spec })))
        })?;
        let candidate = trongtai::load_on(cand_spec, self.on.1.as_deref()).map_err(|e| {
            RulebookError::new_err(format!(
                "{}: {e}",
                say(&msg::ImpactCandidateRulebook { spec: cand_spec })
            ))
        })?;
        let inputs = trongtai::impact::Inputs {
            base_spec,
            candidate_spec: cand_spec,
            base: book(&base),
            candidate: book(&candidate),
            scenarios,
            shown_from: None,
            archives,
            threads,
            engine: trongtai::engine_name(),
            commit: trongtai::COMMIT.map(str::to_owned),
        };
        match judged {
            None => trongtai::impact::compare(&inputs),
            Some(judged) => trongtai::impact::compare_judged(&inputs, judged),
        }
        .map_err(|e| TrongtaiError::new_err(format!("{e:#}")))
    }
}

/// A loaded rulebook as the impact comparison takes it.
fn book(loaded: &Loaded) -> trongtai::impact::Book<'_> {
    trongtai::impact::Book {
        rules: &loaded.rules,
        game: &loaded.game,
    }
}

/// The archive games of one part of a file (cut by `_cuts`) compared under two rulebooks, for
/// `trongtai.dask.impact`: the tally, as JSON, that `_impact_judged` puts together.
#[pyfunction]
fn _impact_part(
    py: Python<'_>,
    base: PyRef<'_, Rulebook>,
    candidate: PyRef<'_, Rulebook>,
    path: PathBuf,
    start: u64,
    end: u64,
    lines_before: u64,
) -> PyResult<String> {
    let (base, candidate) = (Arc::clone(&base.loaded), Arc::clone(&candidate.loaded));
    py.detach(|| {
        let tally =
            trongtai::impact::archives::tally_part(&path, (start, end, lines_before), 1, book(&base), book(&candidate))
                .map_err(|e| ArchiveError::new_err(format!("{e:#}")))?;
        serde_json::to_string(&tally).map_err(|e| TrongtaiError::new_err(e.to_string()))
    })
}

/// An archive file's SHA-256 and length, as JSON, for the receipt of `_impact_judged`.
#[pyfunction]
fn _hash_archive(py: Python<'_>, path: PathBuf) -> PyResult<String> {
    py.detach(|| {
        let hashed = Hashed::archive(&path).map_err(|e| ArchiveError::new_err(format!("{e:#}")))?;
        serde_json::to_string(&hashed).map_err(|e| TrongtaiError::new_err(e.to_string()))
    })
}

/// The impact report of archives judged in parts by `_impact_part`: `judged` lists, file by
/// file, the file's hash (`_hash_archive`) and its parts' tallies in file order.
#[pyfunction]
#[pyo3(signature = (base, candidate, judged, on = None, scenarios = None, base_on = None, candidate_on = None))]
#[allow(clippy::too_many_arguments)]
fn _impact_judged<'py>(
    py: Python<'py>,
    base: &Bound<'py, PyAny>,
    candidate: &Bound<'py, PyAny>,
    judged: Vec<(String, Vec<String>)>,
    on: Option<String>,
    scenarios: Option<Vec<PathBuf>>,
    base_on: Option<String>,
    candidate_on: Option<String>,
) -> PyResult<Bound<'py, PyAny>> {
    let books = Books::of(base, candidate, on, base_on, candidate_on)?;
    let report = py.detach(|| {
        let read = |what: Text, e: serde_json::Error| {
            TrongtaiError::new_err(say(&msg::PythonFromWorker {
                what: &what,
                error: &e.to_string(),
            }))
        };
        let judged = judged
            .into_iter()
            .map(|(hash, parts)| {
                let hashed: Hashed = serde_json::from_str(&hash).map_err(|e| read(msg::PythonWorkerHash.text(), e))?;
                let parts = parts
                    .iter()
                    .map(|p| serde_json::from_str::<Tally>(p).map_err(|e| read(msg::PythonWorkerTally.text(), e)))
                    .collect::<PyResult<Vec<_>>>()?;
                Ok((hashed, FileTallies { parts }))
            })
            .collect::<PyResult<Vec<_>>>()?;
        books.report(scenarios, &[], 1, Some(judged))
    })?;
    to_python(py, &report)
}

/// The byte ranges `(start, end)` of the parts of an archive file, each about `part_bytes`
/// long, cut where a game starts (`trongtai_archive::split`); a compressed file is one part.
#[pyfunction]
fn _cuts(py: Python<'_>, path: PathBuf, part_bytes: u64) -> PyResult<Vec<(u64, u64)>> {
    py.detach(|| split::cuts(&path, part_bytes))
        .map_err(|e| ArchiveError::new_err(format!("{}: {e}", path.display())))
}

/// The line ends in the bytes `start..end` of a file.
#[pyfunction]
fn _count_lines(py: Python<'_>, path: PathBuf, start: u64, end: u64) -> PyResult<u64> {
    py.detach(|| split::count_lines(&path, start, end))
        .map_err(|e| ArchiveError::new_err(format!("{}: {e}", path.display())))
}

/// The extension module.
#[pymodule]
fn _trongtai(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    trongtai_i18n::set_lang(Lang::from_env());
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("TrongtaiError", py.get_type::<TrongtaiError>())?;
    m.add("RulebookError", py.get_type::<RulebookError>())?;
    m.add("PositionError", py.get_type::<PositionError>())?;
    m.add("ScenarioError", py.get_type::<ScenarioError>())?;
    m.add("ArchiveError", py.get_type::<ArchiveError>())?;
    m.add_class::<Rulebook>()?;
    m.add_class::<GameReports>()?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(rulebooks, m)?)?;
    m.add_function(wrap_pyfunction!(set_lang, m)?)?;
    m.add_function(wrap_pyfunction!(replay, m)?)?;
    m.add_function(wrap_pyfunction!(impact, m)?)?;
    m.add_function(wrap_pyfunction!(_cuts, m)?)?;
    m.add_function(wrap_pyfunction!(_count_lines, m)?)?;
    m.add_function(wrap_pyfunction!(_impact_part, m)?)?;
    m.add_function(wrap_pyfunction!(_hash_archive, m)?)?;
    m.add_function(wrap_pyfunction!(_impact_judged, m)?)?;
    Ok(())
}
