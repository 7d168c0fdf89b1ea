//! A resolved rulebook: the `extends` chain merged, the game definition loaded, everything
//! checked, and the provenance of every value kept.

use crate::error::{LoadError, Problem};
use crate::game::GameDef;
use crate::library::Library;
use crate::load::{self, Loaded, SourceFile};
use crate::merge::{self, Leaf};
use crate::model::{EndRulesResolved, GameRef, Labels, LawSource, RulebookFile};
use crate::provenance::{self, ProvenanceEntry, VersionEntry};
use crate::validate::{self, setter};
use crate::validate_game::validate_game;
use trongtai_i18n::{msg, Message, Text};

/// A rulebook ready for use: merged over its bases, validated, with provenance.
#[derive(Debug, Clone)]
pub struct Rulebook {
    merged: RulebookFile,
    law: LawSource,
    game_ref: GameRef,
    game: GameDef,
    game_file: SourceFile,
    end: EndRulesResolved,
    files: Vec<SourceFile>,
    leaves: Vec<Leaf>,
    provenance: Vec<ProvenanceEntry>,
    versions: Vec<VersionEntry>,
    on: Option<String>,
    competition: crate::competition::Competition,
    warnings: Vec<Problem>,
    /// For each file of the chain: its id, and the renumbering it applies to what it amends
    /// (`None` for a file that does not amend an edition).
    editions: Vec<(String, Option<std::collections::BTreeMap<String, String>>)>,
    /// The editions this rulebook's edition folds in (`unencoded_before` of its amending file).
    unencoded: Vec<crate::model::UnencodedEdition>,
}

impl Rulebook {
    /// Loads a rulebook by id (`fide-2001`, from `library`) or by path (anything containing `/`
    /// or ending in `.ron`, read from disk), follows `extends`, merges, loads the game
    /// definition and validates everything, reporting all problems found.
    ///
    /// # Errors
    ///
    /// [`LoadError::UnknownId`] if `id_or_path` is neither a path nor a known id; otherwise
    /// [`LoadError::Invalid`] with every problem found, one located line each. A syntax or type
    /// error stops the reading of its file; semantic checks all run.
    ///
    /// The values of a local regulation are those its latest version leaves; see
    /// [`Rulebook::load_on`].
    pub fn load(library: &Library, id_or_path: &str) -> Result<Self, LoadError> {
        Self::load_on(library, id_or_path, None)
    }

