### The listing of a rulebook, as `trongtai rules show` prints it (crates/rulebook/src/listing.rs):
### the labels of its lines (padded to one column by the code) and what they say.

show-head-rulebook = rulebook
show-head-title = title
show-head-proposal = proposal
show-head-amends = amends
show-head-law = law
show-head-source = source
show-head-local = local
show-head-basis = basis
show-head-on = on
show-head-game = game
show-head-files = files
show-head-dates = dates
show-head-values = values

## What the rulebook is.

# $status (Text) - the proposal's status (proposal-status-*); $proposer - its name in both
# languages; $illustrative, $submitted, $effective - show-illustrative, show-submitted,
# show-would-apply or nothing
show-proposal = { $status }, proposed by { $proposer }{ $illustrative }{ $submitted }{ $effective }
show-illustrative = {" "}(illustrative example)
show-submitted = , submitted { $date }
show-would-apply = , would apply from, if adopted { $date }
show-edition = { $document }, edition { $edition }
show-decision = , decision { $decision }
show-decision-date = {" "}of { $date }
show-effective = , effective { $date }
show-original = {" "}(the original text: in force from { $date })
# $authority - its name in both languages; $illustrative - show-illustrative or nothing
show-issued-by = issued by { $authority }{ $illustrative }
show-basis-issued = , issued { $date }
# $period - the dates it is in force
show-basis-in-force = , in force { $period }
show-on-date = { $date }: the values in force that day (the law's own where none is)
show-on-latest = no date given: the values as they stand from the latest version, { $latest }; a value an earlier version set runs on, with its own date (--on YYYY-MM-DD to choose a day)
show-files-note = (the rulebook first, then what it extends or amends)
show-dates-proposal-effective = a proposal is in force nowhere; if adopted it would apply from { $date }
show-dates-proposal = a proposal is in force nowhere: its values have no date
show-dates-law = the law's values are in force from { $date }; a local regulation's values give their own
show-dates-none = the law gives no date; a local regulation's values give their own

## The values.

show-values-proposal = (path = value  [article]  (file that set it)  // note; `*` = changed by the proposal, the law's value below it)
show-values = (path = value  [article]  (file that set it[, dates in force])  // note; `*` = changed by a local regulation)
show-overridable = overridable (what the law lets a lower authority change: path  [article]  bounds)
show-versions = versions (every dated value of the local regulation, each running until a later version sets it again or repeals it: path  dates = value  [article])
show-repealed = repealed: the law's value again
show-period-from = from { $date }
show-period-until = until { $date }
# $article - the clause of a claim on a written move
show-on-written-move = ; on a written move: { $article }
show-reading = reading, not text
show-added-to-law = added: the law has no value here
show-law-value = the law's value
show-unchanged-from-law = unchanged from the law
show-added-to-national = added: the national rulebook has no value here
show-national-value = national value
show-unchanged-from-national = unchanged from the national value
show-not-set = (not set)
show-chain = chain

## A proposal's status (also in rules check, the docs and the desk).

proposal-status-proposed = proposal, not in force
proposal-status-comparison = comparison variant, proposed by no body, not in force

## The editions of a law.

show-head-folds = folds
# $edition - the id of the edition amended
show-edition-amends = the edition { $edition }; its values are inherited and re-cited to this edition's numbering (`there` gives the number the setting file wrote)
# $edition - an edition not encoded, folded into this one; $date - its day in force; $note - what it changed
show-folds = edition { $edition } (in force from { $date }): { $note }
# $article - the number the file that set the value wrote
show-there = there { $article }

## The history of a value along the editions (rules show --history).

show-head-history = history
show-history-legend = (edition  in force from: value  [article]  (file that set it); `*` = changed from the edition before)
# $edition - an edition no rulebook encodes; $note - what it changed
show-history-not-encoded = edition { $edition } not encoded: { $note }
show-history-no-value = no such value
