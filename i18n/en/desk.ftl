### The arbiter's desk (crates/desk): the event log in words, one line per event of the case,
### as the scenario format records it (crates/arbiter/src/event.rs). Moves and squares are
### written as the log writes them (coordinate notation: h3e3, e2e4).
###
### Variables: $side - the side the event is about, by its name in the game definition (the
### side to move where the event names none); $played, $moves - moves; $square, $squares,
### $from, $to - squares; $time - a duration, said.

desk-event-moves = moves played, each followed by a clock press: { $moves }
desk-event-moves-one = { $side } plays { $played } and presses the clock
desk-event-play = { $side } thinks for { $time }, plays { $played } and presses the clock
desk-event-move = { $side } plays { $played } and has not pressed the clock yet
desk-event-press = the clock is pressed
desk-event-elapse = { $time } pass on the running clock
desk-event-offer = { $side } offers a draw
desk-event-accept = the draw offer is accepted
desk-event-decline = the draw offer is declined
# $kind - what is claimed, said (desk-claim-*)
desk-event-claim = { $side } claims { $kind }
# $details - the claim's particulars (desk-claim-detail-*), joined
desk-event-claim-with = { $side } claims { $kind } ({ $details })
desk-event-resign = { $side } resigns
desk-event-arrive = { $side } arrives at the board { $time } after the start of the session
desk-event-seal = { $side } seals the move { $played }
desk-event-resume = the adjourned game is resumed
desk-event-explain = the sealed move is explained as { $played }
desk-event-abandon = { $side } abandons the adjourned game
desk-event-order-to-vary = the arbiter orders { $side } to vary
desk-event-refuse-to-vary = { $side } refuses to vary
# $notation - the notation's name as the arbiter saw it written
desk-event-notation = { $side } keeps the scoresheet in the notation `{ $notation }`
desk-event-displace-to = { $side } displaces the piece on { $from } onto { $to }
desk-event-displace-off = { $side } knocks the piece on { $from } off the board
desk-event-displaced-to = the piece on { $from } is displaced onto { $to }
desk-event-displaced-off = the piece on { $from } is knocked off the board
desk-event-restore = the displaced pieces are put back
desk-event-displacement-found = the arbiter finds that pieces have been displaced
desk-event-castle-begun = { $side } begins castling { $played } with the king alone
# $first - the move first put on the board; $then - the move made instead
desk-event-replaced-released = { $side } puts a piece down with { $first }, lets go of it, then plays { $then }
desk-event-replaced-held = { $side } puts a piece down with { $first } without letting go, then plays { $then }
desk-event-touch = { $side } touches the piece on { $square }
desk-event-touch-unordered = { $side } touches the pieces on { $squares } (which first cannot be established)
desk-event-witnessed = the arbiter himself witnesses the touches of { $side }
desk-event-touch-accidental = { $side } touches the piece on { $square } by accident
desk-event-adjust = { $side } announces and adjusts the piece on { $square }
# $offence - the offence's id in the rulebook's list
desk-event-offence = the arbiter finds that { $side } committed the offence `{ $offence }`
# $count (Number)
desk-event-unrecorded = { $side } has not recorded { $count ->
    [one] { $count } move
   *[other] { $count } consecutive moves
}
# $name - the irregularity's id in the rulebook's list
desk-event-irregularity = the arbiter finds an irregular set-up `{ $name }`
desk-event-two-hands = the last move was made with two hands
desk-event-observed = the arbiter sees the illegal move just made
desk-event-decide-draw = the arbiter declares the game drawn
desk-event-decide-postpone = the arbiter postpones his decision
desk-event-decide-postpone-extra = the arbiter postpones his decision and gives the opponent extra time
desk-event-decide-reject = the arbiter rejects the claim
desk-event-decide-grant = the arbiter grants the increment

## What a claim asks, and its particulars.

desk-claim-repetition = a draw by repetition
desk-claim-move-count = a draw by the move-count rule
desk-claim-touch-move = that the touched piece be moved
desk-claim-illegal-move = that the opponent's last move was illegal
desk-claim-flag = that the opponent's flag has fallen
desk-claim-quickplay-finish = a draw in the quickplay finish
desk-claim-increment-request = an increment for both players
desk-claim-detail-intended = on the intended move { $played }
desk-claim-detail-unwritten = the move not written on the scoresheet first
desk-claim-detail-written = the move written on the scoresheet first
desk-claim-detail-checked = checked for { $time }
desk-claim-detail-withdrawn = withdrawn before the ruling
desk-claim-detail-kept = not withdrawn
desk-claim-detail-disputed = the touch disputed
desk-claim-detail-admitted = the touch admitted

## Importing a game (a PGN game, a FEN followed by moves, or moves alone).

# $error - the PGN reader's error
desk-import-pgn = the PGN does not read: { $error }
desk-import-empty = no game and no move to import
# $fen - the FEN tag's value; $error - why it does not read
desk-import-fen = the FEN tag "{ $fen }" does not read: { $error }
# $ply (Number) - the move's place in the game, from 1; $text - the move as written
desk-import-move = move { $ply } `{ $text }` is not a legal move in any notation of this game
