//! What happens at the board: the set-up and the event log the arbiter replays.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use trongtai_rulebook::law::{Duration, TimeControl};

/// How the game is set up.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// The starting position in FEN; the game's initial position if left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    /// The time control; no clocks are kept if left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<TimeControlRef>,
    /// Remaining time of each side at the start, instead of the first period's time (for a game
    /// picked up in the middle).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<(Duration, Duration)>,
    /// Moves each side has already made towards the time control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves_made: Option<(u32, u32)>,
    /// The organisers' late-arrival limit, where the law leaves it to them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub late_limit: Option<Duration>,
    /// The n-move count each side has already run when the game is picked up (moves since the
    /// law's reset: a capture, or a capture or pawn move). Where the law resets on captures and
    /// pawn moves the FEN's halfmove field says the same and must agree; where it resets on
    /// captures only (XQ99 12) the FEN cannot say it, and a non-zero halfmove field needs this.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_count: Option<(u32, u32)>,
    /// The checks already counted in `move_count`, per side, where the law caps them (XQ99
    /// 12(c): legal checks count at most 10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checks_counted: Option<(u32, u32)>,
    /// The sides the organisers have confirmed beforehand cannot record the moves, where the law
    /// provides for it (`conduct.scoresheet.cannot_record`, XQ99 11.3(c)).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cannot_record: Option<Vec<String>>,
}

/// A time control: one the law names, or one written out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum TimeControlRef {
    /// A time control defined by the rulebook (`clock.time_controls`).
    Named(String),
    /// A time control written out in full.
    Custom(TimeControl),
}

/// A claim a player makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ClaimKind {
    /// A draw by repetition of position.
    Repetition,
    /// A draw by the n-move rule.
    MoveCount,
    /// The opponent's last move broke his touch-move obligation.
    TouchMove,
    /// The opponent has just completed an illegal move (where the law lets this win the game).
    IllegalMove,
    /// The opponent's flag has fallen (where only a claim establishes it).
    Flag,
    /// A draw in the last phase of the game, by the player to move who is short of time, before
    /// his flag falls (FIDE 10.2 (en)); the arbiter then decides (`Decide`).
    QuickplayFinish,
    /// The player to move, short of time, asks that an increment be introduced for both players
    /// (FIDE 2014 G.4, 2017 III.4). It is an offer of a draw; refused (`Decline`), the arbiter
    /// decides (`Decide(Grant)` or `Decide(Reject)`).
    IncrementRequest,
}

/// The arbiter's decision on a quickplay-finish claim (FIDE 10.2 (en)). Whether the opponent
/// makes an effort, or is able, to win by normal means is the arbiter's judgement: the log
/// records the decision he makes, the rulebook what each decision entails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Decision {
    /// The game is drawn.
    Draw,
    /// The decision is postponed and the game goes on; `extra_time`: the arbiter awards the
    /// opponent the law's extra time.
    Postpone {
        /// Whether the opponent is awarded the law's extra time.
        extra_time: bool,
    },
    /// The claim is rejected.
    Reject,
    /// The request for an increment is granted (FIDE 2014 G.4, 2017 III.4): the clocks get the
    /// increment, the opponent the law's extra time.
    Grant,
}

