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
import { toastError, toastSuccess } from '../../lib/toast';

export async function portalTokenLoader() {
  return api.read(PORTAL_ROUTES.token);
}

/** '…abcd': the end of a token, the rest never shown again. */
export function tokenEnding(endsWith: string): string {
  return endsWith ? `…${endsWith}` : 'No token yet';
}

export function PortalTokenPage() {
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
      toastSuccess('New API token made');
    } catch {
      toastError('Could not reach the server, please try again');
    } finally {
      setBusy(false);
    }
  };

  const confirmRotate = () =>
    modals.openConfirmModal({
      title: 'Make a new API token',
      children: (
        <Text size="sm">
          The current token stops working at once: every system of yours that uses it needs the new one. Make a new token?
        </Text>
      ),
      labels: { confirm: 'Make a new token', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void rotate(),
    });

  return (
    <Stack gap="md" maw={760}>
      <PageHeader title="API token" />
      <Text size="sm" c="dimmed">
        Your systems price and book through the partner API with this token (header <Code>Authorization: Bearer &lt;token&gt;</Code>). The
        API is described at{' '}
        <Anchor href="/api/docs" target="_blank">
          /api/docs
        </Anchor>
        .
      </Text>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <ReadOnlyField label="Current token">
            <Code data-testid="token-ending">{tokenEnding(endsWith)}</Code>
          </ReadOnlyField>
          {fresh && (
            <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Copy your new token now" role="status">
              <Stack gap="xs">
                <Text size="sm">It will not be shown again. The old token has stopped working.</Text>
                <CopyValue value={fresh} label="Copy token" codeProps={{ 'data-testid': 'new-token' }} />
              </Stack>
            </Alert>
          )}
          <Group>
            <Button color="orange" variant="light" leftSection={<IconKey size={16} aria-hidden />} loading={busy} onClick={confirmRotate}>
              Make a new token
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
