//! Competition rules of a law: clocks and time controls, game ends by time and arrival, draws
//! by claim, repetition and agreement. Every field is a [`Cited`] value.
//!
//! In a file every field is optional, so that a local rulebook can change one value; after
//! inheritance is resolved, a rulebook must define every field (see [`crate::validate`]). A
//! concept a law does not have is written explicitly (e.g. `NotInThisLaw`), never left out.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::model::{Cited, Ending};

/// A span of time as written in rule files and scenarios.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Duration {
    /// Whole hours.
    Hours(u32),
    /// Whole minutes.
    Minutes(u32),
    /// Whole seconds.
    Seconds(u32),
    /// Milliseconds.
    Millis(u64),
}

impl Duration {
    /// The span in milliseconds.
    pub fn ms(self) -> u64 {
        match self {
            Duration::Hours(h) => h as u64 * 3_600_000,
            Duration::Minutes(m) => m as u64 * 60_000,
            Duration::Seconds(s) => s as u64 * 1_000,
            Duration::Millis(ms) => ms,
        }
    }

    /// The span in milliseconds as a signed amount for clock arithmetic, saturating at
    /// `i64::MAX` (rule files and scenarios keep spans far below, see [`crate::limits`]).
    pub fn ms_signed(self) -> i64 {
        i64::try_from(self.ms()).unwrap_or(i64::MAX)
    }
}

/// A time control: periods played one after the other.
///
/// Unused time is carried into the next period, and moves made beyond a period's quota count
/// towards the next one (FIDE 6.2(b); XQ99 10.1.1(d)): the time of period *k + 1* is added to
/// a player's clock when he completes the moves of periods *1..k*.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TimeControl {
    /// The periods, in order.
    pub periods: Vec<Period>,
}

/// One period of a time control.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Period {
    /// Moves to make in the period; `None` for all remaining moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves: Option<u32>,
    /// Time given for the period.
    pub time: Duration,
    /// Time added after each move of the period (Fischer increment).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub increment: Option<Duration>,
    /// Delay before the main time starts to run on each move (FIDE 6.2(b)).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delay: Option<Duration>,
    /// How many times the period is played in a row (1 if left out; `0` = for ever).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repeat: Option<u32>,
    /// Whether moves must be recorded on the scoresheet in this period (default yes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoresheet: Option<bool>,
}

/// Clocks, late arrival and flag fall.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClockRules {
    /// Time controls the law itself defines, by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_controls: Option<BTreeMap<String, Cited<TimeControl>>>,
    /// Whose clock runs from the scheduled start, present or not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_at_start: Option<Cited<ClockAtStart>>,
    /// How late a player may arrive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub late_arrival: Option<Cited<LateArrival>>,
    /// What happens when both players are later than the limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub both_late: Option<Cited<BothLate>>,
    /// What a fallen flag means.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flag_fall: Option<Cited<FlagFall>>,
    /// Who establishes that a flag has fallen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flag_observed: Option<Cited<FlagObserved>>,
    /// Whether a move that ends the game on the board must still be completed by pressing the
    /// clock (so that a flag falling before the press decides the game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_end_needs_press: Option<Cited<bool>>,
    /// Repeated checks count at most this many moves towards a period's quota (`None` where
    /// the law has no such limit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repeated_checks_in_quota: Option<Cited<Option<RepeatedChecks>>>,
    /// The games this rulebook governs by their time, where the law defines its kinds of play
    /// by the time control itself (FIDE B1, C1); every game if left out. A game with a time
    /// control outside the range is refused, naming the rulebook that governs it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_class: Option<Cited<TimeClass>>,
    /// The quickplay-finish draw claim (FIDE 10.2 (en)), where the law has one: a player short of
    /// time claims, the arbiter decides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quickplay_finish: Option<Cited<QuickplayFinish>>,
}

/// Whether a player short of time may claim a draw in the last phase of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum QuickplayFinish {
    /// The law has no such claim: a fallen flag is ruled by the flag-fall rule alone.
    NotInThisLaw,
    /// The claim of FIDE 10.2 (en).
    Claim(Box<QuickplayClaim>),
}

/// A draw claim in the last phase of the game (FIDE 10.2 (en)): the player to move, with less
/// than `below` left and his flag still up, claims a draw; the arbiter's judgement (whether the
/// opponent tries, or is able, to win by normal means) is an event of the log, never computed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuickplayClaim {
    /// The claimant must have less than this left on his clock.
    pub below: Duration,
    /// Time the arbiter may award the opponent when he postpones his decision.
    pub postponed: Duration,
    /// Time awarded to the opponent when the claim is rejected.
    pub rejected: Duration,
    /// The claim lies only in a quickplay finish: the claimant's period has no move quota, all
    /// his remaining moves being due in the time left (FIDE 10.1 (en)). A claim in a period
    /// with a quota is noted and has no effect.
    #[serde(default)]
    pub finish_only: bool,
    /// The claim lies only in a period without increment (FIDE 2014 G.3, 2017 III.2.2); with
    /// one, it is noted and has no effect.
    #[serde(default)]
    pub without_increment: bool,
    /// The clause of each step: the claim, the draw declared, the decision postponed, the claim
    /// rejected.
    pub clauses: QuickplayClauses,
    /// The request for an increment that comes before the claim (FIDE 2014 G.4, 2017 III.4),
    /// where the law has it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub increment_request: Option<IncrementRequest>,
}

