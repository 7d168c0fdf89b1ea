//! [`Notation`]: a notation file bound to a compiled game, writing and reading moves.

use std::collections::BTreeSet;

use trongtai_engine::board::Geometry;
use trongtai_engine::{Game, GamePosition, Move};
use trongtai_rulebook::GameDef;

use crate::algebraic::strip_end;
use crate::data::{NotationDef, Sign, Style};
use crate::error::{quoted, MoveTextError, NotationError};

/// A notation of a game: a notation file checked against the game definition it writes, and the
/// compiled game whose legal moves it reads against.
#[derive(Debug, Clone)]
pub struct Notation<'g> {
    pub(crate) game: &'g Game,
    pub(crate) def: NotationDef,
    pub(crate) geo: Geometry,
    /// The letter written for each piece kind, by kind index.
    pub(crate) letters: Vec<String>,
    /// Every letter read, with its kind, longest first.
    pub(crate) read_letters: Vec<(String, usize)>,
    /// For each byte, whether a letter of `read_letters` starts with it.
    pub(crate) letter_starts: [bool; 256],
    /// When every letter read is one byte: for each byte, the kind of the first letter of
    /// `read_letters` that is that byte (`u8::MAX`: none).
    pub(crate) byte_letters: Option<[u8; 256]>,
    /// The castling moves of the game definition: id and the royal piece's target per side.
    pub(crate) castles: Vec<(String, [usize; 2])>,
    /// The signs that reading looks for, longest first, found once for every move read.
    pub(crate) forms: ReadForms,
    /// The royal kinds: a castling is a move of the royal piece, so only their moves are
    /// generated to read one.
    pub(crate) royal_kinds: Vec<usize>,
    /// The kinds written without a letter (the pawn).
    pub(crate) unnamed: Vec<usize>,
}

/// A set of bytes: the first (or last) bytes of a list of signs, so that a move text whose byte
/// is not in it is known at one lookup to start (or end) with none of them, without comparing
/// each (most move texts carry no sign at all).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct ByteSet([u64; 4]);

impl ByteSet {
    /// The first bytes of `words` (`last`: their last bytes).
    pub(crate) fn of<'w>(words: impl IntoIterator<Item = &'w str>, last: bool) -> Self {
        let mut set = [0u64; 4];
        for w in words {
            let b = if last {
                w.as_bytes().last()
            } else {
                w.as_bytes().first()
            };
            if let Some(&b) = b {
                set[usize::from(b >> 6)] |= 1 << (b & 63);
            }
        }
        ByteSet(set)
    }

    /// Whether `b` is in the set (`None`, the byte of an empty text, never is).
    #[inline]
    pub(crate) fn has(self, b: Option<&u8>) -> bool {
        b.is_some_and(|&b| self.0[usize::from(b >> 6)] >> (b & 63) & 1 == 1)
    }
}

/// Signs a move text may end with, longest first, with the set of their last bytes: a text
/// whose last byte ends none of them is compared with none (most move texts carry no sign).
#[derive(Debug, Clone, Default)]
pub(crate) struct EndSigns {
    forms: Vec<String>,
    lasts: ByteSet,
    one_byte: bool,
}

impl EndSigns {
    fn new(forms: Vec<String>) -> Self {
        let lasts = ByteSet::of(forms.iter().map(String::as_str), true);
        let one_byte = forms.iter().all(|f| f.len() == 1);
        EndSigns { forms, lasts, one_byte }
    }

    /// `s` without the signs and the `!` and `?` marks it ends with, in any order and as many
    /// as there are. With one-byte signs that is the run of such bytes the text ends with (ASCII
    /// bytes, so the cut falls on a character boundary), found in one pass; else the marks and
    /// signs are taken off one by one.
    #[inline]
    pub(crate) fn strip_all<'a>(&self, s: &'a str) -> &'a str {
        let mark = |b: u8| b == b'!' || b == b'?';
        if self.one_byte {
            let end = s
                .as_bytes()
                .iter()
                .rposition(|&b| !(mark(b) || self.lasts.has(Some(&b))))
                .map_or(0, |i| i + 1);
            return s.get(..end).unwrap_or(s);
        }
        let mut s = s.trim_end_matches(['!', '?']);
        while let Some(rest) = self.strip(s) {
            s = rest.trim_end_matches(['!', '?']);
        }
        s
    }

    /// `s` without the sign it ends with, if it ends with one.
    #[inline]
    pub(crate) fn strip<'a>(&self, s: &'a str) -> Option<&'a str> {
        if !self.lasts.has(s.as_bytes().last()) {
            return None;
        }
        self.forms.iter().find_map(|f| strip_end(s, f))
    }
}

