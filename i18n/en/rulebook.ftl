### What the rule-file validator says (crates/rulebook): one problem per line, located
### `path:line:column: message`, lower case, without a final period, saying what was expected.
### Paths, ids, fields and values in backticks are as the rule files write them.

# $line, $column (Number); $message (Text) - the problem
problem-at = { $file }:{ $line }:{ $column }: { $message }
# $hint (Text) - did-you-mean or nothing; $known (Text) - the ids, listed
rulebook-unknown-id = unknown rulebook id `{ $id }`{ $hint }, expected one of { $known } or a path to a .ron file
did-you-mean = {" "}(did you mean `{ $id }`?)

## RON that does not read (the reader's errors in our words).

ron-within = {" "}in `{ $outer }`
# $within (Text) - ron-within or nothing; $expected (Text) - the names, listed
ron-unknown-field = unknown field `{ $found }`{ $within }, expected one of { $expected }
# $within (Text)
ron-missing-field = missing field `{ $field }`{ $within }, expected it to be set
# $within (Text)
ron-duplicate-field = duplicate field `{ $field }`{ $within }, expected it once
# $within (Text); $expected (Text)
ron-unknown-variant = unknown variant `{ $found }`{ $within }, expected one of { $expected }
# $expected, $found - the reader's names of the types
ron-wrong-type = expected { $expected }, found { $found }
# $found (Number)
ron-wrong-length = expected { $expected }, found { $found } element(s)
ron-eof = unexpected end of file, expected the rest of the value (a missing `)`, `]` or `{"}"}`?)
ron-trailing = unexpected text after the value, expected the end of the file
ron-expected-comma = expected a comma
ron-expected-string = expected a string in double quotes
ron-expected-char = expected a character in single quotes
ron-expected-integer = expected an integer
ron-expected-float = expected a number
ron-expected-boolean = expected `true` or `false`
ron-expected-option = expected `Some(...)` or `None`
ron-expected-close = expected `{ $close }`
ron-expected-colon = expected `:` after the key
ron-expected-open = expected `(`
ron-expected-named = expected `{ $name }(`
ron-wrong-name = expected `{ $expected }`, found `{ $found }`
ron-expected-array = expected `[`
ron-expected-map = expected `{"{"}`
ron-expected-identifier = expected an identifier (a field or variant name)
ron-unexpected-char = unexpected character { $found }
ron-invalid-escape = invalid escape in a string, expected `\n`, `\t`, `\"`, `\\` or `\u{"{"}…{"}"}`
# $base (Number)
ron-invalid-digit = `{ $digit }` is not a digit of base { $base }
ron-unclosed-comment = a comment is not closed, expected `*/`
ron-not-utf8 = invalid UTF-8, expected text encoded in UTF-8
ron-too-deep = the value is nested too deep
# $code - the reader's name for the problem
ron-other = the RON reader refuses this ({ $code })

## Reading a rule file and following its `extends`.

rulebook-unknown-game = unknown game `{ $game }`, expected a game of the library or a path to a .ron file
# $known (Text) - the library's files, listed
rulebook-no-library-file = no file `{ $file }` in the library `{ $library }`, expected one of { $known }
rulebook-not-in-library = no file `{ $file }` in the library, expected an existing file
# $key - `extends` or `amends`; $chain - the files, joined by ` -> `
rulebook-cycle = `{ $key }` makes a cycle ({ $chain }), expected a chain that ends in a rulebook without `extends` or `amends`
# $why (Text)
rulebook-cannot-read-extended = cannot read `{ $file }`: { $why }
rulebook-shipped-id = id `{ $id }` is the id of a shipped rulebook, expected an id of this file's own (e.g. `{ $id }-local`)
rulebook-id-not-file-name = id `{ $id }` differs from the file name, expected `{ $stem }`
# $detail - the reader's own words (English)
rulebook-cannot-merge = cannot merge this file ({ $detail })
# $detail - the reader's own words (English)
rulebook-merged-unreadable = the merged rulebook does not read back ({ $detail })
rulebook-empty-chain = empty chain, expected a rulebook
# $why (Text)
rulebook-cannot-read-game = cannot read game definition `{ $file }`: { $why }

## Limits on numbers and spans of time.

# $max (Number) - in milliseconds
limit-duration = `{ $value }` at `{ $path }` is longer than the limit of 1000 hours ({ $max } ms), expected a span of time within it
limit-points-denominator = the points `{ $key }` at `{ $path }` have the denominator 0, expected a fraction `(numerator, denominator)` with a denominator of at least 1
limit-period-moves = `{ $path }` is 0, expected at least 1 move in a period (or no `moves` for all the remaining moves)
# $max (Number)
limit-count = `{ $value }` at `{ $path }` is above the limit of { $max } for a count, expected at most { $max }

