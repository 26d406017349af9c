/**
 * Step 2 of a rate increase: the change (one percent on every price, or rules by zone pair, break
 * range and partner), whether the minimum and maximum amounts change too, the rounding, the day it
 * takes effect and the period the preview prices again. Errors arrive keyed as the body's paths.
 */
import { ActionIcon, Button, Checkbox, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { MAX_INCREASE_RULES, type PartnerOption } from '@freight/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DateField } from '../../../components/DateField';
import { useT } from '../../../lib/i18n';
import { isOneOf } from '../../../lib/narrow';
import { DecimalInput } from '../../surcharges/DecimalInput';
import {
  backtestOptions,
  CHANGE_KINDS,
  emptyRule,
  exampleOf,
  ROUNDING_OPTIONS,
  type IncreaseValues,
  type RuleValues,
  type ZoneOption,
} from './increase-values';

export interface ChangeFieldsProps {
  values: IncreaseValues;
  errors: Record<string, string>;
  zones: ZoneOption[];
  partners: PartnerOption[];
  onChange: (patch: Partial<IncreaseValues>) => void;
}

interface Option {
  value: string;
  label: string;
}

interface RuleCellsProps {
  rule: RuleValues;
  /** The rule's number, from 1, in the labels. */
  n: number;
  zoneOptions: Option[];
  partnerOptions: Option[];
  /** The error of one of the rule's fields. */
  error: (field: string) => string | undefined;
  onPatch: (patch: Partial<RuleValues>) => void;
}

/** What a rule matches: the zone pair, the break range and the partner. */
function RuleMatchCells({ rule, n, zoneOptions, partnerOptions, error, onPatch }: RuleCellsProps) {
  const t = useT();
  return (
    <>
      <Table.Td>
        <Select
          aria-label={t('increase.rule.zoneFrom', { n })}
          placeholder={t('increase.rule.anyZone')}
          data={zoneOptions}
          value={rule.zone_from}
          onChange={(zone_from) => onPatch({ zone_from })}
          error={error('zone_from')}
          searchable
          clearable
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={t('increase.rule.zoneTo', { n })}
          placeholder={t('increase.rule.anyZone')}
          data={zoneOptions}
          value={rule.zone_to}
          onChange={(zone_to) => onPatch({ zone_to })}
          error={error('zone_to')}
          searchable
          clearable
        />
      </Table.Td>
      <Table.Td>
        <DecimalInput
          aria-label={t('increase.rule.breakFrom', { n })}
          placeholder={t('increase.rule.any')}
          value={rule.quantity_from}
          onChange={(e) => onPatch({ quantity_from: e.currentTarget.value })}
          error={error('quantity_from')}
        />
      </Table.Td>
      <Table.Td>
        <DecimalInput
          aria-label={t('increase.rule.breakTo', { n })}
          placeholder={t('increase.rule.any')}
          value={rule.quantity_to}
          onChange={(e) => onPatch({ quantity_to: e.currentTarget.value })}
          error={error('quantity_to')}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={t('increase.rule.partner', { n })}
          placeholder={t('increase.rule.anyPartner')}
          data={partnerOptions}
          value={rule.customer}
          onChange={(customer) => onPatch({ customer })}
          error={error('customer')}
          searchable
          clearable
        />
      </Table.Td>
    </>
  );
}

/** One rule: its number, what it matches, its percent and Remove (not of the only rule). */
function RuleRow({ isOnly, onRemove, ...cells }: RuleCellsProps & { isOnly: boolean; onRemove: () => void }) {
  const t = useT();
  const { rule, n, error, onPatch } = cells;
  return (
    <Table.Tr style={{ verticalAlign: 'top' }}>
      <Table.Td pt={12}>
        <Text size="sm">{n}</Text>
      </Table.Td>
      <RuleMatchCells {...cells} />
      <Table.Td>
        <DecimalInput
          aria-label={t('increase.rule.percent', { n })}
          rightSection={<Text size="sm">%</Text>}
          value={rule.percent}
          onChange={(e) => onPatch({ percent: e.currentTarget.value })}
          error={error('percent')}
        />
      </Table.Td>
      <Table.Td>
        <ActionIcon variant="subtle" color="red" mt={4} aria-label={t('increase.rule.remove', { n })} disabled={isOnly} onClick={onRemove}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

function RulesTable({
  rules,
  errors,
  zones,
  partners,
  onRules,
}: {
  rules: RuleValues[];
  errors: Record<string, string>;
  zones: ZoneOption[];
  partners: PartnerOption[];
  onRules: (rules: RuleValues[]) => void;
}) {
  const t = useT();
  const zoneOptions = zones.map((z) => ({ value: String(z.id), label: z.name }));
  const partnerOptions = partners.map((p) => ({ value: String(p.id), label: p.name }));
  const set = (i: number, patch: Partial<RuleValues>) => onRules(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const error = (i: number, field: string) => errors[`change.rules.${i}.${field}`];
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing={6} aria-label={t('increase.rules.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <Table.Th>{t('increase.rules.zoneFrom')}</Table.Th>
              <Table.Th>{t('increase.rules.zoneTo')}</Table.Th>
              <Table.Th w={120}>{t('increase.rules.breakFrom')}</Table.Th>
              <Table.Th w={120}>{t('increase.rules.breakTo')}</Table.Th>
              <Table.Th>{t('common.partner')}</Table.Th>
              <Table.Th w={120}>{t('increase.percent')}</Table.Th>
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((rule, i) => (
              <RuleRow
                key={rule.key}
                rule={rule}
                n={i + 1}
                zoneOptions={zoneOptions}
                partnerOptions={partnerOptions}
                error={(field) => error(i, field)}
                onPatch={(patch) => set(i, patch)}
                isOnly={rules.length === 1}
                onRemove={() => onRules(rules.filter((_, j) => j !== i))}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {errors['change.rules'] && (
        <Text size="sm" c="red">
          {errors['change.rules']}
        </Text>
      )}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onRules([...rules, emptyRule()])}
          disabled={rules.length >= MAX_INCREASE_RULES}
        >
          {t('increase.rules.add')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('increase.rules.help')}
        </Text>
      </Group>
    </Stack>
  );
}

export function ChangeFields({ values, errors, zones, partners, onChange }: ChangeFieldsProps) {
  const t = useT();
  return (
    <Stack gap="md">
      <SegmentedControl
        value={values.changeKind}
        onChange={(value) => isOneOf(CHANGE_KINDS, value) && onChange({ changeKind: value })}
        data={[
          { value: 'percent', label: t('increase.kind.percent') },
          { value: 'rules', label: t('increase.kind.rules') },
        ]}
        aria-label={t('increase.kind.label')}
        style={{ alignSelf: 'flex-start' }}
      />
      {values.changeKind === 'percent' ? (
        <DecimalInput
          label={t('increase.percent')}
          description={exampleOf(values.percent, values.rounding, t) ?? t('increase.percent.negative')}
          placeholder={t('increase.percent.placeholder')}
          rightSection={<Text size="sm">%</Text>}
          value={values.percent}
          onChange={(e) => onChange({ percent: e.currentTarget.value })}
          error={errors['change.percent']}
          w={240}
        />
      ) : (
        <RulesTable rules={values.rules} errors={errors} zones={zones} partners={partners} onRules={(rules) => onChange({ rules })} />
      )}
      <Checkbox
        label={t('increase.minMax')}
        description={values.changeKind === 'percent' ? t('increase.minMax.percent') : t('increase.minMax.rules')}
        checked={values.include_min_max}
        onChange={(e) => onChange({ include_min_max: e.currentTarget.checked })}
      />
      <Group gap="md" align="flex-start" wrap="wrap">
        <Select
          label={t('increase.rounding')}
          data={ROUNDING_OPTIONS}
          value={values.rounding}
          onChange={(rounding) => rounding && onChange({ rounding })}
          error={errors.rounding}
          allowDeselect={false}
          w={180}
        />
        <DateField
          label={t('increase.effectiveFrom')}
          value={values.effective_from}
          onChange={(effective_from) => onChange({ effective_from })}
          error={errors.effective_from}
          w={230}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('increase.period')}
          </Text>
          <SegmentedControl
            value={values.backtest_days}
            onChange={(backtest_days) => onChange({ backtest_days })}
            data={backtestOptions(t)}
            aria-label={t('increase.period.label')}
          />
          {errors.backtest_days && (
            <Text size="xs" c="red">
              {errors.backtest_days}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
