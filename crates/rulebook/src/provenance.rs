//! Provenance: every value of a resolved rulebook, its article, and the file that set it.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::load::SourceFile;
use crate::merge::{is_cited, Leaf};
use crate::model::{Ending, Outcome};

/// One value of a resolved rulebook and where it comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProvenanceEntry {
    /// Dotted path (`end.stalemate`, `game.articles.piece.king`); an element of a cited list
    /// gets its index (`end.drawn_endings[0]`).
    pub path: String,
    /// The value, written as in a rule file (`Draw`, `"fide-2001"`).
    pub value: String,
    /// The article that fixes it (for `game.articles.*`, the article itself), if any.
    pub article: Option<String>,
    /// The note explaining the reading, if any.
    pub note: Option<String>,
    /// Display path of the file that set the value.
    pub file: String,
}

/// The provenance entries of merged leaves, in order.
pub(crate) fn entries(leaves: &[Leaf], files: &[SourceFile]) -> Vec<ProvenanceEntry> {
    let mut out = Vec::new();
    for leaf in leaves {
        let path = leaf.dotted();
        let file = files.get(leaf.file).map(|f| f.path().to_owned()).unwrap_or_default();
        match &leaf.value {
            Value::Array(items) if !items.is_empty() && items.iter().all(is_cited) => {
                for (i, item) in items.iter().enumerate() {
                    out.push(cited_entry(format!("{path}[{i}]"), item, &file));
                }
            }
            value if is_cited(value) => out.push(cited_entry(path, value, &file)),
            Value::String(article) if leaf.path.len() == 3 && leaf.path[0] == "game" && leaf.path[1] == "articles" => {
                out.push(ProvenanceEntry {
                    path,
                    value: render(&leaf.value),
                    article: Some(article.clone()),
                    note: None,
                    file,
                });
            }
            value => out.push(ProvenanceEntry {
                path,
                value: render(value),
                article: None,
                note: None,
                file,
            }),
        }
    }
    out
}

fn cited_entry(path: String, cited: &Value, file: &str) -> ProvenanceEntry {
    let text = |key: &str| cited.get(key).and_then(Value::as_str).map(str::to_owned);
    let value = cited.get("value").unwrap_or(&Value::Null);
    let rendered = as_ron::<Outcome>(value)
        .or_else(|| as_ron::<Ending>(value))
        .unwrap_or_else(|| render(value));
    ProvenanceEntry {
        path,
        value: rendered,
        article: text("article"),
        note: text("note"),
        file: file.to_owned(),
    }
}

/// The value written as compact one-line RON, if it reads as `T`.
fn as_ron<T: DeserializeOwned + Serialize>(value: &Value) -> Option<String> {
    let typed: T = serde_json::from_value(value.clone()).ok()?;
    let config = ron::ser::PrettyConfig::new()
        .new_line("")
        .indentor("")
        .separator(" ")
        .compact_arrays(true)
        .compact_structs(true)
        .compact_maps(true)
        .extensions(ron::extensions::Extensions::IMPLICIT_SOME);
    let text = ron::ser::to_string_pretty(&typed, config).ok()?;
    let text = text.strip_prefix("#![enable(implicit_some)]").unwrap_or(&text);
    Some(
        text.replace(",)", ")")
            .replace(",]", "]")
            .replace(",}", "}")
            .replace(",", ", ")
            .replace(",  ", ", "),
    )
}

/// A plain value: strings quoted, everything else as JSON.
fn render(value: &Value) -> String {
    match value {
        Value::String(s) => format!("{s:?}"),
        other => other.to_string(),
    }
}
