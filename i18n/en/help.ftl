### `--help` and the manual pages (`trongtai man`): the about text of the command and of every
### subcommand, and the help of every argument, by their place in the command tree (src/help.rs):
### help-<subcommand path> for a command, help-<subcommand path>-arg-<argument> for an argument.
### Looked up by id when the command line is read; the tests of src/help.rs check that each one
### the tree asks for is here in every language, and that there is no other.

## trongtai.

help-trongtai = Laws of chess and xiangqi as versioned data, and the arbiter that applies them
help-trongtai-after = Exit codes: 0 success; 1 a check found problems (a rule file does not validate, a verdict differs) or checked nothing; 2 bad command line (also a value beyond its limit, a date that is not one); 3 bad input (a file that cannot be read, a rule file, FEN, move or number that does not read), with a one-line located message.
help-trongtai-arg-lang = The language of what is written for people (reports, errors): `vi` or `en`. Default: the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`: `vi_VN.UTF-8` speaks Vietnamese), else English. JSON keeps codes. `docs` writes only this language's pages when it is given

## moves.

help-moves = Print the legal moves of a position, sorted, on one line (chess in UCI, xiangqi in Fairy-Stockfish coordinates)
help-moves-arg-rules = Rulebook id (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`) or path to a rule file
help-moves-arg-fen = The position, in FEN (xiangqi as Fairy-Stockfish writes it)
help-moves-arg-batch = Read one FEN per line on standard input and print one line of moves per FEN

## perft.

help-perft = Count the leaves of the move tree (perft); the count is on the last line
help-perft-arg-rules = Rulebook id or path to a rule file
help-perft-arg-fen = The position, in FEN; the game's initial position if left out
help-perft-arg-depth = How many plies deep to count (at most 64, see the Limits section of README.md)
help-perft-arg-divide = Also print the count below each first move

## status.

help-status = Tell whether a position is ongoing, checkmate, stalemate or a drawn ending, with the result the rulebook gives and the articles applied
help-status-arg-rules = Rulebook id or path to a rule file
help-status-arg-fen = The position, in FEN

## replay.

help-replay = Replay scenario files through the arbiter and compare their verdicts
help-replay-arg-paths = Scenario files or directories (searched for `.ron` files)
help-replay-arg-rules = Run every scenario under this rulebook instead of its own; only scenarios written for it (or declaring `holds_for` it) are compared
help-replay-arg-json = Print one JSON verdict object per scenario instead of the report

## rules.

help-rules = Check, show and describe rulebooks
help-rules-check = Load and validate rulebooks (every shipped one if no path is given)
help-rules-check-arg-paths = Rulebook ids or paths to `.ron` files
help-rules-show = Show every value of a rulebook with its article, the file that set it and its dates; values a local regulation changed are marked `*` with the national value below
help-rules-show-arg-rulebook = A rulebook id (`fide-2001`) or a path to a `.ron` file
help-rules-show-arg-on = Resolve the dated values of local regulations on this date (YYYY-MM-DD); without it, each takes its latest version
help-rules-show-arg-format = How values are written: `text` says them for people ("15 minutes", "40 moves in 90 minutes, +30 seconds per move") in the language of `--lang`, `ron` as a rule file writes them, `json` one object with every resolved value, its article and file (`trongtai schema rules`)
help-rules-show-arg-history = Instead of the listing, the history of one value (a path as the listing prints it, `draws.automatic_repetition`) along the editions of the law up to this rulebook: what each edition said, the article it cites there, where it changed
help-rules-for = Say which rulebook judges a game played on a date at a time control, and why: the edition of the law in force that day, then the appendix (rapid, blitz) its time class gives
help-rules-for-arg-date = The day the game is played (YYYY-MM-DD)
help-rules-for-arg-game = The game (`chess`, `xiangqi`)
help-rules-for-arg-time-control = The time control: minutes, then the increment in seconds (`15+10`, `90+30`, `60`); or a PGN `TimeControl` tag value in seconds with `--pgn`
help-rules-for-arg-pgn = Read `--time-control` as a PGN `TimeControl` tag (`900+10`, `40/5400+30:1800+30`)
help-rules-schema = Print the JSON Schema of rulebook files (or of game definitions)
help-rules-schema-arg-game = The schema of game definitions instead

## pairings.

help-pairings = Print the Berger round-robin table (or a seeded knock-out bracket) for a number of players
help-pairings-arg-players = Number of players (2 to 1000); an odd field gets a bye number, as in the law's tables
help-pairings-arg-format = Output format
help-pairings-arg-knockout = A seeded knock-out bracket instead of a round robin (byes to the top seeds; seeds 1 and 2 can only meet in the final)

## coverage.

