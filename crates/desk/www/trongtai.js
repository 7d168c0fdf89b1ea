// trongtai-wasm: the arbiter of trongtai (laws of chess and xiangqi as data) compiled to
// WebAssembly, as an ES module. The same module serves the arbiter's desk (docs/desk/) and the
// npm package (crates/desk/npm/). Every answer is the JSON the command prints: judge() gives the
// lines of `trongtai adjudicate --json`, replay() those of `trongtai replay --json`, rules()
// `trongtai rules show --format json`. No law is applied here: this file only carries requests
// to crates/desk and replies back.

const enc = new TextEncoder();
const dec = new TextDecoder();
let exports_ = null;

/** An error of trongtai, with the located message the command prints. */
export class TrongtaiError extends Error {
  constructor(message) {
    super(message);
    this.name = "TrongtaiError";
  }
}

/**
 * Loads the WebAssembly module: from `source` (a URL, bytes or a compiled module), else
 * trongtai.wasm beside this file. Call it once, before anything else.
 */
export async function init(source) {
  if (source === undefined) source = new URL("./trongtai.wasm", import.meta.url);
  let instance;
  if (source instanceof WebAssembly.Module) {
    instance = await WebAssembly.instantiate(source, {});
  } else if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    ({ instance } = await WebAssembly.instantiate(source, {}));
  } else {
    const url = source instanceof URL ? source : new URL(String(source), import.meta.url);
    if (url.protocol === "file:") {
      const { readFile } = await import("node:fs/promises");
      ({ instance } = await WebAssembly.instantiate(await readFile(url), {}));
    } else {
      // Compiled while it downloads; a server that does not say application/wasm gets the
      // plain way.
      try {
        ({ instance } = await WebAssembly.instantiateStreaming(fetch(url), {}));
      } catch (streaming) {
        const resp = await fetch(url);
        if (!resp.ok) throw new TrongtaiError(`${url}: ${resp.status}`);
        ({ instance } = await WebAssembly.instantiate(await resp.arrayBuffer(), {}));
      }
    }
  }
  exports_ = instance.exports;
}

/** One JSON request to the arbiter, its JSON reply (`ok` says whether it succeeded). */
export function call(request) {
  const ex = exports_;
  if (!ex) throw new TrongtaiError("trongtai-wasm: call init() first");
  const bytes = enc.encode(JSON.stringify(request));
  const at = ex.desk_input(bytes.length);
  new Uint8Array(ex.memory.buffer, at, bytes.length).set(bytes);
  const n = ex.desk_call(bytes.length);
  const out = ex.desk_output();
  return JSON.parse(dec.decode(new Uint8Array(ex.memory.buffer, out, n)));
}

function ask(request) {
  const reply = call(request);
  if (!reply.ok) throw new TrongtaiError(reply.error);
  delete reply.ok;
  return reply;
}

/** A rulebook with its game compiled, as load() gives it. */
export class Rulebook {
  constructor(spec, description) {
    this._spec = spec;
    /** The rulebook's id. */
    this.id = description.id;
    /** The game it is a rulebook of (`chess`, `xiangqi`). */
    this.game = description.game;
    /** The date its local regulations were resolved on, if one was given. */
    this.on = spec.on ?? null;
  }
  /** Every resolved value with its article and file, as `trongtai rules show --format json`. */
  rules() {
    return ask({ op: "rules", ...this._spec });
  }
  /** The legal moves of a position, sorted, as `trongtai moves` prints them. */
  moves(fen) {
    return ask({ op: "moves", ...this._spec, fen }).moves;
  }
  /** The state, result, law, article and ending of a position, as `trongtai status` says them. */
  status(fen) {
    return ask({ op: "status", ...this._spec, fen });
  }
  /** The verdict of a scenario's text under this rulebook, as `trongtai replay --rules <this> --json`. */
  replay(scenario) {
    return ask({ op: "replay", scenario, ...this._spec }).verdicts[0];
  }
  /** The games of a PGN text, as the lines of `trongtai adjudicate --json` (`file` is `name`). */
  judge(pgn, { name = "-" } = {}) {
    return ask({ op: "judge", ...this._spec, pgn, name }).games;
  }
}

/**
 * A shipped rulebook by id, or a rule file given by its name and `text`; with the values of its
 * local regulations on the date `on` (YYYY-MM-DD), else their latest.
 */
export function load(rules, { on = null, text = null } = {}) {
  const spec = { rules };
  if (on !== null) spec.on = on;
  if (text !== null) spec.text = text;
  return new Rulebook(spec, ask({ op: "load", ...spec }));
}

/** The ids of the shipped rulebooks. */
export function rulebooks() {
  return ask({ op: "catalog" }).rulebooks.map((r) => r.id);
}

/** A scenario's text replayed under its own rulebook and those of its `holds_for`: lines of `trongtai replay --json`. */
export function replay(scenario) {
  return ask({ op: "replay", scenario }).verdicts;
}
