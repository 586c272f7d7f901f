// Replaced by the expert discovery feature: the list of expert cards in home, top-rated and AI modes.
export type ExpertListMode = 'home' | 'top-rated' | 'ai';

export function ExpertList(_props: { mode: ExpertListMode }) {
  return <section className="px-4 py-12"><h2 className="text-center text-3xl font-bold">Expert Tutors</h2></section>;
}
