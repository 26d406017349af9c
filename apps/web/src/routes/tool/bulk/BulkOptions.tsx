/**
 * The settings a budget or tender calculation shares with the single calculator (partner, service,
 * date, flags) and its own: send by e-mail (docs/product/domain.md §5 "Sending by email"). Controlled: the page
 * keeps the values and checks them with `validateBulkOptions` before sending.
 */
import { Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { dateProblem, isEmailAddress, type PartnerOption, type ServiceOption } from '@freight/domain';
import { useMemo } from 'react';
import { DateField } from '../../../components/DateField';
import { ALL_SERVICES, FLAGS, type FlagKey } from '../calculator-form';
import { useToolPlace } from '../tool-place';

/** Seeds §5: the e-mail field's message, and the form's. */
export const EMAIL_INVALID = 'Please enter a valid email address';
export const FORM_INVALID = 'Please fix the errors in the form';

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

/** Field errors of the options: the partner when there are partners, the service when required, the e-mail. */
export function validateBulkOptions(
  values: BulkOptionsValues,
  options: { partnerRequired: boolean; serviceRequired: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (options.partnerRequired && !values.customer) errors.customer = 'Is required';
  if (options.serviceRequired && (!values.service || values.service === ALL_SERVICES)) errors.service = 'Is required';
  const problem = dateProblem(values.date);
  if (problem) errors.date = problem;
  if (values.sendByEmail && !isEmailAddress(values.email)) errors.email = EMAIL_INVALID;
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
  return (
    <Group gap="lg">
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag.key}
          label={flag.label}
          checked={values[flag.key]}
          onChange={(event) => set(flag.key, event.currentTarget.checked)}
        />
      ))}
    </Group>
  );
}

/** Send by e-mail, and where to. */
function EmailOption({ values, errors, set }: { values: BulkOptionsValues; errors: Record<string, string>; set: SetOption }) {
  return (
    <Group align="flex-start" gap="md">
      <Checkbox
        mt={32}
        label="Send by e-mail"
        checked={values.sendByEmail}
        onChange={(event) => set('sendByEmail', event.currentTarget.checked)}
      />
      <TextInput
        label="E-mail address"
        type="email"
        w={320}
        placeholder="name@example.com"
        description="The workbook is mailed there as an attachment"
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
  const place = useToolPlace();
  const partnerRequired = (partners?.length ?? 0) > 0;
  const partnerOptions = useMemo(() => (partners ?? []).map((p) => ({ value: String(p.id), label: p.name })), [partners]);
  const serviceOptions = useMemo(
    () => [
      ...(allServices ? [{ value: ALL_SERVICES, label: 'The cheapest of all services' }] : []),
      ...(services ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.code})` })),
    ],
    [services, allServices],
  );
  const set: SetOption = (key, value) => onChange({ ...values, [key]: value });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: place.portal ? 2 : 3 }} spacing="sm">
        {/* The portal prices as the signed-in partner: there is none to pick. */}
        {!place.portal && (
          <Select
            label="Partner"
            aria-label="Partner"
            withAsterisk={partnerRequired}
            placeholder={partnerRequired ? 'Choose a partner' : 'No partners: general prices'}
            data={partnerOptions}
            searchable
            clearable
            disabled={!partnerRequired}
            nothingFoundMessage="Nothing found"
            description={partners === null ? 'Your role cannot list partners: general prices only' : undefined}
            value={values.customer}
            error={errors.customer}
            onChange={(value) => set('customer', value)}
          />
        )}
        <Select
          label="Service"
          aria-label="Service"
          withAsterisk={!allServices}
          data={serviceOptions}
          allowDeselect={false}
          searchable
          nothingFoundMessage="Nothing found"
          value={values.service || null}
          error={errors.service}
          onChange={(value) => set('service', value ?? '')}
        />
        <DateField
          label="Date"
          placeholder="Empty: today"
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
