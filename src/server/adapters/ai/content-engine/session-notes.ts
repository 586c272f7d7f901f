// Built-in session-notes writer: drafts notes of a live session from its in-call chat, the tutor's notes
// and the whiteboard's text labels. Deterministic and offline; every line is taken from (or counts) the
// inputs, nothing is invented.
import type { EngagementLevel } from '../../../../shared/schemas/ai-content';
import {
  SESSION_SOURCES,
  type LiveSessionNotes,
  type SessionNotesContent,
  type SessionNotesDraft,
} from '../../../../shared/schemas/session-notes';
import { capitalize, joinList } from './text';

export type SessionChatLine = { from: 'student' | 'tutor'; text: string };

export type SessionNotesInput = {
  subject: string;
  studentName?: string | null;
  tutorName?: string | null;
  /** Start of the session, ISO. */
  sessionDate: string;
  chat: SessionChatLine[];
  tutorNotes?: string | null;
  whiteboardLabels: string[];
};

/** Counts and levels taken from the record, whichever engine writes the wording. */
export type SessionAnalysis = {
  draft: SessionNotesDraft;
  engagementLevel: EngagementLevel;
  /** False when there was no chat to measure engagement by. */
  engagementMeasured: boolean;
  chatMessages: number;
  studentMessages: number;
  studentShare: number | null;
  whiteboardLabels: number;
  hasTutorNotes: boolean;
  notAvailable: string[];
  /** Nothing at all was recorded: no chat, notes or whiteboard text. */
  empty: boolean;
};

const MAX = { topics: 8, keyPoints: 12, questions: 10, nextSteps: 8, notes: 6 };

// ── text cleaning ────────────────────────────────────────────────────────────

/** Markup tags removed, whitespace collapsed: the notes are plain text. */
export function cleanText(s: string | null | undefined): string {
  return (s ?? '')
    .replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi, ' ')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim();
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const clip = (s: string, max = 300) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** Sentences and lines of free text, without their trailing whitespace. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}"'“‘(])/u)
    .map((s) => oneLine(s).replace(/^[•*\-–]\s*/, ''))
    .filter((s) => s.length > 0);
}

/** Case-, space- and plural-insensitive key, for removing repeats. */
const keyOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w))
    .join(' ');

function pushUnique(list: string[], value: string, max: number) {
  const k = keyOf(value);
  if (!k || list.length >= max || list.some((v) => keyOf(v) === k)) return;
  list.push(value);
}

// ── topics ───────────────────────────────────────────────────────────────────

const TOPIC_VERB =
  /\b(?:cover(?:ed|ing)?|went over|go(?:ing)? over|work(?:ed|ing)? on|practi[sc](?:ed|ing)|introduc(?:ed|ing|e)|review(?:ed|ing)?|revis(?:e|ed|ing)|look(?:ed|ing)? (?:at|into)|talk(?:ed|ing)? about|learn(?:ed|t|ing)? about|focus(?:ed|ing)? on|mov(?:e|ed|ing) on to|start(?:ed|ing)? (?:on|with)|discuss(?:ed|ing)?|explain(?:ed|ing)?|stud(?:y|ied|ying)|help with)\s+(.+)/i;