    /// Loads a rulebook as [`Rulebook::load`] does, with the values of its local regulations
    /// in force on `on` (`YYYY-MM-DD`): each value as the versions up to that day left it (a
    /// value runs on until a later version sets it again or repeals it), the national value
    /// before the first version or after the regulation ends. With no date, the values as the
    /// latest version leaves them.
    ///
    /// # Errors
    ///
    /// As [`Rulebook::load`]; also a problem when `on` is not a date, or is before the law's
    /// `effective` date.
    pub fn load_on(library: &Library, id_or_path: &str, on: Option<&str>) -> Result<Self, LoadError> {
        let day = match on {
            None => None,
            Some(date) => match crate::local::day_number(date) {
                Some(day) => Some(day),
                None => return Err(LoadError::BadDate { date: date.to_owned() }),
            },
        };
        let chain = load::chain(library, id_or_path)?;
        let merged = merge::merge(&chain, day).map_err(|p| LoadError::from_problems(vec![p]))?;
        if let (Some(date), Some(day)) = (on, day) {
            if let Some(law) = &merged.file.law {
                let effective = law.effective.as_deref();
                if let Some(effective) = effective.filter(|e| crate::local::day_number(e).is_some_and(|e| day < e)) {
                    return Err(LoadError::BeforeTheLaw {
                        date: date.to_owned(),
                        law: law.document.clone(),
                        effective: effective.to_owned(),
                    });
                }
            }
        }
        // The law's own files: below the last local regulation or proposal of the chain.
        let national_from = chain
            .iter()
            .rposition(|l| l.file.local.is_some() || l.file.proposal.is_some())
            .map_or(0, |i| i + 1);
        let national_chain = chain.get(national_from..).unwrap_or_default();
        let national = if national_from > 0 && !national_chain.is_empty() {
            Some(merge::merge(national_chain, None).map_err(|p| LoadError::from_problems(vec![p]))?)
        } else {
            None
        };
        let mut problems = validate::validate_files(&chain);
        problems.extend(crate::local_checks::check(
            &chain,
            national.as_ref().map(|n| &n.file),
            &merged.file,
        ));
        problems.extend(crate::proposal_checks::check(&chain));
        let top = chain.first().map(|l| l.source.source());
        let missing = |what: &str, expected: Text| -> Problem {
            let message = msg::RulebookMissing {
                what,
                expected: &expected,
            };
            let section = format!("{}:", what.split('.').next().unwrap_or(what));
            match &top {
                Some(src) => src.problem(&[&section], message),
                None => Problem::new(id_or_path, 1, 1, message),
            }
        };
        let law = merged.file.law.clone();
        if law.is_none() {
            problems.push(missing("law", msg::RulebookMissingLaw.text()));
        }
        let end = merged.file.end.clone().unwrap_or(crate::model::EndRules {
            checkmate: None,
            stalemate: None,
            drawn_endings: None,
        });
        let game_ref = merged.file.game.clone();
        let mut game = None;
        match &game_ref {
            None => problems.push(missing("game", msg::RulebookMissingGame.text())),
            Some(game_ref) if game_ref.file.is_empty() => {
                problems.push(missing("game.file", msg::RulebookMissingGameFile.text()));
            }
            Some(game_ref) => match load_game(library, &chain, &merged.leaves, game_ref) {
                Ok((def, file)) => {
                    let found = validate_game(&def, file.source());
                    let sound = found.is_empty();
                    problems.extend(found);
                    if sound {
                        problems.extend(validate::validate_articles(&chain, &merged.leaves, &def));
                        let endings = end.drawn_endings.as_deref().unwrap_or_default();
                        problems.extend(validate::validate_endings(&chain, &merged.leaves, endings, &def));
                    }
                    game = Some((def, file));
                }
                Err(problem) => problems.push(problem),
            },
        }
        if end.checkmate.is_none() {
            problems.push(missing("end.checkmate", msg::RulebookMissingCheckmate.text()));
        }
        if end.stalemate.is_none() {
            problems.push(missing("end.stalemate", msg::RulebookMissingStalemate.text()));
        }
        for path in crate::law::missing_values(
            merged.file.clock.as_ref(),
            merged.file.draws.as_ref(),
            merged.file.ends.as_ref(),
            merged.file.conduct.as_ref(),
        ) {
            let expected = if path.contains('.') {
                msg::RulebookMissingValue.text()
            } else {
                msg::RulebookMissingSection { section: &path }.text()
            };
            problems.push(missing(&path, expected));
        }
        // The values `missing_values` proved present (it reads the schema, so no field is
        // forgotten) are taken once here; the arbiter reads them without checking again.
        let competition = crate::competition::Competition::resolve(
            merged.file.clock.as_ref(),
            merged.file.draws.as_ref(),
            merged.file.ends.as_ref(),
            merged.file.conduct.as_ref(),
        );
        if problems.is_empty() {
            if let Err(paths) = &competition {
                for path in paths {
                    problems.push(missing(path, msg::RulebookMissingValue.text()));
                }
            }
        }
        if !problems.is_empty() {
            return Err(LoadError::from_problems(problems));
        }
        match (law, game_ref, game, end.checkmate, end.stalemate, competition) {
            (Some(law), Some(game_ref), Some((game, game_file)), Some(checkmate), Some(stalemate), Ok(competition)) => {
                let files: Vec<SourceFile> = chain.iter().map(|l| l.source.clone()).collect();
                let parsed: Vec<&RulebookFile> = chain.iter().map(|l| &l.file).collect();
                let national_entries = match &national {
                    Some(n) => provenance::entries(&n.leaves, files.get(national_from..).unwrap_or_default()),
                    None => Vec::new(),
                };
                let cx = provenance::Context {
                    files: &files,
                    parsed: &parsed,
                    effective: match &merged.file.proposal {
                        Some(p) => p.effective.as_deref(),
                        None => law.effective.as_deref(),
                    },
                    national: &national_entries,
                };
                let provenance = provenance::dated_entries(&merged.leaves, &cx);
                let versions = provenance::version_entries(&cx);
                Ok(Self {
                    merged: merged.file,
                    law,
                    game_ref,
                    game,
                    game_file,
                    end: EndRulesResolved {
                        checkmate,
                        stalemate,
                        drawn_endings: end.drawn_endings.unwrap_or_default(),
                    },
                    files,
                    leaves: merged.leaves,
                    provenance,
                    versions,
                    on: on.map(str::to_owned),
                    competition,
                    warnings: crate::local_checks::runs_on(&chain),
                    editions: chain
                        .iter()
                        .map(|l| {
                            (
                                l.file.id.clone(),
                                l.file.amends.as_ref().map(|_| l.file.renumber.clone()),
                            )
                        })
                        .collect(),
                    unencoded: chain
                        .iter()
                        .find(|l| l.file.amends.is_some())
                        .map(|l| l.file.unencoded_before.clone())
                        .unwrap_or_default(),
                })
            }
            _ => Err(LoadError::from_problems(vec![Problem::new(
                id_or_path,
                1,
                1,
                msg::RulebookIncomplete,
            )])),
        }
    }

