import { useId, useRef } from 'react';
import { ImageUp, Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import { MAX_AVATAR_BYTES } from '@shared/schemas/profiles';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useUploadAvatar } from '../../../entities/profile/api';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Optional profile photo: checked here for a quick answer, sniffed again by the server. */
export function PhotoPicker({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
      toast.error('Invalid file', { description: 'Please choose a PNG, JPEG, WebP or GIF image.' });
    } else if (file.size > MAX_AVATAR_BYTES) {
      toast.error('Invalid file', { description: 'The photo must be 2 MB or smaller.' });
    } else {
      upload.mutate(file, {
        onSuccess: (r) => onChange(r.avatarUrl),
        onError: (err) => toast.error('Upload failed', { description: errorMessage(err, 'Failed to submit your information. Please try again.') }),
      });
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div>
      <Label htmlFor={id}>Profile Photo (optional)</Label>
      <div className="flex items-center gap-4">
        <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
          {value ? <img src={value} alt="Profile photo preview" className="h-full w-full object-cover" /> : <ImageUp className="h-6 w-6 text-slate-400" aria-hidden />}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input id={id} ref={input} type="file" accept={ACCEPT} className="sr-only" onChange={(e) => onFile(e.target.files?.[0])} />
          <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
            {value ? 'Change Photo' : 'Upload Photo'}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              Remove
            </Button>
          )}
          <p className="w-full text-xs text-slate-600 dark:text-slate-400">PNG, JPEG, WebP or GIF, up to 2 MB.</p>
        </div>
      </div>
    </div>
  );
}
