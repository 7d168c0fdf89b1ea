//! `cargo xtask docs --check-browser`, the desk's events beyond moves and claims: each case is
//! entered through the page's controls (the board, the event form, the set-up), its ruling read
//! from the page, then stepped through, and reopened from its link.
//!
//! The expected rulings are those of the scenario library's cases, written from the articles:
//! - `vn-xiangqi-1999/repetition/order-to-vary-refused.ron` (XQ99 7.1(h)): Red chases, is ordered
//!   to vary, refuses and loses;
//! - `vn-xiangqi-1999/touch/enemy-piece-cannot-be-captured.ron` (XQ99 9.2, 9.11(b)): a touch the
//!   arbiter witnessed, disputed, gives Red a technical error;
//! - `fide-2001/quickplay/claim-granted-drawn.ron` (FIDE 2001 10.2(a) (en)): the arbiter grants a
//!   quickplay-finish claim, drawn.

use std::path::Path;
use std::time::Duration;

use anyhow::ensure;

use crate::desk_browser::{clicks, pick_option, Driver};

fn events(d: &Driver) -> anyhow::Result<u64> {
    Ok(d.js("return document.querySelectorAll('#events li').length")?
        .as_u64()
        .unwrap_or(0))
}

/// Opens the desk afresh (a query string of its own: a full load) on a rulebook and a position.
fn open(d: &Driver, base: &str, name: &str, rules: &str, fen: &str) -> anyhow::Result<()> {
    d.go(&format!("{base}/desk/index.html?case={name}#lang=en&rules={rules}"))?;
    d.wait("the desk to be ready", "return document.body.dataset.ready")?;
    d.js(&format!("document.getElementById('fen').value = '{fen}'"))?;
    d.click("#fen-set")?;
    let placement = fen.split(' ').next().unwrap_or(fen);
    d.wait(
        &format!("the position {fen}"),
        &format!("return document.querySelector('#final-fen').textContent.startsWith('{placement} ')"),
    )?;
    Ok(())
}

/// Adds an event through the event form: its kind, then each field (a select's option, or a
/// text typed in).
fn add(d: &Driver, kind: &str, fields: &[(&str, &str)]) -> anyhow::Result<()> {
    let before = events(d)?;
    pick_option(d, "#event-kind", kind)?;
    for (field, value) in fields {
        let css = format!("#event-fields [data-field='{field}']");
        let tag = d.js(&format!("return document.querySelector(\"{css}\").tagName"))?;
        if tag.as_str() == Some("SELECT") {
            pick_option(d, &css, value)?;
        } else {
            d.js(&format!("document.querySelector(\"{css}\").value = '{value}'"))?;
        }
    }
    d.click("#event-add")?;
    d.wait(
        &format!("the event {kind} in the log"),
        &format!(
            "return document.querySelectorAll('#events li').length === {}",
            before + 1
        ),
    )
    .map_err(|e| {
        let status = d.text("#status").unwrap_or_default();
        anyhow::anyhow!("{e} (the page says: {status})")
    })?;
    Ok(())
}

fn use_tool(d: &Driver, tool: &str) -> anyhow::Result<()> {
    pick_option(d, "#tool", tool)
}

fn ruling(d: &Driver) -> anyhow::Result<(String, String)> {
    Ok((d.text("#result")?, d.text("#reason")?))
}

/// The log's text: the events in words, with the rulings under them.
fn log(d: &Driver) -> anyhow::Result<String> {
    d.text("#events")
}

fn expect(d: &Driver, case: &str, result: &str, reason: &str) -> anyhow::Result<()> {
    let (r, why) = ruling(d)?;
    ensure!(
        r == result && why == reason,
        "{case}: the page rules `{r}` `{why}`, expected `{result}` `{reason}`"
    );
    Ok(())
}

