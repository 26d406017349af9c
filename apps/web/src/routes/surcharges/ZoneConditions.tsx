/** The zone conditions of a percentage or constant surcharge: routes whose amounts replace the surcharge's own. */
import { ActionIcon, Button, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DecimalInput } from './DecimalInput';
import { emptyZoneCondition, type SurchargeForm } from './form-values';

interface Option {
  value: string;
  label: string;
}

/** Zone conditions: routes (an empty side is any) whose amounts replace the surcharge's own. */
export function ZoneConditions({ form, readOnly, zones }: { form: SurchargeForm; readOnly: boolean; zones: Option[] }) {
  const rows = form.values.zone_conditions;
  const amountField = (i: number, field: 'amount' | 'minimum_amount' | 'maximum_amount', label: string, required = false) => (
    <DecimalInput
      aria-label={`Zone condition ${i + 1} ${label}`}
      aria-required={required || undefined}
      readOnly={readOnly}
      miw={90}
      {...form.getInputProps(`zone_conditions.${i}.${field}`)}
    />
  );
  const zoneField = (i: number, field: 'zone_from' | 'zone_to', label: string) =>
    readOnly ? (
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
                <Table.Tr key={row.key}>
                  <Table.Td>{zoneField(i, 'zone_from', 'zone from')}</Table.Td>
                  <Table.Td>{zoneField(i, 'zone_to', 'zone to')}</Table.Td>
                  <Table.Td>{amountField(i, 'amount', 'value', true)}</Table.Td>
                  <Table.Td>{amountField(i, 'minimum_amount', 'lower limit')}</Table.Td>
                  <Table.Td>{amountField(i, 'maximum_amount', 'upper limit')}</Table.Td>
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
