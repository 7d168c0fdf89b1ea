### What the arbiter rules (crates/arbiter/src/said): one message per ruling. This English is
### also the record's text (a ruling's `text` in JSON), with the sides by their ids and times in
### milliseconds; for people the sides have their names and times their largest whole unit.
###
### Variables: $side - the side the sentence is about; $opponent - its opponent; $time, $limit,
### $at, $left, $below - times, said; moves and squares as the event log writes them.

## The board.

said-setup-checkmated = { $side } is checkmated at set-up
said-setup-no-move = { $side } has no legal move at set-up and is not in check
# $ending - the id of a drawn ending of the law's list
said-setup-drawn-ending = the set-up is the drawn ending `{ $ending }`
said-checkmated = { $side } is checkmated
said-no-move = { $side } has no legal move and is not in check
said-drawn-ending = drawn ending `{ $ending }`

## Repetition.

# $prohibited - the forbidden repetition, said (said-prohibited-*); $how - how it went on
said-forbidden = { $prohibited } ({ $how })
# $times (Number)
said-persisted-occurred = the position has occurred { $times } times and the side does not vary
said-persisted-refused = { $side } refuses the order to vary
# $times (Number)
said-repeated-neither-varies = the position has occurred { $times } times and neither side varies
said-ordered-to-vary = { $prohibited }: the arbiter orders { $side } to vary
said-need-not-vary = { $prohibited }: { $side } need not vary
said-no-prohibition = { $side } breaks no prohibition in this repetition and need not vary
said-not-ordered-to-vary = { $side } was not ordered to vary: the refusal changes nothing
said-checks-perpetually = { $side } checks perpetually
# $target - the chased piece; $square - its square; $with - the chasing pieces, joined
said-chases-perpetually = { $side } chases the { $target } on { $square } perpetually (with { $with })
# Two things at once: two sides' conduct, two chasing pieces.
said-and = { $first } and { $second }
# $conduct - what the sides do
said-prohibited-loses = { $conduct }: { $side } must vary and, not varying, loses
said-prohibited-drawn = { $conduct }: drawn

## Offers.

said-offer-void-absent = { $side } is not at the board: a draw offered in his name is void
said-offer-when-lost = { $side } is being checkmated or left without a move and may not offer a draw
said-offer-warned = { $side } offers a draw while the opponent is thinking and is warned
said-offers = { $side } offers a draw
said-nothing-to-accept = the offer was void: there is nothing to accept
said-accepts = { $side } accepts the draw offered by { $opponent }
said-declines = { $side } declines the draw offer
said-declines-by-moving = { $side } declines the draw offer by moving

## Draw claims.

said-repetition-claim-no-effect = under this law the arbiter rules repetitions himself; the claim has no effect
# $times (Number)
said-repetition-granted = { $side } claims a repetition: the position occurs { $times } times, drawn
# $times (Number)
said-repetition-granted-intended = { $side } claims a repetition on the intended move { $intended }: the position occurs { $times } times, drawn
# $times (Number)
said-repetition-refused = { $side } claims a repetition: the position occurs only { $times } times
# $times (Number)
said-repetition-refused-intended = { $side } claims a repetition on the intended move { $intended }: the position occurs only { $times } times
# $needed (Number) - the law's count; $first (Number), $second (Number) - each side's count
said-move-count-granted = { $side } claims the { $needed }-move rule: { $first } and { $second } moves without reset, drawn
# $needed (Number); $first (Number); $second (Number)
said-move-count-granted-intended = { $side } claims the { $needed }-move rule on the intended move { $intended }: { $first } and { $second } moves without reset, drawn
# $needed (Number); $first (Number); $second (Number)
said-move-count-refused = { $side } claims the { $needed }-move rule: only { $first } and { $second } moves
# $needed (Number); $first (Number); $second (Number)
said-move-count-refused-intended = { $side } claims the { $needed }-move rule on the intended move { $intended }: only { $first } and { $second } moves
said-claim-is-offer = { $side }'s claim counts as a draw offer
said-wrong-claim-time-added = the claim is incorrect: { $time } added to { $side }'s time
said-wrong-claim-exhausted = the claim is incorrect: { $time } charged to { $side }, whose time is exhausted
said-wrong-claim-charged = the claim is incorrect: { $time } charged to { $side }
said-must-play-intended = { $side } must play the intended move { $intended }
said-claim-unwritten = { $side } claims on a move he has not written on his scoresheet: the claim is not valid
said-claim-unproven = { $side } claims on a move written on a scoresheet that cannot serve as evidence: the claim is not valid
said-intended-not-shown-written = the intended move is not shown to be written before the claim
said-clocks-stand-for-check = both clocks stand still for the { $time } the arbiter takes to check the claim
said-claim-withdrawn = { $side } withdraws his claim: it is not ruled
said-claim-not-withdrawable = { $side } may not withdraw his claim: it is ruled as made

