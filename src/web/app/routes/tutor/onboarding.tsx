import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { useMe } from '../../../entities/me/api';
import { OnboardingWizard } from '../../../features/onboarding/components/onboarding-wizard';
import { RequireRole } from '../../guards';

function BackToHome() {
  return (
    <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
      <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Home
    </Link>
  );
}

export function Component() {
  const { data: me, isPending } = useMe();
  if (isPending) return <LoadingText />;
  if (!me) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <p className="text-lg font-medium">Please log in to continue</p>
        <Button asChild>
          <Link to="/auth/tutor">Sign In</Link>
        </Button>
        <BackToHome />
      </div>
    );
  }
  return (
    <RequireRole role="tutor" allowWithoutBio>
      <div className="mx-auto w-full max-w-2xl px-4 py-8">
        <BackToHome />
        <h1 className="mt-4 text-2xl font-bold">Complete Your Expert Profile</h1>
        <p className="mb-6 mt-1 text-sm text-slate-600 dark:text-slate-400">Three quick steps, then we write your bio with you.</p>
        <OnboardingWizard knownName={me.profile?.fullName?.trim() || null} />
      </div>
    </RequireRole>
  );
}
