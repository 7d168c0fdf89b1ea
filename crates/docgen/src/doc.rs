//! A small document model and its two renderings, Markdown and HTML.
//!
//! Pages are built once as [`Page`]s and written twice, so the two forms never drift apart.
//! Links between pages name the page without its extension (`page:law-fide-2001#a-9-2`); each
//! renderer adds its own. Everything is escaped here, nowhere else.

use std::fmt::Write;

use crate::labels::Lang;

/// A piece of running text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Inline {
    /// Plain text.
    Text(String),
    /// Code or a value as written in a rule file.
    Code(String),
    /// Emphasised text.
    Strong(String),
    /// Text in a given language, quoted as written (a rule file's English note on a
    /// Vietnamese page, a Vietnamese title on an English one).
    Foreign(Lang, String),
    /// A link: `page:<name>[#anchor]` to a page of the same language, `root:<path>` to a file of
    /// the site root (`style.css`), `repo:<path>` to a file of the repository.
    Link(String, String),
}

/// A line of inline pieces.
pub type Line = Vec<Inline>;

/// Plain text as a line.
pub fn text(s: impl Into<String>) -> Line {
    vec![Inline::Text(s.into())]
}

/// A table row; `mark` highlights it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The cells.
    pub cells: Vec<Line>,
    /// Whether the row is highlighted.
    pub mark: bool,
}

/// A block of a page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    /// A heading: level (1–4), text, anchor.
    Heading(u8, String, String),
    /// A paragraph.
    Para(Line),
    /// A note set apart (a warning about the source, a hint).
    Note(Line),
    /// Quoted lines of a law text.
    Quote(Vec<String>),
    /// A bulleted list.
    List(Vec<Line>),
    /// A table: header cells and rows.
    Table(Vec<String>, Vec<Row>),
    /// A diagram: the SVG file (relative to the site root), its text, and the caption.
    Figure(String, String, Line),
    /// Preformatted text.
    Pre(String),
}

/// One page of one language.
#[derive(Debug, Clone)]
pub struct Page {
    /// The page name, without extension (`rulebook-fide-2001`).
    pub name: String,
    /// The title.
    pub title: String,
    /// The blocks.
    pub blocks: Vec<Block>,
}

impl Page {
    /// An empty page.
    pub fn new(name: impl Into<String>, title: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            title: title.into(),
            blocks: Vec::new(),
        }
    }

    /// Adds a block.
    pub fn push(&mut self, block: Block) {
        self.blocks.push(block);
    }
}

pub use trongtai_scenario::coverage::anchor;

/// Where a link points, from a page in `docs/<lang>/`, for the given extension.
fn href(target: &str, ext: &str) -> String {
    if let Some(rest) = target.strip_prefix("page:") {
        let (page, frag) = match rest.split_once('#') {
            Some((p, f)) => (p, Some(f)),
            None => (rest, None),
        };
        let mut out = if page.is_empty() {
            String::new()
        } else {
            format!("{page}.{ext}")
        };
        if let Some(f) = frag {
            out.push('#');
            out.push_str(f);
        }
        out
    } else if let Some(rest) = target.strip_prefix("root:") {
        format!("../{rest}")
    } else if let Some(rest) = target.strip_prefix("repo:") {
        format!("../../{rest}")
    } else {
        target.to_owned()
    }
}

// ---------------------------------------------------------------- Markdown

fn md_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '#' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn md_code(s: &str) -> String {
    let s = s.replace('\n', " ").replace('|', "\\|");
    if s.contains('`') {
        format!("`` {s} ``")
    } else {
        format!("`{s}`")
    }
}

fn md_line(line: &Line) -> String {
    let mut out = String::new();
    for piece in line {
        match piece {
            Inline::Text(s) | Inline::Foreign(_, s) => out.push_str(&md_escape(s)),
            Inline::Code(s) => out.push_str(&md_code(s)),
            Inline::Strong(s) => {
                let _ = write!(out, "**{}**", md_escape(s));
            }
            Inline::Link(t, target) => {
                let _ = write!(out, "[{}]({})", md_escape(t), href(target, "md").replace(' ', "%20"));
            }
        }
    }
    out
}

