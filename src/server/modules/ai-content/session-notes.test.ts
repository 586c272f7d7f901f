import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiCompatibleClient } from '../../adapters/ai/openai-compatible';
import { aiSummaries, bookings, messages, messageThreads, offerings } from '../../db/schema';
import { createLogger } from '../../logger';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { settleSessionNotes } from './session-notes.service';
import { whiteboardLabels } from './whiteboard-labels';

const NOT_FOUND = "Session not found or you don't have access to it";
const TOO_EARLY = 'AI session notes can be drafted once the session has started.';
const start = new Date('2026-05-01T10:00:00Z');
let now = new Date(start.getTime() - 5 * 60_000);
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);

type Expert = TestUser & { expertId: string };

/** A 10-minute booking (a tutor's bookings may not overlap). */
async function book(t: TestContext, expert: Expert, studentId: string, startsAt: Date, status: string, offeringId: string | null = null) {
  const [row] = await t.deps.db
    .insert(bookings)
    .values({ studentId, expertId: expert.expertId, offeringId, scheduledAt: startsAt, endsAt: new Date(startsAt.getTime() + 10 * 60_000), status })
    .returning({ id: bookings.id });
  return row.id;
}

let clientSeq = 0;
const say = (t: TestContext, who: TestUser, bookingId: string, content: string) =>
  t.json('POST', `/api/sessions/${bookingId}/chat`, { as: who, body: { content, clientId: `c-${clientSeq++}` }, expect: 201 });

const board = (...texts: string[]) => ({
  elements: [
    { id: 'r1', type: 'rectangle', version: 1 },
    ...texts.map((text, i) => ({ id: `t${i}`, type: 'text', version: 1, text, originalText: text })),
    { id: 'gone', type: 'text', version: 2, isDeleted: true, text: 'Erased label' },
  ],
});

