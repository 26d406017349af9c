/** The message or error a page was sent with in the navigation state ({message} or {error}). */
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';

export interface NavigationNotice {
  message?: string;
  error?: string;
}

export function NavigationMessage() {
  const { state } = useLocation() as { state: NavigationNotice | null };
  if (state?.error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Error" role="alert" mb="md">
        {state.error}
      </Alert>
    );
  }
  if (state?.message) {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" mb="md">
        {state.message}
      </Alert>
    );
  }
  return null;
}
