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
import { REFERENCE_MAX, SHIPMENT_TYPES } from '@freight/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CountrySelect } from '../../components/CountrySelect';
import { DateField } from '../../components/DateField';
import { isOneOf } from '../../lib/narrow';
import {
  changeRowNumber,
  changeRowType,
  footprintLdmNote,
  nextRow,
  TYPE_OPTIONS,
  type CalculatorValues,
  type RowNumberField,
  type ShipmentRowValues,
} from './calculator-form';
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

/** The shipment rows, their form-wide error, and Add row. */
export function ShipmentRows({ form }: { form: CalculatorForm }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Weight is the whole row’s; length, width and height are one piece’s. LDM and CBM are worked out from the dimensions (or the type’s
        footprint) unless you type your own; clear a field to have it worked out again.
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
  const hasPartners = (partners?.length ?? 0) > 0;
  return (
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
          description={partners === null ? 'Your role cannot list partners: general prices only' : 'Empty: the general pricelists only'}
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
  );
}

/** Where the shipment goes from and to. */
export function RouteFields({ form }: { form: CalculatorForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <CountrySelect {...requiredLabel('Collection country')} {...form.getInputProps('collection.country')} />
      <TextInput {...requiredLabel('Collection postcode')} {...form.getInputProps('collection.postcode')} />
      <CountrySelect {...requiredLabel('Delivery country')} {...form.getInputProps('delivery.country')} />
      <TextInput {...requiredLabel('Delivery postcode')} {...form.getInputProps('delivery.postcode')} />
    </SimpleGrid>
  );
}
