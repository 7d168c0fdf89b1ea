// The arbiter's desk. Everything the law says comes from desk.wasm (crates/desk), called through
// trongtai.js, the ES module of the npm package trongtai-wasm: this script
// only draws, collects the case and shows the reply. No law is applied here.
import { init, call } from "./trongtai.js";
// The page's labels as shipped (generated from i18n/*/desk.ftl), until the arbiter says them.
import { LABELS } from "./labels.js";

// The fields of each event of the scenario vocabulary (crates/arbiter/src/event.rs), with the
// event's label.
const EVENTS = {
  Moves: ["desk-label-ev-moves", [["moves", "text"]]],
  Play: ["desk-label-ev-play", [["move", "text"], ["time", "dur"]]],
  Move: ["desk-label-ev-move", [["move", "text"]]],
  Press: ["desk-label-ev-press", []],
  Elapse: ["desk-label-ev-elapse", [["time", "dur"]]],
  Claim: ["desk-label-ev-claim", [["kind", "claim"], ["intended", "text?"], ["by", "side?"], ["written", "bool?"], ["checked", "dur?"], ["withdrawn", "bool?"], ["disputed", "bool?"]]],
  Offer: ["desk-label-ev-offer", [["side", "side"]]],
  Accept: ["desk-label-ev-accept", []],
  Decline: ["desk-label-ev-decline", []],
  Resign: ["desk-label-ev-resign", [["side", "side"]]],
  Arrive: ["desk-label-ev-arrive", [["side", "side"], ["time", "dur"]]],
  Seal: ["desk-label-ev-seal", [["move", "text"]]],
  Resume: ["desk-label-ev-resume", []],
  Explain: ["desk-label-ev-explain", [["move", "text"]]],
  Abandon: ["desk-label-ev-abandon", [["side", "side"]]],
  Notation: ["desk-label-ev-notation", [["side", "side"], ["text", "text"]]],
  Displace: ["desk-label-ev-displace", [["from", "text"], ["to", "text?"], ["by", "side?"]]],
  Restore: ["desk-label-ev-restore", []],
  DisplacementFound: ["desk-label-ev-displacement-found", []],
  CastleBegun: ["desk-label-ev-castle-begun", [["move", "text"]]],
  Replaced: ["desk-label-ev-replaced", [["first", "text"], ["then", "text"], ["released", "bool"]]],
  Touch: ["desk-label-ev-touch", [["square", "text"]]],
  TouchUnordered: ["desk-label-ev-touch-unordered", [["squares", "text"]]],
  TouchAccidental: ["desk-label-ev-touch-accidental", [["square", "text"]]],
  Adjust: ["desk-label-ev-adjust", [["square", "text"]]],
  Offence: ["desk-label-ev-offence", [["side", "side"], ["name", "text"]]],
  Unrecorded: ["desk-label-ev-unrecorded", [["side", "side"], ["count", "num"]]],
  Irregularity: ["desk-label-ev-irregularity", [["name", "text"]]],
  TwoHands: ["desk-label-ev-two-hands", []],
  Observed: ["desk-label-ev-observed", []],
  Decide: ["desk-label-ev-decide", [["decision", "decision"]]],
  OrderToVary: ["desk-label-ev-order-to-vary", [["side", "side"]]],
  RefuseToVary: ["desk-label-ev-refuse-to-vary", [["side", "side"]]],
  Witnessed: ["desk-label-ev-witnessed", []],
};
// The label of each field of an event.
const FIELDS = {
  moves: "desk-label-f-moves", move: "desk-label-f-move", time: "desk-label-f-time", kind: "desk-label-f-kind",
  intended: "desk-label-f-intended", by: "desk-label-f-by", written: "desk-label-f-written",
  checked: "desk-label-f-checked", withdrawn: "desk-label-f-withdrawn", disputed: "desk-label-f-disputed",
  side: "desk-label-f-side", text: "desk-label-f-text", from: "desk-label-f-from", to: "desk-label-f-to",
  first: "desk-label-f-first", then: "desk-label-f-then", released: "desk-label-f-released",
  square: "desk-label-f-square", squares: "desk-label-f-squares", name: "desk-label-f-name",
  count: "desk-label-f-count", decision: "desk-label-f-decision",
};
// What a claim asks (crates/arbiter/src/event.rs `ClaimKind`), with its label.
const CLAIMS = [
  ["Repetition", "desk-label-claim-repetition"], ["MoveCount", "desk-label-claim-move-count"],
  ["TouchMove", "desk-label-claim-touch-move"], ["IllegalMove", "desk-label-claim-illegal-move"],
  ["Flag", "desk-label-claim-flag"], ["QuickplayFinish", "desk-label-claim-quickplay-finish"],
  ["IncrementRequest", "desk-label-claim-increment-request"],
];
// The arbiter's decisions on a claim (crates/arbiter/src/event.rs `Decision`), with their labels.
const DECISIONS = [
  ["Draw", "desk-label-dec-draw"], ["Reject", "desk-label-dec-reject"], ["Grant", "desk-label-dec-grant"],
  ["Postpone", "desk-label-dec-postpone"], ["PostponeExtra", "desk-label-dec-postpone-extra"],
];