describe('AI session notes (built-in engine)', () => {
  let t: TestContext;
  let student: TestUser, student2: TestUser, student3: TestUser, outsider: TestUser;
  let expert: Expert, expert2: Expert;
  let open: string, early: string, pending: string, cancelled: string, forEnding: string, emptyEnding: string;

  beforeAll(async () => {
    t = await createTestContext({ now: () => now });
    student = await t.signUp('student', { fullName: 'Asha Student' });
    student2 = await t.signUp('student', { fullName: 'Kabir Learner' });
    student3 = await t.signUp('student', { fullName: 'Nina Quiet' });
    outsider = await t.signUp('student');
    expert = await t.signUpExpert({ fullName: 'Ravi Tutor' });
    expert2 = await t.signUpExpert();
    const [o] = await t.deps.db.insert(offerings).values({ expertId: expert.expertId, title: 'Algebra Basics', price: 50000, category: 'Mathematics' }).returning();
    open = await book(t, expert, student.id, start, 'confirmed', o.id);
    early = await book(t, expert, student.id, at(180), 'confirmed', o.id);
    pending = await book(t, expert, student.id, at(300), 'pending', o.id);
    cancelled = await book(t, expert, student.id, at(-10), 'cancelled', o.id);
    forEnding = await book(t, expert, student2.id, at(-20), 'confirmed');
    emptyEnding = await book(t, expert, student3.id, at(-30), 'confirmed');
  });
  afterAll(async () => {
    await settleSessionNotes();
    await t.close();
  });

  it('is for the booking’s tutor only: 404 for outsiders and other tutors, 403 for its student, 401 for guests', async () => {
    for (const [who, id] of [
      [outsider, open],
      [expert2, open],
      [student, '00000000-0000-4000-8000-000000000000'],
      [expert, '00000000-0000-4000-8000-000000000000'],
      [expert, 'not-a-uuid'],
    ] as const) {
      for (const method of ['POST', 'GET']) {
        const res = await t.request(method, `/api/sessions/${id}/notes/ai`, { as: who });
        expect(res.status, `${method} ${id}`).toBe(404);
        expect((await res.json()).error.message).toBe(NOT_FOUND);
      }
    }
    const res = await t.request('POST', `/api/sessions/${open}/notes/ai`, { as: student });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Only the tutor can draft session notes.');
    expect((await t.request('POST', `/api/sessions/${open}/notes/ai`)).status).toBe(401);
    expect((await t.json('GET', '/api/ai-content/summaries', { as: expert })).items).toEqual([]);
  });

  it('waits for the session to start and refuses cancelled ones', async () => {
    for (const id of [early, pending]) {
      const res = await t.request('POST', `/api/sessions/${id}/notes/ai`, { as: expert });
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe(TOO_EARLY);
    }
    const res = await t.request('POST', `/api/sessions/${cancelled}/notes/ai`, { as: expert });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe('This session was cancelled, so there are no session notes to draft.');
  });

  it('drafts from the chat, the tutor’s notes and the whiteboard, into Summary History', async () => {
    // A message before the join window opened is not part of the session.
    now = at(-20);
    const [thread] = await t.deps.db
      .insert(messageThreads)
      .values({ studentId: student.id, expertId: expert.expertId })
      .onConflictDoNothing()
      .returning({ id: messageThreads.id });
    await t.deps.db.insert(messages).values({ threadId: thread.id, senderId: student.id, clientId: 'before', content: 'Can we talk about trigonometry someday?', createdAt: at(-20) });
    now = at(-5);
    await say(t, expert, open, "Hi Asha! Today we'll look at quadratic equations.");
    await say(t, student, open, 'Can we go over the discriminant again? I got confused by it.');
    await say(t, expert, open, 'For homework, do exercise 5B on page 42.');
    await t.json('PUT', `/api/sessions/${open}/notes`, { as: expert, body: { notes: 'Covered factorising and completing the square.\nAsha understood factorising well.' } });
    await t.json('PUT', `/api/sessions/${open}/whiteboard`, { as: expert, body: board('Discriminant: b² − 4ac') });

    expect(await t.json('GET', `/api/sessions/${open}/notes/ai`, { as: expert })).toEqual({ summary: null });
    const s = await t.json('POST', `/api/sessions/${open}/notes/ai`, { as: expert });
    expect(s).toMatchObject({ bookingId: open, studentId: student.id, studentName: 'Asha Student', subject: 'Algebra Basics', engagementLevel: 'medium', sharedAt: null });
    expect(s.content.topicsCovered).toEqual(['Factorising and completing the square', 'Discriminant', 'Quadratic equations']);
    expect(s.content.liveSession).toMatchObject({
      engine: 'built-in',
      sessionDate: start.toISOString(),
      chatMessages: 3,
      studentMessages: 1,
      whiteboardLabels: 1,
      hasTutorNotes: true,
      questions: ['Can we go over the discriminant again?'],
      keyPoints: ['Discriminant: b² − 4ac'],
      notAvailable: [],
    });
    expect(s.content.nextSteps).toEqual(['For homework, do exercise 5B on page 42.']);
    expect(s.summary).toContain('Session Notes: Algebra Basics');
    expect(s.summary).not.toContain('trigonometry');
    expect(s.summary).not.toContain('Erased label');

    const history = await t.json('GET', '/api/ai-content/summaries', { as: expert });
    expect(history.items.map((x: { id: string }) => x.id)).toEqual([s.id]);
    expect((await t.json('GET', `/api/sessions/${open}/notes/ai`, { as: expert })).summary.id).toBe(s.id);
    // The session's student sees nothing until it is shared.
    expect((await t.json('GET', '/api/materials/shared', { as: student })).items).toEqual([]);
  });

  it('redrafting replaces the session’s draft instead of adding another; other summaries stay', async () => {
    const first = (await t.json('GET', `/api/sessions/${open}/notes/ai`, { as: expert })).summary;
    const manual = await t.json('POST', '/api/ai-content/summaries', {
      as: expert,
      body: { subject: 'Algebra', topicsCovered: 'Handwritten summary', bookingId: open },
      expect: 201,
    });
    await say(t, student, open, 'Why is it b squared minus 4ac?');
    const [again, concurrent] = await Promise.all([
      t.json('POST', `/api/sessions/${open}/notes/ai`, { as: expert }),
      t.json('POST', `/api/sessions/${open}/notes/ai`, { as: expert }),
    ]);
    expect(again.id).toBe(first.id);
    expect(concurrent.id).toBe(first.id);
    expect(again.createdAt).toBe(first.createdAt);
    expect(again.content.liveSession.questions).toEqual(['Can we go over the discriminant again?', 'Why is it b squared minus 4ac?']);
    const rows = await t.deps.db.select({ id: aiSummaries.id }).from(aiSummaries).where(eq(aiSummaries.bookingId, open));
    expect(rows.map((r) => r.id).sort()).toEqual([first.id, manual.id].sort());
    expect((await t.json('GET', `/api/ai-content/summaries/${manual.id}`, { as: expert })).topicsCovered).toBe('Handwritten summary');

    // Three first drafts at once still make one.
    const racing = await book(t, expert, student.id, at(-40), 'confirmed');
    const drafts = await Promise.all([1, 2, 3].map(() => t.json('POST', `/api/sessions/${racing}/notes/ai`, { as: expert })));
    expect(new Set(drafts.map((d) => d.id)).size).toBe(1);
    expect(await t.deps.db.select({ id: aiSummaries.id }).from(aiSummaries).where(eq(aiSummaries.bookingId, racing))).toHaveLength(1);
    await t.json('DELETE', `/api/ai-content/summaries/${drafts[0].id}`, { as: expert });
  });

  it('shares like any summary: the student finds it in learning materials', async () => {
    const { summary } = await t.json('GET', `/api/sessions/${open}/notes/ai`, { as: expert });
    const shared = await t.json('POST', `/api/ai-content/summaries/${summary.id}/share`, { as: expert, body: {} });
    expect(shared.sharedAt).not.toBeNull();
    const items = (await t.json('GET', '/api/materials/shared', { as: student })).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'summary', id: summary.id, title: 'Session summary: Algebra Basics', bookingId: open });
    expect(items[0].text).toContain('Why is it b squared minus 4ac?');
    expect((await t.json('GET', '/api/materials/shared', { as: outsider })).items).toEqual([]);
    // Redrafting keeps it shared.
    const again = await t.json('POST', `/api/sessions/${open}/notes/ai`, { as: expert });
    expect(again.sharedAt).toBe(shared.sharedAt);
  });

  it('ending the session drafts the notes in the background, from messages up to the completion', async () => {
    now = at(5);
    await say(t, student2, forEnding, 'Could we look at photosynthesis first?');
    await say(t, expert, forEnding, 'Next time we will practise the light reactions.');
    const done = await t.json('PATCH', `/api/bookings/${forEnding}`, { as: expert, body: { status: 'completed' } });
    expect(done.status).toBe('completed');
    await settleSessionNotes();
    // The completion is stamped by the wall clock; put it on this test's clock.
    await t.deps.db.update(bookings).set({ completedAt: at(5) }).where(eq(bookings.id, forEnding));
    // After the session the pair keeps talking in their conversation: not part of the notes.
    now = at(30);
    const [thread] = await t.deps.db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(and(eq(messageThreads.studentId, student2.id), eq(messageThreads.expertId, expert.expertId)));
    await t.deps.db.insert(messages).values({ threadId: thread.id, senderId: student2.id, clientId: 'after', content: 'Thanks! What about genetics?', createdAt: at(30) });

    const { summary } = await t.json('GET', `/api/sessions/${forEnding}/notes/ai`, { as: expert });
    expect(summary).toMatchObject({ bookingId: forEnding, studentId: student2.id, subject: 'Tutoring', engagementLevel: 'high' });
    expect(summary.content.topicsCovered).toEqual(['Photosynthesis']);
    expect(summary.content.nextSteps).toEqual(['Next time we will practise the light reactions.']);
    expect(summary.content.liveSession.notAvailable).toEqual(["tutor's notes", 'whiteboard text']);
    const history = await t.json('GET', '/api/ai-content/summaries', { as: expert });
    expect(history.items.filter((x: { bookingId: string }) => x.bookingId === forEnding)).toHaveLength(1);

    // The completed session can be redrafted; the later message stays out.
    const redraft = await t.json('POST', `/api/sessions/${forEnding}/notes/ai`, { as: expert });
    expect(redraft.id).toBe(summary.id);
    expect(redraft.summary).not.toContain('genetics');
  });

  it('a session with nothing recorded gets no automatic notes; drafting by hand says what was missing', async () => {
    now = at(10);
    await t.json('PATCH', `/api/bookings/${emptyEnding}`, { as: expert, body: { status: 'completed' } });
    await settleSessionNotes();
    expect(await t.json('GET', `/api/sessions/${emptyEnding}/notes/ai`, { as: expert })).toEqual({ summary: null });
    const s = await t.json('POST', `/api/sessions/${emptyEnding}/notes/ai`, { as: expert });
    expect(s.content.liveSession.notAvailable).toEqual(['in-call chat', "tutor's notes", 'whiteboard text']);
    expect(s.content.topicsCovered).toEqual([]);
    expect(s.summary).toContain('Nothing was recorded during this session');
    expect(s.topicsCovered).toBe('No topics identified');
  });

  it('reads only live text labels from a whiteboard', () => {
    expect(whiteboardLabels(null)).toEqual([]);
    expect(whiteboardLabels({ elements: 'nope' })).toEqual([]);
    expect(whiteboardLabels(board('Key words:\nmitosis\nmeiosis', '  '))).toEqual(['Key words: mitosis; meiosis']);
  });
});

