import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiCompatibleClient } from '../../adapters/ai/openai-compatible';
import { bookings, messages, messageThreads, offerings } from '../../db/schema';
import { createLogger } from '../../logger';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';

let t: TestContext;
let tutor: TestUser & { expertId: string };
let other: TestUser & { expertId: string };
let student: TestUser;
let stranger: TestUser;
let bookingId: string;
let hour = 0;

async function book(expertId: string, studentId: string, status = 'completed', title = 'Algebra Basics') {
  const [o] = await t.deps.db.insert(offerings).values({ expertId, title, price: 50000, category: 'Mathematics' }).returning();
  const start = new Date(Date.UTC(2026, 0, 1, hour++));
  const [b] = await t.deps.db
    .insert(bookings)
    .values({ expertId, studentId, offeringId: o.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status })
    .returning();
  return b.id;
}

beforeAll(async () => {
  t = await createTestContext();
  tutor = await t.signUpExpert({ fullName: 'Tara Tutor' });
  other = await t.signUpExpert({ fullName: 'Omar Other' });
  student = await t.signUp('student', { fullName: 'Sam Student' });
  stranger = await t.signUp('student');
  bookingId = await book(tutor.expertId, student.id);
});
afterAll(() => t.close());

const summaryBody = { subject: 'Algebra', topicsCovered: 'Linear equations, Graphs', engagementLevel: 'high', performance: 'Strong on graphs.', studentName: 'Sam' };

