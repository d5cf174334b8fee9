import type { Contract } from '@atelier/shared';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NotFoundState } from '@/components/ui/not-found-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/handle-error';
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
      <AppLink to="/contracts" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t.back}
      </AppLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{contract.title}</h1>
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
        </div>
        <ContractStatusBadge status={contract.status} />
      </div>
      <ContractActions contract={contract} />
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
  if (query.data) return <ContractView contract={query.data} />;
  if (query.error instanceof ApiError && query.error.statusCode === 404)
    return (
      <NotFoundState
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
        action={
          <AppLink to="/contracts" className={buttonVariants()}>
            {t.back}
          </AppLink>
        }
      />
    );
  if (query.error)
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive-soft px-6 py-10 text-center"
      >
        <h1 className="text-lg font-semibold">{t.failedTitle}</h1>
        <p className="text-sm font-medium text-destructive">{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-muted-foreground" role="status">
      <Spinner /> {t.loadingContract}
    </div>
  );
}

/** /contracts/:id (decision 159): the contract, its signatures and what can be done at its step. */
export function ContractPage() {
  return <ContractLoader />;
}
