// Placeholders for the blobs a fetched snapshot lists but does not hold (issue 30's vendoring
// rule: "media over ~60 KB replaced by 1x1 placeholders of the same type"). corpus.mjs --extract
// writes one at the blob's path; placeholders.test.mjs checks each is a valid file of its type.
import { gzipSync } from 'node:zlib';

// Placeholders for blobs the snapshot lacks, by extension: each a valid file of that type (a
// decoder, an image-size reader or `tar`/`unzip` accepts it), the smallest there is.
const b64 = (s) => Buffer.from(s, 'base64');
const PNG_1X1 = b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==');
const GIF_1X1 = b64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');
// Baseline (SOF0, Huffman) 1x1 JPEG, as Chromium's canvas encodes it, its ICC profile dropped.
const JPEG_1X1 = b64('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z');
const WEBP_1X1 = b64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
const SVG_1X1 = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n');
const ICO_1X1 = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 32, 0]), (() => { const b = Buffer.alloc(8); b.writeUInt32LE(PNG_1X1.length, 0); b.writeUInt32LE(22, 4); return b; })(), PNG_1X1]);
// An empty tar is two 512-byte zero blocks; an empty zip is its end-of-central-directory record.
const TAR_EMPTY = Buffer.alloc(1024);
const ZIP_EMPTY = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
function pdfOnePage() {
  const objs = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1 1] >>'];
  let out = '%PDF-1.4\n';
  const offs = objs.map((o, i) => { const at = out.length; out += `${i + 1} 0 obj\n${o}\nendobj\n`; return at; });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offs.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
// An ISO base media file (QuickTime/MP4) with a movie header and no tracks: a movie of no length.
function isoMovie(brand) {
  const box = (type, body) => { const h = Buffer.alloc(8); h.writeUInt32BE(8 + body.length, 0); h.write(type, 4, 'latin1'); return Buffer.concat([h, body]); };
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale; version, flags, times and duration stay 0
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].forEach((v, i) => mvhd.writeUInt32BE(v, 36 + i * 4)); // identity matrix
  mvhd.writeUInt32BE(1, 96); // next track id
  const ftyp = Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.alloc(4), Buffer.from(brand, 'latin1')]);
  return Buffer.concat([box('ftyp', ftyp), box('moov', box('mvhd', mvhd))]);
}
const PLACEHOLDERS = [
  [/\.png$/i, 'PNG 1x1', () => PNG_1X1],
  [/\.gif$/i, 'GIF 1x1', () => GIF_1X1],
  [/\.jpe?g$/i, 'JPEG 1x1', () => JPEG_1X1],
  [/\.webp$/i, 'WebP 1x1', () => WEBP_1X1],
  [/\.svg$/i, 'SVG 1x1', () => SVG_1X1],
  [/\.ico$/i, 'ICO 1x1', () => ICO_1X1],
  [/\.(tar\.gz|tgz)$/i, 'empty tar.gz', () => gzipSync(TAR_EMPTY)],
  [/\.gz$/i, 'empty gzip', () => gzipSync(Buffer.alloc(0))],
  [/\.tar$/i, 'empty tar', () => TAR_EMPTY],
  [/\.zip$/i, 'empty zip', () => ZIP_EMPTY],
  [/\.pdf$/i, 'PDF, one blank 1x1 pt page', pdfOnePage],
  [/\.mov$/i, 'QuickTime movie, no tracks', () => isoMovie('qt  ')],
  [/\.(mp4|m4v)$/i, 'MP4 movie, no tracks', () => isoMovie('isom')],
];
/** The placeholder for `path`: { kind, data }, or null for a type with none. */
export function placeholder(path) {
  const hit = PLACEHOLDERS.find(([re]) => re.test(path));
  return hit ? { kind: hit[1], data: hit[2]() } : null;
}

export const PLACEHOLDER_KINDS = PLACEHOLDERS.map(([re, kind]) => ({ re, kind }));
