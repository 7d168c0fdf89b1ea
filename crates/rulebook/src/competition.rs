//! The competition values of a loaded rulebook, every one present.
//!
//! In a rule file every competition value is optional, so that a local regulation can change
//! one value; once inheritance is resolved, the loader requires every value and resolves them
//! here, once. What the loader hands on is this struct, whose fields are no longer optional: a
//! reader (the arbiter) takes them as they are and never checks their presence again.

use std::collections::BTreeMap;

use crate::law::{
    AbandonedAdjournment, AbsentOffer, Adjustment, Agreement, AutomaticMoveCount, AutomaticRepetition, BothAtFault,
    BothLate, ClaimRightLost, ClockRules, ConductRules, DisplacedFound, DrawRules, ErrorLimits, ExtendedCount,
    FlagFall, FlagObserved, IllegalMoveRule, IllegalSealedMove, IncompleteCastling, IncompletePromotion, LateArrival,
    MoveCount, MoveFixed, MutualPerpetual, NotationRule, Offers, PerpetualChase, PerpetualCheck, PlayerEnds,
    QuickplayFinish, RepeatedChecks, Repetition, Resignation, Sanction, ScoresheetRule, Scoring, SealOpening,
    SetupRuling, TimeClass, TimeControl, TouchClaim, TouchMove, WrongClaim, WrongSealedMove,
};
use crate::model::{Cited, Ending};

/// Clocks, arrival and flag fall, every value present.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockLaw {
    /// Time controls the law itself defines, by name.
    pub time_controls: BTreeMap<String, Cited<TimeControl>>,
    /// Whose clock runs from the scheduled start.
    pub clock_at_start: Cited<crate::law::ClockAtStart>,
    /// How late a player may arrive.
    pub late_arrival: Cited<LateArrival>,
    /// Both players later than the limit.
    pub both_late: Cited<BothLate>,
    /// What a fallen flag means.
    pub flag_fall: Cited<FlagFall>,
    /// Who establishes that a flag has fallen.
    pub flag_observed: Cited<FlagObserved>,
    /// Whether a move ending the game must still be completed by pressing the clock.
    pub game_end_needs_press: Cited<bool>,
    /// Repeated checks counting towards a period's quota.
    pub repeated_checks_in_quota: Cited<Option<RepeatedChecks>>,
    /// The games this rulebook governs by their time (FIDE B1/C1), where it says.
    pub time_class: Option<Cited<TimeClass>>,
    /// The quickplay-finish draw claim (FIDE 10.2 (en)), or that the law has none.
    pub quickplay_finish: Cited<QuickplayFinish>,
}

/// Draws by repetition, n-move count, perpetual check, claims and offers, every value present.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawLaw {
    /// Repetition of position.
    pub repetition: Cited<Repetition>,
    /// The n-move rule.
    pub move_count: Cited<MoveCount>,
    /// Endings in which the n-move count is raised (possibly none).
    pub move_count_extended: Vec<Cited<ExtendedCount>>,
    /// The penalty for a claim found incorrect.
    pub wrong_claim: Cited<WrongClaim>,
    /// When and how a draw may be offered.
    pub offers: Cited<Offers>,
    /// Whether a claim on an intended move needs the move written first.
    pub intended_move_written: Cited<bool>,
    /// Whether a draw claim also counts as an offer.
    pub claim_is_offer: Cited<bool>,
    /// Whether the clocks stand while a claim is checked.
    pub claim_stops_clocks: Cited<bool>,
    /// Whether a claim may be withdrawn.
    pub claim_withdrawable: Cited<bool>,
    /// A draw offered in the name of an absent player.
    pub offer_by_absent: Cited<AbsentOffer>,
    /// Perpetual check.
    pub perpetual_check: Cited<PerpetualCheck>,
    /// Both sides checking perpetually at once.
    pub mutual_perpetual_check: Cited<MutualPerpetual>,
    /// Perpetual chase and the other prohibitions on repetitions.
    pub perpetual_chase: Cited<PerpetualChase>,
    /// A repetition that ends the game by itself.
    pub automatic_repetition: Cited<AutomaticRepetition>,
    /// A move count that ends the game by itself.
    pub automatic_move_count: Cited<AutomaticMoveCount>,
    /// What makes a player lose the right to claim on the current move.
    pub claim_right_lost: Cited<ClaimRightLost>,
}

