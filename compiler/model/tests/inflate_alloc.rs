//! A pack whose segment table declares a raw length the segment's zstd frame does not hold
//! (1 GiB for a few bytes) is refused as damaged, and reading it allocates about what the
//! frame holds, not what the table says (a 390 KB file made `docc inspect` allocate 1 GiB).
use docc_model::pack::{encode, read_pack, write_pack, PackInput};
use docc_model::Manifest;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting the largest single allocation.
struct Largest;
static LARGEST: AtomicUsize = AtomicUsize::new(0);
unsafe impl GlobalAlloc for Largest {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LARGEST.fetch_max(layout.size(), Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        LARGEST.fetch_max(layout.size(), Ordering::Relaxed);
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LARGEST.fetch_max(new_size, Ordering::Relaxed);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}
#[global_allocator]
static GLOBAL: Largest = Largest;

#[test]
fn a_declared_raw_length_the_frame_does_not_hold_is_refused_without_allocating_it() {
    let chunks = vec![encode(&7u32)];
    let mut pack = write_pack(&PackInput::of_chunks(&Manifest::default(), &chunks), 3);
    // Segment 3's raw length (entry at 20 + 3 * 20, field 2) becomes 1 GiB; the table's checksum is made right again.
    let count = u32::from_le_bytes(pack[16..20].try_into().unwrap()) as usize;
    pack[20 + 3 * 20 + 8..20 + 3 * 20 + 12].copy_from_slice(&(1u32 << 30).to_le_bytes());
    let crc = crc32fast::hash(&pack[16..20 + 20 * count]);
    pack[12..16].copy_from_slice(&crc.to_le_bytes());
    let view = read_pack(&pack).expect("the table reads");
    LARGEST.store(0, Ordering::Relaxed);
    let err = view.inflate(3).unwrap_err();
    assert!(err.contains("damaged"), "{err}");
    let largest = LARGEST.load(Ordering::Relaxed);
    assert!(largest < 16 << 20, "largest allocation while inflating: {largest} bytes");
}
