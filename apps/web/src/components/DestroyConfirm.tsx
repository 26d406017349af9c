/** The /{resource}/{id}/destroy page: a confirmation, then DELETE through the route's action. */
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Form, useActionData, useNavigate, useNavigation } from 'react-router';
import type { destroyAction } from '../lib/records';
import { useT } from '../lib/i18n';
import { useSubmitOnce } from '../lib/submit-once';
import { toastError } from '../lib/toast';
import { IssuesBanner } from './IssuesBanner';
import { PageHeader } from './PageHeader';
import { FormButtons } from './RecordView';

export interface DestroyConfirmProps {
  /** 'Delete role' */
  title: string;
  /** What is about to go, in a sentence. */
  children: ReactNode;
  backTo: string;
  /** The confirm button's text; Delete by default. */
  confirmLabel?: string;
  /** The record's name, sent with the confirmation so the toast names it ("Role Clerk deleted"). */
  recordName?: string;
}

export function DestroyConfirm({ title, children, backTo, confirmLabel, recordName }: DestroyConfirmProps) {
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const actionData = useActionData<ReturnType<typeof destroyAction>>();
  useEffect(() => {
    if (actionData?.error) toastError(actionData.error.message);
  }, [actionData]);
  // One DELETE a confirmation: a double-click's second would find the record gone (404).
  const once = useSubmitOnce();
  return (
    <Stack gap={0}>
      <PageHeader title={title} backTo={backTo} />
      <Paper withBorder p="lg" radius="md" maw={560}>
        <IssuesBanner error={actionData?.error} />
        <Text>{children}</Text>
        <Form
          method="delete"
          onSubmit={(event) => {
            if (!once.begin()) event.preventDefault();
          }}
        >
          {recordName !== undefined && <input type="hidden" name="name" value={recordName} />}
          <FormButtons>
            <Button variant="default" onClick={() => navigate(-1)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={navigation.state === 'submitting'}>
              {confirmLabel ?? t('common.delete')}
            </Button>
          </FormButtons>
        </Form>
      </Paper>
    </Stack>
  );
}
