//! Knock-out seeding: byes to the top seeds, seeds 1 and 2 only in the final.

use trongtai_tournament::{Knockout, Slot};

use Slot::{Bye, Seed};

fn first_round(players: u32) -> Vec<(Slot, Slot)> {
    Knockout::seeded(players).expect("valid").rounds()[0].boards.clone()
}

#[test]
fn five_players() {
    let bracket = Knockout::seeded(5).expect("valid");
    assert_eq!(bracket.bracket_size(), 8);
    assert_eq!(bracket.byes(), 3);
    assert_eq!(
        first_round(5),
        [
            (Seed(1), Bye(8)),
            (Seed(4), Seed(5)),
            (Seed(2), Bye(7)),
            (Seed(3), Bye(6))
        ]
    );
    assert_eq!(bracket.bye_seeds(), [1, 2, 3]);
    assert_eq!(bracket.rounds().len(), 3);
    assert_eq!(bracket.meeting_round(1, 2), Some(3));
    assert_eq!(bracket.meeting_round(1, 4), Some(2));
    assert_eq!(bracket.meeting_round(4, 5), Some(1));
}

#[test]
fn eight_players() {
    let bracket = Knockout::seeded(8).expect("valid");
    assert_eq!(bracket.byes(), 0);
    assert_eq!(
        first_round(8),
        [
            (Seed(1), Seed(8)),
            (Seed(4), Seed(5)),
            (Seed(2), Seed(7)),
            (Seed(3), Seed(6))
        ]
    );
    assert_eq!(bracket.seed_order(), [1, 8, 4, 5, 2, 7, 3, 6]);
    let rounds: Vec<Vec<(Slot, Slot)>> = bracket.rounds()[1..].iter().map(|r| r.boards.clone()).collect();
    assert_eq!(
        rounds,
        [
            vec![(Slot::Winner(1), Slot::Winner(2)), (Slot::Winner(3), Slot::Winner(4))],
            vec![(Slot::Winner(1), Slot::Winner(2))],
        ]
    );
    assert_eq!(bracket.meeting_round(1, 2), Some(3));
    // Semi-finals 1 v 4 and 2 v 3, as in the usual seeded bracket.
    assert_eq!(bracket.meeting_round(1, 4), Some(2));
    assert_eq!(bracket.meeting_round(2, 3), Some(2));
    assert_eq!(bracket.meeting_round(1, 3), Some(3));
    assert_eq!(bracket.meeting_round(3, 4), Some(3));
}

#[test]
fn thirteen_players() {
    let bracket = Knockout::seeded(13).expect("valid");
    assert_eq!(bracket.bracket_size(), 16);
    assert_eq!(bracket.byes(), 3);
    assert_eq!(
        first_round(13),
        [
            (Seed(1), Bye(16)),
            (Seed(8), Seed(9)),
            (Seed(4), Seed(13)),
            (Seed(5), Seed(12)),
            (Seed(2), Bye(15)),
            (Seed(7), Seed(10)),
            (Seed(3), Bye(14)),
            (Seed(6), Seed(11)),
        ]
    );
    assert_eq!(bracket.bye_seeds(), [1, 2, 3]);
    assert_eq!(bracket.rounds().len(), 4);
    assert_eq!(bracket.meeting_round(1, 2), Some(4));
}

#[test]
fn seeds_meet_as_late_as_possible() {
    for players in 2..=64 {
        let bracket = Knockout::seeded(players).expect("valid");
        let last = bracket.rounds().len() as u32;
        // The 2^k best seeds are in different sections until the last k rounds.
        for a in 1..=players {
            for b in a + 1..=players {
                let best = b.next_power_of_two();
                let earliest = last + 1 - best.trailing_zeros();
                let round = bracket.meeting_round(a, b).expect("both in the field");
                assert!(round >= earliest, "{players}: seeds {a} and {b} meet in round {round}");
            }
        }
        // Byes go to the top seeds.
        assert_eq!(
            bracket.bye_seeds(),
            (1..=bracket.byes()).collect::<Vec<_>>(),
            "{players}"
        );
    }
}
