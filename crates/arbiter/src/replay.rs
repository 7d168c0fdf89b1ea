//! Replaying an event log: the arbiter's procedure, event by event.

use trongtai_engine::{Game, GameEnding, GamePosition, Move, MoveError, State};
use trongtai_rulebook::law::{
    Agreement, ClaimPenalty, ClaimRightLost, Classed, FlagObserved, LateLimit, MoveCountReset, OfferMoment,
    OfferSanction, Repetition, Resignation,
};
use trongtai_rulebook::Rulebook;

use crate::clock::Clock;
use crate::error::ArbiterError;
use crate::event::{ClaimKind, Event, Setup, TimeControlRef};
use crate::law::Law;
use crate::record::RecordedGame;
use crate::said::{Evidence, Persisted, Said};
use crate::side::{GameResult, Side};
use crate::tally::{Claimable, Grounds, Ply, Tally};
use crate::verdict::{Counters, Penalty, PenaltyKind, Reason, Ruling, Verdict};
use trongtai_i18n::{msg, quoted_list, Message};

mod acts;
mod adjourn;
mod conduct;
mod displaced;
mod quickplay;
mod scoresheet;
mod stands;
mod vary;

/// The side of the engine's index `i`.
fn side(i: usize) -> Side {
    Side::from_index(i)
}

/// A run of consecutive checks by one side: where it started, how many checks it has, whether a
/// position has come back within it (it is a perpetual check), and the squares of the pieces
/// giving the checks.
#[derive(Debug, Clone, Default)]
struct CheckRun {
    start: usize,
    len: u32,
    repeats: bool,
    pieces: Vec<u8>,
}

/// Applies one rulebook to event logs.
#[derive(Debug, Clone)]
pub struct Arbiter<'a> {
    game: &'a Game,
    law: Law,
}

/// What the arbiter knows while replaying.
struct Replay<'a> {
    game: &'a Game,
    law: &'a Law,
    sides: [String; 2],
    pos: GamePosition,
    /// The counting: occurrences, the n-move count, perpetual-check windows.
    tally: Tally,
    /// Claims made available so far, and endings the law decided by itself.
    claimable: Vec<Claimable>,
    /// What the law decides by itself after the last move (perpetual check, automatic
    /// repetition), applied once the move is complete.
    decided: Option<Claimable>,
    /// The sides the arbiter has ordered to vary a forbidden repetition.
    ordered: [bool; 2],
    clock: Option<Clock>,
    /// Time since the scheduled start of the current session.
    now: u64,
    /// Moves each side made before the set-up, where the game is picked up mid-way: the set-up's
    /// `moves_made`, else one each for a position other than the game's start (both have moved),
    /// else none.
    made_before: [u32; 2],
    late_limit: Option<u64>,
    /// Arrival time of each side in each session, from the log.
    arrivals: Vec<[u64; 2]>,
    session: usize,
    offer: Option<usize>,
    /// The side that has moved and not yet pressed the clock.
    unpressed: Option<usize>,
    /// The side that pressed last, while no time has passed since.
    just_pressed: Option<usize>,
    /// Consecutive checks of each side and the squares of the pieces giving them.
    check_run: [CheckRun; 2],
    sealed: Option<(usize, String)>,
    /// The envelope of an adjourned game: unopened, awaiting an explanation, abandoned.
    adjourn: adjourn::Adjournment,
    /// Which sides' scoresheets cannot serve as evidence.
    no_evidence: [bool; 2],
    /// The sides the organisers confirmed cannot record (XQ99 11.3(c)).
    cannot_record: [bool; 2],
    /// The position before pieces were displaced, and who displaced them.
    displaced: Option<(conduct::Snapshot, Option<usize>)>,
    /// Conduct: touches, breaches, offences, error counts.
    conduct: conduct::Conduct,
    /// The article of the time control, when the law names it.
    control_article: Option<String>,
    /// The article that voided the last draw offer, for an acceptance that follows.
    void_offer: Option<String>,
    /// Flags that have fallen but are not yet established (where only a claim does that).
    flags_down: [bool; 2],
    /// A quickplay-finish claim awaiting the arbiter's decision, or postponed by him.
    quickplay: quickplay::Quickplay,
    over: Option<(GameResult, Reason)>,
    articles: Vec<String>,
    penalties: Vec<Penalty>,
    rulings: Vec<Ruling>,
}

impl<'a> Arbiter<'a> {
    /// An arbiter for a rulebook whose game has been compiled into `game`.
    ///
    /// # Errors
    ///
    /// When the rulebook lacks a value the arbiter applies, or names a piece the game lacks.
    pub fn new(rules: &Rulebook, game: &'a Game) -> Result<Self, ArbiterError> {
        Ok(Arbiter {
            game,
            law: Law::resolve(rules, game)?,
        })
    }

    /// An arbiter applying `law` (resolved with [`Law::resolve`], possibly changed since, as an
    /// impact study or a test does) to `game`.
    pub fn with_law(game: &'a Game, law: Law) -> Self {
        Arbiter { game, law }
    }

