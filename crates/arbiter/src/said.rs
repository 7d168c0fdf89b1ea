//! What the arbiter rules, typed: each ruling is a [`Said`], a closed set of what the arbiter can
//! say (a claim and its outcome, a flag fall, time added, an offer declined, a piece that must
//! move, an irregular set-up …) with its data (sides, milliseconds, counts, moves and squares as
//! the log writes them, the nested cause of a loss, the engine's evidence that a side cannot
//! win).
//!
//! It is said in English ([`Said::english`], the sentence a [`crate::Ruling`]'s `text` keeps,
//! with the sides by their ids in the game definition) and for people in either language
//! ([`Said::say`]): Vietnamese in the words of the law texts (GLOSSARY.md: "yêu cầu hoà",
//! "đề nghị hoà", "hết giờ", "xử thua", "nước kín", "biên bản"), with the sides and pieces by
//! their names in the game definition (`Trắng (Đỏ)`, `Xe`) and times and counts said through
//! [`trongtai_rulebook::human`]. Each `match` below is exhaustive: a new ruling without words
//! in both languages does not compile.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use trongtai_rulebook::game::GameDef;
use trongtai_rulebook::human::{self, Lang};

use crate::side::Side;

/// Why a side cannot checkmate, as the engine's unwinnability analysis proved it
/// ([`trongtai_engine::Reason`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "why", rename_all = "kebab-case")]
pub enum CannotMate {
    /// It has no piece that can ever give check.
    NoChecker,
    /// None of its pieces can ever attack a square the opponent's royal piece can reach.
    Separated {
        /// Pieces of both sides that can never move again.
        frozen: usize,
    },
    /// Its pieces can never be placed so as to check and cover every flight square.
    NoMatingNet,
    /// Every position reachable was searched; none is a checkmate.
    Exhausted {
        /// Positions searched.
        positions: u64,
    },
}

impl From<trongtai_engine::Reason> for CannotMate {
    fn from(r: trongtai_engine::Reason) -> Self {
        match r {
            trongtai_engine::Reason::NoChecker => CannotMate::NoChecker,
            trongtai_engine::Reason::Separated { frozen } => CannotMate::Separated { frozen },
            trongtai_engine::Reason::NoMatingNet => CannotMate::NoMatingNet,
            trongtai_engine::Reason::Exhausted { positions } => CannotMate::Exhausted { positions },
        }
    }
}

/// The evidence that an ending's analysis condition holds ([`trongtai_engine::Evidence`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "of", rename_all = "kebab-case")]
pub enum Evidence {
    /// The side named by the ruling cannot checkmate.
    One {
        /// Why.
        reason: CannotMate,
    },
    /// Neither side can checkmate.
    Each {
        /// Why the first side cannot.
        first: CannotMate,
        /// Why the second side cannot.
        second: CannotMate,
    },
}

impl From<trongtai_engine::Evidence> for Evidence {
    fn from(e: trongtai_engine::Evidence) -> Self {
        match e {
            trongtai_engine::Evidence::One(r) => Evidence::One { reason: r.into() },
            trongtai_engine::Evidence::Each([a, b]) => Evidence::Each {
                first: a.into(),
                second: b.into(),
            },
        }
    }
}

/// What a side does, every move of a forbidden repetition (XQ99 10.1.3, 7.1(g), 7.2(c)).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "does", rename_all = "kebab-case")]
pub enum Perpetual {
    /// It checks perpetually.
    Checks {
        /// The side.
        side: Side,
    },
    /// It chases one piece perpetually.
    Chases {
        /// The side.
        side: Side,
        /// The chased piece's kind, by its id in the game definition.
        target: String,
        /// The chased piece's square at the end of the cycle.
        on: String,
        /// The kinds of the chasing pieces, one per piece.
        with: Vec<String>,
    },
}

/// A forbidden repetition as the law judges it: what each side does, and who must vary (none:
/// drawn).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Prohibited {
    /// What the sides do (one or both).
    pub conduct: Vec<Perpetual>,
    /// The side that must vary and, not varying, loses; `None` when the repetition is drawn.
    pub loser: Option<Side>,
}

impl Prohibited {
    /// In English, the sides by their ids in the game definition (`sides`).
    pub fn english(&self, sides: [&str; 2]) -> String {
        let voice = Voice {
            lang: Lang::En,
            sides: sides.map(str::to_owned),
            game: None,
            record: true,
        };
        prohibited_en(self, &voice)
    }
}

/// How a forbidden repetition went on until the arbiter ruled it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "how", rename_all = "kebab-case")]
pub enum Persisted {
    /// The position occurred this many times and the side did not vary.
    Occurred {
        /// Occurrences.
        times: usize,
    },
    /// The side refused the arbiter's order to vary.
    Refused {
        /// The side refusing.
        side: Side,
    },
}

/// Which error count reached the law's limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    /// Technical errors (lỗi kỹ thuật).
    Technical,
    /// Conduct errors (lỗi tác phong).
    Conduct,
}

