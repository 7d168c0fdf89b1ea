//! Reading a user's file whole, safely: only a regular file (or a link to one), and at most a
//! bounded number of bytes, so that a rule file, a scenario or a law text named by mistake as
//! `/dev/zero`, a FIFO or a file of gigabytes is refused at once with a message, never read
//! until memory runs out or waited on for ever.
//!
//! - A FIFO, a socket, a device or a directory is refused before it is read ([`Kind`]); on Unix
//!   the file is opened without blocking (a FIFO swapped in between the look and the open does
//!   not hang the open), and what was opened is looked at again.
//! - At most [`MAX_TEXT_BYTES`] are read; a longer file is refused naming the limit.
//! - A UTF-8 byte-order mark at the start is part of the text read; [`strip_bom`] removes it
//!   where a parser would choke on it (RON), keeping lines and columns as the user sees them.
//!
//! The messages are those of `i18n/*/files.ftl` ([`FileError::text`], [`WriteError::text`]); the
//! `Display` form says them in the output language, [`FileError::en`] and [`FileError::vi`] in
//! one.

use std::fmt;
use std::fs::File;
use std::io::Read;
use std::path::Path;

use trongtai_i18n::{msg, Lang, Message, Text};

/// The largest text file read whole (4 MiB): a rule file, a scenario, an exclusions list, a law
/// text or a label table. The shipped files are all under 100 KiB; a scenario of 100,000 plies
/// written as moves is about 600 KiB.
pub const MAX_TEXT_BYTES: u64 = 4 << 20;

/// What a path that is not a regular file turned out to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A directory.
    Directory,
    /// A named pipe.
    Fifo,
    /// A socket.
    Socket,
    /// A character device (`/dev/zero`, a terminal).
    CharDevice,
    /// A block device.
    BlockDevice,
    /// Anything else that is not a regular file.
    Other,
}

impl Kind {
    /// The kind of a file (its metadata, links followed); `None` for a regular file.
    pub fn of(meta: &std::fs::Metadata) -> Option<Kind> {
        let t = meta.file_type();
        if t.is_file() {
            return None;
        }
        if t.is_dir() {
            return Some(Kind::Directory);
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if t.is_fifo() {
                return Some(Kind::Fifo);
            }
            if t.is_socket() {
                return Some(Kind::Socket);
            }
            if t.is_char_device() {
                return Some(Kind::CharDevice);
            }
            if t.is_block_device() {
                return Some(Kind::BlockDevice);
            }
        }
        Some(Kind::Other)
    }

    /// What it is, as a message of the catalogues (`a named pipe (FIFO)`).
    pub fn text(self) -> Text {
        let kind = match self {
            Kind::Directory => "directory",
            Kind::Fifo => "fifo",
            Kind::Socket => "socket",
            Kind::CharDevice => "char-device",
            Kind::BlockDevice => "block-device",
            Kind::Other => "other",
        };
        msg::FileKind { kind }.text()
    }

    /// What it is, in English.
    pub fn en(self) -> String {
        self.text().say(Lang::En)
    }

    /// What it is, in Vietnamese.
    pub fn vi(self) -> String {
        self.text().say(Lang::Vi)
    }
}

/// Why a file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileError {
    /// Nothing at that path (or a link to nothing).
    NotFound,
    /// Not allowed to read it.
    PermissionDenied,
    /// Not a regular file.
    NotRegular(Kind),
    /// Longer than the limit, in bytes.
    TooLarge {
        /// The limit.
        limit: u64,
    },
    /// Not UTF-8 text: the 1-based line and column of the first bad byte, and the byte.
    NotUtf8 {
        /// Line of the first bad byte.
        line: usize,
        /// Column (in characters) of the first bad byte.
        column: usize,
        /// The byte.
        byte: u8,
    },
    /// Any other error of the system, said in the catalogue's words (`trongtai_i18n::io_error`).
    Io(Text),
}

impl FileError {
    /// The error of a read the system refused.
    pub(crate) fn from_io(e: &std::io::Error) -> FileError {
        match e.kind() {
            std::io::ErrorKind::NotFound => FileError::NotFound,
            std::io::ErrorKind::PermissionDenied => FileError::PermissionDenied,
            std::io::ErrorKind::IsADirectory => FileError::NotRegular(Kind::Directory),
            _ => FileError::Io(trongtai_i18n::io_error(e)),
        }
    }

    /// The line and column the message is about (`1:1` but for bad UTF-8).
    pub fn position(&self) -> (usize, usize) {
        match self {
            FileError::NotUtf8 { line, column, .. } => (*line, *column),
            _ => (1, 1),
        }
    }

    /// The message, as a message of the catalogues: what is wrong, then what was expected.
    pub fn text(&self) -> Text {
        match self {
            FileError::NotFound => msg::FileNotFound.text(),
            FileError::PermissionDenied => msg::FilePermissionDenied.text(),
            FileError::NotRegular(kind) => msg::FileNotRegular { kind: &kind.text() }.text(),
            FileError::TooLarge { limit } => msg::FileTooLarge {
                limit: *limit,
                mib: limit >> 20,
            }
            .text(),
            FileError::NotUtf8 { byte, .. } => msg::FileNotUtf8 {
                byte: &format!("0x{byte:02x}"),
            }
            .text(),
            FileError::Io(why) => msg::FileCannotRead { why }.text(),
        }
    }

