//! A rule file held as text rather than on disk (the file a user opened at the desk, or the one
//! a case carries in `rules_file`), loaded as `trongtai rules check` loads a file: beside the
//! shipped rulebooks, under the stem of its file name, with every error located in it by that
//! name.

use trongtai_rulebook::{Library, Rulebook};

/// The stem of a file name: `club` for `some/dir/club.ron`.
pub fn stem(file: &str) -> &str {
    let name = file.rsplit(['/', '\\']).next().unwrap_or(file);
    name.strip_suffix(".ron").unwrap_or(name)
}

/// Loads the rule file `file` whose text is `text`, with its dated values resolved `on` a day.
///
/// # Errors
///
/// A stem that is empty or the id of a shipped rulebook (the file would stand for it), or the
/// file's located errors.
pub fn load_rule_text(file: &str, text: &str, on: Option<&str>) -> Result<Rulebook, String> {
    let id = stem(file);
    let shipped = Library::shipped();
    if id.is_empty() || shipped.rulebook_ids().contains(&id) {
        return Err(trongtai_i18n::Message::text(&trongtai_i18n::msg::ScenarioShippedName { file, id }).to_string());
    }
    let library = shipped.with(format!("{id}.ron"), text);
    Rulebook::load_on(&library, id, on).map_err(|e| {
        let shown = format!("{}/{id}.ron", library.root());
        e.to_string().replace(&shown, file)
    })
}
