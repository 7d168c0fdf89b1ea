//! `--help` and the manual pages in the language asked: the about and help texts of the command,
//! of every subcommand and of every argument are messages of the catalogues
//! (`i18n/<lang>/help.ftl`), put in place of clap's by walking the command tree before the
//! command line is read.
//!
//! A text's message id is its place in the tree: `help-<command path>` for a command's about
//! (`help-trongtai`, `help-rules-show`), `help-<command path>-arg-<argument>` for an argument's
//! help (`help-adjudicate-arg-by-tags`), `help-trongtai-after` for the text after the command's
//! help (the exit codes). They are looked up by id, not named by a typed struct: the test of this
//! module checks that every command and argument has its message in every language, and that
//! every `help-` message is one of them.

use clap::{Arg, Command};
use trongtai_i18n::{current, Lang};

/// The prefix of the help messages' ids.
pub(crate) const PREFIX: &str = "help-";

/// The id of a message from its place in the tree (`_` of clap's argument ids as `-`).
fn id(parts: &[&str]) -> String {
    format!("{PREFIX}{}", parts.join("-").replace('_', "-"))
}

/// The messages of clap's own words, said in Vietnamese in place of clap's English (in English
/// clap says them itself): the `--help` and `--version` flags, the `help` subcommand and its
/// argument, the headings of the help.
#[cfg(test)]
pub(crate) const CLAP_OWN: &[&str] = &[
    "help-flag-help",
    "help-flag-version",
    "help-help",
    "help-help-arg-subcommand",
    "help-heading-usage",
    "help-heading-arguments",
    "help-heading-options",
    "help-heading-commands",
    "help-possible-values",
    "help-default",
    "help-section-name",
    "help-section-synopsis",
    "help-section-description",
    "help-section-extra",
    "help-section-version",
    "help-section-authors",
];

/// `cmd` with its texts, and those of its arguments and subcommands, said in `lang` from the
/// catalogues in use (a text the catalogue lacks stays clap's). In Vietnamese clap's own words
/// too: the headings, the `--help` and `--version` flags, the `help` subcommand.
pub fn localized(cmd: Command, lang: Lang) -> Command {
    // Walked before clap builds it: a built command keeps an index of its arguments that
    // replacing one would leave pointing at another. The global `--lang` is said once, on the
    // command, and clap copies it into the subcommands when it builds them.
    let mut cmd = walk(cmd, &mut Vec::new(), lang);
    if lang == Lang::En {
        return cmd;
    }
    // The `help` subcommands exist once clap has built the tree: only their about is said (no
    // argument of a built command is replaced).
    cmd.build();
    let cat = current();
    match cat.has(lang, "help-help") {
        true => help_subcommands(cmd, &cat.render(lang, "help-help", None)),
        false => cmd,
    }
}

/// A manual page as `clap_mangen` writes it, its section titles (`.SH NAME`, `.SH SYNOPSIS`, …)
/// said in `lang` (in English, as written).
pub fn man_sections(page: Vec<u8>, lang: Lang) -> Vec<u8> {
    if lang == Lang::En {
        return page;
    }
    let cat = current();
    let text = String::from_utf8_lossy(&page);
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let title = line.strip_prefix(".SH ").map(|t| t.trim_end().to_ascii_lowercase());
        let id = title.map(|t| format!("{PREFIX}section-{t}"));
        match id.filter(|id| cat.has(lang, id)) {
            Some(id) => {
                out.push_str(&format!(".SH \"{}\"", cat.render(lang, &id, None)));
                out.push('\n');
            }
            None => out.push_str(line),
        }
    }
    out.into_bytes()
}

/// `cmd` with the about of every `help` subcommand in it replaced by `about`.
fn help_subcommands(cmd: Command, about: &str) -> Command {
    cmd.mut_subcommands(|sub| match sub.get_name() {
        "help" => sub.about(about.to_owned()),
        _ => help_subcommands(sub, about),
    })
}

