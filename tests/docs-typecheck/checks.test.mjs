// The docs checks pass on content/ and fail on the contradictions and drifts they exist for.
// Run: node --test tests/docs-typecheck/   (needs runtime/node_modules for TypeScript)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_KEY_ENV, check, defaultTags, plannedOpeners, RULES, units } from './consistency.mjs';
import { compare } from './compare-sdk.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const content = join(root, 'content');

/** A copy of content/ to break on purpose; removed by the returned cleanup. */
function scratchSite() {
  const dir = mkdtempSync(join(tmpdir(), 'docc-docs-checks-'));
  cpSync(content, join(dir, 'content'), { recursive: true });
  return { site: join(dir, 'content'), done: () => rmSync(dir, { recursive: true, force: true }) };
}
const edit = (file, from, to) => {
  const text = readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${file} no longer contains ${from}`);
  writeFileSync(file, text.replace(from, to));
};
/** Findings of one rule on a Markdown snippet, as if it were the page at `path`. */
const findings = (rule, md, path = 'docs/page.md') => RULES[rule](path, units(path, md));

test('content/ is consistent', () => {
  assert.deepEqual(check(content), []);
});

test('pipeline-order: the shipped contradictions are caught', () => {
  // glossary, before: proving listed ahead of logic execution.
  assert.equal(findings('pipeline-order', 'One operation split into atomic steps (proving, logic execution, aggregation, state mutation and settlement).\n').length, 1);
  // glossary, before: sequencing after the proofs exist.
  assert.equal(findings('pipeline-order', "The step in which the Coordination Layer sequences and executes the user's logic after proofs exist.\n").length, 1);
  // coordination page front matter, before.
  assert.equal(findings('pipeline-order', '---\ndescription: The main execution stage of a pipelined transaction, where the Coordination Layer sequences, executes and links user logic to its proofs.\n---\n',
    'docs/Documentation/key-concepts/Transactions/coordination-transactions.md').length, 1);
  // rollup-flow.svg description, before.
  assert.equal(RULES['pipeline-order']('docs/img/x.svg', units('x.svg', '<svg><desc>Finality path: the prover proves and aggregates, the coordination transaction records the proofs.</desc></svg>')).length, 1);
  // verifier, before: it wrote DA and built the settlement transaction.
  const v = 'docs/Documentation/architecture/silvana-core/verifier.md';
  assert.equal(findings('pipeline-order', '8. **Record pending state.** It writes the pending state, the proof and the verification result to the Data Availability Layer.\n', v).length, 1);
  assert.equal(findings('pipeline-order', '9. **Assemble.** It builds the settlement transaction from the proof and the public inputs.\n', v).length, 1);
  // A listed order other than prover -> coordination -> DA -> settlement.
  assert.equal(findings('pipeline-order', 'The steps run in this order: the DA transaction, then the coordination transaction, then the settlement transaction.\n').length, 1);
  // The one story passes.
  assert.deepEqual(findings('pipeline-order', 'The request is sequenced and executed optimistically first; then the prover transaction, the coordination transaction, the DA transaction and the settlement transaction follow in this order.\n'), []);
});

test('prover-record: a stage-1 record may not hold stage-2 fields', () => {
  const page = 'docs/Documentation/key-concepts/Transactions/prover-transaction.md';
  assert.equal(findings('prover-record', '```json\n{ "storage": { "hash": "bafk" }, "metadata": { "coordination_hash": "0x9b" } }\n```\n', page).length, 1);
  assert.deepEqual(findings('prover-record', '```json\n{ "storage": { "hash": "bafk" }, "linkId": "42" }\n```\n', page), []);
});

test(`api-key-env: only ${API_KEY_ENV}`, () => {
  assert.equal(findings('api-key-env', 'config({ apiKey: process.env.SILVANA_API_KEY! });\n').length, 1);
  assert.deepEqual(findings('api-key-env', `config({ apiKey: process.env.${API_KEY_ENV}! }); // and PINATA_GATEWAY_API_KEY is Pinata's\n`), []);
});

test('sequences-format: [first, last] only', () => {
  assert.equal(findings('sequences-format', '```json\n{ "sequences": "88-89" }\n```\n').length, 1);
  assert.equal(findings('sequences-format', '| `sequences` | Range covered | 49–51 |\n').length, 1);
  assert.deepEqual(findings('sequences-format', '```json\n{ "sequences": [112, 113] }\n```\n\n| `sequences` | First and last | `[49, 51]` |\n'), []);
});

test('hosted-settlement: the hosted API is never the settlement path', () => {
  assert.equal(findings('hosted-settlement', '| Settlement network | Mina devnet, Zeko | `chain` in the SDK `config` call |\n').length, 1);
  assert.equal(findings('hosted-settlement', 'For the token and NFT modules reached through the SDK, the settlement chain is chosen in code. The `chain` value of [config](/api/api/function/config) selects Zeko.\n').length, 1);
  assert.equal(findings('hosted-settlement', '```ts\nimport { launchToken } from "@silvana-one/api";\n```\n\nSigning, proving and settlement follow the same pattern.\n').length, 1);
  assert.deepEqual(findings('hosted-settlement', 'The hosted API builds ordinary Mina transactions and has no settlement stage; `config` only picks an endpoint.\n'), []);
});

test('planned-marker: one marker for what is not shipped', () => {
  assert.equal(plannedOpeners('docs/a.md', ':::note Planned: schema registration\nNot yet.\n:::\n').length, 1);
  assert.equal(plannedOpeners('docs/a.md', ':::info[Planned]\nNot yet.\n:::\n').length, 1);
  assert.deepEqual(plannedOpeners('docs/a.md', ':::note[Planned]\nNot yet.\n:::\n\n:::note Not the hosted API\nx\n:::\n'), []);
  assert.equal(findings('planned-marker', 'Planned: queries written in SQL over provable data.\n').length, 1);
  assert.equal(findings('planned-marker', '7. **Security controls (planned).** Zones will restrict access.\n').length, 1);
  assert.deepEqual(findings('planned-marker', 'Operations can be planned for a time or a recurring interval.\n'), []);
});

