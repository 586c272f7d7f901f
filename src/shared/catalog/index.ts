// The facet catalogue: one vocabulary for queries, tutor profiles, pickers, the provider prompt and the taxonomy.
export type { FacetEntry, FacetKind } from './types';
export { SUBJECTS, subjectEntry, ancestorsOf, descendantsOf, isSchoolSubject } from './subjects';
export { EXAMS, BOARDS, GRADES, AUDIENCES, CATALOGUE, entriesOf, findEntry, withBroader, narrowerOf } from './facets';
