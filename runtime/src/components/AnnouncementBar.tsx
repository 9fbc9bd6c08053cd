// site.announcement: text + optional link + close button. Dismissal is stored per id in
// localStorage, so publishing a new id shows the bar again.
import { useState } from 'react';
import type { Announcement } from '../pack/schema';
import { Icon } from './Icons';
import { NavLink } from './Link';

const KEY = 'docc-announcement-dismissed';

export function AnnouncementBar({ announcement }: { announcement: Announcement }) {
  const [dismissed, setDismissed] = useState(() => {
    try { return localStorage.getItem(KEY) === announcement.id; } catch { return false; }
  });
  if (dismissed) return null;
  const close = () => {
    try { localStorage.setItem(KEY, announcement.id); } catch { /* storage disabled */ }
    setDismissed(true);
  };
  const link = announcement.link;
  return (
    <div className="announcement" role="region" aria-label="Announcement">
      <div className="announcement__content">
        {announcement.text}
        {link && <> <NavLink to={link.href} external={link.external}>{link.label}</NavLink></>}
      </div>
      <button type="button" className="icon-button announcement__close" aria-label="Close announcement" onClick={close}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
