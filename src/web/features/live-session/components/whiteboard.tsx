// A shared whiteboard: freehand strokes synced live over the session topic, saved with the booking,
// exportable as PNG.
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Download, Eraser } from 'lucide-react';
import { toast } from 'sonner';
import type { WhiteboardElement } from '@shared/schemas/live';
import { Button } from '../../../components/ui/button';
import { realtime } from '../../../lib/realtime-client';
import { useRealtimeTopic } from '../../../lib/use-realtime';
import { useSaveWhiteboard, useWhiteboard } from '../api/whiteboard';

const W = 1600;
const H = 1000;
const SEND_EVERY_MS = 80;
const SAVE_AFTER_MS = 800;
const COLORS = [
  { value: '#111827', name: 'Black' },
  { value: '#dc2626', name: 'Red' },
  { value: '#2563eb', name: 'Blue' },
  { value: '#16a34a', name: 'Green' },
];

function isStroke(x: unknown): x is WhiteboardElement {
  const e = x as WhiteboardElement;
  return !!e && typeof e.id === 'string' && e.type === 'stroke' && Array.isArray(e.points) && typeof e.width === 'number' && typeof e.color === 'string';
}

function drawStroke(ctx: CanvasRenderingContext2D, el: WhiteboardElement) {
  if (!el.points.length) return;
  ctx.strokeStyle = el.color;
  ctx.fillStyle = el.color;
  ctx.lineWidth = el.width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (el.points.length === 1) {
    const [x, y] = el.points[0];
    ctx.beginPath();
    ctx.arc(x, y, el.width / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.beginPath();
  ctx.moveTo(el.points[0][0], el.points[0][1]);
  for (const [x, y] of el.points.slice(1)) ctx.lineTo(x, y);
  ctx.stroke();
}

export function Whiteboard({ bookingId }: { bookingId: string }) {
  const topic = `session:${bookingId}`;
  const { data } = useWhiteboard(bookingId);
  const save = useSaveWhiteboard(bookingId);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const elements = useRef(new Map<string, WhiteboardElement>());
  const current = useRef<WhiteboardElement | null>(null);
  const lastSent = useRef(0);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loaded = useRef(false);
  const [count, setCount] = useState(0);
  const [color, setColor] = useState(COLORS[0].value);
  const [width, setWidth] = useState(4);

  const redraw = useCallback(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, W, H);
    for (const el of elements.current.values()) drawStroke(ctx, el);
    if (current.current) drawStroke(ctx, current.current);
    setCount(elements.current.size);
  }, []);

  const persist = useCallback(() => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => save.mutate([...elements.current.values()]), SAVE_AFTER_MS);
  }, [save]);

  useEffect(
    () => () => {
      if (saveTimer.current) clearTimeout(saveTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (!data || loaded.current) return;
    loaded.current = true;
    for (const el of data.elements) if (!elements.current.has(el.id)) elements.current.set(el.id, el);
    redraw();
  }, [data, redraw]);

  useEffect(() => redraw(), [redraw]);

  useRealtimeTopic(topic, (f) => {
    if (f.type !== 'signal' || f.data.kind !== 'whiteboard') return;
    if (f.data.replace) elements.current.clear();
    for (const el of f.data.elements) if (isStroke(el)) elements.current.set(el.id, el);
    redraw();
  });

  const point = (e: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const r = e.currentTarget.getBoundingClientRect();
    return [Math.round(((e.clientX - r.left) / r.width) * W), Math.round(((e.clientY - r.top) / r.height) * H)];
  };

  const send = (els: WhiteboardElement[], replace = false) => realtime.signal(topic, { kind: 'whiteboard', elements: els, replace });

  const onDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    current.current = { id: crypto.randomUUID(), type: 'stroke', color, width, points: [point(e)] };
    redraw();
  };
  const onMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const el = current.current;
    if (!el || el.points.length >= 4_000) return;
    el.points.push(point(e));
    redraw();
    const now = performance.now();
    if (now - lastSent.current > SEND_EVERY_MS) {
      lastSent.current = now;
      send([el]);
    }
  };
  const onUp = () => {
    const el = current.current;
    if (!el) return;
    current.current = null;
    elements.current.set(el.id, el);
    send([el]);
    redraw();
    persist();
  };

  const clear = () => {
    elements.current.clear();
    send([], true);
    redraw();
    persist();
  };

  const exportPng = () => {
    canvasRef.current?.toBlob((blob) => {
      if (!blob) return toast.error('Export failed', { description: 'The whiteboard could not be exported.' });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `whiteboard-${bookingId}.png`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    }, 'image/png');
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Whiteboard tools">
        {COLORS.map((c) => (
          <button
            key={c.value}
            type="button"
            aria-label={`${c.name} pen`}
            aria-pressed={color === c.value}
            onClick={() => setColor(c.value)}
            className="h-7 w-7 rounded-full border-2 aria-pressed:ring-2 aria-pressed:ring-brand-600 aria-pressed:ring-offset-2"
            style={{ backgroundColor: c.value, borderColor: c.value }}
          />
        ))}
        <label className="flex items-center gap-1 text-sm">
          <span>Size</span>
          <input type="range" min={1} max={24} value={width} onChange={(e) => setWidth(Number(e.target.value))} aria-label="Pen size" />
        </label>
        <Button variant="outline" size="sm" onClick={clear}>
          <Eraser className="h-4 w-4" aria-hidden /> Clear
        </Button>
        <Button variant="outline" size="sm" onClick={exportPng}>
          <Download className="h-4 w-4" aria-hidden /> Export PNG
        </Button>
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
          {save.isPending ? 'Saving...' : save.isError ? 'Not saved' : save.isSuccess ? 'Saved' : ''}
        </span>
      </div>
      <canvas
        ref={canvasRef}
        width={W}
        height={H}
        data-testid="whiteboard"
        data-elements={count}
        role="img"
        aria-label={`Whiteboard with ${count} drawing${count === 1 ? '' : 's'}`}
        className="block aspect-[16/10] w-full cursor-crosshair touch-none rounded-lg border border-slate-300 bg-white dark:border-slate-700"
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
      />
    </div>
  );
}
