//! Integration tests of the generated documentation, one binary.

mod fresh;
mod languages;
mod site;
mod words;

use std::path::Path;
use std::sync::OnceLock;

/// The site generated from the repository's rule files, once for every test that reads it.
fn shipped_site() -> &'static trongtai_docgen::Site {
    static SITE: OnceLock<trongtai_docgen::Site> = OnceLock::new();
    SITE.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        trongtai_docgen::generate(&root).unwrap_or_else(|e| panic!("generating the docs: {e}"))
    })
}
