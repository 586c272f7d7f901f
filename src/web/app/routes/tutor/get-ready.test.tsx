// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyWeek } from '@shared/rules/weekly-schedule';
import type { OpenTimesPreview, Readiness, WeeklySchedule } from '@shared/schemas/availability';
import type { ExpertProfileDto } from '@shared/schemas/profiles';
import { aTutor, visitorApi } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';

const NOW = '2027-01-04T04:30:00.000Z'; // Monday 10:00 in Kolkata

const readiness = (done: Readiness['items'][number]['key'][]): Readiness => ({
  items: (['photo', 'offer', 'languages', 'schedule'] as const).map((key) => ({ key, done: done.includes(key) })),
  done: done.length,
  total: 4,
  bookable: done.includes('offer') && done.includes('schedule'),
  nextOpenAt: null,
  offerDraft: { domainName: 'Physics', title: 'One-to-one Physics lesson', price: 80_000, basedOn: 12 },
});
const empty: WeeklySchedule = { timezone: 'Asia/Kolkata', weekly: emptyWeek(), overrides: [], source: 'empty', foldedSlots: 0 };
const preview: OpenTimesPreview = { offeringTitle: null, durationMinutes: 60, days: [{ date: '2027-01-04', times: ['2027-01-04T12:30:00.000Z'] }], total: 1 };

function api() {
  return visitorApi(aTutor())
    .on<Readiness>('GET /api/availability/readiness', readiness(['languages']))
    .on<WeeklySchedule>('GET /api/availability/schedule', empty)
    .on<OpenTimesPreview>('POST /api/availability/schedule/preview', preview)
    .on<Partial<ExpertProfileDto>>('GET /api/profile/expert', { languages: ['Tamil'] });
}

describe('get ready for students', () => {
  it('offers a first offer priced from the domain and weekly hours checked before they are sent', async () => {
    const mock = api();
    mock.on<WeeklySchedule>('PUT /api/availability/schedule', { ...empty, source: 'saved' });
    const { user } = await renderRoute('/tutor/dashboard/get-ready', { api: mock, now: NOW });
    expect(await screen.findByRole('heading', { name: 'Get ready for students' })).toBeTruthy();
    expect(screen.getByText('1 of 4 done')).toBeTruthy();
    expect(screen.getByText('Not bookable yet')).toBeTruthy();
    expect((screen.getByLabelText('Offer title') as HTMLInputElement).value).toBe('One-to-one Physics lesson');
    expect((screen.getByLabelText('Hourly rate (₹)') as HTMLInputElement).value).toBe('800');
    expect(screen.getByText('Tutors of Physics here charge about ₹800 an hour (the middle of 12 offers).')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Weekday evenings 17:00–20:00' }));
    expect((screen.getByLabelText('Friday from') as HTMLInputElement).value).toBe('17:00');
    // An end before its start is refused in place, and nothing is sent.
    const fridayTo = screen.getByLabelText('Friday to');
    await user.clear(fridayTo);
    await user.type(fridayTo, '16:00');
    expect((await screen.findByRole('alert')).textContent).toBe('The end must be after the start on Friday.');
    const save = screen.getByRole('button', { name: 'Save weekly hours' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.clear(fridayTo);
    await user.type(fridayTo, '20:00');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.click(save);
    await waitFor(() => expect(mock.callsTo('PUT /api/availability/schedule')).toHaveLength(1));
    const sent = mock.lastBody('PUT /api/availability/schedule') as { weekly: Record<string, unknown[]> };
    expect(sent.weekly.friday).toEqual([{ start: '17:00', end: '20:00' }]);
    expect(sent.weekly.saturday).toEqual([]);
    // The preview says what students will see, and asks for an offer first.
    const list = screen.getByRole('list', { name: 'Bookable times, next two weeks' });
    expect(within(list).getByText('6:00 PM')).toBeTruthy();
    expect(screen.getByText(/Publish an offer so students can book them/)).toBeTruthy();
  });
});
