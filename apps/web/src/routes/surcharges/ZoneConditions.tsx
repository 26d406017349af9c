/** The zone conditions of a percentage or constant surcharge: routes whose amounts replace the surcharge's own. */
import { ActionIcon, Button, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
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
  label,
  required = false,
}: Omit<RowProps, 'zones'> & { field: 'amount' | 'minimum_amount' | 'maximum_amount'; label: string; required?: boolean }) {
  return (
    <DecimalInput
      aria-label={`Zone condition ${i + 1} ${label}`}
      aria-required={required || undefined}
      readOnly={readOnly}
      miw={90}
      {...form.getInputProps(`zone_conditions.${i}.${field}`)}
    />
  );
}

function ZoneSide({ form, readOnly, zones, i, field, label }: RowProps & { field: 'zone_from' | 'zone_to'; label: string }) {
  return readOnly ? (
    <Text size="sm" aria-label={`Zone condition ${i + 1} ${label}`}>
      {zones.find((z) => z.value === form.values.zone_conditions[i]?.[field])?.label ?? 'Any'}
    </Text>
  ) : (
    <Select
      aria-label={`Zone condition ${i + 1} ${label}`}
      data={zones}
      placeholder="Any"
      searchable={!readOnly}
      clearable={!readOnly}
      readOnly={readOnly}
      nothingFoundMessage="Nothing found"
      miw={150}
      {...form.getInputProps(`zone_conditions.${i}.${field}`)}
    />
  );
}

/** One zone condition: the route, its amounts, and Remove on the form. */
function ZoneConditionRow(props: RowProps) {
  const { form, readOnly, i } = props;
  return (
    <Table.Tr>
      <Table.Td>
        <ZoneSide {...props} field="zone_from" label="zone from" />
      </Table.Td>
      <Table.Td>
        <ZoneSide {...props} field="zone_to" label="zone to" />
      </Table.Td>
      <Table.Td>
        <ZoneAmount {...props} field="amount" label="value" required />
      </Table.Td>
      <Table.Td>
        <ZoneAmount {...props} field="minimum_amount" label="lower limit" />
      </Table.Td>
      <Table.Td>
        <ZoneAmount {...props} field="maximum_amount" label="upper limit" />
      </Table.Td>
      {!readOnly && (
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove zone condition ${i + 1}`}
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
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          Zone conditions
        </Text>
        {!readOnly && (
          <Text size="xs" c="dimmed">
            On a matching route (an empty zone is any) the row's amount, minimum and maximum replace the surcharge's own.
          </Text>
        )}
      </div>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No zone conditions
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Zone from</Table.Th>
                <Table.Th>Zone to</Table.Th>
                <Table.Th>Amount{readOnly ? '' : ' *'}</Table.Th>
                <Table.Th>Minimum</Table.Th>
                <Table.Th>Maximum</Table.Th>
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
            Add zone condition
          </Button>
        </div>
      )}
    </Stack>
  );
}
