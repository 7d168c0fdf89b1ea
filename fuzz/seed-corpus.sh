#!/usr/bin/env bash
# usage: fuzz/seed-corpus.sh DIR
# Seeds DIR/<target>/ for every fuzz target from the files the repository ships: FENs of the
# scenarios, the PGN fixtures split game by game, move texts of the notation fixtures, the rule
# files and the scenario files. Idempotent; the committed inputs that found bugs are in
# fuzz/regressions/<target>/ and are given to libFuzzer as a second corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$1"
mkdir -p "$out"/{fen,pgn_chess,pgn_iccs,notation,rules,scenario}

# FEN: every fen written in a scenario, and the start positions.
grep -rhoE 'fen: (Some\()?"[^"]+"' scenarios | sed -E 's/^fen: (Some\()?"//; s/"$//' | sort -u |
    split -l 1 -a 4 - "$out/fen/scen-"
printf '%s' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' > "$out/fen/start-chess"
printf '%s' 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1' > "$out/fen/start-xiangqi"

# PGN: the fixtures, split into games (at most 200 of each file).
split_games() { # file prefix dir
    awk -v dir="$3" -v prefix="$2" '
        /^\[Event / && n > 0 && body { close(f); n++; body = 0 }
        n == 0 { n = 1 }
        { f = sprintf("%s/%s-%04d", dir, prefix, n); if (n <= 200) print > f; if ($0 !~ /^\[/ && $0 != "") body = 1 }
    ' "$1"
}
for f in crates/notation/tests/fixtures/archives/lichess-sample.pgn crates/notation/tests/fixtures/pgn/*.pgn; do
    split_games "$f" "$(basename "$f" .pgn)" "$out/pgn_chess"
done
split_games crates/notation/tests/fixtures/archives/hu-ronghua-sample-iccs.pgn hu "$out/pgn_iccs"
cp crates/notation/tests/fixtures/pgn/xiangqi-vi.pgn "$out/pgn_iccs/xiangqi-vi"

# Notation: byte 0 picks the notation (0 chess-en, 1 chess-vi, 2 xiangqi-wxf, 3 xiangqi-iccs,
# 4 xiangqi-vi, 5 xiangqi-asian), byte 1 the number of plies played first (0 here).
i=0
for pair in "0 e4" "0 Nf3" "0 O-O" "0 exd8=Q+" "1 Mf3" "1 e4" "1 0-0" "2 C2.5" "2 H2+3" "2 R9.8" "3 h2e2" "3 b0c2" "4 P2-5" "4 M2.3" "5 C2=5" "5 H8+7"; do
    set -- $pair
    printf "\\x0$1\\x00%s" "$2" > "$out/notation/seed-$i"
    i=$((i + 1))
done

# Rule files and scenario files.
for f in rules/*.ron rules/local/*.ron; do
    [ -f "$f" ] && cp "$f" "$out/rules/$(echo "$f" | tr '/' '_')"
done
# One scenario per folder: a scenario replays slowly under the sanitizer (up to seconds), and
# libFuzzer runs the whole seed corpus before it mutates anything.
find scenarios -name '*.ron' ! -name 'coverage-exclusions.ron' | sort | awk -F/ '!seen[$(NF-1) "/" $(NF-2)]++' | while read -r f; do
    cp "$f" "$out/scenario/$(echo "$f" | tr '/' '_')"
done
for t in fen pgn_chess pgn_iccs notation rules scenario; do
    mkdir -p "fuzz/regressions/$t"
done
echo "seeded $out: $(for t in fen pgn_chess pgn_iccs notation rules scenario; do printf '%s=%s ' "$t" "$(ls "$out/$t" | wc -l)"; done)"
