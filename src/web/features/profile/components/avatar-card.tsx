import { useRef } from 'react';
import { BadgeCheck, Camera, Clock } from 'lucide-react';
import { toast } from 'sonner';
import { MAX_AVATAR_BYTES, type UserProfile } from '@shared/schemas/profiles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useUploadAvatar } from '../../../entities/profile/api';
import { useUpdateProfile } from '../api/update-profile';
import { formatDate } from '../../../lib/format';

export function AvatarCard({ profile }: { profile: UserProfile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const update = useUpdateProfile();
  const name = profile.fullName?.trim() || profile.username || profile.email;
  const initials = name.split(/\s+/).map((p) => p[0]).join('').slice(0, 2).toUpperCase();

  const onFile = async (file?: File) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml' || file.size > MAX_AVATAR_BYTES) {
      toast.error('Failed to update profile.', { description: 'Please choose a PNG, JPEG, WebP or GIF image of at most 2 MB.' });
      return;
    }
    try {
      const { avatarUrl } = await upload.mutateAsync(file);
      await update.mutateAsync({ avatarUrl });
      toast.success('Success', { description: 'Profile updated successfully.' });
    } catch (err) {
      toast.error('Failed to update profile.', { description: errorMessage(err) });
    }
  };

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left">
        <div className="relative">
          <div className="flex h-20 w-20 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-semibold text-brand-700">
            {profile.avatarUrl ? <img src={profile.avatarUrl} alt={`${name}'s photo`} className="h-full w-full object-cover" /> : <span aria-hidden>{initials}</span>}
          </div>
          <input ref={input} type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="sr-only" aria-label="Change photo" onChange={(e) => onFile(e.target.files?.[0])} />
          <Button size="icon" variant="outline" className="absolute -bottom-1 -right-1 h-8 w-8 rounded-full" aria-label="Change photo" onClick={() => input.current?.click()} disabled={upload.isPending || update.isPending}>
            <Camera className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="truncate text-xl font-semibold">{name}</h2>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{profile.email}</p>
          {profile.userType === 'tutor' &&
            (profile.isVerified ? (
              <Badge tone="green">
                <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> Verified
              </Badge>
            ) : (
              <Badge tone="yellow">
                <Clock className="h-3.5 w-3.5" aria-hidden /> Pending Verification
              </Badge>
            ))}
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Member since {formatDate(profile.createdAt, profile.timezone)} · Last login {profile.lastLoginAt ? formatDate(profile.lastLoginAt, profile.timezone) : 'Never'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