/// A player short of time asks that an increment be introduced for both players (FIDE 2014
/// G.4, 2017 III.4). The request is an offer of a draw; refused, and granted by the arbiter, the
/// clocks get the increment and the opponent extra time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IncrementRequest {
    /// The requester must have less than this left.
    pub below: Duration,
    /// The increment added to every later move of both players.
    pub increment: Duration,
    /// Time awarded to the opponent when the arbiter grants the request.
    pub awarded: Duration,
}

/// The clauses of a quickplay-finish rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuickplayClauses {
    /// Who may claim, and when.
    pub claim: String,
    /// The clause that defines the quickplay finish the claim needs (with `finish_only`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finish: Option<String>,
    /// The arbiter declares the game drawn.
    pub drawn: String,
    /// The arbiter postpones his decision (and later declares the result).
    pub postponed: String,
    /// The arbiter rejects the claim.
    pub rejected: String,
    /// Where the claim is open only in a game without increment (FIDE 2014 G.3, 2017 III.2.2):
    /// the clause that says so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub without_increment: Option<String>,
    /// The clause of the request for an increment (`increment_request`), where the law has it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub increment_request: Option<String>,
}

/// A range of game times and the rulebooks of the others. A game's time is, for each player,
/// the first period's time plus 60 times its increment (FIDE B1, C1: "the time allotted plus 60
/// times any increment").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TimeClass {
    /// The shortest game time governed (inclusive), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<Duration>,
    /// The game time governed up to (exclusive), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub under: Option<Duration>,
    /// How many increments a game's time counts beside the first period's time (B1, C1: "the
    /// time allotted plus 60 times any increment").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub increments: Option<u32>,
    /// The other ranges and the rulebook that governs each, named when a game is refused.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub others: Vec<OtherTimeClass>,
}

/// Another range of game times and its rulebook.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OtherTimeClass {
    /// The shortest game time (inclusive), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<Duration>,
    /// Up to (exclusive), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub under: Option<Duration>,
    /// The rulebook that governs these games (`fide-2001-blitz`).
    pub rules: String,
    /// The clause that defines them (`C1 (en)`).
    pub article: String,
}

impl TimeClass {
    /// Whether a game time (ms) is in the range.
    pub fn governs(&self, ms: u64) -> bool {
        in_range(self.from, self.under, ms)
    }

    /// How this class times a game played at `control`: the first period's time plus as many
    /// increments as the class counts.
    pub fn game_time_ms(&self, control: &TimeControl) -> u64 {
        control.game_time_ms(self.increments.unwrap_or_default())
    }

    /// Which class a game played at `control` falls in: this rulebook's own, another
    /// rulebook's, or none the rule file names.
    pub fn classify(&self, control: &TimeControl) -> Classed<'_> {
        let ms = self.game_time_ms(control);
        if self.governs(ms) {
            Classed::Own
        } else {
            self.others
                .iter()
                .find(|o| o.governs(ms))
                .map_or(Classed::Unclassed, Classed::Other)
        }
    }
}

/// The class a game's time falls in (see [`TimeClass::classify`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Classed<'a> {
    /// The range of the rulebook that states the class.
    Own,
    /// The range of another rulebook.
    Other(&'a OtherTimeClass),
    /// No range the rule file names.
    Unclassed,
}

impl OtherTimeClass {
    /// Whether a game time (ms) is in the range.
    pub fn governs(&self, ms: u64) -> bool {
        in_range(self.from, self.under, ms)
    }
}

fn in_range(from: Option<Duration>, under: Option<Duration>, ms: u64) -> bool {
    from.is_none_or(|f| ms >= f.ms()) && under.is_none_or(|u| ms < u.ms())
}

impl TimeControl {
    /// A game's time as B1/C1 count it: the first period's time plus `increments` times its
    /// increment (0 without periods).
    pub fn game_time_ms(&self, increments: u32) -> u64 {
        self.periods.first().map_or(0, |p| {
            p.time
                .ms()
                .saturating_add(p.increment.map_or(0, |i| i.ms().saturating_mul(u64::from(increments))))
        })
    }
}

/// Whose clock runs from the scheduled start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ClockAtStart {
    /// The clock of the side that moves first is started at the scheduled time, present or not.
    FirstSideRuns,
}

/// The limit for arriving late.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LateArrival {
    /// How the limit is set.
    pub limit: LateLimit,
    /// Whether the limit also applies when an adjourned game is resumed.
    pub at_resumption: bool,
}

/// How the late-arrival limit is set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum LateLimit {
    /// Arriving later than this loses.
    Fixed(Duration),
    /// The organisers choose among these; a scenario must name its choice.
    SetByOrganisers(Vec<Duration>),
}

