// The /tutor/dashboard/get-ready page, "Get ready for students": after onboarding, the four things a tutor needs before students can book them —
// a photo, a first offer with its price, languages, weekly hours — each done in place, with the server's
// readiness check deciding what is done and whether the tutor is bookable.
import { CheckCircle2, Circle, PartyPopper } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { entriesOf } from '@shared/catalog';
import { toMinorUnits } from '@shared/rules/money';
import type { Readiness } from '@shared/schemas/availability';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ChipPicker } from '../../../components/ui/chip-picker';
import { Input, Label, MinuteOptions, NativeSelect } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMe } from '../../../entities/me/api';
import { readinessQuery, useReadiness } from '../../../entities/readiness/api';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useUpdateProfile } from '../../../features/profile/api/update-profile';
import { WeeklyScheduleEditor } from '../../../features/availability/components/weekly-schedule-editor';
import { ReadinessProgress, STEP_LABELS } from '../../../features/get-ready/components/readiness-card';
import { useCreateOffer } from '../../../features/offers/api/save-offer';
import { PhotoPicker } from '../../../features/onboarding/components/photo-picker';
import { useExpertProfile } from '../../../features/profile/api/get-expert-profile';
import { useUpdateExpertProfile } from '../../../features/profile/api/update-expert-profile';

const LANGUAGE_OPTIONS = entriesOf('language').map((e) => ({ value: e.code, label: e.label, keywords: e.aliases }));
const DURATIONS = [30, 45, 60, 90] as const;

function useRefreshReadiness() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: readinessQuery.queryKey });
}

export function Component() {
  const readiness = useReadiness();
  if (readiness.isPending) return <Skeleton className="h-[32rem]" />;
  if (readiness.isError) return <p role="alert">Your checklist could not be loaded. Please refresh the page.</p>;
  return <Checklist r={readiness.data} />;
}

function Checklist({ r }: { r: Readiness }) {
  const done = new Map(r.items.map((i) => [i.key, i.done]));
  const { data: me } = useMe();
  const zone = me?.profile?.timezone ?? 'UTC';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-2xl font-bold">Get ready for students</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Four short steps so students can find and book you. You can stop at any time and pick up from your home page.</p>
        </div>
        <Button variant="ghost" asChild>
          <Link to="/tutor/dashboard">{r.bookable ? 'Go to your home' : 'Skip for now'}</Link>
        </Button>
      </div>
      <ReadinessProgress r={r} />
      {r.bookable && r.nextOpenAt && (
        <p role="status" className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
          <PartyPopper className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            Students can book you now. Your first open time is {formatDateTime(r.nextOpenAt, zone, { style: 'long', zoneName: true })}.
          </span>
        </p>
      )}
      <Step n={1} title={STEP_LABELS.photo} done={done.get('photo')} hint="Students book tutors they can picture. A clear, friendly face photo works best.">
        <PhotoStep />
      </Step>
      <Step n={2} title={STEP_LABELS.offer} done={done.get('offer')} hint="What students book and pay for. You can add more offers, group classes and a trial lesson later.">
        {done.get('offer') ? <p className="text-sm">Your offer is published. Manage it under <Link className="font-medium text-brand-700 underline dark:text-brand-100" to="/tutor/dashboard/offers">Offers</Link>.</p> : <OfferStep draft={r.offerDraft} />}
      </Step>
      <Step n={3} title={STEP_LABELS.languages} done={done.get('languages')} hint="Students filter by the language they want lessons in.">
        <LanguagesStep />
      </Step>
      <Step n={4} title={STEP_LABELS.schedule} done={done.get('schedule')} hint="Your weekly hours. Students only see times inside them, after your bookings, buffers and notice.">
        <WeeklyScheduleEditor />
      </Step>
    </div>
  );
}

