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
