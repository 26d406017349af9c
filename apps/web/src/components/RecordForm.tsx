/**
 * The form of a record in its three modes (docs/product/shell.md §4 "Generic forms"): read-only on the view page,
 * editable on /{id}/edit (Cancel + Update), create mode on /new (Create; ?base={id} pre-fills a
 * copy). Submitting goes to the route's action (see recordAction); a failed submit puts the
 * server's field errors on the fields, shows the 'There were some issues:' banner with the message
 * (and the errors of fields the form does not show, by label) and the warning toast 'Check the form
 * for errors'. Each error is shown once: the message is not toasted again.
 *
 * Every form here submits once: a second click (a double-click on Create) while a save is on its
 * way, asked about or awaiting the server is ignored, so it never makes a second record. And every
 * create and edit form asks before a clerk leaves it with unsaved edits (useUnsavedChangesGuard);
 * the save's own redirect does not ask.
 */
import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { PermissionArea } from '@freight/domain';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Form, useActionData, useLocation, useNavigate, useNavigation, useSubmit, type SubmitFunction } from 'react-router';
import { listPathOf } from '../lib/api';
import { jsonTarget, showFormErrors } from '../lib/forms';
import { t as translate, useT } from '../lib/i18n';
import { stateNumber } from '../lib/narrow';
import type { RecordNoun } from '../lib/record-nouns';
import { toastWarning } from '../lib/toast';
import { useSubmitOnce } from '../lib/submit-once';
import { useUnsavedChangesGuard } from '../lib/unsaved-changes';
import type { recordAction } from '../lib/records';
import { IssuesBanner, type ReloadState } from './IssuesBanner';
import { PageHeader } from './PageHeader';
import { FormButtons, RecordView } from './RecordView';

export type FormMode = 'view' | 'edit' | 'new';

export interface RecordFormProps<V extends Record<string, unknown>> {
  /** The page title; by default derived from `noun` and the mode. */
  title?: ReactNode;
  /** The record's noun for titles: 'user' -> 'New user', 'Edit user' (records.new.user, records.edit.user). */
  noun: RecordNoun;
  /** The resource path and the payload's _path: 'users', 'admin/carriers'. */
  resource: string;
  mode: FormMode;
  /** The record's id (view and edit). */
  id?: number | string;
  initialValues: V;
  /** Client-side checks before submitting: field path -> message. */
  validate?: (values: V) => Record<string, string>;
  /** The JSON sent from the form values (defaults to the values). */
  toPayload?: (values: V) => Record<string, unknown>;
  /** The area whose write level enables Edit and Copy on the view page. */
  area?: PermissionArea;
  /** False hides Copy on the view page. */
  copyable?: boolean;
  /** More buttons on the view page (Delete...). */
  viewActions?: ReactNode;
  /** Content below the form on the view page. */
  below?: ReactNode;
  /** Content between the title and the form on /edit and /new (the pricelist's file import). */
  above?: ReactNode;
  /** Content between the title and the fields on the view and edit pages (what waits for approval on the record); on /edit it brings its own margin below. */
  lead?: ReactNode;
  /** The most width the edit and create form take (default 720): wide content such as a price grid. */
  maw?: number | string;
  /**
   * Asked before a valid form is submitted, with the body it would send (the pricelist's takeover
   * confirmation): false keeps the clerk on the form, nothing sent.
   */
  confirmSubmit?: (body: Record<string, unknown>) => Promise<boolean>;
  /**
   * A question asked before a valid form is sent ('Save 500 %?'); null sends it at once. Cancel
   * keeps the form as it is.
   */
  confirmBeforeSave?: (values: V) => { title: string; message: ReactNode; confirmLabel: string } | null;
  /** Edits the form's values do not hold (the pricelist's price grids): they count as unsaved too. */
  hasOtherChanges?: () => boolean;
  /** The fields; `readOnly` is true on the view page. */
  children: (form: UseFormReturnType<V>, readOnly: boolean) => ReactNode;
}

/** What a valid form does: asks its questions, then submits to the route's action; a question said no to lets it be sent again. */
function createOnValid<V extends Record<string, unknown>>(
  { resource, mode, id, toPayload, confirmSubmit, confirmBeforeSave }: RecordFormProps<V>,
  { submit, setConfirming, release }: { submit: SubmitFunction; setConfirming: (confirming: boolean) => void; release: () => void },
) {
  /** Sends the form, after the form's own check (the pricelist's takeover confirmation) said yes. */
  const send = async (values: V) => {
    const payload = toPayload ? toPayload(values) : values;
    if (confirmSubmit) {
      setConfirming(true);
      const confirmed = await confirmSubmit(payload).finally(() => setConfirming(false));
      if (!confirmed) return release();
    }
    const body = { ...payload, id: id ?? null, _path: resource };
    submit(jsonTarget(body), {
      method: mode === 'new' ? 'post' : 'put',
      encType: 'application/json',
    });
  };
  const onValid = (values: V) => {
    const question = confirmBeforeSave?.(values);
    if (!question) return void send(values);
    let confirmed = false;
    modals.openConfirmModal({
      title: question.title,
      children: <Text size="sm">{question.message}</Text>,
      labels: { confirm: question.confirmLabel, cancel: translate('common.cancel') },
      onConfirm: () => {
        confirmed = true;
        void send(values);
      },
      // Closed without confirming (Cancel, Escape, outside): the form may be sent again.
      onClose: () => {
        if (!confirmed) release();
      },
    });
  };
  return onValid;
}

