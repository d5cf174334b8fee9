import type { ApiToken } from '@atelier/shared';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { planHas, PlanUpgrade } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { can } from '@/lib/permissions';
import { useSession } from '@/lib/session-context';
import { useFormat } from '@/lib/use-format';
import { useRevokeToken, useTokens } from '../api/tokens-api';
import { CreateTokenDialog, TokenSecretDialog } from './create-token-dialog';
import { SettingsSection } from '@/components/layout/settings-section';
import { tokensMessages } from './tokens-messages';

type Texts = ReturnType<typeof tokensMessages.get>;

const roleOf = (token: ApiToken, t: Texts) => ({ owner: t.roleOwner, manager: t.roleManager, staff: t.roleStaff })[token.member.role];

/** Whose the token is (the owner's view of the studio's tokens), and the role it acts with since a change (decision 106). */
function TokenMember({ token, showMember, t }: { token: ApiToken; showMember: boolean; t: Texts }) {
  const format = useFormat();
  return (
    <>
      {showMember && (
        <p className="text-sm" data-testid="api-token-member">
          {t.member({ member: token.member.name, role: roleOf(token, t) })}
        </p>
      )}
      {token.roleChangedAt && (
        <p className="text-sm text-muted-foreground">
          {t.roleChangedAt({ role: roleOf(token, t), date: format.dateTime(token.roleChangedAt) })}
        </p>
      )}
    </>
  );
}

function TokenRow({ token, showMember, t }: { token: ApiToken; showMember: boolean; t: Texts }) {
  const format = useFormat();
  const revoke = useRevokeToken();
  const [confirming, setConfirming] = useState(false);
  const label = showMember ? t.revokeOf({ name: token.name, member: token.member.name }) : t.revokeName({ name: token.name });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="api-token">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0">
          <p className="font-medium break-words">{token.name}</p>
          <TokenMember token={token} showMember={showMember} t={t} />
          <p className="text-sm text-muted-foreground">
            {t.details({ scope: token.scope === 'write' ? t.write : t.read, prefix: token.prefix })}
          </p>
          <p className="text-sm text-muted-foreground">
            {token.lastUsedAt ? t.lastUsed({ date: format.dateTime(token.lastUsedAt) }) : t.neverUsed} ·{' '}
            {token.expiresAt ? t.expires({ date: format.dateTime(token.expiresAt) }) : t.noExpiry}
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" aria-label={label} onClick={() => setConfirming(true)}>
        {t.revoke}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t.revokeTitle({ name: token.name })}
          description={t.revokeText}
          confirmLabel={t.revokeConfirm}
          confirmVariant="destructive"
          action={() => revoke.mutateAsync(token.id)}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

function TokenList({ showMember, t }: { showMember: boolean; t: Texts }) {
  const tokens = useTokens();
  if (tokens.isError) return <Alert variant="error">{t.loadError}</Alert>;
  if (!tokens.data) {
    return (
      <div role="status" className="flex items-center gap-3 py-4 text-muted-foreground">
        <Spinner className="text-primary" />
        <p>{t.loading}</p>
      </div>
    );
  }
  if (tokens.data.length === 0) return <p className="text-sm text-muted-foreground">{t.none}</p>;
  return (
    <ul className="divide-y divide-border" data-testid="api-tokens">
      {tokens.data.map((token) => (
        <TokenRow key={token.id} token={token} showMember={showMember} t={t} />
      ))}
    </ul>
  );
}

type DialogState = { kind: 'closed' } | { kind: 'create' } | { kind: 'secret'; secret: string };

/**
 * API tokens (decision 074) on Enterprise: the list, a new token whose secret is shown once in its
 * own dialog (owner and managers), and revoking with a confirmation. The owner sees every member's
 * tokens with the member; staff see the ones they kept from an earlier role (decision 106).
 */
export function TokensTab() {
  const t = useMessages(tokensMessages);
  const { user } = useSession();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });
  const creates = can(user, 'tokens.manage');
  const seesStudio = can(user, 'team.manage');
  if (!planHas(user, 'apiTokens')) return <PlanUpgrade feature="apiTokens" />;
  const close = () => setDialog({ kind: 'closed' });
  return (
    <SettingsSection title={t.title} description={t.description}>
      <div className="space-y-4" data-testid="tokens-tab">
        {seesStudio && <p className="text-sm text-muted-foreground">{t.ownerNote}</p>}
        {creates ? (
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Plus className="h-4 w-4" aria-hidden />
            {t.create}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t.memberNote}</p>
        )}
        <TokenList showMember={seesStudio} t={t} />
      </div>
      {dialog.kind === 'create' && <CreateTokenDialog onClose={close} onCreated={(secret) => setDialog({ kind: 'secret', secret })} />}
      {dialog.kind === 'secret' && <TokenSecretDialog secret={dialog.secret} onClose={close} />}
    </SettingsSection>
  );
}
