import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDomains } from '../../db/seed/index';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDomains(t.deps);
});
afterAll(() => t.close());

const answered = (questions: { question: string; options: string[]; correctAnswer: number }[]) =>
  questions.map((q) => ({ ...q, selectedAnswer: 2 }));

describe('tutor onboarding', () => {
  it('walks the wizard without AI: built-in questions, templated bio, save with new-expert defaults', async () => {
    const tutor = await t.signUp('tutor', { fullName: 'Meera Iyer' });
    const state = await t.json('GET', '/api/onboarding', { as: tutor });
    expect(state.fullName).toBe('Meera Iyer');
    expect(state.expert).toBeNull();
    expect(state.domains.length).toBeGreaterThan(10);
    expect(state.domains[0].name).toBe('Accountancy');
    const physics = state.domains.find((d: { name: string }) => d.name === 'Physics');

    const q = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { domainId: physics.id, experienceYears: 3 } });
    expect(q.source).toBe('builtin');
    expect(q.questions).toHaveLength(5);
    expect(q.questions[0].options).toEqual(['Strongly Disagree', 'Disagree', 'Agree', 'Strongly Agree']);

    const aiQuestions = answered(q.questions);
    const bio = await t.json('POST', '/api/onboarding/bio', {
      as: tutor,
      body: { fullName: 'Meera Iyer', city: 'Chennai', domainId: physics.id, experienceYears: 3, aiQuestions },
    });
    expect(bio.source).toBe('builtin');
    expect(bio.bio).toContain('Meera Iyer is a Physics expert based in Chennai with 3-5 years of experience.');

    const saved = await t.json('PUT', '/api/onboarding', {
      as: tutor,
      body: { fullName: 'Someone Else', city: 'Chennai', domainId: physics.id, subDomain: 'Mechanics', experienceYears: 3, bio: bio.bio, aiQuestions },
    });
    expect(saved.created).toBe(true);
    const me = await t.json('GET', '/api/me', { as: tutor });
    expect(me.hasExpertBio).toBe(true);
    expect(me.expertProfileId).toBe(saved.expertProfileId);
    expect(me.profile.fullName).toBe('Meera Iyer'); // a known name stays locked

    const expert = await t.json('GET', '/api/profile/expert', { as: tutor });
    expect(expert).toMatchObject({ rating: 5, isVerified: false, totalSessions: 0, experienceYears: 3, domainName: 'Physics', subDomain: 'Mechanics' });

    // Saving again updates the same row.
    const again = await t.json('PUT', '/api/onboarding', {
      as: tutor,
      body: { fullName: 'Meera Iyer', city: 'Madurai', domainId: physics.id, experienceYears: 6, bio: 'Updated bio.', aiQuestions },
    });
    expect(again).toEqual({ expertProfileId: saved.expertProfileId, created: false });
    expect((await t.json('GET', '/api/onboarding', { as: tutor })).city).toBe('Madurai');
  });

  it('inserts a custom domain once, reusing any spelling that already exists', async () => {
    const tutor = await t.signUp('tutor');
    const questions = (await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { customDomain: 'Origami Art', experienceYears: 1 } })).questions;
    expect(questions[0].question).toContain('Origami Art');
    const body = { fullName: 'X', city: 'Goa', customDomain: 'Origami Art', experienceYears: 1, bio: 'Folds paper.', aiQuestions: answered(questions) };
    await t.json('PUT', '/api/onboarding', { as: tutor, body });
    const other = await t.signUp('tutor');
    await t.json('PUT', '/api/onboarding', { as: other, body: { ...body, customDomain: 'origami art' } });
    const domains = (await t.json('GET', '/api/onboarding', { as: other })).domains.filter((d: { name: string }) => d.name.toLowerCase() === 'origami art');
    expect(domains).toEqual([{ id: expect.any(String), name: 'Origami Art' }]);
    const expert = await t.json('GET', '/api/profile/expert', { as: other });
    expect(expert.domainId).toBe(domains[0].id);
    const existing = await t.signUp('tutor');
    await t.json('PUT', '/api/onboarding', { as: existing, body: { ...body, customDomain: 'PHYSICS' } });
    expect((await t.json('GET', '/api/profile/expert', { as: existing })).domainName).toBe('Physics');
  });

  it('enforces every message of the wizard on the server', async () => {
    const tutor = await t.signUp('tutor');
    await t.deps.db.execute(`update profiles set full_name = null where user_id = '${tutor.id}'`);
    const qs = (await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { customDomain: 'Chess', experienceYears: 1 } })).questions;
    const base = { fullName: 'Ravi', city: 'Pune', customDomain: 'Chess', experienceYears: 1, bio: 'Chess coach.', aiQuestions: answered(qs) };
    const error = async (method: string, url: string, body: unknown) => (await t.json(method, url, { as: tutor, body, expect: 422 })).error.message;

    expect(await error('PUT', '/api/onboarding', { ...base, city: ' ' })).toBe('Please fill in your name and city.');
    expect(await error('PUT', '/api/onboarding', { ...base, fullName: '' })).toBe('Please fill in your name and city.');
    expect(await error('PUT', '/api/onboarding', { ...base, customDomain: '' })).toBe('Please select or specify your domain.');
    expect(await error('POST', '/api/onboarding/questions', { experienceYears: 1 })).toBe('Please select or specify your domain.');
    expect(await error('PUT', '/api/onboarding', { ...base, customDomain: null, domainId: '00000000-0000-4000-8000-000000000000' })).toBe(
      'Please select or specify your domain.',
    );
    const unanswered = base.aiQuestions.map((q, i) => (i === 4 ? { ...q, selectedAnswer: null } : q));
    expect(await error('PUT', '/api/onboarding', { ...base, aiQuestions: unanswered })).toBe('Please answer all questions before proceeding.');
    expect(await error('POST', '/api/onboarding/bio', { ...base, aiQuestions: unanswered })).toBe('Please answer all questions before proceeding.');
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
