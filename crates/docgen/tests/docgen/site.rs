//! What the site shows beyond its words: piece glyphs on the xiangqi diagrams, the table of
//! contents of long pages in both renderings, the FIDE preface as the text has it.

use std::path::Path;
use std::sync::OnceLock;

use trongtai_docgen::{generate_with, Glyphs, Lang, Options, Site};

/// The Vietnamese pages of two rulebooks drawn with `glyphs`, generated once per kind of glyph
/// for all the tests here.
fn site(glyphs: Glyphs) -> &'static Site {
    static SITES: [OnceLock<Site>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let slot = match glyphs {
        Glyphs::Latin => &SITES[0],
        Glyphs::Vi => &SITES[1],
        Glyphs::Zh => &SITES[2],
    };
    slot.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        generate_with(&Options {
            root: Some(root),
            rulebooks: Some(vec!["fide-2001".into(), "vn-xiangqi-1999".into()]),
            langs: vec![Lang::Vi],
            glyphs,
            library: None,
            desk: true,
        })
        .unwrap_or_else(|e| panic!("generating the docs: {e}"))
    })
}

#[test]
fn xiangqi_pieces_take_the_glyphs_asked_for_and_chess_keeps_its_letters() {
    let latin = site(Glyphs::Latin);
    let vi = site(Glyphs::Vi);
    let zh = site(Glyphs::Zh);
    let start = "diagrams/xiangqi-start.svg";
    let text = |s: &Site, f: &str| s.files.get(f).cloned().unwrap_or_default();
    assert!(text(latin, start).contains(">K</text>"), "{}", text(latin, start));
    assert!(text(vi, start).contains(">Tg</text>"));
    assert!(!text(vi, start).contains(">K</text>"));
    // Red and black bear different characters.
    assert!(text(zh, start).contains(">帥</text>") && text(zh, start).contains(">將</text>"));
    assert!(text(zh, start).contains(">兵</text>") && text(zh, start).contains(">卒</text>"));
    for f in ["diagrams/chess-start.svg", "diagrams/chess-knight.svg"] {
        assert_eq!(text(latin, f), text(zh, f), "{f}");
        assert!(!text(latin, f).is_empty(), "{f}");
    }
}

#[test]
fn long_law_pages_have_a_table_of_contents_in_html_and_markdown() {
    let s = site(Glyphs::Latin);
    let html = s.files.get("vi/law-fide-2001.html").expect("the law page");
    assert!(html.contains("<details class=\"toc\"><summary>Mục lục</summary>"));
    assert!(html.contains("<a href=\"#a-9-2\">"));
    let md = s.files.get("vi/law-fide-2001.md").expect("the law page in Markdown");
    assert!(
        md.contains("<details><summary>Mục lục</summary>"),
        "{}",
        &md[..md.len().min(2000)]
    );
    assert!(md.contains("](#a-9-2)"));
}

#[test]
fn the_fide_preface_is_shown_as_the_text_has_it() {
    let s = site(Glyphs::Latin);
    let md = s.files.get("vi/law-fide-2001.md").expect("the law page in Markdown");
    let at = md.find("<a id=\"a-preface\"></a>").expect("the preface's anchor");
    let preface = &md[at..md[at..].find("<a id=\"a-1-1\"></a>").map_or(md.len(), |e| at + e)];
    assert!(preface.contains("MỞ ĐẦU Luật cờ Vua không bao quát"), "{preface}");
    assert!(preface.contains("Mỗi Liên đoàn thành viên được áp dụng"), "{preface}");
    assert!(preface.contains("Râytinh"), "{preface}");
}

#[test]
fn captions_name_zones_and_castlings_in_words() {
    let s = site(Glyphs::Latin);
    let xiangqi = s.files.get("vi/game-xiangqi.md").expect("the xiangqi page");
    assert!(xiangqi.contains("các vùng cung của hai bên"), "{xiangqi}");
    let chess = s.files.get("vi/game-chess.md").expect("the chess page");
    assert!(chess.contains("Nhập thành (cánh Vua, cánh Hậu)"), "{chess}");
    for (page, text) in [("xiangqi", xiangqi), ("chess", chess)] {
        for id in [
            "palace",
            "own-half",
            "king-side",
            "queen-side",
            "pawn-start",
            "last-rank",
        ] {
            assert!(!text.contains(id), "{page}: `{id}` in a caption");
        }
    }
}

