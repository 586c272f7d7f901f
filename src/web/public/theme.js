// Applies the saved theme before the first paint (the same rule as src/web/lib/ui-prefs.ts applyTheme), so a page
// in dark theme never flashes white while the app loads. Kept tiny and outside the bundle: it runs before it.
(function () {
  try {
    var theme = JSON.parse(localStorage.getItem('tutor-dashboard-ui') || '{}').theme || 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch {
    /* no saved preference: the light theme */
  }
})();
