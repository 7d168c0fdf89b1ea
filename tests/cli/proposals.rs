//! Issue #35 item 2: a proposed amendment says it is one wherever it is shown, and never takes
//! the law's provenance; a file that changes a shipped law without saying what it is is refused.

use crate::common::{text, trongtai};

const PROPOSAL: &str = "rules/proposals/vn-xiangqi-1999-50-moves.ron";

/// XQ99's decision date and effective date: never shown on the proposal.
const LAW_DATE: &str = "1999-12-22";

#[test]
fn a_file_changing_an_undelegated_value_without_saying_what_it_is_is_refused() {
    let output = trongtai(&["rules", "check", "tests/fixtures/rules-bad/not-part-of-the-law.ron"]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = text(&output.stderr);
    assert!(
        stderr.contains(
            "`draws.move_count.moves` changes a value of `vn-xiangqi-1999` (XQ99) that the law does not delegate"
        ) && stderr.contains("expected a `proposal` section"),
        "{stderr}"
    );
}

#[test]
fn check_says_a_proposal_is_one() {
    let output = trongtai(&["rules", "check", PROPOSAL]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(
        text(&output.stdout),
        format!("ok  vn-xiangqi-1999-proposal-50-moves 0.1.0 ({PROPOSAL}), proposal, not in force\n")
    );
}

#[test]
fn show_names_the_proposal_its_proposer_and_the_laws_value_in_both_languages() {
    for (lang, words) in [
        (
            "en",
            [
                "proposal proposal, not in force, proposed by A province",
                "amends   XQ99, edition 1999",
                "dates    a proposal is in force nowhere: its values have no date",
                "      the law's value: moves: 60",
            ],
        ),
        (
            "vi",
            [
                "đề xuất  đề xuất, chưa có hiệu lực, đề xuất bởi Một tỉnh",
                "sửa đổi  XQ99, ấn bản 1999",
                "ngày     đề xuất chưa có hiệu lực ở đâu",
                "      giá trị của luật: ",
            ],
        ),
    ] {
        let output = trongtai(&["rules", "show", PROPOSAL, "--lang", lang]);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        let stdout = text(&output.stdout);
        for w in words {
            assert!(stdout.contains(w), "{lang}: `{w}` missing from\n{stdout}");
        }
        assert!(
            stdout.contains("* draws.move_count = "),
            "{lang}: the proposed value is not marked\n{stdout}"
        );
        assert!(
            !stdout.contains(LAW_DATE),
            "{lang}: the law's date shown on the proposal\n{stdout}"
        );
        assert!(
            !stdout.contains("11991/1999"),
            "{lang}: the law's decision shown on the proposal\n{stdout}"
        );
    }
}

#[test]
fn a_proposal_with_its_own_date_shows_that_date_only() {
    let dir = std::env::temp_dir().join(format!("trongtai-proposal-dated-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("p.ron");
    let text_of = std::fs::read_to_string(PROPOSAL).expect("proposal reads").replace(
        "status: Proposed,",
        "status: Proposed,\n        submitted: \"2025-06-01\",\n        effective: \"2027-01-01\",",
    );
    std::fs::write(&file, text_of).expect("written");
    let output = trongtai(&["rules", "show", &file.to_string_lossy()]);
    let stdout = text(&output.stdout);
    assert!(
        stdout.contains("submitted 2025-06-01, would apply from, if adopted 2027-01-01"),
        "{stdout}"
    );
    assert!(!stdout.contains(LAW_DATE), "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn docs_publish_a_proposal_as_one_without_the_laws_provenance() {
    let dir = std::env::temp_dir().join(format!("trongtai-proposal-docs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = dir.join("site");
    let output = trongtai(&["docs", "--rules", PROPOSAL, "--out", &out.to_string_lossy()]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    for (lang, status, note, amends) in [
        (
            "en",
            "proposal, not in force",
            "This is a proposed amendment of XQ99 (1999), not the law in force",
            "Proposes to amend",
        ),
        (
            "vi",
            "đề xuất, chưa có hiệu lực",
            "Đây là một đề xuất sửa đổi XQ99 (1999), không phải luật đang có hiệu lực",
            "Văn bản được đề xuất sửa đổi",
        ),
    ] {
        let page = std::fs::read_to_string(out.join(lang).join("rulebook-vn-xiangqi-1999-proposal-50-moves.md"))
            .expect("the proposal's page");
        assert!(page.contains(status) && page.contains(note), "{lang}:\n{page}");
        // What it amends is said as a proposal's, never as an edition's amending the law.
        assert!(page.contains(amends), "{lang}:\n{page}");
        assert!(
            !page.contains(LAW_DATE),
            "{lang}: the law's date on the proposal's page"
        );
        assert!(
            !page.contains("11991/1999"),
            "{lang}: the law's decision on the proposal's page"
        );
        let index = std::fs::read_to_string(out.join(lang).join("index.md")).expect("index");
        let row = index
            .lines()
            .find(|l| l.contains("rulebook-vn-xiangqi-1999-proposal-50-moves"))
            .expect("the proposal in the index");
        assert!(row.contains(status), "{lang}: {row}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
