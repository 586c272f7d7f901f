// Provider prompts built from the same facts the built-in writers use, with the same faithfulness rules,
// so a provider only changes the wording.
import type { PlanContext } from './plan-context';
import type { Evidence, SummaryFacts } from './summary-facts';

/** `name` names the output schema in a structured-output request. */
export type Prompt = { name: string; system: string; user: string };

const evidence = (e: Evidence) => ({
  note: e.text || undefined,
  source: e.source === 'chat' ? "the student's own words in the session chat" : "the tutor's notes",
  judgement: e.polarity,
  ...(e.issue ? { difficulty: { kind: e.issue.kind, about: e.issue.focus ?? undefined } } : {}),
  ...(e.quotedUnder ? { sameNoteAs: e.quotedUnder } : {}),
});

export function summaryPrompt(f: SummaryFacts): Prompt {
  return {
    name: 'session_summary',
    system:
      'You write concise, specific session summaries for a private tutor, from the facts given and nothing else. Rules: ' +
      '1) Use only the facts given; never add behaviour, scores, topics or events that are not in them. ' +
      '2) A note whose judgement is "difficulty" or "partial", and a topic whose status is "not yet secure" or "partly secure", ' +
      'is never described as a strength, as confident or as going well. ' +
      '3) A topic whose status is "not recorded" is reported as covered, without saying how it went. ' +
      '4) Quote or paraphrase each note at most once in the whole summary. ' +
      '5) Engagement is described from the tutor rating, the engagement notes and the chat counts only. ' +
      '6) nextSteps: one concrete step per difficulty (what to practise and how much, or how to re-teach it), then progression ' +
      'for secure topics, then a check on topics that were not recorded, then anything set in the session. ' +
      'Fields: overview (two or three sentences), topicsCovered (one item per topic, "Topic: status"), engagement, performance, ' +
      'strengths, areasToImprove, nextSteps. A list with nothing to say holds one sentence saying so.',
    user: JSON.stringify({
      subject: f.subject,
      student: f.studentName,
      followedLessonPlan: f.followedPlanTopic,
      topics: f.topics.map((t) => ({
        topic: t.name,
        status: t.status,
        notes: t.evidence.map(evidence),
        otherNotes: t.notes,
        whiteboard: t.board,
      })),
      notesWithoutTopic: f.general.map(evidence),
      engagement: { tutorRating: f.engagementLevel, notes: f.engagementNotes, chat: f.chat },
      questionsAskedInChat: f.questions,
      whiteboard: f.board,
      setInSession: f.setInSession,
      otherNotes: f.otherNotes,
    }),
  };
}

export function lessonPlanPrompt(c: PlanContext): Prompt {
  const { needs } = c;
  return {
    name: 'lesson_plan',
    system:
      'You write practical lesson plans for a one-to-one tutor, from the facts given. Rules: ' +
      '1) Objectives are grammatical sentences written for the topic kind: a concept is explained and applied; a procedure is ' +
      'carried out without prompts and its steps explained; a skill is modelled, practised and improved; a text is read, analysed ' +
      'and written about. Never paste the topic into a fixed sentence where it does not fit. ' +
      '2) activities: name, minutes, description; the minutes add up exactly to durationMinutes. ' +
      '3) Examples, materials, the check for understanding and the homework suit the grade level. ' +
      '4) Act on every learner need given: visual → visual materials and activities; auditory → explaining aloud; kinaesthetic → a ' +
      'hands-on activity; exam → exam practice and a revision timeline up to the exam in the homework; weakAreas → a targeted ' +
      'warm-up; focus → extra time on it; shortAttention → blocks of ten minutes or less with short breaks; language → key terms ' +
      'in that language; dyslexia → accessible handouts and reading aloud; anxiety → low-stakes checks; stretch → an extension task. ' +
      '5) When lastSessionGaps or previousNextSteps are given, start the warm-up and the first objective from them. ' +
      '6) Use only the facts given and do not invent facts about the student. ' +
      'Fields: title, overview, objectives, materials, activities, assessment, homework.',
    user: JSON.stringify({
      topic: c.topic,
      topicKind: c.shape.kind,
      gradeLevel: c.gradeLevel,
      durationMinutes: c.duration,
      student: c.who === 'the student' ? null : c.who,
      learnerNeeds: {
        visual: needs.visual,
        auditory: needs.auditory,
        kinaesthetic: needs.kinaesthetic,
        exam: needs.exam ? { kind: needs.exam.name, when: needs.exam.when } : null,
        weakAreas: needs.weakAreas,
        focus: needs.focus,
        shortAttention: needs.shortAttention,
        language: needs.language ?? (needs.eal ? 'English as an additional language' : null),
        dyslexia: needs.dyslexia,
        anxiety: needs.anxiety,
        stretch: needs.stretch,
      },
      otherNotes: needs.other,
      lastSessionGaps: c.gaps,
      previousNextSteps: c.previousNextSteps,
    }),
  };
}
