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
  zoneSchema,
  type ZoneAnswer,
  type ZoneAreaAnswer,
  type ZoneListItem,
  type ZonePricelistUse,
  type ZoneSurchargeUse,
  type Translate,
} from '@freight/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PermissionButton } from '../../components/PermissionButton';
import { ReadOnlyField, TextField } from '../../components/ReadOnlyField';
import { RecordForm } from '../../components/RecordForm';
import type { Column } from '../../components/RecordList';
import { truncate } from '../../lib/format';
import { schemaValidator } from '../../lib/forms';
import { crudArea, type CrudFormProps } from '../../lib/crud-area';
import { ActiveBadge } from '../pricelists/badges';
import { pricelistName } from '../pricelists/labels';
import { api } from '../../lib/client';
import { countryLabel } from '../../lib/countries';
import { useLanguage, useT } from '../../lib/i18n';
import { NameCountryFilters, postcodeRange, type AreaRecord } from '../areas';
import { AreaPicker } from './AreaPicker';

const RESOURCE = 'zones';
/** List truncations (docs/product/domain.md §9): zone names 25 characters, country and area lists 50. */
const ZONE_NAME_CHARS = 25;
const LIST_CHARS = 50;

// ---- list -------------------------------------------------------------------------------------

function Cut({ text, max }: { text: string; max: number }) {
  return <span title={text.length > max ? text : undefined}>{truncate(text, max)}</span>;
}

function columns(t: Translate): Column<ZoneListItem>[] {
  return [
    { header: t('common.name'), render: (z) => <Cut text={z.name} max={ZONE_NAME_CHARS} /> },
    { header: t('setup.zones.countries'), render: (z) => <Cut text={(z.countries ?? []).join(', ')} max={LIST_CHARS} /> },
    { header: t('setup.areasLabel'), render: (z) => <Cut text={(z.areas ?? []).join(', ')} max={LIST_CHARS} /> },
  ];
}

// ---- the form -----------------------------------------------------------------------------------

interface ZoneValues extends Record<string, unknown> {
  name: string;
  /** Area ids as the picker holds them. */
  areas: string[];
}

interface ZoneFormOptions {
  /** Whether the carrier has any area (new only: without one, a zone cannot be made yet). */
  hasAreas: boolean;
}

// The form loads no area beyond the zone's own (its record carries them): the picker searches the
// carrier's areas on the server as the clerk types (AreaPicker).
async function zoneFormOptions(isNew: boolean): Promise<ZoneFormOptions> {
  if (!isNew) return { hasAreas: true };
  const anyArea = await api.options(AREA_ROUTES.options, { query: { limit: 1 } });
  return { hasAreas: anyArea.length > 0 };
}

