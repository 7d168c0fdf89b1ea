//! Recorded games judged move by move.

use trongtai_arbiter::{Arbiter, ClaimableKind, GameResult, Law, ResultCheck, Side};
use trongtai_engine::Game;
use trongtai_rulebook::law::MoveCountReset;
use trongtai_rulebook::{Library, Rulebook};

fn fide() -> (Rulebook, Game) {
    let rules = Rulebook::load(&Library::shipped(), "fide-2001").expect("a shipped rulebook");
    let game = Game::compile(rules.game()).expect("its game compiles");
    (rules, game)
}

/// White checks with every move, Black never: `a1a8 e8d7 a8a7 d7e8 a7a8 e8d7 ...`, `plies` long.
fn checks(game: &Game, law: Law, plies: usize) -> Vec<(ClaimableKind, usize)> {
    let arbiter = Arbiter::with_law(game, law);
    let start = game.parse_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").expect("a FEN");
    let cycle = ["a8a7", "d7e8", "a7a8", "e8d7"];
    let mut texts = vec!["a1a8", "e8d7"];
    texts.extend(cycle.iter().cycle().take(plies.saturating_sub(2)));
    let mut record = arbiter.record(start);
    for text in texts {
        let m = game.parse_move(record.position(), text).expect("a legal move");
        record.play(m);
    }
    let findings = record.finish(Some("1/2-1/2"));
    assert_eq!(findings.check, ResultCheck::Undecided);
    findings.claims.iter().map(|c| (c.kind(), c.ply)).collect()
}

#[test]
fn capture_or_irreversible_with_a_check_cap_counts_no_capped_check() {
    let (rules, game) = fide();
    let mut law = Law::resolve(&rules, &game).expect("the law resolves");
    law.move_count.value.reset = MoveCountReset::CaptureOrIrreversible;
    law.move_count.value.moves = 2;
    // Without a cap, two moves of each side make the count: claimable after ply 4.
    let free = checks(&game, law.clone(), 12);
    assert!(free.contains(&(ClaimableKind::MoveCount, 4)), "{free:?}");
    // With no check counted, White's checking moves never count (the halfmove clock alone
    // would have said ply 4).
    law.move_count.value.checks_count_at_most = Some(0);
    let capped = checks(&game, law.clone(), 12);
    assert!(!capped.iter().any(|c| c.0 == ClaimableKind::MoveCount), "{capped:?}");
    // With one check counted, White's count stops at one: all his moves give check.
    law.move_count.value.checks_count_at_most = Some(1);
    let one = checks(&game, law, 12);
    assert!(!one.iter().any(|c| c.0 == ClaimableKind::MoveCount), "{one:?}");
}

#[test]
fn results_and_sides_are_typed() {
    assert_eq!(GameResult::parse("0-1"), Some(GameResult::Win(Side::Second)));
    assert_eq!(GameResult::loss_of(Side::First).as_str(), "0-1");
    assert_eq!(GameResult::parse("1/2-1/2"), Some(GameResult::Draw));
    assert_eq!(GameResult::parse("2-0"), None);
    assert_eq!(Side::First.opponent(), Side::Second);
}
