import type { PublicBookingPage } from '@atelier/shared';
import { Button } from '@/components/ui/button';
import { moneyText } from './book-money';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { bookMessages } from './book-messages';

type AppointmentType = PublicBookingPage['appointmentTypes'][number];

/** What the client books: each type's name, length, price and deposit; once chosen, a line with 'Change'. */
export function TypeStep({
  page,
  chosen,
  onChoose,
}: {
  page: PublicBookingPage;
  chosen: AppointmentType | null;
  onChoose: (type: AppointmentType | null) => void;
}) {
  const t = useMessages(bookMessages);
  const language = useLocale();
  const money = (amount: number) => moneyText(amount, page.studio.currency, language);
  const facts = (type: AppointmentType) =>
    [
      t.minutes({ minutes: type.durationMinutes }),
      type.price > 0 ? money(type.price) : t.free,
      type.deposit > 0 && t.deposit({ amount: money(type.deposit) }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <section aria-labelledby="book-step-type" className="space-y-3">
      <h2 id="book-step-type" tabIndex={-1} className="text-lg font-semibold outline-none">
        {t.stepType}
      </h2>
      {page.appointmentTypes.length === 0 && <p className="text-muted-foreground">{t.noTypes}</p>}
      {chosen ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-border p-3">
          <div>
            <p className="font-medium" data-testid="book-chosen-type">
              {chosen.name}
            </p>
            <p className="text-sm text-muted-foreground">{facts(chosen)}</p>
          </div>
          {page.appointmentTypes.length > 1 && (
            <Button variant="outline" size="sm" onClick={() => onChoose(null)} aria-label={`${t.change}: ${chosen.name}`}>
              {t.change}
            </Button>
          )}
        </div>
      ) : (
        <ul className="space-y-2">
          {page.appointmentTypes.map((type) => (
            <li key={type.id}>
              <button
                type="button"
                onClick={() => onChoose(type)}
                className="w-full rounded-lg border border-border p-3 text-start hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="block font-medium">{type.name}</span>
                <span className="block text-sm text-muted-foreground">{facts(type)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