    /// The game the arbiter plays.
    pub fn game(&self) -> &'a Game {
        self.game
    }

    /// The law it applies.
    pub fn law(&self) -> &Law {
        &self.law
    }

    /// A recorded game from `start`, judged move by move under this law.
    pub fn record(&self, start: GamePosition) -> RecordedGame<'_> {
        RecordedGame::new(self.game, &self.law, start)
    }

    /// Replays `events` from `setup` and returns the verdict.
    ///
    /// # Errors
    ///
    /// When the set-up cannot be used (bad FEN, unknown time control, a late limit the law does
    /// not allow) or an event cannot be replayed (an illegal move, an unknown side, a press with
    /// no move made).
    pub fn replay(&self, setup: &Setup, events: &[Event]) -> Result<Verdict, ArbiterError> {
        self.replay_with_claims(setup, events).map(|(verdict, _)| verdict)
    }

    /// Replays `events` from `setup` as [`Arbiter::replay`] does, and also returns every claim
    /// the moves made available (and every ending the law decided by itself), up to the end of
    /// the game, each at its ply.
    ///
    /// # Errors
    ///
    /// As [`Arbiter::replay`].
    pub fn replay_with_claims(
        &self,
        setup: &Setup,
        events: &[Event],
    ) -> Result<(Verdict, Vec<Claimable>), ArbiterError> {
        self.replay_observed(setup, events, &mut |_, _| {})
    }

    /// Replays `events` from `setup` as [`Arbiter::replay_with_claims`] does, showing `observe`
    /// the position on the board before each event (its index and the position), in one
    /// replay: what a replay of the events before it would end on, without replaying them again
    /// for each event.
    ///
    /// # Errors
    ///
    /// As [`Arbiter::replay`].
    pub fn replay_observed(
        &self,
        setup: &Setup,
        events: &[Event],
        observe: &mut dyn FnMut(usize, &GamePosition),
    ) -> Result<(Verdict, Vec<Claimable>), ArbiterError> {
        // Numbers beyond the limits of `trongtai_rulebook::limits` are refused before any
        // arithmetic is done with them.
        if let Some(beyond) = trongtai_rulebook::limits::check(setup, "setup").into_iter().next() {
            return Err(ArbiterError::Setup(beyond.message));
        }
        for (index, event) in events.iter().enumerate() {
            if let Some(beyond) = trongtai_rulebook::limits::check(event, "event").into_iter().next() {
                return Err(ArbiterError::Event {
                    index,
                    message: beyond.message,
                });
            }
        }
        let game = self.game;
        let pos = match &setup.fen {
            Some(fen) => game.parse_fen(fen),
            None => game.start(),
        }
        .map_err(|e| ArbiterError::Setup(e.text()))?;
        let control_article = match &setup.time_control {
            Some(TimeControlRef::Named(name)) => self.law.time_controls.get(name).map(|c| c.article.clone()),
            _ => None,
        };
        let clock = match &setup.time_control {
            None => None,
            Some(tc) => {
                let control = match tc {
                    TimeControlRef::Custom(c) => c.clone(),
                    TimeControlRef::Named(name) => self
                        .law
                        .time_controls
                        .get(name)
                        .map(|c| c.value.clone())
                        .ok_or_else(|| {
                            let known: Vec<&String> = self.law.time_controls.keys().collect();
                            ArbiterError::Setup(
                                msg::ArbiterUnknownTimeControl {
                                    name,
                                    known: &quoted_list(&known),
                                }
                                .text(),
                            )
                        })?,
                };
                if let Some(class) = &self.law.time_class {
                    let n = class.value.increments.unwrap_or_default();
                    let what = msg::ArbiterGameOf {
                        ms: class.value.game_time_ms(&control),
                        n: u64::from(n),
                    }
                    .text();
                    match class.value.classify(&control) {
                        Classed::Own => {}
                        Classed::Other(o) => {
                            return Err(ArbiterError::Setup(
                                msg::ArbiterJudgedBy {
                                    what: &what,
                                    other: &o.rules,
                                    other_article: &o.article,
                                    law: &self.law.id,
                                    article: &class.article,
                                }
                                .text(),
                            ))
                        }
                        Classed::Unclassed => {
                            return Err(ArbiterError::Setup(
                                msg::ArbiterNotGoverned {
                                    what: &what,
                                    law: &self.law.id,
                                    article: &class.article,
                                }
                                .text(),
                            ))
                        }
                    }
                }
                let remaining = setup.clocks.map(|(a, b)| [a.ms(), b.ms()]);
                let made = setup.moves_made.map_or([0, 0], |(a, b)| [a, b]);
                let mut c = Clock::new(control, remaining, made);
                c.start(game.turn(&pos));
                Some(c)
            }
        };
        let late_limit = match &self.law.late.value.limit {
            LateLimit::Fixed(d) => {
                if let Some(l) = setup.late_limit {
                    if l.ms() != d.ms() {
                        return Err(ArbiterError::Setup(
                            msg::ArbiterLateFixed {
                                fixed: d.ms(),
                                article: &self.law.late.article,
                                asked: l.ms(),
                            }
                            .text(),
                        ));
                    }
                }
                Some(d.ms())
            }
            LateLimit::SetByOrganisers(choices) => match setup.late_limit {
                Some(l) if choices.iter().any(|c| c.ms() == l.ms()) => Some(l.ms()),
                Some(l) => {
                    return Err(ArbiterError::Setup(
                        msg::ArbiterLateNotAllowed {
                            asked: l.ms(),
                            article: &self.law.late.article,
                            choices: &choices
                                .iter()
                                .map(|c| format!("{} ms", c.ms()))
                                .collect::<Vec<_>>()
                                .join(", "),
                        }
                        .text(),
                    ))
                }
                None => None,
            },
        };
        let [s0, s1] = game.side_ids();
        let mut r = Replay {
            game,
            law: &self.law,
            sides: [s0.to_string(), s1.to_string()],
            tally: Tally::new(game, &self.law, &pos),
            claimable: Vec::new(),
            decided: None,
            pos,
            ordered: [false, false],
            clock,
            now: 0,
            made_before: match setup.moves_made {
                Some((a, b)) => [a, b],
                None if setup.fen.is_some()
                    && game
                        .start()
                        .is_ok_and(|start| game.identity(&start) != game.identity(&pos)) =>
                {
                    [1, 1]
                }
                None => [0, 0],
            },
            late_limit,
            arrivals: Vec::new(),
            session: 0,
            offer: None,
            unpressed: None,
            just_pressed: None,
            check_run: [CheckRun::default(), CheckRun::default()],
            sealed: None,
            adjourn: adjourn::Adjournment::default(),
            no_evidence: [false, false],
            cannot_record: [false, false],
            displaced: None,
            conduct: conduct::Conduct::default(),
            control_article,
            void_offer: None,
            flags_down: [false, false],
            quickplay: quickplay::Quickplay::default(),
            over: None,
            articles: Vec::new(),
            penalties: Vec::new(),
            rulings: Vec::new(),
        };
        r.setup_counts(setup)?;
        r.setup_cannot_record(setup)?;
        r.arrivals = r.scan_arrivals(events)?;
        // A set-up that already ends the game is ruled before any event; nothing can follow.
        if r.setup_ends_game() {
            if let (false, Some((result, reason))) = (events.is_empty(), &r.over) {
                let article = r.articles.join(", ");
                return Err(ArbiterError::Event {
                    index: 0,
                    message: msg::ArbiterEndedAtSetup {
                        result: &result.to_string(),
                        reason: &format!("{reason:?}"),
                        article: &article.to_string(),
                    }
                    .text(),
                });
            }
        }
        for (i, e) in events.iter().enumerate() {
            observe(i, &r.pos);
            if r.over.is_some() {
                // Only an irregularity found after the game is still for the arbiter to rule.
                if let Event::Irregularity(kind) = e {
                    r.irregularity(i, kind)?;
                }
                continue;
            }
            r.event(i, e)?;
        }
        if r.awaiting_explanation() {
            r.unexplained(events.len().saturating_sub(1));
        }
        let claims = std::mem::take(&mut r.claimable);
        Ok((r.verdict(), claims))
    }
}