const S = {
  lang: "vi", exports: null, catalog: null, user: null,
  // The labels without a variable, by language: as shipped until the arbiter says them with the
  // catalogues in force (a federation's, opened with its rule file).
  labels: LABELS,
  kase: { rules: "", setup: {}, events: [] },
  reply: null, sel: null, displaceFrom: null, pickIntended: false, placing: null,
  // The step shown: the number of events ruled (null: all of them).
  at: null,
};
const $ = (id) => document.getElementById(id);
const t = (id) => (S.labels[S.lang] && S.labels[S.lang][id]) || id;
// A label with variables, said by the arbiter from the catalogues (plurals, word order).
function say(id, args) {
  const r = call({ op: "label", lang: S.lang, id, args });
  return r.ok ? r.text : id;
}
// The labels of the catalogues in force for the case's rulebook.
function relabel() {
  const r = call({ op: "labels", rules: S.kase.rules });
  if (r.ok) S.labels = r.labels;
}
const pick = (pair) => pair[S.lang === "vi" ? 0 : 1];
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v !== null && v !== undefined) e.setAttribute(k, v);
  }
  for (const k of kids) e.append(k);
  return e;
}

// Durations as the scenario files write them: whole hours, minutes or seconds.
function parseDur(text) {
  const s = String(text || "").trim();
  if (!s) return null;
  const parts = s.split(":").map(Number);
  if (parts.some((n) => !Number.isFinite(n) || n < 0)) return null;
  let secs;
  if (parts.length === 1) secs = parts[0] * 60;
  else if (parts.length === 2) secs = parts[0] * 60 + parts[1];
  else secs = parts[0] * 3600 + parts[1] * 60 + parts[2];
  secs = Math.round(secs);
  if (secs > 0 && secs % 3600 === 0) return { Hours: secs / 3600 };
  if (secs % 60 === 0) return { Minutes: secs / 60 };
  return { Seconds: secs };
}
function fmtMs(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
  const mm = String(m).padStart(2, "0"), ss = String(r).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

function book() {
  const current = S.reply && S.reply.rulebook;
  if (current && (current.file || current.id) === S.kase.rules) return current;
  const all = known();
  return all.find((b) => (b.file || b.id) === S.kase.rules) || all[0];
}
// The rulebooks to choose from: the shipped ones (once the catalog is read) and the user's.
function known() {
  const shipped = S.catalog ? S.catalog.rulebooks : S.reply ? [S.reply.rulebook] : [];
  return shipped.concat(S.user && !shipped.some((b) => b.file === S.user.file) ? [S.user] : []);
}
function sideName(id) {
  const s = (book().sides || []).find((x) => x.id === id);
  return s ? pick([s.vi, s.en]) : id;
}

// ------------------------------------------------------------------ ruling

function rule() {
  const r = call(S.at === null ? { op: "rule", case: S.kase } : { op: "rule", case: S.kase, at: S.at });
  if (!r.ok) return r;
  S.reply = r;
  render();
  share();
  return r;
}
// The status line says what last happened. A label, given as a function that says it, is said
// again in the other language when the page switches; a reply's text stays as the arbiter wrote it.
function status(text, bad) {
  S.status = typeof text === "function" ? { say: text, bad } : null;
  const p = $("status");
  p.textContent = typeof text === "function" ? text() : text;
  p.className = bad ? "status bad" : "status";
}
// Applies a change to the case; keeps it only if the arbiter can rule the result.
function change(mutate) {
  const before = JSON.stringify(S.kase), at = S.at;
  mutate(S.kase);
  if (S.at !== null && S.at >= S.kase.events.length) S.at = null;
  const r = rule();
  if (!r.ok) {
    S.kase = JSON.parse(before);
    S.at = at;
    status(r.error, true);
    return false;
  }
  status("");
  return true;
}
// A new event goes after the last one, or, when an earlier step is shown, right after that
// step (the events after it follow it).
function addEvent(ev) {
  return change((k) => {
    if (S.at === null) k.events.push(ev);
    else { k.events.splice(S.at, 0, ev); S.at += 1; }
  });
}
// Shows the case as of its first `k` events (null: all of them).
function step(k) {
  const n = S.kase.events.length;
  S.at = k === null || k >= n ? null : Math.max(0, k);
  S.sel = null;
  const r = rule();
  if (!r.ok) status(r.error, true);
}

// ------------------------------------------------------------------ link

// The case travels in the link's fragment (#case=…, base64url of its JSON): it is never sent to
// a server, and opening the link restores it.
function encodeCase(kase) {
  const bytes = new TextEncoder().encode(JSON.stringify(kase));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function decodeCase(text) {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "===".slice((b64.length + 3) % 4));
  const kase = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  if (!kase || typeof kase.rules !== "string" || !Array.isArray(kase.events)) throw new Error("rules, events");
  kase.setup = kase.setup || {};
  return kase;
}
function share() {
  const hash = `#lang=${S.lang}&case=${encodeCase(S.kase)}`;
  history.replaceState(null, "", hash);
  $("share-link").value = location.href;
}

// ------------------------------------------------------------------ board

const CELL = 44, MARGIN = 24;
const TINTS = ["#4f8fd680", "#e0a80070", "#9c27b050", "#2e7d3250", "#c6282850", "#00838f50"];
const SVG = "http://www.w3.org/2000/svg";
function svg(tag, attrs) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function drawBoard() {
  const r = S.reply, b = r.board;
  const W = 2 * MARGIN + b.files * CELL, H = 2 * MARGIN + b.ranks * CELL;
  const xy = (sq) => {
    const s = b.squares[sq];
    return [MARGIN + s.file * CELL + CELL / 2, MARGIN + (b.ranks - 1 - s.rank) * CELL + CELL / 2];
  };
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "board", role: "img", "aria-label": pick([b.sides[0].vi, b.sides[0].en]) });
  if (b.points) {
    root.append(svg("rect", { x: MARGIN, y: MARGIN, width: b.files * CELL, height: b.ranks * CELL, fill: "#f3dfb4" }));
    b.zones.forEach((z, i) => {
      for (const sq of z.squares) {
        const [x, y] = xy(sq);
        root.append(svg("rect", { x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL, fill: TINTS[i % TINTS.length] }));
      }
    });
    if (b.divider !== null) {
      const y = MARGIN + (b.ranks - b.divider) * CELL;
      root.append(svg("rect", { x: MARGIN, y: y - CELL / 2 + 6, width: b.files * CELL, height: CELL - 12, fill: "#8ec5e8", "fill-opacity": "0.6" }));
    }
    const c = (f, rk) => [MARGIN + f * CELL + CELL / 2, MARGIN + (b.ranks - 1 - rk) * CELL + CELL / 2];
    for (let rk = 0; rk < b.ranks; rk++) {
      const [x1, y] = c(0, rk), [x2] = c(b.files - 1, rk);
      root.append(svg("line", { x1, y1: y, x2, y2: y, stroke: "#6b4f2a" }));
    }
    // The palaces' diagonals (XQ99 2.1), as the site's diagrams draw them.
    for (const [f0, r0, f1, r1] of b.diagonals || []) {
      const [x1, y1] = c(f0, r0), [x2, y2] = c(f1, r1);
      root.append(svg("line", { x1, y1, x2, y2, stroke: "#6b4f2a", class: "diagonal" }));
    }
    for (let f = 0; f < b.files; f++) {
      const edge = f === 0 || f === b.files - 1;
      const spans = b.divider !== null && !edge ? [[0, b.divider - 1], [b.divider, b.ranks - 1]] : [[0, b.ranks - 1]];
      for (const [a, z] of spans) {
        const [x, y1] = c(f, a), [, y2] = c(f, z);
        root.append(svg("line", { x1: x, y1, x2: x, y2, stroke: "#6b4f2a" }));
      }
    }
  } else {
    for (let rk = 0; rk < b.ranks; rk++) {
      for (let f = 0; f < b.files; f++) {
        root.append(svg("rect", { x: MARGIN + f * CELL, y: MARGIN + (b.ranks - 1 - rk) * CELL, width: CELL, height: CELL, fill: (f + rk) % 2 === 0 ? "#b9c7a5" : "#f1f3e6" }));
      }
    }
  }
  for (let f = 0; f < b.files; f++) {
    const lab = svg("text", { x: MARGIN + f * CELL + CELL / 2, y: MARGIN + b.ranks * CELL + 16, "font-size": 12, "text-anchor": "middle", fill: "#555" });
    lab.textContent = String.fromCharCode(97 + f);
    root.append(lab);
  }
  for (let rk = 0; rk < b.ranks; rk++) {
    const lab = svg("text", { x: MARGIN / 2, y: MARGIN + (b.ranks - 1 - rk) * CELL + CELL / 2 + 4, "font-size": 12, "text-anchor": "middle", fill: "#555" });
    lab.textContent = String(rk + 1);
    root.append(lab);
  }
  const targets = new Set();
  if (S.sel !== null) for (const m of r.legal) if (m.from === S.sel) targets.add(m.to);
  const marks = [];
  if (S.sel !== null) marks.push([S.sel, "#f9a825"]);
  if (S.displaceFrom !== null) marks.push([S.displaceFrom, "#c62828"]);
  for (const [sq, colour] of marks) {
    const [x, y] = xy(sq);
    root.append(svg("rect", { x: x - CELL / 2 + 2, y: y - CELL / 2 + 2, width: CELL - 4, height: CELL - 4, fill: "none", stroke: colour, "stroke-width": 3 }));
  }
  // The pieces as the site's diagrams draw them: in the colours the game definition gives each
  // side (`look`), the FEN letter or, as chosen, the Vietnamese letter or the character the data
  // gives the piece.
  const style = $("glyphs").value;
  $("glyphs").closest("label").hidden = !r.pieces.some((p) => p.vi || p.zh);
  for (const p of r.pieces) {
    const [x, y] = xy(p.sq);
    const { face: fill, ink } = b.sides[p.side];
    const text = p[style] || p.fen;
    root.append(svg("circle", { class: "piece", cx: x, cy: y, r: 17, fill, stroke: "#111", "stroke-width": 1.5 }));
    const size = [...text].length > 1 ? 14 : 18;
    const lab = svg("text", { x, y: y + size / 3, "font-size": size, "font-weight": "bold", "text-anchor": "middle", fill: ink, "data-glyph": text });
    lab.textContent = text;
    root.append(lab);
  }
  for (const sq of targets) {
    const [x, y] = xy(sq);
    root.append(svg("circle", { class: "target", cx: x, cy: y, r: 8, fill: "#1b8a3a", "fill-opacity": 0.8 }));
  }
  b.squares.forEach((s, sq) => {
    const [x, y] = xy(sq);
    const hit = svg("rect", { class: "sq", "data-square": s.name, x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL, fill: "transparent" });
    hit.addEventListener("click", () => clickSquare(sq));
    root.append(hit);
  });
  $("board").replaceChildren(root);
}

