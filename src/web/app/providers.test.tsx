// @vitest-environment happy-dom
// The app-wide providers: a socket the server refuses because the session has ended does not leave the tab retrying
// forever as a signed-in user (the tab asks who is signed in, learns nobody, and signs out); the lazy Toaster still
// shows a guest's toasts.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECONNECT_BACKOFF_MS } from '@shared/realtime-constants';
import { aStudent, visitorApi } from '../test/fixtures';
import { replyError } from '../test/mock-api';
import { renderRoute } from '../test/render-route';

const me = aStudent();

describe('realtime and the session', () => {
  it('a socket refused after the session ended elsewhere signs the tab out and stops reconnecting', async () => {
    let signedIn = true;
    const api = visitorApi(me)
      .on('GET /api/me', () => (signedIn ? me : replyError(401, 'UNAUTHENTICATED', 'Not signed in')))
      .on('GET /api/threads', [])
      .on('GET /api/chat-requests', []);
    const app = await renderRoute('/student/messages', { api, instantTimers: [...RECONNECT_BACKOFF_MS] });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    await waitFor(() => expect(app.realtime.isOpen).toBe(true));
    const asked = api.callsTo('GET /api/me').length;

    // Signed out in another tab: the server ends the session and refuses this tab's next socket.
    signedIn = false;
    app.realtime.refuseNewSockets();
    await act(async () => app.realtime.dropAll());

    await waitFor(() => expect(app.location().pathname).toBe('/auth/student'));
    expect(api.callsTo('GET /api/me').length).toBeGreaterThan(asked);
    expect(app.realtime.isOpen).toBe(false);
  });

  it('a socket that drops and comes back does not ask again who is signed in', async () => {
    const api = visitorApi(me).on('GET /api/threads', []).on('GET /api/chat-requests', []);
    const app = await renderRoute('/student/messages', { api, instantTimers: [...RECONNECT_BACKOFF_MS] });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    await waitFor(() => expect(app.realtime.isOpen).toBe(true));
    const asked = api.callsTo('GET /api/me').length;

    await act(async () => app.realtime.dropAll());
    await waitFor(() => expect(app.realtime.isOpen).toBe(true));
    expect(api.callsTo('GET /api/me').length).toBe(asked);
    expect(app.location().pathname).toBe('/student/messages');
  });
});

describe('the lazy Toaster', () => {
  it("shows a guest's toast raised through sonner once the guest touches the page", async () => {
    await renderRoute('/terms', { api: visitorApi(null) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    const { toast } = await import('sonner');

    // No input yet: the Toaster is not there; the toast waits for it.
    act(() => void toast('Saved for later'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Saved for later')).toBeNull();
    fireEvent.pointerDown(window);
    expect(await screen.findByText('Saved for later')).toBeTruthy();
  });

  it('mounts the Toaster for a toast of lib/toast raised with no input (a page that failed to load)', async () => {
    await renderRoute('/terms', { api: visitorApi(null) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    // The app's own instance (renderRoute loads the app afresh).
    const { notify } = await import('../lib/toast');
    act(() => notify('error', 'Error', { description: 'Expert not found' }));
    expect(await screen.findByText('Expert not found')).toBeTruthy();
  });
});
