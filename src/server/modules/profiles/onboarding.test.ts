import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDomains } from '../../db/seed/index';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDomains(t.deps);
});
afterAll(() => t.close());

type Question = { id: string; kind: 'choice' | 'open'; options: string[] };
/** Answers every question: the given option for choice questions, a few sentences for open ones. */
const answered = (questions: Question[], option = 0) =>
  questions.map((q) =>
    q.kind === 'open'
      ? { questionId: q.id, answerText: 'I start with a short diagnostic, then build from worked examples to independent practice.' }
      : { questionId: q.id, selectedAnswer: option },
  );

describe('tutor onboarding', () => {
  it('walks the wizard without AI: built-in questions, templated bio, save with new-expert defaults', async () => {
    const tutor = await t.signUp('tutor', { fullName: 'Meera Iyer' });
    const state = await t.json('GET', '/api/onboarding', { as: tutor });
    expect(state.fullName).toBe('Meera Iyer');
    expect(state.expert).toBeNull();
    expect(state.domains.length).toBeGreaterThan(10);
    expect(state.domains.map((d: { name: string }) => d.name)).toContain('Accountancy');
    const physics = state.domains.find((d: { name: string }) => d.name === 'Physics');

    const q = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { domainId: physics.id, subDomain: 'Class 11 mechanics', experienceYears: 3 } });
    expect(q).toMatchObject({ source: 'builtin', attempt: 1, retakesLeft: 1, subject: 'Physics', submitted: null });
    expect(q.questions).toHaveLength(6);
    for (const question of q.questions) {
      expect(question).toEqual({ id: expect.stringMatching(/^physics-[fa]-\d\d$/), kind: 'choice', question: expect.any(String), options: expect.any(Array) });
      expect(question.options).toHaveLength(4);
    }
    // Asking again (back and forth in the wizard) shows the same attempt.
    expect((await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { domainId: physics.id, subDomain: 'Class 11 mechanics', experienceYears: 3 } })).assessmentId).toBe(q.assessmentId);

    const bio = await t.json('POST', '/api/onboarding/bio', {
      as: tutor,
      body: { fullName: 'Meera Iyer', city: 'Chennai', domainId: physics.id, subDomain: 'Class 11 mechanics', experienceYears: 3, languages: ['Tamil', 'English'], qualifications: ['M.Sc. Physics'] },
    });
    expect(bio.source).toBe('builtin');
    expect(bio.variants).toHaveLength(3);
    expect(bio.bio).toBe(bio.variants[0]);
    for (const v of bio.variants) {
      expect(v).toContain('Tamil');
      expect(v).toContain('M.Sc. Physics');
      expect(v).toMatch(/mechanics/i);
    }
    const aiQuestions = answered(q.questions);

    const saved = await t.json('PUT', '/api/onboarding', {
      as: tutor,
      body: { fullName: 'Someone Else', city: 'Chennai', domainId: physics.id, subDomain: 'Mechanics', experienceYears: 3, bio: bio.bio, languages: ['Tamil', 'English'], assessmentId: q.assessmentId, answers: aiQuestions },
    });
    expect(saved.created).toBe(true);
    const me = await t.json('GET', '/api/me', { as: tutor });
    expect(me.hasExpertBio).toBe(true);
    expect(me.expertProfileId).toBe(saved.expertProfileId);
    expect(me.profile.fullName).toBe('Meera Iyer'); // a known name stays locked

    const expert = await t.json('GET', '/api/profile/expert', { as: tutor });
    expect(expert).toMatchObject({ rating: 5, isVerified: false, totalSessions: 0, experienceYears: 3, domainName: 'Physics', subDomain: 'Mechanics', languages: ['Tamil', 'English'] });

    // The score is graded on the server and kept: the wizard now shows the attempt as submitted.
    const after = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { domainId: physics.id, experienceYears: 3 } });
    expect(after.assessmentId).toBe(q.assessmentId);
    expect(after.submitted.total).toBe(6);
    expect(after.submitted.score).toBeGreaterThanOrEqual(0);

    // Saving again updates the same row.
    const again = await t.json('PUT', '/api/onboarding', {
      as: tutor,
      body: { fullName: 'Meera Iyer', city: 'Madurai', domainId: physics.id, experienceYears: 6, bio: 'Updated bio.', assessmentId: q.assessmentId, answers: [] },
    });
    expect(again).toMatchObject({ expertProfileId: saved.expertProfileId, created: false, facetsConfirmed: false });
    expect((await t.json('GET', '/api/onboarding', { as: tutor })).city).toBe('Madurai');
  });

  it('inserts a custom domain once, reusing any spelling that already exists', async () => {
    const tutor = await t.signUp('tutor');
    const q = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { customDomain: 'Origami Art', experienceYears: 1 } });
    expect(q.questions.every((x: Question) => x.kind === 'open')).toBe(true);
    expect(q.questions[0].question).toContain('Origami Art');
    const body = { fullName: 'X', city: 'Goa', customDomain: 'Origami Art', experienceYears: 1, bio: 'Folds paper.', assessmentId: null, answers: [] };
    await t.json('PUT', '/api/onboarding', { as: tutor, body });
    const other = await t.signUp('tutor');
    await t.json('PUT', '/api/onboarding', { as: other, body: { ...body, customDomain: 'origami art' } });
    const domains = (await t.json('GET', '/api/onboarding', { as: other })).domains.filter((d: { name: string }) => d.name.toLowerCase() === 'origami art');
    // Filed under the broader category it names, so browsing and search reach it.
    const art = (await t.json('GET', '/api/onboarding', { as: other })).domains.find((d: { name: string }) => d.name === 'Art');
    expect(domains).toEqual([{ id: expect.any(String), name: 'Origami Art', parentId: art?.id ?? null, aliases: [] }]);
    const expert = await t.json('GET', '/api/profile/expert', { as: other });
    expect(expert.domainId).toBe(domains[0].id);
    const existing = await t.signUp('tutor');
    await t.json('PUT', '/api/onboarding', { as: existing, body: { ...body, customDomain: 'PHYSICS' } });
    expect((await t.json('GET', '/api/profile/expert', { as: existing })).domainName).toBe('Physics');
  });

  it('enforces every message of the wizard on the server', async () => {
    const tutor = await t.signUp('tutor');
    await t.deps.db.execute(`update profiles set full_name = null where user_id = '${tutor.id}'`);
    const q = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { customDomain: 'Chess', experienceYears: 1 } });
    const base = { fullName: 'Ravi', city: 'Pune', customDomain: 'Chess', experienceYears: 1, bio: 'Chess coach.', assessmentId: q.assessmentId, answers: answered(q.questions) };
    const error = async (method: string, url: string, body: unknown) => (await t.json(method, url, { as: tutor, body, expect: 422 })).error.message;

    expect(await error('PUT', '/api/onboarding', { ...base, city: ' ' })).toBe('Please fill in your name and city.');
    expect(await error('PUT', '/api/onboarding', { ...base, fullName: '' })).toBe('Please fill in your name and city.');
    expect(await error('PUT', '/api/onboarding', { ...base, customDomain: '' })).toBe('Please select or specify your domain.');
    expect(await error('POST', '/api/onboarding/questions', { experienceYears: 1 })).toBe('Please select or specify your domain.');
    expect(await error('PUT', '/api/onboarding', { ...base, customDomain: null, domainId: '00000000-0000-4000-8000-000000000000' })).toBe(
      'Please select or specify your domain.',
    );
    const unanswered = base.answers.map((a, i) => (i === 4 ? { questionId: a.questionId, selectedAnswer: null } : a));
    expect(await error('PUT', '/api/onboarding', { ...base, answers: unanswered })).toBe('Please answer all questions before proceeding.');
    expect(await error('PUT', '/api/onboarding', { ...base, answers: base.answers.slice(1) })).toBe('Please answer all questions before proceeding.');
    expect(await error('PUT', '/api/onboarding', { ...base, experienceYears: 4 })).toBe('Please choose your years of experience.');
    expect(await error('PUT', '/api/onboarding', { ...base, bio: '  ' })).toBe('Please write a short bio before completing onboarding.');
    await t.json('PUT', '/api/onboarding', { as: tutor, body: base });
    expect((await t.json('GET', '/api/onboarding', { as: tutor })).fullName).toBe('Ravi');
  });

  it('is for signed-in tutors only', async () => {
    const student = await t.signUp('student');
    expect((await t.json('GET', '/api/onboarding', { expect: 401 })).error.message).toBe('User not authenticated');
    await t.json('POST', '/api/onboarding/questions', { as: student, body: { customDomain: 'Chess', experienceYears: 1 }, expect: 403 });
    await t.json('PUT', '/api/onboarding', { as: student, body: {}, expect: 403 });
  });
});