/// One thing the arbiter rules. Sides are [`Side`]s (`first`: the side the game definition
/// lists first); moves and squares are the log's own text; pieces, endings, offences and
/// irregularities are the ids of the game definition and the rulebook; times are in
/// milliseconds (`ms`, `*_ms`).
// The fields are named for what they hold (`side`: the side the sentence is about, `to`: the
// side time is added to, `ms`, `intended`, `square` …); each variant's doc says what it rules.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "said", rename_all = "kebab-case")]
pub enum Said {
    // The board.
    /// The set-up is a checkmate.
    SetupCheckmated { side: Side },
    /// The side to move at set-up has no legal move and is not in check.
    SetupNoMove { side: Side },
    /// The set-up is a drawn ending of the law's list.
    SetupDrawnEnding { ending: String },
    /// The side is checkmated.
    Checkmated { side: Side },
    /// The side has no legal move and is not in check.
    NoMove { side: Side },
    /// A drawn ending of the law's list is on the board.
    DrawnEnding { ending: String },
    // Repetition.
    /// A forbidden repetition is ruled.
    Forbidden { prohibited: Prohibited, how: Persisted },
    /// The law rules a repetition itself: drawn.
    RepeatedNeitherVaries { times: usize },
    /// The arbiter orders the side to vary.
    OrderedToVary { prohibited: Prohibited, side: Side },
    /// The side need not vary.
    NeedNotVary { prohibited: Prohibited, side: Side },
    /// The side breaks no prohibition.
    NoProhibition { side: Side },
    /// A refusal to vary without an order.
    NotOrderedToVary { side: Side },
    // Offers.
    /// A draw offered in the name of a side not at the board is void.
    OfferVoidAbsent { side: Side },
    /// A side being checkmated may not offer a draw.
    OfferWhenLost { side: Side },
    /// A draw offered on the opponent's time: a warning.
    OfferWarned { side: Side },
    /// A draw offer.
    Offers { side: Side },
    /// Nothing to accept: the offer was void.
    NothingToAccept,
    /// The side accepts the draw its opponent offered.
    Accepts { side: Side },
    /// The side declines the draw offer.
    Declines { side: Side },
    /// The side declines the draw offer by moving.
    DeclinesByMoving { side: Side },
    // Draw claims.
    /// Under this law the arbiter rules repetitions himself.
    RepetitionClaimNoEffect,
    /// A repetition claim, on the intended move if any: granted or not.
    RepetitionClaim {
        side: Side,
        intended: Option<String>,
        times: usize,
        granted: bool,
    },
    /// An n-move claim, on the intended move if any: granted or not.
    MoveCountClaim {
        side: Side,
        intended: Option<String>,
        needed: u32,
        counts: [u32; 2],
        granted: bool,
    },
    /// The claim counts as a draw offer.
    ClaimIsOffer { side: Side },
    /// An incorrect claim: time added to the opponent of the claimant (`to`).
    WrongClaimTimeAdded { to: Side, ms: u64 },
    /// An incorrect claim: time charged to the claimant, whose time is then exhausted.
    WrongClaimExhausted { side: Side, ms: u64 },
    /// An incorrect claim: time charged to the claimant.
    WrongClaimCharged { side: Side, ms: u64 },
    /// The claimant must play the move he announced.
    MustPlayIntended { side: Side, intended: String },
    /// A claim on a move not written on the scoresheet.
    ClaimUnwritten { side: Side },
    /// A claim on a move written on a scoresheet that cannot serve as evidence.
    ClaimUnproven { side: Side },
    /// The intended move is not shown to be written before the claim.
    IntendedNotShownWritten,
    /// Both clocks stand while the arbiter checks the claim.
    ClocksStandForCheck { ms: u64 },
    /// A claim withdrawn (or not withdrawable).
    ClaimWithdrawn { side: Side, allowed: bool },
    // Result by a player.
    /// The side resigns.
    Resigns { side: Side },
    /// Both players arrived later than the limit.
    BothLate { limit_ms: u64 },
    /// The side arrived later than the limit.
    Late { side: Side, at_ms: u64, limit_ms: u64 },
    // The clock.
    /// The claimant establishes the opponent's flag fall.
    FlagClaimed { side: Side },
    /// Both flags are down.
    BothFlagsDown,
    /// A claim on time with the claimant's own flag down.
    FlagClaimOwnDown { side: Side },
    /// A claim on time with no flag down.
    FlagClaimNoneDown { side: Side },
    /// A move not completed by the press before the flag fell.
    MoveIncomplete { side: Side },
    /// The side's flag fell, but the opponent cannot win: drawn.
    FlagFellCannotWin { side: Side, evidence: Option<Evidence> },
    /// The side's flag fell: it loses on time.
    FlagFell { side: Side },
    /// A repeated check does not count towards the time control.
    RepeatedCheckUncounted { side: Side },
    /// Time added to a side's clock.
    TimeAdded { to: Side, ms: u64 },
    // Endings with a cause.
    /// The cause, and the side loses.
    Lost { cause: Box<Said>, loser: Side },
    /// The side cannot win: drawn.
    CannotWin { side: Side, evidence: Option<Evidence> },
    /// A time penalty exhausts the side's time.
    PenaltyExhausts { side: Side },
    /// The side loses the game (a sanction).
    LosesGame { side: Side },
    /// The side has reached the law's limit of errors.
    ErrorLimit { side: Side, count: u32, kind: ErrorKind },
    // Adjournment.
    /// The game is adjourned; the side seals a move.
    Seals { side: Side },
    /// The replier is absent: the envelope stays sealed.
    EnvelopeWaits { side: Side },
    /// The sealed move stands, and the side has abandoned the game.
    SealedStandsAbandoned { sealed: String, side: Side },
    /// The sealed move is illegal.
    SealedIllegal { sealed: String },
    /// The sealed entry names no move.
    SealedNamesNoMove { sealed: String },
    /// The sealed entry names no move: the sealer is asked to explain it.
    SealedAskExplain { sealed: String, side: Side },
    /// A wrong sealed move and an abandoned game: both lose.
    SealedWrongAndAbandoned { side: Side },
    /// The sealer's explanation is accepted.
    Explained { side: Side, as_move: String },
    /// The sealer cannot explain the entry.
    Unexplained { side: Side, sealed: String },
    /// The side abandons the adjourned game and loses.
    Abandons { side: Side },
    /// The side abandons, but the envelope is opened all the same.
    AbandonsEnvelopeOpened { side: Side },
    // Displaced pieces.
    /// A piece is displaced (by a side, or a player unnamed); restored on the side's own time.
    Displaces {
        by: Option<Side>,
        from: String,
        onto: Option<String>,
        own_time: bool,
    },
    /// The displaced pieces are restored.
    Restores { by: Option<Side> },
    /// Displaced pieces found: the law has no rule.
    DisplacedNoRule,
    /// Displaced pieces found: the position before is reinstated.
    DisplacedReinstated { to_move: Side },
    /// A claim about the set-up comes after the moves the law allows.
    SetupClaimTooLate { moves: [usize; 2] },
    // Quickplay finish.
    /// A quickplay-finish claim by the player not having the move.
    QuickplayNotToMove { side: Side },
    /// A quickplay-finish claim after the flag fell.
    QuickplayFlagDown { side: Side },
    /// A quickplay-finish claim with time enough left.
    QuickplayTimeLeft { side: Side, left_ms: i64, below_ms: u64 },
    /// A quickplay-finish claim: the arbiter decides.
    QuickplayClaim { side: Side, left_ms: i64 },
    /// The postponed claim's result: drawn.
    QuickplayPostponedDrawn { side: Side },
    /// The claim granted: drawn.
    QuickplayGranted { side: Side },
    /// The decision postponed.
    QuickplayPostponed { side: Side },
    /// The claim rejected.
    QuickplayRejected { side: Side },
    /// The side's flag fell with its claim postponed.
    FlagFellClaimPostponed { side: Side },
    // The scoresheet.
    /// A notation the law allows.
    NotationAllowed { side: Side, notation: String },
    /// A notation not the law's; it may not serve as evidence.
    NotationOther {
        side: Side,
        notation: String,
        no_evidence: bool,
    },
    /// No duty to record in this kind of game.
    NoRecordingDuty { side: Side },
    /// The organisers confirmed the side cannot record.
    CannotRecordConfirmed { side: Side },
    /// No duty to record in this period of the time control.
    NoRecordingThisPeriod { side: Side },
    /// Too little time left to record.
    TooLittleTimeToRecord { side: Side },
    /// Moves unrecorded, not yet an offence.
    Unrecorded { side: Side, moves: u32 },
    // Moving a piece.
    /// The piece was released: the move stands.
    MoveStandsReleased { side: Side, first: String, then: String },
    /// The piece was put on the square: the move stands.
    MoveStandsPlaced { side: Side, first: String, then: String },
    /// The piece was not released: the second move is the move.
    MoveNotReleased { side: Side, first: String, then: String },
    /// Only the king was put on its new square: castling must be completed.
    CastleComplete { side: Side, castling: String },
    /// An illegal castling begun: the king counts as touched.
    CastleIllegal { side: Side, castling: String },
    // Touch-move.
    /// The obligation cannot be carried out: any legal move.
    TouchCannotCarryOut { side: Side },
    /// The arbiter did not witness the touch: a sanction only on the opponent's request.
    TouchUnwitnessed { side: Side },
    /// The side plays the move the obligation requires.
    PlaysAsObliged { side: Side, played: String },
    /// The arbiter witnesses the touches himself.
    Witnesses { side: Side },
    /// The side touches a piece (its own or the opponent's; the kind's id, if known).
    Touches {
        side: Side,
        own: bool,
        piece: Option<String>,
        square: String,
    },
    /// An accidental touch with no obligation.
    TouchAccidental { side: Side, square: String },
    /// An announced adjustment.
    Adjusts { side: Side, square: String },
    /// The claimant asks about the opponent's touch that could not be carried out.
    AsksAboutTouch { side: Side },
    /// A touch-move claim after the claimant moved.
    TouchClaimTooLate { side: Side },
    /// A touch-move claim, but the obligation was kept.
    TouchClaimKept { side: Side },
    /// The claimant touched a piece first and lost the right to claim.
    TouchClaimForfeited { side: Side },
    /// The move broke the obligation: taken back, one of these must be played.
    TouchBreachTakenBack { side: Side, allowed: Vec<String> },
    // Illegal moves.
    /// An illegal move, complete once the clock is pressed.
    IllegalMoveCompletes { side: Side, played: String, number: usize },
    /// An illegal move: the position before it is reinstated.
    IllegalMoveReinstated { side: Side, played: String, number: usize },
    /// The piece on this square must move instead.
    MustMoveFrom { side: Side, square: String },
    /// The side's illegal move of this number (the cause of a loss).
    IllegalMoveNumber { side: Side, number: usize },
    /// The clock pressed with a piece in the promotion zone not replaced.
    PromotionNotReplaced { side: Side, played: String },
    /// The claimant claims the opponent's illegal move.
    IllegalClaimed { side: Side },
    /// The claim on the opponent's illegal move comes after the claimant moved.
    IllegalClaimTooLate { side: Side, played: String },
    /// A claim of an illegal move with nothing to rule on.
    IllegalClaimNothing { side: Side },
    /// The opponent moved without claiming: the illegal move by `side` stands.
    IllegalStands { side: Side, played: String },
    // Offences and the set-up.
    /// An offence of the rulebook, by number.
    Offence { side: Side, offence: String, number: usize },
    /// The same offence by both players.
    OffenceBoth { offence: String },
    /// Both players at fault: both lose.
    BothAtFault,
    /// An irregular set-up: annulled.
    IrregularAnnulled { irregularity: String },
    /// An irregular set-up: play goes on.
    IrregularPlayOn { irregularity: String },
    /// An irregular set-up found after the game: the result stands.
    IrregularResultStands { irregularity: String },
}

