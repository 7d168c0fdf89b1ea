//! A federation's rules officer with the installed binary and a regulation of their own, outside
//! any checkout: the binary is copied to a temporary directory and run there, with the
//! regulation beside it. Its site, its `rules show` and its impact report come out in
//! Vietnamese with values said for people.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh directory holding a copy of the binary and the regulation, and nothing else.
fn installed() -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("trongtai-federation-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("bin")).expect("temp dir");
    let bin = dir.join("bin/trongtai");
    std::fs::copy(env!("CARGO_BIN_EXE_trongtai"), &bin).expect("binary copied");
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/federation/tinh.ron");
    std::fs::copy(fixture, dir.join("tinh.ron")).expect("regulation copied");
    // An archive of the province's games beside it.
    let archive = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/impact/xiangqi-sample.jsonl");
    std::fs::copy(archive, dir.join("van.jsonl")).expect("archive copied");
    (dir, bin)
}

fn run(bin: &Path, dir: &Path, args: &[&str]) -> Output {
    // The copy was written by this process: a child another test thread forked while the copy
    // was open for writing holds that descriptor until its own exec, and until then Linux
    // refuses to run the copy ("Text file busy"). The window is short: wait it out.
    let mut attempts = 0;
    loop {
        match Command::new(bin).args(args).current_dir(dir).output() {
            Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy && attempts < 50 => {
                attempts += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            result => return result.expect("trongtai runs"),
        }
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn a_regulation_outside_the_repository_gets_its_site_show_and_impact() {
    let (dir, bin) = installed();

    // rules show: the whole chain, values for people.
    let show = run(&bin, &dir, &["rules", "show", "tinh.ron", "--lang", "vi"]);
    assert_eq!(show.status.code(), Some(0), "{}", text(&show.stderr));
    let show = text(&show.stdout);
    assert!(show.contains("  1. tinh.ron\n  2. rules/vn-xiangqi-1999.ron"), "{show}");
    assert!(
        show.contains("* clock.late_arrival = 15 phút, không áp dụng khi tiếp tục ván hoãn  [Điều 5]"),
        "{show}"
    );
    assert!(
        show.contains("giá trị quốc gia: do ban tổ chức chọn: 15, 30 hoặc 60 phút"),
        "{show}"
    );

    // Every word of the listing Vietnamese (names and quoted text aside).
    assert_eq!(
        crate::languages::leaks(
            "rules show tinh.ron",
            &crate::languages::show_words(&show, true),
            false,
            true
        ),
        Vec::<String>::new()
    );

    // The site, Vietnamese only, without a checkout.
    let docs = run(
        &bin,
        &dir,
        &["docs", "--rules", "tinh.ron", "--out", "site", "--lang", "vi"],
    );
    assert_eq!(docs.status.code(), Some(0), "{}", text(&docs.stderr));
    let page = std::fs::read_to_string(dir.join("site/vi/rulebook-tinh-vi-du.html")).expect("rulebook page");
    assert!(page.contains("<html lang=\"vi\">"));
    assert!(
        page.contains("15 phút, không áp dụng khi tiếp tục ván hoãn"),
        "values for people"
    );
    assert!(page.contains("25 phút cho cả ván"));
    assert!(!page.contains("Minutes("), "no rule-file syntax in the value columns");
    for name in [
        "index.html",
        "vi/law-vn-xiangqi-1999.html",
        "vi/game-xiangqi.html",
        "vi/compare-vn-xiangqi-1999--tinh-vi-du.md",
    ] {
        assert!(dir.join("site").join(name).exists(), "{name}");
    }
    assert!(!dir.join("site/en").exists(), "--lang vi writes Vietnamese only");
    // Every page of the site in Vietnamese (the site's own leak test, on this site).
    let mut leaked = Vec::new();
    for entry in std::fs::read_dir(dir.join("site/vi")).expect("site/vi") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "html") {
            let html = std::fs::read_to_string(&path).expect("a page");
            let found = crate::words::leaked_words(&crate::words::own_text(&html), true, |_| {});
            if !found.is_empty() {
                leaked.push(format!("{}: {}", path.display(), found.join(" ")));
            }
        }
    }
    assert!(
        leaked.is_empty(),
        "English on the Vietnamese site:\n{}",
        leaked.join("\n")
    );
    // No link leads into a repository that is not there.
    assert!(!page.contains("href=\"../../"), "links into a missing checkout");

    // The impact report, in Vietnamese values.
    let impact = run(
        &bin,
        &dir,
        &[
            "impact",
            "--base",
            "vn-xiangqi-1999",
            "--candidate",
            "tinh.ron",
            "--no-scenarios",
            "--archive",
            "van.jsonl",
            "--format",
            "markdown",
            "--lang",
            "vi",
        ],
    );
    assert_eq!(impact.status.code(), Some(0), "{}", text(&impact.stderr));
    let impact = text(&impact.stdout);
    // The archive's rulings in Vietnamese, and no English word in the report.
    assert!(impact.contains("## Ván trong kho: 7 được so sánh"), "{impact}");
    assert!(
        impact.contains("| 7 | * không ghi kết quả | * không ghi kết quả |"),
        "{impact}"
    );
    assert_eq!(
        crate::languages::leaks("impact tinh.ron", &impact, true, true),
        Vec::<String>::new()
    );
    assert!(
        impact.contains("| `clock.late_arrival` | do ban tổ chức chọn: 15, 30 hoặc 60 phút, không áp dụng khi tiếp tục ván hoãn [10.2.1(a)] (rules/vn-xiangqi-1999.ron) | 15 phút, không áp dụng khi tiếp tục ván hoãn [Điều 5] (tinh.ron) |"),
        "{impact}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
