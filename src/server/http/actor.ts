type UserType = 'student' | 'tutor';

/** The signed-in caller, resolved once per request. */
export type Actor = {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  userType: UserType;
  isAdmin: boolean;
  emailVerified: boolean;
  expertProfileId: string | null;
  /** True once the expert profile has a bio (the onboarding guard of the spec). */
  hasExpertBio: boolean;
  fullName: string | null;
  timezone: string;
};

/**
 * Who may call a route:
 * public — anyone; user — any signed-in user; student — userType student;
 * tutor — userType tutor (onboarded or not); expert — a tutor with an expert profile; admin — operators.
 */
export type Access = 'public' | 'user' | 'student' | 'tutor' | 'expert' | 'admin';
