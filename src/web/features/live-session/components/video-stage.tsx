// The call: remote video large, own preview small, controls, devices and connection state.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Loader2, Mic, MicOff, MonitorUp, MonitorX, RefreshCw, Settings, Video, VideoOff, Zap } from 'lucide-react';
import { roomToast } from '../lib/room-toast';
import { Button } from '../../../components/ui/button';
import { Label, NativeSelect } from '../../../components/ui/input';
import { callAdvice, FORCE_AFTER_RETRIES, type CallError, type CallStatus } from '../hooks/use-call-attempts';
import type { SnapshotStore } from '../hooks/use-peer-call';
import type { CallSnapshot, PeerCall } from '../lib/peer-call';

type ViewProps = { stream: MediaStream | null; muted?: boolean; label: string; className?: string; onFirstFrame?: () => void };

function VideoView({ stream, muted, label, className, onFirstFrame }: ViewProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && el.srcObject !== stream) el.srcObject = stream;
  }, [stream]);
  return <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} className={className} onLoadedData={onFirstFrame} />;
}

const peerText = (s: CallSnapshot, otherName: string) => {
  switch (s.peer) {
    case 'waiting':
      return `Waiting for ${otherName} to join...`;
    case 'connecting':
      return `Connecting to ${otherName}...`;
    case 'reconnecting':
      return 'Connection lost. Reconnecting...';
    case 'connected':
      return `Connected with ${otherName}`;
  }
};

/** The call's state under the controls, in short words (the stage itself says the long version). */
const callState = { waiting: 'Not connected yet', connecting: 'Connecting', reconnecting: 'Reconnecting' } as const;

type Props = {
  status: CallStatus;
  error: CallError | null;
  snapshot: CallSnapshot | null;
  call: React.RefObject<PeerCall | null>;
  otherName: string;
  retryCount: number;
  onRetry: () => void;
  onForce: () => void;
  /** The other side's first video frame has arrived. */
  onRemoteVideo?: () => void;
};

/** The built-in call's stage, following the call's snapshot. */
export function CallVideoStage({ store, ...props }: Omit<Props, 'snapshot'> & { store: SnapshotStore }) {
  const snapshot = useSyncExternalStore(store.subscribe, store.get);
  return <VideoStage {...props} snapshot={snapshot} />;
}

