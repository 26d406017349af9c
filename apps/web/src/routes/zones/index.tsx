/**
 * Zones (permission area `zones`): the list with name search, country filter, sort and paging;
 * new, view and edit with an area picker searched on the server (AreaPicker: search, paste of names); the view with its areas as
 * badges whose tooltip loads the area, and the pricelists and surcharge pricelists using the zone.
 * A zone needs areas: without any, the create form sends the user to /areas/new.
 */
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  AREA_ROUTES,
  ZONE_ROUTES,
  countryName,
  zoneSchema,
  type ZoneAnswer,
  type ZoneAreaAnswer,
  type ZoneListItem,
  type ZonePricelistUse,
  type ZoneSurchargeUse,
} from '@freight/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DestroyConfirm } from '../../components/DestroyConfirm';
import { FilterBar, MultiSelectFilter, SortFilter } from '../../components/ListFilters';
import { PageHeader } from '../../components/PageHeader';
import { PermissionButton } from '../../components/PermissionButton';
import { ReadOnlyField, TextField } from '../../components/ReadOnlyField';
import { RecordForm, type FormMode } from '../../components/RecordForm';
import { RecordList, type Column } from '../../components/RecordList';
import { SearchFilter } from '../../components/SearchFilter';
import { syncFilterMemory } from '../../lib/filter-memory';
import { truncate } from '../../lib/format';
import { schemaValidator } from '../../lib/forms';
import { recordRoutes } from '../../lib/record-routes';
import { ActiveBadge } from '../pricelists/badges';
import { pricelistName } from '../pricelists/labels';
import { api } from '../../lib/client';
import { destroyAction, idParam, loadBase, listQuery } from '../../lib/records';
import { areaCountryOptions, postcodeRange, type AreaRecord } from '../areas';
import { AreaPicker } from './AreaPicker';

const RESOURCE = 'zones';
/** List truncations (docs/product/domain.md §9): zone names 25 characters, country and area lists 50. */
const ZONE_NAME_CHARS = 25;
const LIST_CHARS = 50;

// ---- list -------------------------------------------------------------------------------------

async function listLoader({ request }: LoaderFunctionArgs) {
  // Country and name: the third filter memory of docs/product/shell.md §3.
  syncFilterMemory('third', request);
  const [list, countries] = await Promise.all([
    api.read(ZONE_ROUTES.list, { query: listQuery(request, ['name', 'country', 'sort_by', 'dir']) }),
    api.options(AREA_ROUTES.countries),
  ]);
  return { ...list, countries };
}

function Cut({ text, max }: { text: string; max: number }) {
  return <span title={text.length > max ? text : undefined}>{truncate(text, max)}</span>;
}

const COLUMNS: Column<ZoneListItem>[] = [
  { header: 'Name', render: (z) => <Cut text={z.name} max={ZONE_NAME_CHARS} /> },
  { header: 'Countries', render: (z) => <Cut text={(z.countries ?? []).join(', ')} max={LIST_CHARS} /> },
  { header: 'Areas', render: (z) => <Cut text={(z.areas ?? []).join(', ')} max={LIST_CHARS} /> },
];

function ZonesList() {
  const { items, count, countries } = useLoaderData<typeof listLoader>();
  return (
    <RecordList
      title="Zones"
      resource={RESOURCE}
      area="zones"
      items={items}
      count={count}
      columns={COLUMNS}
      newLabel="New zone"
      emptyText="No zones"
      memory="third"
      filters={
        <FilterBar>
          <SearchFilter param="name" label="Search by name" mb={0} />
          <MultiSelectFilter param="country" label="Country" data={areaCountryOptions(countries)} placeholder="All countries" />
          <SortFilter options={[{ value: 'name', label: 'Name' }]} />
        </FilterBar>
      }
    />
  );
}

// ---- the form -----------------------------------------------------------------------------------

interface ZoneValues extends Record<string, unknown> {
  name: string;
  /** Area ids as the picker holds them. */
  areas: string[];
}

interface ZoneFormData {
  record: Partial<ZoneAnswer>;
  /** Whether the carrier has any area (new only: without one, a zone cannot be made yet). */
  hasAreas: boolean;
}

