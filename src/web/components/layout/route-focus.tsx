// Keyboard and screen-reader basics of every layout: a "Skip to content" link as the first focusable element,
// and focus moved to the new page's main heading after a client-side navigation (a sign-in redirect included).
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The id of each layout's main region: the skip link's target and where the page heading is looked for. */
export const MAIN_ID = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-[100] rounded-md bg-white text-sm font-semibold text-brand-700 shadow-lg ring-2 ring-brand-600 focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:px-4 focus:py-2 dark:bg-slate-900 dark:text-brand-100"
      onClick={(e) => {
        // The main region takes focus too, so the next Tab starts inside the content.
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        e.preventDefault();
        focusQuietly(main);
        main.scrollIntoView();
      }}
    >
      Skip to content
    </a>
  );
}

function focusQuietly(el: HTMLElement) {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.classList.add('outline-none');
  el.focus({ preventScroll: true });
}

const WAIT_FOR_HEADING_MS = 4_000;
/** The first page of a visit keeps the browser's focus; every later one (in any layout) gets the heading. */
let firstPageShown = false;

/**
 * Moves focus to the page heading after each client-side navigation (not on the first load, and not when the new
 * page already put focus somewhere itself). A lazily loaded page's heading is waited for.
 */
export function RouteFocus({ heading = `#${MAIN_ID} h1` }: { /** Where the page heading is (a shell whose header holds the title: 'h1'). */ heading?: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    const settled = () => {
      const active = document.activeElement;
      // A page that focused a field (or a dialog) itself keeps it.
      return active && active !== document.body && active.isConnected && !active.closest('nav, header, aside');
    };
    const tryFocus = () => {
      if (settled()) return true;
      const target = document.querySelector<HTMLElement>(heading);
      if (!target) return false;
      focusQuietly(target);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = setTimeout(() => {
      // No heading came: any h1 on the page, else the main region itself.
      if (!settled()) {
        const target = document.querySelector<HTMLElement>('h1') ?? document.getElementById(MAIN_ID);
        if (target) focusQuietly(target);
      }
      stop();
    }, WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, heading]);
  return null;
}
