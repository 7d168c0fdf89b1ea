//! The notation files, SAN for chess, the xiangqi notations and their errors.

use std::path::Path;

use trongtai_engine::{Game, GamePosition, Move};
use trongtai_notation::data::SHIPPED;
use trongtai_notation::{MoveTextError, Notation, NotationDef, NotationError};
use trongtai_rulebook::{GameDef, Library, Rulebook};

fn rules(id: &str) -> (GameDef, Game) {
    let rulebook = Rulebook::load(&Library::shipped(), id).expect("rulebook loads");
    let def = rulebook.game().clone();
    let game = Game::compile(&def).expect("game compiles");
    (def, game)
}

fn chess() -> (GameDef, Game) {
    rules("fide-2001")
}

fn xiangqi() -> (GameDef, Game) {
    rules("vn-xiangqi-1999")
}

fn notation<'g>(def: &GameDef, game: &'g Game, id: &str) -> Notation<'g> {
    Notation::shipped(def, game, id).unwrap_or_else(|e| panic!("{id}: {e}"))
}

fn fen(game: &Game, fen: &str) -> GamePosition {
    game.parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Every legal move of `pos`, written: sorted.
fn all_written(n: &Notation, pos: &GamePosition) -> Vec<String> {
    let mut v: Vec<String> = n.game().legal_moves(pos).iter().map(|m| n.write(pos, m)).collect();
    v.sort();
    v
}

/// Every legal move of `pos` writes to a text that reads back to it, and no two moves share a
/// text.
fn assert_round_trip(n: &Notation, pos: &GamePosition) {
    let legal = n.game().legal_moves(pos);
    let mut seen: Vec<String> = Vec::new();
    for m in &legal {
        let text = n.write(pos, m);
        assert!(
            !seen.contains(&text),
            "{}: `{text}` written twice in {}",
            n.id(),
            n.game().fen(pos)
        );
        let back = n
            .read(pos, &text)
            .unwrap_or_else(|e| panic!("{}: {e} in {}", n.id(), n.game().fen(pos)));
        assert_eq!(&back, m, "{}: `{text}`", n.id());
        seen.push(text);
    }
}

fn read(n: &Notation, pos: &GamePosition, text: &str) -> Move {
    n.read(pos, text).unwrap_or_else(|e| panic!("{}: {e}", n.id()))
}

#[test]
fn every_file_in_rules_notation_is_embedded() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rules/notation");
    let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
        .expect("rules/notation reads")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ron"))
        .collect();
    on_disk.sort();
    let embedded: Vec<String> = SHIPPED.iter().map(|(n, _)| (*n).to_owned()).collect();
    assert_eq!(
        embedded, on_disk,
        "crates/notation/src/data.rs must embed every rules/notation/*.ron"
    );
    for (name, text) in SHIPPED {
        let disk = std::fs::read_to_string(dir.join(name)).expect("file reads");
        assert_eq!(&disk, text, "rules/notation/{name} differs from the embedded copy");
        let def = NotationDef::parse(name, text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(format!("{}.ron", def.id), *name, "the id is the file name");
    }
}

#[test]
fn every_shipped_notation_fits_its_game_and_cites_its_sources() {
    let (cd, cg) = chess();
    let (xd, xg) = xiangqi();
    for id in trongtai_notation::shipped_ids() {
        let def = NotationDef::shipped(&id).unwrap_or_else(|e| panic!("{e}"));
        assert!(!def.source.is_empty());
        assert!(def.pieces.values().all(|l| !l.source.is_empty()), "{id}");
        let n = match def.game.as_str() {
            "chess" => Notation::new(&cd, &cg, def),
            "xiangqi" => Notation::new(&xd, &xg, def),
            other => panic!("{id}: unknown game {other}"),
        };
        if let Err(e) = n {
            panic!("{e}");
        }
    }
    // A notation does not fit another game.
    let err = Notation::shipped(&cd, &cg, "xiangqi-vi").expect_err("xiangqi letters on chess");
    assert!(err.to_string().contains("expected `chess`"), "{err}");
}

#[test]
fn notation_files_are_strict() {
    let text = SHIPPED[0]
        .1
        .replace("source: \"E1, E2; PGN 8.2.3.2\"),", "source: \"E1\", colour: 1),");
    let err = NotationDef::parse("x.ron", &text).expect_err("unknown field");
    let shown = err.to_string();
    assert!(shown.starts_with("x.ron:"), "{shown}");
    assert!(shown.contains("colour"), "{shown}");
    let err = NotationDef::shipped("klingon").expect_err("unknown id");
    assert!(matches!(err, NotationError::Unknown { .. }));
    assert!(err.to_string().contains("`chess-en`"), "{err}");
    // A missing letter and an unknown piece.
    let (cd, cg) = chess();
    let mut def = NotationDef::shipped("chess-en").expect("reads");
    let knight = def.pieces.remove("knight").expect("knight");
    def.pieces.insert("camel".to_owned(), knight);
    let err = Notation::new(&cd, &cg, def).expect_err("does not fit");
    let shown = err.to_string();
    assert!(shown.contains("no letter for piece `knight`"), "{shown}");
    assert!(shown.contains("unknown piece `camel`"), "{shown}");
}

#[test]
fn san_writes_disambiguation_checks_castling_promotion() {
    let (d, g) = chess();
    let en = notation(&d, &g, "chess-en");
    let start = g.start().expect("start");
    let written = all_written(&en, &start);
    assert!(written.contains(&"Nf3".to_owned()) && written.contains(&"e4".to_owned()));
    // Knights on b8 and f6 both reach d7: the file tells them apart. Rooks a1 and a5 reach a3:
    // the rank does. Three queens: file and rank.
    let pos = fen(&g, "1n2k3/8/5n2/R7/8/8/8/R3K3 b - - 0 1");
    let written = all_written(&en, &pos);
    assert!(
        written.contains(&"Nbd7".to_owned()) && written.contains(&"Nfd7".to_owned()),
        "{written:?}"
    );
    let pos = fen(&g, "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    let written = all_written(&en, &pos);
    assert!(
        written.contains(&"R1a3".to_owned()) && written.contains(&"R5a3".to_owned()),
        "{written:?}"
    );
    let pos = fen(&g, "k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1");
    let written = all_written(&en, &pos);
    assert!(written.contains(&"Qc3d2".to_owned()), "{written:?}");
    // Castling, promotion with capture and check, en passant, mate.
    let pos = fen(&g, "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
    let written = all_written(&en, &pos);
    for w in ["O-O", "O-O-O", "exd6", "bxa8=Q+", "b8=N", "Rxa8+"] {
        assert!(written.contains(&w.to_owned()), "{w} not in {written:?}");
    }
    let pos = fen(&g, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    assert!(all_written(&en, &pos).contains(&"Ra8#".to_owned()));
    for fen_text in [
        "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
        "1n2k3/8/5n2/R7/8/8/8/R3K3 b - - 0 1",
        "k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ] {
        let pos = fen(&g, fen_text);
        for id in ["chess-en", "chess-vi"] {
            assert_round_trip(&notation(&d, &g, id), &pos);
        }
    }
}

#[test]
fn san_reads_leniently() {
    let (d, g) = chess();
    let en = notation(&d, &g, "chess-en");
    let vi = notation(&d, &g, "chess-vi");
    let pos = fen(&g, "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
    let text = |m: Move| g.move_text(&m);
    assert_eq!(text(read(&en, &pos, "0-0")), "e1g1");
    assert_eq!(text(read(&en, &pos, "O-O-O+")), "e1c1");
    assert_eq!(text(read(&en, &pos, "b8Q")), "b7b8q");
    assert_eq!(text(read(&en, &pos, "b8=q")), "b7b8q");
    assert_eq!(text(read(&en, &pos, "bxa8Q")), "b7a8q");
    assert_eq!(text(read(&en, &pos, "b7xa8=Q+!?")), "b7a8q");
    assert_eq!(text(read(&en, &pos, "exd6 e.p.")), "e5d6");
    assert_eq!(text(read(&en, &pos, "Rxa8")), "a1a8");
    assert_eq!(text(read(&en, &pos, "Ra1-a8")), "a1a8");
    assert_eq!(text(read(&en, &pos, "Kg1")), "e1g1");
    // Vietnamese letters: V H X T M, promotion without a sign, `:` for captures, 0.0-0 [SIC].
    assert_eq!(text(read(&vi, &pos, "b8H")), "b7b8q");
    assert_eq!(text(read(&vi, &pos, "b:a8M")), "b7a8n");
    assert_eq!(text(read(&vi, &pos, "X:a8+")), "a1a8");
    assert_eq!(text(read(&vi, &pos, "0.0-0")), "e1c1");
    assert_eq!(text(read(&vi, &pos, "e:d6qđ")), "e5d6");
    assert_eq!(vi.write(&pos, &read(&en, &pos, "bxa8=Q+")), "bxa8H+");
    let start = g.start().expect("start");
    assert_eq!(text(read(&vi, &start, "Mf3")), "g1f3");
    // The FIDE01 sample game opens 1.d4 Mf6 2.c4 e6 3.Mc3 Tb4.
    let moves = vi
        .read_line(&start, &["d4", "Mf6", "c4", "e6", "Mc3", "Tb4"])
        .expect("sample game");
    let en_texts = en.write_line(&start, &moves);
    assert_eq!(en_texts, ["d4", "Nf6", "c4", "e6", "Nc3", "Bb4"]);
}

#[test]
fn san_errors_name_the_text_and_what_was_expected() {
    let (d, g) = chess();
    let en = notation(&d, &g, "chess-en");
    let pos = fen(&g, "1n2k3/8/5n2/8/8/8/8/4K3 b - - 0 1");
    match en.read(&pos, "Nd7") {
        Err(MoveTextError::Ambiguous { text, candidates }) => {
            assert_eq!(text, "Nd7");
            assert_eq!(candidates, ["Nbd7", "Nfd7"]);
        }
        other => panic!("expected ambiguous, got {other:?}"),
    }
    let err = en.read(&pos, "Nd7").expect_err("ambiguous");
    assert_eq!(
        err.to_string(),
        "`Nd7`: ambiguous, it fits `Nbd7` and `Nfd7`; expected one of them"
    );
    let err = en.read(&pos, "Nd6").expect_err("illegal");
    assert!(matches!(err, MoveTextError::Illegal { .. }));
    let shown = err.to_string();
    assert!(
        shown.starts_with("`Nd6`: not a legal move here, expected one of `Na6`"),
        "{shown}"
    );
    let err = en.read(&pos, "hello").expect_err("unparseable");
    assert!(matches!(err, MoveTextError::Unparseable { .. }));
    assert!(err.to_string().contains("a piece letter (K Q R B N)"), "{err}");
    let pos = fen(&g, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let err = en.read(&pos, "b8").expect_err("promotion piece missing");
    assert!(err.to_string().contains("`b8=N`"), "{err}");
}

#[test]
fn xiangqi_law_examples() {
    let (d, g) = xiangqi();
    let vi = notation(&d, &g, "xiangqi-vi");
    let asian = notation(&d, &g, "xiangqi-asian");
    let wxf = notation(&d, &g, "xiangqi-wxf");
    let iccs = notation(&d, &g, "xiangqi-iccs");
    let start = g.start().expect("start");
    // XQ99 11.2: "1) P2-5 M2.3  2) M8.7 P8-5".
    let moves = vi
        .read_line(&start, &["P2-5", "M2.3", "M8.7", "P8-5"])
        .expect("the law's example reads");
    let engine: Vec<String> = moves.iter().map(|m| g.move_text(m)).collect();
    assert_eq!(engine, ["h3e3", "b10c8", "b1c3", "h8e8"]);
    assert_eq!(asian.write_line(&start, &moves), ["P2=5", "M2+3", "M8+7", "P8=5"]);
    assert_eq!(wxf.write_line(&start, &moves), ["C2.5", "H2+3", "H8+7", "C8.5"]);
    assert_eq!(iccs.write_line(&start, &moves), ["h2e2", "b9c7", "b0c2", "h7e7"]);
    assert_eq!(vi.write_line(&start, &moves), ["P2-5", "M2.3", "M8.7", "P8-5"]);
    // WXF as many books write it, and ICCS as the ICCS server wrote it.
    assert_eq!(wxf.read_line(&start, &["C2=5", "H2+3"]).expect("reads"), moves[..2]);
    assert_eq!(iccs.read_line(&start, &["H2-E2", "b9c7"]).expect("reads"), moves[..2]);
    // Straight moves count steps, retreats use the retreat sign.
    let pos = g.play(&start, moves[0]);
    let pos = g.play(&pos, moves[1]);
    let m = read(&vi, &pos, "P5/1");
    assert_eq!(g.move_text(&m), "e3e2");
    assert_eq!(asian.write(&pos, &m), "P5.1");
    assert_eq!(wxf.write(&pos, &m), "C5-1");
    assert_eq!(g.move_text(&read(&vi, &pos, "X1.2")), "i1i3");
    assert_eq!(g.move_text(&read(&vi, &pos, "Tg5.1")), "e1e2");
    assert_eq!(g.move_text(&read(&wxf, &pos, "K5+1")), "e1e2");
    for n in [&vi, &asian, &wxf, &iccs] {
        assert_round_trip(n, &start);
        assert_round_trip(n, &pos);
    }
}

#[test]
fn xiangqi_tandem_pieces() {
    let (d, g) = xiangqi();
    let vi = notation(&d, &g, "xiangqi-vi");
    let asian = notation(&d, &g, "xiangqi-asian");
    let wxf = notation(&d, &g, "xiangqi-wxf");
    // Red chariots on e5 and e2 (red's file 5), cannons on b3 and b8 (red's file 8), red
    // soldiers three on file c (red's 7) and two on file g (red's 3).
    let pos = fen(&g, "5k3/9/1CP6/2P3P2/2P1R1P2/9/9/1C7/4R4/3K5 w - - 0 1");
    let written = all_written(&vi, &pos);
    for w in [
        "Xt.1", "Xs/1", "Xs-1", "Pt-9", "Ps.1", "7t.1", "7g-8", "7s-6", "3t-4", "3s-2",
    ] {
        assert!(written.contains(&w.to_owned()), "vi {w} not in {written:?}");
    }
    let written = all_written(&wxf, &pos);
    for w in [
        "R++1", "R--1", "R-.9", "C+.9", "C-+1", "7+.6", "77.8", "7-.6", "3+.4", "3-.2",
    ] {
        assert!(written.contains(&w.to_owned()), "wxf {w} not in {written:?}");
    }
    for n in [&vi, &asian, &wxf] {
        assert_round_trip(n, &pos);
    }
    // The law's own tandem examples: "Xs.2 Bt-3" and "Bg.1".
    let pos = fen(&g, "3k5/9/6P2/9/6P2/4R1P2/9/9/9/4RK3 w - - 0 1");
    assert_eq!(g.move_text(&read(&vi, &pos, "Xs.2")), "e1e3");
    assert_eq!(g.move_text(&read(&vi, &pos, "Bt-4")), "g8f8");
    assert_eq!(g.move_text(&read(&vi, &pos, "Bg.1")), "g6g7");
    // Lenient: the file number instead of the mark, when it is not ambiguous.
    assert_eq!(g.move_text(&read(&vi, &pos, "X5/1")), "e5e4");
    let err = vi.read(&pos, "X5.1").expect_err("both chariots");
    assert!(matches!(err, MoveTextError::Ambiguous { .. }), "{err}");
    // Five soldiers on one file: the foremost and rearmost replace the letter.
    let pos = fen(&g, "2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1");
    let written = all_written(&wxf, &pos);
    for w in ["++.8", "P+.8", "P7.8", "P-.8", "--.8"] {
        assert!(written.contains(&w.to_owned()), "wxf {w} not in {written:?}");
    }
    let written = all_written(&vi, &pos);
    for w in ["tt-8", "Bt-8", "Bg-8", "Bs-8", "ss-8"] {
        assert!(written.contains(&w.to_owned()), "vi {w} not in {written:?}");
    }
    for n in [&vi, &asian, &wxf] {
        assert_round_trip(n, &pos);
    }
    // Black counts files from its own right.
    let pos = fen(&g, "3k5/9/9/9/9/9/9/9/9/5K3 b - - 0 1");
    assert_eq!(g.move_text(&read(&vi, &pos, "Tg4-5")), "d10e10");
    assert_eq!(g.move_text(&read(&vi, &pos, "Tg4.1")), "d10d9");
    assert_eq!(g.move_text(&read(&wxf, &pos, "K4+1")), "d10d9");
}

#[test]
fn xiangqi_errors() {
    let (d, g) = xiangqi();
    let vi = notation(&d, &g, "xiangqi-vi");
    let start = g.start().expect("start");
    let err = vi.read(&start, "M2-3").expect_err("a horse does not traverse");
    assert!(matches!(err, MoveTextError::Illegal { .. }), "{err}");
    assert!(err.to_string().contains("`M2.1`"), "{err}");
    let err = vi.read(&start, "Q2-5").expect_err("no such letter");
    assert!(matches!(err, MoveTextError::Unparseable { .. }), "{err}");
    assert!(err.to_string().contains("(Tg S T X M P B)"), "{err}");
    let err = vi.read(&start, "P2+5").expect_err("wrong sign");
    assert!(matches!(err, MoveTextError::Unparseable { .. }), "{err}");
}

/// Each game of the shipped notations has exactly one that its archives are written in, and it is
/// the one the archive files use: SAN for chess (PGN 8.2.3), ICCS coordinates for xiangqi.
#[test]
fn one_archive_notation_per_game() {
    let defs: Vec<_> = trongtai_notation::shipped_ids()
        .iter()
        .map(|id| trongtai_notation::NotationDef::shipped(id).expect("a shipped notation reads"))
        .collect();
    let mut games: Vec<&str> = defs.iter().map(|d| d.game.as_str()).collect();
    games.sort_unstable();
    games.dedup();
    for game in games {
        let marked = defs.iter().filter(|d| d.game == game && d.archive).count();
        assert_eq!(marked, 1, "game `{game}`: {marked} notations say `archive: true`");
    }
    assert_eq!(
        trongtai_notation::archive_notation_id("chess").as_deref(),
        Some("chess-en")
    );
    assert_eq!(
        trongtai_notation::archive_notation_id("xiangqi").as_deref(),
        Some("xiangqi-iccs")
    );
    assert_eq!(trongtai_notation::archive_notation_id("shogi"), None);
}
