import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser takes that page over (so both render the same), true
 * from the render after, and at once in a page the browser renders itself. For what a page can show a moment later
 * instead of carrying it in its HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
