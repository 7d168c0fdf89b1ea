//! The threat analysis on xiangqi positions of the repetition scenarios: legal captures only,
//! real and fake roots (a pinned protector, a protector held by the facing generals), pinned
//! attackers threatening nothing.

use trongtai_engine::{Game, GamePosition, Root, Threat};
use trongtai_rulebook::GameDef;

fn xiangqi() -> Game {
    let path = format!("{}/../../rules/games/xiangqi.ron", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("game file exists");
    let def: GameDef = ron::from_str(&text).expect("game file parses");
    Game::compile(&def).expect("game compiles")
}

fn sq(game: &Game, name: &str) -> usize {
    game.parse_square(name).expect("square")
}

/// The threats of the side that has just played `mv` from `fen`.
fn after(game: &Game, fen: &str, mv: &str) -> (GamePosition, Vec<Threat>) {
    let pos = game.parse_fen(fen).expect("fen");
    let m = game.parse_move(&pos, mv).expect("legal move");
    let side = game.turn(&pos);
    let next = game.play(&pos, m);
    (next, game.threats(&next, side))
}

fn on(game: &Game, threats: &[Threat], target: &str) -> Option<Threat> {
    threats.iter().copied().find(|t| t.target == sq(game, target))
}

#[test]
fn unprotected_target() {
    let g = xiangqi();
    let (_, ts) = after(&g, "5k3/9/2c6/9/9/9/9/1R7/9/3K5 w - - 0 1", "b3c3");
    let t = on(&g, &ts, "c8").expect("the chariot threatens the cannon");
    assert_eq!(t.attacker, sq(&g, "c3"));
    assert_eq!(t.root, Root::Unprotected);
    assert!(!t.answered);
}

#[test]
fn real_root() {
    let g = xiangqi();
    let (_, ts) = after(&g, "5k3/9/r1c6/9/9/9/9/1R7/9/3K5 w - - 0 1", "b3c3");
    let t = on(&g, &ts, "c8").expect("threat");
    assert_eq!(
        t.root,
        Root::Real {
            protector: sq(&g, "a8")
        }
    );
}

#[test]
fn pinned_protector_is_a_fake_root() {
    let g = xiangqi();
    let (_, ts) = after(&g, "3k5/9/2cr5/9/9/9/9/1R7/3R5/4K4 w - - 0 1", "b3c3");
    let t = on(&g, &ts, "c8").expect("threat");
    assert_eq!(
        t.root,
        Root::Fake {
            protector: sq(&g, "d8")
        }
    );
}

#[test]
fn facing_generals_make_a_fake_root() {
    let g = xiangqi();
    let fen = "4k4/4a4/3c5/9/9/9/9/5R3/9/4K4 w - - 0 1";
    let (_, ts) = after(&g, fen, "f3d3");
    let t = on(&g, &ts, "d8").expect("threat");
    assert_eq!(
        t.root,
        Root::Fake {
            protector: sq(&g, "e9")
        }
    );
    // With a piece between the generals, the advisor can take back.
    let (_, ts) = after(&g, "4k4/4a4/3c5/4p4/9/9/9/5R3/9/4K4 w - - 0 1", "f3d3");
    let t = on(&g, &ts, "d8").expect("threat");
    assert_eq!(
        t.root,
        Root::Real {
            protector: sq(&g, "e9")
        },
        "{ts:?}"
    );
}

#[test]
fn pinned_attacker_threatens_nothing() {
    let g = xiangqi();
    let (_, ts) = after(&g, "4k4/9/2c6/9/9/9/9/rR3K3/9/9 w - - 0 1", "b3c3");
    assert!(on(&g, &ts, "c8").is_none(), "{ts:?}");
    let (_, ts) = after(&g, "4k4/9/2c6/9/9/9/9/1R3K3/9/9 w - - 0 1", "b3c3");
    assert!(on(&g, &ts, "c8").is_some());
}

#[test]
fn same_kind_answers() {
    let g = xiangqi();
    let (_, ts) = after(&g, "5k3/9/2r6/9/9/9/9/1R7/9/3K5 w - - 0 1", "b3c3");
    let t = on(&g, &ts, "c8").expect("threat");
    assert!(t.answered);
}

#[test]
fn new_threats_know_the_old_pair() {
    let g = xiangqi();
    let pos = g.parse_fen("5k3/9/2c6/9/9/9/9/1R7/9/3K5 w - - 0 1").expect("fen");
    let m = g.parse_move(&pos, "b3c3").expect("legal");
    let new = g.new_threats(&pos, m);
    assert_eq!(new.len(), 1);
    assert_eq!(new[0].before, None);
    // Moving along the file keeps the same threat: the pair existed before.
    let pos = g.play(&pos, m);
    let pos = g.play(&pos, g.parse_move(&pos, "f10f9").expect("legal"));
    let m = g.parse_move(&pos, "c3c4").expect("legal");
    let new = g.new_threats(&pos, m);
    assert_eq!(new.len(), 1);
    assert_eq!(new[0].before, Some(Root::Unprotected));
}
