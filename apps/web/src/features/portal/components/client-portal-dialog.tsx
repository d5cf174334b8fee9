import { PORTAL_LIMITS, type PortalLink } from '@atelier/shared';
import { Copy, Link2, RefreshCw, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { copyText } from '@/lib/copy-text';
import { useMessages } from '@/lib/i18n/i18n';
import { PlanGate } from '@/features/billing';
import { useCreatePortalLink, usePortalLink, useRevokePortalLink } from '../api/portal-links';
import { relativeTime } from '@/lib/relative-time';
import { useFormat } from '@/lib/use-format';
import { expiryDays, portalMessages, type PortalTexts } from './portal-messages';
import { NumberInput } from '@/components/ui/number-input';

/** The icon button a client's card opens the portal panel with, named after the client. */
/** Whole days, 1 to the most a link lives (decision 178). */
const EXPIRY_RULE = { decimals: 0, min: 1, max: PORTAL_LIMITS.maxExpiryDays };

export function ClientPortalButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useMessages(portalMessages);
  return (
    <Button variant="ghost" size="icon" onClick={onClick} aria-label={t.openPortal({ name })}>
      <Link2 className="h-4 w-4" aria-hidden />
    </Button>
  );
}

/**
 * A client's portal link in a dialog (decision 082), for the clients screen whose records are
 * cards: create it (optionally expiring), copy it, make a new one or revoke it, and when it was last
 * opened. A plan without the portal sees the upgrade panel. Mounted only while open.
 */
export function ClientPortalDialog({
  clientId,
  name,
  canWrite,
  onClose,
}: {
  clientId: string;
  name: string;
  canWrite: boolean;
  onClose: () => void;
}) {
  const t = useMessages(portalMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.title({ name })}
        description={t.description({ name })}
        footer={
          <DialogClose asChild>
            <Button variant="outline">{t.close}</Button>
          </DialogClose>
        }
      >
        <PlanGate feature="clientPortal">
          <PortalLinkPanel clientId={clientId} name={name} canWrite={canWrite} />
        </PlanGate>
      </DialogContent>
    </Dialog>
  );
}

type Asking = 'replace' | 'revoke' | null;

function PortalLinkPanel({ clientId, name, canWrite }: { clientId: string; name: string; canWrite: boolean }) {
  const t = useMessages(portalMessages);
  const query = usePortalLink(clientId);
  const create = useCreatePortalLink(clientId);
  const revoke = useRevokePortalLink(clientId);
  const [asking, setAsking] = useState<Asking>(null);

  if (query.isPending) return <p className="text-sm text-muted-foreground">{t.loading}</p>;
  if (query.isError)
    return (
      <div className="space-y-2 text-sm">
        <p role="alert">{t.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  const link = query.data;
  return (
    <div className="space-y-4" data-testid="portal-link-panel">
      {link ? (
        <LiveLink link={link} canWrite={canWrite} onAsk={setAsking} t={t} />
      ) : (
        <NewLinkForm canWrite={canWrite} busy={create.isPending} onCreate={(days) => create.mutateAsync(days)} t={t} />
      )}
      {asking === 'replace' && (
        <ConfirmDialog
          onClose={() => setAsking(null)}
          title={t.replaceTitle}
          description={t.replaceDescription}
          confirmLabel={t.replaceConfirm}
          action={() => create.mutateAsync(null)}
        />
      )}
      {asking === 'revoke' && (
        <ConfirmDialog
          onClose={() => setAsking(null)}
          title={t.revokeTitle}
          description={t.revokeDescription({ name })}
          confirmLabel={t.revokeConfirm}
          confirmVariant="destructive"
          action={() => revoke.mutateAsync()}
        />
      )}
    </div>
  );
}

function NewLinkForm({
  canWrite,
  busy,
  onCreate,
  t,
}: {
  canWrite: boolean;
  busy: boolean;
  onCreate: (days: number | null) => Promise<unknown>;
  t: PortalTexts;
}) {
  const [days, setDays] = useState('');
  const [error, setError] = useState('');
  const max = PORTAL_LIMITS.maxExpiryDays;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = expiryDays(days);
    if (parsed === undefined) return setError(t.expiryInvalid({ max }));
    setError('');
    // A refusal (the plan, the network) is toasted by the query client; the form stays as it was.
    await onCreate(parsed).catch(() => undefined);
  };
  return (
    <form className="space-y-3" onSubmit={(e) => void submit(e)} noValidate>
      <p className="text-sm">{t.noLink}</p>
      {canWrite && (
        <>
          <Field label={t.expiryLabel} optional hint={t.expiryHint({ max })} error={error}>
            {(control) => (
              <NumberInput {...control} rule={EXPIRY_RULE} className="max-w-32" value={days} onChange={(e) => setDays(e.target.value)} />
            )}
          </Field>
          <Button type="submit" loading={busy}>
            <Link2 className="h-4 w-4" aria-hidden /> {t.create}
          </Button>
        </>
      )}
    </form>
  );
}

function LiveLink({ link, canWrite, onAsk, t }: { link: PortalLink; canWrite: boolean; onAsk: (asking: Asking) => void; t: PortalTexts }) {
  const format = useFormat();
  return (
    <div className="space-y-3">
      <Field label={t.linkLabel}>
        {(control) => (
          <Input {...control} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
        )}
      </Field>
      <ul className="space-y-1 text-sm text-muted-foreground">
        <li>{t.created({ date: format.dateTime(link.createdAt) })}</li>
        <li>{link.expiresAt ? t.expires({ date: format.dateTime(link.expiresAt) }) : t.never}</li>
        <li>{link.lastOpenedAt ? t.lastOpened({ when: relativeTime(link.lastOpenedAt, new Date(), format.language) }) : t.notOpened}</li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copyText(link.url, { copied: t.copied, copyFailed: t.copyFailed })}>
          <Copy className="h-4 w-4" aria-hidden /> {t.copy}
        </Button>
        {canWrite && (
          <>
            <Button variant="outline" onClick={() => onAsk('replace')}>
              <RefreshCw className="h-4 w-4" aria-hidden /> {t.replace}
            </Button>
            <Button variant="destructive" onClick={() => onAsk('revoke')}>
              <Trash2 className="h-4 w-4" aria-hidden /> {t.revoke}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
