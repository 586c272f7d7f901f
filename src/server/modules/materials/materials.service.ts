// Files tutors attach to a booking (type sniffed, size capped, stored under a random key) and the
// student's view of everything shared with them.
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { MATERIAL_MAX_BYTES, MATERIAL_TOO_LARGE, MATERIAL_UNSUPPORTED, type MaterialDto, type MaterialList, type SharedItemDto, type SharedItems } from '../../../shared/schemas/materials';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { sharedContentFor } from '../ai-content/ai-content.service';
import { notify } from '../notifications/notifications.service';
import { detectFileType } from './file-type';
import { materialsRepo, type MaterialRow } from './materials.repo';

type Args<I> = { deps: Deps; actor: Actor; input: I };

const toDto = (r: MaterialRow): MaterialDto => ({
  id: r.id,
  title: r.title,
  mimeType: r.mimeType,
  sizeBytes: r.sizeBytes,
  bookingId: r.bookingId,
  studentId: r.studentId,
  downloadUrl: `/api/materials/${r.id}/download`,
  createdAt: r.createdAt.toISOString(),
});

export type UploadInput = { bookingId?: string; filename?: string; title?: string; bytes: Uint8Array };

export async function uploadMaterial({ deps, actor, input }: Args<UploadInput>): Promise<MaterialDto> {
  const expertId = actor.expertProfileId!;
  if (!input.bookingId) throw new AppError('VALIDATION', 'Choose the session to attach the file to.');
  const filename = input.filename?.trim().split(/[\\/]/).pop() ?? '';
  if (!filename) throw new AppError('VALIDATION', 'The file needs a name.');
  if (input.bytes.byteLength === 0) throw new AppError('VALIDATION', 'The file is empty.');
  if (input.bytes.byteLength > MATERIAL_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MATERIAL_TOO_LARGE);
  const mimeType = detectFileType(input.bytes, filename);
  if (!mimeType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MATERIAL_UNSUPPORTED);
  const repo = materialsRepo(deps.db);
  const booking = await repo.bookingOf(expertId, input.bookingId);
  if (!booking) throw new AppError('NOT_FOUND', 'Session not found');
  const storageKey = `materials/${randomUUID()}`;
  await deps.storage.put(storageKey, input.bytes, mimeType);
  const row = await repo.insert({
    expertId,
    studentId: booking.studentId,
    bookingId: booking.id,
    title: input.title?.trim() || filename,
    storageKey,
    mimeType,
    sizeBytes: input.bytes.byteLength,
  });
  await notify(deps, {
    userId: booking.studentId,
    type: 'material.shared',
    title: 'New learning material',
    body: `${actor.fullName ?? actor.name} shared "${row.title}" with you.`,
    link: '/student/materials',
  });
  return toDto(row);
}

export async function listMaterials({ deps, actor, input }: Args<{ bookingId?: string }>): Promise<MaterialList> {
  const rows = await materialsRepo(deps.db).listForExpert(actor.expertProfileId!, input.bookingId);
  return { items: rows.map(toDto) };
}

export async function deleteMaterial({ deps, actor, input }: Args<{ id: string }>): Promise<void> {
  const repo = materialsRepo(deps.db);
  const row = await repo.byId(input.id);
  if (!row || row.expertId !== actor.expertProfileId) throw new AppError('NOT_FOUND', 'File not found');
  await repo.remove(row.id);
  await deps.storage.delete(row.storageKey);
}

/** The owning tutor or the booking's student; everyone else gets a 404. */
export async function downloadMaterial({ deps, actor, input }: Args<{ id: string }>) {
  const row = await materialsRepo(deps.db).byId(input.id);
  const allowed = row && (row.expertId === actor.expertProfileId || row.studentId === actor.userId);
  if (!row || !allowed) throw new AppError('NOT_FOUND', 'File not found');
  const stored = await deps.storage.get(row.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', 'File not found');
  return { row, body: stored.body };
}

export async function sharedWithMe({ deps, actor }: Args<undefined>): Promise<SharedItems> {
  const repo = materialsRepo(deps.db);
  const [files, content] = await Promise.all([repo.filesForStudent(actor.userId), sharedContentFor(deps, actor.userId)]);
  const bookingIds = [...files.map((f) => f.row.bookingId), ...content.summaries.map((s) => s.bookingId), ...content.plans.map((p) => p.bookingId)];
  const sessions = await repo.sessions([...new Set(bookingIds.filter((b): b is string => Boolean(b)))]);
  const session = (id: string | null) => {
    const s = id ? sessions.get(id) : undefined;
    return { bookingId: id, sessionTitle: s?.title ?? null, sessionAt: s?.scheduledAt.toISOString() ?? null };
  };
  const items: SharedItemDto[] = [
    ...files.map(({ row, tutorName }) => ({
      kind: 'file' as const,
      id: row.id,
      title: row.title,
      expertId: row.expertId,
      tutorName,
      ...session(row.bookingId),
      sharedAt: row.createdAt.toISOString(),
      text: null,
      mimeType: row.mimeType,
      sizeBytes: row.sizeBytes,
      downloadUrl: `/api/materials/${row.id}/download`,
    })),
    ...content.summaries.map(({ expertId, tutorName, bookingId, dto }) => ({
      kind: 'summary' as const,
      id: dto.id,
      title: `Session summary: ${dto.subject}`,
      expertId,
      tutorName,
      ...session(bookingId),
      sharedAt: dto.sharedAt!,
      text: dto.summary,
      mimeType: null,
      sizeBytes: null,
      downloadUrl: null,
    })),
    ...content.plans.map(({ expertId, tutorName, bookingId, dto }) => ({
      kind: 'lesson_plan' as const,
      id: dto.id,
      title: dto.topic,
      expertId,
      tutorName,
      ...session(bookingId),
      sharedAt: dto.sharedAt!,
      text: dto.lessonPlan,
      mimeType: null,
      sizeBytes: null,
      downloadUrl: null,
    })),
  ];
  items.sort((a, b) => b.sharedAt.localeCompare(a.sharedAt));
  return { items };
}
