//! The words of the generated pages in Vietnamese and English, as data
//! (`rules/docs/labels.ron`), and the configuration of the law texts (`rules/docs/site.ron`).

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use trongtai_i18n::msg;

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
    #[serde(deserialize_with = "unique_keys")]
    labels: Keyed,
}

/// The labels by key, and the first key given twice (refused after reading, in words).
#[derive(Debug, Clone, Default)]
struct Keyed {
    map: BTreeMap<String, Both>,
    twice: Option<String>,
}

impl DocLabels {
    /// The label table of `text`, the file `rel`: a key given twice is refused where it is given
    /// the second time, not taken over.
    fn parse(rel: &str, text: &str) -> Result<BTreeMap<String, Both>, DocError> {
        let file: DocLabels = ron::Options::default()
            .from_str(text)
            .map_err(|e| DocError::from_display(trongtai_rulebook::error::ron_problem(rel, text, &e)))?;
        match file.labels.twice {
            None => Ok(file.labels.map),
            Some(key) => {
                let quoted = format!("\"{key}\"");
                let at = text.match_indices(&quoted).nth(1).map_or(0, |(at, _)| at);
                let line = text[..at].matches('\n').count() + 1;
                let column = text[..at].rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
                Err(msg::DocsLabelTwice {
                    file: rel,
                    line: line as u64,
                    column: column as u64,
                    key: &key,
                }
                .into())
            }
        }
    }
}

/// A map whose keys are each given once: a second entry of one key (which a map would silently
/// take over the first) is an error naming it.
fn unique_keys<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Keyed, D::Error> {
    struct Unique;
    impl<'de> serde::de::Visitor<'de> for Unique {
        type Value = Keyed;

        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a map of labels, each key once")
        }

        fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut out = Keyed::default();
            while let Some((key, both)) = map.next_entry::<String, Both>()? {
                if out.map.contains_key(&key) {
                    out.twice.get_or_insert(key);
                    continue;
                }
                out.map.insert(key, both);
            }
            Ok(out)
        }
    }
    d.deserialize_map(Unique)
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
        const FILE: &str = "rules/docs/labels.ron";
        Ok(Self {
            map: DocLabels::parse(FILE, &read(root, FILE)?)?,
        })
    }

    /// The label `key` in `lang`.
    ///
    /// # Errors
    ///
    /// When the table has no such key.
    pub fn get(&self, key: &str, lang: Lang) -> Result<String, DocError> {
        self.map
            .get(key)
            .map(|b| b.get(lang).to_owned())
            .ok_or_else(|| msg::DocsLabelMissing { key }.into())
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

/// `rules/docs/search-synonyms.ron`: groups of terms the search treats as one.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchSynonyms {
    /// The groups.
    pub groups: Vec<SynonymGroup>,
}

/// Terms that name one thing, with the glossary entry they are taken from.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SynonymGroup {
    /// The terms, in either language.
    pub terms: Vec<String>,
    /// The glossary entry (term | meaning | where used).
    pub glossary: String,
}

impl SearchSynonyms {
    /// The file (from the checkout or the binary).
    ///
    /// # Errors
    ///
    /// When it cannot be read, or a group has fewer than two terms, an empty term, no glossary
    /// entry, or a term of another group (the search would join the two groups).
    pub fn load(root: Option<&Path>) -> Result<Self, DocError> {
        const FILE: &str = "rules/docs/search-synonyms.ron";
        let file: Self = read_ron(root, FILE)?;
        let mut seen = std::collections::BTreeSet::new();
        for (i, group) in file.groups.iter().enumerate() {
            if group.terms.len() < 2 || group.terms.iter().any(|t| t.trim().is_empty()) {
                return Err(msg::DocsSynonymsFew {
                    file: FILE,
                    group: i as u64 + 1,
                    terms: group.terms.len() as u64,
                }
                .into());
            }
            if group.glossary.trim().is_empty() {
                return Err(msg::DocsSynonymsUncited {
                    file: FILE,
                    group: i as u64 + 1,
                }
                .into());
            }
            for term in &group.terms {
                if !seen.insert(term.to_lowercase()) {
                    return Err(msg::DocsSynonymsTwice {
                        file: FILE,
                        group: i as u64 + 1,
                        term,
                    }
                    .into());
                }
            }
        }
        Ok(file)
    }
}

