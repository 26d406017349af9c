/**
 * The save of a section of the rate-card settings page (terms, contact, language, quote retention):
 * one rule for all of them, here.
 */
import { CARRIER_SETTINGS_ROUTES, type CarrierSettingsAnswer, type CarrierSettingsBody, type MessageKey } from '@freight/domain';
import { useState } from 'react';
import { api } from '../../lib/client';
import { useT } from '../../lib/i18n';
import { capitalise, toastError, toastSuccess } from '../../lib/toast';

/** What each section of the page is given: the settings as saved, the page's setter, and whether the reader may change them. */
export interface SectionProps {
  settings: CarrierSettingsAnswer;
  onChange: (s: CarrierSettingsAnswer) => void;
  allowed: boolean;
}

/**
 * A section's save (the logo has calls of its own): PUT only the fields it sends. Refused, the
 * server's reason for each of those fields is shown at the field, capitalised, and a refusal naming
 * none of them is a toast; saved, the page takes the answer and `saved` is toasted. `save` answers
 * the saved settings (null when refused), for the section to show its fields as stored.
 */
export function useSettingsSave(onChange: (s: CarrierSettingsAnswer) => void, saved: MessageKey) {
  const t = useT();
  const [errors, setErrors] = useState<Partial<Record<keyof CarrierSettingsBody, string>>>({});
  const [saving, setSaving] = useState(false);

  const save = async (body: CarrierSettingsBody): Promise<CarrierSettingsAnswer | null> => {
    setSaving(true);
    try {
      const result = await api.update(CARRIER_SETTINGS_ROUTES.set, { body });
      if (!result.ok) {
        const reasons = result.error.errors ?? {};
        const atFields = Object.fromEntries(
          Object.keys(body).flatMap((field) => (reasons[field] ? [[field, capitalise(reasons[field])]] : [])),
        );
        if (Object.keys(atFields).length === 0) toastError(result.error.message);
        setErrors(atFields);
        return null;
      }
      setErrors({});
      onChange(result.data);
      toastSuccess(t(saved));
      return result.data;
    } finally {
      setSaving(false);
    }
  };
  return { errors, saving, save };
}
