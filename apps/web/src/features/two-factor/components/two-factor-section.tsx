import type { TwoFactorSetup } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/i18n';
import { maxLengthOf } from '@/lib/schema-limits';
import { useForm } from '@/lib/use-form';
import { validateBody } from '@/lib/validate-form';
import { useProfile } from '@/features/account';
import { useDisableTwoFactor, useEnableTwoFactor, useTwoFactorSetup } from '../api/two-factor-api';
import { twoFactorMessages } from './two-factor-messages';
import { RecoveryCodesPanel, TWO_FACTOR_CODE, TwoFactorSetupPanel } from './two-factor-setup';

type Mode = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

/**
 * The Security tab's two-factor section (decision 023): set up an authenticator app with a QR code and
 * a first code, see the ten recovery codes once, or turn 2FA off with a current code. The state
 * comes from the profile query the settings shell shares.
 */
export function TwoFactorSection() {
  const t = useMessages(twoFactorMessages);
  const profile = useProfile();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();

  const enabled = profile.data?.is2FAEnabled ?? false;

  let body;
  if (mode.kind === 'codes') {
    body = <RecoveryCodesPanel codes={mode.codes} onDone={() => setMode({ kind: 'idle' })} />;
  } else if (profile.isPending) {
    body = (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner size="sm" /> {t.loading}
      </p>
    );
  } else if (profile.isError) {
    body = (
      <div className="space-y-2">
        <p className="text-sm text-destructive">{t.loadError}</p>
        <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (mode.kind === 'setup' && !enabled) {
    body = (
      <TwoFactorSetupPanel
        setup={mode.setup}
        busy={enable.isPending}
        onEnable={(code) =>
          enable.mutateAsync(code, { onSuccess: (state) => setMode({ kind: 'codes', codes: state.recoveryCodes ?? [] }) })
        }
        onCancel={() => setMode({ kind: 'idle' })}
      />
    );
  } else if (mode.kind === 'disable' && enabled) {
    body = (
      <DisableForm
        busy={disable.isPending}
        onDisable={(code) => disable.mutateAsync(code, { onSuccess: () => setMode({ kind: 'idle' }) })}
        onCancel={() => setMode({ kind: 'idle' })}
      />
    );
  } else {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{enabled ? t.onExplained : t.offExplained}</p>
        {enabled ? (
          <Button variant="outline" onClick={() => setMode({ kind: 'disable' })}>
            {t.turnOff}
          </Button>
        ) : (
          <Button
            onClick={() => setup.mutate(undefined, { onSuccess: (next) => setMode({ kind: 'setup', setup: next }) })}
            loading={setup.isPending}
          >
            {t.setUp}
          </Button>
        )}
      </div>
    );
  }

  return (
    <Card data-testid="two-factor-section">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t.title}</CardTitle>
          {profile.isSuccess && <Badge variant={enabled ? 'success' : 'secondary'}>{enabled ? t.statusOn : t.statusOff}</Badge>}
        </div>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function DisableForm({
  busy,
  onDisable,
  onCancel,
}: {
  busy: boolean;
  onDisable: (code: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useMessages(twoFactorMessages);
  const fields = useForm({ code: '' });
  const { code } = fields.values;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return fields.refuse({ code: t.disableCodeRequired });
    await fields.submit(validateBody(TWO_FACTOR_CODE, { code }), (body) => onDisable(body.code));
  };

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <p className="text-sm text-muted-foreground">{t.disableHelp}</p>
      <Field label={t.disableCodeLabel} error={fields.errors.code} className="max-w-xs">
        {(p) => (
          <Input
            {...p}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={maxLengthOf(TWO_FACTOR_CODE.shape.code)}
            value={code}
            onChange={fields.text('code')}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" loading={busy}>
          {t.disable}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
