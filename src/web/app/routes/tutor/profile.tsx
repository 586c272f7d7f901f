import { ProfileSettings } from '../../../features/profile/components/profile-settings';

export function Component() {
  return (
    <div className="mx-auto max-w-3xl">
      <ProfileSettings showExpert />
    </div>
  );
}