## The form of a rulebook, its ids, dates and articles.

rulebook-bad-id = id `{ $id }` is not valid, expected lower-case letters, digits and `-`
rulebook-bad-version = version `{ $version }` is not valid, expected a semantic version x.y.z
rulebook-field-not-a-date = `{ $field }` is `{ $value }`, expected a date YYYY-MM-DD
rulebook-bad-date = date `{ $date }` is not valid, expected a date YYYY-MM-DD
rulebook-date-before-law = date `{ $date }` is before its law ({ $law }) is in force on { $effective }, expected a date on or after { $effective }
# $expected (Text) - one of the rulebook-missing-* messages
rulebook-missing = missing `{ $what }`, expected { $expected } (here or in a rulebook this one extends)
rulebook-missing-law = the legal text this rulebook encodes
rulebook-missing-game = the game definition and its articles
rulebook-missing-game-file = the path of the game definition
rulebook-missing-checkmate = a cited outcome for checkmate
rulebook-missing-stalemate = a cited outcome for stalemate
rulebook-missing-value = a cited value
rulebook-missing-section = the `{ $section }` section
rulebook-incomplete = incomplete rulebook, expected law, game and end rules
rulebook-empty-article = the article of `{ $key }` is empty, expected an article number
rulebook-empty-ending-article = the article of ending `{ $ending }` is empty, expected an article number
# $clauses, $steps (Number)
rulebook-touch-clauses = `touch_move.clauses.{ $list }` names { $clauses } clauses for { $steps } steps, expected one clause per step
rulebook-no-article = no article for `{ $key }`, expected `"{ $key }": "<article>"` in `game.articles`
# $expected (Text)
rulebook-unknown-key = unknown key `{ $key }` in `game.{ $kind }`, expected one of { $expected }
rulebook-duplicate-ending = duplicate ending id `{ $id }`, expected each id once
rulebook-cannot-checkmate-ending = ending `{ $id }`: a drawn ending matches with either side as `one`, so `CannotCheckmate` would draw a game one side can still win; expected `NeitherCanCheckmate`
# $known (Text)
rulebook-ending-unknown-piece = unknown piece `{ $piece }` in ending `{ $id }`, expected one of { $known }

## Local regulations: their form, dates, and what the law delegates to them.

