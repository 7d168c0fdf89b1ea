//! Judges every game of the archive files named on the command line (default: a small PGN of
//! the test fixtures) under FIDE 2001 and lists each claim the law made available.
//!
//! `cargo run --example adjudicate_archive -- games.pgn more.jsonl`

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut files: Vec<std::path::PathBuf> = std::env::args().skip(1).map(Into::into).collect();
    if files.is_empty() {
        files.push(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/adjudicate/small.pgn").into());
    }
    let book = trongtai::load("fide-2001")?;
    let judge = book.adjudicator()?;
    for entry in trongtai::Games::new(&files) {
        let trongtai::Entry::Game(game) = entry else { continue };
        let report = judge.adjudicate(game);
        for claim in &report.claims {
            let c = &claim.claim;
            println!(
                "game {}: {} at ply {}, article {}",
                report.number, claim.name, c.ply, c.article
            );
        }
    }
    Ok(())
}