/// Game ends decided by the players and by sealed moves, every value present.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndsLaw {
    /// Resignation.
    pub resignation: Cited<Resignation>,
    /// Agreement.
    pub agreement: Cited<Agreement>,
    /// An illegal sealed move.
    pub illegal_sealed_move: Cited<IllegalSealedMove>,
    /// Material with which a side cannot win.
    pub cannot_win: Cited<Vec<Ending>>,
    /// When the envelope is opened.
    pub sealed_move_opened: Cited<SealOpening>,
    /// A sealed move that names no move.
    pub wrong_sealed_move: Cited<WrongSealedMove>,
    /// An adjourned game abandoned.
    pub abandoned_adjournment: Cited<AbandonedAdjournment>,
    /// The points of a game.
    pub scoring: Cited<Scoring>,
}

/// Player conduct, every value present.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConductLaw {
    /// Touch-move.
    pub touch_move: Cited<TouchMove>,
    /// Adjusting pieces.
    pub adjust: Cited<Adjustment>,
    /// An incomplete promotion.
    pub incomplete_promotion: Cited<IncompletePromotion>,
    /// Until when a breach of touch-move may be claimed.
    pub touch_claim: Cited<TouchClaim>,
    /// A completed illegal move.
    pub illegal_move: Cited<IllegalMoveRule>,
    /// Offences and their sanctions, by name (possibly none).
    pub offences: BTreeMap<String, Cited<Vec<Sanction>>>,
    /// Irregular set-ups and their rulings, by name (possibly none).
    pub irregular_setup: BTreeMap<String, Cited<SetupRuling>>,
    /// Both players at fault.
    pub both_at_fault: Cited<BothAtFault>,
    /// Error counts that lose the game.
    pub error_limits: Cited<ErrorLimits>,
    /// Keeping the scoresheet.
    pub scoresheet: Cited<ScoresheetRule>,
    /// The notation accepted.
    pub notation: Cited<NotationRule>,
    /// An incomplete castling.
    pub incomplete_castling: Cited<IncompleteCastling>,
    /// From when a piece put on a new square stays there.
    pub move_fixed: Cited<MoveFixed>,
    /// Whether displaced pieces are restored.
    pub restore_displaced: Cited<bool>,
    /// Displaced pieces found.
    pub displaced_found: Cited<DisplacedFound>,
    /// Moves within which an irregular set-up may be claimed.
    pub setup_claim_deadline: Cited<Option<u32>>,
}

/// Every competition value of a rulebook, resolved once by the loader.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Competition {
    /// Clocks.
    pub clock: ClockLaw,
    /// Draws.
    pub draws: DrawLaw,
    /// Game ends by the players.
    pub ends: EndsLaw,
    /// Conduct.
    pub conduct: ConductLaw,
}

