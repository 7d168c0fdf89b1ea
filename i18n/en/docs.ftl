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
# Why `trongtai docs` will not write into a folder (crates/docgen/src/write.rs); $dir - the folder
docs-site-not-a-folder = { $dir }: not a folder, expected a folder to write the site into
# $found - some of the files found; $more (Text) - docs-site-more or nothing; $manifest - the manifest's name
docs-site-not-ours = { $dir }: the folder holds files trongtai docs did not write ({ $found }{ $more }), and no manifest ({ $manifest }); expected a new or empty folder, or one written by trongtai docs. Nothing was written or removed
# $found (Text) - the paths in the way (docs-conflict-item); $more (Text) - docs-site-more or nothing
docs-site-conflicts = { $dir }: the site would overwrite what trongtai docs did not write: { $found }{ $more }; expected those paths free, or as trongtai docs left them. Nothing was written or removed
# $path - the manifest; $message - what is wrong with it
docs-site-bad-manifest = { $path }: { $message }; expected the manifest trongtai docs writes (it lists the files it may replace or remove). Nothing was written or removed
# $path - the file; $message - what failed
docs-site-io = { $path }: { $message }
# $n (Number) - the items of a list not shown
docs-site-more = { " " }and { $n } more
# $path - a path in the site's way; $why (Text) - docs-conflict-*
docs-conflict-item = { $path } ({ $why })
docs-conflict-not-written = not written by trongtai docs
docs-conflict-changed = changed since trongtai docs wrote it
docs-conflict-link = a symbolic link, which is not followed
docs-conflict-folder = a folder where the site has a file
docs-conflict-other = not a regular file or a folder
