//! The file-relative notation of xiangqi (XQ99 11.2, WXF), written and read against the legal
//! moves of a position.
//!
//! Files are numbered 1 to 9 from the mover's own right: red's file 1 is the file `i`, black's is
//! the file `a`. A move is the piece letter and the file it starts from, the direction sign, and
//! the file it arrives on for a sideways or diagonal move, or the number of steps for a move
//! along its file.
//!
//! Identical pieces of one side on one file are told apart by the notation's tandem marks: two
//! pieces `front`/`rear` (`Xt`, `Xs`; WXF `R+`, `R-`), three `front`/`middle`/`rear` (`Bt`, `Bg`,
//! `Bs`; WXF writes the middle one with its file number, `P3`). The law says no more; for four
//! or five soldiers on one file and for soldiers doubled on two files we follow the WXF rules
//! for tandem pawns with the notation's own marks: the foremost and rearmost of four or five
//! replace the letter by their mark too (`++`, `--`; Vietnamese `tt`, `ss`), the next ones are
//! written `front`, (`middle`,) `rear` after the letter, and when two files hold doubled soldiers
//! the file number replaces the letter (`3+`, `33`, `3-`; Vietnamese `3t`, `3g`, `3s`).

use trongtai_engine::{GamePosition, Move};

use crate::data::{Style, Tandem};
use crate::error::MoveTextError;
use crate::notation::{forms_longest_first, Notation};
use crate::view::piece_at;

/// A direction of the file-relative notation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Direction {
    Advance,
    Retreat,
    Traverse,
}

/// Where the pieces of one side stand, by kind and file, front first.
struct Stacks {
    /// `stacks[kind][file]`: ranks of the side's pieces of that kind on that file, front first.
    stacks: Vec<Vec<Vec<i32>>>,
}

