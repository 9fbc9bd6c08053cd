// Test helper: a bincode 2 (standard config) ENCODER mirroring src/pack/schema.ts, plus a
// zstd writer using raw (stored) blocks and a pack writer with the real header layout.
// Lets the unit tests round-trip the reader and build fixture sites without the Rust compiler.
import { crc32 } from '../src/pack/load';

export class Writer {
  private buf = new Uint8Array(1024);
  len = 0;
  private grow(n: number) {
    if (this.len + n <= this.buf.length) return;
    const b = new Uint8Array(Math.max(this.buf.length * 2, this.len + n));
    b.set(this.buf.subarray(0, this.len));
    this.buf = b;
  }
  u8(v: number) { this.grow(1); this.buf[this.len++] = v; }
  raw(b: Uint8Array) { this.grow(b.length); this.buf.set(b, this.len); this.len += b.length; }
  le(v: number, n: number) { for (let i = 0; i < n; i++) this.u8(Math.floor(v / 2 ** (8 * i)) & 0xff); }
  varint(v: number) {
    if (v < 251) this.u8(v);
    else if (v < 2 ** 16) { this.u8(251); this.le(v, 2); }
    else if (v < 2 ** 32) { this.u8(252); this.le(v, 4); }
    else { this.u8(253); this.le(v, 8); }
  }
  bytes() { return this.buf.slice(0, this.len); }
}

export type Enc<T> = (w: Writer, v: T) => void;
const te = new TextEncoder();
export const u32: Enc<number> = (w, v) => w.varint(v);
export const bool: Enc<boolean> = (w, v) => w.u8(v ? 1 : 0);
export const str: Enc<string> = (w, v) => { const b = te.encode(v); w.varint(b.length); w.raw(b); };
export const bytes: Enc<Uint8Array> = (w, v) => { w.varint(v.length); w.raw(v); };
export const opt = <T>(e: Enc<T>): Enc<T | null> => (w, v) => { if (v == null) w.u8(0); else { w.u8(1); e(w, v); } };
export const vec = <T>(e: Enc<T>): Enc<T[]> => (w, v) => { w.varint(v.length); for (const x of v) e(w, x); };
export const tuple2 = <A, B>(a: Enc<A>, b: Enc<B>): Enc<[A, B]> => (w, v) => { a(w, v[0]); b(w, v[1]); };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
export const struct = (fields: Record<string, Enc<Any>>): Enc<Any> => (w, v) => {
  for (const [k, e] of Object.entries(fields)) {
    if (!(k in v)) throw new Error(`fixture: missing field ${k}`);
    e(w, v[k]);
  }
};
export const enumOf = (variants: [string, Enc<Any> | null][]): Enc<Any> => (w, v) => {
  const name = typeof v === 'string' ? v : Object.keys(v)[0];
  const i = variants.findIndex(([n]) => n === name);
  if (i < 0) throw new Error(`fixture: unknown variant ${name}`);
  w.varint(i);
  const e = variants[i][1];
  if (e) e(w, v[name]);
};
export const lazy = <T>(f: () => Enc<T>): Enc<T> => (w, v) => f()(w, v);
export function encode<T>(e: Enc<T>, v: T): Uint8Array { const w = new Writer(); e(w, v); return w.bytes(); }

