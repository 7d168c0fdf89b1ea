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
            Source::Unreadable(e) => {
                let e = e.to_string();
                assert!(e.contains("line 2") && e.contains("UTF-8"), "{e}")
            }
            other => panic!("expected an unreadable line, got {other:?}"),
        },
        other => panic!("expected a game, got {other:?}"),
    }
    assert!(matches!(&entries[2], Entry::Game(g) if matches!(g.source, Source::Json(_)) && g.number == 3));
}

#[test]
fn json_lines_line_over_the_limit_is_its_game_skipped_and_reading_goes_on() {
    // The limit is the documented 1 MiB (it was 16 MiB, and the rest of the file was lost).
    assert_eq!(MAX_LINE, 1 << 20);
    let mut bytes = b"{\"moves\": []}\n".to_vec();
    bytes.extend(std::iter::repeat_n(b' ', MAX_LINE + 10));
    bytes.extend_from_slice(b"\n{\"moves\": [\"h3e3\"]}\n");
    let t = Temp::new("long.jsonl", &bytes);
    let entries: Vec<Entry> = Games::new(std::slice::from_ref(&t.0)).collect();
    assert_eq!(entries.len(), 3, "{:?}", entries.first());
    match &entries[1] {
        Entry::Game(g) => match &g.source {
            Source::Unreadable(e) => {
                let e = e.to_string();
                assert!(e.contains("line 2: longer than 1048576 bytes"), "{e}")
            }
            other => panic!("expected the line refused, got {other:?}"),
        },
        other => panic!("expected the line's game refused, got {other:?}"),
    }
    assert!(matches!(&entries[2], Entry::Game(g) if matches!(g.source, Source::Json(_)) && g.number == 3));
}

/// The games of `bytes` read as one file named `name`: their players (`?` for an unreadable
/// game), and the file errors.
fn games_of(name: &str, bytes: &[u8]) -> (Vec<String>, Vec<String>) {
    let t = Temp::new(name, bytes);
    let (mut games, mut errors) = (Vec::new(), Vec::new());
    for entry in Games::new(std::slice::from_ref(&t.0)) {
        match entry {
            Entry::Game(g) => games.push(
                g.source
                    .parse()
                    .map_or_else(|e| format!("unreadable: {e}"), |p| p.players),
            ),
            Entry::FileError { message, .. } => errors.push(message),
        }
    }
    (games, errors)
}

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(data).expect("gzip");
    e.finish().expect("gzip")
}

fn zstd(data: &[u8]) -> Vec<u8> {
    zstd::stream::encode_all(data, 3).expect("zstd")
}

fn bzip2(data: &[u8]) -> Vec<u8> {
    let mut e = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::default());
    e.write_all(data).expect("bzip2");
    e.finish().expect("bzip2")
}

/// Two games, the last without a line break at its end.
const TWO: &[u8] = b"[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 1-0\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 0-1";

#[test]
fn compressed_archives_with_trailing_bytes_keep_their_last_game() {
    type Compress = fn(&[u8]) -> Vec<u8>;
    let kinds: [(&str, Compress); 3] = [("gz", gzip), ("zst", zstd), ("bz2", bzip2)];
    for (ext, compress) in kinds {
        for (what, tail) in [
            ("nothing", Vec::new()),
            ("a line break", b"\n".to_vec()),
            ("zero padding", vec![0u8; 70_000]),
        ] {
            let mut bytes = compress(TWO);
            bytes.extend_from_slice(&tail);
            let (games, errors) = games_of(&format!("t.pgn.{ext}"), &bytes);
            assert_eq!(games, ["A - B", "C - D"], "{ext} then {what}");
            assert!(errors.is_empty(), "{ext} then {what}: {errors:?}");
        }
        // A member of another compression after the data: every game before it is read, then
        // one error says what follows.
        let other = if ext == "gz" { zstd(b"x") } else { gzip(b"x") };
        let mut bytes = compress(TWO);
        bytes.extend_from_slice(&other);
        let (games, errors) = games_of(&format!("u.pgn.{ext}"), &bytes);
        assert_eq!(games, ["A - B", "C - D"], "{ext} then another kind");
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains("bytes that are not"), "{errors:?}");
        // Two members of the same kind are one archive.
        let mut bytes = compress(&TWO[..40]);
        bytes.extend(compress(&TWO[40..]));
        let (games, errors) = games_of(&format!("v.pgn.{ext}"), &bytes);
        assert_eq!((games.len(), errors.len()), (2, 0), "{ext} in two members: {errors:?}");
    }
}

#[test]
fn a_zstd_frame_over_the_window_limit_is_refused_naming_the_limit() {
    assert_eq!(trongtai_archive::MAX_ZSTD_WINDOW, 128 << 20);
    let mut encoder = zstd::stream::write::Encoder::new(Vec::new(), 3).expect("an encoder");
    encoder.window_log(28).expect("window");
    encoder.write_all(TWO).expect("written");
    let bytes = encoder.finish().expect("finished");
    let (games, errors) = games_of("wide.pgn.zst", &bytes);
    assert!(games.is_empty(), "{games:?}");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("limit of 128 MiB (134217728 bytes)"), "{errors:?}");
    // 2^27 is within the limit.
    let mut encoder = zstd::stream::write::Encoder::new(Vec::new(), 3).expect("an encoder");
    encoder.window_log(27).expect("window");
    encoder.write_all(TWO).expect("written");
    let (games, errors) = games_of("wide27.pgn.zst", &encoder.finish().expect("finished"));
    assert_eq!((games.len(), errors.len()), (2, 0), "{errors:?}");
}

#[test]
fn the_tap_sees_every_byte_of_each_file_as_stored() {
    let a = Temp::new("tap-a.pgn.gz", &gzip(TWO));
    let b = Temp::new("tap-b.pgn", TWO);
    let seen = std::sync::Arc::new(std::sync::Mutex::new(vec![Vec::new(), Vec::new()]));
    let sink = std::sync::Arc::clone(&seen);
    let games = Games::new(&[a.0.clone(), b.0.clone()]).with_tap(std::sync::Arc::new(move |file, bytes| {
        if let Ok(mut seen) = sink.lock() {
            seen[file].extend_from_slice(bytes);
        }
    }));
    assert_eq!(games.count(), 4);
    let seen = seen.lock().expect("not poisoned");
    assert_eq!(seen[0], std::fs::read(&a.0).expect("reads"));
    assert_eq!(seen[1], TWO);
}

#[cfg(unix)]
#[test]
fn a_device_or_a_folder_named_as_an_archive_is_refused_at_once() {
    let dir = std::env::temp_dir();
    let entries: Vec<Entry> = Games::new(&["/dev/zero".into(), dir]).collect();
    assert_eq!(entries.len(), 2);
    for (entry, what) in entries.iter().zip(["a character device", "a directory"]) {
        match entry {
            Entry::FileError { message, .. } => assert!(message.contains(what), "{message}"),
            other => panic!("{other:?}"),
        }
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
