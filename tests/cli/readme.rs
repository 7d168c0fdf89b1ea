//! The figures of README.md come from commands (`cargo xtask readme`): this test regenerates
//! every marked block with the binary under test and fails when README.md differs.

#[path = "../../xtask/src/readme.rs"]
mod generate;

use std::path::Path;

#[test]
fn readme_figures_are_fresh() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let fresh =
        generate::regenerate(root, Path::new(env!("CARGO_BIN_EXE_trongtai")), &text).unwrap_or_else(|e| panic!("{e}"));
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(root.join("README.md"), &fresh).expect("README.md written");
    }
    assert!(
        fresh == text,
        "README.md figures are stale: run `cargo xtask readme` (or BLESS=1) and commit"
    );
}
