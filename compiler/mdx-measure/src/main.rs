//! `just measure-mdx`: reads the reference lines (`tests/realsites/mdx-outline.mjs`), parses
//! each file with the hand layer and with markdown-rs, and prints per repository how often
//! each agrees with MDX 3 on accepting the file, how many of MDX 3's flow elements each finds
//! (same name, same depth, same order), and what each costs (median of three passes).

use docc_mdx_measure::{compared, hand, markdown_rs, matched, Reference};
use std::collections::BTreeMap;
use std::time::Instant;

#[derive(Default)]
struct Tally {
    docusaurus: Option<u32>,
    files: usize,
    refused: usize,
    hand_agrees: usize,
    mrs_agrees: usize,
    elements: usize,
    hand_matched: usize,
    hand_extra: usize,
    mrs_matched: usize,
    mrs_extra: usize,
    hand_ns: Vec<u128>,
    mrs_ns: Vec<u128>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(reference), root) = (args.first(), args.get(1).map_or("/work/realsites", String::as_str)) else {
        eprintln!("usage: docc-mdx-measure REFERENCE.jsonl [REPOSITORIES_DIR]");
        std::process::exit(2);
    };
    let lines = std::fs::read_to_string(reference).unwrap_or_else(|e| {
        eprintln!("{reference}: {e}");
        std::process::exit(2)
    });
    let refs: Vec<Reference> = lines.lines().filter(|l| !l.trim().is_empty()).map(|l| serde_json::from_str(l).expect("a reference line")).collect();
    let texts: Vec<String> = refs.iter().map(|r| std::fs::read_to_string(format!("{root}/{}", r.file)).unwrap_or_default()).collect();
    let mut by_repo: BTreeMap<&str, Tally> = BTreeMap::new();
    let mut worst: Vec<(usize, &str, &str)> = Vec::new();
    // Files the hand layer and MDX 3 judge differently: (file, the hand layer's first word on it).
    let mut disputed: Vec<(&str, String)> = Vec::new();
    for pass in 0..3 {
        let mut hand_ns: BTreeMap<&str, u128> = BTreeMap::new();
        let mut mrs_ns: BTreeMap<&str, u128> = BTreeMap::new();
        for (r, text) in refs.iter().zip(&texts) {
            let t = Instant::now();
            let (h, problems) = hand(&r.file, text);
            *hand_ns.entry(&r.repo).or_default() += t.elapsed().as_nanos();
            let t = Instant::now();
            let m = markdown_rs(text, true);
            *mrs_ns.entry(&r.repo).or_default() += t.elapsed().as_nanos();
            if pass > 0 {
                continue;
            }
            let tally = by_repo.entry(&r.repo).or_default();
            tally.docusaurus = r.docusaurus;
            tally.files += 1;
            tally.refused += usize::from(!r.ok);
            tally.hand_agrees += usize::from(r.ok == problems.is_empty());
            if r.ok != problems.is_empty() {
                disputed.push((&r.file, problems.first().cloned().unwrap_or_else(|| "accepted".into())));
            }
            tally.mrs_agrees += usize::from(r.ok == m.is_ok());
            if r.ok {
                let want = compared(&r.flow);
                let (h, m) = (compared(&h), compared(&m.unwrap_or_default()));
                let (hm, mm) = (matched(&want, &h), matched(&want, &m));
                tally.elements += want.len();
                tally.hand_matched += hm;
                tally.hand_extra += h.len() - hm;
                tally.mrs_matched += mm;
                tally.mrs_extra += m.len() - mm;
                let missed = want.len() - hm + h.len() - hm;
                if missed > 0 {
                    worst.push((missed, &r.file, "hand"));
                }
                let missed = want.len() - mm + m.len() - mm;
                if missed > 0 {
                    worst.push((missed, &r.file, "markdown-rs"));
                }
            }
        }
        for (repo, ns) in hand_ns {
            by_repo.get_mut(repo).expect("tallied").hand_ns.push(ns);
        }
        for (repo, ns) in mrs_ns {
            by_repo.get_mut(repo).expect("tallied").mrs_ns.push(ns);
        }
    }
    report(&by_repo, &mut worst);
    println!("\nFiles MDX 3 refuses and the hand layer reads without a word, or the other way round:");
    for (file, first) in &disputed {
        println!("- {file}: {first}");
    }
    // `MDX_MEASURE_SHOW=part/of/a/path`: the three outlines of the files it names, to see why.
    if let Ok(show) = std::env::var("MDX_MEASURE_SHOW") {
        for (r, text) in refs.iter().zip(&texts).filter(|(r, _)| r.file.contains(&show)) {
            let (h, problems) = hand(&r.file, text);
            let fmt = |f: &[docc_mdx_measure::Flow]| f.iter().map(|e| format!("{}{}@{}", "  ".repeat(e.depth), e.name, e.line)).collect::<Vec<_>>().join(" ");
            println!(
                "\n{}\n  MDX 3 ({}): {}\n  hand: {} {problems:?}",
                r.file,
                if r.ok { "ok" } else { "refused" },
                fmt(&compared(&r.flow)),
                fmt(&compared(&h))
            );
            match markdown_rs(text, true) {
                Ok(m) => println!("  markdown-rs: {}", fmt(&compared(&m))),
                Err(e) => println!("  markdown-rs refuses: {e}"),
            }
        }
    }
}

