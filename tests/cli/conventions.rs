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
