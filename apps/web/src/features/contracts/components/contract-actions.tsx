import type { Contract } from '@atelier/shared';
import { Download, FilePlus2, PenLine, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { saveFile } from '@/lib/save-file';
import { useSession } from '@/lib/session-context';
import { contractPdf, useDeleteContract, useNewContractVersion, useSendContract } from '../api/contracts-api';
import { contractMessages } from '../messages';
import { CountersignDialog } from './countersign-dialog';
import { EditContractDialog } from './edit-contract-dialog';

type Open = 'countersign' | 'edit' | 'delete' | null;

/** What can be done with a contract at its step (decision 159): send, countersign, download, a new version. */
export function ContractActions({ contract }: { contract: Contract }) {
  const t = useMessages(contractMessages);
  const canWrite = useCan('contracts.write');
  const { user } = useSession();
  const navigate = useNavigate();
  const send = useSendContract();
  const next = useNewContractVersion();
  const remove = useDeleteContract();
  const [open, setOpen] = useState<Open>(null);
  const [downloading, setDownloading] = useState(false);
  const [empty, setEmpty] = useState<string[]>([]);
  const { status } = contract;
  const sendNow = async () => {
    setEmpty([]);
    await send.mutateAsync(contract.id).catch((err: unknown) => {
      if (err instanceof ApiError && err.code === 'VALIDATION_ERROR') setEmpty(err.details.map((d) => `{{${d.field}}}`));
    });
  };

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await contractPdf(contract.id);
      saveFile(blob, filename ?? `${contract.title}.pdf`);
    } catch (err) {
      handleError(err);
    } finally {
      setDownloading(false);
    }
  };
  const newVersion = async () => {
    const made = await next.mutateAsync(contract.id).catch(() => null);
    if (made) void navigate(`/contracts/${made.contract.id}`);
  };

  return (
    <div className="flex flex-wrap gap-2">
      {canWrite && status === 'draft' && (
        <>
          <Button size="lg" onClick={() => void sendNow()} loading={send.isPending}>
            <Send className="h-4 w-4" aria-hidden /> {t.send}
          </Button>
          <Button size="lg" variant="outline" onClick={() => setOpen('edit')}>
            <Pencil className="h-4 w-4" aria-hidden /> {t.edit}
          </Button>
          {empty.length > 0 && (
            <Alert variant="error" title={t.fieldsEmptyTitle} className="w-full">
              {t.fieldsEmpty({ fields: empty.join(', ') })}
            </Alert>
          )}
        </>
      )}
      {canWrite && status === 'sent' && (
        <Button size="lg" variant="outline" onClick={() => void sendNow()} loading={send.isPending}>
          <Send className="h-4 w-4" aria-hidden /> {t.sendAgain}
        </Button>
      )}
      {canWrite && status === 'signed-by-client' && (
        <Button size="lg" onClick={() => setOpen('countersign')}>
          <PenLine className="h-4 w-4" aria-hidden /> {t.countersign}
        </Button>
      )}
      <Button size="lg" variant="outline" onClick={() => void download()} loading={downloading}>
        <Download className="h-4 w-4" aria-hidden /> {status === 'signed' ? t.downloadSigned : t.download}
      </Button>
      {canWrite && (status === 'signed' || status === 'sent') && (
        <Button size="lg" variant="outline" onClick={() => void newVersion()} loading={next.isPending}>
          <FilePlus2 className="h-4 w-4" aria-hidden /> {t.newVersion}
        </Button>
      )}
      {canWrite && (status === 'draft' || status === 'sent' || status === 'void') && (
        <Button size="lg" variant="ghost" className="text-destructive" onClick={() => setOpen('delete')}>
          <Trash2 className="h-4 w-4" aria-hidden /> {t.delete}
        </Button>
      )}
      {open === 'countersign' && (
        <CountersignDialog
          contract={contract}
          signerName={user ? `${user.firstName} ${user.lastName}`.trim() : ''}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'edit' && <EditContractDialog contract={contract} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={t.deleteDescription({ title: contract.title })}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          onClose={() => setOpen(null)}
          action={async () => {
            await remove.mutateAsync(contract.id);
            void navigate('/contracts');
          }}
        />
      )}
    </div>
  );
}
