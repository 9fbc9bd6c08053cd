// JSON example text → a highlighted code block, for the operation examples (index.tsx) and the
// schema trees' example values (SchemaTree.tsx); in its own file so that neither view imports the other.
import type { CodeBlock as CodeBlockT, Token } from '../../pack/schema';

/** JSON text → a highlighted code block (tokens as the compiler's highlighter would class them). */
export function jsonBlock(text: string, title = ''): CodeBlockT {
  const re = /("(?:\\.|[^"\\])*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b|([{}[\],])/g;
  const lines = text.split('\n').map((line) => {
    const toks: Token[] = [];
    let at = 0;
    for (const m of line.matchAll(re)) {
      if (m.index! > at) toks.push({ class: 0, text: line.slice(at, m.index) });
      if (m[1]) {
        toks.push({ class: m[2] ? 13 : 2, text: m[1] });
        if (m[2]) toks.push({ class: 10, text: m[2] });
      } else if (m[3]) toks.push({ class: 4, text: m[3] });
      else if (m[4]) toks.push({ class: 7, text: m[4] });
      else toks.push({ class: 10, text: m[5] });
      at = m.index! + m[0].length;
    }
    if (at < line.length) toks.push({ class: 0, text: line.slice(at) });
    return toks;
  });
  return { lang: 'json', title, highlight: [], lines };
}
