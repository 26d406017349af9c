/** The admin's list of carriers: name search, with country, e-mail, phone and user count. */
import { ADMIN_ROUTES, countryName } from '@freight/domain';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { RecordList, type Column } from '../../../components/RecordList';
import { SearchFilter } from '../../../components/SearchFilter';
import { api, type ListItem } from '../../../lib/client';
import { listQuery } from '../../../lib/records';
import { RESOURCE } from './record';

/** GET /fe/admin/carriers with the page's search, sort and paging. */
export async function carriersListLoader({ request }: LoaderFunctionArgs) {
  return api.read(ADMIN_ROUTES.carriers, { query: listQuery(request, ['carrier', 'sort_by', 'dir']) });
}

const COLUMNS: Column<ListItem<typeof ADMIN_ROUTES.carriers>>[] = [
  { header: 'Name', render: (c) => c.name },
  { header: 'Country', render: (c) => countryName(c.country) },
  { header: 'Email', render: (c) => c.email },
  { header: 'Phone', render: (c) => c.phone },
  { header: 'Users', render: (c) => c.user_count ?? '', width: 80 },
];

/** The carriers list page. */
export function CarriersList() {
  const { items, count } = useLoaderData<typeof carriersListLoader>();
  return (
    <RecordList
      title="Carriers"
      resource={RESOURCE}
      items={items}
      count={count}
      columns={COLUMNS}
      newLabel="New carrier"
      emptyText="No carriers"
      filters={<SearchFilter param="carrier" label="Search carriers" />}
    />
  );
}