#[test]
fn the_start_caption_names_the_glyphs_drawn() {
    let zh = site(Glyphs::Zh);
    let page = zh.files.get("vi/game-xiangqi.md").expect("the xiangqi page");
    assert!(page.contains("帥/將 = Tướng"), "{page}");
    assert!(!page.contains("K = Tướng"), "{page}");
    let latin = site(Glyphs::Latin);
    let page = latin.files.get("vi/game-xiangqi.md").expect("the xiangqi page");
    assert!(page.contains("K = Tướng"), "{page}");
}

#[test]
fn the_chase_page_draws_its_diagrams_and_speaks_in_words() {
    let site = crate::shipped_site();
    let vi = site.files.get("vi/chase-vn-xiangqi-1999.html").expect("the chase page");
    // Each figure holds its diagram, not a label.
    let figures = vi.matches("<figure>").count();
    assert!(figures >= 5 && vi.matches("<figure>\n<svg").count() == figures, "{vi}");
    // Rules, values and pieces in words: no field names, variant names or English piece names.
    for code in [
        "exempt_chasers",
        "exempt_targets",
        "CheckerLoses",
        ">Forbidden<",
        ": cannon c2",
        "chariot c8;",
    ] {
        assert!(!vi.contains(code), "`{code}` on the Vietnamese chase page");
    }
    assert!(vi.contains("sau b2c2, Pháo ở c2 đe dọa Xe ở c8; rễ thật: Xe ở a8; là đuổi bắt."));
    assert!(vi.contains("bên chiếu mãi bị thua"));
    // Every xiangqi law and rulebook page links to the chase page of its law.
    for (path, html) in &site.files {
        let xiangqi = ["law-vn-xiangqi", "law-wxf", "rulebook-vn-xiangqi", "rulebook-wxf"]
            .iter()
            .any(|p| path.starts_with(&format!("vi/{p}")) || path.starts_with(&format!("en/{p}")));
        if xiangqi && path.ends_with(".html") {
            assert!(html.contains("href=\"chase-"), "{path} does not link to a chase page");
        }
    }
}

#[test]
fn the_search_knows_the_glossary_synonyms() {
    let site = crate::shipped_site();
    let index = site.files.get("vi/search-index.js").expect("the index");
    let synonyms = index
        .lines()
        .find_map(|l| l.strip_prefix("window.TRONGTAI_SYNONYMS = "))
        .expect("the synonyms");
    let groups: Vec<Vec<String>> = serde_json::from_str(synonyms.trim_end_matches(';')).expect("JSON");
    let group_of = |term: &str| groups.iter().find(|g| g.iter().any(|t| t == term));
    let late = group_of("đến chậm").expect("đến chậm");
    assert!(
        late.iter().any(|t| t == "đến muộn") && late.iter().any(|t| t == "late arrival"),
        "{late:?}"
    );
    let flag = group_of("hết giờ").expect("hết giờ");
    assert!(flag.iter().any(|t| t == "flag fall"), "{flag:?}");
    // The script ignores accents and the separators of keys, and reads the groups.
    let script = site.files.get("site.js").expect("the script");
    assert!(script.contains("normalize('NFD')") && script.contains("TRONGTAI_SYNONYMS"));
}

#[test]
fn long_tables_fold_and_anchors_clear_the_header() {
    let site = crate::shipped_site();
    let page = site
        .files
        .get("vi/rulebook-vn-xiangqi-1999-province-example.html")
        .expect("the regulation page");
    assert!(
        page.contains("<details class=\"long\" open><summary>Bảng ")
            && page.contains("dòng được thay đổi (tô vàng)</summary>"),
        "the long values table is not folded"
    );
    let style = site.files.get("style.css").expect("the style sheet");
    assert!(style.contains("[id] { scroll-margin-top: var(--header, 7em); }"));
    let script = site.files.get("site.js").expect("the script");
    assert!(script.contains("details.long") && script.contains("--header"));
}
