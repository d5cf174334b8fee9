import type { InvitableRole, TeamInvite, TeamMember } from '@atelier/shared';
import { Mail, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { planHas, PlanUpgrade } from '@/features/billing';
import { useMessages } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session-context';
import { useFormat } from '@/lib/use-format';
import { useChangeRole, useRemoveMember, useResendInvite, useRevokeInvite, useTeamInvites, useTeamMembers } from '../api/team-api';
import { InviteDialog } from './invite-dialog';
import { SettingsSection } from '@/components/layout/settings-section';
import { teamMessages } from './team-messages';

type Texts = ReturnType<typeof teamMessages.get>;
const fullName = (m: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>) => `${m.firstName} ${m.lastName}`.trim() || m.email;

function MemberRow({ member, isSelf, t }: { member: TeamMember; isSelf: boolean; t: Texts }) {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  const name = fullName(member);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="team-member">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {name}
          {isSelf && <Badge>{t.you}</Badge>}
        </p>
        <p className="text-sm break-all text-muted-foreground">{member.email}</p>
      </div>
      {member.role === 'owner' ? (
        <Badge variant="outline">{t.owner}</Badge>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Select
            aria-label={t.roleOf({ name })}
            className="w-36"
            value={member.role}
            disabled={changeRole.isPending}
            onValueChange={(role) => changeRole.mutate({ id: member.id, role: role as InvitableRole })}
            options={[
              { value: 'staff', label: t.staff },
              { value: 'manager', label: t.manager },
            ]}
          />
          <Button variant="outline" size="sm" aria-label={t.removeName({ name })} onClick={() => setConfirming(true)}>
            {t.remove}
          </Button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t.removeTitle({ name })}
          description={t.removeText}
          confirmLabel={t.removeConfirm}
          confirmVariant="destructive"
          action={() => remove.mutateAsync(member.id)}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

function InviteRow({ invite, t }: { invite: TeamInvite; t: Texts }) {
  const format = useFormat();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="team-invite">
      <div className="flex min-w-0 items-start gap-3">
        <Mail className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium break-all">
            {invite.email}
            <Badge variant="outline">{invite.role === 'manager' ? t.manager : t.staff}</Badge>
          </p>
          <p className="text-sm text-muted-foreground">
            {t.sent({ date: format.dateTime(invite.sentAt), expires: format.dateTime(invite.expiresAt) })}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t.resendTo({ email: invite.email })}
          loading={resend.isPending}
          onClick={() => resend.mutate(invite.id)}
        >
          {t.resend}
        </Button>
        <Button variant="outline" size="sm" aria-label={t.revokeFor({ email: invite.email })} onClick={() => setConfirming(true)}>
          {t.revoke}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t.revokeTitle({ email: invite.email })}
          description={t.revokeText}
          confirmLabel={t.revokeConfirm}
          confirmVariant="destructive"
          action={() => revoke.mutateAsync(invite.id)}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

function TeamLists({ t }: { t: Texts }) {
  const { user } = useSession();
  const members = useTeamMembers();
  const invites = useTeamInvites();
  if (members.isError) return <Alert variant="error">{t.loadError}</Alert>;
  if (!members.data) {
    return (
      <div role="status" className="flex items-center gap-3 py-4 text-muted-foreground">
        <Spinner className="text-primary" />
        <p>{t.loading}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-base font-semibold">{t.membersTitle}</h3>
        <ul className="divide-y divide-border" data-testid="team-members">
          {members.data.map((m) => (
            <MemberRow key={m.id} member={m} isSelf={m.id === user?.id} t={t} />
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-base font-semibold">{t.invitesTitle}</h3>
        {invites.data && invites.data.length > 0 ? (
          <ul className="divide-y divide-border" data-testid="team-invites">
            {invites.data.map((i) => (
              <InviteRow key={i.id} invite={i} t={t} />
            ))}
          </ul>
        ) : (
          <p className="py-3 text-sm text-muted-foreground">{t.noInvites}</p>
        )}
      </div>
    </div>
  );
}

/**
 * The Team tab (decision 072), for the owner: members and their roles, invitations waiting, and
 * the invite dialog. Off Enterprise it is the upgrade panel: a studio of one has no team to run.
 */
export function TeamTab() {
  const t = useMessages(teamMessages);
  const { user } = useSession();
  const [inviting, setInviting] = useState(false);
  if (!planHas(user, 'team')) return <PlanUpgrade feature="team" />;
  return (
    <SettingsSection title={t.title} description={t.description}>
      <div className="space-y-6" data-testid="team-tab">
        <Button onClick={() => setInviting(true)}>
          <UserPlus className="h-4 w-4" aria-hidden />
          {t.invite}
        </Button>
        <TeamLists t={t} />
      </div>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </SettingsSection>
  );
}
