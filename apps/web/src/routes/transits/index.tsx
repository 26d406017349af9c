/**
 * Transit times (permission area `transits`): list, new, view and edit. A transit has days on the
 * road, a cutoff time (a masked HH:MM field, 12:00 by default), departure days (Monday to Friday by
 * default) and whether Saturday or Sunday count as delivery days.
 */
import { Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TRANSIT_ROUTES, DEFAULT_CUTOFF_TIME, term, transitSchema } from '@freight/domain';
import { PermissionButton } from '../../components/PermissionButton';
import { CheckboxField, NumberField, ReadOnlyField, TextField } from '../../components/ReadOnlyField';
import { RecordForm } from '../../components/RecordForm';
import type { Column } from '../../components/RecordList';
import { completeTime, maskTime, schemaValidator } from '../../lib/forms';
import { useTimeZone } from '../../lib/session';
import { crudArea, type CrudFormProps } from '../../lib/crud-area';
import type { ListItem } from '../../lib/client';

const RESOURCE = 'transits';

const DAYS = [
  { key: 'monday', label: 'Monday', short: 'Mon' },
  { key: 'tuesday', label: 'Tuesday', short: 'Tue' },
  { key: 'wednesday', label: 'Wednesday', short: 'Wed' },
  { key: 'thursday', label: 'Thursday', short: 'Thu' },
  { key: 'friday', label: 'Friday', short: 'Fri' },
  { key: 'saturday', label: 'Saturday', short: 'Sat' },
  { key: 'sunday', label: 'Sunday', short: 'Sun' },
] as const;

type Day = (typeof DAYS)[number]['key'];

/** 'Mon, Tue, Wed' */
function departureDays(t: Partial<Record<Day, boolean>>): string {
  return DAYS.filter((d) => t[d.key])
    .map((d) => d.short)
    .join(', ');
}

// ---- list -------------------------------------------------------------------------------------

const COLUMNS: Column<ListItem<typeof TRANSIT_ROUTES.list>>[] = [
  { header: 'Name', render: (t) => t.name },
  { header: 'Transit time (days)', render: (t) => t.transit_time, width: 160 },
  { header: 'Cutoff', render: (t) => t.cutoff_time, width: 100 },
  { header: 'Departure days', render: (t) => departureDays(t) || 'None' },
  // traffic_count (the API's name) counts the zone rows that use the transit: the screen says so.
  { header: 'Used by', render: (t) => term('zoneRow', t.traffic_count ?? 0), width: 140 },
];

// ---- the form -----------------------------------------------------------------------------------

type TransitValues = {
  name: string;
  transit_time: number | string;
  cutoff_time: string;
  allow_saturday_delivery: boolean;
  allow_sunday_delivery: boolean;
  skip_holidays: boolean;
} & Record<Day, boolean>;

function toPayload(v: TransitValues) {
  return {
    name: v.name.trim(),
    transit_time: v.transit_time === '' ? undefined : Number(v.transit_time),
    cutoff_time: completeTime(v.cutoff_time),
    ...Object.fromEntries(DAYS.map((d) => [d.key, v[d.key]])),
    allow_saturday_delivery: v.allow_saturday_delivery,
    allow_sunday_delivery: v.allow_sunday_delivery,
    skip_holidays: v.skip_holidays,
  };
}

const checkTransit = schemaValidator(transitSchema);

function validateTransit(v: TransitValues): Record<string, string> {
  const errors = checkTransit(toPayload(v));
  if (v.transit_time === '' || v.transit_time === null) errors.transit_time = 'Is required';
  if (!v.cutoff_time) errors.cutoff_time = 'Is required';
  return errors;
}

type TransitForm = UseFormReturnType<TransitValues>;

/** The cutoff, a time of day in the carrier's zone (pricing reads it so): the field says which. */
function CutoffField({ form, readOnly }: { form: TransitForm; readOnly: boolean }) {
  const timeZone = useTimeZone();
  if (readOnly) return <ReadOnlyField label="Cutoff time">{`${form.values.cutoff_time} (${timeZone})`}</ReadOnlyField>;
  return (
    <TextField
      label="Cutoff time"
      withAsterisk
      placeholder="HH:MM"
      inputMode="numeric"
      maxLength={5}
      description={`In ${timeZone} time; orders after it leave on the next departure day`}
      {...form.getInputProps('cutoff_time')}
      onChange={(event) => form.setFieldValue('cutoff_time', maskTime(event.currentTarget.value))}
      onBlur={() => {
        if (form.values.cutoff_time) form.setFieldValue('cutoff_time', completeTime(form.values.cutoff_time));
      }}
    />
  );
}

