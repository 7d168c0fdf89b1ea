//! Set-ups the arbiter refuses or rules before any event: a game whose time control belongs to
//! another rulebook (FIDE B1, C1), a position that already ends the game, a FEN halfmove field
//! the law's count cannot take.

use trongtai_arbiter::{Arbiter, ArbiterError, Event, Setup, TimeControlRef};
use trongtai_engine::Game;
use trongtai_rulebook::law::{Duration, Period, TimeControl};
use trongtai_rulebook::{Library, Rulebook};

fn replay(rules: &str, setup: &Setup, events: &[Event]) -> Result<trongtai_arbiter::Verdict, ArbiterError> {
    let book = Rulebook::load(&Library::shipped(), rules).expect("shipped rulebook loads");
    let game = Game::compile(book.game()).expect("shipped game compiles");
    let arbiter = Arbiter::new(&book, &game).expect("arbiter");
    arbiter.replay(setup, events)
}

fn control(time: Duration, increment: Option<Duration>) -> Option<TimeControlRef> {
    Some(TimeControlRef::Custom(TimeControl {
        periods: vec![Period {
            moves: None,
            time,
            increment,
            delay: None,
            repeat: None,
            scoresheet: None,
        }],
    }))
}

fn setup_error(rules: &str, setup: &Setup) -> String {
    match replay(rules, setup, &[]) {
        Err(e) => e.to_string(),
        Ok(v) => panic!("{rules}: expected the set-up refused, got {v:?}"),
    }
}

#[test]
fn five_minute_game_under_the_laws_names_appendix_c() {
    let setup = Setup {
        time_control: control(Duration::Minutes(5), None),
        ..Setup::default()
    };
    let e = setup_error("fide-2001", &setup);
    assert!(e.contains("`fide-2001-blitz` (C1 (en))"), "{e}");
}

#[test]
fn twenty_five_plus_ten_under_the_laws_names_appendix_b() {
    // 25 minutes + 60 × 10 s = 35 minutes: rapidplay (B1).
    let setup = Setup {
        time_control: control(Duration::Minutes(25), Some(Duration::Seconds(10))),
        ..Setup::default()
    };
    let e = setup_error("fide-2001", &setup);
    assert!(e.contains("`fide-2001-rapid` (B1 (en))"), "{e}");
}

#[test]
fn increment_counts_sixty_times() {
    // 10 minutes + 60 × 5 s = 15 minutes: not blitz (C1: less than 15), so refused by blitz...
    let setup = Setup {
        time_control: control(Duration::Minutes(10), Some(Duration::Seconds(5))),
        ..Setup::default()
    };
    let e = setup_error("fide-2001-blitz", &setup);
    assert!(e.contains("`fide-2001-rapid`"), "{e}");
    // ... and governed by rapid.
    assert!(replay("fide-2001-rapid", &setup, &[]).is_ok());
}

#[test]
fn standard_game_under_blitz_names_the_laws() {
    let setup = Setup {
        time_control: control(Duration::Minutes(90), None),
        ..Setup::default()
    };
    let e = setup_error("fide-2001-blitz", &setup);
    assert!(e.contains("judged by `fide-2001` (B1 (en))"), "{e}");
}

#[test]
fn xiangqi_rapid_stays_under_its_law() {
    let setup = Setup {
        time_control: control(Duration::Minutes(15), None),
        ..Setup::default()
    };
    assert!(replay("vn-xiangqi-1999", &setup, &[]).is_ok());
}

#[test]
fn events_after_a_set_up_checkmate_are_refused() {
    let setup = Setup {
        fen: Some("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".into()),
        ..Setup::default()
    };
    let e = match replay("fide-2001", &setup, &[Event::Resign("white".into())]) {
        Err(e) => e.to_string(),
        Ok(v) => panic!("expected the event refused, got {v:?}"),
    };
    assert!(e.contains("the game ended at set-up (1-0 Checkmate, 5.1(a))"), "{e}");
}

#[test]
fn events_after_a_set_up_without_a_move_in_xiangqi_are_refused() {
    let setup = Setup {
        fen: Some("4k4/1r7/9/9/9/9/9/9/r8/3K5 w - - 0 1".into()),
        ..Setup::default()
    };
    let e = match replay("vn-xiangqi-1999", &setup, &[Event::Resign("black".into())]) {
        Err(e) => e.to_string(),
        Ok(v) => panic!("expected the event refused, got {v:?}"),
    };
    assert!(e.contains("(0-1 Stalemate, 7.1(b))"), "{e}");
}

#[test]
fn xiangqi_halfmove_field_without_a_count_is_refused() {
    let setup = Setup {
        fen: Some("3ak4/4a4/4b4/p7r/9/9/8P/1R2B4/4A4/3AK4 w - - 40 30".into()),
        ..Setup::default()
    };
    let e = setup_error("vn-xiangqi-1999", &setup);
    assert!(e.contains("give the count already run as `move_count"), "{e}");
}

#[test]
fn chess_halfmove_field_must_agree_with_the_count() {
    let setup = Setup {
        fen: Some("8/8/4k3/8/8/4K3/8/R7 w - - 40 70".into()),
        move_count: Some((10, 10)),
        ..Setup::default()
    };
    let e = setup_error("fide-2001", &setup);
    assert!(e.contains("does not agree with the FEN's halfmove field 40"), "{e}");
    let ok = Setup {
        move_count: Some((20, 20)),
        ..setup
    };
    let v = replay("fide-2001", &ok, &[]).expect("agreeing counts are honoured");
    assert_eq!(v.result.as_str(), "*");
}

#[test]
fn checks_counted_where_the_law_caps_none_is_refused() {
    let setup = Setup {
        move_count: Some((0, 0)),
        checks_counted: Some((1, 0)),
        ..Setup::default()
    };
    let e = setup_error("fide-2001", &setup);
    assert!(e.contains("does not cap the checks"), "{e}");
}
