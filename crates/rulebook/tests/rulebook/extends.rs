//! `extends` chains: merge child over base, provenance, cycles, unknown ids, collected problems.
//! The rulebooks live in an in-memory library next to the shipped game definitions.

use trongtai_rulebook::model::Outcome;
use trongtai_rulebook::{Library, LoadError, Origin, Rulebook};

pub(crate) const BASE: &str = r#"
RulebookFile(
    id: "base",
    version: "1.0.0",
    title: (vi: "Gốc", en: "Base"),
    law: (document: "TEST", edition: "1", source: "seeds/test.txt"),
    game: (
        file: "games/chess.ron",
        articles: {
            "board": "1", "start": "2", "piece.king": "3", "piece.queen": "4", "piece.rook": "5",
            "piece.bishop": "6", "piece.knight": "7", "piece.pawn": "8", "promotion.pawn": "9",
            "en-passant.pawn": "10", "castling.king-side": "11", "castling.queen-side": "11",
        },
    ),
    end: (
        checkmate: (value: SideToMoveLoses, article: "20"),
        stalemate: (value: Draw, article: "21", note: "base note"),
        drawn_endings: [
            (value: (id: "kk", one: Exactly({"king": 1}), other: Exactly({"king": 1})), article: "22"),
        ],
    ),
    clock: (
        time_controls: {},
        clock_at_start: (value: FirstSideRuns, article: "30"),
        late_arrival: (value: (limit: Fixed(Hours(1)), at_resumption: true), article: "31"),
        both_late: (value: BothLose, article: "32"),
        flag_fall: (value: (drawn_if: []), article: "33"),
        flag_observed: (value: ByArbiter, article: "36"),
        game_end_needs_press: (value: false, article: "34"),
        repeated_checks_in_quota: (value: None, article: "35"),
        time_class: (value: (), article: "35"),
        quickplay_finish: (value: NotInThisLaw, article: "35"),
    ),
    draws: (
        repetition: (value: Claim(occurrences: 3), article: "40"),
        move_count: (value: (moves: 50, reset: CaptureOrIrreversible), article: "41"),
        move_count_extended: [],
        wrong_claim: (value: (penalty: AddToOpponent(Minutes(3)), intended_move_played: true), article: "42"),
        offers: (value: (proper: Any, on_opponents_time: Nothing, forbidden_when_lost: false), article: "43"),
        offer_by_absent: (value: Void, article: "46"),
        claim_is_offer: (value: false, article: "47"),
        claim_stops_clocks: (value: true, article: "49"),
        claim_withdrawable: (value: false, article: "49"),
        intended_move_written: (value: false, article: "48"),
        perpetual_check: (value: NotInThisLaw, article: "44"),
        mutual_perpetual_check: (value: NotInThisLaw, article: "45"),
        perpetual_chase: (value: NotInThisLaw, article: "45"),
        automatic_repetition: (value: NotInThisLaw, article: "42"),
        automatic_move_count: (value: NotInThisLaw, article: "42"),
        claim_right_lost: (value: Moving, article: "42"),
    ),
    ends: (
        resignation: (value: OpponentWins, article: "50"),
        agreement: (value: Draw, article: "51"),
        illegal_sealed_move: (value: SealerLoses, article: "52"),
        cannot_win: (value: [], article: "53"),
        sealed_move_opened: (value: AtResumption, article: "54"),
        wrong_sealed_move: (value: SealerLoses, article: "55"),
        abandoned_adjournment: (value: AbandonerLoses, article: "56"),
        scoring: (value: NotInThisLaw, article: "57"),
    ),
    conduct: (
        touch_move: (
            value: (own: [], enemy: [], own_then_enemy: [], enemy_then_own: [], unknown_order: OwnFirst, escape: Nothing),
            article: "60",
        ),
        touch_claim: (value: BeforeClaimantTouches, article: "61"),
        adjust: (value: AfterAnnouncing, article: "65"),
        incomplete_promotion: (value: AsIllegalMove, article: "66"),
        illegal_move: (value: (sanctions: [], draw_if_opponent_cannot_win: false, same_piece: false), article: "62"),
        offences: {},
        irregular_setup: {},
        both_at_fault: (value: NotInThisLaw, article: "67"),
        error_limits: (value: (), article: "63"),
        scoresheet: (value: (), article: "64"),
        notation: (value: (accepted: None, other: Nothing, other_is_evidence: true), article: "68"),
        incomplete_castling: (value: MustComplete, article: "69"),
        move_fixed: (value: WhenReleased, article: "73"),
        restore_displaced: (value: false, article: "70"),
        displaced_found: (value: NotInThisLaw, article: "71"),
        setup_claim_deadline: (value: None, article: "72"),
    ),
)
"#;

