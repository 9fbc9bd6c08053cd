// Long identifiers (`LaunchNftCollectionAdvancedAdminParams`, `getNftV2Info`) in titles, tabs and
// pagination cards, TOC entries and API URLs: a line may break between the words of the name (before an upper-case letter
// after a lower-case one, after `_` / `.` / `/`), so a narrow screen wraps it where a reader
// would, instead of overflowing or breaking mid-word. Prose is returned untouched: only text
// without spaces that looks like a name gets break points.
import { Fragment } from 'react';

const IDENT = /^[\w$.\/:{}-]{16,}$/;

export function Ident({ text }: { text: string }) {
  if (!IDENT.test(text)) return <>{text}</>;
  const parts = text.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[_./:-])/);
  return <>{parts.map((p, i) => <Fragment key={i}>{i > 0 && <wbr />}{p}</Fragment>)}</>;
}
