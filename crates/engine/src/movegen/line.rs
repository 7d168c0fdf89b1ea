//! Lines: what a rider or a hopper reaches along a line (a direction and its opposite), read
//! from a table per line and square, indexed by the pieces standing on the line.
//!
//! Only the squares that can stop a move count (the line without its two ends, which stop
//! nothing beyond them). Those squares of the occupancy are masked out, folded into 64 bits,
//! multiplied by a number found for that line and square, and shifted: every arrangement of pieces
//! on them lands on a slot of its own, or on the slot of an arrangement with the same targets. The
//! numbers are searched when the tables are compiled, from a fixed seed, and each is checked
//! against every arrangement before it is kept, so a lookup always gives what walking the line
//! would. Lines are compiled only for the directions the game's patterns slide or hop along.

use trongtai_i18n::msg;

use crate::bits::Bits;
use crate::error::CompileError;
use crate::tables::{splitmix, Tables};

/// How often the search for one multiplier may try before compiling fails.
const MAX_TRIES: u32 = 1 << 20;

/// The most slot checks the search for one multiplier may make (tries times slots): a line with
/// many squares that can stop a move makes each try long, and the search gives up in a moment
/// rather than in minutes.
const MAX_SEARCH_WORK: u64 = 1 << 26;

/// The most squares of a line that can stop a move for which a multiplier is searched when the
/// built one does not fit. Beyond it a search within [`MAX_SEARCH_WORK`] does not succeed (a
/// file of 16 ranks on a board of 8 files, split across the two halves of the 128-bit board,
/// was searched for 209 s and failed): the game is refused at once, saying so.
pub(crate) const MAX_SEARCHED_BITS: u32 = 13;

/// Why a line and square have no index: the square, how many squares can stop a move along it.
fn no_index<B: Bits>(t: &Tables<B>, sq: usize, bits: u32) -> CompileError {
    CompileError::new(msg::EngineNoLineIndex {
        square: &t.geo.name(sq).to_string(),
        bits: u64::from(bits),
    })
}

/// Where the targets of one line and square are found.
#[derive(Debug, Clone, Copy)]
struct Entry<B> {
    /// The squares of the line that can stop a move.
    mask: B,
    magic: u64,
    /// Where the slots of this line and square start, in sets (a slot's index times the stride).
    offset: u32,
    shift: u8,
    /// How far the high half of a `u128` board is rotated onto the low half (see [`Bits::fold`]).
    rot: u8,
}

/// The line tables of a game.
#[derive(Debug, Clone, Default)]
pub(crate) struct Lines<B> {
    /// Per line, its two directions.
    pub dirs: Vec<[usize; 2]>,
    /// Per direction, the line it is part of (`u16::MAX` where none was compiled).
    of_dir: Vec<u16>,
    /// Per line and square, at `line * squares + sq`.
    entries: Vec<Entry<B>>,
    /// Per line and square, as `entries`: the whole line both ways, the square itself left out
    /// (kept apart, as move generation never reads it).
    fulls: Vec<B>,
    /// Per slot, `stride` sets: the squares a rider reaches, up to and including the first
    /// piece each way; then, when hoppers were asked for, the squares past exactly one piece, up
    /// to and including the next one, each way (side by side, so that one load brings both).
    targets: Vec<B>,
    /// 2 with hoppers, else 1.
    stride: usize,
    /// The base-2 logarithm of `stride`: a slot's first set is at `offset + (index << log)`.
    stride_log: u8,
    squares: usize,
}

