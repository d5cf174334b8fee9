import { ArrowRight, CalendarClock, Ruler, Scissors } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonVariants } from '@/components/ui/button';
import { i18n, useLocale, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('landing-hero', {
  eyebrow: 'For tailors, designers and ateliers',
  title: 'Run your studio, from first measurement to final fitting.',
  lead:
    'Atelier keeps clients, measurements, projects, invoices and patterns in one calm place, ' +
    'so you spend your time at the cutting table, not chasing notes.',
  getStarted: 'Get Started',
  login: 'Login',
  plans: 'Free plan forever. Premium and Enterprise start with a 14-day trial, no card required.',
  today: 'Today in the studio',
  tasks: '3 tasks',
  fittingTitle: 'Bridal gown — final fitting',
  fittingMeta: 'Amara O. · 10:30',
  cuttingTitle: 'Three-piece suit — cutting',
  cuttingMeta: 'Jonas W. · due Friday',
  pickupTitle: 'Hem alteration — pickup',
  pickupMeta: 'Lena K. · 16:00',
  activeClients: 'Active clients',
  projects: 'Projects',
  thisMonth: 'This month',
});

const PREVIEW = [
  { icon: Ruler, key: 'fitting' },
  { icon: Scissors, key: 'cutting' },
  { icon: CalendarClock, key: 'pickup' },
] as const;

export function LandingHero() {
  const t = useMessages(messages);
  const locale = useLocale();
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{t.title}</h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">{t.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <AppLink to="/signup" className={buttonVariants({ size: 'lg' })}>
              {t.getStarted} <ArrowRight className="h-4 w-4" aria-hidden />
            </AppLink>
            <AppLink to="/login" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t.login}
            </AppLink>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t.plans}</p>
        </div>

        <div aria-hidden className="relative mx-auto w-full max-w-md">
          <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/15 via-accent-soft to-transparent blur-2xl" />
          <div className="rounded-2xl border border-border bg-card p-5 shadow-xl">
            <div className="flex items-center justify-between">
              <p className="font-semibold">{t.today}</p>
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-foreground">{t.tasks}</span>
            </div>
            <ul className="mt-4 space-y-3">
              {PREVIEW.map(({ icon: Icon, key }) => (
                <li key={key} className="flex items-center gap-3 rounded-xl border border-border p-3">
                  <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="h-4 w-4" />
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">{t[`${key}Title`]}</span>
                    <span className="block text-xs text-muted-foreground">{t[`${key}Meta`]}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-4 grid grid-cols-3 gap-2 text-center">
              {[
                ['12', t.activeClients],
                ['5', t.projects],
                // In the plans' currency until plans have prices per currency (decision 203), as the page's language writes it.
                [new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(2480), t.thisMonth],
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
