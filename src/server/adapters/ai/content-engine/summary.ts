// Built-in session summary writer: structured, specific text from the tutor's own inputs.
import type { EngagementLevel, SummaryContent } from '../../../../shared/schemas/ai-content';
import { capitalize, joinList, sentences, splitList } from './text';

export type SummaryInput = {
  subject: string;
  topicsCovered: string;
  engagementLevel: EngagementLevel;
  performance?: string | null;
  studentName?: string | null;
  /** Topic of the lesson plan the session followed, when there is one. */
  followedPlanTopic?: string | null;
};

const NEEDS_WORK = /struggl|difficult|confus|mistake|error|weak|slow|forgot|need|trouble|hard|unsure|careless|gap|rush/i;

const topicNote: Record<EngagementLevel, string> = {
  high: 'worked through confidently, with the student leading most of the reasoning',
  medium: 'practised with some prompting; the method is in place but not yet automatic',
  low: 'covered with close guidance; worth revisiting before moving on',
};

export function writeSummary(input: SummaryInput): SummaryContent {
  const subject = input.subject.trim();
  const topics = splitList(input.topicsCovered);
  const first = topics[0];
  const last = topics[topics.length - 1];
  const who = input.studentName?.trim() || 'The student';
  const notes = sentences(input.performance);
  const weakNotes = notes.filter((s) => NEEDS_WORK.test(s));
  const goodNotes = notes.filter((s) => !NEEDS_WORK.test(s));

  const engagement: Record<EngagementLevel, string> = {
    high: `${who} was highly engaged throughout the ${subject} session: asked questions, volunteered answers and stayed focused from ${first} to ${last}.`,
    medium: `${who} was engaged for most of the ${subject} session and responded well to prompts, though attention dipped during the longer explanations of ${last}.`,
    low: `${who} found it hard to stay engaged in today's ${subject} session; shorter tasks and more frequent check-ins on ${first} kept the work moving.`,
  };

  const overview =
    `${who} worked on ${subject} in this session, covering ${joinList(topics)}. ` +
    `Engagement was ${input.engagementLevel}.` +
    (input.followedPlanTopic ? ` The session followed the lesson plan "${input.followedPlanTopic}".` : '');

  const performance = notes.length
    ? notes.join(' ')
    : `No performance notes were recorded; check understanding of ${joinList(topics)} at the start of the next session.`;

  const strengths = [
    ...goodNotes,
    {
      high: `Active participation and curiosity across ${subject}, especially on ${first}.`,
      medium: `Steady effort on ${first} and a willingness to respond to prompts.`,
      low: `Completed the core work on ${first} despite low energy.`,
    }[input.engagementLevel],
  ];

  const areasToImprove = [
    ...weakNotes,
    {
      high: `Stretch further: harder ${subject} problems on ${last} to keep the challenge level up.`,
      medium: `Build independence on ${last} so it needs less prompting.`,
      low: `Consolidate ${first} with short, focused practice before adding new material.`,
    }[input.engagementLevel],
  ];

  const recap = topics.slice(0, 3);
  const nextSteps = [
    `Open the next session with a five-minute recap of ${joinList(recap)}.`,
    {
      high: `Move on from ${last} to the next ${subject} topic, starting with a stretch problem.`,
      medium: `Set 3–5 practice questions on ${last} and review them together at the start of the next session.`,
      low: `Break ${first} into 10-minute tasks with a quick check after each one.`,
    }[input.engagementLevel],
    ...weakNotes.slice(0, 2).map((s) => `Target this directly: ${capitalize(s.replace(/[.!?]$/, ''))}.`),
  ];

  return {
    overview,
    topicsCovered: topics.map((t) => `${t}: ${topicNote[input.engagementLevel]}.`),
    engagement: engagement[input.engagementLevel],
    performance,
    strengths,
    areasToImprove,
    nextSteps,
  };
}

const bullets = (items: string[]) => items.map((i) => `• ${i}`).join('\n');

/** The plain-text form shown, copied and shared. */
export function renderSummary(
  content: SummaryContent,
  meta: { subject: string; studentName?: string | null; engagementLevel: EngagementLevel; followedPlanTopic?: string | null },
): string {
  const head = [
    `Session Summary: ${meta.subject}`,
    meta.studentName?.trim() ? `Student: ${meta.studentName.trim()}` : null,
    `Engagement: ${capitalize(meta.engagementLevel)}`,
    meta.followedPlanTopic ? `Lesson plan followed: ${meta.followedPlanTopic}` : null,
  ].filter(Boolean);
  return [
    head.join('\n'),
    `Overview\n${content.overview}`,
    `Topics Covered\n${bullets(content.topicsCovered)}`,
    `Engagement\n${content.engagement}`,
    `Performance\n${content.performance}`,
    `Strengths\n${bullets(content.strengths)}`,
    `Areas to Improve\n${bullets(content.areasToImprove)}`,
    `Next Steps\n${bullets(content.nextSteps)}`,
  ].join('\n\n');
}
