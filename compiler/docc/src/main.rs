/// mimalloc instead of glibc's malloc: a compile allocates millions of small blocks on every
/// core (page trees, token runs, postings), and glibc's arenas spent ~15% of a 2,000-page
/// compile in malloc, free and heap consolidation (perf, issue 9).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    std::process::exit(docc::crash::guard(docc::cli::main));
}