/** The create form before any area exists. */
function NoAreasYet() {
  const t = useT();
  return (
    <Stack gap={0}>
      <PageHeader title={t('setup.zones.new')} backTo="/zones" />
      <Paper withBorder p="lg" radius="md" maw={720}>
        <Stack gap="sm" align="flex-start">
          <Text>{t('setup.zones.noAreasYet')}</Text>
          <Button component={Link} to="/areas/new">
            {t('setup.zones.createArea')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

function ZonePage({ mode, record, lead, options: { hasAreas } }: CrudFormProps<typeof ZONE_ROUTES, ZoneFormOptions>) {
  const tooltipCache = useRef(new Map<number, Promise<AreaRecord | null>>());
  const t = useT();

  if (mode === 'new' && !hasAreas) return <NoAreasYet />;

  return (
    <RecordForm<ZoneValues>
      noun="zone"
      title={mode === 'view' ? record.name : undefined}
      resource={RESOURCE}
      mode={mode}
      lead={lead}
      id={record.id}
      area="zones"
      initialValues={{ name: record.name ?? '', areas: (record.areas ?? []).map((a) => String(a.id)) }}
      validate={schemaValidator(zoneSchema)}
      toPayload={(v) => ({ name: v.name.trim(), areas: v.areas.map(Number) })}
      below={mode === 'view' ? <ZonePricelists pricelists={record.pricelists ?? []} /> : null}
      viewActions={
        <PermissionButton area="zones" color="red" variant="light" to={`/zones/${record.id}/destroy`}>
          {t('setup.zones.delete')}
        </PermissionButton>
      }
    >
      {(form, readOnly) => {
        const areaError = form.errors.areas ?? Object.entries(form.errors).find(([key]) => key.startsWith('areas.'))?.[1] ?? undefined;
        return (
          <>
            <TextField label={t('setup.zoneName')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
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
  const t = useT();
  return (
    <ReadOnlyField label={t('setup.areasLabel')}>
      {areas.length === 0 ? (
        t('setup.areas.empty')
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
  const t = useT();
  const language = useLanguage();
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

  if (area === undefined) return <Text size="sm">{t('setup.zones.loading')}</Text>;
  if (area === null) return <Text size="sm">{t('setup.zones.areaNotLoaded')}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {area.name}
      </Text>
      <Text size="sm">
        {countryLabel(area.country, language)} ({area.country})
      </Text>
      <Text size="sm">{postcodeRange(area)}</Text>
    </Stack>
  );
}

function ZonePricelists({ pricelists }: { pricelists: ZoneAnswer['pricelists'] }) {
  const customer = pricelists.filter((p): p is ZonePricelistUse => 'price_list_id' in p);
  // One name per thing: these are pricelists (a partner's or general) and surcharges with their own grid.
  const surcharge = pricelists.filter((p): p is ZoneSurchargeUse => 'surcharge_id' in p);
  const t = useT();
  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <Title order={2} size="h4" mb="sm">
        {t('setup.zones.pricelists')}
      </Title>
      {customer.length === 0 && surcharge.length === 0 ? (
        <Text c="dimmed">{t('setup.zones.noPricelists')}</Text>
      ) : (
        <Stack gap="md">
          <div>
            <Text fw={500} mb={4}>
              {t('setup.zones.partnerPricelists')}
            </Text>
            {customer.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('setup.none')}
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
              {t('setup.zones.surcharges')}
            </Text>
            {surcharge.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('setup.none')}
              </Text>
            ) : (
              <Stack gap={4}>
                {surcharge.map((p) => (
                  <Anchor key={`s${p.surcharge_id}`} component={Link} to={`/surcharges/${p.surcharge_id}`}>
                    {p.surcharge_name || t('setup.zones.unnamedSurcharge')}
                  </Anchor>
                ))}
              </Stack>
            )}
          </div>
        </Stack>
      )}
      <Text size="sm" mt="md">
        {t('setup.zones.missingArea')}{' '}
        <Anchor component={Link} to="/areas/new">
          {t('setup.zones.createPostcodeArea')}
        </Anchor>
      </Text>
    </Paper>
  );
}

/** What the destroy page asks. */
function DestroyText({ name }: { name: string }) {
  const t = useT();
  return <>{t('setup.zones.destroy', { name })}</>;
}

// ---- routes -------------------------------------------------------------------------------------

export const zonesRoutes = crudArea({
  routes: ZONE_ROUTES,
  path: RESOURCE,
  area: 'zones',
  noun: 'zone',
  approvals: 'zone',
  titles: { list: 'setup.zones.errorList', new: 'setup.zones.errorCreating', record: 'setup.zones.errorGetting' },
  list: {
    title: 'setup.zones.title',
    columns,
    newLabel: 'setup.zones.new',
    emptyText: 'setup.zones.empty',
    pass: ['name', 'country', 'sort_by', 'dir'],
    // Country and name: the third filter memory of docs/product/shell.md §3.
    memory: 'third',
    extra: () => api.options(AREA_ROUTES.countries),
    filters: (countries) => <NameCountryFilters countries={countries} />,
  },
  Form: ZonePage,
  options: zoneFormOptions,
  copy: ({ name, areas }) => ({ name, areas }),
  destroy: {
    // A zone in use is refused with the pricelists and surcharges named (409), shown on the page.
    text: (zone) => <DestroyText name={zone.name} />,
  },
});
