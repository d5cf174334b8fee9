import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, DialogActions, DialogContent } from './dialog';

/**
 * A yes/no question in a Radix dialog (delete, status change). The confirm action keeps the
 * dialog open while it runs; the caller closes it on success, so a failure leaves it open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  onConfirm,
  busy = false,
  confirmDisabled = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  busy?: boolean;
  confirmDisabled?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        title={title}
        description={description}
        footer={
          // Cancel has focus as the question opens: Enter must not delete.
          <DialogActions busy={!!busy} focusCancel cancelLabel={cancelLabel}>
            <Button variant={confirmVariant} onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
              {confirmLabel}
            </Button>
          </DialogActions>
        }
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
