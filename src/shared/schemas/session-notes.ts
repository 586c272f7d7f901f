// AI session notes: a session summary drafted from a live session's chat, the tutor's notes and the
// whiteboard's text. Stored as an ordinary summary whose content carries a `liveSession` part.
import { z } from 'zod';
import type { SummaryContent, SummaryDto } from './ai-content';

export const SESSION_NOTES_TOO_EARLY = 'AI session notes can be drafted once the session has started.';
export const SESSION_NOTES_CANCELLED = 'This session was cancelled, so there are no session notes to draft.';
export const SESSION_NOTES_TUTOR_ONLY = 'Only the tutor can draft session notes.';

/** The parts of a record that can be missing, in the words the notes use. */
export const SESSION_SOURCES = { chat: 'in-call chat', notes: "tutor's notes", whiteboard: 'whiteboard text' } as const;

/** What a provider (or the built-in engine) writes from the session record. */
const item = z.string().trim().min(1).max(500);
export const sessionNotesDraftSchema = z.object({
  overview: z.string().trim().min(1).max(3000),
  topics: z.array(item).max(20),
  keyPoints: z.array(item).max(20),
  questions: z.array(item).max(20),
  nextSteps: z.array(item).max(20),
  strengths: z.array(item).max(10).default([]),
  areasToImprove: z.array(item).max(10).default([]),
  engagement: z.string().trim().min(1).max(1000),
});
export type SessionNotesDraft = z.infer<typeof sessionNotesDraftSchema>;

/** The live-session part of a stored summary's content. */
export const liveSessionNotesSchema = z.object({
  sessionDate: z.string(),
  engine: z.enum(['built-in', 'provider']),
  keyPoints: z.array(z.string()),
  questions: z.array(z.string()),
  chatMessages: z.number().int(),
  studentMessages: z.number().int(),
  /** The student's share of the chat messages, 0–1; null without chat. */
  studentShare: z.number().nullable(),
  whiteboardLabels: z.number().int(),
  hasTutorNotes: z.boolean(),
  /** Sources that were empty (SESSION_SOURCES values). */
  notAvailable: z.array(z.string()),
});
export type LiveSessionNotes = z.infer<typeof liveSessionNotesSchema>;

export type SessionNotesContent = SummaryContent & { liveSession: LiveSessionNotes };

/** The live-session part of a summary's content, when the summary was drafted from a live session. */
export function liveSessionOf(content: SummaryContent | null | undefined): LiveSessionNotes | null {
  const raw = (content as { liveSession?: unknown } | null | undefined)?.liveSession;
  if (!raw) return null;
  const parsed = liveSessionNotesSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** GET answer: the session's current draft, if any. */
export type SessionNotesDto = { summary: SummaryDto | null };
