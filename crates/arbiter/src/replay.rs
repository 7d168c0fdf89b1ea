//! Replaying an event log: the arbiter's procedure, event by event.

use trongtai_engine::{status, Game, GameEnding, GamePosition, Move, MoveError, State};
use trongtai_rulebook::law::{
    ClaimPenalty, FlagObserved, LateLimit, MoveCountReset, OfferMoment, OfferSanction, Repetition,
};
use trongtai_rulebook::Rulebook;

use crate::clock::Clock;
use crate::error::ArbiterError;
use crate::event::{ClaimKind, Event, Setup, TimeControlRef};
use crate::law::Law;
use crate::verdict::{Counters, Penalty, PenaltyKind, Reason, Ruling, Verdict};

mod adjourn;
mod conduct;
mod displaced;
mod scoresheet;
mod vary;

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
    /// Identity of every position reached, the set-up first.
    history: Vec<u64>,
    /// For each ply: the side that moved and whether the move gave check.
    plies: Vec<(usize, bool)>,
    /// For each ply: the position before it and the move (for the forbidden repetitions).
    played: Vec<(GamePosition, Move)>,
    /// The sides the arbiter has ordered to vary a forbidden repetition.
    ordered: [bool; 2],
    clock: Option<Clock>,
    /// Time since the scheduled start of the current session.
    now: u64,
    late_limit: Option<u64>,
    /// Arrival time of each side in each session, from the log.
    arrivals: Vec<[u64; 2]>,
    session: usize,
    offer: Option<usize>,
    /// The side that has moved and not yet pressed the clock.
    unpressed: Option<usize>,
    /// The side that pressed last, while no time has passed since.
    just_pressed: Option<usize>,
    /// The n-move count of each side, and the checks counted in it.
    count: [u32; 2],
    checks_counted: [u32; 2],
    /// Consecutive checks of each side and the squares of the pieces giving them.
    check_run: [CheckRun; 2],
    sealed: Option<(usize, String)>,
    /// The envelope of an adjourned game: unopened, awaiting an explanation, abandoned.
    adjourn: adjourn::Adjournment,
    /// Which sides' scoresheets cannot serve as evidence.
    no_evidence: [bool; 2],
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
    over: Option<(String, Reason)>,
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
            law: Law::from(rules, game)?,
        })
    }

    /// Replays `events` from `setup` and returns the verdict.
    ///
    /// # Errors
    ///
    /// When the set-up cannot be used (bad FEN, unknown time control, a late limit the law does
    /// not allow) or an event cannot be replayed (an illegal move, an unknown side, a press with
    /// no move made).
    pub fn replay(&self, setup: &Setup, events: &[Event]) -> Result<Verdict, ArbiterError> {
        let game = self.game;
        let pos = match &setup.fen {
            Some(fen) => game.parse_fen(fen),
            None => game.start(),
        }
        .map_err(|e| ArbiterError::Setup(e.to_string()))?;
        let control_article = match &setup.time_control {
            Some(TimeControlRef::Named(name)) => self
                .law
                .clock
                .time_controls
                .as_ref()
                .and_then(|m| m.get(name))
                .map(|c| c.article.clone()),
            _ => None,
        };
        let clock = match &setup.time_control {
            None => None,
            Some(tc) => {
                let control = match tc {
                    TimeControlRef::Custom(c) => c.clone(),
                    TimeControlRef::Named(name) => self
                        .law
                        .clock
                        .time_controls
                        .as_ref()
                        .and_then(|m| m.get(name))
                        .map(|c| c.value.clone())
                        .ok_or_else(|| {
                            let known: Vec<String> = self
                                .law
                                .clock
                                .time_controls
                                .as_ref()
                                .map(|m| m.keys().map(|k| format!("`{k}`")).collect())
                                .unwrap_or_default();
                            ArbiterError::Setup(format!(
                                "unknown time control `{name}`, expected one of [{}] or Custom(...)",
                                known.join(", ")
                            ))
                        })?,
                };
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
                        return Err(ArbiterError::Setup(format!(
                            "this law fixes the late limit at {} ms (article {}), not {} ms",
                            d.ms(),
                            self.law.late.article,
                            l.ms()
                        )));
                    }
                }
                Some(d.ms())
            }
            LateLimit::SetByOrganisers(choices) => match setup.late_limit {
                Some(l) if choices.iter().any(|c| c.ms() == l.ms()) => Some(l.ms()),
                Some(l) => {
                    return Err(ArbiterError::Setup(format!(
                        "late limit of {} ms is not one the law allows (article {}): {}",
                        l.ms(),
                        self.law.late.article,
                        choices
                            .iter()
                            .map(|c| format!("{} ms", c.ms()))
                            .collect::<Vec<_>>()
                            .join(", ")
                    )))
                }
                None => None,
            },
        };
        let [s0, s1] = game.side_ids();
        let mut r = Replay {
            game,
            law: &self.law,
            sides: [s0.to_string(), s1.to_string()],
            history: vec![game.identity(&pos)],
            pos,
            plies: Vec::new(),
            played: Vec::new(),
            ordered: [false, false],
            clock,
            now: 0,
            late_limit,
            arrivals: Vec::new(),
            session: 0,
            offer: None,
            unpressed: None,
            just_pressed: None,
            count: [0, 0],
            checks_counted: [0, 0],
            check_run: [CheckRun::default(), CheckRun::default()],
            sealed: None,
            adjourn: adjourn::Adjournment::default(),
            no_evidence: [false, false],
            displaced: None,
            conduct: conduct::Conduct::default(),
            control_article,
            void_offer: None,
            flags_down: [false, false],
            over: None,
            articles: Vec::new(),
            penalties: Vec::new(),
            rulings: Vec::new(),
        };
        // The n-move count picks up from the FEN's halfmove clock where the law counts that way.
        if self.law.move_count.value.reset == MoveCountReset::CaptureOrIrreversible {
            let h = game.halfmove_clock(&r.pos);
            let to_move = game.turn(&r.pos);
            r.count[to_move] = h / 2;
            r.count[1 - to_move] = h - h / 2;
        }
        r.arrivals = r.scan_arrivals(events)?;
        for (i, e) in events.iter().enumerate() {
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
        Ok(r.verdict())
    }
}

