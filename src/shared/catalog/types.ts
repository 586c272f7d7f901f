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
  /** Subjects: the broader subject's code ("Physics" → "Science"); exams and boards: none. */
  parent?: string;
  /** Exams: the subjects (codes) the exam covers; the category students browse for it. */
  subjects?: string[];
  /** Exams: the catalogue category that prepares for it ("JEE Preparation"). */
  category?: string;
  /** Picker hint shown under the chip. */
  hint?: string;
};