/// Both players later than the limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum BothLate {
    /// Both lose (`0-0`).
    BothLose,
}

/// What a fallen flag means.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FlagFall {
    /// Material cases where the game is drawn instead: `one` is the opponent of the player
    /// whose flag fell (the side that would win), `other` the player.
    pub drawn_if: Vec<Ending>,
}

/// Who establishes that a flag has fallen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum FlagObserved {
    /// The arbiter, as soon as it falls.
    ByArbiter,
    /// Only a valid claim by the opponent, whose own flag is still up; with both flags down the
    /// game is drawn.
    OnClaim,
}

/// How many repeated checks count towards a quota. Once a run of consecutive checks brings back
/// a position seen earlier in the run, it is a perpetual check, and only so many of its checks
/// count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RepeatedChecks {
    /// With one checking piece.
    pub one_piece: u32,
    /// With two or more checking pieces.
    pub several_pieces: u32,
    /// The cap applies only in periods of this quota: so many moves in so much time.
    pub in_periods_of: (u32, Duration),
}

/// Draws by repetition, move count, agreement; penalties for wrong claims.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DrawRules {
    /// Repetition of position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repetition: Option<Cited<Repetition>>,
    /// The n-move rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_count: Option<Cited<MoveCount>>,
    /// Endings in which the n-move count is raised.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_count_extended: Option<Vec<Cited<ExtendedCount>>>,
    /// The penalty for a claim found incorrect.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wrong_claim: Option<Cited<WrongClaim>>,
    /// When and how a draw may be offered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offers: Option<Cited<Offers>>,
    /// Whether a claim on an intended move needs the move written on the scoresheet first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub intended_move_written: Option<Cited<bool>>,
    /// Whether a draw claim also counts as a draw offer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_is_offer: Option<Cited<bool>>,
    /// Whether both clocks stand still while the arbiter checks a draw claim.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_stops_clocks: Option<Cited<bool>>,
    /// Whether a draw claim may be withdrawn before it is ruled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_withdrawable: Option<Cited<bool>>,
    /// A draw offered in the name of a player who is not at the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offer_by_absent: Option<Cited<AbsentOffer>>,
    /// Perpetual check.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub perpetual_check: Option<Cited<PerpetualCheck>>,
    /// Both sides checking perpetually at once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mutual_perpetual_check: Option<Cited<MutualPerpetual>>,
    /// Perpetual chase and the other forbidden repetitions beyond perpetual check.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub perpetual_chase: Option<Cited<PerpetualChase>>,
    /// A repetition that ends the game by itself, beside the claim of `repetition` (FIDE 2014
    /// 9.6(a), 2017 9.6.1: five occurrences).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub automatic_repetition: Option<Cited<AutomaticRepetition>>,
    /// A move count that ends the game by itself, beside the claim of `move_count` (FIDE 2014
    /// 9.6(b), 2017 9.6.2: 75 moves each).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub automatic_move_count: Option<Cited<AutomaticMoveCount>>,
    /// What makes a player lose his right to claim a draw on the current move (FIDE 2001 9.4 (en):
    /// moving; from 2009 9.4: touching a piece as in 4.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_right_lost: Option<Cited<ClaimRightLost>>,
}

/// A repetition of position that ends the game without a claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum AutomaticRepetition {
    /// The law has no such rule: repetitions are claimed (`repetition`).
    NotInThisLaw,
    /// The game is drawn once the same position (as for the claim) has occurred this many times,
    /// wherever in the game (FIDE 2017 9.6.1).
    Anywhere {
        /// Occurrences needed.
        occurrences: u32,
    },
    /// The game is drawn once the same position has occurred this many times in a row on
    /// consecutive alternate moves of each player: every `plies_apart` plies, the positions
    /// between them whatever they are (FIDE 2014 9.6(a)).
    ConsecutiveAlternateMoves {
        /// Occurrences needed.
        occurrences: u32,
        /// Plies between two occurrences (4: two moves of each player).
        plies_apart: u32,
    },
}

/// A move count that ends the game without a claim. A checkmate given by the last move prevails
/// (the board's end is ruled before the count).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum AutomaticMoveCount {
    /// The law has no such rule: the count is claimed (`move_count`).
    NotInThisLaw,
    /// The game is drawn once each player has made this many moves counted as for the claim
    /// (the same resets).
    Moves {
        /// Moves of each player.
        moves: u32,
    },
}

/// What makes a player lose the right to claim a draw on the current move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ClaimRightLost {
    /// Making a move: the claim is on the position before it, or on an intended move.
    Moving,
    /// Touching a piece with the intention of moving or capturing it (a deliberate touch).
    TouchingAPiece,
}

/// Perpetual chase: repeating, move after move, a threat to take the same enemy piece.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum PerpetualChase {
    /// The law has no such rule.
    NotInThisLaw,
    /// A side that chases perpetually while the other breaks no prohibition must vary or loses
    /// (the rule's article); the rest of the verdict table and what counts as a chase follow.
    Forbidden(Box<ChaseRules>),
}

