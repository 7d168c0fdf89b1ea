//! Who may change what (issue #35 item 2): a file that is not shipped with the law it extends
//! changes nothing of it unless it says what it is (a local regulation or a proposal); a
//! proposal's values are marked against the law's and carry no date but its own.

use trongtai_rulebook::{Library, ProposalStatus, Rulebook};

/// XQ99's 60-move count changed to 50, with `extra` after `extends`.
fn fifty(extra: &str) -> String {
    format!(
        r#"RulebookFile(
    id: "fifty",
    version: "0.1.0",
    title: (vi: "Năm mươi nước", en: "Fifty moves"),
    extends: "vn-xiangqi-1999",{extra}
    draws: (move_count: (value: (moves: 50, reset: CaptureOnly, checks_count_at_most: Some(10)), article: "12(a)")),
)"#
    )
}

const PROPOSAL: &str = r#"
    proposal: (proposer: (vi: "Một tỉnh", en: "A province"), status: Proposed),"#;

fn load(text: &str) -> Result<Rulebook, String> {
    let library = Library::shipped().with("fifty.ron", text);
    Rulebook::load(&library, "fifty").map_err(|e| e.to_string())
}

#[test]
fn a_change_of_a_shipped_law_needs_to_say_what_it_is() {
    let err = load(&fifty("")).expect_err("not part of XQ99");
    assert_eq!(
        err,
        "rules/fifty.ron:6:34: `draws.move_count.moves` changes a value of `vn-xiangqi-1999` (XQ99) that the law does not delegate, in a file that is not part of that law, expected a `proposal` section naming who proposes it (a change the law does not delegate is a proposed amendment, shown as one)"
    );
    // Re-citing the law's own value with another note is no change.
    let same = fifty("").replace("moves: 50", "moves: 60");
    assert!(load(&same).is_ok());
}

#[test]
fn a_proposal_is_marked_against_the_law_and_takes_none_of_its_dates() {
    let book = load(&fifty(PROPOSAL)).expect("a proposal loads");
    let proposal = book.proposal().expect("a proposal");
    assert_eq!(proposal.status, ProposalStatus::Proposed);
    let count = book
        .provenance()
        .find(|e| e.path == "draws.move_count")
        .expect("the count");
    assert!(count.proposed && count.changed());
    let national = count.national.as_ref().expect("the law's value");
    assert!(national.value.contains("60"), "{}", national.value);
    assert!(
        book.provenance().all(|e| e.from.is_none()),
        "a proposal without its own date gives no value a date"
    );
    // Its own date, where it names one.
    let dated = fifty(&PROPOSAL.replace("status: Proposed", "status: Proposed, effective: \"2027-01-01\""));
    let book = load(&dated).expect("loads");
    assert!(book.provenance().all(|e| e.from.as_deref() == Some("2027-01-01")));
}

#[test]
fn a_proposal_is_not_a_law_nor_a_local_regulation() {
    let with_law = fifty(&format!(
        "{PROPOSAL}\n    law: (document: \"XQ99\", edition: \"1999\", source: \"x\"),"
    ));
    let err = load(&with_law).expect_err("a proposal with a law section");
    assert!(err.contains("expected no `law` section"), "{err}");
    let local = r#"RulebookFile(
    id: "under",
    version: "0.1.0",
    title: (vi: "u", en: "u"),
    extends: "fifty",
    local: (authority: (vi: "a", en: "a"), basis: (document: "d", valid_from: "2025-01-01")),
    versions: [(from: "2025-01-01", clock: (late_arrival: (value: (limit: Fixed(Minutes(30)), at_resumption: false), article: "1")))],
)"#;
    let library = Library::shipped()
        .with("fifty.ron", fifty(PROPOSAL))
        .with("under.ron", local);
    let err = Rulebook::load(&library, "under")
        .expect_err("a regulation under a proposal")
        .to_string();
    assert!(err.contains("not the proposal `fifty`"), "{err}");
}

#[test]
fn a_law_section_replaces_the_bases_whole() {
    let own = fifty("\n    law: (document: \"MINE\", edition: \"1\", source: \"mine.txt\"),");
    let book = load(&own).expect("a law of its own, written as changes to XQ99");
    assert_eq!(book.law().document, "MINE");
    assert_eq!(book.law().decision, None, "XQ99's decision is not this law's");
    assert_eq!(book.law().effective, None, "XQ99's date is not this law's");
}

#[test]
fn the_shipped_appendices_are_part_of_their_law() {
    let rapid = Rulebook::load(&Library::shipped(), "fide-2001-rapid").expect("Appendix B");
    assert!(rapid.proposal().is_none());
    // The same text read from a checkout's `rules/` is the same appendix.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../rules/fide-2001-rapid.ron");
    assert!(Rulebook::load(&Library::shipped(), path).is_ok());
}
