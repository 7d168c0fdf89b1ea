//! PGN archives of chess: the reader never panics or loses track, and every game it reads is
//! replayed in SAN; a replayed game written back in SAN replays to the same moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use trongtai_notation::{Notation, PgnReader};

fuzz_target!(|data: &[u8]| {
    let loaded = trongtai_fuzz::chess();
    let Ok(en) = Notation::shipped(&loaded.def, &loaded.game, "chess-en") else {
        return;
    };
    for (i, game) in PgnReader::new(data).enumerate() {
        if i > 64 {
            break;
        }
        let Ok(game) = game else { continue };
        let Ok(replayed) = en.replay(&game) else { continue };
        let exported = en.export(&game.tags, &replayed.start, &replayed.moves, game.result.as_deref());
        let Ok(text) = en.pgn_text(&exported) else { continue };
        let again: Vec<_> = PgnReader::new(text.as_bytes()).collect();
        assert_eq!(again.len(), 1, "{text}");
        let Some(Ok(again)) = again.into_iter().next() else {
            panic!("{text}")
        };
        let replayed_again = en.replay(&again).expect("written SAN replays");
        assert_eq!(replayed_again.moves, replayed.moves);
    }
});