/// What counts as a chase, and the verdicts when chases meet checks or other chases. Each rule
/// names its published source (rule and diagram); a choice made where sources differ or are
/// silent is marked as a reading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChaseRules {
    /// Kinds whose threats are never chases (piece ids of the game definition).
    pub exempt_chasers: Vec<Sourced<String>>,
    /// Pieces that may be chased freely: a kind, optionally only while on its side's zone.
    pub exempt_targets: Vec<Sourced<ExemptTarget>>,
    /// Targets whose protection does not help against some chasers: chasing them is forbidden
    /// even when they have a real root.
    pub chased_when_protected: Vec<Sourced<ProtectedTarget>>,
    /// Whether a threat to a piece of the same kind that can take the threatening piece back at
    /// once is an offer to exchange rather than a chase.
    pub same_kind_answered_is_exchange: Sourced<bool>,
    /// Whether several pieces may take turns chasing one piece.
    pub several_chasers: Sourced<Permission>,
    /// How a move that both checks and threatens is counted.
    pub checking_move: Sourced<CheckingMove>,
    /// Whether the threats of a piece held in place (pinned, or alone between royal pieces that
    /// may not face) count as chases, even its threat to the piece that holds it, which it may
    /// legally take. Left out: they count like any other.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub held_piece_chases: Option<Sourced<bool>>,
    /// A side that mixes checks and chases (every move one or the other).
    pub checks_and_chases: Sourced<Permission>,
    /// Both sides chase perpetually at once.
    pub mutual_chase: Cited<MutualPerpetual>,
    /// One side checks perpetually while the other chases perpetually.
    pub check_against_chase: Cited<CheckAgainstChase>,
    /// In the moves quota, whether repeated chases count at most as many moves as repeated
    /// checks (`clock.repeated_checks_in_quota`).
    pub chases_capped_in_quota: Cited<bool>,
}

/// A rule with its published source, and the reading chosen where the sources leave room.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Sourced<T> {
    /// The value.
    pub value: T,
    /// The published rule and diagram it comes from, e.g. `AXF 28 (D67-68)`.
    pub source: String,
    /// The clause of this rulebook's own law that states the rule, where the law states it
    /// (`24.16`); left out where the law is silent and `source` fills the gap. Checked against
    /// the law's article index like every other citation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub article: Option<String>,
    /// The choice made, where the sources differ or are silent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
}

/// A piece that may be chased freely.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExemptTarget {
    /// Its kind.
    pub kind: String,
    /// Only while it stands in this zone of its own side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub within: Option<String>,
}

/// A target that may not be chased by some kinds even when protected.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProtectedTarget {
    /// The target's kind.
    pub target: String,
    /// The chasing kinds.
    pub by: Vec<String>,
}

/// Whether something is allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Permission {
    /// Allowed: it breaks no prohibition.
    Allowed,
    /// Forbidden.
    Forbidden,
}

/// How a move that checks and threatens at once is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum CheckingMove {
    /// As a check only.
    Check,
}

/// One side checks perpetually, the other chases perpetually.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum CheckAgainstChase {
    /// The checking side must vary or loses.
    CheckerLoses,
    /// The game is drawn.
    Draw,
}

/// A draw offered in the name of an absent player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum AbsentOffer {
    /// It is void: only the player himself may offer.
    Void,
}

/// Both sides checking perpetually at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum MutualPerpetual {
    /// The law has no such rule.
    NotInThisLaw,
    /// The game is drawn.
    Draw,
}

/// Repetition of position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Repetition {
    /// The player to move may claim a draw when the position is about to appear (after a move
    /// he writes down) or has just appeared this many times.
    Claim {
        /// Occurrences needed.
        occurrences: u32,
    },
    /// The arbiter declares the game drawn when a position appears this many times (unless a
    /// perpetual-check rule decides otherwise).
    Automatic {
        /// Occurrences needed.
        occurrences: u32,
    },
}

/// The n-move rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveCount {
    /// Moves needed (of each side).
    pub moves: u32,
    /// What resets the count.
    pub reset: MoveCountReset,
    /// Checking moves count at most this many times per side, if limited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checks_count_at_most: Option<u32>,
}

/// What resets the n-move count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum MoveCountReset {
    /// A capture or a move of a piece marked irreversible (a pawn move).
    CaptureOrIrreversible,
    /// A capture only.
    CaptureOnly,
}

/// An ending in which the n-move count is raised.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExtendedCount {
    /// The material.
    pub ending: Ending,
    /// Moves needed instead.
    pub moves: u32,
}

/// The penalty for a claim found incorrect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WrongClaim {
    /// The time penalty.
    pub penalty: ClaimPenalty,
    /// Whether a move the claimant wrote down with the claim must then be played.
    pub intended_move_played: bool,
}

/// A time penalty for a wrong claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ClaimPenalty {
    /// Time added to the opponent's remaining time.
    AddToOpponent(Duration),
    /// Time taken from the claimant's remaining time; he loses if that exhausts it.
    DeductFromClaimant(Duration),
}

