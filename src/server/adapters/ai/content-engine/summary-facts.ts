// The facts a session summary may state, read from the tutor's inputs: each topic with the notes that judge it,
// the engagement remarks, the student's questions, the whiteboard's key points and the homework set. The
// built-in writer words these facts and the provider is given exactly these facts.
import type { EngagementLevel } from '../../../../shared/schemas/ai-content';
import { issueOf, type Issue } from './note-issues';
import { clausesOf, isEngagementRemark, polarityOf, type Polarity } from './note-polarity';
import { analyseSession, type SessionChatLine } from './session-notes';
import { firstName, isProperWord, keyOf, listPhrases, sentences, splitList, stem, stemsOf, unpunctuate } from './text';

/** What was recorded in the live session, when the summary is for a booking; only what is present. */
export type SessionRecord = { chat?: SessionChatLine[]; tutorNotes?: string | null; whiteboardLabels?: string[] };

export type SummaryInput = {
  subject: string;
  topicsCovered: string;
  engagementLevel: EngagementLevel;
  performance?: string | null;
  studentName?: string | null;
  /** Topic of the lesson plan the session followed, when there is one. */
  followedPlanTopic?: string | null;
  session?: SessionRecord | null;
};

/** One judgement from the notes (or the student's own words in the chat), as written. */
export type Evidence = {
  text: string;
  source: 'notes' | 'chat';
  polarity: Exclude<Polarity, 'neutral'>;
  issue: Issue | null;
  /** Set when the same note judges several topics: it is quoted under this one only. */
  quotedUnder?: string;
};

export type TopicStatus = 'secure' | 'partly secure' | 'not yet secure' | 'not recorded';

export type TopicFacts = { name: string; phrase: string; status: TopicStatus; evidence: Evidence[]; notes: string[]; board: string[] };

export type SummaryFacts = {
  subject: string;
  studentName: string | null;
  engagementLevel: EngagementLevel;
  followedPlanTopic: string | null;
  topics: TopicFacts[];
  /** Judgements that name no topic. */
  general: Evidence[];
  engagementNotes: string[];
  otherNotes: string[];
  questions: string[];
  board: string[];
  setInSession: string[];
  chat: { messages: number; studentMessages: number } | null;
  sources: string[];
};

/** One key holds the other as whole words (short keys must match exactly). */
const overlaps = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short === long || (short.length >= 8 && ` ${long} `.includes(` ${short} `));
};

/**
 * A topic's words, each weighted by how much naming it says which topic is meant: a word in one topic name only
 * counts fully, a word several names share counts less, and so does the head noun of a longer name ("tense" in
 * "Past perfect tense", "law" in "Newton's laws"), which a note uses generically.
 */
type TopicIndex = { stems: string[]; weights: Map<string, number>; head: string | null };

function indexTopics(topics: string[]): TopicIndex[] {
  const stems = topics.map((t) => [...new Set(stemsOf(t))]);
  const df = new Map<string, number>();
  for (const s of stems.flat()) df.set(s, (df.get(s) ?? 0) + 1);
  return stems.map((list) => {
    const head = list.length > 1 ? list[list.length - 1] : null;
    return { stems: list, head, weights: new Map(list.map((s) => [s, (s === head ? 0.5 : 1) / (df.get(s) ?? 1)])) };
  });
}

/** How strongly a clause names each topic: its words' weights, plus one when it names the topic in full. */
function topicScores(clause: string, index: TopicIndex[]): number[] {
  const words = new Set(stemsOf(clause));
  return index.map((t) => {
    const matched = t.stems.filter((s) => words.has(s));
    const full = t.stems.length > 1 && matched.length === t.stems.length ? 1 : 0;
    return matched.reduce((sum, s) => sum + (t.weights.get(s) ?? 0), full);
  });
}

/** Topics a clause names: the best-scoring ones, or none when only words the topics share match. */
function topicsNamed(clause: string, index: TopicIndex[]): number[] {
  const scores = topicScores(clause, index);
  const best = Math.max(0, ...scores);
  if (best === 0) return [];
  const top = scores.flatMap((s, i) => (s === best ? [i] : []));
  return top.length > 1 && best < 1 ? [] : top;
}

/** The clause names the topic by more than its generic head noun: a distinctive word, or a one-word name. */
function namesSpecifically(clause: string, topic: TopicIndex): boolean {
  const words = new Set(stemsOf(clause));
  return topic.stems.some((s) => words.has(s) && s !== topic.head);
}

/** The clause without its grammatical subject, lower-cased to sit after "Topic: status —". */
function quoteOf(clause: string, studentName: string | null): string {
  const names = (studentName ?? '').split(/\s+/).filter((w) => w.length > 1).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const subject = new RegExp(`^(?:${[...names, 'she', 'he', 'they', 'the student', 'student'].join('|')})\\s+(?=\\w)`, 'i');
  const s = unpunctuate(clause).replace(subject, '');
  const first = /^\p{Lu}\p{Ll}*/u.exec(s)?.[0];
  return first && first !== 'I' && !isProperWord(first) ? s[0].toLowerCase() + s.slice(1) : s;
}

