//! Points as exact rational numbers: the law's ½ is not a float.

use std::cmp::Ordering;
use std::fmt;

use serde::Deserialize;
use trongtai_i18n::{msg, Message as _, Text};

/// A non-negative rational number of points, always in lowest terms with a positive denominator.
///
/// In competition files it is written `(numerator, denominator)`: `(1, 2)` is half a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(try_from = "(u64, u64)")]
pub struct Points {
    numerator: u64,
    denominator: u64,
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Points {
    /// No points.
    pub const ZERO: Self = Self {
        numerator: 0,
        denominator: 1,
    };

    /// `numerator / denominator` in lowest terms, or `None` if the denominator is 0.
    pub fn new(numerator: u64, denominator: u64) -> Option<Self> {
        if denominator == 0 {
            return None;
        }
        let g = gcd(numerator, denominator);
        Some(Self {
            numerator: numerator / g,
            denominator: denominator / g,
        })
    }

    /// The numerator, in lowest terms.
    pub fn numerator(self) -> u64 {
        self.numerator
    }

    /// The denominator, in lowest terms (at least 1).
    pub fn denominator(self) -> u64 {
        self.denominator
    }

    /// The sum, or `None` if it does not fit in 64 bits.
    pub fn checked_add(self, other: Self) -> Option<Self> {
        let g = gcd(self.denominator, other.denominator);
        let denominator = (self.denominator / g).checked_mul(other.denominator)?;
        let left = self.numerator.checked_mul(other.denominator / g)?;
        let right = other.numerator.checked_mul(self.denominator / g)?;
        Self::new(left.checked_add(right)?, denominator)
    }

    /// The value as a floating-point number (for JSON output; comparisons use exact arithmetic).
    pub fn to_f64(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }
}

impl TryFrom<(u64, u64)> for Points {
    /// A denominator of 0, said in the output language.
    type Error = Text;

    fn try_from((numerator, denominator): (u64, u64)) -> Result<Self, Self::Error> {
        Self::new(numerator, denominator).ok_or_else(|| msg::TournamentDenominator { numerator, denominator }.text())
    }
}

impl Ord for Points {
    fn cmp(&self, other: &Self) -> Ordering {
        let left = u128::from(self.numerator) * u128::from(other.denominator);
        let right = u128::from(other.numerator) * u128::from(self.denominator);
        left.cmp(&right)
    }
}

impl PartialOrd for Points {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// As chess crosstables print points: `0`, `½`, `1`, `2½`; other fractions as `7/3`.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.numerator / self.denominator;
        match self.denominator {
            1 => write!(f, "{whole}"),
            2 if whole == 0 => f.write_str("½"),
            2 => write!(f, "{whole}½"),
            _ => write!(f, "{}/{}", self.numerator, self.denominator),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(n: u64, d: u64) -> Points {
        Points::new(n, d).expect("non-zero denominator")
    }

    #[test]
    fn lowest_terms_and_display() {
        assert_eq!(p(2, 4), p(1, 2));
        assert_eq!(p(0, 7), Points::ZERO);
        assert_eq!(p(1, 2).to_string(), "½");
        assert_eq!(p(5, 2).to_string(), "2½");
        assert_eq!(p(3, 1).to_string(), "3");
        assert_eq!(p(7, 3).to_string(), "7/3");
        assert_eq!(Points::new(1, 0), None);
    }

    #[test]
    fn sums_and_order() {
        assert_eq!(p(1, 2).checked_add(p(1, 2)), Some(p(1, 1)));
        assert_eq!(p(1, 3).checked_add(p(1, 6)), Some(p(1, 2)));
        assert!(p(1, 2) < p(2, 3));
        assert_eq!(p(u64::MAX, 1).checked_add(p(1, 1)), None);
    }
}
