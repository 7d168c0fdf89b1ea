//! Competition files: `rules/competition/<id>.ron`, the competition systems a law gives, every
//! value with its article; and the points of a game ([`Scoring`]), read from the rulebook's
//! `ends.scoring`, the one place they are written, so that a local regulation that announces
//! other points (FIDE 11.1 (en)) changes the standings too.
//!
//! These files are separate from the rulebooks (`rules/<id>.ron`, read by `trongtai-rulebook`)
//! and use their own small model, defined here. The shipped ones are embedded in the crate.
//!
//! ```ron
//! CompetitionFile(
//!     id: "vn-chess-legacy",
//!     version: "0.1.0",
//!     law: (document: "VNLEG", source: "seeds/vn-chess-law-legacy-vi.txt"),
//!     round_robin: (system: Berger, article: "...", printed_tables: [4, 6, 8]),
//!     knockout: (article: "..."),
//! )
//! ```

use serde::Deserialize;
use trongtai_rulebook::law::Scoring as LawScoring;
use trongtai_rulebook::Rulebook;

use crate::error::TournamentError;
use crate::points::Points;

/// `(id, text)` of every shipped competition file; the file is `rules/competition/<id>.ron`.
const SHIPPED: &[(&str, &str)] = &[
    ("fide-2001", include_str!("../../../rules/competition/fide-2001.ron")),
    (
        "vn-chess-legacy",
        include_str!("../../../rules/competition/vn-chess-legacy.ron"),
    ),
];

/// A value with the article of the law it comes from: the rulebook crate's type, so competition
/// files cite articles exactly as rule files do.
pub use trongtai_rulebook::model::Cited;

/// The law a competition file is taken from.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LawRef {
    /// The document code of `seeds/ARTICLES.md` (`VNLEG`, `FIDE01`).
    pub document: String,
    /// The seed file the articles are cited from.
    pub source: String,
}

/// The points a game gives each player, as the rulebook resolves them (`ends.scoring`, with
/// any local regulation applied). Both players losing (a double forfeit) scores a loss each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scoring {
    /// Points of the winner.
    pub win: Points,
    /// Points of each player in a drawn game.
    pub draw: Points,
    /// Points of the loser.
    pub loss: Points,
    /// The article (clause) the points come from, and who set it.
    pub article: String,
}

impl Scoring {
    /// The points of `rulebook` (its resolved `ends.scoring`).
    ///
    /// # Errors
    ///
    /// [`TournamentError::NoScoring`] where the law sets no points,
    /// [`TournamentError::Points`] for a denominator of 0.
    pub fn of(rulebook: &Rulebook) -> Result<Self, TournamentError> {
        let cited = &rulebook.competition().ends.scoring;
        let LawScoring::Points { win, draw, loss } = cited.value else {
            return Err(TournamentError::NoScoring {
                rulebook: rulebook.id().to_owned(),
                article: cited.article.clone(),
            });
        };
        let points = |(n, d): (u32, u32)| {
            Points::try_from((u64::from(n), u64::from(d))).map_err(|problem| TournamentError::Points {
                rulebook: rulebook.id().to_owned(),
                problem,
            })
        };
        Ok(Scoring {
            win: points(win)?,
            draw: points(draw)?,
            loss: points(loss)?,
            article: cited.article.clone(),
        })
    }
}

/// A round-robin pairing system.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum PairingSystem {
    /// The Berger tables ([`crate::berger`]).
    Berger,
}

/// The round-robin tables a law prints.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundRobinInfo {
    /// The system the printed tables follow.
    pub system: PairingSystem,
    /// Where the tables are printed.
    pub article: String,
    /// The table sizes printed (an odd field uses the next even table, the last number a bye).
    pub printed_tables: Vec<u32>,
    /// What the law says around the tables.
    #[serde(default)]
    pub note: Option<String>,
}

/// What a law says about knock-out competitions.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KnockoutInfo {
    /// Where the law speaks of it.
    pub article: String,
    /// What it asks for.
    #[serde(default)]
    pub note: Option<String>,
}

/// A competition file, as read.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompetitionFile {
    /// The id: the file name without `.ron`, the same as the rulebook of the same law.
    pub id: String,
    /// Semantic version of the encoding.
    pub version: String,
    /// The law.
    pub law: LawRef,
    /// The round-robin tables the law prints, if any.
    #[serde(default)]
    pub round_robin: Option<RoundRobinInfo>,
    /// What the law says about knock-out competitions, if anything.
    #[serde(default)]
    pub knockout: Option<KnockoutInfo>,
}

impl CompetitionFile {
    /// The ids of the shipped competition files, sorted.
    pub fn shipped_ids() -> impl Iterator<Item = &'static str> {
        SHIPPED.iter().map(|&(id, _)| id)
    }

    /// The shipped competition file with this id.
    ///
    /// # Errors
    ///
    /// [`TournamentError::UnknownCompetition`] for an unknown id, [`TournamentError::File`] if the
    /// embedded file does not read (a test makes sure it does).
    pub fn shipped(id: &str) -> Result<Self, TournamentError> {
        let Some(&(_, text)) = SHIPPED.iter().find(|&&(known, _)| known == id) else {
            return Err(TournamentError::UnknownCompetition {
                id: id.to_owned(),
                known: Self::shipped_ids().collect::<Vec<_>>().join(", "),
            });
        };
        Self::parse(&format!("rules/competition/{id}.ron"), text)
    }

    /// Reads a competition file from its text; `path` is how the file is named in errors.
    ///
    /// Optional fields may be written with or without `Some(...)`.
    ///
    /// # Errors
    ///
    /// [`TournamentError::File`], located at the line and column of the problem.
    pub fn parse(path: &str, text: &str) -> Result<Self, TournamentError> {
        ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str::<Self>(text)
            .map_err(|err| TournamentError::File(trongtai_rulebook::error::ron_problem(path, text, &err)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_files_read() {
        for id in CompetitionFile::shipped_ids() {
            let file = CompetitionFile::shipped(id).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(file.id, id);
        }
    }

    #[test]
    fn every_file_under_rules_competition_is_embedded() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rules/competition");
        let mut on_disk: Vec<(String, String)> = std::fs::read_dir(&dir)
            .expect("rules/competition reads")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter_map(|p| {
                let id = p.file_name()?.to_str()?.strip_suffix(".ron")?.to_owned();
                Some((id, std::fs::read_to_string(&p).expect("file reads")))
            })
            .collect();
        on_disk.sort();
        let shipped: Vec<(String, String)> = SHIPPED
            .iter()
            .map(|&(id, text)| (id.to_owned(), text.to_owned()))
            .collect();
        assert_eq!(on_disk, shipped, "rules/competition/ and SHIPPED differ");
    }

    #[test]
    fn unknown_id_and_located_errors() {
        let err = CompetitionFile::shipped("fide-2000").expect_err("unknown");
        assert_eq!(
            err.to_string(),
            "no competition file `fide-2000`, expected one of: fide-2001, vn-chess-legacy"
        );
        let text = "CompetitionFile(\n    id: \"x\",\n    colour: 1,\n)";
        let err = CompetitionFile::parse("x.ron", text).expect_err("unknown field");
        assert!(err.to_string().starts_with("x.ron:3:"), "{err}");
    }
}
