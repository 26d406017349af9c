/**
 * The preview of a rate increase: the revenue effect on the requests of the period
 * those pricelists answered ("+4,8 % on 12 431 requests, 12 340,00 € more over 90 days"), per
 * partner and per lane, the requests the new prices cannot answer, and per pricelist the cells
 * that change (the first and the largest) or why it cannot take the increase.
 */
import { Accordion, Alert, Anchor, Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { IncreaseCell, RateIncreasePreview } from '@freight/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ChangeTable, Figure } from '../../../components/ChangeTable';
import { formatChange, formatCurrency, formatNumber } from '../../../lib/format';
import { pricelistName } from '../labels';

type Backtest = RateIncreasePreview['backtest'];
type PreviewPricelist = RateIncreasePreview['pricelists'][number];
type Effect = Backtest['by_customer'][number];

/** Pricelists listed with their cells; a larger preview says how many more there are. */
export const SHOWN_PRICELISTS = 100;

function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count, 0)} ${count === 1 ? one : many}`;
}

/** The difference of two sums in cents, so 0.1 + 0.2 does not show as 0,30000000000000004. */
function difference(before: number, after: number): number {
  return (Math.round(after * 100) - Math.round(before * 100)) / 100;
}

/** The preview's headline: '+4,8 % on 12 431 requests, 12 340,00 € more over 90 days'. */
export function effectHeadline(backtest: Backtest): string {
  const period = `the last ${backtest.days} days`;
  if (backtest.requests === 0) return `No requests of ${period} were priced by these pricelists: there is no revenue effect to show.`;
  const diff = difference(backtest.total_before, backtest.total_after);
  const money = diff === 0 ? 'no change in revenue' : `${formatCurrency(Math.abs(diff), backtest.currency)} ${diff > 0 ? 'more' : 'less'}`;
  const lead = backtest.change_percent === null ? 'On' : `${formatChange(backtest.change_percent)} on`;
  return `${lead} ${plural(backtest.requests, 'request', 'requests')}, ${money} over ${backtest.days} days`;
}

/** A cell's break: its quantity, or the zone row's minimum or maximum amount. */
export function breakText(cell: IncreaseCell): string {
  if (cell.kind === 'minimum') return 'Minimum';
  if (cell.kind === 'maximum') return 'Maximum';
  return cell.quantity === null ? '' : formatNumber(cell.quantity, 2);
}

function cellChange(cell: IncreaseCell): number | null {
  return cell.before === 0 ? null : ((cell.after - cell.before) / cell.before) * 100;
}

function CellTable({ label, cells, currency }: { label: string; cells: IncreaseCell[]; currency: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <ChangeTable
        label={label}
        verticalSpacing={2}
        fz="sm"
        columns={[
          { header: 'Zone row', render: (cell) => `${cell.zone_from} → ${cell.zone_to}` },
          { header: 'Break', render: breakText },
        ]}
        rows={cells}
        rowKey={(_, i) => i}
        before={(cell) => formatCurrency(cell.before, currency)}
        after={(cell) => formatCurrency(cell.after, currency)}
        change={(cell) => formatChange(cellChange(cell))}
      />
    </Stack>
  );
}

function PricelistItem({ pricelist }: { pricelist: PreviewPricelist }) {
  const name = pricelistName(pricelist.name);
  return (
    <Accordion.Item value={String(pricelist.id)}>
      <Accordion.Control aria-label={`${name}: ${pricelist.problem ?? plural(pricelist.cells_changed, 'cell changes', 'cells change')}`}>
        <Group justify="space-between" wrap="nowrap" gap="sm" pr="sm">
          <Text size="sm" fw={500} truncate>
            {name} → {pricelist.successor_name}
          </Text>
          {pricelist.problem ? (
            <Badge color="red" variant="light" tt="none" style={{ flexShrink: 0 }}>
              Cannot take it
            </Badge>
          ) : (
            <Badge color={pricelist.cells_changed ? 'blue' : 'gray'} variant="light" tt="none" style={{ flexShrink: 0 }}>
              {plural(pricelist.cells_changed, 'cell changes', 'cells change')}
            </Badge>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {pricelist.problem && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} p="xs">
              {pricelist.problem}
            </Alert>
          )}
          {!pricelist.problem && pricelist.cells_changed === 0 && (
            <Text size="sm" c="dimmed">
              No price of this pricelist matches the change: it keeps its prices.
            </Text>
          )}
          {pricelist.cells_changed > 0 && (
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <CellTable label={`First changes of ${name}`} cells={pricelist.first} currency={pricelist.currency} />
              <CellTable label={`Largest changes of ${name}`} cells={pricelist.largest} currency={pricelist.currency} />
            </SimpleGrid>
          )}
          <Anchor component={Link} to={`/pricelists/${pricelist.id}`} size="sm" target="_blank">
            Open {name}
          </Anchor>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function EffectTable({ label, nameHeader, rows, currency }: { label: string; nameHeader: string; rows: Effect[]; currency: string }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {label}
      </Title>
      <Table.ScrollContainer minWidth={480} mah={360}>
        <ChangeTable
          label={label}
          striped
          stickyHeader
          verticalSpacing={4}
          fz="sm"
          columns={[
            { header: nameHeader, render: (row) => row.name || '—' },
            { header: 'Requests', render: (row) => formatNumber(row.requests, 0), right: true },
          ]}
          rows={rows}
          rowKey={(row) => row.name}
          before={(row) => formatCurrency(row.before, currency)}
          after={(row) => formatCurrency(row.after, currency)}
          change={(row) => formatChange(row.change_percent)}
        />
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The revenue effect of the period. */
function RevenueEffect({ backtest }: { backtest: Backtest }) {
  const notPriced = backtest.not_priced.reduce((sum, n) => sum + n.count, 0);
  return (
    <Stack gap="md" aria-label="Revenue effect" component="section">
      <Title order={2} size="h4">
        Revenue effect
      </Title>
      <Text fw={600} size="lg" data-testid="effect-headline">
        {effectHeadline(backtest)}
      </Text>
      {backtest.requests > 0 && (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label="Requests repriced" value={`${formatNumber(backtest.repriced, 0)} of ${formatNumber(backtest.requests, 0)}`} />
            <Figure label="Total before" value={formatCurrency(backtest.total_before, backtest.currency)} />
            <Figure label="Total after" value={formatCurrency(backtest.total_after, backtest.currency)} />
            <Figure label="Change" value={formatChange(backtest.change_percent)} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            The requests these pricelists answered in the last {backtest.days} days, priced again with the new prices; sums in{' '}
            {backtest.currency} at today&apos;s exchange rates.
            {backtest.truncated && ' The period held more requests than one preview takes: the newest were priced.'}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <EffectTable label="By partner" nameHeader="Partner" rows={backtest.by_customer} currency={backtest.currency} />
            <EffectTable label="By lane" nameHeader="Lane" rows={backtest.by_lane} currency={backtest.currency} />
          </SimpleGrid>
        </>
      )}
      {notPriced > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={`${plural(notPriced, 'request', 'requests')} the new prices cannot answer`}
          aria-label="Requests the new prices cannot answer"
        >
          <Stack gap={2}>
            {backtest.not_priced.map((n) => (
              <Text key={n.reason} size="sm">
                {formatNumber(n.count, 0)} × {n.reason}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/** Per pricelist: how many cells change, with the first and the largest, or its problem. */
function PricelistChanges({ pricelists }: { pricelists: PreviewPricelist[] }) {
  const cells = pricelists.reduce((sum, p) => sum + p.cells_changed, 0);
  const refused = pricelists.filter((p) => p.problem).length;
  const shown = pricelists.slice(0, SHOWN_PRICELISTS);
  return (
    <Stack gap="sm" aria-label="Changes per pricelist" component="section">
      <Title order={2} size="h4">
        Changes per pricelist
      </Title>
      <Text size="sm" data-testid="changes-summary">
        {plural(pricelists.length, 'pricelist', 'pricelists')}, {plural(cells, 'cell changes', 'cells change')}
        {refused > 0 && `; ${formatNumber(refused, 0)} cannot take the increase`}.
      </Text>
      <Accordion variant="separated" multiple defaultValue={shown.length <= 3 ? shown.map((p) => String(p.id)) : []}>
        {shown.map((p) => (
          <PricelistItem key={p.id} pricelist={p} />
        ))}
      </Accordion>
      {pricelists.length > shown.length && (
        <Text size="sm" c="dimmed">
          The first {SHOWN_PRICELISTS} of {formatNumber(pricelists.length, 0)} pricelists are shown.
        </Text>
      )}
    </Stack>
  );
}

export function IncreasePreview({ preview }: { preview: RateIncreasePreview }) {
  return (
    <Stack gap="xl" aria-label="Preview">
      <RevenueEffect backtest={preview.backtest} />
      <PricelistChanges pricelists={preview.pricelists} />
    </Stack>
  );
}
