import { useState, type ReactNode } from 'react';
import { mutateThenClose } from '@/lib/mutate-then-close';
import { Button, type ButtonVariant } from './button';
import { Dialog, DialogActions, DialogContent } from './dialog';

/**
 * The one yes/no question of the app (delete, status change, make public, cancel a plan), in a
 * Radix dialog: focus starts on Cancel and goes back to the control that opened it (dialog.tsx).
 * Mostly mounted only while open, so `open` defaults to true.
 *
 * The confirm button runs `action` and closes the dialog once it succeeded; while it runs the
 * confirm button is held, and a failure (toasted by the query client) leaves the question open.
 * Cancel, Escape and × always close, even mid-request (decision 107): the request carries on and its
 * outcome is toasted. `onConfirm` is for a caller that decides itself when to close.
 */
export function ConfirmDialog({
  open = true,
  onClose,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  action,
  onActionError,
  onConfirm,
  busy = false,
  confirmDisabled = false,
  onCloseAutoFocus,
}: {
  open?: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  action?: () => Promise<unknown>;
  /** Sees a failed action before the dialog stays open (to say why, beside the toast). */
  onActionError?: (error: unknown) => void;
  onConfirm?: () => void;
  busy?: boolean;
  confirmDisabled?: boolean;
  /**
   * Where focus goes on closing, when the opener went with what was confirmed (a removed stage's
   * own Remove button): call `event.preventDefault()` and focus the place yourself.
   */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [running, setRunning] = useState(false);
  const held = busy || running;
  const confirm = async () => {
    onConfirm?.();
    if (!action) return;
    setRunning(true);
    await mutateThenClose(action, onClose, onActionError);
    setRunning(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={title}
        description={description}
        onCloseAutoFocus={onCloseAutoFocus}
        footer={
          // Cancel has focus as the question opens: Enter must not delete.
          <DialogActions focusCancel cancelLabel={cancelLabel}>
            <Button variant={confirmVariant} onClick={() => void confirm()} loading={held} disabled={confirmDisabled}>
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
