//! Every typed ruling said in both languages: in Vietnamese without a word of English (the
//! docs site's and the command line's leak checker, `crates/docgen/tests/docgen/words.rs`), in
//! English without a word of Vietnamese, the sides and pieces by the game definition's names.

use trongtai_arbiter::said::{CannotMate, ErrorKind, Evidence, Perpetual, Persisted, Prohibited};
use trongtai_arbiter::{Said, Side};
use trongtai_rulebook::game::GameDef;
use trongtai_rulebook::human::Lang;
use trongtai_rulebook::{Library, Rulebook};

#[path = "../../../docgen/tests/docgen/words.rs"]
#[allow(dead_code)]
mod words;

const W: Side = Side::First;
const B: Side = Side::Second;

fn game(rules: &str) -> GameDef {
    match Rulebook::load(&Library::shipped(), rules) {
        Ok(book) => book.game().clone(),
        Err(e) => panic!("{rules}: {e}"),
    }
}

fn s(text: &str) -> String {
    text.to_owned()
}

/// The number of [`Said`]'s variant; the match has no wildcard, so a new variant does not
/// compile until it is counted here, and [`every`] must then build it for the test to pass.
fn variant(said: &Said) -> usize {
    match said {
        Said::SetupCheckmated { .. } => 0,
        Said::SetupNoMove { .. } => 1,
        Said::SetupDrawnEnding { .. } => 2,
        Said::Checkmated { .. } => 3,
        Said::NoMove { .. } => 4,
        Said::DrawnEnding { .. } => 5,
        Said::Forbidden { .. } => 6,
        Said::RepeatedNeitherVaries { .. } => 7,
        Said::OrderedToVary { .. } => 8,
        Said::NeedNotVary { .. } => 9,
        Said::NoProhibition { .. } => 10,
        Said::NotOrderedToVary { .. } => 11,
        Said::OfferVoidAbsent { .. } => 12,
        Said::OfferWhenLost { .. } => 13,
        Said::OfferWarned { .. } => 14,
        Said::Offers { .. } => 15,
        Said::NothingToAccept => 16,
        Said::Accepts { .. } => 17,
        Said::Declines { .. } => 18,
        Said::DeclinesByMoving { .. } => 19,
        Said::RepetitionClaimNoEffect => 20,
        Said::RepetitionClaim { .. } => 21,
        Said::MoveCountClaim { .. } => 22,
        Said::ClaimIsOffer { .. } => 23,
        Said::WrongClaimTimeAdded { .. } => 24,
        Said::WrongClaimExhausted { .. } => 25,
        Said::WrongClaimCharged { .. } => 26,
        Said::MustPlayIntended { .. } => 27,
        Said::ClaimUnwritten { .. } => 28,
        Said::ClaimUnproven { .. } => 29,
        Said::IntendedNotShownWritten => 30,
        Said::ClocksStandForCheck { .. } => 31,
        Said::ClaimWithdrawn { .. } => 32,
        Said::Resigns { .. } => 33,
        Said::BothLate { .. } => 34,
        Said::Late { .. } => 35,
        Said::FlagClaimed { .. } => 36,
        Said::BothFlagsDown => 37,
        Said::FlagClaimOwnDown { .. } => 38,
        Said::FlagClaimNoneDown { .. } => 39,
        Said::MoveIncomplete { .. } => 40,
        Said::FlagFellCannotWin { .. } => 41,
        Said::FlagFell { .. } => 42,
        Said::RepeatedCheckUncounted { .. } => 43,
        Said::TimeAdded { .. } => 44,
        Said::Lost { .. } => 45,
        Said::CannotWin { .. } => 46,
        Said::PenaltyExhausts { .. } => 47,
        Said::LosesGame { .. } => 48,
        Said::ErrorLimit { .. } => 49,
        Said::Seals { .. } => 50,
        Said::EnvelopeWaits { .. } => 51,
        Said::SealedStandsAbandoned { .. } => 52,
        Said::SealedIllegal { .. } => 53,
        Said::SealedNamesNoMove { .. } => 54,
        Said::SealedAskExplain { .. } => 55,
        Said::SealedWrongAndAbandoned { .. } => 56,
        Said::Explained { .. } => 57,
        Said::Unexplained { .. } => 58,
        Said::Abandons { .. } => 59,
        Said::AbandonsEnvelopeOpened { .. } => 60,
        Said::Displaces { .. } => 61,
        Said::Restores { .. } => 62,
        Said::DisplacedNoRule => 63,
        Said::DisplacedReinstated { .. } => 64,
        Said::SetupClaimTooLate { .. } => 65,
        Said::QuickplayNotToMove { .. } => 66,
        Said::QuickplayFlagDown { .. } => 67,
        Said::QuickplayTimeLeft { .. } => 68,
        Said::QuickplayClaim { .. } => 69,
        Said::QuickplayPostponedDrawn { .. } => 70,
        Said::QuickplayGranted { .. } => 71,
        Said::QuickplayPostponed { .. } => 72,
        Said::QuickplayRejected { .. } => 73,
        Said::FlagFellClaimPostponed { .. } => 74,
        Said::NotationAllowed { .. } => 75,
        Said::NotationOther { .. } => 76,
        Said::NoRecordingDuty { .. } => 77,
        Said::CannotRecordConfirmed { .. } => 78,
        Said::NoRecordingThisPeriod { .. } => 79,
        Said::TooLittleTimeToRecord { .. } => 80,
        Said::Unrecorded { .. } => 81,
        Said::MoveStandsReleased { .. } => 82,
        Said::MoveStandsPlaced { .. } => 83,
        Said::MoveNotReleased { .. } => 84,
        Said::CastleComplete { .. } => 85,
        Said::CastleIllegal { .. } => 86,
        Said::TouchCannotCarryOut { .. } => 87,
        Said::TouchAwaitsRequest { .. } => 88,
        Said::PlaysAsObliged { .. } => 89,
        Said::Witnesses { .. } => 90,
        Said::Touches { .. } => 91,
        Said::TouchAccidental { .. } => 92,
        Said::Adjusts { .. } => 93,
        Said::AsksAboutTouch { .. } => 94,
        Said::TouchClaimTooLate { .. } => 95,
        Said::TouchClaimKept { .. } => 96,
        Said::TouchClaimForfeited { .. } => 97,
        Said::TouchBreachTakenBack { .. } => 98,
        Said::IllegalMoveCompletes { .. } => 99,
        Said::IllegalMoveReinstated { .. } => 100,
        Said::MustMoveFrom { .. } => 101,
        Said::IllegalMoveNumber { .. } => 102,
        Said::PromotionNotReplaced { .. } => 103,
        Said::IllegalClaimed { .. } => 104,
        Said::IllegalClaimTooLate { .. } => 105,
        Said::IllegalClaimNothing { .. } => 106,
        Said::IllegalStands { .. } => 107,
        Said::Offence { .. } => 108,
        Said::OffenceBoth { .. } => 109,
        Said::BothAtFault => 110,
        Said::IrregularAnnulled { .. } => 111,
        Said::IrregularPlayOn { .. } => 112,
        Said::IrregularResultStands { .. } => 113,
        Said::TouchNotRequested { .. } => 114,
        Said::TouchNotProven { .. } => 115,
        Said::PlaysOnAfterArriving { .. } => 116,
        Said::PeriodCompleted { .. } => 117,
        Said::QuickplayNotAFinish { .. } => 118,
        Said::QuickplayWithIncrement { .. } => 119,
        Said::RepeatedAutomatic { .. } => 120,
        Said::MoveCountAutomatic { .. } => 121,
        Said::AgreementTooEarly => 122,
        Said::PressWithoutMove { .. } => 123,
        Said::TwoHands { .. } => 124,
        Said::TwoHandsCountedOnce { .. } => 125,
        Said::IllegalObserved { .. } => 126,
        Said::PromotionBecomes { .. } => 127,
        Said::ClaimRightLostByTouch { .. } => 128,
        Said::IncrementRequested { .. } => 129,
        Said::IncrementGranted { .. } => 130,
        Said::IncrementRejected { .. } => 131,
    }
}

