//! The languages of the catalogues.

use unic_langid::LanguageIdentifier;

/// A language the catalogues are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lang {
    /// Vietnamese.
    Vi,
    /// English.
    En,
}

impl Lang {
    /// Both languages, Vietnamese first.
    pub const ALL: [Lang; 2] = [Lang::Vi, Lang::En];

    /// The language code (`vi`, `en`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::Vi => "vi",
            Lang::En => "en",
        }
    }

    /// The other language.
    pub fn other(self) -> Lang {
        match self {
            Lang::Vi => Lang::En,
            Lang::En => Lang::Vi,
        }
    }

    /// The language of a code (`vi`, `en`).
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "vi" => Some(Lang::Vi),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language of a locale as `LANG` and `LC_ALL` write it (`vi_VN.UTF-8`, `en_GB`, `C`):
    /// Vietnamese for `vi…`, English for anything else.
    pub fn from_locale(locale: &str) -> Lang {
        let code = locale.split(['_', '.', '-', '@']).next().unwrap_or_default();
        if code.eq_ignore_ascii_case("vi") {
            Lang::Vi
        } else {
            Lang::En
        }
    }

    /// The language of the environment: `LC_ALL`, else `LC_MESSAGES`, else `LANG` (the first
    /// set and not empty, as the C library reads them); English when none is.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|v| std::env::var(v).ok().filter(|s| !s.is_empty()))
            .map_or(Lang::En, |l| Lang::from_locale(&l))
    }

    /// The words for this language, English given first: `lang.say("checkmate", "chiếu hết")`.
    pub fn say<'a>(self, en: &'a str, vi: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Vi => vi,
        }
    }

    pub(crate) fn index(self) -> usize {
        match self {
            Lang::Vi => 0,
            Lang::En => 1,
        }
    }

    pub(crate) fn langid(self) -> LanguageIdentifier {
        self.code().parse().unwrap_or_default()
    }
}