/// The names a ruling is said with.
struct Voice<'a> {
    lang: Lang,
    sides: [String; 2],
    game: Option<&'a GameDef>,
    /// Whether times are written for the record (`120000 ms`) rather than said for people.
    record: bool,
}

impl Voice<'_> {
    fn side(&self, s: Side) -> &str {
        &self.sides[s.index()]
    }

    fn piece(&self, id: &str) -> String {
        match (self.lang, self.game) {
            (Lang::Vi, Some(g)) => human::piece_name(g, id, Lang::Vi),
            _ => id.to_owned(),
        }
    }

    /// A time: for the record in milliseconds (`120000 ms`), for people in its largest whole
    /// unit ("2 phút" / "2 minutes").
    fn ms(&self, ms: u64) -> String {
        if self.record {
            format!("{ms} ms")
        } else {
            human::millis(ms, self.lang)
        }
    }
}

impl Said {
    /// The ruling in English, with the sides by their ids in the game definition (`sides`, as
    /// [`trongtai_engine::Game::side_ids`] gives them): the text of a [`crate::Ruling`].
    pub fn english(&self, sides: [&str; 2]) -> String {
        let voice = Voice {
            lang: Lang::En,
            sides: sides.map(str::to_owned),
            game: None,
            record: true,
        };
        self.en(&voice)
    }

    /// The ruling said for people in `lang`: the sides and pieces by their names in `game`'s
    /// definition, times in their largest whole unit. In English this is [`Said::english`]
    /// with the sides' English names and the times said as in Vietnamese ("2 minutes" for
    /// `120000 ms`).
    pub fn say(&self, lang: Lang, game: &GameDef) -> String {
        let name = |i: usize| {
            game.sides
                .get(i)
                .map_or_else(|| "?".to_owned(), |s| human::side_name(game, &s.id, lang))
        };
        let voice = Voice {
            lang,
            sides: [name(0), name(1)],
            game: Some(game),
            record: false,
        };
        match lang {
            Lang::En => self.en(&voice),
            Lang::Vi => self.vi(&voice),
        }
    }