fn link_to(d: &Driver, case: &str, article: &str) -> anyhow::Result<()> {
    let found = d.js(&format!(
        "return [...document.querySelectorAll('#articles a.article')].some(a => a.textContent === '{article}')"
    ))?;
    ensure!(
        found.as_bool() == Some(true),
        "{case}: no link to {article} among the articles applied"
    );
    Ok(())
}

/// XQ99 7.1(h): the order to vary and its refusal, stepped through, reopened from its link.
fn chase(d: &Driver, base: &str, shots: &Path) -> anyhow::Result<Vec<String>> {
    let case = "chase";
    open(
        d,
        base,
        case,
        "vn-xiangqi-1999",
        "5k3/9/2c6/9/9/9/9/1R7/9/3K5 w - - 0 1",
    )?;
    clicks(d, &["b3c3", "c8b8", "c3b3", "b8c8"])?;
    add(d, "OrderToVary", &[("side", "red")])?;
    add(d, "RefuseToVary", &[("side", "red")])?;
    expect(d, case, "0-1", "Perpetual chase")?;
    link_to(d, case, "7.1(h)")?;
    let said = log(d)?;
    ensure!(
        said.contains("The arbiter orders Red to vary")
            && said.contains("Red refuses to vary")
            && !said.contains("OrderToVary"),
        "{case}: the log `{said}` does not say the order and the refusal in words"
    );
    // Stepping: one event back (before the refusal) the game goes on; at the start no move.
    d.click("#step-back")?;
    d.wait(
        "the step before the refusal",
        "return document.querySelector('#step-label').textContent === 'After 5 of 6 events'",
    )?;
    expect(d, case, "*", "The game goes on")?;
    let later = d.js("return document.querySelectorAll('#events li.later').length")?;
    ensure!(
        later.as_u64() == Some(1),
        "{case}: {later} events greyed after step 5, expected 1"
    );
    d.click("#step-first")?;
    d.wait(
        "the start",
        "return document.querySelector('#step-label').textContent === 'After 0 of 6 events'",
    )?;
    let rows = d.js("return document.querySelector('#history tbody').rows.length")?;
    ensure!(rows.as_u64() == Some(0), "{case}: {rows} moves shown at the start");
    d.click("#events li[data-event='3'] button.step-to")?;
    d.wait(
        "the step after the fourth move",
        "return document.querySelector('#step-label').textContent === 'After 4 of 6 events'",
    )?;
    let rows = d.js("return document.querySelector('#history tbody').rows.length")?;
    ensure!(rows.as_u64() == Some(4), "{case}: {rows} moves shown after 4 events");
    d.click("#step-forward")?;
    d.click("#step-last")?;
    d.wait(
        "the last step",
        "return document.querySelector('#step-label').textContent === 'After 6 of 6 events'",
    )?;
    expect(d, case, "0-1", "Perpetual chase")?;
    // The pieces as on the site's diagrams: the red chariot in Chinese, then in Vietnamese.
    for (style, glyph) in [("vi", "X"), ("zh", "俥")] {
        pick_option(d, "#glyphs", style)?;
        d.wait(
            &format!("the chariot drawn as {glyph}"),
            &format!("return !!document.querySelector('svg.board text[data-glyph=\"{glyph}\"]')"),
        )?;
    }
    for (width, name) in [(1280, "chase-1280.png"), (390, "chase-390.png")] {
        d.width(width)?;
        d.js("window.scrollTo(0, 0)")?;
        std::thread::sleep(Duration::from_millis(300));
        d.screenshot(&shots.join(name))?;
    }
    d.width(1280)?;
    // The link: the case in the fragment, reopened in a fresh page.
    let link = d.js("return document.getElementById('share-link').value")?;
    let link = link.as_str().unwrap_or_default().to_owned();
    let (_, fragment) = link
        .split_once('#')
        .ok_or_else(|| anyhow::anyhow!("{case}: the link `{link}` has no fragment"))?;
    ensure!(
        fragment.contains("case=") && !link.split('#').next().unwrap_or("").contains("events"),
        "{case}: the link `{link}` does not carry the case in its fragment"
    );
    d.go(&link.replacen("?case=chase", "?case=chase-link", 1))?;
    d.wait("the desk from the link", "return document.body.dataset.ready")?;
    ensure!(
        events(d)? == 6,
        "{case}: the link reopens {} events, expected 6",
        events(d)?
    );
    expect(d, case, "0-1", "Perpetual chase")?;
    ensure!(
        log(d)?.contains("Red refuses to vary"),
        "{case}: the reopened log lacks the refusal"
    );
    // In Vietnamese: the log from the catalogues, the reason without its code.
    d.click("#lang")?;
    d.wait(
        "the Vietnamese log",
        "return document.querySelector('#events').textContent.includes('Trọng tài buộc Trắng (Đỏ) phải đổi nước')",
    )?;
    let (_, reason) = ruling(d)?;
    ensure!(
        !reason.contains("PerpetualChase") && !reason.contains('('),
        "{case}: the Vietnamese reason `{reason}` shows a code"
    );
    d.screenshot(&shots.join("chase-vi-1280.png"))?;
    Ok(vec![
        format!("{case}: order to vary, refusal: 0-1 Perpetual chase 7.1(h); stepped 5, 0, 4, 6; link of {} characters reopened with 6 events", link.len()),
        format!("{case} in Vietnamese: `Trọng tài buộc Trắng (Đỏ) phải đổi nước`, reason `{reason}`"),
    ])
}