    /// The message with its place: `line 3, column 7: invalid UTF-8 ...` for bad UTF-8, else
    /// as [`FileError::text`].
    pub fn text_placed(&self) -> Text {
        match self {
            FileError::NotUtf8 { line, column, .. } => msg::FileNotUtf8At {
                line: *line as u64,
                column: *column as u64,
                why: &self.text(),
            }
            .text(),
            _ => self.text(),
        }
    }

    /// The message in English.
    pub fn en(&self) -> String {
        self.text().say(Lang::En)
    }

    /// The message in Vietnamese.
    pub fn vi(&self) -> String {
        self.text().say(Lang::Vi)
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for FileError {}

/// Opens `path` for reading if it is a regular file (a link is followed to one): never blocks
/// on a FIFO, never opens a device.
///
/// # Errors
///
/// When there is nothing there, it may not be read, or it is not a regular file.
pub fn open_regular(path: &Path) -> Result<File, FileError> {
    let meta = std::fs::metadata(path).map_err(|e| FileError::from_io(&e))?;
    if let Some(kind) = Kind::of(&meta) {
        return Err(FileError::NotRegular(kind));
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Swapped for a FIFO after the look above, the open must not wait for a writer.
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path).map_err(|e| FileError::from_io(&e))?;
    let meta = file.metadata().map_err(|e| FileError::from_io(&e))?;
    if let Some(kind) = Kind::of(&meta) {
        return Err(FileError::NotRegular(kind));
    }
    Ok(file)
}

/// Reads a regular file whole, at most `limit` bytes.
///
/// # Errors
///
/// As [`open_regular`]; [`FileError::TooLarge`] when it holds more than `limit` bytes.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let file = open_regular(path)?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    if size > limit {
        return Err(FileError::TooLarge { limit });
    }
    let mut bytes = Vec::with_capacity(usize::try_from(size).unwrap_or(0));
    // One byte beyond the limit tells a file that grew while it was read.
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| FileError::from_io(&e))?;
    if bytes.len() as u64 > limit {
        return Err(FileError::TooLarge { limit });
    }
    Ok(bytes)
}

/// Reads a regular file of UTF-8 text whole, at most [`MAX_TEXT_BYTES`].
///
/// # Errors
///
/// As [`read_bytes`]; [`FileError::NotUtf8`] with the place of the first bad byte.
pub fn read_text(path: &Path) -> Result<String, FileError> {
    let bytes = read_bytes(path, MAX_TEXT_BYTES)?;
    String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let good = &bytes[..e.utf8_error().valid_up_to()];
        let line = 1 + good.iter().filter(|&&b| b == b'\n').count();
        let line_start = good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let column = 1 + String::from_utf8_lossy(&good[line_start..]).chars().count();
        let byte = bytes.get(good.len()).copied().unwrap_or(0);
        FileError::NotUtf8 { line, column, byte }
    })
}

/// The UTF-8 byte-order mark some editors put at the start of a text file.
pub const BOM: &str = "\u{feff}";

/// `text` without a leading byte-order mark (which is invisible: lines and columns stay as the
/// user sees them).
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix(BOM).unwrap_or(text)
}

/// Why a file could not be written in place of the old one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WriteError {
    /// The file there is read-only: it is left alone.
    ReadOnly,
    /// The file there belongs to another user (whose id is given), and this process may not
    /// give the new file to them: it is left alone.
    OtherOwner(u32),
    /// Not a regular file.
    NotRegular(Kind),
    /// Any other error of the system, said in the catalogue's words (`trongtai_i18n::io_error`).
    Io(Text),
}

impl WriteError {
    /// The message, as a message of the catalogues.
    pub fn text(&self) -> Text {
        match self {
            WriteError::ReadOnly => msg::FileReadOnly.text(),
            WriteError::OtherOwner(uid) => msg::FileOtherOwner { uid: u64::from(*uid) }.text(),
            WriteError::NotRegular(kind) => msg::FileNotRegularToWrite { kind: &kind.text() }.text(),
            WriteError::Io(why) => msg::FileCannotWrite { why }.text(),
        }
    }

    /// The message in English.
    pub fn en(&self) -> String {
        self.text().say(Lang::En)
    }

