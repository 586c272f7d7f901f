import { summaryDtoSchema } from '../../../shared/schemas/ai-content';
import { sessionParamsSchema } from '../../../shared/schemas/live';
import { sessionNotesDtoSchema } from '../../../shared/schemas/session-notes';
import { route, type RouteDef } from '../../http/route';
import { draftSessionNotes, getSessionNotes } from './session-notes.service';

const tags = ['ai-content', 'live'];

export const sessionNotesRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/sessions/:bookingId/notes/ai',
    access: 'user',
    summary: "The session's AI notes draft, if any (the session's tutor only)",
    tags,
    params: sessionParamsSchema,
    response: sessionNotesDtoSchema,
    handler: ({ deps, actor, params }) => getSessionNotes({ deps, actor, input: params }),
  }),
  route({
    method: 'POST',
    path: '/sessions/:bookingId/notes/ai',
    access: 'user',
    summary: "Draft AI session notes from the call's chat, the tutor's notes and the whiteboard; kept as the session's one summary (the session's tutor only)",
    tags,
    params: sessionParamsSchema,
    response: summaryDtoSchema,
    handler: ({ deps, actor, params }) => draftSessionNotes({ deps, actor, input: params }),
  }),
];