impl Notation<'_> {
    /// The number of a file as the side `side` counts it (1 = its own right).
    fn file_number(&self, side: usize, file: i32) -> i32 {
        if side == 0 {
            i32::from(self.geo.files) - file
        } else {
            file + 1
        }
    }

    fn stacks(&self, pos: &GamePosition, side: usize) -> Stacks {
        let kinds = self.letters.len();
        let files = self.geo.files as usize;
        let mut stacks = vec![vec![Vec::new(); files]; kinds];
        for sq in 0..self.geo.len() {
            if let Some((s, k)) = piece_at(self.game, pos, sq) {
                if s == side && k < kinds {
                    stacks[k][self.geo.file(sq) as usize].push(self.geo.rank(sq));
                }
            }
        }
        for per_kind in &mut stacks {
            for ranks in per_kind.iter_mut() {
                ranks.sort_unstable();
                if side == 0 {
                    ranks.reverse();
                }
            }
        }
        Stacks { stacks }
    }

    /// The canonical designator of the piece of `kind` on `sq`, then the other forms read.
    fn designators(&self, stacks: &Stacks, tandem: &Tandem, side: usize, kind: usize, sq: usize) -> Vec<String> {
        let file = self.geo.file(sq);
        let rank = self.geo.rank(sq);
        let letter = self.letter(kind);
        let plain = format!("{letter}{}", self.file_number(side, file));
        let Some(per_kind) = stacks.stacks.get(kind) else {
            return vec![plain];
        };
        let Some(stack) = per_kind.get(file as usize) else {
            return vec![plain];
        };
        let digit = self.file_number(side, file).to_string();
        let n = stack.len();
        let Some(i) = stack.iter().position(|&r| r == rank) else {
            return vec![plain];
        };
        if n < 2 {
            return vec![plain];
        }
        let doubled_files = per_kind.iter().filter(|s| s.len() >= 2).count();
        let head = if doubled_files > 1 { digit.as_str() } else { letter };
        let front = tandem.front.as_str();
        let rear = tandem.rear.as_str();
        let middle = tandem.middle.clone().unwrap_or_else(|| digit.clone());
        let canonical = match (n, i) {
            (2, 0) | (3, 0) | (4, 1) | (5, 1) => format!("{head}{front}"),
            (2, 1) | (3, 2) | (4, 2) | (5, 3) => format!("{head}{rear}"),
            (3, 1) | (5, 2) => format!("{head}{middle}"),
            (4, 0) | (5, 0) => format!("{front}{front}"),
            (4, 3) | (5, 4) => format!("{rear}{rear}"),
            _ => plain.clone(),
        };
        let mut forms = vec![canonical];
        // Lenient forms: the plain letter and file, and the letter with the mark of its place
        // among two or three.
        forms.push(plain);
        let mark = match (n, i) {
            (2, 0) | (3, 0) => Some(front),
            (2, 1) | (3, 2) => Some(rear),
            (3, 1) => tandem.middle.as_deref(),
            _ => None,
        };
        if let Some(mark) = mark {
            forms.push(format!("{letter}{mark}"));
        }
        forms
    }

    fn direction_and_number(&self, side: usize, m: &Move) -> (Direction, i32) {
        let geo = self.geo;
        let (from, to) = (m.from as usize, m.to as usize);
        let forward = if side == 0 { 1 } else { -1 };
        let dr = (geo.rank(to) - geo.rank(from)) * forward;
        let df = geo.file(to) - geo.file(from);
        let direction = match dr {
            0 => Direction::Traverse,
            d if d > 0 => Direction::Advance,
            _ => Direction::Retreat,
        };
        let number = if df == 0 {
            dr.abs()
        } else {
            self.file_number(side, geo.file(to))
        };
        (direction, number)
    }

    pub(crate) fn write_relative(&self, pos: &GamePosition, m: &Move) -> String {
        let Style::FileRelative {
            advance,
            retreat,
            traverse,
            tandem,
        } = &self.def.style
        else {
            return String::new();
        };
        let side = self.game.turn(pos);
        let stacks = self.stacks(pos, side);
        let designator = self
            .designators(&stacks, tandem, side, m.kind as usize, m.from as usize)
            .swap_remove(0);
        let (direction, number) = self.direction_and_number(side, m);
        let sign = match direction {
            Direction::Advance => advance,
            Direction::Retreat => retreat,
            Direction::Traverse => traverse,
        };
        format!("{designator}{}{number}", sign.write)
    }

    pub(crate) fn read_relative(&self, pos: &GamePosition, text: &str) -> Result<Move, MoveTextError> {
        let Style::FileRelative {
            advance,
            retreat,
            traverse,
            tandem,
        } = &self.def.style
        else {
            return Err(self.unparseable(text));
        };
        let s: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let s = s.trim_end_matches(['!', '?']);
        let Some(last) = s.chars().last() else {
            return Err(self.unparseable(text));
        };
        let Some(number) = last.to_digit(10).filter(|d| *d >= 1) else {
            return Err(self.unparseable(text));
        };
        let rest = &s[..s.len() - last.len_utf8()];
        let mut found = None;
        for form in forms_longest_first(&[advance, retreat, traverse]) {
            if let Some(prefix) = rest.strip_suffix(form).filter(|p| !p.is_empty()) {
                let direction = if advance.forms().any(|f| f == form) {
                    Direction::Advance
                } else if retreat.forms().any(|f| f == form) {
                    Direction::Retreat
                } else {
                    Direction::Traverse
                };
                found = Some((prefix, direction));
                break;
            }
        }
        let Some((prefix, direction)) = found else {
            return Err(self.unparseable(text));
        };
        if !self.designator_shape(tandem, prefix) {
            return Err(self.unparseable(text));
        }
        let game = self.game;
        let side = game.turn(pos);
        let legal = game.legal_moves(pos);
        let stacks = self.stacks(pos, side);
        // The canonical designator first; the lenient forms only if it fits no move.
        let fitting = |lenient: bool| -> Vec<Move> {
            legal
                .iter()
                .filter(|m| {
                    let forms = self.designators(&stacks, tandem, side, m.kind as usize, m.from as usize);
                    let forms = if lenient { &forms[..] } else { &forms[..1] };
                    self.direction_and_number(side, m) == (direction, number as i32)
                        && forms.iter().any(|d| self.same_designator(d, prefix, m.kind as usize))
                })
                .copied()
                .collect()
        };
        let mut fits = fitting(false);
        if fits.is_empty() {
            fits = fitting(true);
        }
        if fits.is_empty() {
            let kinds: Vec<usize> = self
                .read_letters
                .iter()
                .filter(|(l, _)| prefix.starts_with(l.as_str()))
                .map(|(_, k)| *k)
                .collect();
            return Err(self.illegal(pos, &legal, text, &kinds));
        }
        self.pick(pos, text, &fits)
    }

    /// Whether `written` is the designator `d` of a piece of `kind`, allowing the letters the
    /// notation reads besides the one it writes.
    fn same_designator(&self, d: &str, written: &str, kind: usize) -> bool {
        if d == written {
            return true;
        }
        let letter = self.letter(kind);
        match d.strip_prefix(letter) {
            Some(tail) if !letter.is_empty() => self
                .read_letters
                .iter()
                .any(|(l, k)| *k == kind && written.strip_prefix(l.as_str()) == Some(tail)),
            _ => false,
        }
    }

    /// Whether a designator reads: a letter, mark or digit, then a digit or mark.
    fn designator_shape(&self, tandem: &Tandem, prefix: &str) -> bool {
        let marks: Vec<&str> = [
            Some(tandem.front.as_str()),
            Some(tandem.rear.as_str()),
            tandem.middle.as_deref(),
        ]
        .into_iter()
        .flatten()
        .collect();
        let heads = self
            .read_letters
            .iter()
            .map(|(l, _)| l.as_str())
            .chain(marks.iter().copied())
            .chain(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
        for head in heads {
            if let Some(tail) = prefix.strip_prefix(head) {
                let digit = tail.len() == 1 && tail.as_bytes()[0].is_ascii_digit() && tail != "0";
                if digit || marks.contains(&tail) {
                    return true;
                }
            }
        }
        false
    }
}
