//! The law the arbiter applies: every value of a rulebook it reads, with its article, and the
//! endings the rulebook names compiled for the game.
//!
//! The loader of the rulebook has already proved every value present
//! ([`Rulebook::competition`]); resolving a [`Law`] only takes them and compiles the endings
//! (material cases) against the game, which is the one thing that can still fail.

use std::collections::BTreeMap;

use trongtai_engine::{status_compiled, Game, GameEnding, GamePosition, Status};
use trongtai_rulebook::law::{
    AbandonedAdjournment, AbsentOffer, Adjustment, Agreement, AutomaticMoveCount, AutomaticRepetition, BothAtFault,
    BothLate, ClaimRightLost, DisplacedFound, ErrorLimits, FlagFall, FlagObserved, IllegalMoveRule, IllegalSealedMove,
    IncompleteCastling, IncompletePromotion, LateArrival, MoveCount, MoveFixed, NotationRule, Offers, QuickplayFinish,
    RepeatedChecks, Repetition, Resignation, Sanction, ScoresheetRule, SealOpening, SetupRuling, TimeClass,
    TimeControl, TouchClaim, TouchMove, WrongClaim, WrongSealedMove,
};
use trongtai_rulebook::model::Cited;
use trongtai_rulebook::{EndRulesResolved, Rulebook};

use crate::error::ArbiterError;

/// A value of the law with the article (clause) that fixes it.
pub type Rule<T> = Cited<T>;

/// An ending (material case) in which the n-move rule needs more moves (VNLEG 10.9).
#[derive(Debug, Clone)]
pub struct ExtendedCount {
    /// The ending, compiled for the game.
    pub ending: GameEnding,
    /// Moves of each side the rule then needs.
    pub moves: u32,
    /// The article.
    pub article: String,
}

/// A drawn ending of the law (a dead position), compiled for the game.
#[derive(Debug, Clone)]
pub struct DrawnEnding {
    /// The ending.
    pub ending: GameEnding,
    /// Its id in the rule file.
    pub id: String,
    /// The article.
    pub article: String,
}