## Result by a player.

said-resigns = { $side } resigns
said-both-late = both players arrived more than { $limit } after the start
said-late = { $side } arrived { $at } after the start, later than { $limit }
said-plays-on-after-arriving = { $side } arrived { $at } after the start, within { $limit }: he plays on, his clock having run
said-plays-on-after-arriving-no-limit = { $side } arrived { $at } after the start of the session; the limit does not apply here: he plays on
said-period-completed = { $side } completed the moves of the period: the next period's time is added to his clock

## The clock.

said-flag-claimed = { $side } claims that { $opponent }'s flag has fallen
said-both-flags-down = both flags are down: drawn
said-flag-claim-own-down = { $side } claims on time, but his own flag is down
said-flag-claim-none-down = { $side } claims on time, but no flag is down
said-move-incomplete = { $side }'s move is not complete: the clock was not pressed before the flag fell
said-flag-fell-cannot-win = { $side }'s flag fell, but { $opponent } cannot win: drawn
# $evidence - why the opponent cannot win (said-mate-*, said-evidence-each)
said-flag-fell-cannot-win-because = { $side }'s flag fell, but { $opponent } cannot win ({ $evidence }): drawn
said-flag-fell = { $side }'s flag fell: { $side } loses on time
said-repeated-check-uncounted = a repeated check by { $side } does not count towards the time control
said-time-added = { $time } added to { $side }'s time

## Endings with a cause.

# $cause - the ruling that causes the loss
said-lost = { $cause }: { $side } loses
said-cannot-win = { $side } cannot win: drawn
said-cannot-win-because = { $side } cannot win ({ $evidence }): drawn
said-penalty-exhausts = the penalty exhausts { $side }'s time
said-loses-game = { $side } loses the game
# $count (Number); $kind - technical or conduct
said-error-limit = { $side } has made { $count } { $kind ->
        [technical] technical
       *[conduct] conduct
    } errors and loses
# Why a side cannot checkmate, as the engine proved it.
said-mate-no-checker = no piece that can give check
# $frozen (Number) - pieces that can never move
said-mate-separated = no piece can ever attack a square the opponent's royal piece can reach ({ $frozen } pieces can never move)
said-mate-no-mating-net = no placement of its pieces can check and cover every flight square
said-mate-no-winning-placement = no placement of the pieces on squares they can ever reach wins by leaving the opponent without a legal move
# $moves (Number)
said-mate-after-every-move = after each of the { $moves } legal moves of the side to move, it still cannot win
# $positions (Number)
said-mate-exhausted = all { $positions } reachable positions searched, none is a checkmate
# $first, $second - the sides; $first_reason, $second_reason - why each cannot win
said-evidence-each = { $first }: { $first_reason }; { $second }: { $second_reason }

## Adjournment.

said-seals = the game is adjourned; { $side } seals a move
said-envelope-waits = { $side } is not at the board: his clock is started and the envelope stays sealed until he arrives
# $sealed - the sealed move as written
said-sealed-stands-abandoned = the sealed move { $sealed } stands, and { $side } has abandoned the game
said-sealed-illegal = the sealed move `{ $sealed }` is illegal
said-sealed-names-no-move = the sealed entry `{ $sealed }` names no move
said-sealed-ask-explain = the sealed entry `{ $sealed }` names no move: { $side } is asked to explain it
said-sealed-wrong-and-abandoned = { $side } sealed a wrong move and { $opponent } abandoned the game: both lose
said-explained = { $side } explains the sealed entry as { $as_move }, and the arbiter accepts it
said-unexplained = { $side } cannot explain the sealed entry `{ $sealed }`
said-abandons = { $side } abandons the adjourned game and loses
said-abandons-envelope-opened = { $side } abandons the adjourned game: the envelope is opened all the same