/// The page as Markdown; `other` is the same page's name in the other language's folder.
pub fn markdown(page: &Page, lang: Lang, chrome: &Chrome) -> String {
    let mut out = String::new();
    if chrome.other_language.is_empty() {
        let _ = writeln!(out, "[{}](index.md)\n", md_escape(&chrome.home));
    } else {
        let _ = writeln!(
            out,
            "[{}](index.md) · [{}](../{}/{}.md)\n",
            md_escape(&chrome.home),
            md_escape(&chrome.other_language),
            lang.other().code(),
            page.name
        );
    }
    let _ = writeln!(out, "# {}\n", md_escape(&page.title));
    // The same table of contents as the HTML page's.
    let headings = toc(page);
    if headings.len() >= TOC_FROM {
        let _ = writeln!(out, "<details><summary>{}</summary>\n", html_escape(&chrome.contents));
        for (level, t, a) in headings {
            let indent = if *level >= 3 { "  " } else { "" };
            let _ = writeln!(out, "{indent}- [{}](#{a})", md_escape(t));
        }
        out.push_str("\n</details>\n\n");
    }
    for block in &page.blocks {
        match block {
            Block::Heading(level, t, a) => {
                let hashes = "#".repeat(usize::from((*level).clamp(2, 6)));
                let _ = writeln!(out, "<a id=\"{a}\"></a>\n\n{hashes} {}\n", md_escape(t));
            }
            Block::Para(line) => {
                let _ = writeln!(out, "{}\n", md_line(line));
            }
            Block::Note(line) => {
                let _ = writeln!(out, "> **{}** {}\n", md_escape(&chrome.note), md_line(line));
            }
            Block::Quote(lines) => {
                for l in lines {
                    let _ = writeln!(out, "> {}  ", md_escape(l));
                }
                out.push('\n');
            }
            Block::List(items) => {
                for item in items {
                    let _ = writeln!(out, "- {}", md_line(item));
                }
                out.push('\n');
            }
            Block::Table(head, rows) => {
                let _ = writeln!(
                    out,
                    "| {} |",
                    head.iter().map(|h| md_escape(h)).collect::<Vec<_>>().join(" | ")
                );
                let _ = writeln!(out, "|{}", " --- |".repeat(head.len()));
                for row in rows {
                    let cells: Vec<String> = row
                        .cells
                        .iter()
                        .map(|c| {
                            let s = md_line(c);
                            if row.mark && !s.is_empty() {
                                format!("<mark>{s}</mark>")
                            } else {
                                s
                            }
                        })
                        .collect();
                    let _ = writeln!(out, "| {} |", cells.join(" | "));
                }
                out.push('\n');
            }
            Block::Figure(file, _, caption) => {
                let _ = writeln!(out, "![{}](../{file})\n\n*{}*\n", md_escape(file), md_line(caption));
            }
            Block::Pre(s) => {
                let _ = writeln!(out, "```text\n{s}\n```\n");
            }
        }
    }
    out
}

// ---------------------------------------------------------------- HTML

/// Escapes text for HTML content and attribute values.
pub fn html_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

fn html_line(line: &Line) -> String {
    let mut out = String::new();
    for piece in line {
        match piece {
            Inline::Text(s) => out.push_str(&html_escape(s)),
            Inline::Foreign(lang, s) => {
                let _ = write!(out, "<span lang=\"{}\">{}</span>", lang.code(), html_escape(s));
            }
            Inline::Code(s) => {
                let _ = write!(out, "<code>{}</code>", html_escape(s));
            }
            Inline::Strong(s) => {
                let _ = write!(out, "<strong>{}</strong>", html_escape(s));
            }
            Inline::Link(t, target) => {
                let _ = write!(
                    out,
                    "<a href=\"{}\">{}</a>",
                    html_escape(&href(target, "html")),
                    html_escape(t)
                );
            }
        }
    }
    out
}

/// The words of the page chrome in one language.
#[derive(Debug, Clone)]
pub struct Chrome {
    /// The site's name.
    pub site: String,
    /// "Home".
    pub home: String,
    /// The link to the other language ("Tiếng Việt" on English pages); empty when the site
    /// has one language.
    pub other_language: String,
    /// "Note:".
    pub note: String,
    /// The navigation links: (text, page).
    pub nav: Vec<(String, String)>,
    /// The footer line.
    pub footer: String,
    /// The placeholder of the search box.
    pub search: String,
    /// "Contents", over the table of contents of a long page.
    pub contents: String,
    /// The summary of a long table, folded on a phone: `{rows}` rows.
    pub table_rows: String,
    /// The same when some rows are marked as changed: `{rows}`, `{changed}`.
    pub table_rows_changed: String,
}

