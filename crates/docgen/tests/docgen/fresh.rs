//! The committed `docs/` must be what `cargo xtask docs` writes now: generated in memory from
//! the rule files and compared file by file.

use std::path::Path;

#[test]
fn committed_docs_are_fresh() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let stale = trongtai_docgen::stale(crate::shipped_site(), &root.join("docs"));
    assert!(
        stale.is_empty(),
        "docs/ differs from what the rule files give:\n  {}\nrun `cargo xtask docs` and commit docs/",
        stale.join("\n  ")
    );
}
