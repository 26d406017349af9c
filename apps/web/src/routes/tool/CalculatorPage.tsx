/**
 * The single calculator at /tool (docs/product/domain.md §2 "Calculator", §5, §8, §9): shipment rows with
 * automatic LDM and CBM, partner, service or all, collection and delivery, date and flags, priced
 * by POST /api/v1/service_price with the session. Needs the role's calculator permission; without
 * it the page says No access (the nav entry is disabled by the shell). The partner is optional (no
 * partner: the general prices); results come priced first, cheapest first. /tool/mass and /tool/tender
 * are its sibling tabs, in mass/ and tender/.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  type NumberInputProps,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { calculationResultMessage, NO_ACCESS, REFERENCE_MAX, SHIPMENT_TYPES, SURCHARGE_CYCLE, type ApiError } from '@freight/domain';
import { IconCalculator, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { redirect, useFetcher, useLoaderData, type ActionFunctionArgs } from 'react-router';
import { DateField } from '../../components/DateField';
import { IssuesBanner } from '../../components/IssuesBanner';
import { PageHeader } from '../../components/PageHeader';
import { CountrySelect } from '../../components/CountrySelect';
import { relay } from '../../lib/client';
import { fieldErrors, jsonTarget } from '../../lib/forms';
import { isOneOf } from '../../lib/narrow';
import { canWrite } from '../../lib/permissions';
import { session, useUser } from '../../lib/session';
import { toastError, toastSuccess, toastWarning } from '../../lib/toast';
import {
  ALL_SERVICES,
  changeRowNumber,
  changeRowType,
  FLAGS,
  footprintLdmNote,
  initialValues,
  isPriced,
  nextRow,
  sortResults,
  toRequest,
  TYPE_OPTIONS,
  validateCalculator,
  type CalculatorValues,
  type RowNumberField,
  type ShipmentRowValues,
} from './calculator-form';
import { fetchServicePrice, type PriceResult } from './price-api';
import { BookButton } from '../portal/BookButton';
import { ResultCard } from './ResultCard';
import { NoAccess, type toolLoader } from './tool-data';
import { ToolTabs } from './ToolTabs';
import { bodyForPlace, useToolPlace } from './tool-place';

type ActionAnswer = { ok: true; results: PriceResult[] } | { ok: false; status: number; message: string; error: ApiError };

/** The calculation: POST /api/v1/service_price with the session (the portal's page posts here too). */
export async function calculatorAction({ request }: ActionFunctionArgs): Promise<ActionAnswer> {
  const answer = await fetchServicePrice(relay(await request.json()));
  // The success toast waits for the results on screen (CalculatorPage's effect), saying what they are.
  if (answer.ok) return { ok: true, results: sortResults(answer.results) };
  if (answer.error.code === 'UNAUTHORIZED') {
    session.setUser(null);
    throw redirect('/login');
  }
  // Seeds §8: a 403 is 'No access', any other failure of the price call the cycle sentence.
  const message = answer.error.code === 'FORBIDDEN' ? NO_ACCESS : SURCHARGE_CYCLE;
  toastError(message);
  return { ok: false, status: answer.status, message, error: answer.error };
}

// ---- the page ------------------------------------------------------------------------------------

/**
 * A field's label; on a required field the asterisk is shown, and the input also carries the plain
 * label as its aria-label so that label lookups stay 'Weight', not 'Weight *'.
 */
function requiredLabel(label: string, required = true) {
  return { label, withAsterisk: required, 'aria-label': label };
}

const NUMBER_PROPS: NumberInputProps = {
  hideControls: true,
  decimalSeparator: ',',
  allowedDecimalSeparators: ['.', ','],
  allowNegative: false,
  decimalScale: 3,
};

/** The unit shown inside a measure field (not part of its label). */
const UNITS: Partial<Record<keyof ShipmentRowValues, string>> = {
  weight: 'kg',
  length: 'cm',
  width: 'cm',
  height: 'cm',
  cbm: 'm³',
};

function Unit({ text }: { text: string }) {
  return (
    <Text size="xs" c="dimmed" aria-hidden>
      {text}
    </Text>
  );
}

