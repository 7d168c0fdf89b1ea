//! The parameter reference: every field of a rule file with its description, read from the
//! JSON Schemas in `rules/schema/` (whose descriptions are the doc comments of the types).

use serde_json::Value;

use crate::doc::{anchor, text, Block, Inline, Line, Row};
use crate::labels::Lang;

/// The blocks describing one schema file; `prefix` makes its anchors unique on the page.
pub fn blocks(file: &str, schema: &Value, prefix: &str, heads: &[String; 4]) -> Vec<Block> {
    let mut out = Vec::new();
    let title = schema.get("title").and_then(Value::as_str).unwrap_or(file);
    out.push(Block::Heading(2, format!("{file} — {title}"), anchor("", prefix)));
    if let Some(d) = schema.get("description").and_then(Value::as_str) {
        out.push(Block::Para(described(d)));
    }
    out.extend(definition(schema, prefix, heads));
    if let Some(defs) = schema.get("$defs").and_then(Value::as_object) {
        for (name, def) in defs {
            out.push(Block::Heading(3, name.clone(), def_anchor(prefix, name)));
            if let Some(d) = def.get("description").and_then(Value::as_str) {
                out.push(Block::Para(described(d)));
            }
            out.extend(definition(def, prefix, heads));
        }
    }
    out
}

fn def_anchor(prefix: &str, name: &str) -> String {
    anchor(prefix, name)
}

/// A description from a doc comment: one paragraph, `code` spans as code (not raw backticks),
/// the words marked as English, the language the types are documented in.
fn described(d: &str) -> Line {
    let para = one_para(d);
    let mut out = Vec::new();
    for (i, piece) in para.split('`').enumerate() {
        if piece.is_empty() {
            continue;
        }
        if i % 2 == 1 {
            out.push(Inline::Code(piece.to_owned()));
        } else {
            out.push(Inline::Foreign(Lang::En, piece.to_owned()));
        }
    }
    out
}

/// Joins the lines of a doc comment into one paragraph.
fn one_para(d: &str) -> String {
    d.split('\n').map(str::trim).collect::<Vec<_>>().join(" ")
}

/// A table of the fields of an object, or the list of the variants of an enum.
fn definition(def: &Value, prefix: &str, heads: &[String; 4]) -> Vec<Block> {
    let mut out = Vec::new();
    if let Some(props) = def.get("properties").and_then(Value::as_object) {
        let required: Vec<&str> = def
            .get("required")
            .and_then(Value::as_array)
            .map(|a| a.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let rows = props
            .iter()
            .map(|(name, p)| Row {
                cells: vec![
                    vec![Inline::Code(name.clone())],
                    type_of(p, prefix),
                    text(if required.contains(&name.as_str()) { "✓" } else { "" }),
                    p.get("description")
                        .and_then(Value::as_str)
                        .map(described)
                        .unwrap_or_default(),
                ],
                mark: false,
            })
            .collect();
        out.push(Block::Table(heads.to_vec(), rows));
    }
    for key in ["oneOf", "anyOf"] {
        if def.get("properties").is_some() {
            break;
        }
        let Some(variants) = def.get(key).and_then(Value::as_array) else {
            continue;
        };
        let mut items = Vec::new();
        for v in variants {
            let mut line: Line = Vec::new();
            if let Some(c) = v.get("const") {
                line.push(Inline::Code(plain(c)));
            } else if let Some(e) = v.get("enum").and_then(Value::as_array) {
                line.push(Inline::Code(e.iter().map(plain).collect::<Vec<_>>().join(" | ")));
            } else if let Some(props) = v.get("properties").and_then(Value::as_object) {
                // An externally tagged variant `{ "Name": ... }`.
                for (name, inner) in props {
                    line.push(Inline::Code(name.clone()));
                    line.push(Inline::Text(": ".into()));
                    line.extend(type_of(inner, prefix));
                }
            } else {
                line.extend(type_of(v, prefix));
            }
            if let Some(d) = v.get("description").and_then(Value::as_str) {
                line.push(Inline::Text(" — ".into()));
                line.extend(described(d));
            }
            items.push(line);
        }
        out.push(Block::List(items));
    }
    if let Some(e) = def.get("enum").and_then(Value::as_array) {
        out.push(Block::Para(vec![Inline::Code(
            e.iter().map(plain).collect::<Vec<_>>().join(" | "),
        )]));
    }
    out
}

fn plain(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A short description of a type, with links to the definitions it uses.
fn type_of(p: &Value, prefix: &str) -> Line {
    if let Some(r) = p.get("$ref").and_then(Value::as_str) {
        let name = r.rsplit('/').next().unwrap_or(r).to_owned();
        let target = format!("page:#{}", def_anchor(prefix, &name));
        return vec![Inline::Link(name, target)];
    }
    for key in ["anyOf", "oneOf"] {
        if let Some(list) = p.get(key).and_then(Value::as_array) {
            let mut out: Line = Vec::new();
            let mut optional = false;
            for (i, v) in list.iter().filter(|v| !is_null(v)).enumerate() {
                if i > 0 {
                    out.push(Inline::Text(" | ".into()));
                }
                out.extend(type_of(v, prefix));
            }
            if list.iter().any(is_null) {
                optional = true;
            }
            if optional {
                out.push(Inline::Text(" (optional)".into()));
            }
            return out;
        }
    }
    if let Some(c) = p.get("const") {
        return vec![Inline::Code(plain(c))];
    }
    if let Some(e) = p.get("enum").and_then(Value::as_array) {
        return vec![Inline::Code(e.iter().map(plain).collect::<Vec<_>>().join(" | "))];
    }
    let types: Vec<String> = match p.get("type") {
        Some(Value::String(t)) => vec![t.clone()],
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).map(str::to_owned).collect(),
        _ => Vec::new(),
    };
    let optional = types.iter().any(|t| t == "null");
    let mut out: Line = Vec::new();
    for t in types.iter().filter(|t| *t != "null") {
        if !out.is_empty() {
            out.push(Inline::Text(" | ".into()));
        }
        match t.as_str() {
            "array" => {
                if let Some(items) = p.get("prefixItems").and_then(Value::as_array) {
                    out.push(Inline::Text("(".into()));
                    for (i, it) in items.iter().enumerate() {
                        if i > 0 {
                            out.push(Inline::Text(", ".into()));
                        }
                        out.extend(type_of(it, prefix));
                    }
                    out.push(Inline::Text(")".into()));
                } else {
                    out.push(Inline::Text("[".into()));
                    if let Some(items) = p.get("items") {
                        out.extend(type_of(items, prefix));
                    }
                    out.push(Inline::Text("]".into()));
                }
            }
            "object" => {
                if let Some(ap) = p.get("additionalProperties").filter(|v| v.is_object()) {
                    out.push(Inline::Text("{string: ".into()));
                    out.extend(type_of(ap, prefix));
                    out.push(Inline::Text("}".into()));
                } else {
                    out.push(Inline::Text("object".into()));
                }
            }
            "integer" => {
                let fmt = p.get("format").and_then(Value::as_str).unwrap_or("integer");
                out.push(Inline::Text(fmt.to_owned()));
            }
            other => out.push(Inline::Text(other.to_owned())),
        }
    }
    if optional {
        out.push(Inline::Text(" (optional)".into()));
    }
    if out.is_empty() {
        out.push(Inline::Text("any".into()));
    }
    out
}

fn is_null(v: &Value) -> bool {
    v.get("type").and_then(Value::as_str) == Some("null")
}
