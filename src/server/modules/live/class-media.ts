// The class rules' view of the media path: the built-in class call runs through the server's SFU
// (src/server/sfu), which enforces a tutor's mute. The class layer does not depend on it: with Daily or LiveKit
// (or no media at all) a mute is the class's state only, which every seat's page shows and follows.
import type { Deps } from '../../deps';

type ClassMedia = { setMuted: (roomName: string, userId: string, muted: boolean) => Promise<void> | void };

/** The SFU's module, loaded on the first mute (it loads its native code on first use too). */
let loadMedia: () => Promise<ClassMedia | null> = () => import('../../sfu/index');

/** Tests replace the media path. */
export function setClassMediaLoader(load: () => Promise<ClassMedia | null>) {
  loadMedia = load;
}

/** Mutes or unmutes a student in the room's media when the SFU carries it; a failure is logged, never thrown. */
export async function muteInMedia(deps: Deps, roomName: string, userId: string, muted: boolean): Promise<void> {
  if (deps.video.name !== 'builtin') return;
  try {
    const media = await loadMedia();
    await media?.setMuted(roomName, userId, muted);
  } catch (err) {
    deps.logger.warn({ err, roomName, userId }, 'the video server did not take the mute');
  }
}
