//! Forbidden repetitions: each side's conduct over a repeating cycle (checks, chases, idle
//! moves, or a mix) and the verdict the rulebook's table gives for the pair.
//!
//! The API is three steps, each usable alone:
//! 1. [`Prohibitions::resolve`] resolves the rule data (perpetual check, perpetual chase,
//!    what counts as a chase, the verdict table), which the loader proved present, against a
//!    compiled game;
//! 2. [`Prohibitions::classify`] reads a cycle — the position where it starts and the moves
//!    played since — into a [`Conduct`] per side;
//! 3. [`Prohibitions::rule`] gives the [`Outcome`] for the two conducts, with the clause applied,
//!    or `None` when neither side breaks a prohibition (the repetition rule then applies).
//!
//! The arbiter's tally (`tally.rs`) finds the cycle in a game and runs the three, for event logs
//! and recorded games alike.

use trongtai_engine::{Game, GamePosition, Move, Root};
use trongtai_rulebook::competition::DrawLaw;
use trongtai_rulebook::law::{
    ChaseRules, CheckAgainstChase, CheckingMove, MutualPerpetual, Permission, PerpetualChase, PerpetualCheck,
};

use crate::error::ArbiterError;
use crate::said::{Perpetual, Prohibited};
use crate::side::Side;
use crate::verdict::cite_once;
use trongtai_i18n::{msg, Message};

/// One move's threat that counts as a chase.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chase {
    /// Square of the chasing piece after the move.
    pub chaser: usize,
    /// Its kind.
    pub chaser_kind: usize,
    /// Square of the chased piece.
    pub target: usize,
    /// Its kind.
    pub target_kind: usize,
    /// How the chased piece is protected.
    pub root: Root,
}

/// What one move is, for the prohibitions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveClass {
    /// It gives check.
    Check,
    /// It chases these pieces.
    Chase(Vec<Chase>),
    /// Neither.
    Idle,
}

/// A side's conduct over a cycle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Conduct {
    /// Every move of the side checks.
    PerpetualCheck,
    /// Every move of the side chases one same piece.
    PerpetualChase {
        /// The chased piece's square at the end of the cycle.
        target: usize,
        /// Its kind.
        target_kind: usize,
        /// The kinds of the pieces that chased it, one per piece.
        chasers: Vec<usize>,
    },
    /// Every move checks or chases, with both among them (allowed: one check one chase).
    ChecksAndChases,
    /// Every move chases, but no one piece every time (allowed: chasing several pieces in turn).
    ChasesInTurn,
    /// Several pieces take turns chasing one piece, where the rules allow it.
    SeveralChasers,
    /// At least one move neither checks nor chases, or the side made no move.
    Idle,
}

/// A prohibition broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prohibition {
    /// Perpetual check.
    Check,
    /// Perpetual chase.
    Chase,
}

impl Conduct {
    /// The prohibition this conduct breaks, if any.
    pub fn breaks(&self) -> Option<Prohibition> {
        match self {
            Conduct::PerpetualCheck => Some(Prohibition::Check),
            Conduct::PerpetualChase { .. } => Some(Prohibition::Chase),
            _ => None,
        }
    }
}

/// The verdict of a forbidden repetition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The side that loses (0 = the side that moves first), or `None` for a draw.
    pub loser: Option<usize>,
    /// The clause that states the outcome (the verdict table's entry).
    pub article: String,
    /// Every clause applied, each once, in the order applied: the clauses of the chase rules
    /// that decided a side's conduct over the cycle (a held piece's threats, several chasers,
    /// an exempt piece, ...), where the rule file cites the law's own article for them, then
    /// the outcome clause.
    pub articles: Vec<String>,
    /// Each side's conduct over the cycle.
    pub conduct: [Conduct; 2],
}