const TOPIC_LINE = /^(?:topics?(?:\s+covered)?|covered|today|lesson|focus|subject)\s*[:\-–]\s*(.+)$/i;
const CUT = /[.!?;:(]|\s(?:because|so|which|then|today|tomorrow|tonight|next|again|now|with you|for|before|until|if|when|but|while|since|please|instead|together|first|later)\b|\s[-–—]\s/i;
const LEADING = /^(?:the|a|an|some|our|your|my|more|today's|this week's|basic|simple)\s+/i;
const NOT_A_TOPIC =
  /^(?:it|its|this|that|these|those|them|they|me|you|us|him|her|what|which|there|here|something|anything|everything|one|ones|how(?! to\b)|why|where|when|who|yes|no|ok|okay|all|both|each|stuff|things?|a bit|step|example|question|questions|problem|problems|homework|exercise|exercises|page|again)\b/i;
const GENERIC_LABEL = /^(?:step|example|ex|q|question|answer|ans|note|notes|todo|to do|hw|homework|next time|next steps?|key points?|summary|title|recap)\b/i;

function topicCandidate(raw: string): string | null {
  let s = oneLine(raw);
  const cut = s.search(CUT);
  if (cut >= 0) s = s.slice(0, cut);
  for (let i = 0; i < 3; i++) s = s.replace(LEADING, '');
  s = s.replace(/[\s,'"`“”‘’]+$/u, '').replace(/^['"`“”‘’]+/u, '').trim();
  const words = s.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 7) return null;
  if (NOT_A_TOPIC.test(s)) return null;
  if ((s.match(/\p{L}/gu) ?? []).length < 3) return null;
  return capitalize(s);
}

/** "a, b and c" as three items; "a and b" alone stays one (a topic name may contain "and"). */
function listItems(text: string): string[] {
  const parts = text.split(/\s*[,;]\s*/).filter(Boolean);
  if (parts.length > 1) {
    const last = parts.pop()!;
    parts.push(...last.split(/\s+and\s+/i));
  }
  return parts;
}

function topicsFromSentence(sentence: string): string[] {
  const line = TOPIC_LINE.exec(sentence);
  if (line) return listItems(line[1]).flatMap((p) => topicCandidate(p) ?? []);
  const verb = TOPIC_VERB.exec(sentence);
  if (!verb) return [];
  const phrase = verb[1];
  const cut = phrase.search(CUT);
  return listItems(cut >= 0 ? phrase.slice(0, cut) : phrase).flatMap((p) => topicCandidate(p) ?? []);
}

const DEFINITION = /^(.{2,60}?)\s*(?::|=|→|⇒|->|\s[-–—]\s|\bmeans\b|\bis defined as\b)\s*(.+)$/i;

type Label = { text: string; definition: { term: string; rest: string } | null };

function readLabel(raw: string): Label | null {
  const text = clip(oneLine(cleanText(raw)), 300);
  if (!text) return null;
  const d = DEFINITION.exec(text);
  return { text, definition: d && d[2].trim() ? { term: d[1].trim(), rest: d[2].trim() } : null };
}

const STOP = new Set(
  (
    'about above after again against also although always another anything around because been before being below between both ' +
    'cannot could does doing done down during each either else enough even every everything example examples explain first from ' +
    'going gonna good great have having here homework however idea into just know later least less like little look looks lots ' +
    'make many maybe might mine more most much must myself need needs never next nice once only other others ours over please ' +
    'practice practise pretty problem problems question questions quite rather really right same session should show since some ' +
    'something sorry still such sure take than thank thanks that their them then there these they thing things think this those ' +
    'though through time today together tomorrow tried trying under understand understood until very want wanted week well were ' +
    'what when where whether which while will with within without work worked would yeah your yours okay alright answer answers ' +
    'again lesson class start started start stuff minute minutes second seconds point points step steps page pages next time'
  ).split(/\s+/),
);

/** Words used in two of the sources (chat, notes, whiteboard) or three times overall: topics nobody named outright. */
function recurringTerms(sources: string[][], exclude: Set<string>): string[] {
  const stats = new Map<string, { count: number; sources: Set<number>; forms: Map<string, number>; first: number }>();
  let order = 0;
  sources.forEach((texts, sourceIndex) => {
    for (const text of texts) {
      for (const word of text.match(/\p{L}[\p{L}'-]*\p{L}/gu) ?? []) {
        const lower = word.toLowerCase();
        if (lower.length < 5 || STOP.has(lower) || exclude.has(lower)) continue;
        const k = keyOf(lower);
        const s = stats.get(k) ?? { count: 0, sources: new Set<number>(), forms: new Map<string, number>(), first: order++ };
        s.count++;
        s.sources.add(sourceIndex);
        s.forms.set(lower, (s.forms.get(lower) ?? 0) + 1);
        stats.set(k, s);
      }
    }
  });
  return [...stats.values()]
    .filter((s) => s.sources.size >= 2 || s.count >= 3)
    .sort((a, b) => b.sources.size - a.sources.size || b.count - a.count || a.first - b.first)
    .map((s) => capitalize([...s.forms.entries()].sort((a, b) => b[1] - a[1])[0][0]));
}

// ── questions, next steps, observations ──────────────────────────────────────

const QUESTION_START = /^(?:what|why|how|when|where|which|who|whom|whose|can|could|would|will|is|are|was|were|do|does|did|should|shall|may|might|isn't|aren't|doesn't|don't)\b(?!['’])/i;
const CALL_CHATTER = /\b(?:hear me|see me|see my screen|my (?:mic|microphone|camera|audio|video|screen)|you there|audible|is (?:it|this) working|can you see (?:it|this|that|the board)|are we recording|lag(?:ging)?|connection)\b/i;

function questionOf(sentence: string): string | null {
  const s = clip(sentence, 300);
  const isQuestion = s.endsWith('?') || (QUESTION_START.test(s) && !s.endsWith('!'));
  if (!isQuestion || CALL_CHATTER.test(s)) return null;
  if (s.split(/\s+/).length < 3) return null;
  return s.endsWith('?') ? s : `${s.replace(/[.!]+$/, '')}?`;
}

const NEXT_STEP =
  /\b(?:homework|home work|next (?:time|session|lesson|class|week)|for next|before (?:the )?next|practi[sc]e\b|revise\b|revision|worksheet|assignment|exercises?\b|to-?do\b|try (?:some|a few|the|these|those|questions|problems)|prepare\b|read (?:chapter|pages?|section|up on)|due\b)/i;
/** In the chat only explicit wording counts ("let's practise" there is what happens now, not homework). */
const NEXT_STEP_IN_CHAT =
  /\b(?:homework|home work|next (?:time|session|lesson|class|week)|for next|before (?:the )?next|worksheet|assignment|revise\b|revision|due\b)/i;
const NEXT_STEP_LABEL = /^(?:homework|hw|next time|next steps?|to ?do)\b/i;

const NEEDS_WORK = /\b(?:struggl\w*|difficult\w*|confus\w*|mistakes?|errors?|weak\w*|slow\w*|forgot\w*|trouble|unsure|careless|gaps?|rush\w*|needs? (?:more|to)|not yet|mix(?:ed|es)? up)\b/i;
const DOING_WELL = /\b(?:good|well|great|strong|confident(?:ly)?|understood|understands|excellent|quick(?:ly)?|solid|improv(?:ed|ing)|mastered|nailed|correct(?:ly)?|fluent(?:ly)?|independently)\b/i;

// ── the draft ────────────────────────────────────────────────────────────────

/** What the built-in engine reads from the record, and the notes it writes from it. */
export function analyseSession(input: SessionNotesInput): SessionAnalysis {
  const chat = input.chat.map((m) => ({ from: m.from, text: cleanText(m.text) })).filter((m) => m.text);
  const notes = cleanText(input.tutorNotes);
  const labels = input.whiteboardLabels.map(readLabel).filter((l): l is Label => l !== null);
  const who = input.studentName?.trim() || 'The student';

  const chatSentences = chat.map((m) => ({ from: m.from, sentences: sentencesOf(m.text) }));
  const noteSentences = sentencesOf(notes);

  // Topics: named in the tutor's notes, headings and defined terms on the whiteboard, named in the chat,
  // then words the sources keep coming back to.
  const topics: string[] = [];
  for (const s of noteSentences) for (const t of topicsFromSentence(s)) pushUnique(topics, t, MAX.topics);
  for (const l of labels) {
    if (GENERIC_LABEL.test(l.text) || NEXT_STEP_LABEL.test(l.text)) continue;
    const heading = l.definition ? topicCandidate(l.definition.term) : !/[=?]/.test(l.text) && l.text.split(/\s+/).length <= 5 ? topicCandidate(l.text) : null;
    if (heading) pushUnique(topics, heading, MAX.topics);
  }
  for (const m of chatSentences) for (const s of m.sentences) for (const t of topicsFromSentence(s)) pushUnique(topics, t, MAX.topics);
  const nameWords = new Set(
    [input.studentName, input.tutorName]
      .flatMap((n) => (n ?? '').toLowerCase().split(/\s+/))
      .filter(Boolean),
  );
  const named = new Set(topics.flatMap((t) => t.toLowerCase().split(/[^\p{L}'-]+/u)).filter(Boolean));
  for (const word of named) nameWords.add(word);
  for (const t of recurringTerms([chat.map((m) => m.text), noteSentences, labels.map((l) => l.text)], nameWords)) {
    if (topics.length >= MAX.topics) break;
    if (!topics.some((x) => keyOf(x).split(' ').includes(keyOf(t)))) pushUnique(topics, t, MAX.topics);
  }

  // Key points: definitions and longer statements on the whiteboard, marked points in the notes.
  const keyPoints: string[] = [];
  for (const l of labels) {
    if (NEXT_STEP_LABEL.test(l.text) || l.text.endsWith('?')) continue;
    if (l.definition || l.text.split(/\s+/).length > 5) pushUnique(keyPoints, l.text, MAX.keyPoints);
  }
  for (const s of noteSentences) {
    if (/^(?:key points?|remember|note|definition|rule|formula|tip)\s*[:\-–]/i.test(s) || /\b(?:means|is defined as)\b/i.test(s)) pushUnique(keyPoints, clip(s), MAX.keyPoints);
  }

  // Questions the student asked in the chat, as they asked them.
  const questions: string[] = [];
  for (const m of chatSentences) {
    if (m.from !== 'student') continue;
    for (const s of m.sentences) {
      const q = questionOf(s);
      if (q) pushUnique(questions, q, MAX.questions);
    }
  }

  // Homework and next steps: the notes first, then the whiteboard and what the tutor said in the chat.
  const nextSteps: string[] = [];
  for (const s of noteSentences) if (NEXT_STEP.test(s)) pushUnique(nextSteps, clip(s), MAX.nextSteps);
  for (const l of labels) if (NEXT_STEP_LABEL.test(l.text)) pushUnique(nextSteps, l.text, MAX.nextSteps);
  for (const m of chatSentences) {
    if (m.from !== 'tutor') continue;
    for (const s of m.sentences) if (NEXT_STEP_IN_CHAT.test(s) && !s.endsWith('?')) pushUnique(nextSteps, clip(s), MAX.nextSteps);
  }

  // Observations in the tutor's notes.
  const areasToImprove: string[] = [];
  const strengths: string[] = [];
  for (const s of noteSentences) {
    if (NEEDS_WORK.test(s)) pushUnique(areasToImprove, clip(s), MAX.notes);
    else if (DOING_WELL.test(s)) pushUnique(strengths, clip(s), MAX.notes);
  }

  // Engagement: the student's share of the chat.
  const chatMessages = chat.length;
  const studentMessages = chat.filter((m) => m.from === 'student').length;
  const studentShare = chatMessages ? studentMessages / chatMessages : null;
  const engagementLevel: EngagementLevel = studentShare === null ? 'medium' : studentShare >= 0.4 ? 'high' : studentShare >= 0.2 ? 'medium' : 'low';
  const asked = questions.length ? ` and asked ${questions.length} question${questions.length === 1 ? '' : 's'}` : '';
  const engagement =
    studentShare === null
      ? 'Engagement could not be measured: no chat messages were sent during the session.'
      : `${who} sent ${studentMessages} of the ${chatMessages} chat message${chatMessages === 1 ? '' : 's'} (${Math.round(studentShare * 100)}%)${asked}` +
        {
          high: ', an active share of the conversation.',
          medium: ', a moderate share of the conversation.',
          low: '; the tutor did most of the writing in the chat.',
        }[engagementLevel];

  const notAvailable = [
    ...(chatMessages ? [] : [SESSION_SOURCES.chat]),
    ...(notes ? [] : [SESSION_SOURCES.notes]),
    ...(labels.length ? [] : [SESSION_SOURCES.whiteboard]),
  ];
  const empty = notAvailable.length === 3;
  const used = [
    chatMessages ? `${chatMessages} chat message${chatMessages === 1 ? '' : 's'}` : null,
    notes ? "the tutor's notes" : null,
    labels.length ? `${labels.length} whiteboard label${labels.length === 1 ? '' : 's'}` : null,
  ].filter((x): x is string => x !== null);
  const withWhom = input.studentName?.trim() ? ` with ${input.studentName.trim()}` : '';
  const overview = empty
    ? `Live ${input.subject} session${withWhom}. Nothing was recorded during this session (no in-call chat, tutor's notes or whiteboard text), so there is nothing to summarise yet. Add notes or whiteboard text in the session room and draft again.`
    : `Live ${input.subject} session${withWhom}, drafted from ${joinList(used)}.` +
      (topics.length ? ` Topics: ${joinList(topics)}.` : ' No clear topics could be identified from the record.') +
      (notAvailable.length ? ` Not available: ${joinList(notAvailable)}.` : '');

  return {
    draft: { overview, topics, keyPoints, questions, nextSteps, strengths, areasToImprove, engagement },
    engagementLevel,
    engagementMeasured: studentShare !== null,
    chatMessages,
    studentMessages,
    studentShare,
    whiteboardLabels: labels.length,
    hasTutorNotes: Boolean(notes),
    notAvailable,
    empty,
  };
}

/** The stored content: the summary fields every screen reads, plus the live-session part. */
export function sessionNotesContent(
  draft: SessionNotesDraft,
  analysis: SessionAnalysis,
  meta: { sessionDate: string; engine: LiveSessionNotes['engine'] },
): SessionNotesContent {
  const observations = [...draft.strengths, ...draft.areasToImprove];
  return {
    overview: draft.overview,
    topicsCovered: draft.topics,
    engagement: draft.engagement,
    performance: observations.length ? observations.join(' ') : "No observations about the student's work were found in the tutor's notes.",
    strengths: draft.strengths,
    areasToImprove: draft.areasToImprove,
    nextSteps: draft.nextSteps,
    liveSession: {
      sessionDate: meta.sessionDate,
      engine: meta.engine,
      keyPoints: draft.keyPoints,
      questions: draft.questions,
      chatMessages: analysis.chatMessages,
      studentMessages: analysis.studentMessages,
      studentShare: analysis.studentShare,
      whiteboardLabels: analysis.whiteboardLabels,
      hasTutorNotes: analysis.hasTutorNotes,
      notAvailable: analysis.notAvailable,
    },
  };
}

/** The built-in engine end to end. */
export function writeSessionNotes(input: SessionNotesInput): SessionNotesContent {
  const analysis = analyseSession(input);
  return sessionNotesContent(analysis.draft, analysis, { sessionDate: input.sessionDate, engine: 'built-in' });
}

const bullets = (items: string[], none: string) => (items.length ? items.map((i) => `• ${i}`).join('\n') : none);

/** "Fri, 01 May 2026 10:00 UTC". */
const sessionDateText = (iso: string) => new Date(iso).toUTCString().replace(/:\d\d GMT$/, ' UTC');

/** The plain-text form shown, copied and shared. */
export function renderSessionNotes(
  content: SessionNotesContent,
  meta: { subject: string; studentName?: string | null; engagementLevel: EngagementLevel; engagementMeasured: boolean },
): string {
  const live = content.liveSession;
  const chatMissing = live.notAvailable.includes(SESSION_SOURCES.chat);
  const head = [
    `Session Notes: ${meta.subject}`,
    `Live session: ${sessionDateText(live.sessionDate)}`,
    meta.studentName?.trim() ? `Student: ${meta.studentName.trim()}` : null,
    meta.engagementMeasured ? `Engagement: ${capitalize(meta.engagementLevel)}` : null,
  ].filter(Boolean);
  return [
    head.join('\n'),
    `Overview\n${content.overview}`,
    `Topics Covered\n${bullets(content.topicsCovered, 'None identified from the chat, notes or whiteboard.')}`,
    `Key Points\n${bullets(live.keyPoints, 'None written on the whiteboard or marked in the notes.')}`,
    `Questions Asked\n${bullets(live.questions, chatMissing ? 'Not available: there was no in-call chat.' : 'The student did not ask questions in the chat.')}`,
    `Engagement\n${content.engagement}`,
    content.strengths.length ? `Strengths\n${bullets(content.strengths, '')}` : null,
    content.areasToImprove.length ? `Areas to Improve\n${bullets(content.areasToImprove, '')}` : null,
    `Next Steps\n${bullets(content.nextSteps, 'No homework or next steps were mentioned.')}`,
    live.notAvailable.length ? `Not available: ${joinList(live.notAvailable)}.` : null,
  ]
    .filter(Boolean)
    .join('\n\n');
}
