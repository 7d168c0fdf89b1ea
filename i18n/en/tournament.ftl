# Errors of pairing tables, competition files and scores (crates/tournament/src/error.rs):
# $players (Number) - the number given; $max (Number) - the largest accepted
tournament-player-count = number of players { $players }, expected between 2 and { $max }
# $id - the id asked for; $known - the shipped ids, comma-separated
tournament-unknown-competition = no competition file `{ $id }`, expected one of: { $known }
# $result - the result as written
tournament-result = result `{ $result }`, expected 1-0, 0-1, 1/2-1/2 or 0-0
# $index (Number) - the game, from 0; $white (Number), $black (Number) - the players' numbers;
# $players (Number) - the number of players
tournament-game-players = game { $index }: players { $white } and { $black }, expected two different numbers between 1 and { $players }
# $rulebook - the rulebook; $article - the article of its ends.scoring
tournament-no-scoring = rulebook `{ $rulebook }` sets no points for a game (ends.scoring, article { $article }): a competition under it must announce its own, as a local regulation
# $rulebook - the rulebook; $problem (Text) - what is wrong with its points (tournament-denominator)
tournament-points = rulebook `{ $rulebook }`: ends.scoring: { $problem }
# Points that are not a number, in a rulebook or a competition file; $numerator (Number),
# $denominator (Number) - the points as written
tournament-denominator = points ({ $numerator }, { $denominator }) have denominator 0, expected at least 1
tournament-overflow = points overflow, expected sums that fit in 64 bits
