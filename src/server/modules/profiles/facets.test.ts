// Teaching facets through the API: read from what the tutor wrote until they confirm their own choice,
// offers' text kept for search, catalogue codes enforced.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertProfiles } from '../../db/schema';
import { seedDomains } from '../../db/seed/index';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDomains(t.deps);
});
afterAll(() => t.close());

const BIO =
  'I teach CBSE Maths to Class 9 and 10. I have been doing home tuitions in Lucknow for 12 years. ' +
  'I explain every chapter in Hindi as well as English, so students who think in Hindi are never lost.';

/** Signs a tutor up and walks onboarding through the API with a listed category (or a typed one). */
async function onboard(body: Record<string, unknown> = {}): Promise<{ tutor: TestUser; saved: Record<string, unknown> }> {
  const tutor = await t.signUp('tutor', { fullName: 'Rajesh Kumar' });
  const state = await t.json('GET', '/api/onboarding', { as: tutor });
  const maths = state.domains.find((d: { name: string }) => d.name === 'Mathematics');
  const expertise = body.customDomain ? { customDomain: body.customDomain } : { domainId: maths.id };
  const q = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { ...expertise, experienceYears: 11 } });
  const answers = q.questions.map((x: { id: string; kind: string }) =>
    x.kind === 'open' ? { questionId: x.id, answerText: 'I start with a short diagnostic, then build from worked examples to independent practice.' } : { questionId: x.id, selectedAnswer: 0 },
  );
  const saved = await t.json('PUT', '/api/onboarding', {
    as: tutor,
    body: { fullName: 'Rajesh Kumar', city: 'Lucknow', ...expertise, subDomain: 'Class 9 & 10 board maths', experienceYears: 11, bio: BIO, languages: ['English'], assessmentId: q.assessmentId, answers, ...body },
  });
  return { tutor, saved };
}

const row = async (userId: string) => (await t.deps.db.select().from(expertProfiles).where(eq(expertProfiles.userId, userId)))[0];

describe('facets read from what the tutor wrote', () => {
  it('fills boards, grades, languages and subjects from the bio without the tutor touching a chip', async () => {
    const { tutor, saved } = await onboard();
    expect(saved).toMatchObject({ created: true, facetsConfirmed: false });
    const expert = await t.json('GET', '/api/profile/expert', { as: tutor });
    expect(expert.facetsConfirmed).toBe(false);
    expect(expert.facets.boards).toEqual(['CBSE']);
    expect(expert.facets.levels).toEqual(expect.arrayContaining(['Grade 9', 'Grade 10']));
    expect(expert.facets.languages).toEqual(expect.arrayContaining(['English', 'Hindi']));
    expect(expert.facets.subjects).toContain('Mathematics');
    expect(expert.facetSuggestions.boards).toEqual(['CBSE']);
    expect(expert.languages).toEqual(expert.facets.languages);
    // Search reads the same columns.
    const r = await row(tutor.id);
    expect(r).toMatchObject({ boards: ['CBSE'], facetsConfirmedAt: null });
    expect(r.levels).toEqual(expect.arrayContaining(['Grade 9', 'Grade 10']));
    // The wizard shows them when the tutor comes back.
    const state = await t.json('GET', '/api/onboarding', { as: tutor });
    expect(state.expert).toMatchObject({ facetsConfirmed: false, facets: { boards: ['CBSE'] } });
  });

  it('gives a tutor who confirms the chips exactly their choice, and keeps the rest as suggestions', async () => {
    const { tutor } = await onboard();
    const chosen = { subjects: ['Mathematics', 'Vedic Maths'], boards: ['ICSE'], levels: ['Grade 10'], languages: ['English'], styles: ['patient'] };
    const expert = await t.json('PATCH', '/api/profile/expert', { as: tutor, body: { facets: chosen } });
    expect(expert.facetsConfirmed).toBe(true);
    expect(expert.facets).toEqual({ exams: [], audiences: [], ...chosen });
    expect(expert.facetSuggestions.boards).toContain('CBSE');
    expect(expert.facetSuggestions.languages).toContain('Hindi');
    expect((await row(tutor.id)).facetsConfirmedAt).not.toBeNull();
    // A later bio edit changes the suggestions, never the confirmed choice.
    const after = await t.json('PATCH', '/api/profile/expert', { as: tutor, body: { bio: `${BIO} I also coach for JEE Main.` } });
    expect(after.facets).toEqual(expert.facets);
    expect(after.facetSuggestions.exams).toContain('JEE');
  });

  it('confirms the chips chosen in the wizard', async () => {
    const { saved } = await onboard({ facets: { subjects: ['  maths  ', 'Origami for kids'], boards: ['cbse'], levels: ['Grade 9'] } });
    expect(saved).toMatchObject({ facetsConfirmed: true, facets: { subjects: ['Mathematics', 'Origami for kids'], boards: ['CBSE'], levels: ['Grade 9'], languages: [], exams: [] } });
  });

  it('refuses a code the catalogue does not list, naming it', async () => {
    const tutor = (await onboard()).tutor;
    const res = await t.json('PATCH', '/api/profile/expert', { as: tutor, body: { facets: { boards: ['CBSE', 'Hogwarts Board'] } }, expect: 422 });
    expect(res.error.message).toBe('facets.boards.1: "Hogwarts Board" is not one of the boards we list. Please choose from the list.');
    const lang = await t.json('PATCH', '/api/profile/expert', { as: tutor, body: { languages: ['Klingon'] }, expect: 422 });
    expect(lang.error.message).toContain('"Klingon" is not one of the languages we list.');
    const long = await t.json('PATCH', '/api/profile/expert', { as: tutor, body: { facets: { subjects: ['x'.repeat(61)] } }, expect: 422 });
    expect(long.error.message).toContain('Please keep each subject under 60 characters.');
    expect((await t.json('GET', '/api/profile/expert', { as: tutor })).facetsConfirmed).toBe(false);
  });

  it('maps a typed-in category to catalogue subjects', async () => {
    const { tutor } = await onboard({ customDomain: 'Coding for Kids (Scratch)' });
    const expert = await t.json('GET', '/api/profile/expert', { as: tutor });
    expect(expert.facets.subjects).toEqual(expect.arrayContaining(['Scratch']));
  });

  it('suggests facets in the wizard before anything is saved', async () => {
    const tutor = await t.signUp('tutor');
    const res = await t.json('POST', '/api/onboarding/facets', { as: tutor, body: { customDomain: 'Spoken English', subDomain: 'IELTS speaking for working professionals' } });
    expect(res.suggestions.subjects).toContain('Spoken English');
    expect(res.suggestions.exams).toContain('IELTS');
    expect(res.suggestions.audiences).toContain('working professionals');
  });
});

