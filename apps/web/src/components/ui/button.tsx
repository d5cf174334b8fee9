import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm',
  secondary: 'bg-muted text-foreground hover:bg-border',
  outline: 'border border-input bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-white hover:opacity-90 dark:text-background',
  // Underlined and 24 px high: they sit in running text ('Resend Code') and must be hit on a phone (WCAG 2.5.8).
  link: 'text-primary underline underline-offset-4 hover:decoration-2 px-0 h-auto min-h-6',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
};

/** A label allowed onto two lines keeps the size's height as its least (cn does not merge classes). */
const wrappingSizes: Record<ButtonSize, string> = {
  sm: 'min-h-8 py-1 px-3 text-sm',
  md: 'min-h-10 py-2 px-4 text-sm',
  lg: 'min-h-12 py-2 px-6 text-base',
  icon: 'h-10 w-10',
};

/** The button classes, for links that should look like buttons. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  wrap = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; wrap?: boolean; className?: string } = {}) {
  const sized = variant === 'link' ? 'text-sm' : (wrap ? wrappingSizes : sizes)[size];
  return cn(base, wrap ? 'whitespace-normal text-center' : 'whitespace-nowrap', variants[variant], sized, className);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  /** The label may break over two lines where the button is narrower than it (a card two to a row at 375 px). */
  wrap?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant, size, wrap, loading = false, className, disabled, children, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonVariants({ variant, size, wrap, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
