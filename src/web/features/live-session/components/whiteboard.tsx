// The session whiteboard: Excalidraw, loaded only when the session page shows it.
import { lazy, Suspense, useEffect } from 'react';
import { useWhiteboard } from '../api/whiteboard';

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augments the global Window
  interface Window {
    EXCALIDRAW_ASSET_PATH?: string | string[];
  }
}

let fontsSelfHosted = false;

/**
 * Excalidraw loads its fonts from EXCALIDRAW_ASSET_PATH (our own origin) and lists a public CDN as a
 * second source; the CDN is dropped from every font source list so that nothing leaves the site.
 */
function selfHostFonts() {
  if (fontsSelfHosted) return;
  fontsSelfHosted = true;
  window.EXCALIDRAW_ASSET_PATH = '/excalidraw-assets/';
  const Native = window.FontFace;
  class SelfHostedFontFace extends Native {
    constructor(family: string, source: string | BufferSource, descriptors?: FontFaceDescriptors) {
      const own =
        typeof source === 'string'
          ? source
              .split(/,\s*(?=url\()/)
              .filter((s) => !/url\(\s*["']?https?:\/\//.test(s) || s.includes(location.origin))
              .join(', ') || source
          : source;
      super(family, own, descriptors);
    }
  }
  window.FontFace = SelfHostedFontFace;
}

const loadBoard = () => {
  selfHostFonts();
  return import('./excalidraw-board');
};
const ExcalidrawBoard = lazy(loadBoard);

function BoardLoading() {
  return (
    <div role="status" className="flex h-[520px] items-center justify-center rounded-lg border border-slate-300 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      Loading whiteboard...
    </div>
  );
}

/**
 * `defer` holds the (large) board and its saved drawing back while the call is joining, so video comes first.
 * `topic` carries the changes: the session's by default, the class's (`class:{groupSessionId}`) for a group.
 */
export function Whiteboard({ bookingId, defer = false, topic }: { bookingId: string; defer?: boolean; topic?: string }) {
  const { data, isError } = useWhiteboard(bookingId, !defer);
  // The board's code loads alongside its drawing.
  useEffect(() => {
    if (!defer) void loadBoard();
  }, [defer]);
  if (isError) return <p className="text-sm text-red-600">The whiteboard could not be loaded.</p>;
  if (!data || defer) return <BoardLoading />;
  return (
    <Suspense fallback={<BoardLoading />}>
      <ExcalidrawBoard bookingId={bookingId} initial={data.elements} topic={topic ?? `session:${bookingId}`} />
    </Suspense>
  );
}
