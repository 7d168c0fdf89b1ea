//! The conventions of a command-line tool: shell completions, a manual page, exit codes in
//! `--help`, "did you mean" for a mistyped rulebook id, the licence files the manifest declares.

use crate::common::{text, trongtai};

#[test]
fn completions_for_every_shell_name_every_command() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let output = trongtai(&["completions", shell]);
        assert_eq!(output.status.code(), Some(0), "{shell}");
        let script = text(&output.stdout);
        for command in ["replay", "rules", "impact", "docs", "adjudicate"] {
            assert!(script.contains(command), "{shell} completion lacks `{command}`");
        }
    }
}

#[test]
fn the_manual_page_is_roff_with_the_commands() {
    let page = text(&trongtai(&["man"]).stdout);
    assert!(page.contains(".TH trongtai 1"), "{page}");
    assert!(page.contains("impact"));
}

#[test]
fn completions_offer_the_shipped_rulebook_ids() {
    for shell in ["bash", "zsh", "fish"] {
        let script = text(&trongtai(&["completions", shell]).stdout);
        for id in ["fide-2001", "fide-2023-rapid", "vn-xiangqi-1999", "wxf-2018"] {
            assert!(script.contains(id), "{shell} completion does not offer `{id}`");
        }
    }
    // The ids complete the value; the help does not list them, and a path is still taken.
    let help = text(&trongtai(&["replay", "--help"]).stdout);
    assert!(!help.contains("fide-2001-blitz"), "{help}");
    let out = trongtai(&["rules", "check", "rules/fide-2001.ron"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

#[test]
fn every_subcommand_has_its_manual_page() {
    let page = text(&trongtai(&["man", "rules", "show"]).stdout);
    assert!(page.contains(".TH trongtai-rules-show 1"), "{page}");
    assert!(page.contains("\\-\\-on"), "{page}");
    let unknown = trongtai(&["man", "rules", "shwo"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        text(&unknown.stderr).contains("unknown command `shwo`, expected one of `check`, `show`"),
        "{}",
        text(&unknown.stderr)
    );
    let dir = std::env::temp_dir().join(format!("trongtai-man-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    std::fs::write(dir.join("notes.txt"), "mine").expect("writes");
    let out = trongtai(&["man", "--out", dir.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    for page in [
        "trongtai.1",
        "trongtai-replay.1",
        "trongtai-rules-show.1",
        "trongtai-rules-for.1",
        "trongtai-impact.1",
    ] {
        let roff = std::fs::read_to_string(dir.join(page)).unwrap_or_default();
        assert!(roff.starts_with(".ie"), "{page}: {roff}");
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("notes.txt")).ok().as_deref(),
        Some("mine")
    );
    // Written again over its own pages: fine.
    let again = trongtai(&["man", "--out", dir.to_str().expect("utf-8")]);
    assert_eq!(again.status.code(), Some(0), "{}", text(&again.stderr));
    // A file of a page's name that trongtai did not write: refused, and nothing is written.
    std::fs::write(dir.join("trongtai-replay.1"), "my own page").expect("writes");
    std::fs::remove_file(dir.join("trongtai.1")).expect("removes");
    let refused = trongtai(&["man", "--out", dir.to_str().expect("utf-8")]);
    assert_eq!(refused.status.code(), Some(3));
    assert!(
        text(&refused.stderr).contains("trongtai-replay.1` not written by `trongtai man`"),
        "{}",
        text(&refused.stderr)
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("trongtai-replay.1")).ok().as_deref(),
        Some("my own page")
    );
    assert!(!dir.join("trongtai.1").exists(), "nothing written");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn help_lists_the_exit_codes() {
    let help = text(&trongtai(&["--help"]).stdout);
    assert!(
        help.contains("Exit codes: 0 success; 1 a check found problems"),
        "{help}"
    );
}

#[test]
fn a_mistyped_id_gets_a_suggestion() {
    let output = trongtai(&["rules", "show", "vn-xiangqi-199"]);
    assert_eq!(output.status.code(), Some(3));
    assert!(text(&output.stderr).starts_with("unknown rulebook id `vn-xiangqi-199` (did you mean `vn-xiangqi-1999`?)"));
}

#[test]
fn the_declared_licences_are_shipped() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("manifest");
    assert!(manifest.contains("license = \"MIT OR Apache-2.0\""));
    let mit = std::fs::read_to_string(root.join("LICENSE-MIT")).expect("LICENSE-MIT");
    assert!(mit.starts_with("Copyright (c) the trongtai developers"));
    let apache = std::fs::read_to_string(root.join("LICENSE-APACHE")).expect("LICENSE-APACHE");
    assert!(apache.contains("Version 2.0, January 2004"));
}

/// `--version` names the build: the crate version, then the commit it was built from, so that a
/// bug report, a receipt or a measurement says which build made it.
#[test]
fn the_version_names_the_commit() {
    let version = text(&trongtai(&["--version"]).stdout);
    let version = version.trim();
    let expected = concat!("trongtai ", env!("CARGO_PKG_VERSION"));
    let describe = std::process::Command::new("git")
        .args(["describe", "--always", "--tags", "--abbrev=12"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| text(&o.stdout).trim().to_owned());
    match describe {
        Some(commit) => assert_eq!(version, format!("{expected} ({commit})")),
        // Built outside a git checkout (a source tarball): the crate version alone.
        None => assert!(
            version == expected || version.starts_with(&format!("{expected} (")),
            "{version}"
        ),
    }
}

#[test]
fn coverage_of_a_folder_without_article_indexes_checked_nothing_and_says_so() {
    let dir = std::env::temp_dir().join(format!("trongtai-coverage-empty-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("rules/articles")).expect("a scratch directory");
    std::fs::create_dir_all(dir.join("scenarios")).expect("a scratch directory");
    let out = trongtai(&["coverage", "--root", dir.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("no article index in rules/articles/: nothing was checked"),
        "{}",
        text(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
