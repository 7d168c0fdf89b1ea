// The arbiter's desk. Everything the law says comes from desk.wasm (crates/desk), called through
// trongtai.js, the ES module of the npm package trongtai-wasm: this script
// only draws, collects the case and shows the reply. No law is applied here.
import { init, call } from "./trongtai.js";

const T = {
  "title": ["Bàn trọng tài", "The arbiter's desk"],
  "home": ["Trang tài liệu", "Reference site"],
  "other-lang": ["English", "Tiếng Việt"],
  "loading": ["Đang tải trọng tài…", "Loading the arbiter…"],
  "ready": ["Sẵn sàng sau {ms} ms.", "Ready in {ms} ms."],
  "no-file": ["Trang này cần được mở qua một máy chủ web (ví dụ: python3 -m http.server trong docs/), vì trình duyệt không tải WebAssembly từ tệp cục bộ.", "Open this page through a web server (e.g. python3 -m http.server in docs/): browsers do not load WebAssembly from local files."],
  "setup": ["Thiết lập", "Set-up"],
  "rulebook": ["Bộ luật", "Rulebook"],
  "own-rules": ["Tệp luật riêng", "Own rule file"],
  "date": ["Ngày thi đấu", "Date played"],
  "fen-set": ["Đặt FEN", "Set FEN"],
  "fen-start": ["Thế ban đầu", "Initial position"],
  "fen-empty": ["Bàn trống", "Empty board"],
  "time-control": ["Thể thức thời gian", "Time control"],
  "tc-none": ["Không dùng đồng hồ", "No clocks"],
  "tc-custom": ["Tự đặt…", "Custom…"],
  "tc-moves": ["số nước", "moves"],
  "tc-minutes": ["phút", "minutes"],
  "tc-then": ["rồi phút", "then minutes"],
  "tc-increment": ["cộng giây/nước", "increment s/move"],
  "clocks": ["Đồng hồ lúc đầu (nếu khác)", "Clocks at start (if not full)"],
  "late-limit": ["Giới hạn đến muộn (phút)", "Late-arrival limit (minutes)"],
  "setup-apply": ["Áp dụng thiết lập", "Apply set-up"],
  "case-file": ["Tệp tình huống", "Scenario file"],
  "source": ["Nguồn (mô tả)", "Source (what happened)"],
  "export": ["Tải về .ron", "Download .ron"],
  "import": ["Mở tệp tình huống", "Open a scenario"],
  "click": ["Bấm vào bàn cờ:", "A click on the board:"],
  "tool-move": ["đi quân", "moves"],
  "tool-touch": ["chạm quân", "touches"],
  "tool-accidental": ["chạm vô ý", "touches by accident"],
  "tool-adjust": ["sửa quân", "adjusts"],
  "tool-displace": ["làm xê dịch quân", "displaces"],
  "tool-place": ["đặt quân (thiết lập)", "places a piece (set-up)"],
  "mode-moves": ["đi và bấm đồng hồ", "move and press"],
  "mode-move": ["đi, chưa bấm đồng hồ", "move, clock not pressed"],
  "mode-play": ["suy nghĩ rồi đi", "think, move, press"],
  "add-event": ["Thêm sự việc", "Add an event"],
  "add": ["Thêm", "Add"],
  "undo": ["Bỏ sự việc cuối", "Remove last event"],
  "clear": ["Xóa mọi sự việc", "Clear events"],
  "ruling": ["Phán quyết", "Ruling"],
  "articles": ["Điều luật áp dụng", "Articles applied"],
  "penalties": ["Hình phạt", "Penalties"],
  "events": ["Sự việc", "Events"],
  "moves": ["Các nước đi", "Moves"],
  "none": ["không có", "none"],
  "footer": ["Phán quyết do trọng tài của trongtai đưa ra (cùng mã với trongtai replay), chạy trong trình duyệt.", "Rulings by trongtai's arbiter (the same code as trongtai replay), running in the browser."],
  "expect-ok": ["Đúng như tệp tình huống dự kiến.", "As the scenario file expects."],
  "expect-bad": ["Khác với phán quyết mà tệp tình huống dự kiến!", "Differs from the verdict the scenario file expects!"],
  "rules-ok": ["Tệp luật hợp lệ: ", "Rule file valid: "],
  "need-rules": ["Tình huống dùng bộ luật {r}: hãy mở tệp luật đó trước.", "The scenario uses rulebook {r}: open that rule file first."],
  "place-first": ["Chỉ đặt quân khi chưa có sự việc nào.", "Pieces can be placed only before any event."],
  "intended-pick": ["Chọn trên bàn cờ", "Pick on board"],
  "check": ["chiếu", "check"],
  "to-move": ["đến lượt", "to move"],
  "empty": ["trống", "empty"],
  "off-board": ["(bấm lại ô đó: ra ngoài bàn)", "(click it again: off the board)"],
  "ev-Moves": ["Các nước (đi và bấm)", "Moves (move and press)"],
  "ev-Play": ["Suy nghĩ rồi đi", "Play (think, move, press)"],
  "ev-Move": ["Đi quân, chưa bấm", "Move, not pressed"],
  "ev-Press": ["Bấm đồng hồ", "Press the clock"],
  "ev-Elapse": ["Thời gian trôi", "Time passes"],
  "ev-Claim": ["Yêu cầu (xử hòa, …)", "Claim"],
  "ev-Offer": ["Đề nghị hòa", "Offer a draw"],
  "ev-Accept": ["Chấp nhận hòa", "Accept the offer"],
  "ev-Decline": ["Từ chối hòa", "Decline the offer"],
  "ev-Resign": ["Xin thua", "Resign"],
  "ev-Arrive": ["Đến bàn cờ", "Arrive at the board"],
  "ev-Seal": ["Niêm phong nước đi", "Seal a move"],
  "ev-Resume": ["Tiếp tục ván hoãn", "Resume"],
  "ev-Explain": ["Giải thích nước niêm phong", "Explain the sealed move"],
  "ev-Abandon": ["Bỏ ván hoãn", "Abandon"],
  "ev-Notation": ["Biên bản ghi bằng ký hiệu", "Scoresheet notation"],
  "ev-Displace": ["Quân bị xê dịch", "A piece displaced"],
  "ev-Restore": ["Đặt lại quân", "Pieces restored"],
  "ev-DisplacementFound": ["Trọng tài thấy quân bị xê dịch", "Arbiter finds displacement"],
  "ev-CastleBegun": ["Nhập thành chỉ đi Vua", "Castling begun with the king"],
  "ev-Replaced": ["Đặt quân rồi đổi ô", "Piece put down, then moved on"],
  "ev-Touch": ["Chạm quân", "Touch"],
  "ev-TouchUnordered": ["Chạm nhiều quân", "Touch several"],
  "ev-TouchAccidental": ["Chạm vô ý", "Touch by accident"],
  "ev-Adjust": ["Sửa quân", "Adjust"],
  "ev-Offence": ["Vi phạm", "Offence"],
  "ev-Unrecorded": ["Không ghi biên bản", "Moves not recorded"],
  "ev-Irregularity": ["Xếp quân sai", "Irregular set-up"],
  "ev-TwoHands": ["Nước vừa đi bằng hai tay", "Last move made with two hands"],
  "ev-Observed": ["Trọng tài thấy nước đi sai luật vừa rồi", "Arbiter sees the illegal move just made"],
  "ev-Decide": ["Trọng tài quyết định yêu cầu", "Arbiter decides the claim"],
  "ev-OrderToVary": ["Trọng tài buộc đổi nước", "Arbiter orders to vary"],
  "ev-RefuseToVary": ["Không chịu đổi nước", "Refuses to vary"],
  "ev-Witnessed": ["Trọng tài chứng kiến việc chạm quân", "Arbiter witnesses the touches"],
  "f-disputed": ["việc chạm bị phản đối", "touch disputed"],
  "step-first": ["Về đầu", "To the start"],
  "step-back": ["Lùi một sự việc", "One event back"],
  "step-forward": ["Tiến một sự việc", "One event forward"],
  "step-last": ["Đến sự việc cuối", "To the last event"],
  "step-at": ["Sau {k}/{n} sự việc", "After {k} of {n} events"],
  "import-game": ["Nhập ván cờ: PGN (kể cả ICCS), hoặc FEN rồi các nước đi", "Import a game: PGN (ICCS too), or a FEN then moves"],
  "import-game-go": ["Nhập ván cờ", "Import the game"],
  "imported": ["Đã nhập {n} nước (ký hiệu {notation}).", "Imported {n} moves (notation {notation})."],
  "glyphs": ["Chữ trên quân", "Letters on the pieces"],
  "glyphs-latin": ["Chữ FEN", "FEN letters"],
  "glyphs-vi": ["Chữ Việt (XQ99 11.2)", "Vietnamese letters (XQ99 11.2)"],
  "glyphs-zh": ["Chữ Hán", "Chinese characters"],
  "share": ["Liên kết tái hiện tình huống", "Link reproducing the case"],
  "share-copy": ["Chép liên kết", "Copy link"],
  "share-copied": ["Đã chép liên kết. Tình huống nằm trong chính liên kết, không gửi đi đâu.", "Link copied. The case is inside the link itself; nothing is sent anywhere."],
  "share-bad": ["Liên kết không chứa tình huống đọc được: ", "The link holds no readable case: "],
  "f-decision": ["quyết định", "decision"],
  "dec-Draw": ["xử hòa", "draw"], "dec-Reject": ["bác yêu cầu", "reject"],
  "dec-Grant": ["chấp thuận cộng thời gian mỗi nước", "grant the increment"],
  "dec-Postpone": ["hoãn quyết định", "postpone"],
  "dec-PostponeExtra": ["hoãn quyết định, cộng thời gian cho đối thủ", "postpone, extra time to the opponent"],
  "f-side": ["bên", "side"], "f-time": ["thời gian mm:ss", "time mm:ss"], "f-move": ["nước", "move"],
  "f-moves": ["các nước", "moves"], "f-square": ["ô", "square"], "f-squares": ["các ô", "squares"],
  "f-kind": ["loại", "kind"], "f-intended": ["nước định đi", "intended move"], "f-by": ["bên yêu cầu", "by"],
  "f-written": ["đã ghi", "written"], "f-checked": ["kiểm tra mm:ss", "checked for mm:ss"],
  "f-withdrawn": ["rút lại", "withdrawn"], "f-text": ["ký hiệu", "notation"], "f-name": ["tên", "name"],
  "f-first": ["nước đặt trước", "first move"], "f-then": ["nước đổi sang", "then moved to"],
  "f-released": ["đã buông tay", "hand released"],
  "f-count": ["số nước", "count"], "f-from": ["từ ô", "from"], "f-to": ["đến ô", "to"],
  "claim-Repetition": ["lặp lại thế cờ", "repetition"], "claim-MoveCount": ["luật n nước", "n-move rule"],
  "claim-TouchMove": ["chạm quân phải đi", "touch-move"], "claim-IllegalMove": ["nước đi sai luật", "illegal move"],
  "claim-Flag": ["rơi cờ", "flag"],
  "claim-QuickplayFinish": ["xin xử hòa khi còn dưới 2 phút", "quickplay finish"],
  "claim-IncrementRequest": ["đề nghị cộng thời gian mỗi nước", "increment request"],
};
// The fields of each event of the scenario vocabulary (crates/arbiter/src/event.rs).
const EVENTS = {
  Moves: [["moves", "text"]], Play: [["move", "text"], ["time", "dur"]], Move: [["move", "text"]],
  Press: [], Elapse: [["time", "dur"]],
  Claim: [["kind", "claim"], ["intended", "text?"], ["by", "side?"], ["written", "bool?"], ["checked", "dur?"], ["withdrawn", "bool?"], ["disputed", "bool?"]],
  Offer: [["side", "side"]], Accept: [], Decline: [], Resign: [["side", "side"]],
  Arrive: [["side", "side"], ["time", "dur"]], Seal: [["move", "text"]], Resume: [],
  Explain: [["move", "text"]], Abandon: [["side", "side"]], Notation: [["side", "side"], ["text", "text"]],
  Displace: [["from", "text"], ["to", "text?"], ["by", "side?"]], Restore: [], DisplacementFound: [],
  CastleBegun: [["move", "text"]], Replaced: [["first", "text"], ["then", "text"], ["released", "bool"]], Touch: [["square", "text"]], TouchUnordered: [["squares", "text"]],
  TouchAccidental: [["square", "text"]], Adjust: [["square", "text"]],
  Offence: [["side", "side"], ["name", "text"]], Unrecorded: [["side", "side"], ["count", "num"]],
  Irregularity: [["name", "text"]],
  TwoHands: [], Observed: [], Decide: [["decision", "decision"]],
  OrderToVary: [["side", "side"]], RefuseToVary: [["side", "side"]], Witnessed: [],
};
const CLAIMS = ["Repetition", "MoveCount", "TouchMove", "IllegalMove", "Flag", "QuickplayFinish", "IncrementRequest"];
// The arbiter's decisions on a claim (crates/arbiter/src/event.rs `Decision`).
const DECISIONS = ["Draw", "Reject", "Grant", "Postpone", "PostponeExtra"];

