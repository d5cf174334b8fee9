import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { createContext, use, useCallback, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { Button } from './button';
import { captureOpener, firstFocusable, initialFocusTarget, rememberOpener, returnFocus, type Opener } from './dialog-focus';

export const messages = i18n('dialog', { close: 'Close', cancel: 'Cancel' });

export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const OpenContext = createContext(false);

/** Radix's Root, telling DialogContent whether it is open, controlled or not. */
export function Dialog({ open: openProp, defaultOpen = false, onOpenChange, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const change = (next: boolean) => {
    setUncontrolled(next);
    onOpenChange?.(next);
  };
  return (
    <OpenContext value={open}>
      <DialogPrimitive.Root open={open} onOpenChange={change} {...props} />
    </OpenContext>
  );
}

/**
 * The dialog's opener, read in the render that opens it. That render runs before React commits
 * anything, so the opener still has focus even when the commit removes it (a menu item, or a
 * dialog the new one replaces). Radix renders the content itself a commit later, inside its
 * portal, which is too late. The opener is kept after closing, for the focus to return to it.
 */
function useOpener(open: boolean): Opener | null {
  const [state, setState] = useState(() => ({ open, opener: open ? captureOpener() : null }));
  if (state.open !== open) setState({ open, opener: open ? captureOpener() : state.opener });
  return state.opener;
}

/**
 * A body that scrolls with nothing focusable in it (read-only details on a phone) takes focus
 * itself, so it can be scrolled from the keyboard (axe rule scrollable-region-focusable).
 * A callback ref: it watches the body's size for as long as the body is there.
 */
function keyboardScrollable(body: HTMLDivElement | null): (() => void) | undefined {
  if (!body || typeof ResizeObserver === 'undefined') return;
  const update = () => {
    if (body.scrollHeight > body.clientHeight && !firstFocusable(body)) body.tabIndex = 0;
    else body.removeAttribute('tabindex');
  };
  const observer = new ResizeObserver(update);
  observer.observe(body);
  if (body.firstElementChild) observer.observe(body.firstElementChild);
  return () => observer.disconnect();
}

/**
 * The dialog panel with overlay, title and optional description. Radix traps focus, closes on
 * Escape and labels the dialog by its title, so every dialog gets that for free. On top of that
 * focus starts on the first field, or on Cancel, not on the Close button, and goes
 * back to the control that opened the dialog when it closes (see dialog-focus.ts).
 */
export function DialogContent({
  title,
  description,
  children,
  footer,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title' | 'ref'> & {
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
}) {
  const opener = useOpener(use(OpenContext));
  const contentRef = useRef<HTMLDivElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const bodyCallbackRef = useCallback((el: HTMLDivElement | null) => {
    bodyRef.current = el;
    return keyboardScrollable(el);
  }, []);
  const footerRef = useRef<HTMLDivElement>(null);
  const t = useMessages(messages);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
      <DialogPrimitive.Content
        ref={(el) => {
          contentRef.current = el;
          // A dialog opened from this one can then fall back to this one's opener.
          if (el && opener) rememberOpener(el, opener);
        }}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = initialFocusTarget(contentRef.current, bodyRef.current, footerRef.current);
          if (!target) return; // Radix then focuses the first control itself.
          event.preventDefault();
          target.focus();
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          returnFocus(opener);
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
          // Clear of the toasts' band at the bottom (see index.css, toaster-host.tsx).
          'tall:top-[calc(50%-4rem)] tall:max-h-[calc(100dvh-10rem)]',
          'rounded-xl border border-border bg-card text-card-foreground shadow-xl focus:outline-none',
          className,
        )}
        // Without a description Radix warns unless aria-describedby is explicitly unset.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        {/* A phone's dialog keeps its height for the content: a tighter frame, and the actions side by
            side in one row, wrapping only when their labels do not fit (decision 134). */}
        <div className="flex items-start justify-between gap-4 border-b border-border p-4 sm:p-5">
          <div className="space-y-1">
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground" aria-label={t.close}>
            <X className="h-4 w-4" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        <div ref={bodyCallbackRef} data-dialog-body className="overflow-y-auto p-4 sm:p-5">
          {children}
        </div>
        {footer && (
          <div ref={footerRef} className="flex flex-wrap justify-end gap-2 border-t border-border p-3 *:grow sm:p-4 sm:*:grow-0">
            {footer}
          </div>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * The footer every dialog action uses: Cancel, then the action. The action holds its own button
 * while it runs; Cancel is never held, so no dialog is stuck while a request hangs (offline, a
 * server that does not answer). A request already sent carries on, its outcome toasted (decision 107).
 */
export function DialogActions({
  focusCancel = false,
  cancelLabel,
  children,
}: {
  focusCancel?: boolean;
  /** 'Keep subscription' where 'Cancel' would read as the action itself (decision 045). */
  cancelLabel?: string;
  children: ReactNode;
}) {
  const t = useMessages(messages);
  return (
    <>
      <DialogClose asChild>
        <Button variant="outline" data-autofocus={focusCancel || undefined}>
          {cancelLabel ?? t.cancel}
        </Button>
      </DialogClose>
      {children}
    </>
  );
}
