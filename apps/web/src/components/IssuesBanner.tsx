/**
 * The banner of a failed submit: 'There were some issues:' with the server's message and fields.
 * A save refused because someone else saved the record since (409 with a `version` error, docs/api.md
 * "Concurrent edits") offers to reload it instead: the fields would only repeat the message.
 */
import { Alert, Button, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { fieldLabel, type ApiError } from '@freight/domain';
import { useLocation, useNavigate } from 'react-router';
import { reasonText, refusalText } from '../lib/forms';
import { useLanguage, useT } from '../lib/i18n';

/** Navigation state that makes a record form load and start again (RecordForm keys on it). */
export interface ReloadState {
  reload: number;
}

export function IssuesBanner({
  error,
  isShownOnForm,
}: {
  error: (Pick<ApiError, 'message' | 'errors'> & { code?: ApiError['code'] }) | null | undefined;
  /** True for a field key whose error the form shows under its field: the banner does not repeat it. */
  isShownOnForm?: (field: string) => boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  if (!error) return null;
  if (error.code === 'CONFLICT' && error.errors?.version) {
    const reload = () =>
      navigate(`${location.pathname}${location.search}`, { replace: true, state: { reload: Date.now() } satisfies ReloadState });
    return (
      <Alert color="orange" title={t('ui.issues.conflictTitle')} icon={<IconAlertTriangle aria-hidden />} mb="md" role="alert">
        {t('ui.issues.conflictText', { message: error.message })}
        <Button size="xs" mt="sm" display="block" onClick={reload}>
          {t('ui.issues.reload')}
        </Button>
      </Alert>
    );
  }
  const fields = Object.entries(error.errors ?? {}).filter(([field]) => !isShownOnForm?.(field));
  return (
    <Alert color="red" title={t('ui.issues.title')} icon={<IconAlertTriangle aria-hidden />} mb="md" role="alert">
      {refusalText(error)}
      {fields.length > 0 && (
        <List size="sm" mt={4}>
          {fields.map(([field, text]) => (
            <List.Item key={field}>
              {fieldLabel(field, language)}: {reasonText(text)}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