const S = {
  lang: "vi", exports: null, catalog: null, user: null,
  kase: { rules: "", setup: {}, events: [] },
  reply: null, sel: null, displaceFrom: null, pickIntended: false, placing: null,
  // The step shown: the number of events ruled (null: all of them).
  at: null,
};
const $ = (id) => document.getElementById(id);
const t = (key) => (T[key] ? T[key][S.lang === "vi" ? 0 : 1] : key);
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
function status(text, bad) {
  const p = $("status");
  p.textContent = text;
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
  // The pieces as the site's diagrams draw them (crates/docgen/src/diagram.rs): a side named
  // for a colour in it, the FEN letter or, as chosen, the Vietnamese or Chinese glyph.
  const style = $("glyphs").value;
  $("glyphs").closest("label").hidden = !r.pieces.some((p) => p.vi || p.zh);
  for (const p of r.pieces) {
    const [x, y] = xy(p.sq);
    const id = b.sides[p.side].id;
    const [fill, ink] = id === "red" ? ["#fff4e6", "#c62828"] : id === "black" || p.side === 1 ? ["#2b2b2b", "#fff"] : ["#ffffff", "#111"];
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
    if (S.kase.events.length) { status(t("place-first"), true); return; }
    const fen = placeOnFen(setupFen(), b, sq, S.placing);
    if (change((k) => { k.setup.fen = fen; })) $("fen").value = fen;
    return;
  }
  if (tool === "touch") { addEvent({ Touch: name }); return; }
  if (tool === "accidental") { addEvent({ TouchAccidental: name }); return; }
  if (tool === "adjust") { addEvent({ Adjust: name }); return; }
  if (tool === "displace") {
    if (S.displaceFrom === null) { S.displaceFrom = sq; status(t("off-board")); drawBoard(); return; }
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
  for (const [name, type] of EVENTS[kind]) {
    const optional = type.endsWith("?");
    const base = type.replace("?", "");
    let input;
    if (base === "side") {
      input = el("select", { "data-field": name });
      if (optional) input.append(el("option", { value: "" }, "—"));
      for (const s of sides) input.append(el("option", { value: s.id }, pick([s.vi, s.en])));
    } else if (base === "claim") {
      input = el("select", { "data-field": name });
      for (const c of CLAIMS) input.append(el("option", { value: c }, t("claim-" + c)));
    } else if (base === "decision") {
      input = el("select", { "data-field": name });
      for (const d of DECISIONS) input.append(el("option", { value: d }, t("dec-" + d)));
    } else if (base === "bool") {
      input = el("select", { "data-field": name });
      input.append(el("option", { value: "" }, "—"), el("option", { value: "true" }, "✓"), el("option", { value: "false" }, "✗"));
    } else {
      input = el("input", { type: base === "num" ? "number" : "text", size: base === "dur" ? 6 : 10, placeholder: base === "dur" ? "mm:ss" : "", "data-field": name });
    }
    const fieldKey = { kind: "f-kind", checked: "f-checked" }[name] || "f-" + name;
    box.append(el("label", {}, t(fieldKey) + " ", input), " ");
    if (name === "intended") {
      const btn = el("button", { type: "button" }, t("intended-pick"));
      btn.addEventListener("click", () => { S.pickIntended = true; $("tool").value = "move"; status(t("intended-pick") + "…"); });
      box.append(btn, " ");
    }
  }
}

function readEvent() {
  const kind = $("event-kind").value;
  const v = {};
  for (const [name, type] of EVENTS[kind]) {
    const input = document.querySelector(`#event-fields [data-field=${name}]`);
    const raw = input ? input.value.trim() : "";
    const base = type.replace("?", "");
    if (raw === "") {
      if (type.endsWith("?")) continue;
      throw new Error(t("f-" + name) + "?");
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
  $("articles").replaceChildren(...(r.articles.length ? r.articles.map((a) => el("li", {}, link(a), articleTitle(a) ? " — " + articleTitle(a) : "")) : [el("li", {}, t("none"))]));
  $("penalties").replaceChildren(...(r.penalties.length ? r.penalties.map((p) => {
    const amount = p.amount ? ` ${pick([p.amount.vi, p.amount.en])}` : "";
    return el("li", { class: "penalty" }, `${sideName(p.player)}: ${pick([p.kind_said.vi, p.kind_said.en])}${amount} `, link(p.article));
  }) : [el("li", {}, t("none"))]));
  const exp = $("expect");
  if (r.expect_matches === null || r.expect_matches === undefined) exp.hidden = true;
  else { exp.hidden = false; exp.textContent = t(r.expect_matches ? "expect-ok" : "expect-bad"); exp.className = r.expect_matches ? "ok" : "bad"; }
  // Events with the rulings each led to.
  // The log in words; the events after the step shown are greyed, and a click on an event
  // shows the case as of it.
  $("events").replaceChildren(...r.events.map((said, i) => {
    const li = el("li", { class: i < r.at ? "done" : "later", "data-event": String(i) });
    const go = el("button", { type: "button", class: "step-to", title: t("step-at").replace("{k}", i + 1).replace("{n}", r.events.length) }, capital(pick([said.vi, said.en])));
    go.addEventListener("click", () => step(i + 1));
    li.append(go);
    for (const ru of r.rulings.filter((x) => x.event === i)) {
      li.append(el("div", { class: "ruling-line" }, link(ru.article), " ", pick([ru.vi, ru.en])));
    }
    return li;
  }));
  // Moves with their notations.
  const head = el("tr", {}, el("th", {}, "#"), el("th", {}, "ICCS/UCI"), ...r.notations.map((n) => el("th", { title: n.name }, n.id)));
  $("history").tHead.replaceChildren(head);
  $("history").tBodies[0].replaceChildren(...r.history.map((h, i) => el("tr", { class: h.illegal ? "bad" : "" },
    el("td", {}, String(i + 1)), el("td", {}, h.uci), ...(h.notations || []).map((n) => el("td", {}, n)))));
  const sides = r.board.sides;
  const turn = `${pick([sides[r.turn].vi, sides[r.turn].en])} ${t("to-move")}${r.in_check ? " (" + t("check") + ")" : ""}`;
  $("clocks").textContent = (r.clocks ? `${pick([sides[0].vi, sides[0].en])} ${fmtMs(r.clocks[0])} · ${pick([sides[1].vi, sides[1].en])} ${fmtMs(r.clocks[1])} · ` : "") + turn;
  $("final-fen").textContent = r.fen;
  const n = r.events.length;
  $("step-label").textContent = t("step-at").replace("{k}", r.at).replace("{n}", n);
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
  letters.push([null, t("empty")]);
  box.replaceChildren(...letters.map(([l, title]) => {
    const btn = el("button", { type: "button", title, class: S.placing === l ? "on" : "" }, l || "∅");
    btn.addEventListener("click", () => { S.placing = l; palette(); });
    return btn;
  }));
}

function translate() {
  document.documentElement.lang = S.lang;
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
  $("home").href = `../${S.lang}/index.html`;
  fillRulebooks();
  fillTimeControls();
  fillEventKinds();
  if (S.reply) { render(); share(); }
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
  sel.replaceChildren(el("option", { value: "" }, t("tc-none")), ...book().time_controls.map((n) => el("option", { value: n }, n)), el("option", { value: "\u0000custom" }, t("tc-custom")));
  sel.value = !tc ? "" : tc.Named !== undefined ? tc.Named : "\u0000custom";
  $("custom-tc").hidden = sel.value !== "\u0000custom";
}
function fillEventKinds() {
  const sel = $("event-kind");
  const was = sel.value;
  sel.replaceChildren(...Object.keys(EVENTS).map((k) => el("option", { value: k }, t("ev-" + k))));
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
  fillEventKinds();
  return ok;
}

// ------------------------------------------------------------------ start

function wire() {
  $("lang").addEventListener("click", () => { S.lang = S.lang === "vi" ? "en" : "vi"; translate(); });
  $("rulebook").addEventListener("change", (e) => selectRules(e.target.value));
  $("rules-file").addEventListener("change", async (e) => {
    const file = e.target.files[0];
    if (!file) return;
    const r = call({ op: "check_rules", file: file.name, text: await file.text() });
    const box = $("rules-errors");
    box.hidden = false;
    if (!r.ok) { box.textContent = r.error; box.className = "errors bad"; return; }
    box.textContent = t("rules-ok") + r.rulebook.id + " " + r.rulebook.version + (r.rulebook.proposal ? ` (${pick([r.rulebook.proposal.vi, r.rulebook.proposal.en])})` : "");
    box.className = "errors ok";
    S.user = r.rulebook;
    fillRulebooks();
    selectRules(r.rulebook.file);
    fillRulebooks();
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
    status(t("tool-place"));
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
    status(t("imported").replace("{n}", r.moves).replace("{notation}", r.notation));
  });
  $("share-copy").addEventListener("click", async () => {
    $("share-link").select();
    try { await navigator.clipboard.writeText($("share-link").value); } catch (err) { document.execCommand("copy"); }
    status(t("share-copied"));
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
    if (!known().some((b) => (b.file || b.id) === r.case.rules)) { status(t("need-rules").replace("{r}", r.case.rules), true); return; }
    const before = S.kase;
    S.kase = r.case;
    S.at = null;
    const res = rule();
    if (!res.ok) { S.kase = before; status(res.error, true); return; }
    status(file.name);
    showSetup();
    fillRulebooks();
    fillEventKinds();
  });
}

async function start() {
  const began = performance.now();
  const hash = new URLSearchParams(location.hash.slice(1));
  const ref = /\/(vi|en)\/rulebook-([^/]+)\.html/.exec(document.referrer || "");
  S.lang = hash.get("lang") || (ref ? ref[1] : (navigator.language || "vi").startsWith("vi") ? "vi" : "en");
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
  try {
    await init(new URL("desk.wasm", location.href));
  } catch (err) {
    status(t("no-file"), true);
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
  if (typeof linked === "string") status(t("share-bad") + linked, true);
  const ms = Math.round(performance.now());
  document.body.dataset.ready = String(ms);
  document.body.dataset.init = String(Math.round(performance.now() - began));
  if (typeof linked !== "string") status(t("ready").replace("{ms}", ms));
  setTimeout(() => {
    S.catalog = call({ op: "catalog" });
    $("version").textContent = "trongtai " + S.catalog.version;
    fillRulebooks();
    document.body.dataset.catalog = String(S.catalog.rulebooks.length);
  }, 0);
}
start();
