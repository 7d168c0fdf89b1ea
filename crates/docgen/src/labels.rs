//! The words of the generated pages in Vietnamese and English, as data
//! (`rules/docs/labels.ron`), and the configuration of the law texts (`rules/docs/site.ron`).

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use crate::DocError;

pub use trongtai_rulebook::human::Lang;

/// A text in both languages.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Both {
    /// Vietnamese.
    pub vi: String,
    /// English.
    pub en: String,
}

impl Both {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Vi => &self.vi,
            Lang::En => &self.en,
        }
    }
}

/// `rules/docs/labels.ron`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct DocLabels {
    labels: BTreeMap<String, Both>,
}

/// The label table.
#[derive(Debug, Clone)]
pub struct Labels {
    map: BTreeMap<String, Both>,
}

impl Labels {
    /// Reads `rules/docs/labels.ron` under `root`.
    ///
    /// # Errors
    ///
    /// When the file cannot be read or parsed.
    pub fn load(root: Option<&Path>) -> Result<Self, DocError> {
        let file: DocLabels = read_ron(root, "rules/docs/labels.ron")?;
        Ok(Self { map: file.labels })
    }

    /// The label `key` in `lang`.
    ///
    /// # Errors
    ///
    /// When the table has no such key.
    pub fn get(&self, key: &str, lang: Lang) -> Result<String, DocError> {
        self.map.get(key).map(|b| b.get(lang).to_owned()).ok_or_else(|| {
            DocError(format!(
                "rules/docs/labels.ron: no label `{key}`, expected an entry `\"{key}\": (vi: \"…\", en: \"…\")`"
            ))
        })
    }
}

/// One law text of `rules/docs/site.ron`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TextSource {
    /// The rulebook whose article index (`rules/articles/<id>.ron`) the text is cut for.
    pub rulebook: String,
    /// The Vietnamese text, relative to the repository root.
    pub file: String,
    /// Whether a blank line ends a clause (the text has one paragraph per clause).
    #[serde(default)]
    pub blank_ends_clause: bool,
    /// The last article the Vietnamese copy has in full; later articles are fragments.
    #[serde(default)]
    pub complete_until: Option<String>,
    /// The summary of the English original for articles cut from the copy (` (en)` ids).
    #[serde(default)]
    pub english: Option<String>,
}

/// `rules/docs/site.ron`: the law texts and the comparisons.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SiteFile {
    /// The law texts.
    pub texts: Vec<TextSource>,
    /// The pairs of rulebooks compared: (left, right).
    pub comparisons: Vec<(String, String)>,
}

impl SiteFile {
    /// Reads `rules/docs/site.ron` under `root`.
    ///
    /// # Errors
    ///
    /// When the file cannot be read or parsed.
    pub fn load(root: Option<&Path>) -> Result<Self, DocError> {
        read_ron(root, "rules/docs/site.ron")
    }
}

/// Reads and parses a RON file, with a located error.
pub(crate) fn read_ron<T: serde::de::DeserializeOwned>(root: Option<&Path>, rel: &str) -> Result<T, DocError> {
    let text = read(root, rel)?;
    ron::Options::default()
        .from_str(&text)
        .map_err(|e| DocError(format!("{rel}:{}:{}: {}", e.span.start.line, e.span.start.col, e.code)))
}

/// Reads a text file of the repository under `root`, or (without a root) its copy embedded in
/// the binary.
pub(crate) fn read(root: Option<&Path>, rel: &str) -> Result<String, DocError> {
    match root {
        Some(root) => std::fs::read_to_string(root.join(rel))
            .map_err(|e| DocError(format!("{rel}:1:1: cannot read ({e}), expected a readable file"))),
        None => crate::assets::get(rel).map(str::to_owned).ok_or_else(|| {
            DocError(format!(
                "{rel}:1:1: not embedded, expected a file listed in crates/docgen/src/assets.rs"
            ))
        }),
    }
}
