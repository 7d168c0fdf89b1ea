//! The calls of the npm package `trongtai-wasm` (`crates/desk/npm/`) beyond the page's: a
//! rulebook's values, a position's legal moves and status, a scenario's verdicts and a PGN
//! text's games, each answered with the JSON the command prints for it (the types of
//! `trongtai_json`), so that JavaScript, Python and the command agree field for field.
//!
//! A rulebook is named by a shipped id, or by the file name of a rule file whose `text` comes
//! with the call (read as the page reads a user's file, `check_rules`); with a date `on` for the
//! values of local regulations. Rulebooks are loaded and compiled once, then kept.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::Path;
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use trongtai_archive::Adjudicator;
use trongtai_engine::Game;
use trongtai_json::{AdjudicateGame, ReplayVerdict, RulesJson, Scorings, StatusJson};
use trongtai_rulebook::{Library, Rulebook};
use trongtai_scenario::{load_rule_text, Runner};

/// The name a scenario's text is given in messages and verdicts, as the Python package names it.
const SCENARIO_NAME: &str = "scenario.ron";

/// Which rulebook a call is about.
#[derive(Debug, Clone, Deserialize)]
pub(crate) struct BookSpec {
    /// A shipped id, or a rule file's name when `text` is given.
    rules: String,
    /// The day for the dated values of local regulations (`YYYY-MM-DD`).
    #[serde(default)]
    on: Option<String>,
    /// The text of the rule file `rules` names.
    #[serde(default)]
    text: Option<String>,
}

/// A rulebook loaded and its game compiled.
type Book = Rc<(Rulebook, Game)>;

/// What a loaded rulebook is kept under: its id or file name, its day and its file's text.
type BookKey = (String, Option<String>, Option<String>);

/// How many rulebooks are kept loaded: past this the cache is emptied, so that a page (or the
/// `desk_call` fuzz target) handing over ever new rule files' texts cannot grow it without end.
const KEPT_BOOKS: usize = 16;

thread_local! {
    static BOOKS: RefCell<HashMap<BookKey, Book>> = RefCell::new(HashMap::new());
}

impl BookSpec {
    /// The rulebook, loaded once.
    fn book(&self) -> Result<Book, String> {
        let key = (self.rules.clone(), self.on.clone(), self.text.clone());
        if let Some(book) = BOOKS.with(|b| b.borrow().get(&key).cloned()) {
            return Ok(book);
        }
        let rules = match &self.text {
            Some(text) => load_rule_text(&self.rules, text, self.on.as_deref())?,
            None => {
                Rulebook::load_on(&Library::shipped(), &self.rules, self.on.as_deref()).map_err(|e| e.to_string())?
            }
        };
        let game = Game::compile(rules.game()).map_err(|e| format!("{}: {e}", rules.game_file().path()))?;
        let book = Rc::new((rules, game));
        BOOKS.with(|b| {
            let mut books = b.borrow_mut();
            if books.len() >= KEPT_BOOKS {
                books.clear();
            }
            books.insert(key, Rc::clone(&book));
        });
        Ok(book)
    }
}

/// How many rulebooks the package's calls keep loaded on this thread, never more than
/// `KEPT_BOOKS`.
pub fn kept_rulebooks() -> usize {
    BOOKS.with(|b| b.borrow().len())
}

/// A value as a JSON object, for the reply.
fn object<T: Serialize>(value: &T) -> Result<Value, String> {
    serde_json::to_value(value).map_err(|e| e.to_string())
}

/// `load`: the rulebook as the page's catalog describes it.
pub(crate) fn load(spec: &BookSpec) -> Result<Value, String> {
    Ok(crate::catalog::describe(&spec.book()?.0))
}

/// `rules`: every resolved value, as `trongtai rules show --format json`.
pub(crate) fn rules(spec: &BookSpec) -> Result<Value, String> {
    object(&RulesJson::of(&spec.book()?.0))
}

/// `moves`: the legal moves of a position, sorted, as `trongtai moves` prints them.
pub(crate) fn moves(spec: &BookSpec, fen: &str) -> Result<Value, String> {
    let book = spec.book()?;
    let pos = book.1.parse_fen(fen).map_err(|e| format!("`{fen}`: {e}"))?;
    Ok(serde_json::json!({ "moves": book.1.legal_move_texts(&pos) }))
}

/// `status`: the state of a position, the result and the article, as `trongtai status`.
pub(crate) fn status(spec: &BookSpec, fen: &str) -> Result<Value, String> {
    let book = spec.book()?;
    let (rules, game) = (&book.0, &book.1);
    let pos = game.parse_fen(fen).map_err(|e| format!("`{fen}`: {e}"))?;
    let s = trongtai_engine::status(game, &pos, rules.end()).map_err(|e| format!("rulebook `{}`: {e}", rules.id()))?;
    object(&StatusJson::of(rules, &s))
}

/// `replay`: a scenario's text replayed under its own rulebook and those of its `holds_for`, or
/// under the rulebook named: `verdicts`, each a line of `trongtai replay --json`.
pub(crate) fn replay(text: &str, under: Option<&BookSpec>) -> Result<Value, String> {
    let path = Path::new(SCENARIO_NAME);
    let scenario = trongtai_scenario::parse(path, text).map_err(|e| e.to_string())?;
    let mut runner = Runner::new();
    let outcomes = match under {
        None => runner.run_all_loaded(path, &scenario),
        // A user's file, or a date asked for, is handed to the runner loaded; a shipped id alone
        // is loaded on the scenario's own date, as `trongtai replay --rules` does.
        Some(spec) if spec.text.is_some() || spec.on.is_some() => {
            runner
                .pin_rulebook(&spec.rules, spec.book()?.0.clone())
                .map_err(|e| e.to_string())?;
            runner.run_loaded(path, &scenario, Some(&spec.rules)).map(|o| vec![o])
        }
        Some(spec) => runner.run_loaded(path, &scenario, Some(&spec.rules)).map(|o| vec![o]),
    }
    .map_err(|e| e.to_string())?;
    let mut scorings = Scorings::new();
    let verdicts = outcomes
        .iter()
        .map(|o| ReplayVerdict::of(SCENARIO_NAME, o, scorings.points(&o.rules, o.verdict.result.as_str())))
        .collect::<Vec<_>>();
    Ok(serde_json::json!({ "verdicts": object(&verdicts)? }))
}

/// `judge`: the games of a PGN text judged as `trongtai adjudicate --json` judges an archive's,
/// their file named `name`.
pub(crate) fn judge(spec: &BookSpec, pgn: &str, name: &str) -> Result<Value, String> {
    let book = spec.book()?;
    let adjudicator = Adjudicator::new(&book.0, &book.1).map_err(|e| e.to_string())?;
    let games = adjudicator
        .judge_pgn(pgn)
        .iter()
        .map(|r| AdjudicateGame::new(r, name))
        .collect::<Vec<_>>();
    Ok(serde_json::json!({ "games": object(&games)? }))
}
