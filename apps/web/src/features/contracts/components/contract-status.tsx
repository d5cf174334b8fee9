import type { ContractStatus } from '@atelier/shared';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/i18n';
import { contractMessages } from '../messages';

const KEYS = {
  draft: 'statusDraft',
  sent: 'statusSent',
  'signed-by-client': 'statusSignedByClient',
  signed: 'statusSigned',
  void: 'statusVoid',
} as const satisfies Record<ContractStatus, string>;

/** Where a contract stands, in the user's language. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const t = useMessages(contractMessages);
  return (
    <Badge variant={status === 'signed' ? 'default' : 'secondary'} data-testid="contract-status">
      {t[KEYS[status]]}
    </Badge>
  );
}
