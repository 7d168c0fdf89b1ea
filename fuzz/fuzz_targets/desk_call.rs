//! The arbiter's desk (crates/desk/src/abi.rs): any request text gets one JSON object back,
//! `{"ok": true, ...}` or `{"ok": false, "error": "..."}`, without a panic, whatever the
//! request asks (a catalog, a rule file to check, a case to rule, a scenario to import).
#![no_main]

use std::cell::RefCell;

use libfuzzer_sys::fuzz_target;
use trongtai_desk::{handle, Desk};

thread_local! {
    static DESK: RefCell<Desk> = RefCell::new(Desk::new());
}

fuzz_target!(|data: &[u8]| {
    let Ok(request) = std::str::from_utf8(data) else { return };
    let reply = DESK.with(|desk| handle(&mut desk.borrow_mut(), request));
    let value: serde_json::Value = serde_json::from_str(&reply).expect("the reply is JSON");
    let ok = value
        .get("ok")
        .and_then(serde_json::Value::as_bool)
        .expect("the reply says ok");
    if !ok {
        assert!(
            value.get("error").and_then(serde_json::Value::as_str).is_some(),
            "{reply}"
        );
    }
});
