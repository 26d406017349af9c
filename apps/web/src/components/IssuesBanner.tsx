/** The banner of a failed submit: 'There were some issues:' with the server's message and fields. */
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ApiError } from '@freight/domain';
import { capitalise } from '../lib/toast';

export function IssuesBanner({ error }: { error: Pick<ApiError, 'message' | 'errors'> | null | undefined }) {
  if (!error) return null;
  const fields = Object.entries(error.errors ?? {});
  return (
    <Alert color="red" title="There were some issues:" icon={<IconAlertTriangle aria-hidden />} mb="md" role="alert">
      {capitalise(error.message)}
      {fields.length > 0 && (
        <List size="sm" mt={4}>
          {fields.map(([field, text]) => (
            <List.Item key={field}>
              {field}: {text}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
