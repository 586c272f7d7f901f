import { describe, expect, it } from 'vitest';
import { badgeCount, formatMessageTime, formatRating, formatRequestDate, formatThreadDate, initials, isSendable, tutorDisplay } from './messaging';

describe('messaging rules', () => {
  const iso = '2026-03-05T14:07:00.000Z';
  it('formats the three dates', () => {
    expect(formatThreadDate(iso, 'UTC')).toBe('Mar 05, 2:07 PM');
    expect(formatMessageTime(iso, 'UTC')).toBe('2:07 PM');
    expect(formatRequestDate(iso, 'UTC')).toBe('Mar 05, 2026 2:07 PM');
    expect(formatThreadDate(iso, 'Asia/Kolkata')).toBe('Mar 05, 7:37 PM');
    expect(formatThreadDate(null)).toBe('');
    expect(formatMessageTime('not a date')).toBe('');
  });
  it('applies the tutor search display defaults', () => {
    expect(tutorDisplay({ name: '  ', bio: null, rating: null })).toEqual({ name: 'Unknown Expert', bio: 'Expert in their field', rating: 4.5 });
    expect(tutorDisplay({ name: 'Asha', bio: 'Maths', rating: 4.9 })).toEqual({ name: 'Asha', bio: 'Maths', rating: 4.9 });
  });
  it('formats ratings, badges, initials and the non-blank rule', () => {
    expect(formatRating(4.5)).toBe('4.5/5');
    expect(formatRating(5)).toBe('5.0/5');
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(100)).toBe('99+');
    expect(initials('Riya Student')).toBe('RS');
    expect(initials('Anil')).toBe('A');
    expect(isSendable('   ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });
});
