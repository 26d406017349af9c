/** The calculator's fields: the shipment rows, the partner, service, date and reference, and the collection and delivery places. */
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  type NumberInputProps,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { REFERENCE_MAX, SHIPMENT_TYPES, type MessageKey } from '@freight/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CountrySelect } from '../../components/CountrySelect';
import { DateField } from '../../components/DateField';
import { useT } from '../../lib/i18n';
import { isOneOf } from '../../lib/narrow';
import {
  changeRowNumber,
  changeRowType,
  nextRow,
  type CalculatorValues,
  type RowNumberField,
  type ShipmentRowValues,
} from './calculator-form';
import { footprintNote, typeOptions } from './calculator-words';
import type { ToolData } from './tool-data';
import type { ToolPlace } from './tool-place';

export type CalculatorForm = UseFormReturnType<CalculatorValues>;

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

/** The labels of a row's number fields. */
const ROW_LABELS: Record<RowNumberField, MessageKey> = {
  quantity: 'calculator.row.quantity',
  weight: 'calculator.row.weight',
  length: 'calculator.row.length',
  width: 'calculator.row.width',
  height: 'calculator.row.height',
  ldm: 'field.ldm',
  cbm: 'field.cbm',
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

function ShipmentRow({ index, form, count }: { index: number; form: CalculatorForm; count: number }) {
  const t = useT();
  const row = form.values.shipments[index]!;
  const note = footprintNote(t, row);
  const path = (field: keyof ShipmentRowValues) => `shipments.${index}.${field}`;
  const update = (field: keyof ShipmentRowValues, next: ShipmentRowValues) => {
    form.setFieldValue(`shipments.${index}`, next);
    form.clearFieldError(path(field));
  };
  const number = (field: RowNumberField, w: number) => (
    <NumberInput
      {...NUMBER_PROPS}
      {...requiredLabel(t(ROW_LABELS[field]), field === 'quantity' || field === 'weight')}
      w={w}
      value={row[field]}
      error={form.errors[path(field)]}
      onChange={(value) => update(field, changeRowNumber(row, field, value))}
      placeholder={(field === 'ldm' || field === 'cbm') && !row[field] ? t('calculator.row.auto') : undefined}
      rightSection={UNITS[field] ? <Unit text={UNITS[field]} /> : undefined}
      rightSectionPointerEvents="none"
      {...(field === 'quantity' ? { allowDecimal: false, min: 1 } : {})}
    />
  );
  return (
    <Fieldset legend={t('calculator.row.legend', { row: index + 1 })} p="sm" pt={4} radius="md">
      <Group gap="xs" align="flex-start" wrap="wrap">
        {number('quantity', 80)}
        <Select
          label={t('calculator.row.type')}
          w={190}
          data={typeOptions(t)}
          value={row.type}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('calculator.nothingFound')}
          error={form.errors[path('type')]}
          onChange={(value) => isOneOf(SHIPMENT_TYPES, value) && update('type', changeRowType(row, value))}
        />
        {number('weight', 110)}
        {number('length', 90)}
        {number('width', 90)}
        {number('height', 90)}
        {number('ldm', 90)}
        {number('cbm', 90)}
        <Tooltip label={t('calculator.row.remove')} withArrow disabled={count < 2}>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            size="lg"
            aria-label={t('calculator.row.removeNumber', { row: index + 1 })}
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
      {note && (
        <Text size="xs" c="dimmed" mt={4} data-testid="footprint-note">
          {t('calculator.footprint.row', { note })}
        </Text>
      )}
    </Fieldset>
  );
}

/** The shipment rows, their form-wide error, and Add row. */
export function ShipmentRows({ form }: { form: CalculatorForm }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('calculator.rows.intro')}
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
          {t('calculator.row.add')}
        </Button>
      </Group>
    </Stack>
  );
}

interface Option {
  value: string;
  label: string;
}

/** Whom and what to price: the partner (not in the portal), the service, the date and the reference. */
export function PriceChoices({
  form,
  place,
  partners,
  partnerOptions,
  serviceOptions,
}: {
  form: CalculatorForm;
  place: ToolPlace;
  partners: ToolData['partners'];
  partnerOptions: Option[];
  serviceOptions: Option[];
}) {
  const t = useT();
  const hasPartners = (partners?.length ?? 0) > 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: place.portal ? 3 : 2, md: place.portal ? 3 : 4 }} spacing="sm">
      {/* The portal prices as the signed-in partner: there is none to pick. */}
      {!place.portal && (
        <Select
          {...requiredLabel(t('common.partner'), false)}
          placeholder={hasPartners ? t('calculator.partner.none') : t('calculator.partner.noneToPick')}
          data={partnerOptions}
          searchable
          clearable
          disabled={!hasPartners}
          nothingFoundMessage={t('calculator.nothingFound')}
          description={partners === null ? t('calculator.partner.notListed') : t('calculator.partner.empty')}
          {...form.getInputProps('customer')}
        />
      )}
      <Select
        label={t('calculator.service')}
        data={serviceOptions}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('calculator.nothingFound')}
        {...form.getInputProps('service')}
      />
      <DateField
        label={t('calculator.date')}
        placeholder={t('calculator.date.empty')}
        {...form.getInputProps('date')}
        value={form.values.date}
        onChange={(value) => form.setFieldValue('date', value)}
      />
      <TextInput
        label={t('calculator.reference')}
        placeholder={place.portal ? t('calculator.reference.portal') : t('calculator.reference.staff')}
        maxLength={REFERENCE_MAX}
        {...form.getInputProps('reference')}
      />
    </SimpleGrid>
  );
}

/** Where the shipment goes from and to. */
export function RouteFields({ form }: { form: CalculatorForm }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <CountrySelect {...requiredLabel(t('calculator.collection.country'))} {...form.getInputProps('collection.country')} />
      <TextInput {...requiredLabel(t('calculator.collection.postcode'))} {...form.getInputProps('collection.postcode')} />
      <CountrySelect {...requiredLabel(t('calculator.delivery.country'))} {...form.getInputProps('delivery.country')} />
      <TextInput {...requiredLabel(t('calculator.delivery.postcode'))} {...form.getInputProps('delivery.postcode')} />
    </SimpleGrid>
  );
}
