### The PGN reader's errors (crates/notation/src/pgn.rs): what is wrong, then what was expected.
### `adjudicate`, `impact` and the desk's import show them located (file, game, line).

# $line (Number) - the 1-based line of the input; $message (Text) - a pgn-* message
pgn-at-line = line { $line }: { $message }
# $why (Text) - an io-* message
pgn-cannot-read = cannot read the text: { $why }

## A game left open when the next game's tags begin ($line (Number): the line of those tags).

# $line (Number)
pgn-comment-open = a comment `{"{"}` is not closed, expected `{"}"}` before the next game's tags on line { $line }
# $line (Number)
pgn-variation-open = a variation `(` is not closed, expected `)` before the next game's tags on line { $line }
# $line (Number)
pgn-no-movetext = a game with tag pairs and no movetext, expected moves or a result before the next game's tags on line { $line }

## A game left open at the end of the input.

pgn-comment-open-at-end = a comment `{"{"}` is not closed, expected `{"}"}` before the end of the input
pgn-variation-open-at-end = a variation `(` is not closed, expected `)` before the end of the input
pgn-no-movetext-at-end = a game with tag pairs and no movetext, expected moves or a result before the end of the input

## Limits.

# $max (Number) - bytes; $line (Number)
pgn-game-too-long = the game is longer than { $max } bytes, expected its end before line { $line }
# $max (Number) - bytes
pgn-line-too-long = the line is longer than { $max } bytes, expected a line break
# $max (Number)
pgn-too-many-tags = the game has more than { $max } tag pairs, expected at most { $max }

## The movetext.

pgn-close-no-variation = `)` closes no variation, expected a `(` before it
pgn-nag-no-number = `$` without a number, expected a NAG such as `$1`
pgn-tag-in-variation = a tag pair inside a variation, expected `)` first
# $char - the character met
pgn-unexpected = unexpected `{ $char }` in movetext, expected a move

## Tag pairs.

pgn-tag-no-name = a tag pair without a name, expected `[Name "value"]`
# $name - the tag's name
pgn-tag-no-value = tag { $name }: no value, expected `[{ $name } "value"]`
# $name - the tag's name
pgn-tag-unclosed = tag { $name }: the value has no closing `"` on its line
# $name - the tag's name
pgn-tag-no-bracket = tag { $name }: expected `]` after the value
# $name - the tag's name
pgn-tag-twice = tag { $name } appears twice in one game's tag pairs with two values, expected one value

## A move text that does not name exactly one legal move (crates/notation/src/error.rs).

# $text - the move as written; $expected (Text) - notation-expected-*
move-text-unparseable = `{ $text }`: cannot read this move, expected { $expected }
# $text - the move as written
move-text-none = `{ $text }`: not a legal move here, expected a legal move, but there is none
# $text - the move as written; $legal - the only legal move
move-text-one = `{ $text }`: not a legal move here, expected `{ $legal }`
# $text - the move as written; $legal - the legal moves, each in backticks
move-text-many = `{ $text }`: not a legal move here, expected one of { $legal }
# $text - the move as written; $a, $b - the two moves it fits
move-text-ambiguous-two = `{ $text }`: ambiguous, it fits `{ $a }` and `{ $b }`; expected one of them
# $text - the move as written; $candidates - the moves it fits, each in backticks
move-text-ambiguous = `{ $text }`: ambiguous, it fits { $candidates }; expected one of them

## What a move of a notation looks like.

# $letters - the piece letters; $capture, $promotion - the signs; $castles - the castlings
notation-expected-algebraic = a move in algebraic notation: a piece letter ({ $letters }) or none for a pawn, the origin file or rank if needed, `{ $capture }` for a capture, the target square, `{ $promotion }` and a letter for a promotion, or a castling ({ $castles })
# $letters - the piece letters; $marks - the tandem marks; $files (Number); $advance, $retreat,
# $traverse - the direction signs
notation-expected-relative = a piece letter ({ $letters }) or a mark ({ $marks }), the file it starts from (1-{ $files }), a direction (`{ $advance }` advance, `{ $retreat }` retreat, `{ $traverse }` traverse) and the file it arrives on or the number of steps
# $last_file - the last file's letter; $first_rank, $last_rank (Number)
notation-expected-coordinates = the origin and target squares in coordinates, files a-{ $last_file } and ranks { $first_rank }-{ $last_rank }
# A PGN TimeControl tag that does not read (PGN Standard 9.6.1); $tag - the tag's value
pgn-time-control-form = TimeControl "{ $tag }": expected periods `moves/seconds` or `seconds`, each with an optional `+increment`, joined by `:` (PGN Standard 9.6.1)
pgn-time-control-sandclock = TimeControl "{ $tag }": a sandclock, which no rulebook here times
# $seconds (Number) - the period or increment given
pgn-time-control-over-a-day = TimeControl "{ $tag }": { $seconds } seconds is more than a day
pgn-time-control-periods = TimeControl "{ $tag }": more than 16 periods