impl Outcome {
    /// Whether it is a perpetual check ruling (rather than a chase, or a chase against a check).
    pub fn is_check(&self) -> bool {
        self.conduct.iter().all(|c| c.breaks() != Some(Prohibition::Chase))
    }

    /// The ruling in words, with the game's side and piece names.
    pub fn describe(&self, game: &Game) -> String {
        self.prohibited(game).english(game.side_ids())
    }

    /// The outcome typed, as a ruling says it ([`crate::said::Prohibited`]): what each side
    /// does (a side that neither checks nor chases perpetually is not named), the pieces by
    /// their kinds' ids, the chased piece's square by name.
    pub fn prohibited(&self, game: &Game) -> Prohibited {
        let kind = |k: usize| game.kind_info(k).map_or("?", |(id, _)| id).to_owned();
        let conduct = (0..2)
            .filter_map(|s| match &self.conduct[s] {
                Conduct::PerpetualCheck => Some(Perpetual::Checks {
                    side: Side::from_index(s),
                }),
                Conduct::PerpetualChase {
                    target,
                    target_kind,
                    chasers,
                } => Some(Perpetual::Chases {
                    side: Side::from_index(s),
                    target: kind(*target_kind),
                    on: game.square_name(*target),
                    with: chasers.iter().map(|k| kind(*k)).collect(),
                }),
                _ => None,
            })
            .collect();
        Prohibited {
            conduct,
            loser: self.loser.map(Side::from_index),
        }
    }
}

/// The clause of the law's own text that states a chase rule, where the rule file cites one
/// (`None` where the law is silent and an outside source fills the gap: nothing of the law to
/// cite).
type Cites = Option<String>;

/// A chase followed through a cycle: the chased piece's identity, the chaser's identity, the
/// chaser's kind.
type Tagged = (usize, usize, usize);

/// Chase rules resolved against a game: kinds as indices.
#[derive(Debug, Clone)]
struct ChaseLaw {
    article: String,
    exempt_chasers: Vec<(usize, Cites)>,
    exempt_targets: Vec<(usize, Option<String>, Cites)>,
    protected: Vec<(usize, Vec<usize>, Cites)>,
    exchange: (bool, Cites),
    held_chases: (bool, Cites),
    several: (Permission, Cites),
    mixed: (Permission, Cites),
    /// How a move that checks and threatens at once counts. Its clause is not cited: the shipped
    /// rulebooks give it as a source and a reading with no article of their index, and its
    /// threats are not looked at, so whether the rule changed anything is not known here.
    checking_move: CheckingMove,
    mutual: Option<String>,
    against_check: (CheckAgainstChase, String),
    quota: bool,
}

/// The prohibitions of a rulebook on repetitions, resolved against a game.
#[derive(Debug, Clone)]
pub struct Prohibitions {
    /// Occurrences of a position that make a repetition perpetual.
    pub occurrences: usize,
    /// The clause a perpetual check breaks.
    check: String,
    mutual_check: Option<String>,
    chase: Option<ChaseLaw>,
}

fn kind(game: &Game, id: &str, rulebook: &str) -> Result<usize, ArbiterError> {
    game.kind_by_id(id).ok_or_else(|| ArbiterError::Rulebook {
        rulebook: rulebook.to_owned(),
        message: msg::ArbiterUnknownPiece { id }.text(),
    })
}