function ShipmentRow({ index, form, count }: { index: number; form: ReturnType<typeof useForm<CalculatorValues>>; count: number }) {
  const row = form.values.shipments[index]!;
  const footprintNote = footprintLdmNote(row);
  const path = (field: keyof ShipmentRowValues) => `shipments.${index}.${field}`;
  const update = (field: keyof ShipmentRowValues, next: ShipmentRowValues) => {
    form.setFieldValue(`shipments.${index}`, next);
    form.clearFieldError(path(field));
  };
  const number = (field: RowNumberField, label: string, w: number) => (
    <NumberInput
      {...NUMBER_PROPS}
      {...requiredLabel(label, field === 'quantity' || field === 'weight')}
      w={w}
      value={row[field]}
      error={form.errors[path(field)]}
      onChange={(value) => update(field, changeRowNumber(row, field, value))}
      placeholder={(field === 'ldm' || field === 'cbm') && !row[field] ? 'auto' : undefined}
      rightSection={UNITS[field] ? <Unit text={UNITS[field]} /> : undefined}
      rightSectionPointerEvents="none"
      {...(field === 'quantity' ? { allowDecimal: false, min: 1 } : {})}
    />
  );
  return (
    <Fieldset legend={`Shipment row ${index + 1}`} p="sm" pt={4} radius="md">
      <Group gap="xs" align="flex-start" wrap="wrap">
        {number('quantity', 'Quantity', 80)}
        <Select
          label="Type"
          w={190}
          data={TYPE_OPTIONS}
          value={row.type}
          allowDeselect={false}
          searchable
          nothingFoundMessage="Nothing found"
          error={form.errors[path('type')]}
          onChange={(value) => isOneOf(SHIPMENT_TYPES, value) && update('type', changeRowType(row, value))}
        />
        {number('weight', 'Weight', 110)}
        {number('length', 'Length', 90)}
        {number('width', 'Width', 90)}
        {number('height', 'Height', 90)}
        {number('ldm', 'LDM', 90)}
        {number('cbm', 'CBM', 90)}
        <Tooltip label="Remove row" withArrow disabled={count < 2}>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            size="lg"
            aria-label={`Remove row ${index + 1}`}
            disabled={count < 2}
            onClick={() => {
              form.removeListItem('shipments', index);
              form.clearErrors();
            }}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {footprintNote && (
        <Text size="xs" c="dimmed" mt={4} data-testid="footprint-note">
          {footprintNote}; LDM weighs, so it may outweigh the weight typed. Type your own LDM to change it.
        </Text>
      )}
    </Fieldset>
  );
}

/**
 * New results start below the form, often below the fold (a phone, several rows): they are brought
 * into view, smoothly unless the user asked for less motion, and only when their top is not on
 * screen, so results that are already visible do not move the page.
 */
