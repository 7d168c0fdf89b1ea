### Judging archive games (crates/archive): each game's line of `adjudicate`, the summary, and
### the names of the draw claims. The English is also the record: `adjudicate --json` carries it
### (`message`, `unreadable`, a claim's `name`), whatever language the text is said in.

## How the recorded result compares with the final position (`message`).

adjudicate-not-judged = result not checked: the game was not judged
adjudicate-cannot-read = result not checked: the game cannot be read
adjudicate-no-start = result not checked: the start position cannot be read
adjudicate-stops-illegal = result not checked: the game stops at an illegal move
# $state (Text) - status-* or adjudicate-state-drawn-ending; $board - the result the board gives
adjudicate-unrecorded-decided = no result recorded, final position { $state } ({ $board })
adjudicate-unrecorded-ongoing = no result recorded, position ongoing
# $recorded - the recorded result; $state (Text) - the final position
adjudicate-agrees = { $recorded } recorded, final position { $state }: agrees
# $recorded - the recorded result; $state (Text) - the final position; $board - its result
adjudicate-disagrees = { $recorded } recorded but the final position is { $state } ({ $board }): disagrees
# $recorded - the recorded result (a draw)
adjudicate-undecided-draw = { $recorded } recorded, position ongoing: not decided on the board (agreement or claim)
# $recorded - the recorded result (a win)
adjudicate-undecided-win = { $recorded } recorded, position ongoing: not decided on the board (resignation, time or forfeit)
# $ending - the id of the drawn ending reached
adjudicate-state-drawn-ending = drawn ending { $ending }

## A game's line.

# $file - the archive as named; $number (Number) - the game's number in it; $players - White -
# Black; $finding (Text) - adjudicate-unreadable, -illegal or -played; $claims (Text) -
# adjudicate-claims, or nothing
adjudicate-line = { $file } #{ $number } { $players }: { $finding }{ $claims }
# $why (Text) - why the game cannot be read; $message (Text) - the comparison
adjudicate-unreadable = unreadable: { $why }; { $message }
# $ply, $plies (Number); $number - the move number (`12...`); $text - the move as written;
# $error (Text) - why it was refused; $message (Text) - the comparison
adjudicate-illegal = illegal move at ply { $ply } ({ $number } { $text }): { $error }; { $plies } plies played; { $message }
# $plies (Number); $message (Text) - the comparison
adjudicate-played = { $plies } { $plies ->
        [one] ply
       *[other] plies
    }; { $message }
# $claims (Text) - adjudicate-claim each, joined by commas
adjudicate-claims = ; claimable: { $claims }
# $name (Text) - the claim's name (claim-*); $ply (Number); $at - the move that made it available;
# $article - the clause applied
adjudicate-claim = { $name } at ply { $ply } ({ $at }; { $article })
# $name (Text); $ply (Number); $at; $article - as adjudicate-claim; the law decides a win by itself
adjudicate-claim-automatic = { $name } at ply { $ply } ({ $at }; { $article }, automatically)
# $name (Text); $ply (Number); $at; $article - as adjudicate-claim; the law draws by itself
adjudicate-claim-drawn = { $name } at ply { $ply } ({ $at }; { $article }, drawn automatically)

## The summary.

# $games, $plies, $illegal, $unreadable, $agrees, $disagrees, $undecided, $unrecorded (Number)
# $repetition, $move_count, $drawn_ending (Number) - games in which each became available
adjudicate-summary = summary: { $games } games, { $plies } plies; { $illegal } with an illegal move, { $unreadable } unreadable; results: { $agrees } agree, { $disagrees } disagree, { $undecided } not decided on the board, { $unrecorded } unrecorded; claimable draws: repetition in { $repetition } games, n-move rule in { $move_count } games; drawn ending (dead position) reached in { $drawn_ending } games
# $files (Number)
adjudicate-summary-file-errors = ; { $files } files could not be read

## An archive that cannot be judged, or a game that cannot be read.