// ---------- the schema, field by field as in schema.ts ----------
const NavItem = struct({ label: str, href: str, external: bool, right: bool });
const SiteInfo = struct({
  title: str, tagline: str, url: str, base_path: str, locale: str, version_name: str, version_label: str,
  site_version: str, copyright: str,
  navbar: struct({ title: str, logo: opt(u32), items: vec(NavItem), hide_on_scroll: bool }),
  footer: vec(struct({ title: str, items: vec(NavItem) })),
  announcement: opt(struct({ id: str, text: str, link: opt(NavItem) })),
  docsearch: opt(struct({ app_id: str, api_key: str, index_name: str, host: str })),
  gtag: opt(struct({ tracking_id: str })), docs_root: str,
});
const SidebarItem: Enc<Any> = enumOf([
  ['Link', struct({ label: str, route: str })],
  ['Category', struct({ label: str, route: opt(str), collapsed: bool, collapsible: bool, items: vec(lazy(() => SidebarItem)) })],
]);
export const Manifest = struct({
  site: SiteInfo,
  routes: vec(struct({ path: str, title: str, segment: u32, index: u32 })),
  sidebars: vec(struct({ id: str, items: vec(SidebarItem) })),
  search_segment: u32, assets_segment: u32,
});
const Token = struct({ class: u32, text: str });
const CodeBlock = struct({ lang: str, title: str, highlight: vec(u32), lines: vec(vec(Token)) });
const HtmlNode: Enc<Any> = enumOf([
  ['Element', struct({ tag: str, attrs: vec(tuple2(str, str)), children: vec(lazy(() => HtmlNode)) })],
  ['Text', str],
]);
const Image = struct({ asset: opt(u32), src: str, alt: str, title: str });
const Inline: Enc<Any> = enumOf([
  ['Text', str], ['Code', str], ['Emph', vec(lazy(() => Inline))], ['Strong', vec(lazy(() => Inline))], ['Strike', vec(lazy(() => Inline))],
  ['Link', struct({ href: str, internal: bool, title: str, content: vec(lazy(() => Inline)) })],
  ['Image', Image], ['FootnoteRef', struct({ id: str, number: u32 })], ['SoftBreak', null], ['HardBreak', null], ['Html', vec(HtmlNode)],
]);
const inlines = vec(Inline);
const unit = (names: string[]) => enumOf(names.map((n) => [n, null]));
const blocks: Enc<Any> = vec(lazy(() => Block));
const Server = struct({ url: str, description: str });
const Security = struct({ name: str, kind: str, location: str, param_name: str, description: blocks });
const SchemaNode: Enc<Any> = struct({
  name: str, type_label: str, schema_route: opt(str), required: bool, nullable: bool, deprecated: bool, read_only: bool,
  write_only: bool, description: blocks, enum_values: vec(str), default: opt(str), example: opt(str), constraints: vec(str),
  properties: vec(lazy(() => SchemaNode)), items: opt(lazy(() => SchemaNode)), additional: opt(lazy(() => SchemaNode)),
  variant_kind: str, variants: vec(lazy(() => SchemaNode)), circular: bool,
});
const Parameter = struct({ name: str, location: str, required: bool, deprecated: bool, description: blocks, schema: SchemaNode });
const Media = struct({ media_type: str, schema: opt(SchemaNode), example: str });
const TsDoc = struct({
  summary: blocks, remarks: blocks, params: vec(struct({ name: str, doc: blocks })), returns: blocks, examples: blocks,
  deprecated: opt(blocks), see: vec(blocks), since: str, default: str, throws: vec(blocks),
});
const SigToken = struct({ class: u32, text: str, link: opt(str) });
const Signature = struct({
  tokens: vec(SigToken),
  params: vec(struct({ name: str, ty: vec(SigToken), optional: bool, rest: bool, default: str, doc: blocks })),
  type_params: vec(struct({ name: str, constraint: vec(SigToken), default: vec(SigToken), doc: blocks })),
  doc: TsDoc,
});
const Block: Enc<Any> = enumOf([
  ['Heading', struct({ level: u32, id: str, content: inlines })],
  ['Paragraph', inlines],
  ['List', struct({ ordered: bool, start: u32, items: vec(struct({ task: opt(bool), blocks })) })],
  ['Quote', blocks],
  ['Code', CodeBlock],
  ['Table', struct({ align: vec(unit(['None', 'Left', 'Center', 'Right'])), head: vec(inlines), rows: vec(vec(inlines)) })],
  ['Admonition', struct({ kind: unit(['Note', 'Tip', 'Info', 'Warning', 'Danger']), title: opt(inlines), blocks })],
  ['Rule', null],
  ['Footnotes', vec(struct({ id: str, number: u32, blocks }))],
  ['Html', vec(HtmlNode)],
  ['Cards', vec(struct({ title: str, description: str, route: str }))],
  ['Details', struct({ summary: inlines, blocks })],
  ['ApiOperation', struct({
    operation_id: str, method: str, path: str, summary: str, description: blocks, deprecated: bool, tags: vec(str),
    servers: vec(Server), security: vec(Security), parameters: vec(Parameter),
    request_body: opt(struct({ required: bool, description: blocks, content: vec(Media) })),
    responses: vec(struct({ status: str, description: blocks, headers: vec(Parameter), content: vec(Media) })),
    samples: vec(struct({ lang: str, label: str, code: CodeBlock })),
  })],
  ['ApiSchema', struct({ name: str, schema: SchemaNode, example: str })],
  ['ApiOverview', struct({ title: str, version: str, description: blocks, servers: vec(Server), security: vec(Security) })],
  ['TsItem', struct({
    package: str, kind: str, name: str, aliases: vec(str), doc: TsDoc, signatures: vec(Signature),
    members: vec(struct({
      kind: str, name: str, id: str, is_static: bool, is_abstract: bool, is_readonly: bool, is_optional: bool, visibility: str,
      signatures: vec(Signature), doc: TsDoc,
    })),
    source: str,
  })],
  ['TsList', vec(struct({ title: str, id: str, entries: vec(struct({ name: str, kind: str, route: str, summary: str, deprecated: bool })) }))],
]);
export const Page = struct({
  route: str, title: str, description: str,
  kind: unit(['Doc', 'Category', 'Standalone', 'ApiOverview', 'ApiOperation', 'ApiSchema', 'TsIndex', 'TsPackage', 'TsItem']),
  sidebar: opt(u32), breadcrumbs: vec(struct({ label: str, route: opt(str) })), hide_title: bool,
  toc: vec(struct({ level: u32, id: str, text: str })), prev: opt(struct({ label: str, route: str })),
  next: opt(struct({ label: str, route: str })), blocks, source: str,
});
export const PageChunk = struct({ pages: vec(Page) });
export const Assets = struct({ items: vec(struct({ mime: str, name: str, bytes })) });
/** The search segment (model/search.rs): a deflated SearchData; `deflated` empty = no index. */
export const SearchIndex = struct({ raw_len: u32, deflated: bytes });

