import { describe, expect, it } from 'vitest';
import { liveSessionOf } from '../../../../shared/schemas/session-notes';
import { analyseSession, cleanText, renderSessionNotes, writeSessionNotes, type SessionNotesInput } from './session-notes';

const base: SessionNotesInput = {
  subject: 'Algebra Basics',
  studentName: 'Asha Student',
  tutorName: 'Ravi Tutor',
  sessionDate: '2026-05-01T10:00:00.000Z',
  chat: [],
  tutorNotes: '',
  whiteboardLabels: [],
};

const session: SessionNotesInput = {
  ...base,
  chat: [
    { from: 'tutor', text: "Hi Asha! Today we'll look at quadratic equations." },
    { from: 'student', text: 'Can you hear me?' },
    { from: 'student', text: 'Can we go over the discriminant again? I got confused by it.' },
    { from: 'tutor', text: 'Sure. The discriminant tells you how many roots there are.' },
    { from: 'student', text: "Why is it b squared minus 4ac? Can't wait for next time!" },
    { from: 'tutor', text: 'For homework, do exercise 5B on page 42.' },
  ],
  tutorNotes: 'Covered factorising, completing the square and the quadratic formula.\nAsha understood factorising well. Struggled with negative roots.\nNext time: graphs of quadratics.',
  whiteboardLabels: ['Quadratic equations', 'Discriminant: b² − 4ac', 'x = (−b ± √(b² − 4ac)) / 2a', 'Homework: 5B p. 42'],
};

const render = (input: SessionNotesInput) => {
  const a = analyseSession(input);
  return renderSessionNotes(writeSessionNotes(input), { subject: input.subject, studentName: input.studentName, engagementLevel: a.engagementLevel, engagementMeasured: a.engagementMeasured });
};

