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
    /// The article that fixes it (for `game.articles.*`, the article itself), if any: as the
    /// rulebook asked for numbers it.
    pub article: Option<String>,
    /// The article as the file that set the value wrote it, where a later edition of the law
    /// re-cites the inherited value to its own numbering (`amends` + `renumber`); `None` where
    /// the value stands as written.
    pub cited_as: Option<String>,
    /// The note explaining the reading, if any.
    pub note: Option<String>,
    /// The clause that states the outcome the value leads to, where it is not `article`.
    pub outcome: Option<String>,
    /// The clause of a draw claim on a move written down first, where it is not `article`.
    pub on_written_move: Option<String>,
    /// Where the value is a reading, not the text's words: what was chosen and why.
    pub reading: Option<String>,
    /// Display path of the file that set the value.
    pub file: String,
    /// The first day the value is in force (`YYYY-MM-DD`), where known: the version's `from`
    /// for a value of a local regulation, the law's `effective` date otherwise.
    pub from: Option<String>,
    /// The last day the value is in force, where it has one (a version's `until`).
    pub until: Option<String>,
    /// Whether a local regulation (a file with `local`) set the value.
    pub local: bool,
    /// Whether a proposed amendment (a file with `proposal`) set the value.
    pub proposed: bool,
    /// For a value a local regulation or a proposal set: the value of the national rulebook(s)
    /// (the law) it replaces, or `None` where they have none (a new entry of a map, such as a
    /// time control).
    pub national: Option<NationalValue>,
}

impl ProvenanceEntry {
    /// Whether a local regulation or a proposal changed this value against the national one (a
    /// new entry counts as a change; a value re-cited unchanged does not).
    pub fn changed(&self) -> bool {
        (self.local || self.proposed) && self.national.as_ref().is_none_or(|n| n.value != self.value)
    }
}

/// The national value that a local regulation replaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NationalValue {
    /// The value, written as in a rule file.
    pub value: String,
    /// Its article.
    pub article: Option<String>,
    /// Display path of the file that set it.
    pub file: String,
}

/// One dated version of a value of a local regulation (every version, not only the one in
/// force): what `trongtai impact` and the docs compare against the national value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VersionEntry {
    /// Dotted path, as in [`ProvenanceEntry::path`].
    pub path: String,
    /// The value, written as in a rule file.
    pub value: String,
    /// The article of the local regulation that sets it.
    pub article: Option<String>,
    /// The note, if any.
    pub note: Option<String>,
    /// Where the value is a reading, not the text's words.
    pub reading: Option<String>,
    /// Display path of the local file.
    pub file: String,
    /// The first day this version is in force.
    pub from: String,
    /// The last day it is in force, if it has one: the day before a later version sets the
    /// value again or repeals it, else the end of the regulation.
    pub until: Option<String>,
    /// The national value it replaces, if the national rulebook(s) have one.
    pub national: Option<NationalValue>,
    /// Whether this version repeals the value (the national value applies again from `from`);
    /// `value`, `article` and `note` are then empty.
    pub repealed: bool,
}

/// What the provenance of a chain needs to know about its files.
pub(crate) struct Context<'a> {
    /// The files of the chain (asked-for first).
    pub files: &'a [SourceFile],
    /// The parsed files of the chain, in the same order.
    pub parsed: &'a [&'a crate::model::RulebookFile],
    /// The date the values not set by a local regulation are in force from, if known: the law's
    /// `effective` date, or for a proposal the date it names (a proposal is in force nowhere and
    /// never takes the law's date).
    pub effective: Option<&'a str>,
    /// The entries of the national rulebook(s) alone (the chain below its last local file).
    pub national: &'a [ProvenanceEntry],
}

/// The provenance entries of merged leaves, in order (without dates or national values).
pub(crate) fn entries(leaves: &[Leaf], files: &[SourceFile]) -> Vec<ProvenanceEntry> {
    let mut out = Vec::new();
    for leaf in leaves {
        let file = files.get(leaf.file).map(|f| f.path().to_owned()).unwrap_or_default();
        push_leaf(&leaf.path, &leaf.value, leaf.original.as_ref(), &file, &mut out);
    }
    out
}

