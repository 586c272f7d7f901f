import type { Offering } from '@shared/schemas/offerings';
import { formatMoney } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

type Props = { offer: Offering | null; onClose: () => void; onEdit: (o: Offering) => void };

export function OfferViewDialog({ offer, onClose, onEdit }: Props) {
  return (
    <Dialog open={!!offer} onOpenChange={(o) => !o && onClose()} title={offer?.title ?? 'Offer'}>
      {offer && (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Price</dt>
              <dd className="font-medium">{formatMoney(offer.price)}</dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Status</dt>
              <dd>{offer.isActive ? <Badge tone="green">Published</Badge> : <Badge>Draft</Badge>}</dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Duration</dt>
              <dd className="font-medium">{offer.durationMinutes} minutes</dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Max students</dt>
              <dd className="font-medium">{offer.maxStudents}</dd>
            </div>
            {offer.category && (
              <div className="col-span-2">
                <dt className="text-slate-500 dark:text-slate-400">Category</dt>
                <dd className="font-medium">{offer.category}</dd>
              </div>
            )}
          </dl>
          <div className="text-sm">
            <h3 className="text-slate-500 dark:text-slate-400">Description</h3>
            <p className="mt-1 whitespace-pre-wrap">{offer.description?.trim() || 'No description provided.'}</p>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onEdit(offer)}>Edit Offer</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
