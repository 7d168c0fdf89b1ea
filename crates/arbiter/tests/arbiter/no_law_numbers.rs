//! Every number of a law comes from the rule files: outside its unit tests, the arbiter's source
//! contains no number other than 0, 1 and 2 (indices of the two sides, "at least twice").

use std::path::Path;

/// Number literals of a line of code, comments removed.
fn numbers(line: &str) -> Vec<String> {
    let code = match line.find("//") {
        Some(i) => &line[..i],
        None => line,
    };
    let bytes = code.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts =
            bytes[i].is_ascii_digit() && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_'));
        if starts {
            let j = (i..bytes.len())
                .find(|&k| !(bytes[k].is_ascii_alphanumeric() || bytes[k] == b'_'))
                .unwrap_or(bytes.len());
            out.push(code[i..j].to_string());
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

#[test]
fn arbiter_source_has_no_law_numbers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    let mut files = 0;
    // The sources and those of the modules in subdirectories (src/replay/).
    let mut paths = Vec::new();
    let mut dirs = vec![src.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("src dir") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                paths.push(path);
            }
        }
    }
    for path in paths {
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        files += 1;
        let text = std::fs::read_to_string(&path).expect("source");
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("#[cfg(test)]") {
                break;
            }
            for num in numbers(line) {
                if !matches!(num.as_str(), "0" | "1" | "2") {
                    found.push(format!("{}:{}: `{num}` in `{}`", path.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(files >= 4, "no sources in {}", src.display());
    assert!(
        found.is_empty(),
        "numbers belong in rules/, with their article:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scan_sees_numbers() {
    assert_eq!(numbers("let x = 50; // 75"), vec!["50"]);
    assert_eq!(numbers("a[1] + u64::MAX + x2"), vec!["1"]);
}