    /// The message in Vietnamese.
    pub fn vi(&self) -> String {
        self.text().say(Lang::Vi)
    }
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for WriteError {}

/// A name for a temporary file that no one can guess ahead: the process id, a counter and 64
/// random bits (the standard library's randomly keyed hasher).
fn unguessable_name(name: &std::ffi::OsStr) -> String {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
    h.write_u32(std::process::id());
    format!(".{}.{:016x}.tmp", name.to_string_lossy(), h.finish())
}

/// Writes `bytes` to the regular file `path` so that it is whole or unchanged: a temporary file
/// is created beside it (exclusively, under a name no one can guess, so nothing planted there
/// is opened or followed), written, flushed to disk and renamed over `path`. A file already at
/// `path` keeps its permissions and owner; one that is read-only or belongs to another user (who
/// cannot be given the new file) is left alone and refused. A symbolic link at `path` is
/// replaced, not followed: callers that follow links resolve them first. Errors never name the
/// temporary file (it is removed).
///
/// # Errors
///
/// [`WriteError`], as above; the caller names `path`.
pub fn replace_file(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    use std::io::Write;
    let io = |e: std::io::Error| WriteError::Io(trongtai_i18n::io_error(&e));
    let old = match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => None,
        Ok(meta) => match Kind::of(&meta) {
            Some(kind) => return Err(WriteError::NotRegular(kind)),
            None if meta.permissions().readonly() => return Err(WriteError::ReadOnly),
            None => Some(meta),
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(io(e)),
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path.file_name().ok_or_else(|| WriteError::Io(msg::FileNoName.text()))?;
    let (tmp, mut file) = {
        let mut attempt = 0;
        loop {
            let tmp = dir.join(unguessable_name(name));
            match std::fs::OpenOptions::new().write(true).create_new(true).open(&tmp) {
                Ok(f) => break (tmp, f),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempt < 8 => attempt += 1,
                Err(e) => return Err(io(e)),
            }
        }
    };
    let written = (|| -> Result<(), WriteError> {
        if let Some(old) = &old {
            #[cfg(unix)]
            {
                use std::os::unix::fs::MetadataExt;
                let ours = file.metadata().map_err(io)?;
                // Our own file of another group we are not in keeps working (the group cannot
                // follow); another user's file cannot be given back to them: refused.
                if (ours.uid(), ours.gid()) != (old.uid(), old.gid())
                    && std::os::unix::fs::fchown(&file, Some(old.uid()), Some(old.gid())).is_err()
                    && ours.uid() != old.uid()
                {
                    return Err(WriteError::OtherOwner(old.uid()));
                }
            }
            file.set_permissions(old.permissions()).map_err(io)?;
        }
        file.write_all(bytes).map_err(io)?;
        file.sync_all().map_err(io)?;
        drop(file);
        std::fs::rename(&tmp, path).map_err(io)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("trongtai-files-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        dir
    }

    #[test]
    fn a_regular_file_is_read_and_a_longer_one_refused_naming_the_limit() {
        let dir = scratch("size");
        let path = dir.join("a.ron");
        std::fs::write(&path, "x".repeat(10)).expect("writes");
        assert_eq!(read_bytes(&path, 10).expect("reads").len(), 10);
        let e = read_bytes(&path, 9).expect_err("refused");
        assert_eq!(e, FileError::TooLarge { limit: 9 });
        assert!(e.en().contains("limit of 9 bytes") && e.vi().contains("giới hạn 9 byte"));
    }

    #[cfg(unix)]
    #[test]
    fn devices_fifos_and_links_to_them_are_refused_at_once() {
        let dir = scratch("special");
        let fifo = dir.join("fifo.ron");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            assert_eq!(read_text(&fifo), Err(FileError::NotRegular(Kind::Fifo)));
        }
        assert_eq!(
            read_text(Path::new("/dev/zero")),
            Err(FileError::NotRegular(Kind::CharDevice))
        );
        let link = dir.join("zero.ron");
        std::os::unix::fs::symlink("/dev/zero", &link).expect("links");
        let e = read_text(&link).expect_err("refused");
        assert!(e.en().contains("a character device, expected a regular file"), "{e}");
        assert_eq!(read_text(&dir), Err(FileError::NotRegular(Kind::Directory)));
        assert_eq!(read_text(&dir.join("none")), Err(FileError::NotFound));
    }

    #[test]
    fn bad_utf8_is_placed_and_a_bom_is_stripped_on_request() {
        let dir = scratch("utf8");
        let path = dir.join("a.ron");
        std::fs::write(&path, b"ab\nc\xffd").expect("writes");
        assert_eq!(
            read_text(&path),
            Err(FileError::NotUtf8 {
                line: 2,
                column: 2,
                byte: 0xff
            })
        );
        assert_eq!(strip_bom("\u{feff}Scenario("), "Scenario(");
        assert_eq!(strip_bom("Scenario("), "Scenario(");
    }

    #[cfg(unix)]
    #[test]
    fn replacing_keeps_mode_and_refuses_a_read_only_file() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("replace");
        let path = dir.join("a.ron");
        std::fs::write(&path, "old").expect("writes");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).expect("chmod");
        replace_file(&path, b"new").expect("replaces");
        assert_eq!(std::fs::read(&path).expect("reads"), b"new");
        let mode = std::fs::metadata(&path).expect("stat").permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).expect("chmod");
        assert_eq!(replace_file(&path, b"newer"), Err(WriteError::ReadOnly));
        assert_eq!(std::fs::read(&path).expect("reads"), b"new");
        let left: Vec<_> = std::fs::read_dir(&dir).expect("lists").collect();
        assert_eq!(left.len(), 1, "no temporary file left");
    }
}
