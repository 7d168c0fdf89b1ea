//! The values of a rulebook the arbiter applies, fetched once and checked to be present.

use std::collections::BTreeMap;
use trongtai_engine::{Game, GameEnding};

use trongtai_rulebook::law::{
    AbandonedAdjournment, DisplacedFound, IncompleteCastling, NotationRule, SealOpening, WrongSealedMove,
};
use trongtai_rulebook::law::{
    Adjustment, BothAtFault, ClockRules, ConductRules, DrawRules, ErrorLimits, FlagFall, FlagObserved, IllegalMoveRule,
    IncompletePromotion, LateArrival, MoveCount, Offers, PlayerEnds, RepeatedChecks, Repetition, Sanction,
    ScoresheetRule, SetupRuling, TouchClaim, TouchMove, WrongClaim,
};
use trongtai_rulebook::model::Cited;
use trongtai_rulebook::Rulebook;

use crate::error::ArbiterError;

/// A value with its article.
#[derive(Debug, Clone)]
pub(crate) struct Rule<T> {
    pub value: T,
    pub article: String,
}

impl<T: Clone> Rule<T> {
    fn from(c: &Cited<T>) -> Self {
        Rule {
            value: c.value.clone(),
            article: c.article.clone(),
        }
    }
}

/// Everything the arbiter applies, from one rulebook.
#[derive(Debug, Clone)]
pub(crate) struct Law {
    pub id: String,
    pub end: trongtai_rulebook::EndRulesResolved,
    pub clock: ClockRules,
    pub late: Rule<LateArrival>,
    pub both_late: Rule<()>,
    pub flag: Rule<FlagFall>,
    pub flag_observed: Rule<FlagObserved>,
    pub flag_drawn: Vec<GameEnding>,
    pub needs_press: Rule<bool>,
    pub repeated_checks: Rule<Option<RepeatedChecks>>,
    pub repetition: Rule<Repetition>,
    pub move_count: Rule<MoveCount>,
    pub extended: Vec<(GameEnding, u32, String)>,
    pub wrong_claim: Rule<WrongClaim>,
    pub offers: Rule<Offers>,
    pub absent_offer: Rule<()>,
    pub claim_is_offer: Rule<bool>,
    pub claim_stops_clocks: Rule<bool>,
    pub claim_withdrawable: Rule<bool>,
    pub written: Rule<bool>,
    /// The prohibitions on repetitions (perpetual check and chase), resolved against the game.
    pub forbidden: Option<crate::forbidden::Prohibitions>,
    pub resignation: Rule<()>,
    pub agreement: Rule<()>,
    pub sealed: Rule<()>,
    pub seal_opened: Rule<SealOpening>,
    pub wrong_sealed: Rule<WrongSealedMove>,
    pub abandoned: Rule<AbandonedAdjournment>,
    pub cannot_win: Vec<GameEnding>,
    pub cannot_win_article: String,
    pub touch_move: Rule<TouchMove>,
    pub touch_claim: Rule<TouchClaim>,
    pub adjust: Rule<Adjustment>,
    pub promotion: Rule<IncompletePromotion>,
    pub illegal: Rule<IllegalMoveRule>,
    pub offences: BTreeMap<String, Rule<Vec<Sanction>>>,
    pub error_limits: Rule<ErrorLimits>,
    pub irregular: BTreeMap<String, Rule<SetupRuling>>,
    pub both_at_fault: Rule<BothAtFault>,
    pub scoresheet: Rule<ScoresheetRule>,
    pub notation: Rule<NotationRule>,
    pub incomplete_castling: Rule<IncompleteCastling>,
    pub restore_displaced: Rule<bool>,
    pub displaced_found: Rule<DisplacedFound>,
    pub setup_claim_deadline: Rule<Option<u32>>,
}

fn need<'a, T>(rules: &Rulebook, v: Option<&'a Cited<T>>, path: &str) -> Result<&'a Cited<T>, ArbiterError> {
    v.ok_or_else(|| ArbiterError::Rulebook {
        rulebook: rules.id().to_string(),
        message: format!("missing `{path}`, expected a cited value"),
    })
}

fn unit<T>(c: &Cited<T>) -> Rule<()> {
    Rule {
        value: (),
        article: c.article.clone(),
    }
}

