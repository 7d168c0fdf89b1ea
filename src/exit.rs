//! Exit codes of the `trongtai` command, in one place: one scheme for every command.
//!
//! | code | meaning |
//! | --- | --- |
//! | 0 | success: something was checked (or written) and nothing is wrong |
//! | 1 | a check ran and found problems (a rule file that `rules check` was given does not validate, a scenario verdict differs or cannot run, an illegal move or a result that disagrees in an archive, an uncovered article), or it checked nothing at all (no scenario compared, no game in the archives) |
//! | 2 | bad command line: an unknown option, a value that does not read or is beyond its limit (`--threads`, `--depth`, a `--on` date) |
//! | 3 | bad input: a file that cannot be read (missing, not a regular file, over its size limit), a rule file, scenario, FEN or move that does not read where it is not what is being checked, or an output that cannot be written |
//!
//! Where several apply, the highest wins: an unreadable file (3) over a failed check (1).
//! A reader of standard output that goes away (`| head`) is no failure: exit 0, nothing said.

/// Everything went well, and something was checked.
pub const SUCCESS: u8 = 0;
/// A check ran and found problems, or checked nothing.
pub const CHECK_FAILED: u8 = 1;
/// Bad command line (clap's own code for its errors).
pub const USAGE: u8 = 2;
/// Bad input: a file that cannot be read, a rule file, FEN or move that does not read.
pub const FAILURE: u8 = 3;

/// An error of the command line found after clap read it (a value beyond its limit): exit 2.
#[derive(Debug)]
pub struct Usage(pub String);

impl std::fmt::Display for Usage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Usage {}

/// Reads a date of the command line (`--on`): a real day written YYYY-MM-DD, else a command-line
/// error (exit 2) that names no file.
pub fn date(text: &str) -> Result<String, String> {
    match trongtai_rulebook::local::day_number(text) {
        Some(_) => Ok(text.to_owned()),
        None => Err(trongtai_i18n::say(
            trongtai_i18n::lang(),
            &trongtai_i18n::msg::CliNotADate { text },
        )),
    }
}

/// Reads `--threads`: a number the machine can run (see `trongtai_archive::thread_limit`), else a
/// command-line error (exit 2) naming the limit.
pub fn threads(text: &str) -> Result<u64, String> {
    let n: u64 = text
        .parse()
        .map_err(|_| trongtai_i18n::say(trongtai_i18n::lang(), &trongtai_i18n::msg::CliNotAThreadCount { text }))?;
    trongtai_archive::thread_count(Some(n)).map_err(|e| e.to_string())?;
    Ok(n)
}
