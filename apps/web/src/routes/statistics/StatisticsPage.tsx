/**
 * A pricelist's statistics at /pricelists/:id/statistics (docs/product/domain.md §2, §4): requests (hits)
 * versus bookings per zone row and quantity cell, for a date range and optionally only the
 * requests of partners' systems (Shipment only = via_tms), both kept in the query string.
 * GET /fe/pricelists/{id}/statistics (pricelists read).
 */
import { Anchor, Box, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DEFAULT_CURRENCY, STATISTICS_RANGES, type MessageKey, type StatisticsRange, type Translate } from '@freight/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigation, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { formatCurrency, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { isKeyOf } from '../../lib/narrow';
import { PRICING_UNIT_WORDS } from '../help/pricing-unit-words';
import { pricelistName } from '../pricelists/labels';
import { bandLabel, bookingRateBand, RATE_LEGEND } from './booking-rate';
import { DEFAULT_RANGE, rangeNamed, rangeOf, type Range, type Statistics, type statisticsLoader } from './statistics-data';
import classes from './statistics.module.css';

// ---- the page ------------------------------------------------------------------------------------

function Total({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={labelId}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" id={labelId}>
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4}>
        {value}
      </Text>
    </Paper>
  );
}

/** The date ranges' words, by their value. */
const RANGE_WORDS: Record<StatisticsRange, MessageKey> = {
  last_24: 'pages.statistics.range.last24',
  last_7: 'pages.statistics.range.last7',
  last_30: 'pages.statistics.range.last30',
  current_year: 'pages.statistics.range.currentYear',
  all: 'pages.statistics.range.all',
};

function Legend() {
  const t = useT();
  return (
    <Group gap="xs" wrap="wrap" aria-label={t('pages.statistics.legend')}>
      <Text size="xs" c="dimmed">
        {t('pages.statistics.bookingRate')}
      </Text>
      {RATE_LEGEND.map((band) => (
        <Group key={band.level} gap={4} wrap="nowrap">
          <Box
            w={14}
            h={14}
            style={{ background: band.background, borderRadius: 3, border: '1px solid var(--mantine-color-default-border)' }}
          />
          <Text size="xs">{bandLabel(t, band.label)}</Text>
        </Group>
      ))}
    </Group>
  );
}

function pricingUnit(t: Translate, unit: string): string {
  return isKeyOf(PRICING_UNIT_WORDS, unit) ? t(PRICING_UNIT_WORDS[unit]) : unit;
}

type ZoneStats = Statistics['fare_groups'][number]['zones'][number];

/** Above this many zone rows a table draws only the rows near the window's view (4,000 cells in whole). */
const WHOLE_ROWS = 100;
/** A zone row's height before it is measured: two lines of text and the table's spacing. */
const ROW_HEIGHT = 52;

/** A zone row's cells as plain elements (statistics.module.css): 40 of them in each of 500 rows. */
function ZoneRow({
  t,
  row,
  currency,
  index,
  measure,
}: {
  t: Translate;
  row: ZoneStats;
  currency: string;
  index: number;
  measure?: (el: Element | null) => void;
}) {
  return (
    <tr className={classes.row} data-index={index} ref={measure}>
      <th scope="row" className={classes.route}>
        <div>
          {row.zone_from_name} → {row.zone_to_name}
        </div>
        {row.transit_name && <span className={`${classes.small} ${classes.dimmed}`}>{row.transit_name}</span>}
      </th>
      {row.prices.map((cell, p) => {
        const band = bookingRateBand(cell.hits, cell.bookings);
        const title = t('pages.statistics.cell', {
          bookings: cell.bookings,
          hits: cell.hits,
          hasHits: band.rate === null ? 'no' : 'yes',
          rate: band.rate === null ? '' : formatNumber(band.rate, 1),
        });
        return (
          <td key={p} className={classes.cell} style={{ background: band.background }} title={title} data-band={band.level}>
            <div>{cell.price === null ? '—' : formatCurrency(cell.price, currency)}</div>
            <span className={classes.small} aria-label={t('pages.statistics.bookingsHits')}>
              {cell.bookings} / {cell.hits}
            </span>
          </td>
        );
      })}
    </tr>
  );
}

/**
 * The zone rows: every one for a small table; for a big one (500 x 40: 20,000 cells, seconds of the
 * browser's style and layout) those near the view, the window scrolling as for the whole.
 */
function ZoneRows({ t, zones, columns, currency }: { t: Translate; zones: ZoneStats[]; columns: number; currency: string }) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [top, setTop] = useState(0);
  const windowed = zones.length > WHOLE_ROWS;
  // Where the rows start in the page, again whenever the page's height changes: a table above may grow.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!windowed || !body) return;
    const measure = () => setTop(Math.round(body.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [windowed]);
  const virtualizer = useWindowVirtualizer({
    count: zones.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: top,
    enabled: windowed,
  });
  if (!windowed) {
    return (
      <tbody ref={bodyRef}>
        {zones.map((row, r) => (
          <ZoneRow key={r} t={t} row={row} currency={currency} index={r} />
        ))}
      </tbody>
    );
  }
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0]!.start - top : 0;
  const after = items.length ? virtualizer.getTotalSize() - (items[items.length - 1]!.end - top) : 0;
  const spacer = (height: number) => (
    <tr aria-hidden>
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
  return (
    <tbody ref={bodyRef}>
      {before > 0 && spacer(before)}
      {items.map((item) => (
        <ZoneRow
          key={item.index}
          t={t}
          row={zones[item.index]!}
          currency={currency}
          index={item.index}
          measure={virtualizer.measureElement}
        />
      ))}
      {after > 0 && spacer(after)}
    </tbody>
  );
}

