import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type Props = {
  /** Shown when the user's role may edit: the button's name says which record ("Edit Aurore"). */
  onEdit?: () => void;
  editLabel: string;
  onDelete?: () => void;
  deleteLabel: string;
  className?: string;
};

/**
 * A record card's edit and delete icons, each only when the role allows it, named for the record
 * so a screen reader hears which one. Nothing when neither is allowed.
 */
export function RecordActions({ onEdit, editLabel, onDelete, deleteLabel, className }: Props) {
  if (!onEdit && !onDelete) return null;
  return (
    <div className={cn('flex gap-1', className)}>
      {onEdit && (
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={editLabel}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
      )}
      {onDelete && (
        <Button variant="ghost" size="icon" onClick={onDelete} aria-label={deleteLabel} className="text-destructive">
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}
