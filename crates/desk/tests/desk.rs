//! The desk answers as `trongtai replay` and `trongtai rules check` do, and its page in
//! `docs/desk/` is the one in `crates/desk/www/`.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use trongtai_desk::{handle, Desk};
use trongtai_rulebook::{Library, Rulebook};
use trongtai_scenario::Runner;

#[path = "../../docgen/tests/docgen/words.rs"]
#[allow(dead_code)]
mod words;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn ask(desk: &mut Desk, request: Value) -> Value {
    let reply = handle(desk, &request.to_string());
    serde_json::from_str(&reply).unwrap_or_else(|e| panic!("reply is not JSON: {e}: {reply}"))
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trongtai-desk-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir.join(name)
}

/// XQ99 12(b): a claim of the 60-move draw with too few moves gives the opponent 2 minutes and
/// play goes on (written from the article before running).
#[test]
fn premature_sixty_move_claim_gives_two_minutes_with_a_link_to_12b() {
    let mut desk = Desk::new();
    let case = json!({
        "rules": "vn-xiangqi-1999",
        "setup": { "time_control": { "Named": "two-game-60" } },
        "events": [{ "Moves": "h3e3" }, { "Moves": "h10g8" }, { "Moves": "h1g3" }, { "Moves": "b10c8" },
                   { "Claim": { "kind": "MoveCount" } }],
    });
    let r = ask(&mut desk, json!({ "op": "rule", "case": case }));
    assert_eq!(r["ok"], json!(true), "{r}");
    assert_eq!(r["result"], json!("*"));
    assert_eq!(r["reason"], json!("Ongoing"));
    let p = &r["penalties"][0];
    assert_eq!(p["player"], json!("red"));
    assert_eq!(p["kind"], json!("TimeToOpponent"));
    // What the penalty does comes from the arbiter's words, in both languages.
    assert_eq!(
        p["kind_said"],
        json!({ "vi": "cộng thời gian cho đối phương", "en": "time added to the opponent" })
    );
    assert_eq!(p["amount_ms"], json!(120_000));
    assert_eq!(p["article"]["id"], json!("12(b)"));
    assert_eq!(r["clocks"], json!([3_600_000, 3_720_000]));
    // The palaces' diagonals (XQ99 2.1: "có vẽ 2 đường chéo"): two per palace, corner to corner.
    assert_eq!(
        r["board"]["diagonals"],
        json!([[3, 0, 5, 2], [3, 2, 5, 0], [3, 7, 5, 9], [3, 9, 5, 7]]),
        "{}",
        r["board"]
    );
    // Said for people in the penalty list and the event list, as the command line says values.
    assert_eq!(p["amount"], json!({ "vi": "+2 phút", "en": "+2 minutes" }));
    let ruling = &r["rulings"]
        .as_array()
        .and_then(|a| a.last())
        .cloned()
        .unwrap_or_default();
    assert_eq!(ruling["event"], json!(4), "{r}");
    assert_eq!(ruling["vi"], json!("yêu cầu không đúng: +2 phút cho Đen"), "{r}");
    assert_eq!(
        ruling["en"],
        json!("the claim is incorrect: 2 minutes added to Black's time"),
        "{r}"
    );
    assert_eq!(
        ruling["text"],
        json!("the claim is incorrect: 120000 ms added to black's time"),
        "{r}"
    );
    assert_eq!(
        ruling["said"],
        json!({ "said": "wrong-claim-time-added", "to": "second", "ms": 120_000 }),
        "{r}"
    );
    // The link lands on an anchor of the woven law page, in both languages.
    let href = p["article"]["href"].as_str().unwrap_or_else(|| panic!("no link: {r}"));
    let (page, anchor) = href.split_once('#').unwrap_or_else(|| panic!("no anchor in {href}"));
    assert_eq!(page, "law-vn-xiangqi-1999.html");
    for lang in ["vi", "en"] {
        let html = std::fs::read_to_string(root().join("docs").join(lang).join(page))
            .unwrap_or_else(|e| panic!("{page}: {e}"));
        assert!(
            html.contains(&format!("id=\"{anchor}\"")),
            "{lang}/{page} has no id {anchor}"
        );
    }
    // Four moves, each in the Vietnamese and the WXF notation.
    assert_eq!(r["history"].as_array().map(Vec::len), Some(4));
    assert!(
        r["notations"].as_array().is_some_and(|n| n.len() >= 2),
        "{}",
        r["notations"]
    );
    // Red's opening has 44 legal moves... after four moves it is Red's turn again.
    assert_eq!(r["turn"], json!(0));
    assert!(r["legal"].as_array().is_some_and(|l| !l.is_empty()));
}

