// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = { count: 0 };
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

beforeEach(() => {
  // A fresh module each time: the room counts as fetched when its module is evaluated.
  vi.resetModules();
  loaded.count = 0;
  vi.doMock('../components/live-room', () => {
    loaded.count++;
    return { LiveRoom: () => null };
  });
});
afterEach(() => vi.useRealTimers());

const load = async () => ({ ...(await import('./preload-room')), ...(await import('../../../lib/use-preload-when-joinable')) });

describe('preloading the live room', () => {
  it('preloads for a confirmed session whose join window is open, not for one that is pending', async () => {
    const { preloadSessionRoom, usePreloadWhenJoinable } = await load();
    renderHook(() => usePreloadWhenJoinable({ status: 'pending', scheduledAt: minutes(5) }, preloadSessionRoom));
    await new Promise((r) => setTimeout(r, 20));
    expect(loaded.count).toBe(0);
    renderHook(() => usePreloadWhenJoinable({ status: 'confirmed', scheduledAt: minutes(5) }, preloadSessionRoom));
    await vi.waitFor(() => expect(loaded.count).toBe(1));
  });

  it('waits for the join window of a later session to open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { preloadSessionRoom, usePreloadWhenJoinable } = await load();
    renderHook(() => usePreloadWhenJoinable({ status: 'confirmed', scheduledAt: minutes(17) }, preloadSessionRoom));
    vi.advanceTimersByTime(60_000);
    await new Promise((r) => setTimeout(r, 20));
    expect(loaded.count).toBe(0);
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(loaded.count).toBe(1));
  });
});
