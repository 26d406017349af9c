// Local only (not committed): the default config against a server started by hand on E2E_PORT.
import base from './playwright.config';
export default { ...base, webServer: undefined };
