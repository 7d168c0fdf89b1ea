//! Blessing rewrites the verdict only (#38.2): the file keeps its mode, its owner and every
//! comment; a read-only file is refused and left as it is.

use std::path::PathBuf;

use trongtai_scenario::{bless, Runner};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trongtai-bless-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// A scenario whose expectation is wrong (the game goes on after 1. e4), with comments around
/// and after the value.
const WRONG: &str = "// Written from 6.1 before the run.\nScenario(\n    rules: \"fide-2001\",\n    articles: [\"6.1\"],\n    source: \"test\",\n    events: [Moves(\"e2e4\")],\n    // The verdict:\n    expect: (result: \"1-0\", reason: Checkmate, articles: []) /* checked against 5.1(a) */,\n)\n// after\n";

#[cfg(unix)]
#[test]
fn blessing_keeps_the_mode_the_owner_and_every_comment() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = scratch("mode");
    let path = dir.join("s.ron");
    std::fs::write(&path, WRONG).expect("writes");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    // Another owner, where this process may give files away (as root): it must stay.
    let other = std::os::unix::fs::chown(&path, Some(4321), Some(4321)).is_ok();
    let outcome = Runner::new().run(&path, None).expect("runs");
    assert!(!outcome.passed);
    bless(&path, &outcome).expect("blesses");
    let text = std::fs::read_to_string(&path).expect("reads");
    assert!(text.contains("reason: Ongoing"), "{text}");
    for comment in [
        "// Written from 6.1 before the run.",
        "// The verdict:",
        "/* checked against 5.1(a) */",
        "// after",
    ] {
        assert!(text.contains(comment), "{comment} kept: {text}");
    }
    let meta = std::fs::metadata(&path).expect("stat");
    assert_eq!(meta.permissions().mode() & 0o777, 0o600);
    if other {
        assert_eq!((meta.uid(), meta.gid()), (4321, 4321), "the owner stays");
    }
    assert!(Runner::new().run(&path, None).expect("runs").passed);
    assert_eq!(
        std::fs::read_dir(&dir).expect("lists").count(),
        1,
        "no temporary file left"
    );
}

#[cfg(unix)]
#[test]
fn blessing_refuses_a_read_only_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("read-only");
    let path = dir.join("s.ron");
    std::fs::write(&path, WRONG).expect("writes");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    let outcome = Runner::new().run(&path, None).expect("runs");
    let e = bless(&path, &outcome).expect_err("refused");
    assert!(e.to_string().contains("read-only"), "{e}");
    assert_eq!(std::fs::read_to_string(&path).expect("reads"), WRONG);
    let mode = std::fs::metadata(&path).expect("stat").permissions().mode() & 0o777;
    assert_eq!(mode, 0o444);
}