describe('summaries', () => {
  it('refuses missing subject or topics with the spec message', async () => {
    for (const body of [{}, { subject: 'Maths' }, { subject: '  ', topicsCovered: 'x' }]) {
      const res = await t.json('POST', '/api/ai-content/summaries', { as: tutor, body, expect: 422 });
      expect(res.error).toMatchObject({ code: 'SUMMARY_MISSING_FIELDS', message: 'Missing Information: Please fill in subject and topics covered.' });
    }
  });

  it('is for onboarded tutors only', async () => {
    await t.json('POST', '/api/ai-content/summaries', { body: summaryBody, expect: 401 });
    await t.json('POST', '/api/ai-content/summaries', { as: student, body: summaryBody, expect: 403 });
  });

  it('generates with the built-in engine, keeps history and counts', async () => {
    const s = await t.json('POST', '/api/ai-content/summaries', { as: tutor, body: summaryBody, expect: 201 });
    expect(s.summary).toContain('Linear equations');
    expect(s.content.topicsCovered).toHaveLength(2);
    expect(s.engagementLevel).toBe('high');
    const list = await t.json('GET', '/api/ai-content/summaries', { as: tutor });
    expect(list.items.map((i: { id: string }) => i.id)).toContain(s.id);
    expect((await t.json('GET', '/api/ai-content/summaries?q=graphs', { as: tutor })).items.length).toBeGreaterThan(0);
    expect((await t.json('GET', '/api/ai-content/summaries?q=zzzz-nothing', { as: tutor })).items).toEqual([]);
    expect(await t.json('GET', '/api/ai-content/counts', { as: tutor })).toMatchObject({ totalSummaries: expect.any(Number), totalPlans: expect.any(Number) });
  });

  it("keeps each tutor's history private", async () => {
    const s = await t.json('POST', '/api/ai-content/summaries', { as: tutor, body: summaryBody, expect: 201 });
    expect((await t.json('GET', '/api/ai-content/summaries', { as: other })).items).toEqual([]);
    await t.json('GET', `/api/ai-content/summaries/${s.id}`, { as: other, expect: 404 });
    await t.json('DELETE', `/api/ai-content/summaries/${s.id}`, { as: other, expect: 404 });
    await t.json('POST', `/api/ai-content/summaries/${s.id}/share`, { as: other, body: {}, expect: 404 });
    await t.json('DELETE', `/api/ai-content/summaries/${s.id}`, { as: tutor, expect: 204 });
    await t.json('GET', `/api/ai-content/summaries/${s.id}`, { as: tutor, expect: 404 });
  });

  it('lists completed sessions with offering and student name; another tutor cannot use them', async () => {
    const { items } = await t.json('GET', '/api/ai-content/sessions', { as: tutor });
    expect(items[0]).toMatchObject({ bookingId, studentId: student.id, studentName: 'Sam Student', offeringTitle: 'Algebra Basics', category: 'Mathematics' });
    await t.json('POST', '/api/ai-content/summaries', { as: other, body: { ...summaryBody, bookingId }, expect: 404 });
    await t.json('POST', '/api/ai-content/summaries', { as: other, body: { ...summaryBody, studentId: student.id }, expect: 404 });
  });

  it('shares only with a student who booked the tutor; the student sees only what was shared', async () => {
    const loose = await t.json('POST', '/api/ai-content/summaries', { as: tutor, body: summaryBody, expect: 201 });
    expect((await t.json('POST', `/api/ai-content/summaries/${loose.id}/share`, { as: tutor, body: {}, expect: 422 })).error.message).toBe('Choose the student to share with.');
    await t.json('POST', `/api/ai-content/summaries/${loose.id}/share`, { as: tutor, body: { studentId: stranger.id }, expect: 403 });

    const s = await t.json('POST', '/api/ai-content/summaries', { as: tutor, body: { ...summaryBody, bookingId, studentName: '' }, expect: 201 });
    expect(s.studentName).toBe('Sam Student');
    let shared = await t.json('GET', '/api/materials/shared', { as: student });
    expect(shared.items.find((i: { id: string }) => i.id === s.id)).toBeUndefined();
    const after = await t.json('POST', `/api/ai-content/summaries/${s.id}/share`, { as: tutor, body: {} });
    expect(after.sharedAt).toEqual(expect.any(String));
    shared = await t.json('GET', '/api/materials/shared', { as: student });
    expect(shared.items.find((i: { id: string }) => i.id === s.id)).toMatchObject({ kind: 'summary', tutorName: 'Tara Tutor', sessionTitle: 'Algebra Basics' });
    expect((await t.json('GET', '/api/materials/shared', { as: stranger })).items).toEqual([]);
    await t.json('GET', '/api/materials/shared', { as: tutor, expect: 403 });
  });

  it("writes up a tutor's old session, past the latest 100 the form lists", async () => {
    const busy = await t.signUpExpert({ fullName: 'Bea Busy' });
    const first = await book(busy.expertId, student.id);
    const [o] = await t.deps.db.insert(offerings).values({ expertId: busy.expertId, title: 'Later', price: 50000, category: 'Mathematics' }).returning();
    const later = Array.from({ length: 100 }, (_, i) => new Date(Date.UTC(2026, 1, 1, i)));
    await t.deps.db.insert(bookings).values(later.map((start) => ({ expertId: busy.expertId, studentId: stranger.id, offeringId: o.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'completed' })));
    const { items } = await t.json('GET', '/api/ai-content/sessions', { as: busy });
    expect(items.map((i: { bookingId: string }) => i.bookingId)).not.toContain(first);
    const s = await t.json('POST', '/api/ai-content/summaries', { as: busy, body: { ...summaryBody, bookingId: first, studentName: '' }, expect: 201 });
    expect(s).toMatchObject({ bookingId: first, studentName: 'Sam Student' });
  });
});