describe('AI session notes through a provider', () => {
  type Mode = 'ok' | 'invalid' | 'wrong-shape' | 'hang';
  let server: http.Server;
  let mode: Mode = 'ok';
  let calls: string[] = [];
  const hanging: http.ServerResponse[] = [];
  let t: TestContext;
  let student: TestUser;
  let expert: Expert;
  let bookingId: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return res.writeHead(404).end();
        calls.push(raw);
        if (mode === 'hang') return void hanging.push(res);
        const content =
          mode === 'invalid'
            ? 'not json at all'
            : JSON.stringify(
                mode === 'wrong-shape'
                  ? { overview: 'Provider overview', topics: 'not a list' }
                  : {
                      overview: 'Provider overview of the session.',
                      topics: ['Provider topic'],
                      keyPoints: ['Provider key point'],
                      questions: ['Provider question?'],
                      nextSteps: ['Provider next step'],
                      engagement: 'Provider engagement.',
                    },
              );
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const ai = createOpenAiCompatibleClient({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'test', timeoutMs: 60_000, logger: createLogger('silent') });
    now = at(-5);
    t = await createTestContext({ ai, now: () => now, env: { AI_TIMEOUT_MS: '1500' } });
    student = await t.signUp('student', { fullName: 'Asha Student' });
    expert = await t.signUpExpert({ fullName: 'Ravi Tutor' });
    bookingId = await book(t, expert, student.id, start, 'confirmed');
    await say(t, student, bookingId, 'Can we go over vectors?');
  });
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await settleSessionNotes();
    await t.close();
  });

  it('uses valid provider output, with the counts taken from the record', async () => {
    mode = 'ok';
    calls = [];
    const s = await t.json('POST', `/api/sessions/${bookingId}/notes/ai`, { as: expert });
    expect(s.content.overview).toBe('Provider overview of the session.');
    expect(s.content.topicsCovered).toEqual(['Provider topic']);
    expect(s.content.liveSession).toMatchObject({ engine: 'provider', questions: ['Provider question?'], keyPoints: ['Provider key point'], chatMessages: 1, studentMessages: 1 });
    expect(s.engagementLevel).toBe('high');
    expect(s.summary).toContain('• Provider next step');
    expect(calls).toHaveLength(1);
    const sent = JSON.parse(JSON.parse(calls[0]).messages[1].content);
    expect(sent.chat).toEqual([{ from: 'student', text: 'Can we go over vectors?' }]);
  });

  it('falls back to the built-in engine on malformed or mis-shaped output', async () => {
    for (const m of ['invalid', 'wrong-shape'] as const) {
      mode = m;
      const s = await t.json('POST', `/api/sessions/${bookingId}/notes/ai`, { as: expert });
      expect(s.content.liveSession.engine, m).toBe('built-in');
      expect(s.content.topicsCovered).toEqual(['Vectors']);
    }
  });

  it('falls back to the built-in engine when the provider is too slow', async () => {
    mode = 'hang';
    const started = Date.now();
    const s = await t.json('POST', `/api/sessions/${bookingId}/notes/ai`, { as: expert });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(s.content.liveSession.engine).toBe('built-in');
  });

  it('does not ask the provider about a session with nothing recorded', async () => {
    mode = 'ok';
    const other = await t.signUp('student');
    const quiet = await book(t, expert, other.id, at(-10), 'confirmed');
    calls = [];
    const s = await t.json('POST', `/api/sessions/${quiet}/notes/ai`, { as: expert });
    expect(calls).toEqual([]);
    expect(s.content.liveSession.engine).toBe('built-in');
  });

  it('completing the session answers at once while a slow provider is still drafting', async () => {
    mode = 'hang';
    const other = await t.signUp('student');
    const id = await book(t, expert, other.id, at(-20), 'confirmed');
    await say(t, other, id, 'Could we revise matrices?');
    const started = Date.now();
    const done = await t.json('PATCH', `/api/bookings/${id}`, { as: expert, body: { status: 'completed' } });
    expect(done.status).toBe('completed');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await t.json('GET', `/api/sessions/${id}/notes/ai`, { as: expert })).toEqual({ summary: null });
    await settleSessionNotes();
    const { summary } = await t.json('GET', `/api/sessions/${id}/notes/ai`, { as: expert });
    expect(summary.content.liveSession.engine).toBe('built-in');
    expect(summary.content.topicsCovered).toEqual(['Matrices']);
  });
});
