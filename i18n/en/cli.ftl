### What the `trongtai` command writes for people (src/*_cmd.rs): its reports' lines and its
### errors. Errors are lower case without a final period, and say what was expected.

# $message - what went wrong, said
cli-error = error: { $message }
cli-usage = usage: { $usage }

## The command line, as refused (clap's errors in our words).

# $suggestion - the closest options, quoted
cli-did-you-mean = {" "}(did you mean { $suggestion }?)
# $hint - cli-did-you-mean or nothing
cli-unknown-argument = unexpected argument `{ $arg }`{ $hint }, expected one that the usage below lists
cli-unknown-command = unknown command `{ $command }`{ $hint }, expected one that `trongtai --help` lists
cli-missing-value = `{ $arg }` needs a value
cli-bad-value = `{ $value }` is not a valid value of `{ $arg }`
# $valid - the values allowed, quoted
cli-not-one-of = `{ $value }` is not a valid value of `{ $arg }`, expected one of { $valid }
# $why - why the value was refused, said
cli-invalid-value = `{ $value }` is not a valid value of `{ $arg }`: { $why }
cli-not-a-whole-number = expected a whole number
# $args - the missing arguments, quoted
cli-missing-argument = missing { $args }, which this command needs
cli-missing-command = missing a command, expected one that `trongtai --help` lists
# $other - the arguments it conflicts with, quoted
cli-conflict = `{ $arg }` cannot be given with { $other }
cli-value-count = `{ $arg }` has the wrong number of values
cli-not-utf8 = an argument is not UTF-8 text

## rules check.

# $what - rules-check-proposal or nothing
rules-check-ok = ok  { $id } { $version } ({ $file }){ $what }
# $status (Text) - the proposal's status, said
rules-check-proposal = , { $status }

## The position commands (moves, perft, status).

# $error (Text) - why the FEN does not read
cli-bad-fen = --fen `{ $fen }`: { $error }
cli-reading-stdin = reading standard input
# $line, $max (Number)
cli-stdin-too-long = stdin:{ $line }: the line is longer than { $max } bytes, expected one FEN per line
# $line, $byte (Number)
cli-stdin-not-utf8 = stdin:{ $line }: invalid UTF-8 at byte { $byte } of the line, expected a FEN
# $line (Number)
cli-stdin-blank = stdin:{ $line }: blank line, expected a FEN
# $line (Number); $error (Text)
cli-stdin-fen = stdin:{ $line }: `{ $fen }`: { $error }
# $error (Text)
cli-start-position = { $file }: start position: { $error }
# $error (Text)
cli-in-rulebook = rulebook `{ $id }`: { $error }
# $error (Text) - why the thread count is refused
cli-threads = --threads: { $error }
# $players (Number)
cli-players = --players { $players }
# The state of a position, as `status` prints it first (in English the name scripts read).
status-ongoing = ongoing
status-checkmate = checkmate
status-stalemate = stalemate
status-drawn-ending = drawn-ending
# $state (Text) - status-*; $result - 1-0, 0-1, 1/2-1/2 or *; $document, $article - the law and
# the article applied
status-decided = { $state } { $result } { $document } { $article }
# $state (Text)
status-undecided = { $state } { $result }

## replay.

replay-fail = FAIL { $path }
replay-fail-under = FAIL { $path } under { $rules } (holds_for)
# The headers of the diff of a failed scenario: the expectation, then the verdict given.
replay-diff-expected = expected
replay-diff-actual = actual
replay-error = ERROR { $error }
# $passed, $failed (Number); $others (Number) - scenarios not written for this rulebook
replay-tally = { $rules }: { $passed } passed, { $failed } failed{ $others ->
        [0] {""}
       *[other] , { $others } not written for it
    }
# $n (Number) - scenario files
replay-time = replayed { $n } scenario files in { $ms } ms
# $passed, $failed (Number); $errors (Number) - files that could not run; $others (Number) -
# scenarios not written for the rulebook
replay-total = { $passed } passed, { $failed } failed, { $errors } could not run{ $others ->
        [0] {""}
       *[other] , { $others } not written for the rulebook
    }
# $rules - the rulebook of --rules
replay-nothing-compared-for = nothing compared: no scenario given is written for `{ $rules }` or declares it in `holds_for`
replay-nothing-compared = nothing compared
# $paths - the paths given, joined by `, `
replay-no-scenario-file = no scenario file (`.ron`) in { $paths }, expected at least one scenario to replay

## coverage.

coverage-head = { $rulebook } ({ $law })
# $title - the article's title in the article index (English)
coverage-not-checkable = not machine-checkable  ({ $title })
# $n (Number); $by - the scenarios and tests citing it
coverage-cited-by = { $n } by: { $by }
# $why - the exclusion's reason
coverage-excluded = excluded: { $why }
coverage-uncovered = UNCOVERED  ({ $title })
coverage-stale = note: { $article } is excluded but cited; the exclusion can go
coverage-unmatched = unmatched citation "{ $citation }" ({ $who })
coverage-none-uncovered = { $rulebook }: no uncovered article
coverage-uncovered-head = { $rulebook }: uncovered
coverage-uncovered-line = { $article }  { $title }
coverage-no-root = { $dir }: no rules/articles/ here or above
# $rulebook; $covered, $checkable, $excluded, $uncovered (Number)
coverage-totals = { $rulebook }: { $covered } of { $checkable } machine-checkable articles covered, { $excluded } excluded, { $uncovered } uncovered
# $dir - the repository root used
coverage-nothing = { $dir }: no article index in rules/articles/: nothing was checked

## docs.

