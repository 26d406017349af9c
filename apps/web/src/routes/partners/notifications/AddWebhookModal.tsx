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
import { toastSuccess, toastWarning } from '../../../lib/toast';
import { EVENT_OPTIONS } from './event-words';

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

/** The secret shown once, and how a receiver checks a delivery with it. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" title="Webhook added">
        Copy the secret now and give it to the partner: it is not shown again.
      </Alert>
      <CopyValue value={secret} label="Copy secret" codeProps={{ 'data-secret': true }} grow />
      <Text size="sm">
        Each delivery carries <Code>X-Timestamp</Code> (seconds since 1970) and <Code>X-Signature: sha256=…</Code>: the hex HMAC-SHA256,
        keyed with this secret, of the timestamp, a dot and the body as received (<Code>{'<X-Timestamp>.<body>'}</Code>). The receiver
        computes the same and compares; an old timestamp is a replay.{' '}
        <Anchor component={Link} to="/help#change-notifications" size="sm">
          More on webhooks
        </Anchor>
      </Text>
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

/** The webhook's URL, its events and its secret. */
function WebhookFields({ form }: { form: UseFormReturnType<WebhookValues> }) {
  return (
    <>
      <TextInput
        label="URL"
        description="Where the partner receives the events: an http or https address"
        withAsterisk
        data-autofocus
        {...form.getInputProps('url')}
      />
      <Checkbox.Group label="Events" withAsterisk {...form.getInputProps('events')}>
        <Stack gap="xs" mt={6}>
          {EVENT_OPTIONS.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} description={option.description} />
          ))}
        </Stack>
      </Checkbox.Group>
      <PasswordInput
        label="Secret"
        description="The key the deliveries are signed with, 16 to 200 characters; leave empty and one is made for you"
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
    toastSuccess(`Webhook ${values.url.trim()} added`);
    setSecret(result.data.secret);
    await onAdded();
  };

  return (
    <Modal opened={opened} onClose={close} title={secret ? 'The webhook secret' : 'Add webhook'} size="lg">
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
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Add webhook
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
