//! The arbiter's desk: the page `docs/desk/` where an arbiter sets up a case (rulebook,
//! position, clocks, what happened at the board) and reads the ruling with its articles.
//!
//! This crate is the page's only way into trongtai. It is compiled to WebAssembly and called
//! with one JSON request, answering with one JSON reply ([`handle`]); the WebAssembly exports
//! are in `abi.rs`. It applies no law itself: a case is a [`trongtai_scenario::Scenario`], ruled
//! by the same [`trongtai_scenario::Runner`] as `trongtai replay`, and exported as the scenario
//! file `trongtai replay` reads. What it adds is presentation: the board from the game data,
//! the legal moves of the position with their notations, and links from every article cited
//! to its place on the woven law page of the generated site.
//!
//! Requests (`op` names the call):
//!
//! | op | asks | answers |
//! | --- | --- | --- |
//! | `catalog` | nothing | the shipped rulebooks: id, titles, game, named time controls |
//! | `check_rules` | `file`, `text` of a rule file | the rulebook loaded, or the located errors of `trongtai rules check` |
//! | `rule` | a `case` | the verdict, the board, the legal moves, the move history, the scenario file |
//! | `import` | `text` of a scenario file | the case it holds (and the rulebook of the rule file it carries, loaded as by `check_rules`), or its located parse error |
//!
//! and those of the npm package `trongtai-wasm` (`package.rs`), each about a rulebook named by
//! `rules` (a shipped id, or a rule file's name with its `text`) and `on` (a date):
//!
//! | op | asks | answers |
//! | --- | --- | --- |
//! | `load` | the rulebook | as `catalog` describes one |
//! | `rules` | the rulebook | `trongtai rules show --format json` |
//! | `moves` | the rulebook, `fen` | `moves`: `trongtai moves` |
//! | `status` | the rulebook, `fen` | `trongtai status` as JSON |
//! | `replay` | `scenario` text, a rulebook or none | `verdicts`: lines of `trongtai replay --json` |
//! | `judge` | the rulebook, `pgn` text, `name` | `games`: lines of `trongtai adjudicate --json` |

mod abi;
mod board;
mod case;
mod catalog;
mod links;
mod package;

use serde::Deserialize;
use serde_json::{json, Value};

pub use case::{Case, Desk, UserRules};
pub use package::kept_rulebooks;

/// One request of the page.
#[derive(Debug, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
enum Request {
    Catalog,
    CheckRules {
        file: String,
        text: String,
    },
    Rule {
        case: Box<Case>,
    },
    Import {
        text: String,
    },
    Load(package::BookSpec),
    Rules(package::BookSpec),
    Moves {
        #[serde(flatten)]
        book: package::BookSpec,
        fen: String,
    },
    Status {
        #[serde(flatten)]
        book: package::BookSpec,
        fen: String,
    },
    Replay {
        scenario: String,
        #[serde(flatten)]
        book: Option<package::BookSpec>,
    },
    Judge {
        #[serde(flatten)]
        book: package::BookSpec,
        pgn: String,
        #[serde(default)]
        name: Option<String>,
    },
}

/// Answers one JSON request of the page with one JSON reply. A request that cannot be read or
/// fails is answered `{"ok": false, "error": "..."}`; nothing panics on input.
pub fn handle(desk: &mut Desk, request: &str) -> String {
    let reply = match serde_json::from_str::<Request>(request) {
        Err(e) => Err(format!("request: {e}")),
        Ok(Request::Catalog) => Ok(desk.catalog()),
        Ok(Request::CheckRules { file, text }) => desk.check_rules(&file, &text),
        Ok(Request::Rule { case }) => desk.rule(&case),
        Ok(Request::Import { text }) => case::import(desk, &text),
        Ok(Request::Load(book)) => package::load(&book),
        Ok(Request::Rules(book)) => package::rules(&book),
        Ok(Request::Moves { book, fen }) => package::moves(&book, &fen),
        Ok(Request::Status { book, fen }) => package::status(&book, &fen),
        Ok(Request::Replay { scenario, book }) => package::replay(&scenario, book.as_ref()),
        Ok(Request::Judge { book, pgn, name }) => package::judge(&book, &pgn, name.as_deref().unwrap_or("-")),
    };
    let value = match reply {
        Ok(mut v) => {
            if let Value::Object(map) = &mut v {
                map.insert("ok".into(), Value::Bool(true));
            }
            v
        }
        Err(error) => json!({ "ok": false, "error": error }),
    };
    value.to_string()
}
