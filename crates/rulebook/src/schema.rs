//! JSON Schemas of the rule-file formats, generated from the types with schemars.
//!
//! The committed copies live in `rules/schema/`; a test fails when they are stale
//! (regenerate them with `cargo xtask schema`).

use crate::game::GameDef;
use crate::model::RulebookFile;

/// `(file name, pretty JSON ending in a newline)` of each schema: `rulebook.schema.json` for
/// rulebooks, `game.schema.json` for game definitions.
pub fn schemas() -> Vec<(&'static str, String)> {
    vec![
        ("rulebook.schema.json", pretty(&schemars::schema_for!(RulebookFile))),
        ("game.schema.json", pretty(&schemars::schema_for!(GameDef))),
    ]
}

fn pretty(schema: &schemars::Schema) -> String {
    let mut text = serde_json::to_string_pretty(schema).unwrap_or_else(|err| format!("{{\"error\": \"{err}\"}}"));
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    #[test]
    fn committed_schemas_are_current() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rules/schema");
        for (name, text) in schemas() {
            if std::env::var_os("BLESS").is_some() {
                std::fs::write(dir.join(name), &text).expect("schema written");
            }
            let committed = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
            assert!(
                committed == text,
                "rules/schema/{name} is stale or missing: run `cargo xtask schema` (or `trongtai rules schema{}`)",
                if name.starts_with("game") { " --game" } else { "" }
            );
        }
    }
}