impl<B: Bits> Lines<B> {
    /// Compiles a line for each direction of `wanted` and its opposite (`opposite[d]`); with
    /// `hop`, the targets of a hopper over one screen as well.
    ///
    /// # Errors
    ///
    /// Returns an error when no multiplier is found for a line and square: at once when the line
    /// has more than [`MAX_SEARCHED_BITS`] squares that can stop a move and the built one does
    /// not fit (a file of 16 squares on an 8×16 board), else after a search bounded by
    /// [`MAX_SEARCH_WORK`] (deterministic: a board compiles or not, always the same way).
    pub(crate) fn compile(
        t: &Tables<B>,
        wanted: &[usize],
        opposite: &[usize],
        hop: bool,
    ) -> Result<Self, CompileError> {
        let n = t.squares;
        let mut lines = Lines {
            dirs: Vec::new(),
            of_dir: vec![u16::MAX; t.steps.len()],
            entries: Vec::new(),
            fulls: Vec::new(),
            targets: Vec::new(),
            stride: if hop { 2 } else { 1 },
            stride_log: u8::from(hop),
            squares: n,
        };
        for &d in wanted {
            if lines.of_dir[d] != u16::MAX {
                continue;
            }
            let o = opposite[d];
            let index = u16::try_from(lines.dirs.len()).map_err(|_| CompileError::new(msg::EngineTooManyLines))?;
            lines.of_dir[d] = index;
            lines.of_dir[o] = index;
            lines.dirs.push([d, o]);
        }
        let mut seed = 0x6c69_6e65_7461_626c_u64;
        for l in 0..lines.dirs.len() {
            let [d, o] = lines.dirs[l];
            for sq in 0..n {
                let entry = lines.fill(t, [d, o], sq, hop, &mut seed)?;
                lines.entries.push(entry);
                lines.fulls.push(t.ray(d, sq) | t.ray(o, sq));
            }
        }
        Ok(lines)
    }

    /// Finds the multiplier of one line and square and appends its slots.
    fn fill(
        &mut self,
        t: &Tables<B>,
        dirs: [usize; 2],
        sq: usize,
        hop: bool,
        seed: &mut u64,
    ) -> Result<Entry<B>, CompileError> {
        // Each way, the squares from the nearest on.
        let walks: Vec<Vec<usize>> = dirs
            .iter()
            .map(|&d| {
                let mut v: Vec<usize> = t.ray(d, sq).squares().collect();
                if !t.dir_positive[d] {
                    v.reverse();
                }
                v
            })
            .collect();
        let mut mask = B::EMPTY;
        for w in &walks {
            if let Some((_, inner)) = w.split_last() {
                for &s in inner {
                    mask |= B::bit(s);
                }
            }
        }
        let relevant: Vec<usize> = mask.squares().collect();
        let bits = relevant.len() as u32;
        // Every arrangement of pieces on the relevant squares, with its targets.
        let arrangements: Vec<(B, B, B)> = (0..1u64 << bits)
            .map(|i| {
                let mut occ = B::EMPTY;
                for (j, &s) in relevant.iter().enumerate() {
                    if i >> j & 1 == 1 {
                        occ |= B::bit(s);
                    }
                }
                let (mut slide, mut over) = (B::EMPTY, B::EMPTY);
                for w in &walks {
                    let mut screens = 0;
                    for &s in w {
                        match screens {
                            0 => slide |= B::bit(s),
                            1 if hop => over |= B::bit(s),
                            _ => break,
                        }
                        if occ.has(s) {
                            screens += 1;
                        }
                    }
                }
                (occ, slide, over)
            })
            .collect();
        let offset = u32::try_from(self.targets.len()).map_err(|_| CompileError::new(msg::EngineLineTablesTooLarge))?;
        let size = 1usize << bits;
        let mut slots: Vec<Option<(B, B)>> = vec![None; size];
        let shift = 64 - bits.max(1);
        // Whether `magic` gives every arrangement a slot of its own or one with the same targets.
        let mut fits = |rot: u32, magic: u64| {
            slots.iter_mut().for_each(|s| *s = None);
            arrangements.iter().all(|&(occ, slide, over)| {
                let slot = &mut slots[(occ.fold(rot).wrapping_mul(magic) >> shift) as usize];
                match slot {
                    None => {
                        *slot = Some((slide, over));
                        true
                    }
                    Some(seen) => *seen == (slide, over),
                }
            })
        };
        // The rotations that keep the two halves of the squares apart (only 0 for a `u64`).
        let (lo, hi) = mask.halves();
        let rots: Vec<u32> = if hi == 0 {
            vec![0]
        } else {
            (0..64u32).filter(|&r| lo & hi.rotate_left(r) == 0).collect()
        };
        // First a multiplier built to carry the k-th lowest relevant bit to bit 64 - bits + k of
        // the product (exact when the bits are spread out enough for the other products to fall
        // outside those top bits, as along files and diagonals, or in one run, as along ranks);
        // then, failing that, a search from a fixed seed.
        let built = |rot: u32| -> u64 {
            let folded = mask.fold(rot);
            let mut magic = 0u64;
            for (k, q) in (0..64u32).filter(|q| folded >> q & 1 == 1).enumerate() {
                magic |= 1 << (64 - bits + k as u32 - q);
            }
            magic
        };
        let mut found = if bits == 0 {
            Some((0, 0))
        } else {
            rots.iter().map(|&r| (r, built(r))).find(|&(r, m)| fits(r, m))
        };
        if found.is_none() && bits > MAX_SEARCHED_BITS {
            return Err(no_index(t, sq, bits));
        }
        if found.is_none() {
            if let Some(&rot) = rots.first() {
                let tries = (MAX_SEARCH_WORK >> bits).clamp(1, u64::from(MAX_TRIES));
                for _ in 0..tries {
                    let magic = splitmix(seed) & splitmix(seed) & splitmix(seed);
                    if fits(rot, magic) {
                        found = Some((rot, magic));
                        break;
                    }
                }
            }
        }
        let (rot, magic) = found.ok_or_else(|| no_index(t, sq, bits))?;
        // With no relevant square every arrangement is the empty one: slot 0.
        let shift = if bits == 0 { 63 } else { shift as u8 };
        let stride = self.stride;
        self.targets.resize(offset as usize + size * stride, B::EMPTY);
        for &(occ, slide, over) in &arrangements {
            let i = offset as usize + ((occ.fold(rot).wrapping_mul(magic) >> shift) as usize) * stride;
            self.targets[i] = slide;
            if hop {
                self.targets[i + 1] = over;
            }
        }
        Ok(Entry {
            mask,
            magic,
            offset,
            shift,
            rot: rot as u8,
        })
    }

