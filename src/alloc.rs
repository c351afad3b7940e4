//! The binary's memory allocator (start-up, issue 14): the first allocations of a run are
//! handed out from a fixed block of the binary's zeroed data, one after the other, and only
//! what does not fit goes to the system's allocator.
//!
//! A one-shot command (`kaiser trick`, `kaiser rank`) makes one to three thousand small
//! allocations (the rule system's texts, the table's cells), about 120 to 230 KB in all, and
//! glibc's `malloc` and `free` cost it about 200 instructions each: a fifth to a third of the
//! whole run. Here an allocation moves a counter, and freeing the block handed out last moves
//! it back (a temporary string freed at once is handed out again); any other block of the
//! arena is not reused. A long command (`play`, `arena`, `solve`) soon fills the arena and
//! then allocates from the system as before, having set aside at most [`Arena`]'s size.
//!
//! Used by `src/main.rs` as the global allocator; the tests of the library use the system's.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The arena's bytes, aligned for any ordinary type.
#[repr(C, align(64))]
struct Bytes<const N: usize>([u8; N]);

/// A bump allocator over `N` bytes, in front of [`System`].
pub struct Arena<const N: usize> {
    bytes: UnsafeCell<Bytes<N>>,
    /// How many bytes from the start are handed out (or skipped for alignment).
    used: AtomicUsize,
}

// SAFETY: the bytes are only reached through blocks handed out once each (the counter is
// moved atomically), so no two threads share a byte without the program passing the block.
unsafe impl<const N: usize> Sync for Arena<N> {}

impl<const N: usize> Arena<N> {
    /// An empty arena (in a `static`, its bytes are the binary's zeroed data: pages the
    /// system maps only when they are first written).
    pub const fn new() -> Self {
        Arena {
            bytes: UnsafeCell::new(Bytes([0; N])),
            used: AtomicUsize::new(0),
        }
    }

    fn base(&self) -> usize {
        self.bytes.get() as usize
    }

    /// Whether `ptr` was handed out by the arena (and not by the system).
    fn owns(&self, ptr: *mut u8) -> bool {
        let p = ptr as usize;
        p >= self.base() && p < self.base() + N
    }

    /// A block for `layout` from the arena, or null when it does not fit.
    fn bump(&self, layout: Layout) -> *mut u8 {
        let base = self.base();
        let mut used = self.used.load(Ordering::Acquire);
        loop {
            // The address aligned (the alignment is a power of two).
            let Some(start) = (base + used)
                .checked_add(layout.align() - 1)
                .map(|a| a & !(layout.align() - 1))
            else {
                return std::ptr::null_mut();
            };
            let Some(end) = start.checked_add(layout.size()) else {
                return std::ptr::null_mut();
            };
            if end > base + N {
                return std::ptr::null_mut();
            }
            match self.used.compare_exchange_weak(
                used,
                end - base,
                Ordering::AcqRel,
                Ordering::Acquire,
            ) {
                Ok(_) => return start as *mut u8,
                Err(now) => used = now,
            }
        }
    }
}

impl<const N: usize> Default for Arena<N> {
    fn default() -> Self {
        Self::new()
    }
}

