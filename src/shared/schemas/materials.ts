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

export type MaterialDto = {
  id: string;
  title: string;
  mimeType: string;
  sizeBytes: number;
  bookingId: string | null;
  studentId: string;
  downloadUrl: string;
  createdAt: string;
};

export type SharedItemKind = 'summary' | 'lesson_plan' | 'file';

/** One thing a student can see on /student/materials. */
export type SharedItemDto = {
  kind: SharedItemKind;
  id: string;
  title: string;
  expertId: string;
  tutorName: string;
  bookingId: string | null;
  sessionTitle: string | null;
  sessionAt: string | null;
  sharedAt: string;
  /** Summary or lesson plan text. */
  text: string | null;
  mimeType: string | null;
  sizeBytes: number | null;
  downloadUrl: string | null;
};
