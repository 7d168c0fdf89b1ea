//! RON rule files: any text is refused with problems or loads, validates and compiles.
#![no_main]

use libfuzzer_sys::fuzz_target;
use trongtai_engine::Game;
use trongtai_rulebook::{Library, Rulebook};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let library = Library::shipped().with("fuzzed.ron", text);
    match Rulebook::load(&library, "fuzzed") {
        Ok(book) => {
            if let Ok(game) = Game::compile(book.game()) {
                if let Ok(start) = game.start() {
                    let _ = game.perft(&start, 2);
                }
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
