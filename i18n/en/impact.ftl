### The impact report (`trongtai impact`, crates/impact/src/render.rs and words.rs). Its JSON
### keeps the English forms of rulings and notes; the table and Markdown use these words.

impact-base = base
impact-candidate = candidate
# $side (Text) - impact-base or impact-candidate; $rules - the rulebook's id: one side of a diff
impact-diff-label = { $side } ({ $rules })
impact-not-set = (not set)
# $candidate, $base - the rulebooks (id, version, date); $game - the game's id
impact-table-title = impact of { $candidate } (candidate) against { $base } (base), game { $game }
# $count (Number)
impact-changed-values = changed values ({ $count })
impact-col-path = path
impact-col-count = count
impact-scenarios = scenarios
impact-archive-games = archive games
impact-could-not-run = could not run
impact-expectation = expectation
impact-receipt = receipt
impact-receipt-engine = engine
impact-receipt-rules = rules
impact-receipt-scenarios = scenarios
impact-receipt-archive = archive
impact-receipt-scenario-files = files: SHA-256 of their sha256sum listing; each in --format json
# $bytes (Number) - bytes read from standard input
impact-standard-input = - (standard input, { $bytes } bytes read)
# $id, $version - the rulebook; $date - the day its local values were resolved on
impact-book-on = { $id } { $version } on { $date }
# $compared (Number), $changed (Number)
impact-summary = { $compared } compared, { $changed } changed
# $summary - what comes before; $count (Number)
impact-summary-articles-only = { $summary } ({ $count } only in the articles cited)
# $count (Number)
impact-summary-fitted = { $summary }, { $count } with the set-up fitted to a fixed late limit
# $count (Number)
impact-summary-not-run = { $summary }, { $count } could not run
# $id - the rulebook's id; $error - the error as the scenario runner writes it
impact-under-base = under the base ({ $id }): { $error }
impact-under-candidate = under the candidate ({ $id }): { $error }
impact-broken = declared to hold for the candidate, fails under it
impact-articles-only = (only the articles cited differ)
impact-built-without-git = built without git: commit unknown
# $who - impact-base or impact-candidate
impact-holds-undeclared = not declared for the { $who }
impact-holds = holds under the { $who }
impact-holds-fails = FAILS under the { $who }
# $chosen - the scenario's late limit; $role - impact-base or impact-candidate; $fixed - the
# rulebook's limit; $article - the article fixing it
impact-fitted-late-limit = set-up: the late limit of { $chosen } chosen by the scenario yields to the { $role }'s { $fixed } ({ $article })
# $candidate, $base - the rulebooks
impact-md-title = Impact of { $candidate } against { $base }
# $game; $base, $candidate - the files of each, joined
impact-md-files = Game: { $game }. Base files: { $base }. Candidate files: { $candidate }.
# $count (Number)
impact-md-changed-values = Changed values ({ $count })
impact-md-scenarios = Scenarios
impact-md-archive-games = Archive games
impact-md-expectation = Expectation
impact-md-receipt = Receipt
impact-md-engine = Engine
impact-md-file = file
impact-md-scenario-files-digest = scenario files (SHA-256 of their `sha256sum` listing below)
impact-md-scenario-files = scenario files

## A game's findings (words.rs): the English lines are the JSON's.

impact-unreadable = unreadable
impact-illegal-move = illegal move
impact-claimable = claimable
impact-plies = plies
# $ply (Number); $number - the move number; $text - the move as written; $error - why
impact-line-illegal = illegal move: ply { $ply } ({ $number } { $text }): { $error }
# $message - the archive reader's sentence; $recorded, $board - the results recorded and given by
# the board; $check - how they compare (impact-check)
impact-line-result = result: { $message }
# $name - the claim; $ply (Number); $at - the move
impact-line-claimable = claimable: { $name } at ply { $ply } ({ $at })
# $ply (Number); $article - the article that makes the claim available
impact-line-claimable-cited = claimable: { $name } at ply { $ply } ({ $at }; { $article })
# $ply (Number)
impact-line-claimable-automatic = claimable: { $name } at ply { $ply } ({ $at }, drawn automatically)
# $ply (Number)
impact-line-claimable-cited-automatic = claimable: { $name } at ply { $ply } ({ $at }; { $article }, drawn automatically)
# $check - how a game's recorded result compares with its final position
impact-check = { $check ->
        [agrees] agrees
        [disagrees] disagrees
        [undecided] undecided
        [unrecorded] unrecorded
       *[not-checked] not-checked
    }

## The comparison refused.

impact-hashes-lost = the hashes of the archives: a reader failed
# $base, $candidate - the rulebooks' ids; $base_game, $candidate_game - their games' ids
impact-two-games = base `{ $base }` is a { $base_game } rulebook and candidate `{ $candidate }` a { $candidate_game } one, expected two rulebooks of one game
# $n (Number) - how many times
impact-stdin-twice = `-` (standard input) is given { $n } times as an archive, expected it once
# $path - the archive; $read, $now (Number) - bytes
impact-archive-changed = { $path }: { $read } bytes read, but the file now has { $now }: it changed while it was read, expected a file left as it is
