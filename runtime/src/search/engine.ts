// The embedded search engine: answers a query from the compiled index (model/search.rs)
// in well under a frame, on every keystroke.
//
// * Lookup: terms are sorted, so the exact term and every term the last (still being typed)
//   word is a prefix of are found by binary search. A word also matches its plural or
//   singular (-s, -es) almost as well as itself. Words of 4+ letters that match nothing that
//   way match terms with the same first letter within edit distance 1 (2 from 9 letters; a
//   swap of two neighbours counts as one edit).
// * Matching: every query word must match (AND), except optional words (question forms like
//   `do`, `should`, and a stop word still being typed: tokenize.ts `optionalWord`), which only
//   add score while other words are required. A page's title counts for all its sections,
//   but a section is only a hit if it matches a required word itself (or is the page).
// * Ranking: title > heading > body, exact > plural > prefix > typo; a query that is a
//   page's whole title (or name) first; each page's score is multiplied by the weight the
//   compiler gave it (guides and operations before schemas and re-exported declarations).
//   Results are grouped by page (pages ordered by their best hit), at most PER_PAGE hits per page.
// The dictionary (page and unit columns, where the term blocks start) is decoded when search
// opens; the sorted terms with their list lengths live in blocks (pack segments of <= 2,048
// terms, grouped by their first two letters) that a query decodes only when one of its words
// falls in them (its own block, its completions', and for a typo its first letter's), and
// posting lists in shards (pack segments of ~64 KB, never across two blocks) that a query
// decodes only when it walks one of their terms, both through the `Parts` the caller
// provides (see model/search.rs); `prepare` names the blocks, then the shards, a query
// needs, so a hosted site fetches only those. The units' headings and ids live in blocks of
// whole pages, read for the pages of the hits shown (`search` says when some are to come).
// Lists are walked in place in their shard's bytes (Elias-Fano units, a flag bit per posting,
// a byte per code that is not 0); per-query state lives in typed arrays allocated once, so a
// query allocates almost nothing. The index holds no page text: a hit's snippet is cut from its page (see units.ts)
// through the `PageTexts` the caller provides; pages' routes and titles are the manifest's.
import { SEARCH_KINDS, type SearchHeadings, type SearchIndex, type SearchShard, type SearchTerms } from '../pack/schema';
import { camelParts, lower, optionalWord, queryWords } from './tokenize';

export interface Hit {
  doc: number;
  page: number;
  /** Route with the section anchor, e.g. '/Documentation/glossary#proof'. */
  route: string;
  pageTitle: string;
  /** Section heading; '' for the page itself. */
  heading: string;
  kind: string;
  score: number;
}

export interface Segment { text: string; mark: boolean }

/** Recognises the words of a text that a query matched (for snippets and highlighting). */
export interface Matcher { terms: Set<string>; prefix: string }

export interface Results {
  hits: Hit[]; total: number; matcher: Matcher;
  /** The arrival of heading blocks some hits need (those hits are left out). */
  wait?: Promise<void>;
}

/**
 * The unit texts of page `p` (index order), or null when its chunk is not decoded yet and
 * `load` is false; '' texts when the page cannot be read.
 */
export type PageTexts = (page: number, load: boolean) => string[] | null;

/**
 * Part `i` of a kind: 0 posting shard, 1 term block, 2 heading block (each decoded on first
 * use; the engine keeps them).
 */
export type Parts = (kind: number, i: number) => SearchShard | SearchTerms | SearchHeadings;

/** Null when these parts of a kind (see `Parts`) can be read now, else the promise of their arrival. */
export type FetchParts = (kind: number, list: number[]) => Promise<void> | null;

/** What the engine reads of the manifest's route entries: a page's route and title. */
export interface RouteTitle { path: string; title: string }

