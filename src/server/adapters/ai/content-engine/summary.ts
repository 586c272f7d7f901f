// Built-in session summary writer. Every statement comes from the facts read from the tutor's inputs
// (summary-facts.ts); each note is quoted once, where it belongs (strengths or areas to improve), and
// a topic is only called secure when the notes say it went well.
import type { EngagementLevel, SummaryContent } from '../../../../shared/schemas/ai-content';
import { readSummaryFacts, type Evidence, type SummaryFacts, type SummaryInput, type TopicFacts, type TopicStatus } from './summary-facts';
import { nextStepsFrom } from './summary-steps';
import { capitalize, isPlural, joinList, unpunctuate } from './text';

export type { SummaryInput } from './summary-facts';

const sentence = (s: string) => capitalize(/[.!?]["”]?$/.test(s) ? s : `${s}.`);

/** The notes of one kind, each quoted once: one bullet per topic, then the notes that name no topic. */
function quotes(f: SummaryFacts, who: string, keep: (e: Evidence) => boolean): string[] {
  const body = (e: Evidence) => (e.source === 'chat' ? `${who} wrote in the chat, "${e.text}"` : e.text);
  const perTopic = f.topics.flatMap((t) => {
    const own = t.evidence.filter((e) => keep(e) && !e.quotedUnder);
    return own.length ? [sentence(`${t.name}: ${own.map(body).join('; ')}`)] : [];
  });
  return [...perTopic, ...f.general.filter(keep).map((e) => sentence(body(e)))];
}

function overview(f: SummaryFacts): string {
  const owner = f.studentName ? `${f.studentName}'s` : 'This';
  const judged = f.topics.some((t) => t.status !== 'not recorded') || f.general.length > 0;
  return [
    `${owner} ${f.subject} session covered ${joinList(f.topics.map((t) => t.phrase))}.`,
    f.followedPlanTopic ? `It followed the lesson plan "${f.followedPlanTopic}".` : null,
    judged
      ? `This summary is based on ${joinList(f.sources)}.`
      : f.sources.length
        ? `It is based on ${joinList(f.sources)}, which do not say how the work went, so no topic is judged here.`
        : 'No notes on how the work went were recorded, so this summary lists what was covered without judging it.',
  ]
    .filter(Boolean)
    .join(' ');
}

const STATUS_TEXT: Record<TopicStatus, string> = {
  secure: 'secure',
  'partly secure': 'partly secure',
  'not yet secure': 'not yet secure',
  'not recorded': 'covered; how it went was not recorded',
};

function topicLine(t: TopicFacts): string {
  const shared = [...new Set(t.evidence.flatMap((e) => (e.quotedUnder ? [e.quotedUnder] : [])))];
  const details = [
    ...t.notes,
    ...t.board.map((b) => `on the board: ${b}`),
    ...(shared.length ? [`noted together with ${joinList(shared.map((s) => s[0].toLowerCase() + s.slice(1)))}`] : []),
  ];
  // A topic with a note about it was not silent: the note is what was recorded, so it is not called unrecorded.
  const status = t.status === 'not recorded' && t.notes.length ? 'covered' : STATUS_TEXT[t.status];
  return sentence(`${t.name}: ${status}${details.length ? `; ${details.join('; ')}` : ''}`);
}

const agree = (list: string[], one: string, many: string) => (list.length > 1 || (list.length === 1 && isPlural(list[0])) ? many : one);

function performance(f: SummaryFacts, who: string): string {
  const of = (status: TopicStatus) => f.topics.filter((t) => t.status === status).map((t) => t.phrase);
  const [secure, partly, notYet, unknown] = [of('secure'), of('partly secure'), of('not yet secure'), of('not recorded')];
  const judged = secure.length + partly.length + notYet.length;
  const allSecure = judged > 2 && secure.length === f.topics.length;
  const parts = [
    allSecure ? `all ${judged} topics went well` : secure.length ? `${joinList(secure)} went well` : null,
    partly.length ? `${joinList(partly)} ${agree(partly, 'is', 'are')} partly secure` : null,
    notYet.length ? `${joinList(notYet)} ${agree(notYet, 'needs', 'need')} more work` : null,
  ].filter((p): p is string => p !== null);
  const out: string[] = [];
  const from = new Set(f.topics.flatMap((t) => t.evidence.map((e) => e.source)));
  const according = from.has('chat') ? (from.has('notes') ? 'According to the notes and the chat' : `From what ${who} wrote in the chat`) : 'According to the notes';
  if (judged) out.push(`${according}, ${joinList(parts)}.`);
  if (unknown.length) out.push(`How ${joinList(unknown)} went was not recorded.`);
  if (f.questions.length) out.push(`${capitalize(who)} asked in the chat: ${f.questions.map((q) => `"${q}"`).join(' and ')}`);
  if (f.board.length) out.push(`On the board: ${f.board.join('; ')}.`);
  if (f.otherNotes.length) out.push(`Also noted: ${f.otherNotes.join('; ')}.`);
  return out.join(' ');
}

function engagement(f: SummaryFacts, who: string): string {
  const out = [`${f.studentName ? `${f.studentName}'s engagement` : 'Engagement'} was rated ${f.engagementLevel} by the tutor.`];
  if (f.engagementNotes.length) out.push(`The notes add: ${f.engagementNotes.map(unpunctuate).join('; ')}.`);
  if (f.chat) {
    const asked = f.questions.length ? ` and asked ${f.questions.length} question${f.questions.length === 1 ? '' : 's'}` : '';
    out.push(`In the session chat ${who} wrote ${f.chat.studentMessages} of the ${f.chat.messages} messages${asked}.`);
  }
  return out.join(' ');
}

function strengthsOf(f: SummaryFacts, who: string): string[] {
  const items = quotes(f, who, (e) => e.polarity === 'success');
  if (items.length) return items;
  return [f.engagementLevel === 'high' ? 'Engagement was rated high; no topic-specific strengths were noted.' : 'No specific strengths were recorded in the notes for this session.'];
}

function areasOf(f: SummaryFacts, who: string): string[] {
  const items = quotes(f, who, (e) => e.polarity !== 'success');
  if (items.length) return items;
  const unknown = f.topics.filter((t) => t.status === 'not recorded').map((t) => t.phrase);
  if (unknown.length) return [`Nothing was noted as difficult; how ${joinList(unknown)} went is not known yet.`];
  return ['No difficulties were noted in this session.'];
}

export function writeSummary(input: SummaryInput): SummaryContent {
  return writeSummaryFrom(readSummaryFacts(input));
}

export function writeSummaryFrom(facts: SummaryFacts): SummaryContent {
  const who = facts.studentName ?? 'the student';
  return {
    overview: overview(facts),
    topicsCovered: facts.topics.map(topicLine),
    engagement: engagement(facts, who),
    performance: performance(facts, who),
    strengths: strengthsOf(facts, who),
    areasToImprove: areasOf(facts, who),
    nextSteps: nextStepsFrom(facts),
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
