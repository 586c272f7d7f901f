// @vitest-environment happy-dom
// The open conversation on the messages page, against a mocked API that pages like the server: it opens on
// the newest messages, loads older ones on demand, never loses a message when both people type at once,
// and catches up page by page after a gap.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageDto } from '@shared/schemas/messaging';
import { aMessage, aStudent, aThread, visitorApi } from '../../../test/fixtures';
import type { MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const me = aStudent();
const tutorId = 'user-tutor-1';
const msg = (seq: number, senderId = seq % 2 ? me.id : tutorId): MessageDto =>
  aMessage({ id: `msg-${seq}`, seq, senderId, clientId: `c-${seq}`, content: `Message ${seq}`, isRead: true, createdAt: new Date(Date.UTC(2026, 2, 8, 9, seq)).toISOString() });

/** The thread's committed messages, answered as GET /api/threads/:id/messages pages them. */
function serverThread(rows: MessageDto[]) {
  const answer = (req: MockRequest) => {
    const after = req.query.get('afterSeq');
    const before = req.query.get('beforeSeq');
    const limit = Number(req.query.get('limit') ?? (after !== null ? 500 : 50));
    const hits = rows.filter((r) => (after === null || r.seq > Number(after)) && (before === null || r.seq < Number(before)));
    return after !== null ? hits.slice(0, limit) : hits.slice(-limit);
  };
  return { rows, answer };
}

function api(thread: ReturnType<typeof serverThread>) {
  return visitorApi(me)
    .on('GET /api/threads', [aThread({ lastMessage: null })])
    .on('GET /api/chat-requests', [])
    .on('GET /api/threads/:id/messages', thread.answer)
    .on('POST /api/threads/:id/read', { updated: 0 });
}

const log = () => screen.getByRole('log', { name: 'Messages' });
const shown = () => within(log()).queryAllByTestId('message').map((m) => m.querySelector('p')?.textContent);
const texts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Message ${from + i}`);

async function open(thread: ReturnType<typeof serverThread>, mock = api(thread)) {
  const app = await renderRoute('/student/messages?thread=thread-1', { api: mock });
  await screen.findByRole('region', { name: 'Conversation with Ravi Kumar' });
  return app;
}

describe('an open conversation', () => {
  it('opens on its newest messages and loads older ones on scroll-up or on request, down to the first', async () => {
    const thread = serverThread(Array.from({ length: 120 }, (_, i) => msg(i + 1)));
    const app = await open(thread);
    await waitFor(() => expect(shown()).toEqual(texts(71, 120)));
    expect(screen.queryByTestId('conversation-start')).toBeNull();

    // Scrolled to the top: the page before.
    log().scrollTop = 0;
    fireEvent.scroll(log());
    await waitFor(() => expect(shown()).toEqual(texts(21, 120)));
    expect(app.api.callsTo('GET /api/threads/:id/messages').at(-1)!.query.get('beforeSeq')).toBe('71');

    // The button does the same for keyboard users; the last page ends the history.
    await app.user.click(await within(log()).findByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(shown()).toEqual(texts(1, 120)));
    expect(within(log()).getByTestId('conversation-start').textContent).toBe('Start of your conversation with Ravi Kumar');
    expect(within(log()).queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it("shows the other person's message that committed just before mine, when both type at once", async () => {
    const thread = serverThread([msg(1, me.id), msg(2, tutorId)]);
    const mock = api(thread).on('POST /api/threads/:id/messages', (req) => {
      // Their message 3 is in; mine gets 4 and its answer reaches me before any event does.
      const body = req.body as { content: string; clientId: string };
      const mine = aMessage({ ...msg(4, me.id), clientId: body.clientId, content: body.content });
      thread.rows.push(msg(3, tutorId), mine);
      return mine;
    });
    const app = await open(thread, mock);
    await waitFor(() => expect(shown()).toEqual(['Message 1', 'Message 2']));

    await app.user.type(screen.getByLabelText('Type a message'), 'Typed at the same time');
    await app.user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(shown()).toEqual(['Message 1', 'Message 2', 'Typed at the same time']));

    await app.emit({ type: 'event', topic: 'thread:thread-1', event: 'message.created', data: { threadId: 'thread-1', messageId: 'msg-4', seq: 4, senderId: me.id } });
    await app.emit({ type: 'event', topic: 'thread:thread-1', event: 'message.created', data: { threadId: 'thread-1', messageId: 'msg-3', seq: 3, senderId: tutorId } });
    await waitFor(() => expect(shown()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Typed at the same time']));
    expect(screen.queryByTestId('message-pending')).toBeNull();
  });

  it("after the server's resync pages forward until caught up", async () => {
    const thread = serverThread(Array.from({ length: 10 }, (_, i) => msg(i + 1)));
    const app = await open(thread);
    await waitFor(() => expect(shown()).toEqual(texts(1, 10)));
    // 450 messages arrive while events are lost.
    thread.rows.push(...Array.from({ length: 450 }, (_, i) => msg(i + 11)));

    await app.emit({ type: 'event', topic: `user:${me.id}`, event: 'realtime.resync', data: {} });
    await waitFor(() => expect(shown()).toHaveLength(460));
    expect(shown()).toEqual(texts(1, 460));
    const forward = app.api.callsTo('GET /api/threads/:id/messages').filter((c) => c.query.has('afterSeq'));
    expect(forward.map((c) => c.query.get('afterSeq'))).toEqual(['10', '210', '410']);
    // The thread list and unread counts are asked again too.
    expect(app.api.callsTo('GET /api/threads').length).toBeGreaterThanOrEqual(2);
  });
});
