// Tutor onboarding rules shared by the wizard and the server: the spec's messages, experience
// choices, the built-in assessment questions and the templated bio used when AI is unavailable.

export type StepError = { title: string; description: string };

export const ONBOARDING_STEPS = 3;
export const DOMAIN_LOAD_TIMEOUT_MS = 10_000;
export const REDIRECT_DELAY_MS = 1_500;

export const EXPERIENCE_CHOICES = [
  { label: '1-2 years', value: 1 },
  { label: '3-5 years', value: 3 },
  { label: '6-10 years', value: 6 },
  { label: '10+ years', value: 11 },
] as const;
const EXPERIENCE_VALUES = EXPERIENCE_CHOICES.map((c) => c.value) as number[];

export const ANSWER_OPTIONS = ['Strongly Disagree', 'Disagree', 'Agree', 'Strongly Agree'] as const;

export const onboardingErrors = {
  basicInfo: { title: 'Missing Information', description: 'Please fill in your name and city.' },
  domain: { title: 'Missing Information', description: 'Please select or specify your domain.' },
  answers: { title: 'Incomplete Answers', description: 'Please answer all questions before proceeding.' },
  bio: { title: 'Missing Information', description: 'Please write a short bio before completing onboarding.' },
  experience: { title: 'Missing Information', description: 'Please choose your years of experience.' },
} as const satisfies Record<string, StepError>;

export type AssessmentQuestion = { question: string; options: string[]; correctAnswer: number };
export type AnsweredQuestion = AssessmentQuestion & { selectedAnswer?: number | null };

const blank = (s: string | null | undefined) => !s || s.trim() === '';

export function validateBasicInfo(input: { fullName?: string | null; city?: string | null }): StepError | null {
  return blank(input.fullName) || blank(input.city) ? onboardingErrors.basicInfo : null;
}

export function validateExpertise(input: { domainId?: string | null; customDomain?: string | null }): StepError | null {
  return blank(input.domainId) && blank(input.customDomain) ? onboardingErrors.domain : null;
}

const isAnswered = (q: AnsweredQuestion) =>
  typeof q.selectedAnswer === 'number' && Number.isInteger(q.selectedAnswer) && q.selectedAnswer >= 0 && q.selectedAnswer < q.options.length;

export function validateAnswers(questions: AnsweredQuestion[]): StepError | null {
  return questions.length > 0 && questions.every(isAnswered) ? null : onboardingErrors.answers;
}

/** A free-text answer counts when it says something: at least this many characters. */
export const OPEN_ANSWER_MIN_CHARS = 40;

type AskedQuestion = { id: string; kind: 'choice' | 'open'; options: readonly string[] };
type GivenAnswer = { questionId: string; selectedAnswer?: number | null; answerText?: string | null };

/** Whether a question has its answer: an option for a choice question, a few sentences for an open one. */
export function isQuestionAnswered(q: AskedQuestion, a: GivenAnswer | undefined): boolean {
  if (!a) return false;
  if (q.kind === 'open') return (a.answerText?.trim().length ?? 0) >= OPEN_ANSWER_MIN_CHARS;
  return typeof a.selectedAnswer === 'number' && Number.isInteger(a.selectedAnswer) && a.selectedAnswer >= 0 && a.selectedAnswer < q.options.length;
}

/** Step 3's rule over an assessment: every question answered, or the spec's "Incomplete Answers". */
export function validateAssessment(questions: readonly AskedQuestion[], answers: readonly GivenAnswer[]): StepError | null {
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  return questions.length > 0 && questions.every((q) => isQuestionAnswered(q, byId.get(q.id))) ? null : onboardingErrors.answers;
}

export function validateExperience(years: number | null | undefined): StepError | null {
  return typeof years === 'number' && EXPERIENCE_VALUES.includes(years) ? null : onboardingErrors.experience;
}

/** The five questions of the spec, used whenever generation fails. */
export function builtInQuestions(domain: string): AssessmentQuestion[] {
  const d = domain.trim() || 'your field';
  return [
    `How would you explain the fundamentals of ${d} to a complete beginner?`,
    `What do you find the most challenging aspect of teaching ${d}?`,
    `How do you keep your knowledge of ${d} up to date?`,
    `What makes your approach to teaching ${d} unique?`,
    `What advice would you give to someone just starting out in ${d}?`,
  ].map((question) => ({ question, options: [...ANSWER_OPTIONS], correctAnswer: 2 }));
}

const experienceLabel = (years: number) => EXPERIENCE_CHOICES.find((c) => c.value === years)?.label ?? `${years} years`;

/**
 * The templated bio of the spec: name, domain and years, then the first two answers longer than
 * 20 characters, each cut to 150 characters.
 */
export function templatedBio(input: { fullName: string; domain: string; experienceYears: number; city?: string | null; aiQuestions: AnsweredQuestion[] }): string {
  const name = input.fullName.trim();
  const domain = input.domain.trim() || 'their field';
  const where = input.city?.trim() ? ` based in ${input.city.trim()}` : '';
  const parts = [
    `${name} is a ${domain} expert${where} with ${experienceLabel(input.experienceYears)} of experience.`,
    `${name} is passionate about helping students master ${domain} through clear explanations and practical guidance.`,
  ];
  const answers = input.aiQuestions
    .map((q) => (isAnswered(q) ? q.options[q.selectedAnswer as number] : ''))
    .filter((a) => a.trim().length > 20)
    .slice(0, 2)
    .map((a) => a.trim().slice(0, 150));
  if (answers.length) parts.push(`In their own words: ${answers.join(' ')}`);
  return parts.join(' ');
}