const FIELD_WEIGHT = [100, 10, 1];
/** A posting's code → field and occurrence count (model/search.rs `SearchShard::codes`). */
const CODE_FIELD = [2, 2, 2, 2, 1, 1, 0, 0];
const CODE_COUNT = [1, 2, 3, 4, 1, 2, 1, 2];
const EXACT = 1, PLURAL = 0.95, TYPO1 = 0.45, TYPO2 = 0.25;
/** Typo tolerance starts at this word length ("tokn" finds token). */
const TYPO_MIN = 4;
/** Bonus for a page whose whole title (or name) is the query: above any word-match score. */
const EXACT_TITLE = 150;
/** Extra score per repeated occurrence (up to 8), well below the gap between two fields. */
const TF_BONUS = 0.5;
const PER_PAGE = 5;
/**
 * Bonus for a page whose title holds every query word, scaled by how much of the title the
 * query covers: "launch token" prefers `launchToken` to `LaunchTokenParams`.
 */
const TITLE_COVER = 30;
/** Postings a word's completions may walk (a one-letter prefix would walk them all). */
const PREFIX_BUDGET = 80_000;
/** Words of a query beyond this are ignored (nobody types more; the AND mask stays small). */
const MAX_WORDS = 8;

export class Engine {
  /** The terms, by index; a block's are there once it is decoded. */
  readonly terms: string[];
  /**
   * Per term: its postings; in its shard, the bit of its units, of its first flag, and (once
   * the shard is decoded) the index of its first code.
   */
  #counts: Uint32Array;
  #bitAt: Float64Array;
  #flagAt: Uint32Array;
  #codeAt: Uint32Array;
  #docPage: Uint32Array;
  #firstDoc: Uint32Array;
  #wordScore: Float32Array;
  #stamp: Uint32Array;
  #docMask: Uint32Array;
  #docScore: Float32Array;
  #titleMask: Uint32Array;
  #titleScore: Float32Array;
  #pageBest: Float32Array;
  #pageCount: Uint16Array;
  #kindWeight: Float32Array;
  #titleChars: Uint16Array;
  /** Per page: its title's words (and its name's), lower-cased and space-joined, for exact title matches. */
  #titleKeys: string[];
  #nameKeys: string[];
  #gen = 0;
  #row0 = new Int32Array(80);
  #row1 = new Int32Array(80);
  #row2 = new Int32Array(80);

  readonly routes: string[];
  readonly titles: string[];
  /** Per page: its entry in the manifest's routes. */
  readonly entries: Uint32Array;
  readonly kinds: string[];
  /** Per unit, its heading id entry and heading, once its pages' heading block is read. */
  #anchors: string[];
  #headings: string[];
  /** Per heading block, its first page (one more: the page count). */
  #groupPage: Uint32Array;
  /** Per term, its shard; per shard, its first term and the bytes of its units. */
  #termShard: Uint32Array;
  #shardTerm: Uint32Array;
  #shardBytes: Float64Array;
  #blobs: (SearchShard | undefined)[];
  /** Per block, its first term and its first term's index (one more: the term count); decoded blocks. */
  #blockKeys: string[];
  #blockStart: Uint32Array;
  /** While `prepare` runs: the arrivals of blocks that cannot be read yet (else null: read them). */
  #waits: Promise<void>[] | null = null;

  #parts: Parts;
  #pageTexts: PageTexts;
  #fetch: FetchParts;

  /** The manifest's routes (a hosted site's fill in as their blocks arrive), and how to ask for those of some entries. */
  #all: readonly RouteTitle[];
  #more: (entries: number[]) => Promise<void> | null;
  /** Entries whose routes a search needed and did not have (while it runs). */
  #missing: number[] | null = null;
  #names: string[];

