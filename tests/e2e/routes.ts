// Every page of the app by who can see it, and how to get there: shared by the specs that visit them all
// (phone layout, contrast in both themes).
import type { Page } from '@playwright/test';
import { DEMO, expect } from './fixtures';

export const OPERATOR = 'admin@demo.test';

/** The guest's pages; the tutor's id fills in the profile and booking pages. */
export const publicRoutes = (expertId: string) => [
  '/',
  '/auth/student',
  '/auth/tutor',
  '/forgot-password',
  '/terms',
  '/privacy',
  '/discover-experts',
  `/experts/${expertId}`,
  `/booking/${expertId}`,
  '/no-such-page',
];

export const studentRoutes = (expertId: string) => [
  '/student/dashboard',
  '/student/sessions',
  '/student/messages',
  '/student/materials',
  '/student/saved',
  '/student/payments',
  '/student/settings',
  `/booking/${expertId}`,
];

export const tutorRoutes = [
  '/tutor/dashboard',
  '/tutor/dashboard/get-ready',
  '/tutor/dashboard/calendar?tab=hours',
  '/tutor/dashboard/calendar',
  '/tutor/dashboard/sessions',
  '/tutor/dashboard/offers',
  '/tutor/dashboard/earnings',
  '/tutor/dashboard/messages',
  '/tutor/dashboard/plans',
  '/tutor/dashboard/summaries',
  '/tutor/dashboard/profile',
];

export const operatorRoutes = ['/admin/experts', '/admin/payments'];

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signedIn(page: Page, email: string) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password: DEMO.password } });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function someExpertId(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/experts?limit=1')).json()) as { items: { id: string }[] };
  return list.items[0].id;
}
