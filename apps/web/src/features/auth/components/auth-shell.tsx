import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VisitorLanguage } from '@/components/layout/visitor-language';
import { BrandMark } from '@/components/ui/brand';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { MAIN_ID, SkipLink } from '@/components/ui/skip-link';
import { cn } from '@/lib/cn';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const authShellMessages = i18n('auth-shell', { backToLogin: 'Back to login' });

/** The footer of the pages reached from the sign-in page (forgot, reset, undo an email change). */
export function BackToLogin() {
  const t = useMessages(authShellMessages);
  return (
    <Link to="/login" className={inlineLinkClasses}>
      {t.backToLogin}
    </Link>
  );
}

/** The centred frame every auth page uses: brand, one h1, optional description, the form. */
export function AuthShell({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-background px-4 pt-8 pb-36 sm:justify-center sm:py-12">
      <SkipLink />
      <BrandMark className="mb-6" />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={cn('w-full rounded-2xl border border-border bg-card p-5 shadow-sm outline-none sm:p-8', wide ? 'max-w-4xl' : 'max-w-md')}
      >
        <div className="mb-6 space-y-1.5 text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {children}
      </main>
      {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
      <VisitorLanguage className="mt-6" />
    </div>
  );
}
