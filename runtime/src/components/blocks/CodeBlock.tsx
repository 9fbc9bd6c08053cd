// Code blocks arrive pre-highlighted: lines of tokens whose class indexes CLASSES
// (compiler highlight::CLASSES). Title bar, language label, copy, line wrap, highlighted lines.
import { useState } from 'react';
import type { CodeBlock as CodeBlockT, Token } from '../../pack/schema';
import { Icon } from '../Icons';
import { Ident } from '../Ident';
import { TOKEN_CLASSES } from '../../pack/schema';

export const CLASSES = TOKEN_CLASSES;

export function Tokens({ tokens }: { tokens: { class: number; text: string }[] }) {
  return <>{tokens.map((t, i) => (CLASSES[t.class] ? <span key={i} className={`tk-${CLASSES[t.class]}`}>{t.text}</span> : t.text))}</>;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (insecure context, permissions): the old execCommand route.
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.setAttribute('readonly', '');
    ta.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
    document.body.appendChild(ta);
    ta.select();
    let ok = false;
    try { ok = document.execCommand('copy'); } catch { /* unsupported */ }
    ta.remove();
    return ok;
  }
}

const lineText = (line: Token[]) => line.map((t) => t.text).join('');

export function CodeBlock({ code }: { code: CodeBlockT }) {
  const [wrap, setWrap] = useState(false);
  const [copied, setCopied] = useState(false);
  const hl = new Set(code.highlight);
  const copy = async () => {
    if (await copyText(code.lines.map(lineText).join('\n'))) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  };
  return (
    <div className={'code-block' + (wrap ? ' code-block--wrap' : '')} data-lang={code.lang || undefined}>
      {(code.title || code.lang) && (
        <div className="code-block__header">
          <span className="code-block__title"><Ident text={code.title} /></span>
          {code.lang && <span className="code-block__lang">{code.lang}</span>}
        </div>
      )}
      <div className="code-block__body">
        {/* tabIndex: scrollable regions must be reachable by keyboard */}
        <pre tabIndex={0}><code>
          {code.lines.map((line, i) => (
            <span key={i} className={hl.has(i + 1) ? 'code-line code-line--hl' : 'code-line'}>
              <Tokens tokens={line} />{'\n'}
            </span>
          ))}
        </code></pre>
        <div className="code-block__buttons">
          <button type="button" className="icon-button" aria-label="Toggle word wrap" aria-pressed={wrap} title="Toggle word wrap" onClick={() => setWrap(!wrap)}>
            <Icon name="wrap" size={18} />
          </button>
          <button type="button" className="icon-button" aria-label={copied ? 'Copied' : 'Copy code to clipboard'} title="Copy" onClick={copy}>
            <Icon name={copied ? 'check' : 'copy'} size={18} />
          </button>
        </div>
      </div>
    </div>
  );
}