/// Everything the arbiter applies, from one rulebook: resolved once with [`Law::resolve`].
#[derive(Debug, Clone)]
pub struct Law {
    /// The rulebook id.
    pub id: String,
    /// How the game ends on the board: checkmate, stalemate, drawn endings.
    pub end: EndRulesResolved,
    /// The law's drawn endings compiled for the game.
    pub drawn: Vec<DrawnEnding>,
    /// Time controls the law defines, by name.
    pub time_controls: BTreeMap<String, Rule<TimeControl>>,
    /// Whose clock runs from the scheduled start (the clause that charges an absent player).
    pub clock_at_start: Rule<trongtai_rulebook::law::ClockAtStart>,
    /// How late a player may arrive.
    pub late: Rule<LateArrival>,
    /// Both players later than the limit.
    pub both_late: Rule<BothLate>,
    /// What a fallen flag means.
    pub flag: Rule<FlagFall>,
    /// Who establishes that a flag has fallen.
    pub flag_observed: Rule<FlagObserved>,
    /// The material with which a flag fall is a draw, compiled.
    pub flag_drawn: Vec<GameEnding>,
    /// Whether a move ending the game must still be completed by pressing the clock.
    pub needs_press: Rule<bool>,
    /// Repeated checks counting towards a period's quota.
    pub repeated_checks: Rule<Option<RepeatedChecks>>,
    /// The games this rulebook governs by their time (FIDE B1/C1), where it says.
    pub time_class: Option<Rule<TimeClass>>,
    /// The quickplay-finish draw claim (FIDE 10.2 (en)), where the law has one.
    pub quickplay: Rule<QuickplayFinish>,
    /// Repetition of position.
    pub repetition: Rule<Repetition>,
    /// The n-move rule.
    pub move_count: Rule<MoveCount>,
    /// Endings in which the n-move rule needs more moves.
    pub extended: Vec<ExtendedCount>,
    /// A claim found incorrect.
    pub wrong_claim: Rule<WrongClaim>,
    /// Draw offers.
    pub offers: Rule<Offers>,
    /// A draw offered in the name of an absent player.
    pub absent_offer: Rule<AbsentOffer>,
    /// Whether a claim is also an offer.
    pub claim_is_offer: Rule<bool>,
    /// Whether the clocks stand while a claim is checked.
    pub claim_stops_clocks: Rule<bool>,
    /// Whether a claim may be withdrawn.
    pub claim_withdrawable: Rule<bool>,
    /// Whether an intended move must be written before the claim.
    pub written: Rule<bool>,
    /// A repetition that ends the game by itself (FIDE 2014 9.6(a), 2017 9.6.1).
    pub automatic_repetition: Rule<AutomaticRepetition>,
    /// A move count that ends the game by itself (FIDE 2014 9.6(b), 2017 9.6.2).
    pub automatic_move_count: Rule<AutomaticMoveCount>,
    /// What makes a player lose the right to claim on the current move (FIDE 9.4).
    pub claim_right_lost: Rule<ClaimRightLost>,
    /// The prohibitions on repetitions (perpetual check, mutual perpetual check, perpetual chase:
    /// XQ99 7.1(g)/(h), 7.2(c), chapter V as filled from the AXF/WXF rules), resolved against the
    /// game; `None` where the law forbids no repetition (a perpetual check is then a repetition
    /// like any other).
    pub forbidden: Option<crate::forbidden::Prohibitions>,
    /// Resignation.
    pub resignation: Rule<Resignation>,
    /// Agreement.
    pub agreement: Rule<Agreement>,
    /// An illegal sealed move.
    pub sealed: Rule<IllegalSealedMove>,
    /// When the envelope is opened.
    pub seal_opened: Rule<SealOpening>,
    /// A sealed move that names no move.
    pub wrong_sealed: Rule<WrongSealedMove>,
    /// An abandoned adjourned game.
    pub abandoned: Rule<AbandonedAdjournment>,
    /// The material with which a side cannot win, compiled.
    pub cannot_win: Vec<GameEnding>,
    /// The article of `cannot_win`.
    pub cannot_win_article: String,
    /// Touch-move.
    pub touch_move: Rule<TouchMove>,
    /// Until when a touch-move breach may be claimed.
    pub touch_claim: Rule<TouchClaim>,
    /// Adjusting pieces.
    pub adjust: Rule<Adjustment>,
    /// An incomplete promotion.
    pub promotion: Rule<IncompletePromotion>,
    /// A completed illegal move.
    pub illegal: Rule<IllegalMoveRule>,
    /// Offences and their sanctions, by name.
    pub offences: BTreeMap<String, Rule<Vec<Sanction>>>,
    /// Error counts that lose the game.
    pub error_limits: Rule<ErrorLimits>,
    /// Irregular set-ups and their rulings, by name.
    pub irregular: BTreeMap<String, Rule<SetupRuling>>,
    /// Both players at fault.
    pub both_at_fault: Rule<BothAtFault>,
    /// Keeping the scoresheet.
    pub scoresheet: Rule<ScoresheetRule>,
    /// The notation accepted.
    pub notation: Rule<NotationRule>,
    /// An incomplete castling.
    pub incomplete_castling: Rule<IncompleteCastling>,
    /// From when a piece put on a new square stays there.
    pub move_fixed: Rule<MoveFixed>,
    /// Whether displaced pieces are restored.
    pub restore_displaced: Rule<bool>,
    /// Displaced pieces found.
    pub displaced_found: Rule<DisplacedFound>,
    /// Moves within which an irregular set-up may be claimed.
    pub setup_claim_deadline: Rule<Option<u32>>,
}

impl Law {
    /// The state of `pos` under the law's end of game ([`trongtai_engine::status`]), its drawn
    /// endings as compiled once for the game.
    pub fn status(&self, game: &Game, pos: &GamePosition) -> Status {
        status_compiled(game, pos, &self.end, self.drawn.iter().map(|d| &d.ending))
    }

    /// The fewest moves of each side the n-move rule needs in any position: the rule's number,
    /// or a longer ending's if one needs fewer. No claim is possible while a count is below it.
    pub(crate) fn fewest_moves(&self) -> u32 {
        self.extended
            .iter()
            .map(|x| x.moves)
            .fold(self.move_count.value.moves, u32::min)
    }

