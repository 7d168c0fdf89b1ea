//! Every game of the shared chess and xiangqi archives, judged twice: as a recorded game
//! ([`RecordedGame`], what `trongtai adjudicate` does) and as an event log of its moves
//! (`Event::Moves`, through the arbiter's replay). The claims (kind, ply, clause) must be the
//! same, up to the ply where the event log's game ends (an automatic ruling ends it there; the
//! recorded game, being a record, goes on).
//!
//! The archives live beside the repository (`../shared/archives`); the test says so and passes
//! when they are absent, since a clone without them has nothing to compare.

use std::path::{Path, PathBuf};

use rayon::prelude::*;
use trongtai_arbiter::{Arbiter, Event, Law, Setup};
use trongtai_archive::{Entry, Games};
use trongtai_engine::{Game, GamePosition, Move};
use trongtai_notation::{archive_notation_id, Notation};
use trongtai_rulebook::{Library, Rulebook};

/// The shared archives of a game (`chess`, `xiangqi`), if present.
fn archives(kind: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/archives")
        .join(kind);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|f| matches!(f.extension().and_then(|e| e.to_str()), Some("pgn" | "jsonl")));
    files.sort();
    files
}

/// A game's start and its legal moves (up to the first that does not read).
fn moves_of(game: &Game, notation: &Notation<'_>, entry: Entry) -> Option<(Option<String>, GamePosition, Vec<Move>)> {
    let Entry::Game(g) = entry else { return None };
    let parsed = g.source.parse().ok()?;
    let start = parsed.start(game).ok()?;
    let mut pos = start;
    let mut moves = Vec::new();
    for text in &parsed.moves {
        let Ok(m) = parsed.read_move(game, Some(notation), &pos, text) else {
            break;
        };
        moves.push(m);
        pos = game.play(&pos, m);
    }
    Some((parsed.fen, start, moves))
}

/// Claims as compared: kind, ply, clause.
type Seen = Vec<(&'static str, usize, String)>;

/// Compares the two paths on every game of `files` under `law`; returns the games compared and
/// the claims seen.
/// Every `stride`-th game is compared.
fn compare(rules: &Rulebook, game: &Game, law: Law, files: &[PathBuf], stride: usize) -> (usize, usize) {
    let id = archive_notation_id(&rules.game().id).expect("an archive notation");
    let notation = Notation::shipped(rules.game(), game, &id).expect("the archive notation loads");
    let arbiter = Arbiter::with_law(game, law);
    // Reading the moves is half the work: done in parallel too, in the archives' order.
    let entries: Vec<Entry> = Games::new(files).step_by(stride).collect();
    let games: Vec<_> = entries
        .into_par_iter()
        .filter_map(|e| moves_of(game, &notation, e))
        .collect();
    let claims: Vec<usize> = games
        .par_iter()
        .enumerate()
        .map(|(k, (fen, start, moves))| {
            let mut record = arbiter.record(*start);
            for m in moves {
                record.play(*m);
            }
            let recorded: Seen = record
                .finish(None)
                .claims
                .iter()
                .map(|c| (c.kind().name(), c.ply, c.article.clone()))
                .collect();
            let texts: Vec<String> = moves.iter().map(|m| game.move_text(m)).collect();
            let setup = Setup {
                fen: fen.clone(),
                ..Setup::default()
            };
            let (verdict, claims) = arbiter
                .replay_with_claims(&setup, &[Event::Moves(texts.join(" "))])
                .unwrap_or_else(|e| panic!("game {k}: the event log does not replay: {e}"));
            let logged: Seen = claims
                .iter()
                .map(|c| (c.kind().name(), c.ply, c.article.clone()))
                .collect();
            let end = if verdict.result.as_str() == "*" {
                usize::MAX
            } else {
                verdict.counters.plies as usize
            };
            let recorded: Seen = recorded.into_iter().filter(|c| c.1 <= end).collect();
            assert_eq!(recorded, logged, "game {k} of {files:?} under {}", rules.id());
            logged.len()
        })
        .collect();
    (games.len(), claims.iter().sum())
}

fn load(id: &str) -> (Rulebook, Game) {
    let rules = Rulebook::load(&Library::shipped(), id).expect("a shipped rulebook");
    let game = Game::compile(rules.game()).expect("its game compiles");
    (rules, game)
}

/// Every recorded game of the shared archives, or every `stride`-th, under three laws, its claims
/// compared both ways; then every fourth of those under a combination of move-count rules.
fn same_claims_both_ways(stride: usize) {
    let cases = [
        ("fide-2001", "chess"),
        ("vn-chess-legacy", "chess"),
        ("vn-xiangqi-1999", "xiangqi"),
    ];
    for (id, kind) in cases {
        let files = archives(kind);
        if files.is_empty() {
            eprintln!("no {kind} archives beside the repository (../shared/archives): nothing to compare");
            continue;
        }
        let (rules, game) = load(id);
        let law = Law::resolve(&rules, &game).expect("the law resolves");
        let (games, claims) = compare(&rules, &game, law.clone(), &files, stride);
        eprintln!("{id}: {games} games, {claims} claims, the same both ways");
        assert!(
            games > 100 && claims > 10,
            "{id}: too few games ({games}) or claims ({claims}) to compare"
        );
        // A combination the schema allows and no shipped law uses: a count reset by captures
        // and irreversible moves, with a cap on the checks counted.
        let mut capped = law;
        capped.move_count.value.reset = trongtai_rulebook::law::MoveCountReset::CaptureOrIrreversible;
        capped.move_count.value.checks_count_at_most = Some(2);
        capped.move_count.value.moves = 12;
        let (_, claims) = compare(&rules, &game, capped, &files, 4 * stride);
        assert!(claims > 10, "{id} with a check cap: too few claims ({claims})");
    }
}

/// Every third game (about 12 s of the everyday `cargo test --workspace` on 2 cores for all of
/// them); all of them in the next test.
#[test]
fn recorded_games_and_event_logs_give_the_same_claims() {
    same_claims_both_ways(3);
}

/// Every game of the shared archives, run by `.ci/run`.
#[test]
#[ignore = "run by .ci/run: cargo test -p trongtai-archive --test archive -- --ignored --exact claims::every_recorded_game_gives_the_same_claims_as_its_event_log"]
fn every_recorded_game_gives_the_same_claims_as_its_event_log() {
    same_claims_both_ways(1);
}
