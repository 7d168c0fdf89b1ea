//! `trongtai replay`: run scenario files outside cargo and compare their verdicts.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Mutex;

use clap::Args;
use trongtai_archive::{for_each_ordered, thread_count};
use trongtai_i18n::{lang, msg, say, Message};
use trongtai_scenario::{diff, find, Runner};

use std::io::Write as _;

use crate::exit;
use crate::json::{ReplayError, ReplayLine, ReplayVerdict, Scorings};
use crate::output::Output;

/// Arguments of `trongtai replay`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// Scenario files or directories (searched for `.ron` files).
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Run every scenario under this rulebook instead of its own; only scenarios written for it
    /// (or declaring `holds_for` it) are compared.
    #[arg(long, value_parser = crate::rulebook_arg::RulebookArg, hide_possible_values = true)]
    rules: Option<String>,
    /// Print one JSON verdict object per scenario instead of the report.
    #[arg(long)]
    json: bool,
}

#[derive(Default)]
struct Tally {
    passed: u32,
    failed: u32,
    not_compared: u32,
}

/// Replays scenarios; exit 1 when a verdict differs or a scenario cannot run.
pub fn run(args: ReplayArgs) -> anyhow::Result<u8> {
    if let Some(rules) = &args.rules {
        crate::lang::federation_named(&[rules])?;
    }
    let files = find(&args.paths)?;
    if files.is_empty() {
        let named: Vec<String> = args.paths.iter().map(|p| p.display().to_string()).collect();
        return Err(anyhow::Error::new(
            msg::ReplayNoScenarioFile {
                paths: &named.join(", "),
            }
            .text(),
        ));
    }
    let mut could_not_run = 0u32;
    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
    let started = std::time::Instant::now();
    let mut out = Output::stdout();
    let mut scorings = Scorings::new();
    // The files are independent: replayed on every core, each worker taking a runner (and so
    // its cache of the rulebooks it has met) from a pool, and printed in the files' order.
    let pool: Mutex<Vec<Runner>> = Mutex::new(Vec::new());
    let rules = args.rules.as_deref();
    let work = |path: PathBuf| {
        let mut runner = pool.lock().ok().and_then(|mut p| p.pop()).unwrap_or_default();
        let outcomes = match rules {
            Some(rules) => runner.run(&path, Some(rules)).map(|o| vec![o]),
            None => runner.run_all(&path),
        };
        if let Ok(mut p) = pool.lock() {
            p.push(runner);
        }
        (path, outcomes)
    };
    for_each_ordered(
        files.iter().cloned(),
        thread_count(None)?,
        work,
        |(path, outcomes)| -> anyhow::Result<()> {
            match outcomes {
                Ok(outcomes) => {
                    for (i, o) in outcomes.iter().enumerate() {
                        let t = tally.entry(o.rules.clone()).or_default();
                        if !o.compared {
                            t.not_compared += 1;
                        } else if o.passed {
                            t.passed += 1;
                        } else {
                            t.failed += 1;
                        }
                        if args.json {
                            let id = path.display().to_string();
                            let points = scorings.points(&o.rules, o.verdict.result.as_str());
                            let line = serde_json::to_string(&ReplayLine::Verdict(ReplayVerdict::of(&id, o, points)))?;
                            writeln!(out, "{line}")?;
                        } else if o.compared && !o.passed {
                            // The first outcome is under the scenario's own rulebook (or `--rules`);
                            // the others under the rulebooks of its `holds_for`.
                            let path = path.display().to_string();
                            if i == 0 {
                                writeln!(out, "{}", say(lang(), &msg::ReplayFail { path: &path }))?;
                            } else {
                                writeln!(
                                    out,
                                    "{}",
                                    say(
                                        lang(),
                                        &msg::ReplayFailUnder {
                                            path: &path,
                                            rules: &o.rules
                                        }
                                    )
                                )?;
                            }
                            let (expected, actual) = (
                                say(lang(), &msg::ReplayDiffExpected),
                                say(lang(), &msg::ReplayDiffActual),
                            );
                            write!(out, "{}", diff(o, &expected, &actual))?;
                        }
                    }
                }
                Err(e) => {
                    could_not_run += 1;
                    if args.json {
                        writeln!(
                            out,
                            "{}",
                            serde_json::to_string(&ReplayLine::Error(ReplayError::of(
                                &path.display().to_string(),
                                &e
                            )))?
                        )?;
                    } else {
                        writeln!(
                            out,
                            "{}",
                            crate::output::clean(&say(lang(), &msg::ReplayError { error: &e.to_string() }))
                        )?;
                    }
                }
            }
            Ok(())
        },
    )?;
    out.flush()?;
    let elapsed = started.elapsed();
    // One count, the same in every line: each scenario run under a rulebook passed, failed or
    // was not written for it; each file that could not run is counted once, apart.
    let (mut passed, mut failed, mut not_compared) = (0, 0, 0);
    for (rules, t) in &tally {
        crate::say!(
            "{}",
            say(
                lang(),
                &msg::ReplayTally {
                    rules,
                    passed: u64::from(t.passed),
                    failed: u64::from(t.failed),
                    others: u64::from(t.not_compared),
                }
            )
        );
        passed += t.passed;
        failed += t.failed;
        not_compared += t.not_compared;
    }
    crate::say!(
        "{}",
        say(
            lang(),
            &msg::ReplayTime {
                n: files.len() as u64,
                ms: &format!("{:.1}", elapsed.as_secs_f64() * 1000.0),
            }
        )
    );
    crate::say!(
        "{}",
        say(
            lang(),
            &msg::ReplayTotal {
                passed: u64::from(passed),
                failed: u64::from(failed),
                errors: u64::from(could_not_run),
                others: u64::from(not_compared),
            }
        )
    );
    Ok(if failed > 0 || could_not_run > 0 {
        exit::CHECK_FAILED
    } else if passed == 0 {
        // Nothing compared is no success: say why.
        match &args.rules {
            Some(rules) => crate::say!("{}", say(lang(), &msg::ReplayNothingComparedFor { rules })),
            None => crate::say!("{}", say(lang(), &msg::ReplayNothingCompared)),
        }
        exit::CHECK_FAILED
    } else {
        exit::SUCCESS
    })
}
