//! `cargo xtask docs --check-browser`: every page of `docs/` opened in headless Chromium.
//!
//! 1. Links, by parsing the HTML: every `href` and `src` that is not an external URL must name an
//!    existing file (inside `docs/` or, for sources, in the repository), and a `#fragment` must
//!    be an `id` of the target page.
//! 2. Loading: every page, framed at a phone's width (below), must give back a document with its
//!    `<main>` and as many `<svg>` elements as the page has diagrams (the SVG parsed as SVG).
//! 3. Rendering: a screenshot of a diagram page must not be blank: it is compared with a
//!    screenshot of an empty page of the same size (a rendered board compresses far worse).
//! 4. Phone layout: every page is loaded in a 390-px frame (headless Chromium clamps windows to
//!    500 px, so a wrapper page frames it) and measured there: the document no wider than the
//!    frame, no element whose right edge lies beyond it, and no element that cuts off its
//!    content (a scroll box wider inside than outside: on a phone it shows no scroll bar).
//!    Screenshots of the main pages at 1280 px and in a 390-px frame are kept in
//!    `target/docs-screenshots/` for a person to see.
//!
//! Chromium is Debian's `chromium` (`apt-get install -y chromium`), run with a throw-away
//! profile under the system temporary directory.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

fn html_files(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            html_files(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "html") {
            out.push(path);
        }
    }
    Ok(())
}

/// The values of an attribute (`href="…"`) in an HTML text, unescaped.
fn attribute_values(html: &str, attr: &str) -> Vec<String> {
    let needle = format!(" {attr}=\"");
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find(&needle) {
        rest = &rest[at + needle.len()..];
        if let Some(end) = rest.find('"') {
            out.push(rest[..end].replace("&amp;", "&").replace("&quot;", "\""));
            rest = &rest[end..];
        }
    }
    out
}

fn ids(html: &str) -> BTreeSet<String> {
    attribute_values(html, "id").into_iter().collect()
}

/// Checks every local link of every page; returns the problems.
fn check_links(pages: &[PathBuf]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut id_cache: BTreeMap<PathBuf, BTreeSet<String>> = BTreeMap::new();
    for page in pages {
        let Ok(html) = std::fs::read_to_string(page) else {
            problems.push(format!("{}: cannot read", page.display()));
            continue;
        };
        let base = page.parent().unwrap_or(Path::new("."));
        let mut links = attribute_values(&html, "href");
        links.extend(attribute_values(&html, "src"));
        for link in links {
            if link.contains("://") || link.starts_with("mailto:") {
                continue;
            }
            let (file, frag) = match link.split_once('#') {
                Some((f, g)) => (f, Some(g)),
                None => (link.as_str(), None),
            };
            let target = if file.is_empty() { page.clone() } else { base.join(file) };
            let Ok(target) = target.canonicalize() else {
                problems.push(format!("{}: link `{link}` names no file", page.display()));
                continue;
            };
            if let Some(frag) = frag {
                let known = id_cache
                    .entry(target.clone())
                    .or_insert_with(|| std::fs::read_to_string(&target).map(|t| ids(&t)).unwrap_or_default());
                if !known.contains(frag) {
                    problems.push(format!("{}: link `{link}`: no id `{frag}` there", page.display()));
                }
            }
        }
    }
    problems
}

/// The figures of a page that hold no image (`<svg>` or `<img>`): a caption drawn where its
/// diagram should be.
fn figures_without_image(html: &str) -> usize {
    html.split("<figure")
        .skip(1)
        .filter(|rest| {
            let figure = rest.split("</figure>").next().unwrap_or("");
            !figure.contains("<svg") && !figure.contains("<img")
        })
        .count()
}

/// Checks every figure of every page; returns the problems.
fn check_figures(pages: &[PathBuf]) -> Vec<String> {
    let mut problems = Vec::new();
    for page in pages {
        let Ok(html) = std::fs::read_to_string(page) else {
            continue;
        };
        let bare = figures_without_image(&html);
        if bare > 0 {
            problems.push(format!(
                "{}: {bare} figures without their image, expected an <svg> or <img> in each <figure>",
                page.display()
            ));
        }
    }
    problems
}

/// What the search of a page must find: (language folder, query, a text one hit must hold).
/// The queries are typed without the accents, or name a synonym of the indexed words
/// (`rules/docs/search-synonyms.ron`): "den cham" finds the rule files' `late_arrival`, "hết
/// giờ" their `flag_fall`.
const SEARCHES: [(&str, &str, &str); 4] = [
    ("vi", "den cham", "late_arrival"),
    ("vi", "đến muộn", "late_arrival"),
    ("vi", "hết giờ", "flag_fall"),
    ("en", "flag fall", "flag_fall"),
];