impl Replay<'_> {
    fn side(&self, index: usize, name: &str) -> Result<usize, ArbiterError> {
        self.sides
            .iter()
            .position(|s| s == name)
            .ok_or_else(|| ArbiterError::Event {
                index,
                message: msg::ArbiterUnknownSide {
                    name,
                    first: &self.sides[0],
                    second: &self.sides[1],
                }
                .text(),
            })
    }

    fn scan_arrivals(&self, events: &[Event]) -> Result<Vec<[u64; 2]>, ArbiterError> {
        let mut out = vec![[0, 0]];
        for (i, e) in events.iter().enumerate() {
            match e {
                Event::Arrive(side, at) => {
                    let s = self.side(i, side)?;
                    if let Some(last) = out.last_mut() {
                        last[s] = at.ms();
                    }
                }
                Event::Resume => out.push([0, 0]),
                _ => {}
            }
        }
        Ok(out)
    }

    fn cite(&mut self, article: &str) {
        crate::verdict::cite_once(&mut self.articles, article);
    }

    /// Rules `said` under `article`, citing it.
    fn rule(&mut self, event: usize, article: &str, said: Said) {
        self.cite(article);
        self.note(event, article, said);
    }

    /// Records `said` under `article` without citing it: a fact the ruling rests on (a touch, a
    /// sealed move, a displaced piece), its clause cited when it is applied.
    fn note(&mut self, event: usize, article: &str, said: Said) {
        let sides = [self.sides[0].as_str(), self.sides[1].as_str()];
        self.rulings.push(Ruling::new(event, article, said, sides));
    }

    fn end(&mut self, event: usize, result: GameResult, reason: Reason, article: &str, said: Said) {
        self.rule(event, article, said);
        self.over = Some((result, reason));
        if let Some(c) = &mut self.clock {
            c.stop();
        }
    }

    /// The result when `side` loses.
    fn loss(side: usize) -> GameResult {
        GameResult::loss_of(Side::from_index(side))
    }

    /// The result the board gives (a decided position), read from the engine's status.
    fn board(result: &str) -> GameResult {
        // The engine writes only `1-0`, `0-1` and `1/2-1/2` for a decided position.
        GameResult::parse(result).unwrap_or(GameResult::Unfinished)
    }

    fn event(&mut self, i: usize, e: &Event) -> Result<(), ArbiterError> {
        // A sealed entry the sealer was asked to explain, and something else happens instead.
        if self.awaiting_explanation() && !matches!(e, Event::Explain(_) | Event::Abandon(_)) {
            self.unexplained(i);
            return Ok(());
        }
        // A quickplay-finish claim is decided before anything else happens (FIDE 10.2 (en)).
        if self.quickplay_pending() && !matches!(e, Event::Decide(_)) {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterAwaitsDecision.text(),
            });
        }
        match e {
            Event::Moves(text) => {
                for m in text.split_whitespace() {
                    if self.over.is_some() {
                        break;
                    }
                    if self.make_move(i, m)? && self.over.is_none() {
                        self.press(i)?;
                    }
                }
            }
            Event::Play(m, d) => {
                self.elapse(i, d.ms());
                if self.over.is_none() && self.make_move(i, m)? && self.over.is_none() {
                    self.press(i)?;
                }
            }
            Event::Move(m) => {
                self.make_move(i, m)?;
            }
            Event::Press => self.press(i)?,
            Event::Elapse(d) => self.elapse(i, d.ms()),
            Event::Offer(side) => {
                let s = self.side(i, side)?;
                self.offer(i, s);
            }
            Event::Accept => {
                if self.offer.is_none() {
                    if let Some(article) = self.void_offer.take() {
                        self.rule(i, &article, Said::NothingToAccept);
                        return Ok(());
                    }
                }
                let Some(s) = self.offer else {
                    return Err(ArbiterError::Event {
                        index: i,
                        message: msg::ArbiterNoOffer.text(),
                    });
                };
                let article = self.law.agreement.article.clone();
                let made = self.moves_made();
                if self.law.agreement.value == Agreement::DrawOnceBothMoved && (made[0] == 0 || made[1] == 0) {
                    // FIDE 2017 5.2.3: not valid before both players have made a move.
                    self.offer = None;
                    self.rule(i, &article, Said::AgreementTooEarly);
                    return Ok(());
                }
                let said = Said::Accepts { side: side(1 - s) };
                self.end(i, GameResult::Draw, Reason::Agreement, &article, said);
            }
            Event::Decline => {
                if let Some(s) = self.offer.take() {
                    let article = self.law.offers.article.clone();
                    self.rule(i, &article, Said::Declines { side: side(1 - s) });
                }
            }
            Event::Claim {
                kind,
                intended,
                by,
                written,
                checked_for,
                withdrawn,
                disputed,
            } => {
                if *kind == ClaimKind::TouchMove {
                    // A request about the opponent's touch (XQ99 9.11); whether he disputes it
                    // matters only where the touch must be admitted or witnessed (9.11(b)).
                    return self.claim_touch(i, *disputed == Some(true));
                }
                let claimant = match by {
                    Some(side) => self.side(i, side)?,
                    None => self.game.turn(&self.pos),
                };
                if matches!(kind, ClaimKind::Repetition | ClaimKind::MoveCount)
                    && self.law.claim_right_lost.value == ClaimRightLost::TouchingAPiece
                    && claimant == self.game.turn(&self.pos)
                    && self.has_touched()
                {
                    // FIDE 9.4 (from 2009): the right to claim on this move is lost.
                    let article = self.law.claim_right_lost.article.clone();
                    self.rule(i, &article, Said::ClaimRightLostByTouch { side: side(claimant) });
                    return Ok(());
                }
                if matches!(kind, ClaimKind::Repetition | ClaimKind::MoveCount) {
                    if let Some(d) = checked_for {
                        self.claim_checked(i, d.ms());
                        if self.over.is_some() {
                            return Ok(());
                        }
                    }
                    if *withdrawn == Some(true) && self.claim_withdrawn(i, claimant) {
                        return Ok(());
                    }
                }
                let unwritten = intended.is_some()
                    && *written == Some(false)
                    && self.law.written.value
                    && matches!(kind, ClaimKind::Repetition | ClaimKind::MoveCount);
                let on_scoresheet = intended.is_some() && matches!(kind, ClaimKind::Repetition | ClaimKind::MoveCount);
                if on_scoresheet && !unwritten && self.written_move_unproven(i, claimant, *kind) {
                    self.wrong_claim(i, claimant, None)?;
                } else if unwritten {
                    let article = self.written_clause(*kind);
                    self.rule(i, &article, Said::ClaimUnwritten { side: side(claimant) });
                    self.wrong_claim(i, claimant, None)?;
                } else {
                    self.claim(i, *kind, intended.as_deref(), claimant)?
                }
            }
            Event::Resign(side) => {
                let s = self.side(i, side)?;
                let article = self.law.resignation.article.clone();
                let said = Said::Resigns {
                    side: Side::from_index(s),
                };
                match self.law.resignation.value {
                    Resignation::OpponentWins => self.end(i, Self::loss(s), Reason::Resignation, &article, said),
                    // FIDE 2023 5.1.2: a draw when the opponent cannot checkmate.
                    Resignation::OpponentWinsUnlessCannotMate => {
                        self.lose(i, s, Reason::Resignation, &article, said);
                    }
                }
            }
            Event::Arrive(side, at) => {
                let s = self.side(i, side)?;
                self.arrive(i, s, at.ms());
                self.arrived(i, s)?;
            }
            Event::Seal(m) => {
                let s = self.game.turn(&self.pos);
                self.sealed = Some((s, m.clone()));
                if let Some(c) = &mut self.clock {
                    c.stop();
                }
                let article = self.law.sealed.article.clone();
                self.note(i, &article, Said::Seals { side: side(s) });
            }
            Event::Resume => self.resume(i)?,
            Event::Explain(m) => self.explain(i, m)?,
            Event::CastleBegun(m) => self.castle_begun(i, m)?,
            Event::Replaced { first, then, released } => self.replaced(i, first, then, *released)?,
            Event::Displace { from, to, by } => {
                let by = by.as_deref().map(|s| self.side(i, s)).transpose()?;
                self.displace(i, from, to.as_deref(), by)?;
            }
            Event::Restore => self.restore_displaced(i)?,
            Event::DisplacementFound => self.displacement_found(i)?,
            Event::Notation(side, name) => {
                let s = self.side(i, side)?;
                self.notation(i, s, name);
            }
            Event::Abandon(side) => {
                let s = self.side(i, side)?;
                self.abandon(i, s)?;
            }
            Event::OrderToVary(side) => {
                let s = self.side(i, side)?;
                self.order_to_vary(i, s);
            }
            Event::RefuseToVary(side) => {
                let s = self.side(i, side)?;
                self.refuse_to_vary(i, s);
            }
            Event::Touch(sq) => self.touch(i, std::slice::from_ref(sq), true)?,
            Event::TouchUnordered(sqs) => self.touch(i, sqs, false)?,
            Event::TouchAccidental(sq) => self.touch_accidental(i, sq)?,
            Event::Witnessed => self.witnessed(i),
            Event::Adjust(sq) => self.adjust(i, sq)?,
            Event::Offence(side, id) if side == "both" => self.offence_both(i, id)?,
            Event::Offence(side, id) => {
                let s = self.side(i, side)?;
                self.offence(i, s, id)?;
            }
            Event::Irregularity(kind) => self.irregularity(i, kind)?,
            Event::Decide(decision) => self.decide(i, *decision)?,
            Event::Unrecorded(side, moves) => {
                let s = self.side(i, side)?;
                self.unrecorded(i, s, *moves)?;
            }
            Event::TwoHands => self.two_hands(i)?,
            Event::Observed => self.observed(i)?,
        }
        Ok(())
    }

    fn elapse(&mut self, i: usize, ms: u64) {
        self.now = self.now.saturating_add(ms);
        if ms > 0 {
            self.just_pressed = None;
        }
        let fell = self.clock.as_mut().and_then(|c| c.elapse(ms));
        if let Some(side) = fell {
            match self.law.flag_observed.value {
                FlagObserved::ByArbiter => self.flag_fall(i, side),
                // Nobody signals it: it stands until a claim (FIDE B6).
                FlagObserved::OnClaim => self.flags_down[side] = true,
            }
        }
    }

    /// A claim that the opponent's flag has fallen (where only a claim establishes it).
    fn claim_flag(&mut self, i: usize, claimant: usize) {
        let opponent = 1 - claimant;
        let article = self.law.flag_observed.article.clone();
        match (self.flags_down[claimant], self.flags_down[opponent]) {
            (false, true) => {
                self.rule(i, &article, Said::FlagClaimed { side: side(claimant) });
                self.flag_fall(i, opponent);
            }
            (true, true) => {
                self.end(
                    i,
                    GameResult::Draw,
                    Reason::BothFlagsDown,
                    &article,
                    Said::BothFlagsDown,
                );
            }
            (true, false) => {
                self.rule(i, &article, Said::FlagClaimOwnDown { side: side(claimant) });
            }
            (false, false) => {
                self.rule(i, &article, Said::FlagClaimNoneDown { side: side(claimant) });
            }
        }
    }

    /// `loser` loses by `reason` under `article`, unless the opponent cannot win (the law's
    /// `ends.cannot_win` cases): then the game is drawn, citing that article too.
    fn lose(&mut self, i: usize, loser: usize, reason: Reason, article: &str, cause: Said) {
        let winner = 1 - loser;
        if self.cannot_win(winner) {
            self.rule(i, article, cause);
            let also = self.law.cannot_win_article.clone();
            let evidence = self.evidence(&self.law.cannot_win, winner);
            let said = Said::CannotWin {
                side: side(winner),
                evidence,
            };
            self.end(i, GameResult::Draw, reason, &also, said);
        } else {
            let said = Said::Lost {
                cause: Box::new(cause),
                loser: side(loser),
            };
            self.end(i, Self::loss(loser), reason, article, said);
        }
    }

    /// Whether `side` cannot win by any series of legal moves (the law's `ends.cannot_win`).
    fn cannot_win(&self, side: usize) -> bool {
        self.matches_any(&self.law.cannot_win, side)
    }

    /// Why the first of `endings` that holds with `side` as its `one` holds, where the engine's
    /// unwinnability analysis decided it.
    fn evidence(&self, endings: &[GameEnding], side: usize) -> Option<Evidence> {
        endings
            .iter()
            .find(|e| self.game.matches_ending_with(&self.pos, e, side))
            .and_then(|e| self.game.ending_evidence(&self.pos, e, side))
            .map(Evidence::from)
    }

    /// Whether the position has one of `endings` with `side` as the ending's `one`.
    fn matches_any(&self, endings: &[GameEnding], side: usize) -> bool {
        endings
            .iter()
            .any(|e| self.game.matches_ending_with(&self.pos, e, side))
    }

    fn flag_fall(&mut self, i: usize, side: usize) {
        if self.flag_with_claim_postponed(i, side) {
            return;
        }
        let opponent = 1 - side;
        // A move that would end the game, not yet completed by the press (XQ99 10.2.4).
        if self.law.needs_press.value && self.unpressed == Some(side) {
            let ends = self.law.status(self.game, &self.pos).state != State::Ongoing;
            if ends {
                let article = self.law.needs_press.article.clone();
                self.rule(
                    i,
                    &article,
                    Said::MoveIncomplete {
                        side: Side::from_index(side),
                    },
                );
            }
        }
        let article = self.law.flag.article.clone();
        if self.matches_any(&self.law.flag_drawn, opponent) {
            let evidence = self.evidence(&self.law.flag_drawn, opponent);
            let said = Said::FlagFellCannotWin {
                side: Side::from_index(side),
                evidence,
            };
            self.end(i, GameResult::Draw, Reason::FlagFallCannotWin, &article, said);
        } else {
            let said = Said::FlagFell {
                side: Side::from_index(side),
            };
            self.end(i, Self::loss(side), Reason::FlagFall, &article, said);
        }
    }

    fn parse(&self, i: usize, text: &str) -> Result<Move, ArbiterError> {
        self.game.parse_move(&self.pos, text).map_err(|e| ArbiterError::Event {
            index: i,
            message: e.text(),
        })
    }

    /// Makes a move; `false` when it was not played (illegal, or the game ended).
    fn make_move(&mut self, i: usize, text: &str) -> Result<bool, ArbiterError> {
        if let Some(s) = self.unpressed {
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterNotPressed {
                    written: text,
                    side: &self.sides[s],
                }
                .text(),
            });
        }
        // A completed illegal move stands once the opponent moves (FIDE C3 (en)).
        let stood = self.conduct.completed_illegal.take();
        if let Some((author, illegal)) = &stood {
            self.illegal_stands(i, *author, illegal)?;
        }
        let m = match self.game.parse_move(&self.pos, text) {
            Ok(m) => m,
            Err(MoveError::Illegal(_)) => {
                if !self.incomplete_promotion(text) {
                    self.illegal_move(i, text)?;
                }
                return Ok(false);
            }
            Err(e) => {
                return Err(ArbiterError::Event {
                    index: i,
                    message: e.text(),
                })
            }
        };
        let mover = self.game.turn(&self.pos);
        // The opponent's touch nobody asked about lapses with this move (XQ99 9.11(a)).
        self.lapse_touch_requests(i, mover);
        let snapshot = self.snapshot();
        let witnessed = self.touches_witnessed();
        let breach = self.check_obligation(i, m)?;
        if self.over.is_some() {
            return Ok(false);
        }
        if self.offer == Some(1 - mover) {
            self.offer = None;
            let article = self.law.offers.article.clone();
            self.rule(i, &article, Said::DeclinesByMoving { side: side(mover) });
        }
        let before = self.game.piece_count(&self.pos);
        let prior = self.pos;
        self.pos = self.game.play(&self.pos, m);
        let captured = self.game.piece_count(&self.pos) < before;
        let check = self.game.in_check(&self.pos);
        let from = self.claimable.len();
        self.tally.record(
            self.game,
            self.law,
            Ply {
                prior: &prior,
                m,
                pos: &self.pos,
                mover,
                captured,
                check: Some(check),
            },
            &mut self.claimable,
        );
        self.decided = self.claimable[from..].iter().find(|c| c.automatic).cloned();
        // 10.1.3: repeated chases count like repeated checks, where the law says so.
        let chase = !check && self.chase_counts(&prior, m);
        self.track_checks(mover, check || chase, m);
        self.varied(mover);
        self.unpressed = Some(mover);
        self.just_pressed = None;
        self.conduct.after_move(breach.map(|(allowed, clause)| conduct::Breach {
            offender: mover,
            allowed,
            clause,
            snapshot,
            witnessed,
        }));
        self.conduct.stood = stood;
        if !self.law.needs_press.value {
            self.after_move(i);
        }
        Ok(true)
    }

    fn track_checks(&mut self, mover: usize, check: bool, m: Move) {
        let now = self.tally.now();
        let reached = self.game.identity(&self.pos);
        if check && self.check_run[mover].pieces.is_empty() {
            self.check_run[mover].start = now.saturating_sub(1);
        }
        let repeated = self.tally.occurred_since(reached, self.check_run[mover].start);
        let run = &mut self.check_run[mover];
        if check {
            run.len += 1;
            run.repeats |= repeated;
            match run.pieces.iter_mut().find(|sq| **sq == m.from) {
                Some(sq) => *sq = m.to,
                None => run.pieces.push(m.to),
            }
        } else {
            *run = CheckRun::default();
        }
    }

    fn press(&mut self, i: usize) -> Result<(), ArbiterError> {
        let Some(mover) = self.unpressed.take() else {
            if self.press_unfinished_promotion(i) {
                self.conduct.illegal_unpressed = false;
                return Ok(());
            }
            if self.press_promotion_becomes(i)? {
                return Ok(());
            }
            if std::mem::take(&mut self.conduct.illegal_unpressed) {
                self.illegal_pressed();
                self.two_hands_pressed(i);
                return Ok(());
            }
            if self.press_without_move(i) {
                return Ok(());
            }
            return Err(ArbiterError::Event {
                index: i,
                message: msg::ArbiterPressWithoutMove.text(),
            });
        };
        let counts = match (self.law.repeated_checks.value, &self.clock) {
            (Some(cap), Some(c)) if c.period_quota(mover) == Some((cap.in_periods_of.0, cap.in_periods_of.1.ms())) => {
                let run = &self.check_run[mover];
                let limit = if run.pieces.len() >= 2 {
                    cap.several_pieces
                } else {
                    cap.one_piece
                };
                !run.repeats || run.len <= limit
            }
            _ => true,
        };
        if !counts {
            let article = self.law.repeated_checks.article.clone();
            self.rule(i, &article, Said::RepeatedCheckUncounted { side: side(mover) });
        }
        let mut next_period = false;
        if let Some(c) = &mut self.clock {
            let before = c.period(mover);
            c.count_move(mover, counts);
            next_period = c.period(mover) > before;
            c.start(1 - mover);
        }
        if let (true, Some(article)) = (next_period, self.control_article.clone()) {
            // The time control of the law completed a period: its next period's time is the
            // clause that sets the clock from here (XQ99 10.1.2).
            self.rule(i, &article, Said::PeriodCompleted { side: side(mover) });
        }
        self.just_pressed = Some(mover);
        if self.law.needs_press.value {
            self.after_move(i);
        }
        if self.over.is_none() {
            self.two_hands_pressed(i);
        }
        Ok(())
    }

    /// Moves each side has made: before the set-up ([`Replay::made_before`]) and in the log.
    fn moves_made(&self) -> [u32; 2] {
        let mut made = self.made_before;
        for &(mover, _) in self.tally.plies() {
            made[mover & 1] = made[mover & 1].saturating_add(1);
        }
        made
    }

    /// After a move is complete: the game ends on the board, or by repetition.
    /// The n-move count and the checks counted in it when the game is picked up mid-way: from
    /// the set-up's `move_count` and `checks_counted`, or from the FEN's halfmove field where the
    /// law counts as it does; a halfmove field that cannot be honoured is refused.
    fn setup_counts(&mut self, setup: &Setup) -> Result<(), ArbiterError> {
        let mc = &self.law.move_count;
        let mut count = self.tally.count();
        let mut checks = [0, 0];
        let h = self.game.halfmove_clock(&self.pos);
        let to_move = self.game.turn(&self.pos);
        match (setup.move_count, mc.value.reset) {
            (Some((a, b)), reset) => {
                let agrees = match reset {
                    MoveCountReset::CaptureOrIrreversible => a.saturating_add(b) == h,
                    // The FEN's halfmove field cannot hold a capture-only count: 0 or the same sum.
                    MoveCountReset::CaptureOnly => h == 0 || a.saturating_add(b) == h,
                };
                if !agrees {
                    return Err(ArbiterError::Setup(
                        msg::ArbiterCountDisagrees {
                            first: u64::from(a),
                            second: u64::from(b),
                            halfmove: u64::from(h),
                            article: &mc.article,
                        }
                        .text(),
                    ));
                }
                count = [a, b];
            }
            (None, MoveCountReset::CaptureOrIrreversible) => {
                count[to_move] = h / 2;
                count[1 - to_move] = h - h / 2;
            }
            (None, MoveCountReset::CaptureOnly) if h != 0 => {
                return Err(ArbiterError::Setup(
                    msg::ArbiterCountCapturesOnly {
                        halfmove: u64::from(h),
                        article: &mc.article,
                    }
                    .text(),
                ));
            }
            (None, MoveCountReset::CaptureOnly) => {}
        }
        if let Some((a, b)) = setup.checks_counted {
            let Some(cap) = mc.value.checks_count_at_most else {
                return Err(ArbiterError::Setup(
                    msg::ArbiterChecksNotCapped { article: &mc.article }.text(),
                ));
            };
            if a > cap || b > cap || a > count[0] || b > count[1] {
                return Err(ArbiterError::Setup(
                    msg::ArbiterChecksBeyond {
                        first: u64::from(a),
                        second: u64::from(b),
                        cap: u64::from(cap),
                        article: &mc.article,
                        count_first: u64::from(count[0]),
                        count_second: u64::from(count[1]),
                    }
                    .text(),
                ));
            }
            checks = [a, b];
        }
        self.tally.preset(count, checks);
        Ok(())
    }

    /// Rules a set-up position that already ends the game (checkmate, stalemate, a drawn
    /// ending); returns whether it does.
    /// The sides the organisers confirmed beforehand cannot record, where the law provides for it.
    fn setup_cannot_record(&mut self, setup: &Setup) -> Result<(), ArbiterError> {
        let Some(sides) = &setup.cannot_record else {
            return Ok(());
        };
        if self.law.scoresheet.value.cannot_record.is_none() {
            return Err(ArbiterError::Setup(
                msg::ArbiterCannotRecordRefused { id: &self.law.id }.text(),
            ));
        }
        for name in sides {
            let Some(s) = self.sides.iter().position(|x| x == name) else {
                return Err(ArbiterError::Setup(
                    msg::ArbiterCannotRecordSide {
                        name,
                        first: &self.sides[0],
                        second: &self.sides[1],
                    }
                    .text(),
                ));
            };
            self.cannot_record[s] = true;
        }
        Ok(())
    }

    fn setup_ends_game(&mut self) -> bool {
        let turn = self.game.turn(&self.pos);
        let s = self.law.status(self.game, &self.pos);
        let article = s.article.clone().unwrap_or_default();
        let (reason, said) = match s.state {
            State::Ongoing => return false,
            State::Checkmate => (Reason::Checkmate, Said::SetupCheckmated { side: side(turn) }),
            State::Stalemate => (Reason::Stalemate, Said::SetupNoMove { side: side(turn) }),
            State::DrawnEnding => (
                Reason::DrawnEnding,
                Said::SetupDrawnEnding {
                    ending: s.ending.unwrap_or_default().to_string(),
                },
            ),
        };
        self.end(0, Self::board(s.result), reason, &article, said);
        true
    }

    fn after_move(&mut self, i: usize) {
        let turn = self.game.turn(&self.pos);
        let s = self.law.status(self.game, &self.pos);
        let article = s.article.clone().unwrap_or_default();
        match s.state {
            State::Ongoing => {}
            State::Checkmate => {
                let said = Said::Checkmated { side: side(turn) };
                self.end(i, Self::board(s.result), Reason::Checkmate, &article, said);
                return;
            }
            State::Stalemate => {
                let said = Said::NoMove { side: side(turn) };
                self.end(i, Self::board(s.result), Reason::Stalemate, &article, said);
                return;
            }
            State::DrawnEnding => {
                let id = s.ending.unwrap_or_default();
                let said = Said::DrawnEnding { ending: id.to_string() };
                // In the order the law decides them: a dead position ends the game before
                // the n-move rule.
                let ply = self.tally.plies().len();
                let at = self
                    .claimable
                    .iter()
                    .position(|c| c.ply == ply && matches!(c.grounds, Grounds::MoveCount { .. }))
                    .unwrap_or(self.claimable.len());
                self.claimable.insert(
                    at,
                    Claimable {
                        grounds: Grounds::DrawnEnding { id },
                        ply,
                        article: article.clone(),
                        automatic: true,
                        claimant: None,
                    },
                );
                self.end(i, Self::board(s.result), Reason::DrawnEnding, &article, said);
                return;
            }
        }
        self.repetition(i);
    }

    /// A forbidden repetition (perpetual check or chase) and automatic repetition (laws where
    /// the arbiter rules them himself), as the tally found them with the last move.
    fn repetition(&mut self, i: usize) {
        let Some(decided) = self.decided.take() else {
            return;
        };
        let occurrences = self.tally.current_occurrences();
        match decided.grounds {
            Grounds::Forbidden { outcome, .. } => {
                self.conclude(i, &outcome, Persisted::Occurred { times: occurrences });
            }
            Grounds::Repetition { .. } => {
                let said = match self.law.repetition.value {
                    // A law whose repetition rule is itself automatic (XQ99 7.2(b)).
                    Repetition::Automatic { .. } => Said::RepeatedNeitherVaries { times: occurrences },
                    // Beside a claim, a longer repetition ends the game (FIDE 9.6).
                    Repetition::Claim { .. } => Said::RepeatedAutomatic { times: occurrences },
                };
                self.end(i, GameResult::Draw, Reason::Repetition, &decided.article, said);
            }
            Grounds::MoveCount { moves, .. } => {
                // FIDE 9.6(b): each player has made the law's moves; a checkmate given by the
                // last move was ruled before this (`after_move`), and prevails.
                let said = Said::MoveCountAutomatic { moves };
                self.end(i, GameResult::Draw, Reason::MoveCount, &decided.article, said);
            }
            Grounds::DrawnEnding { .. } => {}
        }
    }

    fn offer(&mut self, i: usize, side: usize) {
        let o = self.law.offers.value;
        let article = self.law.offers.article.clone();
        let absent = self.arrivals.get(self.session).is_some_and(|a| a[side] > self.now);
        if absent {
            let art = self.law.absent_offer.article.clone();
            self.rule(
                i,
                &art,
                Said::OfferVoidAbsent {
                    side: Side::from_index(side),
                },
            );
            self.void_offer = Some(art);
            return;
        }
        if o.forbidden_when_lost && self.about_to_lose(side) {
            self.rule(
                i,
                &article,
                Said::OfferWhenLost {
                    side: Side::from_index(side),
                },
            );
            return;
        }
        let proper = match o.proper {
            OfferMoment::AfterMoveBeforePress => self.unpressed == Some(side),
            OfferMoment::AfterPress => self.just_pressed == Some(side),
            OfferMoment::Any => true,
        };
        let on_opponents_time = self.game.turn(&self.pos) != side && self.unpressed != Some(side);
        if !proper && on_opponents_time && o.on_opponents_time == OfferSanction::Warning {
            self.penalties.push(Penalty {
                player: Side::from_index(side),
                kind: PenaltyKind::Warning,
                amount_ms: None,
                article: article.clone(),
            });
            self.rule(
                i,
                &article,
                Said::OfferWarned {
                    side: Side::from_index(side),
                },
            );
        } else {
            self.rule(
                i,
                &article,
                Said::Offers {
                    side: Side::from_index(side),
                },
            );
        }
        self.offer = Some(side);
    }

    /// Whether `side` has no legal move, or the opponent (to move) can leave it without one.
    fn about_to_lose(&self, side: usize) -> bool {
        let g = self.game;
        if g.turn(&self.pos) == side {
            return g.no_moves(&self.pos).is_some();
        }
        g.legal_moves(&self.pos)
            .into_iter()
            .any(|m| g.no_moves(&g.play(&self.pos, m)).is_some())
    }

    fn claim(
        &mut self,
        i: usize,
        kind: ClaimKind,
        intended: Option<&str>,
        claimant: usize,
    ) -> Result<(), ArbiterError> {
        let after = match intended {
            Some(text) => {
                let m = self.parse(i, text)?;
                Some((m, self.game.play(&self.pos, m)))
            }
            None => None,
        };
        let on = intended.map(str::to_owned);
        match kind {
            ClaimKind::TouchMove => return self.claim_touch(i, false),
            ClaimKind::IllegalMove => return self.claim_illegal(i),
            ClaimKind::QuickplayFinish => return self.claim_quickplay(i, claimant),
            ClaimKind::IncrementRequest => return self.request_increment(i, claimant),
            ClaimKind::Flag => {
                self.claim_flag(i, claimant);
                return Ok(());
            }
            ClaimKind::Repetition => {
                // A claim on a written, unplayed move is the clause of `intended_move_written`
                // (VNLEG 10.5.1, FIDE 9.2(a) (en)); one on a position that has occurred is the
                // repetition rule's own (VNLEG 10.5.2).
                let article = self.law.repetition.article.clone();
                let written = self.law.repetition.on_written_move.clone();
                let needed = match self.law.repetition.value {
                    Repetition::Claim { occurrences } => occurrences,
                    Repetition::Automatic { .. } => {
                        self.rule(i, &article, Said::RepetitionClaimNoEffect);
                        return Ok(());
                    }
                };
                // A claim on a written move is decided by its own clause (FIDE 9.2(a) (en)), one
                // on the position on the board by the rule's (9.2(b) (en)).
                let article = match intended {
                    Some(_) => written.unwrap_or_else(|| self.law.written.article.clone()),
                    None => article,
                };
                let count = match &after {
                    Some((_, p)) => self.tally.occurrences(self.game.identity(p)) + 1,
                    None => self.tally.current_occurrences(),
                };
                let granted = count >= needed as usize;
                let said = Said::RepetitionClaim {
                    side: side(claimant),
                    intended: on,
                    times: count,
                    granted,
                };
                if granted {
                    self.end(i, GameResult::Draw, Reason::Repetition, &article, said);
                } else {
                    self.rule(i, &article, said);
                    self.wrong_claim(i, claimant, intended)?;
                }
            }
            ClaimKind::MoveCount => {
                let (count, pos) = match &after {
                    Some((_, p)) => (self.tally.count_after(self.game, self.law, &self.pos, p, claimant), *p),
                    None => (self.tally.count(), self.pos),
                };
                let (needed, article) = Tally::moves_needed(self.game, self.law, &pos);
                let (needed, mut article) = (needed, article.to_owned());
                let counted_by_the_rule = article == self.law.move_count.article;
                // A claim on a written move is decided by its own clause (FIDE 9.3(a) (en)).
                if let (Some(_), true, Some(clause)) =
                    (intended, counted_by_the_rule, &self.law.move_count.on_written_move)
                {
                    article = clause.clone();
                }
                let outcome = if counted_by_the_rule {
                    self.law.move_count.outcome.clone()
                } else {
                    None
                };
                let granted = count[0] >= needed && count[1] >= needed;
                let said = Said::MoveCountClaim {
                    side: side(claimant),
                    intended: on,
                    needed,
                    counts: count,
                    granted,
                };
                if granted {
                    self.end(i, GameResult::Draw, Reason::MoveCount, &article, said);
                    self.cite_outcome(outcome.as_deref());
                } else {
                    self.rule(i, &article, said);
                    self.wrong_claim(i, claimant, intended)?;
                }
            }
        }
        Ok(())
    }

    fn wrong_claim(&mut self, i: usize, claimant: usize, intended: Option<&str>) -> Result<(), ArbiterError> {
        if self.law.claim_is_offer.value {
            let article = self.law.claim_is_offer.article.clone();
            self.rule(i, &article, Said::ClaimIsOffer { side: side(claimant) });
            self.offer = Some(claimant);
        }
        let w = self.law.wrong_claim.value;
        let article = self.law.wrong_claim.article.clone();
        let opponent = 1 - claimant;
        match w.penalty {
            ClaimPenalty::AddToOpponent(d) => {
                if let Some(c) = &mut self.clock {
                    c.adjust(opponent, d.ms_signed());
                }
                self.penalties.push(Penalty {
                    player: Side::from_index(claimant),
                    kind: PenaltyKind::TimeToOpponent,
                    amount_ms: Some(d.ms()),
                    article: article.clone(),
                });
                let said = Said::WrongClaimTimeAdded {
                    to: side(opponent),
                    ms: d.ms(),
                };
                self.rule(i, &article, said);
            }
            ClaimPenalty::DeductFromClaimant(d) => {
                self.penalties.push(Penalty {
                    player: Side::from_index(claimant),
                    kind: PenaltyKind::TimeDeducted,
                    amount_ms: Some(d.ms()),
                    article: article.clone(),
                });
                let exhausted = match &mut self.clock {
                    Some(c) => {
                        c.adjust(claimant, -d.ms_signed());
                        c.left(claimant) <= 0
                    }
                    None => false,
                };
                if exhausted {
                    if let Some(c) = &mut self.clock {
                        c.adjust(claimant, -c.left(claimant));
                    }
                    let said = Said::WrongClaimExhausted {
                        side: side(claimant),
                        ms: d.ms(),
                    };
                    self.lose(i, claimant, Reason::PenaltyExhaustedTime, &article, said);
                    return Ok(());
                }
                let said = Said::WrongClaimCharged {
                    side: side(claimant),
                    ms: d.ms(),
                };
                self.rule(i, &article, said);
            }
        }
        if let (Some(m), true) = (intended, w.intended_move_played) {
            let said = Said::MustPlayIntended {
                side: side(claimant),
                intended: m.to_owned(),
            };
            self.rule(i, &article, said);
            if self.make_move(i, m)? && self.over.is_none() {
                self.press(i)?;
            }
        }
        Ok(())
    }

    fn arrive(&mut self, i: usize, side: usize, at: u64) {
        if at > self.now {
            self.elapse(i, at - self.now);
            if self.over.is_some() {
                return;
            }
        }
        let late = &self.law.late;
        let applies = self.session == 0 || late.value.at_resumption;
        let Some(limit) = self.late_limit else {
            return;
        };
        if !applies || at <= limit {
            if at > 0 {
                // He plays on: the late-arrival clause applied (within its limit, or not
                // applying at a resumption), and where he is the side whose clock was started
                // at the scheduled time, the clause that charged him the time he was away.
                let article = late.article.clone();
                let first_side_away = self.session == 0 && side == 0 && self.tally.plies().is_empty();
                let started = first_side_away.then(|| self.law.clock_at_start.article.clone());
                let said = Said::PlaysOnAfterArriving {
                    side: Side::from_index(side),
                    at_ms: at,
                    limit_ms: applies.then_some(limit),
                };
                self.rule(i, &article, said);
                if let Some(started) = started.as_deref() {
                    self.cite(started);
                }
            }
            return;
        }
        let other = self.arrivals.get(self.session).map_or(0, |a| a[1 - side]);
        if other > limit {
            let article = self.law.both_late.article.clone();
            let outcome = self.law.both_late.outcome.clone();
            let said = Said::BothLate { limit_ms: limit };
            self.end(i, GameResult::BothLose, Reason::BothLate, &article, said);
            self.cite_outcome(outcome.as_deref());
            return;
        }
        let article = late.article.clone();
        let outcome = late.outcome.clone();
        let said = Said::Late {
            side: Side::from_index(side),
            at_ms: at,
            limit_ms: limit,
        };
        self.end(i, Self::loss(side), Reason::LateArrival, &article, said);
        self.cite_outcome(outcome.as_deref());
    }

    /// The clause of a claim on a move written down first: the claim's own (FIDE 9.2(a), 9.3(a)
    /// (en)) where the law gives it, else `draws.intended_move_written`'s.
    fn written_clause(&self, kind: ClaimKind) -> String {
        let own = match kind {
            ClaimKind::Repetition => self.law.repetition.on_written_move.clone(),
            ClaimKind::MoveCount => self.law.move_count.on_written_move.clone(),
            _ => None,
        };
        own.unwrap_or_else(|| self.law.written.article.clone())
    }

    /// Cites the clause that states the outcome of a value just applied, where the law names
    /// one apart from the deciding clause (XQ99 7.1(e) after 10.2.1(a)).
    fn cite_outcome(&mut self, outcome: Option<&str>) {
        if let Some(outcome) = outcome {
            self.cite(outcome);
        }
    }

    fn verdict(self) -> Verdict {
        let (result, reason) = self.over.unwrap_or((GameResult::Unfinished, Reason::Ongoing));
        let occurrences = self.tally.current_occurrences() as u32;
        let count = self.tally.count();
        Verdict {
            result,
            reason,
            articles: self.articles,
            penalties: self.penalties,
            rulings: self.rulings,
            clocks: self.clock.as_ref().map(|c| c.remaining()),
            fen: self.game.fen(&self.pos),
            counters: Counters {
                plies: self.tally.plies().len() as u32,
                occurrences,
                move_count: (count[0], count[1]),
            },
        }
    }
}