describe('the assessment', () => {
  const physics = async () => (await t.json('GET', '/api/onboarding', { as: await t.signUp('tutor') })).domains.find((d: { name: string }) => d.name === 'Physics');

  it('never sends which option is right, and grades on the server whatever the client claims', async () => {
    const tutor = await t.signUp('tutor', { fullName: 'Asha Rao' });
    const domain = await physics();
    const q = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { domainId: domain.id, experienceYears: 3 } });
    expect(JSON.stringify(q)).not.toMatch(/correctAnswer/);
    // The right answers, read from the server's record, for the first three questions only.
    const { tutorAssessments } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.deps.db.select().from(tutorAssessments).where(eq(tutorAssessments.id, q.assessmentId));
    const kept = row.questions as { id: string; correctAnswer: number }[];
    const answers = kept.map((k, i) => ({ questionId: k.id, selectedAnswer: i < 3 ? k.correctAnswer : (k.correctAnswer + 1) % 4, correctAnswer: 0 }));
    await t.json('PUT', '/api/onboarding', { as: tutor, body: { fullName: 'Asha Rao', city: 'Pune', domainId: domain.id, experienceYears: 3, bio: 'Physics tutor.', assessmentId: q.assessmentId, answers } });
    const admin = await t.signUp('student');
    const { user } = await import('../../db/schema');
    await t.deps.db.update(user).set({ isAdmin: true }).where(eq(user.id, admin.id));
    const list = await t.json('GET', '/api/admin/experts?status=all', { as: admin });
    const mine = list.find((e: { userId: string }) => e.userId === tutor.id);
    expect(mine.assessment).toMatchObject({ attempt: 1, subject: 'Physics', score: 3, total: 6 });
    expect(mine.assessment.items).toHaveLength(6);
    expect(mine.assessment.items[0]).toMatchObject({ kind: 'choice', correctAnswer: kept[0].correctAnswer, selectedAnswer: kept[0].correctAnswer });
  });

  it('allows one retake with new questions, then no more', async () => {
    const tutor = await t.signUp('tutor', { fullName: 'Dev Shah' });
    const domain = await physics();
    const body = { domainId: domain.id, experienceYears: 3 };
    const first = await t.json('POST', '/api/onboarding/questions', { as: tutor, body });
    const save = (a: { assessmentId: string; questions: Question[] }) =>
      t.json('PUT', '/api/onboarding', { as: tutor, body: { fullName: 'Dev Shah', city: 'Pune', ...body, bio: 'Physics tutor.', assessmentId: a.assessmentId, answers: answered(a.questions) } });
    await save(first);
    const retake = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { ...body, retake: true } });
    expect(retake).toMatchObject({ attempt: 2, retakesLeft: 0, submitted: null });
    const firstIds = first.questions.map((x: Question) => x.id);
    expect(retake.questions.filter((x: Question) => firstIds.includes(x.id))).toEqual([]);
    await save(retake);
    const again = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { ...body, retake: true }, expect: 409 });
    expect(again.error.message).toBe('You have already used your one retake of the assessment.');
    // Saving a submitted attempt again keeps its score.
    const before = await t.json('POST', '/api/onboarding/questions', { as: tutor, body });
    await t.json('PUT', '/api/onboarding', { as: tutor, body: { fullName: 'Dev Shah', city: 'Pune', ...body, bio: 'Physics tutor.', assessmentId: retake.assessmentId, answers: [] } });
    expect((await t.json('POST', '/api/onboarding/questions', { as: tutor, body })).submitted).toEqual(before.submitted);
  });

  it('refuses another tutor\'s assessment', async () => {
    const a = await t.signUp('tutor');
    const b = await t.signUp('tutor');
    const q = await t.json('POST', '/api/onboarding/questions', { as: a, body: { customDomain: 'Chess', experienceYears: 1 } });
    const res = await t.json('PUT', '/api/onboarding', {
      as: b,
      body: { fullName: 'B', city: 'Goa', customDomain: 'Chess', experienceYears: 1, bio: 'Chess.', assessmentId: q.assessmentId, answers: answered(q.questions) },
      expect: 422,
    });
    expect(res.error.message).toMatch(/not yours/);
  });
});