fn resolve(rulebook: &str, game: &Game, c: &ChaseRules, article: &str) -> Result<ChaseLaw, ArbiterError> {
    let kinds = |ids: &[String]| {
        ids.iter()
            .map(|id| kind(game, id, rulebook))
            .collect::<Result<Vec<_>, _>>()
    };
    let mut exempt_chasers = Vec::new();
    for s in &c.exempt_chasers {
        exempt_chasers.push((kind(game, &s.value, rulebook)?, s.article.clone()));
    }
    let mut exempt_targets = Vec::new();
    for t in &c.exempt_targets {
        if let Some(z) = &t.value.within {
            if game.in_zone(z, 0, 0).is_none() {
                return Err(ArbiterError::Rulebook {
                    rulebook: rulebook.to_owned(),
                    message: msg::ArbiterUnknownZone { zone: z }.text(),
                });
            }
        }
        exempt_targets.push((
            kind(game, &t.value.kind, rulebook)?,
            t.value.within.clone(),
            t.article.clone(),
        ));
    }
    let mut protected = Vec::new();
    for p in &c.chased_when_protected {
        protected.push((
            kind(game, &p.value.target, rulebook)?,
            kinds(&p.value.by)?,
            p.article.clone(),
        ));
    }
    Ok(ChaseLaw {
        article: article.to_owned(),
        exempt_chasers,
        exempt_targets,
        protected,
        exchange: (
            c.same_kind_answered_is_exchange.value,
            c.same_kind_answered_is_exchange.article.clone(),
        ),
        held_chases: c
            .held_piece_chases
            .as_ref()
            .map_or((true, None), |h| (h.value, h.article.clone())),
        several: (c.several_chasers.value, c.several_chasers.article.clone()),
        mixed: (c.checks_and_chases.value, c.checks_and_chases.article.clone()),
        checking_move: c.checking_move.value,
        mutual: (c.mutual_chase.value == MutualPerpetual::Draw).then(|| c.mutual_chase.article.clone()),
        against_check: (c.check_against_chase.value, c.check_against_chase.article.clone()),
        quota: c.chases_capped_in_quota.value,
    })
}

impl Prohibitions {
    /// The prohibitions of a rulebook's draw law (`rulebook` names it in errors); `None` when
    /// the law forbids no repetition (perpetual check not losing; a perpetual chase rule then
    /// has nothing to add to).
    ///
    /// # Errors
    ///
    /// When the rule data names a piece or zone the game lacks.
    pub fn resolve(rulebook: &str, draws: &DrawLaw, game: &Game) -> Result<Option<Self>, ArbiterError> {
        let PerpetualCheck::CheckingSideLoses { repetitions } = draws.perpetual_check.value else {
            return Ok(None);
        };
        let mutual_check = (draws.mutual_perpetual_check.value == MutualPerpetual::Draw)
            .then(|| draws.mutual_perpetual_check.article.clone());
        let chase = match &draws.perpetual_chase.value {
            PerpetualChase::Forbidden(rules) => Some(resolve(rulebook, game, rules, &draws.perpetual_chase.article)?),
            PerpetualChase::NotInThisLaw => None,
        };
        Ok(Some(Prohibitions {
            occurrences: repetitions as usize,
            check: draws.perpetual_check.article.clone(),
            mutual_check,
            chase,
        }))
    }

    /// Whether the law caps repeated chases in the moves quota like repeated checks.
    pub fn chases_capped(&self) -> bool {
        self.chase.as_ref().is_some_and(|c| c.quota)
    }

    /// What the move `m`, legal in `before`, is for the prohibitions.
    pub fn class(&self, game: &Game, before: &GamePosition, m: Move) -> MoveClass {
        self.class_citing(game, before, m, &mut Vec::new())
    }