function setupFen() {
  return S.kase.setup.fen || S.reply.board.start;
}
// Puts a FEN letter (or nothing) on a square of the FEN's placement field.
function placeOnFen(fen, b, sq, letter) {
  const fields = fen.trim().split(/\s+/);
  const rows = fields[0].split("/");
  const grid = rows.map((row) => {
    const cells = [];
    for (const m of row.matchAll(/(\d+)|(.)/g)) {
      if (m[1]) for (let i = 0; i < Number(m[1]); i++) cells.push(null);
      else cells.push(m[2]);
    }
    return cells;
  });
  const s = b.squares[sq];
  grid[b.ranks - 1 - s.rank][s.file] = letter;
  fields[0] = grid.map((cells) => {
    let out = "", run = 0;
    for (const c of cells) {
      if (c === null) run++;
      else { if (run) out += run; run = 0; out += c; }
    }
    return run ? out + run : out;
  }).join("/");
  return fields.join(" ");
}

function clickSquare(sq) {
  const r = S.reply, b = r.board, name = b.squares[sq].name;
  const tool = $("tool").value;
  if (tool === "place") {
    if (S.kase.events.length) { status(() => t("desk-label-place-first"), true); return; }
    const fen = placeOnFen(setupFen(), b, sq, S.placing);
    if (change((k) => { k.setup.fen = fen; })) $("fen").value = fen;
    return;
  }
  if (tool === "touch") { addEvent({ Touch: name }); return; }
  if (tool === "accidental") { addEvent({ TouchAccidental: name }); return; }
  if (tool === "adjust") { addEvent({ Adjust: name }); return; }
  if (tool === "displace") {
    if (S.displaceFrom === null) { S.displaceFrom = sq; status(() => t("desk-label-off-board")); drawBoard(); return; }
    const fromSq = S.displaceFrom;
    const from = b.squares[fromSq].name;
    S.displaceFrom = null;
    addEvent({ Displace: sq === fromSq ? { from } : { from, to: name } });
    return;
  }
  // Moves: choose a piece with legal moves, then one of its targets.
  if (S.sel !== null) {
    const choices = r.legal.filter((m) => m.from === S.sel && m.to === sq);
    if (choices.length === 1) { S.sel = null; playMove(choices[0].uci); return; }
    if (choices.length > 1) { offerChoices(choices); return; }
  }
  S.sel = r.legal.some((m) => m.from === sq) ? sq : null;
  drawBoard();
}

