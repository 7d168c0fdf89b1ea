//! The language the command speaks, and the words a federation ships beside its regulation.
//!
//! `--lang vi|en` on every command (global); without it the language of the environment
//! (`LC_ALL`, `LC_MESSAGES`, `LANG`), English when none names Vietnamese. Every message the
//! command writes for people — its reports, the errors of the rule-file validator, the scenario
//! loader, the archives and the command line itself — is said in it
//! ([`trongtai_i18n::set_lang`]); JSON keeps codes and the record's English.
//!
//! A rule file given by path may have catalogues beside it (`my.vi.ftl`, `my.en.ftl` beside
//! `my.ron`, and beside each file its `extends` chain reads from disk): their messages and terms
//! replace the shipped ones ([`federation`]).

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::ValueEnum;
use trongtai_i18n::{msg, quoted_list, say, Lang, Text};
use trongtai_rulebook::load::Origin;
use trongtai_rulebook::Rulebook;

/// The languages of `--lang`, by code. The variants carry no doc comment on purpose: clap would
/// print it beside each value, and the help lists the codes alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    Vi,
    En,
}

impl From<LangArg> for Lang {
    fn from(lang: LangArg) -> Self {
        match lang {
            LangArg::Vi => Lang::Vi,
            LangArg::En => Lang::En,
        }
    }
}

