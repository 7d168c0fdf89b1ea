//! Generates, from the catalogues under `i18n/` at the repository root:
//!
//! - `files.rs`: every catalogue file of every language, embedded (`include_str!`);
//! - `messages.rs`: one struct per message of the English catalogue (the reference one), named
//!   after its id (`said-checkmated` → `SaidCheckmated`), with one field per variable of the
//!   message (`$side` → `side: &str`; a variable its comment declares `$n (Number)` → `n: u64`,
//!   one it declares `$why (Text)` → `why: &Text`, a message said in the same language).
//!
//! So a message named in Rust exists (a misspelt id does not compile) and gets every argument
//! it uses (a missing field does not compile). The tests of the crate check the other
//! languages against the English one (same ids, no variable the English lacks) and that every
//! message is used somewhere.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let root = manifest.join("../../i18n");
    println!("cargo:rerun-if-changed={}", root.display());
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));

    let mut files = String::from(
        "/// Every catalogue file: (language, file name, text).\npub(crate) const FILES: &[(&str, &str, &str)] = &[\n",
    );
    let mut langs: Vec<PathBuf> = read_dir(&root).into_iter().filter(|p| p.is_dir()).collect();
    langs.sort();
    for dir in &langs {
        let lang = dir.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_owned();
        for file in ftl_files(dir) {
            let name = file.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_owned();
            let path = file.canonicalize().unwrap_or(file.clone());
            let _ = writeln!(
                files,
                "    ({lang:?}, {name:?}, include_str!({:?})),",
                path.display().to_string()
            );
        }
    }
    files.push_str("];\n");
    write_if_changed(&out.join("files.rs"), &files);

    let mut messages = String::new();
    let mut all = String::from("/// Every message: (id, struct name, variables with their kinds).\n#[allow(clippy::type_complexity)]\npub const ALL: &[(&str, &str, &[(&str, crate::Kind)])] = &[\n");
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    for file in ftl_files(&root.join("en")) {
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_owned();
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for m in parse(&text) {
            if let Some(other) = seen.insert(m.id.clone(), name.clone()) {
                panic!("message `{}` is in both i18n/en/{other} and i18n/en/{name}", m.id);
            }
            generate(&mut messages, &m, &name);
            let vars: Vec<String> = m
                .vars
                .iter()
                .map(|(v, k)| format!("({v:?}, crate::Kind::{})", k.name()))
                .collect();
            let _ = writeln!(all, "    ({:?}, {:?}, &[{}]),", m.id, camel(&m.id), vars.join(", "));
        }
    }
    all.push_str("];\n");
    messages.push_str(&all);
    write_if_changed(&out.join("messages.rs"), &messages);
}

fn read_dir(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default()
}

fn ftl_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = read_dir(dir)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    files
}

fn write_if_changed(path: &Path, text: &str) {
    if std::fs::read_to_string(path).ok().as_deref() != Some(text) {
        std::fs::write(path, text).expect("OUT_DIR is writable");
    }
}

/// What a variable of a message is given as.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Words or a name, as text (`&str`).
    Str,
    /// A number (`u64`): plural forms choose by it.
    Num,
    /// Another message, said in the same language (`&Text`).
    Text,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Str => "Str",
            Kind::Num => "Num",
            Kind::Text => "Text",
        }
    }
}

/// A message of a catalogue: its id, its comment, its first line of text, and its variables in
/// order of first use with their kinds.
struct Msg {
    id: String,
    comment: Vec<String>,
    first: String,
    vars: Vec<(String, Kind)>,
}

