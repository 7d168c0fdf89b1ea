### Why `trongtai docs` cannot make the site (crates/docgen): the file, and what was expected.

# $file - the file; $why (Text) - an io-* message
docs-cannot-read = { $file }:1:1: cannot read ({ $why }), expected a readable file
# $file - the file
docs-not-embedded = { $file }:1:1: not embedded, expected a file listed in crates/docgen/src/assets.rs
# $key - the label's key
docs-label-missing = rules/docs/labels.ron: no label `{ $key }`, expected an entry `"{ $key }": (vi: "…", en: "…")`
# $file - the file; $line, $column (Number) - where the key is given the second time; $key
docs-label-twice = { $file }:{ $line }:{ $column }: label `{ $key }` given twice, expected each key once
# $file - the synonyms file; $group, $terms (Number)
docs-synonyms-few = { $file }: group { $group } has { $terms } terms, expected two or more, none empty
# $file - the synonyms file; $group (Number)
docs-synonyms-uncited = { $file }: group { $group } cites no glossary entry, expected the entry its terms come from
# $file - the synonyms file; $group (Number); $term - the term
docs-synonyms-twice = { $file }: group { $group }: `{ $term }` is in another group too, expected each term once
# $a, $b - the ids site.ron names
docs-cannot-compare = rules/docs/site.ron: cannot compare `{ $a }` with `{ $b }`, expected two rulebook ids
# $first, $second - the two files; $id - the id they share
docs-same-id = { $first } and { $second } both have the id `{ $id }`, expected one file per id (the site has one page per rulebook id)
# $game - the game's id; $why (Text) - why it does not compile
docs-game = game `{ $game }`: { $why }