function offerChoices(choices) {
  const box = $("promotion");
  box.replaceChildren(...choices.map((m) => {
    const btn = el("button", { type: "button", "data-move": m.uci }, m.notations[0] || m.uci);
    btn.addEventListener("click", () => { box.hidden = true; S.sel = null; playMove(m.uci); });
    return btn;
  }));
  box.hidden = false;
}

function playMove(uci) {
  if (S.pickIntended) {
    S.pickIntended = false;
    const f = document.querySelector("#event-fields [data-field=intended]");
    if (f) f.value = uci;
    drawBoard();
    return;
  }
  const mode = $("move-mode").value;
  if (mode === "move") addEvent({ Move: uci });
  else if (mode === "play") addEvent({ Play: [uci, parseDur($("think").value) || { Seconds: 0 }] });
  else addEvent({ Moves: uci });
}

// ------------------------------------------------------------------ event form

function eventForm() {
  const kind = $("event-kind").value;
  const box = $("event-fields");
  box.replaceChildren();
  const sides = book().sides || [];
  for (const [name, type] of EVENTS[kind][1]) {
    const optional = type.endsWith("?");
    const base = type.replace("?", "");
    let input;
    if (base === "side") {
      input = el("select", { "data-field": name });
      if (optional) input.append(el("option", { value: "" }, "—"));
      for (const s of sides) input.append(el("option", { value: s.id }, pick([s.vi, s.en])));
    } else if (base === "claim") {
      input = el("select", { "data-field": name });
      for (const [c, label] of CLAIMS) input.append(el("option", { value: c }, t(label)));
    } else if (base === "decision") {
      input = el("select", { "data-field": name });
      for (const [d, label] of DECISIONS) input.append(el("option", { value: d }, t(label)));
    } else if (base === "bool") {
      input = el("select", { "data-field": name });
      input.append(el("option", { value: "" }, "—"), el("option", { value: "true" }, "✓"), el("option", { value: "false" }, "✗"));
    } else {
      input = el("input", { type: base === "num" ? "number" : "text", size: base === "dur" ? 6 : 10, placeholder: base === "dur" ? t("desk-label-duration-format") : "", "data-field": name });
    }
    box.append(el("label", {}, t(FIELDS[name]) + " ", input), " ");
    if (name === "intended") {
      const btn = el("button", { type: "button" }, t("desk-label-intended-pick"));
      btn.addEventListener("click", () => { S.pickIntended = true; $("tool").value = "move"; status(() => t("desk-label-intended-picking")); });
      box.append(btn, " ");
    }
  }
}

