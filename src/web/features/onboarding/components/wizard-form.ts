import type { AnsweredQuestion } from '@shared/rules/onboarding';

export type WizardForm = {
  fullName: string;
  city: string;
  avatarUrl: string | null;
  domainId: string;
  customDomain: string;
  subDomain: string;
  experienceYears: number;
  aiQuestions: AnsweredQuestion[];
};

export const emptyForm: WizardForm = {
  fullName: '',
  city: '',
  avatarUrl: null,
  domainId: '',
  customDomain: '',
  subDomain: '',
  experienceYears: 1,
  aiQuestions: [],
};

/** The request fields shared by question generation, bio generation and the save. */
export const expertiseOf = (f: WizardForm) => ({
  domainId: f.domainId || null,
  customDomain: f.customDomain.trim() || null,
  subDomain: f.subDomain.trim() || null,
  experienceYears: f.experienceYears,
});
