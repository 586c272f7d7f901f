import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  builtInQuestions,
  ONBOARDING_STEPS,
  REDIRECT_DELAY_MS,
  templatedBio,
  validateAnswers,
  validateBasicInfo,
  validateExpertise,
  type StepError,
} from '@shared/rules/onboarding';
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
import { emptyForm, expertiseOf, type WizardForm } from './wizard-form';

type Step = 1 | 2 | 3 | 'bio';

const STEP_TITLES = {
  1: { title: 'Basic Information', description: 'Tell students who you are and where you teach from.' },
  2: { title: 'Your Expertise', description: 'Choose the domain you teach and your experience.' },
  3: { title: 'Assessment Questions', description: 'A few questions about your teaching approach.' },
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
    }));
    if (s.expert?.bio) setBio(s.expert.bio);
  }, [state.data]);

  const domainName = () => form.customDomain.trim() || domains.find((d) => d.id === form.domainId)?.name || '';

  const leaveExpertise = async () => {
    if (showError(validateExpertise(expertiseOf(form)))) return;
    const key = JSON.stringify(expertiseOf(form));
    if (key === questionsFor && form.aiQuestions.length) return setStep(3);
    try {
      const res = await questions.mutateAsync(expertiseOf(form));
      update({ aiQuestions: res.questions.map((q) => ({ ...q, selectedAnswer: null })) });
      if (res.source === 'ai') toast.success('Questions Generated!');
      else toast.success('Questions Ready!', { description: "We've prepared assessment questions for you." });
    } catch {
      update({ aiQuestions: builtInQuestions(domainName()).map((q) => ({ ...q, selectedAnswer: null })) });
      toast.success('Questions Ready!', { description: "We've prepared assessment questions for you." });
    }
    setQuestionsFor(key);
    setStep(3);
  };

  const next = () => {
    if (step === 1 && !showError(validateBasicInfo(form))) setStep(2);
    else if (step === 2) void leaveExpertise();
  };

  const makeBio = async () => {
    if (showError(validateAnswers(form.aiQuestions))) return;
    setStep('bio');
    const input = { ...expertiseOf(form), fullName: form.fullName, city: form.city, aiQuestions: form.aiQuestions };
    try {
      const res = await bioMutation.mutateAsync(input);
      setBio(res.bio);
      if (res.source === 'ai') toast.success('Bio Generated!');
      else toast.success('Profile Ready!', { description: 'We created a bio from your answers. You can edit it.' });
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        toast.error('Failed to submit your information. Please try again.', { description: err.message });
        setStep(3);
        return;
      }
      setBio(templatedBio({ fullName: form.fullName, domain: domainName(), experienceYears: form.experienceYears, city: form.city, aiQuestions: form.aiQuestions }));
      toast.success('Profile Ready!', { description: 'We created a bio from your answers. You can edit it.' });
    }
  };

  const complete = () =>
    save.mutate(
      { ...expertiseOf(form), fullName: form.fullName, city: form.city, avatarUrl: form.avatarUrl, bio, aiQuestions: form.aiQuestions },
      {
        onSuccess: () => {
          toast.success('Profile Saved!', { description: 'Taking you to your dashboard...' });
          setTimeout(() => navigate('/tutor/dashboard'), REDIRECT_DELAY_MS);
        },
        onError: (err) => toast.error('Error Saving Profile', { description: errorMessage(err, 'Please try again or contact support.') }),
      },
    );

  if (step === 'bio') {
    return (
      <BioScreen
        key={bio}
        bio={bio}
        generating={bioMutation.isPending}
        saving={save.isPending || save.isSuccess}
        onChange={setBio}
        onBack={() => setStep(3)}
        onComplete={complete}
      />
    );
  }

  const allAnswered = validateAnswers(form.aiQuestions) === null;
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
        {step === 2 && <ExpertiseStep form={form} update={update} domains={domains} domainsState={domainsState} />}
        {step === 3 && (
          <AssessmentStep
            questions={form.aiQuestions}
            onAnswer={(i, a) => update({ aiQuestions: form.aiQuestions.map((q, qi) => (qi === i ? { ...q, selectedAnswer: a } : q)) })}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button variant="outline" onClick={() => setStep(step === 3 ? 2 : 1)} disabled={step === 1 || busy}>
            Previous
          </Button>
          {step === 3 ? (
            <div className="flex flex-col items-end gap-1">
              <Button onClick={makeBio} disabled={!allAnswered}>
                Generate Bio
              </Button>
              {!allAnswered && (
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