function readEvent() {
  const kind = $("event-kind").value;
  const v = {};
  for (const [name, type] of EVENTS[kind][1]) {
    const input = document.querySelector(`#event-fields [data-field=${name}]`);
    const raw = input ? input.value.trim() : "";
    const base = type.replace("?", "");
    if (raw === "") {
      if (type.endsWith("?")) continue;
      throw new Error(t(FIELDS[name]) + "?");
    }
    if (base === "dur") { v[name] = parseDur(raw); if (!v[name]) throw new Error(raw); }
    else if (base === "num") v[name] = Number(raw);
    else if (base === "bool") v[name] = raw === "true";
    else v[name] = raw;
  }
  switch (kind) {
    case "Press": case "Accept": case "Decline": case "Resume": case "Restore": case "DisplacementFound":
    case "TwoHands": case "Observed": case "Witnessed":
      return kind;
    case "Decide":
      if (v.decision === "Postpone") return { Decide: { Postpone: { extra_time: false } } };
      if (v.decision === "PostponeExtra") return { Decide: { Postpone: { extra_time: true } } };
      return { Decide: v.decision };
    case "Claim": {
      const c = { kind: v.kind };
      if (v.intended) c.intended = v.intended;
      if (v.by) c.by = v.by;
      if (v.written !== undefined) c.written = v.written;
      if (v.checked) c.checked_for = v.checked;
      if (v.withdrawn !== undefined) c.withdrawn = v.withdrawn;
      if (v.disputed !== undefined) c.disputed = v.disputed;
      return { Claim: c };
    }
    case "Play": return { Play: [v.move, v.time] };
    case "Arrive": return { Arrive: [v.side, v.time] };
    case "Notation": return { Notation: [v.side, v.text] };
    case "Offence": return { Offence: [v.side, v.name] };
    case "Unrecorded": return { Unrecorded: [v.side, v.count] };
    case "Displace": {
      const d = { from: v.from };
      if (v.to) d.to = v.to;
      if (v.by) d.by = v.by;
      return { Displace: d };
    }
    case "Replaced": return { Replaced: { first: v.first, then: v.then, released: v.released } };
    case "TouchUnordered": return { TouchUnordered: v.squares.split(/[\s,]+/).filter(Boolean) };
    case "Elapse": return { Elapse: v.time };
    default: {
      const first = Object.values(v)[0];
      return { [kind]: first };
    }
  }
}

// ------------------------------------------------------------------ rendering

// The article index's titles are English: the Vietnamese desk names an article by its number,
// linked to the law's own words on the Vietnamese law page.
const articleTitle = (a) => (S.lang === "en" && a.title ? a.title : "");

function link(a) {
  if (!a.href) return el("code", {}, a.id);
  return el("a", { href: `../${S.lang}/${a.href}`, title: articleTitle(a), class: "article" }, a.id);
}

