// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageDto } from '@shared/schemas/messaging';
import { aMessage, aStudent, aThread, visitorApi } from '../../../test/fixtures';
import { replyError, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const me = aStudent();
const withRavi = aThread({ unreadCount: 2 });
const withMeera = aThread({
  id: 'thread-2',
  expertId: '7c0a2f4e-0000-4000-8000-000000000002',
  other: { userId: 'user-tutor-2', name: 'Meera Nair', avatarUrl: null },
  bookingTitle: 'Carnatic Vocals',
  lastMessage: { content: 'Practice the varnam daily.', senderId: 'user-tutor-2', createdAt: '2026-03-07T09:00:00.000Z' },
  lastMessageAt: '2026-03-07T09:00:00.000Z',
});
const history = [
  aMessage({ id: 'msg-1', seq: 1, senderId: me.id, clientId: 'c-1', content: 'Can we cover factorisation?', createdAt: '2026-03-08T09:55:00.000Z' }),
  aMessage({ id: 'msg-2', seq: 2, content: 'See you on Tuesday!', isRead: false, readAt: null }),
];

/** The server's copy of a sent message: the client's id and text back, with the next seq. */
const saved = (req: MockRequest, seq = 3): MessageDto => {
  const body = req.body as { content: string; clientId: string };
  return aMessage({ id: `msg-${seq}`, seq, senderId: me.id, clientId: body.clientId, content: body.content, isRead: false, readAt: null, createdAt: '2026-03-09T05:00:00.000Z' });
};

function messagesApi() {
  return visitorApi(me)
    .on('GET /api/threads', [withRavi, withMeera])
    .on('GET /api/chat-requests', [])
    .on('GET /api/threads/:id/messages', (req) => (req.query.has('afterSeq') ? history.filter((m) => m.seq > Number(req.query.get('afterSeq'))) : history))
    .on('POST /api/threads/:id/read', { updated: 1 });
}

const messageTexts = () => within(screen.getByRole('log', { name: 'Messages' })).queryAllByTestId(/^message/).map((m) => m.querySelector('p')?.textContent);

async function openThreadWithRavi(api = messagesApi()) {
  const app = await renderRoute('/student/messages', { api });
  const list = await screen.findAllByTestId('thread-item');
  await app.user.click(list[0]);
  await screen.findByRole('region', { name: 'Conversation with Ravi Kumar' });
  await waitFor(() => expect(messageTexts()).toEqual(['Can we cover factorisation?', 'See you on Tuesday!']));
  return app;
}

describe('student messages (/student/messages)', () => {
  it('lists the conversations, opens one and sends a message', async () => {
    const api = messagesApi().on('POST /api/threads/:id/messages', (req) => saved(req));
    const app = await renderRoute('/student/messages', { api });

    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    const list = await screen.findAllByTestId('thread-item');
    expect(list).toHaveLength(2);
    expect(within(list[0]).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(list[0]).getByText('See you on Tuesday!')).toBeTruthy();
    expect(within(list[0]).getByLabelText('2 unread')).toBeTruthy();
    expect(within(list[1]).getByText('Meera Nair')).toBeTruthy();
    expect(within(list[1]).getByText('Carnatic Vocals')).toBeTruthy();
    expect(screen.getByText('Select a conversation to start messaging')).toBeTruthy();

    await app.user.click(list[0]);
    expect(app.location().search).toBe('?thread=thread-1');
    await waitFor(() => expect(messageTexts()).toEqual(['Can we cover factorisation?', 'See you on Tuesday!']));
    expect(api.callsTo('POST /api/threads/:id/read')[0].params.id).toBe('thread-1');
    expect(app.realtime.topics).toContain('thread:thread-1');

    await app.user.type(screen.getByLabelText('Type a message'), 'Yes, and a quick quiz please.');
    expect(app.realtime.sent).toContainEqual({ type: 'signal', topic: 'thread:thread-1', data: { kind: 'typing' } });
    await app.user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(messageTexts()).toEqual(['Can we cover factorisation?', 'See you on Tuesday!', 'Yes, and a quick quiz please.']));
    const [post] = api.callsTo('POST /api/threads/:id/messages');
    expect(post.path).toBe('/api/threads/thread-1/messages');
    expect(post.body).toEqual({ content: 'Yes, and a quick quiz please.', clientId: expect.any(String) });
    expect((screen.getByLabelText('Type a message') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByTestId('message-pending')).toBeNull();
    expect(api.unhandled()).toEqual([]);
  });

  it('keeps a message that failed to send, says so, and retries it with the same client id', async () => {
    const api = messagesApi()
      .on('POST /api/threads/:id/messages', (req) => saved(req))
      .once('POST /api/threads/:id/messages', replyError(500, 'INTERNAL', 'Database unavailable'));
    const { user } = await openThreadWithRavi(api);

    await user.type(screen.getByLabelText('Type a message'), 'Are you free on Friday?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
    const failed = screen.getByTestId('message-pending');
    expect(within(failed).getByText('Are you free on Friday?')).toBeTruthy();
    expect(within(failed).getByText('Not sent')).toBeTruthy();

    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(messageTexts()).toContain('Are you free on Friday?'));
    expect(screen.queryByTestId('message-pending')).toBeNull();
    const [first, second] = api.callsTo('POST /api/threads/:id/messages').map((c) => c.body as { content: string; clientId: string });
    expect(second).toEqual(first);
  });

  it('shows a message that arrives over the socket, fetched after the last seq it has', async () => {
    const reply = aMessage({ id: 'msg-3', seq: 3, content: 'Friday works, 5 pm?', isRead: false, readAt: null, createdAt: '2026-03-09T05:01:00.000Z' });
    const api = messagesApi();
    const app = await openThreadWithRavi(api);
    api.on('GET /api/threads/:id/messages', [reply]);

    await app.emit({ type: 'event', topic: 'thread:thread-1', event: 'message.created', data: { threadId: 'thread-1', messageId: 'msg-3', seq: 3, senderId: 'user-tutor-1' } });

    await waitFor(() => expect(messageTexts()).toEqual(['Can we cover factorisation?', 'See you on Tuesday!', 'Friday works, 5 pm?']));
    expect(api.callsTo('GET /api/threads/:id/messages').at(-1)!.query.get('afterSeq')).toBe('2');
  });

  it('tells a student without conversations how to start one', async () => {
    await renderRoute('/student/messages', { api: messagesApi().on('GET /api/threads', []) });
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByText('Send a chat request to an expert to start a conversation.')).toBeTruthy();
  });

  it('sends a signed-out visitor to the student sign-in', async () => {
    const app = await renderRoute('/student/messages', { api: visitorApi(null).on('GET /api/config', { oauthProviders: [], currency: 'INR', environment: 'test', paymentProvider: 'test' }) });
    await waitFor(() => expect(app.location().pathname).toBe('/auth/student'));
    expect(app.api.callsTo('GET /api/threads')).toEqual([]);
  });
});