impl Law {
    pub fn from(rules: &Rulebook, game: &Game) -> Result<Self, ArbiterError> {
        let file = rules.merged();
        let empty_clock = ClockRules::default();
        let empty_draws = DrawRules::default();
        let empty_ends = PlayerEnds::default();
        let clock = file.clock.as_ref().unwrap_or(&empty_clock);
        let draws = file.draws.as_ref().unwrap_or(&empty_draws);
        let ends = file.ends.as_ref().unwrap_or(&empty_ends);
        let empty_conduct = ConductRules::default();
        let conduct = file.conduct.as_ref().unwrap_or(&empty_conduct);
        let bad = |message: String| ArbiterError::Rulebook {
            rulebook: rules.id().to_string(),
            message,
        };
        let flag = Rule::from(need(rules, clock.flag_fall.as_ref(), "clock.flag_fall")?);
        let flag_drawn = flag
            .value
            .drawn_if
            .iter()
            .map(|e| game.compile_ending(e).map_err(|e| bad(e.to_string())))
            .collect::<Result<Vec<_>, _>>()?;
        let cannot = need(rules, ends.cannot_win.as_ref(), "ends.cannot_win")?;
        let cannot_win = cannot
            .value
            .iter()
            .map(|e| game.compile_ending(e).map_err(|e| bad(e.to_string())))
            .collect::<Result<Vec<_>, _>>()?;
        let cannot_win_article = cannot.article.clone();
        let mut extended = Vec::new();
        for c in draws.move_count_extended.as_deref().unwrap_or_default() {
            let ending = game.compile_ending(&c.value.ending).map_err(|e| bad(e.to_string()))?;
            extended.push((ending, c.value.moves, c.article.clone()));
        }
        Ok(Law {
            flag_observed: Rule::from(need(rules, clock.flag_observed.as_ref(), "clock.flag_observed")?),
            id: rules.id().to_string(),
            end: rules.end().clone(),
            clock: clock.clone(),
            late: Rule::from(need(rules, clock.late_arrival.as_ref(), "clock.late_arrival")?),
            both_late: unit(need(rules, clock.both_late.as_ref(), "clock.both_late")?),
            flag,
            flag_drawn,
            needs_press: Rule::from(need(
                rules,
                clock.game_end_needs_press.as_ref(),
                "clock.game_end_needs_press",
            )?),
            repeated_checks: Rule::from(need(
                rules,
                clock.repeated_checks_in_quota.as_ref(),
                "clock.repeated_checks_in_quota",
            )?),
            repetition: Rule::from(need(rules, draws.repetition.as_ref(), "draws.repetition")?),
            move_count: Rule::from(need(rules, draws.move_count.as_ref(), "draws.move_count")?),
            extended,
            wrong_claim: Rule::from(need(rules, draws.wrong_claim.as_ref(), "draws.wrong_claim")?),
            offers: Rule::from(need(rules, draws.offers.as_ref(), "draws.offers")?),
            absent_offer: unit(need(rules, draws.offer_by_absent.as_ref(), "draws.offer_by_absent")?),
            claim_is_offer: Rule::from(need(rules, draws.claim_is_offer.as_ref(), "draws.claim_is_offer")?),
            claim_stops_clocks: Rule::from(need(
                rules,
                draws.claim_stops_clocks.as_ref(),
                "draws.claim_stops_clocks",
            )?),
            claim_withdrawable: Rule::from(need(
                rules,
                draws.claim_withdrawable.as_ref(),
                "draws.claim_withdrawable",
            )?),
            written: Rule::from(need(
                rules,
                draws.intended_move_written.as_ref(),
                "draws.intended_move_written",
            )?),
            forbidden: {
                // Checked present here; `Prohibitions` reads them with the chase rules.
                need(rules, draws.perpetual_check.as_ref(), "draws.perpetual_check")?;
                need(
                    rules,
                    draws.mutual_perpetual_check.as_ref(),
                    "draws.mutual_perpetual_check",
                )?;
                need(rules, draws.perpetual_chase.as_ref(), "draws.perpetual_chase")?;
                crate::forbidden::Prohibitions::from_rulebook(rules, game)?
            },
            resignation: unit(need(rules, ends.resignation.as_ref(), "ends.resignation")?),
            agreement: unit(need(rules, ends.agreement.as_ref(), "ends.agreement")?),
            sealed: unit(need(
                rules,
                ends.illegal_sealed_move.as_ref(),
                "ends.illegal_sealed_move",
            )?),
            seal_opened: Rule::from(need(
                rules,
                ends.sealed_move_opened.as_ref(),
                "ends.sealed_move_opened",
            )?),
            wrong_sealed: Rule::from(need(rules, ends.wrong_sealed_move.as_ref(), "ends.wrong_sealed_move")?),
            abandoned: Rule::from(need(
                rules,
                ends.abandoned_adjournment.as_ref(),
                "ends.abandoned_adjournment",
            )?),
            cannot_win,
            cannot_win_article,
            touch_move: Rule::from(need(rules, conduct.touch_move.as_ref(), "conduct.touch_move")?),
            touch_claim: Rule::from(need(rules, conduct.touch_claim.as_ref(), "conduct.touch_claim")?),
            adjust: Rule::from(need(rules, conduct.adjust.as_ref(), "conduct.adjust")?),
            promotion: Rule::from(need(
                rules,
                conduct.incomplete_promotion.as_ref(),
                "conduct.incomplete_promotion",
            )?),
            illegal: Rule::from(need(rules, conduct.illegal_move.as_ref(), "conduct.illegal_move")?),
            offences: conduct
                .offences
                .as_ref()
                .map(|m| m.iter().map(|(k, v)| (k.clone(), Rule::from(v))).collect())
                .unwrap_or_default(),
            error_limits: Rule::from(need(rules, conduct.error_limits.as_ref(), "conduct.error_limits")?),
            irregular: conduct
                .irregular_setup
                .as_ref()
                .map(|m| m.iter().map(|(k, v)| (k.clone(), Rule::from(v))).collect())
                .unwrap_or_default(),
            both_at_fault: Rule::from(need(rules, conduct.both_at_fault.as_ref(), "conduct.both_at_fault")?),
            scoresheet: Rule::from(need(rules, conduct.scoresheet.as_ref(), "conduct.scoresheet")?),
            notation: Rule::from(need(rules, conduct.notation.as_ref(), "conduct.notation")?),
            incomplete_castling: Rule::from(need(
                rules,
                conduct.incomplete_castling.as_ref(),
                "conduct.incomplete_castling",
            )?),
            restore_displaced: Rule::from(need(
                rules,
                conduct.restore_displaced.as_ref(),
                "conduct.restore_displaced",
            )?),
            displaced_found: Rule::from(need(
                rules,
                conduct.displaced_found.as_ref(),
                "conduct.displaced_found",
            )?),
            setup_claim_deadline: Rule::from(need(
                rules,
                conduct.setup_claim_deadline.as_ref(),
                "conduct.setup_claim_deadline",
            )?),
        })
    }
}
