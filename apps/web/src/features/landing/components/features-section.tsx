import { CalendarDays, FolderKanban, PenTool, Ruler, Sparkles, Users } from 'lucide-react';

import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('features-section', {
  title: 'Everything your workroom needs',
  subtitle: 'Built with tailors, alteration services and bridal boutiques in mind.',
  clientsTitle: 'Client Management',
  clientsText: 'Every client with contact details, notes, order history and status, searchable in a second.',
  measurementsTitle: 'Measurements',
  measurementsText: 'Standard measurement sets per garment type plus your own custom ones, kept per client.',
  projectsTitle: 'Project Management',
  projectsText: 'Track each order from planning to delivery with priority, progress, due date and budget.',
  calendarTitle: 'Calendar Scheduling',
  calendarText: 'Consultations, fittings and deliveries in one month view, with what is coming up this week.',
  patternsTitle: 'Patterns',
  patternsText: 'Sketch patterns on a digital canvas, save them with their details and keep your library close.',
  aiTitle: 'Made-to-Measure Patterns',
  // Decision 039: the generator drafts by pattern-making rules; no AI is involved.
  aiText: 'Pick a client and a garment: a sewing pattern drafted to their measurements, with materials and steps, printable at true scale.',
});

const FEATURES = [
  { icon: Users, key: 'clients' },
  { icon: Ruler, key: 'measurements' },
  { icon: FolderKanban, key: 'projects' },
  { icon: CalendarDays, key: 'calendar' },
  { icon: PenTool, key: 'patterns' },
  { icon: Sparkles, key: 'ai' },
] as const;

export function FeaturesSection() {
  const t = useMessages(messages);
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 border-t border-border bg-card/50 py-16 md:py-24 defer-render"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="features-title" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
            {t.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{t.subtitle}</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{t[`${key}Title`]}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t[`${key}Text`]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