/** Memoised: the page's own state (the controls, the loading shade) does not redraw the cells. */
const FareGroupTable = memo(function FareGroupTable({
  group,
  index,
  currency,
}: {
  group: Statistics['fare_groups'][number];
  index: number;
  currency: string;
}) {
  const t = useT();
  const name = t('pages.statistics.fareGroup', { number: index + 1 });
  return (
    <Stack gap={4}>
      <Title order={3} size="h4">
        {name}
      </Title>
      <Table.ScrollContainer minWidth={200 + group.quantities.length * 120}>
        <Table withTableBorder withColumnBorders verticalSpacing={4} aria-label={name}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={200}>{t('pages.statistics.route')}</Table.Th>
              {group.quantities.map((q, i) => (
                <Table.Th key={i} ta="center" miw={110}>
                  <div>≤ {formatNumber(q.quantity, 2)}</div>
                  <Text span size="xs" c="dimmed" fw={400}>
                    {pricingUnit(t, q.unit)}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <ZoneRows t={t} zones={group.zones} columns={group.quantities.length + 1} currency={currency} />
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
});

/** The page's choices (range, shipment only): shown at once, the address follows and the loader reloads. */
function useStatisticsChoice() {
  const [params, setParams] = useSearchParams();
  // A new address (back, forward, a link) resets them.
  const fromUrl = { range: rangeOf(params), viaTms: params.get('via_tms') === 'true' };
  const [chosen, setChosen] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (seen.range !== fromUrl.range || seen.viaTms !== fromUrl.viaTms) {
    setSeen(fromUrl);
    setChosen(fromUrl);
  }

  const choose = (next: { range: Range; viaTms: boolean }) => {
    setChosen(next);
    const search = new URLSearchParams(params);
    search.set('range', next.range);
    if (next.viaTms) search.set('via_tms', 'true');
    else search.delete('via_tms');
    setParams(search, { preventScrollReset: true });
  };
  return { chosen, choose };
}

/** The way back to the pricelist and the title. */
function StatisticsHeader({ stats }: { stats: Statistics }) {
  const t = useT();
  const { id } = useParams();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={`/pricelists/${encodeURIComponent(id ?? '')}`} size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {t('pages.statistics.back')}
        </Group>
      </Anchor>
      {/* Titled by the pricelist (its partner is in the line below): "Statistics: General" read as the partner. */}
      <PageHeader
        title={t('pages.statistics.title', { name: pricelistName(stats.pricelist_name) })}
        summary={
          <Text size="sm" c="dimmed">
            {[
              stats.service_name,
              stats.customer_name?.trim() ? t('pages.statistics.partner', { name: stats.customer_name }) : t('pages.statistics.general'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        }
      />
    </Stack>
  );
}

export function StatisticsPage() {
  const t = useT();
  const stats = useLoaderData<typeof statisticsLoader>();
  const navigation = useNavigation();
  const currency = stats.currency || DEFAULT_CURRENCY;
  const { chosen, choose } = useStatisticsChoice();

  return (
    <Stack gap="md">
      <StatisticsHeader stats={stats} />

      <Group gap="lg" align="flex-end">
        <Select
          label={t('pages.statistics.range')}
          data={STATISTICS_RANGES.map((r) => ({ value: r.value, label: t(RANGE_WORDS[r.value]) }))}
          value={chosen.range}
          allowDeselect={false}
          w={200}
          onChange={(value) => choose({ ...chosen, range: rangeNamed(value) ?? DEFAULT_RANGE })}
        />
        <Checkbox
          label={t('pages.statistics.viaTms')}
          description={t('pages.statistics.viaTmsText')}
          checked={chosen.viaTms}
          onChange={(event) => choose({ ...chosen, viaTms: event.currentTarget.checked })}
        />
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ opacity: navigation.state === 'loading' ? 0.6 : 1 }}>
        <Total label={t('pages.statistics.totalPotentialCost')} value={formatCurrency(stats.total_potential_cost, currency)} />
        <Total label={t('pages.statistics.totalCost')} value={formatCurrency(stats.total_cost, currency)} />
        <Total label={t('pages.statistics.totalHits')} value={formatNumber(stats.total_hits, 0)} />
        <Total label={t('pages.statistics.totalBookings')} value={formatNumber(stats.total_bookings, 0)} />
      </SimpleGrid>

      <Legend />

      {stats.fare_groups.length === 0 ? (
        <Text c="dimmed">{t('pages.statistics.noPrices')}</Text>
      ) : (
        stats.fare_groups.map((group, g) => <FareGroupTable key={g} group={group} index={g} currency={currency} />)
      )}
    </Stack>
  );
}