/// Types each query of [`SEARCHES`] into the search box of the language's home page in
/// Chromium and checks the hits; returns the problems.
fn check_search(chromium: &Path, profile: &Path, docs: &Path) -> anyhow::Result<Vec<String>> {
    let mut problems = Vec::new();
    for (lang, query, want) in SEARCHES {
        let page = docs.join(lang).join("index.html");
        let wrapper = profile.with_extension("search.html");
        let quoted = |s: &str| serde_json::to_string(s).unwrap_or_default();
        std::fs::write(
            &wrapper,
            format!(
                r#"<!DOCTYPE html><html><body>
<iframe id="f" src="{}" width="900" height="600" onload="run()"></iframe>
<script>
function run() {{
  var out = document.body;
  try {{
    var d = document.getElementById('f').contentDocument;
    var q = d.getElementById('q');
    q.value = {};
    q.dispatchEvent(new Event('input'));
    var hits = Array.prototype.map.call(d.querySelectorAll('#hits a'), function (a) {{ return a.textContent; }});
    var found = hits.some(function (h) {{ return h.indexOf({}) >= 0; }});
    out.setAttribute('data-search', (found ? 'found' : 'missing') + ' ' + hits.length);
  }} catch (x) {{
    out.setAttribute('data-search', 'error ' + String(x));
  }}
}}
</script>
</body></html>
"#,
                url(&page)?,
                quoted(query),
                quoted(want)
            ),
        )?;
        let out = headless(chromium, profile)
            .arg("--allow-file-access-from-files")
            .arg("--window-size=1000,700")
            .arg("--dump-dom")
            .arg(url(&wrapper)?)
            .output()?;
        let dom = String::from_utf8_lossy(&out.stdout);
        let said = dom
            .split("data-search=\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
            .unwrap_or("no answer");
        if !said.starts_with("found") {
            problems.push(format!(
                "{}: searching `{query}` gave no hit with `{want}` ({said}), expected the search to ignore accents and know the synonyms",
                page.display()
            ));
        }
    }
    Ok(problems)
}

/// Opens a law page at an article's anchor in a 1280-px frame and checks that the article's
/// heading lies below the sticky header, not under it; returns the problem, if any.
fn check_anchor(chromium: &Path, profile: &Path, docs: &Path) -> anyhow::Result<Option<String>> {
    let page = docs.join("vi").join("law-fide-2001.html");
    let anchor = "a-9-2";
    let wrapper = profile.with_extension("anchor.html");
    std::fs::write(
        &wrapper,
        format!(
            r#"<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="{}#{anchor}" width="1280" height="800" style="border:0" onload="setTimeout(measure, 200)"></iframe>
<script>
function measure() {{
  var out = document.body;
  try {{
    var d = document.getElementById('f').contentDocument;
    var top = d.getElementById('{anchor}').getBoundingClientRect().top;
    var bottom = d.querySelector('header').getBoundingClientRect().bottom;
    out.setAttribute('data-anchor', (top >= bottom - 1 ? 'clear ' : 'hidden ') + Math.round(top) + ' ' + Math.round(bottom));
  }} catch (x) {{
    out.setAttribute('data-anchor', 'error ' + String(x));
  }}
}}
</script>
</body></html>
"#,
            url(&page)?
        ),
    )?;
    let out = headless(chromium, profile)
        .arg("--allow-file-access-from-files")
        .arg("--window-size=1400,900")
        .arg("--virtual-time-budget=3000")
        .arg("--dump-dom")
        .arg(url(&wrapper)?)
        .output()?;
    let dom = String::from_utf8_lossy(&out.stdout);
    let said = dom
        .split("data-anchor=\"")
        .nth(1)
        .and_then(|r| r.split('"').next())
        .unwrap_or("no answer");
    Ok((!said.starts_with("clear")).then(|| {
        format!(
            "{}#{anchor}: the heading is under the sticky header ({said}: heading top, header bottom in px), expected it below",
            page.display()
        )
    }))
}

fn chromium() -> anyhow::Result<PathBuf> {
    for name in ["chromium", "chromium-browser"] {
        for dir in std::env::var("PATH").unwrap_or_default().split(':') {
            let p = Path::new(dir).join(name);
            if p.is_file() {
                return Ok(p);
            }
        }
    }
    anyhow::bail!("chromium not found on PATH, expected Debian's chromium (apt-get install -y chromium)")
}

fn headless(chromium: &Path, profile: &Path) -> Command {
    let mut cmd = Command::new(chromium);
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-extensions",
        "--disable-background-networking",
        "--hide-scrollbars",
    ])
    .arg(format!("--user-data-dir={}", profile.display()));
    cmd
}

