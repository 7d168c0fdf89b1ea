//! The verdict: the result, why, the articles applied, the penalties and the state at the end.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use trongtai_i18n::{msg, say};
use trongtai_rulebook::human::Lang;

use crate::said::Said;
use crate::side::{GameResult, Side};

/// Why the game ended (or that it goes on). A closed set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
pub enum Reason {
    /// The game goes on.
    Ongoing,
    /// Checkmate.
    Checkmate,
    /// No legal move without being in check.
    Stalemate,
    /// A dead position or a drawn ending of the law's list.
    DrawnEnding,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
    /// A flag fell.
    FlagFall,
    /// A flag fell, but the opponent could not have won.
    FlagFallCannotWin,
    /// Both flags are down.
    BothFlagsDown,
    /// A draw by repetition of position.
    Repetition,
    /// A draw by the n-move rule.
    MoveCount,
    /// A player arrived later than the limit.
    LateArrival,
    /// Both players arrived later than the limit.
    BothLate,
    /// A side checked perpetually and would not vary.
    PerpetualCheck,
    /// A side chased perpetually (or checked against a chase) and would not vary.
    PerpetualChase,
    /// The sealed move was illegal.
    IllegalSealedMove,
    /// The sealed move was written so that it names no move (and was not explained).
    WrongSealedMove,
    /// A player abandoned the adjourned game.
    Abandoned,
    /// A time penalty exhausted a player's time.
    PenaltyExhaustedTime,
    /// Illegal moves: the count the law punishes with loss.
    IllegalMoves,
    /// The errors (technical or conduct) the law punishes with loss.
    ErrorLimit,
    /// An offence whose sanction is the loss of the game.
    Offence,
    /// The game is annulled (and a new one played).
    Annulled,
    /// The arbiter granted a quickplay-finish draw claim (FIDE 10.2 (en)).
    QuickplayFinish,
}

impl Reason {
    /// The reason said for people, in lower case ("chiếu hết" / "checkmate"): the words the
    /// impact report and the arbiter's desk show.
    pub fn said(self, lang: Lang) -> String {
        match self {
            Reason::Ongoing => say(lang, &msg::ReasonOngoing),
            Reason::Checkmate => say(lang, &msg::ReasonCheckmate),
            Reason::Stalemate => say(lang, &msg::ReasonStalemate),
            Reason::DrawnEnding => say(lang, &msg::ReasonDrawnEnding),
            Reason::Resignation => say(lang, &msg::ReasonResignation),
            Reason::Agreement => say(lang, &msg::ReasonAgreement),
            Reason::FlagFall => say(lang, &msg::ReasonFlagFall),
            Reason::FlagFallCannotWin => say(lang, &msg::ReasonFlagFallCannotWin),
            Reason::BothFlagsDown => say(lang, &msg::ReasonBothFlagsDown),
            Reason::Repetition => say(lang, &msg::ReasonRepetition),
            Reason::MoveCount => say(lang, &msg::ReasonMoveCount),
            Reason::LateArrival => say(lang, &msg::ReasonLateArrival),
            Reason::BothLate => say(lang, &msg::ReasonBothLate),
            Reason::PerpetualCheck => say(lang, &msg::ReasonPerpetualCheck),
            Reason::PerpetualChase => say(lang, &msg::ReasonPerpetualChase),
            Reason::IllegalSealedMove => say(lang, &msg::ReasonIllegalSealedMove),
            Reason::WrongSealedMove => say(lang, &msg::ReasonWrongSealedMove),
            Reason::Abandoned => say(lang, &msg::ReasonAbandoned),
            Reason::PenaltyExhaustedTime => say(lang, &msg::ReasonPenaltyExhaustedTime),
            Reason::IllegalMoves => say(lang, &msg::ReasonIllegalMoves),
            Reason::ErrorLimit => say(lang, &msg::ReasonErrorLimit),
            Reason::Offence => say(lang, &msg::ReasonOffence),
            Reason::Annulled => say(lang, &msg::ReasonAnnulled),
            Reason::QuickplayFinish => say(lang, &msg::ReasonQuickplayFinish),
        }
    }
}

/// What a penalty does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
pub enum PenaltyKind {
    /// Time is added to the opponent's clock.
    TimeToOpponent,
    /// Time is taken from the player's clock.
    TimeDeducted,
    /// A warning.
    Warning,
    /// A reminder.
    Reminder,
    /// A technical error is recorded.
    TechnicalError,
    /// A conduct error is recorded.
    ConductError,
    /// The game is lost.
    Loss,
}

