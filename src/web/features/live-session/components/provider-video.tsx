// The call when an outside provider carries it (VIDEO_PROVIDER=daily|livekit): its room component, in a
// chunk of its own; the provider SDKs themselves load from inside it, on first use.
import type { VideoProviderName } from '@shared/schemas/video';
import { DailyRoom } from './daily-room';
import { LiveKitRoom } from './livekit-room';

export default function ProviderVideo({ provider, bookingId, otherName }: { provider: Exclude<VideoProviderName, 'builtin'>; bookingId: string; otherName: string }) {
  return provider === 'daily' ? <DailyRoom bookingId={bookingId} otherName={otherName} /> : <LiveKitRoom bookingId={bookingId} otherName={otherName} />;
}
