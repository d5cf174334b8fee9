import type { Contract } from '@atelier/shared';
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListHeader, ListPage } from '@/components/layout/list-page';
import { AppLink } from '@/components/ui/app-link';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-list';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useServerSearch } from '@/lib/use-server-search';
import { useContracts } from '../api/contracts-api';
import { contractMessages } from '../messages';
import { ContractStatusBadge } from './contract-status';
import { NewContractDialog } from './new-contract-dialog';

function ContractCard({ contract }: { contract: Contract }) {
  const t = useMessages(contractMessages);
  const titleId = useId();
  return (
    <Card className="flex w-full flex-col gap-2 p-5" role="article" aria-labelledby={titleId} data-testid="contract-card">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="min-w-0 truncate text-lg font-semibold">
          <AppLink to={`/contracts/${contract.id}`} className="hover:underline">
            {contract.title}
          </AppLink>
        </h2>
        <ContractStatusBadge status={contract.status} />
      </div>
      <p className="truncate text-sm text-muted-foreground">
        {t.forClient({ name: contract.clientId.name })} · {t.version({ version: contract.version })}
      </p>
    </Card>
  );
}

function ContractsList() {
  const t = useMessages(contractMessages);
  const query = useServerSearch();
  const list = useContracts({ search: query.search });
  const canWrite = useCan('contracts.write');
  const [searchParams] = useSearchParams();
  // /contracts?client=<id> opens the new contract for that client (the client page's way in).
  const [open, setOpen] = useState(() => searchParams.has('client'));
  return (
    <div>
      <ListPage
        header={
          <ListHeader
            title={t.title}
            description={t.description}
            links={
              <AppLink to="/contracts/templates" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                <FileText className="h-4 w-4" aria-hidden /> {t.templates}
              </AppLink>
            }
            create={canWrite && { label: t.newContract, onClick: () => setOpen(true) }}
            search={{ value: query.text, onChange: query.setText, placeholder: t.searchPlaceholder, label: t.searchLabel }}
          />
        }
        list={list}
        loadingText={t.loading}
        emptyText={query.search ? t.emptyFiltered : t.empty}
      >
        <CardGrid items={list.items} label={t.listLabel} card={(contract) => <ContractCard contract={contract} />} />
      </ListPage>
      {open && <NewContractDialog clientId={searchParams.get('client') ?? ''} onClose={() => setOpen(false)} />}
    </div>
  );
}

/** /contracts (decision 159): the studio's contracts a page at a time, searched by the server. */
export function ContractsPage() {
  return <ContractsList />;
}
