// The placeholders corpus.mjs --extract writes for blobs a snapshot lacks: each is a valid file of
// its type, read here by its format's rules (image sizes from the headers, as docc's imagesize
// reads them; archives by Node's own zlib; a PDF's cross-reference offsets; ISO box sizes).
// Run: node --test tests/realsites/placeholders.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync, inflateSync } from 'node:zlib';
import { placeholder } from './placeholders.mjs';

const crc32 = (buf) => {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
};

test('images are 1x1 of their own type', () => {
  const png = placeholder('docs/img/scheme-1.png').data;
  assert.deepEqual([...png.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
  // Every chunk's CRC holds; IHDR says 1x1; IDAT inflates to one filter byte + one RGBA pixel.
  let at = 8;
  const chunks = {};
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    assert.equal(png.readUInt32BE(at + 8 + len), crc32(png.subarray(at + 4, at + 8 + len)), `${type} CRC`);
    chunks[type] = png.subarray(at + 8, at + 8 + len);
    at += 12 + len;
  }
  assert.equal(chunks.IHDR.readUInt32BE(0), 1);
  assert.equal(chunks.IHDR.readUInt32BE(4), 1);
  assert.equal(inflateSync(chunks.IDAT).length, 5);
  assert.ok('IEND' in chunks);

  const gif = placeholder('Detox.GIF').data;
  assert.equal(gif.toString('latin1', 0, 6), 'GIF89a');
  assert.deepEqual([gif.readUInt16LE(6), gif.readUInt16LE(8)], [1, 1]);
  assert.equal(gif.at(-1), 0x3b, 'trailer');

  const jpeg = placeholder('a/b.jpeg').data;
  assert.deepEqual([...jpeg.subarray(0, 2), ...jpeg.subarray(-2)], [0xff, 0xd8, 0xff, 0xd9]);
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  assert.ok(sof > 0, 'a baseline start-of-frame marker');
  assert.deepEqual([jpeg.readUInt16BE(sof + 5), jpeg.readUInt16BE(sof + 7)], [1, 1], 'height, width');

  const webp = placeholder('x.webp').data;
  assert.equal(webp.toString('latin1', 0, 4), 'RIFF');
  assert.equal(webp.readUInt32LE(4), webp.length - 8);
  assert.equal(webp.toString('latin1', 8, 16), 'WEBPVP8L');
  const bits = webp.readUInt32LE(21);
  assert.deepEqual([(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1], [1, 1]);

  assert.match(placeholder('logo.svg').data.toString(), /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1" height="1"\/>/);
  const ico = placeholder('favicon.ico').data;
  assert.deepEqual([ico.readUInt16LE(2), ico.readUInt16LE(4)], [1, 1], 'an icon file with one image');
  assert.deepEqual(ico.subarray(ico.readUInt32LE(18)), png);
});

test('archives are empty and valid', () => {
  const tgz = gunzipSync(placeholder('static/binaries/galileo-archive.tar.gz').data);
  assert.equal(tgz.length, 1024, 'two zero blocks: an empty tar');
  assert.ok(tgz.every((b) => b === 0));
  assert.equal(gunzipSync(placeholder('a.gz').data).length, 0);
  const zip = placeholder('bundle.zip').data;
  assert.equal(zip.length, 22);
  assert.equal(zip.readUInt32LE(0), 0x06054b50, 'end of central directory, no entries');
});

test('a PDF has one page and true offsets; a movie has a movie header', () => {
  const pdf = placeholder('audit/Report.pdf').data.toString('latin1');
  assert.ok(pdf.startsWith('%PDF-1.4\n') && pdf.trimEnd().endsWith('%%EOF'));
  const xref = Number(pdf.match(/startxref\n(\d+)/)[1]);
  assert.ok(pdf.startsWith('xref', xref));
  const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  assert.equal(offsets.length, 3);
  offsets.forEach((o, i) => assert.ok(pdf.startsWith(`${i + 1} 0 obj`, o), `object ${i + 1} at ${o}`));
  assert.match(pdf, /\/Count 1/);

  for (const [name, brand] of [['screencast.mov', 'qt  '], ['clip.mp4', 'isom']]) {
    const mov = placeholder(name).data;
    const boxes = [];
    for (let at = 0; at < mov.length; at += mov.readUInt32BE(at)) boxes.push(mov.toString('latin1', at + 4, at + 8));
    assert.deepEqual(boxes, ['ftyp', 'moov'], name);
    assert.equal(mov.toString('latin1', 8, 12), brand);
    assert.equal(mov.toString('latin1', 32, 36), 'mvhd');
  }
});

test('a type with no placeholder has none', () => {
  assert.equal(placeholder('design.psd'), null);
  assert.equal(placeholder('notes.md'), null);
});
