// @vitest-environment happy-dom
// The app-wide realtime connection: a socket the server refuses because the session has ended does not leave the tab
// retrying forever as a signed-in user; the tab asks who is signed in, learns nobody, and signs out.
import { act, screen, waitFor } from '@testing-library/react';
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