## Displaced pieces.

# $who - the side, or said-a-player; $from - the square; $place - said-onto or said-off-board
said-displaces = { $who } displaces the piece on { $from } ({ $place })
said-displaces-own-time = { $who } displaces the piece on { $from } ({ $place }): he restores it on his own time
said-a-player = a player
said-the-player = the player
said-off-board = off the board
said-onto = onto { $square }
said-restores = { $who } restores the displaced pieces
said-displaced-no-rule = pieces are found displaced: the law has no rule, play goes on from the board
said-displaced-reinstated = pieces are found displaced: the position before the irregularity is reinstated, { $side } to move
# $first (Number), $second (Number) - the moves each side completed
said-setup-claim-too-late = { $first } and { $second } moves have been completed: a claim about the set-up is no longer accepted, play goes on

## Quickplay finish.

said-quickplay-not-to-move = { $side } claims a draw under the quickplay finish, but only the player having the move may claim
said-quickplay-flag-down = { $side } claims a draw under the quickplay finish after his flag has fallen: too late
said-quickplay-not-a-finish = { $side } claims a draw under the quickplay finish, but his period still has a move quota: the game is not in a quickplay finish and no claim lies
said-quickplay-with-increment = { $side } claims a draw under the quickplay finish in a period with an increment: no claim lies
said-quickplay-time-left = { $side } claims a draw under the quickplay finish with { $left } left, not less than { $below }: no claim lies
said-quickplay-claim = { $side } claims a draw with { $left } left, before his flag falls: the arbiter decides
said-quickplay-postponed-drawn = the arbiter declares the result of { $side }'s postponed claim: drawn
said-quickplay-granted = the arbiter grants { $side }'s claim: drawn
said-quickplay-postponed = the arbiter postpones his decision on { $side }'s claim; the game goes on
said-quickplay-rejected = the arbiter rejects { $side }'s claim
said-flag-fell-claim-postponed = { $side }'s flag has fallen with his claim postponed: the arbiter declares the result

## The scoresheet.

# $notation - the notation's id
said-notation-allowed = { $side } keeps his scoresheet in { $notation } notation, as the law allows
said-notation-other = { $side } keeps his scoresheet in { $notation } notation, not the law's
said-notation-other-no-evidence = { $side } keeps his scoresheet in { $notation } notation, not the law's: it cannot serve as evidence
said-no-recording-duty = { $side } need not record moves in this kind of game
said-cannot-record-confirmed = the organisers confirmed beforehand that { $side } cannot record: no offence
said-no-recording-this-period = { $side } need not record moves in this period of the time control
said-too-little-time-to-record = { $side } has too little time left to record moves
# $moves (Number)
said-unrecorded = { $side } has { $moves } moves unrecorded: no offence yet

## Moving a piece.

# $first - the move first made; $then - the move it was changed to
said-move-stands-released = { $side } released the piece on the square of { $first }: that move stands and cannot be changed to { $then }
said-move-stands-placed = { $side } put the piece on the square of { $first }: even before his hand leaves it, that move stands and cannot be changed to { $then }
said-move-not-released = { $side } had not released the piece on the square of { $first }: his move is { $then }
# $castling - the castling move
said-castle-complete = { $side } has put only his king on its new square: he must complete the castling { $castling }
said-castle-illegal = { $side } has begun the castling { $castling }, which is illegal: his king counts as touched

## Touch-move.