/// The forms of a notation's signs, each list longest first (see [`forms_longest_first`]).
#[derive(Debug, Clone, Default)]
pub(crate) struct ReadForms {
    /// Algebraic: the mate and check signs.
    pub(crate) suffixes: EndSigns,
    /// Algebraic: the en passant sign.
    pub(crate) en_passant: EndSigns,
    /// Algebraic: the promotion sign.
    pub(crate) promotion: Vec<String>,
    /// Algebraic: the capture sign, then `-`.
    pub(crate) separators: EndSigns,
    /// Coordinates: the separator between the squares.
    pub(crate) separator: Vec<String>,
    /// Algebraic: every form of every castling sign, in the order of the castling ids and of
    /// each sign's forms, with the royal piece's target per side of that castling (if the game
    /// has the castling).
    pub(crate) castling: Vec<(String, Option<[usize; 2]>)>,
    /// The first bytes of the castling forms.
    pub(crate) castling_firsts: ByteSet,
}

impl ReadForms {
    fn of(style: &Style) -> Self {
        let owned =
            |signs: &[&Sign]| -> Vec<String> { forms_longest_first(signs).into_iter().map(str::to_owned).collect() };
        match style {
            Style::Algebraic {
                capture,
                check,
                mate,
                promotion,
                en_passant,
                ..
            } => {
                let mut separators = owned(&[capture]);
                separators.push("-".to_owned());
                ReadForms {
                    suffixes: EndSigns::new(owned(&[mate, check])),
                    en_passant: EndSigns::new(owned(&[en_passant])),
                    promotion: owned(&[promotion]),
                    separators: EndSigns::new(separators),
                    separator: Vec::new(),
                    castling: Vec::new(),
                    castling_firsts: ByteSet::default(),
                }
            }
            Style::Coordinates { separator, .. } => ReadForms {
                separator: owned(&[separator]),
                ..ReadForms::default()
            },
            Style::FileRelative { .. } => ReadForms::default(),
        }
    }
}

