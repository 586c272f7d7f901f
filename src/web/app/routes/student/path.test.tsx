// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GoalDto, LearningPath } from '@shared/schemas/learning-path';
import { aStudent, aTutor, visitorApi } from '../../../test/fixtures';
import { replyError } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const NOW = '2026-03-09T04:30:00.000Z';

function aGoal(overrides: Partial<GoalDto> = {}): GoalDto {
  return {
    id: '0b7f3a52-0000-4000-8000-000000000001',
    subject: 'Mathematics',
    title: 'Solve quadratic equations',
    targetDate: '2026-04-30',
    status: 'active',
    proposedBy: 'tutor',
    tutorName: 'Ravi Kumar',
    achievedAt: null,
    createdAt: '2026-02-01T09:00:00.000Z',
    canEdit: false,
    canSetStatus: true,
    ...overrides,
  };
}

function aPath(overrides: Partial<LearningPath> = {}): LearningPath {
  return {
    student: { id: 'user-student-1', name: 'Asha Verma' },
    viewer: 'student',
    totals: { activeGoals: 1, achievedGoals: 0, completedSessions: 1 },
    subjects: [
      {
        key: 'mathematics',
        name: 'Mathematics',
        goals: [aGoal()],
        sessions: [
          {
            bookingId: 'b-next',
            at: '2026-03-12T04:30:00.000Z',
            status: 'upcoming',
            title: 'Algebra Foundations',
            tutorName: 'Ravi Kumar',
            summary: null,
          },
          {
            bookingId: 'b-done',
            at: '2026-03-02T04:30:00.000Z',
            status: 'completed',
            title: 'Algebra Foundations',
            tutorName: 'Ravi Kumar',
            summary: { id: 's-1', topicsCovered: ['Linear equations', 'Graphs'], nextSteps: ['Practise factorising'], strengths: [], sharedAt: '2026-03-02T06:00:00.000Z' },
          },
        ],
        nextPlan: {
          id: 'p-1',
          bookingId: 'b-next',
          scheduledAt: '2026-03-12T04:30:00.000Z',
          title: 'Quadratics: first steps',
          objectives: ['Recognise a quadratic'],
          activities: [{ name: 'Warm-up', minutes: 10, description: 'Recall factorising' }],
          sharedAt: '2026-03-08T06:00:00.000Z',
        },
        progress: [
          { month: '2026-02', sessions: 0, goalsAchieved: 0, totalSessions: 0, totalGoalsAchieved: 0 },
          { month: '2026-03', sessions: 1, goalsAchieved: 0, totalSessions: 1, totalGoalsAchieved: 0 },
        ],
        completedSessions: 1,
        upcomingSessions: 1,
      },
      { key: 'physics', name: 'Physics', goals: [], sessions: [], nextPlan: null, progress: [], completedSessions: 0, upcomingSessions: 0 },
    ],
    ...overrides,
  };
}