    /// The ruling in English, with the names of `v`.
    fn en(&self, v: &Voice) -> String {
        let s = |side: &Side| v.side(*side).to_owned();
        let o = |side: &Side| v.side(side.opponent()).to_owned();
        let on = |intended: &Option<String>| match intended {
            Some(t) => format!(" on the intended move {t}"),
            None => String::new(),
        };
        match self {
            Said::SetupCheckmated { side } => format!("{} is checkmated at set-up", s(side)),
            Said::SetupNoMove { side } => format!("{} has no legal move at set-up and is not in check", s(side)),
            Said::SetupDrawnEnding { ending } => format!("the set-up is the drawn ending `{ending}`"),
            Said::Checkmated { side } => format!("{} is checkmated", s(side)),
            Said::NoMove { side } => format!("{} has no legal move and is not in check", s(side)),
            Said::DrawnEnding { ending } => format!("drawn ending `{ending}`"),
            Said::Forbidden { prohibited, how } => {
                let how = match how {
                    Persisted::Occurred { times } => {
                        format!("the position has occurred {times} times and the side does not vary")
                    }
                    Persisted::Refused { side } => format!("{} refuses the order to vary", s(side)),
                };
                format!("{} ({how})", prohibited_en(prohibited, v))
            }
            Said::RepeatedNeitherVaries { times } => {
                format!("the position has occurred {times} times and neither side varies")
            }
            Said::OrderedToVary { prohibited, side } => {
                format!("{}: the arbiter orders {} to vary", prohibited_en(prohibited, v), s(side))
            }
            Said::NeedNotVary { prohibited, side } => {
                format!("{}: {} need not vary", prohibited_en(prohibited, v), s(side))
            }
            Said::NoProhibition { side } => {
                format!("{} breaks no prohibition in this repetition and need not vary", s(side))
            }
            Said::NotOrderedToVary { side } => {
                format!("{} was not ordered to vary: the refusal changes nothing", s(side))
            }
            Said::OfferVoidAbsent { side } => {
                format!("{} is not at the board: a draw offered in his name is void", s(side))
            }
            Said::OfferWhenLost { side } => format!(
                "{} is being checkmated or left without a move and may not offer a draw",
                s(side)
            ),
            Said::OfferWarned { side } => {
                format!("{} offers a draw while the opponent is thinking and is warned", s(side))
            }
            Said::Offers { side } => format!("{} offers a draw", s(side)),
            Said::NothingToAccept => "the offer was void: there is nothing to accept".into(),
            Said::Accepts { side } => format!("{} accepts the draw offered by {}", s(side), o(side)),
            Said::Declines { side } => format!("{} declines the draw offer", s(side)),
            Said::DeclinesByMoving { side } => format!("{} declines the draw offer by moving", s(side)),
            Said::RepetitionClaimNoEffect => {
                "under this law the arbiter rules repetitions himself; the claim has no effect".into()
            }
            Said::RepetitionClaim {
                side,
                intended,
                times,
                granted: true,
            } => format!(
                "{} claims a repetition{}: the position occurs {times} times, drawn",
                s(side),
                on(intended)
            ),
            Said::RepetitionClaim {
                side,
                intended,
                times,
                granted: false,
            } => format!(
                "{} claims a repetition{}: the position occurs only {times} times",
                s(side),
                on(intended)
            ),
            Said::MoveCountClaim {
                side,
                intended,
                needed,
                counts,
                granted: true,
            } => format!(
                "{} claims the {needed}-move rule{}: {} and {} moves without reset, drawn",
                s(side),
                on(intended),
                counts[0],
                counts[1]
            ),
            Said::MoveCountClaim {
                side,
                intended,
                needed,
                counts,
                granted: false,
            } => format!(
                "{} claims the {needed}-move rule{}: only {} and {} moves",
                s(side),
                on(intended),
                counts[0],
                counts[1]
            ),
            Said::ClaimIsOffer { side } => format!("{}'s claim counts as a draw offer", s(side)),
            Said::WrongClaimTimeAdded { to, ms } => {
                format!("the claim is incorrect: {} added to {}'s time", v.ms(*ms), s(to))
            }
            Said::WrongClaimExhausted { side, ms } => format!(
                "the claim is incorrect: {} charged to {}, whose time is exhausted",
                v.ms(*ms),
                s(side)
            ),
            Said::WrongClaimCharged { side, ms } => {
                format!("the claim is incorrect: {} charged to {}", v.ms(*ms), s(side))
            }
            Said::MustPlayIntended { side, intended } => {
                format!("{} must play the intended move {intended}", s(side))
            }
            Said::ClaimUnwritten { side } => format!(
                "{} claims on a move he has not written on his scoresheet: the claim is not valid",
                s(side)
            ),
            Said::ClaimUnproven { side } => format!(
                "{} claims on a move written on a scoresheet that cannot serve as evidence: the claim is not valid",
                s(side)
            ),
            Said::IntendedNotShownWritten => "the intended move is not shown to be written before the claim".into(),
            Said::ClocksStandForCheck { ms } => {
                format!("both clocks stand still for the {} the arbiter takes to check the claim", v.ms(*ms))
            }
            Said::ClaimWithdrawn { side, allowed: true } => {
                format!("{} withdraws his claim: it is not ruled", s(side))
            }
            Said::ClaimWithdrawn { side, allowed: false } => {
                format!("{} may not withdraw his claim: it is ruled as made", s(side))
            }
            Said::Resigns { side } => format!("{} resigns", s(side)),
            Said::BothLate { limit_ms } => format!("both players arrived more than {} after the start", v.ms(*limit_ms)),
            Said::Late { side, at_ms, limit_ms } => format!(
                "{} arrived {} after the start, later than {}",
                s(side),
                v.ms(*at_ms),
                v.ms(*limit_ms)
            ),
            Said::FlagClaimed { side } => format!("{} claims that {}'s flag has fallen", s(side), o(side)),
            Said::BothFlagsDown => "both flags are down: drawn".into(),
            Said::FlagClaimOwnDown { side } => format!("{} claims on time, but his own flag is down", s(side)),
            Said::FlagClaimNoneDown { side } => format!("{} claims on time, but no flag is down", s(side)),
            Said::MoveIncomplete { side } => format!(
                "{}'s move is not complete: the clock was not pressed before the flag fell",
                s(side)
            ),
            Said::FlagFellCannotWin { side, evidence } => format!(
                "{}'s flag fell, but {} cannot win{}: drawn",
                s(side),
                o(side),
                evidence_en(evidence, v)
            ),
            Said::FlagFell { side } => format!("{}'s flag fell: {} loses on time", s(side), s(side)),
            Said::RepeatedCheckUncounted { side } => format!(
                "a repeated check by {} does not count towards the time control",
                s(side)
            ),
            Said::TimeAdded { to, ms } => format!("{} added to {}'s time", v.ms(*ms), s(to)),
            Said::Lost { cause, loser } => format!("{}: {} loses", cause.en(v), s(loser)),
            Said::CannotWin { side, evidence } => {
                format!("{} cannot win{}: drawn", s(side), evidence_en(evidence, v))
            }
            Said::PenaltyExhausts { side } => format!("the penalty exhausts {}'s time", s(side)),
            Said::LosesGame { side } => format!("{} loses the game", s(side)),
            Said::ErrorLimit { side, count, kind } => {
                let what = match kind {
                    ErrorKind::Technical => "technical",
                    ErrorKind::Conduct => "conduct",
                };
                format!("{} has made {count} {what} errors and loses", s(side))
            }
            Said::Seals { side } => format!("the game is adjourned; {} seals a move", s(side)),
            Said::EnvelopeWaits { side } => format!(
                "{} is not at the board: his clock is started and the envelope stays sealed until he arrives",
                s(side)
            ),
            Said::SealedStandsAbandoned { sealed, side } => format!(
                "the sealed move {sealed} stands, and {} has abandoned the game",
                s(side)
            ),
            Said::SealedIllegal { sealed } => format!("the sealed move `{sealed}` is illegal"),
            Said::SealedNamesNoMove { sealed } => format!("the sealed entry `{sealed}` names no move"),
            Said::SealedAskExplain { sealed, side } => format!(
                "the sealed entry `{sealed}` names no move: {} is asked to explain it",
                s(side)
            ),
            Said::SealedWrongAndAbandoned { side } => format!(
                "{} sealed a wrong move and {} abandoned the game: both lose",
                s(side),
                o(side)
            ),
            Said::Explained { side, as_move } => format!(
                "{} explains the sealed entry as {as_move}, and the arbiter accepts it",
                s(side)
            ),
            Said::Unexplained { side, sealed } => format!("{} cannot explain the sealed entry `{sealed}`", s(side)),
            Said::Abandons { side } => format!("{} abandons the adjourned game and loses", s(side)),
            Said::AbandonsEnvelopeOpened { side } => format!(
                "{} abandons the adjourned game: the envelope is opened all the same",
                s(side)
            ),
            Said::Displaces {
                by,
                from,
                onto,
                own_time,
            } => {
                let whom = by.as_ref().map_or("a player".to_string(), s);
                let text = format!(
                    "{whom} displaces the piece on {from} ({})",
                    onto.as_ref().map_or("off the board".to_string(), |t| format!("onto {t}"))
                );
                if *own_time {
                    format!("{text}: he restores it on his own time")
                } else {
                    text
                }
            }
            Said::Restores { by } => {
                format!("{} restores the displaced pieces", by.as_ref().map_or("the player".to_string(), s))
            }
            Said::DisplacedNoRule => "pieces are found displaced: the law has no rule, play goes on from the board".into(),
            Said::DisplacedReinstated { to_move } => format!(
                "pieces are found displaced: the position before the irregularity is reinstated, {} to move",
                s(to_move)
            ),
            Said::SetupClaimTooLate { moves } => format!(
                "{} and {} moves have been completed: a claim about the set-up is no longer accepted, play goes on",
                moves[0], moves[1]
            ),
            Said::QuickplayNotToMove { side } => format!(
                "{} claims a draw under the quickplay finish, but only the player having the move may claim",
                s(side)
            ),
            Said::QuickplayFlagDown { side } => format!(
                "{} claims a draw under the quickplay finish after his flag has fallen: too late",
                s(side)
            ),
            Said::QuickplayTimeLeft {
                side,
                left_ms,
                below_ms,
            } => format!(
                "{} claims a draw under the quickplay finish with {} left, not less than {}: no claim lies",
                s(side),
                signed_ms(*left_ms, v),
                v.ms(*below_ms)
            ),
            Said::QuickplayClaim { side, left_ms } => format!(
                "{} claims a draw with {} left, before his flag falls: the arbiter decides",
                s(side),
                signed_ms(*left_ms, v)
            ),
            Said::QuickplayPostponedDrawn { side } => {
                format!("the arbiter declares the result of {}'s postponed claim: drawn", s(side))
            }
            Said::QuickplayGranted { side } => format!("the arbiter grants {}'s claim: drawn", s(side)),
            Said::QuickplayPostponed { side } => format!(
                "the arbiter postpones his decision on {}'s claim; the game goes on",
                s(side)
            ),
            Said::QuickplayRejected { side } => format!("the arbiter rejects {}'s claim", s(side)),
            Said::FlagFellClaimPostponed { side } => format!(
                "{}'s flag has fallen with his claim postponed: the arbiter declares the result",
                s(side)
            ),
            Said::NotationAllowed { side, notation } => format!(
                "{} keeps his scoresheet in {notation} notation, as the law allows",
                s(side)
            ),
            Said::NotationOther {
                side,
                notation,
                no_evidence,
            } => {
                let text = format!("{} keeps his scoresheet in {notation} notation, not the law's", s(side));
                if *no_evidence {
                    format!("{text}: it cannot serve as evidence")
                } else {
                    text
                }
            }
            Said::NoRecordingDuty { side } => format!("{} need not record moves in this kind of game", s(side)),
            Said::CannotRecordConfirmed { side } => format!(
                "the organisers confirmed beforehand that {} cannot record: no offence",
                s(side)
            ),
            Said::NoRecordingThisPeriod { side } => format!(
                "{} need not record moves in this period of the time control",
                s(side)
            ),
            Said::TooLittleTimeToRecord { side } => format!("{} has too little time left to record moves", s(side)),
            Said::Unrecorded { side, moves } => format!("{} has {moves} moves unrecorded: no offence yet", s(side)),
            Said::MoveStandsReleased { side, first, then } => format!(
                "{} released the piece on the square of {first}: that move stands and cannot be changed to {then}",
                s(side)
            ),
            Said::MoveStandsPlaced { side, first, then } => format!(
                "{} put the piece on the square of {first}: even before his hand leaves it, that move stands and cannot be changed to {then}",
                s(side)
            ),
            Said::MoveNotReleased { side, first, then } => format!(
                "{} had not released the piece on the square of {first}: his move is {then}",
                s(side)
            ),
            Said::CastleComplete { side, castling } => format!(
                "{} has put only his king on its new square: he must complete the castling {castling}",
                s(side)
            ),
            Said::CastleIllegal { side, castling } => format!(
                "{} has begun the castling {castling}, which is illegal: his king counts as touched",
                s(side)
            ),
            Said::TouchCannotCarryOut { side } => format!(
                "{} cannot carry out the touch-move obligation: any legal move",
                s(side)
            ),
            Said::TouchUnwitnessed { side } => format!(
                "the arbiter did not witness the touch: {} is sanctioned only if {} asks the arbiter before moving",
                s(side),
                o(side)
            ),
            Said::PlaysAsObliged { side, played } => format!(
                "{} plays {played}, as the touch-move obligation requires",
                s(side)
            ),
            Said::Witnesses { side } => format!("the arbiter witnesses {}'s touches himself", s(side)),
            Said::Touches {
                side,
                own,
                piece,
                square,
            } => {
                let whose = if *own { "his" } else { "the opponent's" };
                let piece = piece.as_deref().unwrap_or("piece");
                format!("{} touches {whose} {piece} on {square}", s(side))
            }
            Said::TouchAccidental { side, square } => {
                format!("{} touches {square} by accident: no obligation", s(side))
            }
            Said::Adjusts { side, square } => {
                format!("{} adjusts the piece on {square} after announcing it", s(side))
            }
            Said::AsksAboutTouch { side } => format!(
                "{} asks the arbiter about {}'s touch, which could not be carried out",
                s(side),
                o(side)
            ),
            Said::TouchClaimTooLate { side } => {
                format!("{} claims a touch-move breach after moving himself: too late", s(side))
            }
            Said::TouchClaimKept { side } => format!(
                "{} claims a touch-move breach, but the last move kept the obligation",
                s(side)
            ),
            Said::TouchClaimForfeited { side } => format!(
                "{} touched a piece before claiming and has lost the right to claim",
                s(side)
            ),
            Said::TouchBreachTakenBack { side, allowed } => format!(
                "{}'s move broke the touch-move obligation: it is taken back, and he must play one of {}",
                s(side),
                allowed.join(" ")
            ),
            Said::IllegalMoveCompletes { side, played, number } => format!(
                "{} makes the illegal move {played} (illegal move number {number}): once the clock is pressed it is complete; the opponent may claim before making his own move",
                s(side)
            ),
            Said::IllegalMoveReinstated { side, played, number } => format!(
                "{} makes the illegal move {played} (illegal move number {number}): the position before it is reinstated",
                s(side)
            ),
            Said::MustMoveFrom { side, square } => format!("{} must move the piece on {square} instead", s(side)),
            Said::IllegalMoveNumber { side, number } => format!("{}'s illegal move number {number}", s(side)),
            Said::PromotionNotReplaced { side, played } => format!(
                "{} pressed the clock with a piece in the promotion zone not replaced ({played}): the position is restored",
                s(side)
            ),
            Said::IllegalClaimed { side } => format!("{} claims the illegal move of {}", s(side), o(side)),
            Said::IllegalClaimTooLate { side, played } => format!(
                "{} claims the illegal move {played} of {} after making his own move: too late, the illegal move stands and the game goes on",
                s(side),
                o(side)
            ),
            Said::IllegalClaimNothing { side } => format!("{} claims an illegal move: nothing to rule on", s(side)),
            Said::IllegalStands { side, played } => format!(
                "{} has moved without claiming: {}'s illegal move {played} can no longer be corrected; it stands and the game goes on from the position it made",
                o(side),
                s(side)
            ),
            Said::Offence { side, offence, number } => format!("{}: offence `{offence}` number {number}", s(side)),
            Said::OffenceBoth { offence } => format!("both players: offence `{offence}`"),
            Said::BothAtFault => "both players are at fault: both lose".into(),
            Said::IrregularAnnulled { irregularity } => format!(
                "irregular set-up `{irregularity}`: the game is annulled and a new game is played"
            ),
            Said::IrregularPlayOn { irregularity } => format!("irregular set-up `{irregularity}`: play goes on"),
            Said::IrregularResultStands { irregularity } => {
                format!("irregular set-up `{irregularity}` found after the game: the result stands")
            }
        }
    }