/** A valid zstd frame holding `data` in raw (stored) blocks. */
export function zstdStore(data: Uint8Array): Uint8Array {
  const w = new Writer();
  w.le(0xfd2fb528, 4);
  w.u8(0xa0); // Frame_Content_Size_flag = 2 (4 bytes), Single_Segment_flag = 1, no checksum, no dictionary
  w.le(data.length, 4);
  const MAX = 128 * 1024;
  let at = 0;
  do {
    const n = Math.min(MAX, data.length - at);
    const last = at + n >= data.length ? 1 : 0;
    w.le(last | (0 << 1) | (n << 3), 3);
    w.raw(data.subarray(at, at + n));
    at += n;
  } while (at < data.length);
  return w.bytes();
}

/** A pack with the real layout (see compiler/core/src/pack.rs) from raw segment bytes. */
export function writePack(raws: Uint8Array[], version = 1): Uint8Array {
  const comp = raws.map(zstdStore);
  const body = new Writer();
  body.le(raws.length, 4);
  let offset = 0;
  raws.forEach((raw, i) => { body.le(offset, 4); body.le(comp[i].length, 4); body.le(raw.length, 4); offset += comp[i].length; });
  comp.forEach((c) => body.raw(c));
  const b = body.bytes();
  const out = new Writer();
  out.raw(new TextEncoder().encode('DOCCPACK'));
  out.le(version, 4);
  out.le(crc32(b), 4);
  out.raw(b);
  return out.bytes();
}
