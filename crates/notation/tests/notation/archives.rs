//! Round trips over the committed archive samples (`tests/fixtures/archives/`), the
//! hand-written PGN files (`tests/fixtures/pgn/`), and — when `TRONGTAI_ARCHIVES` names the
//! directory of the full archives — over all of them.

use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};

use trongtai_engine::Game;
use trongtai_notation::pgn::read_all;
use trongtai_notation::{MoveTextError, Notation, ReplayError};
use trongtai_rulebook::{GameDef, Library, Rulebook};

use crate::support::archive_check::{self, Figures};

fn rules(id: &str) -> (GameDef, Game) {
    let rulebook = Rulebook::load(&Library::shipped(), id).expect("rulebook loads");
    let def = rulebook.game().clone();
    let game = Game::compile(&def).expect("game compiles");
    (def, game)
}

fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(path)
}

fn open(path: &Path) -> BufReader<File> {
    BufReader::new(File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
}

fn ok<T>(r: Result<T, String>) -> T {
    r.unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn lichess_sample_round_trips() {
    let (d, g) = rules("fide-2001");
    let en = Notation::shipped(&d, &g, "chess-en").expect("chess-en");
    let vi = Notation::shipped(&d, &g, "chess-vi").expect("chess-vi");
    let path = fixture("archives/lichess-sample.pgn");
    let f = ok(archive_check::check_chess_pgn(
        &en,
        &vi,
        open(&path),
        "lichess-sample.pgn",
    ));
    println!("{f:?}");
    assert_eq!(f.games, 30);
    assert_eq!(f.plies, 1941);
    assert_eq!(f.written_read, 2 * f.plies);
    assert_eq!(f.identities_checked, f.plies);
    assert_eq!(f.san_differs, 0, "{:?}", f.san_differs_examples);
    assert_eq!(f.pgn_round_trips, 60);
    assert_eq!((f.en_passant, f.castles, f.promotions), (6, 50, 11));
}

#[test]
fn xiangqi_samples_round_trip() {
    let (d, g) = rules("vn-xiangqi-1999");
    let n = |id: &str| Notation::shipped(&d, &g, id).expect("notation");
    let (vi, asian, wxf, iccs) = (n("xiangqi-vi"), n("xiangqi-asian"), n("xiangqi-wxf"), n("xiangqi-iccs"));
    let all = [&vi, &asian, &wxf, &iccs];
    let (f, moves) = ok(archive_check::check_xiangqi_jsonl(
        &g,
        &all,
        open(&fixture("archives/iccs-games-fsf-sample.jsonl")),
        "iccs-games-fsf-sample.jsonl",
    ));
    println!("{f:?}");
    assert_eq!((f.games, f.plies), (30, 2347));
    assert_eq!(f.written_read, 4 * f.plies);
    assert_eq!(f.identities_checked, f.plies);
    assert_eq!(f.pgn_round_trips, 30);
    assert!(f.tandem > 0, "some moves need the front/rear marks");
    // The ICCS PGN file of the same games replays to the same moves.
    let (p, iccs_moves) = ok(archive_check::check_iccs_pgn(
        &iccs,
        open(&fixture("archives/hu-ronghua-sample-iccs.pgn")),
        "hu-ronghua-sample-iccs.pgn",
    ));
    assert_eq!((p.games, p.plies), (30, 2347));
    assert_eq!(iccs_moves, moves);
    let (c, _) = ok(archive_check::check_xiangqi_jsonl(
        &g,
        &all,
        open(&fixture("archives/ccpd-masters-sample.jsonl")),
        "ccpd-masters-sample.jsonl",
    ));
    println!("{c:?}");
    assert_eq!(c.games, 10);
    assert_eq!(c.written_read, 4 * c.plies);
}

#[test]
fn hand_written_pgn_features() {
    let (d, g) = rules("fide-2001");
    let en = Notation::shipped(&d, &g, "chess-en").expect("chess-en");
    let vi = Notation::shipped(&d, &g, "chess-vi").expect("chess-vi");
    let text = std::fs::read_to_string(fixture("pgn/features.pgn")).expect("reads");
    let games = read_all(&text).expect("parses");
    assert_eq!(games.len(), 4);
    let plies: Vec<usize> = games.iter().map(|g| g.moves.len()).collect();
    assert_eq!(plies, [32, 11, 7, 3]);
    assert_eq!(games[0].tag("White"), Some("White, A."));
    assert_eq!(games[0].comments, ["The Breyer system of the Ruy Lopez."]);
    assert_eq!(games[0].moves[2].nags, [1]);
    assert_eq!(games[0].moves[5].nags, [5]);
    assert_eq!(games[0].moves[9].comments, ["castled, written with zeros"]);
    assert_eq!(games[0].moves[17].comments, ["Breyer"]);
    assert_eq!(games[2].moves[5].nags, [4]);
    assert_eq!(games[3].tags, []);
    let mut figures = Figures::default();
    for (i, game) in games.iter().enumerate() {
        figures.add(&ok(archive_check::check_chess_game(
            &en,
            &vi,
            game,
            &format!("features game {}", i + 1),
        )));
    }
    // The file's lenient forms are written back in standard SAN.
    assert_eq!(figures.san_differs, 3, "{:?}", figures.san_differs_examples);
    let set_up = en.replay(&games[1]).expect("replays");
    let exported = en.export(&games[1].tags, &set_up.start, &set_up.moves, Some("*"));
    let out = en.pgn_text(&exported).expect("writes");
    assert!(
        out.contains("[FEN \"r3k3/1P6/8/8/3p4/8/4P3/4K2R w Kq - 0 30\"]"),
        "{out}"
    );
    assert!(
        out.contains("30. e4 dxe3 31. bxa8=Q+ Ke7 32. Qb7+ Kd6 33. O-O e2 34. Qe4 e1=Q 35. Rxe1 *"),
        "{out}"
    );
    let mate = en.replay(&games[2]).expect("replays");
    assert_eq!(en.write_line(&g.start().expect("start"), &mate.moves)[6], "Qxf7#");
}

#[test]
fn the_fide01_sample_game() {
    let (d, g) = rules("fide-2001");
    let vi = Notation::shipped(&d, &g, "chess-vi").expect("chess-vi");
    let en = Notation::shipped(&d, &g, "chess-en").expect("chess-en");
    let text = std::fs::read_to_string(fixture("pgn/fide01-sample-vi.pgn")).expect("reads");
    let games = read_all(&text).expect("parses");
    // As printed, Black's 6th move is missing: `c:d5` is read as Black's move and is illegal.
    match vi.replay(&games[0]) {
        Err(ReplayError::Move {
            ply,
            number,
            error: MoveTextError::Illegal { text, .. },
        }) => {
            assert_eq!((ply, number.as_str(), text.as_str()), (11, "6...", "c:d5"));
        }
        other => panic!("expected an illegal move at 6..., got {other:?}"),
    }
    let err = vi.replay(&games[0]).expect_err("illegal");
    assert!(
        err.to_string()
            .starts_with("move 6...: `c:d5`: not a legal move here, expected one of"),
        "{err}"
    );
    let restored = vi.replay(&games[1]).expect("the restored game replays");
    let start = g.start().expect("start");
    assert_eq!(
        en.write_line(&start, &restored.moves).join(" "),
        "d4 Nf6 c4 e6 Nc3 Bb4 Bd2 O-O e4 d5 exd5 exd5 cxd5 Bxc3 Bxc3 Nxd5 Nf3 b6"
    );
    assert_eq!(
        vi.write_line(&start, &restored.moves).join(" "),
        "d4 Mf6 c4 e6 Mc3 Tb4 Td2 0-0 e4 d5 exd5 exd5 cxd5 Txc3 Txc3 Mxd5 Mf3 b6"
    );
}

#[test]
fn xiangqi_pgn_in_vietnamese_and_wxf() {
    let (d, g) = rules("vn-xiangqi-1999");
    let vi = Notation::shipped(&d, &g, "xiangqi-vi").expect("xiangqi-vi");
    let wxf = Notation::shipped(&d, &g, "xiangqi-wxf").expect("xiangqi-wxf");
    let iccs = Notation::shipped(&d, &g, "xiangqi-iccs").expect("xiangqi-iccs");
    let text = std::fs::read_to_string(fixture("pgn/xiangqi-vi.pgn")).expect("reads");
    let games = read_all(&text).expect("parses");
    assert_eq!(games[0].tag("Red"), Some("Trắng"));
    let replayed = vi.replay(&games[0]).expect("replays");
    let start = replayed.start;
    assert_eq!(
        iccs.write_line(&start, &replayed.moves).join(" "),
        "h2e2 b9c7 b0c2 h7e7 a0b0 h9g7 b0b1 i9h9 b1f1 e7e8"
    );
    assert_eq!(
        wxf.write_line(&start, &replayed.moves).join(" "),
        "C2.5 H2+3 H8+7 C8.5 R9.8 H8+7 R8+1 R9.8 R8.4 C5-1"
    );
    let exported = wxf.export(&games[0].tags, &start, &replayed.moves, Some("*"));
    let out = wxf.pgn_text(&exported).expect("writes");
    assert!(
        out.contains("1. C2.5 H2+3 2. H8+7 C8.5 3. R9.8 H8+7 4. R8+1 R9.8 5. R8.4 C5-1 *"),
        "{out}"
    );
    let again = read_all(&out).expect("re-reads");
    assert_eq!(wxf.replay(&again[0]).expect("replays").moves, replayed.moves);
}

fn files(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.to_string_lossy().ends_with(suffix));
    v.sort();
    v
}

/// Which archive files a round trip reads.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Files {
    /// Every file.
    All,
    /// The smallest file of each kind (chess PGN, ICCS PGN, xiangqi JSON lines): about a third
    /// of the archives, for the everyday `cargo test --workspace`.
    SmallestOfEachKind,
}