const VARIANTS: usize = 132;

/// Every variant at least once, the ones with a choice in each of its forms.
fn every() -> Vec<Said> {
    let chase = Prohibited {
        conduct: vec![Perpetual::Chases {
            side: B,
            target: s("chariot"),
            on: s("a10"),
            with: vec![s("horse"), s("cannon")],
        }],
        loser: Some(B),
    };
    let checks = Prohibited {
        conduct: vec![Perpetual::Checks { side: W }, Perpetual::Checks { side: B }],
        loser: None,
    };
    vec![
        Said::SetupCheckmated { side: W },
        Said::SetupNoMove { side: B },
        Said::SetupDrawnEnding { ending: s("k-vs-k") },
        Said::Checkmated { side: B },
        Said::NoMove { side: W },
        Said::DrawnEnding { ending: s("k-vs-k") },
        Said::Forbidden {
            prohibited: chase.clone(),
            how: Persisted::Occurred { times: 3 },
        },
        Said::Forbidden {
            prohibited: checks.clone(),
            how: Persisted::Refused { side: B },
        },
        Said::RepeatedNeitherVaries { times: 3 },
        Said::OrderedToVary {
            prohibited: chase.clone(),
            side: B,
        },
        Said::NeedNotVary {
            prohibited: chase,
            side: W,
        },
        Said::NoProhibition { side: W },
        Said::NotOrderedToVary { side: W },
        Said::OfferVoidAbsent { side: B },
        Said::OfferWhenLost { side: W },
        Said::OfferWarned { side: B },
        Said::Offers { side: W },
        Said::NothingToAccept,
        Said::Accepts { side: B },
        Said::Declines { side: B },
        Said::DeclinesByMoving { side: B },
        Said::RepetitionClaimNoEffect,
        Said::RepetitionClaim {
            side: W,
            intended: Some(s("g1f3")),
            times: 3,
            granted: true,
        },
        Said::RepetitionClaim {
            side: W,
            intended: None,
            times: 2,
            granted: false,
        },
        Said::MoveCountClaim {
            side: B,
            intended: None,
            needed: 50,
            counts: [50, 50],
            granted: true,
        },
        Said::MoveCountClaim {
            side: B,
            intended: Some(s("h10h9")),
            needed: 60,
            counts: [41, 40],
            granted: false,
        },
        Said::ClaimIsOffer { side: W },
        Said::WrongClaimTimeAdded { to: B, ms: 120_000 },
        Said::WrongClaimExhausted { side: W, ms: 300_000 },
        Said::WrongClaimCharged { side: W, ms: 300_000 },
        Said::MustPlayIntended {
            side: W,
            intended: s("g1f3"),
        },
        Said::ClaimUnwritten { side: W },
        Said::ClaimUnproven { side: B },
        Said::IntendedNotShownWritten,
        Said::ClocksStandForCheck { ms: 90_000 },
        Said::ClaimWithdrawn { side: W, allowed: true },
        Said::ClaimWithdrawn {
            side: W,
            allowed: false,
        },
        Said::Resigns { side: B },
        Said::BothLate { limit_ms: 3_600_000 },
        Said::Late {
            side: B,
            at_ms: 3_660_000,
            limit_ms: 3_600_000,
        },
        Said::FlagClaimed { side: W },
        Said::BothFlagsDown,
        Said::FlagClaimOwnDown { side: B },
        Said::FlagClaimNoneDown { side: B },
        Said::MoveIncomplete { side: W },
        Said::FlagFellCannotWin {
            side: W,
            evidence: Some(Evidence::One {
                reason: CannotMate::NoChecker,
            }),
        },
        Said::FlagFellCannotWin {
            side: B,
            evidence: None,
        },
        Said::FlagFell { side: B },
        Said::RepeatedCheckUncounted { side: W },
        Said::TimeAdded { to: B, ms: 30_000 },
        Said::Lost {
            cause: Box::new(Said::IllegalMoveNumber { side: W, number: 2 }),
            loser: W,
        },
        Said::CannotWin {
            side: B,
            evidence: Some(Evidence::Each {
                first: CannotMate::Separated { frozen: 12 },
                second: CannotMate::Exhausted { positions: 4096 },
            }),
        },
        Said::CannotWin {
            side: W,
            evidence: Some(Evidence::One {
                reason: CannotMate::NoMatingNet,
            }),
        },
        Said::PenaltyExhausts { side: W },
        Said::LosesGame { side: B },
        Said::ErrorLimit {
            side: W,
            count: 3,
            kind: ErrorKind::Technical,
        },
        Said::ErrorLimit {
            side: B,
            count: 3,
            kind: ErrorKind::Conduct,
        },
        Said::Seals { side: W },
        Said::EnvelopeWaits { side: B },
        Said::SealedStandsAbandoned {
            sealed: s("e2e4"),
            side: B,
        },
        Said::SealedIllegal { sealed: s("e2e5") },
        Said::SealedNamesNoMove { sealed: s("z9") },
        Said::SealedAskExplain {
            sealed: s("z9"),
            side: W,
        },
        Said::SealedWrongAndAbandoned { side: W },
        Said::Explained {
            side: W,
            as_move: s("e2e4"),
        },
        Said::Unexplained {
            side: W,
            sealed: s("z9"),
        },
        Said::Abandons { side: B },
        Said::AbandonsEnvelopeOpened { side: B },
        Said::Displaces {
            by: Some(W),
            from: s("e4"),
            onto: Some(s("e5")),
            own_time: true,
        },
        Said::Displaces {
            by: None,
            from: s("e4"),
            onto: None,
            own_time: false,
        },
        Said::Restores { by: Some(B) },
        Said::Restores { by: None },
        Said::DisplacedNoRule,
        Said::DisplacedReinstated { to_move: W },
        Said::SetupClaimTooLate { moves: [10, 10] },
        Said::QuickplayNotToMove { side: B },
        Said::QuickplayFlagDown { side: W },
        Said::QuickplayNotAFinish { side: W },
        Said::QuickplayWithIncrement { side: B },
        Said::QuickplayTimeLeft {
            side: W,
            left_ms: 150_000,
            below_ms: 120_000,
        },
        Said::QuickplayClaim {
            side: W,
            left_ms: 90_000,
        },
        Said::QuickplayPostponedDrawn { side: W },
        Said::QuickplayGranted { side: W },
        Said::QuickplayPostponed { side: W },
        Said::QuickplayRejected { side: W },
        Said::FlagFellClaimPostponed { side: W },
        Said::NotationAllowed {
            side: W,
            notation: s("iccs"),
        },
        Said::NotationOther {
            side: B,
            notation: s("descriptive"),
            no_evidence: true,
        },
        Said::NotationOther {
            side: B,
            notation: s("descriptive"),
            no_evidence: false,
        },
        Said::NoRecordingDuty { side: W },
        Said::CannotRecordConfirmed { side: B },
        Said::NoRecordingThisPeriod { side: W },
        Said::TooLittleTimeToRecord { side: B },
        Said::Unrecorded { side: W, moves: 3 },
        Said::MoveStandsReleased {
            side: W,
            first: s("e2e4"),
            then: s("e2e3"),
        },
        Said::MoveStandsPlaced {
            side: W,
            first: s("e2e4"),
            then: s("e2e3"),
        },
        Said::MoveNotReleased {
            side: W,
            first: s("e2e4"),
            then: s("e2e3"),
        },
        Said::CastleComplete {
            side: W,
            castling: s("e1g1"),
        },
        Said::CastleIllegal {
            side: B,
            castling: s("e8c8"),
        },
        Said::TouchCannotCarryOut { side: W },
        Said::TouchAwaitsRequest { side: B },
        Said::TouchNotRequested { side: W },
        Said::TouchNotProven { side: B },
        Said::PlaysOnAfterArriving {
            side: B,
            at_ms: 1_500_000,
            limit_ms: Some(1_800_000),
        },
        Said::PlaysOnAfterArriving {
            side: W,
            at_ms: 600_000,
            limit_ms: None,
        },
        Said::PeriodCompleted { side: W },
        Said::PlaysAsObliged {
            side: W,
            played: s("g1f3"),
        },
        Said::Witnesses { side: B },
        Said::Touches {
            side: W,
            own: true,
            piece: Some(s("knight")),
            square: s("g1"),
        },
        Said::Touches {
            side: B,
            own: false,
            piece: None,
            square: s("e4"),
        },
        Said::TouchAccidental {
            side: W,
            square: s("d2"),
        },
        Said::Adjusts {
            side: B,
            square: s("d7"),
        },
        Said::AsksAboutTouch { side: W },
        Said::TouchClaimTooLate { side: B },
        Said::TouchClaimKept { side: B },
        Said::TouchClaimForfeited { side: B },
        Said::TouchBreachTakenBack {
            side: W,
            allowed: vec![s("g1f3"), s("g1h3")],
        },
        Said::IllegalMoveCompletes {
            side: W,
            played: s("e1e3"),
            number: 1,
        },
        Said::IllegalMoveReinstated {
            side: B,
            played: s("e8e6"),
            number: 2,
        },
        Said::MustMoveFrom {
            side: B,
            square: s("e8"),
        },
        Said::IllegalMoveNumber { side: B, number: 3 },
        Said::PromotionNotReplaced {
            side: W,
            played: s("e7e8"),
        },
        Said::IllegalClaimed { side: B },
        Said::IllegalClaimTooLate {
            side: B,
            played: s("e1e3"),
        },
        Said::IllegalClaimNothing { side: W },
        Said::IllegalStands {
            side: W,
            played: s("e1e3"),
        },
        Said::Offence {
            side: W,
            offence: s("unrecorded-moves"),
            number: 2,
        },
        Said::OffenceBoth {
            offence: s("mobile-phone"),
        },
        Said::BothAtFault,
        Said::IrregularAnnulled {
            irregularity: s("colours-reversed"),
        },
        Said::IrregularPlayOn {
            irregularity: s("piece-misplaced"),
        },
        Said::IrregularResultStands {
            irregularity: s("piece-misplaced"),
        },
        Said::RepeatedAutomatic { times: 5 },
        Said::MoveCountAutomatic { moves: 75 },
        Said::AgreementTooEarly,
        Said::PressWithoutMove { side: W, number: 1 },
        Said::TwoHands { side: B, number: 2 },
        Said::TwoHandsCountedOnce { side: W },
        Said::IllegalObserved { side: B },
        Said::PromotionBecomes {
            side: W,
            played: s("e7e8"),
            kind: s("queen"),
        },
        Said::ClaimRightLostByTouch { side: B },
        Said::IncrementRequested { side: W },
        Said::IncrementGranted {
            side: W,
            increment_ms: 5000,
        },
        Said::IncrementRejected { side: B },
    ]
}

