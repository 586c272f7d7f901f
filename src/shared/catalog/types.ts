// The facet catalogue's shape: one entry per thing a student can ask for and a tutor can teach. The query
// vocabulary, the provider prompt, the tutor-side pickers, the reference taxonomy and the seed are all read
// from entries of this shape, so adding an exam or a board is one entry in one place.

export type FacetKind = 'subject' | 'exam' | 'board' | 'level' | 'grade' | 'audience' | 'style' | 'language' | 'time';

export type FacetEntry = {
  kind: FacetKind;
  /** The stored value: what a profile holds and what search criteria carry ("Mathematics", "CBSE", "JEE"). */
  code: string;
  /** What a picker shows. */
  label: string;
  /**
   * Regular-expression sources matched against lower-cased text (a student's query or a tutor's bio).
   * Word boundaries are the entry's own business.
   */
  patterns: string[];
  /** Other names and spellings, matched as whole words ("maths", "math"). */
  aliases: string[];
  /**
   * The broader entry's code, of the same kind: a subject's ("Physics" → "Science"), a specific exam's ("Maths
   * Olympiad" → "Olympiad"), a state's board ("Gujarat Board" → "State Board"). A query naming the narrower one
   * also carries the broader one after it, so a tutor who declared only the broader one still partly meets it.
   */
  parent?: string;
  /**
   * Exams: the subjects (codes) the exam covers. A query naming the exam and no subject asks for these
   * ("RMO" → Mathematics, "DELF" → French, "NEET" → Physics, Chemistry, Biology).
   */
  subjects?: string[];
  /** Exams: the catalogue category that prepares for it ("JEE Preparation"). */
  category?: string;
  /** Picker hint shown under the chip. */
  hint?: string;
  /**
   * Subjects: a grouping students name when they mean any of its sub-categories ("science" → Physics, Chemistry,
   * Biology; "coding" → Python, Java…). A query naming it asks for the whole family; a more specific subject in
   * the same query wins ("Python coding" means Python).
   */
  broad?: boolean;
  /**
   * Subjects: a heading over subjects rather than one taught as such ("Languages", "Writing"). A request for a
   * subject nobody teaches is not widened to it.
   */
  heading?: boolean;
};