# $rules - the rulebook's id; $theirs, $ours - the games' ids; $number (Number) - the game;
# $players; $first - its first move
adjudicate-other-game = a { $theirs } archive, expected { $ours } games for rulebook `{ $rules }`: game { $number } ({ $players }) opens with `{ $first }`, a { $theirs } move and no { $ours } move; the file is not judged
# $id - the rulebook's id
adjudicate-not-loaded = no rulebook picked: `{ $id }` is not loaded
adjudicate-no-notation = the game has no archive notation to read moves in
# $line (Number); $max (Number) - bytes
archive-json-line-too-long = line { $line }: longer than { $max } bytes, expected one JSON object per line of at most { $max } bytes
# $line (Number); $error - the decoder's own words
archive-not-utf8 = line { $line }: not UTF-8 ({ $error })
# $error - the JSON reader's own words (English)
archive-json = JSON: { $error }
archive-json-move-not-string = JSON: a move is not a string
archive-json-no-moves = JSON: no `moves` array
# $fen - the FEN as written; $why (Text) - why it does not read
archive-bad-fen = FEN "{ $fen }": { $why }

## The draw claims' names.

# $n (Number) - how often the position occurred
claim-repetition = { $n ->
        [2] twofold repetition
        [3] threefold repetition
       *[other] { $n }-fold repetition
    }
# $moves (Number)
claim-move-count = { $moves }-move rule
# $moves (Number)
claim-move-count-captures = { $moves }-move rule (captures only)
# $ending - the drawn ending's id
claim-drawn-ending = drawn ending { $ending }
claim-mutual-check = mutual perpetual check (drawn)
# $side - the side that checks, by its id; $side_name - by its name (Vietnamese: "Trắng (Đỏ)")
claim-perpetual-check = perpetual check by { $side } (who loses)
# $outcome - the forbidden conduct, described; $side_name - the side that loses, by its name;
# $from (Number) - the ply the conduct began at
claim-forbidden-loses = { $outcome }, from ply { $from }
# $outcome - the forbidden conduct, described; $from (Number)
claim-forbidden-drawn = { $outcome }, from ply { $from }

## Why `--by-tags` picks no rulebook for a game.

adjudicate-pick-not-pgn = no rulebook picked: only PGN games carry Date and TimeControl tags
# $date - the Date tag
adjudicate-pick-no-year = no rulebook picked: Date "{ $date }" gives no year
# $error (Text) - why the TimeControl tag does not read (pgn-time-control-*)
adjudicate-pick-time-control = no rulebook picked: { $error }
adjudicate-pick-no-control = no rulebook picked: no TimeControl tag, and no --time-control for such games
# $why_en - why no rulebook is in force that day (in-force-*, said in English); $why_vi - the same
# said in Vietnamese
adjudicate-pick-not-in-force = { $why_en }
# $date - the Date tag; $first, $last - the first and last day it may be; $a, $b - the rulebooks
# in force on them
adjudicate-pick-spans = no rulebook picked: Date "{ $date }" runs from { $first } ({ $a }) to { $last } ({ $b })

## An archive file that cannot be read (one line on standard error; reading goes on with the next).

# $path - the file; $why (Text) - an io-* message
archive-file-error = { $path }: { $why }
# $path - the file; $kind (Text) - file-kind
archive-not-a-file = { $path }: { $kind }, expected an archive file, a pipe or `-`
# $path - the file; $compression - gzip, zstd or bzip2
archive-part-compressed = { $path }: a part of a file that does not start at its beginning is { $compression } data, expected plain text (a compressed file is read whole)
# $path - the file; $what - xz, lzma, zip...
archive-unread-compression = { $path }: { $what }-compressed, which is not read; expected an archive that is plain or compressed with gzip, zstd or bzip2
# $path - the file; $named - the compression its name says; $magic - that compression's first bytes
archive-name-says-plain = { $path }: the name says { $named } but the file's first bytes are not compressed data; expected { $named } data (`{ $magic }`)
# $path - the file; $named - the compression its name says; $found - the one its bytes are; $magic
archive-name-says = { $path }: the name says { $named } but the file's first bytes are { $found } data; expected { $named } data (`{ $magic }`)
# $path - the file
archive-no-zstd = { $path }: zstd-compressed, and this build of trongtai has no zstd decoder; expected plain, gzip or bzip2 data