describe('learning path (/student/path)', () => {
  it("shows a subject's sessions, next lesson and goals, and marks a tutor's goal achieved", async () => {
    const api = visitorApi(aStudent())
      .on<LearningPath>('GET /api/learning-path', aPath())
      .on<GoalDto>('PATCH /api/learning-path/goals/:id', (req) => aGoal({ ...(req.body as Partial<GoalDto>), status: 'achieved', achievedAt: NOW }));
    const { user } = await renderRoute('/student/path', { api, now: NOW });

    expect(await screen.findByRole('tab', { name: 'Mathematics' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Physics' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Linear equations')).toBeTruthy();
    expect(within(panel).getByText('Practise factorising')).toBeTruthy();
    expect(within(panel).getByText('Quadratics: first steps', { exact: false })).toBeTruthy();
    expect(within(panel).getByText('Warm-up')).toBeTruthy();
    // The figures behind the chart are there for screen readers.
    expect(await within(panel).findByRole('table', { name: /Mathematics: sessions completed and goals achieved/ })).toBeTruthy();

    const goal = within(panel).getByTestId('goal');
    expect(within(goal).getByText('Proposed by Ravi Kumar')).toBeTruthy();
    // A tutor's goal: the student marks or drops it, but cannot reword or delete it.
    expect(within(goal).queryByRole('button', { name: /Edit/ })).toBeNull();
    await user.click(within(goal).getByRole('button', { name: /Mark achieved/ }));
    await waitFor(() => expect(api.callsTo('PATCH /api/learning-path/goals/:id')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/learning-path/goals/:id')[0].body).toEqual({ status: 'achieved' });
    expect(await screen.findByText('Goal achieved — well done!')).toBeTruthy();

    // Another subject, still empty, says so in plain words.
    await user.click(screen.getByRole('tab', { name: 'Physics' }));
    expect(await screen.findByText('No goals yet — add one to know what you are working towards.')).toBeTruthy();
    expect(screen.getByText('No sessions in this subject yet.')).toBeTruthy();
  });

  it('starts empty with a way to add the first goal, and checks it before sending', async () => {
    const api = visitorApi(aStudent())
      .on<LearningPath>('GET /api/learning-path', aPath({ subjects: [], totals: { activeGoals: 0, achievedGoals: 0, completedSessions: 0 } }))
      .on<GoalDto>('POST /api/learning-path/goals', (req) => aGoal({ ...(req.body as Partial<GoalDto>), proposedBy: 'student', canEdit: true }));
    const { user } = await renderRoute('/student/path', { api, now: NOW });

    expect(await screen.findByText('Your learning path starts here')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Add goal' }));
    expect(within(dialog).getByText('Choose the subject this goal is for.')).toBeTruthy();
    expect(api.callsTo('POST /api/learning-path/goals')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Subject'), 'Spanish');
    await user.type(within(dialog).getByLabelText('Goal'), 'Order food in Spanish');
    await user.click(within(dialog).getByRole('button', { name: 'Add goal' }));
    await waitFor(() => expect(api.callsTo('POST /api/learning-path/goals')).toHaveLength(1));
    expect(api.callsTo('POST /api/learning-path/goals')[0].body).toEqual({ subject: 'Spanish', title: 'Order food in Spanish', targetDate: null });
  });
});

describe("a student's learning path for their tutor (/tutor/dashboard/students/:studentId/path)", () => {
  const tutorApi = () =>
    visitorApi(aTutor())
      .on('GET /api/bookings/counts', { pendingSessions: 0, upcomingSessions: 0 })
      .on<{ items: { studentId: string; studentName: string }[] }>('GET /api/ai-content/students', { items: [{ studentId: 'user-student-1', studentName: 'Asha Verma' }] });

  it('proposes a goal for that student', async () => {
    const api = tutorApi()
      .on<LearningPath>('GET /api/learning-path/students/:studentId', aPath({ viewer: 'tutor' }))
      .on<GoalDto>('POST /api/learning-path/goals', (req) => aGoal({ ...(req.body as Partial<GoalDto>), canEdit: true }));
    const { user } = await renderRoute('/tutor/dashboard/students/user-student-1/path', { api, now: NOW });

    expect(await screen.findByRole('heading', { name: "Asha Verma's learning path" })).toBeTruthy();
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Propose goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a goal' });
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Mathematics');
    await user.type(within(dialog).getByLabelText('Goal'), 'Factorise any quadratic');
    await user.click(within(dialog).getByRole('button', { name: 'Propose goal' }));
    await waitFor(() => expect(api.callsTo('POST /api/learning-path/goals')).toHaveLength(1));
    expect(api.callsTo('POST /api/learning-path/goals')[0].body).toEqual({ subject: 'Mathematics', title: 'Factorise any quadratic', targetDate: null, studentId: 'user-student-1' });
  });

  it('says so when the student is not theirs', async () => {
    const api = tutorApi().on('GET /api/learning-path/students/:studentId', replyError(403, 'FORBIDDEN', 'no'));
    await renderRoute('/tutor/dashboard/students/someone-else/path', { api, now: NOW });
    expect(await screen.findByText('You can only see the learning path of students who have booked a session with you.')).toBeTruthy();
  });
});
