//! The round-robin tables printed after Art. 17 of the older Vietnamese chess law (VNLEG),
//! copied by hand from seeds/ARTICLES.md section 2 ("Round-robin tables as printed"), and the
//! generated Berger tables compared with them: same rounds, same boards in the same order, same
//! pair order. `(n)` is the bye number when the field is odd.

use trongtai_tournament::{CompetitionFile, Pairing, RoundRobin};

/// "BẢNG CHO 3 - 4 ĐẤU THỦ"
const TABLE_4: &[&[(u32, u32)]] = &[&[(1, 4), (2, 3)], &[(4, 3), (1, 2)], &[(2, 4), (3, 1)]];

/// "BẢNG CHO 5 -6 ĐẤU THỦ"
const TABLE_6: &[&[(u32, u32)]] = &[
    &[(1, 6), (2, 5), (3, 4)],
    &[(6, 4), (5, 3), (1, 2)],
    &[(2, 6), (3, 1), (4, 5)],
    &[(6, 5), (1, 4), (2, 3)],
    &[(3, 6), (4, 2), (5, 1)],
];

/// "BẢNG CHO 7 - 8 ĐẤU THỦ"
const TABLE_8: &[&[(u32, u32)]] = &[
    &[(1, 8), (2, 7), (3, 6), (4, 5)],
    &[(8, 5), (6, 4), (7, 3), (1, 2)],
    &[(2, 8), (3, 1), (4, 7), (5, 6)],
    &[(8, 6), (7, 5), (1, 4), (2, 3)],
    &[(3, 8), (4, 2), (5, 1), (6, 7)],
    &[(8, 7), (1, 6), (2, 5), (3, 4)],
    &[(4, 8), (5, 3), (6, 2), (7, 1)],
];

fn generated(players: u32) -> Vec<Vec<(u32, u32)>> {
    let table = RoundRobin::berger(players).expect("valid player count");
    table
        .rounds()
        .iter()
        .map(|round| {
            round
                .boards
                .iter()
                .map(|&Pairing { white, black }| (white, black))
                .collect()
        })
        .collect()
}

fn printed(table: &[&[(u32, u32)]]) -> Vec<Vec<(u32, u32)>> {
    table.iter().map(|round| round.to_vec()).collect()
}

#[test]
fn law_tables_are_reproduced_exactly() {
    for (players, table) in [
        (3, TABLE_4),
        (4, TABLE_4),
        (5, TABLE_6),
        (6, TABLE_6),
        (7, TABLE_8),
        (8, TABLE_8),
    ] {
        assert_eq!(generated(players), printed(table), "{players} players");
    }
}

#[test]
fn odd_fields_give_the_bye_to_whoever_meets_the_last_number() {
    // "Nếu có 7 đấu thủ thì đấu thủ nào gặp số 8 sẽ nghỉ trong lượt đấu ấy."
    let table = RoundRobin::berger(7).expect("7 players");
    assert_eq!(table.dummy(), Some(8));
    let byes: Vec<Option<u32>> = table.rounds().iter().map(|r| r.bye).collect();
    assert_eq!(byes, [1, 5, 2, 6, 3, 7, 4].map(Some));
    let even = RoundRobin::berger(8).expect("8 players");
    assert_eq!(even.dummy(), None);
    assert!(even.rounds().iter().all(|r| r.bye.is_none()));
}

#[test]
fn the_competition_file_lists_the_printed_tables() {
    let file = CompetitionFile::shipped("vn-chess-legacy").expect("shipped");
    let info = file.round_robin.expect("VNLEG prints round-robin tables");
    assert_eq!(info.printed_tables, [4, 6, 8]);
    for size in info.printed_tables {
        let table = RoundRobin::berger(size).expect("printed size");
        assert_eq!(table.rounds().len() as u32, size - 1);
    }
}
