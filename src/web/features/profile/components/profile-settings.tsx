import { useEffect } from 'react';
import { toast } from 'sonner';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../api/get-profile';
import { AvatarCard } from './avatar-card';
import { ExpertProfileSection } from './expert-profile-section';
import { PersonalInfoSection } from './personal-info-section';

/** Profile & Settings: the avatar card, personal information and, for tutors, the expert profile. */
export function ProfileSettings({ showExpert }: { showExpert: boolean }) {
  const { data: profile, isPending, error } = useProfile();

  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status === 404)) toast.error('Failed to load profile data.');
  }, [error]);

  if (isPending) {
    return (
      <div className="space-y-4" aria-busy>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (!profile) return <p className="py-12 text-center text-slate-600 dark:text-slate-400">Profile not found.</p>;
  return (
    <div className="space-y-6">
      <AvatarCard profile={profile} />
      <PersonalInfoSection profile={profile} />
      {showExpert && <ExpertProfileSection />}
    </div>
  );
}
