import type { ReactNode } from 'react';

export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_p]:mt-2 [&_p]:text-slate-700 dark:[&_p]:text-slate-300">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-sm text-slate-500">Last updated {updated}</p>
      {children}
    </article>
  );
}