/// The files of `dir` ending in `suffix`, sorted; only the smallest for [`Files::SmallestOfEachKind`].
fn files_of(dir: &Path, suffix: &str, which: Files) -> Vec<PathBuf> {
    let all = files(dir, suffix);
    match which {
        Files::All => all,
        Files::SmallestOfEachKind => all
            .into_iter()
            .min_by_key(|p| std::fs::metadata(p).map_or(u64::MAX, |m| m.len()))
            .into_iter()
            .collect(),
    }
}

/// The smallest archive of each kind round-trips (the next test, run by `.ci/run`, reads them
/// all).
#[test]
fn archives_round_trip_in_every_notation() {
    round_trip(Files::SmallestOfEachKind);
}

/// Every archive, run by `.ci/run`.
#[test]
#[ignore = "run by .ci/run: cargo test -p trongtai-notation --test notation -- --ignored --exact archives::full_archives_round_trip_in_every_notation"]
fn full_archives_round_trip_in_every_notation() {
    round_trip(Files::All);
}

/// Every notation round-trips on the archives: `TRONGTAI_ARCHIVES`, else the shared archives
/// beside the repository (`../shared/archives`, where CI finds them); skipped when neither is
/// there. Every move of every game is written and read back in every notation of its game (SAN
/// and Vietnamese letters; Vietnamese, Asian, WXF and ICCS xiangqi), and every game is exported
/// as PGN and read back.
fn round_trip(which: Files) {
    let dir = match std::env::var_os("TRONGTAI_ARCHIVES") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/archives"),
    };
    if !dir.is_dir() {
        println!("skipped: no archives at {} (set TRONGTAI_ARCHIVES)", dir.display());
        return;
    }
    let (d, g) = rules("fide-2001");
    let en = Notation::shipped(&d, &g, "chess-en").expect("chess-en");
    let vi = Notation::shipped(&d, &g, "chess-vi").expect("chess-vi");
    let (xd, xg) = rules("vn-xiangqi-1999");
    let n = |id: &str| Notation::shipped(&xd, &xg, id).expect("notation");
    let (xvi, asian, wxf, iccs) = (n("xiangqi-vi"), n("xiangqi-asian"), n("xiangqi-wxf"), n("xiangqi-iccs"));
    // The files are independent: each is checked on a thread of its own (the suite's longest
    // test otherwise keeps one core busy while the other waits).
    let checks = std::thread::scope(|scope| {
        let mut running = Vec::new();
        for path in files_of(&dir.join("chess"), ".pgn", which) {
            let (en, vi) = (&en, &vi);
            running.push(scope.spawn(move || {
                let name = path.display().to_string();
                let f = ok(archive_check::check_chess_pgn(en, vi, open(&path), &name));
                assert!(f.games > 0, "{name}");
                assert_eq!(f.written_read, 2 * f.plies, "{name}");
                assert_eq!(f.identities_checked, f.plies, "{name}");
                (name, f)
            }));
        }
        for path in files_of(&dir.join("xiangqi"), "_iccs.pgn", which) {
            let iccs = &iccs;
            running.push(scope.spawn(move || {
                let name = path.display().to_string();
                let (f, _) = ok(archive_check::check_iccs_pgn(iccs, open(&path), &name));
                assert!(f.games > 0, "{name}");
                (name, f)
            }));
        }
        for path in files_of(&dir.join("xiangqi"), ".jsonl", which) {
            let (xg, all) = (&xg, [&xvi, &asian, &wxf, &iccs]);
            running.push(scope.spawn(move || {
                let name = path.display().to_string();
                let (f, _) = ok(archive_check::check_xiangqi_jsonl(xg, &all, open(&path), &name));
                assert_eq!(f.written_read, 4 * f.plies, "{name}");
                assert_eq!(f.identities_checked, f.plies, "{name}");
                (name, f)
            }));
        }
        running
            .into_iter()
            .map(|t| t.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            .collect::<Vec<_>>()
    });
    let mut total = Figures::default();
    for (name, f) in &checks {
        println!("{name}: {} games, {} plies", f.games, f.plies);
        total.add(f);
    }
    println!(
        "total: {} games, {} plies, {} written and read back",
        total.games, total.plies, total.written_read
    );
    assert!(total.games > 0);
}