local-versions-without-local = `versions` belong to a local regulation, expected a `local` section (its authority and legal basis) or the values set directly
# $known (Text)
local-not-delegated = `{ $path }` is not delegated by `{ $authority }`, expected a path it declares overridable: { $known }
# $expected (Text)
local-wider-bounds = the bounds of `{ $path }` are wider than `{ $authority }` allows in { $article }, expected bounds within { $expected }
local-no-such-value = `{ $path }` names no value of this rulebook, expected the path of a value as `trongtai rules show` prints it (e.g. `clock.late_arrival`), optionally continued into its fields
local-empty-delegation-article = the article delegating `{ $path }` is empty, expected the article that gives the power
local-empty-bounds = the bounds of `{ $path }` allow no value, expected a non-empty list or `min` no greater than `max`
local-without-extends = a local regulation changes a law, expected `extends` naming the rulebook of that law
local-values-outside-versions = a local regulation sets its values in `versions`, each with its dates, expected `{ $section }` inside a version
local-no-versions = a local regulation without `versions` changes nothing, expected at least one version with its dates
local-basis-backwards = the legal basis ends on { $until } before it starts on { $from }, expected `valid_until` on or after `valid_from`
local-version-backwards = the version from { $from } ends on { $until } before it starts, expected `until` on or after `from`
local-before-basis = the version from { $from } starts before its legal basis ({ $document }) is in force on { $basis_from }, expected `from` on or after { $basis_from }
local-outlives-basis = the version from { $from } runs until { $until } but its legal basis ({ $document }) ends on { $basis_until }, expected `until` on or before { $basis_until }
local-version-order = the version from { $from } is written after the version from { $previous }, expected versions oldest first, each `from` after the previous one's
local-version-gap = the version from { $from } ends on { $until } and the next version starts on { $next }: nothing of the regulation would be in force from { $gap_from } to { $gap_until }, expected `until` on { $gap_until } or no `until` (a version runs until the next one starts)
local-version-overlap = the version from { $from } runs until { $until }, after the next version starts on { $next }: the two would overlap, expected `until` on { $expected } or no `until` (a version runs until the next one starts)
local-sets-and-repeals = the version from { $from } both sets and repeals `{ $path }`, expected one or the other
# $known (Text)
local-repeals-unset = `repeal` names `{ $path }`, which no earlier version of this regulation sets, expected the path of a value an earlier version sets, as `trongtai rules show` prints it: { $known }
local-runs-on = warning: `{ $path }` is set by the version from { $from } and not by the next one, from { $next }: it runs on with the value from { $from } (a value stays until a later version sets it again or repeals it); write it in the version from { $next } to say so, or `repeal` it to return to the law's value
local-before-law = the version from { $from } starts before the law of `{ $law }` is in force on { $effective }, expected `from` on or after { $effective }
local-fixed-above = `{ $path }` is fixed by `{ $by }`, which this regulation extends, expected a value `{ $by }` delegates again in its own `overridable`
local-undeclared-none = `{ $path }` is not declared overridable by `{ $law }`, expected a value the law delegates to a lower authority: no value: this law delegates none
# $known (Text)
local-undeclared = `{ $path }` is not declared overridable by `{ $law }`, expected a value the law delegates to a lower authority: one of { $known }
local-bounds-for = {" "}for `{ $declared }`
# $found (Text) - bounds-is or bounds-no-*; $declared (Text) - local-bounds-for or nothing; $expected (Text)
local-out-of-bounds = `{ $path }` { $found }, outside the bounds `{ $law }` sets in { $article }{ $declared }, expected { $expected }
bounds-is = is { $value }
bounds-no-duration = holds no duration
bounds-no-number = holds no number
expect-any-value = any value
expect-any-duration = any duration
expect-any-number = any number
expect-duration-range = a duration from { $min } to { $max }
expect-duration-at-least = a duration of at least { $min }
expect-duration-at-most = a duration of at most { $max }
# $list (Text) - the durations, as alternatives
expect-duration-in = a duration of { $list }
expect-number-range = a number from { $min } to { $max }
expect-number-at-least = a number of at least { $min }
expect-number-at-most = a number of at most { $max }
# $list (Text) - the numbers, as alternatives
expect-number-in = a number of { $list }

## Proposed amendments, and changes made outside the law.

proposal-and-local = a file is either a local regulation or a proposed amendment, expected `local` or `proposal`, not both
proposal-with-law = a proposal amends the law it extends and takes none of its provenance, expected no `law` section (who proposes it is said in `proposal`)
proposal-without-extends = a proposal changes a law, expected `extends` naming the rulebook of that law
proposal-over-local = a proposal amends a law, expected `extends` naming a law or another proposal, not the local regulation `{ $id }`
local-over-proposal = a local regulation uses the powers of a law in force, expected `extends` naming a law, not the proposal `{ $id }`
# $document - ` (the law's title)` or nothing
outside-law-delegated = `{ $path }` changes a value of `{ $law }`{ $document } in a file that is not part of that law, expected a `local` section (who issues the regulation, on what basis, and its dated versions): the law delegates `{ $declared }` in { $article }
# $document - ` (the law's title)` or nothing
outside-law-not-delegated = `{ $path }` changes a value of `{ $law }`{ $document } that the law does not delegate, in a file that is not part of that law, expected a `proposal` section naming who proposes it (a change the law does not delegate is a proposed amendment, shown as one)
# $paths (Text); $document - ` (the law's title)` or nothing
outside-law-delegates = this file declares { $paths } overridable for `{ $law }`{ $document }, which only the law's own authority can delegate, expected a `proposal` section naming who proposes the delegation

## The game definition: board, sides, zones, pieces, castlings, start position.

