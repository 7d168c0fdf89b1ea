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
//! | `check_rules` | `file`, `text` of a rule file, and `catalogues` beside it (`file`, `text` of `x.vi.ftl`, `x.en.ftl`; optional) | the rulebook loaded, or the located errors of `trongtai rules check` or of the catalogues |
//! | `labels` | `rules` (optional) the case's rulebook | `labels`: the page's labels without a variable, `vi` and `en`, from the catalogues in force for that rulebook |
//! | `label` | `lang`, `id` of a label, `args` | `text`: the label said with its arguments |
//! | `rule` | a `case`, and `at` (optional) a number of events | the verdict, the board, the legal moves and the move history after the first `at` events (all of them if left out); the event log in words and the scenario file of the whole case |
//! | `import` | `text` of a scenario file | the case it holds (and the rulebook of the rule file it carries, loaded as by `check_rules`), or its located parse error |
//! | `import_game` | `rules`, `text` of a game (PGN, a FEN line then moves, or moves), `lang` of the error | the case: its start position and a move-and-press event per move, read in the first notation of the game that reads them all; or the first move none reads |
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
mod game_import;
pub mod labels;
mod links;
mod log;
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
        /// The federation's catalogues beside the rule file (`x.vi.ftl`, `x.en.ftl`).
        #[serde(default)]
        catalogues: Vec<case::CatalogueFile>,
        /// The language the file's problems are said in (the page's); English without it.
        #[serde(default)]
        lang: Option<String>,
    },
    Labels {
        /// The case's rulebook: the user's rule file brings its catalogues.
        #[serde(default)]
        rules: String,
    },
    Label {
        lang: String,
        id: String,
        #[serde(default)]
        args: serde_json::Map<String, Value>,
    },
    Rule {
        case: Box<Case>,
        /// The number of events to rule (stepping through the case); all of them if left out.
        #[serde(default)]
        at: Option<usize>,
    },
    Import {
        text: String,
    },
    ImportGame {
        rules: String,
        text: String,
        #[serde(default)]
        lang: Option<String>,
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
        Ok(Request::CheckRules {
            file,
            text,
            catalogues,
            lang,
        }) => {
            // Said as `trongtai rules check --lang` says them: the problems keep their messages
            // and are displayed in the output language, set for this call only.
            let before = trongtai_i18n::lang();
            if let Some(asked) = lang.as_deref().and_then(trongtai_i18n::Lang::from_code) {
                trongtai_i18n::set_lang(asked);
            }
            let reply = desk.check_rules(&file, &text, &catalogues);
            trongtai_i18n::set_lang(before);
            reply
        }
        Ok(Request::Labels { rules }) => {
            desk.words_for(&rules);
            Ok(labels::labels())
        }
        Ok(Request::Label { lang, id, args }) => {
            let lang = trongtai_i18n::Lang::from_code(&lang).unwrap_or(trongtai_i18n::Lang::Vi);
            labels::label(lang, &id, &args)
        }
        Ok(Request::Rule { case, at }) => desk.rule(&case, at),
        Ok(Request::Import { text }) => case::import(desk, &text),
        Ok(Request::ImportGame { rules, text, lang }) => {
            let lang = lang
                .as_deref()
                .and_then(trongtai_i18n::Lang::from_code)
                .unwrap_or(trongtai_i18n::Lang::Vi);
            game_import::import_game(desk, &rules, &text, lang)
        }
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