impl<'g> Notation<'g> {
    /// Binds a notation file to a game: `game_def` is the definition the file is keyed by and
    /// `game` that definition compiled.
    ///
    /// # Errors
    ///
    /// [`NotationError::Unfit`] when the file does not fit the game: another game, a piece
    /// without a letter or a letter for a piece the game does not have, two pieces with one
    /// letter, castling moves that differ from the game's, empty or clashing signs.
    pub fn new(game_def: &GameDef, game: &'g Game, def: NotationDef) -> Result<Self, NotationError> {
        let geo = Geometry {
            files: game_def.board.files,
            ranks: game_def.board.ranks,
        };
        let kind_ids = crate::view::kind_ids(game);
        let def_ids: Vec<&str> = game_def.pieces.iter().map(|p| p.id.as_str()).collect();
        if def.game != game_def.id {
            let problems = vec![format!(
                "it writes game `{}`, expected `{}` (the game it is used with)",
                def.game, game_def.id
            )];
            return Err(NotationError::Unfit { id: def.id, problems });
        }
        if kind_ids != def_ids || game.squares() != geo.len() {
            let problems = vec![format!(
                "the compiled game has pieces {}, expected those of game `{}`: {}",
                quoted(&kind_ids),
                game_def.id,
                quoted(&def_ids.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>())
            )];
            return Err(NotationError::Unfit { id: def.id, problems });
        }
        let mut problems = Vec::new();
        let mut letters = Vec::new();
        let mut read_letters: Vec<(String, usize)> = Vec::new();
        let needs_letters = !matches!(def.style, Style::Coordinates { .. });
        if needs_letters {
            for (kind, id) in kind_ids.iter().enumerate() {
                match def.pieces.get(id) {
                    Some(l) => {
                        letters.push(l.letter.clone());
                        for form in std::iter::once(&l.letter).chain(&l.also) {
                            if form.is_empty() {
                                continue;
                            }
                            if let Some((_, other)) = read_letters.iter().find(|(f, _)| f == form) {
                                problems.push(format!(
                                    "letter `{form}` is given to `{}` and `{id}`, expected one letter per piece",
                                    kind_ids[*other]
                                ));
                            }
                            read_letters.push((form.clone(), kind));
                        }
                    }
                    None => {
                        letters.push(String::new());
                        problems.push(format!(
                            "no letter for piece `{id}`, expected one for every piece of game `{}`",
                            game_def.id
                        ));
                    }
                }
            }
        } else if !def.pieces.is_empty() {
            problems.push("a coordinate notation names no pieces, expected no `pieces`".to_owned());
        }
        for id in def.pieces.keys() {
            if !kind_ids.contains(id) {
                problems.push(format!("unknown piece `{id}`, expected one of {}", quoted(&kind_ids)));
            }
        }
        read_letters.sort_by_key(|l| std::cmp::Reverse(l.0.chars().count()));
        let mut castles = Vec::new();
        for c in &game_def.castling {
            let target = geo.parse_square(&c.royal.1);
            if let Some(sq) = target {
                castles.push((c.id.clone(), [sq, geo.mirror(sq)]));
            }
        }
        match &def.style {
            Style::Algebraic {
                capture,
                check,
                mate,
                promotion: _,
                en_passant: _,
                castling,
            } => {
                let unnamed = letters.iter().filter(|l| l.is_empty()).count();
                if unnamed > 1 {
                    problems.push(format!(
                        "{unnamed} pieces have no letter, expected at most one (the pawn)"
                    ));
                }
                for (l, _) in &read_letters {
                    if l.starts_with(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit()) {
                        problems.push(format!("letter `{l}` starts like a square, expected a capital letter"));
                    }
                }
                for (name, sign) in [("capture", capture), ("check", check), ("mate", mate)] {
                    non_empty(name, sign, &mut problems);
                }
                let ids: BTreeSet<&str> = game_def.castling.iter().map(|c| c.id.as_str()).collect();
                let given: BTreeSet<&str> = castling.keys().map(String::as_str).collect();
                if ids != given {
                    problems.push(format!(
                        "castling signs for {}, expected one for each castling move of game `{}`: {}",
                        quoted(&given.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>()),
                        game_def.id,
                        quoted(&ids.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>())
                    ));
                }
                for (id, sign) in castling {
                    non_empty(&format!("castling `{id}`"), sign, &mut problems);
                }
            }
            Style::FileRelative {
                advance,
                retreat,
                traverse,
                tandem,
            } => {
                if geo.files > 9 {
                    problems.push(format!(
                        "the board has {} files, expected at most 9 for one-digit file numbers",
                        geo.files
                    ));
                }
                let mut seen: Vec<&str> = Vec::new();
                for (name, sign) in [("advance", advance), ("retreat", retreat), ("traverse", traverse)] {
                    non_empty(name, sign, &mut problems);
                    for form in sign.forms().filter(|f| !f.is_empty()) {
                        if seen.contains(&form) || form.contains(|c: char| c.is_ascii_digit()) {
                            problems.push(format!(
                                "{name} sign `{form}` is used twice or holds a digit, expected distinct signs"
                            ));
                        }
                        seen.push(form);
                    }
                }
                let marks: Vec<&str> = [Some(&tandem.front), Some(&tandem.rear), tandem.middle.as_ref()]
                    .into_iter()
                    .flatten()
                    .map(String::as_str)
                    .collect();
                for (i, mark) in marks.iter().enumerate() {
                    if mark.is_empty()
                        || marks[..i].contains(mark)
                        || mark.contains(|c: char| c.is_ascii_digit())
                        || read_letters.iter().any(|(l, _)| l == mark)
                    {
                        problems.push(format!(
                            "tandem mark `{mark}`, expected a non-empty mark, distinct from the others, the letters and digits"
                        ));
                    }
                }
                for (l, kind) in &read_letters {
                    if l.starts_with(|c: char| c.is_ascii_digit()) {
                        problems.push(format!(
                            "letter `{l}` of `{}` starts with a digit, expected a letter",
                            kind_ids[*kind]
                        ));
                    }
                }
                if letters.iter().any(String::is_empty) {
                    problems.push("a piece has an empty letter, expected a letter for every piece".to_owned());
                }
            }
            Style::Coordinates { separator, .. } => {
                if separator
                    .forms()
                    .any(|f| f.contains(|c: char| c.is_ascii_alphanumeric()))
                {
                    problems.push("the separator holds a letter or digit, expected punctuation or nothing".to_owned());
                }
            }
        }
        if problems.is_empty() {
            let unnamed = letters
                .iter()
                .enumerate()
                .filter(|(_, l)| l.is_empty())
                .map(|(k, _)| k)
                .collect();
            let mut forms = ReadForms::of(&def.style);
            if let Style::Algebraic { castling, .. } = &def.style {
                for (id, sign) in castling {
                    let target = castles.iter().find(|(c, _)| c == id).map(|(_, to)| *to);
                    for form in sign.forms().filter(|f| !f.is_empty()) {
                        forms.castling.push((form.to_owned(), target));
                    }
                }
                forms.castling_firsts = ByteSet::of(forms.castling.iter().map(|(f, _)| f.as_str()), false);
            }
            let mut letter_starts = [false; 256];
            for (l, _) in &read_letters {
                if let Some(&b) = l.as_bytes().first() {
                    letter_starts[usize::from(b)] = true;
                }
            }
            let byte_letters = read_letters.iter().all(|(l, _)| l.len() == 1).then(|| {
                let mut table = [u8::MAX; 256];
                for (l, k) in &read_letters {
                    if let (Some(&b), Ok(k)) = (l.as_bytes().first(), u8::try_from(*k)) {
                        if table[usize::from(b)] == u8::MAX {
                            table[usize::from(b)] = k;
                        }
                    }
                }
                table
            });
            Ok(Self {
                game,
                letter_starts,
                byte_letters,
                forms,
                royal_kinds: (0..kind_ids.len())
                    .filter(|&k| game.kind_info(k).is_some_and(|(_, royal)| royal))
                    .collect(),
                unnamed,
                def,
                geo,
                letters,
                read_letters,
                castles,
            })
        } else {
            Err(NotationError::Unfit { id: def.id, problems })
        }
    }

