#!/usr/bin/env bash
# usage: fuzz/seed-corpus.sh DIR
# Seeds DIR/<target>/ for every fuzz target from the files the repository ships: FENs of the
# scenarios, the PGN fixtures split game by game, move texts of the notation fixtures, the rule
# files and the scenario files. Idempotent; the committed inputs that found bugs are in
# fuzz/regressions/<target>/ and are given to libFuzzer as a second corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$1"
targets="fen pgn_chess pgn_iccs notation rules scenario archive_stream rule_file_special local_chain desk_call"
for t in $targets; do mkdir -p "$out/$t"; done

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

# Archives as a stream: byte 0 picks the compression (bits 0-1: none, gzip, zstd, bzip2; bit 6:
# two members; bit 7: xiangqi) and byte 1 what follows the data (0 nothing, 1 zeros, 2 a line
# break, 3 a member of another kind, 4 garbage); the rest is the archive's text.
i=0
for f in tests/fixtures/adjudicate/small.pgn tests/fixtures/adjudicate/dead.pgn; do
    for how in 00 01 02 03 41 42 43; do
        for tail in 00 01 02 03 04; do
            { printf "\x$how\x$tail"; head -c 3000 "$f"; } > "$out/archive_stream/chess-$i"
            i=$((i + 1))
        done
    done
done
for f in tests/fixtures/adjudicate/xiangqi-checks.jsonl tests/fixtures/adjudicate/legacy-endings.jsonl crates/notation/tests/fixtures/archives/hu-ronghua-sample-iccs.pgn; do
    for how in 80 81 82 83 c1; do
        for tail in 00 01 02 03; do
            { printf "\x$how\x$tail"; head -c 3000 "$f"; } > "$out/archive_stream/xiangqi-$i"
            i=$((i + 1))
        done
    done
done

# Rule files read from disk: byte 0 picks the special file a rule file extends and a scenario
# names (a FIFO, a link to it, /dev/zero, a link to it, a folder, a link to nothing); the rest is
# a rule file or a scenario written to disk and read back.
i=0
for f in rules/*.ron rules/local/*.ron tests/fixtures/rules-ok/*.ron $(find scenarios -name '*.ron' | sort | head -20); do
    [ -f "$f" ] || continue
    { printf "\x0$((i % 6))"; cat "$f"; } > "$out/rule_file_special/seed-$i"
    i=$((i + 1))
done
{ printf '\x01\xef\xbb\xbf'; cat tests/fixtures/rules-ok/club-example.ron; } > "$out/rule_file_special/bom"
printf '\x02RulebookFile(id: "x\xff")' > "$out/rule_file_special/bad-utf8"

# Local regulation chains: the bytes are read as the shape of a province and a tournament under
# it (dates, versions, late limits, time controls) and the dates they are shown on.
i=0
for seed in \
    '\x03\x00\x1f\x02\xd0\x02\x00\x1f\x07\x01\x00\x40\x02\x00\x0f\x00\x5a\x05\x00\x3b\x00\x3b\x01\x00\x3b\x0d\x02\x00\x40\x00\x50\x01\x10' \
    '\x01\x00\x00\x00\x00\x03\x00\x00\x07\x00\x10\x01\x06\x00\x20\x07\x00\x30\x02\x00\x00\x00\x10\x02\x00\x05\x04\x03\x00\x08\x05\xff\x00\xff\x01' \
    '\x02\x01\x00\x02\x00\x07\x00\x00\x0f\x01\x00\x10\x00\x20\x0f\x02\x01\x00\x01\x10\x01\x01\x00\x00\x00\x01\x00\x02\x10\x02\x00' \
    '\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00'; do
    printf "$seed" > "$out/local_chain/seed-$i"
    i=$((i + 1))
done

# The desk's JSON call: one request of each kind.
printf '%s' '{"op":"catalog"}' > "$out/desk_call/catalog"
printf '%s' '{"op":"rule","case":{"rules":"fide-2001","events":[{"Moves":"e2e4 e7e5"},{"Claim":{"kind":"Repetition"}}]}}' > "$out/desk_call/rule-chess"
printf '%s' '{"op":"rule","case":{"rules":"vn-xiangqi-1999","setup":{"time_control":{"Named":"two-game-60"}},"events":[{"Moves":"h3e3"},{"Moves":"h10g8"},{"Claim":{"kind":"MoveCount"}}]}}' > "$out/desk_call/rule-xiangqi"
printf '%s' '{"op":"rule","case":{"rules":"fide-2001","date":"2024-10-01","events":[{"Move":"g1f3"},"Press",{"Move":"g8f6"},"Press"]}}' > "$out/desk_call/rule-presses"
printf '%s' '{"op":"import","text":"Scenario(rules: \"fide-2001\", articles: [\"6.1\"], source: \"s\", events: [Moves(\"e2e4\")], expect: (result: \"*\", reason: Ongoing, articles: []))"}' > "$out/desk_call/import"
printf '%s' '{"op":"check_rules","file":"club.ron","text":"RulebookFile(id: \"club\", version: \"0.1.0\", title: (vi: \"c\", en: \"c\"), extends: \"fide-2001\")"}' > "$out/desk_call/check-rules"

for t in $targets; do
    mkdir -p "fuzz/regressions/$t"
done
echo "seeded $out: $(for t in $targets; do printf '%s=%s ' "$t" "$(ls "$out/$t" | wc -l)"; done)"
