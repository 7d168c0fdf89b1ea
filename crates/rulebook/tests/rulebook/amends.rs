//! `amends` chains: a new edition of a law written as the changes from the previous one, its
//! inherited values re-cited to its own numbering through `renumber`, keeping the file that set
//! them; an appendix of the new edition sees the same numbering.

use trongtai_rulebook::{Library, Rulebook};

use crate::extends::BASE;

/// The second edition renumbers articles 20, 21 and 60 and the king's article, and changes the
/// stalemate rule.
const SECOND: &str = r#"
RulebookFile(
    id: "second",
    version: "1.0.0",
    title: (vi: "Lần hai", en: "Second edition"),
    amends: "base",
    renumber: {"20": "5.1.1", "21": "5.2.1", "60": "4.3", "3": "3.8.1", "31": "6.7.1"},
    law: (document: "TEST2", edition: "2", source: "https://example.org/second", effective: "2020-01-01"),
    end: (stalemate: (value: Draw, article: "5.2.1", note: "second note")),
)
"#;

/// An appendix of the second edition.
const SECOND_APPENDIX: &str = r#"
RulebookFile(
    id: "second-rapid",
    version: "1.0.0",
    title: (vi: "Phụ lục", en: "Appendix"),
    extends: "second",
    clock: (flag_observed: (value: OnClaim, article: "A.5")),
)
"#;

fn library() -> Library {
    let shipped = Library::shipped();
    let mut library = Library::empty("mem");
    library.insert("games/chess.ron", shipped.get("games/chess.ron").expect("shipped game"));
    library
        .with("base.ron", BASE)
        .with("second.ron", SECOND)
        .with("second-rapid.ron", SECOND_APPENDIX)
}

fn entry<'a>(rb: &'a Rulebook, path: &str) -> &'a trongtai_rulebook::ProvenanceEntry {
    rb.provenance()
        .find(|e| e.path == path)
        .unwrap_or_else(|| panic!("no provenance for {path}"))
}

#[test]
fn inherited_values_are_recited_and_keep_their_file() {
    let rb = Rulebook::load(&library(), "second").unwrap_or_else(|e| panic!("{e}"));
    let checkmate = entry(&rb, "end.checkmate");
    assert_eq!(checkmate.article.as_deref(), Some("5.1.1"));
    assert_eq!(checkmate.cited_as.as_deref(), Some("20"));
    assert_eq!(checkmate.file, "mem/base.ron");
    // Set by the edition itself: its own numbering, nothing re-cited.
    let stalemate = entry(&rb, "end.stalemate");
    assert_eq!(
        (stalemate.article.as_deref(), stalemate.cited_as.as_deref()),
        (Some("5.2.1"), None)
    );
    assert_eq!(stalemate.file, "mem/second.ron");
    // Not in the map: the number stands.
    let both_late = entry(&rb, "clock.both_late");
    assert_eq!(
        (both_late.article.as_deref(), both_late.cited_as.as_deref()),
        (Some("32"), None)
    );
    // A game element's article and the arbiter's values are re-cited too.
    assert_eq!(entry(&rb, "game.articles.piece.king").article.as_deref(), Some("3.8.1"));
    assert_eq!(rb.competition().clock.late_arrival.article, "6.7.1");
    assert_eq!(rb.competition().conduct.touch_move.article, "4.3");
}

#[test]
fn the_edition_names_its_own_law_and_nothing_of_the_base() {
    let rb = Rulebook::load(&library(), "second").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rb.law().document, "TEST2");
    assert_eq!(rb.law().effective.as_deref(), Some("2020-01-01"));
    assert!(rb
        .provenance()
        .all(|e| !e.path.starts_with("law.") || e.file == "mem/second.ron"));
    assert_eq!(rb.amended(), Some("base"));
    assert_eq!(rb.edition_ids().collect::<Vec<_>>(), ["second"]);
}

#[test]
fn an_appendix_of_the_edition_reads_the_same_numbering() {
    let rb = Rulebook::load(&library(), "second-rapid").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(entry(&rb, "end.checkmate").article.as_deref(), Some("5.1.1"));
    assert_eq!(entry(&rb, "clock.flag_observed").article.as_deref(), Some("A.5"));
    assert_eq!(rb.edition_ids().collect::<Vec<_>>(), ["second-rapid", "second"]);
    assert_eq!(rb.amended(), Some("base"));
    assert_eq!(rb.recite_from("base", "20").as_deref(), Some("5.1.1"));
    assert_eq!(rb.recite_from("base", "99").as_deref(), Some("99"));
    assert_eq!(rb.recite_from("second", "20").as_deref(), Some("20"));
    assert_eq!(rb.recite_from("elsewhere", "20"), None);
}

#[test]
fn renumbering_without_amends_and_both_bases_are_refused() {
    let bad = SECOND.replace("amends: \"base\"", "extends: \"base\"");
    let err = Rulebook::load(
        &library().with("bad.ron", bad.replace("id: \"second\"", "id: \"bad\"")),
        "bad",
    )
    .expect_err("renumber without amends");
    assert!(err.to_string().contains("`renumber` re-cites"), "{err}");
    let both = SECOND
        .replace("id: \"second\"", "id: \"both\"")
        .replace("amends: \"base\"", "amends: \"base\", extends: \"base\"");
    let err = Rulebook::load(&library().with("both.ron", both), "both").expect_err("both bases");
    assert!(
        err.to_string()
            .contains("`extends` (an appendix or a regulation) or `amends`"),
        "{err}"
    );
    let lawless = SECOND
        .replace("id: \"second\"", "id: \"lawless\"")
        .replace("law: (document: \"TEST2\", edition: \"2\", source: \"https://example.org/second\", effective: \"2020-01-01\"),", "");
    let err = Rulebook::load(&library().with("lawless.ron", lawless), "lawless").expect_err("no law");
    assert!(err.to_string().contains("its own `law` section"), "{err}");
}
