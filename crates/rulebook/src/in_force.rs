//! Which encoded rulebook judges a game played on a date at a time control: the edition of the
//! law in force that day (its date is data: `law.effective_original`, FIDE's own date, where a
//! file has one, else `law.effective`; the editions no rulebook encodes are the `unencoded_before`
//! of the edition that folds them in), then the appendix its time class (`clock.time_class`, FIDE
//! A.1 / B.1) gives that time control. Nothing here is a rule of play: it reads the dates and
//! ranges the rule files state and says which file applies and why.

use crate::human::{self, Lang};
use crate::law::{Classed, Duration, Period, TimeControl};
use crate::{Library, Rulebook};
use trongtai_i18n::{msg, say, Message};

/// The rulebook that judges a game, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InForce {
    /// The edition in force on the date (`fide-2023`).
    pub edition: String,
    /// Its title, in both languages (Vietnamese, English).
    pub title: (String, String),
    /// The date it is in force from (`YYYY-MM-DD`).
    pub from: String,
    /// The next encoded or known edition and its date, if the line has one.
    pub until: Option<(String, String)>,
    /// The rulebook of the time control: the edition itself or one of its appendices
    /// (`fide-2023-rapid`).
    pub rules: String,
    /// The clause that classes the game (`A.1`).
    pub article: String,
    /// The game's time as the class counts it (ms per player).
    pub game_time_ms: u64,
    /// How many increments that time counts.
    pub increments: u32,
}

/// Why no encoded rulebook judges the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotEncoded {
    /// No rulebook of the game has a date.
    NoDatedEdition {
        /// The game.
        game: String,
    },
    /// The date is before the first edition encoded.
    Before {
        /// The game.
        game: String,
        /// The first encoded edition.
        first: String,
        /// The date it is in force from.
        from: String,
    },
    /// The edition in force that day is one no rulebook encodes; a later edition folds its
    /// changes in.
    Unencoded {
        /// The edition (`2009`).
        edition: String,
        /// The date it was in force from.
        from: String,
        /// The encoded edition that folds its changes in.
        folded_into: String,
        /// Why it is not encoded, as that edition's file says.
        note: String,
    },
    /// The edition has no time class, or none of its ranges takes the game.
    NoClass {
        /// The edition.
        edition: String,
        /// The game's time as counted (ms per player).
        game_time_ms: u64,
    },
}

/// One edition of a line, encoded or not, with its date.
#[derive(Debug, Clone)]
struct Step {
    from: String,
    /// The rulebook id, its titles and time class, for an encoded edition.
    encoded: Option<Encoded>,
    /// The edition's name and why it is not encoded (with the edition folding it in).
    unencoded: Option<(String, String, String)>,
}

/// An encoded edition of a line.
#[derive(Debug, Clone)]
struct Encoded {
    id: String,
    title: (String, String),
    class: Option<crate::model::Cited<crate::law::TimeClass>>,
}

/// The editions of one game's law, oldest first, read once from the library: every shipped
/// rulebook of the game that is an edition of its own (not an appendix, a local regulation or a
/// proposal) and has a date, and the editions they name as not encoded.
#[derive(Debug, Clone)]
pub struct Line {
    game: String,
    steps: Vec<Step>,
}

/// The rulebook of `game` (`chess`) that judges a game played on `date` (`YYYY-MM-DD`) at
/// `control` ([`Line::of`], then [`Line::in_force`]).
///
/// # Errors
///
/// A date that is not `YYYY-MM-DD`, or a rulebook of the library that does not load.
pub fn in_force(
    library: &Library,
    game: &str,
    date: &str,
    control: &TimeControl,
) -> Result<Result<InForce, NotEncoded>, String> {
    if crate::local::day_number(date).is_none() {
        return Err(say(trongtai_i18n::lang(), &msg::InForceBadDate { date }));
    }
    Ok(Line::of(library, game)?.in_force(date, control))
}

impl Line {
    /// The editions of `game`'s law in `library`.
    ///
    /// # Errors
    ///
    /// A rulebook of the library that does not load.
    pub fn of(library: &Library, game: &str) -> Result<Self, String> {
        let mut steps = Vec::new();
        for id in library.rulebook_ids() {
            let book = Rulebook::load(library, id).map_err(|e| e.to_string())?;
            if book.game().id != game
                || book.edition_files().len() != 1
                || book.proposal().is_some()
                || book.local().is_some()
            {
                continue;
            }
            let Some(from) = book.law().in_force_from().map(str::to_owned) else {
                continue;
            };
            for u in book.unencoded_before() {
                steps.push(Step {
                    from: u.in_force.clone(),
                    encoded: None,
                    unencoded: Some((u.edition.clone(), u.note.clone(), id.to_owned())),
                });
            }
            steps.push(Step {
                from,
                encoded: Some(Encoded {
                    id: id.to_owned(),
                    title: (book.title().vi.clone(), book.title().en.clone()),
                    class: book.merged().clock.as_ref().and_then(|c| c.time_class.clone()),
                }),
                unencoded: None,
            });
        }
        steps.sort_by(|a, b| a.from.cmp(&b.from));
        Ok(Line {
            game: game.to_owned(),
            steps,
        })
    }

