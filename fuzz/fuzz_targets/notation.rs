//! Move texts in every shipped notation (SAN, Vietnamese letters; WXF, ICCS, Vietnamese and
//! Asian xiangqi): the first byte picks the notation, the next few pick a position reached from
//! the start, the rest is the text. A text read as a move is written back and reads as the same
//! move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use trongtai_notation::Notation;

const NOTATIONS: [(bool, &str); 6] = [
    (true, "chess-en"),
    (true, "chess-vi"),
    (false, "xiangqi-wxf"),
    (false, "xiangqi-iccs"),
    (false, "xiangqi-vi"),
    (false, "xiangqi-asian"),
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let (chess, id) = NOTATIONS[pick as usize % NOTATIONS.len()];
    let loaded = if chess {
        trongtai_fuzz::chess()
    } else {
        trongtai_fuzz::xiangqi()
    };
    let game = &loaded.game;
    let Ok(notation) = Notation::shipped(&loaded.def, game, id) else {
        return;
    };
    let plies = rest.first().map_or(0, |&b| (b % 24) as usize);
    let rest = rest.get(1..).unwrap_or_default();
    let (path, text) = rest.split_at(plies.min(rest.len()));
    let Ok(mut pos) = game.start() else { return };
    for &b in path {
        let moves = game.legal_moves(&pos);
        if moves.is_empty() {
            break;
        }
        pos = game.play(&pos, moves[b as usize % moves.len()]);
    }
    let Ok(text) = std::str::from_utf8(text) else { return };
    if let Ok(m) = notation.read(&pos, text) {
        let written = notation.write(&pos, &m);
        let again = notation
            .read(&pos, &written)
            .unwrap_or_else(|e| panic!("{id}: `{text}` read, written `{written}` does not: {e}"));
        assert_eq!(again, m, "{id}: `{text}` -> `{written}`");
    }
});
