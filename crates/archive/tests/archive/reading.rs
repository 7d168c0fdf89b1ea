//! Reading archives: formats, bad lines, missing files.

use std::io::Write;
use std::path::PathBuf;

use trongtai_archive::{Entry, Games, Source, MAX_LINE};

/// A temporary file with `bytes`, removed on drop.
struct Temp(PathBuf);

impl Temp {
    fn new(name: &str, bytes: &[u8]) -> Self {
        let path = std::env::temp_dir().join(format!("trongtai-archive-{}-{name}", std::process::id()));
        let mut f = std::fs::File::create(&path).expect("a temporary file");
        f.write_all(bytes).expect("written");
        Temp(path)
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

#[test]
fn json_lines_invalid_utf8_line_is_reported_with_its_number_and_reading_goes_on() {
    let t = Temp::new(
        "utf8.jsonl",
        b"{\"moves\": [\"h3e3\"]}\n{\"moves\": [\"\xff\"]}\n{\"moves\": [\"h3e3\"]}\n",
    );
    let entries: Vec<Entry> = Games::new(std::slice::from_ref(&t.0)).collect();
    assert_eq!(entries.len(), 3, "{entries:?}");
    match &entries[1] {
        Entry::Game(g) => match &g.source {
            Source::Unreadable(e) => assert!(e.contains("line 2") && e.contains("UTF-8"), "{e}"),
            other => panic!("expected an unreadable line, got {other:?}"),
        },
        other => panic!("expected a game, got {other:?}"),
    }
    assert!(matches!(&entries[2], Entry::Game(g) if matches!(g.source, Source::Json(_)) && g.number == 3));
}

#[test]
fn json_lines_line_without_end_is_refused_at_the_line_limit() {
    let mut bytes = b"{\"moves\": []}\n".to_vec();
    bytes.extend(std::iter::repeat_n(b' ', MAX_LINE + 10));
    let t = Temp::new("long.jsonl", &bytes);
    let entries: Vec<Entry> = Games::new(std::slice::from_ref(&t.0)).collect();
    assert_eq!(entries.len(), 2, "{:?}", entries.first());
    match &entries[1] {
        Entry::FileError { message, .. } => assert!(message.contains(":2: line longer than 16 MiB"), "{message}"),
        other => panic!("expected the line refused, got {other:?}"),
    }
}

#[test]
fn missing_file_in_the_middle_is_one_entry_and_later_files_are_read() {
    let a = Temp::new("a.jsonl", b"{\"moves\": []}\n");
    let missing = std::env::temp_dir().join("trongtai-archive-no-such-file.pgn");
    let b = Temp::new("b.jsonl", b"{\"moves\": []}\n{\"moves\": []}\n");
    let files = vec![a.0.clone(), missing, b.0.clone()];
    let entries: Vec<Entry> = Games::new(&files).collect();
    assert_eq!(entries.len(), 4);
    assert!(matches!(&entries[1], Entry::FileError { file: 1, message } if message.contains("no-such-file")));
    assert!(matches!(&entries[3], Entry::Game(g) if g.file == 2 && g.number == 2));
}
