"""The README's Python example runs as written, on a small archive of the repository in place of
``games.pgn.zst`` and with the printed values checked against the comments beside them."""

import contextlib
import io
import re


def test_the_readme_example_runs(at_root):
    root = at_root
    readme = (root / "README.md").read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", readme, re.S).group(1)
    code = code.replace('"games.pgn.zst"', repr(str(root / "tests/fixtures/adjudicate/small.pgn")))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, "README.md", "exec"), {})
    lines = printed.getvalue().splitlines()
    assert lines[0] == "20"  # the twenty first moves of chess
    assert lines[1] == "5.2(a)"  # FIDE 2001 5.2(a): stalemate
    games, disputed = map(int, lines[2].split())
    assert games > 0 and 0 <= disputed <= games
    assert lines[3] == "0-1"  # fool's mate: Black mates, 5.1(a)
    assert "club.ron" in lines[4]  # the missing rule file is named
