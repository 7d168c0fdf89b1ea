//! A case at the desk: a scenario in the making, ruled by the scenario runner of
//! `trongtai replay`, and written out as a scenario file.

use std::collections::HashMap;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use trongtai_arbiter::{Event, GameResult, Setup, Verdict};
use trongtai_engine::{Game, GamePosition};
use trongtai_rulebook::human::{self, Lang};
use trongtai_rulebook::{Library, Rulebook};
use trongtai_scenario::{load_rule_text, EmbeddedRules, Expect, Overrides, Runner, Scenario};

use crate::board;
use crate::links::Linker;

/// The name the runner gives the case in its messages (it is never read from disk).
const CASE_PATH: &str = "desk.ron";

/// What the page sends: a scenario without its expectation (the desk rules it), and with the
/// expectation of an imported file when there is one, for review.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Case {
    /// A shipped rulebook id, or the file name of the user's rule file (`club.ron`).
    pub rules: String,
    /// The day the game is played (`YYYY-MM-DD`), for the dated values of local regulations.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// Values an imported scenario changes inline.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overrides: Option<Overrides>,
    /// Other rulebooks an imported scenario declares its verdict for (kept on export).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub holds_for: Vec<String>,
    /// The articles the case is about; the ruling's articles if left empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub articles: Vec<String>,
    /// Where the case comes from, in words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// What happened, for a reader.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Position, time control, clocks.
    #[serde(default)]
    pub setup: Setup,
    /// What happened at the board.
    #[serde(default)]
    pub events: Vec<Event>,
    /// The verdict an imported scenario expects.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect: Option<Expect>,
}

/// A rule file the user opened from disk.
#[derive(Debug)]
pub struct UserRules {
    /// Its file name, as a scenario beside it names it (`club.ron`).
    pub file: String,
    /// Its text.
    pub text: String,
    /// The federation's catalogues opened with it (`club.vi.ftl`): `(language, file, text)`.
    pub catalogues: Vec<(trongtai_i18n::Lang, String, String)>,
}

/// A catalogue file the page sends with a rule file.
#[derive(Debug, Clone, Deserialize)]
pub struct CatalogueFile {
    /// Its name (`club.vi.ftl`): the language is the one before `.ftl`.
    pub file: String,
    /// Its text.
    pub text: String,
}

/// The state of the page: the runner (rulebooks loaded once) and the user's rule file.
#[derive(Default)]
pub struct Desk {
    runner: Runner,
    user: Option<UserRules>,
    /// The date the user's rulebook was last pinned in the runner for.
    pinned_on: Option<Option<String>>,
    /// Rulebooks and compiled games for the board, by rulebook and date.
    engines: HashMap<String, (Rulebook, Game)>,
    /// The shipped rulebooks as loaded for the catalog, by id.
    shipped: HashMap<String, Rulebook>,
    /// The shipped rulebooks handed to the runner already loaded.
    pinned: std::collections::HashSet<String>,
}

impl Desk {
    /// A desk with nothing loaded.
    pub fn new() -> Self {
        Self::default()
    }

