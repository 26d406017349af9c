/**
 * "Try on past requests" (issue 17): the requests this pricelist answered in the last 7, 30 or 90
 * days, priced again with another pricelist of the same service (a copy with new prices) in its
 * place: totals before and after, the lanes that move most, what the draft cannot price, and a
 * histogram of the change per request. POST /fe/pricelists/{id}/backtest writes nothing.
 */
import { Alert, Box, Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { BacktestAnswer, PricelistListItem } from '@freight/domain';
import { useEffect, useState } from 'react';
import { peekRecord, postForResult } from '../../../lib/api';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { pricelistName } from '../labels';

const percent = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${formatNumber(value, 2)} %`);

function bucketLabel(h: BacktestAnswer['histogram'][number]) {
  if (h.from === null) return `under ${h.to} %`;
  if (h.to === null) return `${h.from} % and more`;
  return `${h.from} … ${h.to} %`;
}

export function BacktestPanel({ pricelistId, serviceId }: { pricelistId: number; serviceId: number }) {
  const [days, setDays] = useState('30');
  const [drafts, setDrafts] = useState<{ value: string; label: string }[]>([]);
  const [draft, setDraft] = useState<string | null>(null);
  const [report, setReport] = useState<BacktestAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void peekRecord<{ items: PricelistListItem[] }>('pricelists', { service: serviceId }).then((answer) => {
      if (!current) return;
      const others = (answer?.items ?? []).filter((p) => p.id !== pricelistId);
      setDrafts(others.map((p) => ({ value: String(p.id), label: `${pricelistName(p.name)} (${p.valid_from} – ${p.valid_to})` })));
    });
    return () => {
      current = false;
    };
  }, [pricelistId, serviceId]);

  const run = async () => {
    setBusy(true);
    setError(null);
    const result = await postForResult<BacktestAnswer>(`pricelists/${pricelistId}/backtest`, {
      days: Number(days),
      pricelist_id: Number(draft),
    });
    setBusy(false);
    if (result.ok) setReport(result.data);
    else setError(result.error.message);
  };

  const most = report ? Math.max(1, ...report.histogram.map((h) => h.count)) : 1;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Try on past requests">
      <Title order={2} size="h4" mb="sm">
        Try on past requests
      </Title>
      <Group align="flex-end" gap="sm" mb="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Period
          </Text>
          <SegmentedControl
            value={days}
            onChange={setDays}
            data={[
              { value: '7', label: '7 days' },
              { value: '30', label: '30 days' },
              { value: '90', label: '90 days' },
            ]}
          />
        </Stack>
        <Select
          label="Draft: another pricelist of this service"
          placeholder={drafts.length ? 'Pick one' : 'No other pricelist of this service'}
          data={drafts}
          value={draft}
          onChange={setDraft}
          w={360}
          searchable
        />
        <Button onClick={() => void run()} disabled={!draft} loading={busy}>
          Try it
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {report && (
        <Stack gap="md" aria-label="Backtest result">
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label="Requests repriced" value={`${formatNumber(report.repriced)} of ${formatNumber(report.requests)}`} />
            <Figure label="Total before" value={formatCurrency(report.total_before, report.currency)} />
            <Figure label="Total after" value={formatCurrency(report.total_after, report.currency)} />
            <Figure label="Change" value={percent(report.change_percent)} />
          </SimpleGrid>
          {report.truncated && (
            <Text size="sm" c="dimmed">
              The period held more requests than one try takes: the newest were tried.
            </Text>
          )}
          {report.lanes.length > 0 && (
            <Table striped verticalSpacing={4} aria-label="Lanes with the largest change">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Lane</Table.Th>
                  <Table.Th ta="right">Requests</Table.Th>
                  <Table.Th ta="right">Before</Table.Th>
                  <Table.Th ta="right">After</Table.Th>
                  <Table.Th ta="right">Change</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.lanes.map((l) => (
                  <Table.Tr key={l.lane}>
                    <Table.Td>{l.lane || '—'}</Table.Td>
                    <Table.Td ta="right">{formatNumber(l.requests)}</Table.Td>
                    <Table.Td ta="right">{formatCurrency(l.before, report.currency)}</Table.Td>
                    <Table.Td ta="right">{formatCurrency(l.after, report.currency)}</Table.Td>
                    <Table.Td ta="right">{percent(l.change_percent)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {report.unpriced.length > 0 && (
            <Stack gap={2} aria-label="Requests the draft cannot price">
              <Text size="sm" fw={500}>
                The draft cannot price
              </Text>
              {report.unpriced.map((u) => (
                <Text key={u.reason} size="sm">
                  {formatNumber(u.count)} × {u.reason}
                </Text>
              ))}
            </Stack>
          )}
          <Stack gap={2} aria-label="Change per request">
            <Text size="sm" fw={500}>
              Change per request
            </Text>
            {report.histogram.map((h) => (
              <Group key={bucketLabel(h)} gap="xs" wrap="nowrap">
                <Text size="xs" w={110} ta="right">
                  {bucketLabel(h)}
                </Text>
                <Box h={12} w={`${(h.count / most) * 60}%`} miw={h.count ? 2 : 0} bg="blue.5" />
                <Text size="xs">{formatNumber(h.count)}</Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
