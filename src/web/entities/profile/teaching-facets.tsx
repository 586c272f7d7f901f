// What a tutor teaches, as chips from the facet catalogue: subjects (the tutor's own words allowed), boards,
// exams, a grade range, levels, audiences, teaching styles and languages of instruction. What the tutor's own
// text suggests is offered beside each field, one click to add.
import { Plus } from 'lucide-react';
import { entriesOf, type FacetKind } from '@shared/catalog';
import { FACET_LIMITS, type FacetField, type TutorFacetsDto } from '@shared/schemas/profiles';
import { ChipPicker, type ChipOption } from '../../components/ui/chip-picker';
import { Label, NativeSelect } from '../../components/ui/input';

const optionsOf = (...kinds: FacetKind[]): ChipOption[] =>
  kinds.flatMap((k) => entriesOf(k)).map((e) => ({ value: e.code, label: e.label, hint: e.hint, keywords: e.aliases }));

const OPTIONS = {
  subjects: optionsOf('subject'),
  boards: optionsOf('board'),
  exams: optionsOf('exam'),
  levels: optionsOf('level'),
  audiences: optionsOf('audience'),
  styles: optionsOf('style'),
  languages: optionsOf('language'),
} satisfies Record<FacetField, ChipOption[]>;

const GRADE = /^Grade (\d{1,2})$/;
const gradeOf = (level: string) => Number(GRADE.exec(level)?.[1] ?? NaN);
const isGrade = (level: string) => GRADE.test(level);
const GRADE_NUMBERS = entriesOf('grade').map((e) => gradeOf(e.code)).filter((n) => Number.isInteger(n));

export const emptyTeachingFacets = (): TutorFacetsDto => ({ subjects: [], boards: [], exams: [], levels: [], audiences: [], styles: [], languages: [] });

export const SUGGESTED_LABEL = 'Suggested from your profile';

type FieldSpec = { field: Exclude<FacetField, 'levels'>; label: string; placeholder: string; custom?: boolean };

const FIELDS: FieldSpec[] = [
  { field: 'subjects', label: 'Subjects', placeholder: 'e.g. Mathematics, Physics, or your own', custom: true },
  { field: 'boards', label: 'Boards', placeholder: 'e.g. CBSE, ICSE, IGCSE' },
  { field: 'exams', label: 'Exams you prepare for', placeholder: 'e.g. JEE, NEET, IELTS' },
];
const AFTER_LEVELS: FieldSpec[] = [
  { field: 'audiences', label: 'Who you teach', placeholder: 'e.g. Teens, Working professionals' },
  { field: 'styles', label: 'Teaching style', placeholder: 'e.g. Patient, Exam-focused' },
  { field: 'languages', label: 'Languages you teach in', placeholder: 'e.g. English, Hindi' },
];

type Props = {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  value: TutorFacetsDto;
  onChange: (value: TutorFacetsDto) => void;
  suggestions?: TutorFacetsDto;
  /** Facets edited elsewhere on the page (the wizard asks for languages on its own). */
  omit?: FacetField[];
};

