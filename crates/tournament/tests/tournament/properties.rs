//! Properties of the Berger tables for every field size from 2 to 20 (and a few larger ones).

use std::collections::BTreeMap;

use trongtai_tournament::{RoundRobin, TournamentError, MAX_PLAYERS};

#[test]
fn every_pair_meets_exactly_once() {
    for players in 2..=20 {
        let table = RoundRobin::berger(players).expect("valid");
        let size = table.table_size();
        assert_eq!(table.rounds().len() as u32, size - 1, "{players}: rounds");
        let mut met = BTreeMap::new();
        for round in table.rounds() {
            assert_eq!(round.boards.len() as u32, size / 2, "{players}: boards");
            let mut seen: Vec<u32> = round.boards.iter().flat_map(|p| [p.white, p.black]).collect();
            seen.sort_unstable();
            assert_eq!(
                seen,
                (1..=size).collect::<Vec<_>>(),
                "{players}: round {}",
                round.number
            );
            for pairing in &round.boards {
                let key = (pairing.white.min(pairing.black), pairing.white.max(pairing.black));
                *met.entry(key).or_insert(0) += 1;
            }
        }
        for a in 1..=size {
            for b in a + 1..=size {
                assert_eq!(met.get(&(a, b)), Some(&1), "{players}: {a} and {b}");
            }
        }
    }
}

#[test]
fn colours_balance_within_one_for_even_fields() {
    for players in (2..=20).chain([32, 64, 100]).filter(|n| n % 2 == 0) {
        let table = RoundRobin::berger(players).expect("valid");
        for player in 1..=players {
            let whites = table
                .rounds()
                .iter()
                .filter(|r| r.boards.iter().any(|p| p.white == player))
                .count() as i64;
            let blacks = i64::from(players - 1) - whites;
            assert!(
                (whites - blacks).abs() <= 1,
                "{players}: player {player} {whites} W {blacks} B"
            );
        }
    }
}

#[test]
fn exactly_one_bye_per_round_for_odd_fields() {
    for players in (3..=21).step_by(2) {
        let table = RoundRobin::berger(players).expect("valid");
        let mut byes: Vec<u32> = table.rounds().iter().map(|r| r.bye.expect("a bye")).collect();
        byes.sort_unstable();
        assert_eq!(
            byes,
            (1..=players).collect::<Vec<_>>(),
            "{players}: each player one bye"
        );
    }
}

#[test]
fn field_size_limits() {
    for players in [0, 1, MAX_PLAYERS + 1] {
        assert_eq!(
            RoundRobin::berger(players),
            Err(TournamentError::PlayerCount {
                players,
                max: MAX_PLAYERS
            })
        );
    }
    assert!(RoundRobin::berger(MAX_PLAYERS).is_ok());
}
