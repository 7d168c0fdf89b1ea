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

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.0.write_all(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
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