/// The page as a standalone HTML document with inline SVG.
pub fn html(page: &Page, lang: Lang, chrome: &Chrome) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{} — {}</title>\n<link rel=\"stylesheet\" href=\"../style.css\">\n</head>\n<body>\n<header><nav>",
        lang.code(),
        html_escape(&page.title),
        html_escape(&chrome.site)
    );
    let _ = write!(
        out,
        "<a class=\"site\" href=\"index.html\">{}</a>",
        html_escape(&chrome.site)
    );
    for (t, p) in &chrome.nav {
        let _ = write!(out, " <a href=\"{p}.html\">{}</a>", html_escape(t));
    }
    if !chrome.other_language.is_empty() {
        let _ = write!(
            out,
            " <a class=\"lang\" lang=\"{0}\" hreflang=\"{0}\" href=\"../{0}/{1}.html\">{2}</a>",
            lang.other().code(),
            page.name,
            html_escape(&chrome.other_language),
        );
    }
    let _ = write!(
        out,
        " <input id=\"q\" type=\"search\" placeholder=\"{}\" aria-label=\"{}\"></nav><ol id=\"hits\"></ol></header>\n<main>\n<h1>{}</h1>\n",
        html_escape(&chrome.search),
        html_escape(&chrome.search),
        html_escape(&page.title)
    );
    // A table of contents on a long page.
    let headings = toc(page);
    if headings.len() >= TOC_FROM {
        let _ = write!(
            out,
            "<details class=\"toc\"><summary>{}</summary>\n<ul>\n",
            html_escape(&chrome.contents)
        );
        for (level, t, a) in headings {
            let _ = writeln!(
                out,
                "<li class=\"l{level}\"><a href=\"#{a}\">{}</a></li>",
                html_escape(t)
            );
        }
        out.push_str("</ul></details>\n");
    }
    for block in &page.blocks {
        match block {
            Block::Heading(level, t, a) => {
                let l = (*level).clamp(2, 6);
                let _ = writeln!(
                    out,
                    "<h{l} id=\"{a}\"><a class=\"anchor\" href=\"#{a}\">§</a> {}</h{l}>",
                    html_escape(t)
                );
            }
            Block::Para(line) => {
                let _ = writeln!(out, "<p>{}</p>", html_line(line));
            }
            Block::Note(line) => {
                let _ = writeln!(
                    out,
                    "<p class=\"note\"><strong>{}</strong> {}</p>",
                    html_escape(&chrome.note),
                    html_line(line)
                );
            }
            Block::Quote(lines) => {
                out.push_str("<blockquote lang=\"vi\">");
                for (i, l) in lines.iter().enumerate() {
                    if i > 0 {
                        out.push_str("<br>\n");
                    }
                    out.push_str(&html_escape(l));
                }
                out.push_str("</blockquote>\n");
            }
            Block::List(items) => {
                out.push_str("<ul>\n");
                for item in items {
                    let _ = writeln!(out, "<li>{}</li>", html_line(item));
                }
                out.push_str("</ul>\n");
            }
            Block::Table(head, rows) => {
                // A table of many columns is laid out as stacked rows on a phone (`table.wide`
                // in the style sheet), each cell under its column's name (`data-label`).
                let wide = head.len() >= WIDE_FROM;
                // A long table is folded under its summary on a phone (`site.js` closes it
                // there; open without a script).
                let long = rows.len() >= LONG_FROM;
                if long {
                    let changed = rows.iter().filter(|r| r.mark).count();
                    let summary = if changed > 0 {
                        &chrome.table_rows_changed
                    } else {
                        &chrome.table_rows
                    };
                    let summary = crate::labels::fill(
                        summary,
                        &[("rows", &rows.len().to_string()), ("changed", &changed.to_string())],
                    );
                    let _ = writeln!(
                        out,
                        "<details class=\"long\" open><summary>{}</summary>",
                        html_escape(&summary)
                    );
                }
                out.push_str(if wide { "<table class=\"wide\">" } else { "<table>" });
                out.push_str("\n<thead><tr>");
                for h in head {
                    let _ = write!(out, "<th>{}</th>", html_escape(h));
                }
                out.push_str("</tr></thead>\n<tbody>\n");
                for row in rows {
                    out.push_str(if row.mark { "<tr class=\"changed\">" } else { "<tr>" });
                    for (i, c) in row.cells.iter().enumerate() {
                        match head.get(i).filter(|_| wide) {
                            Some(h) => {
                                let _ = write!(out, "<td data-label=\"{}\">{}</td>", html_escape(h), html_line(c));
                            }
                            None => {
                                let _ = write!(out, "<td>{}</td>", html_line(c));
                            }
                        }
                    }
                    out.push_str("</tr>\n");
                }
                out.push_str("</tbody>\n</table>\n");
                if long {
                    out.push_str("</details>\n");
                }
            }
            Block::Figure(_, svg, caption) => {
                let _ = writeln!(
                    out,
                    "<figure>\n{svg}\n<figcaption>{}</figcaption>\n</figure>",
                    html_line(caption)
                );
            }
            Block::Pre(s) => {
                let _ = writeln!(out, "<pre>{}</pre>", html_escape(s));
            }
        }
    }
    let _ = write!(
        out,
        "</main>\n<footer>{}</footer>\n<script src=\"search-index.js\"></script>\n<script src=\"../site.js\"></script>\n</body>\n</html>\n",
        html_escape(&chrome.footer)
    );
    out
}

