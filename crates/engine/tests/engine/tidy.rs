//! The engine is generic: outside comments, its source names no piece and no game.

use std::path::Path;

const FORBIDDEN: &[&str] = &[
    "knight", "bishop", "rook", "queen", "pawn", "king", "cannon", "horse", "elephant", "advisor", "chariot",
    "soldier", "general", "chess", "xiangqi",
];

/// The code of a line without its `//` comment (string literals are kept: they are code too).
fn code_part(line: &str) -> &str {
    let mut in_str = false;
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' if i == 0 || bytes[i - 1] != b'\\' => in_str = !in_str,
            b'/' if !in_str && bytes.get(i + 1) == Some(&b'/') => return &line[..i],
            _ => {}
        }
        i += 1;
    }
    line
}

/// Words of an identifier or literal: split on non-letters and on lower-to-upper case changes.
fn words(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut prev_lower = false;
    for c in code.chars() {
        if c.is_ascii_alphabetic() {
            if c.is_ascii_uppercase() && prev_lower && !cur.is_empty() {
                out.push(std::mem::take(&mut cur).to_ascii_lowercase());
            }
            cur.push(c);
            prev_lower = c.is_ascii_lowercase();
        } else {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur).to_ascii_lowercase());
            }
            prev_lower = false;
        }
    }
    if !cur.is_empty() {
        out.push(cur.to_ascii_lowercase());
    }
    out
}

/// The Rust files under `dir`, in subdirectories too.
fn sources(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("source dir") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

#[test]
fn engine_source_names_no_piece_or_game() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    let mut files = 0;
    for path in sources(&src) {
        files += 1;
        let text = std::fs::read_to_string(&path).expect("source");
        for (n, line) in text.lines().enumerate() {
            for w in words(code_part(line)) {
                if FORBIDDEN.contains(&w.as_str()) {
                    found.push(format!("{}:{}: `{w}` in `{}`", path.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(files >= 5, "no sources found in {}", src.display());
    assert!(
        found.is_empty(),
        "the engine names pieces or games:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_itself_works() {
    assert_eq!(
        words(code_part("let kingSide = 1; // rook")),
        vec!["let", "king", "side"]
    );
    assert!(words(code_part("let making = \"queen\";")).contains(&"queen".to_string()));
}
