//! Rule files and scenarios read from disk: whatever the bytes of a file (a byte-order mark,
//! invalid UTF-8, anything), and whatever the file a rule file `extends` or a scenario's `rules`
//! names is (a named pipe, `/dev/zero`, a link to it, a directory, a link to nothing), reading is
//! bounded and refuses what is not a regular file at once with a message naming what it is:
//! never waiting on the pipe, never filling memory (libFuzzer's -timeout and -rss_limit_mb).
#![no_main]

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use trongtai_rulebook::files::{self, FileError};
use trongtai_rulebook::{Library, Rulebook};

/// A folder with one of each kind of file, made once.
fn dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("trongtai-fuzz-special-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("dir.ron")).expect("a scratch folder");
        let _ = std::process::Command::new("mkfifo").arg(dir.join("fifo.ron")).status();
        let _ = std::os::unix::fs::symlink("/dev/zero", dir.join("zero.ron"));
        let _ = std::os::unix::fs::symlink(dir.join("no/such/file"), dir.join("nowhere.ron"));
        let _ = std::os::unix::fs::symlink(dir.join("fifo.ron"), dir.join("to-fifo.ron"));
        dir
    })
}

/// The special files, by what reading one must say.
const SPECIAL: &[(&str, &str)] = &[
    ("fifo.ron", "a named pipe"),
    ("to-fifo.ron", "a named pipe"),
    ("zero.ron", "a character device"),
    ("/dev/zero", "a character device"),
    ("dir.ron", "a directory"),
    ("nowhere.ron", "file not found"),
];

fuzz_target!(|data: &[u8]| {
    let [pick, text @ ..] = data else { return };
    let dir = dir();
    let (special, says) = SPECIAL[usize::from(*pick) % SPECIAL.len()];
    let special_path = dir.join(special);
    // The special file itself: refused at once.
    let e = files::read_text(&special_path).expect_err("not a regular file");
    assert!(e.en().contains(says), "{special}: {e}");
    // A rule file that extends it, and a scenario whose rules it is.
    let rule = dir.join("extends.ron");
    std::fs::write(
        &rule,
        format!(
            "RulebookFile(id: \"fuzzed-extends\", version: \"0.1.0\", title: (vi: \"f\", en: \"f\"), extends: \"{}\")\n",
            special_path.display()
        ),
    )
    .expect("writes");
    let e = Rulebook::load(&Library::shipped(), &rule.to_string_lossy()).expect_err("refused");
    assert!(e.to_string().contains(says), "{e}");
    let scenario = dir.join("scenario.ron");
    std::fs::write(
        &scenario,
        format!(
            "Scenario(rules: \"{}\", articles: [\"6.1\"], source: \"f\", events: [], expect: (result: \"*\", reason: Ongoing, articles: []))\n",
            special_path.display()
        ),
    )
    .expect("writes");
    let e = trongtai_scenario::Runner::new()
        .run(&scenario, None)
        .expect_err("refused");
    assert!(e.to_string().contains(says), "{e}");
    // The fuzzed bytes as a rule file and as a scenario on disk: read through the same bounded
    // path (byte-order mark, bad UTF-8 placed by line and column), then loaded.
    let fuzzed = dir.join("fuzzed.ron");
    std::fs::write(&fuzzed, text).expect("writes");
    match files::read_text(&fuzzed) {
        Ok(read) => assert_eq!(read.as_bytes(), text),
        Err(FileError::NotUtf8 { line, .. }) => assert!(line >= 1),
        Err(e) => panic!("a regular file of {} bytes: {e}", text.len()),
    }
    let fuzzed_name = fuzzed.to_string_lossy().into_owned();
    if let Err(e) = Rulebook::load(&Library::shipped(), &fuzzed_name) {
        let _ = e.to_string();
    }
    let _ = trongtai_scenario::load(&fuzzed);
});
