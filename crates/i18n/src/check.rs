//! What a catalogue says, read with Fluent's own parser: the variables each message uses, and
//! the checks of a federation's catalogue against the shipped ones.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use crate::{msg, CatalogueError, Lang};

/// A message or term of a catalogue: every variable it uses, and those it shows (not only
/// chooses words by).
#[derive(Debug, Default)]
pub(crate) struct Vars {
    pub vars: BTreeSet<String>,
    pub shown: BTreeSet<String>,
}

pub(crate) fn pattern_vars(p: &ast::Pattern<&str>, out: &mut Vars) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, out: &mut Vars) {
    match e {
        ast::Expression::Select { selector, variants } => {
            // A selector chooses the words: used, not shown.
            let mut chosen = Vars::default();
            inline_vars(selector, &mut chosen);
            out.vars.extend(chosen.vars);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, out),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, out: &mut Vars) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.vars.insert(id.name.to_owned());
            out.shown.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
        }
        _ => {}
    }
}

/// The 1-based line of byte `at` of `text`.
pub(crate) fn line_of(text: &str, at: usize) -> usize {
    text.get(..at).map_or(1, |t| t.matches('\n').count() + 1)
}

/// Where the entry `id` starts, at or after byte `from`: the start of a line that begins with the
/// id followed by a space or `=`.
fn entry_start(text: &str, from: usize, id: &str) -> usize {
    let mut at = from;
    while let Some(found) = text.get(at..).and_then(|rest| rest.find(id)) {
        let start = at + found;
        let line_start = start == 0 || text.as_bytes().get(start - 1) == Some(&b'\n');
        let after = text.as_bytes().get(start + id.len());
        if line_start && matches!(after, Some(b' ' | b'=' | b'\t')) {
            return start;
        }
        at = start + id.len();
    }
    from
}

/// The ids of the shipped terms (`-name`) of `lang`.
fn shipped_terms(lang: Lang) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (code, _, text) in crate::FILES {
        if *code != lang.code() {
            continue;
        }
        if let Ok(res) = fluent_syntax::parser::parse(*text) {
            for entry in res.body {
                if let ast::Entry::Term(t) = entry {
                    out.insert(t.id.name.to_owned());
                }
            }
        }
    }
    out
}

/// The problems of a federation's catalogues, `(language, file, text)` as
/// [`crate::beside`] gives them, each located: a line that is not Fluent, a message defined
/// twice, a message or term trongtai does not have (a misspelt id would silently change
/// nothing), a variable the message is not given. Empty when every override takes effect.
pub fn check_overrides(overrides: &[(Lang, String, String)]) -> Vec<CatalogueError> {
    let given: BTreeMap<&str, Vec<&str>> = msg::ALL
        .iter()
        .map(|(id, _, vars)| (*id, vars.iter().map(|(v, _)| *v).collect()))
        .collect();
    let mut problems = Vec::new();
    for (lang, file, text) in overrides {
        let terms = shipped_terms(*lang);
        let res = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(res) => res,
            Err((res, errors)) => {
                for e in errors {
                    problems.push(CatalogueError::new(
                        file,
                        line_of(text, e.pos.start),
                        msg::CatalogueSyntax {
                            kind: &format!("{:?}", e.kind),
                        },
                    ));
                }
                res
            }
        };
        let mut seen = BTreeSet::new();
        // Where the search for the next entry's line starts: entries come in the file's order.
        let mut cursor = 0;
        for entry in &res.body {
            let (id, value) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_owned(), m.value.as_ref()),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value)),
                _ => continue,
            };
            let at = entry_start(text, cursor, &id);
            cursor = at + id.len();
            let line = line_of(text, at);
            if !seen.insert(id.clone()) {
                problems.push(CatalogueError::new(file, line, msg::CatalogueTwice { id: &id }));
                continue;
            }
            let known = match id.strip_prefix('-') {
                Some(term) => terms.contains(term),
                None => given.contains_key(id.as_str()),
            };
            if !known {
                problems.push(CatalogueError::new(
                    file,
                    line,
                    msg::CatalogueUnknown {
                        id: &id,
                        lang: lang.code(),
                    },
                ));
                continue;
            }
            let Some(vars) = given.get(id.as_str()) else { continue };
            let mut used = Vars::default();
            if let Some(p) = value {
                pattern_vars(p, &mut used);
            }
            for var in &used.vars {
                if vars.contains(&var.as_str()) {
                    continue;
                }
                if vars.is_empty() {
                    problems.push(CatalogueError::new(
                        file,
                        line,
                        msg::CatalogueNoVariables { id: &id, var },
                    ));
                } else {
                    let list = vars.iter().map(|v| format!("`${v}`")).collect::<Vec<_>>().join(", ");
                    problems.push(CatalogueError::new(
                        file,
                        line,
                        msg::CatalogueVariable {
                            id: &id,
                            var,
                            vars: &list,
                        },
                    ));
                }
            }
        }
    }
    problems
}