    /// The ruling in Vietnamese, in the words of the law texts (GLOSSARY.md).
    fn vi(&self, v: &Voice) -> String {
        let s = |side: &Side| v.side(*side).to_owned();
        let o = |side: &Side| v.side(side.opponent()).to_owned();
        let on = |intended: &Option<String>| match intended {
            Some(t) => format!(" với nước định đi {t}"),
            None => String::new(),
        };
        match self {
            Said::SetupCheckmated { side } => format!("{} bị chiếu hết ngay ở thế cờ ban đầu", s(side)),
            Said::SetupNoMove { side } => {
                format!("{} hết nước đi ngay ở thế cờ ban đầu mà không bị chiếu", s(side))
            }
            Said::SetupDrawnEnding { ending } => format!("thế cờ ban đầu là cờ tàn hoà `{ending}`"),
            Said::Checkmated { side } => format!("{} bị chiếu hết", s(side)),
            Said::NoMove { side } => format!("{} hết nước đi mà không bị chiếu", s(side)),
            Said::DrawnEnding { ending } => format!("cờ tàn hoà `{ending}`"),
            Said::Forbidden { prohibited, how } => {
                let how = match how {
                    Persisted::Occurred { times } => {
                        format!("thế cờ đã lặp lại {times} lần và bên đó không đổi nước")
                    }
                    Persisted::Refused { side } => format!("{} không chịu đổi nước theo lệnh trọng tài", s(side)),
                };
                format!("{} ({how})", prohibited_vi(prohibited, v))
            }
            Said::RepeatedNeitherVaries { times } => {
                format!("thế cờ đã lặp lại {times} lần và không bên nào đổi nước")
            }
            Said::OrderedToVary { prohibited, side } => {
                format!("{}: trọng tài buộc {} phải đổi nước", prohibited_vi(prohibited, v), s(side))
            }
            Said::NeedNotVary { prohibited, side } => {
                format!("{}: {} không phải đổi nước", prohibited_vi(prohibited, v), s(side))
            }
            Said::NoProhibition { side } => {
                format!("{} không phạm luật cấm trong lần lặp lại này, không phải đổi nước", s(side))
            }
            Said::NotOrderedToVary { side } => {
                format!("{} chưa bị buộc đổi nước: việc không chịu đổi nước không có hệ quả", s(side))
            }
            Said::OfferVoidAbsent { side } => {
                format!("{} vắng mặt: lời đề nghị hoà nhân danh {} không có giá trị", s(side), s(side))
            }
            Said::OfferWhenLost { side } => {
                format!("{} đang bị chiếu hết hoặc sắp hết nước đi, không được đề nghị hoà", s(side))
            }
            Said::OfferWarned { side } => format!(
                "{} đề nghị hoà trong thời gian suy nghĩ của đối phương và bị cảnh cáo",
                s(side)
            ),
            Said::Offers { side } => format!("{} đề nghị hoà", s(side)),
            Said::NothingToAccept => "lời đề nghị hoà không có giá trị: không có gì để chấp nhận".into(),
            Said::Accepts { side } => format!("{} chấp nhận đề nghị hoà của {}", s(side), o(side)),
            Said::Declines { side } => format!("{} từ chối đề nghị hoà", s(side)),
            Said::DeclinesByMoving { side } => format!("{} từ chối đề nghị hoà bằng cách đi quân", s(side)),
            Said::RepetitionClaimNoEffect => {
                "theo luật này trọng tài tự xử các thế cờ lặp lại; yêu cầu hoà không có hiệu lực".into()
            }
            Said::RepetitionClaim {
                side,
                intended,
                times,
                granted: true,
            } => format!(
                "{} yêu cầu hoà vì lặp lại thế cờ{}: thế cờ xuất hiện {times} lần, xử hoà",
                s(side),
                on(intended)
            ),
            Said::RepetitionClaim {
                side,
                intended,
                times,
                granted: false,
            } => format!(
                "{} yêu cầu hoà vì lặp lại thế cờ{}: thế cờ mới xuất hiện {times} lần",
                s(side),
                on(intended)
            ),
            Said::MoveCountClaim {
                side,
                intended,
                needed,
                counts,
                granted: true,
            } => format!(
                "{} yêu cầu hoà theo luật {needed} nước{}: {} và {} nước liền không ăn quân, xử hoà",
                s(side),
                on(intended),
                counts[0],
                counts[1]
            ),
            Said::MoveCountClaim {
                side,
                intended,
                needed,
                counts,
                granted: false,
            } => format!(
                "{} yêu cầu hoà theo luật {needed} nước{}: mới có {} và {} nước",
                s(side),
                on(intended),
                counts[0],
                counts[1]
            ),
            Said::ClaimIsOffer { side } => format!("yêu cầu của {} được coi là đề nghị hoà", s(side)),
            Said::WrongClaimTimeAdded { to, ms } => {
                format!("yêu cầu không đúng: +{} cho {}", v.ms(*ms), s(to))
            }
            Said::WrongClaimExhausted { side, ms } => format!(
                "yêu cầu không đúng: {} bị trừ {}, hết thời gian suy nghĩ",
                s(side),
                v.ms(*ms)
            ),
            Said::WrongClaimCharged { side, ms } => {
                format!("yêu cầu không đúng: {} bị trừ {}", s(side), v.ms(*ms))
            }
            Said::MustPlayIntended { side, intended } => {
                format!("{} phải đi nước đã định {intended}", s(side))
            }
            Said::ClaimUnwritten { side } => format!(
                "{} yêu cầu hoà với nước đi chưa ghi vào biên bản: yêu cầu không hợp lệ",
                s(side)
            ),
            Said::ClaimUnproven { side } => format!(
                "{} yêu cầu hoà với nước đi ghi trên biên bản không dùng làm bằng chứng được: yêu cầu không hợp lệ",
                s(side)
            ),
            Said::IntendedNotShownWritten => "không chứng tỏ được nước định đi đã ghi trước khi yêu cầu".into(),
            Said::ClocksStandForCheck { ms } => {
                format!("cả hai đồng hồ ngừng trong {} trọng tài kiểm tra yêu cầu", v.ms(*ms))
            }
            Said::ClaimWithdrawn { side, allowed: true } => {
                format!("{} rút yêu cầu: trọng tài không xét", s(side))
            }
            Said::ClaimWithdrawn { side, allowed: false } => {
                format!("{} không được rút yêu cầu: trọng tài xét như đã đề xuất", s(side))
            }
            Said::Resigns { side } => format!("{} xin thua", s(side)),
            Said::BothLate { limit_ms } => {
                format!("cả hai đấu thủ đều đến muộn quá {} sau giờ bắt đầu", v.ms(*limit_ms))
            }
            Said::Late { side, at_ms, limit_ms } => format!(
                "{} đến muộn {} sau giờ bắt đầu, quá {}",
                s(side),
                v.ms(*at_ms),
                v.ms(*limit_ms)
            ),
            Said::FlagClaimed { side } => format!("{} yêu cầu xác nhận {} đã hết giờ", s(side), o(side)),
            Said::BothFlagsDown => "cả hai bên đều hết giờ: xử hoà".into(),
            Said::FlagClaimOwnDown { side } => {
                format!("{} khiếu nại về thời gian, nhưng chính {} đã hết giờ", s(side), s(side))
            }
            Said::FlagClaimNoneDown { side } => {
                format!("{} khiếu nại về thời gian, nhưng chưa bên nào hết giờ", s(side))
            }
            Said::MoveIncomplete { side } => format!(
                "nước đi của {} chưa hoàn thành: chưa bấm đồng hồ thì đã hết giờ",
                s(side)
            ),
            Said::FlagFellCannotWin { side, evidence } => format!(
                "{} hết giờ, nhưng {} không có khả năng đánh thắng{}: xử hoà",
                s(side),
                o(side),
                evidence_vi(evidence, v)
            ),
            Said::FlagFell { side } => format!("{} hết giờ: {} bị xử thua", s(side), s(side)),
            Said::RepeatedCheckUncounted { side } => format!(
                "nước chiếu lặp lại của {} không được tính vào số nước kiểm tra thời gian",
                s(side)
            ),
            Said::TimeAdded { to, ms } => format!("+{} cho {}", v.ms(*ms), s(to)),
            Said::Lost { cause, loser } => format!("{}: {} bị xử thua", cause.vi(v), s(loser)),
            Said::CannotWin { side, evidence } => {
                format!("{} không có khả năng đánh thắng{}: xử hoà", s(side), evidence_vi(evidence, v))
            }
            Said::PenaltyExhausts { side } => format!("hình phạt làm {} hết thời gian suy nghĩ", s(side)),
            Said::LosesGame { side } => format!("{} bị xử thua", s(side)),
            Said::ErrorLimit { side, count, kind } => {
                let what = match kind {
                    ErrorKind::Technical => "lỗi kỹ thuật",
                    ErrorKind::Conduct => "lỗi tác phong",
                };
                format!("{} đã mắc {count} {what}, bị xử thua", s(side))
            }
            Said::Seals { side } => format!("ván cờ hoãn; {} niêm phong nước kín", s(side)),
            Said::EnvelopeWaits { side } => format!(
                "{} vắng mặt: đồng hồ của {} được cho chạy, phong bì giữ niêm phong đến khi {} đến",
                s(side),
                s(side),
                s(side)
            ),
            Said::SealedStandsAbandoned { sealed, side } => {
                format!("nước kín {sealed} hợp lệ, và {} đã bỏ cuộc", s(side))
            }
            Said::SealedIllegal { sealed } => format!("nước kín `{sealed}` không hợp lệ"),
            Said::SealedNamesNoMove { sealed } => format!("nước kín ghi `{sealed}` không chỉ nước đi nào"),
            Said::SealedAskExplain { sealed, side } => format!(
                "nước kín ghi `{sealed}` không chỉ nước đi nào: {} được yêu cầu giải thích",
                s(side)
            ),
            Said::SealedWrongAndAbandoned { side } => format!(
                "{} niêm phong nước kín sai và {} bỏ cuộc: cả hai bị xử thua",
                s(side),
                o(side)
            ),
            Said::Explained { side, as_move } => format!(
                "{} giải thích nước kín là {as_move}, trọng tài chấp nhận",
                s(side)
            ),
            Said::Unexplained { side, sealed } => {
                format!("{} không giải thích được nước kín ghi `{sealed}`", s(side))
            }
            Said::Abandons { side } => format!("{} bỏ cuộc ván hoãn, bị xử thua", s(side)),
            Said::AbandonsEnvelopeOpened { side } => {
                format!("{} bỏ cuộc ván hoãn: phong bì vẫn được mở", s(side))
            }
            Said::Displaces {
                by,
                from,
                onto,
                own_time,
            } => {
                let whom = by.as_ref().map_or("một đấu thủ".to_string(), s);
                let text = format!(
                    "{whom} làm xê dịch quân ở {from} ({})",
                    onto.as_ref().map_or("ra ngoài bàn cờ".to_string(), |t| format!("sang {t}"))
                );
                if *own_time {
                    format!("{text}: phải đặt lại bằng thời gian của mình")
                } else {
                    text
                }
            }
            Said::Restores { by } => {
                format!(
                    "{} đặt lại các quân bị xê dịch",
                    by.as_ref().map_or("đấu thủ".to_string(), s)
                )
            }
            Said::DisplacedNoRule => {
                "phát hiện quân bị xê dịch: luật không quy định, ván cờ tiếp tục theo thế trên bàn".into()
            }
            Said::DisplacedReinstated { to_move } => format!(
                "phát hiện quân bị xê dịch: đặt lại thế cờ trước khi sai sót, {} đi",
                s(to_move)
            ),
            Said::SetupClaimTooLate { moves } => format!(
                "đã đi {} và {} nước: không nhận khiếu nại về vị trí ban đầu nữa, ván cờ tiếp tục",
                moves[0], moves[1]
            ),
            Said::QuickplayNotToMove { side } => format!(
                "{} yêu cầu hoà ở giai đoạn kết thúc nhanh, nhưng chỉ đấu thủ có lượt đi mới được yêu cầu",
                s(side)
            ),
            Said::QuickplayFlagDown { side } => format!(
                "{} yêu cầu hoà ở giai đoạn kết thúc nhanh sau khi đã hết giờ: quá muộn",
                s(side)
            ),
            Said::QuickplayTimeLeft {
                side,
                left_ms,
                below_ms,
            } => format!(
                "{} yêu cầu hoà ở giai đoạn kết thúc nhanh khi còn {}, không ít hơn {}: yêu cầu không có cơ sở",
                s(side),
                signed_ms(*left_ms, v),
                v.ms(*below_ms)
            ),
            Said::QuickplayClaim { side, left_ms } => format!(
                "{} yêu cầu hoà khi còn {}, trước khi hết giờ: trọng tài quyết định",
                s(side),
                signed_ms(*left_ms, v)
            ),
            Said::QuickplayPostponedDrawn { side } => {
                format!("trọng tài công bố kết quả yêu cầu đã hoãn của {}: xử hoà", s(side))
            }
            Said::QuickplayGranted { side } => format!("trọng tài chấp nhận yêu cầu của {}: xử hoà", s(side)),
            Said::QuickplayPostponed { side } => format!(
                "trọng tài hoãn quyết định về yêu cầu của {}; ván cờ tiếp tục",
                s(side)
            ),
            Said::QuickplayRejected { side } => format!("trọng tài bác yêu cầu của {}", s(side)),
            Said::FlagFellClaimPostponed { side } => format!(
                "{} hết giờ khi yêu cầu đang được hoãn: trọng tài công bố kết quả",
                s(side)
            ),
            Said::NotationAllowed { side, notation } => format!(
                "{} ghi biên bản bằng hệ thống ký hiệu `{notation}`, luật cho phép",
                s(side)
            ),
            Said::NotationOther {
                side,
                notation,
                no_evidence,
            } => {
                let text = format!(
                    "{} ghi biên bản bằng hệ thống ký hiệu `{notation}`, không phải hệ thống luật quy định",
                    s(side)
                );
                if *no_evidence {
                    format!("{text}: biên bản không dùng làm bằng chứng được")
                } else {
                    text
                }
            }
            Said::NoRecordingDuty { side } => format!("{} không phải ghi biên bản trong loại ván này", s(side)),
            Said::CannotRecordConfirmed { side } => format!(
                "ban tổ chức đã xác nhận trước rằng {} không ghi biên bản được: không vi phạm",
                s(side)
            ),
            Said::NoRecordingThisPeriod { side } => format!(
                "{} không phải ghi biên bản trong giai đoạn này của thời gian kiểm tra",
                s(side)
            ),
            Said::TooLittleTimeToRecord { side } => {
                format!("{} còn quá ít thời gian, không phải ghi biên bản", s(side))
            }
            Said::Unrecorded { side, moves } => {
                format!("{} chưa ghi {moves} nước vào biên bản: chưa vi phạm", s(side))
            }
            Said::MoveStandsReleased { side, first, then } => format!(
                "{} đã buông tay khỏi quân ở điểm đến của {first}: nước đó có hiệu lực, không được đổi thành {then}",
                s(side)
            ),
            Said::MoveStandsPlaced { side, first, then } => format!(
                "{} đã đặt quân vào điểm đến của {first}: dù chưa buông tay, nước đó có hiệu lực, không được đổi thành {then}",
                s(side)
            ),
            Said::MoveNotReleased { side, first, then } => format!(
                "{} chưa buông tay khỏi quân ở điểm đến của {first}: nước đi là {then}",
                s(side)
            ),
            Said::CastleComplete { side, castling } => format!(
                "{} mới đặt Vua vào ô mới: phải hoàn thành nước nhập thành {castling}",
                s(side)
            ),
            Said::CastleIllegal { side, castling } => format!(
                "{} bắt đầu nhập thành {castling}, là nước không hợp lệ: coi như đã chạm Vua",
                s(side)
            ),
            Said::TouchCannotCarryOut { side } => format!(
                "{} không thực hiện được nghĩa vụ chạm quân: được đi bất kỳ nước hợp lệ nào",
                s(side)
            ),
            Said::TouchUnwitnessed { side } => format!(
                "trọng tài không chứng kiến việc chạm quân: {} chỉ bị phạt nếu {} khiếu nại với trọng tài trước khi đi",
                s(side),
                o(side)
            ),
            Said::PlaysAsObliged { side, played } => {
                format!("{} đi {played}, đúng nghĩa vụ chạm quân", s(side))
            }
            Said::Witnesses { side } => format!("trọng tài tự chứng kiến việc chạm quân của {}", s(side)),
            Said::Touches {
                side,
                own,
                piece,
                square,
            } => {
                let piece = piece.as_deref().map_or("quân".to_string(), |p| v.piece(p));
                let whose = if *own { "của mình" } else { "của đối phương" };
                format!("{} chạm {piece} {whose} ở {square}", s(side))
            }
            Said::TouchAccidental { side, square } => {
                format!("{} vô ý chạm quân ở {square}: không phát sinh nghĩa vụ", s(side))
            }
            Said::Adjusts { side, square } => {
                format!("{} sửa quân ở {square} sau khi đã báo trước", s(side))
            }
            Said::AsksAboutTouch { side } => format!(
                "{} khiếu nại với trọng tài về việc chạm quân của {} mà không thực hiện được",
                s(side),
                o(side)
            ),
            Said::TouchClaimTooLate { side } => {
                format!("{} khiếu nại vi phạm chạm quân sau khi chính mình đã đi: quá muộn", s(side))
            }
            Said::TouchClaimKept { side } => format!(
                "{} khiếu nại vi phạm chạm quân, nhưng nước vừa đi đúng nghĩa vụ",
                s(side)
            ),
            Said::TouchClaimForfeited { side } => format!(
                "{} đã chạm quân trước khi khiếu nại nên mất quyền khiếu nại",
                s(side)
            ),
            Said::TouchBreachTakenBack { side, allowed } => format!(
                "nước đi của {} vi phạm nghĩa vụ chạm quân: phải đi lại, và chỉ được đi một trong các nước {}",
                s(side),
                allowed.join(" ")
            ),
            Said::IllegalMoveCompletes { side, played, number } => format!(
                "{} đi nước sai luật {played} (nước sai luật thứ {number}): bấm đồng hồ là hoàn thành; đối phương được khiếu nại trước khi đi nước của mình",
                s(side)
            ),
            Said::IllegalMoveReinstated { side, played, number } => format!(
                "{} đi nước sai luật {played} (nước sai luật thứ {number}): đặt lại thế cờ trước nước đó",
                s(side)
            ),
            Said::MustMoveFrom { side, square } => format!("{} phải đi quân ở {square}", s(side)),
            Said::IllegalMoveNumber { side, number } => format!("nước sai luật thứ {number} của {}", s(side)),
            Said::PromotionNotReplaced { side, played } => format!(
                "{} bấm đồng hồ khi quân ở ô phong cấp chưa được thay ({played}): đặt lại thế cờ",
                s(side)
            ),
            Said::IllegalClaimed { side } => {
                format!("{} khiếu nại nước đi sai luật của {}", s(side), o(side))
            }
            Said::IllegalClaimTooLate { side, played } => format!(
                "{} khiếu nại nước sai luật {played} của {} sau khi đã đi nước của mình: quá muộn, nước đó giữ nguyên và ván cờ tiếp tục",
                s(side),
                o(side)
            ),
            Said::IllegalClaimNothing { side } => {
                format!("{} khiếu nại nước đi sai luật: không có gì để xử", s(side))
            }
            Said::IllegalStands { side, played } => format!(
                "{} đã đi mà không khiếu nại: nước sai luật {played} của {} không sửa được nữa; nước đó giữ nguyên và ván cờ tiếp tục từ thế cờ nó tạo ra",
                o(side),
                s(side)
            ),
            Said::Offence { side, offence, number } => {
                format!("{}: vi phạm `{offence}` lần thứ {number}", s(side))
            }
            Said::OffenceBoth { offence } => format!("cả hai đấu thủ: vi phạm `{offence}`"),
            Said::BothAtFault => "cả hai đấu thủ đều có lỗi: cả hai bị xử thua".into(),
            Said::IrregularAnnulled { irregularity } => {
                format!("xếp sai vị trí `{irregularity}`: huỷ ván và đấu lại")
            }
            Said::IrregularPlayOn { irregularity } => format!("xếp sai vị trí `{irregularity}`: ván cờ tiếp tục"),
            Said::IrregularResultStands { irregularity } => {
                format!("xếp sai vị trí `{irregularity}` phát hiện sau ván: giữ nguyên kết quả")
            }
        }
    }
}