    /// The line direction `dir` is part of, if one was compiled.
    pub(crate) fn line_of(&self, dir: usize) -> Option<usize> {
        self.of_dir.get(dir).filter(|&&l| l != u16::MAX).map(|&l| l as usize)
    }

    /// The squares of line `line` both ways from `sq`.
    #[inline(always)]
    pub(crate) fn full(&self, line: usize, sq: usize) -> B {
        self.fulls[line * self.squares + sq]
    }

    /// Whether hoppers' targets were compiled.
    pub(crate) fn has_hop(&self) -> bool {
        self.stride == 2
    }

    /// Where the targets of line `line` from `sq` with the pieces `occ` start.
    #[inline(always)]
    fn slot(&self, line: usize, sq: usize, occ: B) -> usize {
        let e = &self.entries[line * self.squares + sq];
        e.offset as usize
            + ((((occ & e.mask).fold(e.rot as u32).wrapping_mul(e.magic) >> e.shift) as usize) << self.stride_log)
    }

    /// The squares a rider on `sq` reaches along line `line` both ways: up to and including the
    /// first piece of `occ`.
    #[inline(always)]
    pub(crate) fn slide(&self, line: usize, sq: usize, occ: B) -> B {
        self.targets[self.slot(line, sq, occ)]
    }

    /// What [`Self::slide`] gives, and the squares a hopper on `sq` reaches along line `line`
    /// both ways past exactly one piece of `occ`, up to and including the next one (empty
    /// unless compiled with hoppers).
    #[inline(always)]
    pub(crate) fn both(&self, line: usize, sq: usize, occ: B) -> (B, B) {
        let i = self.slot(line, sq, occ);
        let hop = if self.stride == 2 {
            self.targets.get(i + 1).copied().unwrap_or(B::EMPTY)
        } else {
            B::EMPTY
        };
        (self.targets[i], hop)
    }
}