describe('offers take part', () => {
  it('adds an offer to the offer text and the suggestions, and takes it away again', async () => {
    const { tutor } = await onboard();
    const expertId = (await row(tutor.id)).id;
    const as = { ...tutor, expertId };
    const offer = await t.json('POST', '/api/offerings', { as, body: { title: 'IELTS Speaking crash course', description: 'Band 7 in four weeks.', price: 90_000 }, expect: 201 });
    let expert = await t.json('GET', '/api/profile/expert', { as });
    expect(expert.facetSuggestions.exams).toContain('IELTS');
    expect(expert.facets.exams).toContain('IELTS');
    expect((await row(tutor.id)).offerText).toContain('IELTS Speaking crash course Band 7 in four weeks.');

    // An unpublished offer is not what the tutor offers.
    await t.json('PUT', `/api/offerings/${offer.id}/active`, { as, body: { isActive: false } });
    expect((await row(tutor.id)).offerText).toBeNull();
    expect((await t.json('GET', '/api/profile/expert', { as })).facets.exams).not.toContain('IELTS');
    await t.json('PUT', `/api/offerings/${offer.id}/active`, { as, body: { isActive: true } });
    expect((await t.json('GET', '/api/profile/expert', { as })).facets.exams).toContain('IELTS');

    await t.json('DELETE', `/api/offerings/${offer.id}`, { as, expect: 204 });
    expert = await t.json('GET', '/api/profile/expert', { as });
    expect(expert.facetSuggestions.exams).not.toContain('IELTS');
    expect(expert.facets.exams).not.toContain('IELTS');
    expect(expert.facets.boards).toEqual(['CBSE']);
    expect((await row(tutor.id)).offerText).toBeNull();
  });

  it('keeps a confirmed choice when offers change, offering the new facets as suggestions', async () => {
    const { tutor } = await onboard({ facets: { subjects: ['Mathematics'], boards: ['CBSE'] } });
    const as = { ...tutor, expertId: (await row(tutor.id)).id };
    await t.json('POST', '/api/offerings', { as, body: { title: 'NEET Physics revision', price: 50_000 }, expect: 201 });
    const expert = await t.json('GET', '/api/profile/expert', { as });
    expect(expert.facets.exams).toEqual([]);
    expect(expert.facetSuggestions.exams).toContain('NEET');
  });
});
