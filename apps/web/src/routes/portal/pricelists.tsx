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
  type MessageKey,
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
import { useT } from '../../lib/i18n';
import { isOneOf } from '../../lib/narrow';
import { idParam } from '../../lib/records';
import { unitLabel } from '../pricelists/labels';
import { useFileDownload } from '../tool/bulk/download';

// ---- the list ------------------------------------------------------------------------------------

export async function portalPricelistsLoader(): Promise<PortalPricelist[]> {
  return api.read(PORTAL_ROUTES.pricelists);
}

/** '01.01.2026 – 31.12.2026': the dates a pricelist is valid. */
function validity(from: string, to: string): string {
  return `${formatDate(from)} – ${formatDate(to)}`;
}

type T = ReturnType<typeof useT>;

/** A pricelist's name; one without a name is the general pricelist. */
function nameOf(name: string | null | undefined, t: T): string {
  return name?.trim() ? name : t('portalPages.general');
}

function columnsOf(t: T): Column<PortalPricelist>[] {
  return [
    { header: t('portalPages.pricelists.pricelist'), render: (p) => nameOf(p.name, t) },
    { header: t('portalPages.pricelists.service'), render: (p) => `${p.service.name} (${p.service.code})` },
    {
      header: t('portalPages.pricelists.madeFor'),
      render: (p) =>
        p.general ? (
          <Badge variant="light" color="gray" tt="none">
            {t('portalPages.pricelists.forAll')}
          </Badge>
        ) : (
          <Badge variant="light" color="teal" tt="none">
            {t('portalPages.pricelists.forYou')}
          </Badge>
        ),
    },
    { header: t('portalPages.pricelists.valid'), render: (p) => validity(p.valid_from, p.valid_to) },
    { header: t('portalPages.pricelists.unit'), render: (p) => unitLabel(p.unit) },
    { header: t('portalPages.pricelists.currency'), render: (p) => p.currency },
  ];
}

export function PortalPricelists() {
  const t = useT();
  const items = useLoaderData<typeof portalPricelistsLoader>();
  return (
    <RecordList
      title={t('portal.nav.pricelists')}
      resource="portal/pricelists"
      items={items}
      count={items.length}
      columns={columnsOf(t)}
      newLabel={null}
      emptyText={t('portalPages.pricelists.none')}
    />
  );
}

// ---- the rate card -------------------------------------------------------------------------------

/** The units a rate card is shown in, as the choice names them (message keys). */
export const RATE_CARD_UNIT_LABELS: Record<ExportUnit, MessageKey> = {
  as_is: 'portalPages.rateCard.asPriced',
  eur_pallet: 'portalPages.rateCard.eurPallets',
  fin_pallet: 'portalPages.rateCard.finPallets',
  half_pallet: 'portalPages.rateCard.halfPallets',
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
  const t = useT();
  const hasMin = group.rows.some((row) => row.min !== null);
  const hasMax = group.rows.some((row) => row.max !== null);
  const label = count > 1 ? t('portalPages.rateCard.fareGroup', { number: index + 1 }) : t('portalPages.rateCard.prices');
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            {t('portalPages.rateCard.pricesIn', { currency })}
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={600}>
          <Table striped withTableBorder withColumnBorders stickyHeader verticalSpacing={4} fz="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('portalPages.rateCard.from')}</Table.Th>
                <Table.Th>{t('portalPages.rateCard.to')}</Table.Th>
                <Table.Th>{t('portalPages.rateCard.transit')}</Table.Th>
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
                {hasMin && <Table.Th ta="right">{t('portalPages.rateCard.minimum')}</Table.Th>}
                {hasMax && <Table.Th ta="right">{t('portalPages.rateCard.maximum')}</Table.Th>}
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

/** The files' formats by their names, the same in every language. */
const FORMAT_NAMES = { xlsx: 'Excel', pdf: 'PDF' } as const;

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
        {FORMAT_NAMES.xlsx}
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
        {FORMAT_NAMES.pdf}
      </Button>
    </>
  );
}

/** The header: the pricelist and service, its validity, whose it is, its version, the downloads. */
function RateCardHeader({ card, unit }: { card: RateCard; unit: ExportUnit }) {
  const t = useT();
  const { pricelist } = card;
  return (
    <PageHeader
      title={`${nameOf(pricelist.name, t)}: ${card.service.name}`}
      backTo="/portal/pricelists"
      actions={<Downloads id={pricelist.id} unit={unit} />}
      summary={
        <Group gap="xs">
          <Badge variant="light" color="blue" tt="none">
            {t('portalPages.rateCard.validPeriod', { period: validity(pricelist.valid_from, pricelist.valid_to) })}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {card.partner ?? t('portalPages.general')}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {t('portalPages.rateCard.version', { version: pricelist.version })}
          </Badge>
        </Group>
      }
    />
  );
}

/** The unit the prices are shown in (?unit=), and what the card's unit is. */
function RateCardUnit({ card, unit }: { card: RateCard; unit: ExportUnit }) {
  const t = useT();
  const [, setSearch] = useSearchParams();
  // On a phone the four units stand in a column rather than run off the screen.
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Group gap="sm" align="center">
      <Text size="sm" fw={500} id="rate-card-unit">
        {t('portalPages.rateCard.pricesPer')}
      </Text>
      <SegmentedControl
        aria-labelledby="rate-card-unit"
        orientation={narrow ? 'vertical' : 'horizontal'}
        value={unit}
        data={RATE_CARD_UNITS.map((value) => ({ value, label: t(RATE_CARD_UNIT_LABELS[value]) }))}
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
  );
}

/** What the prices include, the weight rules, surcharges, conditions, the zone key and the terms, in words. */
function RateCardWords({ card }: { card: RateCard }) {
  const t = useT();
  const zoneKey = card.zone_key.map((z) => `${z.zone}: ${z.postcodes || t('portalPages.rateCard.noPostcodeAreas')}`);
  return (
    <>
      <Sentences title={t('portalPages.rateCard.include')} lines={[card.prices_include]} empty="" />
      <Sentences title={t('portalPages.rateCard.chargeableWeight')} lines={card.weight_rules} empty="" />
      <Sentences title={t('shell.nav.surcharges')} lines={card.surcharges} empty={t('portalPages.rateCard.noSurcharges')} />
      <Sentences title={t('shell.nav.conditions')} lines={card.conditions} empty={t('portalPages.rateCard.noConditions')} />
      <Sentences title={t('portalPages.rateCard.zoneKey')} lines={zoneKey} empty={t('portalPages.rateCard.noZones')} />
      {card.terms && (
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('portalPages.rateCard.terms')}>
          <Title order={2} size="h4" mb="xs">
            {t('portalPages.rateCard.terms')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {card.terms}
          </Text>
        </Paper>
      )}
    </>
  );
}

export function RateCardPage() {
  const t = useT();
  const card = useLoaderData<typeof rateCardLoader>();
  const [search] = useSearchParams();
  const unit = rateCardUnitOf(search);
  return (
    <Stack gap="md">
      <RateCardHeader card={card} unit={unit} />
      <RateCardUnit card={card} unit={unit} />
      {card.groups.length === 0 ? (
        <Alert color="gray">{t('portalPages.rateCard.noPrices')}</Alert>
      ) : (
        card.groups.map((group, index) => (
          <RateCardGroup key={index} group={group} index={index} count={card.groups.length} currency={card.pricelist.currency} />
        ))
      )}
      <RateCardWords card={card} />
    </Stack>
  );
}
