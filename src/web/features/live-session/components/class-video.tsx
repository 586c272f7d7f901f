// A class's video through the server's SFU: everyone in a grid, or one person large (the spotlight, else whoever
// is speaking) with the others in a strip. Names and mic-off marks on every tile; own mic and camera switches.
import { useEffect, useRef } from 'react';
import { Loader2, Mic, MicOff, Video, VideoOff } from 'lucide-react';
import type { SfuPerson } from '@shared/schemas/sfu';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSfuCall } from '../hooks/use-sfu-call';

type Props = {
  bookingId: string;
  selfUserId: string;
  /** Display names by user id; someone missing shows as "Participant". */
  names: Record<string, string>;
  view: 'grid' | 'speaker';
  /** The tutor's spotlight: this person is the large tile in speaker view. */
  spotlightUserId: string | null;
  /** Everyone in the room (self included) in order of arrival, whenever it changes. */
  onParticipants?: (ids: string[]) => void;
};

type TileProps = {
  stream: MediaStream | null;
  name: string;
  person: SfuPerson | undefined;
  self?: boolean;
  speaking?: boolean;
  className?: string;
};

function Tile({ stream, name, person, self, speaking, className }: TileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && el.srcObject !== stream) el.srcObject = stream;
  }, [stream]);
  const micOff = person ? !person.mic || person.mutedByHost : false;
  const cameraOff = person ? !person.camera : !stream;
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div
      className={cn('relative aspect-video overflow-hidden rounded-lg bg-slate-800', speaking && 'ring-2 ring-emerald-400', className)}
      data-testid="class-tile"
      data-user-name={name}
    >
      {/* The element stays mounted with the camera off: the person's audio plays through it. */}
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={self}
        aria-label={self ? 'Your camera' : `${name}'s video`}
        className={cn('h-full w-full object-cover', self && '-scale-x-100', cameraOff && 'invisible')}
      />
      {cameraOff && (
        <div className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-600 text-sm font-semibold text-white" aria-hidden>
            {initials || '?'}
          </span>
        </div>
      )}
      <p className="absolute bottom-1 left-1 flex max-w-[90%] items-center gap-1 truncate rounded bg-black/60 px-1.5 py-0.5 text-xs text-white">
        {micOff && <MicOff className="h-3 w-3 shrink-0 text-red-400" aria-label={person?.mutedByHost ? 'Muted by the tutor' : 'Microphone off'} />}
        <span className="truncate">{self ? `${name} (you)` : name}</span>
      </p>
    </div>
  );
}

/** Columns for n tiles: as square a grid as fits. */
const columnsFor = (n: number) => (n <= 1 ? 1 : n <= 4 ? 2 : n <= 9 ? 3 : n <= 16 ? 4 : 5);

export function ClassVideo({ bookingId, selfUserId, names, view, spotlightUserId, onParticipants }: Props) {
  const { snapshot: s, setMic, setCamera } = useSfuCall(bookingId);

  const people = s?.people ?? {};
  const order = Object.entries(people)
    .sort(([, a], [, b]) => a.joinedAt.localeCompare(b.joinedAt))
    .map(([id]) => id);
  const orderKey = order.join(',');
  const onParticipantsRef = useRef(onParticipants);
  onParticipantsRef.current = onParticipants;
  useEffect(() => {
    if (orderKey) onParticipantsRef.current?.(orderKey.split(','));
  }, [orderKey]);

  if (!s || s.state === 'starting' || (s.state === 'connecting' && !order.length)) {
    return (
      <div role="status" className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 text-white">
        <Loader2 className="h-6 w-6 animate-spin" aria-hidden />
        <p className="text-sm">Joining the class video...</p>
      </div>
    );
  }
  if (s.state === 'failed') {
    return (
      <div role="alert" className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-900 p-6 text-center text-white">
        <p className="text-lg font-semibold">The class video is unavailable</p>
        <p className="max-w-md text-sm text-slate-300">{s.error ?? 'Please reload the page to try again.'}</p>
      </div>
    );
  }

  const nameOf = (id: string) => names[id] ?? 'Participant';
  // Self first, then the others as they arrived (the server's state names only those whose media reaches us).
  const ids = [selfUserId, ...order.filter((id) => id !== selfUserId && s.remotes[id])];
  const tile = (id: string, className?: string) =>
    id === selfUserId ? (
      <Tile key={id} self stream={s.localStream} name={nameOf(id)} person={people[id] ?? { mic: s.mic, camera: s.camera, mutedByHost: s.mutedByHost, joinedAt: '' }} className={className} />
    ) : (
      <Tile key={id} stream={s.remotes[id] ?? null} name={nameOf(id)} person={people[id]} speaking={s.activeSpeaker === id} className={className} />
    );

  const focus =
    (spotlightUserId && ids.includes(spotlightUserId) ? spotlightUserId : null) ??
    (s.activeSpeaker && ids.includes(s.activeSpeaker) ? s.activeSpeaker : null) ??
    ids.find((id) => id !== selfUserId) ??
    selfUserId;

  return (
    <div className="flex flex-col gap-3">
      {s.state === 'reconnecting' && (
        <p role="status" className="rounded bg-amber-100 px-3 py-1 text-sm text-amber-900">
          Connection lost. Reconnecting...
        </p>
      )}
      {view === 'grid' ? (
        <div
          className="grid grid-cols-2 gap-2 sm:[grid-template-columns:repeat(var(--cols),minmax(0,1fr))]"
          style={{ '--cols': columnsFor(ids.length) } as React.CSSProperties}
          data-testid="class-grid"
        >
          {ids.map((id) => tile(id))}
        </div>
      ) : (
        <div className="flex flex-col gap-2" data-testid="class-speaker">
          {tile(focus, 'w-full')}
          <div className="flex gap-2 overflow-x-auto pb-1">{ids.filter((id) => id !== focus).map((id) => tile(id, 'w-32 shrink-0 sm:w-40'))}</div>
        </div>
      )}
      <div className="flex items-center gap-2">
        <Button
          variant={s.mic && !s.mutedByHost ? 'secondary' : 'destructive'}
          size="icon"
          aria-pressed={!s.mic}
          aria-label={s.mutedByHost ? 'Muted by the tutor' : s.mic ? 'Mute microphone' : 'Unmute microphone'}
          title={s.mutedByHost ? 'Muted by the tutor' : undefined}
          disabled={s.mutedByHost || !s.localStream?.getAudioTracks().length}
          onClick={() => setMic(!s.mic)}
        >
          {s.mic && !s.mutedByHost ? <Mic className="h-4 w-4" /> : <MicOff className="h-4 w-4" />}
        </Button>
        <Button
          variant={s.camera ? 'secondary' : 'destructive'}
          size="icon"
          aria-pressed={!s.camera}
          aria-label={s.camera ? 'Turn off camera' : 'Turn on camera'}
          disabled={!s.localStream?.getVideoTracks().length}
          onClick={() => setCamera(!s.camera)}
        >
          {s.camera ? <Video className="h-4 w-4" /> : <VideoOff className="h-4 w-4" />}
        </Button>
        <span className="text-xs text-slate-500">
          {s.state === 'connected' ? `${ids.length} in the class video` : 'Connecting...'}
          {s.mutedByHost && ' · the tutor muted you'}
        </span>
      </div>
    </div>
  );
}
