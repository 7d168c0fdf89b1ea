#!/usr/bin/env python3
"""Benchmark of the bindings (issue #34): wheel and tarball sizes, `import trongtai` time, and
archive throughput per thread from Python against the command, side by side.

`cargo xtask bench-bindings [--record]` builds what it needs and runs it; by hand, with the Python
of a venv where the wheel is installed, from the repository root:

    python xtask/bench_bindings.py --bin target/release/trongtai --wheel WHEEL --tarball TGZ \
        [--archives ../shared/archives] [--runs 5] [--passes 6] [--json]

Throughput: every chess archive judged on one thread (`trongtai adjudicate --json --threads 1`,
its output read to the end; `Rulebook.adjudicate(path, threads=1)`, every dict taken), the plies
of the summary over the wall time, median of `--runs` runs, the two alternating (the xiangqi
archives, half a second a pass, `--passes` times in each run). `--json`
prints the figures as JSON on standard output (what `cargo xtask bench-bindings --record` writes
into xtask/measured/bindings.json); the sentences go to standard error.
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import time


def say(line):
    print(line, file=sys.stderr, flush=True)


def wall(f):
    started = time.perf_counter()
    result = f()
    return time.perf_counter() - started, result


def cli_run(binary, rules, paths):
    out = subprocess.run(
        [binary, "adjudicate", "--json", "--threads", "1", "--rules", rules, *paths],
        capture_output=True,
        check=False,
    ).stdout
    return json.loads(out.splitlines()[-1])["summary"]["plies"]


def python_run(rules, paths):
    import trongtai

    book = trongtai.load(rules)
    plies = 0
    for path in paths:
        for game in book.adjudicate(path, threads=1):
            plies += game["plies"]
    return plies


def import_time(runs):
    """The cumulative time of `import trongtai` as the interpreter itself reports it
    (`-X importtime`, in microseconds), median of `runs` fresh interpreters."""

    def once():
        done = subprocess.run(
            [sys.executable, "-X", "importtime", "-c", "import trongtai"],
            check=True,
            capture_output=True,
            text=True,
        )
        for line in done.stderr.splitlines():
            parts = [p.strip() for p in line.split("|")]
            if len(parts) == 3 and parts[2] == "trongtai":
                return int(parts[1]) / 1e6
        raise RuntimeError("import trongtai not reported by -X importtime")

    return statistics.median(once() for _ in range(runs))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--bin", required=True)
    p.add_argument("--wheel")
    p.add_argument("--tarball")
    p.add_argument("--archives", default=os.environ.get("TRONGTAI_ARCHIVES", "../shared/archives"))
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--passes", type=int, default=6)
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    chess = sorted(str(f) for f in pathlib.Path(a.archives, "chess").glob("*.pgn"))
    xiangqi = sorted(str(f) for f in pathlib.Path(a.archives, "xiangqi").glob("*"))
    if not chess:
        sys.exit(f"no archives at {a.archives}")
    results = {}
    for name, rules, paths in (("chess", "fide-2001", chess), ("xiangqi", "vn-xiangqi-1999", xiangqi)):
        cli, py = [], []
        # One pass over the xiangqi archives takes about half a second: too short to be steady
        # on a shared machine, so each timed run makes `a.passes` passes back to back.
        passes = a.passes if name == "xiangqi" else 1
        for _ in range(a.runs):
            t, plies = wall(lambda: sum(cli_run(a.bin, rules, paths) for _ in range(passes)))
            cli.append(plies / t)
            t, plies_py = wall(lambda: sum(python_run(rules, paths) for _ in range(passes)))
            py.append(plies_py / t)
            assert plies == plies_py, (plies, plies_py)
            plies //= passes
        c, q = statistics.median(cli), statistics.median(py)
        results[name] = {
            "plies": plies,
            "cli_plies_per_s": round(c),
            "python_plies_per_s": round(q),
            "python_overhead_percent": round(100 * (c - q) / c, 1),
        }
        say(f"{name}: command {c / 1e6:.2f} M plies/s, Python {q / 1e6:.2f} M plies/s per thread "
              f"({results[name]['python_overhead_percent']}% slower), {plies} plies, median of {a.runs}")
    # The plies of a lichess game, from the shared sample of the lichess database, for the
    # README's estimate of a lichess month and of the whole database.
    import trongtai

    sample = [f for f in chess if "lichess" in os.path.basename(f)]
    if sample:
        games = list(trongtai.load("fide-2001").adjudicate(sample[0], threads=1))
        results["lichess_sample"] = {
            "file": os.path.basename(sample[0]),
            "games": len(games),
            "plies": sum(g["plies"] for g in games),
        }
    imp = import_time(max(a.runs, 5))
    say(f"import trongtai: {imp * 1000:.1f} ms (-X importtime, median of {max(a.runs, 5)})")
    record = {
        "archives": results,
        "import_ms": round(imp * 1000, 1),
        "runs": a.runs,
        "python": sys.version.split()[0],
    }
    for key, path in (("wheel_bytes", a.wheel), ("tarball_bytes", a.tarball)):
        if path:
            record[key] = os.path.getsize(path)
            say(f"{key}: {record[key] / 1e6:.2f} MB ({os.path.basename(path)})")
    if a.json:
        print(json.dumps(record))


if __name__ == "__main__":
    main()
