//! PGN archives of xiangqi in ICCS coordinates: read game by game and replayed; a replayed game
//! written back replays to the same moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use trongtai_notation::{Notation, PgnReader};

fuzz_target!(|data: &[u8]| {
    let loaded = trongtai_fuzz::xiangqi();
    let Ok(iccs) = Notation::shipped(&loaded.def, &loaded.game, "xiangqi-iccs") else {
        return;
    };
    for (i, game) in PgnReader::new(data).enumerate() {
        if i > 64 {
            break;
        }
        let Ok(game) = game else { continue };
        let Ok(replayed) = iccs.replay(&game) else { continue };
        let exported = iccs.export(&game.tags, &replayed.start, &replayed.moves, game.result.as_deref());
        let Ok(text) = iccs.pgn_text(&exported) else { continue };
        let again: Vec<_> = PgnReader::new(text.as_bytes()).collect();
        assert_eq!(again.len(), 1, "{text}");
        let Some(Ok(again)) = again.into_iter().next() else {
            panic!("{text}")
        };
        let replayed_again = iccs.replay(&again).expect("written ICCS replays");
        assert_eq!(replayed_again.moves, replayed.moves);
    }
});
