//! The files the site is made from besides the rule files, embedded in the binary so that
//! `trongtai docs` works without a checkout: the page labels, the site configuration, the law
//! texts and the article indexes. A test fails when a copy differs from the repository's file.

/// `(path relative to the repository root, text)`.
pub(crate) const FILES: &[(&str, &str)] = &[
    ("rules/docs/labels.ron", include_str!("../../../rules/docs/labels.ron")),
    ("rules/docs/site.ron", include_str!("../../../rules/docs/site.ron")),
    (
        "rules/articles/fide-2001-blitz.ron",
        include_str!("../../../rules/articles/fide-2001-blitz.ron"),
    ),
    (
        "rules/articles/fide-2001-rapid.ron",
        include_str!("../../../rules/articles/fide-2001-rapid.ron"),
    ),
    (
        "rules/articles/fide-2001.ron",
        include_str!("../../../rules/articles/fide-2001.ron"),
    ),
    (
        "rules/articles/vn-chess-legacy.ron",
        include_str!("../../../rules/articles/vn-chess-legacy.ron"),
    ),
    (
        "rules/articles/vn-xiangqi-1999.ron",
        include_str!("../../../rules/articles/vn-xiangqi-1999.ron"),
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
    FILES.iter().find(|(p, _)| *p == rel).map(|(_, t)| *t)
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
            assert!(super::get(&rel).is_some(), "{rel} is not embedded: add it to assets.rs");
        }
    }
}
