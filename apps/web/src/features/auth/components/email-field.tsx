import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('email-field', { label: 'Email', placeholder: 'you@example.com' });

/** The email field of the sign-in and reset forms: browser autofill, and typing clears its error. */
export function EmailField({
  value,
  onChange,
  error,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
}) {
  const t = useMessages(messages);
  return (
    <Field label={label ?? t.label} error={error}>
      {(p) => (
        <Input
          {...p}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t.placeholder}
        />
      )}
    </Field>
  );
}
