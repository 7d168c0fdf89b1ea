//! FEN of chess and xiangqi: any text either is refused or reads as a position whose FEN reads
//! back as the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for loaded in [trongtai_fuzz::chess(), trongtai_fuzz::xiangqi()] {
        let game = &loaded.game;
        if let Ok(pos) = game.parse_fen(text) {
            let fen = game.fen(&pos);
            let again = game.parse_fen(&fen).expect("a FEN the engine wrote reads back");
            assert_eq!(again, pos, "`{text}` -> `{fen}`");
            for m in game.legal_moves(&pos) {
                let next = game.play(&pos, m);
                let _ = game.fen(&next);
            }
            let _ = game.no_moves(&pos);
            let _ = game.identity(&pos);
        }
    }
});
