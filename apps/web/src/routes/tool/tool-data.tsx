/**
 * What every tab of the calculator loads (/tool, /tool/mass, /tool/tender): whether the role has
 * the calculator, and the partner and service options. Without the permission a tab says No access.
 */
import { Center, Stack, Text, Title } from '@mantine/core';
import { PARTNER_ROUTES, SERVICE_ROUTES, type PartnerOption, type ServiceOption } from '@freight/domain';
import { api } from '../../lib/client';
import { ensureSession, session } from '../../lib/session';

export interface ToolData {
  allowed: boolean;
  /** null: the list could not be read (the role may not see partners). */
  partners: PartnerOption[] | null;
  services: ServiceOption[] | null;
}

/** The role's calculator permission (route loaders run beside the login guard: await the session). */
async function hasCalculator(): Promise<boolean> {
  await ensureSession();
  return session.get().user?.roles?.calculator === true;
}

export async function toolLoader(): Promise<ToolData> {
  if (!(await hasCalculator())) return { allowed: false, partners: [], services: [] };
  // The option lists need partners / services read; a calculator-only role still gets the page.
  const [partners, services] = await Promise.all([api.peek(PARTNER_ROUTES.options), api.peek(SERVICE_ROUTES.options)]);
  return {
    allowed: true,
    partners: Array.isArray(partners) ? partners : null,
    services: Array.isArray(services) ? services : null,
  };
}

export function NoAccess() {
  return (
    <Center py={64}>
      <Stack align="center" gap="xs" ta="center">
        <Title order={1}>No access</Title>
        <Text c="dimmed">Your role does not include the calculator.</Text>
      </Stack>
    </Center>
  );
}
