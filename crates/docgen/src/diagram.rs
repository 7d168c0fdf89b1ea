//! SVG board diagrams computed from the compiled movement data ([`trongtai_engine::Game::movement`]).
//!
//! The pictures carry no words: square names and FEN letters only, so one file serves both
//! languages; the captions (in the pages) say what the marks mean.

use std::fmt::Write;

use trongtai_engine::{Game, Movement, ShapeView};
use trongtai_rulebook::game::Mode;
use trongtai_rulebook::GameDef;

/// How pieces are written on the diagrams: the style is the notation crate's, its glyphs the
/// data's (the notation files' letters, the game definitions' characters).
pub use trongtai_notation::Glyphs;

const CELL: i32 = 36;
const MARGIN: i32 = 24;

/// One generated diagram.
#[derive(Debug, Clone)]
pub struct Diagram {
    /// The file under the site root (`diagrams/chess-knight.svg`).
    pub file: String,
    /// The SVG text.
    pub svg: String,
    /// What it shows.
    pub what: What,
}

/// What a diagram shows (the pages turn it into a caption).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum What {
    /// The board and its zones (both sides).
    Zones(Vec<String>),
    /// The initial position.
    Start,
    /// A kind of piece (its id) from a square: where it may go.
    Piece {
        /// The kind's id.
        kind: String,
        /// The square's name.
        from: String,
        /// Whether the piece has leaps with legs.
        legs: bool,
        /// Whether it is promoted somewhere.
        promotion: bool,
        /// Whether the view shows a passable move (en passant).
        passable: bool,
        /// The modes of the targets drawn (move and capture, move only, capture only).
        modes: Vec<Mode>,
    },
    /// A leaper with one leg square occupied: which leaps that piece blocks.
    Blocked {
        /// The kind's id.
        kind: String,
        /// The square it stands on.
        from: String,
        /// The occupied leg square.
        blocker: String,
        /// The targets it blocks.
        blocked: Vec<String>,
    },
    /// A hopper with its screens on one line: the capture beyond them.
    Screen {
        /// The kind's id.
        kind: String,
        /// The square it stands on.
        from: String,
        /// The screens.
        screens: Vec<String>,
        /// The piece it may capture.
        target: String,
    },
    /// The castling moves of the first side.
    Castling(Vec<String>),
}

struct Board<'a> {
    game: &'a Game,
    files: i32,
    ranks: i32,
    points: bool,
    /// The rank gap (between `r - 1` and `r`) that divides the board into two halves, if a
    /// zone does.
    divider: Option<i32>,
    /// Diagonals drawn on a board of points: the corners `(file, rank)` of each small square
    /// zone (three points or more a side, less than half the board), whose diagonals are
    /// lines of the board (the xiangqi palace).
    diagonals: Vec<((i32, i32), (i32, i32))>,
    /// The face and ink colours of each side's pieces (the game definition's `look`).
    looks: Vec<(String, String)>,
    id: String,
    /// The glyph of each kind of piece (by id) for each side, where the style asked for gives
    /// one ([`Glyphs::table`]).
    glyphs: std::collections::HashMap<String, Vec<Option<String>>>,
}