    /// [`Self::class`], adding to `cited` (each once) the clauses of the chase rules that
    /// decided one of the move's threats: an exemption or a held piece that made a would-be
    /// chase none, a protection that does not help that made one.
    fn class_citing(&self, game: &Game, before: &GamePosition, m: Move, cited: &mut Vec<String>) -> MoveClass {
        let after = game.play(before, m);
        let Some(law) = &self.chase else {
            return if game.in_check(&after) {
                MoveClass::Check
            } else {
                MoveClass::Idle
            };
        };
        if game.in_check(&after) {
            // How a move that checks and threatens at once counts (`checking_move`).
            return match law.checking_move {
                CheckingMove::Check => MoveClass::Check,
            };
        }
        let mover = game.turn(before);
        // Whether a threat is a chase, and the rule that decided it where a chase rule did;
        // with `exempting` false, as if no exemption applied.
        let judge = |k: usize, target: usize, target_kind: usize, root: Root, answered: bool, exempting: bool| {
            if exempting {
                if let Some((_, a)) = law.exempt_chasers.iter().find(|(c, _)| *c == k) {
                    return (false, Some(a));
                }
                let exempt = law.exempt_targets.iter().find(|(tk, zone, _)| {
                    *tk == target_kind
                        && zone
                            .as_ref()
                            .is_none_or(|z| game.in_zone(z, 1 - mover, target).unwrap_or(false))
                });
                if let Some((_, _, a)) = exempt {
                    return (false, Some(a));
                }
                if law.exchange.0 && k == target_kind && answered {
                    return (false, Some(&law.exchange.1));
                }
            }
            let unprotectable = law
                .protected
                .iter()
                .find(|(t, by, _)| *t == target_kind && by.contains(&k));
            match unprotectable {
                // The rule decides only where the protection is real.
                Some((_, _, a)) => (true, root.is_real().then_some(a)),
                None => (!root.is_real(), None),
            }
        };
        let mut cite = |c: Option<&Cites>| {
            if let Some(Some(a)) = c {
                cite_once(cited, a);
            }
        };
        let mut chases = Vec::new();
        for n in game.new_threats(before, m) {
            let t = n.threat;
            // A threat that was already a chase before the move is not a new one.
            let new = |exempting: bool| {
                let (now, why) = judge(t.attacker_kind, t.target, t.target_kind, t.root, t.answered, exempting);
                let was = n
                    .before
                    .is_some_and(|r| judge(t.attacker_kind, t.target, t.target_kind, r, t.answered, exempting).0);
                (now && !was, why)
            };
            let (chase, why) = new(true);
            if t.held && !law.held_chases.0 {
                // A piece held in place threatens no chase, even against its holder.
                if chase {
                    cite(Some(&law.held_chases.1));
                }
                continue;
            }
            if chase {
                cite(why);
                chases.push(Chase {
                    chaser: t.attacker,
                    chaser_kind: t.attacker_kind,
                    target: t.target,
                    target_kind: t.target_kind,
                    root: t.root,
                });
            } else if why.is_some() && new(false).0 {
                // An exemption made a would-be chase none.
                cite(why);
            }
        }
        if chases.is_empty() {
            MoveClass::Idle
        } else {
            MoveClass::Chase(chases)
        }
    }

    /// Whether the move is a chase (for the quota of repeated checks and chases).
    pub fn is_chase(&self, game: &Game, before: &GamePosition, m: Move) -> bool {
        self.chase.is_some() && matches!(self.class(game, before, m), MoveClass::Chase(_))
    }

