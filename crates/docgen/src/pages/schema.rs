//! The reference of the rule-file schemas, with how to use them in an editor.

use super::*;

impl Ctx {
    pub(super) fn schema_page(&self, lang: Lang) -> Result<Page, DocError> {
        let mut page = Page::new("schema", self.l("schema.title", lang)?);
        page.push(Block::Para(text(self.l("schema.intro", lang)?)));
        page.push(Block::Heading(2, self.l("schema.editor", lang)?, "editor".into()));
        page.push(Block::Para(text(self.l("schema.editor-text", lang)?)));
        page.push(Block::Pre(EDITOR_TASK.to_owned()));
        page.push(Block::Para(text(self.l("schema.editor-json", lang)?)));
        page.push(Block::Pre(EDITOR_JSON.to_owned()));
        let heads = [
            self.l("col.field", lang)?,
            self.l("col.type", lang)?,
            self.l("col.required", lang)?,
            self.l("col.description", lang)?,
        ];
        for (file, schema) in &self.schemas {
            let prefix = file.trim_end_matches(".schema.json");
            page.blocks.extend(schema_ref::blocks(file, schema, prefix, &heads));
        }
        Ok(page)
    }
}

/// A VS Code task running the validator, whose `path:line:col: message` lines become problems.
const EDITOR_TASK: &str = r#"// .vscode/tasks.json
{
  "version": "2.0.0",
  "tasks": [{
    "label": "trongtai rules check",
    "type": "shell",
    "command": "cargo run --quiet -- rules check ${file}",
    "problemMatcher": {
      "owner": "trongtai",
      "fileLocation": ["relative", "${workspaceFolder}"],
      "pattern": { "regexp": "^(.*):(\\d+):(\\d+): (.*)$", "file": 1, "line": 2, "column": 3, "message": 4 }
    }
  }]
}"#;

/// Pointing a JSON-Schema-aware tool at the schemas.
const EDITOR_JSON: &str = r#"// .vscode/settings.json — for rule files converted to JSON, or any JSON Schema tool
{
  "json.schemas": [
    { "fileMatch": ["rules/*.json"], "url": "./rules/schema/rulebook.schema.json" },
    { "fileMatch": ["rules/games/*.json"], "url": "./rules/schema/game.schema.json" }
  ]
}
// the same schemas on the command line:  trongtai rules schema  |  trongtai rules schema --game"#;