# $files, $written, $removed (Number)
docs-written = { $dir }: { $files } files, { $written } written, { $removed } removed
# $path - a page changed by hand since it was written, left alone
docs-kept = kept { $path } (changed since written)

## adjudicate: the progress bar on a terminal (indicatif's template: the names in braces are
## its fields, not variables) and the line at the end.

adjudicate-progress-bar = {"{"}bar:30{"}"} {"{"}decimal_bytes{"}"}/{"{"}decimal_total_bytes{"}"} {"{"}percent{"}"}%, {"{"}msg{"}"}, {"{"}elapsed{"}"} elapsed, ETA {"{"}eta{"}"}
adjudicate-progress-spinner = {"{"}spinner{"}"} {"{"}decimal_bytes{"}"} read, {"{"}msg{"}"}, {"{"}elapsed{"}"} elapsed
# $games (Number); $rate - games per second
adjudicate-rate = { $games } games, { $rate } games/s
# $games, $plies (Number); $secs - seconds; $rate - games per second
adjudicate-done = { $games } games, { $plies } plies in { $secs } s, { $rate } games/s

## pairings.

# $round (Number); $boards - the pairings of the round
pairings-round = Round { $round }: { $boards }
pairings-round-head = Round
# $board (Number)
pairings-board-head = Board { $board }
pairings-white-note = The first-named player has White.
# $players, $dummy (Number)
pairings-bye-note = With { $players } players, whoever meets ({ $dummy }) has a bye in that round. The first-named player has White.
pairings-knockout-note = Wn is the winner of board n of the round before.
# $players, $bracket (Number)
pairings-knockout-byes-note = { $players } players in a bracket of { $bracket }: whoever meets a number in parentheses has a bye. Wn is the winner of board n of the round before.

## impact.

impact-base-rulebook = base rulebook `{ $spec }`
impact-candidate-rulebook = candidate rulebook `{ $spec }`
impact-no-scenarios = no `scenarios` directory here, expected --scenarios DIR or --no-scenarios

## Writing an output file (--output).

# $why (Text) - why, said (io-*)
io-cannot-write = { $path }: cannot write the file: { $why }
output-dangling-link = { $path }: a symbolic link to nothing, expected a link to a file to write
output-directory = { $path }: a directory, expected a file to write

## adjudicate --by-tags.

# $error - why the time control does not read
cli-time-control = --time-control: { $error }
# $game - the game asked for (`chess`)
cli-by-tags-none = --by-tags: no dated rulebook of the game `{ $game }`
cli-no-rulebook = no rulebook to judge with
adjudicate-no-game = no game in the archives: nothing was judged
# $rules - the id of the rulebook picked by the game's tags
adjudicate-rules-picked = {" "}[rules: { $rules }]

# $path - the file named; $why (Text) - why it cannot replace it
output-cannot-replace = { $path }: { $why }
# $why (Text) - why, said (io-*)
output-stdout = standard output: { $why }

## What is said beside a report.

# $later, $earlier - the two names of one archive
warn-named-twice = warning: { $later } is the same file as { $earlier } (named twice): its games are read and counted twice
# $bytes (Number) - how much of an over-long line was left out
output-line-cut = … ({ $bytes } more bytes)
impact-no-scenario-compared = no scenario compared: nothing was checked there
impact-no-game-compared = no archive game compared: nothing was checked there

# $error (Text) - why the engine cannot compile the game
rules-check-cannot-compile = the engine cannot compile this game: { $error }
# $control - the TimeControl tag as given
rules-for-no-control = TimeControl "{ $control }": no time control to class

## Values of the command line that do not read.

# $text - the value given
cli-not-a-date = `{ $text }` is not a date, expected a day of the calendar written YYYY-MM-DD
cli-not-a-thread-count = `{ $text }` is not a number, expected a count of threads
# $max (Number) - the most players
cli-not-a-player-count = number of players `{ $text }`, expected a whole number between 2 and { $max }
# $name - the schema asked for
cli-unknown-schema = unknown schema `{ $name }`

## man.

# $dir - the directory; $pages (Number)
man-written = { $dir }: { $pages } manual pages written
# $dir - the folder; $files (Text) - the files there of a page's name that trongtai did not write, listed
man-not-ours = { $dir }: { $files } not written by `trongtai man`, expected a folder whose files of those names are trongtai's own pages; nothing was written
# $name - the subcommand asked for; $known (Text) - the subcommands there, listed
man-unknown-command = unknown command `{ $name }`, expected one of { $known }

# $path - the path asked for; $id - the rulebook
rules-history-no-value = --history { $path }: no edition of { $id } has a value at this path, expected a path as `trongtai rules show { $id }` lists it (`draws.automatic_repetition`)

# The Python package's own failures (crates/python): a lock left broken by a thread that
# panicked; $what (Text) - what it guarded
python-poisoned = the { $what } of this iteration were left broken by a failed thread
# $error - why the system would not start a thread
python-no-thread = cannot start the thread that judges the archive: { $error }
# $what (Text) - what a worker sent (a part's tally, a file's hash); $error - why it cannot be read
python-from-worker = { $what } from a worker cannot be read: { $error }
python-worker-tally = a part's tally
python-worker-hash = a file's hash
python-games = games
python-summary = totals
# $lang - the language asked for
python-unknown-lang = unknown language `{ $lang }`, expected `vi` or `en`

## The scenario library embedded in the binary (src/library.rs).

# $why (Text) - an io-* message
library-unreadable = the scenario library embedded in this binary cannot be read: { $why }
library-damaged = the scenario library embedded in this binary is damaged: expected a path, a length and the bytes of each file
# $path - the file or folder; $why (Text) - an io-* message
library-cannot-write = { $path }: { $why }
