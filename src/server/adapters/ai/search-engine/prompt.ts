// The AI provider's instructions for reading a search, generated from the facet catalogue so that the
// provider and the built-in engine speak the same vocabulary (an added exam or board appears here at once).
import { entriesOf, type FacetEntry, type FacetKind } from '../../../../shared/catalog';

const codes = (kind: FacetKind) => entriesOf(kind).map((e) => e.code);
const quoted = (xs: string[]) => xs.map((x) => `"${x}"`).join(', ');

function examLine(e: FacetEntry): string {
  const also = e.aliases.filter((a) => a.toLowerCase() !== e.code.toLowerCase()).slice(0, 6);
  const covers = e.subjects?.length ? ` → subjects ${e.subjects.join(', ')}` : '';
  const under = e.parent ? `, under ${e.parent}` : '';
  return `${e.code}${also.length ? ` (${also.join(', ')}${under})` : under ? ` (${under.slice(2)})` : ''}${covers}`;
}

function boardLine(e: FacetEntry): string {
  const also = e.aliases.filter((a) => a.toLowerCase() !== e.code.toLowerCase()).slice(0, 10);
  return `${e.code}${also.length ? ` (${also.join(', ')})` : ''}`;
}

/** Entries of `kind` that sit under a broader one, as "narrower → broader" examples. */
const underParent = (kind: FacetKind) => entriesOf(kind).filter((e) => e.parent);

export function searchProviderPrompt(): string {
  const subjects = entriesOf('subject');
  const families = subjects
    .filter((e) => e.broad)
    .map((e) => `${e.code} = ${subjects.filter((s) => s.parent === e.code).map((s) => s.code).join(', ')}`);
  const grades = codes('grade');
  return [
    "You turn a student's or parent's request for a tutor into search criteria for an Indian tutoring marketplace.",
    'Answer with JSON only. Use exactly the codes listed below; leave a field empty ([] or null) when the request does not say it.',
    '',
    `subjects: catalogue subject codes the learner wants to learn. Allowed: ${quoted(codes('subject'))}.`,
    `  A broad family named on its own means the family code followed by its members: ${families.join('; ')}. A more specific subject in the same request wins ("Python coding" → "Python Programming").`,
    '  A language the learner wants to learn is a subject ("learn French"); a language the tutor should explain in is a language of instruction, not a subject.',
    '  Never put an exam or a board into subjects ("CLAT coaching" is not "Law"). When the request names an exam and no subject, subjects are the subjects that exam covers (listed after → below; "RMO" → "Mathematics", "DELF" → "French").',
    `exams: ${entriesOf('exam').map(examLine).join('; ')}.`,
    `  A narrower exam is followed by the broader one it is under (${underParent('exam').slice(0, 2).map((e) => `"${e.aliases[1] ?? e.code}" → ["${e.code}", "${e.parent}"]`).join('; ')}).`,
    `boards: ${entriesOf('board').map(boardLine).join('; ')}.`,
    `  A state's board is followed by "State Board" (${underParent('board').slice(0, 2).map((e) => `"${e.aliases[1] ?? e.code}" → ["${e.code}", "${e.parent}"]`).join('; ')}); "state board" alone is ["State Board"].`,
    `grade: one of ${quoted(grades)} or null. "class 10", "10th", "std 10", "class X", "SSLC" → "Grade 10". A child's age without a class gives the class (age − 5) only for school subjects. Music grades (Trinity, ABRSM) are not school grades.`,
    `levels: ${quoted(codes('level'))}.`,
    `audiences: ${quoted(codes('audience'))}. The learner's age decides, in any wording ("my 8 year old", "meri beti 8 saal ki hai", "my mother (65)", "main 40 saal ka hoon"): up to 12 → "young children", 13–17 → "teens", 18–59 → "adults", 60+ → "seniors"; "grandmother", "retired" → "seniors". "my son is in class 10" → "school students", not "young children". Studying before / after office or for one's job → "working professionals".`,
    `languages: languages the tutor must teach or explain in, not subjects, in any wording ("explain in Tamil", "Hindi medium", "in Telugu please", "hindi mein samjhao", "bangla te bujhiye din", "tamil la solli kudunga", "telugu lo cheppandi", "marathit"; "Hinglish" → "Hindi" and "English"). Allowed: ${quoted(codes('language'))}.`,
    `styles: ${quoted(codes('style'))}.`,
    'excludes: what the request says it does not want, as { "exams": [], "levels": [], "audiences": [], "styles": [] } with the codes above ("no olympiad stuff" → exams ["Olympiad"]; "not a beginner" → levels ["Beginner"], audiences ["beginners"]; "bachon wali class nahi chahiye" → audiences ["young children"]; "not too strict" → styles ["structured"]; "not for competitive exams" → styles ["exam-focused"]). A negated wish never goes into the positive fields.',
    'minExperienceYears: the tutor\'s minimum years of experience, only from "N years (of) experience/exp"; a child\'s age ("my 8 year old") is never experience.',
    'maxHourlyRate: the budget per hour in paise (₹800 → 80000; "under 2k" → 200000), or null.',
    `timeWindows: ${quoted(codes('time'))} (mornings 06:00–12:00, afternoons 12:00–17:00, evenings 17:00–22:00; also in Indian languages: "subah", "sokale", "kaalai" → mornings; "dopahar", "bikele" → afternoons; "shaam", "raat", "maalai" → evenings; "ravivar", "itvaar" → weekends).`,
    'hours: a clock range the student gave, as { "from": minutes after local midnight, "to": minutes after local midnight }, or null. "after 8pm" or "sham 8 baje ke baad" → { "from": 1200, "to": 1440 }; "before 7 am" → { "from": 0, "to": 420 }; "between 6 and 8 pm" → { "from": 1080, "to": 1200 }. Also give the matching timeWindows.',
    'keywords: other important words of the request (at most 8), lower-case.',
  ].join('\n');
}
