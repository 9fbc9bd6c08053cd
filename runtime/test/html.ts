// The pack of a single file written by `docc compile` (compiler/docc/src/emit.rs): its header
// in <script id="docc-pack" data-split>, each segment in <script data-docc-seg="N">.
import { fromText } from '../src/pack/load';

/** The text of the header and of each segment (by index) of a single file. */
export function packParts(html: string): { header: string; segments: string[] } | null {
  const m = /<script id="docc-pack" type="application\/octet-stream" data-split>([^<]*)<\/script>/.exec(html);
  if (!m) return null;
  const segments: string[] = [];
  for (const s of html.matchAll(/<script type="application\/octet-stream" data-docc-seg="(\d+)">([^<]*)<\/script>/g)) segments[Number(s[1])] = s[2];
  return { header: m[1], segments };
}

/** The pack put back together (header, then the segments in index order: what write_pack wrote), or null. */
export function packOfHtml(html: string): Uint8Array | null {
  const parts = packParts(html);
  if (!parts) return null;
  const all = [parts.header, ...parts.segments].map((t) => fromText(t));
  const out = new Uint8Array(all.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of all) { out.set(b, at); at += b.length; }
  return out;
}
