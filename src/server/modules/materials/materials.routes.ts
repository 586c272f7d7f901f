import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import {
  MATERIAL_MAX_BYTES,
  MATERIAL_TOO_LARGE,
  listMaterialsQuerySchema,
  materialDtoSchema,
  materialListSchema,
  sharedItemsSchema,
  uploadQuerySchema,
} from '../../../shared/schemas/materials';
import { route, type RouteDef } from '../../http/route';
import * as svc from './materials.service';

const tags = ['materials'];
const idParams = z.object({ id: z.uuid() });

/** Multipart (field `file`, plus bookingId/title) or a raw body with ?filename=&bookingId=. */
async function readUpload(c: Context, query: z.infer<typeof uploadQuerySchema>): Promise<Omit<svc.UploadInput, never>> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MATERIAL_MAX_BYTES + 64 * 1024) throw new AppError('PAYLOAD_TOO_LARGE', MATERIAL_TOO_LARGE);
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw new AppError('VALIDATION', 'Choose a file to upload.');
    const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    const bookingId = text(form.bookingId) ?? query.bookingId;
    if (bookingId && !z.uuid().safeParse(bookingId).success) throw new AppError('NOT_FOUND', 'Session not found');
    return { bookingId, filename: file.name, title: text(form.title) ?? query.title, bytes: new Uint8Array(await file.arrayBuffer()) };
  }
  return { bookingId: query.bookingId, filename: query.filename ?? c.req.header('x-filename'), title: query.title, bytes: new Uint8Array(await c.req.arrayBuffer()) };
}

export const materialsRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: '/materials',
    access: 'expert',
    summary: "Attach a file (PDF, image, text, DOCX, PPTX; up to 10 MB) to one of my bookings; shared with its student",
    tags,
    query: uploadQuerySchema,
    rawBody: true,
    bodyLimit: MATERIAL_MAX_BYTES + 64 * 1024,
    status: 201,
    response: materialDtoSchema,
    handler: async ({ deps, actor, query, c }) => svc.uploadMaterial({ deps, actor, input: await readUpload(c, query) }),
  }),
  route({
    method: 'GET',
    path: '/materials',
    access: 'expert',
    summary: 'Files I attached, optionally for one booking',
    tags,
    query: listMaterialsQuerySchema,
    response: materialListSchema,
    handler: ({ deps, actor, query }) => svc.listMaterials({ deps, actor, input: query }),
  }),
  route({
    method: 'GET',
    path: '/materials/shared',
    access: 'student',
    summary: 'Everything my tutors shared with me: summaries, lesson plans and files',
    tags,
    response: sharedItemsSchema,
    handler: ({ deps, actor }) => svc.sharedWithMe({ deps, actor, input: undefined }),
  }),
  route({
    method: 'DELETE',
    path: '/materials/:id',
    access: 'expert',
    summary: 'Delete a file I attached',
    tags,
    params: idParams,
    response: 'empty',
    handler: ({ deps, actor, params }) => svc.deleteMaterial({ deps, actor, input: params }),
  }),
  route({
    method: 'GET',
    path: '/materials/:id/download',
    access: 'user',
    summary: 'Download a file (its tutor or its student only)',
    tags,
    params: idParams,
    // The file's own type, as sniffed at upload: PDF, an image, text, DOCX or PPTX.
    response: { file: '*/*' },
    handler: async ({ deps, actor, params }) => {
      const { row, body } = await svc.downloadMaterial({ deps, actor, input: params });
      const ascii = row.title.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return new Response(body as BodyInit, {
        headers: {
          'content-type': row.mimeType,
          'content-length': String(body.byteLength),
          'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.title)}`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        },
      });
    },
  }),
];
