// Cross-page consistency of the Silvana docs: facts that several pages repeat must be told one
// way. Each rule below names a contradiction that once shipped; the check reads every Markdown
// page of the site, the text descriptions of its SVG diagrams, the doc comments of content/sdk and
// the OpenAPI description, and fails with file:line and the rule's name.
//
//   pipeline-order     four sub-transactions, when listed, run prover -> coordination -> DA ->
//                      settlement; sequencing and optimistic execution come before proving; the
//                      coordination transaction records proofs, it does not sequence or execute;
//                      merging is the coordination transaction's, not the prover's; the Verifier
//                      neither writes the DA Layer nor submits the settlement transaction.
//   prover-record      the record shown for the prover transaction (stage 1) holds no field that
//                      a later stage writes (coordination_hash, sequences, ...).
//   api-key-env        one environment variable name for the hosted API key, everywhere.
//   sequences-format   `sequences` is always a two-element array [first, last].
//   hosted-settlement  text about the hosted token/NFT API never calls what it does "settlement"
//                      (its `chain` picks an endpoint; it has no settlement stage) unless it says so
//                      in the negative ("has no settlement stage").
//   default-tag        an `@default` tag in content/sdk holds a value (`"data.json"`, `true`, `NFTAdmin`),
//                      not prose: the reference renders it as "(default <value>)", so
//                      "@default the PINATA_JWT variable" showed as "(default the)".
//   planned-marker     a feature that is not shipped is marked one way: a `:::note[Planned]`
//                      admonition. Other admonitions titled "Planned…", a paragraph opening with
//                      "Planned:" and a "(planned)" aside are reported.
//
// Usage: node tests/docs-typecheck/consistency.mjs [site-dir]   (default: content)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The one API-key variable the docs use (the name in Silvana's own code and tests). */
export const API_KEY_ENV = 'MINATOKENS_API_KEY';

function walk(dir, test) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name), test) : test(e.name) ? [join(dir, e.name)] : []))
    .sort();
}

/**
 * Text units of a file: { text, line, kind } where kind is 'prose' (a paragraph, list item or table
 * row, with the code blocks right before and after it attached as `near`), or 'code' (a fenced block
 * with its language). SVG files give their <title>/<desc>; TypeScript files their doc comments.
 */
export function units(file, content) {
  if (file.endsWith('.svg')) {
    return [...content.matchAll(/<(title|desc)[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => ({
      kind: 'prose', text: m[2], line: content.slice(0, m.index).split('\n').length, near: '',
    }));
  }
  if (file.endsWith('.ts')) {
    const out = [];
    for (const m of content.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
      const line = content.slice(0, m.index).split('\n').length;
      const text = m[0].split('\n').map((l) => l.replace(/^\s*\/?\*+\/?\s?/, '').replace(/\*\/\s*$/, '')).join('\n');
      out.push(...markdownUnits(text).map((u) => ({ ...u, line: line + u.line - 1 })));
    }
    return out;
  }
  if (file.endsWith('.yaml') || file.endsWith('.yml')) {
    // Block scalars of the OpenAPI description read as Markdown; one unit per line is enough.
    return content.split('\n').map((t, i) => ({ kind: 'prose', text: t.trim(), line: i + 1, near: '' })).filter((u) => u.text);
  }
  return markdownUnits(content);
}

function markdownUnits(content) {
  const lines = content.split('\n');
  const out = [];
  let para = null;
  const flush = () => { if (para) out.push(para); para = null; };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const fence = /^\s*(`{3,}|~{3,})\s*([^\s`]*)(.*)$/.exec(l);
    if (fence) {
      flush();
      const body = [];
      let j = i + 1;
      while (j < lines.length && !new RegExp(`^\\s*${fence[1][0]}{${fence[1].length},}\\s*$`).test(lines[j])) body.push(lines[j++]);
      out.push({ kind: 'code', lang: fence[2].toLowerCase(), meta: fence[3], text: body.join('\n'), line: i + 2 });
      i = j;
      continue;
    }
    if (!l.trim()) { flush(); continue; }
    // Front matter `description:` is a sentence about the page's subject.
    if (/^description:/.test(l) && i < 10) { flush(); out.push({ kind: 'prose', text: l.replace(/^description:\s*/, ''), line: i + 1, frontmatter: true }); continue; }
    // Table rows and list items are units of their own.
    if (/^\s*\|/.test(l) || /^\s*([-*+]|\d+\.)\s/.test(l)) { flush(); out.push({ kind: 'prose', text: l, line: i + 1 }); continue; }
    if (para) para.text += ` ${l}`;
    else para = { kind: 'prose', text: l, line: i + 1 };
  }
  flush();
  // Attach neighbouring code blocks, so a paragraph that introduces or explains an example knows it.
  out.forEach((u, k) => {
    if (u.kind !== 'prose') return;
    u.near = [out[k - 1], out[k + 1]].filter((n) => n?.kind === 'code').map((n) => n.text).join('\n');
  });
  return out;
}