/// Draw offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Offers {
    /// The proper moment for an offer.
    pub proper: OfferMoment,
    /// What an offer made while the opponent is thinking (his clock running, past the proper
    /// moment) earns the offerer; the offer stays valid. An offer made on one's own time is
    /// answered after one's move and earns nothing.
    pub on_opponents_time: OfferSanction,
    /// Whether a side that is about to be checkmated or left without a move may not offer.
    pub forbidden_when_lost: bool,
}

/// The proper moment for a draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum OfferMoment {
    /// After making a move, before pressing the clock.
    AfterMoveBeforePress,
    /// Right after pressing the clock.
    AfterPress,
    /// Any time.
    Any,
}

/// What an improperly timed offer earns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum OfferSanction {
    /// Nothing.
    Nothing,
    /// A warning.
    Warning,
}

/// Perpetual check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum PerpetualCheck {
    /// The law has no such rule.
    NotInThisLaw,
    /// A side that keeps checking so that a position appears this many times, while the other
    /// side does not, must vary or loses.
    CheckingSideLoses {
        /// Occurrences of the position that make the checks perpetual.
        repetitions: u32,
    },
}

/// Game ends decided by the players and by sealed moves.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerEnds {
    /// A player resigns.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resignation: Option<Cited<Resignation>>,
    /// The players agree a draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agreement: Option<Cited<Agreement>>,
    /// The sealed move of an adjourned game turns out illegal or impossible.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub illegal_sealed_move: Option<Cited<IllegalSealedMove>>,
    /// Material cases in which a side cannot win: a loss of the other side by an illegal sealed
    /// move, a time penalty or illegal moves is then a draw. `one` is the side that cannot win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cannot_win: Option<Cited<Vec<Ending>>>,
    /// When the envelope with the sealed move is opened at the resumption.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sealed_move_opened: Option<Cited<SealOpening>>,
    /// A sealed move written so that it names no move (ambiguous, or its meaning cannot be
    /// established); an illegal one is `illegal_sealed_move`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wrong_sealed_move: Option<Cited<WrongSealedMove>>,
    /// An adjourned game one player abandons: he will not come to the resumption.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abandoned_adjournment: Option<Cited<AbandonedAdjournment>>,
    /// The points a game gives each player (standings and tables read them from here).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoring: Option<Cited<Scoring>>,
}

/// The points a game gives each player. When both players lose (a double forfeit), each scores
/// the points of a loss.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Scoring {
    /// The law sets no points: the competition's own rules do.
    NotInThisLaw,
    /// Points for a win, a draw and a loss, each a fraction `(numerator, denominator)`.
    Points {
        /// Points of the winner.
        win: (u32, u32),
        /// Points of each player of a drawn game.
        draw: (u32, u32),
        /// Points of the loser.
        loss: (u32, u32),
    },
}

/// When the envelope with the sealed move is opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum SealOpening {
    /// At the resumption, whoever is present.
    AtResumption,
    /// Only once the player who must reply to the sealed move is present; until then his
    /// clock runs.
    WhenReplierPresent,
}

/// What a sealed move that names no move costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum WrongSealedMove {
    /// The sealer loses (unless the opponent cannot win).
    SealerLoses,
    /// The sealer is asked to explain it; if he cannot, he loses.
    SealerLosesUnlessExplained,
}

/// An adjourned game one player abandons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum AbandonedAdjournment {
    /// The game is concluded: the player who abandons loses; the envelope is not opened.
    AbandonerLoses,
    /// The envelope is opened all the same: the player who abandons loses, but if the sealer
    /// (his opponent) sealed a wrong move (illegal, or unreadable and not explained), both lose.
    BothLoseIfSealedMoveWrong,
}

/// What resignation means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Resignation {
    /// The opponent wins.
    OpponentWins,
    /// The opponent wins, unless he cannot checkmate by any series of legal moves
    /// (`ends.cannot_win`): then the game is drawn (FIDE 2023 5.1.2).
    OpponentWinsUnlessCannotMate,
}

/// What an agreement means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Agreement {
    /// The game is drawn.
    Draw,
    /// The game is drawn, provided both players have made at least one move; an agreement
    /// before that is not valid and the game goes on (FIDE 2017 5.2.3).
    DrawOnceBothMoved,
}

/// What an illegal sealed move means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum IllegalSealedMove {
    /// The player who sealed it loses.
    SealerLoses,
}