fn url(path: &Path) -> anyhow::Result<String> {
    Ok(format!("file://{}", path.canonicalize()?.display()))
}

/// Loads one page at the phone's width and checks what Chromium built; returns a problem, if
/// any.
///
/// Headless Chromium will not make a window narrower than 500 px, so the page is loaded in a
/// frame of [`PHONE`] px inside a wrapper page, whose script (file pages may read each other
/// with `--allow-file-access-from-files`) measures the framed page once it has loaded:
/// * the document's width against the frame's (a reader would scroll sideways);
/// * any element whose right edge lies beyond the frame;
/// * any element that clips its content (`overflow-x` other than `visible` with a
///   `scrollWidth` wider than its box): a table in a scroll box shows no scroll bar on a phone,
///   so its right-hand columns are simply cut off;
/// * the diagrams Chromium drew (`<svg>` elements) against those in the file.
fn check_dom(chromium: &Path, profile: &Path, page: &Path) -> anyhow::Result<Option<String>> {
    let source = std::fs::read_to_string(page)?;
    let wrapper = profile.with_extension("check.html");
    std::fs::write(&wrapper, phone_wrapper(&url(page)?))?;
    let out = headless(chromium, profile)
        .arg("--allow-file-access-from-files")
        .arg("--window-size=600,900")
        .arg("--dump-dom")
        .arg(url(&wrapper)?)
        .output()?;
    let dom = String::from_utf8_lossy(&out.stdout);
    let attr = |name: &str| {
        dom.split(&format!("{name}=\""))
            .nth(1)
            .and_then(|r| r.split('"').next())
            .map(|v| {
                v.replace("&gt;", ">")
                    .replace("&lt;", "<")
                    .replace("&amp;", "&")
                    .replace("&quot;", "\"")
            })
    };
    let number = |name: &str| attr(name).and_then(|w| w.parse::<u32>().ok());
    if !out.status.success() || attr("data-main").as_deref() != Some("1") {
        return Ok(Some(format!(
            "{}: did not load (exit {:?}{}): {}",
            page.display(),
            out.status.code(),
            attr("data-error").map(|e| format!(", {e}")).unwrap_or_default(),
            String::from_utf8_lossy(&out.stderr).lines().last().unwrap_or("")
        )));
    }
    match (number("data-scroll-width"), number("data-client-width")) {
        (Some(width), Some(screen)) if width > screen => {
            return Ok(Some(format!(
                "{}: {width} px wide on a {screen}-px screen, expected no horizontal overflow",
                page.display()
            )));
        }
        (Some(_), Some(_)) => {}
        _ => return Ok(Some(format!("{}: the measuring script did not run", page.display()))),
    }
    if let Some(problems) = attr("data-problems").filter(|p| !p.is_empty()) {
        return Ok(Some(format!(
            "{}: at {PHONE} px, {problems}; expected every element within the screen and none cut off",
            page.display()
        )));
    }
    let want = source.matches("<svg ").count();
    let got = number("data-svgs").unwrap_or(0) as usize;
    if want != got {
        return Ok(Some(format!(
            "{}: {want} diagrams in the page, {got} in Chromium's DOM",
            page.display()
        )));
    }
    Ok(None)
}

