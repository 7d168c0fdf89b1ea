### The engine's errors (crates/engine): a game definition it cannot compile, a FEN it cannot
### read, a move that is not one. Pieces, zones, sides and castlings by their ids in the game
### definition; squares and FEN fields as written.

## A game definition that does not compile.

engine-ending-unknown-piece = ending `{ $ending }`: unknown piece `{ $piece }`
engine-ending-unknown-zone = ending `{ $ending }`: unknown zone `{ $zone }`
engine-zone-rank-off = zone `{ $zone }`: rank { $rank } is off the board
engine-zone-square-off = zone `{ $zone }`: file { $file }, rank { $rank } is off the board
engine-zone-not-a-square = zone `{ $zone }`: `{ $square }` is not a square of the board
# $files, $ranks, $capacity (Number)
engine-board-too-large = a board of { $files }x{ $ranks } does not fit in { $capacity } squares
# $n (Number)
engine-sides = { $n } sides defined, expected 2
# $n, $max (Number)
engine-too-many-kinds = { $n } kinds of piece defined; at most { $max } are supported
engine-unknown-zone = unknown zone `{ $zone }`
engine-unknown-piece = unknown piece `{ $piece }`
engine-step-nowhere = piece `{ $piece }`: a step of (0, 0) goes nowhere
engine-passable-two-steps = piece `{ $piece }`: a passable move must be a ride of exactly two steps
engine-castling-not-a-square = castling `{ $castling }`: `{ $square }` is not a square
engine-castling-one-rank = castling `{ $castling }`: all squares must be on one rank
# $max (Number)
engine-too-many-castlings = at most { $max } castling moves per side are supported
engine-too-many-lines = too many lines
engine-line-tables-too-large = line tables too large
# $bits (Number)
engine-no-line-index = the move tables find no index for the line through { $square } along which { $bits } squares can stop a move (on a board of more than 64 squares, a long file crosses the two halves of the board's bits and cannot be indexed); expected a board with shorter files or fewer squares (8×16 and 9×12 cannot be compiled; 16×8, 12×10, 11×11 can)

## A FEN.

# $why (Text) - what does not read (fen-*)
fen-invalid = invalid fen: { $why }
# $why (Text) - why the position cannot arise (fen-*, displace-*)
fen-impossible = impossible position: { $why }
fen-empty = empty fen
# $expected, $found (Number)
fen-ranks = expected { $expected } ranks separated by `/`, found { $found }
fen-zero-run = rank { $rank }: a run of 0 empty squares
# $found - the count, as written (it may be beyond any number); $expected (Number)
fen-rank-files = rank { $rank } has { $found } files, expected { $expected }
# $expected (Number); $found - the largest count there is
fen-rank-beyond = rank { $rank } has more than { $found } files, expected { $expected }
# $files (Number)
fen-rank-too-long = rank { $rank } has more than { $files } files
# $letters - the piece letters of the game
fen-unknown-letter = unknown piece letter `{ $letter }` (this game uses { $letters } and their lower case)
fen-no-side = missing side to move
fen-bad-side = side to move `{ $side }`: expected `{ $first }` or `{ $second }`
# $n (Number)
fen-royals = { $side } has { $n } royal pieces, expected exactly 1
fen-no-castling = castling field `{ $field }`: this game has no castling, expected `-`
fen-castling-letters = castling field `{ $field }`: expected `-` or letters from { $letters }
fen-castling-right = castling right `{ $right }` needs the royal piece on { $royal } and the { $partner } on { $partner_square }
fen-en-passant-field = en passant field `{ $field }`: expected `-` or a square
fen-en-passant-square = en passant square { $square } does not follow a move that can be captured en passant
fen-halfmove = halfmove clock `{ $field }`: expected a whole number
fen-fullmove = fullmove number `{ $field }`: expected a whole number from 1
fen-trailing = unexpected `{ $extra }` after the fullmove number
fen-misplaced = { $side } { $piece } on { $square }, where it can never stand
fen-mover-in-check = { $side } is in check but it is { $turn }'s turn
fen-other-game = the position is not one of this game

## A piece carried where the moves do not take it (an illegal move a law lets stand).

displace-squares = a piece is carried from one square of the board to another
displace-no-piece = there is no piece on { $square }
displace-not-own = the piece on { $square } is not { $side }'s
displace-own-piece = { $square } holds a piece of { $side }'s own
displace-royal = { $square } holds a royal piece, which is never taken
displace-board-too-large = the board is too large

## A move in coordinates.

move-invalid = invalid move `{ $text }`: expected coordinate notation such as e2e4, e7e8q or h3e3
move-no-such-square = invalid move `{ $text }`: `{ $square }` is not a square of this board, expected coordinate notation on its squares ({ $first } to { $last })
move-illegal = illegal move `{ $text }` in this position
