# Errors of a replay the arbiter cannot start or go on with (crates/arbiter/src/error.rs):
# $message (Text) - what is wrong
arbiter-setup = set-up: { $message }
# $index (Number) - the event, from 0; $message (Text) - what is wrong
arbiter-event = event { $index }: { $message }
# $id - a piece kind the rulebook names
arbiter-unknown-piece = `draws.perpetual_chase` names the piece `{ $id }`, which the game does not define
# $zone - a zone the rulebook names
arbiter-unknown-zone = `draws.perpetual_chase` names the zone `{ $zone }`, which the game does not define
# $name - the time control asked for; $known (Text) - the rulebook's time controls
arbiter-unknown-time-control = unknown time control `{ $name }`, expected one of { $known } or Custom(...)
# $ms (Number) - the time per player; $n (Number) - increments counted
arbiter-game-of = a game of { $ms } ms per player (the first period's time plus { $n } times its increment)
# $what (Text) - the game (arbiter-game-of); $other, $other_article - the rulebook that judges it and
# its article; $law, $article - this rulebook and its article
arbiter-judged-by = { $what } is judged by `{ $other }` ({ $other_article }), not by `{ $law }` ({ $article }): replay it with --rules { $other } or set `rules: "{ $other }"`
# $what (Text) - the game (arbiter-game-of); $law, $article - the rulebook and its article
arbiter-not-governed = { $what } is not one `{ $law }` governs ({ $article })
# $fixed (Number), $asked (Number) - milliseconds; $article - the law's article
arbiter-late-fixed = this law fixes the late limit at { $fixed } ms (article { $article }), not { $asked } ms
# $asked (Number) - milliseconds; $article - the law's article; $choices - the limits it allows
arbiter-late-not-allowed = late limit of { $asked } ms is not one the law allows (article { $article }): { $choices }
# $result - the result; $reason - its reason code; $article - the article applied
arbiter-ended-at-setup = the game ended at set-up ({ $result } { $reason }, { $article }): no event can follow
# $name - the side named; $first, $second - the game's sides
arbiter-unknown-side = unknown side `{ $name }`, expected `{ $first }` or `{ $second }`
arbiter-awaits-decision = a quickplay-finish claim awaits the arbiter's decision: expected Decide(...)
arbiter-no-offer = no draw offer to accept
# $written - the move written; $side - the side that moved
arbiter-not-pressed = `{ $written }`: { $side } has not pressed the clock after moving
arbiter-press-without-move = the clock is pressed but no move was made
# $first (Number), $second (Number) - the counts given; $halfmove (Number) - the FEN's field; $article - the law's article
arbiter-count-disagrees = move_count ({ $first }, { $second }) does not agree with the FEN's halfmove field { $halfmove } (article { $article })
# $halfmove (Number) - the FEN's field; $article - the law's article
arbiter-count-captures-only = the FEN's halfmove field is { $halfmove }, but this law's count (article { $article }) resets on captures only, which the field cannot say: give the count already run as `move_count: Some((<first side>, <second side>))` in the set-up
# $article - the law's article
arbiter-checks-not-capped = checks_counted is set, but this law does not cap the checks in its count (article { $article })
# $first (Number), $second (Number) - the checks given; $cap (Number) - the law's cap; $article - its article; $count_first (Number), $count_second (Number) - the count
arbiter-checks-beyond = checks_counted ({ $first }, { $second }) must be at most { $cap } each (article { $article }) and within move_count ({ $count_first }, { $count_second })
# $id - the rulebook
arbiter-cannot-record-refused = rulebook `{ $id }` has no arrangement for players who cannot record (`conduct.scoresheet.cannot_record`): `cannot_record` is refused
# $name - the side named; $first, $second - the game's sides
arbiter-cannot-record-side = `cannot_record`: unknown side `{ $name }`, expected `{ $first }` or `{ $second }`
# $id - the rulebook
arbiter-no-two-hands = rulebook `{ $id }` does not penalise a move made with two hands (`conduct.illegal_move.clauses.two_hands`)
arbiter-nothing-observed = the arbiter observes nothing to act on: no completed illegal move awaits him (under a law that rules illegal moves when they are found, they are ruled at once)
arbiter-no-sealed-move = resumption without a sealed move
arbiter-no-explanation-awaited = no wrongly written sealed move awaits an explanation
# $side - the side that abandons
arbiter-not-adjourned = { $side } abandons, but the game is not adjourned (no sealed move is waiting)
# $id - the offence asked for; $rulebook - the rulebook; $known (Text) - its offences
arbiter-unknown-offence = offence `{ $id }` is not in rulebook `{ $rulebook }`, expected one of { $known }
# $kind - the irregularity asked for; $rulebook - the rulebook; $known (Text) - its irregularities
arbiter-unknown-irregularity = irregularity `{ $kind }` is not in rulebook `{ $rulebook }`, expected one of { $known }
# $name - the square named
arbiter-no-square = `{ $name }` is not a square of this board
# $square - the square named
arbiter-nothing-to-touch = no piece on { $square } to touch
arbiter-nothing-to-displace = no piece on { $square } to displace
arbiter-not-empty = { $square } is not an empty square to land on
# $error (Text) - why the board is not a position
arbiter-displaced-not-position = the displaced board is not a position: { $error }
arbiter-nothing-to-restore = no displaced piece to restore
arbiter-moved-since-displaced = moves were made since the pieces were displaced: that is for the arbiter (DisplacementFound)
arbiter-nothing-to-find = no displaced piece to find
# $author - the side that made it; $written - the move; $other - the side to move next; $article - the clause; $why - why the position cannot be played on
arbiter-stands-unplayable = { $author }'s illegal move { $written } stands once { $other } moves (article { $article }), but the game cannot go on from the position it made: { $why }; a claim (Claim(kind: IllegalMove)) before moving is judged
# $id - the rulebook; $article - the article of clock.quickplay_finish
arbiter-no-increment-request = rulebook `{ $id }` has no request for an increment (`clock.quickplay_finish`: { $article })
arbiter-increment-needs-clocks = a request for an increment needs clocks: the set-up has no time control
# $id - the rulebook
arbiter-no-increment-request-here = rulebook `{ $id }` has no request for an increment
arbiter-grant-or-reject = a request for an increment is granted or rejected: expected Decide(Grant) or Decide(Reject)
arbiter-only-increment-granted = only a request for an increment is granted: expected Draw, Postpone(...) or Reject
arbiter-no-claim-to-decide = no quickplay-finish claim to decide
# $id - the rulebook
arbiter-no-quickplay-here = rulebook `{ $id }` has no quickplay-finish claim
# $side - the claimant
arbiter-already-postponed = { $side }'s claim is already postponed: the arbiter declares its result (Draw or Reject)
# $id - the rulebook; $article - the article of clock.quickplay_finish
arbiter-no-quickplay = rulebook `{ $id }` has no quickplay-finish claim (`clock.quickplay_finish`: { $article })
arbiter-quickplay-needs-clocks = a quickplay-finish claim needs clocks: the set-up has no time control
# $first, $then - the two moves written
arbiter-two-moves-same-piece = `{ $first }` then `{ $then }`: expected two different moves of the same piece
# $first - the move written; $error (Text) - why it is not legal
arbiter-first-not-legal = `{ $first }` is not a legal move ({ $error }): a piece left on a square by an illegal move is `Move`
# $written - the move written
arbiter-no-castling = `{ $written }`: this game has no castling
arbiter-not-castling = `{ $written }` is not a castling move