describe('summaries from a live session', () => {
  it("reads the booking's chat (within its window), tutor's notes and whiteboard as extra evidence", async () => {
    const learner = await t.signUp('student', { fullName: 'Asha Learner' });
    const id = await book(tutor.expertId, learner.id, 'completed', 'Quadratics');
    const [b] = await t.deps.db.select().from(bookings).where(eq(bookings.id, id));
    const at = (minutes: number) => new Date(b.scheduledAt.getTime() + minutes * 60_000);
    await t.deps.db
      .update(bookings)
      .set({
        tutorNotes: 'Understood the quadratic formula well.',
        whiteboard: { elements: [{ id: 't1', type: 'text', version: 1, text: 'Discriminant: b² − 4ac', originalText: 'Discriminant: b² − 4ac' }] },
      })
      .where(eq(bookings.id, id));
    const [thread] = await t.deps.db.insert(messageThreads).values({ studentId: learner.id, expertId: tutor.expertId }).returning();
    await t.deps.db.insert(messages).values([
      { threadId: thread.id, senderId: learner.id, clientId: 'before', content: 'I love the discriminant, it is easy.', createdAt: at(-120) },
      { threadId: thread.id, senderId: learner.id, clientId: 'q', content: 'Can we go over the discriminant again? I got confused by it.', createdAt: at(5) },
      { threadId: thread.id, senderId: tutor.id, clientId: 'hw', content: 'For homework, do exercise 5B on page 42.', createdAt: at(50) },
    ]);
    const body = { subject: 'Quadratics', topicsCovered: 'Discriminant, Quadratic formula', engagementLevel: 'medium' };
    const s = await t.json('POST', '/api/ai-content/summaries', { as: tutor, body: { ...body, bookingId: id }, expect: 201 });
    expect(s.content.topicsCovered).toEqual(['Discriminant: not yet secure; on the board: Discriminant: b² − 4ac.', 'Quadratic formula: secure.']);
    expect(s.content.areasToImprove[0]).toBe('Discriminant: Asha wrote in the chat, "I got confused by it".');
    expect(s.summary).toContain('exercise 5B on page 42');
    expect(s.summary).not.toContain('I love the discriminant');
    // Without the booking there is no session evidence: the topics are only listed as covered.
    const loose = await t.json('POST', '/api/ai-content/summaries', { as: tutor, body, expect: 201 });
    expect(loose.content.topicsCovered).toEqual(['Discriminant: covered; how it went was not recorded.', 'Quadratic formula: covered; how it went was not recorded.']);
  });
});

