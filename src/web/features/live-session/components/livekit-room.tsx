// The call in a LiveKit room: livekit-client (downloaded only when LiveKit is configured) connects with the
// server-minted token; everyone's camera or shared screen in a grid, remote audio, and the usual controls.
import { useEffect, useRef, useState } from 'react';
import type { Participant, Room, Track } from 'livekit-client';
import { Loader2, Mic, MicOff, MonitorUp, MonitorX, Video, VideoOff } from 'lucide-react';
import { roomToast } from '../lib/room-toast';
import { Button } from '../../../components/ui/button';
import { SdkLoadError, useProviderCall } from '../hooks/use-provider-call';
import { ProviderCallView } from './provider-call-view';

type Tile = {
  key: string;
  name: string;
  isLocal: boolean;
  /** The shared screen while sharing, otherwise the camera. */
  video: Track | null;
  screen: boolean;
  audio: Track | null;
  micOn: boolean;
  camOn: boolean;
  speaking: boolean;
};
type RoomView = { tiles: Tile[]; micOn: boolean; camOn: boolean; sharing: boolean; reconnecting: boolean };

async function loadLiveKit() {
  try {
    return await import('livekit-client');
  } catch (err) {
    throw new SdkLoadError(err);
  }
}

function tileOf(p: Participant, isLocal: boolean): Tile {
  const screen = p.getTrackPublication('screen_share' as Track.Source)?.track ?? null;
  const camera = p.getTrackPublication('camera' as Track.Source);
  const mic = p.getTrackPublication('microphone' as Track.Source);
  return {
    key: p.identity,
    name: p.name || p.identity,
    isLocal,
    video: screen ?? (camera && !camera.isMuted ? (camera.track ?? null) : null),
    screen: !!screen,
    audio: isLocal ? null : (mic?.track ?? null),
    micOn: !!mic && !mic.isMuted,
    camOn: !!camera && !camera.isMuted,
    speaking: p.isSpeaking,
  };
}

function viewOf(room: Room, reconnecting: boolean): RoomView {
  const me = room.localParticipant;
  const tiles = [...room.remoteParticipants.values()].map((p) => tileOf(p, false));
  tiles.push(tileOf(me, true));
  return { tiles, micOn: me.isMicrophoneEnabled, camOn: me.isCameraEnabled, sharing: me.isScreenShareEnabled, reconnecting };
}

function TrackElement({ track, kind, label, className }: { track: Track; kind: 'video' | 'audio'; label: string; className?: string }) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    track.attach(el);
    return () => {
      track.detach(el);
    };
  }, [track]);
  return kind === 'video' ? <video ref={ref} autoPlay playsInline muted aria-label={label} className={className} /> : <audio ref={ref} autoPlay />;
}