fn parse(text: &str) -> Vec<Msg> {
    let mut out: Vec<Msg> = Vec::new();
    let mut comment: Vec<String> = Vec::new();
    let mut current: Option<(Msg, String)> = None;
    let finish = |current: &mut Option<(Msg, String)>, out: &mut Vec<Msg>| {
        if let Some((mut m, body)) = current.take() {
            // `$a (Number)`, and for a list `$a, $b (Number)` each of them.
            let mut declared: Vec<(String, Kind)> = Vec::new();
            for line in &m.comment {
                let mut run: Vec<String> = Vec::new();
                for part in line.split('$').skip(1) {
                    let name: String = part
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    let rest = part[name.len()..].trim_start();
                    run.push(name);
                    let kind = if rest.starts_with("(Number)") {
                        Some(Kind::Num)
                    } else if rest.starts_with("(Text)") {
                        Some(Kind::Text)
                    } else {
                        None
                    };
                    match kind {
                        Some(kind) => declared.extend(run.drain(..).map(|n| (n, kind))),
                        // Only a comma keeps the run going (`$a, $b (Number)`).
                        None if rest.starts_with(',') && rest[1..].trim().is_empty() => {}
                        None => run.clear(),
                    }
                }
            }
            // The variables the message shows, then those its comment documents (arguments a
            // translation may use where the English does not).
            let documented: String = m.comment.join(" ");
            for part in body.split('$').skip(1).chain(documented.split('$').skip(1)) {
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                // A Fluent variable starts with a letter: `$1` is text (a NAG).
                let variable = name.starts_with(|c: char| c.is_ascii_alphabetic());
                if variable && !m.vars.iter().any(|(v, _)| *v == name) {
                    let kind = declared.iter().find(|(d, _)| *d == name).map_or(Kind::Str, |(_, k)| *k);
                    m.vars.push((name, kind));
                }
            }
            out.push(m);
        }
    };
    for line in text.lines() {
        let starts_entry = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '-');
        if line.starts_with('#') {
            finish(&mut current, &mut out);
            if line.starts_with("# ") || line == "#" {
                comment.push(line.trim_start_matches('#').trim().to_owned());
            } else {
                comment.clear();
            }
        } else if starts_entry {
            finish(&mut current, &mut out);
            let (id, value) = line.split_once('=').unwrap_or((line, ""));
            let id = id.trim().to_owned();
            if id.starts_with('-') {
                // A term: shared words, not named by code.
                comment.clear();
                continue;
            }
            current = Some((
                Msg {
                    id,
                    comment: std::mem::take(&mut comment),
                    first: value.trim().to_owned(),
                    vars: Vec::new(),
                },
                value.to_owned(),
            ));
        } else if line.trim().is_empty() {
            if current.is_none() {
                comment.clear();
            } else if let Some((_, body)) = &mut current {
                body.push('\n');
            }
        } else if let Some((m, body)) = &mut current {
            if m.first.is_empty() {
                m.first = line.trim().to_owned();
            }
            body.push('\n');
            body.push_str(line);
        }
    }
    finish(&mut current, &mut out);
    out
}

fn camel(id: &str) -> String {
    id.split(['-', '_'])
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map_or_else(String::new, |f| f.to_ascii_uppercase().to_string() + c.as_str())
        })
        .collect()
}

fn generate(out: &mut String, m: &Msg, file: &str) {
    let name = camel(&m.id);
    let borrows = m.vars.iter().any(|(_, k)| *k != Kind::Num);
    let life = if borrows { "<'a>" } else { "" };
    let anon = if borrows { "<'_>" } else { "" };
    let _ = writeln!(out, "/// `{}` (i18n/en/{file}): {}", m.id, m.first.replace('`', "'"));
    for c in &m.comment {
        let _ = writeln!(out, "///\n/// {c}");
    }
    if m.vars.is_empty() {
        let _ = writeln!(
            out,
            "#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]\npub struct {name};"
        );
    } else {
        let _ = writeln!(
            out,
            "#[derive(Debug, Clone, Copy, PartialEq, Eq)]\n#[allow(missing_docs)]\npub struct {name}{life} {{"
        );
        for (v, kind) in &m.vars {
            let ty = match kind {
                Kind::Num => "u64",
                Kind::Str => "&'a str",
                Kind::Text => "&'a crate::Text",
            };
            let _ = writeln!(out, "    pub {v}: {ty},");
        }
        out.push_str("}\n");
    }
    let _ = writeln!(out, "impl crate::Message for {name}{anon} {{");
    let _ = writeln!(out, "    const ID: &'static str = {:?};", m.id);
    let _ = writeln!(
        out,
        "    const VARS: &'static [&'static str] = &[{}];",
        m.vars
            .iter()
            .map(|(v, _)| format!("{v:?}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    out.push_str("    fn text(&self) -> crate::Text {\n");
    if m.vars.is_empty() {
        let _ = writeln!(out, "        crate::Text::new({:?}, Vec::new())", m.id);
    } else {
        let args: Vec<String> = m
            .vars
            .iter()
            .map(|(v, kind)| {
                let value = match kind {
                    Kind::Num => format!("crate::Arg::Num(self.{v})"),
                    Kind::Str => format!("crate::Arg::Str(self.{v}.to_owned())"),
                    Kind::Text => format!("crate::Arg::Text(self.{v}.clone())"),
                };
                format!("({v:?}, {value})")
            })
            .collect();
        let _ = writeln!(out, "        crate::Text::new({:?}, vec![{}])", m.id, args.join(", "));
    }
    out.push_str("    }\n}\n");
    let _ = writeln!(
        out,
        "impl From<{name}{anon}> for crate::Text {{\n    fn from(m: {name}{anon}) -> crate::Text {{\n        crate::Message::text(&m)\n    }}\n}}"
    );
}
