// Node's test runner on the installed package (.ci/run: `npm pack`, installed in a scratch
// folder, `node --test`). Expected values are written from the laws cited; where the command
// is at hand (TRONGTAI_BIN, TRONGTAI_ARCHIVES), the package's JSON is compared with its output.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { init, load, replay, rulebooks, TrongtaiError } from "trongtai-wasm";

await init();

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

test("a shipped rulebook loads and lists its values", () => {
  const fide = load("fide-2001");
  assert.equal(fide.id, "fide-2001");
  assert.equal(fide.game, "chess");
  assert.ok(rulebooks().includes("vn-xiangqi-1999"));
  const values = fide.rules().values;
  // FIDE 2001 art. 5.2(a): stalemate draws.
  assert.ok(values.some((v) => v.path === "end.stalemate" && v.article === "5.2(a)"));
});

test("legal moves and status", () => {
  const fide = load("fide-2001");
  assert.equal(fide.moves(START).length, 20);
  assert.deepEqual(fide.status("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), {
    state: "stalemate", result: "1/2-1/2", law: "FIDE01", article: "5.2(a)", ending: null,
  });
  const xq = load("vn-xiangqi-1999");
  assert.equal(xq.moves("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1").length, 44);
});

test("errors carry the located message", () => {
  assert.throws(() => load("no-such-book"), (e) => e instanceof TrongtaiError && /no-such-book/.test(e.message));
  assert.throws(() => load("fide-2001").moves("not a fen"), /not a fen/);
  assert.throws(() => load("club.ron", { text: '(\n  id: "club",\n  version: 1,\n' }), /club\.ron:\d+:\d+/);
  assert.throws(() => replay('(rules: "fide-2001",\n events: [oops'), /scenario\.ron:\d+:\d+/);
});

test("a rule file's text loads as a rulebook", () => {
  const text = '(id: "club", version: "0.1.0", title: (vi: "CLB", en: "Club"), extends: Some("fide-2001"))';
  const club = load("club.ron", { text });
  assert.equal(club.id, "club");
  assert.equal(club.moves(START).length, 20);
});

test("one PGN game judged", () => {
  // FIDE 2001 art. 5.1(a): checkmate ends the game; the recorded 1-0 agrees.
  const games = load("fide-2001").judge(
    '[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n',
    { name: "mate.pgn" },
  );
  assert.equal(games.length, 1);
  assert.equal(games[0].file, "mate.pgn");
  assert.equal(games[0].final_state, "checkmate");
  assert.equal(games[0].verdict, "agrees");
  assert.equal(games[0].plies, 7);
});

const bin = process.env.TRONGTAI_BIN;
const root = process.env.TRONGTAI_ROOT;

test("a scenario's verdicts are the command's", { skip: !bin || !root }, () => {
  const dir = join(root, "scenarios/fide-2001/end");
  const file = readdirSync(dir).find((f) => f.endsWith(".ron"));
  const path = join(dir, file);
  const lines = execFileSync(bin, ["replay", "--json", path], { cwd: root, encoding: "utf8" })
    .trim().split("\n").map((l) => JSON.parse(l));
  const verdicts = replay(readFileSync(path, "utf8")).map((v) => ({ ...v, id: path }));
  assert.deepEqual(verdicts, lines);
});

const archives = process.env.TRONGTAI_ARCHIVES;

test("an archive's games are the command's", { skip: !bin || !archives }, () => {
  const path = join(archives, "chess", "twic1599_1000k.pgn");
  assert.ok(existsSync(path), path);
  const lines = execFileSync(bin, ["adjudicate", "--json", "--rules", "fide-2001", path], { encoding: "utf8", maxBuffer: 1 << 28 })
    .trim().split("\n").map((l) => JSON.parse(l));
  lines.pop();
  const games = load("fide-2001").judge(readFileSync(path, "utf8"), { name: path });
  assert.equal(games.length, lines.length);
  assert.deepEqual(games, lines);
});
