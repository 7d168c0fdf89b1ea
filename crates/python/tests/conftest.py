"""Where the tests find the repository, the command and the shared archives.

The command (``TRONGTAI_BIN``, else ``target/release/trongtai`` or ``target/debug/trongtai`` under
``CARGO_TARGET_DIR`` or the repository) gives the JSON the package is compared with. The shared
archives are ``TRONGTAI_ARCHIVES``, else ``../shared/archives`` beside the repository (where CI
has them); without them the archive tests are skipped, unless ``TRONGTAI_REQUIRE_ARCHIVES=1``
(set by ``.ci/run``), which makes their absence a failure.
"""

import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]


def _binary() -> pathlib.Path:
    given = os.environ.get("TRONGTAI_BIN")
    if given:
        return pathlib.Path(given)
    target = pathlib.Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    for profile in ("release", "debug"):
        candidate = target / profile / "trongtai"
        if candidate.is_file():
            return candidate
    pytest.fail(f"no trongtai binary under {target} (build it, or set TRONGTAI_BIN)")


@pytest.fixture(scope="session")
def cli():
    """Runs the command in the repository root; returns (exit code, stdout)."""
    binary = _binary()

    def run(*args: str) -> tuple[int, str]:
        done = subprocess.run([str(binary), *args], cwd=ROOT, capture_output=True, text=True)
        return done.returncode, done.stdout

    return run


@pytest.fixture(scope="session")
def cli_json_lines(cli):
    def run(*args: str) -> list[dict]:
        _, out = cli(*args)
        return [json.loads(line) for line in out.splitlines() if line.strip()]

    return run


@pytest.fixture(scope="session")
def root() -> pathlib.Path:
    return ROOT


@pytest.fixture
def at_root(monkeypatch) -> pathlib.Path:
    """The repository root as the working directory for one test (paths relative to it, as the
    command is run), the previous one restored after."""
    monkeypatch.chdir(ROOT)
    return ROOT


@pytest.fixture(scope="session")
def archives() -> dict[str, list[str]]:
    """The shared archive files by game (paths relative to the repository root where they are
    beside it, as the command is given them)."""
    given = os.environ.get("TRONGTAI_ARCHIVES")
    base = pathlib.Path(given) if given else ROOT.parent / "shared" / "archives"
    found = {
        kind: sorted(str(p) for p in (base / kind).glob("*") if p.suffix in (".pgn", ".jsonl"))
        for kind in ("chess", "xiangqi")
    }
    if not found["chess"] or not found["xiangqi"]:
        message = f"no shared archives at {base} (set TRONGTAI_ARCHIVES)"
        if os.environ.get("TRONGTAI_REQUIRE_ARCHIVES") == "1":
            pytest.fail(message)
        pytest.skip(message)
    return found
