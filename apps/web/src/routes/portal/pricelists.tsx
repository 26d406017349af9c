/**
 * The portal's pricelists: the live ones that price for the partner (GET /fe/portal/pricelists),
 * and one as a rate card (GET /fe/portal/pricelists/{id}?unit=): its fare groups as tables with
 * zone names, transit with departure days and prices in the Finnish locale, what the prices
 * include, the chargeable-weight rules, its surcharges and conditions in words, the zone key and
 * the carrier's terms; in the unit chosen, with the Excel workbook and the PDF of it.
 */
import { Alert, Badge, Button, Group, List, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import {
  EXPORT_UNITS,
  PORTAL_RATE_CARD_ROUTES,
  PORTAL_ROUTES,
  type ExportUnit,
  type PortalPricelist,
  type RateCard,
} from '@freight/domain';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { RecordList, type Column } from '../../components/RecordList';
import { api } from '../../lib/client';
import { formatDate, formatNumber } from '../../lib/format';
import { isOneOf } from '../../lib/narrow';
import { idParam } from '../../lib/records';
import { pricelistName, unitLabel } from '../pricelists/labels';
import { useFileDownload } from '../tool/bulk/download';

// ---- the list ------------------------------------------------------------------------------------

export async function portalPricelistsLoader(): Promise<PortalPricelist[]> {
  return api.read(PORTAL_ROUTES.pricelists);
}

/** 'Valid 01.01.2026 – 31.12.2026'. */
function validity(from: string, to: string): string {
  return `${formatDate(from)} – ${formatDate(to)}`;
}

const COLUMNS: Column<PortalPricelist>[] = [
  { header: 'Pricelist', render: (p) => pricelistName(p.name) },
  { header: 'Service', render: (p) => `${p.service.name} (${p.service.code})` },
  {
    header: 'Made for',
    render: (p) =>
      p.general ? (
        <Badge variant="light" color="gray" tt="none">
          General
        </Badge>
      ) : (
        <Badge variant="light" color="teal" tt="none">
          You
        </Badge>
      ),
  },
  { header: 'Valid', render: (p) => validity(p.valid_from, p.valid_to) },
  { header: 'Unit', render: (p) => unitLabel(p.unit) },
  { header: 'Currency', render: (p) => p.currency },
];

export function PortalPricelists() {
  const items = useLoaderData<typeof portalPricelistsLoader>();
  return (
    <RecordList
      title="Pricelists"
      resource="portal/pricelists"
      items={items}
      count={items.length}
      columns={COLUMNS}
      newLabel={null}
      emptyText="No pricelists price for you yet"
    />
  );
}

// ---- the rate card -------------------------------------------------------------------------------

/** The units a rate card is shown in, as the choice names them. */
export const RATE_CARD_UNIT_LABELS: Record<ExportUnit, string> = {
  as_is: 'As priced',
  eur_pallet: 'EUR pallets',
  fin_pallet: 'FIN pallets',
  half_pallet: 'Half pallets',
};

/** The choice's order: the prices as stored first, then the pallet counts. */
const RATE_CARD_UNITS: ExportUnit[] = ['as_is', ...EXPORT_UNITS.filter((unit) => unit !== 'as_is')];

/** ?unit= of the page: one of the rate card's units, as_is when absent or unknown. */
export function rateCardUnitOf(search: URLSearchParams): ExportUnit {
  const unit = search.get('unit');
  return isOneOf(EXPORT_UNITS, unit) ? unit : 'as_is';
}

export async function rateCardLoader({ params, request }: LoaderFunctionArgs): Promise<RateCard> {
  const unit = rateCardUnitOf(new URL(request.url).searchParams);
  return api.read(PORTAL_RATE_CARD_ROUTES.rateCard, { params: { id: idParam(params) }, query: { unit } });
}

/** A price cell: two decimals in the Finnish locale, a dash where the lane has none. */
function priceText(value: number | null): string {
  return value === null ? '–' : formatNumber(value, 2, 2);
}

function RateCardGroup({
  group,
  index,
  currency,
  count,
}: {
  group: RateCard['groups'][number];
  index: number;
  currency: string;
  count: number;
}) {
  const hasMin = group.rows.some((row) => row.min !== null);
  const hasMax = group.rows.some((row) => row.max !== null);
  const label = count > 1 ? `Fare group ${index + 1}` : 'Prices';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            Prices in {currency}
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={600}>
          <Table striped withTableBorder withColumnBorders stickyHeader verticalSpacing={4} fz="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Transit</Table.Th>
                {group.columns.map((column, i) => (
                  <Table.Th key={`${column}-${i}`} ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'bottom' }}>
                    {column}
                    {/* What the price is per ('per 100 kg', 'per shipment') or the LDM a pallet count takes:
                        without it a per-100-kg column reads as cheaper than the per-shipment one before it. */}
                    {group.column_units[i] && (
                      <Text size="xs" c="dimmed" fw={400} data-testid="column-unit">
                        {group.column_units[i]}
                      </Text>
                    )}
                  </Table.Th>
                ))}
                {hasMin && <Table.Th ta="right">Minimum</Table.Th>}
                {hasMax && <Table.Th ta="right">Maximum</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.rows.map((row, i) => (
                <Table.Tr key={`${row.from}-${row.to}-${i}`}>
                  <Table.Td>{row.from}</Table.Td>
                  <Table.Td>{row.to}</Table.Td>
                  {/* Days in transit and the departure days: "3 days, Mon, Wed, Fri". */}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.transit ?? '–'}</Table.Td>
                  {row.prices.map((price, j) => (
                    <Table.Td key={j} ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {priceText(price)}
                    </Table.Td>
                  ))}
                  {hasMin && <Table.Td ta="right">{priceText(row.min)}</Table.Td>}
                  {hasMax && <Table.Td ta="right">{priceText(row.max)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

function Sentences({ title, lines, empty }: { title: string; lines: string[]; empty: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

type Busy = 'xlsx' | 'pdf' | null;

/** The downloads of the card in its unit: the Excel workbook and the PDF. */
function Downloads({ id, unit }: { id: number; unit: ExportUnit }) {
  const [busy, fetchFile] = useFileDownload<Exclude<Busy, null>>();

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy === 'xlsx'}
        disabled={busy !== null}
        onClick={() =>
          void fetchFile('xlsx', () => api.file(PORTAL_ROUTES.workbook, { params: { id }, query: { unit } }), 'pricelist.xlsx')
        }
      >
        Excel
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        loading={busy === 'pdf'}
        disabled={busy !== null}
        onClick={() =>
          void fetchFile('pdf', () => api.file(PORTAL_RATE_CARD_ROUTES.pdf, { params: { id }, query: { unit } }), 'pricelist.pdf')
        }
      >
        PDF
      </Button>
    </>
  );
}

export function RateCardPage() {
  const card = useLoaderData<typeof rateCardLoader>();
  const [search, setSearch] = useSearchParams();
  const unit = rateCardUnitOf(search);
  const { pricelist } = card;
  // On a phone the four units stand in a column rather than run off the screen.
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Stack gap="md">
      <PageHeader
        title={`${pricelistName(pricelist.name)}: ${card.service.name}`}
        backTo="/portal/pricelists"
        actions={<Downloads id={pricelist.id} unit={unit} />}
        summary={
          <Group gap="xs">
            <Badge variant="light" color="blue" tt="none">
              Valid {validity(pricelist.valid_from, pricelist.valid_to)}
            </Badge>
            <Badge variant="light" color="gray" tt="none">
              {card.partner ?? 'General'}
            </Badge>
            <Badge variant="light" color="gray" tt="none">
              Version {pricelist.version}
            </Badge>
          </Group>
        }
      />
      <Group gap="sm" align="center">
        <Text size="sm" fw={500} id="rate-card-unit">
          Prices per
        </Text>
        <SegmentedControl
          aria-labelledby="rate-card-unit"
          orientation={narrow ? 'vertical' : 'horizontal'}
          value={unit}
          data={RATE_CARD_UNITS.map((value) => ({ value, label: RATE_CARD_UNIT_LABELS[value] }))}
          onChange={(value) =>
            setSearch(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === 'as_is') next.delete('unit');
                else next.set('unit', value);
                return next;
              },
              { preventScrollReset: true },
            )
          }
        />
        <Text size="sm" c="dimmed">
          {card.unit.label}
        </Text>
      </Group>
      {card.groups.length === 0 ? (
        <Alert color="gray">This pricelist has no prices yet.</Alert>
      ) : (
        card.groups.map((group, index) => (
          <RateCardGroup key={index} group={group} index={index} count={card.groups.length} currency={pricelist.currency} />
        ))
      )}
      <Sentences title="What the prices include" lines={[card.prices_include]} empty="" />
      <Sentences title="Chargeable weight" lines={card.weight_rules} empty="" />
      <Sentences title="Surcharges" lines={card.surcharges} empty="No surcharges." />
      <Sentences title="Conditions" lines={card.conditions} empty="No conditions." />
      <Sentences title="Zone key" lines={card.zone_key.map((z) => `${z.zone}: ${z.postcodes || 'no postcode areas'}`)} empty="No zones." />
      {card.terms && (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Terms">
          <Title order={2} size="h4" mb="xs">
            Terms
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {card.terms}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
