// The runtime half of the tokeniser contract (compiler/search/src/tokenize.rs): a word is a
// maximal run of Unicode alphanumerics, lower-cased character by character (as Rust's
// char::to_lowercase does, so no final-sigma special case). The index holds compound words
// whole and split at case/digit boundaries; queries look the whole word up.

import { MAX_WORD, STOP_WORDS } from '../pack/schema';

export { MAX_WORD };
const WORD = /[\p{Alphabetic}\p{N}]+/gu;

export function lower(word: string): string {
  return word.includes('Σ') ? Array.from(word, (c) => c.toLowerCase()).join('') : word.toLowerCase();
}

/**
 * The distinct query words, lower-cased, in order, without the stop words the index leaves
 * out, except the last word when `typing` (it is still a prefix of longer terms: "the" → "theme").
 */
export function queryWords(query: string, typing = false): string[] {
  const out: string[] = [];
  for (const m of query.matchAll(WORD)) {
    const w = lower(m[0]);
    if ([...w].length <= MAX_WORD) { if (!out.includes(w)) out.push(w); continue; }
    // A long identifier is indexed by its parts (compiler/search/src/tokenize.rs).
    if (/^\p{Alphabetic}+$/u.test(m[0])) {
      for (const p of camelParts(m[0])) { const l = lower(p); if ([...l].length <= MAX_WORD && !out.includes(l)) out.push(l); }
    }
  }
  return out.filter((w, i) => !STOP_WORDS.has(w) || (typing && i === out.length - 1));
}

/**
 * Question forms: indexed (a reader may search `do` or `should` alone), but in a query with
 * other words they only add to a hit's score, never hide it ("how do I deploy an app" finds
 * the page that never says "do"). None is a stop word (those never reach the engine).
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(['can', 'do', 'does', 'done', 'may', 'might', 'must', 'need', 'shall', 'should', 'will']);

/**
 * Whether a query word (from `queryWords`) is optional: a question form, or the stop word
 * still being typed (kept only as a prefix: "the" → "theme"). The engine requires the other
 * words; when every word is optional, all of them are required.
 */
export const optionalWord = (word: string): boolean => QUESTION_WORDS.has(word) || STOP_WORDS.has(word);

type Cls = 0 | 1 | 2; // lower, upper, digit
const cls = (c: string): Cls => (/\p{N}/u.test(c) ? 2 : /\p{Uppercase}/u.test(c) ? 1 : 0);

/** `getNftV2Info` → get, Nft, V, 2, Info; `HTTPServer` → HTTP, Server. */
export function camelParts(word: string): string[] {
  const chars = Array.from(word);
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < chars.length; i++) {
    const p = cls(chars[i - 1]), c = cls(chars[i]);
    const boundary = (p === 0 && c === 1) || (p === 2) !== (c === 2) || (p === 1 && c === 1 && i + 1 < chars.length && cls(chars[i + 1]) === 0);
    if (boundary) { parts.push(chars.slice(start, i).join('')); start = i; }
  }
  parts.push(chars.slice(start).join(''));
  return parts;
}

/** Terms the compiler indexes for a word of text: the word, plus its parts if compound. */
export function wordTerms(word: string): string[] {
  const parts = camelParts(word);
  return parts.length > 1 ? [lower(word), ...parts.map(lower)] : [lower(word)];
}
