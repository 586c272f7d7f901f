import type { Me } from '@shared/schemas/auth';

/** Where "my dashboard" is: a tutor without a bio is still onboarding. */
export function dashboardPath(me: Pick<Me, 'userType' | 'hasExpertBio' | 'expertProfileId'>): string {
  if (me.userType === 'tutor') return me.hasExpertBio ? '/tutor/dashboard' : '/tutor/onboarding';
  return '/student/dashboard';
}
