/** Where the e2e run serves the app, and the admin it creates there. */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;
export const ADMIN = { email: 'admin@example.com', password: 'admin-e2e-pass' };
export const DEMO = { email: 'demo@example.com', password: 'demo12345', name: 'Demo User', company: 'Demo Freight OÜ' };
