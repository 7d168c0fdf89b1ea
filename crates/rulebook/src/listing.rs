//! The listing of a rulebook, as `trongtai rules show` prints it: every value with its article,
//! the file that set it and its dates, a local regulation's values beside the national ones, and
//! each level of a chain of regulations. Values are said for people (in Vietnamese or English) or
//! as a rule file writes them. A federation's own tool lists a rulebook the way the command does.

use std::io::{self, Write};

use trongtai_i18n::{msg, say, Message};

use crate::human::{self, Lang};
use crate::{Library, Origin, ProvenanceEntry, Rulebook};

/// How values are written.
#[derive(Debug, Clone, Copy)]
pub struct Say {
    human: Option<Lang>,
}

impl Say {
    /// Values as a rule file writes them (RON), labels in English.
    pub fn as_written() -> Self {
        Say { human: None }
    }

    /// Values said for people ("15 phút", "40 moves in 90 minutes"), labels and notes in `lang`.
    pub fn for_people(lang: Lang) -> Self {
        Say { human: Some(lang) }
    }

    fn value(self, path: &str, ron: &str) -> String {
        match self.human {
            Some(lang) => human::value(path, ron, lang),
            None => ron.to_owned(),
        }
    }

    /// A note or reading of a rule file: in Vietnamese from the catalogs (`rules/i18n/vi/`) with
    /// `--lang vi`, where it has one; else as written.
    fn note(self, english: &str) -> String {
        match self.human {
            Some(lang) => match crate::i18n::note(english, lang) {
                (shown, words) if shown == lang => words.to_owned(),
                // A user's file without a catalog: its note quoted as written.
                (_, words) => format!("\"{words}\""),
            },
            None => english.to_owned(),
        }
    }

    /// A value of the listing: a note written as a value (`law.notes`, `game.notes.start`) in
    /// the listing's language like the other notes; any other text (a title, an id, a path) as
    /// the file writes it, quoted; the rest said for people.
    fn text_value(self, path: &str, written: &str) -> String {
        let Some(lang) = self.human else {
            return written.to_owned();
        };
        match crate::i18n::string_literal(written) {
            Some(text) if path.split('.').any(|p| matches!(p, "notes" | "note" | "reading")) => self.note(&text),
            Some(_) => written.to_owned(),
            None => human::value(path, written, lang),
        }
    }

    /// The listing's own words: in `lang` when values are said for people, else English.
    fn lang(self) -> Lang {
        self.human.unwrap_or(Lang::En)
    }

    /// A message of the listing, in its language.
    fn t<M: Message>(self, m: &M) -> String {
        say(self.lang(), m)
    }

    /// A line's label, padded to the listing's column.
    fn head<M: Message>(self, m: &M) -> String {
        format!("{:<8} ", self.t(m))
    }

    /// A name written in both languages: the listing's own, then the other quoted.
    fn both(self, name: &crate::game::Labels) -> String {
        match self.human {
            Some(Lang::Vi) => format!("{} / \"{}\"", name.vi, name.en),
            _ => format!("{} / \"{}\"", name.en, name.vi),
        }
    }

    fn bounds(self, bounds: &crate::local::Bounds) -> String {
        match self.human {
            Some(lang) => human::bounds(bounds, lang),
            None => bounds.to_string(),
        }
    }
}

