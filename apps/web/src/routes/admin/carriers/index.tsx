/** The admin carriers' routes: list, new, view (users, pretend; its action also serves the quick search), edit. */
import { ADMIN_ROUTES } from '@freight/domain';
import { api } from '../../../lib/client';
import { recordRoutes } from '../../../lib/record-routes';
import { carrierViewAction } from './actions';
import { CarrierPage, carrierLoader, newCarrierLoader } from './form';
import { CarriersList, carriersListLoader } from './list';
import { RESOURCE } from './record';
import { carrierRolesLoader } from './users';

export const carriersRoutes = recordRoutes({
  path: 'carriers',
  resource: RESOURCE,
  saves: {
    create: (body) => api.create(ADMIN_ROUTES.createCarrier, { body }),
    update: (id, body) => api.update(ADMIN_ROUTES.updateCarrier, { params: { id }, body }),
  },
  listLoader: carriersListLoader,
  List: CarriersList,
  newLoader: newCarrierLoader,
  recordLoader: carrierLoader,
  viewAction: carrierViewAction,
  Page: CarrierPage,
  titles: { list: 'Error getting carriers', new: 'Error creating carrier', record: 'Error getting carrier' },
  recordRoutes: [{ path: 'roles', loader: carrierRolesLoader }],
});