    /// Each side's conduct over the cycle of `moves` played from `start`, with the clauses of
    /// the chase rules applied in classifying the cycle, each once, in the order applied: those that decided a move's threats (in the
    /// order played), then those that decided a side's conduct (several chasers, checks mixed
    /// with chases). Only rules for which the rule file cites the law's own article.
    pub fn classify(&self, game: &Game, start: &GamePosition, moves: &[Move]) -> ([Conduct; 2], Vec<String>) {
        let mut cited: Vec<String> = Vec::new();
        // Pieces are followed by identity through the cycle: the id on each square.
        let squares = game.squares();
        let mut ids: Vec<Option<usize>> = (0..squares).map(|s| game.piece_on(start, s).map(|_| s)).collect();
        let mut pos = *start;
        // Per side: the classes of its moves, chases as (target id, chaser id).
        let mut seen: [Vec<Option<Vec<Tagged>>>; 2] = [Vec::new(), Vec::new()];
        let mut checks: [usize; 2] = [0, 0];
        let mut idle = [false; 2];
        for &m in moves {
            let side = game.turn(&pos);
            let class = self.class_citing(game, &pos, m, &mut cited);
            let (from, to) = (m.from as usize, m.to as usize);
            let moved = ids.get(from).copied().flatten();
            if let Some(slot) = ids.get_mut(to) {
                *slot = moved;
            }
            if let Some(slot) = ids.get_mut(from) {
                *slot = None;
            }
            match class {
                MoveClass::Check => {
                    checks[side] += 1;
                    seen[side].push(None);
                }
                MoveClass::Idle => idle[side] = true,
                MoveClass::Chase(cs) => {
                    let v = cs
                        .iter()
                        .filter_map(|c| {
                            let t = ids.get(c.target).copied().flatten()?;
                            let a = ids.get(c.chaser).copied().flatten()?;
                            Some((t, a, c.chaser_kind))
                        })
                        .collect();
                    seen[side].push(Some(v));
                }
            }
            pos = game.play(&pos, m);
        }
        let mut conduct = |side: usize| -> Conduct {
            let mut cite = |c: &Cites| {
                if let Some(a) = c {
                    cite_once(&mut cited, a);
                }
            };
            let made = seen[side].len();
            if idle[side] || made == 0 {
                return Conduct::Idle;
            }
            if checks[side] == made {
                return Conduct::PerpetualCheck;
            }
            if checks[side] > 0 {
                let Some(law) = &self.chase else {
                    return Conduct::ChecksAndChases;
                };
                cite(&law.mixed.1);
                return match law.mixed.0 {
                    Permission::Forbidden => Conduct::PerpetualCheck,
                    Permission::Allowed => Conduct::ChecksAndChases,
                };
            }
            // Every move chases: is one piece chased by every move?
            let lists: Vec<&Vec<Tagged>> = seen[side].iter().flatten().collect();
            let Some(first) = lists.first() else {
                return Conduct::Idle;
            };
            let common = first
                .iter()
                .map(|(t, _, _)| *t)
                .find(|t| lists.iter().all(|l| l.iter().any(|(x, _, _)| x == t)));
            let Some(target) = common else {
                return Conduct::ChasesInTurn;
            };
            let mut chasers: Vec<(usize, usize)> = Vec::new();
            for l in &lists {
                for (t, a, k) in l.iter() {
                    if *t == target && !chasers.iter().any(|(id, _)| id == a) {
                        chasers.push((*a, *k));
                    }
                }
            }
            if let (true, Some(law)) = (chasers.len() > 1, &self.chase) {
                cite(&law.several.1);
                if law.several.0 == Permission::Allowed {
                    return Conduct::SeveralChasers;
                }
            }
            let square = ids.iter().position(|id| *id == Some(target)).unwrap_or(target);
            let target_kind = game.piece_on(&pos, square).map_or(0, |(_, k)| k);
            Conduct::PerpetualChase {
                target: square,
                target_kind,
                chasers: chasers.into_iter().map(|(_, k)| k).collect(),
            }
        };
        let conduct = [conduct(0), conduct(1)];
        (conduct, cited)
    }

