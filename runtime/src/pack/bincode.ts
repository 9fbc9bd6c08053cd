// A reader for bincode 2 `config::standard()` as produced by serde on the Rust side
// (compiler/model/src/pack.rs): varint integers, little endian, length-prefixed
// strings and sequences, u32 varint enum tags, 0/1 option tags.
// Decoders are small composable functions so that schema.ts reads like the Rust model.

export class Reader {
  pos = 0;
  #view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  need(n: number) {
    if (this.pos + n > this.bytes.length) throw new Error(`pack segment truncated at byte ${this.pos}`);
  }
  u8(): number {
    this.need(1);
    return this.bytes[this.pos++];
  }
  varint(): number {
    const b = this.u8();
    if (b < 251) return b;
    if (b === 251) { this.need(2); const v = this.#view.getUint16(this.pos, true); this.pos += 2; return v; }
    if (b === 252) { this.need(4); const v = this.#view.getUint32(this.pos, true); this.pos += 4; return v; }
    if (b === 253) {
      this.need(8);
      const lo = this.#view.getUint32(this.pos, true), hi = this.#view.getUint32(this.pos + 4, true);
      this.pos += 8;
      if (hi > 0x1fffff) throw new Error('integer too large for JavaScript');
      return hi * 2 ** 32 + lo;
    }
    throw new Error(`invalid varint tag ${b} at byte ${this.pos - 1}`);
  }
  raw(n: number): Uint8Array {
    this.need(n);
    const out = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
}

export type Decoder<T> = (r: Reader) => T;
export const utf8 = new TextDecoder('utf-8', { fatal: true });

export const u32: Decoder<number> = (r) => r.varint();
export const bool: Decoder<boolean> = (r) => {
  const b = r.u8();
  if (b > 1) throw new Error(`invalid bool ${b} at byte ${r.pos - 1}`);
  return b === 1;
};
export const str: Decoder<string> = (r) => utf8.decode(r.raw(r.varint()));
export const bytes: Decoder<Uint8Array> = (r) => r.raw(r.varint()).slice();
export const opt = <T>(d: Decoder<T>): Decoder<T | null> => (r) => (bool(r) ? d(r) : null);
export const vec = <T>(d: Decoder<T>): Decoder<T[]> => (r) => {
  const n = r.varint();
  const out: T[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = d(r);
  return out;
};
export const tuple2 = <A, B>(a: Decoder<A>, b: Decoder<B>): Decoder<[A, B]> => (r) => [a(r), b(r)];
/** A struct: fields decoded in declaration order (object key order = Rust field order). */
export const struct = <T>(fields: { [K in keyof T]: Decoder<T[K]> }): Decoder<T> => {
  const entries = Object.entries(fields) as [string, Decoder<unknown>][];
  return (r) => {
    const out: Record<string, unknown> = {};
    for (const [k, d] of entries) out[k] = d(r);
    return out as T;
  };
};
/** An enum as serde_json writes it: unit variants as their name, others as `{ Name: payload }`. */
export const enumOf = <T>(variants: [string, Decoder<unknown> | null][]): Decoder<T> => (r) => {
  const tag = r.varint();
  const v = variants[tag];
  if (!v) throw new Error(`invalid enum tag ${tag} at byte ${r.pos}`);
  const [name, d] = v;
  return (d === null ? name : { [name]: d(r) }) as T;
};
/**
 * A `Framed<T>` (compiler/model/src/lib.rs): T's bytes behind their length. Reading one only
 * slices the bytes; `read()` decodes them, so a page chunk costs nothing for the pages no one
 * opens.
 */
export interface Framed<T> { read(): T }
export const framed = <T>(d: Decoder<T>): Decoder<Framed<T>> => (r) => {
  const bytes = r.raw(r.varint());
  return { read: () => decodeAll(d, bytes) };
};
export const lazy = <T>(f: () => Decoder<T>): Decoder<T> => (r) => f()(r);

/** Decode a whole segment; trailing bytes mean the schemas drifted apart. */
export function decodeAll<T>(d: Decoder<T>, data: Uint8Array): T {
  const r = new Reader(data);
  const v = d(r);
  if (r.pos !== data.length) throw new Error(`pack segment has ${data.length - r.pos} unread bytes: compiler and runtime disagree on the schema`);
  return v;
}
