/**
 * The settings a budget or tender calculation shares with the single calculator (partner, service,
 * date, flags) and its own: send by e-mail (docs/product/domain.md §5 "Sending by email"). Controlled: the page
 * keeps the values and checks them with `validateBulkOptions` before sending.
 */
import { Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isEmailAddress, MAX_YEAR, MIN_YEAR, type MessageKey, type PartnerOption, type ServiceOption } from '@freight/domain';
import { useMemo } from 'react';
import { DateField, dateProblemText } from '../../../components/DateField';
import { t as translate, useT } from '../../../lib/i18n';
import { ALL_SERVICES, FLAGS, type FlagKey } from '../calculator-form';
import { FLAG_LABELS } from '../calculator-words';
import { useToolPlace } from '../tool-place';

/** Seeds §5: the form's message ('Please fix the errors in the form'); the e-mail field's is tools.options.emailInvalid. */
export const FORM_INVALID: MessageKey = 'tools.options.formInvalid';

export type BulkOptionsValues = {
  /** A partner id as text, or null. */
  customer: string | null;
  /** A service id as text, or ALL_SERVICES (mass only). */
  service: string;
  /** Masked yyyy-mm-dd; empty is today. */
  date: string;
  sendByEmail: boolean;
  email: string;
} & Record<FlagKey, boolean>;

export function initialBulkOptions(service = ALL_SERVICES): BulkOptionsValues {
  return {
    customer: null,
    service,
    date: '',
    sendByEmail: false,
    email: '',
    adr: false,
    frigo: false,
    tail_lift: false,
    private_person: false,
    sideloading: false,
  };
}

/** Field errors of the options, in the current language: the partner when there are partners, the service when required, the e-mail. */
export function validateBulkOptions(
  values: BulkOptionsValues,
  options: { partnerRequired: boolean; serviceRequired: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (options.partnerRequired && !values.customer) errors.customer = translate('tools.options.required');
  if (options.serviceRequired && (!values.service || values.service === ALL_SERVICES)) errors.service = translate('tools.options.required');
  const problem = dateProblemText(values.date, { minYear: MIN_YEAR, maxYear: MAX_YEAR }, translate);
  if (problem) errors.date = problem;
  if (values.sendByEmail && !isEmailAddress(values.email)) errors.email = translate('tools.options.emailInvalid');
  return errors;
}

/** The body fields of the options (docs/api.md: customer, service, date, flags, email). */
export function bulkBodyFields(values: BulkOptionsValues) {
  const service = values.service && values.service !== ALL_SERVICES ? Number(values.service) : null;
  return {
    customer: values.customer ? Number(values.customer) : null,
    service,
    date: values.date || null,
    adr: values.adr,
    frigo: values.frigo,
    tail_lift: values.tail_lift,
    private_person: values.private_person,
    sideloading: values.sideloading,
    email: values.sendByEmail ? values.email.trim() : null,
  };
}

type SetOption = <K extends keyof BulkOptionsValues>(key: K, value: BulkOptionsValues[K]) => void;

/** The shipment's flags every row is priced with. */
function FlagOptions({ values, set }: { values: BulkOptionsValues; set: SetOption }) {
  const t = useT();
  return (
    <Group gap="lg">
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={t(FLAG_LABELS[flag])}
          checked={values[flag]}
          onChange={(event) => set(flag, event.currentTarget.checked)}
        />
      ))}
    </Group>
  );
}

/** Send by e-mail, and where to. */
function EmailOption({ values, errors, set }: { values: BulkOptionsValues; errors: Record<string, string>; set: SetOption }) {
  const t = useT();
  return (
    <Group align="flex-start" gap="md">
      <Checkbox
        mt={32}
        label={t('tools.options.sendByEmail')}
        checked={values.sendByEmail}
        onChange={(event) => set('sendByEmail', event.currentTarget.checked)}
      />
      <TextInput
        label={t('tools.options.email')}
        type="email"
        w={320}
        placeholder={t('tools.options.email.placeholder')}
        description={t('tools.options.email.description')}
        disabled={!values.sendByEmail}
        withAsterisk={values.sendByEmail}
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email', event.currentTarget.value)}
      />
    </Group>
  );
}

export function BulkOptions({
  values,
  onChange,
  errors,
  partners,
  services,
  allServices,
}: {
  values: BulkOptionsValues;
  onChange: (values: BulkOptionsValues) => void;
  errors: Record<string, string>;
  partners: PartnerOption[] | null;
  services: ServiceOption[] | null;
  /** Offer "The cheapest of all services" (mass: each shipment's row is its cheapest service); a tender is priced with one service. */
  allServices: boolean;
}) {
  const t = useT();
  const partnerLabel = t('common.partner');
  const place = useToolPlace();
  const partnerRequired = (partners?.length ?? 0) > 0;
  const partnerOptions = useMemo(() => (partners ?? []).map((p) => ({ value: String(p.id), label: p.name })), [partners]);
  const serviceOptions = useMemo(
    () => [
      ...(allServices ? [{ value: ALL_SERVICES, label: t('tools.options.cheapest') }] : []),
      ...(services ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.code})` })),
    ],
    [services, allServices, t],
  );
  const set: SetOption = (key, value) => onChange({ ...values, [key]: value });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: place.portal ? 2 : 3 }} spacing="sm">
        {/* The portal prices as the signed-in partner: there is none to pick. */}
        {!place.portal && (
          <Select
            label={partnerLabel}
            aria-label={partnerLabel}
            withAsterisk={partnerRequired}
            placeholder={partnerRequired ? t('tools.options.choosePartner') : t('calculator.partner.noneToPick')}
            data={partnerOptions}
            searchable
            clearable
            disabled={!partnerRequired}
            nothingFoundMessage={t('calculator.nothingFound')}
            description={partners === null ? t('calculator.partner.notListed') : undefined}
            value={values.customer}
            error={errors.customer}
            onChange={(value) => set('customer', value)}
          />
        )}
        <Select
          label={t('calculator.service')}
          aria-label={t('calculator.service')}
          withAsterisk={!allServices}
          data={serviceOptions}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('calculator.nothingFound')}
          value={values.service || null}
          error={errors.service}
          onChange={(value) => set('service', value ?? '')}
        />
        <DateField
          label={t('calculator.date')}
          placeholder={t('calculator.date.empty')}
          value={values.date}
          error={errors.date}
          onChange={(value) => set('date', value)}
        />
      </SimpleGrid>
      <FlagOptions values={values} set={set} />
      <EmailOption values={values} errors={errors} set={set} />
    </Stack>
  );
}