/// The exported scenario replays, through the scenario runner of `trongtai replay`, to the
/// verdict the desk gave, and passes its own expectation.
#[test]
fn an_exported_case_replays_with_the_same_verdict() {
    let mut desk = Desk::new();
    let case = json!({
        "rules": "fide-2001",
        "events": [{ "Moves": "g1f3" }, { "Moves": "g8f6" }, { "Moves": "f3g1" }, { "Moves": "f6g8" },
                   { "Moves": "g1f3" }, { "Moves": "g8f6" }, { "Moves": "f3g1" }, { "Moves": "f6g8" },
                   { "Claim": { "kind": "Repetition" } }],
    });
    let r = ask(&mut desk, json!({ "op": "rule", "case": case }));
    assert_eq!(r["ok"], json!(true), "{r}");
    assert_eq!(r["result"], json!("1/2-1/2"));
    assert_eq!(r["reason"], json!("Repetition"));
    // The reason for people comes from the arbiter's words, in both languages.
    assert_eq!(r["reason_said"], json!({ "vi": "lặp lại thế cờ", "en": "repetition" }));
    assert!(r["articles"]
        .as_array()
        .is_some_and(|a| a.iter().any(|x| x["id"] == json!("9.2(b) (en)"))));
    let text = r["scenario"].as_str().unwrap_or_else(|| panic!("no scenario: {r}"));
    let path = temp("threefold.ron");
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    let outcomes = Runner::new().run_all(&path).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(outcomes[0].passed, "{text}");
    assert_eq!(outcomes[0].verdict.result.as_str(), "1/2-1/2");
    assert_eq!(
        json!(outcomes[0].verdict.articles),
        json!(r["articles"]
            .as_array()
            .map(|a| a.iter().map(|x| x["id"].clone()).collect::<Vec<_>>()))
    );
    // Opened again, the page says that its ruling is the expected one.
    let imported = ask(&mut desk, json!({ "op": "import", "text": text }));
    let again = ask(&mut desk, json!({ "op": "rule", "case": imported["case"] }));
    assert_eq!(again["expect_matches"], json!(true), "{again}");
}

/// A broken rule file gets the located errors `trongtai rules check` prints for it (which
/// names the file by its path), with the file named as the user opened it.
#[test]
fn a_broken_rule_file_gets_the_errors_of_rules_check() {
    let good = std::fs::read_to_string(root().join("rules/local/fide-2001-club-example.ron"))
        .unwrap_or_else(|e| panic!("{e}"));
    let bad = good.replacen("authority:", "authorty:", 1);
    assert_ne!(bad, good);
    let path = temp("my-club.ron");
    std::fs::write(&path, &bad).unwrap_or_else(|e| panic!("{e}"));
    let cli = match Rulebook::load(&Library::shipped(), &path.display().to_string()) {
        Ok(_) => panic!("a misspelt field loads"),
        Err(e) => e.to_string().replace(&path.display().to_string(), "my-club.ron"),
    };
    let mut desk = Desk::new();
    let r = ask(
        &mut desk,
        json!({ "op": "check_rules", "file": "my-club.ron", "text": bad }),
    );
    assert_eq!(r["ok"], json!(false));
    assert_eq!(r["error"], json!(cli));
    assert!(cli.starts_with("my-club.ron:"), "{cli}");
    // The good file loads, and a case can be ruled under it by its file name.
    let good = good.replacen("id: \"fide-2001-club-example\"", "id: \"my-club\"", 1);
    let r = ask(
        &mut desk,
        json!({ "op": "check_rules", "file": "my-club.ron", "text": good }),
    );
    assert_eq!(r["ok"], json!(true), "{r}");
    let r = ask(
        &mut desk,
        json!({ "op": "rule", "case": { "rules": "my-club.ron", "events": [{ "Resign": "white" }] } }),
    );
    assert_eq!(r["result"], json!("0-1"), "{r}");
    assert!(r["scenario"]
        .as_str()
        .is_some_and(|s| s.contains("rules: \"my-club.ron\"")));
}