export function VideoStage({ status, error, snapshot, call, otherName, retryCount, onRetry, onForce, onRemoteVideo }: Props) {
  const [showDevices, setShowDevices] = useState(false);
  const [sharingBusy, setSharingBusy] = useState(false);

  if (status === 'error' && error) {
    return (
      <div role="alert" className="flex aspect-video w-full flex-col max-lg:flex-1 items-center justify-center gap-3 rounded-xl bg-slate-900 p-6 text-center text-white">
        <p className="text-lg font-semibold">{error.title}</p>
        <p className="max-w-md text-sm text-slate-300">{callAdvice(error, retryCount)}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" onClick={onRetry}>
            <RefreshCw className="h-4 w-4" aria-hidden /> Retry{retryCount > 0 ? ` (${retryCount})` : ''}
          </Button>
          {retryCount >= FORCE_AFTER_RETRIES && (
            <Button variant="outline" onClick={onForce}>
              <Zap className="h-4 w-4" aria-hidden /> Force Initialize
            </Button>
          )}
        </div>
      </div>
    );
  }

  if (status === 'loading' || !snapshot) {
    return (
      <div role="status" className="flex aspect-video w-full flex-col max-lg:flex-1 items-center justify-center gap-3 rounded-xl bg-slate-900 text-white">
        <Loader2 className="h-6 w-6 animate-spin" aria-hidden />
        <p className="text-sm">Starting video...</p>
      </div>
    );
  }

  const s = snapshot;
  const c = call.current;
  const remoteSharing = s.remoteMedia?.screen === true;

  const toggleScreen = async () => {
    if (!c) return;
    setSharingBusy(true);
    try {
      if (s.media.screen) await c.stopScreenShare();
      else await c.startScreenShare();
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'NotAllowedError')) {
        roomToast.error('Failed to share screen', { description: err instanceof Error ? err.message : 'Please try again.' });
      }
    } finally {
      setSharingBusy(false);
    }
  };

  const choose = (kind: 'audio' | 'video', id: string) => {
    void c?.chooseDevice(kind, id).catch((err: unknown) =>
      roomToast.error('Failed to switch device', { description: err instanceof Error ? err.message : 'Please try again.' }),
    );
  };

  return (
    // Below lg the stage grows into the height the room gives it (the first screen); from lg it keeps to 16:9.
    <div className="flex flex-col gap-3 max-lg:min-h-0 max-lg:flex-1">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900 max-lg:min-h-0 max-lg:flex-1">
        <VideoView
          stream={s.remoteStream}
          label={`${otherName}'s video`}
          className={s.remoteStream && s.peer === 'connected' ? 'h-full w-full object-contain' : 'hidden'}
          onFirstFrame={onRemoteVideo}
        />
        {s.peer !== 'connected' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
            {s.peer !== 'waiting' && <Loader2 className="h-6 w-6 animate-spin" aria-hidden />}
            <p className="text-sm">{peerText(s, otherName)}</p>
          </div>
        )}
        {s.peer === 'connected' && (remoteSharing || s.remoteMedia?.audio === false || s.remoteMedia?.video === false) && (
          <p className="absolute left-3 top-3 rounded bg-black/60 px-2 py-1 text-xs text-white" data-testid="remote-media">
            {remoteSharing ? `${otherName} is sharing their screen` : s.remoteMedia?.video === false ? `${otherName} turned off the camera` : `${otherName} is muted`}
          </p>
        )}
        <div className="absolute bottom-3 right-3 w-28 overflow-hidden rounded-lg border border-white/30 bg-slate-800 shadow-lg sm:w-44">
          <VideoView stream={s.previewStream} muted label={s.media.screen ? 'Your shared screen' : 'Your camera'} className="aspect-video w-full object-cover" />
        </div>
      </div>

      <div className="flex items-center gap-2">
        <Button
          variant={s.media.audio ? 'secondary' : 'destructive'}
          size="icon"
          aria-pressed={!s.media.audio}
          aria-label={s.media.audio ? 'Mute microphone' : 'Unmute microphone'}
          onClick={() => c?.setAudio(!s.media.audio)}
          disabled={!s.localStream?.getAudioTracks().length}
        >
          {s.media.audio ? <Mic className="h-4 w-4" /> : <MicOff className="h-4 w-4" />}
        </Button>
        <Button
          variant={s.media.video ? 'secondary' : 'destructive'}
          size="icon"
          aria-pressed={!s.media.video}
          aria-label={s.media.video ? 'Turn camera off' : 'Turn camera on'}
          onClick={() => c?.setVideo(!s.media.video)}
          disabled={!s.localStream?.getVideoTracks().length}
        >
          {s.media.video ? <Video className="h-4 w-4" /> : <VideoOff className="h-4 w-4" />}
        </Button>
        <Button variant={s.media.screen ? 'primary' : 'secondary'} size="sm" className="shrink-0" onClick={() => void toggleScreen()} disabled={sharingBusy} aria-pressed={s.media.screen}>
          {s.media.screen ? <MonitorX className="h-4 w-4" aria-hidden /> : <MonitorUp className="h-4 w-4" aria-hidden />}
          {s.media.screen ? 'Stop Sharing' : 'Share Screen'}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Camera and microphone settings"
          aria-expanded={showDevices}
          onClick={() => {
            setShowDevices((v) => !v);
            void c?.refreshDevices();
          }}
        >
          <Settings className="h-4 w-4" />
        </Button>
        <span className="ml-auto min-w-0 truncate text-xs text-slate-600 dark:text-slate-400" data-testid="connection-state" data-state={s.connectionState}>
          {s.peer === 'connected' ? peerText(s, otherName) : callState[s.peer]}
        </span>
      </div>

      {showDevices && (
        <div className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700">
          <div>
            <Label htmlFor="camera-select">Camera</Label>
            <NativeSelect id="camera-select" value={s.videoDeviceId ?? ''} onChange={(e) => choose('video', e.target.value)}>
              {s.devices.video.map((d, i) => (
                <option key={d.deviceId || i} value={d.deviceId}>
                  {d.label || `Camera ${i + 1}`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor="mic-select">Microphone</Label>
            <NativeSelect id="mic-select" value={s.audioDeviceId ?? ''} onChange={(e) => choose('audio', e.target.value)}>
              {s.devices.audio.map((d, i) => (
                <option key={d.deviceId || i} value={d.deviceId}>
                  {d.label || `Microphone ${i + 1}`}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
    </div>
  );
}