function statusOf(evidence: Evidence[]): TopicStatus {
  if (!evidence.length) return 'not recorded';
  const has = (p: Polarity) => evidence.some((e) => e.polarity === p);
  if (has('partial') || (has('success') && has('difficulty'))) return 'partly secure';
  return has('difficulty') ? 'not yet secure' : 'secure';
}

/** "Covered X and Y": a list of what was done, which the topics already say. */
const COVERED = /^(?:we\s+)?(?:covered|went over|worked on|looked at|introduced|reviewed|revised|practi[sc]ed|did|started)\b/i;

/** Work set for later ("Homework: page 12", "Revise fractions"), not a report of what was done ("Worked through the worksheet"). */
const LATER = /\b(?:homework|home work|hw|next (?:time|session|lesson|class|week)|for next|before (?:the )?next|due|to-?do|will|should|to (?:do|finish|complete|practi[sc]e|revise|read|try)|needs? to)\b/i;
const REPORTED = /^(?:(?:she|he|they|we|the student)\s+)?(?:[a-z]{3,}ed|did|went|drew|wrote|made|took|read through|got|gave|began|ran|spent|finished|completed)\b/i;
const isFollowUp = (item: string) => LATER.test(item) || !REPORTED.test(item.trim());

type Reading = { text: string; topics: number[]; polarity: Polarity; engagement: boolean; question: boolean; inherited: boolean };

const ANAPHOR = /\b(?:it|them|this|these|those|the two)\b/i;

/** A clause after ";" or ":" that says how, not how well ("struggled with X; kept the original tense every time"). */
const ELABORATES = /^\s*[;:]\s*$/;

/**
 * Each clause of the notes with its topics. A clause naming none takes the one named earlier in its sentence, and
 * so does a later clause of the sentence that names another topic only by a generic word the two share. A clause
 * that judges nothing, set after a judgement with ";" or ":", elaborates it and takes its polarity.
 */