describe('lesson plans', () => {
  it('refuses missing topic or grade level with the spec message, and bad values', async () => {
    for (const body of [{}, { topic: 'Fractions' }, { gradeLevel: 'Adult Learner' }]) {
      expect((await t.json('POST', '/api/ai-content/lesson-plans', { as: tutor, body, expect: 422 })).error).toMatchObject({
        code: 'PLAN_MISSING_FIELDS',
        message: 'Missing Information: Please fill in topic and grade level.',
      });
    }
    await t.json('POST', '/api/ai-content/lesson-plans', { as: tutor, body: { topic: 'x', gradeLevel: 'Kindergarten' }, expect: 422 });
    await t.json('POST', '/api/ai-content/lesson-plans', { as: tutor, body: { topic: 'x', gradeLevel: 'Adult Learner', duration: 50 }, expect: 422 });
  });

  it('defaults to 60 minutes with activities adding up, kept in the library', async () => {
    const p = await t.json('POST', '/api/ai-content/lesson-plans', { as: tutor, body: { topic: 'Fractions', gradeLevel: 'Elementary (K-5)' }, expect: 201 });
    expect(p.duration).toBe(60);
    expect(p.content.activities.reduce((a: number, x: { minutes: number }) => a + x.minutes, 0)).toBe(60);
    expect(p.lessonPlan).toContain('Fractions');
    expect((await t.json('GET', '/api/ai-content/lesson-plans?q=fraction', { as: tutor })).items[0].id).toBe(p.id);
    expect((await t.json('GET', '/api/ai-content/lesson-plans', { as: other })).items).toEqual([]);
    await t.json('GET', `/api/ai-content/lesson-plans/${p.id}`, { as: other, expect: 404 });
    await t.json('POST', `/api/ai-content/lesson-plans/${p.id}/share`, { as: tutor, body: { studentId: student.id } });
    const shared = await t.json('GET', '/api/materials/shared', { as: student });
    expect(shared.items.find((i: { id: string }) => i.id === p.id)).toMatchObject({ kind: 'lesson_plan', title: 'Fractions' });
  });

  it('closes the loop: a plan starts from the last summary, the next summary links the plan', async () => {
    const b2 = await book(tutor.expertId, student.id, 'completed', 'Geometry');
    const s = await t.json('POST', '/api/ai-content/summaries', {
      as: tutor,
      body: { subject: 'Geometry', topicsCovered: 'Angles, Triangles', engagementLevel: 'low', bookingId: b2 },
      expect: 201,
    });
    const p = await t.json('POST', '/api/ai-content/lesson-plans', {
      as: tutor,
      body: { topic: 'Pythagoras', gradeLevel: 'Middle School (6-8)', duration: 45, studentId: student.id },
      expect: 201,
    });
    expect(p.basedOnSummaryId).toBe(s.id);
    expect(p.content.buildsOn).toEqual(s.content.nextSteps);
    expect(p.lessonPlan).toContain('Builds on the last session');
    expect(p.studentName).toBe('Sam Student');
    const next = await t.json('POST', '/api/ai-content/summaries', {
      as: tutor,
      body: { subject: 'Geometry', topicsCovered: 'Pythagoras', studentId: student.id },
      expect: 201,
    });
    expect(next.lessonPlanId).toBe(p.id);
    expect(next.lessonPlanTopic).toBe('Pythagoras');
    expect(next.summary).toContain('Lesson plan followed: Pythagoras');
  });

  it("starts the warm-up and objectives from the last summary's difficulties and acts on the notes", async () => {
    const learner = await t.signUp('student', { fullName: 'Kabir Learner' });
    await book(tutor.expertId, learner.id);
    await t.json('POST', '/api/ai-content/summaries', {
      as: tutor,
      body: { subject: 'Algebra', topicsCovered: 'Completing the square', performance: 'Made sign errors when completing the square.', studentId: learner.id },
      expect: 201,
    });
    const p = await t.json('POST', '/api/ai-content/lesson-plans', {
      as: tutor,
      body: { topic: 'Solving quadratic equations', gradeLevel: 'High School (9-12)', duration: 90, studentId: learner.id, additionalNotes: 'Visual learner. Exam in 2 weeks.' },
      expect: 201,
    });
    expect(p.content.objectives[0]).toContain("Close last session's gap (sign errors in completing the square)");
    expect(p.content.activities[0].description).toContain('sign errors in completing the square');
    expect(p.content.activities.map((a: { name: string }) => a.name)).toContain('Exam practice');
    expect(p.content.homework).toContain('Revision timeline to the exam (in 2 weeks)');
    expect(p.content.activities.reduce((a: number, x: { minutes: number }) => a + x.minutes, 0)).toBe(90);
  });
});

