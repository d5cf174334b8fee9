import type { Contract, SignatureMethod } from '@atelier/shared';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMessages } from '@/lib/i18n/i18n';
import { useForm } from '@/lib/use-form';
import { useCountersignContract } from '../api/contracts-api';
import { contractMessages } from '../messages';
import { SignaturePad } from './signature-pad';

const FORM_ID = 'countersign-form';

/** 'Countersign' (decision 159): the studio's signer types their name or draws a signature on the pad. */
export function CountersignDialog({ contract, signerName, onClose }: { contract: Contract; signerName: string; onClose: () => void }) {
  const t = useMessages(contractMessages);
  const sign = useCountersignContract();
  const [method, setMethod] = useState<SignatureMethod>('typed');
  const [image, setImage] = useState<string | null>(null);
  const form = useForm({ signerName });
  const { values, errorOf, text } = form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (method === 'drawn' && !image) return form.refuse({ image: t.drawFirst });
    const body = {
      signerName: values.signerName.trim(),
      method,
      image: method === 'drawn' ? image : null,
      documentSha256: contract.documentSha256,
    };
    const saved = await form.submit({ ok: true, body }, (b) => sign.mutateAsync({ id: contract.id, body: b }));
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t.countersignTitle}
      description={t.countersignDescription}
      formId={FORM_ID}
      submitLabel={t.countersign}
      isSaving={sign.isPending}
      onClose={onClose}
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field label={t.signerName} error={errorOf('signerName')}>
          {(p) => <Input {...p} value={values.signerName} onChange={text('signerName')} autoComplete="name" />}
        </Field>
        <Tabs value={method} onValueChange={(v) => setMethod(v as SignatureMethod)}>
          <TabsList aria-label={t.signatureMethod}>
            <TabsTrigger value="typed">{t.typeSignature}</TabsTrigger>
            <TabsTrigger value="drawn">{t.drawSignature}</TabsTrigger>
          </TabsList>
          <TabsContent value="typed">
            <p className="rounded-md border px-4 py-6 text-center text-2xl font-semibold italic" aria-hidden>
              {values.signerName}
            </p>
          </TabsContent>
          <TabsContent value="drawn">
            <SignaturePad label={t.padLabel} clearLabel={t.clearPad} onChange={setImage} />
            {form.errors.image && <p className="mt-1 text-xs font-medium text-destructive">{form.errors.image}</p>}
          </TabsContent>
        </Tabs>
      </form>
    </FormDialog>
  );
}