describe('built-in session notes', () => {
  it('takes the topics from the notes, the whiteboard headings and the chat', () => {
    const c = writeSessionNotes(session);
    expect(c.topicsCovered).toEqual(['Factorising', 'Completing the square', 'Quadratic formula', 'Quadratic equations', 'Discriminant', 'Roots']);
    // A topic only the chat names.
    const chatOnly = writeSessionNotes({ ...base, chat: [{ from: 'student', text: 'Could we go over photosynthesis and respiration today?' }] });
    expect(chatOnly.topicsCovered).toEqual(['Photosynthesis and respiration']);
    // A term the chat and the whiteboard both use, named by neither.
    const recurring = writeSessionNotes({
      ...base,
      chat: [{ from: 'student', text: 'Where are the mitochondria found?' }],
      tutorNotes: 'Drew a diagram of the mitochondria.',
    });
    expect(recurring.topicsCovered).toEqual(['Mitochondria']);
    // An arrow on the whiteboard reads as a definition: its term is a topic, the label a key point.
    const arrow = writeSessionNotes({ ...base, whiteboardLabels: ['mitochondria → ATP'] });
    expect(arrow.topicsCovered).toEqual(['Mitochondria']);
    expect(arrow.liveSession.keyPoints).toEqual(['mitochondria → ATP']);
  });

  it("lists the student's own questions, leaving out call chatter and the tutor's questions", () => {
    const c = writeSessionNotes(session);
    expect(c.liveSession.questions).toEqual(['Can we go over the discriminant again?', 'Why is it b squared minus 4ac?']);
    const tutorAsks = writeSessionNotes({ ...base, chat: [{ from: 'tutor', text: 'What is the square root of 49?' }] });
    expect(tutorAsks.liveSession.questions).toEqual([]);
  });

  it('keeps definitions and formulas from the whiteboard as key points', () => {
    expect(writeSessionNotes(session).liveSession.keyPoints).toEqual(['Discriminant: b² − 4ac', 'x = (−b ± √(b² − 4ac)) / 2a']);
  });

  it('finds homework and next steps in the notes, on the whiteboard and in what the tutor wrote', () => {
    const c = writeSessionNotes(session);
    expect(c.nextSteps).toEqual(['Next time: graphs of quadratics.', 'Homework: 5B p. 42', 'For homework, do exercise 5B on page 42.']);
    // The student's exclamation is not homework.
    expect(c.nextSteps.join(' ')).not.toContain("Can't wait");
  });

  it("splits the tutor's observations into strengths and areas to improve", () => {
    const c = writeSessionNotes(session);
    expect(c.strengths).toEqual(['Asha understood factorising well.']);
    expect(c.areasToImprove).toEqual(['Struggled with negative roots.']);
  });

  it("measures engagement by the student's share of the chat", () => {
    const a = analyseSession(session);
    expect(a.engagementLevel).toBe('high');
    expect(a.draft.engagement).toBe('Asha Student sent 3 of the 6 chat messages (50%) and asked 2 questions, an active share of the conversation.');
    const quiet = analyseSession({
      ...base,
      chat: [
        { from: 'tutor', text: 'Let us start.' },
        { from: 'tutor', text: 'Here is the first problem.' },
        { from: 'tutor', text: 'And the second.' },
        { from: 'tutor', text: 'And the third.' },
        { from: 'tutor', text: 'And the fourth.' },
        { from: 'student', text: 'ok' },
      ],
    });
    expect(quiet.engagementLevel).toBe('low');
    expect(quiet.studentShare).toBeCloseTo(1 / 6);
    const medium = analyseSession({ ...base, chat: [{ from: 'tutor', text: 'a' }, { from: 'tutor', text: 'b' }, { from: 'tutor', text: 'c' }, { from: 'student', text: 'd' }] });
    expect(medium.engagementLevel).toBe('medium');
  });

  it('says what was not available, and invents nothing, when nothing was recorded', () => {
    const a = analyseSession(base);
    expect(a.empty).toBe(true);
    const c = writeSessionNotes(base);
    expect(c.topicsCovered).toEqual([]);
    expect(c.nextSteps).toEqual([]);
    expect(c.strengths).toEqual([]);
    expect(c.liveSession).toMatchObject({ questions: [], keyPoints: [], chatMessages: 0, studentShare: null, notAvailable: ['in-call chat', "tutor's notes", 'whiteboard text'] });
    expect(c.overview).toContain('Nothing was recorded during this session');
    expect(c.engagement).toBe('Engagement could not be measured: no chat messages were sent during the session.');
    const text = render(base);
    expect(text).toContain('Not available: in-call chat, tutor\'s notes and whiteboard text.');
    expect(text).toContain('No homework or next steps were mentioned.');
    expect(text).not.toContain('Engagement: Medium');
  });

  it('names a single missing source and drafts from the others', () => {
    const c = writeSessionNotes({ ...session, whiteboardLabels: [] });
    expect(c.liveSession.notAvailable).toEqual(['whiteboard text']);
    expect(c.overview).toContain('Not available: whiteboard text.');
    expect(c.overview).toContain("drafted from 6 chat messages and the tutor's notes");
  });

  it('treats markup as text: tags are dropped, quotes are kept, nothing is executed', () => {
    const input: SessionNotesInput = {
      ...base,
      chat: [
        { from: 'student', text: 'What does "slope" mean in <b>y = mx + c</b>?' },
        { from: 'student', text: '<script>alert("x")</script><img src=x onerror="alert(1)">' },
      ],
      tutorNotes: `Covered <i>gradients</i> & "rise over run". It's fine if x < 3 and y > 2.`,
      whiteboardLabels: ['<h1>Gradient</h1>'],
    };
    const c = writeSessionNotes(input);
    const text = render(input);
    expect(text).not.toMatch(/<\/?(?:b|i|h1|script|img)\b/i);
    expect(c.liveSession.questions).toContain('What does "slope" mean in y = mx + c ?');
    expect(c.topicsCovered).toContain('Gradient');
    expect(cleanText('x < 3 and y > 2')).toBe('x < 3 and y > 2');
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });

  it('is deterministic and records its engine and the counts it used', () => {
    expect(writeSessionNotes(session)).toEqual(writeSessionNotes(session));
    const live = liveSessionOf(writeSessionNotes(session));
    expect(live).toMatchObject({ engine: 'built-in', chatMessages: 6, studentMessages: 3, whiteboardLabels: 4, hasTutorNotes: true, sessionDate: '2026-05-01T10:00:00.000Z' });
    expect(liveSessionOf({ overview: 'x', topicsCovered: [], engagement: '', performance: '', strengths: [], areasToImprove: [], nextSteps: [] })).toBeNull();
  });

  it('renders every section with the session date', () => {
    const text = render(session);
    expect(text.split('\n\n').map((s) => s.split('\n')[0])).toEqual([
      'Session Notes: Algebra Basics',
      'Overview',
      'Topics Covered',
      'Key Points',
      'Questions Asked',
      'Engagement',
      'Strengths',
      'Areas to Improve',
      'Next Steps',
    ]);
    expect(text).toContain('Live session: Fri, 01 May 2026 10:00 UTC');
    expect(text).toContain('• Why is it b squared minus 4ac?');
  });
});