/// Every scenario of the library with a shipped rulebook opens in the desk and gets the verdict
/// it expects.
#[test]
fn every_library_scenario_opens_with_its_expected_verdict() {
    let files = trongtai_scenario::find(&[root().join("scenarios")]).unwrap_or_else(|e| panic!("{e}"));
    let mut desk = Desk::new();
    let mut checked = 0;
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{e}"));
        let imported = ask(&mut desk, json!({ "op": "import", "text": text }));
        assert_eq!(imported["ok"], json!(true), "{}: {imported}", f.display());
        let rules = imported["case"]["rules"].as_str().unwrap_or("");
        if rules.contains('/') || rules.ends_with(".ron") {
            continue;
        }
        let r = ask(&mut desk, json!({ "op": "rule", "case": imported["case"] }));
        if r["expect_matches"] != json!(true) {
            failures.push(format!("{}: {}", f.display(), r));
        }
        checked += 1;
    }
    assert!(checked > 400, "only {checked} scenarios");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The page in `docs/desk/` is the one in `crates/desk/www/` (`cargo xtask docs` copies it).
#[test]
fn the_page_in_docs_is_fresh() {
    for name in ["index.html", "desk.js", "desk.css", "trongtai.js"] {
        let source = std::fs::read(root().join("crates/desk/www").join(name)).unwrap_or_else(|e| panic!("{e}"));
        let copy = std::fs::read(root().join("docs/desk").join(name)).unwrap_or_default();
        assert!(
            source == copy,
            "docs/desk/{name} differs from crates/desk/www/{name}: run `cargo xtask docs`"
        );
    }
}

/// Where the time of a first visit goes (run with `--ignored --nocapture`).
#[test]
#[ignore = "timing report, not a check"]
fn timing() {
    let t = std::time::Instant::now();
    let mut desk = Desk::new();
    ask(&mut desk, json!({ "op": "catalog" }));
    let catalog = t.elapsed();
    for id in ["fide-2001", "vn-xiangqi-1999"] {
        let t = std::time::Instant::now();
        let _ = Rulebook::load(&Library::shipped(), id);
        let load = t.elapsed();
        let t = std::time::Instant::now();
        let book = Rulebook::load(&Library::shipped(), id).unwrap_or_else(|e| panic!("{e}"));
        let _ = trongtai_engine::Game::compile(book.game());
        let compile = t.elapsed() - load;
        eprintln!("{id}: load {load:?}, compile {compile:?}");
    }
    let t = std::time::Instant::now();
    ask(
        &mut desk,
        json!({ "op": "rule", "case": { "rules": "vn-xiangqi-1999" } }),
    );
    let first = t.elapsed();
    let t = std::time::Instant::now();
    ask(
        &mut desk,
        json!({ "op": "rule", "case": { "rules": "vn-xiangqi-1999" } }),
    );
    let second = t.elapsed();
    eprintln!("catalog {catalog:?}, first rule {first:?}, second rule {second:?}");
}

