import { Link } from 'react-router';
import { Brain, CalendarClock, Globe2, Route, ShieldCheck, Video } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const STATS = [
  ['10K+', 'Expert Mentors'],
  ['50K+', 'Learning Sessions'],
  ['100+', 'Skill Categories'],
  ['98%', 'Satisfaction Rate'],
] as const;

const FEATURES = [
  { icon: Brain, title: 'AI Discovery & Matching', text: 'Describe your needs in plain words; AI finds the experts that fit your grade, board, language and goals.' },
  { icon: CalendarClock, title: 'Smart Scheduling', text: 'Book open slots in your own time zone, with reminders and easy rescheduling.' },
  { icon: Video, title: 'Live Video Sessions', text: 'Meet in the browser with a whiteboard, screen sharing and AI session notes.' },
  { icon: ShieldCheck, title: 'Verified Experts', text: 'Every badge means checked identity and qualifications.' },
  { icon: Route, title: 'Personalized Learning Paths', text: 'Session summaries and lesson plans that build on each other.' },
  { icon: Globe2, title: 'Global Community', text: 'Learn from experts around the world, one to one or in small groups.' },
];

export function Stats() {
  return (
    <section className="border-y border-slate-200 bg-white px-4 py-8 dark:border-slate-800 dark:bg-slate-950">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-6 text-center sm:grid-cols-4">
        {STATS.map(([value, label]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-3xl font-bold text-brand-600">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function WhyChoose() {
  return (
    <section className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 className="text-center text-3xl font-bold">Why Choose ExpertConnect?</h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
              <Icon className="h-8 w-8 text-brand-600" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-slate-600 dark:text-slate-400">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export function CallToAction() {
  return (
    <section className="bg-brand-600 px-4 py-16 text-center text-white">
      <h2 className="text-3xl font-bold">Ready to start learning?</h2>
      <p className="mx-auto mt-2 max-w-xl text-brand-100">Thousands of experts are ready to help you reach your goals.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button size="lg" variant="secondary" asChild><Link to="/discover-experts">Find Your Expert</Link></Button>
        <Button size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-white/10" asChild><Link to="/auth/tutor">Become an Expert</Link></Button>
      </div>
    </section>
  );
}