    /// A shipped notation (`chess-en`, `chess-vi`, `xiangqi-vi`, `xiangqi-asian`, `xiangqi-wxf`,
    /// `xiangqi-iccs`) bound to a game.
    ///
    /// # Errors
    ///
    /// See [`NotationDef::shipped`] and [`Notation::new`].
    pub fn shipped(game_def: &GameDef, game: &'g Game, id: &str) -> Result<Self, NotationError> {
        Self::new(game_def, game, NotationDef::shipped(id)?)
    }

    /// The notation file.
    pub fn def(&self) -> &NotationDef {
        &self.def
    }

    /// The notation's id (`chess-en`).
    pub fn id(&self) -> &str {
        &self.def.id
    }

    /// The compiled game.
    pub fn game(&self) -> &'g Game {
        self.game
    }

    /// Writes a legal move of `pos` in this notation. A move that is not legal in `pos` is
    /// written too, but may not read back.
    pub fn write(&self, pos: &GamePosition, m: &Move) -> String {
        match &self.def.style {
            Style::Algebraic { .. } => self.write_algebraic(pos, m),
            Style::FileRelative { .. } => self.write_relative(pos, m),
            Style::Coordinates { .. } => self.write_coordinates(m),
        }
    }

    /// Reads a move of `pos` written in this notation, leniently: signs and letters the file
    /// lists under `also`, a missing check sign, surrounding white space and trailing `!`/`?`
    /// annotations are accepted.
    ///
    /// # Errors
    ///
    /// [`MoveTextError::Unparseable`] for text that is not a move of this notation,
    /// [`MoveTextError::Illegal`] when no legal move fits it, [`MoveTextError::Ambiguous`] when
    /// several do.
    pub fn read(&self, pos: &GamePosition, text: &str) -> Result<Move, MoveTextError> {
        self.read_with(pos, text, &mut Vec::new())
    }

    /// [`Notation::read`], the moves that may fit the text gathered in `moves` (cleared first):
    /// a reader of many moves keeps one list for all of them, and none is allocated per move.
    ///
    /// # Errors
    ///
    /// As [`Notation::read`].
    pub fn read_with(&self, pos: &GamePosition, text: &str, moves: &mut Vec<Move>) -> Result<Move, MoveTextError> {
        self.read_checked(pos, text, None, moves)
    }

    /// [`Notation::read_with`], told whether the side to move is in check when the reader
    /// already knows it (`check`, as [`Game::in_check`] answers for `pos`; `None` when it does
    /// not): out of check, most moves are then found legal without an attack test. A wrong
    /// `check` may read a move wrongly.
    ///
    /// # Errors
    ///
    /// As [`Notation::read`].
    pub fn read_checked(
        &self,
        pos: &GamePosition,
        text: &str,
        check: Option<bool>,
        moves: &mut Vec<Move>,
    ) -> Result<Move, MoveTextError> {
        moves.clear();
        match &self.def.style {
            Style::Algebraic { .. } => self.read_algebraic(pos, text, check, moves),
            Style::FileRelative { .. } => self.read_relative(pos, text),
            Style::Coordinates { .. } => self.read_coordinates(pos, text, moves),
        }
    }

    /// Writes a sequence of moves from `start`, each in the position it is played from.
    pub fn write_line(&self, start: &GamePosition, moves: &[Move]) -> Vec<String> {
        let mut pos = *start;
        let mut out = Vec::with_capacity(moves.len());
        for m in moves {
            out.push(self.write(&pos, m));
            pos = self.game.play(&pos, *m);
        }
        out
    }

    /// What a move of this notation looks like, for error messages.
    pub(crate) fn expected(&self) -> trongtai_i18n::Text {
        use trongtai_i18n::{msg, Message};
        let letters: Vec<String> = self.letters.iter().filter(|l| !l.is_empty()).cloned().collect();
        match &self.def.style {
            Style::Algebraic {
                capture,
                promotion,
                castling,
                ..
            } => {
                let castles: Vec<String> = castling.values().map(|s| s.write.clone()).collect();
                msg::NotationExpectedAlgebraic {
                    letters: &letters.join(" "),
                    capture: &capture.write,
                    promotion: &promotion.write,
                    castles: &castles.join(", "),
                }
                .text()
            }
            Style::FileRelative {
                advance,
                retreat,
                traverse,
                tandem,
            } => {
                let mut marks = vec![tandem.front.clone(), tandem.rear.clone()];
                marks.extend(tandem.middle.clone());
                msg::NotationExpectedRelative {
                    letters: &letters.join(" "),
                    marks: &marks.join(" "),
                    files: u64::from(self.geo.files),
                    advance: &advance.write,
                    retreat: &retreat.write,
                    traverse: &traverse.write,
                }
                .text()
            }
            Style::Coordinates { first_rank, .. } => {
                let last_file = (b'a' + self.geo.files - 1) as char;
                msg::NotationExpectedCoordinates {
                    last_file: &last_file.to_string(),
                    first_rank: u64::from(*first_rank),
                    last_rank: u64::from(*first_rank) + u64::from(self.geo.ranks) - 1,
                }
                .text()
            }
        }
    }

    /// The error for text no legal move fits: lists the legal moves of `kinds` if there are
    /// some, otherwise (up to a dozen of) all.
    pub(crate) fn illegal(&self, pos: &GamePosition, legal: &[Move], text: &str, kinds: &[usize]) -> MoveTextError {
        let of_kind: Vec<&Move> = legal.iter().filter(|m| kinds.contains(&(m.kind as usize))).collect();
        let shown: Vec<&Move> = if of_kind.is_empty() {
            legal.iter().collect()
        } else {
            of_kind
        };
        let mut written: Vec<String> = shown.iter().map(|m| self.write(pos, m)).collect();
        written.sort();
        written.dedup();
        written.truncate(12);
        MoveTextError::Illegal {
            text: text.to_owned(),
            legal: written,
        }
    }

    /// The outcome of matching: one move, or an error listing the candidates.
    #[inline]
    pub(crate) fn pick(&self, pos: &GamePosition, text: &str, candidates: &[Move]) -> Result<Move, MoveTextError> {
        // The common case, one move: answered where the reading is, without a call.
        match candidates {
            [one] => Ok(*one),
            _ => self.pick_among(pos, text, candidates),
        }
    }

    /// [`Self::pick`] for none or several candidates.
    #[inline(never)]
    fn pick_among(&self, pos: &GamePosition, text: &str, candidates: &[Move]) -> Result<Move, MoveTextError> {
        // The same move found twice: nothing to collect.
        if let Some(&first) = candidates.first() {
            if candidates.iter().all(|m| *m == first) {
                return Ok(first);
            }
        }
        let mut unique: Vec<Move> = Vec::with_capacity(candidates.len());
        for &m in candidates {
            if !unique.contains(&m) {
                unique.push(m);
            }
        }
        match unique.as_slice() {
            [one] => Ok(*one),
            _ => {
                let mut written: Vec<String> = unique.iter().map(|m| self.write(pos, m)).collect();
                written.sort();
                Err(MoveTextError::Ambiguous {
                    text: text.to_owned(),
                    candidates: written,
                })
            }
        }
    }

    pub(crate) fn unparseable(&self, text: &str) -> MoveTextError {
        MoveTextError::Unparseable {
            text: text.to_owned(),
            expected: self.expected(),
        }
    }
}

fn non_empty(name: &str, sign: &Sign, problems: &mut Vec<String>) {
    if sign.write.is_empty() {
        problems.push(format!("the {name} sign is empty, expected a sign to write"));
    }
}

/// Every non-empty form of some signs, longest first.
pub(crate) fn forms_longest_first<'a>(signs: &[&'a Sign]) -> Vec<&'a str> {
    let mut forms: Vec<&str> = signs.iter().flat_map(|s| s.forms()).filter(|f| !f.is_empty()).collect();
    forms.sort_by_key(|f| std::cmp::Reverse(f.chars().count()));
    forms
}