export function LiveKitRoom({ bookingId, otherName }: { bookingId: string; otherName: string }) {
  const [view, setView] = useState<RoomView | null>(null);
  const [room, setRoom] = useState<Room | null>(null);
  const [busy, setBusy] = useState(false);

  const call = useProviderCall(bookingId, 'livekit', async (join, { force, fail }) => {
    const lk = await loadLiveKit();
    const room = new lk.Room({ adaptiveStream: true, dynacast: true });
    let reconnecting = false;
    let leaving = false;
    const refresh = () => setView(viewOf(room, reconnecting));
    const E = lk.RoomEvent;
    for (const e of [
      E.ParticipantConnected,
      E.ParticipantDisconnected,
      E.TrackSubscribed,
      E.TrackUnsubscribed,
      E.TrackMuted,
      E.TrackUnmuted,
      E.LocalTrackPublished,
      E.LocalTrackUnpublished,
      E.ActiveSpeakersChanged,
    ]) {
      room.on(e, refresh);
    }
    room.on(E.Reconnecting, () => {
      reconnecting = true;
      refresh();
    });
    room.on(E.Reconnected, () => {
      reconnecting = false;
      refresh();
    });
    let joined = false;
    room.on(E.Disconnected, () => {
      // Before the join completes, a failed connect reports its own error instead.
      if (joined && !leaving) fail({ title: 'Meeting ended', description: 'You are no longer in the meeting. Use Retry to join again.' });
    });
    const leave = () => {
      leaving = true;
      setRoom(null);
      void room.disconnect();
    };
    try {
      await room.connect(join.serverUrl, join.token);
      // Force Initialize joins without camera and microphone (they can be turned on in the room).
      if (!force) await room.localParticipant.enableCameraAndMicrophone();
    } catch (err) {
      leave();
      throw err;
    }
    joined = true;
    setRoom(room);
    refresh();
    return { leave };
  });

  const toggle = async (what: 'mic' | 'cam' | 'screen') => {
    if (!room || !view) return;
    setBusy(true);
    try {
      const me = room.localParticipant;
      if (what === 'mic') await me.setMicrophoneEnabled(!view.micOn);
      else if (what === 'cam') await me.setCameraEnabled(!view.camOn);
      else await me.setScreenShareEnabled(!view.sharing, { audio: false });
    } catch (err) {
      if (!(err instanceof Error && err.name === 'NotAllowedError')) {
        roomToast.error(what === 'screen' ? 'Failed to share screen' : 'Failed to switch device', { description: err instanceof Error ? err.message : 'Please try again.' });
      }
    } finally {
      setBusy(false);
      setView(viewOf(room, view.reconnecting));
    }
  };

  const tiles = view?.tiles ?? [];
  const alone = tiles.every((t) => t.isLocal);
  return (
    <ProviderCallView provider="livekit" otherName={otherName} call={call}>
      <div className="space-y-3" data-testid="livekit-room">
        <div className="relative grid aspect-video w-full auto-rows-fr gap-2 overflow-hidden rounded-xl bg-slate-900 p-2 sm:grid-cols-2">
          {tiles.map((t) => (
            <div key={t.key} className={`relative overflow-hidden rounded-lg bg-slate-800 ${t.speaking ? 'ring-2 ring-emerald-400' : ''}`}>
              {t.video ? (
                <TrackElement track={t.video} kind="video" label={t.isLocal ? 'Your camera' : `${t.name}'s video`} className={`h-full w-full ${t.screen ? 'object-contain' : 'object-cover'}`} />
              ) : (
                <div className="flex h-full items-center justify-center text-3xl font-semibold text-white/80" aria-hidden>
                  {t.name.slice(0, 1).toUpperCase()}
                </div>
              )}
              {t.audio && <TrackElement track={t.audio} kind="audio" label={`${t.name}'s audio`} />}
              <p className="absolute bottom-2 left-2 flex items-center gap-1 rounded bg-black/60 px-2 py-0.5 text-xs text-white">
                {!t.micOn && <MicOff className="h-3 w-3" aria-label="muted" />}
                {t.isLocal ? 'You' : t.name}
                {t.screen ? ' · sharing screen' : ''}
              </p>
            </div>
          ))}
          {alone && (
            <p className="absolute inset-x-0 top-3 text-center text-sm text-white">
              <span className="rounded bg-black/60 px-2 py-1">Waiting for {otherName} to join...</span>
            </p>
          )}
          {view?.reconnecting && (
            <p className="absolute inset-0 flex items-center justify-center gap-2 bg-black/50 text-sm text-white">
              <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> Connection lost. Reconnecting...
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={view?.micOn ? 'secondary' : 'destructive'}
            size="icon"
            aria-pressed={!view?.micOn}
            aria-label={view?.micOn ? 'Mute microphone' : 'Unmute microphone'}
            onClick={() => void toggle('mic')}
            disabled={busy || !room}
          >
            {view?.micOn ? <Mic className="h-4 w-4" /> : <MicOff className="h-4 w-4" />}
          </Button>
          <Button
            variant={view?.camOn ? 'secondary' : 'destructive'}
            size="icon"
            aria-pressed={!view?.camOn}
            aria-label={view?.camOn ? 'Turn camera off' : 'Turn camera on'}
            onClick={() => void toggle('cam')}
            disabled={busy || !room}
          >
            {view?.camOn ? <Video className="h-4 w-4" /> : <VideoOff className="h-4 w-4" />}
          </Button>
          <Button variant={view?.sharing ? 'primary' : 'secondary'} size="sm" onClick={() => void toggle('screen')} disabled={busy || !room} aria-pressed={!!view?.sharing}>
            {view?.sharing ? <MonitorX className="h-4 w-4" aria-hidden /> : <MonitorUp className="h-4 w-4" aria-hidden />}
            {view?.sharing ? 'Stop Sharing' : 'Share Screen'}
          </Button>
          <span className="ml-auto text-xs text-slate-600 dark:text-slate-400">
            {alone ? `Waiting for ${otherName}` : `${tiles.length} in the call`}
          </span>
        </div>
      </div>
    </ProviderCallView>
  );
}
