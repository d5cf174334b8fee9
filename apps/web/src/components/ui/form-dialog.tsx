import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

/**
 * The add/edit dialog every resource uses: Cancel and a submit button bound to the form by id,
 * both held while saving, and no closing mid-save (a failed save keeps the dialog and its input).
 */
export function FormDialog({
  title,
  description,
  className,
  formId,
  submitLabel,
  isSaving,
  onClose,
  children,
}: {
  title: string;
  description: string;
  className?: string;
  formId: string;
  submitLabel: string;
  isSaving: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && !isSaving && onClose()}>
      <DialogContent
        title={title}
        description={description}
        className={className}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSaving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" form={formId} loading={isSaving}>
              {submitLabel}
            </Button>
          </>
        }
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
