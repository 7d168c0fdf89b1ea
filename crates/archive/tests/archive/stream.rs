//! Working through a stream: results in input order, a bounded read-ahead, and an end to
//! reading as soon as the sink fails.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use trongtai_archive::for_each_ordered;

/// Items read so far, counted as the iterator hands them out.
struct Counted<'a> {
    next: usize,
    end: usize,
    read: &'a AtomicUsize,
}

impl Iterator for Counted<'_> {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        (self.next < self.end).then(|| {
            self.read.fetch_add(1, Ordering::SeqCst);
            self.next += 1;
            self.next - 1
        })
    }
}

#[test]
fn results_come_in_input_order_whatever_the_threads() {
    for threads in [1, 2, 3, 8] {
        let read = AtomicUsize::new(0);
        let items = Counted {
            next: 0,
            end: 5_000,
            read: &read,
        };
        let mut seen = Vec::new();
        // Uneven work: an item's time depends on its number, so workers finish out of order.
        let work = |n: usize| {
            if n.is_multiple_of(97) {
                std::thread::sleep(Duration::from_millis(1));
            }
            n * 2
        };
        let run: Result<(), std::io::Error> = for_each_ordered(items, threads, work, |r| {
            seen.push(r);
            Ok(())
        });
        run.expect("the sink never fails");
        let expected: Vec<usize> = (0..5_000).map(|n| n * 2).collect();
        assert_eq!(seen, expected, "{threads} threads");
        assert_eq!(read.load(Ordering::SeqCst), 5_000);
    }
}

#[test]
fn a_slow_item_does_not_let_the_reader_run_ahead_without_bound() {
    let read = AtomicUsize::new(0);
    let items = Counted {
        next: 0,
        end: 1_000_000,
        read: &read,
    };
    let mut most_ahead = 0;
    let mut handed = 0;
    // Item 0 takes long: the others pile up behind it, and the reader must wait.
    let work = |n: usize| {
        if n == 0 {
            std::thread::sleep(Duration::from_millis(300));
        }
        n
    };
    let run: Result<(), &str> = for_each_ordered(items, 2, work, |_| {
        handed += 1;
        most_ahead = most_ahead.max(read.load(Ordering::SeqCst) - handed);
        if handed == 10_000 {
            return Err("enough");
        }
        Ok(())
    });
    assert_eq!(run, Err("enough"));
    // The window is a few hundred items for two threads, nowhere near the million on offer.
    assert!(
        most_ahead < 2_000,
        "the reader ran {most_ahead} items ahead of the sink"
    );
    let stopped = read.load(Ordering::SeqCst);
    assert!(stopped < 12_000, "{stopped} items read after the sink failed at 10,000");
}

#[test]
fn a_failing_sink_stops_the_reading_at_once() {
    for threads in [1, 2] {
        let read = AtomicUsize::new(0);
        let items = Counted {
            next: 0,
            end: usize::MAX,
            read: &read,
        };
        let mut handed = 0;
        let run: Result<(), String> = for_each_ordered(
            items,
            threads,
            |n| n,
            |_| {
                handed += 1;
                if handed == 3 {
                    Err("closed pipe".to_owned())
                } else {
                    Ok(())
                }
            },
        );
        assert_eq!(run, Err("closed pipe".to_owned()));
        assert!(read.load(Ordering::SeqCst) < 1_000, "{threads} threads");
    }
}
