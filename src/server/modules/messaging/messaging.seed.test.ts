import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedConversations } from '../../db/seed/conversations';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

it('seeds a demo conversation with unread messages for the tutor and a pending chat request', async () => {
  const student = await t.signUp('student');
  const tutor = await t.signUpExpert();
  const catalog = await t.signUpExpert();
  await seedConversations(t.deps, {
    studentUserId: student.id,
    tutorUserId: tutor.id,
    tutorExpertId: tutor.expertId,
    catalog: [{ userId: catalog.id, expertId: catalog.expertId, domainName: 'Physics' }],
  });
  const threads = await t.json('GET', '/api/threads', { as: tutor });
  expect(threads).toHaveLength(1);
  expect(threads[0].unreadCount).toBe(2);
  expect((await t.json('GET', '/api/messages/unread', { as: student })).total).toBe(0);
  const requests = await t.json('GET', '/api/chat-requests', { as: catalog });
  expect(requests).toHaveLength(1);
  expect(requests[0].status).toBe('pending');
});