/// XQ99 9.2, 9.11(b): a witnessed touch, a disputed touch-move claim; and a piece displaced
/// (then the event removed).
fn witnessed_touch(d: &Driver, base: &str) -> anyhow::Result<Vec<String>> {
    let case = "witnessed-touch";
    open(d, base, case, "vn-xiangqi-1999", "3k5/9/9/c8/9/9/9/9/9/1R2K4 w - - 0 1")?;
    use_tool(d, "touch")?;
    d.click("#board rect.sq[data-square='a7']")?;
    d.wait(
        "the touch",
        "return document.querySelectorAll('#events li').length === 1",
    )?;
    add(d, "Witnessed", &[])?;
    use_tool(d, "move")?;
    clicks(d, &["b1b2"])?;
    add(d, "Claim", &[("kind", "TouchMove"), ("disputed", "true")])?;
    expect(d, case, "*", "The game goes on")?;
    let penalties = d.text("#penalties")?;
    ensure!(
        penalties.contains("Red: technical error"),
        "{case}: penalties `{penalties}`, expected Red's technical error"
    );
    link_to(d, case, "9.2")?;
    let said = log(d)?;
    ensure!(
        said.contains("Red touches the piece on a7")
            && said.contains("The arbiter himself witnesses the touches of Red")
            && said.contains("Black claims that the touched piece be moved (the touch disputed)"),
        "{case}: the log `{said}` does not say the touch, the witness and the claim"
    );
    // A displaced piece: the cannon knocked from a7 to a6, in the log; then removed again.
    use_tool(d, "displace")?;
    d.click("#board rect.sq[data-square='a7']")?;
    d.click("#board rect.sq[data-square='a6']")?;
    d.wait(
        "the displacement",
        "return document.querySelector('#events').textContent.includes('The piece on a7 is displaced onto a6')",
    )?;
    d.click("#undo")?;
    d.wait(
        "the displacement removed",
        "return document.querySelectorAll('#events li').length === 4",
    )?;
    Ok(vec![format!(
        "{case}: touch, witnessed, disputed claim: * with `{}` 9.2; displaced a7-a6 said in words",
        penalties.replace('\n', "; ")
    )])
}