impl Replay<'_> {
    fn side(&self, index: usize, name: &str) -> Result<usize, ArbiterError> {
        self.sides
            .iter()
            .position(|s| s == name)
            .ok_or_else(|| ArbiterError::Event {
                index,
                message: format!(
                    "unknown side `{name}`, expected `{}` or `{}`",
                    self.sides[0], self.sides[1]
                ),
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
        if !self.articles.iter().any(|a| a == article) {
            self.articles.push(article.to_string());
        }
    }

    fn rule(&mut self, event: usize, article: &str, text: String) {
        self.cite(article);
        self.rulings.push(Ruling {
            event,
            article: article.to_string(),
            text,
        });
    }

    fn end(&mut self, event: usize, result: &str, reason: Reason, article: &str, text: String) {
        self.rule(event, article, text);
        self.over = Some((result.to_string(), reason));
        if let Some(c) = &mut self.clock {
            c.stop();
        }
    }

    /// The result when `side` loses.
    fn loss(side: usize) -> &'static str {
        if side == 0 {
            "0-1"
        } else {
            "1-0"
        }
    }

    fn event(&mut self, i: usize, e: &Event) -> Result<(), ArbiterError> {
        // A sealed entry the sealer was asked to explain, and something else happens instead.
        if self.awaiting_explanation() && !matches!(e, Event::Explain(_) | Event::Abandon(_)) {
            self.unexplained(i);
            return Ok(());
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
                        self.rule(i, &article, "the offer was void: there is nothing to accept".into());
                        return Ok(());
                    }
                }
                let Some(s) = self.offer else {
                    return Err(ArbiterError::Event {
                        index: i,
                        message: "no draw offer to accept".into(),
                    });
                };
                let article = self.law.agreement.article.clone();
                let text = format!("{} accepts the draw offered by {}", self.sides[1 - s], self.sides[s]);
                self.end(i, "1/2-1/2", Reason::Agreement, &article, text);
            }
            Event::Decline => {
                if let Some(s) = self.offer.take() {
                    let article = self.law.offers.article.clone();
                    self.rule(i, &article, format!("{} declines the draw offer", self.sides[1 - s]));
                }
            }
            Event::Claim {
                kind,
                intended,
                by,
                written,
                checked_for,
                withdrawn,
            } => {
                let claimant = match by {
                    Some(side) => self.side(i, side)?,
                    None => self.game.turn(&self.pos),
                };
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
                if on_scoresheet && !unwritten && self.written_move_unproven(i, claimant) {
                    self.wrong_claim(i, claimant, None)?;
                } else if unwritten {
                    let article = self.law.written.article.clone();
                    let text = format!(
                        "{} claims on a move he has not written on his scoresheet: the claim is not valid",
                        self.sides[claimant]
                    );
                    self.rule(i, &article, text);
                    self.wrong_claim(i, claimant, None)?;
                } else {
                    self.claim(i, *kind, intended.as_deref(), claimant)?
                }
            }
            Event::Resign(side) => {
                let s = self.side(i, side)?;
                let article = self.law.resignation.article.clone();
                let text = format!("{} resigns", self.sides[s]);
                self.end(i, Self::loss(s), Reason::Resignation, &article, text);
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
                self.rulings.push(Ruling {
                    event: i,
                    article: self.law.sealed.article.clone(),
                    text: format!("the game is adjourned; {} seals a move", self.sides[s]),
                });
            }
            Event::Resume => self.resume(i)?,
            Event::Explain(m) => self.explain(i, m)?,
            Event::CastleBegun(m) => self.castle_begun(i, m)?,
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
            Event::Adjust(sq) => self.adjust(i, sq)?,
            Event::Offence(side, id) if side == "both" => self.offence_both(i, id)?,
            Event::Offence(side, id) => {
                let s = self.side(i, side)?;
                self.offence(i, s, id)?;
            }
            Event::Irregularity(kind) => self.irregularity(i, kind)?,
            Event::Unrecorded(side, moves) => {
                let s = self.side(i, side)?;
                self.unrecorded(i, s, *moves)?;
            }
        }
        Ok(())
    }

    fn elapse(&mut self, i: usize, ms: u64) {
        self.now += ms;
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
                let text = format!(
                    "{} claims that {}'s flag has fallen",
                    self.sides[claimant], self.sides[opponent]
                );
                self.rule(i, &article, text);
                self.flag_fall(i, opponent);
            }
            (true, true) => {
                let text = "both flags are down: drawn".to_string();
                self.end(i, "1/2-1/2", Reason::BothFlagsDown, &article, text);
            }
            (true, false) => {
                let text = format!("{} claims on time, but his own flag is down", self.sides[claimant]);
                self.rule(i, &article, text);
            }
            (false, false) => {
                let text = format!("{} claims on time, but no flag is down", self.sides[claimant]);
                self.rule(i, &article, text);
            }
        }
    }

    /// `loser` loses by `reason` under `article`, unless the opponent cannot win (the law's
    /// `ends.cannot_win` cases): then the game is drawn, citing that article too.
    fn lose(&mut self, i: usize, loser: usize, reason: Reason, article: &str, text: String) {
        let winner = 1 - loser;
        if self.cannot_win(winner) {
            self.rule(i, article, text);
            let also = self.law.cannot_win_article.clone();
            let why = self.evidence(&self.law.cannot_win, winner);
            let text = format!("{} cannot win{why}: drawn", self.sides[winner]);
            self.end(i, "1/2-1/2", reason, &also, text);
        } else {
            let text = format!("{text}: {} loses", self.sides[loser]);
            self.end(i, Self::loss(loser), reason, article, text);
        }
    }

    /// Whether `side` cannot win by any series of legal moves (the law's `ends.cannot_win`).
    fn cannot_win(&self, side: usize) -> bool {
        self.matches_any(&self.law.cannot_win, side)
    }

    /// Why the first of `endings` that holds with `side` as its `one` holds, where the engine's
    /// unwinnability analysis decided it: ` (reason)`, or nothing.
    fn evidence(&self, endings: &[GameEnding], side: usize) -> String {
        endings
            .iter()
            .find(|e| self.game.matches_ending_with(&self.pos, e, side))
            .and_then(|e| self.game.ending_evidence(&self.pos, e, side))
            .map(|r| format!(" ({r})"))
            .unwrap_or_default()
    }

    /// Whether the position has one of `endings` with `side` as the ending's `one`.
    fn matches_any(&self, endings: &[GameEnding], side: usize) -> bool {
        endings
            .iter()
            .any(|e| self.game.matches_ending_with(&self.pos, e, side))
    }

    fn flag_fall(&mut self, i: usize, side: usize) {
        let opponent = 1 - side;
        // A move that would end the game, not yet completed by the press (XQ99 10.2.4).
        if self.law.needs_press.value && self.unpressed == Some(side) {
            let ends = status(self.game, &self.pos, &self.law.end).is_ok_and(|s| s.state != State::Ongoing);
            if ends {
                let article = self.law.needs_press.article.clone();
                let text = format!(
                    "{}'s move is not complete: the clock was not pressed before the flag fell",
                    self.sides[side]
                );
                self.rule(i, &article, text);
            }
        }
        let article = self.law.flag.article.clone();
        if self.matches_any(&self.law.flag_drawn, opponent) {
            let why = self.evidence(&self.law.flag_drawn, opponent);
            let text = format!(
                "{}'s flag fell, but {} cannot win{why}: drawn",
                self.sides[side], self.sides[opponent]
            );
            self.end(i, "1/2-1/2", Reason::FlagFallCannotWin, &article, text);
        } else {
            let text = format!("{}'s flag fell: {} loses on time", self.sides[side], self.sides[side]);
            self.end(i, Self::loss(side), Reason::FlagFall, &article, text);
        }
    }

    fn parse(&self, i: usize, text: &str) -> Result<Move, ArbiterError> {
        self.game.parse_move(&self.pos, text).map_err(|e| ArbiterError::Event {
            index: i,
            message: e.to_string(),
        })
    }

    /// Makes a move; `false` when it was not played (illegal, or the game ended).
    fn make_move(&mut self, i: usize, text: &str) -> Result<bool, ArbiterError> {
        if let Some(s) = self.unpressed {
            return Err(ArbiterError::Event {
                index: i,
                message: format!("`{text}`: {} has not pressed the clock after moving", self.sides[s]),
            });
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
                    message: e.to_string(),
                })
            }
        };
        let mover = self.game.turn(&self.pos);
        let snapshot = self.snapshot();
        let breach = self.check_obligation(i, m)?;
        if self.over.is_some() {
            return Ok(false);
        }
        if self.offer == Some(1 - mover) {
            self.offer = None;
            let article = self.law.offers.article.clone();
            self.rule(
                i,
                &article,
                format!("{} declines the draw offer by moving", self.sides[mover]),
            );
        }
        let before = self.game.piece_count(&self.pos);
        let prior = self.pos;
        self.pos = self.game.play(&self.pos, m);
        let captured = self.game.piece_count(&self.pos) < before;
        let check = self.game.in_check(&self.pos);
        self.history.push(self.game.identity(&self.pos));
        self.plies.push((mover, check));
        self.played.push((prior, m));
        self.count_moves(mover, captured, check);
        // 10.1.3: repeated chases count like repeated checks, where the law says so.
        let chase = !check && self.chase_counts(&prior, m);
        self.track_checks(mover, check || chase, m);
        self.varied(mover);
        self.unpressed = Some(mover);
        self.just_pressed = None;
        self.conduct.after_move(breach.map(|allowed| conduct::Breach {
            offender: mover,
            allowed,
            snapshot,
        }));
        if !self.law.needs_press.value {
            self.after_move(i);
        }
        Ok(true)
    }

    fn count_moves(&mut self, mover: usize, captured: bool, check: bool) {
        let mc = &self.law.move_count.value;
        let reset = match mc.reset {
            MoveCountReset::CaptureOnly => captured,
            MoveCountReset::CaptureOrIrreversible => captured || self.game.halfmove_clock(&self.pos) == 0,
        };
        if reset {
            self.count = [0, 0];
            self.checks_counted = [0, 0];
            return;
        }
        match (check, mc.checks_count_at_most) {
            (true, Some(cap)) if self.checks_counted[mover] >= cap => {}
            (true, Some(_)) => {
                self.checks_counted[mover] += 1;
                self.count[mover] += 1;
            }
            _ => self.count[mover] += 1,
        }
    }

    fn track_checks(&mut self, mover: usize, check: bool, m: Move) {
        let now = self.history.len() - 1;
        let reached = self.history[now];
        let run = &mut self.check_run[mover];
        if check {
            if run.pieces.is_empty() {
                run.start = now.saturating_sub(1);
            }
            run.len += 1;
            run.repeats |= self.history[run.start..now].contains(&reached);
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
            if std::mem::take(&mut self.conduct.illegal_unpressed) {
                return Ok(());
            }
            return Err(ArbiterError::Event {
                index: i,
                message: "the clock is pressed but no move was made".into(),
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
            self.rule(
                i,
                &article,
                format!(
                    "a repeated check by {} does not count towards the time control",
                    self.sides[mover]
                ),
            );
        }
        if let Some(c) = &mut self.clock {
            c.count_move(mover, counts);
            c.start(1 - mover);
        }
        self.just_pressed = Some(mover);
        if self.law.needs_press.value {
            self.after_move(i);
        }
        Ok(())
    }

    /// After a move is complete: the game ends on the board, or by repetition.
    fn after_move(&mut self, i: usize) {
        let turn = self.game.turn(&self.pos);
        if let Ok(s) = status(self.game, &self.pos, &self.law.end) {
            let article = s.article.clone().unwrap_or_default();
            match s.state {
                State::Ongoing => {}
                State::Checkmate => {
                    let text = format!("{} is checkmated", self.sides[turn]);
                    self.end(i, s.result, Reason::Checkmate, &article, text);
                    return;
                }
                State::Stalemate => {
                    let text = format!("{} has no legal move and is not in check", self.sides[turn]);
                    self.end(i, s.result, Reason::Stalemate, &article, text);
                    return;
                }
                State::DrawnEnding => {
                    let text = format!("drawn ending `{}`", s.ending.unwrap_or_default());
                    self.end(i, s.result, Reason::DrawnEnding, &article, text);
                    return;
                }
            }
        }
        self.repetition(i);
    }

    fn occurrences(&self, id: u64) -> Vec<usize> {
        self.history
            .iter()
            .enumerate()
            .filter(|(_, h)| **h == id)
            .map(|(k, _)| k)
            .collect()
    }

    /// Perpetual check and automatic repetition (laws where the arbiter rules them himself).
    fn repetition(&mut self, i: usize) {
        let Some(&current) = self.history.last() else {
            return;
        };
        let occ = self.occurrences(current);
        // Forbidden repetitions (perpetual check, perpetual chase): ruled in `vary`.
        if self.forbidden_repetition(i) {
            return;
        }
        if let Repetition::Automatic { occurrences } = self.law.repetition.value {
            if occ.len() >= occurrences as usize {
                let article = self.law.repetition.article.clone();
                let text = format!("the position has occurred {} times and neither side varies", occ.len());
                self.end(i, "1/2-1/2", Reason::Repetition, &article, text);
            }
        }
    }

    fn offer(&mut self, i: usize, side: usize) {
        let o = self.law.offers.value;
        let article = self.law.offers.article.clone();
        let absent = self.arrivals.get(self.session).is_some_and(|a| a[side] > self.now);
        if absent {
            let art = self.law.absent_offer.article.clone();
            let text = format!(
                "{} is not at the board: a draw offered in his name is void",
                self.sides[side]
            );
            self.rule(i, &art, text);
            self.void_offer = Some(art);
            return;
        }
        if o.forbidden_when_lost && self.about_to_lose(side) {
            self.rule(
                i,
                &article,
                format!(
                    "{} is being checkmated or left without a move and may not offer a draw",
                    self.sides[side]
                ),
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
                player: self.sides[side].clone(),
                kind: PenaltyKind::Warning,
                amount_ms: None,
                article: article.clone(),
            });
            self.rule(
                i,
                &article,
                format!(
                    "{} offers a draw while the opponent is thinking and is warned",
                    self.sides[side]
                ),
            );
        } else {
            self.rule(i, &article, format!("{} offers a draw", self.sides[side]));
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
        let on = match intended {
            Some(t) => format!(" on the intended move {t}"),
            None => String::new(),
        };
        match kind {
            ClaimKind::TouchMove => return self.claim_touch(i),
            ClaimKind::IllegalMove => return self.claim_illegal(i),
            ClaimKind::Flag => {
                self.claim_flag(i, claimant);
                return Ok(());
            }
            ClaimKind::Repetition => {
                let article = self.law.repetition.article.clone();
                let needed = match self.law.repetition.value {
                    Repetition::Claim { occurrences } => occurrences,
                    Repetition::Automatic { .. } => {
                        self.rule(
                            i,
                            &article,
                            "under this law the arbiter rules repetitions himself; the claim has no effect".into(),
                        );
                        return Ok(());
                    }
                };
                let count = match &after {
                    Some((_, p)) => self.occurrences(self.game.identity(p)).len() + 1,
                    None => self.history.last().map_or(0, |h| self.occurrences(*h).len()),
                };
                if count >= needed as usize {
                    let text = format!(
                        "{} claims a repetition{on}: the position occurs {count} times, drawn",
                        self.sides[claimant]
                    );
                    self.end(i, "1/2-1/2", Reason::Repetition, &article, text);
                } else {
                    let text = format!(
                        "{} claims a repetition{on}: the position occurs only {count} times",
                        self.sides[claimant]
                    );
                    self.rule(i, &article, text);
                    self.wrong_claim(i, claimant, intended)?;
                }
            }
            ClaimKind::MoveCount => {
                let mc = self.law.move_count.value;
                let mut article = self.law.move_count.article.clone();
                let (count, pos) = match &after {
                    Some((_, p)) => {
                        let mut probe = self.count;
                        let before = self.game.piece_count(&self.pos);
                        let captured = self.game.piece_count(p) < before;
                        let reset = match mc.reset {
                            MoveCountReset::CaptureOnly => captured,
                            MoveCountReset::CaptureOrIrreversible => captured || self.game.halfmove_clock(p) == 0,
                        };
                        if reset {
                            probe = [0, 0];
                        } else {
                            let check = self.game.in_check(p);
                            let capped = check
                                && mc
                                    .checks_count_at_most
                                    .is_some_and(|cap| self.checks_counted[claimant] >= cap);
                            if !capped {
                                probe[claimant] += 1;
                            }
                        }
                        (probe, *p)
                    }
                    None => (self.count, self.pos),
                };
                let mut needed = mc.moves;
                for (ending, moves, art) in &self.law.extended {
                    if self.game.matches_ending(&pos, ending) {
                        needed = *moves;
                        article = art.clone();
                        break;
                    }
                }
                if count[0] >= needed && count[1] >= needed {
                    let text = format!(
                        "{} claims the {needed}-move rule{on}: {} and {} moves without reset, drawn",
                        self.sides[claimant], count[0], count[1]
                    );
                    self.end(i, "1/2-1/2", Reason::MoveCount, &article, text);
                } else {
                    let text = format!(
                        "{} claims the {needed}-move rule{on}: only {} and {} moves",
                        self.sides[claimant], count[0], count[1]
                    );
                    self.rule(i, &article, text);
                    self.wrong_claim(i, claimant, intended)?;
                }
            }
        }
        Ok(())
    }

    fn wrong_claim(&mut self, i: usize, claimant: usize, intended: Option<&str>) -> Result<(), ArbiterError> {
        if self.law.claim_is_offer.value {
            let article = self.law.claim_is_offer.article.clone();
            let text = format!("{}'s claim counts as a draw offer", self.sides[claimant]);
            self.rule(i, &article, text);
            self.offer = Some(claimant);
        }
        let w = self.law.wrong_claim.value;
        let article = self.law.wrong_claim.article.clone();
        let opponent = 1 - claimant;
        match w.penalty {
            ClaimPenalty::AddToOpponent(d) => {
                if let Some(c) = &mut self.clock {
                    c.adjust(opponent, d.ms() as i64);
                }
                self.penalties.push(Penalty {
                    player: self.sides[claimant].clone(),
                    kind: PenaltyKind::TimeToOpponent,
                    amount_ms: Some(d.ms()),
                    article: article.clone(),
                });
                let text = format!(
                    "the claim is incorrect: {} ms added to {}'s time",
                    d.ms(),
                    self.sides[opponent]
                );
                self.rule(i, &article, text);
            }
            ClaimPenalty::DeductFromClaimant(d) => {
                self.penalties.push(Penalty {
                    player: self.sides[claimant].clone(),
                    kind: PenaltyKind::TimeDeducted,
                    amount_ms: Some(d.ms()),
                    article: article.clone(),
                });
                let exhausted = match &mut self.clock {
                    Some(c) => {
                        c.adjust(claimant, -(d.ms() as i64));
                        c.left(claimant) <= 0
                    }
                    None => false,
                };
                if exhausted {
                    if let Some(c) = &mut self.clock {
                        c.adjust(claimant, -c.left(claimant));
                    }
                    let text = format!(
                        "the claim is incorrect: {} ms charged to {}, whose time is exhausted",
                        d.ms(),
                        self.sides[claimant]
                    );
                    self.lose(i, claimant, Reason::PenaltyExhaustedTime, &article, text);
                    return Ok(());
                }
                let text = format!(
                    "the claim is incorrect: {} ms charged to {}",
                    d.ms(),
                    self.sides[claimant]
                );
                self.rule(i, &article, text);
            }
        }
        if let (Some(m), true) = (intended, w.intended_move_played) {
            self.rule(
                i,
                &article,
                format!("{} must play the intended move {m}", self.sides[claimant]),
            );
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
            return;
        }
        let other = self.arrivals.get(self.session).map_or(0, |a| a[1 - side]);
        if other > limit {
            let article = self.law.both_late.article.clone();
            let text = format!("both players arrived more than {limit} ms after the start");
            self.end(i, "0-0", Reason::BothLate, &article, text);
            return;
        }
        let article = late.article.clone();
        let text = format!(
            "{} arrived {at} ms after the start, later than {limit} ms",
            self.sides[side]
        );
        self.end(i, Self::loss(side), Reason::LateArrival, &article, text);
    }

    fn verdict(self) -> Verdict {
        let (result, reason) = self.over.clone().unwrap_or(("*".to_string(), Reason::Ongoing));
        let occurrences = self
            .history
            .last()
            .map_or(0, |h| self.history.iter().filter(|x| *x == h).count()) as u32;
        Verdict {
            result,
            reason,
            articles: self.articles,
            penalties: self.penalties,
            rulings: self.rulings,
            clocks: self.clock.as_ref().map(|c| c.remaining()),
            fen: self.game.fen(&self.pos),
            counters: Counters {
                plies: self.plies.len() as u32,
                occurrences,
                move_count: (self.count[0], self.count[1]),
            },
        }
    }
}
