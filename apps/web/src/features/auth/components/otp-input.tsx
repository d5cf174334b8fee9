import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@atelier/shared';
import { cn } from '@/lib/cn';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('otp-input', { label: 'Verification code', digit: params('Digit {n} of {total}') });

export const OTP_LENGTH = LIMITS.otpLength;

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');
export const otpToString = (digits: readonly string[]): string => digits.join('');
export const isOtpComplete = (digits: readonly string[]): boolean => digits.length === OTP_LENGTH && digits.every((d) => /^\d$/.test(d));

/**
 * Four single-digit boxes (/verify-otp). Typing moves forward, Backspace and the
 * arrow keys move back and forth, and pasting a code fills the boxes from the first.
 */
export function OtpInput({
  value,
  onChange,
  disabled,
  label,
  invalid,
  autoFocus,
}: {
  value: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  label?: string;
  invalid?: boolean;
  autoFocus?: boolean;
}) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const t = useMessages(messages);
  const focus = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))];
    el?.focus();
    el?.select();
  };

  /** Writes digits starting at box `from` and focuses the box after the last one written. */
  const fill = (from: number, incoming: string) => {
    const next = [...value];
    const digits = incoming.slice(0, OTP_LENGTH - from).split('');
    digits.forEach((d, k) => (next[from + k] = d));
    onChange(next);
    focus(from + digits.length);
  };

  const onInput = (i: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) {
      const next = [...value];
      next[i] = '';
      onChange(next);
      return;
    }
    // A caret after an existing digit yields two characters: the new one is the last.
    if (digits.length === 2 && value[i]) fill(i, digits.slice(-1));
    else fill(i, digits);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const next = [...value];
      if (next[i]) {
        next[i] = '';
        onChange(next);
      } else if (i > 0) {
        next[i - 1] = '';
        onChange(next);
        focus(i - 1);
      }
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const digits = e.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    e.preventDefault();
    // A whole code always starts at the first box, wherever it was pasted.
    fill(digits.length >= OTP_LENGTH ? 0 : i, digits);
  };

  return (
    <div role="group" aria-label={label ?? t.label} className="flex justify-center gap-2 sm:gap-3">
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t.digit({ n: i + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          data-testid={`otp-digit-${i}`}
          value={value[i] ?? ''}
          disabled={disabled}
          // Focusing a box selects its digit so typing replaces it.
          onFocus={(e) => e.target.select()}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          autoFocus={autoFocus && i === 0}
          className={cn(
            'h-14 w-12 rounded-xl border border-input bg-card text-center text-2xl font-semibold tabular-nums sm:h-16 sm:w-14',
            'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            'disabled:opacity-60 aria-invalid:border-destructive',
          )}
        />
      ))}
    </div>
  );
}
