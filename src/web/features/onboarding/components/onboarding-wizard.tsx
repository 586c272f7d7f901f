import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  builtInQuestions,
  ONBOARDING_STEPS,
  onboardingErrors,
  REDIRECT_DELAY_MS,
  templatedBio,
  validateAssessment,
  validateBasicInfo,
  validateExpertise,
  type StepError,
} from '@shared/rules/onboarding';
import type { BioPerson, QuestionsResponse } from '@shared/schemas/profiles';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useGenerateBio } from '../api/generate-bio';
import { useGenerateQuestions } from '../api/generate-questions';
import { useOnboardingState } from '../api/onboarding-state';
import { useSaveOnboarding } from '../api/save-onboarding';
import { AssessmentStep } from './assessment-step';
import { BasicInfoStep } from './basic-info-step';
import { BioScreen } from './bio-screen';
import { ExpertiseStep, type DomainsState } from './expertise-step';
import { answersOf, chipList, emptyForm, expertiseOf, ownWordsOf, type WizardAssessment, type WizardForm } from './wizard-form';

type Step = 1 | 2 | 3 | 'bio';

const STEP_TITLES = {
  1: { title: 'Basic Information', description: 'Tell students who you are and where you teach from.' },
  2: { title: 'Your Expertise', description: 'Choose the domain you teach and your experience.' },
  3: { title: 'Assessment Questions', description: 'A short check of your subject knowledge and teaching.' },
} as const;

const showError = (error: StepError | null) => {
  if (error) toast.error(error.title, { description: error.description });
  return Boolean(error);
};