/// A time that may be negative (a clock's time left), for people.
fn signed_ms(ms: i64, v: &Voice) -> String {
    match u64::try_from(ms) {
        Ok(ms) => v.ms(ms),
        Err(_) => format!("-{}", v.ms(ms.unsigned_abs())),
    }
}

fn prohibited_en(p: &Prohibited, v: &Voice) -> String {
    let parts: Vec<String> = p
        .conduct
        .iter()
        .map(|c| match c {
            Perpetual::Checks { side } => format!("{} checks perpetually", v.side(*side)),
            Perpetual::Chases { side, target, on, with } => format!(
                "{} chases the {target} on {on} perpetually (with {})",
                v.side(*side),
                with.join(" and ")
            ),
        })
        .collect();
    let joined = parts.join(" and ");
    match p.loser {
        Some(l) => format!("{joined}: {} must vary and, not varying, loses", v.side(l)),
        None => format!("{joined}: drawn"),
    }
}

fn prohibited_vi(p: &Prohibited, v: &Voice) -> String {
    let parts: Vec<String> = p
        .conduct
        .iter()
        .map(|c| match c {
            Perpetual::Checks { side } => format!("{} chiếu mãi", v.side(*side)),
            Perpetual::Chases { side, target, on, with } => {
                let with: Vec<String> = with.iter().map(|k| v.piece(k)).collect();
                format!(
                    "{} đuổi bắt mãi {} ở {on} (bằng {})",
                    v.side(*side),
                    v.piece(target),
                    with.join(" và ")
                )
            }
        })
        .collect();
    let joined = parts.join(" và ");
    match p.loser {
        Some(l) => format!("{joined}: {} phải đổi nước, không đổi thì bị xử thua", v.side(l)),
        None => format!("{joined}: xử hoà"),
    }
}

