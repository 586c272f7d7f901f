import { describe, expect, it } from 'vitest';
import { isActive, MORE_ITEMS, NAV_ITEMS, PROFILE_ITEM, sectionTitle, TAB_ITEMS } from './nav-items';
import { capBadge } from './use-tutor-badges';

describe('tutor sidebar rules', () => {
  it('marks Home active only on an exact match, the others by prefix', () => {
    expect(isActive('/tutor/dashboard', '/tutor/dashboard', true)).toBe(true);
    expect(isActive('/tutor/dashboard/offers', '/tutor/dashboard', true)).toBe(false);
    expect(isActive('/tutor/dashboard/offers', '/tutor/dashboard/offers')).toBe(true);
    expect(isActive('/tutor/dashboard/offers/123', '/tutor/dashboard/offers')).toBe(true);
    expect(isActive('/tutor/dashboard/offersx', '/tutor/dashboard/offers')).toBe(false);
  });
  it('titles the top bar with the current section', () => {
    expect(sectionTitle('/tutor/dashboard')).toBe('Home');
    expect(sectionTitle('/tutor/dashboard/plans')).toBe('Lesson Plans');
    expect(sectionTitle('/tutor/dashboard/profile')).toBe('Profile & Settings');
    expect(sectionTitle('/tutor/dashboard/earnings')).toBe('Earnings');
  });
  it('lists Earnings right after Offers', () => {
    const labels = NAV_ITEMS.map((i) => i.label);
    expect(labels.indexOf('Earnings')).toBe(labels.indexOf('Offers') + 1);
  });
  it('puts the four main sections with counts in the phone tab bar and every other one under More', () => {
    expect(TAB_ITEMS.map((i) => i.label)).toEqual(['Home', 'Calendar', 'Sessions', 'Messages']);
    expect(TAB_ITEMS.filter((i) => 'badge' in i).map((i) => i.label)).toEqual(['Sessions', 'Messages']);
    expect([...TAB_ITEMS, ...MORE_ITEMS].map((i) => i.to).sort()).toEqual([...NAV_ITEMS, PROFILE_ITEM].map((i) => i.to).sort());
  });
  it('caps badges at 99+', () => {
    expect(capBadge(5)).toBe('5');
    expect(capBadge(99)).toBe('99');
    expect(capBadge(100)).toBe('99+');
  });
});