/** Sentences of a prose unit (good enough for rules that look inside one sentence). */
const sentences = (text) => text.split(/(?<=[.!?:;])\s+(?=[A-Z(`*[])/);

const STAGES = [
  ['prover', /\bprover (?:transaction|tx|sub-transaction|stage)s?\b/i],
  ['coordination', /\bcoordination (?:transaction|tx|stage)s?\b/i],
  ['DA', /\bDA (?:transaction|tx|stage)s?\b/i],
  ['settlement', /\bsettlement (?:transaction|tx|stage)s?\b/i],
];
const NEGATION = /\b(?:no|not|never|nothing|without|none|neither|nor|isn't|doesn't|is not|does not|has no|have no)\b/i;

/** Rule checks: each takes (relPath, units) and returns findings { line, rule, message }. */
export const RULES = {
  'pipeline-order'(path, us) {
    const out = [];
    for (const u of us) {
      if (u.kind !== 'prose') continue;
      const texts = u.frontmatter ? [u.text] : sentences(u.text);
      for (const s of texts) {
        // 1. Listed stages keep their order.
        // Only sentences that speak about order (a list of where each stage's records are shown is not).
        const seen = STAGES.map(([n, re]) => [n, s.search(re)]).filter(([, at]) => at >= 0);
        if (seen.length >= 3 && /\b(?:then|order|follows?|step|first|after|before|next)\b|->|→/i.test(s)) {
          const order = [...seen].sort((a, b) => a[1] - b[1]).map(([n]) => n);
          const canon = STAGES.map(([n]) => n).filter((n) => order.includes(n));
          if (order.join() !== canon.join()) out.push({ line: u.line, rule: 'pipeline-order', message: `stages listed as ${order.join(' -> ')}; the order is ${canon.join(' -> ')}` });
        }
        // 2. Sequencing / logic execution come before proving, never after it.
        const prove = s.search(/\bproving\b|\bprover transaction\b/i);
        const seq = s.search(/\b(?:sequenc(?:es|ing)|logic execution|executes the user's logic)\b/i);
        if (prove >= 0 && seq > prove && !/\b(?:already|before|earlier|first)\b/i.test(s)) {
          out.push({ line: u.line, rule: 'pipeline-order', message: 'names sequencing or logic execution after proving; the request is sequenced and executed optimistically before the prover transaction' });
        }
        if (/\b(?:sequences|executes|sequencing|execution)\b[^.]*\bafter (?:the )?proofs? (?:exist|are produced|is produced)/i.test(s)) {
          out.push({ line: u.line, rule: 'pipeline-order', message: 'puts sequencing or execution after the proofs exist' });
        }
        // 3. The coordination transaction records proofs; it is not where requests are sequenced or executed.
        const aboutCoordinationTx = /\bcoordination (?:transaction|stage)\b/i.test(s) || (u.frontmatter && /coordination-transactions\.md$/.test(path));
        if (aboutCoordinationTx && /\b(?:main execution stage|sequences, executes|sequences and executes)\b/i.test(s)) {
          out.push({ line: u.line, rule: 'pipeline-order', message: 'describes the coordination transaction as the stage that sequences or executes requests; that happens before proving' });
        }
        // 4. Merging proofs belongs to the coordination transaction, not to the prover.
        if (/\bprover\w*\b[^,.;]{0,40}\b(?:aggregates|merges)\b/i.test(s)) {
          out.push({ line: u.line, rule: 'pipeline-order', message: 'has the prover aggregate or merge proofs; the coordination transaction optionally merges them' });
        }
        // 5. The Verifier hands over; DA storage and settlement are pipeline stages of their own.
        if (/verifier\.md$/.test(path) && !NEGATION.test(s) &&
          (/\b(?:writes|records)\b[^.]*\b(?:pending state|Data Availability Layer)\b/i.test(s) && /\bproof\b/i.test(s) ||
            /\b(?:builds|assembles)\b[^.]*\bsettlement transaction\b/i.test(s))) {
          out.push({ line: u.line, rule: 'pipeline-order', message: 'has the Verifier write the DA Layer or build the settlement transaction; those are the DA and settlement sub-transactions' });
        }
      }
    }
    return out;
  },

  'prover-record'(path, us) {
    if (!/prover-transaction\.md$/.test(path)) return [];
    const later = ['coordination_hash', 'settlement_hash', 'sequences', 'blockNumber', 'proof_data_availability_digest', 'au_proof_data_availability'];
    return us.filter((u) => u.kind === 'code' && u.lang === 'json').flatMap((u) =>
      later.filter((k) => new RegExp(`"${k}"\\s*:`).test(u.text)).map((k) => ({
        line: u.line, rule: 'prover-record', message: `the stage-1 proof record holds "${k}", which a later stage writes`,
      })));
  },

  'api-key-env'(path, us) {
    const out = [];
    for (const u of us) {
      for (const m of u.text.matchAll(/\b[A-Z][A-Z0-9_]*_API_KEY\b/g)) {
        if (m[0] !== API_KEY_ENV && !/^PINATA_/.test(m[0])) out.push({ line: u.line, rule: 'api-key-env', message: `${m[0]}: the hosted API key lives in ${API_KEY_ENV} on every page` });
      }
    }
    return out;
  },

  'sequences-format'(path, us) {
    const out = [];
    const ok = (v) => /^`?\[\s*\d+\s*,\s*\d+\s*\]`?$/.test(v.trim());
    for (const u of us) {
      for (const m of u.text.matchAll(/"sequences"\s*:\s*("[^"]*"|\[[^\]]*\]|[^,\n}]+)/g)) {
        if (!ok(m[1])) out.push({ line: u.line, rule: 'sequences-format', message: `"sequences": ${m[1].trim()}; write it as [first, last]` });
      }
      if (u.kind === 'prose' && /^\s*\|\s*`sequences`\s*\|/.test(u.text)) {
        const cells = u.text.split('|').map((c) => c.trim()).filter(Boolean);
        const example = cells[cells.length - 1];
        if (cells.length >= 3 && !ok(example)) out.push({ line: u.line, rule: 'sequences-format', message: `sequences example "${example}"; write it as [first, last]` });
      }
    }
    return out;
  },

  'hosted-settlement'(path, us) {
    const out = [];
    const HOSTED = /@silvana-one\/api|\bconfig\(|`config`|\[config\]|\bhosted (?:token |NFT |token and NFT )?API\b|minatokens\.com|zekotokens\.com|\blaunchToken\b|\bthe SDK\b/;
    for (const u of us) {
      if (u.kind !== 'prose' || !(HOSTED.test(u.text) || HOSTED.test(u.near ?? ''))) continue;
      for (const s of sentences(u.text)) {
        const at = s.search(/\bsettl(?:e|es|ed|ing|ement)\b/i);
        if (at < 0) continue;
        // A JavaScript promise "settles"; that is not a claim about chains.
        if (/\bpromise\b[^.]{0,40}\bsettles\b/i.test(s)) continue;
        // A sentence about the rollup itself, next to hosted-API text, is the contrast being drawn.
        if (!HOSTED.test(s) && /\brollups?\b|\bpipelin/i.test(s)) continue;
        // Negated before the word ("has no settlement stage", "not the settlement chain") is fine.
        const before = s.slice(Math.max(0, at - 80), at);
        if (NEGATION.test(before)) continue;
        // Links to the rollup's own settlement pages explain the contrast, they do not claim it.
        if (/Settlement Layer\]|settlement-transaction|settlement-layer/.test(s) && !HOSTED.test(s)) continue;
        out.push({ line: u.line, rule: 'hosted-settlement', message: `"${s.trim().slice(0, 120)}": the hosted API builds ordinary Mina transactions; its \`chain\` picks an endpoint, not a settlement chain` });
      }
    }
    return out;
  },
};

