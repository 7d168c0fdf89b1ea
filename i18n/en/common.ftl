### Words every part of trongtai shares: why a file could not be read or written, and the
### problems of a catalogue a federation ships beside its regulation.

## Files. An I/O error in words (the system's own message is English).

io-not-found = it does not exist
io-permission-denied = permission denied
io-is-a-directory = it is a directory, expected a file
io-not-a-directory = a part of the path is not a directory
io-already-exists = it already exists
io-not-utf8 = it is not UTF-8 text
io-storage-full = the disk is full
io-read-only = the file system is read-only
io-broken-pipe = the reader went away
io-truncated = it ends too early
# $code (Number) - the system's error number
io-os-error = system error { $code }
io-other = the system refused

## A federation's catalogue (`my-province.vi.ftl` beside `my-province.ron`).

# $kind - the Fluent parser's name for the problem
catalogue-syntax = this line is not Fluent ({ $kind }), expected `id = words` or a comment
catalogue-twice = `{ $id }` is defined twice, expected each message once
# $lang - the catalogue's language code
catalogue-unknown = `{ $id }` is not a message or term of trongtai, expected one the shipped catalogues have (i18n/{ $lang }/*.ftl)
# $vars - the variables the message is given, listed
catalogue-variable = `{ $id }` uses `${ $var }`, which trongtai does not give it, expected one of { $vars }
catalogue-no-variables = `{ $id }` uses `${ $var }`, but trongtai gives this message no variable

## Lists and names shown as written.

# $text - names or values as a file writes them (a list of ids in backticks)
verbatim = { $text }
# An empty list, where a list of names was expected.
list-nothing = nothing

## Threads (crates/archive).

# $asked - the number asked, as written (it may be beyond any count); $limit, $per_core, $cores (Number)
threads-too-many = { $asked } threads asked, expected at most { $limit } ({ $per_core } per core, { $cores } cores here)
