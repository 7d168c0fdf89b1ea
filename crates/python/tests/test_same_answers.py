"""The same answers everywhere: every scenario of the library replayed by the command
(``trongtai replay --json scenarios``), by Python (``trongtai.replay``) and by Node (the npm
package installed where ``TRONGTAI_NODE_DIR`` says, as ``.ci/run`` installs it) gives the same
verdicts, field for field. Without ``TRONGTAI_NODE_DIR`` the Node side is skipped, unless
``TRONGTAI_REQUIRE_NODE=1``."""

import json
import os
import subprocess

import pytest

import trongtai


def _key(v: dict) -> tuple[str, str]:
    return (v["id"], v.get("rules", ""))


def test_scenario_library_through_the_command_python_and_node(cli, at_root):
    root = at_root
    code, out = cli("replay", "--json", "scenarios")
    command = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert code == 0 and len(command) > 500
    paths = sorted({v["id"] for v in command})
    python = []
    for path in paths:
        try:
            python.extend(trongtai.replay(path))
        except trongtai.ScenarioError as e:
            python.append({"schema_version": 1, "id": path, "error": str(e)})
    assert sorted(python, key=_key) == sorted(command, key=_key)

    node_dir = os.environ.get("TRONGTAI_NODE_DIR")
    if not node_dir:
        if os.environ.get("TRONGTAI_REQUIRE_NODE") == "1":
            pytest.fail("TRONGTAI_NODE_DIR is not set")
        pytest.skip("no installed npm package (set TRONGTAI_NODE_DIR)")
    # Run as a module evaluated in the package's folder, so that `trongtai-wasm` resolves to the
    # installed package without writing anything there.
    script = (root / "crates/desk/npm/replay-files.mjs").read_text(encoding="utf-8")
    done = subprocess.run(
        ["node", "--input-type=module", "--eval", script],
        cwd=node_dir,
        input="\n".join(str(root / p) for p in paths),
        capture_output=True,
        text=True,
        check=True,
    )
    node = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    prefix = str(root) + "/"
    for v in node:
        v["id"] = v["id"].removeprefix(prefix)
    assert len(node) == len(command)
    assert sorted(node, key=_key) == sorted(command, key=_key)
