import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** The email field of the sign-in and reset forms: browser autofill, and typing clears its error. */
export function EmailField({
  value,
  onChange,
  error,
  label = 'Email',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(p) => (
        <Input
          {...p}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="you@example.com"
        />
      )}
    </Field>
  );
}