/// Writes the listing of `rulebook` (loaded from `library`, on the date `on` if given) to `out`.
///
/// # Errors
///
/// What writing to `out` gives (a closed pipe, a full disk).
pub fn write(
    out: &mut impl Write,
    library: &Library,
    rulebook: &Rulebook,
    on: Option<&str>,
    say: Say,
) -> io::Result<()> {
    let law = rulebook.law();
    writeln!(
        out,
        "{}{} {}",
        say.head(&msg::ShowHeadRulebook),
        rulebook.id(),
        rulebook.version()
    )?;
    writeln!(out, "{}{}", say.head(&msg::ShowHeadTitle), say.both(rulebook.title()))?;
    if let Some(proposal) = rulebook.proposal() {
        // A proposal is in force nowhere: its own proposer and status, and the law it amends
        // named without the law's decision, dates or text as its own.
        let illustrative = if proposal.illustrative {
            say.t(&msg::ShowIllustrative)
        } else {
            String::new()
        };
        let submitted = proposal
            .submitted
            .as_ref()
            .map(|date| say.t(&msg::ShowSubmitted { date }))
            .unwrap_or_default();
        let effective = proposal
            .effective
            .as_ref()
            .map(|date| say.t(&msg::ShowWouldApply { date }))
            .unwrap_or_default();
        let line = say.t(&msg::ShowProposal {
            status: &proposal.status.text(),
            proposer: &say.both(&proposal.proposer),
            illustrative: &illustrative,
            submitted: &submitted,
            effective: &effective,
        });
        writeln!(out, "{}{line}", say.head(&msg::ShowHeadProposal))?;
        writeln!(
            out,
            "{}{}",
            say.head(&msg::ShowHeadAmends),
            say.t(&msg::ShowEdition {
                document: &law.document,
                edition: &law.edition,
            })
        )?;
        return write_rest(out, library, rulebook, on, say);
    }
    let mut law_line = say.t(&msg::ShowEdition {
        document: &law.document,
        edition: &law.edition,
    });
    if let Some(decision) = &law.decision {
        law_line.push_str(&say.t(&msg::ShowDecision { decision }));
        if let Some(date) = &law.decision_date {
            law_line.push_str(&say.t(&msg::ShowDecisionDate { date }));
        }
    }
    if let Some(date) = &law.effective {
        law_line.push_str(&say.t(&msg::ShowEffective { date }));
    }
    if let Some(date) = &law.effective_original {
        law_line.push_str(&say.t(&msg::ShowOriginal { date }));
    }
    writeln!(out, "{}{law_line}", say.head(&msg::ShowHeadLaw))?;
    writeln!(out, "{}{}", say.head(&msg::ShowHeadSource), law.source)?;
    write_rest(out, library, rulebook, on, say)
}