    /// Every competition value (clocks, draws, ends by the players, conduct), each present:
    /// the loader refuses a rulebook that lacks one.
    pub fn competition(&self) -> &crate::competition::Competition {
        &self.competition
    }

    /// Stable identifier, e.g. `fide-2001`.
    pub fn id(&self) -> &str {
        &self.merged.id
    }

    /// Semantic version of the encoding.
    pub fn version(&self) -> &str {
        &self.merged.version
    }

    /// Title in Vietnamese and English.
    pub fn title(&self) -> &Labels {
        &self.merged.title
    }

    /// The legal text the rulebook encodes.
    pub fn law(&self) -> &LawSource {
        &self.law
    }

    /// The game definition.
    pub fn game(&self) -> &GameDef {
        &self.game
    }

    /// The game file and the article behind each game element.
    pub fn game_ref(&self) -> &GameRef {
        &self.game_ref
    }

    /// The file the game definition was read from.
    pub fn game_file(&self) -> &SourceFile {
        &self.game_file
    }

    /// How a game ends on the board.
    pub fn end(&self) -> &EndRulesResolved {
        &self.end
    }

    /// Every value with its article and the file that set it, in file order.
    pub fn provenance(&self) -> impl Iterator<Item = &ProvenanceEntry> {
        self.provenance.iter()
    }

    /// Every dated version of every value the local regulations of the chain set (all
    /// versions, not only those in force), with the national value each replaces. Empty for a
    /// rulebook without a local regulation.
    pub fn versions(&self) -> &[VersionEntry] {
        &self.versions
    }

    /// The values a local regulation changed against the national ones, as resolved (on the
    /// date asked for, or the latest versions).
    pub fn local_changes(&self) -> impl Iterator<Item = &ProvenanceEntry> {
        self.provenance.iter().filter(|e| e.changed())
    }

    /// The date the values were resolved on, if one was given.
    pub fn on(&self) -> Option<&str> {
        self.on.as_deref()
    }

    /// What loading found worth saying that is not a problem: a value of a local regulation
    /// that one version sets and the next does not, which runs on (`rules check` prints these
    /// as `path:line:col: warning: …`).
    pub fn warnings(&self) -> &[Problem] {
        &self.warnings
    }

    /// The proposed amendment (proposer, status), if the rulebook is one or extends one: it is
    /// then in force nowhere, and is shown as a proposal wherever it appears.
    pub fn proposal(&self) -> Option<&crate::proposal::Proposal> {
        self.merged.proposal.as_ref()
    }

    /// The local regulation (authority, basis), if the chain has one.
    pub fn local(&self) -> Option<&crate::local::LocalRegulation> {
        self.merged.local.as_ref()
    }

    /// The values the law lets a lower authority change, by dotted path.
    pub fn overridable(&self) -> &std::collections::BTreeMap<String, crate::local::Delegation> {
        &self.merged.overridable
    }