RULES['planned-marker'] = (path, us) => {
  if (!/\.mdx?$/.test(path)) return [];
  const out = [];
  for (const u of us) {
    const text = u.kind === 'code' ? '' : u.text;
    if (/^\s*\(?\s*planned\s*:/i.test(text) || /\((?:planned|not shipped|planned, not shipped)\)/i.test(text)) {
      out.push({ line: u.line, rule: 'planned-marker', message: 'mark a feature that is not shipped with a :::note[Planned] admonition, not with a "Planned:" or "(planned)" aside' });
    }
  }
  return out;
};
// Admonition openers are not paragraphs of their own in units(); read them from the raw lines.
export function plannedOpeners(path, content) {
  if (!/\.mdx?$/.test(path)) return [];
  const out = [];
  content.split('\n').forEach((l, i) => {
    const m = /^\s*:::(\w+)(.*)$/.exec(l);
    if (!m || !/plan|design|not shipped|envisag/i.test(m[2])) return;
    if (m[1] !== 'note' || m[2].trim() !== '[Planned]') {
      out.push({ line: i + 1, rule: 'planned-marker', message: `":::${m[1]}${m[2]}": the one marker for unshipped features is ":::note[Planned]"` });
    }
  });
  return out;
}

/** `@default` tags whose value starts with a prose word. */
export function defaultTags(path, content) {
  if (!path.endsWith('.ts')) return [];
  const out = [];
  content.split('\n').forEach((l, i) => {
    const m = /@default(?:Value)?\s+([a-z][a-z]*)\b/.exec(l);
    if (m && !['true', 'false', 'null', 'undefined'].includes(m[1])) {
      out.push({ line: i + 1, rule: 'default-tag', message: `"@default ${m[1]} …" is prose; put the fallback in the description and keep @default for a value` });
    }
  });
  return out;
}

/** All findings for a site directory. */
export function check(site) {
  const files = [
    ...walk(join(site, 'docs'), (n) => /\.(mdx?|svg)$/.test(n)),
    ...walk(join(site, 'pages'), (n) => /\.mdx?$/.test(n)),
    ...walk(join(site, 'sdk'), (n) => n.endsWith('.ts')).filter((f) => !f.includes(`${join(site, 'sdk', 'external')}`)),
    ...walk(join(site, 'openapi'), (n) => /\.ya?ml$/.test(n)),
  ];
  const findings = [];
  for (const f of files) {
    const rel = relative(site, f).split('\\').join('/');
    const text = readFileSync(f, 'utf8');
    const us = units(f, text);
    for (const rule of Object.values(RULES)) for (const x of rule(rel, us)) findings.push({ file: rel, ...x });
    for (const x of plannedOpeners(rel, text)) findings.push({ file: rel, ...x });
    for (const x of defaultTags(rel, text)) findings.push({ file: rel, ...x });
  }
  return findings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = resolve(process.argv[2] ?? join(root, 'content'));
  const findings = check(site);
  for (const x of findings) console.error(`${relative(root, join(site, x.file))}:${x.line}: [${x.rule}] ${x.message}`);
  if (findings.length) {
    console.error(`docs consistency: ${findings.length} contradiction(s)`);
    process.exit(1);
  }
  console.log(`docs consistency: pipeline order, prover record, ${API_KEY_ENV}, sequences format, hosted-API wording, the Planned marker and @default tags agree across ${relative(root, site) || '.'}`);
}
