//! Links from a citation (`12(b)`, `9.2 (en)`) to its article on the woven law page of the
//! generated site (`docs/<lang>/law-<law>.html#a-…`), found as the rulebook pages find them:
//! through the law's article index (`rules/articles/<law>.ron`) and
//! [`ArticleIndex::covered_by`].

use std::collections::BTreeSet;

use trongtai_rulebook::Rulebook;
use trongtai_scenario::coverage::ArticleIndex;

/// The article indexes of the shipped laws, `(law id, text)`; a test checks that every file
/// of `rules/articles/` is here.
pub(crate) const INDEXES: &[(&str, &str)] = &[
    ("fide-2001", include_str!("../../../rules/articles/fide-2001.ron")),
    (
        "fide-2001-blitz",
        include_str!("../../../rules/articles/fide-2001-blitz.ron"),
    ),
    (
        "fide-2001-rapid",
        include_str!("../../../rules/articles/fide-2001-rapid.ron"),
    ),
    (
        "vn-chess-legacy",
        include_str!("../../../rules/articles/vn-chess-legacy.ron"),
    ),
    (
        "vn-xiangqi-1999",
        include_str!("../../../rules/articles/vn-xiangqi-1999.ron"),
    ),
];

/// The anchor the site gives a heading (as `trongtai_docgen::doc::anchor` makes it): lower-case
/// ASCII letters and digits, every run of anything else one `-`, after a prefix.
pub(crate) fn anchor(prefix: &str, s: &str) -> String {
    let mut out = String::from(prefix);
    let mut dash = !out.is_empty();
    for c in s.chars() {
        let c = match c {
            'Đ' | 'đ' | 'Ð' => 'd',
            c => c,
        };
        if c.is_ascii_alphanumeric() {
            if dash && !out.is_empty() && !out.ends_with('-') {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
            dash = false;
        } else {
            dash = true;
        }
    }
    out
}

fn index(law: &str) -> Option<ArticleIndex> {
    let (_, text) = INDEXES.iter().find(|(id, _)| *id == law)?;
    ron::Options::default().from_str(text).ok()
}

/// The law whose woven page a rulebook's citations link to: the first file of its `extends`
/// chain that has an article index.
pub(crate) fn law_of(book: &Rulebook) -> Option<String> {
    book.files().iter().find_map(|f| {
        let name = f.path().rsplit('/').next().unwrap_or(f.path());
        let id = name.strip_suffix(".ron").unwrap_or(name);
        INDEXES.iter().any(|(law, _)| *law == id).then(|| id.to_owned())
    })
}

/// Turns citations into links, for one law.
pub(crate) struct Linker {
    law: Option<String>,
    index: Option<ArticleIndex>,
    anchors: Vec<String>,
}

impl Linker {
    /// The linker of a rulebook's law.
    pub(crate) fn new(book: &Rulebook) -> Self {
        let law = law_of(book);
        let index = law.as_deref().and_then(index);
        // Headings that would share an anchor get `x` appended, as on the law page.
        let mut seen = BTreeSet::new();
        let anchors = index
            .iter()
            .flat_map(|i| i.articles.iter())
            .map(|a| {
                let mut id = anchor("a", &a.id);
                while !seen.insert(id.clone()) {
                    id.push('x');
                }
                id
            })
            .collect();
        Self { law, index, anchors }
    }

    /// The page and anchor of a citation (`law-vn-xiangqi-1999.html#a-12-b`), relative to a
    /// language folder of the site; `None` when the law's index has no such article.
    pub(crate) fn href(&self, citation: &str) -> Option<String> {
        let law = self.law.as_ref()?;
        let i = *self.index.as_ref()?.covered_by(citation).iter().next()?;
        Some(format!("law-{law}.html#{}", self.anchors.get(i)?))
    }

    /// The title of the article a citation names, from the index.
    pub(crate) fn title(&self, citation: &str) -> Option<String> {
        let index = self.index.as_ref()?;
        let i = *index.covered_by(citation).iter().next()?;
        Some(index.articles.get(i)?.title.clone())
    }
}
