//! A federation's catalogue opened with its rule file reaches the desk's labels as it reaches
//! the rulings, and only while the case is under that rule file; a broken rule file's problems
//! are said in the page's language. (Its own test binary: the catalogues and the output language
//! in force are the process's, as in the page, where one desk runs.)

use std::path::Path;

use serde_json::{json, Value};
use trongtai_desk::{handle, Desk};

fn ask(desk: &mut Desk, request: Value) -> Value {
    let reply = handle(desk, &request.to_string());
    serde_json::from_str(&reply).unwrap_or_else(|e| panic!("reply is not JSON: {e}: {reply}"))
}

#[test]
fn a_federations_catalogue_changes_the_labels_and_the_rulings() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let club = std::fs::read_to_string(root.join("rules/local/fide-2001-club-example.ron"))
        .unwrap_or_else(|e| panic!("{e}"))
        .replacen("id: \"fide-2001-club-example\"", "id: \"my-club\"", 1);
    let words = "desk-label-ruling = Quyết định của trọng tài câu lạc bộ\ndesk-event-resign = { $side } chịu thua\n";
    let mut desk = Desk::new();

    // A catalogue not named for a language is refused, naming the file.
    let bad = ask(
        &mut desk,
        json!({ "op": "check_rules", "file": "my-club.ron", "text": club,
                "catalogues": [{ "file": "my-club.ftl", "text": words }] }),
    );
    assert_eq!(bad["ok"], json!(false), "{bad}");
    assert!(
        bad["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("`my-club.ftl` is not a catalogue of a language")),
        "{bad}"
    );
    // A message trongtai does not have is refused as `trongtai rules check` refuses it.
    let unknown = ask(
        &mut desk,
        json!({ "op": "check_rules", "file": "my-club.ron", "text": club,
                "catalogues": [{ "file": "my-club.vi.ftl", "text": "desk-label-rulings = x\n" }] }),
    );
    assert_eq!(unknown["ok"], json!(false), "{unknown}");
    assert!(
        unknown["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("my-club.vi.ftl:1: `desk-label-rulings`")),
        "{unknown}"
    );

    let r = ask(
        &mut desk,
        json!({ "op": "check_rules", "file": "my-club.ron", "text": club,
                "catalogues": [{ "file": "my-club.vi.ftl", "text": words }] }),
    );
    assert_eq!(r["ok"], json!(true), "{r}");
    let labels = ask(&mut desk, json!({ "op": "labels", "rules": "my-club.ron" }));
    assert_eq!(
        labels["labels"]["vi"]["desk-label-ruling"],
        json!("Quyết định của trọng tài câu lạc bộ")
    );
    assert_eq!(labels["labels"]["en"]["desk-label-ruling"], json!("Ruling"));
    let case = json!({ "rules": "my-club.ron", "events": [{ "Resign": "white" }] });
    let ruled = ask(&mut desk, json!({ "op": "rule", "case": case }));
    assert_eq!(ruled["events"][0]["vi"], json!("Trắng chịu thua"), "{ruled}");

    // Under a shipped rulebook, the shipped words.
    let labels = ask(&mut desk, json!({ "op": "labels", "rules": "fide-2001" }));
    assert_eq!(labels["labels"]["vi"]["desk-label-ruling"], json!("Phán quyết"));
    let case = json!({ "rules": "fide-2001", "events": [{ "Resign": "white" }] });
    let ruled = ask(&mut desk, json!({ "op": "rule", "case": case }));
    assert_eq!(ruled["events"][0]["vi"], json!("Trắng xin thua"), "{ruled}");

    // A broken rule file: its problems in the language asked, as `rules check --lang` says
    // them, and the output language as it was after the call.
    let bad = club.replacen("authority:", "authorty:", 1);
    let said = |lang: &str| {
        let r = ask(
            &mut Desk::new(),
            json!({ "op": "check_rules", "file": "my-club.ron", "text": bad, "lang": lang }),
        );
        assert_eq!(r["ok"], json!(false), "{r}");
        r["error"].as_str().unwrap_or_default().to_owned()
    };
    let (vi, en) = (said("vi"), said("en"));
    assert!(
        vi.starts_with("my-club.ron:") && en.starts_with("my-club.ron:"),
        "{vi}\n{en}"
    );
    assert_ne!(vi, en);
    assert_eq!(trongtai_i18n::lang(), trongtai_i18n::Lang::En);
    let rendered = |lang| {
        trongtai_i18n::set_lang(lang);
        let e = trongtai_scenario::load_rule_text("my-club.ron", &bad, None).err();
        trongtai_i18n::set_lang(trongtai_i18n::Lang::En);
        e.unwrap_or_default()
    };
    assert_eq!(vi, rendered(trongtai_i18n::Lang::Vi));
    assert_eq!(en, rendered(trongtai_i18n::Lang::En));
}
