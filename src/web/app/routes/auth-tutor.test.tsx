// @vitest-environment happy-dom
// OAuth from a portal: the portal's role goes with the flow, so an account the Expert Portal creates is a tutor's
// (the server side of it: src/server/auth/oauth.test.ts).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitorApi } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const api = () =>
  visitorApi(null)
    .on('GET /api/config', { oauthProviders: ['github'], currency: 'INR', environment: 'test', paymentProvider: 'test' })
    // No url: the page stays, so the test can read what was asked.
    .on<{ url?: string }>('POST /api/auth/sign-in/social', {});

describe('OAuth from a portal', () => {
  it.each([
    ['/auth/tutor', 'Expert Portal', 'tutor'],
    ['/auth/student', 'Student Portal', 'student'],
  ])('%s (%s) asks for an account of its role', async (path, portal, userType) => {
    const mock = api();
    const { user } = await renderRoute(path, { api: mock });
    expect(await screen.findByRole('heading', { name: portal })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /github/i }));
    await waitFor(() => expect(mock.lastBody('POST /api/auth/sign-in/social')).toEqual({ provider: 'github', callbackURL: '/', additionalData: { userType } }));
  });
});
