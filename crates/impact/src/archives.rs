//! The archive games compared under both rulebooks, as a [`Tally`] of one stretch of input
//! (whole files, or one part of a file cut by [`trongtai_archive::split`]) that tallies of other
//! stretches, judged on other machines, can be added to.
//!
//! A single-machine report tallies every archive at once and turns the tally into the report's
//! [`Corpus`]; a report spread over a cluster (the Python package's `trongtai.dask.impact`)
//! tallies each part where it is, sends the tallies back as JSON, and [`merged`] puts them
//! together file by file, numbering each part's games after the games of the parts before it.
//! Either way the same code judges and words every game, so the counts, the transition matrix
//! and the changes are those of one run over the whole files.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use trongtai_archive::{for_each_ordered, Adjudicator, Entry, GameReport, Games};
use trongtai_rulebook::human::Lang;
use trongtai_scenario::text_diff;

use crate::words::{game_lines, game_ruling};
use crate::{transitions, Book, Change, ChangeText, Corpus, Role};

/// What the games of one stretch of archive input change, before it is put together with the
/// others: the counts of [`Corpus`], its matrix and its changes with their games' numbers kept
/// apart (a part's games are numbered from 1 until the parts before it are counted).
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct Tally {
    /// Games compared.
    pub games: u64,
    /// Games whose findings differ in anything.
    pub changed: u64,
    /// Of those, the games where only the articles cited differ.
    pub articles_only: u64,
    /// `(base ruling, candidate ruling, count)`, in English.
    matrix: Vec<(String, String, u64)>,
    /// Each English ruling met, in Vietnamese.
    said_vi: BTreeMap<String, String>,
    /// The games whose findings differ, in input order.
    changes: Vec<GameChange>,
}

/// A game whose findings differ, with its number as read (in its file, or in its part).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
struct GameChange {
    file: String,
    number: u64,
    players: String,
    from: String,
    to: String,
    articles_only: bool,
    diff: String,
    from_vi: String,
    to_vi: String,
    diff_vi: String,
}

/// The games of one file, judged in parts: the tallies of its parts in file order.
#[derive(Debug, Clone, Default)]
pub struct FileTallies {
    /// The tallies of the parts, the first part's first.
    pub parts: Vec<Tally>,
}

/// Compares every game of `games` (the files `archives`, as named in the report) under both
/// rulebooks on `threads` threads.
///
/// # Errors
///
/// When an archive cannot be read or is of another game (the first such message).
pub fn tally(
    games: Games,
    archives: &[PathBuf],
    threads: usize,
    base: Book<'_>,
    candidate: Book<'_>,
) -> anyhow::Result<Tally> {
    let base_judge = Adjudicator::new(base.rules, base.game)?;
    let cand_judge = Adjudicator::new(candidate.rules, candidate.game)?;
    let names: Vec<String> = archives.iter().map(|f| f.display().to_string()).collect();
    let base_name = crate::words::diff_label(Role::Base, base.rules.id(), Lang::En);
    let cand_name = crate::words::diff_label(Role::Candidate, candidate.rules.id(), Lang::En);
    let base_vi = crate::words::diff_label(Role::Base, base.rules.id(), Lang::Vi);
    let cand_vi = crate::words::diff_label(Role::Candidate, candidate.rules.id(), Lang::Vi);
    let game = base.game;
    let def = base.rules.game();
    let mut tally = Tally::default();
    let mut matrix: BTreeMap<(String, String), u64> = BTreeMap::new();
    for_each_ordered(
        // An archive of the other game is one error naming the file (screened under the base).
        base_judge.screened(games),
        threads,
        |entry| match entry {
            Entry::Game(game) => {
                let (file, number) = (game.file, game.number);
                let parsed = game.source.parse();
                Ok((
                    base_judge.judge(file, number, &parsed),
                    cand_judge.judge(file, number, &parsed),
                ))
            }
            Entry::FileError { message, .. } => Err(message),
        },
        |pair| -> anyhow::Result<()> {
            let (b, c) = pair.map_err(|message| anyhow::anyhow!("{message}"))?;
            tally.games += 1;
            let (from, to) = (
                game_ruling(&b, game, def, Lang::En),
                game_ruling(&c, game, def, Lang::En),
            );
            let (from_vi, to_vi) = (
                game_ruling(&b, game, def, Lang::Vi),
                game_ruling(&c, game, def, Lang::Vi),
            );
            tally.said_vi.insert(from.clone(), from_vi.clone());
            tally.said_vi.insert(to.clone(), to_vi.clone());
            *matrix.entry((from.clone(), to.clone())).or_insert(0) += 1;
            let lines = |r: &GameReport, cite: bool, lang: Lang| game_lines(r, game, def, cite, lang);
            let diff = text_diff(
                &lines(&b, true, Lang::En),
                &lines(&c, true, Lang::En),
                &base_name,
                &cand_name,
            );
            if !diff.is_empty() {
                tally.changed += 1;
                let articles_only = lines(&b, false, Lang::En) == lines(&c, false, Lang::En);
                tally.articles_only += u64::from(articles_only);
                tally.changes.push(GameChange {
                    file: names.get(b.file).map_or("?", String::as_str).to_owned(),
                    number: b.number as u64,
                    players: b.players.clone(),
                    from,
                    to,
                    articles_only,
                    diff,
                    from_vi,
                    to_vi,
                    diff_vi: text_diff(
                        &lines(&b, true, Lang::Vi),
                        &lines(&c, true, Lang::Vi),
                        &base_vi,
                        &cand_vi,
                    ),
                });
            }
            Ok(())
        },
    )?;
    tally.matrix = matrix.into_iter().map(|((from, to), n)| (from, to, n)).collect();
    Ok(tally)
}