    /// The law of `rules`, with its endings compiled for `game` (the rulebook's game, compiled).
    ///
    /// # Errors
    ///
    /// When an ending of the rulebook names a piece or zone the game lacks.
    pub fn resolve(rules: &Rulebook, game: &Game) -> Result<Self, ArbiterError> {
        let c = rules.competition();
        // What the endings' analysis conditions count as a win: the rulebook's end rules.
        let goal = trongtai_engine::Goal::of(rules.end());
        let compile = |endings: &[trongtai_rulebook::model::Ending]| {
            endings
                .iter()
                .map(|e| game.compile_ending(e, goal))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| ArbiterError::Rulebook {
                    rulebook: rules.id().to_string(),
                    message: e.text(),
                })
        };
        let flag_drawn = compile(&c.clock.flag_fall.value.drawn_if)?;
        let cannot_win = compile(&c.ends.cannot_win.value)?;
        let extended_endings: Vec<_> = c
            .draws
            .move_count_extended
            .iter()
            .map(|x| x.value.ending.clone())
            .collect();
        let extended = compile(&extended_endings)?
            .into_iter()
            .zip(&c.draws.move_count_extended)
            .map(|(ending, x)| ExtendedCount {
                ending,
                moves: x.value.moves,
                article: x.article.clone(),
            })
            .collect();
        let end = rules.end().clone();
        let drawn_endings: Vec<_> = end.drawn_endings.iter().map(|e| e.value.clone()).collect();
        let drawn = compile(&drawn_endings)?
            .into_iter()
            .zip(&end.drawn_endings)
            .map(|(ending, e)| DrawnEnding {
                ending,
                id: e.value.id.clone(),
                article: e.article.clone(),
            })
            .collect();
        let (clock, draws, ends, conduct) = (&c.clock, &c.draws, &c.ends, &c.conduct);
        Ok(Law {
            id: rules.id().to_string(),
            end,
            drawn,
            time_controls: clock.time_controls.clone(),
            clock_at_start: clock.clock_at_start.clone(),
            late: clock.late_arrival.clone(),
            both_late: clock.both_late.clone(),
            flag: clock.flag_fall.clone(),
            flag_observed: clock.flag_observed.clone(),
            flag_drawn,
            needs_press: clock.game_end_needs_press.clone(),
            repeated_checks: clock.repeated_checks_in_quota.clone(),
            time_class: clock.time_class.clone(),
            quickplay: clock.quickplay_finish.clone(),
            repetition: draws.repetition.clone(),
            move_count: draws.move_count.clone(),
            extended,
            wrong_claim: draws.wrong_claim.clone(),
            offers: draws.offers.clone(),
            absent_offer: draws.offer_by_absent.clone(),
            claim_is_offer: draws.claim_is_offer.clone(),
            claim_stops_clocks: draws.claim_stops_clocks.clone(),
            claim_withdrawable: draws.claim_withdrawable.clone(),
            written: draws.intended_move_written.clone(),
            automatic_repetition: draws.automatic_repetition.clone(),
            automatic_move_count: draws.automatic_move_count.clone(),
            claim_right_lost: draws.claim_right_lost.clone(),
            forbidden: crate::forbidden::Prohibitions::resolve(rules.id(), draws, game)?,
            resignation: ends.resignation.clone(),
            agreement: ends.agreement.clone(),
            sealed: ends.illegal_sealed_move.clone(),
            seal_opened: ends.sealed_move_opened.clone(),
            wrong_sealed: ends.wrong_sealed_move.clone(),
            abandoned: ends.abandoned_adjournment.clone(),
            cannot_win,
            cannot_win_article: ends.cannot_win.article.clone(),
            touch_move: conduct.touch_move.clone(),
            touch_claim: conduct.touch_claim.clone(),
            adjust: conduct.adjust.clone(),
            promotion: conduct.incomplete_promotion.clone(),
            illegal: conduct.illegal_move.clone(),
            offences: conduct.offences.clone(),
            error_limits: conduct.error_limits.clone(),
            irregular: conduct.irregular_setup.clone(),
            both_at_fault: conduct.both_at_fault.clone(),
            scoresheet: conduct.scoresheet.clone(),
            notation: conduct.notation.clone(),
            incomplete_castling: conduct.incomplete_castling.clone(),
            move_fixed: conduct.move_fixed.clone(),
            restore_displaced: conduct.restore_displaced.clone(),
            displaced_found: conduct.displaced_found.clone(),
            setup_claim_deadline: conduct.setup_claim_deadline.clone(),
        })
    }

    /// The clauses an illegal-move ruling names: the one reinstating the position, and the one
    /// giving the sanction (both the rule's article where the law has no separate clauses).
    pub fn illegal_clauses(&self) -> (String, String) {
        match &self.illegal.value.clauses {
            Some(c) => (c.reinstate.clone(), c.sanctions.clone()),
            None => (self.illegal.article.clone(), self.illegal.article.clone()),
        }
    }
}
