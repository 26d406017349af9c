/**
 * Step 1 of a rate increase: the pricelists, by a filter (service, partner or General, unit,
 * active) or picked one by one from the carrier's pricelists narrowed by the same filter. The
 * table is a page of GET /fe/pricelists with the filter, so its count is what the filter chooses
 * (archived pricelists are in neither).
 */
import { Badge, Checkbox, CloseButton, Group, Pagination, Paper, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import {
  GENERAL_CUSTOMER,
  PAGE_SIZE,
  PRICELIST_ROUTES,
  type MessageKey,
  type PartnerOption,
  type PricelistListItem,
  type ServiceOption,
  type Translate,
} from '@freight/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { api } from '../../../lib/client';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { isOneOf } from '../../../lib/narrow';
import { ActiveBadge } from '../badges';
import { pricelistName, UNIT_OPTIONS, unitLabel } from '../labels';
import { CHOOSE_MODES, type ChooseMode, type IncreaseFilterValues } from './increase-values';

const ACTIVE_OPTIONS: { value: string; label: MessageKey }[] = [
  { value: 'true', label: 'common.active' },
  { value: 'false', label: 'common.disabled' },
];

export interface ChooserProps {
  mode: ChooseMode;
  filter: IncreaseFilterValues;
  picked: number[];
  services: ServiceOption[];
  partners: PartnerOption[];
  /** The error of the pricelists (none picked, a filter the server refused). */
  error?: string;
  onMode: (mode: ChooseMode) => void;
  onFilter: (filter: IncreaseFilterValues) => void;
  onPicked: (picked: number[]) => void;
}

interface Page {
  items: PricelistListItem[];
  count: number;
}

/** The table's columns (a pick box before them when picking one by one), their headers message keys. */
const COLUMNS: { header: MessageKey; render: (p: PricelistListItem, t: Translate) => ReactNode; nowrap?: boolean }[] = [
  { header: 'common.name', render: (p) => pricelistName(p.name) },
  { header: 'common.service', render: (p) => p.service_name },
  { header: 'common.partner', render: (p, t) => p.customer_name ?? t('common.general') },
  { header: 'common.unit', render: (p) => unitLabel(p.unit) },
  { header: 'increase.chooser.valid', render: (p) => `${formatDate(p.valid_from)} – ${formatDate(p.valid_to)}`, nowrap: true },
  { header: 'common.active', render: (p) => <ActiveBadge active={p.active} tt="none" /> },
];

/** GET /fe/pricelists's query for the filter ('general' for the general pricelists). */
function listQueryOf(filter: IncreaseFilterValues, page: number) {
  return {
    page,
    service: filter.service ?? undefined,
    customer: filter.customer ?? undefined,
    unit: filter.unit ?? undefined,
    active: filter.active ?? undefined,
  };
}

/** The table's page of pricelists for the filter; the picked ones seen on any page stay known by id. */
function useListPage(filter: IncreaseFilterValues) {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Page | null | 'failed'>(null);
  // The picked pricelists seen on any page, to name them once the table shows another page.
  const known = useRef(new Map<number, PricelistListItem>());

  useEffect(() => {
    let current = true;
    void api.peek(PRICELIST_ROUTES.list, { query: listQueryOf(filter, page) }).then((result) => {
      if (!current) return;
      if (result) for (const item of result.items) known.current.set(item.id, item);
      setAnswer(result ?? 'failed');
    });
    return () => {
      current = false;
    };
  }, [filter, page]);
  return { page, setPage, answer, known };
}

/** The picks and their toggles: one pricelist, or every one on the page. */
function pickingOf(picked: number[], items: PricelistListItem[], onPicked: (picked: number[]) => void) {
  const pickedSet = new Set(picked);
  const pageIds = items.map((p) => p.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => pickedSet.has(id));
  const someOnPage = pageIds.some((id) => pickedSet.has(id));
  const toggle = (id: number) => onPicked(pickedSet.has(id) ? picked.filter((p) => p !== id) : [...picked, id]);
  const togglePage = () =>
    onPicked(allOnPage ? picked.filter((id) => !pageIds.includes(id)) : [...picked, ...pageIds.filter((id) => !pickedSet.has(id))]);
  return { pickedSet, pageIds, allOnPage, someOnPage, toggle, togglePage };
}

type Picking = ReturnType<typeof pickingOf>;

export function PricelistChooser({ mode, filter, picked, services, partners, error, onMode, onFilter, onPicked }: ChooserProps) {
  const t = useT();
  const { page, setPage, answer, known } = useListPage(filter);

  const setFilter = (key: keyof IncreaseFilterValues) => (value: string | null) => {
    setPage(1);
    onFilter({ ...filter, [key]: value });
  };

  const items = answer && answer !== 'failed' ? answer.items : [];
  const count = answer && answer !== 'failed' ? answer.count : 0;
  const picking = pickingOf(picked, items, onPicked);
  const chosen = mode === 'pick' ? picked.length : count;

  return (
    <Stack gap="sm">
      <ChooserHeader mode={mode} chosen={chosen} onMode={onMode} />
      <FilterFields filter={filter} services={services} partners={partners} setFilter={setFilter} />
      {mode === 'pick' && (
        <Text size="sm" c="dimmed">
          {t('increase.chooser.pickHelp')}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <ChooserTable mode={mode} items={items} answer={answer} picking={picking} />
      {count > PAGE_SIZE && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('increase.chooser.matching', { count })}
          </Text>
          <Pagination total={Math.ceil(count / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
      {mode === 'pick' && picked.length > 0 && <PickedBadges picked={picked} known={known.current} toggle={picking.toggle} />}
    </Stack>
  );
}

/** How the pricelists are chosen, and how many are. */
function ChooserHeader({ mode, chosen, onMode }: { mode: ChooseMode; chosen: number; onMode: (mode: ChooseMode) => void }) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <SegmentedControl
        value={mode}
        onChange={(value) => isOneOf(CHOOSE_MODES, value) && onMode(value)}
        data={[
          { value: 'filter', label: t('increase.chooser.byFilter') },
          { value: 'pick', label: t('increase.chooser.oneByOne') },
        ]}
        aria-label={t('increase.chooser.how')}
      />
      <Badge size="lg" variant="light" color={chosen ? 'blue' : 'gray'} tt="none" data-testid="chosen-count">
        {mode === 'pick' ? t('increase.chooser.picked', { count: chosen }) : t('increase.chooser.chosen', { count: chosen })}
      </Badge>
    </Group>
  );
}

/** The filter: service, partner (or General), unit, active. */
function FilterFields({
  filter,
  services,
  partners,
  setFilter,
}: {
  filter: IncreaseFilterValues;
  services: ServiceOption[];
  partners: PartnerOption[];
  setFilter: (key: keyof IncreaseFilterValues) => (value: string | null) => void;
}) {
  const t = useT();
  const partnerOptions = [
    { value: GENERAL_CUSTOMER, label: t('common.general') },
    ...partners.map((p) => ({ value: String(p.id), label: p.name })),
  ];
  const serviceOptions = services.map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {(
        [
          { key: 'service', label: t('common.service'), placeholder: t('increase.chooser.allServices'), data: serviceOptions, w: 200 },
          { key: 'customer', label: t('common.partner'), placeholder: t('increase.chooser.allPartners'), data: partnerOptions, w: 220 },
          { key: 'unit', label: t('common.unit'), placeholder: t('increase.chooser.allUnits'), data: UNIT_OPTIONS, w: 200 },
          {
            key: 'active',
            label: t('increase.chooser.activeOrDisabled'),
            placeholder: t('increase.chooser.both'),
            data: ACTIVE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) })),
            w: 160,
          },
        ] as const
      ).map((f) => (
        <Select
          key={f.key}
          label={f.label}
          placeholder={f.placeholder}
          data={f.data}
          value={filter[f.key]}
          onChange={setFilter(f.key)}
          clearable
          searchable={f.key !== 'active'}
          w={f.w}
        />
      ))}
    </Group>
  );
}