function render() {
  const r = S.reply;
  drawBoard();
  $("result").textContent = r.result;
  // The reason in words; its code only in the scenario file and the JSON.
  $("reason").textContent = capital(pick([r.reason_said.vi, r.reason_said.en]));
  $("articles").replaceChildren(...(r.articles.length ? r.articles.map((a) => el("li", {}, link(a), articleTitle(a) ? " — " + articleTitle(a) : "")) : [el("li", {}, t("desk-label-none"))]));
  $("penalties").replaceChildren(...(r.penalties.length ? r.penalties.map((p) => {
    const amount = p.amount ? ` ${pick([p.amount.vi, p.amount.en])}` : "";
    return el("li", { class: "penalty" }, `${sideName(p.player)}: ${pick([p.kind_said.vi, p.kind_said.en])}${amount} `, link(p.article));
  }) : [el("li", {}, t("desk-label-none"))]));
  const exp = $("expect");
  if (r.expect_matches === null || r.expect_matches === undefined) exp.hidden = true;
  else { exp.hidden = false; exp.textContent = t(r.expect_matches ? "desk-label-expect-ok" : "desk-label-expect-bad"); exp.className = r.expect_matches ? "ok" : "bad"; }
  // Events with the rulings each led to.
  // The log in words; the events after the step shown are greyed, and a click on an event
  // shows the case as of it.
  $("events").replaceChildren(...r.events.map((said, i) => {
    const li = el("li", { class: i < r.at ? "done" : "later", "data-event": String(i) });
    const go = el("button", { type: "button", class: "step-to" }, capital(pick([said.vi, said.en])));
    // Said when pointed at: a long case has thousands of events.
    go.addEventListener("mouseenter", () => { go.title = say("desk-label-step-at", { k: i + 1, n: r.events.length }); });
    go.addEventListener("click", () => step(i + 1));
    li.append(go);
    for (const ru of r.rulings.filter((x) => x.event === i)) {
      li.append(el("div", { class: "ruling-line" }, link(ru.article), " ", pick([ru.vi, ru.en])));
    }
    return li;
  }));
  // Moves with their notations.
  const head = el("tr", {}, el("th", {}, t("desk-label-number")), el("th", {}, t("desk-label-coordinates")), ...r.notations.map((n) => el("th", { title: n.name }, n.id)));
  $("history").tHead.replaceChildren(head);
  $("history").tBodies[0].replaceChildren(...r.history.map((h, i) => el("tr", { class: h.illegal ? "bad" : "" },
    el("td", {}, String(i + 1)), el("td", {}, h.uci), ...(h.notations || []).map((n) => el("td", {}, n)))));
  const sides = r.board.sides;
  const turn = `${pick([sides[r.turn].vi, sides[r.turn].en])} ${t("desk-label-to-move")}${r.in_check ? " (" + t("desk-label-check") + ")" : ""}`;
  $("clocks").textContent = (r.clocks ? `${pick([sides[0].vi, sides[0].en])} ${fmtMs(r.clocks[0])} · ${pick([sides[1].vi, sides[1].en])} ${fmtMs(r.clocks[1])} · ` : "") + turn;
  $("final-fen").textContent = r.fen;
  const n = r.events.length;
  $("step-label").textContent = say("desk-label-step-at", { k: r.at, n });
  $("step-first").disabled = $("step-back").disabled = r.at === 0;
  $("step-forward").disabled = $("step-last").disabled = r.at === n;
  $("export-text").value = r.scenario;
  palette();
}

function palette() {
  const box = $("palette");
  const b = S.reply.board;
  box.hidden = $("tool").value !== "place";
  if (box.hidden) return;
  const letters = [];
  for (let side = 0; side < 2; side++) {
    for (const k of b.kinds) letters.push([side ? k.fen.toLowerCase() : k.fen.toUpperCase(), `${pick([b.sides[side].vi, b.sides[side].en])}: ${pick([k.vi, k.en])}`]);
  }
  letters.push([null, t("desk-label-empty")]);
  box.replaceChildren(...letters.map(([l, title]) => {
    const btn = el("button", { type: "button", title, class: S.placing === l ? "on" : "" }, l || "∅");
    btn.addEventListener("click", () => { S.placing = l; palette(); });
    return btn;
  }));
}

// Writes the labels of the page (`data-t` a text, `data-tp` a placeholder) in the language
// chosen. The status line is not one: it says what last happened.
function labelPage() {
  document.documentElement.lang = S.lang;
  document.title = t("desk-label-page-title");
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
  for (const e of document.querySelectorAll("[data-tp]")) e.placeholder = t(e.dataset.tp);
}

function translate() {
  relabel();
  labelPage();
  $("home").href = `../${S.lang}/index.html`;
  fillRulebooks();
  fillTimeControls();
  fillEventKinds();
  if (S.reply) { render(); share(); }
  if (S.status) status(S.status.say, S.status.bad);
}

function fillRulebooks() {
  const sel = $("rulebook");
  const all = known();
  // A proposal says so wherever its title is shown.
  const status = (b) => (b.proposal ? ` (${pick([b.proposal.vi, b.proposal.en])})` : "");
  sel.replaceChildren(...all.map((b) => el("option", { value: b.file || b.id }, `${b.file || b.id} — ${pick([b.vi, b.en])}${status(b)}`)));
  sel.value = S.kase.rules;
}
function fillTimeControls() {
  const sel = $("time-control");
  const tc = S.kase.setup.time_control;
  sel.replaceChildren(el("option", { value: "" }, t("desk-label-tc-none")), ...book().time_controls.map((n) => el("option", { value: n }, n)), el("option", { value: "\u0000custom" }, t("desk-label-tc-custom")));
  sel.value = !tc ? "" : tc.Named !== undefined ? tc.Named : "\u0000custom";
  $("custom-tc").hidden = sel.value !== "\u0000custom";
}
function fillEventKinds() {
  const sel = $("event-kind");
  const was = sel.value;
  sel.replaceChildren(...Object.entries(EVENTS).map(([k, [label]]) => el("option", { value: k }, t(label))));
  sel.value = was || "Claim";
  eventForm();
}