const CHILD: &str = r#"
RulebookFile(
    id: "child",
    version: "0.2.0",
    title: (vi: "Con", en: "Child"),
    extends: "base",
    game: (articles: {"piece.queen": "C.4"}),
    end: (
        stalemate: (value: SideToMoveLoses, article: "C.21"),
        drawn_endings: [],
    ),
)
"#;

fn library() -> Library {
    let shipped = Library::shipped();
    let mut library = Library::empty("mem");
    for name in ["games/chess.ron", "games/xiangqi.ron"] {
        library.insert(name, shipped.get(name).expect("shipped game"));
    }
    library.with("base.ron", BASE).with("child.ron", CHILD)
}

fn rulebook(id: &str, library: &Library) -> Rulebook {
    Rulebook::load(library, id).unwrap_or_else(|err| panic!("{id} does not load:\n{err}"))
}

fn file_of<'a>(rb: &'a Rulebook, path: &str) -> &'a str {
    rb.provenance()
        .find(|e| e.path == path)
        .map(|e| e.file.as_str())
        .unwrap_or_else(|| panic!("no provenance for {path}"))
}

#[test]
fn child_values_override_base_values() {
    let rb = rulebook("child", &library());
    assert_eq!(rb.id(), "child");
    assert_eq!(rb.version(), "0.2.0");
    assert_eq!(rb.law().document, "TEST");
    assert_eq!(rb.end().checkmate.article, "20");
    // A cited value is replaced whole: the base note does not survive.
    assert_eq!(rb.end().stalemate.value, Outcome::SideToMoveLoses);
    assert_eq!(rb.end().stalemate.article, "C.21");
    assert_eq!(rb.end().stalemate.note, None);
    // Lists are replaced whole.
    assert!(rb.end().drawn_endings.is_empty());
    // Maps merge key by key.
    assert_eq!(rb.game_ref().articles["piece.queen"], "C.4");
    assert_eq!(rb.game_ref().articles["piece.king"], "3");
    assert_eq!(rb.game_ref().file, "games/chess.ron");
    assert_eq!(rb.game().id, "chess");
}

#[test]
fn provenance_names_the_file_that_set_each_value() {
    let rb = rulebook("child", &library());
    let files: Vec<&str> = rb.files().iter().map(|f| f.path()).collect();
    assert_eq!(files, ["mem/child.ron", "mem/base.ron"]);
    assert_eq!(file_of(&rb, "end.stalemate"), "mem/child.ron");
    assert_eq!(file_of(&rb, "end.checkmate"), "mem/base.ron");
    assert_eq!(file_of(&rb, "game.articles.piece.queen"), "mem/child.ron");
    assert_eq!(file_of(&rb, "game.articles.piece.king"), "mem/base.ron");
    assert_eq!(file_of(&rb, "game.file"), "mem/base.ron");
    assert_eq!(file_of(&rb, "law.document"), "mem/base.ron");
    assert_eq!(file_of(&rb, "id"), "mem/child.ron");
    assert_eq!(rb.set_by("end.drawn_endings").map(|f| f.path()), Some("mem/child.ron"));
    let stalemate = rb.provenance().find(|e| e.path == "end.stalemate").expect("entry");
    assert_eq!(stalemate.value, "SideToMoveLoses");
    assert_eq!(stalemate.article.as_deref(), Some("C.21"));
    assert_eq!(rb.game_file().origin(), &Origin::Library("games/chess.ron".into()));
}

#[test]
fn provenance_lists_each_cited_list_element() {
    let rb = rulebook("base", &library());
    let entry = rb
        .provenance()
        .find(|e| e.path == "end.drawn_endings[0]")
        .expect("entry");
    assert_eq!(entry.article.as_deref(), Some("22"));
    assert_eq!(
        entry.value,
        r#"(id: "kk", one: Exactly({"king": 1}), other: Exactly({"king": 1}))"#
    );
}

