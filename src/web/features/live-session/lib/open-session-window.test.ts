// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { openSessionWindow } from './open-session-window';

afterEach(() => {
  vi.restoreAllMocks();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('openSessionWindow', () => {
  it('opens /session/{id} in a 1200x800 window and says so', () => {
    const focus = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus } as unknown as Window);
    expect(openSessionWindow('b-1')).toBe(true);
    expect(open).toHaveBeenCalledWith('/session/b-1', 'session-b-1', expect.stringContaining('width=1200,height=800'));
    expect(focus).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Session opened!');
  });

  it("gives the tutor's Join Meeting the tutor spec's toast, title and description", () => {
    vi.spyOn(window, 'open').mockReturnValue({ focus: vi.fn() } as unknown as Window);
    expect(openSessionWindow('b-3', 'tutor')).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('🎥 Session opened!', { description: 'Video session opened in new tab' });
  });

  it('reports a blocked window so the caller can fall back', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openSessionWindow('b-2')).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to open video session. Please try again.' });
  });
});