/// Compares the games of the bytes `start..end` of `path`, a part cut by
/// [`trongtai_archive::split::cuts`] after `lines_before` line ends: numbered from 1 in the part,
/// their messages naming the lines of the whole file.
///
/// # Errors
///
/// As [`tally`].
pub fn tally_part(
    path: &Path,
    (start, end, lines_before): (u64, u64, u64),
    threads: usize,
    base: Book<'_>,
    candidate: Book<'_>,
) -> anyhow::Result<Tally> {
    let games = Games::part(path, start, end, lines_before);
    tally(games, &[path.to_path_buf()], threads, base, candidate)
}

impl Tally {
    /// Adds the tally of the input read after this one's; its games are numbered after the
    /// `renumber` games before it in their file.
    fn add(&mut self, next: Tally, renumber: u64) {
        self.games += next.games;
        self.changed += next.changed;
        self.articles_only += next.articles_only;
        let mut matrix: BTreeMap<(String, String), u64> = std::mem::take(&mut self.matrix)
            .into_iter()
            .map(|(from, to, n)| ((from, to), n))
            .collect();
        for (from, to, n) in next.matrix {
            *matrix.entry((from, to)).or_insert(0) += n;
        }
        self.matrix = matrix.into_iter().map(|((from, to), n)| (from, to, n)).collect();
        self.said_vi.extend(next.said_vi);
        self.changes.extend(next.changes.into_iter().map(|mut c| {
            c.number += renumber;
            c
        }));
    }

    /// The report's corpus of archive games.
    pub fn into_corpus(self) -> Corpus {
        let matrix = self.matrix.into_iter().map(|(from, to, n)| ((from, to), n)).collect();
        Corpus {
            compared: self.games,
            changed: self.changed,
            articles_only: self.articles_only,
            transitions: transitions(matrix, &self.said_vi),
            changes: self
                .changes
                .into_iter()
                .map(|c| Change {
                    item: format!("{} #{} {}", c.file, c.number, c.players),
                    from: c.from,
                    to: c.to,
                    articles_only: c.articles_only,
                    expectation_holds: None,
                    notes: Vec::new(),
                    diff: c.diff,
                    vi: ChangeText {
                        from: c.from_vi,
                        to: c.to_vi,
                        notes: Vec::new(),
                        diff: c.diff_vi,
                    },
                })
                .collect(),
            ..Corpus::default()
        }
    }
}

/// The tallies of files judged in parts put together, file after file: each part's games
/// numbered after the games of the parts before it in its file.
pub fn merged(files: Vec<FileTallies>) -> Tally {
    let mut all = Tally::default();
    for file in files {
        let mut before = 0;
        for part in file.parts {
            let games = part.games;
            all.add(part, before);
            before += games;
        }
    }
    all
}
