// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthForm } from './auth-form';

function renderForm(userType: 'student' | 'tutor') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <AuthForm userType={userType} /> }, { path: '*', element: <p>elsewhere</p> }]);
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.endsWith('/api/config')) return new Response(JSON.stringify({ oauthProviders: [], currency: 'INR', environment: 'test' }), { status: 200 });
  return new Response(JSON.stringify({ error: { code: 'X', message: 'unexpected call' } }), { status: 500 });
});

afterEach(() => {
  cleanup();
  fetchMock.mockClear();
});

function fillSignUp(password: string, confirm: string) {
  fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign Up' }));
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Kiran Rao' } });
  fireEvent.change(screen.getByLabelText('Email', { selector: '#signup-email' }), { target: { value: 'kiran@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+91 99999 00000' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: '#signup-password' }), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
}

describe('AuthForm', () => {
  it('labels the portal by user type and opens on Sign In', () => {
    vi.stubGlobal('fetch', fetchMock);
    renderForm('tutor');
    expect(screen.getByText('Expert Portal')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Join as a Student' }).getAttribute('href')).toBe('/auth/student');
  });

  it('refuses mismatched passwords, then missing terms, without calling the server', async () => {
    vi.stubGlobal('fetch', fetchMock);
    renderForm('student');
    fillSignUp('long-password-1', 'long-password-2');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByText('Please make sure your passwords match.')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'long-password-1' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByText('Please agree to the terms and conditions.')).toBeTruthy());
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/api/auth/'))).toEqual([]);
  });
});
