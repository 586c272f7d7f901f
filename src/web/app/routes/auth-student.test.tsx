// @vitest-environment happy-dom
// Signing up on the student portal: a new address is signed in and taken to the dashboard; an address that
// already has an account gets no session (its owner was e-mailed), and the page says to check that inbox.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStudent, visitorApi } from '../../test/fixtures';
import { replyError } from '../../test/mock-api';
import { renderRoute, type RenderedRoute } from '../../test/render-route';

type SignUpAnswer = { token: string | null; user: { id: string; email: string } };

const fill = async ({ user }: RenderedRoute) => {
  await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email', { selector: '#signup-email' }), 'asha@example.com');
  await user.type(screen.getByLabelText('Phone'), '+91 90000 11111');
  await user.type(screen.getByLabelText('Password', { selector: '#signup-password' }), 'asha-pass-2026');
  await user.type(screen.getByLabelText('Confirm Password'), 'asha-pass-2026');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
};

const api = () =>
  visitorApi(null).on('GET /api/config', { oauthProviders: [], currency: 'INR', environment: 'test', paymentProvider: 'test' });

describe('student sign-up', () => {
  it('signs a new address in', async () => {
    let signedIn = false;
    const mock = api()
      .on<SignUpAnswer>('POST /api/auth/sign-up/email', () => {
        signedIn = true;
        return { token: 'session-token', user: { id: 'u1', email: 'asha@example.com' } };
      })
      .on('GET /api/me', () => (signedIn ? aStudent({ email: 'asha@example.com' }) : replyError(401, 'UNAUTHENTICATED', 'Not signed in')));
    const r = await renderRoute('/auth/student', { api: mock });
    await fill(r);
    expect(await screen.findByText('Account created!')).toBeTruthy();
    expect(mock.lastBody('POST /api/auth/sign-up/email')).toMatchObject({ email: 'asha@example.com', fullName: 'Asha Rao', name: 'Asha Rao', userType: 'student' });
  });

  it('tells a taken address to check its inbox instead of signing in', async () => {
    const mock = api().on<SignUpAnswer>('POST /api/auth/sign-up/email', { token: null, user: { id: 'synthetic', email: 'asha@example.com' } });
    const r = await renderRoute('/auth/student', { api: mock });
    await fill(r);
    expect(await screen.findByText('Check your e-mail')).toBeTruthy();
    expect(screen.getByText(/we have sent it the next steps/)).toBeTruthy();
    expect(screen.queryByText('Account created!')).toBeNull();
    expect(screen.queryByText('Registration failed')).toBeNull();
    await waitFor(() => expect(r.location().pathname).toBe('/auth/student'));
  });
});
