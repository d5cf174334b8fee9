import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { VisitorLanguage } from '@/components/layout/visitor-language';
import { AppLink } from '@/components/ui/app-link';
import { BrandMark } from '@/components/ui/brand';
import { buttonVariants } from '@/components/ui/button';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('landing-header', {
  features: 'Features',
  pricing: 'Pricing',
  faq: 'FAQ',
  primary: 'Primary',
  mobile: 'Mobile',
  login: 'Login',
  signUp: 'Sign Up',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
});

const SECTIONS = [
  { href: '#features', label: 'features' },
  { href: '#pricing', label: 'pricing' },
  { href: '#faq', label: 'faq' },
] as const;

export function LandingHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const t = useMessages(messages);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <BrandMark />
        <nav aria-label={t.primary} className="hidden items-center gap-6 md:flex">
          {SECTIONS.map((s) => (
            <a key={s.href} href={s.href} className="text-sm font-medium text-muted-foreground hover:text-foreground">
              {t[s.label]}
            </a>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <VisitorLanguage />
          <AppLink to="/login" className={buttonVariants({ variant: 'ghost' })}>
            {t.login}
          </AppLink>
          <AppLink to="/signup" className={buttonVariants()}>
            {t.signUp}
          </AppLink>
        </div>
        <button
          type="button"
          className="rounded-lg p-2 hover:bg-muted md:hidden"
          aria-expanded={open}
          aria-controls="landing-mobile-menu"
          aria-label={open ? t.closeMenu : t.openMenu}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
        </button>
      </div>
      <nav
        id="landing-mobile-menu"
        aria-label={t.mobile}
        hidden={!open}
        className="border-t border-border bg-background px-4 pb-4 md:hidden"
      >
        <ul className="space-y-1 py-2">
          {SECTIONS.map((s) => (
            <li key={s.href}>
              <a href={s.href} onClick={close} className="block rounded-lg px-3 py-2 font-medium hover:bg-muted">
                {t[s.label]}
              </a>
            </li>
          ))}
        </ul>
        <VisitorLanguage className="mb-2" />
        <div className="grid grid-cols-2 gap-2">
          <AppLink to="/login" onClick={close} className={buttonVariants({ variant: 'outline' })}>
            {t.login}
          </AppLink>
          <AppLink to="/signup" onClick={close} className={buttonVariants()}>
            {t.signUp}
          </AppLink>
        </div>
      </nav>
    </header>
  );
}