function readClauses(text: string, index: TopicIndex[], inheritAcross = false): Reading[] {
  const out: Reading[] = [];
  const topicStems = new Set(index.flatMap((t) => t.stems));
  let carried: number[] = [];
  for (const sentence of sentences(text)) {
    if (!inheritAcross) carried = [];
    let cursor = 0;
    let previous: Reading | null = null;
    for (const clause of clausesOf(sentence)) {
      const at = sentence.indexOf(clause, cursor);
      const joint = at >= 0 ? sentence.slice(cursor, at) : '';
      if (at >= 0) cursor = at + clause.length;
      let named = topicsNamed(clause, index);
      const continues = previous !== null && carried.length > 0 && !named.some((i) => carried.includes(i));
      if (continues && !named.some((i) => namesSpecifically(clause, index[i]))) named = [];
      // "mixed it up with the imperfect tense": "it" is still the sentence's topic, and the other is named too.
      else if (continues && ANAPHOR.test(clause)) named = [...carried, ...named];
      if (named.length) carried = named;
      const own = polarityOf(clause);
      const elaborates = own === 'neutral' && previous !== null && ELABORATES.test(joint) && !COVERED.test(clause) && !LATER.test(clause) ? previous : null;
      const inherited = elaborates !== null && !elaborates.engagement && elaborates.polarity !== 'neutral';
      const reading: Reading = {
        text: clause,
        topics: named.length ? named : carried,
        polarity: inherited && elaborates ? elaborates.polarity : own,
        // Topic words are not remarks on engagement ("energy", "interest", "attention" can be topics).
        engagement:
          !!elaborates?.engagement ||
          isEngagementRemark(clause.replace(/[\p{L}'’-]+/gu, (w) => (topicStems.has(stem(w)) ? '_' : w))),
        question: sentence.endsWith('?'),
        inherited,
      };
      out.push(reading);
      previous = reading;
    }
  }
  return out;
}

const evidenceOf = (r: Reading, source: Evidence['source'], name: string | null): Evidence | null =>
  r.polarity === 'neutral'
    ? null
    : {
        text: quoteOf(r.text, name),
        source,
        polarity: r.polarity,
        // An elaboration shares the judgement's next step rather than adding one.
        issue: r.polarity === 'success' || r.inherited ? null : issueOf(r.text, r.polarity === 'partial'),
      };

export function readSummaryFacts(input: SummaryInput): SummaryFacts {
  const names = splitList(input.topicsCovered);
  const index = indexTopics(names);
  const fullName = input.studentName?.trim() || null;
  const studentName = firstName(fullName);
  const session = input.session ?? {};
  const noteSentences = [...sentences(input.performance), ...sentences(session.tutorNotes)];
  const seen = new Set<string>();
  const noteText = noteSentences.filter((s) => !seen.has(keyOf(s)) && !!seen.add(keyOf(s))).join('\n');
  const analysis = analyseSession({
    subject: input.subject,
    studentName,
    sessionDate: new Date(0).toISOString(),
    chat: session.chat ?? [],
    tutorNotes: noteText,
    whiteboardLabels: session.whiteboardLabels ?? [],
  });
  const phrases = listPhrases(names);
  const topics: TopicFacts[] = names.map((name, i) => ({ name, phrase: phrases[i], status: 'not recorded', evidence: [], notes: [], board: [] }));
  const facts: SummaryFacts = {
    subject: input.subject.trim(),
    studentName,
    engagementLevel: input.engagementLevel,
    followedPlanTopic: input.followedPlanTopic?.trim() || null,
    topics,
    general: [],
    engagementNotes: [],
    otherNotes: [],
    questions: analysis.draft.questions.slice(0, 3),
    board: [],
    setInSession: [],
    chat: analysis.chatMessages ? { messages: analysis.chatMessages, studentMessages: analysis.studentMessages } : null,
    sources: [],
  };
  const followUps = analysis.draft.nextSteps.filter(isFollowUp);
  const used = placeNotes(noteText, index, facts, followUps.map(keyOf));
  readChat(session.chat ?? [], index, topics, studentName, facts.questions);
  placeBoardPoints(analysis.draft.keyPoints, index, facts, used);
  // What the notes already quote is not set again: "Solved them all; homework is 4C" leaves "homework is 4C".
  const unquoted = (item: string) => clausesOf(unpunctuate(item)).filter((c) => !used.some((k) => overlaps(keyOf(c), k)));
  facts.setInSession = followUps.flatMap((s) => {
    const rest = unquoted(s);
    return !rest.length ? [] : rest.length === clausesOf(unpunctuate(s)).length ? [s] : [rest.join('; ')];
  }).slice(0, 3);
  for (const t of topics) t.status = statusOf(t.evidence);
  facts.sources = [
    noteText ? "the tutor's notes" : null,
    facts.chat ? 'the session chat' : null,
    session.whiteboardLabels?.length ? 'the whiteboard' : null,
  ].filter((s): s is string => s !== null);
  return facts;
}

/**
 * Each clause of the notes goes to one place: its topic's evidence, the judgements naming no topic, the
 * engagement remarks, its topic's other notes, or the other notes. Returns the keys of what was placed.
 */
function placeNotes(noteText: string, index: TopicIndex[], facts: SummaryFacts, nextStepKeys: string[]): string[] {
  const { topics, studentName } = facts;
  const used: string[] = [];
  for (const r of readClauses(noteText, index)) {
    const topicsOfClause = r.topics.length ? r.topics : topics.length === 1 ? [0] : [];
    const evidence = r.engagement ? null : evidenceOf(r, 'notes', studentName);
    const key = keyOf(r.text);
    if (r.engagement) facts.engagementNotes.push(quoteOf(r.text, studentName));
    else if (evidence && topicsOfClause.length) {
      const [first, ...rest] = topicsOfClause;
      // "Mixed it up with the imperfect tense", said of the preterite: the two topics are what gets confused.
      if (evidence.issue?.kind === 'confusion' && !evidence.issue.pair && rest.length === 1) {
        const pair: [string, string] = [topics[first].phrase, topics[rest[0]].phrase];
        evidence.issue = { ...evidence.issue, focus: pair.join(' and '), pair };
      }
      topics[first].evidence.push(evidence);
      for (const i of rest) topics[i].evidence.push({ ...evidence, quotedUnder: topics[first].name });
    } else if (evidence) facts.general.push({ ...evidence, text: unpunctuate(r.text) }); // without a topic, quoted as written
    // Homework and plans are written once, with the next steps.
    else if (nextStepKeys.some((k) => overlaps(k, key))) continue;
    else if (r.topics.length && !COVERED.test(r.text)) topics[r.topics[0]].notes.push(quoteOf(r.text, studentName));
    else facts.otherNotes.push(quoteOf(r.text, studentName));
    used.push(key);
  }
  return used;
}

/** What the student wrote about their own understanding, when it names a topic of the session. */
function readChat(chat: SessionChatLine[], index: TopicIndex[], topics: TopicFacts[], studentName: string | null, questions: string[]) {
  const asked = new Set(questions.map(keyOf));
  for (const message of chat) {
    if (message.from !== 'student') continue;
    for (const r of readClauses(message.text, index, true)) {
      if (r.engagement || r.question || !r.topics.length || asked.has(keyOf(r.text))) continue;
      const evidence = evidenceOf(r, 'chat', studentName);
      if (evidence) topics[r.topics[0]].evidence.push({ ...evidence, text: unpunctuate(r.text) });
    }
  }
}

function placeBoardPoints(points: string[], index: TopicIndex[], facts: SummaryFacts, used: string[]) {
  for (const point of points) {
    const key = keyOf(point);
    if (used.some((k) => overlaps(k, key))) continue;
    const named = topicsNamed(point, index);
    if (named.length) facts.topics[named[0]].board.push(point);
    else if (facts.board.length < 3) facts.board.push(point);
    used.push(key);
  }
}
