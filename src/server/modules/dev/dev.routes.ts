// The development mailbox: the outbox, readable in the browser when not in production. It holds
// password-reset and sign-in links, so it opens only to an operator or to this machine itself, and
// never on an install reachable under a non-local address unless DEV_MAILBOX=true says so.
// Also the payments clock for browser tests: releasing tutors' earnings as of a later time, so a test need not
// wait out the dispute window.
import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { mailboxSchema, type MailStatus } from '../../../shared/schemas/dev';
import { instantSchema } from '../../../shared/schemas/instant';
import { outboxRepo } from '../../adapters/mail/outbox.repo';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { clientIp, isLoopbackAddress, isLoopbackUrl } from '../../http/client-ip';
import { route } from '../../http/route';
import { releaseDueEarnings } from '../payments/payments.service';

/** Not found rather than forbidden: the mailbox does not exist for whoever may not read it. */
function assertMailboxOpen(deps: Deps, actor: Actor | null, c: Context): void {
  const hidden = () => new AppError('NOT_FOUND', 'Not found');
  if (deps.env.NODE_ENV === 'production') throw hidden();
  if (!deps.env.DEV_MAILBOX && !isLoopbackUrl(deps.baseUrl)) throw hidden();
  if (actor?.isAdmin) return;
  if (!isLoopbackAddress(clientIp(c, deps.env.TRUST_PROXY))) throw hidden();
}

/**
 * Not found unless this is not production and the caller is an operator, or this is a development install
 * on this machine called from this machine.
 */
function assertDevToolsOpen(deps: Deps, actor: Actor | null, c: Context): void {
  const hidden = () => new AppError('NOT_FOUND', 'Not found');
  if (deps.env.NODE_ENV === 'production') throw hidden();
  if (actor?.isAdmin) return;
  if (deps.env.NODE_ENV !== 'development' || !isLoopbackUrl(deps.baseUrl) || !isLoopbackAddress(clientIp(c, deps.env.TRUST_PROXY))) throw hidden();
}

const settleInputSchema = z.object({
  /** The moment to release as of: earnings whose session ended and whose dispute window closed by then. */
  asOf: instantSchema,
});
const settleResultSchema = z.object({ asOf: z.iso.datetime({ offset: true }), released: z.number().int() });

export const devRoutes = [
  route({
    method: 'POST',
    path: '/dev/payments/settle',
    access: 'public',
    summary: "Release tutors' earnings due as of a given time (development only)",
    tags: ['dev'],
    body: settleInputSchema,
    response: settleResultSchema,
    handler: async ({ deps, actor, body, c }) => {
      assertDevToolsOpen(deps, actor, c);
      const asOf = new Date(body.asOf);
      const released = await releaseDueEarnings(deps, asOf);
      return { asOf: asOf.toISOString(), released };
    },
  }),
  route({
    method: 'GET',
    path: '/dev/mailbox',
    access: 'public',
    summary: 'Messages in the outbox (development only)',
    tags: ['dev'],
    query: z.object({ to: z.email().optional() }),
    response: mailboxSchema,
    handler: async ({ deps, actor, query, c }) => {
      assertMailboxOpen(deps, actor, c);
      const rows = await outboxRepo(deps.db).list(100, query.to);
      return {
        messages: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          kind: m.kind,
          // The table's check constraint allows only these.
          status: m.status as MailStatus,
          createdAt: m.createdAt.toISOString(),
          attachments: (m.attachments ?? []).map((a, index) => ({ index, filename: a.filename, contentType: a.contentType })),
        })),
      };
    },
  }),
  route({
    method: 'GET',
    path: '/dev/mailbox/:id/attachments/:index',
    access: 'public',
    summary: 'Download a file sent with an outbox message (development only)',
    tags: ['dev'],
    params: z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(20) }),
    // The attachment's own type (an .ics invite, say), sent back as it was stored.
    response: { file: '*/*' },
    handler: async ({ deps, actor, params, c }) => {
      assertMailboxOpen(deps, actor, c);
      const file = await outboxRepo(deps.db).attachment(params.id, params.index);
      if (!file) throw new AppError('NOT_FOUND', 'Attachment not found');
      const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return new Response(file.content, {
        headers: {
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${ascii}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-store',
        },
      });
    },
  }),
];
