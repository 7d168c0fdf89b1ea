//! Links from a citation (`12(b)`, `9.2 (en)`) to its article on the woven law page of the
//! generated site (`docs/<lang>/law-<law>.html#a-…`), found as the rulebook pages find them:
//! through the law's article index (`rules/articles/<law>.ron`) and
//! [`ArticleIndex::covered_by`].

use trongtai_rulebook::Rulebook;
use trongtai_scenario::coverage::{shipped_index, ArticleIndex};

/// The law whose woven page a rulebook's citations link to: the first file of its `extends`
/// chain with an article index of its own, an appendix's index (which extends its law's, whose
/// page holds the appendix's clauses too) passed over, as the site does.
pub(crate) fn law_of(book: &Rulebook) -> Option<String> {
    book.files().iter().find_map(|f| {
        let name = f.path().rsplit('/').next().unwrap_or(f.path());
        let id = name.strip_suffix(".ron").unwrap_or(name);
        shipped_index(id)
            .filter(|index| index.extends.is_none())
            .map(|_| id.to_owned())
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
        let index = law.as_deref().and_then(shipped_index);
        let anchors = index.as_ref().map(ArticleIndex::anchors).unwrap_or_default();
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
