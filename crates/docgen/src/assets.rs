//! The files the site is made from besides the rule files, embedded in the binary so that
//! `trongtai docs` works without a checkout: the page labels, the site configuration and the law
//! texts here, the article indexes from `trongtai_scenario::coverage::SHIPPED_INDEXES`. A test
//! fails when a copy differs from the repository's file.

/// `(path relative to the repository root, text)`.
pub(crate) const FILES: &[(&str, &str)] = &[
    ("rules/docs/labels.ron", include_str!("../../../rules/docs/labels.ron")),
    ("rules/docs/site.ron", include_str!("../../../rules/docs/site.ron")),
    (
        "rules/docs/search-synonyms.ron",
        include_str!("../../../rules/docs/search-synonyms.ron"),
    ),
    (
        "seeds/fide-laws-2001-vi.reflowed.txt",
        include_str!("../../../seeds/fide-laws-2001-vi.reflowed.txt"),
    ),
    (
        "seeds/FIDE-2001-EN-NOTES.md",
        include_str!("../../../seeds/FIDE-2001-EN-NOTES.md"),
    ),
    (
        "seeds/vn-chess-law-legacy-vi.txt",
        include_str!("../../../seeds/vn-chess-law-legacy-vi.txt"),
    ),
    (
        "seeds/vn-xiangqi-law-1999-vi.txt",
        include_str!("../../../seeds/vn-xiangqi-law-1999-vi.txt"),
    ),
];

/// The embedded copy of a repository file.
pub(crate) fn get(rel: &str) -> Option<&'static str> {
    let index = rel
        .strip_prefix("rules/articles/")
        .and_then(|f| f.strip_suffix(".ron"))
        .and_then(|id| {
            trongtai_scenario::coverage::SHIPPED_INDEXES
                .iter()
                .find(|(i, _)| *i == id)
        });
    match index {
        Some((_, text)) => Some(text),
        None => FILES.iter().find(|(p, _)| *p == rel).map(|(_, t)| *t),
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    #[test]
    fn embedded_copies_match_the_repository() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        for (rel, text) in super::FILES {
            let disk = std::fs::read_to_string(root.join(rel)).expect("file exists");
            assert_eq!(&disk, text, "{rel} differs from its embedded copy");
        }
        // Every article index is embedded.
        for entry in std::fs::read_dir(root.join("rules/articles")).expect("rules/articles") {
            let name = entry.expect("entry").file_name().to_string_lossy().into_owned();
            let rel = format!("rules/articles/{name}");
            assert!(super::get(&rel).is_some(), "{rel} is not embedded");
        }
    }
}