#[test]
fn three_level_chain() {
    let grandchild = r#"RulebookFile(id: "grandchild", version: "0.0.1", title: (vi: "Cháu", en: "Grandchild"),
        extends: "child.ron", end: (checkmate: (value: SideToMoveLoses, article: "G.1")))"#;
    let lib = library().with("grandchild.ron", grandchild);
    let rb = rulebook("grandchild", &lib);
    let files: Vec<&str> = rb.files().iter().map(|f| f.path()).collect();
    assert_eq!(files, ["mem/grandchild.ron", "mem/child.ron", "mem/base.ron"]);
    assert_eq!(file_of(&rb, "end.checkmate"), "mem/grandchild.ron");
    assert_eq!(file_of(&rb, "end.stalemate"), "mem/child.ron");
    assert_eq!(file_of(&rb, "law.document"), "mem/base.ron");
}

#[test]
fn cycles_are_reported_where_they_close() {
    let a = "RulebookFile(id: \"a\", version: \"0.1.0\", title: (vi: \"a\", en: \"a\"),\n    extends: \"b\")";
    let b = "RulebookFile(id: \"b\", version: \"0.1.0\", title: (vi: \"b\", en: \"b\"),\n    extends: \"a\")";
    let lib = library().with("a.ron", a).with("b.ron", b);
    let err = Rulebook::load(&lib, "a").expect_err("cycle");
    assert_eq!(
        err.to_string(),
        "mem/b.ron:2:14: `extends` makes a cycle (mem/a.ron -> mem/b.ron -> mem/a.ron), \
         expected a chain that ends in a rulebook without `extends` or `amends`"
    );
    let me = "RulebookFile(id: \"me\", version: \"0.1.0\", title: (vi: \"m\", en: \"m\"), extends: \"me\")";
    let err = Rulebook::load(&library().with("me.ron", me), "me").expect_err("self cycle");
    assert!(err.to_string().contains("(mem/me.ron -> mem/me.ron)"), "{err}");
}

#[test]
fn unknown_ids_are_reported() {
    let err = Rulebook::load(&library(), "nope").expect_err("unknown id");
    assert_eq!(
        err,
        LoadError::UnknownId {
            id: "nope".into(),
            known: vec!["base".into(), "child".into()],
        }
    );
    let orphan =
        "RulebookFile(id: \"orphan\", version: \"0.1.0\", title: (vi: \"o\", en: \"o\"),\n  extends: \"nope\")";
    let err = Rulebook::load(&library().with("orphan.ron", orphan), "orphan").expect_err("unknown base");
    assert_eq!(
        err.to_string(),
        "mem/orphan.ron:2:12: unknown rulebook id `nope`, expected one of `base`, `child`, `orphan` or a path to a .ron file"
    );
}

#[test]
fn an_incomplete_base_is_fine_once_the_child_completes_it() {
    let partial = r#"RulebookFile(id: "partial", version: "0.1.0", title: (vi: "p", en: "p"), extends: "base",
        end: (checkmate: (value: Draw, article: "P.1")))"#;
    let rb = rulebook("partial", &library().with("partial.ron", partial));
    assert_eq!(rb.end().checkmate.value, Outcome::Draw);
    assert_eq!(rb.end().stalemate.article, "21");
    assert_eq!(rb.end().stalemate.note.as_deref(), Some("base note"));
}

#[test]
fn every_problem_is_reported() {
    let bad = "RulebookFile(\n  id: \"Bad\",\n  version: \"1\",\n  title: (vi: \"b\", en: \"b\"),\n)";
    let err = Rulebook::load(&library().with("Bad.ron", bad), "Bad").expect_err("invalid");
    assert_eq!(
        err.to_string(),
        "mem/Bad.ron:1:1: missing `law`, expected the legal text this rulebook encodes (here or in a rulebook this one extends)\n\
         mem/Bad.ron:1:1: missing `game`, expected the game definition and its articles (here or in a rulebook this one extends)\n\
         mem/Bad.ron:1:1: missing `end.checkmate`, expected a cited outcome for checkmate (here or in a rulebook this one extends)\n\
         mem/Bad.ron:1:1: missing `end.stalemate`, expected a cited outcome for stalemate (here or in a rulebook this one extends)\n\
         mem/Bad.ron:1:1: missing `clock`, expected the `clock` section (here or in a rulebook this one extends)\n\
         mem/Bad.ron:1:1: missing `draws`, expected the `draws` section (here or in a rulebook this one extends)\n\
         mem/Bad.ron:1:1: missing `ends`, expected the `ends` section (here or in a rulebook this one extends)\n\
         mem/Bad.ron:1:1: missing `conduct`, expected the `conduct` section (here or in a rulebook this one extends)\n\
         mem/Bad.ron:2:7: id `Bad` is not valid, expected lower-case letters, digits and `-`\n\
         mem/Bad.ron:3:12: version `1` is not valid, expected a semantic version x.y.z"
    );
    assert_eq!(err.problems().len(), 10);
}

