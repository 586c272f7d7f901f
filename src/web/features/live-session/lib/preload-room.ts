// The live room's code, fetched while a Join button is on screen for a session that can be joined now
// (or when the pointer or focus reaches the button), so the room's window opens from the cache. Routes
// hand it to the screens with Join buttons.
let requested = false;

export function preloadSessionRoom() {
  if (requested) return;
  requested = true;
  void import('../components/live-room').catch(() => {
    requested = false;
  });
}
