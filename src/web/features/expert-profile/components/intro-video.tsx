// The tutor's intro video, loaded only when the viewer asks for it: a YouTube or Vimeo player replaces the
// still on click; an uploaded file plays in the browser's own player, fetched only on play.
import { useState } from 'react';
import { Play } from 'lucide-react';
import type { IntroVideo as IntroVideoData } from '@shared/schemas/expert-profile';

export function IntroVideo({ video, name }: { video: IntroVideoData; name: string }) {
  const [playing, setPlaying] = useState(false);
  // A still that cannot be fetched (blocked or offline) leaves the plain poster.
  const [still, setStill] = useState(true);
  const title = `Intro video of ${name}`;
  if (video.kind === 'file') {
    return (
      <video controls preload="none" className="aspect-video w-full rounded-xl bg-black" aria-label={title}>
        <source src={video.url} />
      </video>
    );
  }
  if (playing) {
    return (
      <iframe
        src={video.embedUrl}
        title={title}
        className="aspect-video w-full rounded-xl border-0 bg-black"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br from-brand-700 to-slate-900 text-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500"
      aria-label={`Play ${title.toLowerCase()} (${video.kind === 'youtube' ? 'YouTube' : 'Vimeo'})`}
    >
      {video.thumbnailUrl && still && (
        <img src={video.thumbnailUrl} alt="" loading="lazy" onError={() => setStill(false)} className="absolute inset-0 h-full w-full object-cover opacity-80" />
      )}
      <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-black/60 transition group-hover:scale-105 group-hover:bg-black/75">
        <Play className="ml-1 h-8 w-8 fill-white" aria-hidden />
      </span>
      <span className="absolute bottom-2 left-3 rounded bg-black/60 px-2 py-0.5 text-xs">Intro video · plays on {video.kind === 'youtube' ? 'YouTube' : 'Vimeo'}</span>
    </button>
  );
}
