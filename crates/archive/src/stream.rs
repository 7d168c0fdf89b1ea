//! Working through a stream in parallel, handing the results on in input order.
//!
//! One reader thread takes the items from the input in small chunks and numbers them; the
//! workers take chunks as they come and send back their results; the calling thread puts the
//! results back in input order and gives them to the sink one by one. Every thread blocks when
//! it has nothing to do (no thread spins waiting), so the reader's work (decompressing and
//! splitting games) overlaps the workers' and the printing instead of alternating with them.
//!
//! Memory is bounded by a window of chunks: the reader starts a chunk only when fewer than
//! [`WINDOW_PER_THREAD`] × threads chunks are read and not yet handed to the sink, however
//! slow one item is. When the sink fails (its reader went away), the error is returned as soon
//! as the reader has finished the item it is on: nothing more is read, and nothing waits on a
//! result that will never be printed.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, sync_channel, Receiver, SyncSender};
use std::sync::Mutex;

/// Items per chunk: enough that passing chunks between threads costs nothing next to
/// judging a game, few enough that two workers share a small archive.
const CHUNK: usize = 16;

/// Chunks read and not yet handed to the sink, per worker thread.
const WINDOW_PER_THREAD: usize = 8;

/// Worker threads allowed per core.
const PER_CORE: usize = 8;

/// A `--threads` value the machine cannot sensibly run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.text())]
pub struct ThreadsError {
    /// The number asked for.
    pub asked: u64,
    /// The limit.
    pub limit: usize,
    /// The cores of this machine.
    pub cores: usize,
}

impl ThreadsError {
    /// What is wrong, as a message of the catalogues.
    pub fn text(&self) -> trongtai_i18n::Text {
        trongtai_i18n::Message::text(&trongtai_i18n::msg::ThreadsTooMany {
            asked: &self.asked.to_string(),
            limit: self.limit as u64,
            per_core: PER_CORE as u64,
            cores: self.cores as u64,
        })
    }
}

/// The cores of this machine (1 when unknown).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The most worker threads ever allowed, whatever the number of cores.
pub const MAX_THREADS: usize = 1024;

/// The most worker threads allowed: eight per core, at least 16, at most [`MAX_THREADS`].
pub fn thread_limit() -> usize {
    cores().saturating_mul(PER_CORE).clamp(16, MAX_THREADS)
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

/// Works `work` on every item of `items` with `threads` worker threads, and hands each result
/// to `sink` in input order. With one thread everything is done on the calling thread, one
/// item after another. Memory is bounded by [`WINDOW_PER_THREAD`] × `threads` chunks of
/// [`CHUNK`] items, whatever the input.
///
/// # Errors
///
/// The sink's first error: the items not yet worked on are dropped and the rest of the input
/// is not read.
///
/// # Panics
///
/// Only when `work` itself panics (the panic is passed on when the threads are joined).
pub fn for_each_ordered<I, T, R, W, S, E>(items: I, threads: usize, work: W, mut sink: S) -> Result<(), E>
where
    I: Iterator<Item = T> + Send,
    T: Send,
    R: Send,
    W: Fn(T) -> R + Sync,
    S: FnMut(R) -> Result<(), E>,
{
    let threads = threads.max(1);
    if threads == 1 {
        for item in items {
            sink(work(item))?;
        }
        return Ok(());
    }
    let window = WINDOW_PER_THREAD * threads;
    // Chunks to work on, numbered; at most `window` of them exist at once (see `permits`).
    let (chunk_tx, chunk_rx) = sync_channel::<(u64, Vec<T>)>(window);
    let chunk_rx = Mutex::new(chunk_rx);
    // Results, numbered like their chunk. Unbounded, but never more than `window` chunks.
    let (result_tx, result_rx) = channel::<(u64, Vec<R>)>();
    // One permit per chunk the reader may start; the sink gives one back per chunk handed on.
    let (permit_tx, permit_rx) = sync_channel::<()>(window);
    for _ in 0..window {
        // The channel holds `window` permits and its receiver is alive here: this cannot fail.
        let _ = permit_tx.send(());
    }
    // Set when the sink has returned: the reader then starts no other chunk.
    let stopped = AtomicBool::new(false);
    let (work, chunk_rx, stopped) = (&work, &chunk_rx, &stopped);
    // The closure owns `result_rx` and `permit_tx`, so they are dropped when it returns, before
    // the scope waits for its threads: the workers' sends and the reader's wait for a permit
    // then fail, and every thread ends.
    std::thread::scope(move |scope| {
        scope.spawn(move || read(items, &permit_rx, &chunk_tx, stopped));
        for _ in 0..threads {
            let result_tx = result_tx.clone();
            scope.spawn(move || loop {
                // The lock is held only while one chunk is taken. A poisoned lock means another
                // worker panicked; that panic is passed on when the scope ends.
                let next = match chunk_rx.lock() {
                    Ok(rx) => rx.recv(),
                    Err(_) => return,
                };
                let Ok((number, chunk)) = next else { return };
                let results: Vec<R> = chunk.into_iter().map(work).collect();
                if result_tx.send((number, results)).is_err() {
                    return;
                }
            });
        }
        drop(result_tx);
        let handed = hand_on(&result_rx, &permit_tx, &mut sink);
        stopped.store(true, Ordering::SeqCst);
        handed
    })
}

/// The reader: chunks of `items`, each started with a permit, until the input or the permits
/// end.
///
/// Never blocks on `chunks`: it holds as many places as there are permits.
fn read<I: Iterator<Item = T>, T>(
    mut items: I,
    permits: &Receiver<()>,
    chunks: &SyncSender<(u64, Vec<T>)>,
    stopped: &AtomicBool,
) {
    for number in 0u64.. {
        if permits.recv().is_err() || stopped.load(Ordering::SeqCst) {
            return;
        }
        let chunk: Vec<T> = items.by_ref().take(CHUNK).collect();
        if chunk.is_empty() || chunks.send((number, chunk)).is_err() {
            return;
        }
    }
}

/// The calling thread's part: results put back in chunk order and handed to `sink`, a permit
/// given back for each chunk done.
fn hand_on<R, S, E>(results: &Receiver<(u64, Vec<R>)>, permits: &SyncSender<()>, sink: &mut S) -> Result<(), E>
where
    S: FnMut(R) -> Result<(), E>,
{
    let mut waiting: BTreeMap<u64, Vec<R>> = BTreeMap::new();
    let mut next = 0u64;
    for (number, chunk) in results {
        waiting.insert(number, chunk);
        while let Some(chunk) = waiting.remove(&next) {
            for result in chunk {
                sink(result)?;
            }
            next += 1;
            // Fails only when the reader has ended, which needs no more permits.
            let _ = permits.send(());
        }
    }
    Ok(())
}