/// The headings a table of contents lists (levels 2 and 3), with their anchors.
fn toc(page: &Page) -> Vec<(&u8, &String, &String)> {
    page.blocks
        .iter()
        .filter_map(|b| match b {
            Block::Heading(level, t, a) if *level <= 3 => Some((level, t, a)),
            _ => None,
        })
        .collect()
}

/// Tables with at least this many columns are stacked on a phone's screen.
const WIDE_FROM: usize = 4;

/// A table of this many rows or more is folded on a phone.
const LONG_FROM: usize = 20;

/// Pages with at least this many headings get a table of contents.
const TOC_FROM: usize = 12;

/// The script of every page: the search over the page language's index (`search-index.js`,
/// loaded before it), accents ignored.
pub const SCRIPT: &str = r#"(function () {
  // An anchor lands below the sticky header whatever its height (the style sheet's 7em when
  // the script does not run).
  var header = document.querySelector('header');
  function clearHeader() {
    if (!header) return;
    var sticky = window.getComputedStyle(header).position === 'sticky';
    document.documentElement.style.setProperty('--header', sticky ? (header.offsetHeight + 8) + 'px' : '0.5em');
  }
  clearHeader();
  window.addEventListener('resize', clearHeader);
  // Long tables are folded on a phone.
  if (window.matchMedia && window.matchMedia('(max-width: 36em)').matches) {
    Array.prototype.forEach.call(document.querySelectorAll('details.long'), function (d) { d.open = false; });
  }
})();
(function () {
  var q = document.getElementById('q'), hits = document.getElementById('hits');
  var index = window.TRONGTAI_INDEX;
  if (!q || !hits || !index) return;
  // Accents, đ, case and the separators of rule-file keys (clock.flag_fall) are ignored.
  function fold(s) {
    return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase()
      .replace(/[._]/g, ' ');
  }
  var folded = index.map(function (e) { return fold(e[0]); });
  var groups = (window.TRONGTAI_SYNONYMS || []).map(function (g) { return g.map(fold); });
  // The query and its readings with a term of a synonym group replaced by the others.
  function readings(text) {
    var out = [text];
    groups.forEach(function (g) {
      out.slice().forEach(function (r) {
        g.forEach(function (t) {
          if ((' ' + r + ' ').indexOf(' ' + t + ' ') < 0) return;
          g.forEach(function (u) {
            var v = (' ' + r + ' ').split(' ' + t + ' ').join(' ' + u + ' ').trim();
            if (out.length < 64 && out.indexOf(v) < 0) out.push(v);
          });
        });
      });
    });
    return out.map(function (r) { return r.split(/\s+/).filter(function (w) { return w.length > 0; }); });
  }
  q.addEventListener('input', function () {
    var text = fold(q.value).split(/\s+/).filter(function (w) { return w.length > 0; }).join(' ');
    hits.innerHTML = '';
    if (text.replace(/ /g, '').length < 2) return;
    var ways = readings(text);
    var shown = 0;
    for (var i = 0; i < index.length && shown < 40; i++) {
      var found = ways.some(function (words) {
        return words.every(function (w) { return folded[i].indexOf(w) >= 0; });
      });
      if (!found) continue;
      var li = document.createElement('li'), a = document.createElement('a');
      a.href = index[i][1];
      a.textContent = index[i][0];
      li.appendChild(a);
      hits.appendChild(li);
      shown++;
    }
  });
})();
"#;

