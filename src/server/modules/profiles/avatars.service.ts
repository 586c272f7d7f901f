// Profile photos: size-limited, content-sniffed, stored under a random name and served back with
// the sniffed type only.
import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { MAX_AVATAR_BYTES, type AvatarUpload } from '../../../shared/schemas/profiles';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { mimeForExt, sniffImage, type SniffedImage } from './image-sniff';

const avatarMessages = {
  tooLarge: 'The photo must be 2 MB or smaller.',
  notImage: 'Please choose a PNG, JPEG, WebP or GIF image.',
  empty: 'Please choose a photo to upload.',
} as const;

/** Reads a request body, refusing it as soon as it passes `max` bytes. */
export async function readBodyLimited(req: Request, max: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > max) throw new AppError('PAYLOAD_TOO_LARGE', avatarMessages.tooLarge);
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw new AppError('PAYLOAD_TOO_LARGE', avatarMessages.tooLarge);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** A short, stable tag of the uploader in each photo's path, so a profile can only use its own uploads. */
const ownerTag = (userId: string) => createHash('sha256').update(`avatar:${userId}`).digest('hex').slice(0, 16);

const isOwnAvatar = (userId: string, url: string | null | undefined) => Boolean(url?.startsWith(`/api/avatars/${ownerTag(userId)}/`));

/** Refuses someone else's photo; a photo already on the profile may stay. */
export function assertUsableAvatar(userId: string, url: string | null | undefined, current: string | null | undefined) {
  if (url && url !== current && !isOwnAvatar(userId, url)) throw new AppError('VALIDATION', 'Please upload the photo again.');
}

/** Removes a replaced photo of this user; a failure only leaves an orphan file behind. */
export async function discardAvatar(deps: Deps, userId: string, url: string | null | undefined) {
  if (!url || !isOwnAvatar(userId, url)) return;
  await deps.storage.delete(url.replace('/api/avatars/', 'avatars/')).catch((err: unknown) => deps.logger.warn({ err, url }, 'could not delete a replaced avatar'));
}

export async function uploadAvatar({ deps, actor, input }: { deps: Deps; actor: Actor; input: { bytes: Uint8Array } }): Promise<AvatarUpload> {
  const { bytes } = input;
  if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', avatarMessages.empty);
  if (bytes.byteLength > MAX_AVATAR_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', avatarMessages.tooLarge);
  const image = sniffImage(bytes);
  if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', avatarMessages.notImage);
  const name = `${ownerTag(actor.userId)}/${randomUUID()}.${image.ext}`;
  await deps.storage.put(`avatars/${name}`, bytes, image.mime);
  deps.logger.info({ userId: actor.userId, name, bytes: bytes.byteLength }, 'avatar uploaded');
  return { avatarUrl: `/api/avatars/${name}` };
}

export async function readAvatar({ deps, input }: { deps: Deps; input: { owner: string; name: string } }) {
  const match = /^([0-9a-f-]{36})\.(png|jpg|webp|gif)$/.exec(input.name);
  if (!match || !/^[0-9a-f]{16}$/.test(input.owner)) throw new AppError('NOT_FOUND', 'Photo not found.');
  const stored = await deps.storage.get(`avatars/${input.owner}/${input.name}`);
  if (!stored) throw new AppError('NOT_FOUND', 'Photo not found.');
  // The stored bytes decide the type again, whatever the storage backend kept as metadata.
  const image: SniffedImage | null = sniffImage(stored.body);
  if (!image || image.mime !== mimeForExt[match[2] as SniffedImage['ext']]) throw new AppError('NOT_FOUND', 'Photo not found.');
  return { body: stored.body, contentType: image.mime };
}
