/**
 * The partner's API token in the portal: only its end is shown ("…abcd", GET /fe/portal/token);
 * "Make a new token" (confirmed first: the old one stops working) answers the new token this once
 * (POST /fe/portal/token), shown with a copy button and the warning that it will not be shown again.
 */
import { Alert, Anchor, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { PORTAL_ROUTES } from '@freight/domain';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { CopyValue } from '../../components/CopyValue';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import { api } from '../../lib/client';
import { t as translateNow, useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { withElements } from '../../lib/with-elements';

export async function portalTokenLoader() {
  return api.read(PORTAL_ROUTES.token);
}

/** '…abcd': the end of a token, the rest never shown again. */
export function tokenEnding(endsWith: string, t = translateNow): string {
  return endsWith ? `…${endsWith}` : t('portalPages.token.none');
}

/** The header the partner API reads the token from, and where the API is described: code, not words. */
const AUTH_HEADER = 'Authorization: Bearer <token>';
const API_DOCS = '/api/docs';

/** What the token is for and where the API is described. */
function TokenUsage() {
  const t = useT();
  return (
    <Text size="sm" c="dimmed">
      {withElements((values) => t('portalPages.token.usage', values), {
        header: <Code>{AUTH_HEADER}</Code>,
        docs: (
          <Anchor href={API_DOCS} target="_blank">
            {API_DOCS}
          </Anchor>
        ),
      })}
    </Text>
  );
}

export function PortalTokenPage() {
  const t = useT();
  const loaded = useLoaderData<typeof portalTokenLoader>();
  const [endsWith, setEndsWith] = useState(loaded.ends_with);
  // The new token, shown once: gone when the page is left.
  const [fresh, setFresh] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const rotate = async () => {
    setBusy(true);
    try {
      const result = await api.submit(PORTAL_ROUTES.rotateToken);
      if (!result.ok) {
        toastError(result.error.message);
        return;
      }
      setFresh(result.data.token);
      setEndsWith(result.data.token.slice(-4));
      toastSuccess(t('portalPages.token.made'));
    } catch {
      toastError(t('auth.networkError'));
    } finally {
      setBusy(false);
    }
  };

  const confirmRotate = () =>
    modals.openConfirmModal({
      title: t('portalPages.token.confirmTitle'),
      children: <Text size="sm">{t('portalPages.token.confirmText')}</Text>,
      labels: { confirm: t('portalPages.token.make'), cancel: t('portalPages.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void rotate(),
    });

  return (
    <Stack gap="md" maw={760}>
      <PageHeader title={t('portal.nav.token')} />
      <TokenUsage />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <ReadOnlyField label={t('portalPages.token.current')}>
            <Code data-testid="token-ending">{tokenEnding(endsWith, t)}</Code>
          </ReadOnlyField>
          {fresh && (
            <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t('portalPages.token.copyNow')} role="status">
              <Stack gap="xs">
                <Text size="sm">{t('portalPages.token.shownOnce')}</Text>
                <CopyValue value={fresh} label={t('portalPages.token.copy')} codeProps={{ 'data-testid': 'new-token' }} />
              </Stack>
            </Alert>
          )}
          <Group>
            <Button color="orange" variant="light" leftSection={<IconKey size={16} aria-hidden />} loading={busy} onClick={confirmRotate}>
              {t('portalPages.token.make')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