said-touch-cannot-carry-out = { $side } cannot carry out the touch-move obligation: any legal move
said-touch-awaits-request = the arbiter acts on { $side }'s touch only if { $opponent } asks him before moving
said-touch-not-requested = { $opponent } moved without asking the arbiter about { $side }'s touch: the game goes on, the arbiter does not intervene
said-touch-not-proven = { $side }'s touch is neither admitted by him nor witnessed by the arbiter: no sanction on the claimant's word alone
said-plays-as-obliged = { $side } plays { $played }, as the touch-move obligation requires
said-witnesses = the arbiter witnesses { $side }'s touches himself
# $whose - own or opponent; $piece - the piece touched, or said-piece
said-touches = { $side } touches { $whose ->
        [own] his
       *[opponent] the opponent's
    } { $piece } on { $square }
said-piece = piece
said-touch-accidental = { $side } touches { $square } by accident: no obligation
said-adjusts = { $side } adjusts the piece on { $square } after announcing it
said-asks-about-touch = { $side } asks the arbiter about { $opponent }'s touch, which could not be carried out
said-touch-claim-too-late = { $side } claims a touch-move breach after moving himself: too late
said-touch-claim-kept = { $side } claims a touch-move breach, but the last move kept the obligation
said-touch-claim-forfeited = { $side } touched a piece before claiming and has lost the right to claim
# $allowed - the moves allowed, joined by spaces
said-touch-breach-taken-back = { $side }'s move broke the touch-move obligation: it is taken back, and he must play one of { $allowed }

## Illegal moves.

# $played - the move; $number (Number) - which illegal move of the side
said-illegal-move-completes = { $side } makes the illegal move { $played } (illegal move number { $number }): once the clock is pressed it is complete; the opponent may claim before making his own move
# $number (Number)
said-illegal-move-reinstated = { $side } makes the illegal move { $played } (illegal move number { $number }): the position before it is reinstated
said-must-move-from = { $side } must move the piece on { $square } instead
# $number (Number)
said-illegal-move-number = { $side }'s illegal move number { $number }
said-promotion-not-replaced = { $side } pressed the clock with a piece in the promotion zone not replaced ({ $played }): the position is restored
said-illegal-claimed = { $side } claims the illegal move of { $opponent }
said-illegal-claim-too-late = { $side } claims the illegal move { $played } of { $opponent } after making his own move: too late, the illegal move stands and the game goes on
said-illegal-claim-nothing = { $side } claims an illegal move: nothing to rule on
said-illegal-stands = { $opponent } has moved without claiming: { $side }'s illegal move { $played } can no longer be corrected; it stands and the game goes on from the position it made

## Offences and the set-up.

# $offence - the offence's id in the rulebook; $number (Number)
said-offence = { $side }: offence `{ $offence }` number { $number }
said-offence-both = both players: offence `{ $offence }`
said-both-at-fault = both players are at fault: both lose
# $irregularity - the irregularity's id in the rulebook
said-irregular-annulled = irregular set-up `{ $irregularity }`: the game is annulled and a new game is played
said-irregular-play-on = irregular set-up `{ $irregularity }`: play goes on
said-irregular-result-stands = irregular set-up `{ $irregularity }` found after the game: the result stands

# The editions of the FIDE Laws from 2014.
# $times (Number)
said-repeated-automatic = the same position has occurred { $times } times: the game is drawn without a claim
# $moves (Number)
said-move-count-automatic = each player has made { $moves } moves without a pawn move or a capture: the game is drawn without a claim
said-agreement-too-early = an agreement before both players have made a move is not valid: play goes on
# $number (Number)
said-press-without-move = { $side } presses the clock without making a move: penalised as an illegal move (illegal move number { $number })
# $number (Number)
said-two-hands = { $side } made the move with two hands: penalised as an illegal move (illegal move number { $number }); the move stands
said-two-hands-counted-once = { $side }'s illegal move was also made with two hands: it counts as one illegal move
said-illegal-observed = the arbiter observes { $side }'s illegal move before { $opponent } has moved
said-promotion-becomes = { $side } pressed the clock with the piece not replaced in the promotion zone ({ $played }): an illegal move; the piece becomes a { $piece }
said-claim-right-lost-by-touch = { $side } touched a piece before claiming: the right to claim a draw on this move is lost
said-increment-requested = { $side } asks for an increment for both players: this is an offer of a draw
said-increment-granted = the arbiter grants { $side }'s request: both players get { $increment } with every move
said-increment-rejected = the arbiter rejects { $side }'s request for an increment