function scrollIntoViewIfBelow(element: HTMLElement) {
  const { top } = element.getBoundingClientRect();
  if (top >= 0 && top < window.innerHeight - 120) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

/** The single calculator (/tool; the portal's /portal/calculator, where no partner is picked). */
export function CalculatorPage() {
  const { allowed, partners, services } = useLoaderData<typeof toolLoader>();
  const place = useToolPlace();
  const fetcher = useFetcher<typeof calculatorAction>();
  const busy = fetcher.state !== 'idle';
  const hasPartners = (partners?.length ?? 0) > 0;
  const form = useForm<CalculatorValues>({
    mode: 'controlled',
    initialValues: initialValues(),
    validate: validateCalculator,
  });
  // The footprint notes of the rows as they were sent, shown with the results.
  const [sentNotes, setSentNotes] = useState<string[]>([]);
  // Priced for a partner: staff who manage partners may book a result for them (a phone order).
  const [sentForPartner, setSentForPartner] = useState(false);
  const user = useUser();
  const bookForPartner = !place.portal && sentForPartner && canWrite(user, 'partners');

  const answer = fetcher.data;
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.ok && resultsRef.current) scrollIntoViewIfBelow(resultsRef.current);
    if (answer && !answer.ok && answer.error.errors) form.setErrors(fieldErrors(answer.error.errors));
    // Only a new answer puts its errors on the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  useEffect(() => {
    // After the result cards render, say what they hold ("3 prices found"); nothing
    // priced is said on the page ("Nothing priced", each card why), not again in a toast.
    if (!answer?.ok) return;
    const message = calculationResultMessage(answer.results.filter(isPriced).length);
    if (message) toastSuccess(message);
  }, [answer]);

  const partnerOptions = useMemo(() => (partners ?? []).map((p) => ({ value: String(p.id), label: p.name })), [partners]);
  const serviceOptions = useMemo(
    () => [
      { value: ALL_SERVICES, label: 'All services' },
      ...(services ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.code})` })),
    ],
    [services],
  );

  if (!allowed) return <NoAccess />;

  const onValid = (values: CalculatorValues) => {
    setSentNotes(
      values.shipments.flatMap((row, i) => {
        const note = footprintLdmNote(row);
        return note ? [values.shipments.length > 1 ? `Row ${i + 1}: ${note}` : note] : [];
      }),
    );
    setSentForPartner(toRequest(values).customer !== null);
    fetcher.submit(jsonTarget(bodyForPlace(place, toRequest(values))), {
      method: 'post',
      encType: 'application/json',
    });
  };

  return (
    <Stack gap={0}>
      <PageHeader title="Calculator" />
      <ToolTabs active="/tool" />
      <Paper withBorder p="lg" radius="md">
        {answer && !answer.ok && <IssuesBanner error={{ message: answer.message, errors: answer.error.errors }} />}
        <form noValidate onSubmit={form.onSubmit(onValid, () => toastWarning())} aria-label="Calculator">
          <Stack gap="md">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                Weight is the whole row’s; length, width and height are one piece’s. LDM and CBM are worked out from the dimensions (or the
                type’s footprint) unless you type your own; clear a field to have it worked out again.
              </Text>
              {form.values.shipments.map((row, index) => (
                <ShipmentRow key={row.key} index={index} form={form} count={form.values.shipments.length} />
              ))}
              {typeof form.errors.shipments === 'string' && (
                <Text size="sm" c="red">
                  {form.errors.shipments}
                </Text>
              )}
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => form.insertListItem('shipments', nextRow(form.values.shipments))}
                >
                  Add row
                </Button>
              </Group>
            </Stack>

            <SimpleGrid cols={{ base: 1, sm: place.portal ? 3 : 2, md: place.portal ? 3 : 4 }} spacing="sm">
              {/* The portal prices as the signed-in partner: there is none to pick. */}
              {!place.portal && (
                <Select
                  {...requiredLabel('Partner', false)}
                  placeholder={hasPartners ? 'None: general prices' : 'No partners: general prices'}
                  data={partnerOptions}
                  searchable
                  clearable
                  disabled={!hasPartners}
                  nothingFoundMessage="Nothing found"
                  description={
                    partners === null ? 'Your role cannot list partners: general prices only' : 'Empty: the general pricelists only'
                  }
                  {...form.getInputProps('customer')}
                />
              )}
              <Select
                label="Service"
                data={serviceOptions}
                allowDeselect={false}
                searchable
                nothingFoundMessage="Nothing found"
                {...form.getInputProps('service')}
              />
              <DateField
                label="Date"
                placeholder="Empty: today"
                {...form.getInputProps('date')}
                value={form.values.date}
                onChange={(value) => form.setFieldValue('date', value)}
              />
              <TextInput
                label="Reference"
                placeholder={place.portal ? 'Optional: yours, to find the quote by' : 'Optional: the partner’s, e.g. an order number'}
                maxLength={REFERENCE_MAX}
                {...form.getInputProps('reference')}
              />
            </SimpleGrid>

            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <CountrySelect {...requiredLabel('Collection country')} {...form.getInputProps('collection.country')} />
              <TextInput {...requiredLabel('Collection postcode')} {...form.getInputProps('collection.postcode')} />
              <CountrySelect {...requiredLabel('Delivery country')} {...form.getInputProps('delivery.country')} />
              <TextInput {...requiredLabel('Delivery postcode')} {...form.getInputProps('delivery.postcode')} />
            </SimpleGrid>

            <Group gap="lg">
              {FLAGS.map((flag) => (
                <Checkbox key={flag.key} label={flag.label} {...form.getInputProps(flag.key, { type: 'checkbox' })} />
              ))}
            </Group>

            <Group justify="space-between">
              <Switch label="Explain prices" {...form.getInputProps('explain', { type: 'checkbox' })} />
              <Button type="submit" loading={busy} leftSection={<IconCalculator size={16} aria-hidden />}>
                Calculate
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      {answer?.ok && (
        <Stack ref={resultsRef} gap="sm" mt="lg" style={{ opacity: busy ? 0.6 : 1, scrollMarginTop: 72 }} aria-busy={busy}>
          <Title order={2} size="h3">
            Results
          </Title>
          {sentNotes.length > 0 && answer.results.some(isPriced) && (
            <Alert color="blue" variant="light" p="xs" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="result-footprint-note">
              {sentNotes.join('; ')}. Each price charges the heavier of the weight and the LDM weight.
            </Alert>
          )}
          {answer.results.length > 0 && !answer.results.some(isPriced) && (
            <Alert color="yellow" title="Nothing priced">
              No service could price this shipment; each card below says why.
            </Alert>
          )}
          {answer.results.length === 0 ? (
            <Alert color="gray">No services to price: create a service and a pricelist first.</Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ alignItems: 'start' }}>
              {answer.results.map((result) => (
                <ResultCard
                  key={result.service.id}
                  result={result}
                  actions={bookForPartner ? (r) => (r.quote_id ? <BookButton quoteId={r.quote_id} forPartner /> : null) : undefined}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}