// SAFETY: every block handed out lies inside the arena's bytes, aligned as asked, and is
// handed out once until it is freed (only the last block's bytes are handed out again, after
// it was freed); everything else is the system allocator's, called with what it handed out.
unsafe impl<const N: usize> GlobalAlloc for Arena<N> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let ptr = self.bump(layout);
        if ptr.is_null() {
            // SAFETY: the caller's layout, as given.
            unsafe { System.alloc(layout) }
        } else {
            ptr
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let ptr = self.bump(layout);
        if ptr.is_null() {
            // SAFETY: as `alloc`; the system's zeroed memory (a large table stays untouched).
            unsafe { System.alloc_zeroed(layout) }
        } else {
            // SAFETY: the block is `layout.size()` bytes of the arena (a freed last block's
            // bytes may be handed out again, so they are zeroed here).
            unsafe { ptr.write_bytes(0, layout.size()) };
            ptr
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if !self.owns(ptr) {
            // SAFETY: the system handed out `ptr` with this layout.
            return unsafe { System.dealloc(ptr, layout) };
        }
        // The block handed out last: its bytes go back (else they stay unused).
        let start = ptr as usize - self.base();
        let _ = self.used.compare_exchange(
            start + layout.size(),
            start,
            Ordering::AcqRel,
            Ordering::Acquire,
        );
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if !self.owns(ptr) {
            // SAFETY: the system handed out `ptr` with this layout.
            return unsafe { System.realloc(ptr, layout, new_size) };
        }
        let start = ptr as usize - self.base();
        // The block handed out last grows or shrinks where it is, if it fits.
        if start + new_size <= N
            && self
                .used
                .compare_exchange(
                    start + layout.size(),
                    start + new_size,
                    Ordering::AcqRel,
                    Ordering::Acquire,
                )
                .is_ok()
        {
            return ptr;
        }
        if new_size <= layout.size() {
            // Smaller: the block stays where it is (its end is not handed out again).
            return ptr;
        }
        // SAFETY: `new_size` with the block's alignment is a valid layout (the caller's
        // promise for `realloc`).
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        // SAFETY: a layout of non-zero size.
        let new = unsafe { self.alloc(new_layout) };
        if !new.is_null() {
            // SAFETY: both blocks are at least `layout.size()` bytes and do not overlap (the
            // new one was handed out while the old one was still in use).
            unsafe {
                std::ptr::copy_nonoverlapping(ptr, new, layout.size());
                self.dealloc(ptr, layout);
            }
        }
        new
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).unwrap()
    }

    #[test]
    fn blocks_are_aligned_disjoint_and_the_last_one_comes_back() {
        let arena = Box::new(Arena::<1024>::new());
        unsafe {
            let a = arena.alloc(layout(3, 1));
            let b = arena.alloc(layout(8, 8));
            assert!(arena.owns(a) && arena.owns(b));
            assert_eq!(b as usize % 8, 0);
            assert!(b as usize >= a as usize + 3);
            b.write_bytes(7, 8);
            // The last block freed: the next one starts where it did.
            arena.dealloc(b, layout(8, 8));
            let c = arena.alloc_zeroed(layout(8, 8));
            assert_eq!(c, b);
            assert_eq!(std::slice::from_raw_parts(c, 8), &[0; 8]);
            // Not the last block: its bytes stay unused.
            arena.dealloc(a, layout(3, 1));
            let d = arena.alloc(layout(1, 1));
            assert!(d as usize >= c as usize + 8);
            let big = arena.alloc(layout(64, 64));
            assert_eq!(big as usize % 64, 0);
            arena.dealloc(big, layout(64, 64));
            arena.dealloc(d, layout(1, 1));
            arena.dealloc(c, layout(8, 8));
        }
    }

    #[test]
    fn what_does_not_fit_goes_to_the_system_and_back() {
        let arena = Box::new(Arena::<256>::new());
        unsafe {
            let a = arena.alloc(layout(200, 8));
            let b = arena.alloc(layout(100, 8));
            assert!(arena.owns(a) && !arena.owns(b));
            b.write_bytes(1, 100);
            let b = arena.realloc(b, layout(100, 8), 1000);
            assert!(!arena.owns(b));
            assert_eq!(*b.add(99), 1);
            arena.dealloc(b, layout(1000, 8));
            let z = arena.alloc_zeroed(layout(4096, 8));
            assert!(!arena.owns(z));
            assert_eq!(std::slice::from_raw_parts(z, 4096), &[0; 4096][..]);
            arena.dealloc(z, layout(4096, 8));
            arena.dealloc(a, layout(200, 8));
        }
    }

    #[test]
    fn realloc_grows_the_last_block_in_place_and_copies_the_others() {
        let arena = Box::new(Arena::<1024>::new());
        unsafe {
            let a = arena.alloc(layout(4, 4));
            a.copy_from_nonoverlapping([1, 2, 3, 4].as_ptr(), 4);
            let a2 = arena.realloc(a, layout(4, 4), 16);
            assert_eq!(a2, a);
            let b = arena.alloc(layout(4, 4));
            // `a` is no longer the last block: it moves, with its bytes.
            let a3 = arena.realloc(a2, layout(16, 4), 32);
            assert_ne!(a3, a2);
            assert_eq!(std::slice::from_raw_parts(a3, 4), &[1, 2, 3, 4]);
            // Shrinking keeps it where it is.
            assert_eq!(arena.realloc(a3, layout(32, 4), 8), a3);
            // Past the arena's end: the system's, with the bytes.
            let far = arena.realloc(a3, layout(8, 4), 4096);
            assert!(!arena.owns(far));
            assert_eq!(std::slice::from_raw_parts(far, 4), &[1, 2, 3, 4]);
            arena.dealloc(far, layout(4096, 4));
            arena.dealloc(b, layout(4, 4));
        }
    }

    #[test]
    fn threads_get_disjoint_blocks() {
        let arena = std::sync::Arc::new(Arena::<{ 64 * 1024 }>::new());
        let blocks: Vec<Vec<usize>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4u8)
                .map(|t| {
                    let arena = &arena;
                    s.spawn(move || {
                        (0..200)
                            .map(|_| unsafe {
                                let p = arena.alloc(layout(16, 8));
                                p.write_bytes(t, 16);
                                p as usize
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let mut all: Vec<usize> = blocks.iter().flatten().copied().collect();
        all.sort_unstable();
        assert!(all.windows(2).all(|w| w[1] >= w[0] + 16));
        for (t, list) in blocks.iter().enumerate() {
            for &p in list {
                let bytes = unsafe { std::slice::from_raw_parts(p as *const u8, 16) };
                assert!(bytes.iter().all(|&b| usize::from(b) == t));
            }
        }
    }
}