/// The listing after the lines that say what the rulebook is: its local regulation, game,
/// files, dates and values.
fn write_rest(
    out: &mut impl Write,
    library: &Library,
    rulebook: &Rulebook,
    on: Option<&str>,
    say: Say,
) -> io::Result<()> {
    let levels = chain_levels(library, rulebook, on);
    let law = rulebook.law();
    if let Some(local) = rulebook.local() {
        let illustrative = if local.illustrative {
            say.t(&msg::ShowIllustrative)
        } else {
            String::new()
        };
        writeln!(
            out,
            "{}{}",
            say.head(&msg::ShowHeadLocal),
            say.t(&msg::ShowIssuedBy {
                authority: &say.both(&local.authority),
                illustrative: &illustrative,
            })
        )?;
        let basis = &local.basis;
        // The basis is data as the file writes it: quoted.
        let mut line = format!("\"{}\"", basis.document);
        if let Some(article) = &basis.article {
            line.push_str(&format!(", \"{article}\""));
        }
        if let Some(date) = &basis.issued {
            line.push_str(&say.t(&msg::ShowBasisIssued { date }));
        }
        line.push_str(&say.t(&msg::ShowBasisInForce {
            period: &period(Some(&basis.valid_from), basis.valid_until.as_deref(), say),
        }));
        writeln!(out, "{}{line}", say.head(&msg::ShowHeadBasis))?;
        let on_line = match rulebook.on() {
            Some(date) => say.t(&msg::ShowOnDate { date }),
            None => {
                // Not a mix of versions: the regulation as its latest version leaves it, each
                // value with the date of the version that set it.
                let latest = rulebook.merged().versions.iter().map(|v| v.from.as_str()).max();
                say.t(&msg::ShowOnLatest {
                    latest: latest.unwrap_or("-"),
                })
            }
        };
        writeln!(out, "{}{on_line}", say.head(&msg::ShowHeadOn))?;
    }
    writeln!(
        out,
        "{}{} ({})",
        say.head(&msg::ShowHeadGame),
        rulebook.game().id,
        rulebook.game_file().path()
    )?;
    writeln!(out, "{}{}", say.head(&msg::ShowHeadFiles), say.t(&msg::ShowFilesNote))?;
    for (i, file) in rulebook.files().iter().enumerate() {
        writeln!(out, "  {}. {}", i + 1, file.path())?;
    }
    let proposal = rulebook.proposal();
    let dates = match (proposal, &law.effective) {
        (Some(p), _) => match &p.effective {
            Some(date) => say.t(&msg::ShowDatesProposalEffective { date }),
            None => say.t(&msg::ShowDatesProposal),
        },
        (None, Some(date)) => say.t(&msg::ShowDatesLaw { date }),
        (None, None) => say.t(&msg::ShowDatesNone),
    };
    writeln!(out, "{}{dates}", say.head(&msg::ShowHeadDates))?;
    if let Some(amended) = rulebook.amended() {
        writeln!(
            out,
            "{}{}",
            say.head(&msg::ShowHeadAmends),
            say.t(&msg::ShowEditionAmends { edition: amended })
        )?;
    }
    for e in rulebook.unencoded_before() {
        writeln!(
            out,
            "{}{}",
            say.head(&msg::ShowHeadFolds),
            say.t(&msg::ShowFolds {
                edition: &e.edition,
                date: &e.in_force,
                note: &say.note(&e.note),
            })
        )?;
    }
    let legend = if proposal.is_some() {
        say.t(&msg::ShowValuesProposal)
    } else {
        say.t(&msg::ShowValues)
    };
    writeln!(out, "{}{legend}", say.head(&msg::ShowHeadValues))?;
    for entry in rulebook.provenance() {
        // A proposal names the law it amends once, above; the law's decision and dates are not
        // the proposal's.
        if proposal.is_some() && entry.path.starts_with("law.") {
            continue;
        }
        writeln!(out, "{}", value_line(entry, say))?;
        if let Some(line) = national_line(entry, say) {
            writeln!(out, "      {line}")?;
        }
        if let Some(line) = levels_line(entry, &levels, say) {
            writeln!(out, "      {line}")?;
        }
    }
    if !rulebook.overridable().is_empty() {
        writeln!(out, "{}", say.t(&msg::ShowOverridable))?;
        for (path, delegation) in rulebook.overridable() {
            writeln!(
                out,
                "  {path}  [{}]  {}",
                delegation.article,
                say.bounds(&delegation.bounds)
            )?;
        }
    }
    if !rulebook.versions().is_empty() {
        writeln!(out, "{}", say.t(&msg::ShowVersions))?;
        for v in rulebook.versions() {
            let article = v.article.as_deref().map(|a| format!("  [{a}]")).unwrap_or_default();
            let value = if v.repealed {
                say.t(&msg::ShowRepealed)
            } else {
                say.value(&v.path, &v.value)
            };
            writeln!(
                out,
                "  {}  {} = {value}{article}",
                v.path,
                period(Some(&v.from), v.until.as_deref(), say),
            )?;
        }
    }
    Ok(())
}

