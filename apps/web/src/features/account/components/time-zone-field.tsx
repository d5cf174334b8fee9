import { timeZones } from '@atelier/shared';
import { useId, useMemo, useState } from 'react';
import { FieldError } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const timeZoneMessages = i18n('settings-time-zone', {
  label: 'Time zone',
  search: 'Search time zones',
  searchPlaceholder: 'Type a city or region, e.g. Lagos',
  hint: 'Today, this week and due dates are counted in this zone.',
  none: 'No time zone matches your search.',
});

/** Zones whose name contains every word typed, ignoring case and the underscores of IANA names. */
export function filterTimeZones(zones: readonly string[], query: string): string[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (!words.length) return [...zones];
  return zones.filter((zone) => {
    const name = zone.toLowerCase().replace(/_/g, ' ');
    return words.every((w) => name.includes(w));
  });
}

/**
 * The time zone: a search box narrowing a native list box of every IANA zone the browser knows.
 * A native <select size> is keyboard- and screen-reader-friendly without a combobox library; the
 * chosen zone stays listed even when the search hides it, so the list always shows the value.
 */
export function TimeZoneField({
  value,
  onChange,
  error,
  className,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
  className?: string;
}) {
  const t = useMessages(timeZoneMessages);
  const id = useId();
  const [query, setQuery] = useState('');
  const all = useMemo(() => timeZones(), []);
  const shown = useMemo(() => {
    const found = filterTimeZones(all, query);
    return found.includes(value) ? found : [value, ...found];
  }, [all, query, value]);

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={`${id}-search`}>{t.search}</Label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t.searchPlaceholder}
        aria-controls={`${id}-list`}
        autoComplete="off"
        className={cn(inputClasses, 'h-10')}
      />
      <Label htmlFor={`${id}-list`} className="block pt-2">
        {t.label}
      </Label>
      <select
        id={`${id}-list`}
        size={6}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={cn(inputClasses, 'py-1')}
      >
        {shown.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      {shown.length === 1 && query && !filterTimeZones([value], query).length && (
        <p className="text-xs text-muted-foreground" role="status">
          {t.none}
        </p>
      )}
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t.hint}
        </p>
      )}
    </div>
  );
}
