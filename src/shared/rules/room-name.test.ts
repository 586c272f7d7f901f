import { describe, expect, it } from 'vitest';
import { normalizeRoomName, sessionRoomName } from './room-name';

const now = new Date('2026-01-01T00:00:00Z');

describe('room names', () => {
  it('lowercases and keeps letters, digits, hyphen and underscore', () => {
    expect(normalizeRoomName('Math_Class-101', now)).toBe('math_class-101');
  });
  it('turns other characters into hyphens, collapses repeats and trims the edges', () => {
    expect(normalizeRoomName('  Hello,   World!! ', now)).toBe('hello-world');
    expect(normalizeRoomName('a--b---c', now)).toBe('a-b-c');
    expect(normalizeRoomName('--abc--', now)).toBe('abc');
  });
  it('cuts names over 50 characters to 30 plus a time suffix', () => {
    const long = 'x'.repeat(60);
    const out = normalizeRoomName(long, now);
    expect(out.startsWith(`${'x'.repeat(30)}-`)).toBe(true);
    expect(out).toBe(`${'x'.repeat(30)}-${now.getTime().toString(36)}`);
    expect(out.length).toBeLessThanOrEqual(50);
    expect(normalizeRoomName('y'.repeat(50), now)).toBe('y'.repeat(50));
  });
  it('replaces names under 3 characters with a generated room- name', () => {
    expect(normalizeRoomName('ab', now)).toMatch(/^room-[a-z0-9]+$/);
    expect(normalizeRoomName('!!', now)).toMatch(/^room-/);
    expect(normalizeRoomName('', now)).toMatch(/^room-/);
    expect(normalizeRoomName('abc', now)).toBe('abc');
  });
  it("names a booking's room session-{id}", () => {
    const id = '0b7c2f1e-1111-4222-8333-444455556666';
    expect(sessionRoomName({ id })).toBe(`session-${id}`);
    expect(sessionRoomName({ id, groupSessionId: null })).toBe(`session-${id}`);
    expect(normalizeRoomName(sessionRoomName({ id }), now)).toBe(`session-${id}`);
  });
  it('names every seat of a group session one room, session-group-{groupSessionId}', () => {
    const groupSessionId = '9a8b7c6d-1111-5222-8333-444455556666';
    const seats = ['0b7c2f1e-1111-4222-8333-444455556666', '1c8d3a2f-1111-4222-8333-444455556666'];
    const names = seats.map((id) => sessionRoomName({ id, groupSessionId }));
    expect(new Set(names)).toEqual(new Set([`session-group-${groupSessionId}`]));
    // Within the provider's 50 characters: unchanged by the normalization rule.
    expect(normalizeRoomName(names[0], now)).toBe(names[0]);
  });
});