// The form loads no area beyond the zone's own (its record carries them): the picker searches the
// carrier's areas on the server as the clerk types (AreaPicker).
async function viewLoader({ params }: LoaderFunctionArgs): Promise<ZoneFormData> {
  return { record: await api.read(ZONE_ROUTES.get, { params: { id: idParam(params) } }), hasAreas: true };
}

async function newLoader({ request }: LoaderFunctionArgs): Promise<ZoneFormData> {
  const [base, anyArea] = await Promise.all([
    loadBase(request, (id) => api.read(ZONE_ROUTES.get, { params: { id } })),
    api.options(AREA_ROUTES.options, { query: { limit: 1 } }),
  ]);
  return { record: base ? { name: base.name, areas: base.areas } : {}, hasAreas: anyArea.length > 0 };
}

/** The create form before any area exists. */
function NoAreasYet() {
  return (
    <Stack gap={0}>
      <PageHeader title="New zone" backTo="/zones" />
      <Paper withBorder p="lg" radius="md" maw={720}>
        <Stack gap="sm" align="flex-start">
          <Text>You cannot create a zone yet. To get started, you must define some areas.</Text>
          <Button component={Link} to="/areas/new">
            Create an area
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

function ZonePage({ mode }: { mode: FormMode }) {
  const { record, hasAreas } = useLoaderData<typeof viewLoader | typeof newLoader>();
  const tooltipCache = useRef(new Map<number, Promise<AreaRecord | null>>());

  if (mode === 'new' && !hasAreas) return <NoAreasYet />;

  return (
    <RecordForm<ZoneValues>
      noun="zone"
      title={mode === 'view' ? record.name : undefined}
      resource={RESOURCE}
      mode={mode}
      id={record.id}
      area="zones"
      initialValues={{ name: record.name ?? '', areas: (record.areas ?? []).map((a) => String(a.id)) }}
      validate={schemaValidator(zoneSchema)}
      toPayload={(v) => ({ name: v.name.trim(), areas: v.areas.map(Number) })}
      below={mode === 'view' ? <ZonePricelists pricelists={record.pricelists ?? []} /> : null}
      viewActions={
        <PermissionButton area="zones" color="red" variant="light" to={`/zones/${record.id}/destroy`}>
          Delete zone
        </PermissionButton>
      }
    >
      {(form, readOnly) => {
        const areaError = form.errors.areas ?? Object.entries(form.errors).find(([key]) => key.startsWith('areas.'))?.[1] ?? undefined;
        return (
          <>
            <TextField label="Zone name" withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
            {readOnly ? (
              <ZoneAreaBadges areas={record.areas ?? []} cache={tooltipCache.current} />
            ) : (
              <AreaPicker
                initial={record.areas ?? []}
                value={form.values.areas}
                onChange={(next) => {
                  form.setFieldValue('areas', next);
                  form.clearFieldError('areas');
                }}
                error={areaError}
              />
            )}
          </>
        );
      }}
    </RecordForm>
  );
}

// ---- the view's areas and pricelists ------------------------------------------------------------

function ZoneAreaBadges({ areas, cache }: { areas: ZoneAreaAnswer[]; cache: Map<number, Promise<AreaRecord | null>> }) {
  return (
    <ReadOnlyField label="Areas">
      {areas.length === 0 ? (
        'No areas'
      ) : (
        <Group gap={6} mah={320} style={{ overflowY: 'auto' }}>
          {areas.map((area) => (
            <Tooltip key={area.id} openDelay={200} withArrow multiline label={<AreaTooltip id={area.id} cache={cache} />}>
              <Badge variant="light" tt="none" style={{ cursor: 'default' }} data-area-id={area.id}>
                {area.name}
              </Badge>
            </Tooltip>
          ))}
        </Group>
      )}
    </ReadOnlyField>
  );
}

/** The tooltip of an area badge: GET /fe/areas/{id} when it opens; 'Loading...' until then. */
function AreaTooltip({ id, cache }: { id: number; cache: Map<number, Promise<AreaRecord | null>> }) {
  const [area, setArea] = useState<AreaRecord | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let request = cache.get(id);
    if (!request) {
      request = api.peek(AREA_ROUTES.get, { params: { id } });
      cache.set(id, request);
      // A failed load is tried again on the next hover.
      void request.then((found) => {
        if (!found) cache.delete(id);
      });
    }
    void request.then((found) => {
      if (live) setArea(found);
    });
    return () => {
      live = false;
    };
  }, [id, cache]);

  if (area === undefined) return <Text size="sm">Loading...</Text>;
  if (area === null) return <Text size="sm">The area could not be loaded</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {area.name}
      </Text>
      <Text size="sm">
        {countryName(area.country)} ({area.country})
      </Text>
      <Text size="sm">{postcodeRange(area)}</Text>
    </Stack>
  );
}