impl Board<'_> {
    fn xy(&self, sq: usize) -> (i32, i32) {
        let (f, r) = self.game.file_rank(sq);
        let (f, r) = (f as i32, r as i32);
        (
            MARGIN + f * CELL + CELL / 2,
            MARGIN + (self.ranks - 1 - r) * CELL + CELL / 2,
        )
    }

    fn width(&self) -> i32 {
        2 * MARGIN + self.files * CELL
    }

    fn height(&self) -> i32 {
        2 * MARGIN + self.ranks * CELL
    }

    fn open(&self, out: &mut String, title: &str) {
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" role=\"img\" aria-label=\"{title}\">\n<defs><marker id=\"{id}-arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" fill=\"#1f5fa8\"/></marker></defs>\n",
            w = self.width(),
            h = self.height(),
            id = self.id,
        );
        let (bw, bh) = (self.files * CELL, self.ranks * CELL);
        if self.points {
            let _ = writeln!(
                out,
                "<rect x=\"{MARGIN}\" y=\"{MARGIN}\" width=\"{bw}\" height=\"{bh}\" fill=\"#f3dfb4\"/>"
            );
        } else {
            for r in 0..self.ranks {
                for f in 0..self.files {
                    let dark = (f + r) % 2 == 0;
                    let x = MARGIN + f * CELL;
                    let y = MARGIN + (self.ranks - 1 - r) * CELL;
                    let fill = if dark { "#b9c7a5" } else { "#f1f3e6" };
                    let _ = writeln!(
                        out,
                        "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\"/>"
                    );
                }
            }
        }
        // Coordinates: files below, ranks at the left.
        for f in 0..self.files {
            let x = MARGIN + f * CELL + CELL / 2;
            let letter = char::from(b'a' + f as u8);
            let _ = writeln!(
                out,
                "<text x=\"{x}\" y=\"{}\" font-size=\"11\" text-anchor=\"middle\" fill=\"#555\">{letter}</text>",
                MARGIN + self.ranks * CELL + 15
            );
        }
        for r in 0..self.ranks {
            let y = MARGIN + (self.ranks - 1 - r) * CELL + CELL / 2 + 4;
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{y}\" font-size=\"11\" text-anchor=\"middle\" fill=\"#555\">{}</text>",
                MARGIN / 2,
                r + 1
            );
        }
    }

    /// The grid of a board whose pieces stand on points, drawn over the zone tints.
    fn grid(&self, out: &mut String) {
        if !self.points {
            return;
        }
        let c = |f: i32, r: i32| {
            (
                MARGIN + f * CELL + CELL / 2,
                MARGIN + (self.ranks - 1 - r) * CELL + CELL / 2,
            )
        };
        for r in 0..self.ranks {
            let (x1, y) = c(0, r);
            let (x2, _) = c(self.files - 1, r);
            let _ = writeln!(
                out,
                "<line x1=\"{x1}\" y1=\"{y}\" x2=\"{x2}\" y2=\"{y}\" stroke=\"#6b4f2a\" stroke-width=\"1\"/>"
            );
        }
        for &((fa, ra), (fb, rb)) in &self.diagonals {
            let (x1, y1) = c(fa, ra);
            let (x2, y2) = c(fb, rb);
            let _ = writeln!(
                out,
                "<line class=\"diagonal\" x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"#6b4f2a\" stroke-width=\"1\"/>"
            );
        }
        for f in 0..self.files {
            let edge = f == 0 || f == self.files - 1;
            let spans: Vec<(i32, i32)> = match self.divider {
                Some(d) if !edge => vec![(0, d - 1), (d, self.ranks - 1)],
                _ => vec![(0, self.ranks - 1)],
            };
            for (a, b) in spans {
                let (x, y1) = c(f, a);
                let (_, y2) = c(f, b);
                let _ = writeln!(
                    out,
                    "<line x1=\"{x}\" y1=\"{y1}\" x2=\"{x}\" y2=\"{y2}\" stroke=\"#6b4f2a\" stroke-width=\"1\"/>"
                );
            }
        }
    }

    fn tint(&self, out: &mut String, squares: &[usize], fill: &str) {
        for &sq in squares {
            let (x, y) = self.xy(sq);
            let _ = writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\"/>",
                x - CELL / 2,
                y - CELL / 2
            );
        }
    }

    fn piece(&self, out: &mut String, sq: usize, side: usize, letter: char) {
        let (x, y) = self.xy(sq);
        // In the colours the game definition gives the side's pieces.
        let (fill, ink) = self
            .looks
            .get(side)
            .map_or(("#2b2b2b", "#ffffff"), |(f, i)| (f.as_str(), i.as_str()));
        let fen = if side == 0 {
            letter.to_ascii_uppercase()
        } else {
            letter.to_ascii_lowercase()
        };
        let glyph = (0..self.game.kind_count())
            .find(|&k| self.game.kind_fen(k).is_some_and(|c| c.eq_ignore_ascii_case(&letter)))
            .and_then(|kind| self.game.kind_info(kind))
            .and_then(|(id, _)| self.glyphs.get(id)?.get(side)?.as_deref());
        let (text, size) = match glyph {
            Some(g) if g.chars().count() > 1 => (g.to_owned(), 12),
            Some(g) => (g.to_owned(), 15),
            None => (fen.to_string(), 15),
        };
        let _ = writeln!(
            out,
            "<circle class=\"piece\" cx=\"{x}\" cy=\"{y}\" r=\"14\" fill=\"{fill}\" stroke=\"#111\" stroke-width=\"1.5\"/><text x=\"{x}\" y=\"{}\" font-size=\"{size}\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{ink}\">{text}</text>",
            y + 5
        );
    }

    fn neutral(&self, out: &mut String, sq: usize) {
        let (x, y) = self.xy(sq);
        let _ = writeln!(out, "<circle class=\"blocker\" cx=\"{x}\" cy=\"{y}\" r=\"12\" fill=\"#8a8a8a\" stroke=\"#333\" stroke-width=\"1.5\"/>");
    }

    fn target(&self, out: &mut String, sq: usize, mode: Mode) {
        let (x, y) = self.xy(sq);
        match mode {
            Mode::MoveOnly => {
                let _ = writeln!(out, "<circle class=\"target\" cx=\"{x}\" cy=\"{y}\" r=\"7\" fill=\"none\" stroke=\"#1b8a3a\" stroke-width=\"3\"/>");
            }
            Mode::CaptureOnly => {
                let _ = writeln!(
                    out,
                    "<path class=\"target\" d=\"M{} {y}L{x} {}L{} {y}L{x} {}z\" fill=\"#c62828\"/>",
                    x - 8,
                    y - 8,
                    x + 8,
                    y + 8
                );
            }
            _ => {
                let _ = writeln!(
                    out,
                    "<circle class=\"target\" cx=\"{x}\" cy=\"{y}\" r=\"8\" fill=\"#1b8a3a\"/>"
                );
            }
        }
    }

    fn passed(&self, out: &mut String, sq: usize, passable: bool) {
        let (x, y) = self.xy(sq);
        if passable {
            let _ = writeln!(out, "<circle cx=\"{x}\" cy=\"{y}\" r=\"11\" fill=\"none\" stroke=\"#7b1fa2\" stroke-width=\"2\" stroke-dasharray=\"3 2\"/>");
        }
        let _ = writeln!(out, "<circle cx=\"{x}\" cy=\"{y}\" r=\"3\" fill=\"#666\"/>");
    }

    fn blocked(&self, out: &mut String, sq: usize) {
        let (x, y) = self.xy(sq);
        let _ = writeln!(
            out,
            "<path class=\"blocked\" d=\"M{a} {b}L{c} {d}M{a} {d}L{c} {b}\" stroke=\"#555\" stroke-width=\"3\"/>",
            a = x - 7,
            b = y - 7,
            c = x + 7,
            d = y + 7
        );
    }

    fn leg(&self, out: &mut String, leg: usize, to: usize) {
        let (x1, y1) = self.xy(leg);
        let (x2, y2) = self.xy(to);
        let _ = writeln!(out, "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"#e07b00\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>");
    }

    fn leg_mark(&self, out: &mut String, leg: usize) {
        let (x, y) = self.xy(leg);
        let _ = writeln!(
            out,
            "<rect class=\"leg\" x=\"{}\" y=\"{}\" width=\"10\" height=\"10\" fill=\"#e07b00\"/>",
            x - 5,
            y - 5
        );
    }

    fn line(&self, out: &mut String, from: usize, to: usize, dashed: bool) {
        let (x1, y1) = self.xy(from);
        let (x2, y2) = self.xy(to);
        let dash = if dashed { " stroke-dasharray=\"6 4\"" } else { "" };
        let _ = writeln!(out, "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"#1b8a3a\" stroke-opacity=\"0.45\" stroke-width=\"3\"{dash}/>");
    }

    /// An arrow from one square to another, shifted `dy` pixels so that moves along one rank
    /// stay apart.
    fn arrow(&self, out: &mut String, from: usize, to: usize, dy: i32) {
        let (x1, y1) = self.xy(from);
        let (x2, y2) = self.xy(to);
        let (y1, y2) = (y1 + dy, y2 + dy);
        let _ = writeln!(
            out,
            "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"#1f5fa8\" stroke-width=\"3\" marker-end=\"url(#{}-arrow)\"/>",
            self.id
        );
    }
}

/// The palette of zone tints.
const TINTS: [&str; 6] = [
    "#4f8fd680",
    "#e0a80070",
    "#9c27b050",
    "#2e7d3250",
    "#c6282850",
    "#00838f50",
];

/// Every diagram of a game: zones, start position, each kind from its best square (with a
/// blocked-leg example for leapers with legs and a screen example for hoppers), castling.
pub fn game_diagrams(game: &Game, def: &GameDef, glyphs: Glyphs) -> Vec<Diagram> {
    let (files, ranks) = game.board_size();
    let all: Vec<usize> = (0..game.squares()).collect();
    let divider = def.zones.keys().find_map(|name| {
        let a = game.zone_squares(name, 0)?;
        let b = game.zone_squares(name, 1)?;
        let whole = a.len() + b.len() == all.len() && a.iter().all(|s| !b.contains(s));
        let top = a.iter().map(|&s| game.file_rank(s).1).max()?;
        let bottom = b.iter().map(|&s| game.file_rank(s).1).min()?;
        (whole && bottom == top + 1).then_some(bottom as i32)
    });
    let mut diagonals = Vec::new();
    if def.board.points {
        for name in def.zones.keys() {
            for side in 0..2 {
                let Some(squares) = game.zone_squares(name, side) else {
                    continue;
                };
                if squares.len() < 9 || squares.len() * 2 >= all.len() {
                    continue;
                }
                let fr: Vec<(i32, i32)> = squares
                    .iter()
                    .map(|&s| {
                        let (f, r) = game.file_rank(s);
                        (f as i32, r as i32)
                    })
                    .collect();
                let (f0, f1) = (
                    fr.iter().map(|p| p.0).min().unwrap_or(0),
                    fr.iter().map(|p| p.0).max().unwrap_or(0),
                );
                let (r0, r1) = (
                    fr.iter().map(|p| p.1).min().unwrap_or(0),
                    fr.iter().map(|p| p.1).max().unwrap_or(0),
                );
                let square = f1 - f0 == r1 - r0 && ((f1 - f0 + 1) * (r1 - r0 + 1)) as usize == fr.len();
                if square {
                    diagonals.push(((f0, r0), (f1, r1)));
                    diagonals.push(((f0, r1), (f1, r0)));
                }
            }
        }
    }
    let board = |name: &str| Board {
        game,
        files: files as i32,
        ranks: ranks as i32,
        points: def.board.points,
        divider,
        diagonals: diagonals.clone(),
        looks: (0..def.sides.len())
            .map(|side| {
                let (face, ink) = trongtai_notation::look(def, side);
                (face.to_owned(), ink.to_owned())
            })
            .collect(),
        id: format!("{}-{name}", def.id),
        glyphs: def.pieces.iter().map(|p| p.id.clone()).zip(glyphs.table(def)).collect(),
    };
    let mut out = Vec::new();

    // The board and its zones.
    {
        let b = board("zones");
        let mut svg = String::new();
        b.open(&mut svg, &def.name.en);
        let names: Vec<String> = def
            .zones
            .keys()
            .filter(|n| game.zone_squares(n, 0).is_some_and(|z| z.len() * 2 < all.len()))
            .cloned()
            .collect();
        for (i, name) in names.iter().enumerate() {
            let tint = TINTS[i % TINTS.len()];
            // A zone covering half the board or more is drawn as the divider, or not at all.
            for side in 0..2 {
                let squares = game.zone_squares(name, side).unwrap_or_default();
                if squares.len() * 2 < all.len() {
                    b.tint(&mut svg, &squares, tint);
                }
            }
        }
        if let Some(d) = divider {
            let y = MARGIN + (b.ranks - d) * CELL;
            let _ = writeln!(
                svg,
                "<rect x=\"{MARGIN}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#8ec5e8\" fill-opacity=\"0.6\"/>",
                y - CELL / 2 + 6,
                b.files * CELL,
                CELL - 12
            );
        }
        b.grid(&mut svg);
        svg.push_str("</svg>\n");
        out.push(Diagram {
            file: format!("diagrams/{}-zones.svg", def.id),
            svg,
            what: What::Zones(names),
        });
    }

    // The initial position.
    if let Ok(start) = game.start() {
        let b = board("start");
        let mut svg = String::new();
        b.open(&mut svg, &def.name.en);
        b.grid(&mut svg);
        for sq in 0..game.squares() {
            if let Some((side, kind)) = game.piece_on(&start, sq) {
                b.piece(&mut svg, sq, side, game.kind_fen(kind).unwrap_or('?'));
            }
        }
        svg.push_str("</svg>\n");
        out.push(Diagram {
            file: format!("diagrams/{}-start.svg", def.id),
            svg,
            what: What::Start,
        });
    }

    for kind in 0..game.kind_count() {
        let Some((id, _)) = game.kind_info(kind) else { continue };
        let Some((from, m)) = best_square(game, kind) else {
            continue;
        };
        let letter = game.kind_fen(kind).unwrap_or('?');
        let name = |sq: usize| game.square_name(sq);
        let b = board(id);
        let mut svg = String::new();
        b.open(&mut svg, id);
        if m.allowed.len() < all.len() {
            b.tint(&mut svg, &m.allowed, TINTS[0]);
        }
        b.tint(&mut svg, &m.promotion, "#ffd54f90");
        b.grid(&mut svg);
        let mut legs = false;
        let mut passable = false;
        let mut modes: Vec<Mode> = Vec::new();
        for p in m.patterns.iter().filter(|p| p.applies) {
            if !matches!(p.shape, ShapeView::Hop { .. }) && !modes.contains(&p.mode) {
                modes.push(p.mode);
            }
            match &p.shape {
                ShapeView::Ride { path, min } => {
                    let ok: Vec<usize> = path.iter().copied().filter(|s| m.allowed.contains(s)).collect();
                    if let Some(&last) = ok.last() {
                        b.line(&mut svg, from, last, false);
                    }
                    for (i, &sq) in ok.iter().enumerate() {
                        if i + 1 < *min {
                            b.passed(&mut svg, sq, p.passable);
                            passable |= p.passable;
                        } else {
                            b.target(&mut svg, sq, p.mode);
                        }
                    }
                }
                ShapeView::Leap { targets } => {
                    for (to, leg_squares) in targets.iter().filter(|t| m.allowed.contains(&t.0)) {
                        for &leg in leg_squares {
                            b.leg(&mut svg, leg, *to);
                            legs = true;
                        }
                    }
                    for (to, leg_squares) in targets.iter().filter(|t| m.allowed.contains(&t.0)) {
                        for &leg in leg_squares {
                            b.leg_mark(&mut svg, leg);
                        }
                        b.target(&mut svg, *to, p.mode);
                    }
                }
                ShapeView::Hop { path, .. } => {
                    if let Some(&last) = path.last() {
                        b.line(&mut svg, from, last, true);
                    }
                }
            }
        }
        b.piece(&mut svg, from, 0, letter);
        svg.push_str("</svg>\n");
        out.push(Diagram {
            file: format!("diagrams/{}-{id}.svg", def.id),
            svg,
            what: What::Piece {
                kind: id.to_owned(),
                from: name(from),
                legs,
                promotion: !m.promotion.is_empty(),
                passable,
                modes,
            },
        });
        if let Some(d) = blocked_example(&board(&format!("{id}-blocked")), &m, from, id, letter) {
            out.push(d);
        }
        if let Some(d) = screen_example(&board(&format!("{id}-screen")), &m, from, id, letter) {
            out.push(d);
        }
    }

    // Castling, for the first side.
    if !def.castling.is_empty() {
        let b = board("castling");
        let mut svg = String::new();
        b.open(&mut svg, "castling");
        let mut ids = Vec::new();
        let mut drawn: Vec<usize> = Vec::new();
        for c in &def.castling {
            let sq = |s: &str| game.parse_square(s);
            let (Some(rf), Some(rt), Some(pf), Some(pt)) = (
                sq(&c.royal.0),
                sq(&c.royal.1),
                sq(&c.partner_squares.0),
                sq(&c.partner_squares.1),
            ) else {
                continue;
            };
            b.arrow(&mut svg, rf, rt, -10);
            b.arrow(&mut svg, pf, pt, 10);
            let royal = def.pieces.iter().find(|p| p.royal).map_or('K', |p| p.fen);
            let partner = def.pieces.iter().find(|p| p.id == c.partner).map_or('R', |p| p.fen);
            for (s, l) in [(rf, royal), (pf, partner)] {
                if !drawn.contains(&s) {
                    b.piece(&mut svg, s, 0, l);
                    drawn.push(s);
                }
            }
            ids.push(c.id.clone());
        }
        svg.push_str("</svg>\n");
        out.push(Diagram {
            file: format!("diagrams/{}-castling.svg", def.id),
            svg,
            what: What::Castling(ids),
        });
    }
    out
}

/// The square from which a kind shows the most: the most targets, then nearest the centre.
fn best_square(game: &Game, kind: usize) -> Option<(usize, Movement)> {
    let (files, ranks) = game.board_size();
    let mut best: Option<(usize, i64, usize, Movement)> = None;
    for sq in 0..game.squares() {
        let Some(m) = game.movement(0, kind, sq) else { continue };
        if !m.allowed.contains(&sq) || m.promotion.contains(&sq) {
            continue;
        }
        let mut targets: Vec<usize> = Vec::new();
        for p in m.patterns.iter().filter(|p| p.applies) {
            match &p.shape {
                ShapeView::Ride { path, min } => targets.extend(path.iter().skip(min - 1)),
                ShapeView::Leap { targets: t } => targets.extend(t.iter().map(|x| x.0)),
                ShapeView::Hop { path, screens } => targets.extend(path.iter().skip(usize::from(*screens))),
            }
        }
        targets.retain(|t| m.allowed.contains(t));
        targets.sort_unstable();
        targets.dedup();
        let (f, r) = game.file_rank(sq);
        // Twice the distance from the centre, Manhattan, so that it stays an integer.
        let dist = (2 * f as i64 - (files as i64 - 1)).abs() + (2 * r as i64 - (ranks as i64 - 1)).abs();
        let better = match &best {
            None => true,
            Some((n, d, _, _)) => targets.len() > *n || (targets.len() == *n && dist < *d),
        };
        if better {
            best = Some((targets.len(), dist, sq, m));
        }
    }
    best.map(|(_, _, sq, m)| (sq, m))
}

fn blocked_example(b: &Board, m: &Movement, from: usize, id: &str, letter: char) -> Option<Diagram> {
    let leaps: Vec<(usize, Vec<usize>, Mode)> = m
        .patterns
        .iter()
        .filter(|p| p.applies)
        .flat_map(|p| match &p.shape {
            ShapeView::Leap { targets } => targets
                .iter()
                .filter(|t| !t.1.is_empty() && m.allowed.contains(&t.0))
                .map(|t| (t.0, t.1.clone(), p.mode))
                .collect(),
            _ => Vec::new(),
        })
        .collect();
    let blocker = leaps.iter().flat_map(|l| l.1.iter().copied()).min()?;
    let mut svg = String::new();
    b.open(&mut svg, id);
    if m.allowed.len() < b.game.squares() {
        b.tint(&mut svg, &m.allowed, TINTS[0]);
    }
    b.grid(&mut svg);
    let mut blocked = Vec::new();
    for (to, legs, mode) in &leaps {
        if legs.contains(&blocker) {
            b.leg(&mut svg, blocker, *to);
            b.blocked(&mut svg, *to);
            blocked.push(b.game.square_name(*to));
        } else {
            b.target(&mut svg, *to, *mode);
        }
    }
    b.neutral(&mut svg, blocker);
    b.piece(&mut svg, from, 0, letter);
    svg.push_str("</svg>\n");
    Some(Diagram {
        file: format!("diagrams/{}.svg", b.id),
        svg,
        what: What::Blocked {
            kind: id.to_owned(),
            from: b.game.square_name(from),
            blocker: b.game.square_name(blocker),
            blocked,
        },
    })
}

fn screen_example(b: &Board, m: &Movement, from: usize, id: &str, letter: char) -> Option<Diagram> {
    let (path, screens, mode) = m.patterns.iter().filter(|p| p.applies).find_map(|p| match &p.shape {
        ShapeView::Hop { path, screens } if path.len() >= usize::from(*screens) + 3 => {
            Some((path.clone(), usize::from(*screens), p.mode))
        }
        _ => None,
    })?;
    // Screens from the second square of the line on, the enemy piece two squares beyond.
    let screen_squares: Vec<usize> = path[1..=screens].to_vec();
    let target = *path.get(screens + 2).or(path.last())?;
    let mut svg = String::new();
    b.open(&mut svg, id);
    b.grid(&mut svg);
    b.line(&mut svg, from, target, true);
    // What the other patterns do on this line: a rider stops before the first screen.
    for p in m.patterns.iter().filter(|p| p.applies) {
        if let ShapeView::Ride { path: ride, min } = &p.shape {
            if ride.first() == path.first() {
                for (i, &sq) in ride.iter().enumerate().take_while(|(_, s)| !screen_squares.contains(s)) {
                    if i + 1 >= *min && m.allowed.contains(&sq) {
                        b.target(&mut svg, sq, p.mode);
                    }
                }
            }
        }
    }
    for &s in &screen_squares {
        b.neutral(&mut svg, s);
    }
    b.piece(&mut svg, target, 1, letter);
    b.target(&mut svg, target, mode);
    b.piece(&mut svg, from, 0, letter);
    svg.push_str("</svg>\n");
    Some(Diagram {
        file: format!("diagrams/{}.svg", b.id),
        svg,
        what: What::Screen {
            kind: id.to_owned(),
            from: b.game.square_name(from),
            screens: screen_squares.iter().map(|&s| b.game.square_name(s)).collect(),
            target: b.game.square_name(target),
        },
    })
}