/// A case ruled under the user's own rule file is exported with that file inside it, so that
/// `trongtai replay` judges it in any folder (issue #35.5: before, the exported case named
/// `my-club.ron` and failed to load anywhere but beside it). Opened again in a fresh desk, the
/// carried file is loaded as the user's rulebook. A carried file edited after export is refused.
#[test]
fn a_case_under_the_users_rule_file_carries_it_and_replays_anywhere() {
    let club = std::fs::read_to_string(root().join("rules/local/fide-2001-club-example.ron"))
        .unwrap_or_else(|e| panic!("{e}"))
        .replacen("id: \"fide-2001-club-example\"", "id: \"my-club\"", 1);
    let mut desk = Desk::new();
    let r = ask(
        &mut desk,
        json!({ "op": "check_rules", "file": "my-club.ron", "text": club }),
    );
    assert_eq!(r["ok"], json!(true), "{r}");
    // The club's own time control (its Điều 4, under FIDE01 6.2(a)): 90 minutes with 30 seconds
    // added per move; White thinks one minute, Black two (as the library's
    // scenarios/fide-2001-club-example/clock/club-classical-increment.ron).
    let case = json!({
        "rules": "my-club.ron",
        "date": "2025-02-01",
        "setup": { "time_control": { "Named": "club-classical" } },
        "events": [{ "Play": ["e2e4", { "Minutes": 1 }] }, { "Play": ["e7e5", { "Minutes": 2 }] }],
    });
    let r = ask(&mut desk, json!({ "op": "rule", "case": case }));
    assert_eq!(r["ok"], json!(true), "{r}");
    assert_eq!(r["clocks"], json!([5_370_000, 5_310_000]), "{r}");
    let text = r["scenario"]
        .as_str()
        .unwrap_or_else(|| panic!("no scenario: {r}"))
        .to_owned();
    assert!(text.contains("rules_file:"), "{text}");

    // Saved in a folder of its own, without my-club.ron beside it.
    let dir = temp("carried");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let path = dir.join("desk-my-club.ron");
    std::fs::write(&path, &text).unwrap_or_else(|e| panic!("{e}"));
    assert!(!dir.join("my-club.ron").exists());
    let outcomes = Runner::new().run_all(&path).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(outcomes[0].passed, "{text}");
    assert_eq!(outcomes[0].verdict.clocks, Some((5_370_000, 5_310_000)));

    // Opened in a fresh desk (another machine): the carried file is loaded again.
    let mut other = Desk::new();
    let imported = ask(&mut other, json!({ "op": "import", "text": text }));
    assert_eq!(imported["ok"], json!(true), "{imported}");
    assert_eq!(imported["rulebook"]["id"], json!("my-club"), "{imported}");
    let again = ask(&mut other, json!({ "op": "rule", "case": imported["case"] }));
    assert_eq!(again["expect_matches"], json!(true), "{again}");

    // The carried file changed by hand (30 seconds became 20): refused by hash, not judged.
    let edited = text.replacen("Seconds(30)", "Seconds(20)", 1);
    assert_ne!(edited, text);
    let tampered = dir.join("desk-my-club-edited.ron");
    std::fs::write(&tampered, &edited).unwrap_or_else(|e| panic!("{e}"));
    let err = match Runner::new().run_all(&tampered) {
        Ok(_) => panic!("an edited carried rule file was used"),
        Err(e) => e.to_string(),
    };
    assert!(err.contains("SHA-256"), "{err}");
    let refused = ask(&mut Desk::new(), json!({ "op": "import", "text": edited }));
    assert_eq!(refused["ok"], json!(false), "{refused}");
}

/// #38.3: a case of 8,000 moves, each pressed, is ruled whole (with a replay per move event it
/// took 41 s). How its time grows with its length is measured by `cargo xtask bench` (growth),
/// not here.
#[test]
fn a_long_case_of_moves_and_presses_is_ruled_in_one_replay() {
    let mut desk = Desk::new();
    let cycle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let mut events = Vec::new();
    for i in 0..8_000 {
        events.push(json!({ "Move": cycle[i % 4] }));
        events.push(json!("Press"));
    }
    let case = json!({ "rules": "fide-2001", "events": events });
    let r = ask(&mut desk, json!({ "op": "rule", "case": case }));
    assert_eq!(r["ok"], json!(true), "{}", r["error"]);
    let history = r["history"].as_array().map_or(0, Vec::len);
    assert_eq!(history, 8_000);
}

/// Forty rule files handed to the package's `load` one after the other are each loaded and
/// described, and the rulebooks kept loaded stay few (a page, or the fuzz target, handing over
/// ever new texts must not grow them without end).
#[test]
fn ever_new_rule_files_are_loaded_and_do_not_pile_up() {
    let mut desk = Desk::new();
    for n in 0..40 {
        let reply = ask(
            &mut desk,
            json!({
                "op": "load",
                "rules": format!("club{n}.ron"),
                "text": format!(
                    "RulebookFile(id: \"club{n}\", version: \"0.1.0\", title: (vi: \"c\", en: \"c\"), extends: \"fide-2001\")"
                ),
            }),
        );
        assert!(reply.get("error").is_none(), "club{n}.ron: {reply}");
        assert!(reply.to_string().contains(&format!("club{n}")), "{reply}");
        assert!(
            trongtai_desk::kept_rulebooks() <= 16,
            "{}",
            trongtai_desk::kept_rulebooks()
        );
    }
}

