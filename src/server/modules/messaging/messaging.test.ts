import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';

let t: TestContext;
let student: TestUser;
let outsider: TestUser;
let expert: TestUser & { expertId: string };
let otherExpert: TestUser & { expertId: string };
let threadId: string;

beforeAll(async () => {
  t = await createTestContext();
  student = await t.signUp('student', { fullName: 'Meera Shah' });
  outsider = await t.signUp('student');
  expert = await t.signUpExpert({ fullName: 'Kabir Rao', bio: 'Physics tutor for JEE aspirants.' });
  otherExpert = await t.signUpExpert({ fullName: 'Zoya Ali', bio: 'Chemistry with lots of experiments.' });
});
afterAll(async () => t?.close());

describe('chat requests', () => {
  let requestId: string;

  it('needs a non-blank message and a student caller', async () => {
    const res = await t.json('POST', '/api/chat-requests', { as: student, body: { expertId: expert.expertId, message: '   ' }, expect: 422 });
    expect(res.error.message).toContain('Message cannot be empty');
    await t.json('POST', '/api/chat-requests', { as: otherExpert, body: { expertId: expert.expertId, message: 'hi' }, expect: 403 });
    await t.json('POST', '/api/chat-requests', { body: { expertId: expert.expertId, message: 'hi' }, expect: 401 });
    await t.json('POST', '/api/chat-requests', { as: student, body: { expertId: '00000000-0000-4000-8000-000000000000', message: 'hi' }, expect: 404 });
  });

  it('creates a request, notifies the expert and allows one pending per pair', async () => {
    const events: string[] = [];
    const off = t.deps.bus.subscribe((m) => m.kind === 'event' && m.topic === `user:${expert.id}` && events.push(m.event));
    const created = await t.json('POST', '/api/chat-requests', { as: student, body: { expertId: expert.expertId, message: '  Can you help with optics?  ' }, expect: 201 });
    off();
    requestId = created.id;
    expect(created.status).toBe('pending');
    expect(events).toContain('chat_request.created');
    const bell = await t.json('GET', '/api/notifications', { as: expert });
    expect(bell.items[0]).toMatchObject({ title: 'New Chat Request', body: 'Meera Shah wants to chat with you.' });
    const dup = await t.json('POST', '/api/chat-requests', { as: student, body: { expertId: expert.expertId, message: 'again' }, expect: 409 });
    expect(dup.error.message).toMatch(/already have a pending chat request/);
  });

  it('lists requests for both sides, newest first, and not for outsiders', async () => {
    await t.json('POST', '/api/chat-requests', { as: student, body: { expertId: otherExpert.expertId, message: 'Chemistry?' }, expect: 201 });
    const mine = await t.json('GET', '/api/chat-requests', { as: student });
    expect(mine.map((r: { message: string }) => r.message)).toEqual(['Chemistry?', 'Can you help with optics?']);
    const theirs = await t.json('GET', '/api/chat-requests', { as: expert });
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ status: 'pending', student: { name: 'Meera Shah' }, expert: { name: 'Kabir Rao' } });
    expect(await t.json('GET', '/api/chat-requests', { as: outsider })).toEqual([]);
  });

  it('only the named expert may respond', async () => {
    await t.json('POST', `/api/chat-requests/${requestId}/respond`, { as: student, body: { status: 'approved' }, expect: 403 });
    await t.json('POST', `/api/chat-requests/${requestId}/respond`, { as: otherExpert, body: { status: 'approved' }, expect: 404 });
    await t.json('POST', `/api/chat-requests/${requestId}/respond`, { as: outsider, body: { status: 'approved' }, expect: 404 });
    await t.json('POST', `/api/chat-requests/${requestId}/respond`, { as: expert, body: { status: 'maybe' }, expect: 422 });
  });

  it('approval creates the thread with the request as its first message', async () => {
    const res = await t.json('POST', `/api/chat-requests/${requestId}/respond`, { as: expert, body: { status: 'approved' } });
    expect(res.status).toBe('approved');
    threadId = res.threadId;
    const msgs = await t.json('GET', `/api/threads/${threadId}/messages`, { as: expert });
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatchObject({ senderId: student.id, content: 'Can you help with optics?', isRead: false });
    const list = await t.json('GET', '/api/chat-requests', { as: student });
    const answered = list.find((r: { id: string }) => r.id === requestId);
    expect(answered).toMatchObject({ status: 'approved', threadId });
    expect(answered.respondedAt).toBeTruthy();
    await t.json('POST', `/api/chat-requests/${requestId}/respond`, { as: expert, body: { status: 'rejected' }, expect: 409 });
  });

  it('a new request after approval reuses the pair thread', async () => {
    const again = await t.json('POST', '/api/chat-requests', { as: student, body: { expertId: expert.expertId, message: 'One more question' }, expect: 201 });
    const res = await t.json('POST', `/api/chat-requests/${again.id}/respond`, { as: expert, body: { status: 'approved' } });
    expect(res.threadId).toBe(threadId);
  });

  it('rejection stores the response and creates no thread', async () => {
    const list = await t.json('GET', '/api/chat-requests', { as: otherExpert });
    const res = await t.json('POST', `/api/chat-requests/${list[0].id}/respond`, { as: otherExpert, body: { status: 'rejected', expertResponse: 'Fully booked' } });
    expect(res).toMatchObject({ status: 'rejected', threadId: null });
    const after = await t.json('GET', '/api/chat-requests', { as: student });
    expect(after.find((r: { id: string }) => r.id === list[0].id)).toMatchObject({ status: 'rejected', expertResponse: 'Fully booked' });
  });
});

