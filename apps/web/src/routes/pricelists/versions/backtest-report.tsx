/**
 * The request and the report of "Try on past requests", shared by the view's tab
 * (another pricelist as the draft) and the edit page (the unsaved edit as the draft):
 * POST /fe/pricelists/{id}/backtest writes nothing.
 */
import { Alert, Box, Group, List, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { BACKTEST_PERIODS, fieldLabel, PRICELIST_ROUTES, type ApiError, type BacktestAnswer, type Translate } from '@freight/domain';
import { useState } from 'react';
import { api, relay } from '../../../lib/client';
import { ChangeTable, Figure } from '../../../components/ChangeTable';
import { formatChange, formatCurrency, formatNumber } from '../../../lib/format';
import { reasonText } from '../../../lib/forms';
import { useLanguage, useT } from '../../../lib/i18n';
import { capitalise } from '../../../lib/toast';

/** What stands in for the pricelist: another pricelist of the same service, or an unsaved edit. */
type BacktestDraft = { pricelist_id: number } | { draft: Record<string, unknown> };

/** The last run's report or refusal, and the call that runs it again. */
export function useBacktest(pricelistId: number) {
  const [report, setReport] = useState<BacktestAnswer | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (days: string, draft: BacktestDraft) => {
    setBusy(true);
    setError(null);
    // The draft is the form's unsaved values, relayed for the server to judge as a save would.
    const body = relay({ days: Number(days), ...draft });
    const result = await api.submit(PRICELIST_ROUTES.backtest, { params: { id: pricelistId }, body });
    setBusy(false);
    setReport(result.ok ? result.data : null);
    if (!result.ok) setError(result.error);
  };
  return { report, error, busy, run };
}

export function BacktestPeriod({ value, onChange }: { value: string; onChange: (days: string) => void }) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('versions.backtest.period')}
      </Text>
      <SegmentedControl
        value={value}
        onChange={onChange}
        data={BACKTEST_PERIODS.map((days) => ({ value: String(days), label: t('versions.backtest.days', { days }) }))}
      />
    </Stack>
  );
}

/**
 * A refused try in words: a draft is checked as a save is, its fields named in the body
 * ('draft.fare_groups.0.zones.1.prices.2'); under "The draft cannot be tried" they read
 * "Fare group 1, zone row 2, price 3: Must be ...".
 */
export function BacktestError({ error }: { error: ApiError | null }) {
  const t = useT();
  const language = useLanguage();
  if (!error) return null;
  const fields = Object.entries(error.errors ?? {}).map(([field, text]) => [field.replace(/^draft\./, ''), text] as const);
  return (
    <Alert color="red" role="alert" title={fields.length ? t('versions.backtest.refused') : undefined}>
      {fields.length === 0 ? (
        capitalise(error.message)
      ) : (
        <List size="sm">
          {fields.map(([field, text]) => (
            <List.Item key={field}>
              {fieldLabel(field, language)}: {reasonText(text)}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

function bucketLabel(h: BacktestAnswer['histogram'][number], t: Translate) {
  if (h.from === null) return t('versions.backtest.under', { to: String(h.to) });
  if (h.to === null) return t('versions.backtest.andMore', { from: String(h.from) });
  return `${h.from} … ${h.to} %`;
}

/** Totals before and after, the lanes that move most, what the draft cannot price, and the change per request. */
export function BacktestReport({ report }: { report: BacktestAnswer }) {
  const t = useT();
  const most = Math.max(1, ...report.histogram.map((h) => h.count));
  // An empty period is said in a sentence, not as "0 of 0" and dashes.
  if (report.requests === 0)
    return (
      <Alert color="gray" aria-label={t('versions.backtest.result')}>
        {t('versions.backtest.nothing')}
      </Alert>
    );
  return (
    <Stack gap="md" aria-label={t('versions.backtest.result')}>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure
          label={t('versions.backtest.repriced')}
          value={t('versions.backtest.repricedOf', { repriced: formatNumber(report.repriced), requests: formatNumber(report.requests) })}
        />
        <Figure label={t('versions.backtest.totalBefore')} value={formatCurrency(report.total_before, report.currency)} />
        <Figure label={t('versions.backtest.totalAfter')} value={formatCurrency(report.total_after, report.currency)} />
        <Figure label={t('versions.backtest.change')} value={formatChange(report.change_percent)} />
      </SimpleGrid>
      {report.truncated && (
        <Text size="sm" c="dimmed">
          {t('versions.backtest.truncated')}
        </Text>
      )}
      {report.lanes.length > 0 && (
        <ChangeTable
          label={t('versions.backtest.lanes')}
          striped
          verticalSpacing={4}
          columns={[
            { header: t('versions.backtest.lane'), render: (l) => l.lane || '—' },
            { header: t('versions.backtest.requests'), render: (l) => formatNumber(l.requests), right: true },
          ]}
          rows={report.lanes}
          rowKey={(l) => l.lane}
          before={(l) => formatCurrency(l.before, report.currency)}
          after={(l) => formatCurrency(l.after, report.currency)}
          change={(l) => formatChange(l.change_percent)}
        />
      )}
      {report.unpriced.length > 0 && (
        <Stack gap={2} aria-label={t('versions.backtest.unpricedLabel')}>
          <Text size="sm" fw={500}>
            {t('versions.backtest.unpriced')}
          </Text>
          {report.unpriced.map((u) => (
            <Text key={u.reason} size="sm">
              {formatNumber(u.count)} × {u.reason}
            </Text>
          ))}
        </Stack>
      )}
      <Stack gap={2} aria-label={t('versions.backtest.perRequest')}>
        <Text size="sm" fw={500}>
          {t('versions.backtest.perRequest')}
        </Text>
        {report.histogram.map((h) => (
          <Group key={bucketLabel(h, t)} gap="xs" wrap="nowrap">
            <Text size="xs" w={110} ta="right">
              {bucketLabel(h, t)}
            </Text>
            <Box h={12} w={`${(h.count / most) * 60}%`} miw={h.count ? 2 : 0} bg="blue.5" />
            <Text size="xs">{formatNumber(h.count)}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
