// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SfuCallSnapshot } from '../lib/sfu-call';

const hook = vi.hoisted(() => ({ snapshot: null as SfuCallSnapshot | null, setMic: vi.fn(), setCamera: vi.fn(), leave: vi.fn() }));
vi.mock('../hooks/use-sfu-call', () => ({ useSfuCall: () => hook }));

import { ClassVideo } from './class-video';

const stream = new MediaStream();
const person = (joinedAt: string, over: Partial<SfuCallSnapshot['people'][string]> = {}) => ({ mic: true, camera: true, mutedByHost: false, joinedAt, ...over });
const names = { me: 'Ravi Tutor', s1: 'Asha', s2: 'Kiran', s3: 'Meera' };

function snapshot(over: Partial<SfuCallSnapshot> = {}): SfuCallSnapshot {
  return {
    state: 'connected',
    localStream: null,
    remotes: { s1: stream, s2: stream, s3: stream },
    people: {
      me: person('2026-05-01T10:00:00Z'),
      s1: person('2026-05-01T10:01:00Z', { mutedByHost: true }),
      s2: person('2026-05-01T10:02:00Z', { mic: false }),
      s3: person('2026-05-01T10:03:00Z'),
    },
    mic: true,
    camera: true,
    mutedByHost: false,
    levels: {},
    activeSpeaker: 's3',
    error: null,
    ...over,
  };
}

afterEach(cleanup);

const tiles = () => screen.getAllByTestId('class-tile').map((t) => t.dataset.userName);

describe('ClassVideo', () => {
  it('shows everyone in a grid, self first, with names and mic-off marks, and reports who is there', () => {
    hook.snapshot = snapshot();
    const onParticipants = vi.fn();
    render(<ClassVideo bookingId="b1" selfUserId="me" names={names} view="grid" spotlightUserId={null} onParticipants={onParticipants} />);
    expect(screen.getByTestId('class-grid')).toBeTruthy();
    expect(tiles()).toEqual(['Ravi Tutor', 'Asha', 'Kiran', 'Meera']);
    const [, asha, kiran, meera] = screen.getAllByTestId('class-tile');
    expect(within(asha).getByLabelText('Muted by the tutor')).toBeTruthy();
    expect(within(kiran).getByLabelText('Microphone off')).toBeTruthy();
    expect(within(meera).queryByLabelText('Microphone off')).toBeNull();
    expect(onParticipants).toHaveBeenCalledWith(['me', 's1', 's2', 's3']);
  });

  it('puts the spotlight large in speaker view, else whoever speaks', () => {
    hook.snapshot = snapshot();
    const { rerender } = render(<ClassVideo bookingId="b1" selfUserId="me" names={names} view="speaker" spotlightUserId="s1" onParticipants={vi.fn()} />);
    expect(tiles()[0]).toBe('Asha');
    rerender(<ClassVideo bookingId="b1" selfUserId="me" names={names} view="speaker" spotlightUserId={null} />);
    expect(tiles()[0]).toBe('Meera');
    expect(tiles()).toHaveLength(4);
  });

  it('tells a student the tutor muted them and keeps their mic switch off', () => {
    hook.snapshot = snapshot({ mutedByHost: true });
    render(<ClassVideo bookingId="b1" selfUserId="me" names={names} view="grid" spotlightUserId={null} />);
    expect(screen.getByRole('button', { name: 'Muted by the tutor' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/the tutor muted you/)).toBeTruthy();
  });
});