fn walk(mut cmd: Command, path: &mut Vec<String>, lang: Lang) -> Command {
    let cat = current();
    let say = |id: &str| cat.has(lang, id).then(|| cat.render(lang, id, None));
    let clap_own = lang != Lang::En;
    let place: Vec<&str> = if path.is_empty() {
        vec!["trongtai"]
    } else {
        path.iter().map(String::as_str).collect()
    };
    if let Some(text) = say(&id(&place)) {
        cmd = cmd.about(text).long_about(None);
    }
    if path.is_empty() {
        if let Some(text) = say(&id(&["trongtai", "after"])) {
            cmd = cmd.after_help(text);
        }
    }
    let options = if clap_own { say("help-heading-options") } else { None };
    if clap_own {
        if let Some(usage) = say("help-heading-usage") {
            cmd = cmd.help_template(format!(
                "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
            ));
        }
        if let Some(heading) = say("help-heading-commands") {
            cmd = cmd.subcommand_help_heading(heading);
        }
        // clap's `--help` and `--version`, said in the language: the flags made here.
        let flag = |id: &str, short: char, long: &'static str, action: clap::ArgAction| {
            let mut flag = Arg::new(long).short(short).long(long).action(action);
            if let Some(text) = say(id) {
                flag = flag.help(text);
            }
            if let Some(heading) = &options {
                flag = flag.help_heading(heading.clone());
            }
            flag
        };
        cmd = cmd
            .disable_help_flag(true)
            .arg(flag("help-flag-help", 'h', "help", clap::ArgAction::Help));
        if path.is_empty() && cmd.get_version().is_some() {
            cmd =
                cmd.disable_version_flag(true)
                    .arg(flag("help-flag-version", 'V', "version", clap::ArgAction::Version));
        }
    }
    let args: Vec<(String, bool)> = cmd
        .get_arguments()
        .filter(|a| !matches!(a.get_id().as_str(), "help" | "version"))
        .map(|a| (a.get_id().as_str().to_owned(), a.is_positional()))
        .collect();
    for (arg, positional) in args {
        let mut at = place.clone();
        at.extend(["arg", arg.as_str()]);
        let text = say(&id(&at));
        let heading = match (clap_own, positional) {
            (false, _) => None,
            (true, true) => say("help-heading-arguments"),
            (true, false) => options.clone(),
        };
        cmd = cmd.mut_arg(arg.as_str(), |mut a| {
            let mut text = text.or_else(|| a.get_help().map(ToString::to_string));
            if clap_own && a.get_action().takes_values() {
                // clap's `[possible values: …]` and `[default: …]`, said in the language.
                let values: Vec<String> = a
                    .get_possible_values()
                    .iter()
                    .filter(|v| !v.is_hide_set())
                    .map(|v| v.get_name().to_owned())
                    .collect();
                let defaults: Vec<String> = a
                    .get_default_values()
                    .iter()
                    .map(|v| v.to_string_lossy().into_owned())
                    .collect();
                let mut more = Vec::new();
                if !values.is_empty() && !a.is_hide_possible_values_set() {
                    more.push(said(&cat, lang, "help-possible-values", &values.join(", ")));
                    a = a.hide_possible_values(true);
                }
                if !defaults.is_empty() && !a.is_hide_default_value_set() {
                    more.push(said(&cat, lang, "help-default", &defaults.join(", ")));
                    a = a.hide_default_value(true);
                }
                if !more.is_empty() {
                    text = Some(
                        format!("{} {}", text.unwrap_or_default(), more.join(" "))
                            .trim()
                            .to_owned(),
                    );
                }
            }
            if let Some(text) = text {
                a = a.help(text).long_help(None);
            }
            if let Some(heading) = heading {
                a = a.help_heading(heading);
            }
            a
        });
    }
    let subs: Vec<String> = cmd.get_subcommands().map(|s| s.get_name().to_owned()).collect();
    for sub in subs {
        path.push(sub.clone());
        cmd = cmd.mut_subcommand(sub.as_str(), |s| walk(s, path, lang));
        path.pop();
    }
    cmd
}

/// Message `id` (`help-possible-values`, `help-default`) with `$values` in `lang`.
fn said(cat: &trongtai_i18n::Catalogues, lang: Lang, id: &str, values: &str) -> String {
    cat.render_with(lang, id, &[("values", values)])
}

#[cfg(test)]
pub(crate) fn wanted(cmd: &Command) -> Vec<(String, String)> {
    let mut out = Vec::new();
    collect(cmd, &mut Vec::new(), &mut out);
    out
}

