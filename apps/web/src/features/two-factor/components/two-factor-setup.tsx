import { isTotpCode, twoFactorToggleBodySchema, type TwoFactorSetup } from '@atelier/shared';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { copyText } from '@/lib/copy-text';
import { useForm } from '@/lib/use-form';
import { useQrCode } from '@/lib/use-qr-code';
import { validateBody } from '@/lib/validate-form';
import { twoFactorMessages } from './two-factor-messages';

/** A two-factor code alone, checked as PATCH /user/2fa checks it. */
export const TWO_FACTOR_CODE = twoFactorToggleBodySchema.pick({ code: true });

/** Step two of turning 2FA on: scan or type the secret, then prove it with a first code (decision 023). */
export function TwoFactorSetupPanel({
  setup,
  busy,
  onEnable,
  onCancel,
}: {
  setup: TwoFactorSetup;
  busy: boolean;
  /** Resolves when enabled; rejects with the server's refusal for the field. */
  onEnable: (code: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useMessages(twoFactorMessages);
  const qr = useQrCode(setup.otpauthUrl);
  const fields = useForm({ code: '' });
  const { code } = fields.values;
  // Groups of four are easier to type into an app by hand.
  const grouped = setup.secret.replace(/(.{4})(?=.)/g, '$1 ');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isTotpCode(code)) return fields.refuse({ code: t.codeRequired });
    await fields.submit(validateBody(TWO_FACTOR_CODE, { code }), (body) => onEnable(body.code));
  };

  return (
    <div className="space-y-6">
      <section className="space-y-3" aria-labelledby="two-factor-scan">
        <h4 id="two-factor-scan" className="font-medium">
          {t.scanTitle}
        </h4>
        <p className="text-sm text-muted-foreground">{t.scanHelp}</p>
        <div className="flex h-48 w-48 items-center justify-center rounded-lg border border-border bg-white p-2">
          {qr ? <img src={qr} alt={t.qrAlt} width={176} height={176} data-testid="two-factor-qr" /> : <Spinner label={t.qrLoading} />}
        </div>
        <div className="space-y-1.5">
          <p className="text-sm font-medium" id="two-factor-secret-label">
            {t.secretLabel}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              className="break-all rounded-md bg-muted px-2 py-1 font-mono text-sm"
              aria-labelledby="two-factor-secret-label"
              data-testid="two-factor-secret"
              data-secret={setup.secret}
            >
              {grouped}
            </code>
            <Button variant="outline" size="sm" onClick={() => void copyText(setup.secret, t)}>
              {t.copy}
            </Button>
          </div>
        </div>
      </section>
      <form onSubmit={onSubmit} className="space-y-3" noValidate aria-labelledby="two-factor-confirm">
        <h4 id="two-factor-confirm" className="font-medium">
          {t.confirmTitle}
        </h4>
        <Field label={t.codeLabel} error={fields.errors.code} className="max-w-xs">
          {(p) => (
            <Input
              {...p}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              className="font-mono tracking-[0.3em]"
              value={code}
              onChange={(e) => fields.set('code', e.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={busy}>
            {t.enable}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The ten recovery codes, shown once after enabling, with copy and download (decision 023). */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useMessages(twoFactorMessages);
  const asText = `${t.codesFileHeading}\n\n${codes.join('\n')}\n`;

  const download = () => saveFile(new Blob([asText], { type: 'text/plain;charset=utf-8' }), 'atelier-recovery-codes.txt');

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h4 className="font-medium">{t.codesTitle}</h4>
        <p className="text-sm text-muted-foreground">{t.codesHelp}</p>
      </div>
      <ul
        aria-label={t.codesListLabel}
        className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-4 font-mono text-sm sm:max-w-sm"
        data-testid="recovery-codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copyText(codes.join('\n'), t)}>
          {t.copyCodes}
        </Button>
        <Button variant="outline" onClick={download}>
          {t.download}
        </Button>
        <Button onClick={onDone}>{t.saved}</Button>
      </div>
    </div>
  );
}