    /// The file that set a value, by its merge path (`end.stalemate`, `end.drawn_endings`,
    /// `game.articles.piece.king`).
    pub fn set_by(&self, path: &str) -> Option<&SourceFile> {
        self.leaves
            .iter()
            .find(|l| l.dotted() == path)
            .and_then(|l| self.files.get(l.file))
    }

    /// The chain of rulebook files: the one asked for first, then what it extends, and so on.
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    /// The files of this rulebook's own edition: the chain down to the first file that amends
    /// an earlier edition (included), or the whole chain where none does. `fide-2014-rapid`:
    /// itself and `fide-2014`, not the `fide-2001` that `fide-2014` amends.
    pub fn edition_files(&self) -> &[SourceFile] {
        let end = self
            .editions
            .iter()
            .position(|(_, renumber)| renumber.is_some())
            .map_or(self.files.len(), |i| i + 1);
        self.files.get(..end).unwrap_or(&self.files)
    }

    /// The editions between the one this rulebook's edition amends and it that no rulebook
    /// encodes (`unencoded_before` of its amending file).
    pub fn unencoded_before(&self) -> &[crate::model::UnencodedEdition] {
        &self.unencoded
    }

    /// The ids of the files of this rulebook's own edition ([`Rulebook::edition_files`]).
    pub fn edition_ids(&self) -> impl Iterator<Item = &str> {
        self.chain_ids().take(self.edition_files().len())
    }

    /// The ids of the files of the chain, the rulebook asked for first.
    pub fn chain_ids(&self) -> impl Iterator<Item = &str> {
        self.editions.iter().map(|(id, _)| id.as_str())
    }

    /// The id of the edition this rulebook's edition amends (`fide-2001` for `fide-2014` and
    /// for `fide-2014-rapid`), if it amends one.
    pub fn amended(&self) -> Option<&str> {
        let at = self.editions.iter().position(|(_, renumber)| renumber.is_some())?;
        self.editions.get(at + 1).map(|(id, _)| id.as_str())
    }

    /// The renumbering of this rulebook's edition: how it numbers the citations of the edition
    /// it amends (empty where it amends none).
    pub fn renumbering(&self) -> &std::collections::BTreeMap<String, String> {
        static EMPTY: std::collections::BTreeMap<String, String> = std::collections::BTreeMap::new();
        self.editions
            .iter()
            .find_map(|(_, renumber)| renumber.as_ref())
            .unwrap_or(&EMPTY)
    }

    /// A citation of the rulebook `id` (a file of this rulebook's chain: an earlier edition, or
    /// a file of this one) as this rulebook numbers it, through the renumbering of every edition
    /// between them; `None` when `id` is not in the chain. A citation the maps do not list keeps
    /// its number.
    pub fn recite_from(&self, id: &str, citation: &str) -> Option<String> {
        let at = self.editions.iter().position(|(file, _)| file == id)?;
        let mut out = citation.to_owned();
        for (_, renumber) in self.editions.get(..at).unwrap_or_default().iter().rev() {
            if let Some(map) = renumber {
                out = crate::merge::recite(map, &out).to_owned();
            }
        }
        Some(out)
    }

    /// The merged rulebook file (with `law`, `game` and `end` known to be present).
    pub fn merged(&self) -> &RulebookFile {
        &self.merged
    }
}

/// Reads and parses the game definition, relative to the file that set `game.file`.
fn load_game(
    library: &Library,
    chain: &[Loaded],
    leaves: &[Leaf],
    game_ref: &GameRef,
) -> Result<(GameDef, SourceFile), Problem> {
    let Some(site) = setter(chain, leaves, "game.file").or(chain.first()) else {
        return Err(Problem::new("", 1, 1, msg::RulebookEmptyChain));
    };
    let at = |message: Text| {
        site.source
            .source()
            .problem(&["file", &format!("\"{}\"", game_ref.file)], message)
    };
    let origin = load::resolve(library, Some(site.source.origin()), &game_ref.file, "games/").map_err(at)?;
    let file = load::read(library, &origin).map_err(|why| {
        at(msg::RulebookCannotReadGame {
            file: &game_ref.file,
            why: &why,
        }
        .text())
    })?;
    let def: GameDef = load::parse(&file)?;
    Ok((def, file))
}
