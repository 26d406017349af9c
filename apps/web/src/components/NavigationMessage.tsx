/** The message or error a page was sent with in the navigation state ({message} or {error}). */
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { stateText } from '../lib/narrow';

export interface NavigationNotice {
  message?: string;
  error?: string;
}

export function NavigationMessage() {
  const t = useT();
  const { state } = useLocation();
  const notice: NavigationNotice = { message: stateText(state, 'message'), error: stateText(state, 'error') };
  if (notice.error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('common.error')} role="alert" mb="md">
        {notice.error}
      </Alert>
    );
  }
  if (notice.message) {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" mb="md">
        {notice.message}
      </Alert>
    );
  }
  return null;
}
