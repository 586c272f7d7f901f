import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Heart, Receipt, Settings } from 'lucide-react';

/** The student area frame: "Back to Home" and the "Student Dashboard" title. */
export function StudentShell({ children, title = 'Student Dashboard' }: { children: ReactNode; title?: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Link to="/" className="inline-flex items-center gap-1 whitespace-nowrap text-sm text-slate-600 hover:text-brand-700 dark:text-slate-400">
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Home
        </Link>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <Link to="/student/saved" className="inline-flex items-center gap-1 whitespace-nowrap text-sm text-slate-600 hover:text-brand-700 dark:text-slate-400">
            <Heart className="h-4 w-4" aria-hidden /> Saved tutors
          </Link>
          <Link to="/student/payments" className="inline-flex items-center gap-1 whitespace-nowrap text-sm text-slate-600 hover:text-brand-700 dark:text-slate-400">
            <Receipt className="h-4 w-4" aria-hidden /> Payments
          </Link>
          <Link to="/student/settings" className="inline-flex items-center gap-1 whitespace-nowrap text-sm text-slate-600 hover:text-brand-700 dark:text-slate-400">
            <Settings className="h-4 w-4" aria-hidden /> Settings
          </Link>
        </div>
      </div>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
