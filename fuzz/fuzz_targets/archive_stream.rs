//! Archives as they are published, read as a stream (standard input): any bytes, plain or
//! compressed with gzip, zstd or bzip2, in one member or two, followed by nothing, zero padding,
//! a line break, a member of another compression or garbage, are read and judged without a
//! panic, a hang or runaway memory. A compressed archive followed by padding reads exactly the
//! games of its plain text; followed by a member of another kind, the same games and then one
//! error; and what the reader hands its tap is the stored bytes, in order.
#![no_main]

use std::io::{Cursor, Write};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use libfuzzer_sys::fuzz_target;
use trongtai_archive::{Adjudicator, Entry, Games};

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    e.write_all(data).expect("in memory");
    e.finish().expect("in memory")
}

fn zstd(data: &[u8]) -> Vec<u8> {
    zstd::stream::encode_all(data, 1).expect("in memory")
}

fn bzip2(data: &[u8]) -> Vec<u8> {
    let mut e = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::fast());
    e.write_all(data).expect("in memory");
    e.finish().expect("in memory")
}

/// What reading `bytes` as one archive on standard input gives: each game's players (or why it
/// cannot be read), the file errors, and the bytes the tap saw.
fn read(bytes: Vec<u8>, judge: Option<&Adjudicator<'_>>) -> (Vec<String>, Vec<String>, Vec<u8>) {
    let tapped = Arc::new(Mutex::new(Vec::new()));
    let sink = Arc::clone(&tapped);
    let games = Games::with_stdin(&[PathBuf::from("-")], Box::new(Cursor::new(bytes))).with_tap(Arc::new(
        move |_, chunk: &[u8]| {
            if let Ok(mut t) = sink.lock() {
                t.extend_from_slice(chunk);
            }
        },
    ));
    let (mut read, mut errors) = (Vec::new(), Vec::new());
    for entry in games.take(256) {
        match entry {
            Entry::Game(game) => {
                if let (Some(judge), true) = (judge, read.len() < 16) {
                    let report = judge.adjudicate(game.clone());
                    for lang in trongtai_rulebook::human::Lang::ALL {
                        let _ = report.to_text("-", lang);
                    }
                }
                read.push(
                    game.source
                        .parse()
                        .map_or_else(|e| format!("unreadable: {e}"), |p| p.players),
                );
            }
            Entry::FileError { message, .. } => errors.push(message),
        }
    }
    let tapped = tapped.lock().map(|t| t.clone()).unwrap_or_default();
    (read, errors, tapped)
}

fuzz_target!(|data: &[u8]| {
    let [how, tail, body @ ..] = data else { return };
    let loaded = if how & 0x80 == 0 {
        trongtai_fuzz::chess()
    } else {
        trongtai_fuzz::xiangqi()
    };
    let Ok(judge) = Adjudicator::new(&loaded.book, &loaded.game) else {
        return;
    };
    type Compress = fn(&[u8]) -> Vec<u8>;
    let compress: Option<Compress> = match how % 4 {
        0 => None,
        1 => Some(gzip),
        2 => Some(zstd),
        _ => Some(bzip2),
    };
    let mut bytes = match compress {
        None => body.to_vec(),
        // Two members end to end, as `cat a.gz b.gz` makes them.
        Some(c) if how & 0x40 != 0 => {
            let half = body.len() / 2;
            let mut two = c(&body[..half]);
            two.extend(c(&body[half..]));
            two
        }
        Some(c) => c(body),
    };
    let tail_kind = tail % 5;
    match tail_kind {
        0 => {}
        1 => bytes.extend(std::iter::repeat_n(0u8, usize::from(*tail))),
        2 => bytes.push(b'\n'),
        3 => bytes.extend(if how % 4 == 1 { zstd(b"x") } else { gzip(b"x") }),
        _ => bytes.extend_from_slice(&body[..body.len().min(16)]),
    }
    let (games, errors, tapped) = read(bytes.clone(), Some(&judge));
    assert!(bytes.starts_with(&tapped), "the tap saw bytes that are not the file's");
    if errors.is_empty() {
        assert_eq!(
            tapped.len(),
            bytes.len(),
            "a file read without error is read to its end"
        );
    }
    if compress.is_some() && tail_kind <= 3 {
        let (plain, plain_errors, _) = read(body.to_vec(), None);
        // The plain text read from a stream fails only where the text does (it never does:
        // errors of the text are games that cannot be read).
        if plain_errors.is_empty() && plain.len() < 256 {
            assert_eq!(games, plain, "compressed (and padded) reads the plain text's games");
            assert_eq!(errors.len(), usize::from(tail_kind == 3), "{errors:?}");
        }
    }
});
