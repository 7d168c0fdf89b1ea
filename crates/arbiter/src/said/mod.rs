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
//! [`trongtai_rulebook::human`]. The words are messages of the catalogues (`i18n/*/said.ftl`),
//! named in `words.rs` by an exhaustive `match`: a new ruling without a message does not
//! compile, and a message missing in one language fails the catalogues' tests.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use trongtai_rulebook::game::GameDef;
use trongtai_rulebook::human::{self, Lang};

use crate::side::Side;

mod words;

/// Why a side cannot checkmate, as the engine's unwinnability analysis proved it
/// ([`trongtai_engine::Reason`]).
///
/// This is the arbiter's serialised form of the engine's type, not a second analysis: the engine
/// depends on neither serde nor schemars (it is the interpreter, kept to the rule-file model and
/// `thiserror`), while this form is part of the replay JSON and its schema
/// (`schemas/replay.schema.json`). The `From` conversion below is exhaustive, so a new engine
/// reason does not compile until it is given a form here and words in both languages.
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
    /// No placement of the pieces on squares they can ever reach leaves the opponent without a
    /// legal move in a position the rules count as won.
    NoWinningPlacement,
    /// The side to move has few legal moves, and after each of them the side still cannot win.
    AfterEveryMove {
        /// The legal moves of the side to move.
        moves: u32,
    },
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
            trongtai_engine::Reason::NoWinningPlacement => CannotMate::NoWinningPlacement,
            trongtai_engine::Reason::AfterEveryMove { moves } => CannotMate::AfterEveryMove { moves },
            trongtai_engine::Reason::Exhausted { positions } => CannotMate::Exhausted { positions },
        }
    }
}

/// The evidence that an ending's analysis condition holds ([`trongtai_engine::Evidence`]), in
/// the arbiter's serialised form (see [`CannotMate`] for why it is not the engine's type).
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
        words::prohibited_text(self, &voice)
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
    /// The position has occurred as often as the law's automatic repetition needs: drawn
    /// without a claim (FIDE 9.6).
    RepeatedAutomatic { times: usize },
    /// Each side has made the law's number of moves without a reset: drawn without a claim
    /// (FIDE 9.6(b)).
    MoveCountAutomatic { moves: u32 },
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
    /// The side arrived this long after the start and plays on: within the limit, or (no
    /// limit) where the limit does not apply.
    PlaysOnAfterArriving {
        side: Side,
        at_ms: u64,
        limit_ms: Option<u64>,
    },
    /// The side completed the moves of a period of the time control: the next period's time
    /// is added to his clock.
    PeriodCompleted { side: Side },
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
    /// A quickplay-finish claim in a period with a move quota: not a quickplay finish.
    QuickplayNotAFinish { side: Side },
    /// A quickplay-finish claim in a period with an increment.
    QuickplayWithIncrement { side: Side },
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
    /// The obligation could not be carried out: the arbiter acts on it only if the opponent
    /// asks him before moving.
    TouchAwaitsRequest { side: Side },
    /// Nobody asked the arbiter about the side's touch before moving on: the game goes on and
    /// the arbiter does not intervene.
    TouchNotRequested { side: Side },
    /// The side's touch is neither admitted by him nor witnessed by the arbiter: the claimant's
    /// word alone is no ground for a sanction.
    TouchNotProven { side: Side },
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
    // The editions of the FIDE Laws from 2014.
    /// An agreement before both players have made a move is not valid: play goes on.
    AgreementTooEarly,
    /// The side pressed the clock without making a move: penalised as an illegal move.
    PressWithoutMove { side: Side, number: usize },
    /// The side made its last move with two hands: penalised as an illegal move; the move
    /// stands.
    TwoHands { side: Side, number: usize },
    /// An illegal move made with two hands counts as one illegal move.
    TwoHandsCountedOnce { side: Side },
    /// The arbiter observes the side's illegal move (or act penalised as one) and acts on it.
    IllegalObserved { side: Side },
    /// The clock pressed with a piece in the promotion zone not replaced: an illegal move, and
    /// the piece becomes the law's kind.
    PromotionBecomes { side: Side, played: String, kind: String },
    /// The side touched a piece before claiming: the right to claim a draw on this move is lost.
    ClaimRightLostByTouch { side: Side },
    /// The side asks for an increment for both players: an offer of a draw.
    IncrementRequested { side: Side },
    /// The arbiter grants the side's request: both players get the increment.
    IncrementGranted { side: Side, increment_ms: u64 },
    /// The arbiter rejects the side's request for an increment.
    IncrementRejected { side: Side },
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
        self.text(&voice)
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
        self.text(&voice)
    }
}