/// FIDE 2001 10.2(a) (en): a quickplay-finish claim with 1:30 left, granted by the arbiter.
fn quickplay(d: &Driver, base: &str) -> anyhow::Result<Vec<String>> {
    let case = "quickplay";
    open(
        d,
        base,
        case,
        "fide-2001",
        "r1bq1rk1/pp3ppp/2n2n2/3p4/3P4/2N2N2/PP3PPP/R1BQ1RK1 w - - 0 10",
    )?;
    // Ninety minutes for all the moves, White with 1:30 left, Black with 20:00.
    d.js("const s = document.getElementById('time-control'); s.value = '\\u0000custom'; s.dispatchEvent(new Event('change'))")?;
    for (id, value) in [
        ("tc-moves", "0"),
        ("tc-minutes", "90"),
        ("tc-then", "0"),
        ("tc-increment", "0"),
        ("clock-a", "1:30"),
        ("clock-b", "20:00"),
    ] {
        d.js(&format!("document.getElementById('{id}').value = '{value}'"))?;
    }
    d.click("#setup-apply")?;
    d.wait(
        "the clocks",
        "return document.querySelector('#clocks').textContent.includes('01:30')",
    )?;
    add(d, "Claim", &[("kind", "QuickplayFinish")])?;
    add(d, "Decide", &[("decision", "Draw")])?;
    expect(d, case, "1/2-1/2", "Quickplay finish draw (the arbiter's decision)")?;
    link_to(d, case, "10.2(a) (en)")?;
    let said = log(d)?;
    ensure!(
        said.contains("White claims a draw in the quickplay finish")
            && said.contains("The arbiter declares the game drawn"),
        "{case}: the log `{said}` does not say the claim and the decision"
    );
    Ok(vec![format!(
        "{case}: claim, decision: 1/2-1/2 quickplay finish 10.2(a) (en)"
    )])
}

/// A chess game pasted as PGN, then a claim (FIDE 2001 9.2: the third occurrence of the start,
/// drawn); a xiangqi game pasted in ICCS.
fn import(d: &Driver, base: &str) -> anyhow::Result<Vec<String>> {
    let case = "import";
    d.go(&format!("{base}/desk/index.html?case={case}#lang=en&rules=fide-2001"))?;
    d.wait("the desk to be ready", "return document.body.dataset.ready")?;
    d.js("document.getElementById('import-game-text').value = '[Event \"Club\"]\\n\\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *'")?;
    d.click("#import-game-go")?;
    d.wait(
        "the imported PGN",
        "return document.querySelectorAll('#events li').length === 8",
    )?;
    let status = d.text("#status")?;
    ensure!(status.contains("Imported 8 moves"), "{case}: the page says `{status}`");
    add(d, "Claim", &[("kind", "Repetition")])?;
    expect(d, case, "1/2-1/2", "Repetition")?;
    d.go(&format!(
        "{base}/desk/index.html?case={case}-iccs#lang=en&rules=vn-xiangqi-1999"
    ))?;
    d.wait("the desk to be ready", "return document.body.dataset.ready")?;
    d.js("document.getElementById('import-game-text').value = '1. h2e2 h9g7 2. h0g2'")?;
    d.click("#import-game-go")?;
    d.wait(
        "the imported ICCS",
        "return document.querySelectorAll('#events li').length === 3",
    )?;
    let iccs = d.text("#status")?;
    ensure!(iccs.contains("xiangqi-iccs"), "{case}: the page says `{iccs}`");
    Ok(vec![format!(
        "{case}: PGN `{status}`, then a repetition claim 1/2-1/2; ICCS `{iccs}`"
    )])
}

/// Runs the cases; what each checked, one line each.
pub(crate) fn check(d: &Driver, base: &str, shots: &Path) -> anyhow::Result<Vec<String>> {
    let mut lines = chase(d, base, shots)?;
    lines.extend(witnessed_touch(d, base)?);
    lines.extend(quickplay(d, base)?);
    lines.extend(import(d, base)?);
    Ok(lines)
}
