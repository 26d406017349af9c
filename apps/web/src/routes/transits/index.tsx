/**
 * Transit times (permission area `transits`): list, new, view and edit. A transit has days on the
 * road, a cutoff time (a masked HH:MM field, 12:00 by default), departure days (Monday to Friday by
 * default) and whether Saturday or Sunday count as delivery days.
 */
import { Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TRANSIT_ROUTES, DEFAULT_CUTOFF_TIME, transitSchema, type MessageKey, type Translate } from '@freight/domain';
import { PermissionButton } from '../../components/PermissionButton';
import { CheckboxField, NumberField, ReadOnlyField, TextField } from '../../components/ReadOnlyField';
import { RecordForm } from '../../components/RecordForm';
import type { Column } from '../../components/RecordList';
import { completeTime, maskTime, schemaValidator } from '../../lib/forms';
import { useTimeZone } from '../../lib/session';
import { crudArea, type CrudFormProps } from '../../lib/crud-area';
import type { ListItem } from '../../lib/client';
import { t as translate, useT } from '../../lib/i18n';

const RESOURCE = 'transits';

/** The days of the week, with their names' message keys (whole and short). */
const DAYS = [
  { key: 'monday', label: 'setup.transits.day.monday', short: 'setup.transits.dayShort.monday' },
  { key: 'tuesday', label: 'setup.transits.day.tuesday', short: 'setup.transits.dayShort.tuesday' },
  { key: 'wednesday', label: 'setup.transits.day.wednesday', short: 'setup.transits.dayShort.wednesday' },
  { key: 'thursday', label: 'setup.transits.day.thursday', short: 'setup.transits.dayShort.thursday' },
  { key: 'friday', label: 'setup.transits.day.friday', short: 'setup.transits.dayShort.friday' },
  { key: 'saturday', label: 'setup.transits.day.saturday', short: 'setup.transits.dayShort.saturday' },
  { key: 'sunday', label: 'setup.transits.day.sunday', short: 'setup.transits.dayShort.sunday' },
] as const satisfies readonly { key: string; label: MessageKey; short: MessageKey }[];

type Day = (typeof DAYS)[number]['key'];

/** 'Mon, Tue, Wed' */
function departureDays(transit: Partial<Record<Day, boolean>>, t: Translate): string {
  return DAYS.filter((d) => transit[d.key])
    .map((d) => t(d.short))
    .join(', ');
}

// ---- list -------------------------------------------------------------------------------------

function columns(t: Translate): Column<ListItem<typeof TRANSIT_ROUTES.list>>[] {
  return [
    { header: t('common.name'), render: (r) => r.name },
    { header: t('setup.transits.days'), render: (r) => r.transit_time, width: 160 },
    { header: t('setup.transits.cutoff'), render: (r) => r.cutoff_time, width: 100 },
    { header: t('setup.transits.departureDays'), render: (r) => departureDays(r, t) || t('setup.none') },
    // traffic_count (the API's name) counts the zone rows that use the transit: the screen says so.
    { header: t('setup.transits.usedBy'), render: (r) => t('setup.transits.zoneRows', { count: r.traffic_count ?? 0 }), width: 140 },
  ];
}

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
  if (v.transit_time === '' || v.transit_time === null) errors.transit_time = translate('setup.required');
  if (!v.cutoff_time) errors.cutoff_time = translate('setup.required');
  return errors;
}

type TransitForm = UseFormReturnType<TransitValues>;

/** The cutoff, a time of day in the carrier's zone (pricing reads it so): the field says which. */
function CutoffField({ form, readOnly }: { form: TransitForm; readOnly: boolean }) {
  const timeZone = useTimeZone();
  const t = useT();
  if (readOnly) return <ReadOnlyField label={t('setup.transits.cutoffTime')}>{`${form.values.cutoff_time} (${timeZone})`}</ReadOnlyField>;
  return (
    <TextField
      label={t('setup.transits.cutoffTime')}
      withAsterisk
      placeholder={t('setup.transits.cutoffFormat')}
      inputMode="numeric"
      maxLength={5}
      description={t('setup.transits.cutoffHint', { timeZone })}
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
  const t = useT();
  if (readOnly)
    return (
      <ReadOnlyField label={t('setup.transits.departureDays')}>
        {DAYS.filter((d) => form.values[d.key])
          .map((d) => t(d.label))
          .join(', ') || t('setup.none')}
      </ReadOnlyField>
    );
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('setup.transits.departureDays')}
      </Text>
      <Group gap="md">
        {DAYS.map((d) => (
          <CheckboxField key={d.key} label={t(d.label)} {...form.getInputProps(d.key, { type: 'checkbox' })} />
        ))}
      </Group>
    </Stack>
  );
}

function TransitPage({ mode, record, lead }: CrudFormProps<typeof TRANSIT_ROUTES>) {
  const t = useT();
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
          {t('setup.transits.delete')}
        </PermissionButton>
      }
      mode={mode}
      lead={lead}
      id={record.id}
      area="transits"
      initialValues={initial}
      validate={validateTransit}
      toPayload={toPayload}
    >
      {(form, readOnly) => (
        <>
          <TextField label={t('common.name')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
          <Group grow align="flex-start">
            <NumberField
              label={t('setup.transits.days')}
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
              label={t('setup.transits.allowSaturday')}
              readOnly={readOnly}
              {...form.getInputProps('allow_saturday_delivery', { type: 'checkbox' })}
            />
            <CheckboxField
              label={t('setup.transits.allowSunday')}
              readOnly={readOnly}
              {...form.getInputProps('allow_sunday_delivery', { type: 'checkbox' })}
            />
          </Group>
          <CheckboxField
            label={t('setup.transits.skipHolidays')}
            description={t('setup.transits.skipHolidaysHint')}
            readOnly={readOnly}
            {...form.getInputProps('skip_holidays', { type: 'checkbox' })}
          />
          {mode === 'view' && (
            <Text size="sm" c="dimmed">
              {t('setup.transits.usedByText', { count: record.traffic_count ?? 0 })}
            </Text>
          )}
        </>
      )}
    </RecordForm>
  );
}

/** What the destroy page asks. */
function DestroyText({ name }: { name: string }) {
  const t = useT();
  return <>{t('setup.transits.destroy', { name })}</>;
}

// ---- routes -------------------------------------------------------------------------------------

export const transitsRoutes = crudArea({
  routes: TRANSIT_ROUTES,
  path: RESOURCE,
  area: 'transits',
  noun: 'transit',
  approvals: 'transit',
  titles: { list: 'setup.transits.errorGetting', new: 'setup.transits.errorCreating', record: 'setup.transits.errorGetting' },
  list: {
    title: 'setup.transits.title',
    columns,
    newLabel: 'setup.transits.new',
    emptyText: 'setup.transits.empty',
    pass: ['dir'],
  },
  Form: TransitPage,
  copy: ({ traffic_count: _count, ...copy }) => copy,
  destroy: {
    // A transit time in use is refused with the pricelists and surcharges named (409), shown on the page.
    text: (record) => <DestroyText name={record.name} />,
  },
});
