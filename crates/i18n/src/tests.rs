//! The catalogues against each other and against the code.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast;

use super::*;
use crate::check;

/// A message of a catalogue: its file, every variable it uses, and those it shows (not only
/// chooses words by).
struct Entry {
    file: String,
    vars: BTreeSet<String>,
    shown: BTreeSet<String>,
}

/// Every message of `code`'s catalogue.
fn messages(code: &str) -> BTreeMap<String, Entry> {
    let mut out = BTreeMap::new();
    for (c, name, text) in FILES {
        if *c != code {
            continue;
        }
        let res = match FluentResource::try_new((*text).to_owned()) {
            Ok(r) => r,
            Err((_, e)) => panic!("i18n/{code}/{name}: {e:?}"),
        };
        for entry in res.entries() {
            if let ast::Entry::Message(m) = entry {
                let mut vars = check::Vars::default();
                if let Some(p) = &m.value {
                    check::pattern_vars(p, &mut vars);
                }
                let e = Entry {
                    file: (*name).to_owned(),
                    vars: vars.vars,
                    shown: vars.shown,
                };
                let before = out.insert(m.id.name.to_owned(), e);
                assert!(before.is_none(), "i18n/{code}/{name}: `{}` defined twice", m.id.name);
            }
        }
    }
    out
}

#[test]
fn the_shipped_catalogues_read() {
    if let Err(e) = Catalogues::shipped() {
        panic!("{e}");
    }
}

#[test]
fn every_language_has_every_message_and_no_other() {
    let en = messages("en");
    let vi = messages("vi");
    let mut problems = Vec::new();
    for (id, e) in &en {
        match vi.get(id) {
            None => problems.push(format!("i18n/vi/{}: no message `{id}` (i18n/en/{0} has it)", e.file)),
            Some(v) => {
                if v.file != e.file {
                    problems.push(format!("`{id}` is in i18n/en/{} but in i18n/vi/{}", e.file, v.file));
                }
                let given: BTreeSet<String> = msg::ALL
                    .iter()
                    .find(|(m, _, _)| m == id)
                    .map(|(_, _, vars)| vars.iter().map(|(v, _)| (*v).to_owned()).collect())
                    .unwrap_or_default();
                for var in v.vars.difference(&given) {
                    problems.push(format!(
                        "i18n/vi/{}: `{id}` uses `${var}`, which the English message does not give",
                        v.file
                    ));
                }
            }
        }
    }
    for (id, v) in &vi {
        if !en.contains_key(id) {
            problems.push(format!("i18n/vi/{}: `{id}` is not in the English catalogue", v.file));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Arguments for message `vars`: numbers `n`, texts and nested messages their names in
/// guillemets.
fn sample<'a>(vars: &[(&'a str, Kind)], n: u64) -> FluentArgs<'a> {
    let mut args = FluentArgs::new();
    for (v, kind) in vars {
        if *kind == Kind::Num {
            args.set(*v, n);
        } else {
            args.set(*v, format!("«{v}»"));
        }
    }
    args
}

#[test]
fn every_message_renders_in_every_language() {
    let cat = match Catalogues::shipped() {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let en = messages("en");
    let mut problems = Vec::new();
    for (id, _, vars) in msg::ALL {
        let shown = en.get(*id).map(|e| e.shown.clone()).unwrap_or_default();
        for lang in Lang::ALL {
            for n in [1, 2] {
                match cat.render_checked(lang, id, Some(&sample(vars, n))) {
                    Ok(text) => {
                        if text.trim().is_empty() {
                            problems.push(format!("{id} ({}): empty", lang.code()));
                        }
                        for (v, kind) in *vars {
                            if *kind != Kind::Num
                                && lang == Lang::En
                                && shown.contains(*v)
                                && !text.contains(&format!("«{v}»"))
                            {
                                problems.push(format!("{id} (en): `${v}` is not shown"));
                            }
                        }
                    }
                    Err(e) => problems.push(e),
                }
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    for e in rd.flatten() {
        let p = e.path();
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        if p.is_dir() {
            if !matches!(name, "target" | "node_modules" | ".git") {
                sources(&p, out);
            }
        } else if p.extension().is_some_and(|x| x == "rs" || x == "js" || x == "html") {
            out.push(p);
        }
    }
}

#[test]
fn every_message_is_used() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for dir in ["crates", "src", "xtask/src"] {
        sources(&root.join(dir), &mut files);
    }
    let mut text = String::new();
    for f in &files {
        if f.ends_with("crates/i18n/src/tests.rs") {
            continue;
        }
        text.push_str(&std::fs::read_to_string(f).unwrap_or_default());
        text.push('\n');
    }
    let used = |word: &str| {
        text.match_indices(word).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + word.len()..].chars().next();
            let edge = |c: Option<char>| !c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-');
            edge(before) && edge(after)
        })
    };
    // The help texts of the command line (`help-…`) are looked up by their place in the command
    // tree, not named: the binary's tests (src/help.rs) check each one against the tree.
    let unused: Vec<&str> = msg::ALL
        .iter()
        .filter(|(id, _, _)| !id.starts_with("help-"))
        .filter(|(id, name, _)| !used(name) && !used(id))
        .map(|(id, _, _)| *id)
        .collect();
    assert!(unused.is_empty(), "messages no code names: {unused:?}");
}

