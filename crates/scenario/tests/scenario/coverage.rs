//! Every machine-checkable article of the shipped laws is cited by a scenario (or, for game
//! elements, by the rulebook's `game.articles`, proven by the oracle tests) or excluded with a
//! reason in `scenarios/coverage-exclusions.ron`. `trongtai coverage` prints the details.

use std::path::Path;

use trongtai_scenario::coverage::{compute, find_root};

#[test]
fn every_checkable_article_is_covered_or_excluded() {
    let root = find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("the repository root has rules/articles/");
    let all = compute(&root, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(all.len(), 19, "one article index per shipped law and appendix");
    let mut report = String::new();
    for c in &all {
        let uncovered = c.uncovered();
        if !uncovered.is_empty() {
            report.push_str(&format!("{}: {} uncovered\n", c.rulebook, uncovered.len()));
            for a in uncovered {
                report.push_str(&format!("  {}  {}\n", a.id, a.title));
            }
        }
    }
    assert!(
        report.is_empty(),
        "machine-checkable articles neither covered by a scenario nor excluded \
         (write a scenario, or exclude only what an event log cannot show or another test proves):\n{report}"
    );
}
