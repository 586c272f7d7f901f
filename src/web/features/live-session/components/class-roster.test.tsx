// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassDto, ClassMemberDto } from '@shared/schemas/live';
import { MockApi } from '../../../test/mock-api';
import { ClassRoster } from './class-roster';

const member = (m: Partial<ClassMemberDto> & Pick<ClassMemberDto, 'userId' | 'name'>): ClassMemberDto => ({
  role: 'student',
  bookingId: `seat-${m.userId}`,
  joinedAt: null,
  present: false,
  handRaisedAt: null,
  muted: false,
  ...m,
});

const klass = (role: 'tutor' | 'student', overrides: Partial<ClassDto> = {}): ClassDto => ({
  groupSessionId: 'g-1',
  topic: 'class:g-1',
  roomName: 'session-group-g-1',
  hostUserId: 'u-tutor',
  role,
  spotlightUserId: null,
  roster: [
    member({ userId: 'u-tutor', name: 'Gita Host', role: 'tutor', bookingId: null, joinedAt: '2026-05-01T09:58:00.000Z', present: true }),
    member({ userId: 'u-ann', name: 'Ann One', joinedAt: '2026-05-01T10:01:00.000Z', present: true, handRaisedAt: '2026-05-01T10:05:00.000Z' }),
    member({ userId: 'u-ben', name: 'Ben Two' }),
  ],
  ...overrides,
});

function renderRoster(c: ClassDto, api = new MockApi()) {
  vi.stubGlobal('fetch', api.fetch);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <ClassRoster bookingId="seat-1" klass={c} myUserId={c.role === 'tutor' ? 'u-tutor' : 'u-ann'} timezone="Asia/Kolkata" />
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('class roster', () => {
  it('lists who is here, who joined when (in the viewer’s zone) and raised hands; a student gets no controls', () => {
    renderRoster(klass('student'));
    const rows = screen.getAllByTestId('roster-member');
    expect(rows.map((r) => r.dataset.present)).toEqual(['true', 'true', 'false']);
    expect(within(rows[0]).getByText(/Joined 3:28\sPM/)).toBeTruthy();
    expect(within(rows[1]).getByText('(you)')).toBeTruthy();
    expect(within(rows[1]).getByTestId('hand-raised')).toBeTruthy();
    expect(within(rows[2]).getByText('Not joined yet')).toBeTruthy();
    expect(screen.getByText('2 of 3 here')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives the tutor mute, spotlight and lower-hand controls per student', async () => {
    const api = new MockApi()
      .on<ClassDto>('POST /api/sessions/:id/class/mute', klass('tutor'))
      .on<ClassDto>('POST /api/sessions/:id/class/spotlight', klass('tutor'))
      .on<ClassDto>('POST /api/sessions/:id/class/hand', klass('tutor'));
    renderRoster(klass('tutor'), api);
    const user = userEvent.setup();
    // No mute for the tutor themself.
    expect(screen.getAllByRole('button', { name: /^Mute / }).map((b) => b.textContent)).toEqual(['Mute Ann One', 'Mute Ben Two']);
    await user.click(screen.getByRole('button', { name: 'Mute Ben Two' }));
    await waitFor(() => expect(api.lastBody('POST /api/sessions/:id/class/mute')).toEqual({ userId: 'u-ben', muted: true }));
    await user.click(screen.getByRole('button', { name: 'Spotlight Ann One' }));
    await waitFor(() => expect(api.lastBody('POST /api/sessions/:id/class/spotlight')).toEqual({ userId: 'u-ann' }));
    await user.click(screen.getByRole('button', { name: 'Lower hand of Ann One' }));
    await waitFor(() => expect(api.lastBody('POST /api/sessions/:id/class/hand')).toEqual({ raised: false, userId: 'u-ann' }));
  });

  it('shows a muted student and the spotlight as pressed controls', () => {
    const c = klass('tutor', { spotlightUserId: 'u-ben' });
    c.roster[2].muted = true;
    renderRoster(c);
    expect(screen.getByRole('button', { name: 'Unmute Ben Two' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Unspotlight Ben Two' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getAllByTestId('roster-member')[2]).getByTestId('muted')).toBeTruthy();
  });
});