fn mate_en(r: &CannotMate) -> String {
    match r {
        CannotMate::NoChecker => "no piece that can give check".into(),
        CannotMate::Separated { frozen } => format!(
            "no piece can ever attack a square the opponent's royal piece can reach ({frozen} pieces can never move)"
        ),
        CannotMate::NoMatingNet => "no placement of its pieces can check and cover every flight square".into(),
        CannotMate::Exhausted { positions } => {
            format!("all {positions} reachable positions searched, none is a checkmate")
        }
    }
}

fn mate_vi(r: &CannotMate) -> String {
    match r {
        CannotMate::NoChecker => "không còn quân nào chiếu được".into(),
        CannotMate::Separated { frozen } => format!(
            "không quân nào tấn công được ô mà quân chủ tướng đối phương có thể tới ({frozen} quân không bao giờ đi được nữa)"
        ),
        CannotMate::NoMatingNet => "không có cách xếp quân nào vừa chiếu vừa khoá hết các ô thoát".into(),
        CannotMate::Exhausted { positions } => {
            format!("đã xét hết {positions} thế cờ có thể đạt tới, không thế nào là chiếu hết")
        }
    }
}

fn evidence_en(e: &Option<Evidence>, v: &Voice) -> String {
    match e {
        None => String::new(),
        Some(Evidence::One { reason }) => format!(" ({})", mate_en(reason)),
        Some(Evidence::Each { first, second }) => format!(
            " ({}: {}; {}: {})",
            v.side(Side::First),
            mate_en(first),
            v.side(Side::Second),
            mate_en(second)
        ),
    }
}

fn evidence_vi(e: &Option<Evidence>, v: &Voice) -> String {
    match e {
        None => String::new(),
        Some(Evidence::One { reason }) => format!(" ({})", mate_vi(reason)),
        Some(Evidence::Each { first, second }) => format!(
            " ({}: {}; {}: {})",
            v.side(Side::First),
            mate_vi(first),
            v.side(Side::Second),
            mate_vi(second)
        ),
    }
}