/// A label's template with each `{key}` replaced by its value (labels.ron writes the values a
/// sentence takes as `{rulebook}`, `{piece}`, `{rows}`).
pub(crate) fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut s = template.to_owned();
    for (k, v) in args {
        s = s.replace(&format!("{{{k}}}"), v);
    }
    s
}

/// Reads and parses a RON file, with a located error.
pub(crate) fn read_ron<T: serde::de::DeserializeOwned>(root: Option<&Path>, rel: &str) -> Result<T, DocError> {
    let text = read(root, rel)?;
    ron::Options::default()
        .from_str(&text)
        .map_err(|e| DocError::from_display(trongtai_rulebook::error::ron_problem(rel, &text, &e)))
}

/// Reads a text file of the repository under `root`, or (without a root) its copy embedded in
/// the binary.
pub(crate) fn read(root: Option<&Path>, rel: &str) -> Result<String, DocError> {
    match root {
        Some(root) => std::fs::read_to_string(root.join(rel)).map_err(|e| {
            msg::DocsCannotRead {
                file: rel,
                why: &trongtai_i18n::io_error(&e),
            }
            .into()
        }),
        None => crate::assets::get(rel)
            .map(str::to_owned)
            .ok_or_else(|| msg::DocsNotEmbedded { file: rel }.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::{DocLabels, Lang};

    #[test]
    fn a_label_given_twice_is_refused_not_taken_over() {
        let twice = "(labels: {\n  \"a\": (vi: \"x\", en: \"x\"),\n  \"a\": (vi: \"y\", en: \"y\"),\n})";
        let err = DocLabels::parse("labels.ron", twice).map(|_| ()).map_err(|e| e.0);
        let said = err.as_ref().map_err(|e| (e.say(Lang::En), e.say(Lang::Vi)));
        assert!(
            said.as_ref().is_err_and(
                |(en, vi)| en == "labels.ron:3:3: label `a` given twice, expected each key once"
                    && vi.starts_with("labels.ron:3:3: ")
                    && !vi.contains("twice")
            ),
            "{said:?}"
        );
        let once = r#"(labels: { "a": (vi: "x", en: "x"), "b": (vi: "y", en: "y") })"#;
        assert!(DocLabels::parse("labels.ron", once).is_ok_and(|m| m.len() == 2));
    }

    #[test]
    fn a_synonym_file_that_would_join_groups_or_cites_nothing_is_refused() {
        let dir = std::env::temp_dir().join(format!("trongtai-synonyms-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("rules/docs")).expect("temp dir");
        let load = |text: &str| {
            std::fs::write(dir.join("rules/docs/search-synonyms.ron"), text).expect("write");
            super::SearchSynonyms::load(Some(&dir))
                .map(|s| s.groups.len())
                .map_err(|e| e.0.say(Lang::En))
        };
        let good = r#"SearchSynonyms(groups: [(terms: ["đến chậm", "đến muộn"], glossary: "đến chậm / muộn | arrive late | XQ99 10.2.1")])"#;
        let twice =
            r#"SearchSynonyms(groups: [(terms: ["a", "b"], glossary: "g"), (terms: ["B", "c"], glossary: "g")])"#;
        let alone = r#"SearchSynonyms(groups: [(terms: ["a"], glossary: "g")])"#;
        let uncited = r#"SearchSynonyms(groups: [(terms: ["a", "b"], glossary: " ")])"#;
        let results = [load(good), load(twice), load(alone), load(uncited)];
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(results[0], Ok(1));
        assert!(
            results[1]
                .as_ref()
                .is_err_and(|e| e.contains("`B` is in another group")),
            "{results:?}"
        );
        assert!(
            results[2].as_ref().is_err_and(|e| e.contains("expected two or more")),
            "{results:?}"
        );
        assert!(
            results[3]
                .as_ref()
                .is_err_and(|e| e.contains("cites no glossary entry")),
            "{results:?}"
        );
    }
}