/// The entries of one leaf (several for a cited list); `original` is the leaf as the file that
/// set it wrote it, where an edition's renumbering re-cited it.
fn push_leaf(segments: &[String], value: &Value, original: Option<&Value>, file: &str, out: &mut Vec<ProvenanceEntry>) {
    let path = segments.join(".");
    let article_of = |v: Option<&Value>| {
        v.and_then(|v| v.get("article"))
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    match value {
        Value::Array(items) if !items.is_empty() && items.iter().all(is_cited) => {
            for (i, item) in items.iter().enumerate() {
                let mut entry = cited_entry(format!("{path}[{i}]"), item, file);
                entry.cited_as =
                    article_of(original.and_then(|o| o.get(i))).filter(|a| Some(a) != entry.article.as_ref());
                out.push(entry);
            }
        }
        value if is_cited(value) => {
            let mut entry = cited_entry(path, value, file);
            entry.cited_as = article_of(original).filter(|a| Some(a) != entry.article.as_ref());
            out.push(entry);
        }
        Value::String(article) if segments.len() == 3 && segments[0] == "game" && segments[1] == "articles" => {
            out.push(ProvenanceEntry {
                article: Some(article.clone()),
                cited_as: original
                    .and_then(Value::as_str)
                    .filter(|a| a != article)
                    .map(str::to_owned),
                ..plain(path, value, file)
            });
        }
        value => out.push(plain(path, value, file)),
    }
}

fn plain(path: String, value: &Value, file: &str) -> ProvenanceEntry {
    ProvenanceEntry {
        path,
        value: render(value),
        article: None,
        cited_as: None,
        note: None,
        outcome: None,
        on_written_move: None,
        reading: None,
        file: file.to_owned(),
        from: None,
        until: None,
        local: false,
        proposed: false,
        national: None,
    }
}

/// The national value at a path, from the national entries.
fn national_at(national: &[ProvenanceEntry], path: &str) -> Option<NationalValue> {
    national.iter().find(|e| e.path == path).map(|e| NationalValue {
        value: e.value.clone(),
        article: e.article.clone(),
        file: e.file.clone(),
    })
}

/// The provenance entries of merged leaves, with dates and, for local values, the national
/// value each replaces.
pub(crate) fn dated_entries(leaves: &[Leaf], cx: &Context<'_>) -> Vec<ProvenanceEntry> {
    let mut out = Vec::new();
    // The runs of each file's dated values, worked out once per file.
    let mut runs: Vec<Option<crate::dated::Runs>> = Vec::new();
    runs.resize_with(cx.parsed.len(), || None);
    for leaf in leaves {
        let file = cx.files.get(leaf.file).map(|f| f.path().to_owned()).unwrap_or_default();
        let parsed = cx.parsed.get(leaf.file);
        let local = parsed.is_some_and(|f| f.local.is_some());
        // Only the values of a version are the regulation's own; its id and title are not.
        let version = leaf.version.and_then(|i| parsed.and_then(|f| f.versions.get(i)));
        // Likewise only the law values a proposal sets are proposed.
        let proposed = parsed.is_some_and(|f| f.proposal.is_some())
            && leaf
                .path
                .first()
                .is_some_and(|s| crate::merge::SECTIONS.contains(&s.as_str()) || s == "game");
        let start = out.len();
        push_leaf(&leaf.path, &leaf.value, leaf.original.as_ref(), &file, &mut out);
        for entry in out.get_mut(start..).into_iter().flatten() {
            match version {
                Some(v) => {
                    entry.local = local;
                    entry.from = Some(v.from.clone());
                    // The value runs until a later version sets it again or repeals it.
                    entry.until = match (parsed, leaf.version) {
                        (Some(f), Some(i)) => match runs.get_mut(leaf.file) {
                            Some(slot) => slot
                                .get_or_insert_with(|| crate::dated::Runs::of(f))
                                .until(i, &leaf.dotted()),
                            None => crate::dated::Runs::of(f).until(i, &leaf.dotted()),
                        },
                        _ => v.until.clone(),
                    };
                    entry.national = national_at(cx.national, &entry.path);
                }
                None => {
                    entry.from = cx.effective.map(str::to_owned);
                    if proposed {
                        entry.proposed = true;
                        entry.national = national_at(cx.national, &entry.path);
                    }
                }
            }
        }
    }
    out
}

/// Every dated version of every value the local files of a chain set, by path, oldest first.
pub(crate) fn version_entries(cx: &Context<'_>) -> Vec<VersionEntry> {
    let mut out: Vec<VersionEntry> = Vec::new();
    for (file, parsed) in cx.files.iter().zip(cx.parsed) {
        if parsed.local.is_none() {
            continue;
        }
        let runs = crate::dated::Runs::of(parsed);
        let regime_end = crate::dated::regime_end_date(parsed);
        for (index, version) in parsed.versions.iter().enumerate() {
            let Ok(Value::Object(mut patch)) = serde_json::to_value(version) else {
                continue;
            };
            patch.retain(|key, _| crate::merge::SECTIONS.contains(&key.as_str()));
            let mut paths = Vec::new();
            crate::merge::leaf_paths(&Value::Object(patch), &mut Vec::new(), &mut paths);
            for (segments, value) in paths.iter().filter(|(p, _)| !p.is_empty()) {
                let mut entries = Vec::new();
                push_leaf(segments, value, None, file.path(), &mut entries);
                let until = runs.until(index, &segments.join("."));
                out.extend(entries.into_iter().map(|e| VersionEntry {
                    national: national_at(cx.national, &e.path),
                    path: e.path,
                    value: e.value,
                    article: e.article,
                    note: e.note,
                    reading: e.reading,
                    file: e.file,
                    from: version.from.clone(),
                    until: until.clone(),
                    repealed: false,
                }));
            }
            for path in &version.repeal {
                out.push(VersionEntry {
                    national: national_at(cx.national, path),
                    path: path.clone(),
                    value: String::new(),
                    article: None,
                    note: None,
                    reading: None,
                    file: file.path().to_owned(),
                    from: version.from.clone(),
                    until: regime_end.clone(),
                    repealed: true,
                });
            }
        }
    }
    // Grouped by value, oldest version first (the sort is stable: files keep chain order).
    out.sort_by(|a, b| (&a.path, &a.from).cmp(&(&b.path, &b.from)));
    out
}

fn cited_entry(path: String, cited: &Value, file: &str) -> ProvenanceEntry {
    let text = |key: &str| cited.get(key).and_then(Value::as_str).map(str::to_owned);
    let value = cited.get("value").unwrap_or(&Value::Null);
    let rendered = as_ron::<Outcome>(value)
        .or_else(|| as_ron::<Ending>(value))
        .unwrap_or_else(|| render_ron(value));
    ProvenanceEntry {
        article: text("article"),
        note: text("note"),
        outcome: text("outcome"),
        on_written_move: text("on_written_move"),
        reading: text("reading"),
        ..plain(path, value, file)
    }
    .with_value(rendered)
}

impl ProvenanceEntry {
    fn with_value(mut self, value: String) -> Self {
        self.value = value;
        self
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

/// A value of a law section written as in a rule file, read from its JSON form: an object with
/// one capitalised key is an enum variant (`Fixed(Minutes(30))`), other objects are structs
/// (`(limit: .., at_resumption: false)`) or, where a key is not an identifier, maps; a
/// capitalised word is a unit variant (`FirstSideRuns`); `null` is `None`.
fn render_ron(value: &Value) -> String {
    let identifier = |k: &str| !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    let variant = |k: &str| identifier(k) && k.starts_with(|c: char| c.is_ascii_uppercase());
    match value {
        Value::Null => "None".to_owned(),
        Value::String(s) if variant(s) => s.clone(),
        Value::Array(items) => format!("[{}]", items.iter().map(render_ron).collect::<Vec<_>>().join(", ")),
        Value::Object(map) if map.len() == 1 && map.keys().all(|k| variant(k)) => {
            let (name, inner) = map.iter().next().map_or(("", &Value::Null), |(k, v)| (k.as_str(), v));
            match inner {
                // `Exactly` holds a map of piece counts, not a struct.
                Value::Object(counts) if name == "Exactly" => format!(
                    "{name}({{{}}})",
                    counts
                        .iter()
                        .map(|(k, v)| format!("{k:?}: {}", render_ron(v)))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                Value::Object(fields) if !fields.keys().any(|k| variant(k)) && fields.keys().all(|k| identifier(k)) => {
                    format!("{name}{}", render_ron(inner))
                }
                _ => format!("{name}({})", render_ron(inner)),
            }
        }
        Value::Object(map) if map.keys().all(|k| identifier(k)) => format!(
            "({})",
            map.iter()
                .map(|(k, v)| format!("{k}: {}", render_ron(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Value::Object(map) => format!(
            "{{{}}}",
            map.iter()
                .map(|(k, v)| format!("{k:?}: {}", render_ron(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        other => render(other),
    }
}
