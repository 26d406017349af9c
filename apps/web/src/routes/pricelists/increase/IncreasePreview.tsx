/**
 * The preview of a rate increase: the revenue effect on the requests of the period
 * those pricelists answered ("+4,8 % on 12 431 requests, 12 340,00 € more over 90 days"), per
 * partner and per lane, the requests the new prices cannot answer, and per pricelist the cells
 * that change (the first and the largest) or why it cannot take the increase.
 */
import { Accordion, Alert, Anchor, Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { localizeReason, type IncreaseCell, type RateIncreasePreview, type Translate } from '@freight/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ChangeTable, Figure } from '../../../components/ChangeTable';
import { formatChange, formatCurrency, formatNumber } from '../../../lib/format';
import { t as translateNow, useLanguage, useT } from '../../../lib/i18n';
import { pricelistName } from '../labels';

type Backtest = RateIncreasePreview['backtest'];
type PreviewPricelist = RateIncreasePreview['pricelists'][number];
type Effect = Backtest['by_customer'][number];

/** Pricelists listed with their cells; a larger preview says how many more there are. */
export const SHOWN_PRICELISTS = 100;

/** The difference of two sums in cents, so 0.1 + 0.2 does not show as 0,30000000000000004. */
function difference(before: number, after: number): number {
  return (Math.round(after * 100) - Math.round(before * 100)) / 100;
}

/** The preview's headline: '+4,8 % on 12 431 requests, 12 340,00 € more over 90 days'. */
export function effectHeadline(backtest: Backtest, t: Translate = translateNow): string {
  const days = String(backtest.days);
  if (backtest.requests === 0) return t('increase.preview.noRequests', { days });
  const diff = difference(backtest.total_before, backtest.total_after);
  return t('increase.preview.headline', {
    hasChange: backtest.change_percent === null ? 'no' : 'yes',
    change: formatChange(backtest.change_percent),
    count: backtest.requests,
    money: diff === 0 ? 'same' : diff > 0 ? 'more' : 'less',
    amount: formatCurrency(Math.abs(diff), backtest.currency),
    days,
  });
}

/** A cell's break: its quantity, or the zone row's minimum or maximum amount. */
export function breakText(cell: IncreaseCell, t: Translate = translateNow): string {
  if (cell.kind === 'minimum') return t('increase.preview.minimum');
  if (cell.kind === 'maximum') return t('increase.preview.maximum');
  return cell.quantity === null ? '' : formatNumber(cell.quantity, 2);
}

function cellChange(cell: IncreaseCell): number | null {
  return cell.before === 0 ? null : ((cell.after - cell.before) / cell.before) * 100;
}

function CellTable({ label, cells, currency }: { label: string; cells: IncreaseCell[]; currency: string }) {
  const t = useT();
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
          { header: t('increase.preview.zoneRow'), render: (cell) => `${cell.zone_from} → ${cell.zone_to}` },
          { header: t('increase.preview.break'), render: (cell) => breakText(cell, t) },
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
  const t = useT();
  const name = pricelistName(pricelist.name);
  const cellsChange = t('increase.preview.cellsChange', { count: pricelist.cells_changed });
  // The preview's problem is the server's English ('It ends on 31.12.2026, …'), said in the reader's language.
  const language = useLanguage();
  const problem = pricelist.problem && localizeReason(language, pricelist.problem);
  return (
    <Accordion.Item value={String(pricelist.id)}>
      <Accordion.Control aria-label={`${name}: ${problem ?? cellsChange}`}>
        <Group justify="space-between" wrap="nowrap" gap="sm" pr="sm">
          <Text size="sm" fw={500} truncate>
            {name} → {pricelist.successor_name}
          </Text>
          {problem ? (
            <Badge color="red" variant="light" tt="none" style={{ flexShrink: 0 }}>
              {t('increase.preview.cannotTakeIt')}
            </Badge>
          ) : (
            <Badge color={pricelist.cells_changed ? 'blue' : 'gray'} variant="light" tt="none" style={{ flexShrink: 0 }}>
              {cellsChange}
            </Badge>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} p="xs">
              {problem}
            </Alert>
          )}
          {!problem && pricelist.cells_changed === 0 && (
            <Text size="sm" c="dimmed">
              {t('increase.preview.noMatch')}
            </Text>
          )}
          {pricelist.cells_changed > 0 && (
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <CellTable label={t('increase.preview.firstChanges', { name })} cells={pricelist.first} currency={pricelist.currency} />
              <CellTable label={t('increase.preview.largestChanges', { name })} cells={pricelist.largest} currency={pricelist.currency} />
            </SimpleGrid>
          )}
          <Anchor component={Link} to={`/pricelists/${pricelist.id}`} size="sm" target="_blank">
            {t('increase.preview.open', { name })}
          </Anchor>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function EffectTable({ label, nameHeader, rows, currency }: { label: string; nameHeader: string; rows: Effect[]; currency: string }) {
  const t = useT();
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
            { header: t('increase.preview.requests'), render: (row) => formatNumber(row.requests, 0), right: true },
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
  const t = useT();
  const notPriced = backtest.not_priced.reduce((sum, n) => sum + n.count, 0);
  return (
    <Stack gap="md" aria-label={t('increase.preview.revenueEffect')} component="section">
      <Title order={2} size="h4">
        {t('increase.preview.revenueEffect')}
      </Title>
      <Text fw={600} size="lg" data-testid="effect-headline">
        {effectHeadline(backtest, t)}
      </Text>
      {backtest.requests > 0 && (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure
              label={t('increase.preview.repriced')}
              value={t('increase.preview.repricedOf', {
                repriced: formatNumber(backtest.repriced, 0),
                requests: formatNumber(backtest.requests, 0),
              })}
            />
            <Figure label={t('increase.preview.totalBefore')} value={formatCurrency(backtest.total_before, backtest.currency)} />
            <Figure label={t('increase.preview.totalAfter')} value={formatCurrency(backtest.total_after, backtest.currency)} />
            <Figure label={t('increase.preview.change')} value={formatChange(backtest.change_percent)} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('increase.preview.footnote', { days: String(backtest.days), currency: backtest.currency })}
            {backtest.truncated && ` ${t('increase.preview.truncated')}`}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <EffectTable
              label={t('increase.preview.byPartner')}
              nameHeader={t('common.partner')}
              rows={backtest.by_customer}
              currency={backtest.currency}
            />
            <EffectTable
              label={t('increase.preview.byLane')}
              nameHeader={t('increase.preview.lane')}
              rows={backtest.by_lane}
              currency={backtest.currency}
            />
          </SimpleGrid>
        </>
      )}
      {notPriced > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('increase.preview.notPriced', { count: notPriced })}
          aria-label={t('increase.preview.notPricedLabel')}
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
  const t = useT();
  const cells = pricelists.reduce((sum, p) => sum + p.cells_changed, 0);
  const refused = pricelists.filter((p) => p.problem).length;
  const shown = pricelists.slice(0, SHOWN_PRICELISTS);
  return (
    <Stack gap="sm" aria-label={t('increase.preview.perPricelist')} component="section">
      <Title order={2} size="h4">
        {t('increase.preview.perPricelist')}
      </Title>
      <Text size="sm" data-testid="changes-summary">
        {t('increase.preview.summary', { count: pricelists.length, cells, refused })}
      </Text>
      <Accordion variant="separated" multiple defaultValue={shown.length <= 3 ? shown.map((p) => String(p.id)) : []}>
        {shown.map((p) => (
          <PricelistItem key={p.id} pricelist={p} />
        ))}
      </Accordion>
      {pricelists.length > shown.length && (
        <Text size="sm" c="dimmed">
          {t('increase.preview.firstShown', { shown: SHOWN_PRICELISTS, count: formatNumber(pricelists.length, 0) })}
        </Text>
      )}
    </Stack>
  );
}

export function IncreasePreview({ preview }: { preview: RateIncreasePreview }) {
  const t = useT();
  return (
    <Stack gap="xl" aria-label={t('increase.preview.label')}>
      <RevenueEffect backtest={preview.backtest} />
      <PricelistChanges pricelists={preview.pricelists} />
    </Stack>
  );
}
