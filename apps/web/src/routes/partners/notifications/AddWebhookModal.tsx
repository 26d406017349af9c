/**
 * "Add webhook" (POST /fe/customers/{id}/webhooks): the URL, the events as checkboxes in words, and
 * a secret of the partner's own or one made by the server. Added, the dialog shows the secret this
 * once with a copy button and how a receiver checks the signature.
 */
import { Alert, Anchor, Button, Checkbox, Code, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  PARTNER_NOTIFICATION_ROUTES,
  WEBHOOK_EVENTS,
  webhookSchema,
  type ApiError,
  type WebhookBody,
  type WebhookEvent,
} from '@freight/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { CopyValue } from '../../../components/CopyValue';
import { IssuesBanner } from '../../../components/IssuesBanner';
import { api } from '../../../lib/client';
import { schemaValidator, showFormErrors } from '../../../lib/forms';
import { t as translateNow, useT } from '../../../lib/i18n';
import { toastSuccess, toastWarning } from '../../../lib/toast';
import { EVENT_OPTIONS } from './event-words';
import { withElements } from '../../../lib/with-elements';

interface WebhookValues {
  url: string;
  events: WebhookEvent[];
  secret: string;
}

/** The body sent: a blank secret is left out, so the server makes one. */
export function webhookBody(values: WebhookValues): WebhookBody {
  const secret = values.secret.trim();
  return { url: values.url.trim(), events: values.events, ...(secret ? { secret } : {}) };
}

const validateBody = schemaValidator<WebhookBody>(webhookSchema);

/** The headers a delivery is signed in and what the signature is of: code, not words. */
const TIMESTAMP_HEADER = 'X-Timestamp';
const SIGNATURE_HEADER = 'X-Signature: sha256=…';
const SIGNED_TEXT = '<X-Timestamp>.<body>';

/** The secret shown once, and how a receiver checks a delivery with it. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" title={t('partners.webhooks.secretOnce.added')}>
        {t('partners.webhooks.secretOnce.copyNow')}
      </Alert>
      <CopyValue value={secret} label={t('partners.webhooks.secretOnce.copy')} codeProps={{ 'data-secret': true }} grow />
      <Text size="sm">
        {withElements((values) => t('partners.webhooks.secretOnce.check', values), {
          timestamp: <Code>{TIMESTAMP_HEADER}</Code>,
          signature: <Code>{SIGNATURE_HEADER}</Code>,
          signed: <Code>{SIGNED_TEXT}</Code>,
        })}{' '}
        <Anchor component={Link} to="/help#change-notifications" size="sm">
          {t('partners.webhooks.secretOnce.more')}
        </Anchor>
      </Text>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('common.done')}</Button>
      </Group>
    </Stack>
  );
}

/** The webhook's URL, its events and its secret. */
function WebhookFields({ form }: { form: UseFormReturnType<WebhookValues> }) {
  const t = useT();
  return (
    <>
      <TextInput
        label={t('partners.webhooks.url')}
        description={t('partners.webhooks.urlDescription')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('url')}
      />
      <Checkbox.Group label={t('partners.webhooks.events')} withAsterisk {...form.getInputProps('events')}>
        <Stack gap="xs" mt={6}>
          {EVENT_OPTIONS.map((option) => (
            <Checkbox key={option.value} value={option.value} label={t(option.label)} description={t(option.description)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <PasswordInput
        label={t('partners.webhooks.secret')}
        description={t('partners.webhooks.secretDescription')}
        autoComplete="off"
        {...form.getInputProps('secret')}
      />
    </>
  );
}

export function AddWebhookModal({
  partnerId,
  opened,
  onClose,
  onAdded,
}: {
  partnerId: number;
  opened: boolean;
  onClose: () => void;
  onAdded: () => Promise<void>;
}) {
  const t = useT();
  const form = useForm<WebhookValues>({
    mode: 'controlled',
    initialValues: { url: '', events: [...WEBHOOK_EVENTS], secret: '' },
    validate: (values) => validateBody(webhookBody(values)),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    onClose();
    form.reset();
    setError(null);
    setSecret(null);
  };

  const add = async (values: WebhookValues) => {
    setBusy(true);
    setError(null);
    const result = await api.submit(PARTNER_NOTIFICATION_ROUTES.addWebhook, { params: { id: partnerId }, body: webhookBody(values) });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      showFormErrors(form, result.error);
      return;
    }
    toastSuccess(translateNow('partners.webhooks.added', { url: values.url.trim() }));
    setSecret(result.data.secret);
    await onAdded();
  };

  return (
    <Modal opened={opened} onClose={close} title={t(secret ? 'partners.webhooks.secretOnce.title' : 'partners.webhooks.add')} size="lg">
      {secret ? (
        <SecretOnce secret={secret} onDone={close} />
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit(
            (values) => void add(values),
            () => toastWarning(),
          )}
        >
          <Stack gap="sm">
            <IssuesBanner error={error} isShownOnForm={(field) => ['url', 'events', 'secret'].includes(field.split('.')[0]!)} />
            <WebhookFields form={form} />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('partners.webhooks.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