function GradeRange({ idPrefix, levels, onChange }: { idPrefix: string; levels: string[]; onChange: (levels: string[]) => void }) {
  const grades = levels.filter(isGrade).map(gradeOf).sort((a, b) => a - b);
  const from = grades[0];
  const to = grades.at(-1);
  const set = (nextFrom: number | undefined, nextTo: number | undefined) => {
    const others = levels.filter((l) => !isGrade(l));
    if (nextFrom === undefined && nextTo === undefined) return onChange(others);
    const lo = Math.min(nextFrom ?? nextTo!, nextTo ?? nextFrom!);
    const hi = Math.max(nextFrom ?? nextTo!, nextTo ?? nextFrom!);
    onChange([...others, ...GRADE_NUMBERS.filter((n) => n >= lo && n <= hi).map((n) => `Grade ${n}`)]);
  };
  const pick = (v: string) => (v ? Number(v) : undefined);
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">School grades (optional)</legend>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={`${idPrefix}-grade-from`} className="sr-only">
          From grade
        </Label>
        <NativeSelect id={`${idPrefix}-grade-from`} className="w-32" value={from ?? ''} onChange={(e) => set(pick(e.target.value), to)}>
          <option value="">From</option>
          {GRADE_NUMBERS.map((n) => (
            <option key={n} value={n}>
              Grade {n}
            </option>
          ))}
        </NativeSelect>
        <span className="text-sm text-slate-600 dark:text-slate-400" aria-hidden>
          to
        </span>
        <Label htmlFor={`${idPrefix}-grade-to`} className="sr-only">
          To grade
        </Label>
        <NativeSelect id={`${idPrefix}-grade-to`} className="w-32" value={to ?? ''} onChange={(e) => set(from, pick(e.target.value))}>
          <option value="">To</option>
          {GRADE_NUMBERS.map((n) => (
            <option key={n} value={n}>
              Grade {n}
            </option>
          ))}
        </NativeSelect>
      </div>
    </fieldset>
  );
}

export function TeachingFacetsFields({ idPrefix, value, onChange, suggestions, omit = [] }: Props) {
  const set = (field: FacetField, list: string[]) => onChange({ ...value, [field]: list });
  const suggested = (field: FacetField) => suggestions?.[field] ?? [];
  const picker = ({ field, label, placeholder, custom }: FieldSpec) =>
    omit.includes(field) ? null : (
      <div key={field}>
        <Label htmlFor={`${idPrefix}-${field}`}>{label}</Label>
        <ChipPicker
          id={`${idPrefix}-${field}`}
          value={value[field]}
          onChange={(list) => set(field, list)}
          options={OPTIONS[field]}
          suggestions={suggested(field)}
          suggestionsLabel={SUGGESTED_LABEL}
          allowCustom={custom}
          maxLength={FACET_LIMITS.subjectLength}
          maxItems={FACET_LIMITS.items}
          placeholder={placeholder}
        />
      </div>
    );
  const levels = value.levels.filter((l) => !isGrade(l));
  const suggestedGrades = suggested('levels').filter((l) => isGrade(l) && !value.levels.includes(l));
  return (
    <div className="space-y-4">
      {FIELDS.map(picker)}
      {!omit.includes('levels') && (
        <>
          <div>
            <GradeRange idPrefix={idPrefix} levels={value.levels} onChange={(list) => set('levels', list)} />
            {suggestedGrades.length > 0 && (
              <div className="mt-2 flex flex-wrap items-center gap-1.5">
                <span className="text-xs text-slate-600 dark:text-slate-400">{SUGGESTED_LABEL}:</span>
                <button
                  type="button"
                  onClick={() => set('levels', [...value.levels, ...suggestedGrades])}
                  className="inline-flex items-center gap-1 rounded-full border border-dashed border-slate-400 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-200 dark:hover:text-brand-100"
                >
                  <Plus className="h-3 w-3" aria-hidden />
                  Add {suggestedGrades.join(', ')}
                </button>
              </div>
            )}
          </div>
          <div>
            <Label htmlFor={`${idPrefix}-levels`}>Levels</Label>
            <ChipPicker
              id={`${idPrefix}-levels`}
              value={levels}
              onChange={(list) => set('levels', [...list, ...value.levels.filter(isGrade)])}
              options={OPTIONS.levels}
              suggestions={suggested('levels').filter((l) => !isGrade(l))}
              suggestionsLabel={SUGGESTED_LABEL}
              maxItems={FACET_LIMITS.items}
              placeholder="e.g. Beginner, Advanced, Undergraduate"
            />
          </div>
        </>
      )}
      {AFTER_LEVELS.map(picker)}
    </div>
  );
}

/** The facets as read-only chips, for a profile summary. */
export function facetLabel(field: FacetField, code: string): string {
  if (field === 'levels' && isGrade(code)) return code;
  return OPTIONS[field].find((o) => o.value === code)?.label ?? code;
}