describe('provider path', () => {
  type Mode = 'ok' | 'invalid' | 'hang';
  let server: http.Server;
  let mode: Mode = 'ok';
  const asked: { system: string; user: string }[] = [];
  let pt: TestContext;
  let ptutor: TestUser;
  const pending: http.ServerResponse[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return res.writeHead(404).end();
        if (mode === 'hang') return void pending.push(res);
        const sent = JSON.parse(raw) as { messages: { role: string; content: string }[] };
        asked.push({ system: sent.messages[0].content, user: sent.messages[1].content });
        const isPlan = raw.includes('lesson plans');
        const content =
          mode === 'invalid'
            ? 'not json at all'
            : JSON.stringify(
                isPlan
                  ? {
                      title: 'Provider plan',
                      overview: 'From the provider.',
                      objectives: ['Provider objective'],
                      materials: ['Provider materials'],
                      activities: [
                        { name: 'Intro', minutes: 10, description: 'Provider intro' },
                        { name: 'Practice', minutes: 25, description: 'Provider practice' },
                      ],
                      assessment: 'Provider quiz',
                      homework: 'Provider homework',
                    }
                  : {
                      overview: 'Provider overview',
                      topicsCovered: ['Provider topic'],
                      engagement: 'Provider engagement',
                      performance: 'Provider performance',
                      strengths: ['Provider strength'],
                      areasToImprove: ['Provider area'],
                      nextSteps: ['Provider next step'],
                    },
              );
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const ai = createOpenAiCompatibleClient({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'test', timeoutMs: 60_000, logger: createLogger('silent') });
    pt = await createTestContext({ ai, env: { AI_TIMEOUT_MS: '400' } });
    ptutor = await pt.signUpExpert();
  });
  afterAll(async () => {
    for (const res of pending) res.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await pt.close();
  });

  it('uses valid provider output, fitting activities to the duration', async () => {
    mode = 'ok';
    const s = await pt.json('POST', '/api/ai-content/summaries', { as: ptutor, body: summaryBody, expect: 201 });
    expect(s.content.overview).toBe('Provider overview');
    expect(s.summary).toContain('Provider next step');
    const p = await pt.json('POST', '/api/ai-content/lesson-plans', { as: ptutor, body: { topic: 'Waves', gradeLevel: 'College/University', duration: 90 }, expect: 201 });
    expect(p.content.title).toBe('Provider plan');
    expect(p.content.activities.reduce((a: number, x: { minutes: number }) => a + x.minutes, 0)).toBe(90);
  });

  it('gives the provider the facts the built-in writer uses, with the faithfulness rules', async () => {
    mode = 'ok';
    asked.length = 0;
    const body = { subject: 'Algebra', topicsCovered: 'Completing the square, Graphs', engagementLevel: 'high', performance: 'Struggled with completing the square.' };
    await pt.json('POST', '/api/ai-content/summaries', { as: ptutor, body, expect: 201 });
    expect(asked[0].system).toContain('never described as a strength');
    expect(asked[0].system).toContain('Use only the facts given');
    const facts = JSON.parse(asked[0].user);
    expect(facts.topics.map((t: { topic: string; status: string }) => [t.topic, t.status])).toEqual([
      ['Completing the square', 'not yet secure'],
      ['Graphs', 'not recorded'],
    ]);
    expect(facts.topics[0].notes[0]).toMatchObject({ judgement: 'difficulty', note: 'struggled with completing the square' });
    await pt.json('POST', '/api/ai-content/lesson-plans', {
      as: ptutor,
      body: { topic: 'Macbeth', gradeLevel: 'High School (9-12)', duration: 60, additionalNotes: 'Visual learner. Exam in 2 weeks.' },
      expect: 201,
    });
    expect(asked[1].system).toContain('minutes add up exactly to durationMinutes');
    expect(JSON.parse(asked[1].user)).toMatchObject({ topicKind: 'text', durationMinutes: 60, learnerNeeds: { visual: true, exam: { when: 'in 2 weeks' } } });
  });

  it('falls back to the built-in engine on invalid JSON', async () => {
    mode = 'invalid';
    const s = await pt.json('POST', '/api/ai-content/summaries', { as: ptutor, body: summaryBody, expect: 201 });
    expect(s.content.overview).toContain('Algebra');
    const p = await pt.json('POST', '/api/ai-content/lesson-plans', { as: ptutor, body: { topic: 'Waves', gradeLevel: 'College/University' }, expect: 201 });
    expect(p.content.activities).toHaveLength(6);
  });

  it('falls back to the built-in engine when the provider hangs past AI_TIMEOUT_MS', async () => {
    mode = 'hang';
    const started = Date.now();
    const s = await pt.json('POST', '/api/ai-content/summaries', { as: ptutor, body: summaryBody, expect: 201 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(s.content.overview).toContain('Algebra');
  });
});
