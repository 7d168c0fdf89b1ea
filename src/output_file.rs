//! Writing an output file (`impact --output PATH`) safely, whatever PATH is.
//!
//! - a regular file, or a path that does not exist yet: written atomically, through a new
//!   temporary file beside it (created exclusively under a name no one can guess) renamed over
//!   it, keeping the old file's permissions and owner: the file is whole or unchanged. A
//!   read-only file, or one of another user, is refused and left as it was;
//! - a symbolic link: followed, and its target written as above; the link itself stays;
//! - a device, a FIFO or a socket (`/dev/null`, `/dev/stdout`, a named pipe): written through,
//!   never replaced;
//! - a directory, or a link that leads nowhere: refused.
//!
//! Errors name PATH, never the temporary file.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::Path;

use trongtai_i18n::{io_error, msg, Message};

/// `path` could not be written, and why, in words.
fn cannot_write(path: &Path, e: &std::io::Error) -> anyhow::Error {
    anyhow::Error::new(
        msg::IoCannotWrite {
            path: &path.display().to_string(),
            why: &io_error(e),
        }
        .text(),
    )
}

/// Writes `bytes` to `path` as the module documentation says.
///
/// # Errors
///
/// When `path` is a directory, a dangling link, read-only or another user's, or cannot be
/// written; the message names it.
pub fn write_output(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let target = match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => std::fs::canonicalize(path).map_err(|_| {
            anyhow::Error::new(
                msg::OutputDanglingLink {
                    path: &path.display().to_string(),
                }
                .text(),
            )
        })?,
        _ => path.to_path_buf(),
    };
    match std::fs::metadata(&target) {
        Ok(meta) if meta.is_dir() => Err(anyhow::Error::new(
            msg::OutputDirectory {
                path: &path.display().to_string(),
            }
            .text(),
        )),
        Ok(meta) if !meta.is_file() => {
            // A device, a FIFO or a socket: written through, never replaced.
            let mut f = OpenOptions::new()
                .write(true)
                .open(&target)
                .map_err(|e| cannot_write(path, &e))?;
            f.write_all(bytes)
                .and_then(|()| f.flush())
                .map_err(|e| cannot_write(path, &e))
        }
        Ok(_) => replace(path, &target, bytes),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => replace(path, &target, bytes),
        Err(e) => Err(cannot_write(path, &e)),
    }
}

fn replace(shown: &Path, target: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    trongtai_rulebook::files::replace_file(target, bytes).map_err(|e| {
        anyhow::Error::new(
            msg::OutputCannotReplace {
                path: &shown.display().to_string(),
                why: &e.text(),
            }
            .text(),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("trongtai-output-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch dir");
        dir
    }

    #[test]
    fn output_to_a_regular_file_is_replaced_whole() {
        let dir = scratch("regular");
        let path = dir.join("report.json");
        write_output(&path, b"first").expect("writes");
        write_output(&path, b"second").expect("writes");
        assert_eq!(std::fs::read(&path).expect("reads"), b"second");
        let left: Vec<_> = std::fs::read_dir(&dir).expect("lists").collect();
        assert_eq!(left.len(), 1, "no temporary file left");
    }

    #[cfg(unix)]
    #[test]
    fn output_through_a_symbolic_link_keeps_the_link() {
        let dir = scratch("link");
        let real = dir.join("real.txt");
        std::fs::write(&real, b"old").expect("writes");
        let link = dir.join("link.txt");
        std::os::unix::fs::symlink(&real, &link).expect("links");
        write_output(&link, b"new").expect("writes");
        assert!(std::fs::symlink_metadata(&link).expect("stat").file_type().is_symlink());
        assert_eq!(std::fs::read(&real).expect("reads"), b"new");
        let dangling = dir.join("dangling");
        std::os::unix::fs::symlink(dir.join("nowhere/at/all"), &dangling).expect("links");
        let e = write_output(&dangling, b"x").expect_err("refused");
        assert!(format!("{e:#}").contains("a symbolic link to nothing"), "{e:#}");
    }

    #[cfg(unix)]
    #[test]
    fn output_to_a_device_is_written_through_not_replaced() {
        let null = Path::new("/dev/null");
        let before = std::fs::symlink_metadata(null).expect("stat");
        write_output(null, b"discarded").expect("writes");
        let after = std::fs::symlink_metadata(null).expect("stat");
        use std::os::unix::fs::MetadataExt;
        assert_eq!((before.ino(), before.rdev()), (after.ino(), after.rdev()));
        assert!(!after.is_file());
    }

    #[cfg(unix)]
    #[test]
    fn output_over_a_read_only_file_is_refused_naming_no_temporary_file() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("read-only");
        let path = dir.join("report.json");
        std::fs::write(&path, b"kept").expect("writes");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).expect("chmod");
        let e = format!("{:#}", write_output(&path, b"new").expect_err("refused"));
        assert!(e.contains("read-only") && e.contains("report.json"), "{e}");
        assert!(!e.contains(".tmp"), "the temporary file is not named: {e}");
        assert_eq!(std::fs::read(&path).expect("reads"), b"kept");
        assert_eq!(std::fs::read_dir(&dir).expect("lists").count(), 1);
    }

    #[test]
    fn output_to_a_directory_is_refused() {
        let dir = scratch("dir");
        let e = write_output(&dir, b"x").expect_err("refused");
        assert!(format!("{e:#}").contains("a directory, expected a file"), "{e:#}");
    }
}
