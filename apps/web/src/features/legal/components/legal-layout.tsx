import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand';
import { standaloneLinkClasses } from '@/components/ui/link-styles';
import { MAIN_ID, SkipLink } from '@/components/ui/skip-link';
import { cn } from '@/lib/cn';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const LEGAL_UPDATED = '1 November 2025';
export const CONTACT_EMAIL = 'privacy@atelier.app';

export const messages = i18n('legal-layout', {
  backToHome: 'Back to home',
  updated: `Last updated ${LEGAL_UPDATED}`,
  legal: 'Legal',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
});

/** A readable single column for the legal pages. */
export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(messages);
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="border-b border-border bg-card/60">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
          <BrandMark />
          <Link to="/" className={cn(standaloneLinkClasses, 'text-sm font-medium text-primary hover:underline')}>
            {t.backToHome}
          </Link>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10 outline-none sm:px-6">
        <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t.updated}</p>
        <div className="mt-8 space-y-8 leading-relaxed [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ms-5 [&_li]:list-disc [&_p]:mt-3 [&_p]:text-muted-foreground [&_section>ul]:mt-3 [&_section>ul]:space-y-1.5 [&_section>ul]:text-muted-foreground">
          {children}
        </div>
        <nav aria-label={t.legal} className="mt-12 flex gap-6 border-t border-border pt-6 text-sm">
          <Link to="/terms" className={cn(standaloneLinkClasses, 'text-primary hover:underline')}>
            {t.terms}
          </Link>
          <Link to="/privacy" className={cn(standaloneLinkClasses, 'text-primary hover:underline')}>
            {t.privacy}
          </Link>
        </nav>
      </main>
    </div>
  );
}
