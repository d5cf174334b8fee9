import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { BrandMark } from '@/components/ui/brand';
import { buttonVariants } from '@/components/ui/button';

const SECTIONS = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#faq', label: 'FAQ' },
];

export function LandingHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <BrandMark />
        <nav aria-label="Primary" className="hidden items-center gap-6 md:flex">
          {SECTIONS.map((s) => (
            <a key={s.href} href={s.href} className="text-sm font-medium text-muted-foreground hover:text-foreground">
              {s.label}
            </a>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AppLink to="/login" className={buttonVariants({ variant: 'ghost' })}>
            Login
          </AppLink>
          <AppLink to="/signup" className={buttonVariants()}>
            Sign Up
          </AppLink>
        </div>
        <button
          type="button"
          className="rounded-lg p-2 hover:bg-muted md:hidden"
          aria-expanded={open}
          aria-controls="landing-mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
        </button>
      </div>
      <nav id="landing-mobile-menu" aria-label="Mobile" hidden={!open} className="border-t border-border bg-background px-4 pb-4 md:hidden">
        <ul className="space-y-1 py-2">
          {SECTIONS.map((s) => (
            <li key={s.href}>
              <a href={s.href} onClick={close} className="block rounded-lg px-3 py-2 font-medium hover:bg-muted">
                {s.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="grid grid-cols-2 gap-2">
          <AppLink to="/login" onClick={close} className={buttonVariants({ variant: 'outline' })}>
            Login
          </AppLink>
          <AppLink to="/signup" onClick={close} className={buttonVariants()}>
            Sign Up
          </AppLink>
        </div>
      </nav>
    </header>
  );
}
