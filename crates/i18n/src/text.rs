//! A message kept to be said later, in the language of the output.

use std::fmt;

use crate::{current, lang, Lang};

/// A message with its arguments, owned: what an error keeps instead of a sentence, said when it
/// is shown ([`Text::say`], or `Display` in the output language of [`crate::lang`]).
///
/// Built from a typed message: `Text::from(msg::ErrorUnknownZone { zone })`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Text {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// The id of [`Text::joined`], which no catalogue has.
pub(crate) const JOINED: &str = "";

/// An argument of a kept message.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Arg {
    /// Words or a name, shown as given.
    Str(String),
    /// A number, which plural forms choose by.
    Num(u64),
    /// Another message, said in the same language.
    Text(Text),
}

/// How a message's variable is given (the kinds of [`Arg`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Text.
    Str,
    /// A number.
    Num,
    /// Another message.
    Text,
}

impl Text {
    /// Message `id` with `args` (the generated messages build it; see [`crate::Message::text`]).
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Text { id, args }
    }

    /// Several messages said one after the other, `separator` between them (the lines of an
    /// error with several problems, the parts of a list the caller joins itself).
    pub fn joined(parts: Vec<Text>, separator: &'static str) -> Self {
        let mut args = Vec::with_capacity(parts.len() + 1);
        args.push(("", Arg::Str(separator.to_owned())));
        args.extend(parts.into_iter().map(|t| ("", Arg::Text(t))));
        Text { id: JOINED, args }
    }

    /// No text: said as the empty string in every language (where a sentence has nothing to add).
    pub fn empty() -> Self {
        Text::joined(Vec::new(), "")
    }

    /// The message's id in the catalogues.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The arguments, by variable name.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The message in `lang`, from the catalogues in use.
    pub fn say(&self, lang: Lang) -> String {
        current().text(lang, self)
    }
}

impl fmt::Display for Text {
    /// The message in the output language ([`crate::lang`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(lang()))
    }
}

impl std::error::Error for Text {}

/// Names or values as a file writes them, each in backticks and joined by commas: `` `a`, `b` ``
/// (said "nothing" when there are none).
pub fn quoted_list<S: AsRef<str>>(items: &[S]) -> Text {
    if items.is_empty() {
        return crate::Message::text(&crate::msg::ListNothing);
    }
    let joined = items
        .iter()
        .map(|s| format!("`{}`", s.as_ref()))
        .collect::<Vec<_>>()
        .join(", ");
    crate::Message::text(&crate::msg::Verbatim { text: &joined })
}

/// Values joined as the language joins alternatives: `a, b or c` (said "nothing" when there are
/// none).
pub fn or_list<S: AsRef<str>>(items: &[S]) -> Text {
    joined_last(items, |items, last| {
        crate::Message::text(&crate::msg::ListOr { items, last })
    })
}

/// Values joined as the language joins a list: `a, b and c` (said "nothing" when there are none).
pub fn and_list<S: AsRef<str>>(items: &[S]) -> Text {
    joined_last(items, |items, last| {
        crate::Message::text(&crate::msg::ListAnd { items, last })
    })
}

/// `items` joined by commas but the last, which `join` puts after them; one item alone.
fn joined_last<S: AsRef<str>>(items: &[S], join: impl Fn(&str, &str) -> Text) -> Text {
    match items.split_last() {
        None => crate::Message::text(&crate::msg::ListNothing),
        Some((last, [])) => crate::Message::text(&crate::msg::Verbatim { text: last.as_ref() }),
        Some((last, rest)) => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            join(&rest.join(", "), last.as_ref())
        }
    }
}