function readSetup() {
  const setup = {};
  const fen = $("fen").value.trim();
  if (fen) setup.fen = fen;
  const tc = $("time-control").value;
  if (tc === "\u0000custom") {
    const moves = Number($("tc-moves").value), minutes = Number($("tc-minutes").value);
    const then = Number($("tc-then").value), inc = Number($("tc-increment").value);
    const increment = inc > 0 ? { increment: parseDur("0:" + inc) } : {};
    const periods = [];
    if (moves > 0) periods.push({ moves, time: parseDur(String(minutes)), ...increment });
    else periods.push({ time: parseDur(String(minutes)), ...increment });
    if (moves > 0 && then > 0) periods.push({ time: parseDur(String(then)), ...increment });
    setup.time_control = { Custom: { periods } };
  } else if (tc) setup.time_control = { Named: tc };
  const a = parseDur($("clock-a").value), b = parseDur($("clock-b").value);
  if (a && b) setup.clocks = [a, b];
  const late = Number($("late-limit").value);
  if ($("late-limit").value !== "" && late >= 0) setup.late_limit = parseDur(String(late));
  return setup;
}
function showSetup() {
  const s = S.kase.setup;
  $("fen").value = s.fen || "";
  $("date").value = S.kase.date || "";
  $("source").value = S.kase.source || "";
  fillTimeControls();
}

function selectRules(id) {
  const old = book();
  const nb = known().find((b) => (b.file || b.id) === id);
  if (!nb) return false;
  const sameGame = old && old.game === nb.game;
  const ok = change((k) => {
    k.rules = id;
    if (!sameGame) { k.setup = {}; k.events = []; }
  });
  S.sel = null;
  showSetup();
  // The user's rule file may bring its federation's words.
  translate();
  return ok;
}

// ------------------------------------------------------------------ start

