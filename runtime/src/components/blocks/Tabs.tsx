// MDX <Tabs>: the API's accessible Tabs (tablist, arrow keys) over one block tree per tab.
// Tabs with a groupId switch together page-wide and keep the choice across visits in
// localStorage under Docusaurus's own key, so a reader's choice carries over from it.
import { useState } from 'react';
import type { Tabs as TabsBlock } from '../../pack/schema';
import { Tabs } from '../api/Tabs';
import { usePref } from '../api/prefs';
import { Blocks } from './Blocks';

export function MdxTabs({ tabs, depth }: { tabs: TabsBlock; depth: number }) {
  const [local, setLocal] = useState(tabs.default);
  const [shared, setShared] = usePref(`docusaurus.tab.${tabs.group_id}`);
  const stored = tabs.group_id ? tabs.items.findIndex((t) => t.value === shared) : -1;
  const sel = stored >= 0 ? stored : local;
  if (!tabs.items.length) return null;
  const select = (i: number) => {
    setLocal(i);
    if (tabs.group_id) setShared(tabs.items[i].value);
  };
  return (
    <Tabs label="Tabs" tabs={tabs.items.map((t) => ({ key: t.value, label: t.label }))} selected={sel} onSelect={select} className="tabs-mdx">
      <Blocks blocks={tabs.items[Math.min(sel, tabs.items.length - 1)].blocks} depth={depth} />
    </Tabs>
  );
}