/// One thing that happens at the board. Time passes only through `Elapse`, `Play` and `Arrive`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Event {
    /// Several moves in turn, separated by spaces, each completed by a clock press, taking no time.
    Moves(String),
    /// The player to move thinks for the given time, moves and presses the clock.
    Play(String, Duration),
    /// The player to move makes a move on the board; his clock keeps running until `Press`.
    Move(String),
    /// The player who has just moved presses the clock.
    Press,
    /// Time passes on the running clock.
    Elapse(Duration),
    /// A side offers a draw.
    Offer(String),
    /// The side offered a draw accepts it.
    Accept,
    /// The side offered a draw declines it.
    Decline,
    /// The player to move claims a draw, optionally on a move he has written down and not played.
    Claim {
        /// What is claimed.
        kind: ClaimKind,
        /// The move written on the scoresheet, in coordinate notation.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        intended: Option<String>,
        /// The side claiming, if not the side to move.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<String>,
        /// Whether the intended move was written on the scoresheet first (default yes).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        written: Option<bool>,
        /// How long the arbiter takes to check a draw claim before ruling on it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        checked_for: Option<Duration>,
        /// Whether the claimant tries to withdraw a draw claim before it is ruled.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        withdrawn: Option<bool>,
        /// Whether the other side disputes the touch a touch-move claim is about. Where the law
        /// needs the touch admitted or witnessed (XQ99 9.11(b)), a disputed touch the arbiter
        /// did not witness carries nothing; left out, the touch is admitted.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        disputed: Option<bool>,
    },
    /// A side resigns.
    Resign(String),
    /// A side arrives at the board this long after the scheduled start of the session.
    Arrive(String, Duration),
    /// The game is adjourned; the player to move seals this move.
    Seal(String),
    /// The adjourned game is resumed: a new session starts and the sealed move is made.
    Resume,
    /// At the opening of the envelope, the sealer explains his wrongly written sealed move as
    /// this move, and the arbiter accepts the explanation.
    Explain(String),
    /// A side abandons the adjourned game: he will not come to the resumption.
    Abandon(String),
    /// The arbiter orders a side to vary a repetition in which it breaks a prohibition (a
    /// perpetual check or chase).
    OrderToVary(String),
    /// A side ordered to vary a forbidden repetition refuses.
    RefuseToVary(String),
    /// The arbiter sees that a side keeps his scoresheet in this notation (e.g. `descriptive`).
    Notation(String, String),
    /// A piece is knocked off its square (`from`) onto another (`to`), or off the board
    /// (`to` left out), by a side if known.
    Displace {
        /// The square the piece leaves.
        from: String,
        /// The square it lands on; off the board if left out.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<String>,
        /// The side who displaced it, if known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<String>,
    },
    /// The side who displaced pieces puts them back as they were.
    Restore,
    /// The arbiter finds that pieces have been displaced.
    DisplacementFound,
    /// The player to move begins castling (in coordinate notation, e.g. `e1g1`) by putting only
    /// the royal piece on its new square.
    CastleBegun(String),
    /// The player to move puts a piece on a square (`first`, a move in the game's coordinate
    /// notation) and then takes it on to another square (`then`, a move from the same square);
    /// `released`: whether his hand had left the piece on the first square. The law's
    /// `conduct.move_fixed` says which of the two is his move; the clock is not yet pressed, as
    /// after `Move`.
    Replaced {
        /// The move first put on the board.
        first: String,
        /// The move the player makes instead.
        then: String,
        /// Whether the hand had left the piece on the first square.
        released: bool,
    },
    /// The player to move deliberately touches the piece on this square.
    Touch(String),
    /// The player to move touches these pieces; which was first cannot be established.
    TouchUnordered(Vec<String>),
    /// The arbiter himself witnesses the deliberate touches of the player to move: evidence for
    /// a request about them (XQ99 9.11(b): "trọng tài chứng kiến"), not a request. Where the law
    /// has the arbiter rule on touches only at a side's request (`conduct.touch_claim`:
    /// `ClaimedOrWitnessed`, XQ99 9.11), he does not act on what he saw unless the opponent asks
    /// (9.11(a)).
    Witnessed,
    /// The player to move touches the piece on this square by accident.
    TouchAccidental(String),
    /// The player to move adjusts the piece on this square, having announced it.
    Adjust(String),
    /// The arbiter finds that a side committed an offence of the rulebook's list
    /// (`conduct.offences`, e.g. `clock-stopped`).
    Offence(String, String),
    /// The arbiter finds that a side has not recorded this many consecutive moves.
    Unrecorded(String, u32),
    /// The arbiter decides the quickplay-finish claim just made, or the one he postponed.
    Decide(Decision),
    /// The arbiter finds an irregular set-up of the kind named in the rulebook
    /// (`conduct.irregular_setup`, e.g. `wrong-setup`), during or after the game.
    Irregularity(String),
    /// The last move was made with two hands (a castling, a capture, a promotion): where the
    /// law penalises it as an illegal move (FIDE 2017 7.7.1, 2018 7.5.4), it is completed by the
    /// clock press.
    TwoHands,
    /// The arbiter observes the illegal move (or the act penalised as one) just completed, before
    /// the opponent's next move, and acts on it where the law has him do so on what he sees
    /// (FIDE 2014 A.4(b), 2018 A.4.2).
    Observed,
}