function wire() {
  $("lang").addEventListener("click", () => { S.lang = S.lang === "vi" ? "en" : "vi"; translate(); });
  $("rulebook").addEventListener("change", (e) => selectRules(e.target.value));
  $("rules-file").addEventListener("change", async (e) => {
    // The rule file, and the federation's catalogues beside it (x.vi.ftl, x.en.ftl) if chosen
    // with it.
    const files = [...e.target.files];
    const file = files.find((f) => !f.name.endsWith(".ftl"));
    if (!file) return;
    const catalogues = [];
    for (const f of files) if (f.name.endsWith(".ftl")) catalogues.push({ file: f.name, text: await f.text() });
    const r = call({ op: "check_rules", file: file.name, text: await file.text(), catalogues, lang: S.lang });
    const box = $("rules-errors");
    box.hidden = false;
    if (!r.ok) { box.textContent = r.error; box.className = "errors bad"; return; }
    box.className = "errors ok";
    S.user = r.rulebook;
    fillRulebooks();
    selectRules(r.rulebook.file);
    fillRulebooks();
    box.textContent = say("desk-label-rules-ok", { rulebook: r.rulebook.id + " " + r.rulebook.version + (r.rulebook.proposal ? ` (${pick([r.rulebook.proposal.vi, r.rulebook.proposal.en])})` : "") });
  });
  $("fen-set").addEventListener("click", () => { const fen = $("fen").value.trim(); change((k) => { if (fen) k.setup.fen = fen; else delete k.setup.fen; }); });
  $("fen-start").addEventListener("click", () => { $("fen").value = ""; change((k) => { delete k.setup.fen; }); });
  $("fen-empty").addEventListener("click", () => {
    const b = S.reply.board;
    const fields = setupFen().split(/\s+/);
    fields[0] = Array(b.ranks).fill(String(b.files)).join("/");
    $("fen").value = fields.join(" ");
    $("tool").value = "place";
    palette();
    status(() => t("desk-label-tool-place"));
  });
  $("time-control").addEventListener("change", () => { $("custom-tc").hidden = $("time-control").value !== "\u0000custom"; });
  $("setup-apply").addEventListener("click", () => {
    const setup = readSetup();
    const date = $("date").value.trim();
    change((k) => { k.setup = setup; if (date) k.date = date; else delete k.date; });
    showSetup();
  });
  $("source").addEventListener("change", () => change((k) => { const s = $("source").value.trim(); if (s) k.source = s; else delete k.source; }));
  $("glyphs").addEventListener("change", () => drawBoard());
  $("tool").addEventListener("change", () => { S.sel = null; S.displaceFrom = null; palette(); drawBoard(); });
  $("event-kind").addEventListener("change", eventForm);
  $("event-add").addEventListener("click", () => {
    try { addEvent(readEvent()); } catch (err) { status(String(err.message || err), true); }
  });
  $("press").addEventListener("click", () => addEvent("Press"));
  $("step-first").addEventListener("click", () => step(0));
  $("step-back").addEventListener("click", () => step(S.reply.at - 1));
  $("step-forward").addEventListener("click", () => step(S.reply.at + 1));
  $("step-last").addEventListener("click", () => step(null));
  // A game pasted: its start position and moves replace the case's (the clocks set stay).
  $("import-game-go").addEventListener("click", () => {
    const r = call({ op: "import_game", rules: S.kase.rules, text: $("import-game-text").value, lang: S.lang });
    if (!r.ok) { status(r.error, true); return; }
    S.at = null;
    const ok = change((k) => {
      k.setup = Object.assign({}, k.setup);
      if (r.case.setup.fen) k.setup.fen = r.case.setup.fen; else delete k.setup.fen;
      k.events = r.case.events;
      if (r.case.source) k.source = r.case.source;
    });
    if (!ok) return;
    showSetup();
    status(() => say("desk-label-imported", { n: r.moves, notation: r.notation }));
  });
  $("share-copy").addEventListener("click", async () => {
    $("share-link").select();
    try { await navigator.clipboard.writeText($("share-link").value); } catch (err) { document.execCommand("copy"); }
    status(() => t("desk-label-share-copied"));
  });
  $("undo").addEventListener("click", () => { S.at = null; change((k) => k.events.pop()); });
  $("clear").addEventListener("click", () => { S.at = null; change((k) => { k.events = []; }); });
  $("export").addEventListener("click", () => {
    const blob = new Blob([S.reply.scenario], { type: "text/plain" });
    const a = el("a", { href: URL.createObjectURL(blob), download: `desk-${(S.kase.rules || "case").replace(/\.ron$/, "")}.ron` });
    document.body.append(a);
    a.click();
    a.remove();
  });
  $("import").addEventListener("change", async (e) => {
    const file = e.target.files[0];
    if (!file) return;
    const r = call({ op: "import", text: await file.text() });
    if (!r.ok) { status(`${file.name}:${r.error}`, true); return; }
    // A case exported under the user's rule file carries it: the desk has loaded it again.
    if (r.rulebook) { S.user = r.rulebook; fillRulebooks(); }
    if (!known().some((b) => (b.file || b.id) === r.case.rules)) { status(() => say("desk-label-need-rules", { rules: r.case.rules }), true); return; }
    const before = S.kase;
    S.kase = r.case;
    S.at = null;
    const res = rule();
    if (!res.ok) { S.kase = before; status(res.error, true); return; }
    status(file.name);
    showSetup();
    translate();
  });
}

async function start() {
  const began = performance.now();
  const hash = new URLSearchParams(location.hash.slice(1));
  const ref = /\/(vi|en)\/rulebook-([^/]+)\.html/.exec(document.referrer || "");
  S.lang = hash.get("lang") || (ref ? ref[1] : (navigator.language || "vi").startsWith("vi") ? "vi" : "en");
  labelPage();
  status(() => t("desk-label-loading"));
  try {
    await init(new URL("desk.wasm", location.href));
  } catch (err) {
    status(() => t("desk-label-no-file"), true);
    return;
  }
  // The first ruling first (the rulebook asked for, or xiangqi); the list of every shipped
  // rulebook right after, once the page is usable.
  S.kase.rules = hash.get("rules") || (ref ? ref[2] : "") || "vn-xiangqi-1999";
  // A link made by the desk carries its case.
  let linked = null;
  if (hash.get("case")) {
    try { linked = decodeCase(hash.get("case")); } catch (err) { linked = String(err.message || err); }
  }
  if (linked && typeof linked === "object") S.kase = linked;
  let r = rule();
  if (!r.ok && linked && typeof linked === "object") {
    linked = r.error;
    S.kase = { rules: hash.get("rules") || "vn-xiangqi-1999", setup: {}, events: [] };
    r = rule();
  }
  if (!r.ok && S.kase.rules !== "vn-xiangqi-1999") {
    S.kase.rules = "vn-xiangqi-1999";
    r = rule();
  }
  if (!r.ok) { status(r.error, true); return; }
  wire();
  translate();
  showSetup();
  if (typeof linked === "string") status(() => say("desk-label-share-bad", { why: linked }), true);
  const ms = Math.round(performance.now());
  document.body.dataset.ready = String(ms);
  document.body.dataset.init = String(Math.round(performance.now() - began));
  if (typeof linked !== "string") status(() => say("desk-label-ready", { ms }));
  setTimeout(() => {
    S.catalog = call({ op: "catalog" });
    $("version").textContent = "trongtai " + S.catalog.version;
    fillRulebooks();
    document.body.dataset.catalog = String(S.catalog.rulebooks.length);
  }, 0);
}
start();
