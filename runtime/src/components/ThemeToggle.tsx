import { useSite } from '../state/pack';
import { useTheme } from '../state/theme';
import { Icon } from './Icons';

export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  if (useSite().manifest.site.color_mode.disable_switch) return null;
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={`Switch to ${next} mode (currently ${theme} mode)`}
      title={`Switch to ${next} mode`}
      onClick={() => setTheme(next)}
    >
      <Icon name={theme === 'dark' ? 'moon' : 'sun'} />
    </button>
  );
}
