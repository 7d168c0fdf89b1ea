// Replays scenario files through the installed trongtai-wasm, for the test that compares the
// verdicts of the command, Python and Node (crates/python/tests/test_same_answers.py): file
// paths on standard input, one per line; one JSON line per verdict on standard output, its `id`
// the path (the package names a scenario's text `scenario.ron`), or `{id, error}`.
import { readFileSync } from "node:fs";
import { init, replay } from "trongtai-wasm";

await init();
const paths = readFileSync(0, "utf8").split("\n").filter((l) => l.trim());
const out = [];
for (const path of paths) {
  try {
    for (const v of replay(readFileSync(path, "utf8"))) out.push(JSON.stringify({ ...v, id: path }));
  } catch (e) {
    out.push(JSON.stringify({ schema_version: 1, id: path, error: e.message }));
  }
}
process.stdout.write(out.join("\n") + "\n");
