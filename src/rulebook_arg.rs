//! The value of a rulebook argument (`--rules`, `--base`, `rules show ID`): any text (an id or a
//! path to a rule file), whose possible values are the ids of the shipped rulebooks, so that the
//! shell completions `trongtai completions` writes offer them. The help hides the list (it is
//! long, and a path is as good).

use std::sync::OnceLock;

use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};

/// The ids of the shipped rulebooks, kept for the life of the process (clap's possible values
/// borrow them).
fn shipped_ids() -> &'static [&'static str] {
    static IDS: OnceLock<Vec<&'static str>> = OnceLock::new();
    IDS.get_or_init(|| {
        trongtai_rulebook::Library::shipped()
            .rulebook_ids()
            .into_iter()
            .map(|id| &*Box::leak(id.to_owned().into_boxed_str()))
            .collect()
    })
}

/// A rulebook id or a path: read as text, completed with the shipped ids.
#[derive(Debug, Clone, Copy, Default)]
pub struct RulebookArg;

impl TypedValueParser for RulebookArg {
    type Value = String;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        StringValueParser::new().parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(shipped_ids().iter().map(|id| PossibleValue::new(*id))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_text_reads_and_the_shipped_ids_are_offered() {
        let cmd = clap::Command::new("t");
        let read = RulebookArg.parse_ref(&cmd, None, std::ffi::OsStr::new("my/province.ron"));
        assert_eq!(read.ok().as_deref(), Some("my/province.ron"));
        let offered: Vec<String> = RulebookArg
            .possible_values()
            .into_iter()
            .flatten()
            .map(|v| v.get_name().to_owned())
            .collect();
        assert!(offered.iter().any(|id| id == "fide-2001"), "{offered:?}");
        assert!(offered.iter().any(|id| id == "vn-xiangqi-1999"), "{offered:?}");
    }
}