# $known (Text); $what (Text) - a game-where-* message
game-unknown-zone = unknown zone `{ $zone }` in { $what }, expected one of { $known }
# $known (Text); $what (Text)
game-unknown-piece = unknown piece `{ $piece }` in { $what }, expected one of { $known }
# $what (Text)
game-square-off = square `{ $square }` in { $what } is not on the board, expected a1 to { $last }
# $n, $max (Number)
game-board-files = board has { $n } files, expected 1 to { $max }
# $n, $max (Number)
game-board-ranks = board has { $n } ranks, expected 1 to { $max }
# $n, $max (Number)
game-board-squares = board has { $n } squares, expected at most { $max }
# $n (Number)
game-sides = { $n } side(s), expected exactly two
game-duplicate-side = duplicate side id `{ $id }`, expected two different ids
game-side-letter = fen letter '{ $letter }' of side `{ $id }`, expected a distinct lower-case ascii letter
# $rank, $ranks (Number)
game-zone-rank = zone `{ $zone }` names rank { $rank }, expected 1 to { $ranks }
# $first, $last, $max (Number)
game-zone-files = zone `{ $zone }` has files { $first } to { $last }, expected 1 ≤ first ≤ last ≤ { $max }
# $first, $last, $max (Number)
game-zone-ranks = zone `{ $zone }` has ranks { $first } to { $last }, expected 1 ≤ first ≤ last ≤ { $max }
game-where-zone = zone `{ $zone }`
game-look-colour = colour `{ $colour }` of side `{ $id }`, expected `#rrggbb` (six hexadecimal digits)
# $n, $sides (Number)
game-characters = piece `{ $id }` has { $n ->
    [one] { $n } character
   *[other] { $n } characters
}, expected one (not blank) for each of the { $sides } sides
game-duplicate-piece = duplicate piece id `{ $id }`, expected each id once
game-piece-letter = fen letter '{ $letter }' of piece `{ $id }`, expected an upper-case ascii letter
game-piece-letter-taken = fen letter '{ $letter }' of piece `{ $id }` is also used by `{ $other }`, expected one letter per piece kind
game-where-confined = `confined` of piece `{ $id }`
game-where-placement = `placement` of piece `{ $id }`
game-no-moves = piece `{ $id }` has no moves, expected at least one
game-zero-step = a move of piece `{ $id }` has step (0, 0), expected a non-zero step
# $min, $max (Number)
game-ride = a ride of piece `{ $id }` goes from { $min } to { $max } steps, expected 1 ≤ min ≤ max
game-hop-screen = a hop of piece `{ $id }` has no screen, expected `screens` ≥ 1
game-where-from-zone = `from_zone` of a move of piece `{ $id }`
game-where-from-outside = `from_outside` of a move of piece `{ $id }`
game-where-promotion = the promotion of piece `{ $id }`
game-no-promotion-choices = the promotion of piece `{ $id }` has no choices, expected at least one piece
game-where-promotion-choices = the promotion choices of piece `{ $id }`
game-no-royal = no royal piece, expected at least one piece with `royal: true`
game-duplicate-castling = duplicate castling id `{ $id }`, expected each id once
game-castling-letter = fen letter '{ $letter }' of castling `{ $id }`, expected a distinct upper-case ascii letter
game-where-partner = the partner of castling `{ $id }`
game-where-castling = castling `{ $id }`
game-royals-facing = `RoyalsFacing` needs non-zero steps, expected e.g. `[(0, 1)]`
# $n, $ranks (Number)
game-start-ranks = start position has { $n } ranks, expected { $ranks }
game-start-letter = start position has the letter '{ $letter }', expected a fen letter of a piece
# $rank, $n, $files (Number)
game-start-files = rank { $rank } of the start position has { $n } files, expected { $files }
# $letters (Text)
game-start-side = start position lacks the side to move, expected one of { $letters }

## Notation files (crates/notation).

# $why (Text) - what the RON reader found
notation-unreadable = { $why }, expected a notation file (see rules/notation/README.md)

# $rest (Number) - the problems left out
rulebook-more-problems = and { $rest } more problems from here on, not listed; expected the ones above fixed first

rulebook-extends-or-amends = a file has `extends` (an appendix or a regulation) or `amends` (a new edition), expected one of them
# $limit (Number); $first - the file the chain starts from
rulebook-chain-too-deep = `extends` goes deeper than the limit of { $limit } files (from { $first }), expected a chain of at most { $limit } files that ends in a rulebook without `extends`

## Limits and editions.

# $chars, $limit (Number)
rulebook-id-too-long = id `{ $id }` has { $chars } characters, expected at most { $limit }
# $field - `title` or `authority`; $lang - `vi` or `en`; $chars, $limit (Number)
rulebook-label-too-long = `{ $field }.{ $lang }` has { $chars } characters, expected at most { $limit } (a longer text belongs in a note)
rulebook-renumber-without-amends = `renumber` re-cites the articles of an amended edition, expected it only with `amends`
rulebook-edition-without-law = an edition that amends another is a legal text of its own, expected its own `law` section
# $old, $new - the two article numbers as written
rulebook-renumber-empty = renumbering `{ $old }` -> `{ $new }` has an empty side, expected two article numbers
rulebook-unencoded-without-amends = `unencoded_before` names editions between an amended edition and this one, expected it only with `amends`

# $bytes (Number) - how much of an echoed input is left out
shown-cut = …(+{ $bytes } bytes)
