// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REDIRECT_DELAY_MS } from '@shared/rules/onboarding';
import type { Me } from '@shared/schemas/auth';
import type { OnboardingState, QuestionsResponse } from '@shared/schemas/profiles';
import { aTutor, visitorApi } from '../../../test/fixtures';
import { replyError } from '../../../test/mock-api';
import { renderRoute, type RenderedRoute } from '../../../test/render-route';

const MATH = '0b7f2c1e-0000-4000-8000-00000000000a';
const ASSESSMENT = '3d4e5f60-0000-4000-8000-0000000000a1';
const state: OnboardingState = {
  fullName: 'Ravi Kumar',
  city: null,
  avatarUrl: null,
  domains: [
    { id: MATH, name: 'Mathematics', parentId: null, aliases: [] },
    { id: '0b7f2c1e-0000-4000-8000-00000000000b', name: 'Music', parentId: null, aliases: [] },
  ],
  expert: null,
};
const questions: QuestionsResponse = {
  assessmentId: ASSESSMENT,
  attempt: 1,
  retakesLeft: 1,
  subject: 'Mathematics: Algebra',
  source: 'builtin',
  submitted: null,
  questions: [
    { id: 'q1', kind: 'choice', question: 'What is the value of x if 2x + 3 = 11?', options: ['3', '4', '5', '7'] },
    { id: 'q2', kind: 'choice', question: 'Which of these is a factor of x² − 9?', options: ['x − 9', 'x + 3', 'x + 9', 'x² + 3'] },
    { id: 'q3', kind: 'choice', question: 'The slope of y = 4x − 1 is', options: ['−1', '1', '4', '−4'] },
  ],
};
const drafts = [
  'Ravi Kumar teaches algebra in Bengaluru, in English and Hindi.',
  'Ravi Kumar, a Bengaluru tutor with six years of experience, teaches algebra.',
  'Algebra with Ravi Kumar: six years of teaching, in English and Hindi.',
];

/** A tutor signed in without a bio; the save gives them one (the guard reads it from /api/me). */
function onboardingApi() {
  let me: Me = aTutor({ hasExpertBio: false, expertProfileId: null });
  return visitorApi(me)
    .on('GET /api/me', () => me)
    .on('GET /api/onboarding', state)
    .on('POST /api/onboarding/questions', questions)
    .on('POST /api/onboarding/bio', { bio: drafts[0], variants: drafts, source: 'builtin' })
    .on('PUT /api/onboarding', () => {
      me = { ...me, hasExpertBio: true, expertProfileId: '7c0a2f4e-0000-4000-8000-000000000001' };
      const empty = { subjects: [], boards: [], exams: [], levels: [], audiences: [], styles: [], languages: [] };
      return { expertProfileId: me.expertProfileId!, created: true, facets: empty, facetSuggestions: empty, facetsConfirmed: false };
    })
    .on('GET /api/bookings/counts', { pendingSessions: 0, upcomingSessions: 0 })
    .on('GET /api/reschedule-requests', []);
}

const open = (api = onboardingApi()) => renderRoute('/tutor/onboarding', { api, instantTimers: [REDIRECT_DELAY_MS] });
const step = () => screen.getByRole('progressbar', { name: 'Onboarding progress' }).getAttribute('aria-valuenow');
const next = ({ user }: RenderedRoute) => user.click(screen.getByRole('button', { name: 'Next' }));

async function toAssessment(app: RenderedRoute) {
  await screen.findByRole('heading', { name: 'Basic Information' });
  await app.user.type(screen.getByLabelText('City *'), 'Bengaluru');
  await next(app);
  await screen.findByRole('heading', { name: 'Your Expertise' });
  const domain = screen.getByLabelText('Primary Domain');
  await waitFor(() => expect((domain as HTMLSelectElement).disabled).toBe(false));
  await app.user.selectOptions(domain, 'Mathematics');
  await app.user.type(screen.getByLabelText('Sub Domain (optional)'), 'Algebra');
  await app.user.type(screen.getByLabelText('Languages you teach in (optional)'), 'English, Hindi');
  await app.user.selectOptions(screen.getByLabelText('Years of Experience'), '6-10 years');
  await next(app);
  await screen.findByRole('heading', { name: 'Assessment Questions' });
}

