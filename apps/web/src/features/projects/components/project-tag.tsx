import { usePlanHas } from '@/features/billing';
import { PrintMenu, projectTagPdf } from '@/features/tickets';
import { useMessages } from '@/lib/i18n/i18n';
import { useQrCode } from '@/lib/use-qr-code';
import { projectMessages } from '../messages';

/**
 * The project's code and its QR, as on its tag (decision 152): a phone's Scan screen reads it and
 * moves the project to its next stage. The QR library loads only when a project is opened.
 */
export function ProjectTag({ code, projectId }: { code: string; projectId: string }) {
  const t = useMessages(projectMessages);
  const qr = useQrCode(code);
  const printable = usePlanHas('invoices');
  return (
    <div className="flex items-center gap-3">
      <span className="font-mono text-base font-semibold" data-testid="project-code">
        {code}
      </span>
      {qr ? (
        <img src={qr} alt={t.tagQr({ code })} width={96} height={96} className="rounded border border-border bg-white p-1" />
      ) : (
        <span className="inline-block size-24" aria-hidden="true" />
      )}
      {printable && (
        <PrintMenu
          label={t.printTag}
          title={t.printTag}
          fallbackName={`${code}-tag.pdf`}
          fetchPdf={(format) => projectTagPdf(projectId, format)}
        />
      )}
    </div>
  );
}
