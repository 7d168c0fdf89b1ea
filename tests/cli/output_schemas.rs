//! The JSON that commands print is a contract: its schemas are committed under `schemas/`
//! (`trongtai schema <name>`; `BLESS=1` rewrites them), and real output of each command is
//! validated against them here by a small validator of the JSON Schema keywords the schemas use
//! (type, properties, required, additionalProperties, items, min/maxItems, minimum, enum,
//! const, anyOf, oneOf, $ref into $defs). Adding a command's schema: one line in
//! `src/json.rs`, one `check` call here.

use std::path::Path;

use crate::common::{text, trongtai};
use serde_json::Value;

fn committed(name: &str) -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("schemas/{name}.schema.json"));
    let printed = text(&trongtai(&["schema", name]).stdout);
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &printed).expect("schema written");
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        printed, on_disk,
        "schemas/{name}.schema.json is stale: run with BLESS=1 and commit it"
    );
    serde_json::from_str(&on_disk).expect("schema is JSON")
}

/// The problems of `value` against `schema` (empty when it is valid).
fn validate(schema: &Value, root: &Value, value: &Value, at: &str, out: &mut Vec<String>) {
    let Some(obj) = schema.as_object() else {
        if schema == &Value::Bool(false) {
            out.push(format!("{at}: no value allowed"));
        }
        return;
    };
    if let Some(r) = obj.get("$ref").and_then(Value::as_str) {
        let name = r.trim_start_matches("#/$defs/");
        match root.get("$defs").and_then(|d| d.get(name)) {
            Some(def) => validate(def, root, value, at, out),
            None => out.push(format!("{at}: unknown $ref {r}")),
        }
    }
    if let Some(types) = obj.get("type") {
        let names: Vec<&str> = match types {
            Value::String(s) => vec![s.as_str()],
            Value::Array(a) => a.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        let ok = names.iter().any(|t| match *t {
            "object" => value.is_object(),
            "array" => value.is_array(),
            "string" => value.is_string(),
            "integer" => value.is_i64() || value.is_u64(),
            "number" => value.is_number(),
            "boolean" => value.is_boolean(),
            "null" => value.is_null(),
            _ => false,
        });
        if !ok {
            out.push(format!("{at}: {value} is not of type {types}"));
            return;
        }
    }
    if let Some(min) = obj.get("minimum").and_then(Value::as_f64) {
        if value.as_f64().is_some_and(|v| v < min) {
            out.push(format!("{at}: {value} < {min}"));
        }
    }
    if let Some(e) = obj.get("enum").and_then(Value::as_array) {
        if !e.contains(value) {
            out.push(format!("{at}: {value} not in {e:?}"));
        }
    }
    if let Some(c) = obj.get("const") {
        if c != value {
            out.push(format!("{at}: {value} is not {c}"));
        }
    }
    for (key, exactly_one) in [("anyOf", false), ("oneOf", true)] {
        if let Some(options) = obj.get(key).and_then(Value::as_array) {
            let fits = options
                .iter()
                .filter(|o| {
                    let mut p = Vec::new();
                    validate(o, root, value, at, &mut p);
                    p.is_empty()
                })
                .count();
            if fits == 0 || (exactly_one && fits > 1) {
                out.push(format!("{at}: {fits} of the {key} options fit {value}"));
            }
        }
    }
    if let Some(map) = value.as_object() {
        let props = obj.get("properties").and_then(Value::as_object);
        for req in obj.get("required").and_then(Value::as_array).into_iter().flatten() {
            if let Some(name) = req.as_str() {
                if !map.contains_key(name) {
                    out.push(format!("{at}: missing `{name}`"));
                }
            }
        }
        for (k, v) in map {
            match props.and_then(|p| p.get(k)) {
                Some(s) => validate(s, root, v, &format!("{at}.{k}"), out),
                None => match obj.get("additionalProperties") {
                    Some(Value::Bool(false)) => out.push(format!("{at}: unexpected field `{k}`")),
                    Some(s @ Value::Object(_)) => validate(s, root, v, &format!("{at}.{k}"), out),
                    _ => {}
                },
            }
        }
    }
    if let Some(items) = value.as_array() {
        if let Some(s) = obj.get("items") {
            for (i, v) in items.iter().enumerate() {
                validate(s, root, v, &format!("{at}[{i}]"), out);
            }
        }
        let len = items.len() as u64;
        if obj.get("minItems").and_then(Value::as_u64).is_some_and(|m| len < m)
            || obj.get("maxItems").and_then(Value::as_u64).is_some_and(|m| len > m)
        {
            out.push(format!("{at}: {len} items out of bounds"));
        }
    }
}

fn check(schema: &Value, value: &Value) -> Vec<String> {
    let mut out = Vec::new();
    validate(schema, schema, value, "$", &mut out);
    out
}

#[test]
fn replay_json_follows_its_schema() {
    let schema = committed("replay");
    let output = trongtai(&[
        "replay",
        "scenarios/vn-xiangqi-1999-province-example",
        "scenarios/fide-2001/claims",
        "--json",
    ]);
    let stdout = text(&output.stdout);
    let lines: Vec<&str> = stdout.lines().filter(|l| l.starts_with('{')).collect();
    assert!(lines.len() > 10, "{stdout}");
    for line in lines {
        let value: Value = serde_json::from_str(line).expect("a JSON line");
        let problems = check(&schema, &value);
        assert!(problems.is_empty(), "{line}\n{}", problems.join("\n"));
        assert_eq!(value["schema_version"], 1);
    }
    // An error line too.
    let output = trongtai(&["replay", "tests/fixtures/cli/garbled-move.ron", "--json"]);
    let line = text(&output.stdout);
    let value: Value = serde_json::from_str(line.lines().next().unwrap_or("{}")).expect("json");
    assert!(value.get("error").is_some(), "{line}");
    assert!(check(&schema, &value).is_empty());
}

#[test]
fn pairings_json_follows_its_schema() {
    let schema = committed("pairings");
    for args in [
        &["--players", "7"][..],
        &["--players", "6"],
        &["--players", "5", "--knockout"],
    ] {
        let mut all = vec!["pairings", "--format", "json"];
        all.extend_from_slice(args);
        let value: Value = serde_json::from_str(&text(&trongtai(&all).stdout)).expect("json");
        let problems = check(&schema, &value);
        assert!(problems.is_empty(), "{args:?}: {}", problems.join("\n"));
    }
}

#[test]
fn rules_show_json_follows_its_schema() {
    let schema = committed("rules");
    // A national rulebook, and a local regulation on a date (its values marked local, with the
    // national value each replaces).
    for args in [&["fide-2001"][..], &["fide-2001-club-example", "--on", "2024-06-01"]] {
        let mut all = vec!["rules", "show", "--format", "json"];
        all.extend_from_slice(args);
        let value: Value = serde_json::from_str(&text(&trongtai(&all).stdout)).expect("json");
        let problems = check(&schema, &value);
        assert!(problems.is_empty(), "{args:?}: {}", problems.join("\n"));
        let values = value["values"].as_array().expect("values");
        assert!(
            values
                .iter()
                .any(|v| v["path"] == "end.stalemate" && v["article"].is_string()),
            "{args:?}"
        );
    }
}

#[test]
fn adjudicate_json_follows_its_schema() {
    let schema = committed("adjudicate");
    // Chess with an illegal move and a claim; xiangqi ICCS; a file that cannot be read (the
    // summary then counts it).
    for (rules, files) in [
        (
            "fide-2001",
            &[
                "tests/fixtures/adjudicate/small.pgn",
                "crates/notation/tests/fixtures/archives/lichess-sample.pgn",
            ][..],
        ),
        (
            "vn-xiangqi-1999",
            &[
                "crates/notation/tests/fixtures/archives/hu-ronghua-sample-iccs.pgn",
                "no-such-file.pgn",
            ],
        ),
    ] {
        let mut all = vec!["adjudicate", "--rules", rules, "--json"];
        all.extend_from_slice(files);
        let stdout = text(&trongtai(&all).stdout);
        let lines: Vec<&str> = stdout.lines().collect();
        assert!(lines.len() > 2, "{stdout}");
        for line in &lines {
            let value: Value = serde_json::from_str(line).expect("a JSON line");
            let problems = check(&schema, &value);
            assert!(problems.is_empty(), "{line}\n{}", problems.join("\n"));
            assert_eq!(value["schema_version"], 1);
        }
        let last: Value = serde_json::from_str(lines[lines.len() - 1]).expect("json");
        assert!(last.get("summary").is_some(), "the summary comes last: {last}");
    }
}

#[test]
fn impact_json_follows_its_schema() {
    let schema = committed("impact");
    for args in [
        // Scenarios with changes, an archive, a date.
        &[
            "--base",
            "fide-2001",
            "--candidate",
            "rules/proposals/fide-2001-illegal-move-2014.ron",
            "--scenarios",
            "scenarios/fide-2001",
            "--archive",
            "tests/fixtures/adjudicate/small.pgn",
        ][..],
        &[
            "--base",
            "vn-xiangqi-1999",
            "--candidate",
            "rules/local/vn-xiangqi-1999-province-example.ron",
            "--scenarios",
            "scenarios/vn-xiangqi-1999-province-example",
            "--on",
            "2024-06-01",
        ],
    ] {
        let mut all = vec!["impact", "--format", "json"];
        all.extend_from_slice(args);
        let output = trongtai(&all);
        let value: Value = serde_json::from_str(&text(&output.stdout)).expect("one JSON object");
        let problems = check(&schema, &value);
        assert!(problems.is_empty(), "{args:?}: {}", problems.join("\n"));
        assert_eq!(value["schema_version"], 1);
    }
}

#[test]
fn the_validator_rejects_what_breaks_the_contract() {
    let schema = committed("pairings");
    let bad =
        serde_json::json!({"schema_version": 1, "system": "berger", "players": "seven", "dummy": null, "rounds": []});
    assert!(!check(&schema, &bad).is_empty());
    let extra =
        serde_json::json!({"schema_version": 1, "system": "berger", "players": 4, "dummy": null, "rounds": [], "x": 1});
    assert!(!check(&schema, &extra).is_empty());
}
