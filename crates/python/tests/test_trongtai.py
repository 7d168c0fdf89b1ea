"""The Python package answers as the command does: the same JSON fields and values, the same
located messages, on positions, scenarios, the shared archives and impact reports."""

import gzip
import json
import pathlib
import threading
import time

import pytest

import trongtai

STALEMATE = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
MATE = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"


def test_load_and_describe():
    book = trongtai.load("fide-2001")
    assert book.id == "fide-2001"
    assert book.game == "chess"
    assert book.on is None
    assert "vn-xiangqi-1999" in trongtai.rulebooks()
    assert repr(trongtai.load("fide-2001-club-example", on="2024-06-01")) == (
        'trongtai.load("fide-2001-club-example", on="2024-06-01")'
    )


def test_rules_are_rules_show_json(cli):
    _, out = cli("rules", "show", "fide-2001-club-example", "--on", "2024-06-01", "--format", "json")
    assert trongtai.load("fide-2001-club-example", on="2024-06-01").rules() == json.loads(out)


def test_moves_and_status_are_the_commands(cli):
    book = trongtai.load("fide-2001")
    start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    _, out = cli("moves", "--rules", "fide-2001", "--fen", start)
    assert book.moves(start) == out.split()
    assert len(book.moves(start)) == 20
    # FIDE 2001 art. 5.2(a): stalemate draws; 5.1(a): checkmate wins.
    assert book.status(STALEMATE) == {
        "state": "stalemate",
        "result": "1/2-1/2",
        "law": "FIDE01",
        "article": "5.2(a)",
        "ending": None,
    }
    mate = book.status(MATE)
    assert (mate["state"], mate["result"]) == ("checkmate", "0-1")
    _, out = cli("status", "--rules", "fide-2001", "--fen", MATE)
    assert out.split()[:2] == [mate["state"], mate["result"]]
    xq = trongtai.load("vn-xiangqi-1999")
    assert len(xq.moves("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")) == 44


def test_errors_are_located_exceptions(tmp_path):
    with pytest.raises(trongtai.RulebookError, match="no-such-book"):
        trongtai.load("no-such-book")
    broken = tmp_path / "broken.ron"
    broken.write_text('(\n  id: "broken",\n  version: 1,\n')
    with pytest.raises(trongtai.RulebookError) as caught:
        trongtai.load(str(broken))
    assert f"{broken}:" in str(caught.value)
    with pytest.raises(trongtai.PositionError, match="not a fen"):
        trongtai.load("fide-2001").moves("not a fen")
    with pytest.raises(trongtai.ScenarioError, match=r"scenario\.ron:\d+:\d+"):
        trongtai.replay("(rules: \"fide-2001\",\n  events: [oops")
    assert issubclass(trongtai.ArchiveError, trongtai.TrongtaiError)
    with pytest.raises(trongtai.ArchiveError, match="missing.pgn"):
        list(trongtai.load("fide-2001").adjudicate(str(tmp_path / "missing.pgn")))


def test_errors_are_said_in_the_language_asked_for():
    try:
        said = {}
        for lang in ("vi", "en"):
            trongtai.set_lang(lang)
            with pytest.raises(trongtai.PositionError) as caught:
                trongtai.load("fide-2001").moves("8/8/8/8/8/8/8/8 w - - 0 1")
            said[lang] = str(caught.value)
        assert said["vi"] != said["en"], said
        with pytest.raises(trongtai.TrongtaiError, match="`fr`"):
            trongtai.set_lang("fr")
    finally:
        trongtai.set_lang("en")


def test_replay_of_a_path_and_of_text_is_the_commands(cli_json_lines, at_root):
    root = at_root
    # A scenario that holds for other rulebooks too: one verdict per rulebook.
    path = next(
        str(p.relative_to(root))
        for p in sorted((root / "scenarios/fide-2001").rglob("*.ron"))
        if "holds_for" in p.read_text()
    )
    expected = cli_json_lines("replay", "--json", path)
    assert trongtai.replay(path) == expected
    text = (root / path).read_text()
    by_text = trongtai.replay(text)
    assert [dict(v, id=path) for v in by_text] == expected
    under = trongtai.load(expected[0]["rules"]).replay(path)
    assert under == cli_json_lines("replay", "--json", "--rules", expected[0]["rules"], path)[0]


def test_adjudicate_sources_agree(tmp_path):
    pgn = (
        '[Event "a"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n'
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
        '[Event "b"]\n[White "C"]\n[Black "D"]\n[Result "0-1"]\n\n1. e4 e5 2. Ke3 *\n'
    )
    book = trongtai.load("fide-2001")
    plain = tmp_path / "two.pgn"
    plain.write_text(pgn)
    packed = tmp_path / "two.pgn.gz"
    packed.write_bytes(gzip.compress(pgn.encode()))
    by_path = list(book.adjudicate(str(plain), name="x"))
    assert [g["game"] for g in by_path] == [1, 2]
    assert by_path[0]["verdict"] == "agrees"
    assert by_path[1]["illegal"]["text"] == "Ke3"
    assert list(book.adjudicate(plain, name="x")) == by_path
    assert list(book.adjudicate(str(packed), name="x")) == by_path
    assert list(book.adjudicate(pgn.encode(), name="x")) == by_path
    games = pgn.split('\n\n[Event "b"]')
    texts = [games[0], '[Event "b"]' + games[1]]
    reports = book.adjudicate(iter(texts), name="x", threads=2)
    assert list(reports) == by_path
    assert reports.summary["summary"]["games"] == 2


def test_the_interpreter_is_free_while_rust_works(archives):
    """Another Python thread runs during one long call into Rust (an impact study of the chess
    archives on one thread). Were the interpreter held through the call, the other thread could
    not take a single tick between its start and its end."""
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.0005)

    t = threading.Thread(target=tick)
    t.start()
    started = time.perf_counter()
    report = trongtai.impact("fide-2001", "vn-chess-legacy", archives=archives["chess"], threads=1)
    ended = time.perf_counter()
    stop.set()
    t.join()
    assert report["schema_version"] == 1
    assert any(started < at < ended for at in ticks)


def test_archives_equal_the_command(archives, cli_json_lines):
    """Every game of the shared archives, judged through Python on all cores, is the command's
    line for it."""
    for kind, rules in (("chess", "fide-2001"), ("xiangqi", "vn-xiangqi-1999")):
        for path in archives[kind]:
            expected = cli_json_lines("adjudicate", "--json", "--rules", rules, path)
            summary = expected.pop()
            reports = trongtai.load(rules).adjudicate(path)
            got = list(reports)
            assert len(got) == len(expected) > 0, path
            assert got == expected, path
            assert reports.summary == summary, path


def test_impact_equals_the_command(archives, cli, at_root):
    chess = archives["chess"][:2]
    args = ["impact", "--base", "fide-2001", "--candidate", "vn-chess-legacy", "--format", "json"]
    _, out = cli(*args, "--archive", *chess)
    got = trongtai.impact("fide-2001", "vn-chess-legacy", archives=chess, scenarios=["scenarios"])
    assert got == json.loads(out)
    _, out = cli(*args, "--no-scenarios", "--archive", *chess)
    assert trongtai.impact("fide-2001", "vn-chess-legacy", archives=chess) == json.loads(out)