/// XQ99 7.1(h): the side that breaks a prohibition, ordered to vary, refuses and loses (the
/// library's `repetition/order-to-vary-refused.ron`, written from the article). The log says each
/// event in words in both languages, and the case can be shown as of an earlier event.
#[test]
fn order_to_vary_refused_in_words_and_step_by_step() {
    let mut desk = Desk::new();
    let case = json!({
        "rules": "vn-xiangqi-1999",
        "setup": { "fen": "5k3/9/2c6/9/9/9/9/1R7/9/3K5 w - - 0 1" },
        "events": [{ "Moves": "b3c3 c8b8 c3b3 b8c8" }, { "OrderToVary": "red" }, { "RefuseToVary": "red" }],
    });
    let r = ask(&mut desk, json!({ "op": "rule", "case": case }));
    assert_eq!(r["ok"], json!(true), "{r}");
    assert_eq!(r["result"], json!("0-1"), "{r}");
    assert_eq!(r["reason"], json!("PerpetualChase"));
    assert_eq!(r["at"], json!(3));
    assert_eq!(
        r["events"][1],
        json!({ "vi": "trọng tài buộc Trắng (Đỏ) phải đổi nước", "en": "the arbiter orders Red to vary" })
    );
    assert_eq!(
        r["events"][2],
        json!({ "vi": "Trắng (Đỏ) không chịu đổi nước", "en": "Red refuses to vary" })
    );
    // As of the order, before the refusal: the game goes on; the log and the file stay whole.
    let at2 = ask(&mut desk, json!({ "op": "rule", "case": case, "at": 2 }));
    assert_eq!(at2["ok"], json!(true), "{at2}");
    assert_eq!(at2["result"], json!("*"), "{at2}");
    assert_eq!(at2["at"], json!(2));
    assert_eq!(at2["events"].as_array().map(Vec::len), Some(3));
    assert_eq!(at2["scenario"], r["scenario"]);
    // As of no event: the set-up, Red to move.
    let at0 = ask(&mut desk, json!({ "op": "rule", "case": case, "at": 0 }));
    assert_eq!(at0["history"], json!([]), "{at0}");
    assert_eq!(at0["turn"], json!(0));
}

