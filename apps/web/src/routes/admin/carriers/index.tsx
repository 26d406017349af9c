/** The admin carriers' routes: list, new, view (users, pretend; its action also serves the quick search), edit. */
import { recordRoutes } from '../../../lib/record-routes';
import { carrierViewAction } from './actions';
import { CarrierPage, carrierLoader, newCarrierLoader } from './form';
import { CarriersList, carriersListLoader } from './list';
import { RESOURCE } from './record';
import { carrierRolesLoader } from './users';

export const carriersRoutes = recordRoutes({
  path: 'carriers',
  resource: RESOURCE,
  listLoader: carriersListLoader,
  List: CarriersList,
  newLoader: newCarrierLoader,
  recordLoader: carrierLoader,
  viewAction: carrierViewAction,
  Page: CarrierPage,
  titles: { list: 'Error getting carriers', new: 'Error creating carrier', record: 'Error getting carrier' },
  recordRoutes: [{ path: 'roles', loader: carrierRolesLoader }],
});
