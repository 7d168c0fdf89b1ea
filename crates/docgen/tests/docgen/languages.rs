//! Every page is in its own language: an English word on a Vietnamese page, or a Vietnamese
//! word on an English one, fails, outside what is quoted as written — the law's text
//! (`<blockquote>`), code and identifiers (`<code>`, `<pre>`), diagrams (`<svg>`) and text
//! marked with its own language (`lang="…"`: a title in the other language, a term of the law
//! quoted in an English note). A rule file's notes and readings are the page's own words (their
//! Vietnamese comes from `rules/i18n/vi/`), so they are checked too: the test below fails if a
//! shipped note is shown marked as English on a Vietnamese page.

use crate::words::{leaked_words, own_text};

fn leaks(site: &trongtai_docgen::Site) -> Vec<String> {
    let mut out = Vec::new();
    for (path, html) in &site.files {
        let vi = path.starts_with("vi/");
        if !path.ends_with(".html") || !(vi || path.starts_with("en/")) {
            continue;
        }
        let text = own_text(html);
        let found = leaked_words(&text, vi, |token| {
            if std::env::var_os("LEAK_CONTEXT").is_some() {
                eprintln!("{path}: `{token}`");
            }
        });
        if !found.is_empty() {
            out.push(format!("{path}: {}", found.join(" ")));
        }
    }
    out
}

#[test]
fn every_page_speaks_its_own_language() {
    let found = leaks(crate::shipped_site());
    assert!(
        found.is_empty(),
        "words of the other language:\n  {}",
        found.join("\n  ")
    );
}

#[test]
fn no_note_of_a_shipped_rule_file_is_left_in_english_on_a_vietnamese_page() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let site = crate::shipped_site();
    let mut notes = Vec::new();
    for (file, _) in trongtai_rulebook::i18n::CATALOGS {
        let source = std::fs::read_to_string(root.join("rules").join(file)).expect("the rule file reads");
        notes.extend(trongtai_rulebook::i18n::notes_of(&source));
    }
    assert!(notes.len() > 150, "{}", notes.len());
    let escape = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
    };
    let mut found = Vec::new();
    for (path, html) in &site.files {
        if !(path.starts_with("vi/") && path.ends_with(".html")) {
            continue;
        }
        for note in &notes {
            if html.contains(&format!("<span lang=\"en\">{}</span>", escape(note))) {
                found.push(format!("{path}: {note}"));
            }
        }
    }
    assert!(found.is_empty(), "notes left in English:\n  {}", found.join("\n  "));
    // And the notes are shown at all: a Vietnamese note of each national rulebook is on its page.
    for (page, vi) in [
        (
            "vi/rulebook-fide-2001.html",
            "Chỉ khi nước đi tạo ra thế hết nước đi là nước đi hợp lệ.",
        ),
        ("vi/rulebook-vn-xiangqi-1999.html", "Tốt không bao giờ được phong cấp."),
    ] {
        let html = site.files.get(page).unwrap_or_else(|| panic!("{page} is written"));
        assert!(html.contains(vi), "{page} lacks {vi}");
    }
}

#[test]
fn the_checker_finds_a_leak() {
    let mut site = trongtai_docgen::Site::default();
    site.files.insert(
        "vi/x.html".into(),
        "<body><p>Giá trị <code>the value</code> of the law</p><blockquote>the</blockquote></body>".into(),
    );
    site.files.insert(
        "en/x.html".into(),
        "<body><p>Value <span lang=\"vi\">Điều</span> Điều</p></body>".into(),
    );
    assert_eq!(leaks(&site), ["en/x.html: Điều", "vi/x.html: of the law"]);
}
