//! `trongtai pairings`: golden output of the built binary.
//!
//! The expected table is the law's "BẢNG CHO 7 - 8 ĐẤU THỦ" (seeds/ARTICLES.md section 2), written
//! by hand: with 7 players, whoever meets (8) has a bye.

use crate::common::{stdout, trongtai};

#[test]
fn seven_players_text() {
    let output = trongtai(&["pairings", "--players", "7"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "\
Round 1: 1-(8) 2-7 3-6 4-5
Round 2: (8)-5 6-4 7-3 1-2
Round 3: 2-(8) 3-1 4-7 5-6
Round 4: (8)-6 7-5 1-4 2-3
Round 5: 3-(8) 4-2 5-1 6-7
Round 6: (8)-7 1-6 2-5 3-4
Round 7: 4-(8) 5-3 6-2 7-1
"
    );
    assert!(output.stderr.is_empty());
}

#[test]
fn three_players_markdown() {
    let output = trongtai(&["pairings", "--players", "3", "--format", "markdown"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "\
| Round | Board 1 | Board 2 |
| --- | --- | --- |
| 1 | 1 - (4) | 2 - 3 |
| 2 | (4) - 3 | 1 - 2 |
| 3 | 2 - (4) | 3 - 1 |

With 3 players, whoever meets (4) has a bye in that round. The first-named player has White.
"
    );
}

#[test]
fn json_and_knockout() {
    let output = trongtai(&["pairings", "--players", "5", "--format", "json"]);
    assert_eq!(output.status.code(), Some(0));
    let value: serde_json::Value = serde_json::from_str(stdout(&output)).expect("json");
    assert_eq!(value["dummy"], 6);
    assert_eq!(value["rounds"][1]["bye"], 4);
    assert_eq!(
        value["rounds"][1]["boards"][1],
        serde_json::json!({"board": 2, "white": 5, "black": 3})
    );

    let output = trongtai(&["pairings", "--players", "5", "--knockout"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "Round 1: 1-(8) 4-5 2-(7) 3-(6)\nRound 2: W1-W2 W3-W4\nRound 3: W1-W2\n"
    );
}

#[test]
fn bad_player_counts_are_a_bad_command_line_naming_the_range() {
    // A value beyond a command-line limit exits 2, as every other one (#35.4).
    for players in ["1", "0", "1001"] {
        let output = trongtai(&["pairings", "--players", players]);
        assert_eq!(output.status.code(), Some(2), "--players {players}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains(&format!(
                "number of players `{players}`, expected a whole number between 2 and 1000"
            )),
            "{stderr}"
        );
    }
    let output = trongtai(&["pairings", "--players", "1000"]);
    assert_eq!(output.status.code(), Some(0));
    let output = trongtai(&["pairings", "--players", "x"]);
    assert_eq!(output.status.code(), Some(2));
}
