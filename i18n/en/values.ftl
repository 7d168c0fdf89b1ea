### Values for people: times, counts and the words a rule file's values are said in
### (crates/rulebook/src/human.rs). A value the words do not cover is printed as its
### identifier, never guessed.

## Durations. $n is the count of the unit.

# $n (Number) - hours
duration-hours = { $n } { $n ->
        [one] hour
       *[other] hours
    }
# $n (Number) - minutes
duration-minutes = { $n } { $n ->
        [one] minute
       *[other] minutes
    }
# $n (Number) - seconds
duration-seconds = { $n } { $n ->
        [one] second
       *[other] seconds
    }
# $n (Number) - milliseconds
duration-millis = { $n } ms
# Alternatives of one unit: "15, 30 or 60 minutes".
# $list - the numbers, joined ("15, 30 or 60")
# $unit - hours, minutes, seconds or millis
# $n (Number) - the last number (for the plural)
duration-alternatives = { $list } { $unit ->
        [hours] { $n ->
            [one] hour
           *[other] hours
        }
        [minutes] { $n ->
            [one] minute
           *[other] minutes
        }
        [seconds] { $n ->
            [one] second
           *[other] seconds
        }
       *[millis] ms
    }
# A negative time (a clock's time left below zero).
# $time - the time, said
time-negative = -{ $time }

## Lists.

# $items - all but the last, joined by commas; $last - the last
list-or = { $items } or { $last }
# $items - all but the last, joined by commas; $last - the last
list-and = { $items } and { $last }
list-none = none

## Bounds of a delegation.

# $min, $max - values, said
bounds-range = from { $min } to { $max }
bounds-at-least = at least { $min }
bounds-at-most = at most { $max }
bounds-any = any value

## Time controls.

# $n - moves; $time - a duration, said
period-moves = { $n } moves in { $time }
period-whole-game = { $time } for the game
period-rest = { $time } for the rest of the game
# $period - the period so far; $inc - a duration
period-increment = { $period }, +{ $inc } per move
period-delay = { $period }, { $delay } delay per move
period-repeat-to-end = { $period }, repeated to the end
# $n - how many times
period-repeat = { $period }, { $n } times
period-no-scoresheet = { $period }, no scoresheet
# $before - the periods before; $next - the next period
time-control-then = { $before }; then { $next }

## Other values.

value-forbidden = forbidden: the rules, their sources and readings are on the perpetual chase page
value-yes = yes
value-no = no
# $options - the values the organisers choose among
value-set-by-organisers = set by the organisers: { $options }
# $time - a duration
value-add-to-opponent = opponent +{ $time }
value-deduct-from-claimant = claimant −{ $time }
value-time-to-opponent = opponent +{ $time }
# $value - a value
value-only = only { $value }
# $limit - the late-arrival limit
late-limit-at-resumption = { $limit }, also at a resumption
late-limit-not-at-resumption = { $limit }, not at a resumption

# An identifier of a rule file (a variant or a field) in words; one without words is printed
# as written.
# $id - the identifier
value-word = { $id ->
        [Any] any
        [from] from
        [under] under
        [increments] increments
        [others] others
        [rules] rules
        [article] article
        [None] none
        [Nothing] nothing
        [Draw] draw
        [cannot_record] players who cannot record
        [win] win
        [draw] draw
        [loss] loss
        [ConfirmedByOrganisers] confirmed beforehand by the organisers
        [Loss] loss
        [Void] void
        [Warning] warning
        [Reminder] reminder
        [TechnicalError] technical error
        [ConductError] conduct error
        [TreatAsDeliberate] treated as deliberate
        [SideToMoveLoses] the side to move loses
        [OpponentWins] the opponent wins
        [BothLose] both lose
        [SealerLoses] the sealer loses
        [SealerLosesUnlessExplained] the sealer loses unless it is explained
        [FirstSideRuns] the first side's clock runs
        [ByArbiter] by the arbiter
        [OnClaim] on a claim
        [Annul] annulled and replayed
        [Continue] play goes on
        [ResultStands] the result stands
        [NotApplicable] not applicable
        [NotInThisLaw] not in this law
        [AtResumption] at the resumption
        [AfterAnnouncing] after announcing it
        [CaptureOnly] on a capture only
        [CaptureOrIrreversible] on a capture or an irreversible move
        [Automatic] automatic
        [Claim] on a claim
        [CheckingSideLoses] the checking side loses
        [CannotCheckmate] cannot checkmate
        [NeitherCanCheckmate] neither side can checkmate
        [ClaimedOrWitnessed] claimed or witnessed
        [MustComplete] must be completed
        [Restore] restore
        [AsIllegalMove] as an illegal move
        [Exactly] exactly
        [occurrences] occurrences
        [repetitions] repetitions
        [moves] moves
        [reset] reset
        [checks_count_at_most] checks count at most
        [penalty] penalty
        [intended_move_played] intended move played
        [technical] technical errors
        [conduct] conduct errors
        [exempt_below] exempt below
        [unrecorded_run] unrecorded run
        [one_piece] one piece
        [several_pieces] several pieces
        [in_periods_of] in periods of
        [sanctions] sanctions
        [drawn_if] drawn if
        [below] below
        [postponed] postponed
        [rejected] rejected
        [clauses] clauses
        [claim] claim
        [drawn] drawn
        [Anywhere] anywhere in the game
        [ConsecutiveAlternateMoves] on consecutive alternate moves of each player
        [Moves] drawn by itself once each player has made
        [Moving] by moving
        [TouchingAPiece] by touching a piece to move or capture it
        [OpponentWinsUnlessCannotMate] the opponent wins, unless he cannot checkmate (then drawn)
        [DrawOnceBothMoved] drawn, provided both players have made a move
        [AnnulUnlessMoves] annulled unless each player has made
        [IllegalMoveBecomes] an illegal move; the piece becomes
        [WhenFound] whenever found
        [SeenOrClaimedBeforeReply] when the arbiter sees it or the opponent claims before his next move
        [ruled] ruled
        [press_without_move_sanctions] the sanction of a press without a move
        [two_hands_sanctions] the sanction of a move with two hands
        [press_without_move] pressing the clock without moving
        [two_hands] one move made with two hands
        [increment_request] request for an increment
        [increment] increment
        [awarded] awarded to the opponent
        [without_increment] only in games without increment
        [plies_apart] plies apart
       *[other] { $id }
    }