#[test]
fn every_ruling_is_said_in_both_languages_without_the_other() {
    let all = every();
    let mut seen = [false; VARIANTS];
    for said in &all {
        seen[variant(said)] = true;
    }
    let missing: Vec<usize> = (0..VARIANTS).filter(|&k| !seen[k]).collect();
    assert!(missing.is_empty(), "variants not built by every(): {missing:?}");
    let mut leaks = Vec::new();
    for rules in ["fide-2001", "vn-xiangqi-1999"] {
        let game = game(rules);
        for said in &all {
            let vi = said.say(Lang::Vi, &game);
            let en = said.say(Lang::En, &game);
            assert_ne!(vi, en, "{said:?}");
            for word in words::leaked_words(&vi, true, |_| {}) {
                leaks.push(format!("{rules} vi: `{word}` in \"{vi}\""));
            }
            for word in words::leaked_words(&en, false, |_| {}) {
                leaks.push(format!("{rules} en: `{word}` in \"{en}\""));
            }
            // The English for people is the record's sentence with the sides' English names.
            let ids = [game.sides[0].id.as_str(), game.sides[1].id.as_str()];
            let names = [game.sides[0].name.en.as_str(), game.sides[1].name.en.as_str()];
            let record = said.english(ids);
            if !record.contains(" ms") {
                assert_eq!(said.english(names), en, "{said:?}");
            }
        }
    }
    assert!(leaks.is_empty(), "{}", leaks.join("\n"));
}