  constructor(data: SearchIndex, routes: readonly RouteTitle[], parts: Parts, pageTexts: PageTexts = () => [], fetch: FetchParts = () => null, more: (entries: number[]) => Promise<void> | null = () => null) {
    this.#all = routes;
    this.#more = more;
    this.#parts = parts;
    this.#pageTexts = pageTexts;
    this.#fetch = fetch;
    const pages = data.page_docs.length;
    let docs = 0;
    for (const n of data.page_docs) docs += n;
    const split = (s: string, n: number) => (n ? s.split('\n') : []);
    // Manifest entries from their zigzag steps (model/search.rs `pages`).
    let e = -1;
    this.entries = Uint32Array.from(data.pages, (z) => (e += 1 + (z & 1 ? -(z + 1) / 2 : z / 2)));
    this.routes = Array.from(this.entries, (e) => routes[e]?.path);
    this.titles = Array.from(this.entries, (e) => routes[e]?.title);
    this.kinds = Array.from(data.kinds, (k) => SEARCH_KINDS[k] ?? 'doc');
    const names = this.#names = split(data.names, pages);
    this.#anchors = [];
    this.#headings = [];
    this.#groupPage = new Uint32Array(data.heading_pages.length + 1);
    data.heading_pages.forEach((c, g) => (this.#groupPage[g + 1] = this.#groupPage[g] + c));
    // Term blocks: each block's terms are read when it is decoded (`#block`).
    this.#blockKeys = split(data.block_keys, data.block_terms.length);
    this.#blockStart = new Uint32Array(data.block_terms.length + 1);
    data.block_terms.forEach((c, b) => (this.#blockStart[b + 1] = this.#blockStart[b] + c));
    const n = this.#blockStart[data.block_terms.length];
    this.terms = new Array(n);
    this.#counts = new Uint32Array(n);
    this.#bitAt = new Float64Array(n);
    this.#flagAt = new Uint32Array(n);
    this.#codeAt = new Uint32Array(n);
    this.#termShard = new Uint32Array(n);
    this.#shardTerm = new Uint32Array(data.shard_terms.length + 1);
    this.#shardBytes = new Float64Array(data.shard_terms.length);
    let t = 0, s = 0;
    let ok = data.shard_terms.reduce((a, b) => a + b, 0) === n;
    if (ok) for (const count of data.shard_terms) {
      for (const end = t + count; t < end; t++) this.#termShard[t] = s;
      this.#shardTerm[++s] = t;
    }
    this.#blobs = [];
    if (!ok || this.entries.some((e) => e >= routes.length) || this.entries.length !== pages || names.length !== pages || data.weights.length !== pages || this.#groupPage[data.heading_pages.length] !== pages || this.#blockKeys.length !== data.block_terms.length) {
      corrupt();
    }
    this.#docPage = new Uint32Array(docs);
    // One more: the unit count.
    this.#firstDoc = new Uint32Array(pages + 1);
    this.#firstDoc[pages] = docs;
    for (let p = 0, d = 0; p < pages; p++) {
      this.#firstDoc[p] = d;
      for (let k = 0; k < data.page_docs[p]; k++) this.#docPage[d++] = p;
    }
    this.#wordScore = new Float32Array(docs);
    this.#stamp = new Uint32Array(docs);
    this.#docMask = new Uint32Array(docs);
    this.#docScore = new Float32Array(docs);
    this.#titleMask = new Uint32Array(pages);
    this.#titleScore = new Float32Array(pages);
    this.#pageBest = new Float32Array(pages);
    this.#pageCount = new Uint16Array(pages);
    this.#kindWeight = Float32Array.from(data.weights, (w) => w / 100);
    // Per page, once its title is known (#known): 0 and undefined until then.
    this.#titleChars = new Uint16Array(pages);
    this.#titleKeys = [];
    this.#nameKeys = names.map((n) => lower(n));
  }

  /** Are page `p`'s route and title known? If not, its entry is noted (a search then waits for its route table block). */
  #known(p: number): boolean {
    if (this.routes[p] === undefined) {
      const r = this.#all[this.entries[p]];
      if (!r) { this.#missing?.push(this.entries[p]); return false; }
      this.routes[p] = r.path;
      this.titles[p] = r.title;
    }
    return true;
  }

  /** Letters and digits of page `p`'s title (or of its short name if shorter), at least 1; `p` known. */
  #titleLen(p: number): number {
    const chars = (t: string) => t.replace(/[^\p{Alphabetic}\p{N}]/gu, '').length;
    return (this.#titleChars[p] ||= Math.max(1, Math.min(65535, chars(this.titles[p]), this.#names[p] ? chars(this.#names[p]) : 65535)));
  }

  /**
   * Reads block `b` (its terms, their counts, and its shards' list offsets, which follow from
   * the counts) unless it is read already. While `prepare` runs, a block that cannot be read
   * yet is asked for instead; false then.
   */
  #block(b: number): boolean {
    if (this.terms[this.#blockStart[b]] != null) return true;
    if (!this.#here(1, b)) return false;
    const data = this.#parts(1, b) as SearchTerms;
    const first = this.#blockStart[b], end = this.#blockStart[b + 1], n = end - first;
    // Front-coded: each term shares `prefixes[i]` UTF-16 code units with the one before.
    const rest = data.terms.split('\n');
    // A shard never spans two blocks: every block starts a shard.
    if (rest.length !== n || data.prefixes.length !== n || data.counts.length !== n || this.#shardTerm[this.#termShard[first]] !== first) corrupt();
    for (let i = 0, prev = ''; i < n; i++) {
      this.terms[first + i] = prev = prev.slice(0, data.prefixes[i]) + rest[i];
      this.#counts[first + i] = data.counts[i];
    }
    const docs = this.#docPage.length;
    for (let s = this.#termShard[first]; this.#shardTerm[s] < end; s++) {
      let bits = 0, flags = 0;
      for (let t = this.#shardTerm[s]; t < this.#shardTerm[s + 1]; t++) {
        this.#bitAt[t] = bits; this.#flagAt[t] = flags;
        const c = this.#counts[t], l = lowBits(docs, c);
        bits += c * (l + 1) + ((docs - 1) >>> l);
        flags += c;
      }
      this.#shardBytes[s] = Math.ceil(bits / 8);
    }
    return true;
  }

  /** False, the promise of their arrival noted, while waits are collected and these parts are still to come. */
  #here(kind: number, i: number): boolean {
    const wait = this.#waits && this.#fetch(kind, [i]);
    if (wait) this.#waits!.push(wait);
    return !wait;
  }

  /** Reads the heading block of page `p` (see `#block`). */
  #group(p: number): boolean {
    const g = bisect(0, this.#groupPage.length - 1, (i) => this.#groupPage[i + 1] <= p);
    if (this.#headings[this.#firstDoc[this.#groupPage[g]]] != null) return true;
    if (!this.#here(2, g)) return false;
    const data = this.#parts(2, g) as SearchHeadings;
    const first = this.#firstDoc[this.#groupPage[g]], n = this.#firstDoc[this.#groupPage[g + 1]] - first;
    const a = data.anchors.split('\n'), h = data.headings.split('\n');
    if (a.length !== n || h.length !== n) corrupt();
    for (let i = 0; i < n; i++) { this.#anchors[first + i] = a[i]; this.#headings[first + i] = h[i]; }
    return true;
  }

  /** The block term `s` falls in (the last whose first term is <= s), -1 with no terms. */
  #blockOf(s: string): number {
    const n = this.#blockKeys.length;
    return n ? bisect(0, n - 1, (i) => this.#blockKeys[i + 1] <= s) : -1;
  }

  /** Reads the blocks of the terms from `lo` to `hi` (see `#block`); false if one is still to come. */
  #cover(lo: string, hi = lo): boolean {
    let ok = true;
    for (let b = this.#blockOf(lo), end = this.#blockOf(hi); b >= 0 && b <= end; b++) ok = this.#block(b) && ok;
    return ok;
  }

  /** Shard `s`, decoded on first use, when its terms' first codes are found (a code per set flag). */
  #blob(s: number): SearchShard {
    let b = this.#blobs[s];
    if (!b) {
      b = this.#parts(0, s) as SearchShard;
      const flags = b.flags;
      let code = 0, f = 0;
      for (let t = this.#shardTerm[s]; t < this.#shardTerm[s + 1]; t++) {
        this.#codeAt[t] = code;
        for (const end = f + this.#counts[t]; f < end; f++) code += getBit(flags, f);
      }
      if (b.docs.length !== this.#shardBytes[s] || flags.length !== Math.ceil(f / 8) || b.codes.length !== code) corrupt();
      this.#blobs[s] = b;
    }
    return b;
  }

  /** The id of unit `d`'s heading: stored when it is not the heading's slug (model/search.rs `anchors`). */
  anchor(d: number): string {
    const a = this.#anchors[d];
    return a ? a.slice(1) : this.#headings[d].toLowerCase().replace(/ /g, '-').replace(/[^a-z0-9_-]/g, '');
  }

  /** First term index >= s (`s`'s block must be read: `#cover`). */
  lowerBound(s: string): number {
    const b = this.#blockOf(s);
    if (b < 0) return 0;
    return bisect(this.#blockStart[b], this.#blockStart[b + 1], (i) => this.terms[i] < s);
  }

  /**
   * Terms a query word stands for, best first, with a match quality in (0, 1]: the exact
   * term, then (for the word being typed) its completions, shortest first, then terms within
   * the typo distance. Completions stop once their postings exceed a budget, so a one-letter
   * prefix costs no more than a long word. Null while `prepare` runs if a block it needs is
   * still to come.
   */
  expand(word: string, prefix: boolean): [number, number][] | null {
    const out: [number, number][] = [];
    const terms = this.terms, counts = this.#counts;
    // Singular and plural forms count (almost) as the word itself.
    const forms = word.length < 3 ? [] : word.endsWith('es') ? [word.slice(0, -2), word.slice(0, -1)] : word.endsWith('s') ? [word.slice(0, -1), word + 'es'] : [word + 's', word + 'es'];
    // The blocks of the word, its forms and (being typed) its completions.
    let ready = this.#cover(word, prefix ? word + '\uffff' : word);
    for (const f of forms) ready = this.#cover(f) && ready;
    if (!ready) return null;
    const lo = this.lowerBound(word);
    const exact = lo < terms.length && terms[lo] === word;
    if (exact) out.push([lo, EXACT]);
    let hi = exact ? lo + 1 : lo;
    const formIds = new Set<number>();
    for (const f of forms) {
      const at = this.lowerBound(f);
      if (at < terms.length && terms[at] === f) { out.push([at, PLURAL]); formIds.add(at); }
    }
    if (prefix) {
      hi = this.lowerBound(word + '\uffff');
      const range: number[] = [];
      for (let t = exact ? lo + 1 : lo; t < hi; t++) if (!formIds.has(t)) range.push(t);
      range.sort((a, b) => terms[a].length - terms[b].length || counts[b] - counts[a]);
      let budget = PREFIX_BUDGET;
      for (const t of range) {
        // A completion scores less, the more it has still to complete.
        out.push([t, 0.5 + 0.3 * (word.length / terms[t].length)]);
        budget -= counts[t];
        if (budget <= 0) break;
      }
    }
    const len = word.length;
    // Typos are looked for only when the word (or, while typing, a completion of it) is not
    // in the index, and only among terms with the same first letter: scanning every term on
    // every keystroke cost 30-250 ms on a realistic 10,000-page index (~100,000 terms).
    if (len >= TYPO_MIN && !out.length) {
      const k = len >= 9 ? 2 : 1;
      const first = word[0];
      if (!this.#cover(first, first + '\uffff')) return null;
      for (let t = this.lowerBound(first), end = this.lowerBound(first + '\uffff'); t < end; t++) {
        if (t === lo && hi > lo) { t = hi - 1; continue; }
        const l = terms[t].length;
        if (formIds.has(t)) continue;
        if (prefix ? l < len - k : l < len - k || l > len + k) continue;
        const d = this.distance(word, terms[t], k, prefix);
        if (d <= k) out.push([t, d === 1 ? TYPO1 : TYPO2]);
      }
    }
    return out;
  }

  /**
   * Null when every term block and shard `search(query)` reads is at hand; else the promise
   * of the next of them to arrive (a hosted site fetches a block's or a shard's file when a
   * query first needs it, not all of them when search opens: the bytes of a query grow with
   * its words, not with the site). Blocks come first: they say which shards a query walks.
   */
  prepare(query: string): Promise<void> | null {
    const typing = !/\s$/.test(query);
    const words = queryWords(query, typing).slice(0, MAX_WORDS);
    const need = new Set<number>();
    const waits: Promise<void>[] = this.#waits = [];
    words.forEach((word, wi) => {
      for (const [t] of this.#expandCached(word, typing && wi === words.length - 1) ?? []) if (!this.#blobs[this.#termShard[t]]) need.add(this.#termShard[t]);
    });
    this.#waits = null;
    if (waits.length) return all(waits);
    return need.size ? this.#fetch(0, [...need]) : null;
  }

  /** As you type, the earlier words of the query repeat on every keystroke: remember them. */
  #cache = new Map<string, [number, number][]>();
  #expandCached(word: string, prefix: boolean): [number, number][] | null {
    const key = (prefix ? '*' : '=') + word;
    let hit = this.#cache.get(key);
    if (!hit) {
      const got = this.expand(word, prefix);
      if (!got) return null;
      hit = got;
      if (this.#cache.size >= 32) this.#cache.delete(this.#cache.keys().next().value!);
      this.#cache.set(key, hit);
    }
    return hit;
  }

  /**
   * Optimal-string-alignment distance between a and b (or, with `prefix`, between a and the
   * closest prefix of b), or k + 1 once it must exceed k.
   */
  distance(a: string, b: string, k: number, prefix: boolean): number {
    const n = a.length, m = prefix ? Math.min(b.length, n + k) : b.length;
    if (m + 1 > this.#row0.length) return k + 1;
    let pp = this.#row2, p = this.#row0, c = this.#row1;
    for (let j = 0; j <= m; j++) p[j] = j;
    for (let i = 1; i <= n; i++) {
      c[0] = i;
      let best = i;
      const ai = a.charCodeAt(i - 1);
      for (let j = 1; j <= m; j++) {
        const bj = b.charCodeAt(j - 1);
        let v = Math.min(p[j] + 1, c[j - 1] + 1, p[j - 1] + (ai === bj ? 0 : 1));
        if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) v = Math.min(v, pp[j - 2] + 1);
        c[j] = v;
        if (v < best) best = v;
      }
      if (best > k) return k + 1;
      const t = pp; pp = p; p = c; c = t;
    }
    if (!prefix) return p[m];
    let best = k + 1;
    for (let j = Math.max(0, n - k); j <= m; j++) if (p[j] < best) best = p[j];
    return best;
  }

  /**
   * Hits for a query, grouped by page (pages by their best hit, at most PER_PAGE hits each),
   * the first `limit` of them; `total` counts them all. `skip` leaves pages out (another
   * docs version's). Hits whose pages' heading blocks cannot be read yet are left out and
   * `wait` is the promise of their arrival (call `prepare` first: it fetches the rest).
   */
  search(query: string, limit = 20, skip?: (page: number) => boolean): Results {
    // The last word is still being typed unless the query ends with a space.
    const typing = !/\s$/.test(query);
    const words = queryWords(query, typing).slice(0, MAX_WORDS);
    const matcher: Matcher = { terms: new Set(), prefix: '' };
    if (!words.length || !this.routes.length) return { hits: [], total: 0, matcher };
    const wordScore = this.#wordScore, stamp = this.#stamp, docMask = this.#docMask, docScore = this.#docScore, titleMask = this.#titleMask;
    const titleScore = this.#titleScore, docPage = this.#docPage, pageBest = this.#pageBest, pageCount = this.#pageCount, termShard = this.#termShard, units = stamp.length;
    const touched: number[] = [];
    const touchedPages: number[] = [];
    const missing: number[] = this.#missing = [];
    words.forEach((word, wi) => {
      const bit = 1 << wi;
      const prefix = typing && wi === words.length - 1;
      if (prefix) matcher.prefix = word;
      const gen = ++this.#gen;
      const seen: number[] = [];
      for (const [t, quality] of this.#expandCached(word, prefix)!) {
        if (matcher.terms.size < 2000) matcher.terms.add(this.terms[t]);
        const { docs: bits, flags, codes } = this.#blob(termShard[t]);
        // Elias-Fano (model/search.rs `SearchShard`): l low bits per unit, then the high
        // parts' gaps in unary (two zeros per posting at most, on average). l <= 24 for any
        // site under 16 million units, so a unit's low bits lie within the 4 bytes from their first.
        const n = this.#counts[t], l = lowBits(units, n);
        let low = this.#bitAt[t], at = low + n * l, high = 0, f = this.#flagAt[t], c = this.#codeAt[t];
        for (let i = 0; i < n; i++, low += l) {
          while (!getBit(bits, at++)) high++;
          const q = low >>> 3;
          const doc = (high << l) | (l && ((bits[q] << 24) | (bits[q + 1] << 16) | (bits[q + 2] << 8) | bits[q + 3]) << (low & 7) >>> (32 - l));
          const code = getBit(flags, f++) ? codes[c++] : 0, field = CODE_FIELD[code], count = CODE_COUNT[code];
          const s = quality * (FIELD_WEIGHT[field] + (count > 1 ? TF_BONUS * Math.min(count - 1, 8) : 0));
          if (stamp[doc] !== gen) { stamp[doc] = gen; wordScore[doc] = s; seen.push(doc); }
          else if (s > wordScore[doc]) wordScore[doc] = s;
          if (field === 0) {
            const p = docPage[doc];
            if (titleMask[p] === 0) touchedPages.push(p);
            if (!(titleMask[p] & bit)) { titleMask[p] |= bit; titleScore[p] += quality * FIELD_WEIGHT[0]; }
          }
        }
      }
      for (const d of seen) {
        if (docMask[d] === 0) touched.push(d);
        docMask[d] |= bit;
        docScore[d] += wordScore[d];
      }
    });
    // Keep the docs that match every required word; score them; find each page's best.
    let full = 0, queryChars = 0;
    words.forEach((w, i) => { if (!optionalWord(w)) { full |= 1 << i; queryChars += w.length; } });
    if (!full) { full = (1 << words.length) - 1; queryChars = words.reduce((n, w) => n + w.length, 0); }
    const kinds = this.#kindWeight;
    const needed = words.filter((_, i) => full & (1 << i));
    const queryKey = needed.join(' '), queryName = needed.join('');
    const kept: number[] = [];
    const pages: number[] = [];
    for (const d of touched) {
      const p = docPage[d];
      const own = this.#firstDoc[p] === d;
      if (skip?.(p) || ((docMask[d] | titleMask[p]) & full) !== full || (!own && !(docMask[d] & full))) continue;
      const whole = own && (titleMask[p] & full) === full;
      // Ranking by title needs it: a hosted page's may be in a route table block not read yet.
      if (whole && !this.#known(p)) continue;
      let cover = whole ? TITLE_COVER * Math.min(1, queryChars / this.#titleLen(p)) : 0;
      // An exact title is what the reader asked for, whatever the page's weight.
      const exactTitle = whole && ((this.#titleKeys[p] ??= queryWords(this.titles[p]).join(' ')) === queryKey || this.#nameKeys[p] === queryName) ? EXACT_TITLE : 0;
      const score = (docScore[d] + cover + (own ? 0 : 0.5 * titleScore[p])) * kinds[p] + exactTitle;
      kept.push(d);
      wordScore[d] = score;
      if (pageCount[p] === 0) { pages.push(p); pageBest[p] = score; }
      else if (score > pageBest[p]) pageBest[p] = score;
      pageCount[p]++;
    }
    let total = 0;
    for (const p of pages) total += Math.min(this.#perPage(p), pageCount[p]);
    // The best pages, enough of them to fill `limit` hits.
    const byPage = (a: number, b: number) => pageBest[b] - pageBest[a] || a - b;
    const top = topK(pages, Math.max(1, limit), byPage);
    const rank = new Map<number, number>();
    top.forEach((p, i) => rank.set(p, i));
    const buckets: number[][] = top.map(() => []);
    for (const d of kept) { const r = rank.get(docPage[d]); if (r !== undefined) buckets[r].push(d); }
    const hits: Hit[] = [];
    const waits: Promise<void>[] = this.#waits = [];
    for (let r = 0; r < top.length && hits.length < limit; r++) {
      const p = top[r];
      if (!this.#known(p) || !this.#group(p)) continue;
      const route = this.routes[p];
      buckets[r].sort((a, b) => wordScore[b] - wordScore[a] || a - b);
      for (const d of buckets[r].slice(0, this.#perPage(p))) {
        if (hits.length >= limit) break;
        const anchor = this.anchor(d);
        hits.push({ doc: d, page: p, route: anchor ? `${route}#${anchor}` : route, pageTitle: this.titles[p], heading: this.#headings[d], kind: this.kinds[p], score: wordScore[d] });
      }
    }
    for (const d of touched) { docMask[d] = 0; docScore[d] = 0; }
    for (const p of touchedPages) { titleMask[p] = 0; titleScore[p] = 0; }
    for (const p of pages) pageCount[p] = 0;
    this.#missing = null;
    const more = missing.length ? this.#more(missing) : null;
    if (more) waits.push(more);
    this.#waits = null;
    return { hits, total, matcher, wait: waits.length ? all(waits) : undefined };
  }

  /** Hits shown per page: a re-exported declaration (low weight) shows one, not its members. */
  #perPage(p: number): number {
    return this.#kindWeight[p] < 0.5 ? 1 : PER_PAGE;
  }

  /**
   * The hit's text cut to `words` words around the first match, matches marked; null when its
   * page's chunk is not decoded yet and `load` is false (the caller fills it in later).
   */
  snippet(hit: Hit, matcher: Matcher, words: number, load = true): Segment[] | null {
    const texts = this.#pageTexts(hit.page, load);
    if (!texts) return null;
    return snippet(texts[hit.doc - this.#firstDoc[hit.page]] ?? '', matcher, words);
  }
}

/** The first index in [lo, hi) that is not `before` (which holds for a prefix of the range). */
function bisect(lo: number, hi: number, before: (i: number) => boolean): number {
  while (lo < hi) { const mid = (lo + hi) >>> 1; if (before(mid)) lo = mid + 1; else hi = mid; }
  return lo;
}

const corrupt = () => { throw new Error('search index columns disagree in length'); };

/** One promise for several arrivals (waited for, never read). */
const all = (waits: Promise<void>[]) => Promise.all(waits) as Promise<unknown> as Promise<void>;

/** Low bits per unit of a list of `count` postings among `units` (model/search.rs `low_bits`). */
const lowBits = (units: number, count: number) => 31 - Math.clz32(units / count);
/** Bit `i` of `a`, most significant first; 1 past the end, so that a corrupt list cannot loop forever. */
const getBit = (a: Uint8Array, i: number) => ((a[i >>> 3] ?? 255) >> (7 - (i & 7))) & 1;

/** The k first items of `items` in `cmp` order (a bounded insertion sort: k is small). */
export function topK<T>(items: T[], k: number, cmp: (a: T, b: T) => number): T[] {
  if (items.length <= k * 4) return items.slice().sort(cmp).slice(0, k);
  const top: T[] = [];
  for (const it of items) {
    if (top.length === k && cmp(it, top[k - 1]) >= 0) continue;
    let i = top.length === k ? k - 1 : top.length;
    while (i > 0 && cmp(it, top[i - 1]) < 0) { top[i] = top[i - 1]; i--; }
    top[i] = it;
  }
  return top;
}

/** Does a word of text match the query? */
export function matches(word: string, m: Matcher): boolean {
  for (const raw of word.match(/[\p{Alphabetic}\p{N}]+/gu) ?? []) {
    const parts = camelParts(raw);
    for (const t of parts.length > 1 ? [raw, ...parts] : parts) {
      const l = lower(t);
      if (m.terms.has(l) || (m.prefix && l.startsWith(m.prefix))) return true;
    }
  }
  return false;
}

/** Marks the matching words of a text (the word, not the punctuation around it), keeping the rest as is. */
export function highlight(text: string, m: Matcher): Segment[] {
  const out: Segment[] = [];
  for (const part of text.split(/([\p{Alphabetic}\p{N}]+)/u)) {
    if (!part) continue;
    const mark = /^[\p{Alphabetic}\p{N}]/u.test(part) && matches(part, m);
    const last = out[out.length - 1];
    if (last && !last.mark && !mark) last.text += part;
    else out.push({ text: part, mark });
  }
  return out;
}

/** `count` words of `text` around its first match (from the start if none), highlighted. */
export function snippet(text: string, m: Matcher, count: number): Segment[] {
  if (!text) return [];
  const words = text.split(' ');
  let first = words.findIndex((w) => matches(w, m));
  if (first < 0) first = 0;
  // A few words of lead-in, then the match and what follows it.
  let start = Math.max(0, first - Math.floor((count - 1) / 3));
  start = Math.max(0, Math.min(start, words.length - count));
  const end = Math.min(words.length, start + count);
  const segs = highlight(words.slice(start, end).join(' '), m);
  if (start > 0) segs.unshift({ text: '… ', mark: false });
  if (end < words.length) segs.push({ text: ' …', mark: false });
  return segs;
}