    /// The verdict for the two sides' conducts, of a cycle classified with the clauses `cited`
    /// ([`Self::classify`]): the outcome cites them first, then its own clause. `None` when
    /// neither breaks a prohibition, or when the table has no entry for the pair (the
    /// repetition rule applies).
    pub fn rule(&self, conduct: [Conduct; 2], cited: Vec<String>) -> Option<Outcome> {
        let b = [conduct[0].breaks(), conduct[1].breaks()];
        let out = |loser: Option<usize>, article: &str| {
            let mut articles = cited.clone();
            cite_once(&mut articles, article);
            Outcome {
                loser,
                article: article.to_owned(),
                articles,
                conduct: conduct.clone(),
            }
        };
        match b {
            [None, None] => None,
            [Some(Prohibition::Check), Some(Prohibition::Check)] => self.mutual_check.as_ref().map(|a| out(None, a)),
            [Some(Prohibition::Chase), Some(Prohibition::Chase)] => self
                .chase
                .as_ref()
                .and_then(|c| c.mutual.as_ref())
                .map(|a| out(None, a)),
            [Some(Prohibition::Check), Some(Prohibition::Chase)]
            | [Some(Prohibition::Chase), Some(Prohibition::Check)] => {
                let checker = usize::from(b[0] != Some(Prohibition::Check));
                let c = self.chase.as_ref()?;
                match c.against_check.0 {
                    CheckAgainstChase::CheckerLoses => Some(out(Some(checker), &c.against_check.1)),
                    CheckAgainstChase::Draw => Some(out(None, &c.against_check.1)),
                }
            }
            [Some(p), None] | [None, Some(p)] => {
                let side = usize::from(b[0].is_none());
                let article = match p {
                    Prohibition::Check => &self.check,
                    Prohibition::Chase => &self.chase.as_ref()?.article,
                };
                Some(out(Some(side), article))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use trongtai_rulebook::{Library, Rulebook};

    fn setup() -> (Game, Prohibitions) {
        let rules = Rulebook::load(&Library::shipped(), "vn-xiangqi-1999").expect("shipped rulebook");
        let game = Game::compile(rules.game()).expect("game compiles");
        let p = Prohibitions::resolve(rules.id(), &rules.competition().draws, &game)
            .expect("rule data resolves")
            .expect("the law forbids repetitions");
        (game, p)
    }

    fn chase() -> Conduct {
        Conduct::PerpetualChase {
            target: 0,
            target_kind: 0,
            chasers: vec![0],
        }
    }

    #[test]
    fn verdict_table() {
        let (_, p) = setup();
        // 7.1(g): one side checks, the other does not break a prohibition.
        let o = p
            .rule([Conduct::PerpetualCheck, Conduct::Idle], Vec::new())
            .expect("ruled");
        assert_eq!((o.loser, o.article.as_str()), (Some(0), "7.1(g)"));
        // 7.1(h): one side chases.
        let o = p.rule([Conduct::ChecksAndChases, chase()], Vec::new()).expect("ruled");
        assert_eq!((o.loser, o.article.as_str()), (Some(1), "7.1(h)"));
        // 7.2(c): both break the same prohibition.
        let o = p.rule([chase(), chase()], Vec::new()).expect("ruled");
        assert_eq!((o.loser, o.article.as_str()), (None, "7.2(c)"));
        let o = p
            .rule([Conduct::PerpetualCheck, Conduct::PerpetualCheck], Vec::new())
            .expect("ruled");
        assert_eq!((o.loser, o.article.as_str()), (None, "7.2(c)"));
        // The reading: a check against a chase, the checking side varies.
        let o = p.rule([chase(), Conduct::PerpetualCheck], Vec::new()).expect("ruled");
        assert_eq!((o.loser, o.article.as_str()), (Some(1), "7.1(g)"));
        // 7.2(b): neither breaks a prohibition; left to the repetition rule.
        assert!(p.rule([Conduct::ChasesInTurn, Conduct::Idle], Vec::new()).is_none());
    }

    #[test]
    fn classify_a_perpetual_chase() {
        let (g, p) = setup();
        let start = g.parse_fen("5k3/9/2c6/9/9/9/9/1R7/9/3K5 w - - 0 1").expect("fen");
        let mut pos = start;
        let mut moves = Vec::new();
        for t in "b3c3 c8b8 c3b3 b8c8".split(' ') {
            let m = g.parse_move(&pos, t).expect("legal");
            moves.push(m);
            pos = g.play(&pos, m);
        }
        let ([red, black], _) = p.classify(&g, &start, &moves);
        assert!(
            matches!(red, Conduct::PerpetualChase { ref chasers, .. } if chasers.len() == 1),
            "{red:?}"
        );
        assert_eq!(black, Conduct::Idle);
    }
}
