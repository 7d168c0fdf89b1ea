//! Exit codes of the `trongtai` command, in one place.
//!
//! | code | meaning |
//! | --- | --- |
//! | 0 | success |
//! | 1 | a check found problems (a rule file does not validate, a scenario verdict differs) |
//! | 2 | bad command line (clap's own code) |
//! | 3 | bad input: a rule file, FEN, move or number that cannot be read |

/// Everything went well.
pub const SUCCESS: u8 = 0;
/// A check ran and found problems.
pub const CHECK_FAILED: u8 = 1;
/// Bad input: a rule file, FEN, move or number that cannot be read.
pub const FAILURE: u8 = 3;
