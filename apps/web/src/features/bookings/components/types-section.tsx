import type { AppointmentType } from '@atelier/shared';
import { useState } from 'react';
import { SettingsSection } from '@/components/layout/settings-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { useDeleteAppointmentType } from '../api/bookings-api';
import { bookingsMessages } from '../messages';
import { TypeFormDialog } from './type-form-dialog';

/** The appointment types clients book (decision 161), each with Edit and Delete; 'Add appointment type'. */
export function TypesSection({ types }: { types: AppointmentType[] }) {
  const t = useMessages(bookingsMessages);
  const format = useFormat();
  const [editing, setEditing] = useState<AppointmentType | 'new' | null>(null);
  const [removing, setRemoving] = useState<AppointmentType | null>(null);
  const remove = useDeleteAppointmentType();

  return (
    <SettingsSection title={t.typesTitle} description={t.typesDescription}>
      <div className="space-y-4" data-testid="appointment-types">
        {types.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noTypes}</p>
        ) : (
          <ul className="divide-y divide-border">
            {types.map((type) => (
              <li key={type.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-medium">{type.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {t.typeFacts({ minutes: type.durationMinutes, price: format.money(type.price), deposit: format.money(type.deposit) })}
                    {!type.active && ` · ${t.inactive}`}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" aria-label={t.edit({ name: type.name })} onClick={() => setEditing(type)}>
                    {t.editLabel}
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t.remove({ name: type.name })} onClick={() => setRemoving(type)}>
                    {t.removeLabel}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Button onClick={() => setEditing('new')}>{t.addType}</Button>
      </div>
      {editing && <TypeFormDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          title={t.removeTitle}
          description={t.removeText({ name: removing.name })}
          confirmLabel={t.removeLabel}
          confirmVariant="destructive"
          action={() => remove.mutateAsync(removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </SettingsSection>
  );
}
