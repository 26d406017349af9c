/**
 * What every tab of the calculator loads (/tool, /tool/mass, /tool/tender): whether the role has
 * the calculator, and the partner and service options. Without the permission a tab says No access.
 */
import { Center, Stack, Text, Title } from '@mantine/core';
import { PARTNER_ROUTES, SERVICE_ROUTES, type PartnerOption, type ServiceOption } from '@freight/domain';
import { api } from '../../lib/client';
import { useT } from '../../lib/i18n';
import { ensureSession, session } from '../../lib/session';
import { prefetchJobs } from './jobs/jobs-data';

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
  // The option lists need partners / services read; a calculator-only role still gets the page. They
  // are asked for beside the permission check, not after it: on a first page load the check waits
  // for the session.
  const [allowed, partners, services] = await Promise.all([
    hasCalculator(),
    api.peek(PARTNER_ROUTES.options),
    api.peek(SERVICE_ROUTES.options),
  ]);
  if (!allowed) return { allowed: false, partners: [], services: [] };
  return {
    allowed: true,
    partners: Array.isArray(partners) ? partners : null,
    services: Array.isArray(services) ? services : null,
  };
}

/** The budget and tender tabs: the calculator's data, with their jobs' list started beside it. */
export function toolJobsLoader(): Promise<ToolData> {
  prefetchJobs(false);
  return toolLoader();
}

export function NoAccess() {
  const t = useT();
  return (
    <Center py={64}>
      <Stack align="center" gap="xs" ta="center">
        <Title order={1}>{t('calculator.noAccess')}</Title>
        <Text c="dimmed">{t('calculator.noAccess.text')}</Text>
      </Stack>
    </Center>
  );
}
