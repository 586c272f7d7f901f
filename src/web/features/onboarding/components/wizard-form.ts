import type { AssessmentAnswer, BioPerson, QuestionsResponse, TutorFacetsDto } from '@shared/schemas/profiles';
import { emptyTeachingFacets } from '../../../entities/profile/teaching-facets';

/** The assessment on screen: the server's attempt, or the spec's built-in questions when loading failed. */
export type WizardAssessment = Pick<QuestionsResponse, 'questions' | 'submitted' | 'retakesLeft' | 'attempt' | 'source'> & { id: string | null };

export type WizardForm = {
  fullName: string;
  city: string;
  avatarUrl: string | null;
  domainId: string;
  customDomain: string;
  subDomain: string;
  experienceYears: number;
  /** Languages of instruction, as catalogue codes. */
  languages: string[];
  qualifications: string;
  /** What the tutor teaches, as chips; sent (and so confirmed) only once the tutor changed them. */
  facets: TutorFacetsDto;
  facetsTouched: boolean;
  person: BioPerson;
  assessment: WizardAssessment | null;
  answers: Record<string, AssessmentAnswer>;
};

export const emptyForm: WizardForm = {
  fullName: '',
  city: '',
  avatarUrl: null,
  domainId: '',
  customDomain: '',
  subDomain: '',
  experienceYears: 1,
  languages: [],
  qualifications: '',
  facets: emptyTeachingFacets(),
  facetsTouched: false,
  person: 'third',
  assessment: null,
  answers: {},
};

/** "Tamil, English" → ["Tamil", "English"]. */
export const chipList = (text: string) =>
  text
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The request fields shared by question generation, bio generation and the save. */
export const expertiseOf = (f: WizardForm) => ({
  domainId: f.domainId || null,
  customDomain: f.customDomain.trim() || null,
  subDomain: f.subDomain.trim() || null,
  experienceYears: f.experienceYears,
});

/** The answers of the questions on screen, in their order. */
export const answersOf = (f: WizardForm): AssessmentAnswer[] =>
  (f.assessment?.submitted?.answers ?? f.assessment?.questions.map((q) => f.answers[q.id] ?? { questionId: q.id }) ?? []);

/** The tutor's own words (open answers), which the bio draws on. */
export const ownWordsOf = (f: WizardForm) =>
  (f.assessment?.questions ?? []).flatMap((q) => {
    const text = answersOf(f).find((a) => a.questionId === q.id)?.answerText?.trim();
    return q.kind === 'open' && text ? [{ question: q.question, answer: text }] : [];
  });
