import { LANGUAGE_LABELS, type Language } from '@atelier/shared';
import { useId } from 'react';
import { Select } from '@/components/ui/select';
import { APP_LANGUAGES, chooseVisitorLanguage, i18n, useLocale, useMessages } from '@/lib/i18n/i18n';

const messages = i18n('visitor-language', { language: 'Language' });

/**
 * The public pages' language switch (decision 203): each language named in itself, the browser's
 * first that the app speaks chosen until the visitor picks another. Signed in, the user's setting rules.
 */
export function VisitorLanguage({ className }: { className?: string }) {
  const t = useMessages(messages);
  const language = useLocale();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t.language}
      </label>
      <Select
        id={id}
        value={language}
        onValueChange={(value) => chooseVisitorLanguage(value as Language)}
        options={APP_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_LABELS[code] }))}
        className="h-9 w-auto min-w-32"
      />
    </div>
  );
}
