//! Writing an output file (`impact --output PATH`) safely, whatever PATH is.
//!
//! - a regular file, or a path that does not exist yet: written atomically, through a temporary
//!   file created beside it (never an existing one) and renamed over it, keeping the old file's
//!   permissions: the file is whole or unchanged;
//! - a symbolic link: followed, and its target written as above; the link itself stays;
//! - a device, a FIFO or a socket (`/dev/null`, `/dev/stdout`, a named pipe): written through,
//!   never replaced;
//! - a directory, or a link that leads nowhere: refused.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};

/// Writes `bytes` to `path` as the module documentation says.
///
/// # Errors
///
/// When `path` is a directory or a dangling link, or cannot be written; the message names it.
pub fn write_output(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let target = match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => std::fs::canonicalize(path).with_context(|| {
            format!(
                "{}: a symbolic link to nothing, expected a link to a file to write",
                path.display()
            )
        })?,
        _ => path.to_path_buf(),
    };
    match std::fs::metadata(&target) {
        Ok(meta) if meta.is_dir() => bail!("{}: a directory, expected a file to write", path.display()),
        Ok(meta) if !meta.is_file() => {
            // A device, a FIFO or a socket: written through, never replaced.
            let mut f = OpenOptions::new()
                .write(true)
                .open(&target)
                .with_context(|| format!("{}", path.display()))?;
            f.write_all(bytes)
                .and_then(|()| f.flush())
                .with_context(|| format!("{}", path.display()))
        }
        Ok(meta) => replace_atomically(&target, bytes, Some(meta.permissions())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => replace_atomically(&target, bytes, None),
        Err(e) => Err(e).with_context(|| format!("{}", path.display())),
    }
}

/// Writes a regular file so that it is either whole or not there: a new temporary file beside
/// it, flushed to disk, then renamed over it.
fn replace_atomically(path: &Path, bytes: &[u8], permissions: Option<std::fs::Permissions>) -> anyhow::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .with_context(|| format!("{}: expected a file name", path.display()))?;
    let mut attempt = 0u32;
    let (tmp, mut file) = loop {
        let tmp = dir.join(format!(
            ".{}.{}.{attempt}.tmp",
            name.to_string_lossy(),
            std::process::id()
        ));
        // `create_new`: never opens (or follows) something already there.
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(f) => break (tmp, f),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempt < 16 => attempt += 1,
            Err(e) => return Err(e).with_context(|| format!("{}", tmp.display())),
        }
    };
    let written = (|| -> std::io::Result<()> {
        file.write_all(bytes)?;
        if let Some(p) = permissions {
            file.set_permissions(p)?;
        }
        file.sync_all()?;
        drop::<File>(file);
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(e).with_context(|| format!("{}", path.display()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn output_to_a_directory_is_refused() {
        let dir = scratch("dir");
        let e = write_output(&dir, b"x").expect_err("refused");
        assert!(format!("{e:#}").contains("a directory, expected a file"), "{e:#}");
    }
}