/// The language asked on a command line clap refused: `--lang vi` or `--lang=vi` anywhere,
/// else the environment's.
pub fn asked(args: &[std::ffi::OsString]) -> Lang {
    let mut asked = None;
    let mut iter = args.iter().filter_map(|a| a.to_str());
    while let Some(arg) = iter.next() {
        let value = match arg.strip_prefix("--lang") {
            Some("") => iter.next(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(lang) = value.and_then(Lang::from_code) {
            asked = Some(lang);
        }
    }
    asked.unwrap_or_else(Lang::from_env)
}

/// Uses the catalogues shipped beside the rule files of `rulebook` that were read from disk,
/// over the shipped ones (none beside: the shipped ones).
///
/// # Errors
///
/// When such a catalogue cannot be read or does not parse (its file and line named).
pub fn federation(rulebook: &Rulebook) -> anyhow::Result<()> {
    federation_of(&[rulebook])
}

/// [`federation`] for several rulebooks at once (a comparison, a site): the catalogues beside
/// each one's files, later ones over earlier ones.
///
/// # Errors
///
/// As [`federation`].
pub fn federation_of(rulebooks: &[&Rulebook]) -> anyhow::Result<()> {
    trongtai_i18n::use_overrides(&catalogues_of(rulebooks)?)?;
    Ok(())
}

/// The catalogues a federation ships beside the files of `rulebooks` (`tinh.vi.ftl` beside
/// `tinh.ron`), read but not used: each rulebook's base files first, so that later ones override
/// earlier ones.
///
/// # Errors
///
/// When such a catalogue cannot be read or does not parse (its file and line named).
pub fn catalogues_of(
    rulebooks: &[&Rulebook],
) -> Result<Vec<(trongtai_i18n::Lang, String, String)>, trongtai_i18n::CatalogueError> {
    let mut overrides = Vec::new();
    for rulebook in rulebooks {
        for file in rulebook.files().iter().rev() {
            if let Origin::Disk(path) = file.origin() {
                overrides.extend(trongtai_i18n::beside(path)?);
            }
        }
    }
    Ok(overrides)
}

/// [`federation`] for a rulebook named on the command line (an id or a path), before anything
/// loads it: nothing for an id or a file that does not load (the command reports that itself).
///
/// # Errors
///
/// As [`federation`].
pub fn federation_named(specs: &[&str]) -> anyhow::Result<()> {
    let library = trongtai_rulebook::Library::shipped();
    let books: Vec<Rulebook> = specs
        .iter()
        .filter(|s| trongtai_rulebook::load::is_path(s))
        .filter_map(|s| Rulebook::load(&library, s).ok())
        .collect();
    federation_of(&books.iter().collect::<Vec<_>>())
}

fn plain(value: &ContextValue) -> Vec<String> {
    match value {
        ContextValue::String(s) => vec![s.clone()],
        ContextValue::Strings(v) => v.clone(),
        ContextValue::StyledStr(s) => vec![s.to_string()],
        ContextValue::StyledStrs(v) => v.iter().map(ToString::to_string).collect(),
        ContextValue::Number(n) => vec![n.to_string()],
        _ => Vec::new(),
    }
}

/// A command line clap refused, said in `lang`: what is wrong, then how the command is used.
/// `None` for what is not an error (help, version), which clap prints itself.
pub fn command_line_error(err: &clap::Error, lang: Lang) -> Option<String> {
    let get = |kind: ContextKind| err.get(kind).map(plain).unwrap_or_default();
    let first = |kind: ContextKind| get(kind).into_iter().next().unwrap_or_default();
    let hint = |kind: ContextKind| {
        let suggested = get(kind);
        if suggested.is_empty() {
            String::new()
        } else {
            say(
                lang,
                &msg::CliDidYouMean {
                    suggestion: &quoted_list(&suggested).say(lang),
                },
            )
        }
    };
    let arg = first(ContextKind::InvalidArg);
    let message = match err.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return None
        }
        ErrorKind::UnknownArgument => say(
            lang,
            &msg::CliUnknownArgument {
                arg: &arg,
                hint: &hint(ContextKind::SuggestedArg),
            },
        ),
        ErrorKind::InvalidSubcommand => say(
            lang,
            &msg::CliUnknownCommand {
                command: &first(ContextKind::InvalidSubcommand),
                hint: &hint(ContextKind::SuggestedSubcommand),
            },
        ),
        ErrorKind::InvalidValue => {
            let value = first(ContextKind::InvalidValue);
            let valid = get(ContextKind::ValidValue);
            if value.is_empty() {
                say(lang, &msg::CliMissingValue { arg: &arg })
            } else if valid.is_empty() {
                say(
                    lang,
                    &msg::CliBadValue {
                        arg: &arg,
                        value: &value,
                    },
                )
            } else {
                say(
                    lang,
                    &msg::CliNotOneOf {
                        arg: &arg,
                        value: &value,
                        valid: &quoted_list(&valid).say(lang),
                    },
                )
            }
        }
        ErrorKind::ValueValidation => {
            let value = first(ContextKind::InvalidValue);
            let why = std::error::Error::source(err).map(|e| match e.downcast_ref::<Text>() {
                Some(text) => text.say(lang),
                None => match e.downcast_ref::<std::num::ParseIntError>() {
                    Some(_) => say(lang, &msg::CliNotAWholeNumber),
                    None => e.to_string(),
                },
            });
            match why {
                Some(why) => say(
                    lang,
                    &msg::CliInvalidValue {
                        arg: &arg,
                        value: &value,
                        why: &why,
                    },
                ),
                None => say(
                    lang,
                    &msg::CliBadValue {
                        arg: &arg,
                        value: &value,
                    },
                ),
            }
        }
        ErrorKind::MissingRequiredArgument => say(
            lang,
            &msg::CliMissingArgument {
                args: &quoted_list(&get(ContextKind::InvalidArg)).say(lang),
            },
        ),
        ErrorKind::MissingSubcommand => say(lang, &msg::CliMissingCommand),
        ErrorKind::ArgumentConflict => say(
            lang,
            &msg::CliConflict {
                arg: &arg,
                other: &quoted_list(&get(ContextKind::PriorArg)).say(lang),
            },
        ),
        ErrorKind::TooManyValues | ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            say(lang, &msg::CliValueCount { arg: &arg })
        }
        ErrorKind::InvalidUtf8 => say(lang, &msg::CliNotUtf8),
        _ => {
            // What clap's own words say after `error: `, up to the usage.
            let own = err.render().to_string();
            let own = own.trim_start_matches("error: ");
            own.split("\n\n").next().unwrap_or(own).trim().to_owned()
        }
    };
    let usage = first(ContextKind::Usage);
    let usage = usage
        .trim()
        .strip_prefix("Usage:")
        .map(str::trim)
        .unwrap_or(usage.trim())
        .to_owned();
    let mut out = say(lang, &msg::CliError { message: &message });
    if !usage.is_empty() {
        out.push('\n');
        out.push_str(&say(lang, &msg::CliUsage { usage: &usage }));
    }
    Some(out)
}
