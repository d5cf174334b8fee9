import { CalendarDays, FolderKanban, PenTool, Ruler, Sparkles, Users } from 'lucide-react';

const FEATURES = [
  { icon: Users, title: 'Client Management', text: 'Every client with contact details, notes, order history and status, searchable in a second.' },
  { icon: Ruler, title: 'Measurements', text: 'Standard measurement sets per garment type plus your own custom ones, kept per client.' },
  { icon: FolderKanban, title: 'Project Management', text: 'Track each order from planning to delivery with priority, progress, due date and budget.' },
  { icon: CalendarDays, title: 'Calendar Scheduling', text: 'Consultations, fittings and deliveries in one month view, with what is coming up this week.' },
  { icon: PenTool, title: 'Patterns', text: 'Sketch patterns on a digital canvas, save them with their details and keep your library close.' },
  { icon: Sparkles, title: 'AI-Patterns', text: 'Describe a garment and let AI draft a starting pattern with materials and steps.' },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 border-t border-border bg-card/50 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="features-title" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
            Everything your workroom needs
          </h2>
          <p className="mt-3 text-muted-foreground">Built with tailors, alteration services and bridal boutiques in mind.</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
