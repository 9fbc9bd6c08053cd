import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bool, decodeAll, enumOf, opt, Reader, str, struct, tuple2, u32, vec } from '../src/pack/bincode';

const R = (...b: number[]) => new Reader(new Uint8Array(b));

test('varint: one byte below 251, then u16/u32/u64 little endian', () => {
  assert.equal(R(0).varint(), 0);
  assert.equal(R(250).varint(), 250);
  assert.equal(R(251, 251, 0).varint(), 251);
  assert.equal(R(251, 0xff, 0xff).varint(), 65535);
  assert.equal(R(252, 0x70, 0x11, 0x01, 0x00).varint(), 70000);
  assert.equal(R(253, 1, 0, 0, 0, 1, 0, 0, 0).varint(), 2 ** 32 + 1);
  assert.throws(() => R(254).varint(), /invalid varint/);
  assert.throws(() => R(251, 1).varint(), /truncated/);
});

test('strings, bools, options, sequences, tuples', () => {
  assert.equal(str(R(2, 0x61, 0x62)), 'ab');
  assert.equal(str(R(3, 0xe2, 0x82, 0xac)), '€');
  assert.throws(() => str(R(1, 0xff)));
  assert.equal(bool(R(1)), true);
  assert.throws(() => bool(R(2)), /invalid bool/);
  assert.equal(opt(u32)(R(0)), null);
  assert.equal(opt(u32)(R(1, 7)), 7);
  assert.deepEqual(vec(u32)(R(3, 1, 2, 3)), [1, 2, 3]);
  assert.deepEqual(tuple2(str, str)(R(1, 0x61, 1, 0x62)), ['a', 'b']);
});

test('structs in field order, externally tagged enums', () => {
  const S = struct<{ a: number; b: string }>({ a: u32, b: str });
  assert.deepEqual(decodeAll(S, new Uint8Array([5, 1, 0x78])), { a: 5, b: 'x' });
  const E = enumOf<'Unit' | { Data: number }>([['Unit', null], ['Data', u32]]);
  assert.equal(E(R(0)), 'Unit');
  assert.deepEqual(E(R(1, 9)), { Data: 9 });
  assert.throws(() => E(R(2)), /invalid enum tag/);
});

test('decodeAll rejects trailing bytes', () => {
  assert.throws(() => decodeAll(u32, new Uint8Array([1, 2])), /unread bytes/);
});
