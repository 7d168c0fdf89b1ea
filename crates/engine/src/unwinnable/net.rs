//! Mating nets: whether the attacker's pieces, placed anywhere in their regions, could ever
//! check the defending royal piece on some square of its region while every square it could
//! step to is attacked or blocked by one of its own pieces.
//!
//! A checkmate needs exactly that (and more: the check must not be parried), so when no
//! placement does it there is no checkmate. The attacks are those of [`steps`] on a board where
//! only the frozen pieces stand, a superset of the real ones; the squares that must be covered
//! are those the royal piece reaches whatever stands around it, a subset of its real flights.
//! Each piece is used once: the attacker's royal (on squares the defender's royal does not
//! attack), its other pieces (each as any kind it may become), and the defender's mobile
//! non-royal pieces, each blocking one square of its region. The search is exact for these
//! sets and stops at a budget, answering "possible" when it runs out.

use crate::bits::Bits;
use crate::tables::{Tables, MAX_KINDS};

use super::statics::{steps, Statics};

/// One piece that may help: its placements and what each covers.
struct Resource<B> {
    /// `(square, covered)` for every placement.
    places: Vec<(usize, B)>,
    /// Everything some placement covers.
    any: B,
    royal: bool,
    /// A defender's piece: it covers only the square it stands on.
    blocker: bool,
}

/// Whether side `a` could ever build a mating net around the other royal piece. `budget` is
/// the number of search steps allowed; running out answers `true`.
pub(crate) fn possible<B: Bits>(t: &Tables<B>, st: &Statics<B>, a: usize, budget: u32) -> bool {
    let d = 1 - a;
    let all_walls = st.walls[0] | st.walls[1];
    let Some(droyal) = st.pieces.iter().find(|f| f.royal && f.side == d) else {
        return true;
    };
    let dk = droyal.kind;
    let mut res: Vec<Resource<B>> = Vec::new();
    for f in &st.pieces {
        if f.frozen {
            continue;
        }
        if f.side == a {
            let mut places = Vec::new();
            for k in 0..MAX_KINDS.min(t.kinds.len()) {
                for q in f.region[k].squares() {
                    places.push((q, steps(t, a, k, q, all_walls, true).capture));
                }
            }
            let any = places.iter().fold(B::EMPTY, |acc, &(_, c)| acc | c);
            res.push(Resource {
                places,
                any,
                royal: f.royal,
                blocker: false,
            });
        } else if !f.royal {
            let mut places = Vec::new();
            let mut all = B::EMPTY;
            for r in f.region {
                all |= r;
            }
            for q in all.squares() {
                places.push((q, B::bit(q)));
            }
            res.push(Resource {
                places,
                any: all,
                royal: false,
                blocker: true,
            });
        }
    }
    let mut left = budget;
    for r in st.royal_reg[d].squares() {
        // The frozen pieces' attacks are there whatever happens.
        let needed = {
            let m = steps(t, d, dk, r, t.all, false);
            (m.quiet & m.capture) & !st.walls[d] & !st.fatt[a]
        };
        let checked_by_frozen = st.fatt[a].has(r);
        if !checked_by_frozen && !st.att[a].has(r) {
            continue;
        }
        let near = steps(t, d, dk, r, t.all, false).capture | B::bit(r);
        // Cheap filter: what no piece can cover, and what only the royal piece can.
        let mut others = B::EMPTY;
        let mut royal_any = B::EMPTY;
        for x in &res {
            for &(q, c) in &x.places {
                if x.royal {
                    if !near.has(q) {
                        royal_any |= c;
                    }
                } else {
                    others |= c;
                }
            }
        }
        if !(needed & !(others | royal_any)).is_empty() {
            continue;
        }
        let only_royal = needed & !others;
        if !only_royal.is_empty()
            && !res.iter().filter(|x| x.royal).any(|x| {
                x.places
                    .iter()
                    .any(|&(q, c)| !near.has(q) && (only_royal & !c).is_empty())
            })
        {
            continue;
        }
        let mut used = vec![false; res.len()];
        if checked_by_frozen {
            if cover(&res, &mut used, needed, near, &mut left) {
                return true;
            }
        } else {
            for i in 0..res.len() {
                if res[i].royal || res[i].blocker {
                    continue;
                }
                used[i] = true;
                for &(_, c) in &res[i].places {
                    if c.has(r) && cover(&res, &mut used, needed & !c, near, &mut left) {
                        return true;
                    }
                }
                used[i] = false;
            }
        }
        if left == 0 {
            return true;
        }
    }
    false
}

/// Whether the unused resources can cover `rem`; the royal piece may not stand on `near`.
fn cover<B: Bits>(res: &[Resource<B>], used: &mut [bool], rem: B, near: B, left: &mut u32) -> bool {
    if rem.is_empty() {
        return true;
    }
    if *left == 0 {
        return true;
    }
    *left -= 1;
    let s = rem.lowest();
    for i in 0..res.len() {
        if used[i] || !res[i].any.has(s) {
            continue;
        }
        used[i] = true;
        for &(q, c) in &res[i].places {
            if !c.has(s) || (res[i].royal && near.has(q)) {
                continue;
            }
            if cover(res, used, rem & !c, near, left) {
                used[i] = false;
                return true;
            }
        }
        used[i] = false;
    }
    false
}
