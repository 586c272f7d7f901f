// The Excalidraw board of the session (loaded lazily, only on the session page). Fonts come from
// /excalidraw-assets on our own origin. Changes travel to the other participant as element
// updates (by id and version) and the board is saved with the booking.
import '@excalidraw/excalidraw/index.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CaptureUpdateAction, Excalidraw, exportToBlob, getSceneVersion, reconcileElements } from '@excalidraw/excalidraw';
import type { OrderedExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import type { RemoteExcalidrawElement } from '@excalidraw/excalidraw/data/reconcile';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { Download } from 'lucide-react';
import { roomToast } from '../lib/room-toast';
import type { WhiteboardElement } from '@shared/schemas/live';
import { Button } from '../../../components/ui/button';
import { realtime } from '../../../lib/realtime-client';
import { useRealtimeSignals } from '../../../lib/use-realtime';
import { useSaveWhiteboard } from '../api/whiteboard';


const SEND_EVERY_MS = 100;
const SAVE_AFTER_MS = 1_000;

/** `topic`: where changes travel (the session's, or for a group session the class's, so every seat shares one board). */
type Props = { bookingId: string; initial: WhiteboardElement[]; topic: string };

export default function ExcalidrawBoard({ bookingId, initial, topic }: Props) {
  const save = useSaveWhiteboard(bookingId);
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  // Excalidraw's menu button is an icon without a name: screen readers would announce just "button".
  useEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    const name = () => board.querySelectorAll('.main-menu-trigger:not([aria-label])').forEach((b) => b.setAttribute('aria-label', 'Whiteboard menu'));
    name();
    const watch = new MutationObserver(name);
    watch.observe(board, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);
  const [count, setCount] = useState(() => initial.filter((e) => !(e as { isDeleted?: boolean }).isDeleted).length);
  /** Last version of each element known to both sides (sent or received). */
  const synced = useRef(new Map<string, number>());
  const lastScene = useRef(-1);
  const sendTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save.mutate);
  useEffect(() => {
    saveRef.current = save.mutate;
  });

  useEffect(() => {
    for (const el of initial as unknown as OrderedExcalidrawElement[]) synced.current.set(el.id, el.version);
  }, [initial]);

  useEffect(
    () => () => {
      if (sendTimer.current) clearTimeout(sendTimer.current);
      if (saveTimer.current) clearTimeout(saveTimer.current);
    },
    [],
  );

  const flush = useCallback(() => {
    sendTimer.current = null;
    if (!api) return;
    const changed = api.getSceneElementsIncludingDeleted().filter((el) => synced.current.get(el.id) !== el.version);
    if (!changed.length) return;
    for (const el of changed) synced.current.set(el.id, el.version);
    realtime.signal(topic, { kind: 'whiteboard', elements: changed as unknown[] });
  }, [api, topic]);

  const onChange = useCallback(
    (elements: readonly OrderedExcalidrawElement[]) => {
      const version = getSceneVersion(elements);
      if (version === lastScene.current) return;
      lastScene.current = version;
      setCount(elements.filter((e) => !e.isDeleted).length);
      if (!elements.some((el) => synced.current.get(el.id) !== el.version)) return;
      if (!sendTimer.current) sendTimer.current = setTimeout(flush, SEND_EVERY_MS);
      if (saveTimer.current) clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => {
        const all = (api?.getSceneElements() ?? elements.filter((e) => !e.isDeleted)) as unknown as WhiteboardElement[];
        saveRef.current([...all]);
      }, SAVE_AFTER_MS);
    },
    [api, flush],
  );

  useRealtimeSignals(topic, (f) => {
    if (f.data.kind !== 'whiteboard' || !api) return;
    const remote = (f.data.elements as RemoteExcalidrawElement[]).filter((e) => e && typeof e.id === 'string' && typeof e.version === 'number');
    const local = api.getSceneElementsIncludingDeleted();
    const merged = f.data.replace ? remote : reconcileElements(local, remote, api.getAppState());
    for (const el of remote) synced.current.set(el.id, el.version);
    api.updateScene({ elements: merged, captureUpdate: CaptureUpdateAction.NEVER });
  });

  const exportPng = async () => {
    if (!api) return;
    try {
      const blob = await exportToBlob({
        elements: api.getSceneElements(),
        appState: { ...api.getAppState(), exportBackground: true, viewBackgroundColor: '#ffffff' },
        files: api.getFiles(),
        mimeType: 'image/png',
      });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `whiteboard-${bookingId}.png`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    } catch {
      roomToast.error('Export failed', { description: 'The whiteboard could not be exported.' });
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => void exportPng()} disabled={!api}>
          <Download className="h-4 w-4" aria-hidden /> Export PNG
        </Button>
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
          {save.isPending ? 'Saving...' : save.isError ? 'Not saved' : save.isSuccess ? 'Saved' : ''}
        </span>
      </div>
      <div ref={boardRef} className="h-[520px] overflow-hidden rounded-lg border border-slate-300 dark:border-slate-700" data-testid="whiteboard" data-elements={count}>
        <Excalidraw
          excalidrawAPI={setApi}
          initialData={{ elements: initial as unknown as OrderedExcalidrawElement[], appState: { viewBackgroundColor: '#ffffff' }, scrollToContent: true }}
          onChange={onChange}
          UIOptions={{ canvasActions: { loadScene: false, saveToActiveFile: false, export: false, saveAsImage: false } }}
        />
      </div>
    </div>
  );
}