    /// `check_rules`: validates a rule file and the federation's catalogues sent with it (as
    /// `trongtai rules check` does those beside a rule file), and keeps them as the user's
    /// rulebook and words.
    pub(crate) fn check_rules(
        &mut self,
        file: &str,
        text: &str,
        catalogues: &[CatalogueFile],
    ) -> Result<Value, String> {
        let name = file.rsplit(['/', '\\']).next().unwrap_or(file).to_owned();
        let book = load_rule_text(&name, text, None)?;
        let mut words = Vec::new();
        for c in catalogues {
            let lang = c
                .file
                .strip_suffix(".ftl")
                .and_then(|stem| stem.rsplit_once('.'))
                .and_then(|(_, code)| trongtai_i18n::Lang::from_code(code))
                .ok_or_else(|| {
                    trongtai_i18n::Text::from(trongtai_i18n::msg::DeskCatalogueName { file: &c.file }).to_string()
                })?;
            words.push((lang, c.file.clone(), c.text.clone()));
        }
        let problems = trongtai_i18n::check_overrides(&words);
        if !problems.is_empty() {
            return Err(problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"));
        }
        let mut described = crate::catalog::describe(&book);
        described["file"] = Value::String(name.clone());
        self.user = Some(UserRules {
            file: name,
            text: text.to_owned(),
            catalogues: words,
        });
        self.pinned_on = None;
        self.engines.retain(|k, _| !k.starts_with("user\u{0}"));
        Ok(json!({ "rulebook": described }))
    }

    /// Says everything from now on with the catalogues in force for rulebook `rules`: the
    /// federation's opened with the user's rule file over the shipped ones when the case is
    /// under that file, the shipped ones otherwise (as the command line uses the catalogues
    /// beside the rule files it reads).
    pub(crate) fn words_for(&self, rules: &str) {
        let words = self
            .user
            .as_ref()
            .filter(|u| u.file == rules)
            .map_or(&[][..], |u| &u.catalogues[..]);
        // Checked when the rule file was opened: they parse.
        let _ = trongtai_i18n::use_overrides(words);
    }

    /// Loads the rulebook and game of a case, for the board and the links; returns their key in
    /// `engines`.
    fn engine_key(&mut self, case: &Case) -> Result<String, String> {
        let user = self.user.as_ref().filter(|u| u.file == case.rules);
        let key = format!(
            "{}\u{0}{}\u{0}{}",
            if user.is_some() { "user" } else { "shipped" },
            case.rules,
            case.date.as_deref().unwrap_or("")
        );
        if !self.engines.contains_key(&key) {
            let book = match user {
                Some(u) => load_rule_text(&u.file, &u.text, case.date.as_deref())?,
                None => match self.shipped.get(&case.rules).filter(|_| case.date.is_none()) {
                    Some(book) => book.clone(),
                    None => Rulebook::load_on(&Library::shipped(), &case.rules, case.date.as_deref())
                        .map_err(|e| e.to_string())?,
                },
            };
            let game = Game::compile(book.game()).map_err(|e| e.to_string())?;
            self.engines.insert(key.clone(), (book, game));
        }
        Ok(key)
    }

    pub(crate) fn engine(&mut self, case: &Case) -> Result<&(Rulebook, Game), String> {
        let key = self.engine_key(case)?;
        self.engines
            .get(&key)
            .ok_or_else(|| "internal: rulebook cache".to_owned())
    }

    /// The shipped rulebooks (loaded once and kept for the cases), and the version of
    /// trongtai.
    pub(crate) fn catalog(&mut self) -> Value {
        let library = Library::shipped();
        let mut books = Vec::new();
        let mut errors = Vec::new();
        for id in library.rulebook_ids() {
            if !self.shipped.contains_key(id) {
                match Rulebook::load(&library, id) {
                    Ok(book) => {
                        self.shipped.insert(id.to_owned(), book);
                    }
                    Err(e) => errors.push(e.to_string()),
                }
            }
            if let Some(book) = self.shipped.get(id) {
                books.push(crate::catalog::describe(book));
            }
        }
        json!({
            "rulebooks": books,
            "errors": errors,
            "version": env!("CARGO_PKG_VERSION"),
        })
    }

    /// Hands the runner the rulebook of the case already loaded (the user's, or a shipped one
    /// without dated values, which every date resolves alike), so that it is not read twice.
    fn pin(&mut self, case: &Case) -> Result<(), String> {
        let Some(user) = self.user.as_ref().filter(|u| u.file == case.rules) else {
            if case.overrides.is_some() || self.pinned.contains(&case.rules) {
                return Ok(());
            }
            let (book, _) = self.engine(case)?;
            if book.local().is_some() || !book.versions().is_empty() {
                return Ok(());
            }
            let book = book.clone();
            self.runner.pin_rulebook(&case.rules, book).map_err(|e| e.to_string())?;
            self.pinned.insert(case.rules.clone());
            return Ok(());
        };
        if self.pinned_on.as_ref() == Some(&case.date) {
            return Ok(());
        }
        let book = load_rule_text(&user.file, &user.text, case.date.as_deref())?;
        self.runner.pin_rulebook(&user.file, book).map_err(|e| e.to_string())?;
        self.pinned_on = Some(case.date.clone());
        Ok(())
    }

    /// Rules a case with the first `events` events, through the scenario runner.
    fn verdict(&mut self, case: &Case, events: usize) -> Result<(Verdict, bool), String> {
        let s = scenario(case, events, None);
        let o = self
            .runner
            .run_loaded(Path::new(CASE_PATH), &s, None)
            .map_err(|e| e.to_string())?;
        Ok((o.verdict, o.passed))
    }

    /// `rule`: the verdict of a case with everything the page shows. With `at`, the board,
    /// the ruling and the moves are those after the first `at` events (stepping through the
    /// case); the event log and the scenario file are always the whole case's.
    pub(crate) fn rule(&mut self, full: &Case, at: Option<usize>) -> Result<Value, String> {
        self.words_for(&full.rules);
        self.pin(full)?;
        let at = at.filter(|k| *k < full.events.len());
        let stepped;
        let case = match at {
            Some(k) => {
                stepped = Case {
                    events: full.events.get(..k).unwrap_or_default().to_vec(),
                    expect: None,
                    ..full.clone()
                };
                &stepped
            }
            None => full,
        };
        let (verdict, passed) = self.verdict(case, case.events.len())?;
        // The whole case's verdict, for the scenario file, when the page shows an earlier step.
        let whole = match at {
            Some(_) => Some(self.verdict(full, full.events.len())?.0),
            None => None,
        };
        let user_file = self
            .user
            .as_ref()
            .filter(|u| u.file == case.rules)
            .map(|u| u.file.clone());
        let key = self.engine_key(case)?;
        let (book, game) = self
            .engines
            .get(&key)
            .ok_or_else(|| "internal: rulebook cache".to_owned())?;
        let mut described = crate::catalog::describe(book);
        if let Some(file) = user_file {
            described["file"] = Value::String(file);
        }
        let carried = self.user.as_ref().filter(|u| u.file == case.rules);
        let export = export(full, whole.as_ref().unwrap_or(&verdict), game.side_ids(), carried)?;
        let linker = Linker::new(book);
        let notations = board::notations(book.game(), game);
        let notation_names: Vec<Value> = notations
            .iter()
            .map(|n| json!({ "id": n.id(), "name": n.def().name }))
            .collect();
        let pos = game
            .parse_fen(&verdict.fen)
            .map_err(|e| format!("final position: {e}"))?;
        let ongoing = verdict.result == GameResult::Unfinished;
        let legal = if ongoing {
            board::legal(game, &pos, &notations)
        } else {
            Vec::new()
        };
        // The moves with their notations. The position before a move event is the arbiter's
        // (a replay of the events before it), except right after a move event whose moves
        // were all legal, where it is the position those moves reached.
        // The arbiter's positions before every event come from one replay (a replay of the
        // events before each move event made 8,000 moves and presses take 41 s).
        let before = self
            .runner
            .positions_loaded(Path::new(CASE_PATH), &scenario(full, full.events.len(), None), None)
            .unwrap_or_default();
        let mut history = Vec::new();
        let mut walked: Option<GamePosition> = None;
        for (i, e) in case.events.iter().enumerate() {
            let texts = move_texts(e);
            if texts.is_empty() {
                walked = None;
                continue;
            }
            let mut p = match walked.take() {
                Some(p) => p,
                None => match before.get(i) {
                    Some(p) => *p,
                    None => continue,
                },
            };
            let mut legal_all = true;
            for text in texts {
                let side = game.turn(&p);
                match game.parse_move(&p, &text) {
                    Ok(m) => {
                        let written: Vec<String> = notations.iter().map(|n| n.write(&p, &m)).collect();
                        history.push(json!({ "event": i, "side": side, "uci": text, "notations": written }));
                        p = game.play(&p, m);
                    }
                    Err(_) => {
                        history.push(json!({ "event": i, "side": side, "uci": text, "illegal": true }));
                        legal_all = false;
                        break;
                    }
                }
            }
            walked = legal_all.then_some(p);
        }
        let cite = |a: &str| json!({ "id": a, "href": linker.href(a), "title": linker.title(a) });
        let articles: Vec<Value> = verdict.articles.iter().map(|a| cite(a)).collect();
        let penalties: Vec<Value> = verdict
            .penalties
            .iter()
            .map(|p| {
                json!({
                    "player": p.player.name(game),
                    "kind": p.kind,
                    // What the penalty does, in the arbiter's own words for it.
                    "kind_said": { "vi": p.kind.said(Lang::Vi), "en": p.kind.said(Lang::En) },
                    "amount_ms": p.amount_ms,
                    // The amount for people, in both languages ("+2 phút" / "+2 minutes").
                    "amount": p.amount_ms.map(|ms| json!({
                        "vi": format!("+{}", human::millis(ms, Lang::Vi)),
                        "en": format!("+{}", human::millis(ms, Lang::En)),
                    })),
                    "article": cite(&p.article),
                })
            })
            .collect();
        let rulings: Vec<Value> = verdict
            .rulings
            .iter()
            .map(|r| {
                json!({
                    "event": r.event,
                    "article": cite(&r.article),
                    "text": r.text,
                    "said": r.said,
                    // The ruling for people, the sides named by the game definition.
                    "vi": r.said.say(Lang::Vi, book.game()),
                    "en": r.said.say(Lang::En, book.game()),
                })
            })
            .collect();
        // The whole log in words, in both languages; the side to move before each event from
        // the arbiter's replay.
        let sides = game.side_ids();
        let events: Vec<Value> = full
            .events
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let teller = crate::log::Teller {
                    game: book.game(),
                    to_move: before.get(i).and_then(|p| sides.get(game.turn(p))).copied(),
                };
                json!({ "vi": teller.say(e, Lang::Vi), "en": teller.say(e, Lang::En) })
            })
            .collect();
        Ok(json!({
            "rulebook": described,
            "board": board::geometry(game, book.game()),
            "at": at.unwrap_or(full.events.len()),
            "result": verdict.result,
            "reason": verdict.reason,
            // The reason for people, from the arbiter's own words for it.
            "reason_said": {
                "vi": verdict.reason.said(Lang::Vi),
                "en": verdict.reason.said(Lang::En),
            },
            "articles": articles,
            "penalties": penalties,
            "rulings": rulings,
            "clocks": verdict.clocks,
            "fen": verdict.fen,
            "counters": verdict.counters,
            "turn": game.turn(&pos),
            "in_check": game.in_check(&pos),
            "pieces": board::pieces(book.game(), game, &pos),
            "legal": legal,
            "notations": notation_names,
            "history": history,
            "events": events,
            "expect_matches": case.expect.as_ref().map(|_| passed),
            "scenario": export,
        }))
    }
}