/// The dotted paths of the competition values a resolved rulebook does not define (a section's
/// name alone when the whole section is missing).
///
/// Every field of the `clock`, `draws` and `ends` sections must be set, in the rulebook or in
/// one it extends; a law without such a rule says so with an explicit value.
pub fn missing_values(
    clock: Option<&ClockRules>,
    draws: Option<&DrawRules>,
    ends: Option<&PlayerEnds>,
    conduct: Option<&ConductRules>,
) -> Vec<String> {
    use std::sync::OnceLock;
    // The fields of each section, from its schema: generated once, not at every load (it was a
    // sixth of the time of loading a rulebook).
    fn missing<T: Serialize + JsonSchema + Default>(
        section: &str,
        value: Option<&T>,
        fields: &'static OnceLock<Vec<String>>,
    ) -> Vec<String> {
        if value.is_none() {
            return vec![section.to_string()];
        }
        let fields = fields.get_or_init(|| {
            schemars::schema_for!(T)
                .as_value()
                .get("properties")
                .and_then(|p| p.as_object())
                .map(|o| o.keys().cloned().collect())
                .unwrap_or_default()
        });
        let present = match value.map(serde_json::to_value) {
            Some(Ok(serde_json::Value::Object(map))) => map.keys().cloned().collect::<Vec<_>>(),
            _ => Vec::new(),
        };
        fields
            .iter()
            .filter(|f| !present.contains(f))
            .map(|f| format!("{section}.{f}"))
            .collect()
    }
    static CLOCK: OnceLock<Vec<String>> = OnceLock::new();
    static DRAWS: OnceLock<Vec<String>> = OnceLock::new();
    static ENDS: OnceLock<Vec<String>> = OnceLock::new();
    static CONDUCT: OnceLock<Vec<String>> = OnceLock::new();
    let mut out = missing("clock", clock, &CLOCK);
    out.extend(missing("draws", draws, &DRAWS));
    out.extend(missing("ends", ends, &ENDS));
    out.extend(missing("conduct", conduct, &CONDUCT));
    out
}

/// Player conduct: touch-move, illegal moves, offences and their sanctions, scoresheets.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConductRules {
    /// What touching pieces obliges a player to do.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub touch_move: Option<Cited<TouchMove>>,
    /// Adjusting pieces without an obligation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adjust: Option<Cited<Adjustment>>,
    /// A pawn (or other piece) brought to its promotion zone and not replaced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub incomplete_promotion: Option<Cited<IncompletePromotion>>,
    /// Until when the opponent may claim a breach of touch-move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub touch_claim: Option<Cited<TouchClaim>>,
    /// What a completed illegal move costs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub illegal_move: Option<Cited<IllegalMoveRule>>,
    /// Offences the arbiter finds, each with its ladder of sanctions (the n-th offence of a kind
    /// gets the n-th sanction; the last one repeats).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offences: Option<BTreeMap<String, Cited<Vec<Sanction>>>>,
    /// Irregular set-ups found by the arbiter, by kind (`wrong-setup`, `colours-reversed`,
    /// `after-the-game`, …), with what follows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub irregular_setup: Option<BTreeMap<String, Cited<SetupRuling>>>,
    /// Both players at fault at once, each under a rule whose sanction is loss.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub both_at_fault: Option<Cited<BothAtFault>>,
    /// How many technical or conduct errors lose the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_limits: Option<Cited<ErrorLimits>>,
    /// The duty to record moves and its exemptions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoresheet: Option<Cited<ScoresheetRule>>,
    /// The notation a scoresheet is kept in, and a scoresheet kept in another one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notation: Option<Cited<NotationRule>>,
    /// Castling begun by putting the royal piece on its new square, the partner not yet moved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub incomplete_castling: Option<Cited<IncompleteCastling>>,
    /// From when a piece put on a new square can no longer be put elsewhere.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_fixed: Option<Cited<MoveFixed>>,
    /// Whether a player who displaces pieces restores them on his own time (his clock runs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restore_displaced: Option<Cited<bool>>,
    /// Pieces found displaced during the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub displaced_found: Option<Cited<DisplacedFound>>,
    /// Once either player has completed this many moves, a claim about the set-up (an
    /// `irregular_setup` kind) is no longer accepted (`None`: at any time during the game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup_claim_deadline: Option<Cited<Option<u32>>>,
}

/// Pieces found displaced during the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum DisplacedFound {
    /// The law has no rule: the game goes on from the board as it stands.
    NotInThisLaw,
    /// The position before the irregularity is reinstated; moves made since are cancelled.
    ReinstateBeforeIrregularity,
}

/// Castling begun with the royal piece and not completed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum IncompleteCastling {
    /// The game has no castling.
    NotApplicable,
    /// The player must complete that castling, unless it is illegal; then the royal piece counts
    /// as touched.
    MustComplete,
}

/// The notation of the scoresheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NotationRule {
    /// The notations a scoresheet may be kept in (`None`: the law names none, any will do).
    pub accepted: Option<Vec<String>>,
    /// What a player keeping his scoresheet in another notation gets from the arbiter.
    pub other: Sanction,
    /// Whether a scoresheet kept in another notation still serves as evidence, e.g. of a move
    /// written down before a claim.
    pub other_is_evidence: bool,
}

/// Touch-move: for each way of touching, the obligations in order; the first that allows at
/// least one legal move decides which moves the player may make.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TouchMove {
    /// Only own pieces touched.
    pub own: Vec<TouchStep>,
    /// Only the opponent's pieces touched.
    pub enemy: Vec<TouchStep>,
    /// Own piece touched first, then an opponent's piece.
    pub own_then_enemy: Vec<TouchStep>,
    /// Opponent's piece touched first, then an own piece.
    pub enemy_then_own: Vec<TouchStep>,
    /// How touches of both colours whose order is unknown are treated.
    pub unknown_order: UnknownOrder,
    /// What escaping the obligation costs when none of it can be carried out (any legal move
    /// may then be made).
    pub escape: Sanction,
    /// The clause behind each step of each list and behind its escape, where the law has
    /// clauses, so that a ruling names the clause applied (`9.3(b)`, not `9.1–9.5`); without
    /// it, every ruling cites the value's article.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clauses: Option<TouchClauses>,
}