/// The page that frames `page_url` at the phone's width and records what it measures on its
/// own `<body>` (see [`check_dom`]).
fn phone_wrapper(page_url: &str) -> String {
    format!(
        r#"<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="{page_url}" width="{PHONE}" height="900" style="border:0" onload="measure()"></iframe>
<script>
function measure() {{
  var out = document.body;
  try {{
    var d = document.getElementById('f').contentDocument;
    var win = d.defaultView;
    var w = d.documentElement.clientWidth;
    out.setAttribute('data-main', d.querySelector('main') ? '1' : '0');
    out.setAttribute('data-svgs', String(d.querySelectorAll('svg').length));
    out.setAttribute('data-scroll-width', String(d.documentElement.scrollWidth));
    out.setAttribute('data-client-width', String(w));
    function name(e) {{
      var t = e.tagName.toLowerCase();
      if (e.id) t += '#' + e.id;
      var h = e.previousElementSibling;
      while (h && !/^H[1-4]$/.test(h.tagName)) h = h.previousElementSibling;
      return t + (h ? ' (after "' + h.textContent.replace(/^\W+/, '').slice(0, 40) + '")' : '');
    }}
    function clipped(e) {{
      for (var p = e.parentElement; p && p !== d.body; p = p.parentElement) {{
        if (win.getComputedStyle(p).overflowX !== 'visible') return true;
      }}
      return false;
    }}
    var bad = [];
    var all = d.body.querySelectorAll('*');
    for (var i = 0; i < all.length && bad.length < 3; i++) {{
      var e = all[i];
      if (e.closest('svg') && e.tagName.toLowerCase() !== 'svg') continue;
      var r = e.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      var s = win.getComputedStyle(e);
      if (s.overflowX !== 'visible' && e.scrollWidth > e.clientWidth + 1) {{
        bad.push(name(e) + ' cuts off ' + (e.scrollWidth - e.clientWidth) + ' px of its ' + e.scrollWidth + ' px content');
      }} else if (r.right > w + 1 && !clipped(e)) {{
        bad.push(name(e) + ' ends at ' + Math.round(r.right) + ' px');
      }}
    }}
    out.setAttribute('data-problems', bad.join('; '));
  }} catch (x) {{
    out.setAttribute('data-error', String(x));
  }}
}}
</script>
</body></html>
"#
    )
}

/// The width of a phone screen the pages must fit.
const PHONE: u32 = 390;

fn screenshot(chromium: &Path, profile: &Path, page: &Path, png: &Path) -> anyhow::Result<u64> {
    screenshot_at(chromium, profile, page, png, 1280, 1600)
}

fn screenshot_at(chromium: &Path, profile: &Path, page: &Path, png: &Path, w: u32, h: u32) -> anyhow::Result<u64> {
    let status = headless(chromium, profile)
        .arg(format!("--window-size={w},{h}"))
        .arg(format!("--screenshot={}", png.display()))
        .arg(url(page)?)
        .output()?;
    if !status.status.success() {
        anyhow::bail!("{}: screenshot failed", page.display());
    }
    Ok(std::fs::metadata(png)?.len())
}

