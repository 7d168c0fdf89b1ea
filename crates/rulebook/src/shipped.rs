//! The rule files shipped with trongtai, embedded in the binary.
//!
//! Every `.ron` file under `rules/` must be listed here; a test walks the directory and fails on
//! any file that is missing or differs.

/// `(name relative to rules/, text)` of every shipped rule file.
pub(crate) const SHIPPED: &[(&str, &str)] = &[
    ("fide-2001.ron", include_str!("../../../rules/fide-2001.ron")),
    (
        "fide-2001-rapid.ron",
        include_str!("../../../rules/fide-2001-rapid.ron"),
    ),
    (
        "fide-2001-blitz.ron",
        include_str!("../../../rules/fide-2001-blitz.ron"),
    ),
    ("fide-2014.ron", include_str!("../../../rules/fide-2014.ron")),
    (
        "fide-2014-rapid.ron",
        include_str!("../../../rules/fide-2014-rapid.ron"),
    ),
    (
        "fide-2014-blitz.ron",
        include_str!("../../../rules/fide-2014-blitz.ron"),
    ),
    ("fide-2017.ron", include_str!("../../../rules/fide-2017.ron")),
    (
        "fide-2017-rapid.ron",
        include_str!("../../../rules/fide-2017-rapid.ron"),
    ),
    (
        "fide-2017-blitz.ron",
        include_str!("../../../rules/fide-2017-blitz.ron"),
    ),
    ("fide-2018.ron", include_str!("../../../rules/fide-2018.ron")),
    (
        "fide-2018-rapid.ron",
        include_str!("../../../rules/fide-2018-rapid.ron"),
    ),
    (
        "fide-2018-blitz.ron",
        include_str!("../../../rules/fide-2018-blitz.ron"),
    ),
    ("fide-2023.ron", include_str!("../../../rules/fide-2023.ron")),
    (
        "fide-2023-rapid.ron",
        include_str!("../../../rules/fide-2023-rapid.ron"),
    ),
    (
        "fide-2023-blitz.ron",
        include_str!("../../../rules/fide-2023-blitz.ron"),
    ),
    (
        "vn-chess-legacy.ron",
        include_str!("../../../rules/vn-chess-legacy.ron"),
    ),
    (
        "vn-xiangqi-1999.ron",
        include_str!("../../../rules/vn-xiangqi-1999.ron"),
    ),
    (
        "vn-xiangqi-2004.ron",
        include_str!("../../../rules/vn-xiangqi-2004.ron"),
    ),
    ("wxf-2018.ron", include_str!("../../../rules/wxf-2018.ron")),
    (
        "local/fide-2001-club-example.ron",
        include_str!("../../../rules/local/fide-2001-club-example.ron"),
    ),
    (
        "local/vn-xiangqi-1999-province-example.ron",
        include_str!("../../../rules/local/vn-xiangqi-1999-province-example.ron"),
    ),
    ("games/chess.ron", include_str!("../../../rules/games/chess.ron")),
    ("games/xiangqi.ron", include_str!("../../../rules/games/xiangqi.ron")),
];

/// Whether `text` is, byte for byte, one of the shipped rule files: a file that comes with the
/// laws trongtai ships, wherever it was read from (the library, or a checkout's `rules/`).
pub(crate) fn is_shipped_text(text: &str) -> bool {
    SHIPPED.iter().any(|&(_, shipped)| shipped == text)
}