/// Writes what each edition of `rulebook`'s law said of the value at `path` and the values under
/// it (`rules show --history`): a line per edition, oldest first, its date, the value and the
/// article it cites there, whether it changed from the edition before and the file that set it;
/// the editions no rulebook encodes are named where they fall. Returns whether any edition has
/// a value at `path` (a path no edition knows is the caller's error to report).
///
/// # Errors
///
/// An edition of the chain that does not load; what writing to `out` gives.
pub fn write_history(
    out: &mut impl Write,
    library: &Library,
    rulebook: &Rulebook,
    path: &str,
    say: Say,
) -> Result<bool, HistoryError> {
    let books = crate::history::editions(library, rulebook)?;
    let steps = crate::history::value_history(&books, path);
    if steps.iter().all(|s| s.entries.is_empty()) {
        return Ok(false);
    }
    let ids: Vec<&str> = books.iter().map(Rulebook::id).collect();
    writeln!(out, "{}{path}  ({})", say.head(&msg::ShowHeadHistory), ids.join(" → "))?;
    writeln!(out, "{}", say.t(&msg::ShowHistoryLegend))?;
    for step in &steps {
        for e in step.rulebook.unencoded_before() {
            writeln!(
                out,
                "  {}",
                say.t(&msg::ShowHistoryNotEncoded {
                    edition: &e.edition,
                    note: &say.note(&e.note),
                })
            )?;
        }
        let mark = if step.changed { "*" } else { " " };
        let from = step.from().unwrap_or("-");
        if step.entries.is_empty() {
            writeln!(
                out,
                "{mark} {}  {from}: {}",
                step.rulebook.id(),
                say.t(&msg::ShowHistoryNoValue)
            )?;
        }
        for entry in &step.entries {
            let sub = entry.path.strip_prefix(path).unwrap_or_default();
            let value = say.text_value(&entry.path, &entry.value);
            let article = clauses(entry, say).map(|c| format!("  [{c}]")).unwrap_or_default();
            let file = match &entry.cited_as {
                Some(there) => format!("{}, {}", entry.file, say.t(&msg::ShowThere { article: there })),
                None => entry.file.clone(),
            };
            writeln!(
                out,
                "{mark} {}  {from}: {sub}{}{value}{article}  ({file})",
                step.rulebook.id(),
                if sub.is_empty() { "" } else { " = " }
            )?;
        }
    }
    Ok(true)
}

/// Every clause a value is applied under, as `rules show` cites it: the deciding one, the one
/// of a claim on a written move, the one that states the outcome; `None` for a value citing none.
fn clauses(entry: &ProvenanceEntry, say: Say) -> Option<String> {
    let mut cited = entry.article.clone()?;
    if let Some(written) = &entry.on_written_move {
        cited.push_str(&say.t(&msg::ShowOnWrittenMove { article: written }));
    }
    if let Some(outcome) = &entry.outcome {
        cited.push_str(&format!(" → {outcome}"));
    }
    Some(cited)
}

