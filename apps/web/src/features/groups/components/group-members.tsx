import type { GroupMember, SpecialOrder } from '@atelier/shared';
import { AlertTriangle, Check, Circle, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useLabels } from '@/lib/labels';
import { clientPath } from '@/lib/navigation';
import { useCan } from '@/lib/permissions';
import { useRemoveGroupMember } from '../api/groups-api';
import { groupMessages } from '../messages';
import { ordersPath } from './party-orders';
import { ordersByClient } from './party-orders-model';

const STATES = ['measured', 'fitted', 'paid', 'done'] as const;

/** One of the four states, said in words (not by colour alone, WCAG 1.4.1). */
function State({ label, on, value }: { label: string; on: boolean; value: string }) {
  const Icon = on ? Check : Circle;
  return (
    <li
      className={cn(
        'inline-flex min-h-8 items-center gap-1 rounded-full px-2.5 text-xs font-medium',
        on ? 'bg-success-soft text-success-soft-foreground' : 'border border-border text-muted-foreground',
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {label}
      <span className="sr-only">: {value}</span>
    </li>
  );
}

/** The member's special orders on her row (decision 219): style, size, state in words and the risk, opening her orders. */
function MemberOrders({ name, orders }: { name: string; orders: readonly SpecialOrder[] }) {
  const t = useMessages(groupMessages);
  const labels = useLabels();
  return (
    <div className="min-w-0 col-span-2">
      <dt className="text-xs text-muted-foreground">{t.specialOrder}</dt>
      {orders.map((order) => (
        <dd key={order.id} className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1" data-testid="member-order">
          <AppLink to={ordersPath(name)} className="min-w-0 break-words hover:underline">
            {[`${order.style.styleNumber} ${order.style.name}`.trim(), order.colour, t.sizeShown({ size: order.size })]
              .filter(Boolean)
              .join(' · ')}
          </AppLink>
          <Badge variant="secondary">{labels.specialOrderState(order.state)}</Badge>
          {order.road.atRisk && (
            <Badge variant="destructive">
              <AlertTriangle className="h-3 w-3" aria-hidden /> {t.atRisk}
            </Badge>
          )}
        </dd>
      ))}
    </div>
  );
}

type CardProps = { member: GroupMember; orders: readonly SpecialOrder[]; onRemove: (m: GroupMember) => void };

function MemberCard({ member, orders, onRemove }: CardProps) {
  const t = useMessages(groupMessages);
  const labels = useLabels();
  const canWrite = useCan('groups.write');
  const titleId = useId();
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4" role="article" aria-labelledby={titleId} data-testid="group-member">
      <div className="flex min-w-0 items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words">
            <AppLink to={clientPath(member.client.id)} className="hover:underline focus-visible:underline">
              {member.client.name}
            </AppLink>
          </h3>
          {member.role && <p className="text-sm break-words text-muted-foreground">{member.role}</p>}
        </div>
        {canWrite && (
          <Button
            variant="ghost"
            size="icon"
            className="h-11 w-11 shrink-0"
            aria-label={t.removeMember({ name: member.client.name })}
            onClick={() => onRemove(member)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t.garment}</dt>
          <dd className="break-words">
            {member.project ? (
              <AppLink to={`/projects?project=${encodeURIComponent(member.project.id)}`} className="hover:underline">
                {member.project.name}
              </AppLink>
            ) : (
              t.noGarment
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t.stage}</dt>
          <dd className="break-words" data-testid="member-stage">
            {member.currentStage ? labels.stage(member.currentStage) : t.noStage}
          </dd>
        </div>
        {orders.length > 0 && <MemberOrders name={member.client.name} orders={orders} />}
      </dl>
      <ul className="flex flex-wrap gap-1.5" aria-label={t.statesOf({ name: member.client.name })} data-testid="member-states">
        {STATES.map((s) => (
          <State key={s} label={t[s]} on={member[s]} value={member[s] ? t.yes : t.no} />
        ))}
      </ul>
    </Card>
  );
}

/** The members as cards: a column on a phone, a grid on a desk; each with its four states, garment's stage and special orders. */
type Props = { groupId: string; members: GroupMember[]; orders?: readonly SpecialOrder[] };

export function GroupMembers({ groupId, members, orders = [] }: Props) {
  const t = useMessages(groupMessages);
  const byClient = useMemo(() => ordersByClient(orders), [orders]);
  const remove = useRemoveGroupMember(groupId);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  if (members.length === 0)
    return <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">{t.noMembers}</p>;
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t.membersTitle}>
        {members.map((m) => (
          <li key={m.id} className="min-w-0">
            <MemberCard member={m} orders={byClient.get(m.client.id) ?? []} onRemove={setRemoving} />
          </li>
        ))}
      </ul>
      {removing && (
        <ConfirmDialog
          title={t.removeTitle}
          description={t.removeText({ name: removing.client.name })}
          confirmLabel={t.remove}
          confirmVariant="destructive"
          onClose={() => setRemoving(null)}
          action={() => remove.mutateAsync(removing.id)}
        />
      )}
    </>
  );
}
