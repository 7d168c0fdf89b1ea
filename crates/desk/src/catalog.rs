//! The shipped rulebooks the page offers.

use serde_json::{json, Value};
use trongtai_rulebook::{Library, Rulebook};

/// One rulebook as the page lists it.
pub(crate) fn describe(book: &Rulebook) -> Value {
    let controls: Vec<&String> = book
        .merged()
        .clock
        .as_ref()
        .and_then(|c| c.time_controls.as_ref())
        .map(|m| m.keys().collect())
        .unwrap_or_default();
    let sides: Vec<Value> = book
        .game()
        .sides
        .iter()
        .map(|s| json!({ "id": s.id, "vi": s.name.vi, "en": s.name.en }))
        .collect();
    json!({
        "id": book.id(),
        "version": book.version(),
        "vi": book.title().vi,
        "en": book.title().en,
        "game": book.game().id,
        "game_vi": book.game().name.vi,
        "game_en": book.game().name.en,
        "time_controls": controls,
        "sides": sides,
        "law": crate::links::law_of(book),
        "local": book.local().is_some(),
    })
}

/// Every shipped rulebook, sorted by id, and the version of trongtai.
pub(crate) fn catalog() -> Value {
    let library = Library::shipped();
    let mut books = Vec::new();
    let mut errors = Vec::new();
    for id in library.rulebook_ids() {
        match Rulebook::load(&library, id) {
            Ok(book) => books.push(describe(&book)),
            Err(e) => errors.push(e.to_string()),
        }
    }
    json!({
        "rulebooks": books,
        "errors": errors,
        "version": env!("CARGO_PKG_VERSION"),
    })
}
