import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The student area frame: "Back to Home" and the page's title (the area's sections are in the layout's navigation). */
export function StudentShell({ children, title = 'Student Dashboard' }: { children: ReactNode; title?: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Link to="/" className="inline-flex items-center gap-1 whitespace-nowrap text-sm text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Home
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
