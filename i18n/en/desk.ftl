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

## What the page asks of the desk that it cannot do.

# $id - the label asked for
desk-unknown-label = the page asks for the label `{ $id }`, which the catalogues do not have, expected a message `desk-label-*`
# $id - the label; $name - its variable
desk-bad-label-argument = the label `{ $id }` needs `{ $name }`, expected it among the arguments
# $file - the file's name
desk-catalogue-name = `{ $file }` is not a catalogue of a language, expected a file name ending in `.vi.ftl` or `.en.ftl` (beside the rule file: `my-rules.vi.ftl` for `my-rules.ron`)

## The page's labels (crates/desk/www: desk.js names them, index.html by `data-t`, a title by
## `data-tt`, a placeholder by `data-tp`). Those without a variable reach the page as one set
## (the desk's `labels` op, and docs/desk/labels.js before the WebAssembly has loaded); those
## with one are said by the `label` op.

desk-label-title = The arbiter's desk
# The page's title in the browser's tab
desk-label-page-title = The arbiter's desk — trongtai
desk-label-home = Reference site
desk-label-other-lang = Tiếng Việt
desk-label-loading = Loading the arbiter…
# $ms (Number) - milliseconds from opening the page
desk-label-ready = Ready in { $ms } ms.
desk-label-no-file = Open this page through a web server (e.g. python3 -m http.server in docs/): browsers do not load WebAssembly from local files.
desk-label-setup = Set-up
desk-label-rulebook = Rulebook
desk-label-own-rules = Own rule file
desk-label-date = Date played
# The placeholders of the date and duration fields
desk-label-date-format = YYYY-MM-DD
desk-label-duration-format = mm:ss
# The field of the position, and the first columns of the moves' table
desk-label-fen = FEN
desk-label-number = No.
desk-label-coordinates = ICCS/UCI
desk-label-fen-set = Set FEN
desk-label-fen-start = Initial position
desk-label-fen-empty = Empty board
desk-label-time-control = Time control
desk-label-tc-none = No clocks
desk-label-tc-custom = Custom…
desk-label-tc-moves = moves
desk-label-tc-minutes = minutes
desk-label-tc-then = then minutes
desk-label-tc-increment = increment s/move
desk-label-clocks = Clocks at start (if not full)
desk-label-late-limit = Late-arrival limit (minutes)
desk-label-setup-apply = Apply set-up
desk-label-case-file = Scenario file
desk-label-source = Source (what happened)
desk-label-export = Download .ron
desk-label-import = Open a scenario
desk-label-click = A click on the board:
desk-label-tool-move = moves
desk-label-tool-touch = touches
desk-label-tool-accidental = touches by accident
desk-label-tool-adjust = adjusts
desk-label-tool-displace = displaces
desk-label-tool-place = places a piece (set-up)
desk-label-mode-moves = move and press
desk-label-mode-move = move, clock not pressed
desk-label-mode-play = think, move, press
desk-label-add-event = Add an event
desk-label-add = Add
desk-label-undo = Remove last event
desk-label-clear = Clear events
desk-label-ruling = Ruling
desk-label-articles = Articles applied
desk-label-penalties = Penalties
desk-label-events = Events
desk-label-moves = Moves
desk-label-none = none
desk-label-footer = Rulings by trongtai's arbiter (the same code as trongtai replay), running in the browser.
desk-label-expect-ok = As the scenario file expects.
desk-label-expect-bad = Differs from the verdict the scenario file expects!
# $rulebook - the rulebook's id and version (and a proposal's status)
desk-label-rules-ok = Rule file valid: { $rulebook }
# $rules - the rule file the scenario names
desk-label-need-rules = The scenario uses rulebook { $rules }: open that rule file first.
desk-label-place-first = Pieces can be placed only before any event.
desk-label-intended-pick = Pick on board
desk-label-intended-picking = Click the intended move on the board…
desk-label-check = check
desk-label-to-move = to move
desk-label-empty = empty
desk-label-off-board = (click it again: off the board)
desk-label-ev-moves = Moves (move and press)
desk-label-ev-play = Play (think, move, press)
desk-label-ev-move = Move, not pressed
desk-label-ev-press = Press the clock
desk-label-ev-elapse = Time passes
desk-label-ev-claim = Claim
desk-label-ev-offer = Offer a draw
desk-label-ev-accept = Accept the offer
desk-label-ev-decline = Decline the offer
desk-label-ev-resign = Resign
desk-label-ev-arrive = Arrive at the board
desk-label-ev-seal = Seal a move
desk-label-ev-resume = Resume
desk-label-ev-explain = Explain the sealed move
desk-label-ev-abandon = Abandon
desk-label-ev-notation = Scoresheet notation
desk-label-ev-displace = A piece displaced
desk-label-ev-restore = Pieces restored
desk-label-ev-displacement-found = Arbiter finds displacement
desk-label-ev-castle-begun = Castling begun with the king
desk-label-ev-replaced = Piece put down, then moved on
desk-label-ev-touch = Touch
desk-label-ev-touch-unordered = Touch several
desk-label-ev-touch-accidental = Touch by accident
desk-label-ev-adjust = Adjust
desk-label-ev-offence = Offence
desk-label-ev-unrecorded = Moves not recorded
desk-label-ev-irregularity = Irregular set-up
desk-label-ev-two-hands = Last move made with two hands
desk-label-ev-observed = Arbiter sees the illegal move just made
desk-label-ev-decide = Arbiter decides the claim
desk-label-ev-order-to-vary = Arbiter orders to vary
desk-label-ev-refuse-to-vary = Refuses to vary
desk-label-ev-witnessed = Arbiter witnesses the touches
desk-label-f-disputed = touch disputed
desk-label-step-first = To the start
desk-label-step-back = One event back
desk-label-step-forward = One event forward
desk-label-step-last = To the last event
# $k, $n (Number) - the events ruled, of all of them
desk-label-step-at = After { $k } of { $n } events
desk-label-import-game = Import a game: PGN (ICCS too), or a FEN then moves
desk-label-import-game-go = Import the game
# $n (Number) - the moves imported; $notation - the notation's id
desk-label-imported = Imported { $n ->
    [one] { $n } move
   *[other] { $n } moves
} (notation { $notation }).
desk-label-glyphs = Letters on the pieces
desk-label-glyphs-latin = FEN letters
desk-label-glyphs-vi = Vietnamese letters (as on the scoresheet)
desk-label-glyphs-zh = Chinese characters
desk-label-share = Link reproducing the case
desk-label-share-copy = Copy link
desk-label-share-copied = Link copied. The case is inside the link itself; nothing is sent anywhere.
# $why - what could not be read, as the arbiter or the browser said it
desk-label-share-bad = The link holds no readable case: { $why }
desk-label-f-decision = decision
desk-label-dec-draw = draw
desk-label-dec-reject = reject
desk-label-dec-grant = grant the increment
desk-label-dec-postpone = postpone
desk-label-dec-postpone-extra = postpone, extra time to the opponent
desk-label-f-side = side
desk-label-f-time = time mm:ss
desk-label-f-move = move
desk-label-f-moves = moves
desk-label-f-square = square
desk-label-f-squares = squares
desk-label-f-kind = kind
desk-label-f-intended = intended move
desk-label-f-by = by
desk-label-f-written = written
desk-label-f-checked = checked for mm:ss
desk-label-f-withdrawn = withdrawn
desk-label-f-text = notation
desk-label-f-name = name
desk-label-f-first = first move
desk-label-f-then = then moved to
desk-label-f-released = hand released
desk-label-f-count = count
desk-label-f-from = from
desk-label-f-to = to
desk-label-claim-repetition = repetition
desk-label-claim-move-count = n-move rule
desk-label-claim-touch-move = touch-move
desk-label-claim-illegal-move = illegal move
desk-label-claim-flag = flag
desk-label-claim-quickplay-finish = quickplay finish
desk-label-claim-increment-request = increment request