/// A claim with its particulars, a witnessed touch and a touch by the side to move, in words:
/// the side named is the one to move before the event, from the arbiter's replay.
#[test]
fn touches_and_a_disputed_claim_in_words() {
    let mut desk = Desk::new();
    let case = json!({
        "rules": "vn-xiangqi-1999",
        "setup": { "fen": "3k5/9/9/c8/9/9/9/9/9/1R2K4 w - - 0 1" },
        "events": [{ "Touch": "a7" }, "Witnessed", { "Moves": "b1b2" },
                   { "Claim": { "kind": "TouchMove", "disputed": true } }],
    });
    let r = ask(&mut desk, json!({ "op": "rule", "case": case }));
    assert_eq!(r["ok"], json!(true), "{r}");
    let en: Vec<&str> = r["events"]
        .as_array()
        .map(|a| a.iter().filter_map(|e| e["en"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(
        en,
        [
            "Red touches the piece on a7",
            "the arbiter himself witnesses the touches of Red",
            "Red plays b1b2 and presses the clock",
            "Black claims that the touched piece be moved (the touch disputed)",
        ]
    );
    assert_eq!(
        r["events"][3]["vi"],
        json!("Đen yêu cầu đối phương phải đi quân đã chạm (việc chạm quân bị phản đối)")
    );
}

/// A game pasted at the desk becomes a case of one move-and-press per move, read in the
/// notation that reads it: chess PGN in SAN, a xiangqi PGN in ICCS (ranks from 0), a FEN line
/// followed by moves; a move no notation reads is named in the error.
#[test]
fn games_import_from_pgn_iccs_and_fen_with_moves() {
    let mut desk = Desk::new();
    let pgn = "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n";
    let r = ask(
        &mut desk,
        json!({ "op": "import_game", "rules": "fide-2001", "text": pgn, "lang": "en" }),
    );
    assert_eq!(r["ok"], json!(true), "{r}");
    assert_eq!(r["moves"], json!(8));
    assert_eq!(r["case"]["events"][0], json!({ "Moves": "g1f3" }));
    assert_eq!(r["case"]["events"][7], json!({ "Moves": "f6g8" }));
    assert_eq!(r["case"]["source"], json!("Club, A, B"));
    assert_eq!(r["case"]["setup"], json!({}));
    // The imported case, with a claim, is ruled: the third occurrence of the start (FIDE 9.2).
    let mut case = r["case"].clone();
    if let Some(events) = case["events"].as_array_mut() {
        events.push(json!({ "Claim": { "kind": "Repetition" } }));
    }
    let ruled = ask(&mut desk, json!({ "op": "rule", "case": case }));
    assert_eq!(ruled["result"], json!("1/2-1/2"), "{ruled}");

    let iccs = "[Event \"China Team Championship 1998\"]\n\n1. h2e2 h9g7 2. h0g2 *\n";
    let r = ask(
        &mut desk,
        json!({ "op": "import_game", "rules": "vn-xiangqi-1999", "text": iccs }),
    );
    assert_eq!(r["ok"], json!(true), "{r}");
    assert_eq!(r["notation"], json!("xiangqi-iccs"));
    assert_eq!(r["case"]["events"][0], json!({ "Moves": "h3e3" }), "{r}");

    let fen = "5k3/9/2c6/9/9/9/9/1R7/9/3K5 w - - 0 1\n1. b3c3 c8b8 2. c3b3 b8c8";
    let r = ask(
        &mut desk,
        json!({ "op": "import_game", "rules": "vn-xiangqi-1999", "text": fen }),
    );
    assert_eq!(r["ok"], json!(true), "{r}");
    assert_eq!(r["notation"], json!("coordinates"));
    assert_eq!(
        r["case"]["setup"]["fen"],
        json!("5k3/9/2c6/9/9/9/9/1R7/9/3K5 w - - 0 1")
    );
    assert_eq!(r["case"]["events"].as_array().map(Vec::len), Some(4));

    let bad = ask(
        &mut desk,
        json!({ "op": "import_game", "rules": "fide-2001", "text": "e4 e5 Ke3", "lang": "vi" }),
    );
    assert_eq!(bad["ok"], json!(false));
    assert_eq!(
        bad["error"],
        json!("nước thứ 3 `Ke3` không phải nước hợp lệ trong hệ thống ký hiệu nào của loại cờ này")
    );
}

/// The ids of the labels the page names: `desk-label-*` in `desk.js` and `index.html`.
fn labels_named() -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    for name in ["desk.js", "index.html"] {
        let text = std::fs::read_to_string(root().join("crates/desk/www").join(name)).unwrap_or_else(|e| panic!("{e}"));
        for (at, _) in text.match_indices(trongtai_desk::labels::PREFIX) {
            let id: String = text[at..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            out.insert(id.trim_end_matches('-').to_owned());
        }
    }
    out
}

/// Every label the page names is a message of both catalogues, every label of the catalogues
/// is named by the page, and no label's words are written in the page itself (they come from
/// the catalogues: `labels.js` as shipped, then the arbiter's `labels` and `label` ops).
#[test]
fn the_pages_labels_are_the_catalogues() {
    let named = labels_named();
    let shipped = trongtai_i18n::Catalogues::shipped().unwrap_or_else(|e| panic!("{e}"));
    let ids = trongtai_desk::labels::ids();
    let mut problems = Vec::new();
    for id in &named {
        for lang in trongtai_i18n::Lang::ALL {
            if !shipped.has(lang, id) {
                problems.push(format!(
                    "the page names `{id}`, which i18n/{}/desk.ftl lacks",
                    lang.code()
                ));
            }
        }
    }
    for id in &ids {
        if !named.contains(*id) {
            problems.push(format!("`{id}` is a label no part of the page names"));
        }
    }
    // The page's code, without its comments (which may name what a label says).
    let page: String = ["desk.js", "index.html"]
        .map(|n| std::fs::read_to_string(root().join("crates/desk/www").join(n)).unwrap_or_default())
        .join("\n")
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut desk = Desk::new();
    let labels = ask(&mut desk, json!({ "op": "labels" }));
    assert_eq!(labels["ok"], json!(true), "{labels}");
    for lang in ["vi", "en"] {
        let Some(set) = labels["labels"][lang].as_object() else {
            panic!("no {lang} labels: {labels}")
        };
        for (id, text) in set {
            let text = text.as_str().unwrap_or_default();
            if text.split_whitespace().count() > 1 && page.contains(text) {
                problems.push(format!("the page writes the words of `{id}` ({lang}) itself: `{text}`"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(named.len() > 140, "only {} labels named", named.len());
}

/// The Vietnamese labels hold no English (the leak checker of the site and the command line),
/// with and without their variables; those with variables are said by the `label` op, plurals
/// by the catalogue.
#[test]
fn the_vietnamese_labels_hold_no_english() {
    let mut desk = Desk::new();
    let labels = ask(&mut desk, json!({ "op": "labels" }));
    let mut text = String::new();
    for (_, v) in labels["labels"]["vi"].as_object().into_iter().flatten() {
        text.push_str(v.as_str().unwrap_or_default());
        text.push('\n');
    }
    let said = |desk: &mut Desk, lang: &str, id: &str, args: Value| {
        let r = ask(desk, json!({ "op": "label", "lang": lang, "id": id, "args": args }));
        r["text"].as_str().unwrap_or_else(|| panic!("{id}: {r}")).to_owned()
    };
    let with_vars = [
        ("desk-label-ready", json!({ "ms": 412 })),
        ("desk-label-step-at", json!({ "k": 2, "n": 5 })),
        ("desk-label-imported", json!({ "n": 8, "notation": "san" })),
        ("desk-label-need-rules", json!({ "rules": "clb.ron" })),
        ("desk-label-rules-ok", json!({ "rulebook": "clb 1" })),
        ("desk-label-share-bad", json!({ "why": "JSON" })),
    ];
    for (id, args) in &with_vars {
        text.push_str(&said(&mut desk, "vi", id, args.clone()));
        text.push('\n');
    }
    let leaked = words::leaked_words(&text, true, |_| {});
    assert!(
        leaked.is_empty(),
        "English in the Vietnamese labels: {leaked:?}\n{text}"
    );
    assert!(
        labels["labels"]["vi"].as_object().is_some_and(|m| m.len() > 140),
        "{labels}"
    );
    assert_eq!(
        said(
            &mut desk,
            "en",
            "desk-label-imported",
            json!({ "n": 1, "notation": "san" })
        ),
        "Imported 1 move (notation san)."
    );
    assert_eq!(
        said(
            &mut desk,
            "en",
            "desk-label-imported",
            json!({ "n": 8, "notation": "san" })
        ),
        "Imported 8 moves (notation san)."
    );
    assert_eq!(
        said(&mut desk, "vi", "desk-label-step-at", json!({ "k": 2, "n": 5 })),
        "Sau 2/5 sự việc"
    );
    // A label the catalogues lack, or one without its variable, is an error, not a blank.
    let r = ask(
        &mut desk,
        json!({ "op": "label", "lang": "en", "id": "desk-label-nothing", "args": {} }),
    );
    assert_eq!(r["ok"], json!(false), "{r}");
    let r = ask(
        &mut desk,
        json!({ "op": "label", "lang": "en", "id": "desk-label-ready", "args": {} }),
    );
    assert_eq!(
        r["error"],
        json!("the label `desk-label-ready` needs `ms`, expected it among the arguments")
    );
}

/// `docs/desk/labels.js`, the labels the page shows before the WebAssembly has loaded, is the
/// shipped catalogues' (`cargo xtask docs` writes it).
#[test]
fn the_labels_in_docs_are_fresh() {
    let copy = std::fs::read_to_string(root().join("docs/desk/labels.js")).unwrap_or_default();
    assert!(
        copy == trongtai_desk::labels::module(),
        "docs/desk/labels.js differs from the catalogues: run `cargo xtask docs`"
    );
}
