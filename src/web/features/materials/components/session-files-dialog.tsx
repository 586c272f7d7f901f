import { useState } from 'react';
import { Paperclip, Trash2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { MATERIAL_ACCEPT, MATERIAL_MAX_BYTES, MATERIAL_TOO_LARGE } from '@shared/schemas/materials';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Label, NativeSelect } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useTutorSessions } from '../../../entities/ai-content/api';
import { TutorSessionOptions } from '../../../entities/ai-content/session-options';
import { useDeleteMaterial, useSessionFiles, useUploadMaterial } from '../api/session-files';

const size = (n: number) => (n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

/** Tutors attach files to one of their sessions; the session's student sees them in Learning Materials. */
export function SessionFilesButton() {
  const [open, setOpen] = useState(false);
  const [bookingId, setBookingId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const sessions = useTutorSessions('all', open);
  const files = useSessionFiles(bookingId);
  const upload = useUploadMaterial();
  const remove = useDeleteMaterial();

  const submit = () => {
    if (!bookingId || !file) return;
    if (file.size > MATERIAL_MAX_BYTES) return void toast.error('Upload failed', { description: MATERIAL_TOO_LARGE });
    upload.mutate(
      { bookingId, file, title: title.trim() || undefined },
      {
        onSuccess: (m) => {
          setFile(null);
          setTitle('');
          toast.success('File Shared', { description: `${m.title} is now in your student's Learning Materials.` });
        },
        onError: (err) => toast.error('Upload failed', { description: errorMessage(err) }),
      },
    );
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Paperclip className="h-4 w-4" aria-hidden /> Share a file
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Share a file with a student" description="PDF, images, text, DOCX or PPTX, up to 10 MB, attached to one of your sessions.">
        <div className="space-y-3">
          <div>
            <Label htmlFor="files-session">Session</Label>
            <NativeSelect id="files-session" value={bookingId} onChange={(e) => setBookingId(e.target.value)}>
              <TutorSessionOptions sessions={sessions.data?.items} blankLabel="Choose a session" emptyLabel="No sessions yet" />
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor="files-file">File</Label>
            <Input id="files-file" type="file" accept={MATERIAL_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="h-auto py-1.5" />
          </div>
          <div>
            <Label htmlFor="files-title">Title (optional)</Label>
            <Input id="files-title" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Defaults to the file name" />
          </div>
          <Button className="w-full" disabled={!bookingId || !file || upload.isPending} onClick={submit}>
            <Upload className="h-4 w-4" aria-hidden /> {upload.isPending ? 'Uploading…' : 'Upload and share'}
          </Button>
          {bookingId && (
            <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800" aria-label="Files for this session">
              {files.data?.items.map((f) => (
                <li key={f.id} className="flex items-center gap-2 py-2">
                  <a href={f.downloadUrl} className="min-w-0 flex-1 truncate text-brand-700 hover:underline dark:text-brand-100">
                    {f.title}
                  </a>
                  <span className="text-slate-500">{size(f.sizeBytes)}</span>
                  <Button variant="ghost" size="icon" aria-label={`Delete file ${f.title}`} onClick={() => remove.mutate(f.id, { onError: () => toast.error('Failed to delete file.') })}>
                    <Trash2 className="h-4 w-4" />
                  </Button>
                </li>
              ))}
              {files.data?.items.length === 0 && <li className="py-2 text-slate-500">No files attached to this session yet.</li>}
            </ul>
          )}
        </div>
      </Dialog>
    </>
  );
}