describe('tutor onboarding (/tutor/onboarding)', () => {
  it('checks each step, asks the questions, drafts the bio and saves the profile with the answers', async () => {
    const app = await open();
    const { user, api } = app;

    expect(await screen.findByRole('heading', { name: 'Complete Your Expert Profile' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect((screen.getByLabelText('Full Name *') as HTMLInputElement).value).toBe('Ravi Kumar');
    await next(app);
    expect(await screen.findByText('Please fill in your name and city.')).toBeTruthy();
    expect(step()).toBe('1');

    await toAssessment(app);
    expect(api.lastBody('POST /api/onboarding/questions')).toEqual({ domainId: MATH, customDomain: null, subDomain: 'Algebra', experienceYears: 6 });
    expect(step()).toBe('3');

    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => within(g).getAllByRole('radio').length)).toEqual([4, 4, 4]);
    expect(within(groups[0]).getByText('1. What is the value of x if 2x + 3 = 11?')).toBeTruthy();
    const generate = screen.getByRole('button', { name: 'Generate Bio' }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    expect(screen.getByText('Incomplete Answers: Please answer all questions before proceeding.')).toBeTruthy();

    await user.click(within(groups[0]).getByRole('radio', { name: '4' }));
    await user.click(within(groups[1]).getByRole('radio', { name: 'x + 3' }));
    expect(generate.disabled).toBe(true);
    await user.click(within(groups[2]).getByRole('radio', { name: '4' }));
    expect(generate.disabled).toBe(false);
    expect(screen.queryByText(/Incomplete Answers/)).toBeNull();

    await user.click(generate);
    expect(await screen.findByRole('heading', { name: 'Your Profile Bio' })).toBeTruthy();
    expect(api.lastBody('POST /api/onboarding/bio')).toEqual({
      domainId: MATH,
      customDomain: null,
      subDomain: 'Algebra',
      experienceYears: 6,
      languages: ['English', 'Hindi'],
      qualifications: [],
      answers: [],
      fullName: 'Ravi Kumar',
      city: 'Bengaluru',
      person: 'third',
    });
    expect(screen.getByTestId('bio-text').textContent).toBe(drafts[0]);
    expect(screen.getAllByRole('button', { name: /^Draft \d$/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Draft 2' }));
    expect(screen.getByTestId('bio-text').textContent).toBe(drafts[1]);

    await user.click(screen.getByRole('button', { name: 'Complete Onboarding' }));
    expect(await screen.findByText('Profile Saved!')).toBeTruthy();
    expect(api.lastBody('PUT /api/onboarding')).toEqual({
      domainId: MATH,
      customDomain: null,
      subDomain: 'Algebra',
      experienceYears: 6,
      fullName: 'Ravi Kumar',
      city: 'Bengaluru',
      avatarUrl: null,
      bio: drafts[1],
      languages: ['English', 'Hindi'],
      qualifications: [],
      assessmentId: ASSESSMENT,
      answers: [
        { questionId: 'q1', selectedAnswer: 1 },
        { questionId: 'q2', selectedAnswer: 1 },
        { questionId: 'q3', selectedAnswer: 2 },
      ],
    });
    await waitFor(() => expect(app.location().pathname).toBe('/tutor/dashboard/get-ready'));
  });

  it('asks for a domain before leaving step 2', async () => {
    const app = await open();
    await screen.findByRole('heading', { name: 'Basic Information' });
    await app.user.type(screen.getByLabelText('City *'), 'Bengaluru');
    await next(app);
    await screen.findByRole('heading', { name: 'Your Expertise' });

    await next(app);

    expect(await screen.findByText('Please select or specify your domain.')).toBeTruthy();
    expect(step()).toBe('2');
    expect(app.api.callsTo('POST /api/onboarding/questions')).toEqual([]);
  });

  it('keeps the bio and says why when the save is refused', async () => {
    const api = onboardingApi().on('PUT /api/onboarding', replyError(400, 'VALIDATION', 'Please upload the photo again.'));
    const app = await open(api);
    await toAssessment(app);
    for (const group of screen.getAllByRole('group')) await app.user.click(within(group).getAllByRole('radio')[0]);
    await app.user.click(screen.getByRole('button', { name: 'Generate Bio' }));
    await screen.findByRole('heading', { name: 'Your Profile Bio' });

    await app.user.click(screen.getByRole('button', { name: 'Complete Onboarding' }));

    expect(await screen.findByText('Error Saving Profile')).toBeTruthy();
    expect(screen.getByText('Please upload the photo again.')).toBeTruthy();
    expect(screen.getByTestId('bio-text').textContent).toBe(drafts[0]);
    expect(app.location().pathname).toBe('/tutor/onboarding');
  });
});
