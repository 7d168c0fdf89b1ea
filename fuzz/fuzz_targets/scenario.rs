//! Scenario files: any text is refused with a located message, or loads and replays (or is
//! refused by the arbiter) without panicking or hanging.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use trongtai_scenario::{parse, Runner};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let path = Path::new("scenarios/fuzzed.ron");
    match parse(path, text) {
        Ok(scenario) => {
            // Only shipped rulebooks: a path would read files of the machine.
            if scenario.rules.contains('/') || scenario.rules.ends_with(".ron") {
                return;
            }
            if scenario
                .holds_for
                .iter()
                .any(|r| r.contains('/') || r.ends_with(".ron"))
            {
                return;
            }
            let mut runner = Runner::new();
            let _ = runner.run_loaded(path, &scenario, None);
        }
        Err(e) => {
            let message = e.to_string();
            assert!(message.starts_with("scenarios/fuzzed.ron:"), "{message}");
        }
    }
});
