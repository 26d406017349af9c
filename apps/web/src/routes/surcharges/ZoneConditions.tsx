/** The zone conditions of a percentage or constant surcharge: routes whose amounts replace the surcharge's own. */
import { ActionIcon, Button, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '../../lib/i18n';
import { DecimalInput } from './DecimalInput';
import { emptyZoneCondition, type SurchargeForm } from './form-values';

interface Option {
  value: string;
  label: string;
}

interface RowProps {
  form: SurchargeForm;
  readOnly: boolean;
  zones: Option[];
  /** The row's index in the form's zone_conditions. */
  i: number;
}

function ZoneAmount({
  form,
  readOnly,
  i,
  field,
  required = false,
}: Omit<RowProps, 'zones'> & { field: 'amount' | 'minimum_amount' | 'maximum_amount'; required?: boolean }) {
  const t = useT();
  return (
    <DecimalInput
      aria-label={t('surcharges.zones.field', { number: i + 1, field })}
      aria-required={required || undefined}
      readOnly={readOnly}
      miw={90}
      {...form.getInputProps(`zone_conditions.${i}.${field}`)}
    />
  );
}

function ZoneSide({ form, readOnly, zones, i, field }: RowProps & { field: 'zone_from' | 'zone_to' }) {
  const t = useT();
  const label = t('surcharges.zones.field', { number: i + 1, field });
  return readOnly ? (
    <Text size="sm" aria-label={label}>
      {zones.find((z) => z.value === form.values.zone_conditions[i]?.[field])?.label ?? t('surcharges.zones.any')}
    </Text>
  ) : (
    <Select
      aria-label={label}
      data={zones}
      placeholder={t('surcharges.zones.any')}
      searchable={!readOnly}
      clearable={!readOnly}
      readOnly={readOnly}
      nothingFoundMessage={t('surcharges.nothingFound')}
      miw={150}
      {...form.getInputProps(`zone_conditions.${i}.${field}`)}
    />
  );
}

/** One zone condition: the route, its amounts, and Remove on the form. */
function ZoneConditionRow(props: RowProps) {
  const { form, readOnly, i } = props;
  const t = useT();
  return (
    <Table.Tr>
      <Table.Td>
        <ZoneSide {...props} field="zone_from" />
      </Table.Td>
      <Table.Td>
        <ZoneSide {...props} field="zone_to" />
      </Table.Td>
      <Table.Td>
        <ZoneAmount {...props} field="amount" required />
      </Table.Td>
      <Table.Td>
        <ZoneAmount {...props} field="minimum_amount" />
      </Table.Td>
      <Table.Td>
        <ZoneAmount {...props} field="maximum_amount" />
      </Table.Td>
      {!readOnly && (
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('surcharges.zones.remove', { number: i + 1 })}
            onClick={() => form.removeListItem('zone_conditions', i)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** Zone conditions: routes (an empty side is any) whose amounts replace the surcharge's own. */
export function ZoneConditions({ form, readOnly, zones }: { form: SurchargeForm; readOnly: boolean; zones: Option[] }) {
  const rows = form.values.zone_conditions;
  const t = useT();
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('surcharges.zones.title')}
        </Text>
        {!readOnly && (
          <Text size="xs" c="dimmed">
            {t('surcharges.zones.hint')}
          </Text>
        )}
      </div>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('surcharges.zones.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('surcharges.zones.from')}</Table.Th>
                <Table.Th>{t('surcharges.zones.to')}</Table.Th>
                <Table.Th>
                  {t('surcharges.amount')}
                  {readOnly ? '' : ' *'}
                </Table.Th>
                <Table.Th>{t('surcharges.minimum')}</Table.Th>
                <Table.Th>{t('surcharges.maximum')}</Table.Th>
                {!readOnly && <Table.Th w={40} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <ZoneConditionRow key={row.key} form={form} readOnly={readOnly} zones={zones} i={i} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!readOnly && (
        <div>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => form.insertListItem('zone_conditions', emptyZoneCondition())}
          >
            {t('surcharges.zones.add')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
