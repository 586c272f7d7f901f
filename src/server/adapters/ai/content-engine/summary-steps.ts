// Next steps of a session summary: one concrete step per difficulty the notes record, then progression for
// the secure topics and a check on the topics nobody judged.
import type { Issue } from './note-issues';
import type { SummaryFacts, TopicFacts } from './summary-facts';
import { capitalize, isPlural, joinList, stemsOf, unpunctuate } from './text';

const MAX_STEPS = 7;
const MAX_DIFFICULTY_STEPS = 4;

/** " in linear equations" when the difficulty's focus does not already name its topic. */
function inTopic(focus: string | null, topic: TopicFacts | null, topicCount: number): string {
  if (!focus || !topic || topicCount < 2) return '';
  const topicStems = new Set(stemsOf(topic.name));
  return stemsOf(focus).some((s) => topicStems.has(s)) ? '' : ` in ${topic.phrase}`;
}

function stepFor(issue: Issue, topic: TopicFacts | null, who: string, topicCount: number): string | null {
  const what = issue.focus ?? topic?.phrase;
  if (!what) return null;
  const where = `${what}${inTopic(issue.focus, topic, topicCount)}`;
  // "completing the square with negative coefficients, using 6 questions": not "with … with".
  const using = (questions: string) => (/\bwith\b/i.test(where) ? `${where}, using ${questions}` : `${where} with ${questions}`);
  switch (issue.kind) {
    case 'errors':
      return issue.errors && issue.errors !== 'the same mistakes'
        ? `Practise ${using('6 questions')} chosen to catch ${issue.errors}, checking each step aloud before moving on.`
        : `Practise ${using('6 questions')}, checking each step aloud so the same mistakes are caught early.`;
    case 'confusion':
      return issue.pair
        ? `Re-teach the difference between ${issue.pair[0]} and ${issue.pair[1]} side by side, then set 6 questions that mix the two.`
        : `Re-teach ${where} side by side with what it gets mixed up with, then set 6 mixed questions.`;
    case 'recall':
      return `Start the next session with 3 quick recall questions on ${where}, and add a short recall task to the homework.`;
    case 'support':
      return `Practise ${using('5 questions')} done without prompts, stepping in only after ${who} has made an attempt.`;
    case 'pace':
      return `Build fluency in ${using('5 short timed questions')}, aiming to beat the first time.`;
    case 'understanding':
      return `Re-teach ${where} using a different approach (a diagram, a model answer or a worked example), then check ${isPlural(what) ? 'them' : 'it'} with 5 short questions.`;
  }
}

const LABEL = /^(?:(?:for homework|homework|hw|next time|next steps?|to ?do)\s*[:,\-–]|(?:the )?(?:homework|hw) (?:is|was|will be)\b)\s*/i;
const HOMEWORK = /\b(?:homework|hw)\b/i;

/** Numbered references ("5B", "42"): two items naming the same ones set the same work. */
const refsOf = (s: string) => (s.toLowerCase().match(/[a-z]*\d+[a-z]*/g) ?? []).join(' ');

/** The same work set twice (on the board and in the chat) is kept once, in its longer wording. */
function distinct(items: string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const same = out.findIndex((o) => refsOf(o) !== '' && refsOf(o) === refsOf(item));
    if (same < 0) out.push(item);
    else if (item.length > out[same].length) out[same] = item;
  }
  return out;
}

/** Without its label; an opening instruction word is lower-cased to follow a colon, names keep their capitals. */
const clean = (item: string) => {
  const s = unpunctuate(item.replace(LABEL, ''));
  return /^(?:do|read|write|complete|finish|practi[sc]e|revise|exercises?|pages?|worksheet|answer|learn|try|watch|review|prepare|p\.)\b/i.test(s) ? s[0].toLowerCase() + s.slice(1) : s;
};

/** Homework and plans the session set, each quoted once: homework together, the rest as planned. */
function followUps(items: string[]): string[] {
  const homework = distinct(items.filter((i) => HOMEWORK.test(i)).map(clean));
  const planned = distinct(items.filter((i) => !HOMEWORK.test(i)).map(clean));
  return [
    ...(homework.length ? [`Check the homework set in the session: ${homework.join('; ')}.`] : []),
    ...planned.map((p) => `Follow up what was planned in the session: ${p}.`),
  ];
}

const ORDER = { 'not yet secure': 0, 'partly secure': 1, secure: 2, 'not recorded': 3 } as const;

export function nextStepsFrom(facts: SummaryFacts): string[] {
  const who = facts.studentName ?? 'the student';
  const steps: string[] = [];
  const seen = new Set<string>();
  const add = (step: string | null, key: string) => {
    if (!step || seen.has(key) || steps.includes(step)) return;
    steps.push(step);
    seen.add(key);
  };
  const byNeed = [...facts.topics].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  for (const topic of byNeed) {
    let stepped = false;
    for (const e of topic.evidence) {
      if (!e.issue || e.quotedUnder) continue;
      // A difficulty that names nothing more specific than its topic adds no step once the topic has one.
      if (stepped && !e.issue.focus && !e.issue.pair) continue;
      const before = steps.length;
      add(stepFor(e.issue, topic, who, facts.topics.length), `${topic.name}|${e.issue.kind}`);
      stepped ||= steps.length > before;
    }
  }
  for (const e of facts.general) if (e.issue?.focus) add(stepFor(e.issue, null, who, facts.topics.length), `|${e.issue.kind}|${e.issue.focus}`);
  steps.splice(MAX_DIFFICULTY_STEPS);

  const secure = facts.topics.filter((t) => t.status === 'secure').map((t) => t.phrase);
  if (secure.length) {
    steps.push(`Build on ${joinList(secure)}: move to harder, mixed questions${secure.length > 1 ? ' that combine them' : ''}.`);
  }
  const unknown = facts.topics.filter((t) => t.status === 'not recorded').map((t) => t.phrase);
  if (unknown.length) {
    steps.push(`Check ${joinList(unknown)} with two quick questions at the start of the next session, as the notes do not say how ${unknown.length > 1 ? 'they' : 'it'} went.`);
  }
  steps.push(...followUps(facts.setInSession));
  if (facts.engagementLevel === 'low') steps.push('Keep tasks short (about 10 minutes each) with a quick check after each one, as engagement was low.');
  return steps.slice(0, MAX_STEPS).map(capitalize);
}
