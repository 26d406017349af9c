/** The admin carriers' routes: list, new, view (users, pretend; its action also serves the quick search), edit. */
import { countryName } from '@freight/domain';
import type { Column } from '../../../components/RecordList';
import { SearchFilter } from '../../../components/SearchFilter';
import { crudArea, type CrudRow } from '../../../lib/crud-area';
import { carrierViewAction } from './actions';
import { CarrierPage } from './form';
import { CARRIER_ROUTES, RESOURCE } from './record';
import { carrierRolesLoader } from './users';

const COLUMNS: Column<CrudRow<typeof CARRIER_ROUTES>>[] = [
  { header: 'Name', render: (c) => c.name },
  { header: 'Country', render: (c) => countryName(c.country) },
  { header: 'Email', render: (c) => c.email },
  { header: 'Phone', render: (c) => c.phone },
  { header: 'Users', render: (c) => c.user_count ?? '', width: 80 },
];

export const carriersRoutes = crudArea({
  routes: CARRIER_ROUTES,
  path: 'carriers',
  resource: RESOURCE,
  noun: 'carrier',
  titles: { list: 'Error getting carriers', new: 'Error creating carrier', record: 'Error getting carrier' },
  list: {
    title: 'Carriers',
    columns: COLUMNS,
    newLabel: 'New carrier',
    emptyText: 'No carriers',
    pass: ['carrier', 'sort_by', 'dir'],
    filters: () => <SearchFilter param="carrier" label="Search carriers" />,
  },
  Form: CarrierPage,
  // A copy is a new carrier: without the base's users.
  copy: ({ users: _users, ...copy }) => copy,
  viewAction: carrierViewAction,
  recordRoutes: [{ path: 'roles', loader: carrierRolesLoader }],
});
