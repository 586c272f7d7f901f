// AI session notes: a session summary drafted from a live session's chat, the tutor's notes and the
// whiteboard's text. Stored as an ordinary summary whose content carries a `liveSession` part.
import { z } from 'zod';
import { liveSessionNotesSchema, summaryDtoSchema, type LiveSessionNotes, type SummaryContent } from './ai-content';

// Defined with the summary content it is part of; still importable from here.
export type { LiveSessionNotes };

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

export type SessionNotesContent = SummaryContent & { liveSession: LiveSessionNotes };

/** The live-session part of a summary's content, when the summary was drafted from a live session. */
export function liveSessionOf(content: SummaryContent | null | undefined): LiveSessionNotes | null {
  const raw = (content as { liveSession?: unknown } | null | undefined)?.liveSession;
  if (!raw) return null;
  const parsed = liveSessionNotesSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** GET answer: the session's current draft, if any. */
export const sessionNotesDtoSchema = z.object({ summary: summaryDtoSchema.nullable() });
export type SessionNotesDto = z.infer<typeof sessionNotesDtoSchema>;
