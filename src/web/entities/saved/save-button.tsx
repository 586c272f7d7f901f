import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { ExpertCard } from '@shared/schemas/experts';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/toast';
import { useSavedExperts, useToggleSaved } from './api';
import { keepPendingSave } from './pending-save';


const sizes = { sm: 'h-8 w-8', md: 'h-9 w-9', lg: 'h-11 w-11' } as const;
const icons = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-5 w-5' } as const;

type Props = {
  expertId: string;
  size?: keyof typeof sizes;
  /** The tutor's name, for the button's label ("Save Priya Sharma"). */
  name?: string;
  /** The tutor's card, so a newly saved tutor shows in the saved list at once. */
  card?: ExpertCard;
  className?: string;
};

/**
 * The heart on cards and profiles. A student saves or removes the tutor at once (optimistic); a guest is sent
 * to sign in and the tutor is saved right after; signed-in tutors and operators do not save tutors.
 */
export function SaveButton({ expertId, size = 'md', name, card, className }: Props) {
  const saved = useSavedExperts();
  const toggle = useToggleSaved();
  const navigate = useNavigate();
  const location = useLocation();
  if (saved.isSignedIn && !saved.canSave) return null;
  const pressed = saved.isSaved(expertId);
  const label = name ? `Save ${name}` : 'Save tutor';

  const onClick = () => {
    if (!saved.isSignedIn) {
      keepPendingSave({ expertId, returnTo: `${location.pathname}${location.search}` });
      notify('info', 'Sign in to save tutors', { description: 'The tutor is saved as soon as you are signed in.' });
      navigate('/auth/student');
      return;
    }
    toggle.mutate(
      { expertId, save: !pressed, card },
      { onError: (err) => notify('error', pressed ? 'Could not remove the tutor' : 'Could not save the tutor', { description: errorMessage(err) }) },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={pressed ? 'Saved — click to remove' : 'Save tutor'}
      onClick={onClick}
      data-testid="save-button"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        pressed
          ? 'border-rose-200 bg-rose-50 text-rose-600 hover:bg-rose-100 dark:border-rose-900 dark:bg-rose-950/60 dark:text-rose-300'
          : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50 hover:text-rose-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800',
        sizes[size],
        className,
      )}
    >
      <Heart className={cn(icons[size], pressed && 'fill-current')} aria-hidden />
    </button>
  );
}
