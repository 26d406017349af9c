/**
 * The pricelist's read view: a summary header (name, service, partner, validity,
 * status and active as badges), the full-width price grid first, then the settings as plain text,
 * the health check, the versions (and "Try on past requests") and the change log. Export, Import from Excel and Statistics are the page's
 * actions beside Edit and Copy.
 */
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  describeCondition,
  GRID_SETTING_FIELDS,
  type ChangeLogEntry,
  type ConditionAnswer,
  type GridSettingField,
  type PricelistAnswer,
} from '@freight/domain';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PermissionButton } from '../../components/PermissionButton';
import { ReadOnlyField, ValueBadges } from '../../components/ReadOnlyField';
import { RecordView } from '../../components/RecordView';
import { WaitingForApproval } from '../../components/WaitingForApproval';
import { formatDate, formatNumber } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { ActiveBadge, StatusBadge } from './badges';
import { ChangeLog } from './change-log';
import { PricelistHistory } from './versions';
import { ExcelImport } from './excel-import';
import { ExportMenu } from './export-menu';
import { gridSettingInputs, pricelistName } from './labels';

/** The record's noun: a code the record components name it by in the catalogs (records.copy.pricelist), not a text. */
const NOUN = 'pricelist';

/** The line under the title: status and active as badges, then service, partner and validity. */
function PricelistSummary({ record }: { record: Partial<PricelistAnswer> }) {
  const t = useT();
  const status = record.status ?? 'prepared';
  return (
    <Group gap="xs" wrap="wrap" aria-label={t('pricelists.view.summary')} role="group">
      <StatusBadge status={status} />
      <ActiveBadge active={record.active ?? true} />
      <Fact label={t('common.service')}>{record.service_name}</Fact>
      <Fact label={t('common.partner')}>{record.customer_name ?? t('common.general')}</Fact>
      <Fact label={t('pricelists.valid')}>
        {formatDate(record.valid_from)} – {formatDate(record.valid_to)}
      </Fact>
    </Group>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" component="span">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      <Text span fw={500} size="sm">
        {children}
      </Text>
    </Text>
  );
}

/** The settings of a price grid (a pricelist's, a pricelist-type surcharge's form values) as plain text. */
type GridSettingsShown = Partial<Record<GridSettingField, number | string | null>>;

type SettingInputs = ReturnType<typeof gridSettingInputs>;

/** A setting's value as the clerk reads it: a decimal with up to 3 places, an option by its label. */
function settingText(inputs: SettingInputs, field: GridSettingField, value: number | string | null | undefined): string {
  const input = inputs[field];
  if (input.kind === 'decimal') return value === null || value === undefined || value === '' ? '' : formatNumber(Number(value), 3);
  if (value === null || value === undefined) return '';
  return input.options.find((option) => option.value === value)?.label ?? String(value);
}

/** The grid settings as ReadOnlyFields, for the caller's grid to lay out. */
export function GridSettingsText({ settings }: { settings: GridSettingsShown }) {
  const t = useT();
  const inputs = gridSettingInputs(t);
  return (
    <>
      {GRID_SETTING_FIELDS.map((field) => (
        <ReadOnlyField key={field} label={inputs[field].label}>
          {settingText(inputs, field, settings[field])}
        </ReadOnlyField>
      ))}
    </>
  );
}

export interface PricelistViewProps {
  record: Partial<PricelistAnswer>;
  logs: ChangeLogEntry[];
  conditions: ConditionAnswer[];
  /** The read-only price grid (with its heading). */
  grid: ReactNode;
  /** The health check panel, when the pricelist is saved. */
  health: ReactNode;
}

export function PricelistView({ record, logs, conditions, grid, health }: PricelistViewProps) {
  const t = useT();
  const id = record.id!;
  const language = useLanguage();
  const conditionText = new Map(conditions.map((c) => [c.id, describeCondition(c, language)]));
  const conditionLabels = (ids: readonly number[] | undefined) =>
    (ids ?? []).map((c) => conditionText.get(c) ?? t('pricelists.condition', { id: String(c) }));
  const surcharges = (record.surcharges ?? []).map((s) => (typeof s === 'number' ? t('pricelists.surcharge', { id: String(s) }) : s.name));

  return (
    <RecordView
      title={pricelistName(record.name, t)}
      summary={<PricelistSummary record={record} />}
      resource="pricelists"
      noun={NOUN}
      id={id}
      area="pricelists"
      maw="100%"
      actions={
        <>
          <ExportMenu pricelistId={id} />
          <ExcelImport pricelistId={id} />
          <Button
            variant="default"
            component={Link}
            to={`/pricelists/${id}/statistics`}
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            {t('pricelists.view.statistics')}
          </Button>
          <PermissionButton area="pricelists" color="red" variant="light" to={`/pricelists/${id}/destroy`}>
            {t('common.archive')}
          </PermissionButton>
        </>
      }
      lead={
        <>
          {/* A save held for approval is said above the prices it would change. */}
          <WaitingForApproval recordType="pricelist" recordId={id} refreshKey={record.version} />
          {/* The grid section brings its own top margin. */}
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} pt={{ base: 2, sm: 6 }} radius="md">
            {grid}
          </Paper>
        </>
      }
      below={
        <>
          {health}
          <PricelistHistory pricelistId={id} serviceId={record.service_id!} version={record.version!} />
          <ChangeLog logs={logs} />
        </>
      }
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('pricelists.view.settings')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" verticalSpacing="md">
          <ReadOnlyField label={t('common.currency')}>{record.currency}</ReadOnlyField>
          <GridSettingsText settings={record} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" verticalSpacing="md">
          <ReadOnlyField label={t('pricelists.surcharges')}>
            <ValueBadges labels={surcharges} />
          </ReadOnlyField>
          <ReadOnlyField label={t('pricelists.conditions')}>
            <ValueBadges labels={conditionLabels(record.blocks)} />
          </ReadOnlyField>
          <ReadOnlyField label={t('pricelists.ldmConditions')}>
            <ValueBadges labels={conditionLabels(record.ldm_blocks)} />
          </ReadOnlyField>
        </SimpleGrid>
        <ReadOnlyField label={t('pricelists.comment')}>{record.comment}</ReadOnlyField>
      </Stack>
    </RecordView>
  );
}
