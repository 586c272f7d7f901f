// The development mailbox: the outbox, readable in the browser when not in production.
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { outboxRepo } from '../../adapters/mail/outbox.repo';
import { route } from '../../http/route';

export const devRoutes = [
  route({
    method: 'GET',
    path: '/dev/mailbox',
    access: 'public',
    summary: 'Messages in the outbox (development only)',
    tags: ['dev'],
    query: z.object({ to: z.email().optional() }),
    handler: async ({ deps, query }) => {
      if (deps.env.NODE_ENV === 'production') throw new AppError('NOT_FOUND', 'Not found');
      const rows = await outboxRepo(deps.db).list(100, query.to);
      return {
        messages: rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, kind: m.kind, status: m.status, createdAt: m.createdAt.toISOString() })),
      };
    },
  }),
];
