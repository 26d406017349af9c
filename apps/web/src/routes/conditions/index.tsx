/**
 * Conditions, also called blocks or limits (permission area `conditions`): list, new, view and
 * edit. A presence type (ADR, tail lift...) carries a yes/no; the others numeric bounds, the lower
 * exclusive (>) and the upper inclusive (<=), in steps of 0.001.
 */
import { Group } from '@mantine/core';
import {
  CONDITION_ROUTES,
  CONDITION_TYPES,
  CONDITION_TYPE_CODES,
  conditionLabel,
  conditionRule,
  conditionSchema,
  isPresenceType,
} from '@freight/domain';
import { PermissionButton } from '../../components/PermissionButton';
import { CheckboxField, NumberField, SelectField } from '../../components/ReadOnlyField';
import { RecordForm } from '../../components/RecordForm';
import type { Column } from '../../components/RecordList';
import { schemaValidator } from '../../lib/forms';
import type { ListItem } from '../../lib/client';
import { crudArea, type CrudFormProps } from '../../lib/crud-area';

const RESOURCE = 'conditions';

const TYPE_OPTIONS = CONDITION_TYPE_CODES.map((code) => ({ value: code, label: CONDITION_TYPES[code].label }));

// ---- list -------------------------------------------------------------------------------------

const COLUMNS: Column<ListItem<typeof CONDITION_ROUTES.list>>[] = [
  { header: 'Type', render: (c) => conditionLabel(c.type) },
  { header: 'Condition', render: (c) => conditionRule(c) },
];

// ---- the form -----------------------------------------------------------------------------------

interface ConditionValues extends Record<string, unknown> {
  type: string | null;
  presence: boolean;
  applied_after: number | string;
  applied_until: number | string;
}

function bound(value: number | string): number | null {
  return value === '' || value === null || value === undefined ? null : Number(value);
}

function toPayload(v: ConditionValues) {
  const presence = isPresenceType(v.type);
  return {
    type: v.type,
    presence: presence ? v.presence : null,
    applied_after: presence ? null : bound(v.applied_after),
    applied_until: presence ? null : bound(v.applied_until),
  };
}

const checkCondition = schemaValidator(conditionSchema);

function validateCondition(v: ConditionValues): Record<string, string> {
  const errors = checkCondition(toPayload(v));
  if (!v.type) return { type: 'Is required' };
  return errors;
}

function ConditionPage({ mode, record }: CrudFormProps<typeof CONDITION_ROUTES>) {
  return (
    <RecordForm<ConditionValues>
      noun="condition"
      title={mode === 'view' && record.type ? conditionLabel(record.type) : undefined}
      resource={RESOURCE}
      mode={mode}
      id={record.id}
      area="conditions"
      initialValues={{
        type: record.type ?? CONDITION_TYPE_CODES[0] ?? null,
        presence: record.presence ?? true,
        applied_after: record.applied_after ?? '',
        applied_until: record.applied_until ?? '',
      }}
      validate={validateCondition}
      toPayload={toPayload}
      viewActions={
        <PermissionButton area="conditions" color="red" variant="light" to={`/conditions/${record.id}/destroy`}>
          Delete condition
        </PermissionButton>
      }
    >
      {(form, readOnly) => (
        <>
          <SelectField
            label="Type"
            withAsterisk={!readOnly}
            data={TYPE_OPTIONS}
            searchable
            allowDeselect={false}
            nothingFoundMessage="Nothing found"
            readOnly={readOnly}
            {...form.getInputProps('type')}
          />
          {isPresenceType(form.values.type) ? (
            <CheckboxField
              label="Presence"
              description="Ticked: the shipment must have it. Not ticked: the shipment must not have it."
              readOnly={readOnly}
              {...form.getInputProps('presence', { type: 'checkbox' })}
            />
          ) : (
            <Group grow align="flex-start">
              <NumberField
                label="Applied after"
                description="The lower bound, not included"
                leftSection=">"
                step={0.001}
                decimalScale={3}
                readOnly={readOnly}
                {...form.getInputProps('applied_after')}
              />
              <NumberField
                label="Applied until"
                description="The upper bound, included"
                leftSection="<="
                step={0.001}
                decimalScale={3}
                readOnly={readOnly}
                {...form.getInputProps('applied_until')}
              />
            </Group>
          )}
        </>
      )}
    </RecordForm>
  );
}

// ---- routes -------------------------------------------------------------------------------------

export const conditionsRoutes = crudArea({
  routes: CONDITION_ROUTES,
  path: RESOURCE,
  area: 'conditions',
  noun: 'condition',
  titles: { list: 'Error getting condition', new: 'Error creating condition', record: 'Error getting condition' },
  list: { title: 'Conditions', columns: COLUMNS, newLabel: 'New condition', emptyText: 'No conditions', pass: ['dir'] },
  Form: ConditionPage,
  destroy: {
    name: (record) => conditionLabel(record.type),
    // A condition in use is refused with the services, pricelists and surcharges named (409), shown on the page.
    text: (record) => (
      <>
        Delete the condition {conditionLabel(record.type)}? A condition that a service, a pricelist or a surcharge still uses cannot be
        deleted.
      </>
    ),
  },
});