test('default-tag: @default holds a value, not prose', () => {
  assert.equal(defaultTags('sdk/x.ts', '  /**\n   * @default the `PINATA_JWT` environment variable\n   */\n').length, 1);
  assert.deepEqual(defaultTags('sdk/x.ts', ' * @default "data.json"\n * @default true\n * @default NFTAdmin\n * @default `{ library: "zkcloudworker" }`\n'), []);
});

test('consistency.mjs exits 1 on a broken copy and names file, line and rule', () => {
  const { site, done } = scratchSite();
  try {
    edit(join(site, 'docs/Documentation/key-concepts/Transactions/coordination-transactions.md'), '`[49, 51]`', '49–51');
    const r = spawnSync(process.execPath, [join(here, 'consistency.mjs'), site], { encoding: 'utf8' });
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /coordination-transactions\.md:\d+: \[sequences-format\]/);
  } finally {
    done();
  }
});

test('content/sdk matches the vendored 0.3.0 sources, apart from the listed exceptions', () => {
  const { unexplained, stale } = compare(content);
  assert.deepEqual(unexplained, []);
  assert.deepEqual(stale, []);
});

test('compare-sdk catches a wrong arity, parameter type, return type, a missing field and an invented export', () => {
  const { site, done } = scratchSite();
  try {
    edit(join(site, 'sdk/nft/marketplace/bid.ts'), 'deposit(amount: UInt64, maxPoints: UInt64): Promise<void>;', 'deposit(amount: UInt64): Promise<void>;');
    edit(join(site, 'sdk/token/trading/claim.ts'), 'maxAmount?: UInt64;', '');
    edit(join(site, 'sdk/nft/marketplace/auction.ts'), 'bid(price: UInt64, bidder: PublicKey): Promise<Auction>;', 'bid(price: UInt64, bidder: PublicKey): Promise<void>;');
    edit(join(site, 'sdk/nft/metadata/metadata.ts'), '  /** The traits; none when left out. */\n  traits?: {', '  /** The traits; none when left out. */\n  traits: {');
    writeFileSync(join(site, 'sdk/nft/metadata/extra.ts'), 'export declare class MinaAddress {}\n');
    edit(join(site, 'sdk/nft/metadata/index.ts'), 'export * from "./pin";', 'export * from "./pin";\nexport * from "./extra";');
    const keys = compare(site).unexplained.map((d) => d.key).sort();
    assert.deepEqual(keys, [
      'nft: arity NonFungibleTokenBidContract.deposit',
      'nft: extra-export MinaAddress',
      'nft: param-type Metadata.fromJSON#0',
      'nft: return-type NonFungibleTokenAuctionContract.bid',
      'token: missing-field FungibleTokenClaimContractDeployProps.maxAmount',
    ]);
  } finally {
    done();
  }
});

test('check.mjs type-checks the @example blocks of content/sdk', () => {
  const { site, done } = scratchSite();
  try {
    edit(join(site, 'sdk/nft/marketplace/bid.ts'), 'await bid.deposit(UInt64.from(20_000_000_000), UInt64.from(5));', 'await bid.deposit(UInt64.from(20_000_000_000));');
    const r = spawnSync(process.execPath, [join(here, 'check.mjs'), site], { encoding: 'utf8' });
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /sdk\/nft\/marketplace\/bid\.ts:\d+:\d+: error TS2554: Expected 2 arguments, but got 1/);
  } finally {
    done();
  }
});

test('check.mjs --real catches wrong calls that content/sdk and its o1js stand-in declare the same wrong way', () => {
  const { site, done } = scratchSite();
  try {
    // The site agrees with itself: the bid's deposit declared and called with one parameter (the
    // vendored 0.3.0 source takes two), the o1js stand-in's UInt64.from given a second parameter
    // and called with it (the real o1js 2.3.0 takes one).
    edit(join(site, 'sdk/nft/marketplace/bid.ts'), 'deposit(amount: UInt64, maxPoints: UInt64): Promise<void>;', 'deposit(amount: UInt64): Promise<void>;');
    edit(join(site, 'sdk/nft/marketplace/bid.ts'), 'await bid.deposit(UInt64.from(20_000_000_000), UInt64.from(5));', 'await bid.deposit(UInt64.from(20_000_000_000));');
    edit(join(site, 'sdk/external/o1js.ts'), 'export declare const UInt64: { from(x: UIntLike | UInt64): UInt64;', 'export declare const UInt64: { from(x: UIntLike | UInt64, decimals?: number): UInt64;');
    edit(join(site, 'sdk/nft/util.ts'), 'multiplier: UInt64.from(2_500),', 'multiplier: UInt64.from(2_500, 3),');
    const own = spawnSync(process.execPath, [join(here, 'check.mjs'), site], { encoding: 'utf8' });
    assert.equal(own.status, 0, own.stdout + own.stderr);
    const r = spawnSync(process.execPath, [join(here, 'check.mjs'), '--real', site], { encoding: 'utf8' });
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /content\/sdk\/nft\/marketplace\/bid\.ts:\d+:\d+: error TS2554: Expected 2 arguments, but got 1/);
    assert.match(r.stderr, /content\/sdk\/nft\/util\.ts:\d+:\d+: error TS2554: Expected 1 arguments, but got 2/);
    assert.match(r.stderr, /2 problem\(s\)/);
  } finally {
    done();
  }
});
