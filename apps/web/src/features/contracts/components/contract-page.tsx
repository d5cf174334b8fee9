import type { Contract } from '@atelier/shared';
import { useParams } from 'react-router';
import { RecordHeader, RecordPage } from '@/components/layout/record-page';
import { AppLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n/i18n';
import { clientPath } from '@/lib/navigation';
import { useFormat } from '@/lib/use-format';
import { useContract } from '../api/contracts-api';
import { contractMessages } from '../messages';
import { ContractActions } from './contract-actions';
import { ContractStatusBadge } from './contract-status';

function ContractView({ contract }: { contract: Contract }) {
  const t = useMessages(contractMessages);
  const format = useFormat();
  const sent = contract.status !== 'draft';
  return (
    <div className="space-y-6">
      <RecordHeader title={contract.title} badges={<ContractStatusBadge status={contract.status} />}>
        <p className="text-sm text-muted-foreground">
          <AppLink to={clientPath(contract.clientId.id)} className="hover:underline">
            {t.forClient({ name: contract.clientId.name })}
          </AppLink>{' '}
          · {t.version({ version: contract.version })}
          {contract.sentAt && <> · {t.sentOn({ date: format.dateTime(contract.sentAt) })}</>}
          {contract.signedAt && <> · {t.signedOn({ date: format.dateTime(contract.signedAt) })}</>}
        </p>
        {contract.previousId && (
          <AppLink to={`/contracts/${contract.previousId}`} className="text-sm hover:underline">
            {t.previousVersion}
          </AppLink>
        )}
        <ContractActions contract={contract} />
      </RecordHeader>
      {contract.signatures.length > 0 && (
        <Card className="p-4">
          <h2 className="mb-2 font-semibold">{t.signatures}</h2>
          <ul className="space-y-1 text-sm" data-testid="contract-signatures">
            {contract.signatures.map((s) => (
              <li key={s.role}>
                {t.signedBy({
                  role: s.role === 'client' ? t.roleClient : t.roleStudio,
                  name: s.signerName,
                  date: format.dateTime(s.signedAt),
                })}
                {/* Whose account countersigned, whatever name was typed (decision 183). */}
                {s.account && <span className="text-muted-foreground"> · {t.signedFromAccount(s.account)}</span>}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card className="p-4">
        <h2 className="mb-2 font-semibold">{sent ? t.sentText : t.draftText}</h2>
        <div className="whitespace-pre-wrap break-words text-sm leading-relaxed">{sent ? contract.filledBody : contract.body}</div>
        {contract.documentSha256 && (
          <p className="mt-4 break-all text-xs text-muted-foreground">
            {t.fingerprint}: <code>{contract.documentSha256}</code>
          </p>
        )}
      </Card>
    </div>
  );
}

function ContractLoader() {
  const { id = '' } = useParams();
  const t = useMessages(contractMessages);
  const query = useContract(id);
  return (
    <RecordPage query={query} list={{ to: '/contracts', label: t.back }} loadingText={t.loadingContract} failedTitle={t.failedTitle}>
      {(contract) => <ContractView contract={contract} />}
    </RecordPage>
  );
}

/** /contracts/:id (decision 159): the contract, its signatures and what can be done at its step. */
export function ContractPage() {
  return <ContractLoader />;
}
