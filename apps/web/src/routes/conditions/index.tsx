/**
 * Conditions, also called blocks or limits (permission area `conditions`): list, new, view and
 * edit. A presence type (ADR, tail lift...) carries a yes/no; the others numeric bounds, the lower
 * exclusive (>) and the upper inclusive (<=), in steps of 0.001.
 */
import { Group } from '@mantine/core';
import {
  CONDITION_ROUTES,
  CONDITION_TYPE_CODES,
  conditionLabel,
  conditionRule,
  conditionSchema,
  isPresenceType,
  type Language,
  type Translate,
} from '@freight/domain';
import { PermissionButton } from '../../components/PermissionButton';
import { CheckboxField, NumberField, SelectField } from '../../components/ReadOnlyField';
import { RecordForm } from '../../components/RecordForm';
import type { Column } from '../../components/RecordList';
import { schemaValidator } from '../../lib/forms';
import type { ListItem } from '../../lib/client';
import { crudArea, type CrudFormProps } from '../../lib/crud-area';
import { currentLanguage, t as translate, useLanguage, useT } from '../../lib/i18n';

const RESOURCE = 'conditions';

const typeOptions = (language: Language) => CONDITION_TYPE_CODES.map((code) => ({ value: code, label: conditionLabel(code, language) }));

// ---- list -------------------------------------------------------------------------------------

function columns(t: Translate): Column<ListItem<typeof CONDITION_ROUTES.list>>[] {
  return [
    { header: t('common.type'), render: (c) => conditionLabel(c.type, currentLanguage()) },
    { header: t('setup.conditions.condition'), render: (c) => conditionRule(c, currentLanguage()) },
  ];
}

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
  if (!v.type) return { type: translate('setup.required') };
  return errors;
}

function ConditionPage({ mode, record, lead }: CrudFormProps<typeof CONDITION_ROUTES>) {
  const t = useT();
  const language = useLanguage();
  return (
    <RecordForm<ConditionValues>
      noun="condition"
      title={mode === 'view' && record.type ? conditionLabel(record.type, language) : undefined}
      resource={RESOURCE}
      mode={mode}
      lead={lead}
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
          {t('setup.conditions.delete')}
        </PermissionButton>
      }
    >
      {(form, readOnly) => (
        <>
          <SelectField
            label={t('common.type')}
            withAsterisk={!readOnly}
            data={typeOptions(language)}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('setup.nothingFound')}
            readOnly={readOnly}
            {...form.getInputProps('type')}
          />
          {isPresenceType(form.values.type) ? (
            <CheckboxField
              label={t('setup.conditions.presence')}
              description={t('setup.conditions.presenceHint')}
              readOnly={readOnly}
              {...form.getInputProps('presence', { type: 'checkbox' })}
            />
          ) : (
            <Group grow align="flex-start">
              <NumberField
                label={t('setup.conditions.appliedAfter')}
                description={t('setup.conditions.appliedAfterHint')}
                leftSection=">"
                step={0.001}
                decimalScale={3}
                readOnly={readOnly}
                {...form.getInputProps('applied_after')}
              />
              <NumberField
                label={t('setup.conditions.appliedUntil')}
                description={t('setup.conditions.appliedUntilHint')}
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

/** What the destroy page asks. */
function DestroyText({ name }: { name: string }) {
  const t = useT();
  return <>{t('setup.conditions.destroy', { name })}</>;
}

// ---- routes -------------------------------------------------------------------------------------

export const conditionsRoutes = crudArea({
  routes: CONDITION_ROUTES,
  path: RESOURCE,
  area: 'conditions',
  noun: 'condition',
  approvals: 'condition',
  titles: { list: 'setup.conditions.errorGetting', new: 'setup.conditions.errorCreating', record: 'setup.conditions.errorGetting' },
  list: {
    title: 'setup.conditions.title',
    columns,
    newLabel: 'setup.conditions.new',
    emptyText: 'setup.conditions.empty',
    pass: ['dir'],
  },
  Form: ConditionPage,
  destroy: {
    name: (record) => conditionLabel(record.type, currentLanguage()),
    // A condition in use is refused with the services, pricelists and surcharges named (409), shown on the page.
    text: (record) => <DestroyText name={conditionLabel(record.type, currentLanguage())} />,
  },
});