#[cfg(test)]
fn collect(cmd: &Command, path: &mut Vec<String>, out: &mut Vec<(String, String)>) {
    let place: Vec<&str> = if path.is_empty() {
        vec!["trongtai"]
    } else {
        path.iter().map(String::as_str).collect()
    };
    let about = cmd
        .get_long_about()
        .or(cmd.get_about())
        .map(ToString::to_string)
        .unwrap_or_default();
    out.push((id(&place), about));
    if path.is_empty() {
        let after = cmd.get_after_help().map(ToString::to_string).unwrap_or_default();
        out.push((id(&["trongtai", "after"]), after));
    }
    for arg in cmd.get_arguments() {
        let name = arg.get_id().as_str();
        if matches!(name, "help" | "version") || (arg.is_global_set() && !path.is_empty()) {
            continue;
        }
        let mut at = place.clone();
        at.extend(["arg", name]);
        let help = arg
            .get_long_help()
            .or(arg.get_help())
            .map(ToString::to_string)
            .unwrap_or_default();
        out.push((id(&at), help));
    }
    for sub in cmd.get_subcommands() {
        if sub.get_name() == "help" {
            continue;
        }
        path.push(sub.get_name().to_owned());
        collect(sub, path, out);
        path.pop();
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use clap::CommandFactory;
    use trongtai_i18n::{files, Lang};

    use super::*;

    /// The `help-` messages of one language's catalogue.
    fn shipped(lang: Lang) -> BTreeSet<String> {
        files()
            .iter()
            .filter(|(code, _, _)| *code == lang.code())
            .flat_map(|(_, _, text)| text.lines())
            .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim()))
            .filter(|id| id.starts_with(PREFIX))
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn every_command_and_argument_has_its_help_in_every_language_and_no_help_message_is_stale() {
        let wanted: Vec<String> = wanted(&crate::Cli::command())
            .into_iter()
            .map(|(id, _)| id)
            .chain(CLAP_OWN.iter().map(|id| (*id).to_owned()))
            .collect();
        assert!(wanted.len() > 70, "{wanted:?}");
        let wanted_set: BTreeSet<String> = wanted.iter().cloned().collect();
        let mut problems = Vec::new();
        for lang in Lang::ALL {
            let have = shipped(lang);
            for id in wanted.iter().filter(|id| !have.contains(*id)) {
                problems.push(format!("i18n/{}/help.ftl: no `{id}`", lang.code()));
            }
            for id in have.difference(&wanted_set) {
                problems.push(format!(
                    "i18n/{}/help.ftl: `{id}` is no command or argument of trongtai",
                    lang.code()
                ));
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// The English catalogue says what the doc comments say (the texts clap has without it), so
    /// `--help` reads the same in English with or without the catalogue.
    #[test]
    fn the_english_help_is_the_doc_comments() {
        let cat = current();
        let differ: Vec<String> = wanted(&crate::Cli::command())
            .into_iter()
            .filter(|(id, doc)| cat.render(Lang::En, id, None) != *doc)
            .map(|(id, doc)| format!("{id}: the doc comment says {doc:?}"))
            .collect();
        assert!(differ.is_empty(), "{}", differ.join("\n"));
    }

    #[test]
    fn the_vietnamese_help_replaces_every_text() {
        let mut cmd = localized(crate::Cli::command(), Lang::Vi);
        let root = cmd.render_long_help().to_string();
        assert!(
            root.contains("Cách dùng:") && root.contains("Mã thoát: 0 thành công"),
            "{root}"
        );
        let adjudicate = cmd
            .find_subcommand_mut("adjudicate")
            .map(|c| c.render_long_help().to_string())
            .unwrap_or_default();
        for said in [
            "Chạy lại các tệp ván cờ lưu trữ",
            "Tuỳ chọn:",
            "Tham số:",
            "In trợ giúp",
            "Ngôn ngữ của những gì",
        ] {
            assert!(adjudicate.contains(said), "{said}: {adjudicate}");
        }
        for english in ["Usage:", "Options:", "Print help", "Rulebook id", "The language of"] {
            assert!(!adjudicate.contains(english), "{english}: {adjudicate}");
        }
    }
}