impl Competition {
    /// Takes every competition value of a merged rule file, or returns the dotted paths of those
    /// missing (`draws.move_count`; a section's name alone when the section is missing).
    ///
    /// # Errors
    ///
    /// The paths of the missing values, all of them.
    pub fn resolve(
        clock: Option<&ClockRules>,
        draws: Option<&DrawRules>,
        ends: Option<&PlayerEnds>,
        conduct: Option<&ConductRules>,
    ) -> Result<Self, Vec<String>> {
        let mut missing = Vec::new();
        for (name, present) in [
            ("clock", clock.is_some()),
            ("draws", draws.is_some()),
            ("ends", ends.is_some()),
            ("conduct", conduct.is_some()),
        ] {
            if !present {
                missing.push(name.to_owned());
            }
        }
        // Takes one value of a present section, noting its path when it is missing (a missing
        // section is noted once, above).
        macro_rules! take {
            ($section:ident, $field:ident) => {{
                let value = $section.and_then(|s| s.$field.clone());
                if value.is_none() && $section.is_some() {
                    missing.push(format!("{}.{}", stringify!($section), stringify!($field)));
                }
                value
            }};
        }
        let time_controls = take!(clock, time_controls);
        let quickplay_finish = take!(clock, quickplay_finish);
        let clock_at_start = take!(clock, clock_at_start);
        let late_arrival = take!(clock, late_arrival);
        let both_late = take!(clock, both_late);
        let flag_fall = take!(clock, flag_fall);
        let flag_observed = take!(clock, flag_observed);
        let game_end_needs_press = take!(clock, game_end_needs_press);
        let repeated_checks_in_quota = take!(clock, repeated_checks_in_quota);
        let repetition = take!(draws, repetition);
        let move_count = take!(draws, move_count);
        let move_count_extended = take!(draws, move_count_extended);
        let wrong_claim = take!(draws, wrong_claim);
        let offers = take!(draws, offers);
        let intended_move_written = take!(draws, intended_move_written);
        let claim_is_offer = take!(draws, claim_is_offer);
        let claim_stops_clocks = take!(draws, claim_stops_clocks);
        let claim_withdrawable = take!(draws, claim_withdrawable);
        let offer_by_absent = take!(draws, offer_by_absent);
        let perpetual_check = take!(draws, perpetual_check);
        let mutual_perpetual_check = take!(draws, mutual_perpetual_check);
        let perpetual_chase = take!(draws, perpetual_chase);
        let automatic_repetition = take!(draws, automatic_repetition);
        let automatic_move_count = take!(draws, automatic_move_count);
        let claim_right_lost = take!(draws, claim_right_lost);
        let resignation = take!(ends, resignation);
        let agreement = take!(ends, agreement);
        let illegal_sealed_move = take!(ends, illegal_sealed_move);
        let cannot_win = take!(ends, cannot_win);
        let sealed_move_opened = take!(ends, sealed_move_opened);
        let wrong_sealed_move = take!(ends, wrong_sealed_move);
        let abandoned_adjournment = take!(ends, abandoned_adjournment);
        let scoring = take!(ends, scoring);
        let touch_move = take!(conduct, touch_move);
        let adjust = take!(conduct, adjust);
        let incomplete_promotion = take!(conduct, incomplete_promotion);
        let touch_claim = take!(conduct, touch_claim);
        let illegal_move = take!(conduct, illegal_move);
        let offences = take!(conduct, offences);
        let irregular_setup = take!(conduct, irregular_setup);
        let both_at_fault = take!(conduct, both_at_fault);
        let error_limits = take!(conduct, error_limits);
        let scoresheet = take!(conduct, scoresheet);
        let notation = take!(conduct, notation);
        let incomplete_castling = take!(conduct, incomplete_castling);
        let move_fixed = take!(conduct, move_fixed);
        let restore_displaced = take!(conduct, restore_displaced);
        let displaced_found = take!(conduct, displaced_found);
        let setup_claim_deadline = take!(conduct, setup_claim_deadline);
        // Every value was taken above, so a `None` here has its path in `missing`.
        let all = (|| {
            Some(Competition {
                clock: ClockLaw {
                    time_controls: time_controls?,
                    clock_at_start: clock_at_start?,
                    late_arrival: late_arrival?,
                    both_late: both_late?,
                    flag_fall: flag_fall?,
                    flag_observed: flag_observed?,
                    game_end_needs_press: game_end_needs_press?,
                    repeated_checks_in_quota: repeated_checks_in_quota?,
                    time_class: clock.and_then(|c| c.time_class.clone()),
                    quickplay_finish: quickplay_finish?,
                },
                draws: DrawLaw {
                    repetition: repetition?,
                    move_count: move_count?,
                    move_count_extended: move_count_extended?,
                    wrong_claim: wrong_claim?,
                    offers: offers?,
                    intended_move_written: intended_move_written?,
                    claim_is_offer: claim_is_offer?,
                    claim_stops_clocks: claim_stops_clocks?,
                    claim_withdrawable: claim_withdrawable?,
                    offer_by_absent: offer_by_absent?,
                    perpetual_check: perpetual_check?,
                    mutual_perpetual_check: mutual_perpetual_check?,
                    perpetual_chase: perpetual_chase?,
                    automatic_repetition: automatic_repetition?,
                    automatic_move_count: automatic_move_count?,
                    claim_right_lost: claim_right_lost?,
                },
                ends: EndsLaw {
                    resignation: resignation?,
                    agreement: agreement?,
                    illegal_sealed_move: illegal_sealed_move?,
                    cannot_win: cannot_win?,
                    sealed_move_opened: sealed_move_opened?,
                    wrong_sealed_move: wrong_sealed_move?,
                    abandoned_adjournment: abandoned_adjournment?,
                    scoring: scoring?,
                },
                conduct: ConductLaw {
                    touch_move: touch_move?,
                    adjust: adjust?,
                    incomplete_promotion: incomplete_promotion?,
                    touch_claim: touch_claim?,
                    illegal_move: illegal_move?,
                    offences: offences?,
                    irregular_setup: irregular_setup?,
                    both_at_fault: both_at_fault?,
                    error_limits: error_limits?,
                    scoresheet: scoresheet?,
                    notation: notation?,
                    incomplete_castling: incomplete_castling?,
                    move_fixed: move_fixed?,
                    restore_displaced: restore_displaced?,
                    displaced_found: displaced_found?,
                    setup_claim_deadline: setup_claim_deadline?,
                },
            })
        })();
        match all {
            Some(all) if missing.is_empty() => Ok(all),
            _ => Err(missing),
        }
    }
}