describe('threads and messages', () => {
  it('lists threads for both members with the other party and unread counts', async () => {
    const forExpert = await t.json('GET', '/api/threads', { as: expert });
    expect(forExpert).toHaveLength(1);
    expect(forExpert[0]).toMatchObject({ id: threadId, other: { name: 'Meera Shah' }, unreadCount: 2, threadType: 'general' });
    expect(forExpert[0].lastMessage.content).toBe('One more question');
    const forStudent = await t.json('GET', '/api/threads', { as: student });
    expect(forStudent[0]).toMatchObject({ id: threadId, other: { name: 'Kabir Rao' }, unreadCount: 0 });
    expect(await t.json('GET', '/api/threads', { as: outsider })).toEqual([]);
  });

  it('outsiders cannot read, send or mark', async () => {
    await t.json('GET', `/api/threads/${threadId}/messages`, { as: outsider, expect: 404 });
    await t.json('GET', `/api/threads/${threadId}/messages`, { as: otherExpert, expect: 404 });
    await t.json('POST', `/api/threads/${threadId}/messages`, { as: outsider, body: { content: 'hi', clientId: 'x1' }, expect: 404 });
    await t.json('POST', `/api/threads/${threadId}/read`, { as: outsider, expect: 404 });
    await t.json('GET', `/api/threads/${threadId}/messages`, { expect: 401 });
    await t.json('GET', '/api/threads/not-a-uuid/messages', { as: student, expect: 422 });
  });

  it('sends trimmed non-blank text within the length limit and orders by seq', async () => {
    await t.json('POST', `/api/threads/${threadId}/messages`, { as: student, body: { content: '   ', clientId: 'b1' }, expect: 422 });
    const long = await t.json('POST', `/api/threads/${threadId}/messages`, { as: student, body: { content: 'x'.repeat(4001), clientId: 'b2' }, expect: 422 });
    expect(long.error.message).toContain('too long');
    const before = (await t.json('GET', '/api/threads', { as: student }))[0].lastMessageAt;
    const m = await t.json('POST', `/api/threads/${threadId}/messages`, { as: student, body: { content: '  <b>Hello</b>  ', clientId: 'c1' }, expect: 201 });
    expect(m.content).toBe('<b>Hello</b>');
    const after = (await t.json('GET', '/api/threads', { as: student }))[0];
    expect(after.lastMessageAt >= before).toBe(true);
    expect(after.lastMessage.content).toBe('<b>Hello</b>');
    const all = await t.json('GET', `/api/threads/${threadId}/messages`, { as: expert });
    const seqs = all.map((x: { seq: number }) => x.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    const tail = await t.json('GET', `/api/threads/${threadId}/messages?afterSeq=${seqs[seqs.length - 2]}`, { as: expert });
    expect(tail.map((x: { id: string }) => x.id)).toEqual([m.id]);
  });

  it('publishes to the thread and to the recipient', async () => {
    const seen: string[] = [];
    const off = t.deps.bus.subscribe((msg) => msg.kind === 'event' && seen.push(`${msg.topic} ${msg.event}`));
    await t.json('POST', `/api/threads/${threadId}/messages`, { as: expert, body: { content: 'Sure', clientId: 'e1' }, expect: 201 });
    off();
    expect(seen).toContain(`thread:${threadId} message.created`);
    expect(seen).toContain(`user:${student.id} message.created`);
  });

  it('unread counts and mark-read cover only the other party', async () => {
    const u = await t.json('GET', '/api/messages/unread', { as: expert });
    expect(u.total).toBe(3);
    expect(u.byThread[threadId]).toBe(3);
    const s = await t.json('GET', '/api/messages/unread', { as: student });
    expect(s).toEqual({ total: 1, byThread: { [threadId]: 1 } });
    const r = await t.json('POST', `/api/threads/${threadId}/read`, { as: expert });
    expect(r.updated).toBe(3);
    expect(await t.json('GET', '/api/messages/unread', { as: expert })).toEqual({ total: 0, byThread: {} });
    expect((await t.json('GET', '/api/messages/unread', { as: student })).total).toBe(1);
    const msgs = await t.json('GET', `/api/threads/${threadId}/messages`, { as: student });
    for (const m of msgs) {
      if (m.senderId === student.id) expect(m.isRead && m.readAt).toBeTruthy();
      else expect(m.isRead).toBe(false);
    }
  });

  it('the same client id sent 10 times (some at once) stores one row', async () => {
    const body = { content: 'only once', clientId: 'same-id-1' };
    const first = await t.request('POST', `/api/threads/${threadId}/messages`, { as: student, body });
    expect(first.status).toBe(201);
    const concurrent = await Promise.all(Array.from({ length: 6 }, () => t.request('POST', `/api/threads/${threadId}/messages`, { as: student, body })));
    for (let i = 0; i < 3; i++) await t.request('POST', `/api/threads/${threadId}/messages`, { as: student, body });
    const ids = new Set(await Promise.all(concurrent.map(async (r) => ((await r.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    const msgs = await t.json('GET', `/api/threads/${threadId}/messages`, { as: student });
    expect(msgs.filter((m: { content: string }) => m.content === 'only once')).toHaveLength(1);
  });
});

describe('tutor search', () => {
  it('matches name or bio, experts only', async () => {
    const byName = await t.json('GET', '/api/messaging/tutors?q=kabir', { as: student });
    expect(byName.map((x: { name: string }) => x.name)).toEqual(['Kabir Rao']);
    const byBio = await t.json('GET', '/api/messaging/tutors?q=experiments', { as: student });
    expect(byBio[0]).toMatchObject({ name: 'Zoya Ali', expertId: otherExpert.expertId });
    expect(await t.json('GET', '/api/messaging/tutors?q=Meera', { as: student })).toEqual([]);
    expect(await t.json('GET', '/api/messaging/tutors?q=100%25_', { as: student })).toEqual([]);
    expect(byName[0]).toMatchObject({ rating: 5, bio: 'Physics tutor for JEE aspirants.', hourlyRate: null });
    const all = await t.json('GET', '/api/messaging/tutors', { as: student });
    expect(all.length).toBeLessThanOrEqual(10);
  });
});