/// The clauses of a touch-move rule, list by list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TouchClauses {
    /// The clause cited when a deliberate touch is recorded (the definition of touching).
    pub touch: String,
    /// Only own pieces touched.
    pub own: ListClauses,
    /// Only the opponent's pieces touched.
    pub enemy: ListClauses,
    /// Own piece first, then an opponent's piece.
    pub own_then_enemy: ListClauses,
    /// Opponent's piece first, then an own piece.
    pub enemy_then_own: ListClauses,
    /// Where the arbiter rules on touches only at a side's request (`touch_claim`:
    /// `ClaimedOrWitnessed`), the clause applied when the opponent moves on without asking: the
    /// game goes on and the arbiter does not intervene (XQ99 9.11(a)).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_request: Option<String>,
    /// The clause applied when the castling partner was touched before the royal piece: no
    /// castling on that move, the own-piece step decides (FIDE 4.4(b), then 4.3(a)); cited with
    /// that step's clause.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partner_first: Option<String>,
}

/// The clauses of one list of a touch-move rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListClauses {
    /// One clause per step, in the order of the steps.
    pub steps: Vec<String>,
    /// The clause that allows any move when no step can be carried out.
    pub escape: String,
}

/// One obligation of touch-move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum TouchStep {
    /// The royal piece was touched first and then a partner it may castle with: castle with it.
    CastleWithTouched,
    /// The royal piece was touched first and then a partner it may castle with: move the royal
    /// piece, castling being one of its moves and not an obligation; when it has no legal move,
    /// any legal move (VNLEG 7.2.1 with 5.1.4).
    MoveRoyalBeforePartner,
    /// Move a touched own piece: the first touched that can move, or any of them.
    MoveTouched {
        /// Only the first touched piece that can move.
        first: bool,
    },
    /// Capture a touched opponent's piece: the first touched that can be captured, or any.
    CaptureTouched {
        /// With a touched own piece only.
        with_touched: bool,
        /// Only the first touched opponent's piece that can be captured.
        first: bool,
    },
    /// Move or capture the first touched piece (of either colour) that can be moved or captured.
    MoveOrCaptureFirstTouched,
}

/// How touches of both colours whose order is unknown are treated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum UnknownOrder {
    /// As if the own piece had been touched first.
    OwnFirst,
    /// As if the opponent's piece had been touched first.
    EnemyFirst,
}

/// Adjusting pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Adjustment {
    /// The player to move may adjust pieces after announcing it; no obligation follows.
    AfterAnnouncing,
}

/// A piece brought to its promotion zone and not replaced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum IncompletePromotion {
    /// The game has no promotion.
    NotApplicable,
    /// It is an illegal move like any other.
    AsIllegalMove,
    /// The position is restored, the player promotes properly, and gets this sanction.
    Restore(Sanction),
    /// An illegal move, sanctioned as one (`illegal_move`), and the piece becomes the named
    /// kind on its square (FIDE 2014 7.5(a), 2017 7.5.2: a queen).
    IllegalMoveBecomes(String),
}

/// What an irregular set-up found by the arbiter leads to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum SetupRuling {
    /// The game is annulled and a new game is played.
    Annul,
    /// The game is annulled (a new game played) unless each player has made at least this many
    /// moves; then it goes on (FIDE 2017 7.3: colours reversed, 10 moves).
    AnnulUnlessMoves(u32),
    /// The game goes on (the position is transferred, or the colours swapped, as the law says).
    Continue,
    /// The result already reached stands.
    ResultStands,
}

/// Both players at fault at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum BothAtFault {
    /// The law says nothing of it.
    NotInThisLaw,
    /// Both lose (`0-0`).
    BothLose,
}

/// Until when a breach of touch-move may be claimed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum TouchClaim {
    /// Until the claimant deliberately touches a piece himself.
    BeforeClaimantTouches,
    /// Only when the opponent asks the arbiter (before his next move), and then only if the
    /// offender admits the touch or the arbiter witnessed it (XQ99 9.11, 9.11(b)); a touch
    /// nobody asks about carries nothing, even one the arbiter saw (9.11(a)).
    ClaimedOrWitnessed,
}

/// A sanction the arbiter gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Sanction {
    /// No sanction.
    Nothing,
    /// A reminder.
    Reminder,
    /// A warning.
    Warning,
    /// A technical error is recorded.
    TechnicalError,
    /// A conduct error is recorded.
    ConductError,
    /// Time is added to the opponent's clock.
    TimeToOpponent(Duration),
    /// Time is taken from the offender's clock.
    TimeDeducted(Duration),
    /// The game is lost.
    Loss,
    /// A technical error is recorded, and the game is lost (XQ99 11.3(b): the third failure
    /// to record is a technical error like the others, and loses, 7.1(m)).
    TechnicalErrorAndLoss,
    /// The act counts as the deliberate one (an accidental touch becomes a touch-move).
    TreatAsDeliberate,
}