#[test]
fn sides_and_pieces_by_the_game_definition() {
    let xiangqi = game("vn-xiangqi-1999");
    let chess = game("fide-2001");
    let wrong = Said::WrongClaimTimeAdded { to: B, ms: 120_000 };
    assert_eq!(wrong.say(Lang::Vi, &xiangqi), "yêu cầu không đúng: +2 phút cho Đen");
    assert_eq!(
        wrong.english(["red", "black"]),
        "the claim is incorrect: 120000 ms added to black's time"
    );
    assert_eq!(
        wrong.say(Lang::En, &xiangqi),
        "the claim is incorrect: 2 minutes added to Black's time"
    );
    let flag = Said::FlagFell { side: W };
    assert_eq!(
        flag.say(Lang::Vi, &xiangqi),
        "Trắng (Đỏ) hết giờ: Trắng (Đỏ) bị xử thua"
    );
    assert_eq!(flag.say(Lang::En, &xiangqi), "Red's flag fell: Red loses on time");
    assert_eq!(flag.say(Lang::Vi, &chess), "Trắng hết giờ: Trắng bị xử thua");
    let touch = Said::Touches {
        side: W,
        own: true,
        piece: Some(s("knight")),
        square: s("g1"),
    };
    assert_eq!(touch.say(Lang::Vi, &chess), "Trắng chạm Mã của mình ở g1");
    assert_eq!(touch.english(["white", "black"]), "white touches his knight on g1");
}

#[test]
fn the_json_form_is_tagged_in_kebab_case() {
    let said = Said::Lost {
        cause: Box::new(Said::WrongClaimExhausted { side: W, ms: 300_000 }),
        loser: W,
    };
    let json = serde_json::to_string(&said).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        json,
        r#"{"said":"lost","cause":{"said":"wrong-claim-exhausted","side":"first","ms":300000},"loser":"first"}"#
    );
    let back: Said = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back, said);
}
