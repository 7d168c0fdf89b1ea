//! Standard output for the commands: buffered, and a reader that goes away ends the command
//! quietly.
//!
//! Rust ignores SIGPIPE, so a write to a closed pipe returns an error of kind `BrokenPipe`
//! (where `println!` would panic). Commands write through [`Output`] with `writeln!` and `?`;
//! [`main`](crate) turns an error caused by a broken pipe into exit code 0 with nothing on
//! stderr ([`is_broken_pipe`]): the reader asked for no more, which is not a failure.

use std::io::{BufWriter, StdoutLock, Write};

/// Buffered standard output.
pub struct Output(BufWriter<StdoutLock<'static>>);

impl Output {
    /// Standard output, locked and buffered.
    pub fn stdout() -> Self {
        Output(BufWriter::with_capacity(1 << 16, std::io::stdout().lock()))
    }
}

/// An error of standard output, saying so in the output language (`standard output: the disk
/// is full`); its kind is kept, so that a broken pipe is still told apart.
fn named(e: std::io::Error) -> std::io::Error {
    let why = trongtai_i18n::io_error(&e);
    let said = trongtai_i18n::say(trongtai_i18n::lang(), &trongtai_i18n::msg::OutputStdout { why: &why });
    std::io::Error::new(e.kind(), said)
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.write(buf).map_err(named)
    }

    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.0.write_all(buf).map_err(named)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush().map_err(named)
    }
}

/// Why printing stopped.
#[derive(Debug)]
pub enum Stop {
    /// The reader went away (a broken pipe).
    Closed,
    /// Anything else.
    Failed(anyhow::Error),
}

impl From<std::io::Error> for Stop {
    fn from(e: std::io::Error) -> Self {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            Stop::Closed
        } else {
            Stop::Failed(e.into())
        }
    }
}

/// Whether an error comes from writing to a closed pipe.
pub fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// Writes a line to standard error; an error writing it (stderr closed or full) is ignored:
/// there is nowhere left to say it, and it must not become a panic as `eprintln!` would.
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr().lock(), $($arg)*);
    }};
}

/// The longest line of an error message printed (8 KiB): an input echoed in full (a token of
/// 200 MB, a title of a megabyte) is cut there, saying how much was left out.
pub const MAX_ERROR_LINE: usize = 8 << 10;

/// `text` made safe to print on a terminal: control characters (an ESC that would clear the
/// screen, a carriage return that would overwrite the line) written as `\u{1b}`, line breaks
/// and tabs kept, and each line cut at [`MAX_ERROR_LINE`] bytes.
pub fn clean(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(1 << 16));
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let mut written = 0;
        for (at, c) in line.char_indices() {
            if written >= MAX_ERROR_LINE {
                out.push_str(&trongtai_i18n::say(
                    trongtai_i18n::lang(),
                    &trongtai_i18n::msg::OutputLineCut {
                        bytes: (line.len() - at) as u64,
                    },
                ));
                break;
            }
            if c.is_control() && c != '\t' {
                let escaped = c.escape_unicode().to_string();
                written += escaped.len();
                out.push_str(&escaped);
            } else {
                written += c.len_utf8();
                out.push(c);
            }
        }
    }
    out
}

/// Warns (on standard error) of archives named twice: their games would be counted twice.
pub fn warn_named_twice(files: &[std::path::PathBuf]) {
    for (earlier, later) in trongtai_archive::named_twice(files) {
        crate::say!(
            "{}",
            clean(&trongtai_i18n::say(
                trongtai_i18n::lang(),
                &trongtai_i18n::msg::WarnNamedTwice {
                    later: &files[later].display().to_string(),
                    earlier: &files[earlier].display().to_string(),
                }
            ))
        );
    }
}

/// Writes `bytes` to standard output whole and flushes it; then success.
pub fn print_all(bytes: &[u8]) -> anyhow::Result<u8> {
    let mut out = Output::stdout();
    out.write_all(bytes)?;
    out.flush()?;
    Ok(crate::exit::SUCCESS)
}