#[test]
fn a_library_file_must_carry_its_own_id() {
    let lib = library().with("other.ron", BASE);
    let err = Rulebook::load(&lib, "other").expect_err("id mismatch");
    assert_eq!(
        err.to_string(),
        "mem/other.ron:3:9: id `base` differs from the file name, expected `other`"
    );
}

#[test]
fn disk_paths_load_with_their_games_from_disk() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../rules/fide-2001.ron");
    let rb = Rulebook::load(&Library::shipped(), path).expect("loads from disk");
    assert_eq!(rb.id(), "fide-2001");
    assert!(matches!(rb.files()[0].origin(), Origin::Disk(_)));
    assert!(matches!(rb.game_file().origin(), Origin::Disk(_)));
    assert!(rb.game_file().path().ends_with("rules/games/chess.ron"));
    let err = Rulebook::load(&Library::shipped(), "no/such/file.ron").expect_err("missing");
    assert_eq!(
        err.to_string(),
        "no/such/file.ron:1:1: file not found, expected an existing file"
    );
}

#[test]
fn no_input_makes_it_panic() {
    // Every prefix of a shipped rulebook, and every single-character corruption of it at a
    // sample of places, loads or fails with located one-line problems.
    let text = Library::shipped().get("fide-2001.ron").expect("shipped").to_owned();
    // A prime step keeps the sample spread over every kind of place while the suite stays fast
    // (about 260 places; the fuzz targets `rules` and `local_chain` of `.ci/run` try far more).
    let mut cuts: Vec<usize> = (0..text.len())
        .step_by(89)
        .filter(|&i| text.is_char_boundary(i))
        .collect();
    cuts.push(text.len());
    let check = |cut: usize| {
        let mut variants = vec![text[..cut].to_owned()];
        if cut < text.len() {
            for junk in ["\"", ")", "]", "(", "7", "x"] {
                let mut corrupted = text.clone();
                corrupted.insert_str(cut, junk);
                variants.push(corrupted);
            }
        }
        for variant in variants {
            let lib = library().with("fide-2001.ron", variant);
            match Rulebook::load(&lib, "fide-2001") {
                Ok(_) => {}
                Err(err) => {
                    for line in err.to_string().lines() {
                        assert!(line.starts_with("mem/fide-2001.ron:"), "{line}");
                        assert!(!line.ends_with('.'), "{line}");
                    }
                }
            }
        }
    };
    // The cuts are independent: interleaved over a few threads, so the suite's longest test
    // does not leave the other cores idle.
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(8);
    std::thread::scope(|scope| {
        for first in 0..threads {
            let (cuts, check) = (&cuts, &check);
            scope.spawn(move || cuts.iter().skip(first).step_by(threads).for_each(|&cut| check(cut)));
        }
    });
}

#[test]
fn a_drawn_ending_may_not_draw_when_only_one_side_cannot_mate() {
    // Drawn endings match with either side as `one`: "one side cannot checkmate" there would
    // draw games the other side can still win.
    let one_side = r#"RulebookFile(id: "one-side", version: "0.1.0", title: (vi: "o", en: "o"), extends: "base",
        end: (drawn_endings: [(value: (id: "x", one: Any, other: Any, condition: CannotCheckmate), article: "X.1")]))"#;
    let err = Rulebook::load(&library().with("one-side.ron", one_side), "one-side").expect_err("invalid");
    assert!(
        err.to_string()
            .contains("`CannotCheckmate` would draw a game one side can still win; expected `NeitherCanCheckmate`"),
        "{err}"
    );
    let both = one_side
        .replace("CannotCheckmate", "NeitherCanCheckmate")
        .replace("one-side", "both");
    rulebook("both", &library().with("both.ron", &both));
}
