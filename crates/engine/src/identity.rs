//! Hashing of position identities ([`crate::Game::identity`]) in hash maps.
//!
//! An identity is already a Zobrist hash, random bits: a map keyed by identities needs no
//! SipHash on every lookup, one multiply spreads it.

use std::hash::{BuildHasherDefault, Hasher};

/// A hasher for keys that are position identities.
#[derive(Debug, Clone, Copy, Default)]
pub struct IdentityHasher(u64);

/// Builds [`IdentityHasher`]s: `HashMap<u64, V, IdentityBuild>`.
pub type IdentityBuild = BuildHasherDefault<IdentityHasher>;

/// An odd multiplier (the golden ratio in 64 bits) that spreads the low bits upward.
const SPREAD: u64 = 0x9e37_79b9_7f4a_7c15;

impl Hasher for IdentityHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(SPREAD);
        }
    }

    fn write_u64(&mut self, id: u64) {
        self.0 = (self.0 ^ id).wrapping_mul(SPREAD);
    }
}