impl PenaltyKind {
    /// What the penalty does, said for people in lower case ("cộng thời gian cho đối phương" /
    /// "time added to the opponent"): the words the arbiter's desk shows beside the amount.
    pub fn said(self, lang: Lang) -> String {
        match self {
            PenaltyKind::TimeToOpponent => say(lang, &msg::PenaltyTimeToOpponent),
            PenaltyKind::TimeDeducted => say(lang, &msg::PenaltyTimeDeducted),
            PenaltyKind::Warning => say(lang, &msg::PenaltyWarning),
            PenaltyKind::Reminder => say(lang, &msg::PenaltyReminder),
            PenaltyKind::TechnicalError => say(lang, &msg::PenaltyTechnicalError),
            PenaltyKind::ConductError => say(lang, &msg::PenaltyConductError),
            PenaltyKind::Loss => say(lang, &msg::PenaltyLoss),
        }
    }
}

/// A penalty given to a player.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Penalty {
    /// The side penalised.
    pub player: Side,
    /// What the penalty does.
    pub kind: PenaltyKind,
    /// The time involved, in milliseconds.
    pub amount_ms: Option<u64>,
    /// The article that gives it.
    pub article: String,
}

impl Penalty {
    /// The penalty as text is written (a scenario file, JSON output): the side by its name in
    /// the game definition, `sides` being [`Game::side_ids`](trongtai_engine::Game::side_ids).
    pub fn named(&self, sides: [&str; 2]) -> NamedPenalty {
        NamedPenalty {
            player: sides[self.player.index()].to_owned(),
            kind: self.kind,
            amount_ms: self.amount_ms,
            article: self.article.clone(),
        }
    }
}

/// A penalty where text is read or written: the side penalised by its name in the game
/// definition (`white`, `red`, `black`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NamedPenalty {
    /// The side penalised, by name.
    pub player: String,
    /// What the penalty does.
    pub kind: PenaltyKind,
    /// The time involved, in milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount_ms: Option<u64>,
    /// The article that gives it.
    pub article: String,
}

/// One ruling the arbiter made while replaying.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Ruling {
    /// The index of the event that led to it (from 0).
    pub event: usize,
    /// The article applied.
    pub article: String,
    /// What was ruled, in English, the sides by their ids in the game definition
    /// ([`Said::english`] of `said`).
    pub text: String,
    /// What was ruled, typed: to be said in either language ([`Said::say`]).
    pub said: Said,
}

impl Ruling {
    /// The ruling of event `event` under `article`, its text the English of `said` with the
    /// sides named `sides` ([`Game::side_ids`](trongtai_engine::Game::side_ids)).
    pub fn new(event: usize, article: &str, said: Said, sides: [&str; 2]) -> Self {
        Ruling {
            event,
            article: article.to_owned(),
            text: said.english(sides),
            said,
        }
    }
}

/// Counts at the end of the replay.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Counters {
    /// Moves (plies) played from the set-up.
    pub plies: u32,
    /// How often the final position has occurred.
    pub occurrences: u32,
    /// The n-move count of each side, as the law counts it.
    pub move_count: (u32, u32),
}

/// The arbiter's verdict. Its sides are [`Side`]s; the text forms (a scenario's `expect`, the
/// JSON of `replay --json` and of the desk) name them from the game definition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// `1-0`, `0-1`, `1/2-1/2`, `0-0` (both lose) or `*` (the game goes on).
    pub result: GameResult,
    /// Why.
    pub reason: Reason,
    /// Every article applied, in the order applied, each once.
    pub articles: Vec<String>,
    /// Penalties given.
    pub penalties: Vec<Penalty>,
    /// Rulings made, in order.
    pub rulings: Vec<Ruling>,
    /// Remaining time of each side in milliseconds, if clocks were kept.
    pub clocks: Option<(u64, u64)>,
    /// The final position.
    pub fen: String,
    /// Counts at the end.
    pub counters: Counters,
}

/// Adds `article` to the clauses `cited` unless it is there already: a verdict cites each
/// clause once, in the order the arbiter applied them.
pub(crate) fn cite_once(cited: &mut Vec<String>, article: &str) {
    if !cited.iter().any(|a| a == article) {
        cited.push(article.to_owned());
    }
}
