// Local UI preferences under the spec's key `tutor-dashboard-ui`: sidebar state and theme.
export type Theme = 'light' | 'dark' | 'system';
export type UiPrefs = { sidebarCollapsed: boolean; theme: Theme };

const KEY = 'tutor-dashboard-ui';
const defaults: UiPrefs = { sidebarCollapsed: false, theme: 'system' };

export function readUiPrefs(): UiPrefs {
  try {
    return { ...defaults, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<UiPrefs>) };
  } catch {
    return defaults;
  }
}

export function writeUiPrefs(patch: Partial<UiPrefs>): UiPrefs {
  const next = { ...readUiPrefs(), ...patch };
  localStorage.setItem(KEY, JSON.stringify(next));
  if (patch.theme) applyTheme(next.theme);
  return next;
}

export function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', Boolean(dark));
}
