// The call in a Daily room: Daily Prebuilt in an iframe (its own chat, screen sharing and host controls),
// joined with the meeting token the server minted. daily-js is downloaded only when Daily is configured.
import { useRef } from 'react';
import type { DailyCall } from '@daily-co/daily-js';
import { ContainerError, SdkLoadError, useProviderCall } from '../hooks/use-provider-call';
import { ProviderCallView } from './provider-call-view';

/** Spec: the room's container is looked for again after 1 s and 3 s before giving up. */
const CONTAINER_CHECKS_MS = [0, 1_000, 3_000];

async function waitForContainer(ref: React.RefObject<HTMLDivElement | null>): Promise<HTMLDivElement> {
  let waited = 0;
  for (const at of CONTAINER_CHECKS_MS) {
    await new Promise((r) => setTimeout(r, at - waited));
    waited = at;
    if (ref.current?.isConnected) return ref.current;
  }
  throw new ContainerError();
}

async function loadDaily() {
  try {
    return (await import('@daily-co/daily-js')).default;
  } catch (err) {
    throw new SdkLoadError(err);
  }
}

export function DailyRoom({ bookingId, otherName }: { bookingId: string; otherName: string }) {
  const container = useRef<HTMLDivElement>(null);
  const call = useProviderCall(bookingId, 'daily', async (join, { force, fail }) => {
    const Daily = await loadDaily();
    const parent = await waitForContainer(container);
    // One Daily instance per page: a frame left by an earlier attempt goes first.
    await Daily.getCallInstance()?.destroy();
    const frame: DailyCall = Daily.createFrame(parent, {
      iframeStyle: { width: '100%', height: '100%', border: '0', borderRadius: '0.75rem' },
      showLeaveButton: false,
      showFullscreenButton: true,
    });
    let leaving = false;
    let joined = false;
    frame.on('error', (e) => fail({ title: 'Failed to start video session', description: e?.errorMsg || 'The video call stopped. Please try again.' }));
    frame.on('left-meeting', () => {
      if (joined && !leaving) fail({ title: 'Meeting ended', description: 'You are no longer in the meeting. Use Retry to join again.' });
    });
    try {
      // Force Initialize joins with camera and microphone off (they can be turned on inside the room).
      await frame.join({ url: join.roomUrl, token: join.token, ...(force ? { startVideoOff: true, startAudioOff: true } : {}) });
    } catch (err) {
      leaving = true;
      void frame.destroy();
      throw err;
    }
    joined = true;
    return {
      leave: () => {
        leaving = true;
        void frame.destroy();
      },
    };
  });

  return (
    <ProviderCallView provider="daily" otherName={otherName} call={call}>
      <div ref={container} className="aspect-video min-h-[420px] w-full overflow-hidden rounded-xl bg-slate-900" data-testid="daily-room" />
    </ProviderCallView>
  );
}
