// Demo conversations: the demo student and tutor already talking (the last student messages unread
// for the tutor), and one pending chat request from the demo student to a catalog expert.
import type { Deps } from '../../deps';
import { messagingRepo } from '../../modules/messaging/messaging.repo';
import type { DemoIds } from './index';

const CONVERSATION: Array<{ from: 'student' | 'tutor'; text: string; minutesAgo: number; read: boolean }> = [
  { from: 'student', text: 'Hi Anil sir, I am struggling with integration by parts. Could we focus on it next session?', minutesAgo: 26 * 60, read: true },
  { from: 'tutor', text: 'Of course, Riya. Please bring two problems from your textbook that you found hard.', minutesAgo: 25 * 60, read: true },
  { from: 'student', text: 'Thank you! I have shortlisted problems 7.6 and 7.9 from NCERT.', minutesAgo: 90, read: false },
  { from: 'student', text: 'Also, is it okay if we spend the last ten minutes on definite integrals?', minutesAgo: 85, read: false },
];

export async function seedConversations(deps: Deps, ids: DemoIds): Promise<void> {
  const repo = messagingRepo(deps.db);
  const now = deps.now().getTime();
  const { thread } = await repo.ensureThread(ids.studentUserId, ids.tutorExpertId);
  let i = 0;
  for (const m of CONVERSATION) {
    const at = new Date(now - m.minutesAgo * 60_000);
    const senderId = m.from === 'student' ? ids.studentUserId : ids.tutorUserId;
    const { message } = await repo.insertMessage({ threadId: thread.id, senderId, clientId: `seed-demo-${i++}`, content: m.text, at });
    if (m.read) await repo.markReadUpTo(thread.id, message.seq, m.from === 'student' ? ids.tutorUserId : ids.studentUserId, new Date(at.getTime() + 5 * 60_000));
  }
  const expert = ids.catalog[0];
  if (expert) {
    await repo.insertChatRequest(
      ids.studentUserId,
      expert.expertId,
      `Hello! I am preparing for my exams and would love some help with ${expert.domainName}. Are you available this week?`,
      new Date(now - 3 * 60 * 60_000),
    );
  }
}