/// Runs the three checks on `docs` and prints what was checked and how long it took.
pub fn check(docs: &Path) -> anyhow::Result<()> {
    let started = Instant::now();
    let mut pages = Vec::new();
    html_files(docs, &mut pages)?;
    let mut problems = check_links(&pages);
    problems.extend(check_figures(&pages));
    let links_done = started.elapsed();
    let chromium = chromium()?;
    let tmp = std::env::temp_dir().join(format!("trongtai-docs-check-{}", std::process::id()));
    std::fs::create_dir_all(&tmp)?;
    problems.extend(check_search(&chromium, &tmp.join("profile-search"), docs)?);
    problems.extend(check_anchor(&chromium, &tmp.join("profile-search"), docs)?);
    // Two workers: the machine this is built on has two cores.
    let chunks: Vec<Vec<PathBuf>> = (0..2)
        .map(|w| pages.iter().skip(w).step_by(2).cloned().collect())
        .collect();
    let results: Vec<anyhow::Result<Vec<String>>> = std::thread::scope(|s| {
        let handles: Vec<_> = chunks
            .iter()
            .enumerate()
            .map(|(w, chunk)| {
                let profile = tmp.join(format!("profile-{w}"));
                let chromium = &chromium;
                s.spawn(move || -> anyhow::Result<Vec<String>> {
                    let mut found = Vec::new();
                    for page in chunk {
                        if let Some(p) = check_dom(chromium, &profile, page)? {
                            found.push(p);
                        }
                    }
                    Ok(found)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(anyhow::anyhow!("a checking thread panicked")))
            })
            .collect()
    });
    for r in results {
        problems.extend(r?);
    }
    let dom_done = started.elapsed();
    // Rendering: the diagram pages against an empty page.
    let profile = tmp.join("profile-shots");
    let blank_page = tmp.join("blank.html");
    std::fs::write(&blank_page, "<!DOCTYPE html><html><body></body></html>")?;
    let blank = screenshot(&chromium, &profile, &blank_page, &tmp.join("blank.png"))?;
    let mut shots = Vec::new();
    for page in pages.iter().filter(|p| {
        p.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("game-"))
    }) {
        let lang = page
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str())
            .unwrap_or("x");
        let name = page.file_stem().and_then(|n| n.to_str()).unwrap_or("page");
        let png = tmp.join(format!("{lang}-{name}.png"));
        let size = screenshot(&chromium, &profile, page, &png)?;
        if size < 3 * blank {
            problems.push(format!(
                "{}: the screenshot looks blank ({size} bytes, an empty page gives {blank})",
                page.display()
            ));
        }
        shots.push(format!("{} ({size} bytes)", png.display()));
    }
    // The same pages and a long law page at the phone's width, kept for a person to look at.
    let keep = Path::new("target/docs-screenshots");
    std::fs::create_dir_all(keep)?;
    for page in pages.iter().filter(|p| {
        p.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
            n.starts_with("game-")
                || n.starts_with("law-vn-xiangqi")
                || n == "index.html"
                || n.starts_with("rulebook-vn-xiangqi-1999-province")
                || n.starts_with("chase-vn-xiangqi-1999")
        })
    }) {
        let lang = page
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str())
            .unwrap_or("x");
        let name = page.file_stem().and_then(|n| n.to_str()).unwrap_or("page");
        let png = keep.join(format!("{lang}-{name}-1280.png"));
        screenshot_at(&chromium, &profile, page, &png, 1280, 1600)?;
        // Headless Chromium will not make a window narrower than 500 px: the phone's width is
        // a frame of 390 px in a wider page.
        let frame = tmp.join(format!("phone-{lang}-{name}.html"));
        std::fs::write(
            &frame,
            format!(
                "<!DOCTYPE html><html><body style=\"margin:0\"><iframe src=\"{}\" width=\"{PHONE}\" height=\"1580\" style=\"border:0\"></iframe></body></html>",
                url(page)?
            ),
        )?;
        let png = keep.join(format!("{lang}-{name}-{PHONE}.png"));
        screenshot_at(&chromium, &profile, &frame, &png, 520, 1600)?;
    }
    println!("screenshots at 1280 and {PHONE} px kept in {}", keep.display());
    let total = started.elapsed();
    println!(
        "browser check: {} pages; links {:.2} s, Chromium DOM {:.1} s, screenshots {:.1} s, total {:.1} s",
        pages.len(),
        links_done.as_secs_f64(),
        (dom_done - links_done).as_secs_f64(),
        (total - dom_done).as_secs_f64(),
        total.as_secs_f64()
    );
    println!("screenshots (blank page {blank} bytes): {}", shots.join(", "));
    let _ = std::fs::remove_dir_all(tmp.join("profile-0"));
    let _ = std::fs::remove_dir_all(tmp.join("profile-1"));
    let _ = std::fs::remove_dir_all(&profile);
    let _ = std::fs::remove_dir_all(tmp.join("profile-search"));
    if problems.is_empty() {
        println!("every page loads, every local link resolves, every figure has its diagram, every diagram renders, the search finds what it should");
        Ok(())
    } else {
        for p in &problems {
            eprintln!("{p}");
        }
        anyhow::bail!("{} problems in docs/", problems.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broken_links_and_fragments_are_found() {
        let dir = std::env::temp_dir().join(format!("trongtai-links-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("en")).expect("temp dir");
        let a = dir.join("en/a.html");
        let b = dir.join("en/b.html");
        std::fs::write(&a, "<a href=\"b.html#here\">ok</a> <a href=\"b.html#gone\">x</a> <a href=\"c.html\">y</a> <a href=\"#top\">z</a> <a href=\"https://example.invalid/\">w</a> <h1 id=\"top\">t</h1>").expect("write");
        std::fs::write(&b, "<h2 id=\"here\">h</h2>").expect("write");
        let problems = check_links(&[a, b]);
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[0].contains("no id `gone`"), "{problems:?}");
        assert!(problems[1].contains("`c.html` names no file"), "{problems:?}");
    }

    #[test]
    fn a_figure_without_its_image_is_found() {
        let page = "<figure>\n<svg viewBox=\"0 0 1 1\"></svg>\n<figcaption>a</figcaption>\n</figure>\n<figure>\ncannon-chases c8\n<figcaption>b</figcaption>\n</figure>\n<figure><img src=\"x.svg\"></figure>";
        assert_eq!(figures_without_image(page), 1);
        let dir = std::env::temp_dir().join(format!("trongtai-figures-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let file = dir.join("a.html");
        std::fs::write(&file, page).expect("write");
        let problems = check_figures(std::slice::from_ref(&file));
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].contains("1 figures without their image"), "{problems:?}");
    }
}
