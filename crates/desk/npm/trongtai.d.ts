// Type declarations of trongtai-wasm (trongtai.js).

/** A JSON object as the command prints it. */
export type Json = { [key: string]: any };

/** An error of trongtai, with the located message the command prints. */
export class TrongtaiError extends Error {}

/** Loads the WebAssembly module (from `source`, else trongtai.wasm beside the module). Call it once first. */
export function init(source?: URL | string | ArrayBuffer | ArrayBufferView | WebAssembly.Module): Promise<void>;

/** One JSON request to the arbiter (the desk's calls), its JSON reply with `ok`. */
export function call(request: Json): Json;

/** The state of a position, as `trongtai status` says it. */
export interface Status {
  state: "ongoing" | "checkmate" | "stalemate" | "drawn-ending";
  result: "1-0" | "0-1" | "1/2-1/2" | "*";
  law: string;
  article: string | null;
  ending: string | null;
}

/** A rulebook with its game compiled. */
export class Rulebook {
  readonly id: string;
  readonly game: string;
  readonly on: string | null;
  /** Every resolved value with its article and file, as `trongtai rules show --format json`. */
  rules(): Json;
  /** The legal moves of a position, sorted, as `trongtai moves` prints them. */
  moves(fen: string): string[];
  /** The state of a position, as `trongtai status` says it. */
  status(fen: string): Status;
  /** The verdict of a scenario's text under this rulebook (a line of `trongtai replay --json`). */
  replay(scenario: string): Json;
  /** The games of a PGN text, as the lines of `trongtai adjudicate --json`. */
  judge(pgn: string, options?: { name?: string }): Json[];
}

/** A shipped rulebook by id, or a rule file by name with its `text`, on the date `on`. */
export function load(rules: string, options?: { on?: string | null; text?: string | null }): Rulebook;

/** The ids of the shipped rulebooks. */
export function rulebooks(): string[];

/** A scenario's text replayed under its own rulebook and those of its `holds_for`. */
export function replay(scenario: string): Json[];
