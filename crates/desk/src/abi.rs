//! The WebAssembly exports: one JSON request in, one JSON reply out, through two byte buffers
//! the module owns.
//!
//! The page asks `desk_input(n)` for the address of an input buffer of `n` bytes, writes the
//! UTF-8 request there, calls `desk_call(n)` and reads `desk_call`'s return value many bytes of
//! reply at `desk_output()`. No pointer crosses back into Rust: the buffers are `Vec<u8>`s of
//! this module, read and written by safe code; JavaScript writes and reads them through the
//! module's memory. The functions are `#[no_mangle]` so that they are exported under these
//! names, which the `unsafe_code` lint counts as unsafe (a symbol clash is possible); these
//! three names are prefixed to avoid one, and this module is the crate's only exception.

#![allow(unsafe_code)]

use std::cell::RefCell;

use crate::Desk;

thread_local! {
    static DESK: RefCell<Desk> = RefCell::new(Desk::new());
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Makes the input buffer `len` bytes long (zeroed) and returns its address.
#[no_mangle]
pub extern "C" fn desk_input(len: usize) -> *mut u8 {
    INPUT.with(|input| {
        let mut input = input.borrow_mut();
        input.clear();
        input.resize(len, 0);
        input.as_mut_ptr()
    })
}

/// Answers the request in the first `len` bytes of the input buffer; returns the length of the
/// reply, which `desk_output` points to.
#[no_mangle]
pub extern "C" fn desk_call(len: usize) -> usize {
    let request = INPUT.with(|input| {
        let input = input.borrow();
        let bytes = input.get(..len).unwrap_or(&input[..]);
        String::from_utf8_lossy(bytes).into_owned()
    });
    let reply = DESK.with(|desk| crate::handle(&mut desk.borrow_mut(), &request));
    OUTPUT.with(|output| {
        let mut output = output.borrow_mut();
        output.clear();
        output.extend_from_slice(reply.as_bytes());
        output.len()
    })
}

/// The address of the last reply.
#[no_mangle]
pub extern "C" fn desk_output() -> *const u8 {
    OUTPUT.with(|output| output.borrow().as_ptr())
}
