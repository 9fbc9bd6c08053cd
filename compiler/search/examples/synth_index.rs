//! Writes the search segments (bincode-encoded dictionary and posting shards, as in the pack before zstd) of a synthetic site (N pages of generated prose,
//! four sections each) for the runtime engine's node benchmark and prints its size:
//! `cargo run -p docc-search --example synth_index -- 10000 /tmp/synth-index.bin`.
use docc_markdown::{render_str, PlainCtx};
use docc_model::Page;

/// A small deterministic generator (xorshift), so runs are comparable.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// Roughly Zipf-distributed index below n: a few words are very common, most are rare.
    fn zipf(&mut self, n: usize) -> usize {
        let u = (self.next() % 1_000_000) as f64 / 1_000_000.0;
        ((n as f64).powf(u) as usize).saturating_sub(1).min(n - 1)
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let out = args.get(2).cloned().unwrap_or_else(|| "/tmp/synth-index.bin".into());
    let syll = [
        "ro", "lup", "pro", "of", "to", "ken", "set", "tle", "ment", "ver", "i", "fy", "mint", "a", "gent", "no", "de", "lay", "er", "co", "or", "di", "na",
        "tion", "zk", "chain", "bid", "of", "fer", "white", "list",
    ];
    let mut rng = Rng(0x9e3779b97f4a7c15);
    let vocab: Vec<String> = (0..30_000)
        .map(|_| {
            let k = 2 + rng.next() % 3;
            (0..k).map(|_| syll[(rng.next() % syll.len() as u64) as usize]).collect::<String>()
        })
        .collect();
    let sentence = |rng: &mut Rng, words: usize| (0..words).map(|_| vocab[rng.zipf(vocab.len())].as_str()).collect::<Vec<_>>().join(" ");
    let pages: Vec<Page> = (0..n)
        .map(|i| {
            let mut md = format!("{}.\n\n", sentence(&mut rng, 60));
            for s in 0..4 {
                md.push_str(&format!("## {} {s}\n\n{}.\n\n", sentence(&mut rng, 2), sentence(&mut rng, 70)));
            }
            Page {
                route: format!("/Documentation/synthetic/page-{i}"),
                title: format!("{} {i}", sentence(&mut rng, 3)),
                blocks: render_str("synthetic.md", &md, &mut PlainCtx::default()),
                ..Page::default()
            }
        })
        .collect();
    let t = std::time::Instant::now();
    let data = docc_search::build_data(&pages);
    let built = t.elapsed();
    println!("headings {} B, terms {} B, postings {} B", data.headings.len(), data.terms.len(), data.postings.len());
    let terms = data.lens.len();
    let parts = docc_search::split(data);
    let bytes = docc_model::pack::encode(&(&parts.index, &parts.shards));
    std::fs::write(&out, &bytes).expect("write index");
    println!(
        "{n} pages, {terms} terms, {} shards: {} B ({:.0} B/page) in {:?} + {:?} -> {out}",
        parts.shards.len(),
        bytes.len(),
        bytes.len() as f64 / n as f64,
        built,
        t.elapsed() - built
    );
}