/// The coordinate moves an event makes on the board.
fn move_texts(e: &Event) -> Vec<String> {
    match e {
        Event::Moves(s) => s.split_whitespace().map(str::to_owned).collect(),
        Event::Play(m, _) | Event::Move(m) => vec![m.clone()],
        _ => Vec::new(),
    }
}

/// The scenario of a case with its first `events` events, expecting `expect` (or the case's
/// own expectation, or a placeholder: the desk reads the verdict, not the comparison).
fn scenario(case: &Case, events: usize, expect: Option<Expect>) -> Scenario {
    let expect = expect.or_else(|| case.expect.clone()).unwrap_or(Expect {
        result: GameResult::Unfinished,
        reason: trongtai_arbiter::Reason::Ongoing,
        articles: Vec::new(),
        penalties: Vec::new(),
        clocks: None,
        fen: None,
        counters: None,
    });
    Scenario {
        rules: case.rules.clone(),
        rules_file: None,
        overrides: case.overrides.clone(),
        date: case.date.clone(),
        holds_for: case.holds_for.clone(),
        articles: case.articles.clone(),
        source: case
            .source
            .clone()
            .unwrap_or_else(|| "A case entered at the arbiter's desk".to_owned()),
        description: case.description.clone(),
        setup: case.setup.clone(),
        events: case.events.get(..events).unwrap_or(&case.events).to_vec(),
        expect,
    }
}