/// Why a history could not be written.
#[derive(Debug, thiserror::Error)]
pub enum HistoryError {
    /// An edition of the chain does not load.
    #[error(transparent)]
    Load(#[from] crate::LoadError),
    /// Writing failed.
    #[error(transparent)]
    Io(#[from] io::Error),
}

/// A period of dates: `2025-01-01..2026-12-31`, `from 2025-01-01`.
fn period(from: Option<&str>, until: Option<&str>, say: Say) -> String {
    match (from, until) {
        (Some(from), Some(until)) => format!("{from}..{until}"),
        (Some(date), None) => say.t(&msg::ShowPeriodFrom { date }),
        (None, Some(date)) => say.t(&msg::ShowPeriodUntil { date }),
        (None, None) => String::new(),
    }
}

/// One line of `rules show`.
fn value_line(entry: &ProvenanceEntry, say: Say) -> String {
    let mut line = if entry.changed() {
        "* ".to_owned()
    } else {
        "  ".to_owned()
    };
    line.push_str(&entry.path);
    let is_article = entry.article.as_ref().is_some_and(|a| format!("{a:?}") == entry.value);
    if !is_article {
        line.push_str(&format!(" = {}", say.text_value(&entry.path, &entry.value)));
    }
    if let Some(cited) = clauses(entry, say) {
        line.push_str(&format!("  [{cited}]"));
    }
    if entry.local {
        line.push_str(&format!(
            "  ({}, {})",
            entry.file,
            period(entry.from.as_deref(), entry.until.as_deref(), say)
        ));
    } else if let Some(cited_as) = &entry.cited_as {
        // Inherited from an earlier edition and re-cited to this one's numbering.
        line.push_str(&format!(
            "  ({}, {})",
            entry.file,
            say.t(&msg::ShowThere { article: cited_as })
        ));
    } else {
        line.push_str(&format!("  ({})", entry.file));
    }
    if let Some(note) = &entry.note {
        line.push_str(&format!("  // {}", say.note(note)));
    }
    if let Some(reading) = &entry.reading {
        line.push_str(&format!("  // {}: {}", say.t(&msg::ShowReading), say.note(reading)));
    }
    line
}

/// For a value a local regulation set: the national value beside it.
fn national_line(entry: &ProvenanceEntry, say: Say) -> Option<String> {
    if entry.proposed {
        let n = entry.national.as_ref();
        return Some(match n {
            None => say.t(&msg::ShowAddedToLaw),
            Some(n) => {
                let article = n.article.as_deref().map(|a| format!("  [{a}]")).unwrap_or_default();
                let what = if entry.changed() {
                    say.t(&msg::ShowLawValue)
                } else {
                    say.t(&msg::ShowUnchangedFromLaw)
                };
                format!("{what}: {}{article}  ({})", say.value(&entry.path, &n.value), n.file)
            }
        });
    }
    if !entry.local {
        return None;
    }
    Some(match &entry.national {
        None => say.t(&msg::ShowAddedToNational),
        Some(n) => {
            let article = n.article.as_deref().map(|a| format!("  [{a}]")).unwrap_or_default();
            let what = if entry.changed() {
                say.t(&msg::ShowNationalValue)
            } else {
                say.t(&msg::ShowUnchangedFromNational)
            };
            format!("{what}: {}{article}  ({})", say.value(&entry.path, &n.value), n.file)
        }
    })
}

/// Each level of a chain with more than one local regulation (a tournament under a province
/// under the law), loaded on its own: the files below the asked-for one, nearest first.
pub fn chain_levels(library: &Library, rulebook: &Rulebook, on: Option<&str>) -> Vec<Rulebook> {
    let locals = rulebook.files().iter().filter(|f| f.is_local_regulation()).count();
    if locals < 2 {
        return Vec::new();
    }
    rulebook
        .files()
        .iter()
        .skip(1)
        .filter_map(|f| {
            let spec = match f.origin() {
                Origin::Library(name) => name
                    .strip_prefix(crate::library::LOCAL_DIR)
                    .unwrap_or(name)
                    .trim_end_matches(".ron")
                    .to_owned(),
                Origin::Disk(path) => path.to_string_lossy().into_owned(),
            };
            Rulebook::load_on(library, &spec, on).ok()
        })
        .collect()
}

/// For a value that differs down a chain of regulations: each level's value.
fn levels_line(entry: &ProvenanceEntry, levels: &[Rulebook], say: Say) -> Option<String> {
    if levels.is_empty() || entry.path.starts_with("id") || entry.path.starts_with("title") {
        return None;
    }
    let below: Vec<Option<&ProvenanceEntry>> = levels
        .iter()
        .map(|l| l.provenance().find(|e| e.path == entry.path))
        .collect();
    if below.iter().all(|e| e.is_some_and(|e| e.value == entry.value)) {
        return None;
    }
    let mut parts = vec![format!("{} = {}", entry.file, say.value(&entry.path, &entry.value))];
    for (level, e) in levels.iter().zip(below) {
        let value = e.map_or_else(|| say.t(&msg::ShowNotSet), |e| say.value(&e.path, &e.value));
        parts.push(format!("{} = {value}", level.id()));
    }
    Some(format!("{}: {}", say.t(&msg::ShowChain), parts.join("  <  ")))
}
