import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { GraduationCap, Menu, X } from 'lucide-react';
import type { Me } from '@shared/schemas/auth';
import { displayName } from '@shared/rules/display-name';
import { Button } from '../ui/button';

type Props = {
  /** The signed-in user; null or undefined for a guest. */
  me: Me | null | undefined;
  onSignOut: () => void;
  /** The notification bell, shown to signed-in users (the app composes it in). */
  bell?: ReactNode;
};

export function TopNav({ me, onSignOut, bell }: Props) {
  const [open, setOpen] = useState(false);
  // The spec: the dashboard link goes to the tutor dashboard if the user has an expert profile.
  const dashboard = me?.expertProfileId ? '/tutor/dashboard' : me?.userType === 'tutor' ? '/tutor/onboarding' : '/student/dashboard';
  const name = displayName(me?.profile?.fullName, me?.email);

  const items = me ? (
    <>
      <Link to={dashboard} className="text-sm font-medium hover:text-brand-600" onClick={() => setOpen(false)}>{name}</Link>
      <Button variant="outline" size="sm" onClick={onSignOut}>Sign Out</Button>
    </>
  ) : (
    <>
      <Link to="/auth/tutor" className="text-sm font-medium hover:text-brand-600" onClick={() => setOpen(false)}>Become an Expert</Link>
      <Button variant="ghost" size="sm" asChild><Link to="/auth/student" onClick={() => setOpen(false)}>Sign In</Link></Button>
      <Button size="sm" asChild><Link to="/auth/student" onClick={() => setOpen(false)}>Sign Up</Link></Button>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4" aria-label="Main">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold">
          <GraduationCap className="h-6 w-6 text-brand-600" aria-hidden />
          ExpertConnect
        </Link>
        <div className="hidden items-center gap-4 md:flex">
          {me && bell}
          {items}
        </div>
        <div className="flex items-center gap-1 md:hidden">
          {me && bell}
          <button className="rounded p-2" aria-label={open ? 'Close menu' : 'Open menu'} aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
          </button>
        </div>
      </nav>
      {open && <div className="flex flex-col items-start gap-3 border-t border-slate-200 px-4 py-4 md:hidden dark:border-slate-800">{items}</div>}
    </header>
  );
}
