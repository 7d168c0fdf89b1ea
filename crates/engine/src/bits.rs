//! Bitboards: one bit per square, in a `u64` for boards of up to 64 squares and a `u128` for
//! larger ones (a 9×10 xiangqi board has 90 points).

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares, stored as the bits of an unsigned integer.
pub trait Bits:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    /// The number of squares this type can hold.
    const CAPACITY: usize;
    /// The empty set.
    const EMPTY: Self;
    /// The set holding only `sq`.
    fn bit(sq: usize) -> Self;
    /// Whether `sq` is in the set.
    #[inline]
    fn has(self, sq: usize) -> bool {
        !(self & Self::bit(sq)).is_empty()
    }
    /// Whether the set is empty.
    fn is_empty(self) -> bool;
    /// The lowest square of a non-empty set.
    fn lowest(self) -> usize;
    /// The highest square of a non-empty set.
    fn highest(self) -> usize;
    /// The number of squares in the set.
    fn count(self) -> u32;
    /// The set without its lowest square.
    fn without_lowest(self) -> Self;
    /// Every square moved `by` places up (down when negative); squares leaving the type are lost.
    fn shift(self, by: i32) -> Self;
    /// The low and the high 64 bits of the set (the high half is empty for a `u64`).
    fn halves(self) -> (u64, u64);
    /// The set folded into 64 bits: the high half rotated left by `rot` and merged into the low
    /// half. Squares stay apart when the caller picks `rot` so that they do not meet.
    #[inline(always)]
    fn fold(self, rot: u32) -> u64 {
        let (lo, hi) = self.halves();
        lo | hi.rotate_left(rot)
    }
    /// Iterates over the squares of the set, lowest first.
    #[inline]
    fn squares(self) -> SquareIter<Self> {
        SquareIter(self)
    }
}

macro_rules! impl_bits {
    ($t:ty, $halves:expr) => {
        impl Bits for $t {
            const CAPACITY: usize = <$t>::BITS as usize;
            const EMPTY: Self = 0;
            #[inline(always)]
            fn bit(sq: usize) -> Self {
                1 << sq
            }
            #[inline(always)]
            fn is_empty(self) -> bool {
                self == 0
            }
            #[inline(always)]
            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline(always)]
            fn highest(self) -> usize {
                (<$t>::BITS - 1 - self.leading_zeros()) as usize
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn halves(self) -> (u64, u64) {
                $halves(self)
            }
            #[inline(always)]
            fn shift(self, by: i32) -> Self {
                if by >= 0 {
                    self << by
                } else {
                    self >> -by
                }
            }
        }
    };
}

impl_bits!(u64, |x: u64| (x, 0));
// The truncating casts keep each half of the 128 bits.
impl_bits!(u128, |x: u128| (x as u64, (x >> 64) as u64));

/// Iterator over the squares of a set, lowest first.
#[derive(Debug, Clone, Copy)]
pub struct SquareIter<B>(B);

impl<B: Bits> Iterator for SquareIter<B> {
    type Item = usize;
    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0.is_empty() {
            None
        } else {
            let sq = self.0.lowest();
            self.0 = self.0.without_lowest();
            Some(sq)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_both_widths() {
        let a: u64 = u64::bit(3) | u64::bit(63);
        assert_eq!(a.squares().collect::<Vec<_>>(), vec![3, 63]);
        let b: u128 = u128::bit(0) | u128::bit(89);
        assert_eq!(b.squares().collect::<Vec<_>>(), vec![0, 89]);
        assert_eq!(b.highest(), 89);
        assert_eq!(b.lowest(), 0);
    }
}
