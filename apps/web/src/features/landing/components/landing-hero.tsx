import { ArrowRight, CalendarClock, Ruler, Scissors } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonVariants } from '@/components/ui/button';

const PREVIEW = [
  { icon: Ruler, title: 'Bridal gown — final fitting', meta: 'Amara O. · 10:30' },
  { icon: Scissors, title: 'Three-piece suit — cutting', meta: 'Jonas W. · due Friday' },
  { icon: CalendarClock, title: 'Hem alteration — pickup', meta: 'Lena K. · 16:00' },
];

export function LandingHero() {
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">For tailors, designers and ateliers</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Run your studio, from first measurement to final fitting.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            Atelier keeps clients, measurements, projects, invoices and patterns in one calm place, so you spend your time at the cutting table, not
            chasing notes.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <AppLink to="/signup" className={buttonVariants({ size: 'lg' })}>
              Get Started <ArrowRight className="h-4 w-4" aria-hidden />
            </AppLink>
            <AppLink to="/login" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Login
            </AppLink>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Free plan forever. Premium and Enterprise start with a 14-day trial, no card required.</p>
        </div>

        <div aria-hidden className="relative mx-auto w-full max-w-md">
          <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/15 via-accent-soft to-transparent blur-2xl" />
          <div className="rounded-2xl border border-border bg-card p-5 shadow-xl">
            <div className="flex items-center justify-between">
              <p className="font-semibold">Today in the studio</p>
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-foreground">3 tasks</span>
            </div>
            <ul className="mt-4 space-y-3">
              {PREVIEW.map(({ icon: Icon, title, meta }) => (
                <li key={title} className="flex items-center gap-3 rounded-xl border border-border p-3">
                  <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="h-4 w-4" />
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{title}</span>
                    <span className="block text-xs text-muted-foreground">{meta}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-4 grid grid-cols-3 gap-2 text-center">
              {[
                ['12', 'Active clients'],
                ['5', 'Projects'],
                ['$2,480', 'This month'],
              ].map(([value, label]) => (
                <div key={label} className="rounded-lg bg-muted p-2">
                  <p className="text-sm font-semibold">{value}</p>
                  <p className="text-[11px] text-muted-foreground">{label}</p>
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