function Step({ n, title, done, hint, children }: { n: number; title: string; done: boolean | undefined; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="min-w-0 space-y-3 p-3 sm:p-5" aria-labelledby={id}>
      <div className="flex items-start gap-3">
        {done ? <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700 dark:text-green-400" aria-hidden /> : <Circle className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden />}
        <div>
          <h3 id={id} className="font-semibold">
            {n}. {title} <span className="sr-only">{done ? '(done)' : '(to do)'}</span>
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>
        </div>
      </div>
      <div className="min-w-0 sm:pl-8">{children}</div>
    </Card>
  );
}

function PhotoStep() {
  const { data: me } = useMe();
  const update = useUpdateProfile();
  const refresh = useRefreshReadiness();
  const [url, setUrl] = useState<string | null>(me?.profile?.avatarUrl ?? null);
  const onChange = (next: string | null) => {
    setUrl(next);
    update.mutate(
      { avatarUrl: next },
      {
        onSuccess: () => {
          void refresh();
          toast.success(next ? 'Photo saved' : 'Photo removed');
        },
        onError: (err) => toast.error('Could not save your photo', { description: errorMessage(err, 'Please try again.') }),
      },
    );
  };
  return <PhotoPicker value={url} onChange={onChange} />;
}

function OfferStep({ draft }: { draft: Readiness['offerDraft'] }) {
  const id = useId();
  const create = useCreateOffer();
  const updateExpert = useUpdateExpertProfile();
  const refresh = useRefreshReadiness();
  const [title, setTitle] = useState(draft.title);
  const [rate, setRate] = useState(draft.price == null ? '' : String(draft.price / 100));
  const [duration, setDuration] = useState(60);
  const hourly = toMinorUnits(rate);
  const price = hourly == null ? null : Math.round((hourly * duration) / 60);
  const submit = async () => {
    if (!title.trim()) return toast.error('Add a title', { description: 'Students see it on your profile and the booking page.' });
    if (hourly == null || hourly <= 0) return toast.error('Set your hourly rate', { description: 'Enter the price of one hour, for example 800.' });
    try {
      await updateExpert.mutateAsync({ hourlyRate: hourly });
      await create.mutateAsync({ title: title.trim(), price: price!, durationMinutes: duration, maxStudents: 1 });
      toast.success('Offer published', { description: `${title.trim()} · ${duration} min · ${formatMoney(price!)}` });
      void refresh();
    } catch (err) {
      toast.error('Could not publish your offer', { description: errorMessage(err, 'Please try again.') });
    }
  };
  const busy = create.isPending || updateExpert.isPending;
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="sm:col-span-2">
        <Label htmlFor={`${id}-title`}>Offer title</Label>
        <Input id={`${id}-title`} maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div>
        <Label htmlFor={`${id}-rate`}>Hourly rate (₹)</Label>
        <Input id={`${id}-rate`} inputMode="decimal" type="number" min={1} step={50} value={rate} onChange={(e) => setRate(e.target.value)} aria-describedby={`${id}-rate-hint`} />
        <p id={`${id}-rate-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {draft.price != null && draft.domainName
            ? `Tutors of ${draft.domainName} here charge about ${formatMoney(draft.price)} an hour (the middle of ${draft.basedOn} offers).`
            : 'What one hour with you costs. Students pay no booking fee on top.'}
        </p>
      </div>
      <div>
        <Label htmlFor={`${id}-duration`}>Lesson length</Label>
        <NativeSelect id={`${id}-duration`} value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
          <MinuteOptions durations={DURATIONS} />
        </NativeSelect>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Publishing…' : price ? `Publish at ${formatMoney(price)} a lesson` : 'Publish offer'}
        </Button>
      </div>
    </form>
  );
}

function LanguagesStep() {
  const id = useId();
  const expert = useExpertProfile(true);
  const update = useUpdateExpertProfile();
  const refresh = useRefreshReadiness();
  const [languages, setLanguages] = useState<string[] | null>(null);
  if (expert.isPending) return <Skeleton className="h-10" />;
  const value = languages ?? expert.data?.languages ?? [];
  const saved = JSON.stringify(value) === JSON.stringify(expert.data?.languages ?? []);
  const save = () =>
    update.mutate(
      { languages: value },
      {
        onSuccess: () => {
          setLanguages(null);
          void refresh();
          toast.success('Languages saved');
        },
        onError: (err) => toast.error('Could not save your languages', { description: errorMessage(err, 'Please try again.') }),
      },
    );
  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-languages`}>Languages you teach in</Label>
      <ChipPicker id={`${id}-languages`} value={value} onChange={setLanguages} options={LANGUAGE_OPTIONS} allowCustom placeholder="Type a language" />
      <Button variant="outline" size="sm" onClick={save} disabled={saved || value.length === 0 || update.isPending}>
        {saved ? 'Saved' : 'Save languages'}
      </Button>
    </div>
  );
}