export function OnboardingWizard({ knownName }: { knownName: string | null }) {
  const navigate = useNavigate();
  const state = useOnboardingState();
  const questions = useGenerateQuestions();
  const bioMutation = useGenerateBio();
  const save = useSaveOnboarding();
  const [step, setStep] = useState<Step>(1);
  const [form, setForm] = useState<WizardForm>({ ...emptyForm, fullName: knownName ?? '' });
  const [questionsFor, setQuestionsFor] = useState('');
  const [bio, setBio] = useState('');
  const [variants, setVariants] = useState<string[]>([]);
  const initialized = useRef(false);
  const update = (patch: Partial<WizardForm>) => setForm((f) => ({ ...f, ...patch }));

  const domainsState: DomainsState = state.isPending ? 'loading' : state.isError ? 'failed' : 'loaded';
  const domains = state.data?.domains ?? [];
  const nameLocked = Boolean(state.data?.fullName ?? knownName);

  useEffect(() => {
    if (state.isError) toast.error('Failed to load domains. Please refresh the page.');
  }, [state.isError]);

  useEffect(() => {
    const s = state.data;
    if (!s || initialized.current) return;
    initialized.current = true;
    setForm((f) => ({
      ...f,
      fullName: s.fullName ?? f.fullName,
      city: s.city ?? f.city,
      avatarUrl: s.avatarUrl,
      domainId: s.expert?.customDomain ? '' : (s.expert?.domainId ?? ''),
      customDomain: s.expert?.customDomain ?? '',
      subDomain: s.expert?.subDomain ?? '',
      experienceYears: s.expert?.experienceYears && [1, 3, 6, 11].includes(s.expert.experienceYears) ? s.expert.experienceYears : 1,
      languages: s.expert?.languages ?? [],
      qualifications: s.expert?.qualifications.join(', ') ?? '',
      // A confirmed choice is shown as it is; otherwise the chips start from what the profile says.
      facets: s.expert?.facets ?? f.facets,
    }));
    if (s.expert?.bio) setBio(s.expert.bio);
  }, [state.data]);

  const domainName = () => form.customDomain.trim() || domains.find((d) => d.id === form.domainId)?.name || '';

  const showAssessment = (res: QuestionsResponse) => {
    const assessment: WizardAssessment = { id: res.assessmentId, questions: res.questions, submitted: res.submitted, retakesLeft: res.retakesLeft, attempt: res.attempt, source: res.source };
    update({ assessment, answers: {} });
  };

  const leaveExpertise = async () => {
    if (showError(validateExpertise(expertiseOf(form)))) return;
    const key = JSON.stringify(expertiseOf(form));
    if (key === questionsFor && form.assessment) return setStep(3);
    try {
      const res = await questions.mutateAsync(expertiseOf(form));
      showAssessment(res);
      if (res.submitted) toast.success('Assessment Submitted', { description: 'Your answers are saved with your profile.' });
      else if (res.source === 'ai') toast.success('Questions Generated!');
      else toast.success('Questions Ready!', { description: "We've prepared assessment questions for you." });
    } catch {
      // The spec's fallback: the five built-in questions, kept in the browser only.
      const fallback = builtInQuestions(domainName()).map((q, i) => ({ id: `builtin-${i}`, kind: 'choice' as const, question: q.question, options: q.options }));
      update({ assessment: { id: null, questions: fallback, submitted: null, retakesLeft: 0, attempt: 1, source: 'builtin' }, answers: {} });
      toast.success('Questions Ready!', { description: "We've prepared assessment questions for you." });
    }
    setQuestionsFor(key);
    setStep(3);
  };

  const retake = async () => {
    try {
      showAssessment(await questions.mutateAsync({ ...expertiseOf(form), retake: true }));
      toast.success('New Questions Ready', { description: 'This is your one retake: the questions are new.' });
    } catch (err) {
      toast.error('Could not start the retake', { description: errorMessage(err, 'Please try again.') });
    }
  };

  const next = () => {
    if (step === 1 && !showError(validateBasicInfo(form))) setStep(2);
    else if (step === 2) void leaveExpertise();
  };

  const answered = form.assessment ? validateAssessment(form.assessment.questions, answersOf(form)) === null : false;

  const makeBio = async (person: BioPerson = form.person) => {
    if (!answered) return showError(onboardingErrors.answers);
    setStep('bio');
    update({ person });
    const facts = { languages: form.languages, qualifications: chipList(form.qualifications), answers: ownWordsOf(form) };
    try {
      const res = await bioMutation.mutateAsync({ ...expertiseOf(form), ...facts, fullName: form.fullName, city: form.city, person });
      setBio(res.bio);
      setVariants(res.variants);
      if (res.source === 'ai') toast.success('Bio Generated!');
      else toast.success('Profile Ready!', { description: 'We wrote three drafts from what you told us. Pick one and edit it as you like.' });
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        toast.error('Failed to submit your information. Please try again.', { description: err.message });
        setStep(3);
        return;
      }
      const own = (form.assessment?.questions ?? []).map((q) => {
        const a = answersOf(form).find((x) => x.questionId === q.id);
        return a?.answerText ? { question: q.question, options: [a.answerText], correctAnswer: 0, selectedAnswer: 0 } : { ...q, correctAnswer: 0, selectedAnswer: a?.selectedAnswer ?? null };
      });
      setBio(templatedBio({ fullName: form.fullName, domain: domainName(), experienceYears: form.experienceYears, city: form.city, aiQuestions: own }));
      setVariants([]);
      toast.success('Profile Ready!', { description: 'We created a bio from your answers. You can edit it.' });
    }
  };

  const complete = () =>
    save.mutate(
      {
        ...expertiseOf(form),
        fullName: form.fullName,
        city: form.city,
        avatarUrl: form.avatarUrl,
        bio,
        languages: form.languages,
        qualifications: chipList(form.qualifications),
        assessmentId: form.assessment?.id ?? null,
        answers: form.assessment?.id ? answersOf(form) : [],
        // The wizard asks for languages on their own: they are part of the confirmed choice.
        ...(form.facetsTouched ? { facets: { ...form.facets, languages: form.languages } } : {}),
      },
      {
        onSuccess: () => {
          toast.success('Profile Saved!', { description: 'Next: get ready for students.' });
          setTimeout(() => navigate('/tutor/dashboard/get-ready'), REDIRECT_DELAY_MS);
        },
        onError: (err) => toast.error('Error Saving Profile', { description: errorMessage(err, 'Please try again or contact support.') }),
      },
    );

  if (step === 'bio') {
    return (
      <BioScreen
        key={bio}
        bio={bio}
        variants={variants}
        person={form.person}
        generating={bioMutation.isPending}
        saving={save.isPending || save.isSuccess}
        onChange={setBio}
        onPerson={(p) => void makeBio(p)}
        onBack={() => setStep(3)}
        onComplete={complete}
      />
    );
  }

  const busy = questions.isPending;
  return (
    <Card>
      <CardHeader>
        <p className="text-sm font-medium text-brand-700 dark:text-brand-100">
          Step {step} of {ONBOARDING_STEPS}
        </p>
        <div className="my-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" role="progressbar" aria-label="Onboarding progress" aria-valuemin={1} aria-valuemax={ONBOARDING_STEPS} aria-valuenow={step}>
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${(step / ONBOARDING_STEPS) * 100}%` }} />
        </div>
        <h2 className="text-base font-semibold">{STEP_TITLES[step].title}</h2>
        <CardDescription>{STEP_TITLES[step].description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {step === 1 && <BasicInfoStep form={form} nameLocked={nameLocked} update={update} />}
        {step === 2 && (
          <ExpertiseStep form={form} update={update} domains={domains} domainsState={domainsState} savedSuggestions={state.data?.expert?.facetSuggestions} />
        )}
        {step === 3 && form.assessment && (
          <AssessmentStep
            assessment={form.assessment}
            answers={form.answers}
            onAnswer={(a) => update({ answers: { ...form.answers, [a.questionId]: a } })}
            onRetake={() => void retake()}
            retaking={busy}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button variant="outline" onClick={() => setStep(step === 3 ? 2 : 1)} disabled={step === 1 || busy}>
            Previous
          </Button>
          {step === 3 ? (
            <div className="flex flex-col items-end gap-1">
              <Button onClick={() => void makeBio()} disabled={!answered || busy}>
                Generate Bio
              </Button>
              {!answered && (
                <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
                  Incomplete Answers: Please answer all questions before proceeding.
                </p>
              )}
            </div>
          ) : (
            <Button onClick={next} disabled={busy}>
              {busy ? (
                <>
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Generating questions...
                </>
              ) : (
                'Next'
              )}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
