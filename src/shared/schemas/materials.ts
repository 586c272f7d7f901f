// Learning materials: files a tutor attaches to a booking, and everything shared with a student.
import { z } from 'zod';

export const MATERIAL_MAX_BYTES = 10 * 1024 * 1024;
export const MATERIAL_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.txt,.md,.docx,.pptx';
export const MATERIAL_TOO_LARGE = 'File is too large (maximum 10 MB).';
export const MATERIAL_UNSUPPORTED = 'Unsupported file type. Allowed: PDF, PNG, JPEG, WebP, plain text, DOCX and PPTX.';

export const uploadQuerySchema = z.object({
  bookingId: z.uuid().optional(),
  filename: z.string().max(200).optional(),
  title: z.string().max(200).optional(),
});
export const listMaterialsQuerySchema = z.object({ bookingId: z.uuid().optional() });

// Answers. Ids are strings (users' ids are not UUIDs); instants are ISO 8601 in UTC.
const instant = z.iso.datetime();

export const materialDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  bookingId: z.string().nullable(),
  studentId: z.string(),
  downloadUrl: z.string(),
  createdAt: instant,
});
export type MaterialDto = z.infer<typeof materialDtoSchema>;

export const materialListSchema = z.object({ items: z.array(materialDtoSchema) });
export type MaterialList = z.infer<typeof materialListSchema>;

const sharedItemKindSchema = z.enum(['summary', 'lesson_plan', 'file']);
export type SharedItemKind = z.infer<typeof sharedItemKindSchema>;

/** One thing a student can see on /student/materials. */
const sharedItemDtoSchema = z.object({
  kind: sharedItemKindSchema,
  id: z.string(),
  title: z.string(),
  expertId: z.string(),
  tutorName: z.string(),
  bookingId: z.string().nullable(),
  sessionTitle: z.string().nullable(),
  sessionAt: instant.nullable(),
  sharedAt: instant,
  /** Summary or lesson plan text. */
  text: z.string().nullable(),
  /** The file's type, size and link; null for a summary or a lesson plan. */
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  downloadUrl: z.string().nullable(),
});
export type SharedItemDto = z.infer<typeof sharedItemDtoSchema>;

/** Newest first. */
export const sharedItemsSchema = z.object({ items: z.array(sharedItemDtoSchema) });
export type SharedItems = z.infer<typeof sharedItemsSchema>;
