### `trongtai rules for`: which rulebook judges a game played on a date at a time control, and
### why (crates/rulebook/src/in_force.rs).

# $rules - the rulebook that judges; $edition - the edition in force, $title its title; $date -
# the day asked about; $from - the day the edition is in force from; $until (Text) -
# in-force-until or in-force-latest; $time - the time per player, said; $increments - how many
# increments it counts; $article - the clause that classes the game
in-force-found = rules    { $rules }
    edition  { $edition } ({ $title }): in force on { $date }, from { $from }{ $until }
    time     { $time } per player, the first period's time plus { $increments } times the increment: judged by { $rules } ({ $article } of { $edition })
# $next - the next edition; $from - the day it is in force from
in-force-until = , until { $next } from { $from }
in-force-latest = ; no later edition is encoded
# $game - the game (`chess`)
in-force-no-dated-edition = no rulebook of { $game } has a date it is in force from
# $first - the first encoded edition; $from - its day in force
in-force-before = on { $date } no encoded edition of the { $game } law was in force: the first, { $first }, is in force from { $from }
# $folded_into - the rulebook that folds its changes in; $note - what it kept
in-force-unencoded = on { $date } the { $edition } edition was in force (from { $from }); no rulebook encodes it ({ $folded_into } folds in the changes it kept: { $note }), and no other edition is the law of that date
# $time - the time per player, said
in-force-no-class = { $edition } classes no game of { $time } per player
in-force-bad-date = date `{ $date }`: expected a calendar date YYYY-MM-DD
# $text - the time control as given
in-force-bad-control = time control `{ $text }`: expected minutes and an increment in seconds, as `15+10` or `90`
in-force-control-out-of-range = time control `{ $text }`: expected 1 to 1440 minutes and an increment of at most 3600 seconds
