//! The installed binary run outside a checkout (#36.3): `docs` writes a complete site from what
//! the binary embeds (the scenarios citing each article, the chase page, no link to a page that
//! is not there) and `impact` compares the embedded scenario library.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::{bin, stdout, text};

/// A new folder of the temporary directory, outside the repository.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trongtai-outside-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .canonicalize()
        .expect("repository");
    let dir = dir.canonicalize().expect("scratch folder");
    assert!(!dir.starts_with(&repo), "{} is inside the checkout", dir.display());
    assert!(
        !dir.ancestors().any(|a| a.join("scenarios").is_dir()),
        "{} has a scenarios/ folder above it",
        dir.display()
    );
    dir
}

/// Runs the binary in `dir`.
fn run_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(bin())
        .args(args)
        .current_dir(dir)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("the trongtai binary runs")
}

/// Every file under `dir`, relative, with `/`.
fn files(dir: &Path) -> BTreeSet<String> {
    fn walk(dir: &Path, prefix: &str, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).expect("readable").flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = entry.path();
            if path.is_dir() {
                walk(&path, &format!("{prefix}{name}/"), out);
            } else {
                out.insert(format!("{prefix}{name}"));
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(dir, "", &mut out);
    out
}

/// The targets of the `href="…"` and `src="…"` of a page that stay in the site.
fn internal_links(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attr in ["href=\"", "src=\""] {
        let mut rest = html;
        while let Some(at) = rest.find(attr) {
            rest = &rest[at + attr.len()..];
            let end = rest.find('"').unwrap_or(rest.len());
            let link = &rest[..end];
            if !link.contains(':') && !link.is_empty() {
                out.push(link.replace("&amp;", "&"));
            }
        }
    }
    out
}

/// The page and anchor a link of the page `from` (relative to the site) leads to.
fn resolve(from: &str, link: &str) -> (String, Option<String>) {
    let (path, frag) = match link.split_once('#') {
        Some((p, f)) => (p, Some(f.to_owned())),
        None => (link, None),
    };
    if path.is_empty() {
        return (from.to_owned(), frag);
    }
    let mut parts: Vec<&str> = from.split('/').collect();
    parts.pop();
    for part in path.split('/') {
        match part {
            ".." => {
                parts.pop();
            }
            "." => {}
            p => parts.push(p),
        }
    }
    (parts.join("/"), frag)
}

#[test]
fn docs_outside_a_checkout_writes_the_chase_page_and_the_scenarios_citing_each_article() {
    let dir = scratch("docs");
    let regulation = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("rules/local/vn-xiangqi-1999-province-example.ron"),
    )
    .expect("the shipped provincial example");
    std::fs::write(dir.join("my.ron"), regulation).expect("my.ron");
    let out = run_in(&dir, &["docs", "--rules", "my.ron", "--out", "site", "--lang", "vi"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let site = dir.join("site");
    let all = files(&site);
    let read = |rel: &str| std::fs::read_to_string(site.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));

    // The chase page, with its diagrams drawn, and the law and rulebook pages linking to it.
    let chase = read("vi/chase-vn-xiangqi-1999.html");
    assert!(chase.matches("<figure>\n<svg").count() >= 5, "{chase}");
    for page in [
        "vi/law-vn-xiangqi-1999.html",
        "vi/rulebook-vn-xiangqi-1999-province-example.html",
    ] {
        assert!(read(page).contains("href=\"chase-vn-xiangqi-1999.html\""), "{page}");
    }

    // Articles list the scenarios citing them, and the scenarios are in the site.
    let law = read("vi/law-vn-xiangqi-1999.html");
    let cited: Vec<String> = internal_links(&law)
        .into_iter()
        .filter(|l| l.starts_with("../scenarios/"))
        .collect();
    assert!(cited.len() >= 100, "{} links to scenarios", cited.len());
    let counts = law.matches(" có tình huống hoặc kiểm thử").count();
    assert!(
        counts > 0 && !law.contains(">0 có tình huống hoặc kiểm thử, 0"),
        "{counts}"
    );

    // A binary built with a desk (`TRONGTAI_DESK_DIR`, `cargo xtask install`) writes it, whole,
    // and links it; one built without writes none and links none.
    let carried = option_env!("TRONGTAI_DESK_DIR").filter(|d| !d.is_empty());
    if let Some(built) = carried {
        for name in [
            "index.html",
            "desk.js",
            "desk.css",
            "trongtai.js",
            "labels.js",
            "desk.wasm",
        ] {
            let want = std::fs::read(Path::new(built).join(name)).unwrap_or_else(|e| panic!("{built}/{name}: {e}"));
            let got = std::fs::read(site.join("desk").join(name)).unwrap_or_default();
            assert!(
                got == want,
                "site/desk/{name} is not the desk the binary was built with"
            );
        }
        assert!(
            all.iter()
                .any(|p| p.ends_with(".html") && read(p).contains("desk/index.html")),
            "no page links the desk"
        );
    }
    // No link leads to a page, anchor or image the site does not have.
    let mut checked = 0;
    for page in all.iter().filter(|p| p.ends_with(".html")) {
        let html = read(page);
        assert!(
            carried.is_some() || !html.contains("desk/index.html"),
            "{page} links to a desk the site does not have"
        );
        for link in internal_links(&html) {
            let (target, frag) = resolve(page, &link);
            assert!(all.contains(&target), "{page}: {link} leads to nothing");
            if let (Some(frag), true) = (frag, target.ends_with(".html")) {
                assert!(
                    read(&target).contains(&format!("id=\"{frag}\"")),
                    "{page}: {link} has no such anchor"
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 1000, "{checked} links checked");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn impact_outside_a_checkout_compares_the_embedded_library() {
    let dir = scratch("impact");
    let out = run_in(
        &dir,
        &[
            "impact",
            "--base",
            "fide-2001",
            "--candidate",
            "fide-2001-club-example",
            "--format",
            "json",
        ],
    );
    assert!(out.status.code().is_some_and(|c| c <= 1), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_str(stdout(&out)).expect("a JSON report");
    let compared = report["scenarios"]["compared"].as_u64().unwrap_or(0);
    assert!(compared >= 100, "{compared} scenarios compared");
    // Named as in a checkout, not by the temporary folder they were unpacked into.
    let files = report["receipt"]["scenario_files"].as_array().expect("receipt");
    assert!(files
        .iter()
        .all(|f| f["path"].as_str().is_some_and(|p| p.starts_with("scenarios/"))));
    assert!(!stdout(&out).contains("trongtai-library-"));
    let _ = std::fs::remove_dir_all(&dir);
}