fn median(v: &[u128]) -> f64 {
    let mut v = v.to_vec();
    v.sort_unstable();
    v.get(v.len() / 2).copied().unwrap_or(0) as f64 / 1e6
}

fn pct(a: usize, b: usize) -> String {
    if b == 0 {
        "–".into()
    } else {
        format!("{:.1}%", 100.0 * a as f64 / b as f64)
    }
}

/// One line of the table: a repository's tally (or all of them), times in ms.
fn row(label: &str, docusaurus: &str, t: &Tally, hand_ms: f64, mrs_ms: f64) {
    println!(
        "| {label} | {docusaurus} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {hand_ms:.1} | {mrs_ms:.1} |",
        t.files,
        t.refused,
        pct(t.hand_agrees, t.files),
        pct(t.mrs_agrees, t.files),
        t.elements,
        pct(t.hand_matched, t.elements),
        pct(t.mrs_matched, t.elements),
        t.hand_extra,
        t.mrs_extra
    );
}

fn report(by_repo: &BTreeMap<&str, Tally>, worst: &mut [(usize, &str, &str)]) {
    println!("| repository | Docusaurus | .mdx files | MDX 3 refuses | accept/refuse agrees: hand | markdown-rs | flow elements (MDX 3) | found: hand | markdown-rs | extra: hand | markdown-rs | ms: hand | markdown-rs |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    let mut all = Tally::default();
    let (mut hand_ms, mut mrs_ms) = (0.0, 0.0);
    for (repo, t) in by_repo {
        let (h, m) = (median(&t.hand_ns), median(&t.mrs_ns));
        hand_ms += h;
        mrs_ms += m;
        row(repo, &t.docusaurus.map_or("?".into(), |v| v.to_string()), t, h, m);
        all.files += t.files;
        all.refused += t.refused;
        all.hand_agrees += t.hand_agrees;
        all.mrs_agrees += t.mrs_agrees;
        all.elements += t.elements;
        all.hand_matched += t.hand_matched;
        all.mrs_matched += t.mrs_matched;
        all.hand_extra += t.hand_extra;
        all.mrs_extra += t.mrs_extra;
    }
    row("**all**", "", &all, hand_ms, mrs_ms);
    worst.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
    println!("\nFiles where a parser's outline differs most from MDX 3's (elements missed + extra):");
    for (n, file, who) in worst.iter().take(15) {
        println!("- {who}: {file} ({n})");
    }
}