/// The scenario file of a case: its events, expecting the verdict the desk gave. A case under
/// the user's rule file carries that file (`rules_file`, with its SHA-256), so that the exported
/// case replays with `trongtai replay` wherever it is saved, not only beside the rule file.
pub(crate) fn export(
    case: &Case,
    verdict: &Verdict,
    sides: [&str; 2],
    user: Option<&UserRules>,
) -> Result<String, String> {
    let mut s = scenario(case, case.events.len(), Some(Expect::full(verdict, sides)));
    if s.articles.is_empty() {
        s.articles = verdict.articles.clone();
    }
    s.rules_file = user.map(|u| EmbeddedRules::new(&u.file, &u.text));
    let config = ron::ser::PrettyConfig::default().indentor("    ".to_string());
    let body = ron::ser::to_string_pretty(&s, config).map_err(|e| format!("export: {e}"))?;
    Ok(format!(
        "// A case entered at the arbiter's desk (trongtai {}). Its expectation is the ruling the\n\
         // desk gave: check it against the law before adding the case to the scenario library.\n\
         Scenario{body}\n",
        env!("CARGO_PKG_VERSION")
    ))
}

/// `import`: the case a scenario file holds, or its located parse error. A case that carries its
/// rule file (`rules_file`) has that file checked and kept as the user's rulebook, as if opened
/// with `check_rules`; the reply then holds the rulebook too.
pub(crate) fn import(desk: &mut Desk, text: &str) -> Result<Value, String> {
    let s: Scenario = ron::Options::default()
        .from_str(text)
        .map_err(|e| format!("{}:{}: {}", e.span.start.line, e.span.start.col, e.code))?;
    let rulebook = match &s.rules_file {
        Some(carried) if carried.file != s.rules => {
            return Err(format!(
                "rules_file: it carries `{}` but the case is judged under `{}`",
                carried.file, s.rules
            ))
        }
        Some(carried) if !carried.intact() => {
            return Err(format!(
                "rules_file: the text of `{}` does not have the SHA-256 written beside it (edited after export?)",
                carried.file
            ))
        }
        Some(carried) => {
            // The catalogues opened with a rule file of the same name stay with it.
            let words: Vec<CatalogueFile> = desk
                .user
                .as_ref()
                .filter(|u| u.file == carried.file)
                .map(|u| {
                    u.catalogues
                        .iter()
                        .map(|(_, file, text)| CatalogueFile {
                            file: file.clone(),
                            text: text.clone(),
                        })
                        .collect()
                })
                .unwrap_or_default();
            Some(desk.check_rules(&carried.file, &carried.text, &words)?["rulebook"].clone())
        }
        None => None,
    };
    let case = Case {
        rules: s.rules,
        date: s.date,
        overrides: s.overrides,
        holds_for: s.holds_for,
        articles: s.articles,
        source: Some(s.source),
        description: s.description,
        setup: s.setup,
        events: s.events,
        expect: Some(s.expect),
    };
    let value = serde_json::to_value(&case).map_err(|e| format!("import: {e}"))?;
    Ok(match rulebook {
        Some(rulebook) => json!({ "case": value, "rulebook": rulebook }),
        None => json!({ "case": value }),
    })
}