#[test]
fn a_federation_overrides_a_term_and_a_message() {
    let over = Catalogues::with_overrides(&[(
        Lang::Vi,
        "quy-dinh.vi.ftl".to_owned(),
        "duration-minutes = { $n } phút đồng hồ\n".to_owned(),
    )]);
    let over = match over {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(over.say(Lang::Vi, &msg::DurationMinutes { n: 15 }), "15 phút đồng hồ");
    assert_eq!(over.say(Lang::En, &msg::DurationMinutes { n: 15 }), "15 minutes");
    let shipped = match Catalogues::shipped() {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(shipped.say(Lang::Vi, &msg::DurationMinutes { n: 15 }), "15 phút");
    let broken = Catalogues::with_overrides(&[(Lang::Vi, "x.vi.ftl".to_owned(), "= nothing\n".to_owned())]);
    assert!(broken.is_err_and(|e| e.file == "x.vi.ftl" && e.line == 1));
}

#[test]
fn a_federation_catalogue_is_checked_against_the_shipped_ones() {
    let text = "duration-minutes = { $n } phút đồng hồ\n\nduration-minute = { $n } phút\nduration-hours = { $m } giờ\nduration-minutes = lại\n= x\n";
    let problems = check_overrides(&[(Lang::Vi, "tinh.vi.ftl".to_owned(), text.to_owned())]);
    let said: Vec<String> = problems
        .iter()
        .map(|p| format!("{}:{}: {}", p.file, p.line, p.message.say(Lang::En)))
        .collect();
    assert_eq!(
        said,
        [
            "tinh.vi.ftl:6: this line is not Fluent (ExpectedCharRange { range: \"a-zA-Z\" }), expected `id = words` or a comment",
            "tinh.vi.ftl:3: `duration-minute` is not a message or term of trongtai, expected one the shipped catalogues have (i18n/vi/*.ftl)",
            "tinh.vi.ftl:4: `duration-hours` uses `$m`, which trongtai does not give it, expected one of `$n`",
            "tinh.vi.ftl:5: `duration-minutes` is defined twice, expected each message once",
        ]
    );
    let ok = check_overrides(&[(
        Lang::Vi,
        "tinh.vi.ftl".to_owned(),
        "duration-minutes = { $n } phút đồng hồ\n".to_owned(),
    )]);
    assert!(ok.is_empty(), "{ok:?}");
}

#[test]
fn a_kept_message_is_said_in_any_language_with_its_nested_messages() {
    let inner = Text::from(msg::DurationMinutes { n: 15 });
    let outer = Text::from(msg::TimeNegative { time: "x" });
    assert_eq!(outer.say(Lang::En), "-x");
    let hint = Text::from(msg::DidYouMean { id: "fide-2001" });
    assert_eq!(hint.say(Lang::En), " (did you mean `fide-2001`?)");
    assert_eq!(inner.say(Lang::Vi), "15 phút");
    assert_eq!(inner.say(Lang::En), "15 minutes");
    // Nested: the inner message is said in the outer one's language.
    let io = Text::from(msg::FileCannotRead {
        why: &io_error(&std::io::Error::from(std::io::ErrorKind::NotFound)),
    });
    assert_eq!(
        io.say(Lang::En),
        "cannot read file (it does not exist), expected a readable file"
    );
    assert_eq!(
        io.say(Lang::Vi),
        "không đọc được tệp (tệp không tồn tại), cần một tệp đọc được"
    );
    // Display speaks the output language, English unless set (no test sets it).
    assert_eq!(io.to_string(), io.say(Lang::En));
}

#[test]
fn plurals_follow_each_language() {
    assert_eq!(say(Lang::En, &msg::DurationHours { n: 1 }), "1 hour");
    assert_eq!(say(Lang::En, &msg::DurationHours { n: 2 }), "2 hours");
    assert_eq!(say(Lang::Vi, &msg::DurationHours { n: 1 }), "1 giờ");
    assert_eq!(say(Lang::Vi, &msg::DurationHours { n: 2 }), "2 giờ");
    assert_eq!(say(Lang::En, &msg::DurationMillis { n: 120_000 }), "120000 ms");
}

#[test]
fn locales_name_a_language() {
    assert_eq!(Lang::from_locale("vi_VN.UTF-8"), Lang::Vi);
    assert_eq!(Lang::from_locale("vi"), Lang::Vi);
    assert_eq!(Lang::from_locale("en_GB.UTF-8"), Lang::En);
    assert_eq!(Lang::from_locale("C"), Lang::En);
    assert_eq!(Lang::from_locale("C.UTF-8"), Lang::En);
}
