/** The partner portal's shell and navigation. */
import { messages } from './area';

export const portal = messages({
  en: {
    'portal.badge': 'Partner portal',
    'portal.nav': 'Portal',
    'portal.navMenu': 'Portal menu',
    'portal.brand': '{carrier}: partner portal',
    'portal.logo': '{carrier} logo',
    'portal.nav.pricelists': 'Pricelists',
    'portal.nav.calculator': 'Calculator',
    'portal.nav.quotes': 'Quotes and bookings',
    'portal.nav.jobs': 'Jobs',
    'portal.nav.token': 'API token',
    'portal.nav.account': 'Account',
  },
  et: {
    'portal.badge': 'Partneriportaal',
    'portal.nav': 'Portaal',
    'portal.navMenu': 'Portaali menüü',
    'portal.brand': '{carrier}: partneriportaal',
    'portal.logo': '{carrier} logo',
    'portal.nav.pricelists': 'Hinnakirjad',
    'portal.nav.calculator': 'Kalkulaator',
    'portal.nav.quotes': 'Hinnapakkumised ja broneeringud',
    'portal.nav.jobs': 'Tööd',
    'portal.nav.token': 'API võti',
    'portal.nav.account': 'Konto',
  },
  fi: {
    'portal.badge': 'Kumppaniportaali',
    'portal.nav': 'Portaali',
    'portal.navMenu': 'Portaalin valikko',
    'portal.brand': '{carrier}: kumppaniportaali',
    'portal.logo': 'Yrityksen {carrier} logo',
    'portal.nav.pricelists': 'Hinnastot',
    'portal.nav.calculator': 'Laskuri',
    'portal.nav.quotes': 'Tarjoukset ja varaukset',
    'portal.nav.jobs': 'Työt',
    'portal.nav.token': 'API-avain',
    'portal.nav.account': 'Tili',
  },
});
