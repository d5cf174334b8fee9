import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogActions, DialogContent } from './dialog';

/**
 * The add/edit dialog every resource uses: Cancel and a submit button bound to the form by id.
 * The submit button is held while saving (a failed save keeps the dialog and its input); Cancel,
 * Escape and × always close, so a request that never answers cannot hold the dialog (decision 107).
 */
export function FormDialog({
  title,
  description,
  className,
  formId,
  submitLabel,
  isSaving,
  submitDisabled = false,
  onClose,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description: string;
  className?: string;
  formId: string;
  submitLabel: string;
  isSaving: boolean;
  /** Holds the submit button until the form is complete (the invoice form uses it). */
  submitDisabled?: boolean;
  onClose: () => void;
  /** A dialog whose success puts the focus elsewhere (a re-draft focuses the new version) prevents the return to the opener here. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={title}
        description={description}
        className={className}
        onCloseAutoFocus={onCloseAutoFocus}
        footer={
          <DialogActions>
            <Button type="submit" form={formId} loading={isSaving} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </DialogActions>
        }
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
