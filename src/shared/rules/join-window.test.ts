import { describe, expect, it } from 'vitest';
import { ENDED_TEXT, joinWindow, NOT_CONFIRMED_TEXT, startsInText, TOO_EARLY_TEXT } from './join-window';

const start = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('join window', () => {
  it('opens a confirmed booking from 15 minutes before until 60 minutes after its start', () => {
    const b = { status: 'confirmed', scheduledAt: start };
    expect(joinWindow(b, at(-15)).canJoin).toBe(true);
    expect(joinWindow(b, at(0)).canJoin).toBe(true);
    expect(joinWindow(b, at(60)).canJoin).toBe(true);
    expect(joinWindow(b, at(-15.1)).canJoin).toBe(false);
    expect(joinWindow(b, at(60.1)).canJoin).toBe(false);
  });
  it('says the spec texts when not ready', () => {
    expect(joinWindow({ status: 'pending', scheduledAt: start }, at(0)).reason).toBe('This session is pending confirmation from your tutor.');
    expect(NOT_CONFIRMED_TEXT).toBe('This session is pending confirmation from your tutor.');
    expect(joinWindow({ status: 'confirmed', scheduledAt: start }, at(-30)).reason).toBe('You can join this session 15 minutes before the scheduled time.');
    expect(TOO_EARLY_TEXT).toBe('You can join this session 15 minutes before the scheduled time.');
  });
  it('never opens a completed or cancelled booking, nor after the window', () => {
    expect(joinWindow({ status: 'completed', scheduledAt: start }, at(0))).toMatchObject({ canJoin: false, reason: ENDED_TEXT });
    expect(joinWindow({ status: 'cancelled', scheduledAt: start }, at(0)).canJoin).toBe(false);
    expect(joinWindow({ status: 'confirmed', scheduledAt: start }, at(61)).state).toBe('ended');
  });
  it('accepts ISO strings', () => {
    expect(joinWindow({ status: 'confirmed', scheduledAt: start.toISOString() }, at(5)).canJoin).toBe(true);
  });
  it('counts down to the start in words', () => {
    const min = 60_000;
    expect(startsInText(12 * min)).toBe('Starts in 12 min');
    expect(startsInText(11 * min + 1_000)).toBe('Starts in 12 min');
    expect(startsInText(45_000)).toBe('Starts in 45 s');
    expect(startsInText(60 * min)).toBe('Starts in 1 h');
    expect(startsInText(95 * min)).toBe('Starts in 1 h 35 min');
    expect(startsInText(3 * 24 * 60 * min)).toBe('Starts in 3 days');
    expect(startsInText(25 * 60 * min)).toBe('Starts in 1 day');
    expect(startsInText(0)).toBe('Starting now');
  });
});