/// The search index of one language's pages: every heading and every table row's first two
/// cells, with where they are.
pub fn search_index(pages: &[Page], synonyms: &crate::labels::SearchSynonyms) -> String {
    fn plain(line: &Line) -> String {
        line.iter()
            .map(|p| match p {
                Inline::Text(s) | Inline::Code(s) | Inline::Strong(s) | Inline::Foreign(_, s) => s.as_str(),
                Inline::Link(t, _) => t.as_str(),
            })
            .collect()
    }
    let mut entries: Vec<(String, String)> = Vec::new();
    for page in pages {
        let mut anchor = String::new();
        for block in &page.blocks {
            match block {
                Block::Heading(_, t, a) => {
                    anchor = a.clone();
                    entries.push((format!("{} › {t}", page.title), format!("{}.html#{a}", page.name)));
                }
                Block::Table(_, rows) => {
                    for row in rows {
                        let cells: Vec<String> =
                            row.cells.iter().take(2).map(plain).filter(|c| !c.is_empty()).collect();
                        if cells.len() == 2 && page.name.starts_with("rulebook-") {
                            entries.push((
                                format!("{} › {} = {}", page.title, cells[0], cells[1]),
                                format!("{}.html#{anchor}", page.name),
                            ));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let json: Vec<serde_json::Value> = entries.into_iter().map(|(t, u)| serde_json::json!([t, u])).collect();
    let groups: Vec<&Vec<String>> = synonyms.groups.iter().map(|g| &g.terms).collect();
    format!(
        "window.TRONGTAI_INDEX = {};\nwindow.TRONGTAI_SYNONYMS = {};\n",
        serde_json::to_string(&json).unwrap_or_else(|_| "[]".into()),
        serde_json::to_string(&groups).unwrap_or_else(|_| "[]".into())
    )
}

/// The style sheet of the site.
pub const STYLE: &str = "\
body { font-family: system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #fff; line-height: 1.45; }
header { background: #22313f; padding: .5em 1em; position: sticky; top: 0; z-index: 2; }
header nav { display: flex; flex-wrap: wrap; gap: .3em 1em; align-items: center; }
header a { color: #e8eef3; text-decoration: none; }
header a.site { font-weight: bold; }
header a.lang { margin-left: auto; }
header input { flex: 1 1 12em; min-width: 0; max-width: 24em; padding: .2em .4em; }
#hits { background: #fff; margin: .3em 0 0; padding: .3em 1.5em; max-height: 60vh; overflow-y: auto; }
#hits:empty { display: none; }
main { max-width: 70em; margin: 0 auto; padding: 1em; overflow-wrap: break-word; }
details.toc { border: 1px solid #cfd6dc; padding: .3em .8em; margin: .5em 0 1em; }
details.toc li.l3 { margin-left: 1.2em; }
footer { color: #666; font-size: .85em; padding: 1em; text-align: center; }
h2, h3, h4 { margin-top: 1.6em; }
[id] { scroll-margin-top: var(--header, 7em); }
details.long > summary { cursor: pointer; color: #22313f; margin: .6em 0; }
a.anchor { color: #bbb; text-decoration: none; font-size: .8em; }
table { border-collapse: collapse; margin: .8em 0; font-size: .92em; display: block; overflow-x: auto; max-width: 100%; }
th, td { border: 1px solid #cfd6dc; padding: .25em .5em; vertical-align: top; text-align: left; }
th { background: #eef2f5; }
tr.changed td, mark { background: #fff1a8; }
code { background: #f3f4f6; padding: 0 .2em; border-radius: 3px; font-size: .95em; overflow-wrap: anywhere; }
td a { overflow-wrap: anywhere; }
blockquote { border-left: 4px solid #b9c6d2; margin: .6em 0; padding: .3em .8em; background: #f7f9fb; }
p.note { border-left: 4px solid #e0a800; background: #fff8e1; padding: .4em .8em; }
figure { display: inline-block; margin: .6em 1.2em .6em 0; vertical-align: top; max-width: min(30em, 100%); }
figure svg { max-width: 100%; height: auto; }
figcaption { font-size: .88em; color: #333; }
pre { background: #f3f4f6; padding: .6em; overflow-x: auto; }
@media (max-width: 36em) {
  header { position: static; }
  [id] { scroll-margin-top: .5em; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; }
  table.wide, table.wide tbody, table.wide tr, table.wide td { display: block; }
  table.wide { overflow-x: visible; }
  table.wide thead { display: none; }
  table.wide tr { border: 1px solid #cfd6dc; margin: .6em 0; }
  table.wide td { border: 0; border-top: 1px solid #eef2f5; }
  table.wide td:first-child { border-top: 0; background: #eef2f5; }
  table.wide td:empty { display: none; }
  table.wide td::before { content: attr(data-label); display: block; font-size: .8em; color: #555; }
}
";
