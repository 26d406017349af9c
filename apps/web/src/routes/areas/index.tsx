/**
 * Postcode areas (permission area `areas`): the list with name search, country filter, sort and
 * paging (its filters kept in the area filter memory and the query string), new, view, edit,
 * destroy, and the mass uploads /areas/mass and /areas/mass_zone (./mass.tsx).
 */
import { Group, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import {
  AREA_CENTROID_DIGITS,
  AREA_ROUTES,
  areaSchema,
  type Answer,
  type ChangeProposed,
  type Language,
  type Translate,
} from '@freight/domain';
import { AreaError } from '../../components/ErrorScreens';
import { FilterBar, MultiSelectFilter, SortFilter } from '../../components/ListFilters';
import { PermissionButton } from '../../components/PermissionButton';
import { TextField } from '../../components/ReadOnlyField';
import { RecordForm } from '../../components/RecordForm';
import type { Column } from '../../components/RecordList';
import { SearchFilter } from '../../components/SearchFilter';
import type { WriteResult } from '../../lib/api';
import { countryLabel, DEFAULT_COUNTRY } from '../../lib/countries';
import { CountrySelect } from '../../components/CountrySelect';
import { formatNumber, truncate } from '../../lib/format';
import { schemaValidator } from '../../lib/forms';
import { crudArea, type CrudFormProps } from '../../lib/crud-area';
import { api, type ListItem, type OptionItem, type Relayed } from '../../lib/client';
import { currentLanguage, t, useLanguage, useT } from '../../lib/i18n';
import type { MassSaved } from './mass';

const RESOURCE = 'areas';
/** Area names are cut to this many characters in the list. */
const AREA_NAME_CHARS = 35;

/** An area as GET /fe/areas/{id} answers it (a row of GET /fe/areas too). */
export type AreaRecord = Answer<typeof AREA_ROUTES.get>;

/** A country of GET /fe/areas/countries: the countries the carrier's areas are in. */
export type AreaCountry = OptionItem<typeof AREA_ROUTES.countries>;

/** The country filter's options, each country named in `language` (countryLabel). */
export function areaCountryOptions(countries: AreaCountry[], language: Language) {
  return countries.map((c) => ({ value: c.code, label: countryLabel(c.code, language) }));
}

/** 'EE 10001 - 10999' */
export function postcodeRange(area: Pick<AreaRecord, 'postcode_from' | 'postcode_to'>): string {
  return area.postcode_from === area.postcode_to ? area.postcode_from : `${area.postcode_from} - ${area.postcode_to}`;
}

// ---- list -------------------------------------------------------------------------------------

function columns(t: Translate): Column<ListItem<typeof AREA_ROUTES.list>>[] {
  return [
    {
      header: t('common.name'),
      render: (a) => <span title={a.name.length > AREA_NAME_CHARS ? a.name : undefined}>{truncate(a.name, AREA_NAME_CHARS)}</span>,
    },
    { header: t('common.country'), render: (a) => `${a.country} ${countryLabel(a.country, currentLanguage())}`, width: 200 },
    { header: t('setup.postcodeFrom'), render: (a) => a.postcode_from, width: 140 },
    { header: t('setup.postcodeTo'), render: (a) => a.postcode_to, width: 140 },
    { header: t('setup.areas.zones'), render: (a) => a.zone_count, width: 80 },
  ];
}

/** A list's filters by name and country, with its sort (by name; the areas' also by postcode). Zones use it too. */
export function NameCountryFilters({ countries, byPostcode = false }: { countries: AreaCountry[]; byPostcode?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const sorts = [{ value: 'name', label: t('common.name') }];
  if (byPostcode) sorts.push({ value: 'postcode', label: t('setup.areas.postcode') });
  return (
    <FilterBar>
      <SearchFilter param="name" label={t('setup.searchByName')} mb={0} />
      <MultiSelectFilter
        param="country"
        label={t('common.country')}
        data={areaCountryOptions(countries, language)}
        placeholder={t('setup.allCountries')}
      />
      <SortFilter options={sorts} />
    </FilterBar>
  );
}

/** Mass upload beside New. */
function MassUploadButton() {
  const t = useT();
  return (
    <PermissionButton area="areas" variant="light" to="/areas/mass">
      {t('setup.areas.massUpload')}
    </PermissionButton>
  );
}

/** What the destroy page asks. */
function DestroyText({ area }: { area: AreaRecord }) {
  const t = useT();
  return <>{t('setup.areas.destroy', { name: area.name, country: area.country, range: postcodeRange(area) })}</>;
}

// ---- the form -----------------------------------------------------------------------------------

interface AreaValues extends Record<string, unknown> {
  country: string | null;
  postcode_from: string;
  postcode_to: string;
  name: string;
  /** The centroid as typed ('59,437'); empty: none. */
  latitude: string;
  longitude: string;
}

/** A centroid's coordinate as the form shows it: decimal degrees in the reader's number format, '' for none. */
export function coordinateText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatNumber(value, AREA_CENTROID_DIGITS);
}

function AreaPage({ mode, record, lead }: CrudFormProps<typeof AREA_ROUTES>) {
  const t = useT();
  const used = mode === 'view' && record.deletable === false;
  return (
    <RecordForm<AreaValues>
      noun="area"
      title={mode === 'view' ? record.name : undefined}
      resource={RESOURCE}
      mode={mode}
      lead={lead}
      id={record.id}
      area="areas"
      initialValues={{
        country: record.country ?? DEFAULT_COUNTRY,
        postcode_from: record.postcode_from ?? '',
        postcode_to: record.postcode_to ?? '',
        name: record.name ?? '',
        latitude: coordinateText(record.latitude),
        longitude: coordinateText(record.longitude),
      }}
      validate={schemaValidator(areaSchema)}
      toPayload={(v) => ({
        country: v.country,
        postcode_from: v.postcode_from.trim(),
        postcode_to: v.postcode_to.trim(),
        name: v.name.trim() || null,
        latitude: v.latitude.trim(),
        longitude: v.longitude.trim(),
      })}
      viewActions={
        <PermissionButton
          area="areas"
          color="red"
          variant="light"
          to={`/areas/${record.id}/destroy`}
          disabledReason={used ? t('setup.areas.usedByZone') : null}
        >
          {t('setup.areas.delete')}
        </PermissionButton>
      }
    >
      {(form, readOnly) => (
        <>
          <CountrySelect label={t('common.country')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('country')} />
          <Group grow align="flex-start">
            <TextField
              label={t('setup.postcodeFrom')}
              withAsterisk={!readOnly}
              readOnly={readOnly}
              {...form.getInputProps('postcode_from')}
            />
            <TextField label={t('setup.postcodeTo')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('postcode_to')} />
          </Group>
          <TextField
            label={t('common.name')}
            readOnly={readOnly}
            description={readOnly ? undefined : t('setup.areas.nameHint')}
            {...form.getInputProps('name')}
          />
          <CentroidFields
            readOnly={readOnly}
            none={mode === 'view' && record.latitude == null}
            latitude={form.getInputProps('latitude')}
            longitude={form.getInputProps('longitude')}
          />
          {mode === 'view' && (
            <Text size="sm" c="dimmed">
              {record.zone_count ? t('setup.areas.usedBy', { count: record.zone_count }) : t('setup.areas.notUsed')}
            </Text>
          )}
        </>
      )}
    </RecordForm>
  );
}

/** The area's centroid (docs/emissions.md "Where a postcode is"): latitude and longitude, both or neither. */
function CentroidFields(props: {
  readOnly: boolean;
  none: boolean;
  latitude: GetInputPropsReturnType;
  longitude: GetInputPropsReturnType;
}) {
  const t = useT();
  if (props.none) {
    return (
      <Text size="sm" c="dimmed">
        {t('setup.areas.centroid')}: {t('setup.areas.noCentroid')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Group grow align="flex-start">
        <TextField label={t('field.latitude')} readOnly={props.readOnly} inputMode="decimal" {...props.latitude} />
        <TextField label={t('field.longitude')} readOnly={props.readOnly} inputMode="decimal" {...props.longitude} />
      </Group>
      {!props.readOnly && (
        <Text size="xs" c="dimmed">
          {t('setup.areas.centroidHint')}
        </Text>
      )}
    </Stack>
  );
}

/** A mass upload page, loaded on its first visit: its virtualized preview is the area's heaviest code. */
function massPage(withZone: boolean, save: (body: Relayed) => Promise<WriteResult<MassSaved | ChangeProposed>>, successTo: string) {
  return async () => {
    const { MassUploadPage, massUploadAction } = await import('./mass');
    return { action: massUploadAction(save, successTo), Component: () => <MassUploadPage withZone={withZone} /> };
  };
}

export const areasRoutes = crudArea({
  routes: AREA_ROUTES,
  path: RESOURCE,
  area: 'areas',
  noun: 'area',
  approvals: 'area',
  titles: { list: 'setup.areas.errorList', new: 'setup.areas.errorCreating', record: 'setup.areas.errorGetting' },
  list: {
    title: 'setup.areas.title',
    columns,
    newLabel: 'setup.areas.new',
    emptyText: 'setup.areas.empty',
    pass: ['name', 'country', 'sort_by', 'dir'],
    memory: 'area',
    extra: () => api.options(AREA_ROUTES.countries),
    actions: MassUploadButton,
    filters: (countries) => <NameCountryFilters countries={countries} byPostcode />,
  },
  Form: AreaPage,
  copy: ({ zone_count: _zones, deletable: _deletable, ...copy }) => copy,
  destroy: {
    text: (area) => <DestroyText area={area} />,
  },
  extraRoutes: [
    {
      path: 'mass',
      lazy: massPage(false, (body) => api.create(AREA_ROUTES.mass, { body }), '/areas'),
      ErrorBoundary: () => <AreaError title={t('setup.areas.errorCreatingMany')} />,
    },
    {
      path: 'mass_zone',
      lazy: massPage(true, (body) => api.create(AREA_ROUTES.massZone, { body }), '/zones'),
      ErrorBoundary: () => <AreaError title={t('setup.areas.errorCreatingMany')} />,
    },
  ],
});