/** The departure days: a line of text on the view, a checkbox a day on the form. */
function DepartureDaysField({ form, readOnly }: { form: TransitForm; readOnly: boolean }) {
  if (readOnly)
    return (
      <ReadOnlyField label="Departure days">
        {DAYS.filter((d) => form.values[d.key])
          .map((d) => d.label)
          .join(', ') || 'None'}
      </ReadOnlyField>
    );
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Departure days
      </Text>
      <Group gap="md">
        {DAYS.map((d) => (
          <CheckboxField key={d.key} label={d.label} {...form.getInputProps(d.key, { type: 'checkbox' })} />
        ))}
      </Group>
    </Stack>
  );
}

function TransitPage({ mode, record }: CrudFormProps<typeof TRANSIT_ROUTES>) {
  const initial: TransitValues = {
    name: record.name ?? '',
    transit_time: record.transit_time ?? '',
    cutoff_time: record.cutoff_time ?? DEFAULT_CUTOFF_TIME,
    monday: record.monday ?? true,
    tuesday: record.tuesday ?? true,
    wednesday: record.wednesday ?? true,
    thursday: record.thursday ?? true,
    friday: record.friday ?? true,
    saturday: record.saturday ?? false,
    sunday: record.sunday ?? false,
    allow_saturday_delivery: record.allow_saturday_delivery ?? false,
    allow_sunday_delivery: record.allow_sunday_delivery ?? false,
    // New transits skip holidays; a stored one shows what it has.
    skip_holidays: record.skip_holidays ?? true,
  };
  return (
    <RecordForm<TransitValues>
      noun="transit"
      title={mode === 'view' ? record.name : undefined}
      resource={RESOURCE}
      viewActions={
        <PermissionButton area="transits" color="red" variant="light" to={`/transits/${record.id}/destroy`}>
          Delete transit time
        </PermissionButton>
      }
      mode={mode}
      id={record.id}
      area="transits"
      initialValues={initial}
      validate={validateTransit}
      toPayload={toPayload}
    >
      {(form, readOnly) => (
        <>
          <TextField label="Name" withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
          <Group grow align="flex-start">
            <NumberField
              label="Transit time (days)"
              withAsterisk={!readOnly}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              readOnly={readOnly}
              {...form.getInputProps('transit_time')}
            />
            <CutoffField form={form} readOnly={readOnly} />
          </Group>
          <DepartureDaysField form={form} readOnly={readOnly} />
          <Group gap="lg">
            <CheckboxField
              label="Allow Saturday delivery"
              readOnly={readOnly}
              {...form.getInputProps('allow_saturday_delivery', { type: 'checkbox' })}
            />
            <CheckboxField
              label="Allow Sunday delivery"
              readOnly={readOnly}
              {...form.getInputProps('allow_sunday_delivery', { type: 'checkbox' })}
            />
          </Group>
          <CheckboxField
            label="Skip public holidays"
            description="No collection on a public holiday of the collection country; a public holiday of the delivery country is not counted as a transit day"
            readOnly={readOnly}
            {...form.getInputProps('skip_holidays', { type: 'checkbox' })}
          />
          {mode === 'view' && (
            <Text size="sm" c="dimmed">
              Used by {term('zoneRow', record.traffic_count ?? 0)} of pricelists and surcharge grids.
            </Text>
          )}
        </>
      )}
    </RecordForm>
  );
}

// ---- routes -------------------------------------------------------------------------------------

export const transitsRoutes = crudArea({
  routes: TRANSIT_ROUTES,
  path: RESOURCE,
  area: 'transits',
  noun: 'transit',
  titles: { list: 'Error getting transit', new: 'Error creating transit', record: 'Error getting transit' },
  list: { title: 'Transit times', columns: COLUMNS, newLabel: 'New transit time', emptyText: 'No transit times', pass: ['dir'] },
  Form: TransitPage,
  copy: ({ traffic_count: _count, ...copy }) => copy,
  destroy: {
    // A transit time in use is refused with the pricelists and surcharges named (409), shown on the page.
    text: (record) => (
      <>Delete the transit time {record.name}? A transit time that a pricelist or a surcharge still uses cannot be deleted.</>
    ),
  },
});