function ZonePricelists({ pricelists }: { pricelists: ZoneAnswer['pricelists'] }) {
  const customer = pricelists.filter((p): p is ZonePricelistUse => 'price_list_id' in p);
  // One name per thing: these are pricelists (a partner's or general) and surcharges with their own grid.
  const surcharge = pricelists.filter((p): p is ZoneSurchargeUse => 'surcharge_id' in p);
  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <Title order={2} size="h4" mb="sm">
        Pricelists using this zone
      </Title>
      {customer.length === 0 && surcharge.length === 0 ? (
        <Text c="dimmed">No pricelists use this zone</Text>
      ) : (
        <Stack gap="md">
          <div>
            <Text fw={500} mb={4}>
              Partner and general pricelists
            </Text>
            {customer.length === 0 ? (
              <Text size="sm" c="dimmed">
                None
              </Text>
            ) : (
              <Stack gap={4}>
                {customer.map((p) => (
                  <Group key={`p${p.price_list_id}`} gap="xs">
                    <Anchor component={Link} to={`/pricelists/${p.price_list_id}`}>
                      {pricelistName(p.name)}
                    </Anchor>
                    {p.active != null && <ActiveBadge size="sm" active={p.active} />}
                    {p.comment && (
                      <Text size="sm" c="dimmed">
                        {truncate(p.comment, LIST_CHARS)}
                      </Text>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
          </div>
          <div>
            <Text fw={500} mb={4}>
              Surcharges with their own price grid
            </Text>
            {surcharge.length === 0 ? (
              <Text size="sm" c="dimmed">
                None
              </Text>
            ) : (
              <Stack gap={4}>
                {surcharge.map((p) => (
                  <Anchor key={`s${p.surcharge_id}`} component={Link} to={`/surcharges/${p.surcharge_id}`}>
                    {p.surcharge_name || 'Unnamed surcharge'}
                  </Anchor>
                ))}
              </Stack>
            )}
          </div>
        </Stack>
      )}
      <Text size="sm" mt="md">
        Missing an area?{' '}
        <Anchor component={Link} to="/areas/new">
          Create a postcode area
        </Anchor>
      </Text>
    </Paper>
  );
}

// ---- destroy ------------------------------------------------------------------------------------

function ZoneDestroy() {
  const { record } = useLoaderData<typeof viewLoader>();
  return (
    <DestroyConfirm title="Delete zone" backTo="/zones" confirmLabel="Delete zone" recordName={record.name}>
      Delete the zone {record.name}? Its areas stay. A zone that a pricelist or a surcharge still uses cannot be deleted.
    </DestroyConfirm>
  );
}

// ---- routes -------------------------------------------------------------------------------------

export const zonesRoutes = recordRoutes({
  path: 'zones',
  resource: RESOURCE,
  saves: {
    create: (body) => api.create(ZONE_ROUTES.create, { body }),
    update: (id, body) => api.update(ZONE_ROUTES.update, { params: { id }, body }),
  },
  listLoader,
  List: ZonesList,
  newLoader,
  recordLoader: viewLoader,
  editLoader: viewLoader,
  Page: ZonePage,
  titles: { list: 'Error getting zones', new: 'Error creating zone', record: 'Error getting zone' },
  recordRoutes: [
    {
      path: 'destroy',
      loader: viewLoader,
      // A zone in use is refused with the pricelists and surcharges named (409), shown on the page.
      action: destroyAction(RESOURCE, (id) => api.remove(ZONE_ROUTES.delete, { params: { id } })),
      Component: ZoneDestroy,
    },
  ],
});