help-coverage = Per rulebook, every article of the law with the scenarios that cite it, and the machine-checkable articles neither covered nor excluded (exit 1 if there are any)
help-coverage-arg-rules = Only this rulebook (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`)
help-coverage-arg-uncovered = Print only the machine-checkable articles neither covered nor excluded, and the totals
help-coverage-arg-root = The repository root (with `rules/articles/` and `scenarios/`); default: the current directory or the nearest ancestor that has them

## adjudicate.

help-adjudicate = Replay game archives (chess PGN, xiangqi ICCS PGN or JSON lines) under a rulebook: the first illegal move, whether the recorded result agrees with the final position, and the draw claims that became available
help-adjudicate-arg-rules = Rulebook id (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`) or path to a rule file
help-adjudicate-arg-by-tags = Pick each game's rulebook from its PGN `Date` and `TimeControl` tags, as `trongtai rules for` does: the edition of the law in force that day and the appendix of its time control. A game whose tags pick none is not judged, and its line says why
help-adjudicate-arg-game = With `--by-tags`: the game whose law is picked
help-adjudicate-arg-time-control = With `--by-tags`: the time control of games without a `TimeControl` tag, in minutes and increment seconds (`90+30`)
help-adjudicate-arg-files = Archive files: PGN (SAN for chess, ICCS for xiangqi) or JSON lines (coordinate moves), plain or compressed with gzip, zstd or bzip2 (`.pgn.gz`, `.pgn.zst`, `.bz2`: told by the file's first bytes); `-` is standard input
help-adjudicate-arg-json = One JSON object per game, then a summary object
help-adjudicate-arg-threads = Worker threads (default: the number of cores; at most eight per core)

## impact.

help-impact = What a rule change would change: run a base and a candidate rulebook over the scenario library and game archives, and report the changed values, the transition matrix of rulings, every changed verdict with its diff, and a receipt of the inputs' hashes
help-impact-arg-base = The rulebook in force: an id (`fide-2001`) or a path to a rule file
help-impact-arg-candidate = The rulebook proposed: an id or a path to a rule file (for instance a local regulation that extends the base)
help-impact-arg-scenarios = Scenario directories or files (default: `scenarios` here, else the scenario library embedded in the binary)
help-impact-arg-on = Resolve the dated values of local regulations on this date (YYYY-MM-DD), for both rulebooks; without it, each takes its latest version
help-impact-arg-base-on = The date for the base only (overrides `--on`): compare two seasons of one regulation
help-impact-arg-candidate-on = The date for the candidate only (overrides `--on`)
help-impact-arg-no-scenarios = Compare no scenarios (only archives)
help-impact-arg-archive = Game archives to replay under both rulebooks (as `trongtai adjudicate` reads them)
help-impact-arg-format = How the report is written; values in the table and Markdown reports are said in the language of `--lang` ("15 phút" / "15 minutes"), `json` keeps them as a rule file writes them
help-impact-arg-output = Write the report to this file instead of standard output: a regular file atomically (a temporary file, then a rename), through a symbolic link, or into a device or FIFO
help-impact-arg-threads = Worker threads for the archives (default: the number of cores)

## docs.

help-docs = Write the reference site (HTML and Markdown, Vietnamese and English) of rulebooks, shipped or your own files, from the binary alone
help-docs-arg-rules = Rulebook ids or paths to `.ron` files (a local regulation outside the repository); each comes with the shipped rulebooks it extends. Without any, every shipped rulebook
help-docs-arg-out = The directory to write the site into: a new or empty one, or one an earlier `trongtai docs` wrote (it keeps a manifest, `.trongtai-docs-manifest`). Only files it wrote and nobody changed since are replaced or removed; a folder holding anything else is refused
help-docs-arg-repo = Read the law texts, labels and scenarios from this checkout instead of the copies embedded in the binary (the scenarios citing each article are listed then)
help-docs-arg-glyphs = How xiangqi pieces are written on the diagrams: `latin` (the FEN letters, as the FEN and notation beside them; the default), `vi` (the letters of XQ99 11.2: Tg, S, T, X, P, M, B) or `zh` (the characters on the pieces, 帥/將 …; the reader needs a CJK font)

## completions.

help-completions = Print a shell completion script (bash, zsh, fish, elvish, powershell) to standard output, e.g. `trongtai completions bash > /etc/bash_completion.d/trongtai`
help-completions-arg-shell = The shell

## man.

help-man = Print a manual page (roff) to standard output: the command's (`trongtai man > trongtai.1`) or a subcommand's (`trongtai man rules show`); with `--out DIR`, write the pages of the command and of every subcommand into DIR (`trongtai-replay.1`, …)
help-man-arg-command = The subcommand whose page is printed (`replay`, `rules show`)
help-man-arg-out = Write every page into this directory instead (created if missing; only trongtai's own pages are replaced, and a file of a page's name that is not one is refused)

## schema.

help-schema = Print the JSON Schema of a command's JSON output (`replay`, `adjudicate`, `impact`, `pairings`, `rules` for `rules show --format json`), as committed under `schemas/`
help-schema-arg-name = Which output

## clap's own words, said in Vietnamese in their place (in English clap says them itself).

help-flag-help = Print help
help-flag-version = Print version
help-help = Print this message or the help of the given subcommand(s)
help-help-arg-subcommand = Print help for the subcommand(s)
help-heading-usage = Usage:
help-heading-arguments = Arguments
help-heading-options = Options
help-heading-commands = Commands
# $values - the values, joined by commas
help-possible-values = [possible values: { $values }]
# $values - the default value(s)
help-default = [default: { $values }]

## The section titles of the manual pages (`trongtai man`), as clap_mangen writes them.

help-section-name = NAME
help-section-synopsis = SYNOPSIS
help-section-description = DESCRIPTION
help-section-extra = EXTRA
help-section-version = VERSION
help-section-authors = AUTHORS
