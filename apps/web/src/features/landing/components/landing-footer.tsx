import { AppLink } from '@/components/ui/app-link';
import { BrandMark } from '@/components/ui/brand';
import { standaloneLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('landing-footer', {
  tagline: 'Studio management for tailors and fashion designers.',
  footer: 'Footer',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  login: 'Login',
  signUp: 'Sign Up',
  copyright: params('© {year} Atelier. All rights reserved.'),
});

export function LandingFooter() {
  const t = useMessages(messages);
  return (
    <footer className="defer-render border-t border-border bg-card/50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <BrandMark />
          <p className="text-sm text-muted-foreground">{t.tagline}</p>
        </div>
        <nav aria-label={t.footer}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <AppLink to="/terms" className={cn(standaloneLinkClasses, 'text-muted-foreground hover:text-foreground')}>
                {t.terms}
              </AppLink>
            </li>
            <li>
              <AppLink to="/privacy" className={cn(standaloneLinkClasses, 'text-muted-foreground hover:text-foreground')}>
                {t.privacy}
              </AppLink>
            </li>
            <li>
              <AppLink to="/login" className={cn(standaloneLinkClasses, 'text-muted-foreground hover:text-foreground')}>
                {t.login}
              </AppLink>
            </li>
            <li>
              <AppLink to="/signup" className={cn(standaloneLinkClasses, 'text-muted-foreground hover:text-foreground')}>
                {t.signUp}
              </AppLink>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        {t.copyright({ year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
