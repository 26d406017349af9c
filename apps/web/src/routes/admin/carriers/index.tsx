/** The admin carriers' routes: list, new, view (users, pretend; its action also serves the quick search), edit. */
import type { Translate } from '@freight/domain';
import type { Column } from '../../../components/RecordList';
import { SearchFilter } from '../../../components/SearchFilter';
import { countryLabel } from '../../../lib/countries';
import { crudArea, type CrudRow } from '../../../lib/crud-area';
import { currentLanguage, useT } from '../../../lib/i18n';
import { carrierViewAction } from './actions';
import { CarrierPage } from './form';
import { CARRIER_ROUTES, RESOURCE } from './record';
import { carrierRolesLoader } from './users';

function columns(t: Translate): Column<CrudRow<typeof CARRIER_ROUTES>>[] {
  return [
    { header: t('common.name'), render: (c) => c.name },
    { header: t('common.country'), render: (c) => countryLabel(c.country, currentLanguage()) },
    { header: t('admin.email'), render: (c) => c.email },
    { header: t('admin.phone'), render: (c) => c.phone },
    { header: t('admin.users'), render: (c) => c.user_count ?? '', width: 80 },
  ];
}

/** The list's search box. */
function CarrierSearch() {
  const t = useT();
  return <SearchFilter param="carrier" label={t('admin.carriers.search')} />;
}

export const carriersRoutes = crudArea({
  routes: CARRIER_ROUTES,
  path: 'carriers',
  resource: RESOURCE,
  noun: 'carrier',
  titles: { list: 'admin.carriers.error.list', new: 'admin.carriers.error.new', record: 'admin.carriers.error.record' },
  list: {
    title: 'admin.carriers.title',
    columns,
    newLabel: 'admin.carriers.new',
    emptyText: 'admin.carriers.empty',
    pass: ['carrier', 'sort_by', 'dir'],
    filters: () => <CarrierSearch />,
  },
  Form: CarrierPage,
  // A copy is a new carrier: without the base's users.
  copy: ({ users: _users, ...copy }) => copy,
  viewAction: carrierViewAction,
  recordRoutes: [{ path: 'roles', loader: carrierRolesLoader }],
});
