/**
 * A record's language: the three in their own names, and, where the record may have none of its
 * own (a partner), the carrier's first. The value is the API's: a language, or null for the carrier's.
 */
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@freight/domain';
import { useT } from '../lib/i18n';
import { SelectField } from './ReadOnlyField';

const INHERITED = 'carrier';

interface LanguageSelectProps {
  value: Language | null;
  onChange: (value: Language | null) => void;
  /** The record may have no language of its own: null, shown as the carrier's. */
  inherits?: boolean;
  description?: string;
  readOnly?: boolean;
  error?: React.ReactNode;
}

export function LanguageSelect({ value, onChange, inherits = false, description, readOnly, error }: LanguageSelectProps) {
  const t = useT();
  const data = [
    ...(inherits ? [{ value: INHERITED, label: t('language.carriers') }] : []),
    ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
  ];
  return (
    <SelectField
      label={t('language.label')}
      description={readOnly ? undefined : description}
      data={data}
      value={value ?? (inherits ? INHERITED : null)}
      onChange={(next) => onChange(isLanguage(next) ? next : null)}
      allowDeselect={false}
      readOnly={readOnly}
      error={error}
    />
  );
}