/// What a completed illegal move costs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IllegalMoveRule {
    /// The sanction for the first, second, … illegal move of a player (the last repeats).
    pub sanctions: Vec<Sanction>,
    /// Whether a loss becomes a draw when the opponent cannot win (the flag-fall cases).
    pub draw_if_opponent_cannot_win: bool,
    /// Whether the illegal move must be replaced by a legal move of the same piece.
    pub same_piece: bool,
    /// Whether the opponent may claim the game, before making his own move, once the illegal
    /// move has been completed by the clock press (FIDE C3); a draw if he cannot win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent_may_claim_win: Option<bool>,
    /// Whether the clock press completes the illegal move and starts the opponent's clock, and,
    /// once the opponent has made his own move without claiming, the illegal move stands: it can
    /// no longer be corrected and the game goes on from the position it made (FIDE C3 (en)).
    /// Without it the position before the illegal move is reinstated and its author moves again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stands_once_opponent_moves: Option<bool>,
    /// Where the law puts the restoring of the position and the sanctions in clauses of their
    /// own (FIDE 7.4(a) and 7.4(b) (en)): the clause each ruling names. Without it every ruling
    /// cites the rule's article.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clauses: Option<IllegalMoveClauses>,
    /// When the sanctions apply: at once, whenever the illegal move is found (left out), or only
    /// when the arbiter observes it or the opponent claims before making his own move, the move
    /// standing otherwise (FIDE 2014 A.4(b), 2018 A.4.2); with `stands_once_opponent_moves`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruled: Option<IllegalRuled>,
}

/// When the sanctions of an illegal move apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum IllegalRuled {
    /// Whenever the completed illegal move is found.
    WhenFound,
    /// Only when the arbiter observes it, or the opponent claims, before the opponent has made
    /// his next move; then the position before it is reinstated and the sanction follows.
    SeenOrClaimedBeforeReply,
}

/// The clauses of an illegal-move rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IllegalMoveClauses {
    /// The clause that reinstates the position (and names the piece to move instead).
    pub reinstate: String,
    /// The clause that makes the clock press complete the illegal move, where the law has one
    /// (FIDE C3: the move is completed once the opponent's clock is started): the first ruling
    /// on such a move cites it, not `reinstate`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completes: Option<String>,
    /// The clause that gives the sanctions.
    pub sanctions: String,
    /// The clause that lets the illegal move stand once the opponent has moved
    /// (`stands_once_opponent_moves`), where it is not the rule's article.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stands: Option<String>,
    /// Where pressing the clock without a move is penalised as an illegal move (FIDE 2017
    /// 7.8.1, 2018 7.5.3): the clause that says so. Counted with the illegal moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub press_without_move: Option<String>,
    /// Where a single move made with two hands (castling, capture, promotion) is penalised as an
    /// illegal move (FIDE 2017 7.7.1, 2018 7.5.4): the clause that says so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub two_hands: Option<String>,
    /// The clause giving the sanction of a clock pressed without a move, where it is not
    /// `sanctions` (FIDE 2017 7.8.2: the same ladder, worded apart).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub press_without_move_sanctions: Option<String>,
    /// The clause giving the sanction of a move made with two hands, where it is not `sanctions`
    /// (FIDE 2017 7.7.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub two_hands_sanctions: Option<String>,
}

/// Error counts that lose the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ErrorLimits {
    /// Technical errors that lose (`None`: the law counts none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub technical: Option<u32>,
    /// Conduct errors that lose.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conduct: Option<u32>,
}

/// From when a piece moved to a new square stays there: a player who then takes it on to another
/// square has made the first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum MoveFixed {
    /// Once it is put on the square, even before the hand leaves it (XQ99 9.5(b)).
    WhenPlaced,
    /// Once the hand has left it there (FIDE 4.7, VNLEG 6.1); until then it may go elsewhere.
    WhenReleased,
}

/// The duty to record moves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoresheetRule {
    /// Whether players must record the moves at all (default yes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duty: Option<bool>,
    /// A player with less than this time left need not record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exempt_below: Option<Duration>,
    /// ...unless the increment is at least this.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unless_increment: Option<Duration>,
    /// This many consecutive moves left unrecorded make the offence `unrecorded-moves`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unrecorded_run: Option<u32>,
    /// Players who cannot record (too young, unable to write, an injured hand: XQ99 11.3(c)):
    /// the arrangement the law makes, with its clause. Left out where the law has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cannot_record: Option<Cited<CannotRecord>>,
}

/// The law's arrangement for a player who cannot record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum CannotRecord {
    /// Reported to the organisers beforehand, who confirm it and decide the arrangement: a
    /// player they confirmed has no recording duty.
    ConfirmedByOrganisers,
}
