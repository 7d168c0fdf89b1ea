//! The shipped rulebooks the page offers.

use serde_json::{json, Value};
use trongtai_rulebook::Rulebook;

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
        // A proposal's status in both languages, shown beside its title.
        "proposal": book.proposal().map(|p| {
            let status = p.status.text();
            json!({
                "vi": status.say(trongtai_rulebook::human::Lang::Vi),
                "en": status.say(trongtai_rulebook::human::Lang::En),
            })
        }),
    })
}