/** The page of pricelists the filter chooses, a pick box on each when picking one by one. */
function ChooserTable({
  mode,
  items,
  answer,
  picking,
}: {
  mode: ChooseMode;
  items: PricelistListItem[];
  answer: Page | null | 'failed';
  picking: Picking;
}) {
  const t = useT();
  const { allOnPage, someOnPage, togglePage, pageIds } = picking;
  return (
    <Paper withBorder radius="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing={4} fz="sm" aria-label={t('increase.chooser.table')}>
          <Table.Thead>
            <Table.Tr>
              {mode === 'pick' && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('increase.chooser.pickPage')}
                    checked={allOnPage}
                    indeterminate={someOnPage && !allOnPage}
                    onChange={togglePage}
                    disabled={pageIds.length === 0}
                  />
                </Table.Th>
              )}
              {COLUMNS.map((c) => (
                <Table.Th key={c.header}>{t(c.header)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((p) => (
              <PricelistRow key={p.id} pricelist={p} mode={mode} picking={picking} />
            ))}
            {answer !== null && items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={COLUMNS.length + (mode === 'pick' ? 1 : 0)}>
                  <Text size="sm" c="dimmed" ta="center" py="xs">
                    {answer === 'failed' ? t('increase.chooser.failed') : t('increase.chooser.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** One pricelist; when picking, the row and its box toggle the pick. */
function PricelistRow({ pricelist: p, mode, picking }: { pricelist: PricelistListItem; mode: ChooseMode; picking: Picking }) {
  const t = useT();
  const { pickedSet, toggle } = picking;
  const name = pricelistName(p.name);
  return (
    <Table.Tr
      bg={mode === 'pick' && pickedSet.has(p.id) ? 'var(--mantine-color-blue-light)' : undefined}
      style={mode === 'pick' ? { cursor: 'pointer' } : undefined}
      onClick={mode === 'pick' ? () => toggle(p.id) : undefined}
    >
      {mode === 'pick' && (
        <Table.Td>
          <Checkbox
            aria-label={t('increase.chooser.pick', { name })}
            checked={pickedSet.has(p.id)}
            onChange={() => toggle(p.id)}
            onClick={(event) => event.stopPropagation()}
          />
        </Table.Td>
      )}
      {COLUMNS.map((c) => (
        <Table.Td key={c.header} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
          {c.render(p, t)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** The picked pricelists, named as last seen in the table, each with Unpick. */
function PickedBadges({
  picked,
  known,
  toggle,
}: {
  picked: number[];
  known: Map<number, PricelistListItem>;
  toggle: (id: number) => void;
}) {
  const t = useT();
  return (
    <Group gap={6} aria-label={t('increase.chooser.pickedList')}>
      {picked.map((id) => {
        const item = known.get(id);
        const name = item ? pricelistName(item.name) : t('increase.chooser.pricelistId', { id });
        return (
          <Badge
            key={id}
            variant="outline"
            tt="none"
            pr={3}
            rightSection={<CloseButton size="xs" aria-label={t('increase.chooser.unpick', { name })} onClick={() => toggle(id)} />}
          >
            {item ? `${name} · ${item.service_name} · ${item.customer_name ?? t('common.general')}` : name}
          </Badge>
        );
      })}
    </Group>
  );
}
