//! `cargo xtask schema`: regenerate the committed JSON Schemas in `rules/schema/` from the types
//! of `trongtai-rulebook` (a test in that crate fails when they are stale).

use std::path::Path;

/// Writes every schema of [`trongtai_rulebook::schemas`] to `rules/schema/`, reporting which
/// files changed. Runs from the repository root.
pub fn run() -> anyhow::Result<()> {
    let dir = Path::new("rules/schema");
    std::fs::create_dir_all(dir)?;
    for (name, text) in trongtai_rulebook::schemas() {
        let path = dir.join(name);
        let old = std::fs::read_to_string(&path).unwrap_or_default();
        if old == text {
            println!("unchanged {}", path.display());
        } else {
            std::fs::write(&path, text)?;
            println!("wrote     {}", path.display());
        }
    }
    Ok(())
}
