### Why a game ended (a verdict's reason, crates/arbiter/src/verdict.rs) and what a penalty
### does, said for people in lower case. JSON keeps the reason's code (`LateArrival`).

reason-ongoing = the game goes on
reason-checkmate = checkmate
reason-stalemate = no legal move
reason-drawn-ending = drawn position
reason-resignation = resignation
reason-agreement = agreed draw
reason-flag-fall = flag fall
reason-flag-fall-cannot-win = flag fall, the opponent cannot checkmate
reason-both-flags-down = both flags down
reason-repetition = repetition
reason-move-count = n-move rule
reason-late-arrival = late arrival
reason-both-late = both late
reason-perpetual-check = perpetual check
reason-perpetual-chase = perpetual chase
reason-illegal-sealed-move = illegal sealed move
reason-wrong-sealed-move = wrong sealed move
reason-abandoned = abandoned
reason-penalty-exhausted-time = a penalty used up the time
reason-illegal-moves = illegal moves over the limit
reason-error-limit = errors over the limit
reason-offence = an offence punished by loss
reason-annulled = annulled
reason-quickplay-finish = quickplay finish draw (the arbiter's decision)

penalty-time-to-opponent = time added to the opponent
penalty-time-deducted = time deducted
penalty-warning = warning
penalty-reminder = reminder
penalty-technical-error = technical error
penalty-conduct-error = conduct error
penalty-loss = loss of the game