    /// The rulebook that judges a game played on `date` (`YYYY-MM-DD`, compared as written)
    /// at `control`, or why none does.
    pub fn in_force(&self, date: &str, control: &TimeControl) -> Result<InForce, NotEncoded> {
        let game = &self.game;
        let steps = &self.steps;
        let Some(at) = steps.iter().rposition(|s| s.from.as_str() <= date) else {
            return Err(match steps.iter().find_map(|s| s.encoded.as_ref().map(|e| (s, e))) {
                Some((step, first)) => NotEncoded::Before {
                    game: game.clone(),
                    first: first.id.clone(),
                    from: step.from.clone(),
                },
                None => NotEncoded::NoDatedEdition { game: game.clone() },
            });
        };
        let Some(step) = steps.get(at) else {
            return Err(NotEncoded::NoDatedEdition { game: game.clone() });
        };
        let until = steps.get(at + 1).map(|next| {
            let name = next
                .encoded
                .as_ref()
                .map(|e| e.id.clone())
                .or_else(|| next.unencoded.as_ref().map(|u| format!("the {} edition", u.0)))
                .unwrap_or_default();
            (name, next.from.clone())
        });
        let Some(edition) = &step.encoded else {
            let (edition, note, folded_into) = step.unencoded.clone().unwrap_or_default();
            return Err(NotEncoded::Unencoded {
                edition,
                from: step.from.clone(),
                folded_into,
                note,
            });
        };
        let id = &edition.id;
        let Some(class) = &edition.class else {
            return Err(NotEncoded::NoClass {
                edition: id.clone(),
                game_time_ms: control.game_time_ms(0),
            });
        };
        let increments = class.value.increments.unwrap_or_default();
        let t = class.value.game_time_ms(control);
        let chosen = match class.value.classify(control) {
            Classed::Own => Some((id.clone(), class.article.clone())),
            Classed::Other(o) => Some((o.rules.clone(), o.article.clone())),
            Classed::Unclassed => None,
        };
        let Some((rules, article)) = chosen else {
            return Err(NotEncoded::NoClass {
                edition: id.clone(),
                game_time_ms: t,
            });
        };
        Ok(InForce {
            edition: id.clone(),
            title: edition.title.clone(),
            from: step.from.clone(),
            until,
            rules,
            article,
            game_time_ms: t,
            increments,
        })
    }

    /// Every rulebook this line may pick: its encoded editions and the rulebooks their time
    /// classes name.
    pub fn rulebooks(&self) -> Vec<String> {
        let mut ids: Vec<String> = Vec::new();
        for e in self.steps.iter().filter_map(|s| s.encoded.as_ref()) {
            ids.push(e.id.clone());
            if let Some(class) = &e.class {
                ids.extend(class.value.others.iter().map(|o| o.rules.clone()));
            }
        }
        ids.sort();
        ids.dedup();
        ids
    }
}

/// A time control written as arbiters and federations write it: `15+10` (minutes, then the
/// increment in seconds), `90+30`, `5+3`, or minutes alone (`60`).
///
/// # Errors
///
/// Anything else, saying what was expected.
pub fn parse_minutes_plus_seconds(text: &str) -> Result<TimeControl, String> {
    let expected = || say(trongtai_i18n::lang(), &msg::InForceBadControl { text });
    let (minutes, increment) = match text.trim().split_once('+') {
        Some((m, s)) => (m.trim(), Some(s.trim())),
        None => (text.trim(), None),
    };
    let minutes: u32 = minutes.parse().map_err(|_| expected())?;
    let increment: Option<u32> = increment.map(str::parse).transpose().map_err(|_| expected())?;
    if minutes == 0 || minutes > 24 * 60 || increment.is_some_and(|s| s > 3600) {
        return Err(say(trongtai_i18n::lang(), &msg::InForceControlOutOfRange { text }));
    }
    Ok(TimeControl {
        periods: vec![Period {
            moves: None,
            time: Duration::Minutes(minutes),
            increment: increment.filter(|s| *s > 0).map(Duration::Seconds),
            delay: None,
            repeat: None,
            scoresheet: None,
        }],
    })
}

impl InForce {
    /// Why this rulebook judges the game, for people.
    pub fn explain(&self, date: &str, lang: Lang) -> String {
        let title = match lang {
            Lang::Vi => &self.title.0,
            Lang::En => &self.title.1,
        };
        let until = match &self.until {
            Some((next, from)) => msg::InForceUntil { next, from }.text(),
            None => msg::InForceLatest.text(),
        };
        say(
            lang,
            &msg::InForceFound {
                rules: &self.rules,
                edition: &self.edition,
                title,
                date,
                from: &self.from,
                until: &until,
                time: &human::millis(self.game_time_ms, lang),
                increments: &self.increments.to_string(),
                article: &self.article,
            },
        )
    }
}

impl NotEncoded {
    /// Why no encoded rulebook judges the game, for people.
    pub fn explain(&self, date: &str, lang: Lang) -> String {
        match self {
            NotEncoded::NoDatedEdition { game } => say(lang, &msg::InForceNoDatedEdition { game }),
            NotEncoded::Before { game, first, from } => say(
                lang,
                &msg::InForceBefore {
                    date,
                    game,
                    first,
                    from,
                },
            ),
            NotEncoded::Unencoded {
                edition,
                from,
                folded_into,
                note,
            } => say(
                lang,
                &msg::InForceUnencoded {
                    date,
                    edition,
                    from,
                    folded_into,
                    note,
                },
            ),
            NotEncoded::NoClass { edition, game_time_ms } => say(
                lang,
                &msg::InForceNoClass {
                    edition,
                    time: &human::millis(*game_time_ms, lang),
                },
            ),
        }
    }
}
