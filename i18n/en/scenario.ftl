### What the scenario loader says of a scenario file that does not read (crates/scenario):
### located `path:line:column: message`, lower case, saying what was expected.

# $end_line (Number)
scenario-string-runs-on = this string runs on to line { $end_line } and the text after it does not read; expected a `"` at the end of the string (is it closed?)
scenario-string-open = a string is not closed, expected `"` at its end
scenario-not-a-name = `{ $token }` is not a name, expected an identifier (a field or a variant such as `Minutes`)
# $max - the largest whole number there (as written); $count (Number) - the limit of a count
scenario-integer-out-of-bounds = integer `{ $token }` is out of bounds, expected a whole number from 0 to { $max } (and within the limits of README.md: counts up to { $count }, spans of time up to 1000 hours)
# $forms - the variants, quoted
scenario-not-a-duration = `{ $token }` is not a Duration, expected a `Duration` like `Minutes(..)`: one of { $forms }
# $outer - the type's name; $forms - its variants, quoted
scenario-not-a = `{ $token }` is not a { $outer }, expected a `{ $outer }`: one of { $forms }
# $forms - the variants, quoted
scenario-not-a-variant = `{ $token }` is not a variant, expected a variant: one of { $forms }

## The runner: what it cannot run.

# $path - the path named
scenario-no-such-path = { $path }: no such file or directory
scenario-not-a-scenario-file = { $path }: not a scenario file, expected a `.ron` file or a folder of them
scenario-rules-file-with-overrides = a case that carries its rule file (`rules_file`) cannot also change values with `overrides`: write the changes into the rule file
# $file - the rule file looked for; $folder - the case file's folder
scenario-no-rule-file = no rule file `{ $file }` (file not found): a rule file a case names is looked up relative to the case file's own folder ({ $folder }), not to the current directory; keep the two together, or export the case from the desk, which carries its rule file inside it (`rules_file`)
scenario-overrides-need-id = inline overrides need a shipped rulebook id
# $file - the rule file carried; $sha256 - the hash the case records
scenario-carried-changed = the rule file `{ $file }` carried in the case does not match its SHA-256 ({ $sha256 }): it was changed after the case was written; replay it beside the rule file instead, or export the case again
# $game - the other rulebook's game; $own - the scenario's game
scenario-holds-for-other-game = `holds_for` names a { $game } rulebook, expected one of the scenario's game ({ $own })
# $file - the rule file's name; $id - its stem, a shipped rulebook's id
scenario-shipped-name = { $file }: a shipped rulebook is called `{ $id }`; save your file under another name

## Blessing (TRONGTAI_BLESS=1): the expectation of a scenario rewritten with its verdict
## (crates/scenario/src/bless.rs).

# $path - the scenario file
bless-done = blessed { $path }
# $path - the scenario file; $error - why it cannot be rewritten
bless-cannot = { $path }: cannot bless: { $error }
bless-no-expect = no `expect:` field in the scenario, expected one to rewrite
bless-not-own-line = the `expect:` field does not start its line, expected it on a line of its own
bless-no-end = the value of `expect:` does not end, expected `,` or `)` after it
# $n (Number) - how many
bless-several = { $n } `expect:` fields in the scenario, expected one
# $line (Number)
bless-comment = the value of `expect:` (line { $line }) holds a comment, which rewriting it would lose; expected the new verdict written by hand
