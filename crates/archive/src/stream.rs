//! Working through a stream in parallel, handing the results on in input order.
//!
//! Items are taken in batches: while a rayon pool works on one batch (an indexed parallel map
//! keeps the order), one of its threads reads the next; the calling thread then gives the
//! results to the sink one by one. When the sink fails (its reader went away), the error is
//! returned at once and nothing more is read: nothing waits on a result that will never be
//! printed.

use rayon::prelude::*;

/// Items worked on per batch, per thread.
const BATCH_PER_THREAD: usize = 128;

/// Worker threads allowed per core.
const PER_CORE: usize = 8;

/// A `--threads` value the machine cannot sensibly run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{asked} threads asked, expected at most {limit} ({PER_CORE} per core, {cores} cores here)")]
pub struct ThreadsError {
    /// The number asked for.
    pub asked: u64,
    /// The limit.
    pub limit: usize,
    /// The cores of this machine.
    pub cores: usize,
}

/// The cores of this machine (1 when unknown).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The most worker threads allowed: eight per core, at least 16.
pub fn thread_limit() -> usize {
    (cores() * PER_CORE).max(16)
}

/// The number of worker threads: the one asked for (0 is taken as 1), else the number of cores.
///
/// # Errors
///
/// When more than [`thread_limit`] are asked for.
pub fn thread_count(asked: Option<u64>) -> Result<usize, ThreadsError> {
    let limit = thread_limit();
    match asked {
        None => Ok(cores()),
        Some(n) if n > limit as u64 => Err(ThreadsError {
            asked: n,
            limit,
            cores: cores(),
        }),
        // The value is at most `limit`, a `usize`.
        Some(n) => Ok(usize::try_from(n).unwrap_or(limit).max(1)),
    }
}

/// Works `work` on every item of `items` with `threads` threads, and hands each result to
/// `sink` in input order. Memory is bounded by two batches of items, whatever the input.
///
/// # Errors
///
/// The sink's first error (the items not yet worked on are dropped, the rest of the input is
/// not read), or the error of building the thread pool.
pub fn for_each_ordered<I, T, R, W, S, E>(mut items: I, threads: usize, work: W, mut sink: S) -> Result<(), E>
where
    I: Iterator<Item = T> + Send,
    T: Send,
    R: Send,
    W: Fn(T) -> R + Sync,
    S: FnMut(R) -> Result<(), E>,
    E: From<std::io::Error>,
{
    let threads = threads.max(1);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(std::io::Error::other)?;
    let batch = BATCH_PER_THREAD * threads;
    let mut current: Vec<T> = items.by_ref().take(batch).collect();
    while !current.is_empty() {
        // The next batch is read while this one is worked on; the results keep their order.
        let (next, results) = pool.install(|| {
            rayon::join(
                || items.by_ref().take(batch).collect::<Vec<T>>(),
                || {
                    std::mem::take(&mut current)
                        .into_par_iter()
                        .map(&work)
                        .collect::<Vec<R>>()
                },
            )
        });
        for result in results {
            sink(result)?;
        }
        current = next;
    }
    Ok(())
}
