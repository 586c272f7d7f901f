// The server's HTML is the app's now: the page takes input (index.html kept a rendered page inert until here).
// Part of the tree on the server too (where it does nothing), so both trees have the same shape and React's ids match.
import { useEffect } from 'react';

export function TakenOver() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    root.inert = false;
    root.removeAttribute('data-rendered');
  }, []);
  return null;
}
