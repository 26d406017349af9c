/**
 * "Try on past requests" on the view: the requests this pricelist answered in the last
 * 7, 30 or 90 days, priced again with another pricelist of the same service (a copy with new
 * prices) in its place. The edit page tries its unsaved edit instead (draft-backtest.tsx).
 */
import { Button, Group, Paper, Select, Title } from '@mantine/core';
import { PRICELIST_ROUTES } from '@freight/domain';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/client';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { pricelistName } from '../labels';
import { BacktestError, BacktestPeriod, BacktestReport, useBacktest } from './backtest-report';

export function BacktestPanel({ pricelistId, serviceId }: { pricelistId: number; serviceId: number }) {
  const t = useT();
  const [days, setDays] = useState('30');
  const [drafts, setDrafts] = useState<{ value: string; name: string | null; from: string; to: string }[]>([]);
  const [draft, setDraft] = useState<string | null>(null);
  const { report, error, busy, run } = useBacktest(pricelistId);

  useEffect(() => {
    let current = true;
    void api.peek(PRICELIST_ROUTES.options, { query: { service: String(serviceId) } }).then((items) => {
      if (!current) return;
      const others = (items ?? []).filter((p) => p.id !== pricelistId);
      setDrafts(others.map((p) => ({ value: String(p.id), name: p.name, from: formatDate(p.valid_from), to: formatDate(p.valid_to) })));
    });
    return () => {
      current = false;
    };
  }, [pricelistId, serviceId]);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('versions.backtest.title')}>
      <Title order={2} size="h4" mb="sm">
        {t('versions.backtest.title')}
      </Title>
      <Group align="flex-end" gap="sm" mb="sm">
        <BacktestPeriod value={days} onChange={setDays} />
        <Select
          label={t('versions.backtest.draft')}
          placeholder={drafts.length ? t('versions.backtest.pickOne') : t('versions.backtest.noOther')}
          data={drafts.map((d) => ({ value: d.value, label: `${pricelistName(d.name)} (${d.from} – ${d.to})` }))}
          value={draft}
          onChange={setDraft}
          w={360}
          searchable
        />
        <Button onClick={() => void run(days, { pricelist_id: Number(draft) })} disabled={!draft} loading={busy}>
          {t('versions.backtest.run')}
        </Button>
      </Group>
      <BacktestError error={error} />
      {report && <BacktestReport report={report} />}
    </Paper>
  );
}
