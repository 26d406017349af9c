/**
 * The English catalog: the source of every key (ICU MessageFormat). Estonian and Finnish have the
 * same keys (the compiler and i18n.test.ts hold them to it). A key names where the text is shown
 * (`shell.`, `login.`) or what it is (`language.`); the glossary's terms are in terms.ts.
 */
export const en = {
  'language.label': 'Language',
  'language.choose': 'Language: {language}',
  'language.failed': 'Could not save the language; try again',

  'shell.nav.main': 'Main',
  'shell.nav.mainMenu': 'Main menu',
  'shell.nav.noAccess': 'No access',
  'shell.nav.calculator': 'Calculator',
  'shell.nav.quotes': 'Quotes',
  'shell.nav.pricelists': 'Pricelists',
  'shell.nav.services': 'Services',
  'shell.nav.surcharges': 'Surcharges',
  'shell.nav.zones': 'Zones',
  'shell.nav.areas': 'Postcode areas',
  'shell.nav.transits': 'Transit times',
  'shell.nav.conditions': 'Conditions',
  'shell.nav.partners': 'Partners',
  'shell.nav.rateCard': 'Rate card',
  'shell.nav.users': 'Users',
  'shell.nav.carriers': 'Carriers',
  'shell.nav.registrations': 'Registrations',
  'shell.nav.quickSearch': 'Quick search',
  'shell.nav.exchangeRates': 'Exchange rates',
  'shell.admin': 'Admin',
  'shell.account': 'Your account',
  'shell.accountOf': 'Your account: {name}',
  'shell.accountTitle': 'Your account: sessions and two-factor sign-in',
  'shell.logOut': 'Log out',
  'shell.openMenu': 'Open menu',
  'shell.closeMenu': 'Close menu',
  'shell.loading': 'Loading',
  'shell.pretend.region': 'Pretending',
  'shell.pretend.as': 'Pretending as {company}',
  'shell.pretend.aCarrier': 'a carrier',
  'shell.pretend.theCarrier': 'the carrier',
  'shell.pretend.exit': 'Exit pretend',
  'shell.pretend.stopped': 'Stopped pretending as {company}',
  'shell.pretend.failed': 'Could not end the pretend; reload the page and try again',

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

  'auth.networkError': 'Could not reach the server, please try again',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.passwordConfirmation': 'Password confirmation',
  'login.title': 'Log in',
  'login.noAccount': 'No account yet?',
  'login.createOne': 'Create one',
  'login.forgot': 'Forgot password?',
  'login.submit': 'Log in',

  'count.pricelists': '{count, plural, one {# pricelist} other {# pricelists}}',
} as const;

export type MessageKey = keyof typeof en;
/** A language's catalog: every key of the English one, no other. */
export type Catalog = { readonly [K in MessageKey]: string };
