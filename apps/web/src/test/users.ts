import { PERMISSION_AREAS, type SessionUser } from '@freight/domain';

/** A signed-in carrier staff user (Mari Tamm, Sales at Demo Carrier) with `level` in every area and the calculator; `changes` over it. */
export function staffUser(level: 'read' | 'write', changes: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    name: 'Mari Tamm',
    email: 'mari@carrier.example',
    phone: '',
    company: 'Demo Carrier',
    timezone: 'Europe/Tallinn',
    carrier_id: 1,
    role: 'Sales',
    roles: { ...Object.fromEntries(PERMISSION_AREAS.map((area) => [area, level])), calculator: true } as SessionUser['roles'],
    owner: false,
    two_factor: false,
    pretending: false,
    partner: null,
    language: null,
    ...changes,
  };
}