/** The form's values, its save (sent once, asked about first) and the guard against leaving it with unsaved edits. */
function useRecordForm<V extends Record<string, unknown>>(props: RecordFormProps<V>) {
  const { noun, initialValues, validate, hasOtherChanges } = props;
  const form = useForm<V>({ mode: 'controlled', initialValues, validate });
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const actionData = useActionData<ReturnType<typeof recordAction>>();
  const [confirming, setConfirming] = useState(false);
  const busy = navigation.state === 'submitting' || confirming;
  // A save under way, from the submit event to the action's answer (a double-click sends once).
  const once = useSubmitOnce();
  const release = once.release;
  const isDirty = useCallback(
    () => !once.isSending() && (form.isDirty() || (hasOtherChanges?.() ?? false)),
    // form is a new object each render but its isDirty reads the current values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hasOtherChanges, once],
  );
  const guard = useUnsavedChangesGuard(isDirty, noun);

  useEffect(() => {
    if (!actionData?.error) return;
    showFormErrors(form, actionData.error);
    // Only a new answer of the action should show its errors again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);

  const onValid = createOnValid(props, { submit, setConfirming, release });
  return { form, navigate, actionData, busy, once, release, onValid, guard };
}

function RecordFormBody<V extends Record<string, unknown>>(props: RecordFormProps<V>) {
  const { noun, resource, mode, id, area, copyable, viewActions, below, above, lead, maw = 720, children } = props;
  const { form, navigate, actionData, busy, once, release, onValid, guard } = useRecordForm(props);
  const t = useT();
  const readOnly = mode === 'view';
  const fields = children(form, readOnly);

  if (readOnly) {
    return (
      <RecordView
        title={props.title ?? t(`records.record.${noun}` as const)}
        resource={resource}
        id={id ?? ''}
        area={area}
        copyable={copyable}
        noun={noun}
        actions={viewActions}
        lead={lead}
        below={below}
      >
        <Stack gap="sm">{fields}</Stack>
      </RecordView>
    );
  }

  return (
    <Stack gap={0}>
      <PageHeader
        title={props.title ?? (mode === 'new' ? t(`records.new.${noun}` as const) : t(`records.edit.${noun}` as const))}
        backTo={listPathOf(resource)}
      />
      {/* Its own margin below: it is often nothing (nothing waits). */}
      {mode === 'edit' && lead}
      {above && (
        <Box mb="md" maw={maw}>
          {above}
        </Box>
      )}
      <Paper withBorder p="lg" radius="md" maw={maw}>
        <IssuesBanner error={actionData?.error} isShownOnForm={(field) => field.split('.')[0]! in form.values} />
        <Form
          method={mode === 'new' ? 'post' : 'put'}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!once.begin()) return;
            form.onSubmit(onValid, () => {
              release();
              toastWarning();
            })();
          }}
        >
          {guard}
          <Stack gap="sm">{fields}</Stack>
          <FormButtons>
            <Button variant="default" onClick={() => goBack(navigate, listPathOf(resource))} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {mode === 'new' ? t('ui.form.create') : t('ui.form.update')}
            </Button>
          </FormButtons>
        </Form>
      </Paper>
    </Stack>
  );
}

/** Cancel: one step back (docs/product/shell.md §2), or to the list when the form was opened first in its tab. */
function goBack(navigate: ReturnType<typeof useNavigate>, list: string): void {
  const index = stateNumber(window.history.state, 'idx') ?? 0;
  if (index > 0) navigate(-1);
  else navigate(list);
}

/**
 * A record form, remounted per address so that moving between records resets its values, and on
 * a reload asked for by the conflict banner (the record was saved by someone else meanwhile).
 */
export function RecordForm<V extends Record<string, unknown>>(props: RecordFormProps<V>) {
  const location = useLocation();
  const reload = stateNumber(location.state, 'reload' satisfies keyof ReloadState) ?? '';
  return <RecordFormBody<V> key={`${location.pathname}${location.search}#${reload}`} {...props} />;
}
