//! A long recorded game is judged to its end, its claims where the law puts them. How its cost
//! grows with its length (it once grew with the square) is measured by `cargo xtask bench`
//! (`xtask/src/bench_growth.rs`), not here.

use trongtai_archive::{Adjudicator, ArchiveGame, Source};
use trongtai_engine::Game;
use trongtai_rulebook::{Library, Rulebook};

/// Horses going out and back: the same four positions over and over, `plies` long (the bench
/// judges the same game, longer).
fn shuffle(plies: usize) -> String {
    let cycle = ["h1g3", "h10g8", "g3h1", "g8h10"];
    let moves: Vec<String> = (0..plies).map(|k| format!("\"{}\"", cycle[k % 4])).collect();
    format!("{{\"moves\": [{}]}}", moves.join(","))
}

#[test]
fn a_long_repeating_xiangqi_game_is_judged_to_its_end() {
    let rules = Rulebook::load(&Library::shipped(), "vn-xiangqi-1999").expect("a shipped rulebook");
    let game = Game::compile(rules.game()).expect("its game compiles");
    let judge = Adjudicator::new(&rules, &game).expect("an adjudicator");
    for plies in [121, 2_000] {
        let report = judge.adjudicate(ArchiveGame {
            file: 0,
            number: 1,
            source: Source::Json(shuffle(plies)),
        });
        assert_eq!(report.plies, plies, "{:?}", report.illegal);
        // The automatic repetition comes at once and the 60-move rule at ply 120; the game,
        // being a record, goes on.
        let at: Vec<usize> = report.claims.iter().map(|c| c.claim.ply).collect();
        assert_eq!(at, [8, 120], "{plies} plies: {:?}", report.claims);
    }
}
