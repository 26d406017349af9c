/**
 * The partner's e-mail recipients (GET|PUT /fe/customers/{id}/notifications): the addresses mailed
 * the pricelist's xlsx and PDF, and which events they get. Shown as text, like every value on a
 * view page; "Edit recipients" (partners write) opens the editor: add and remove addresses, tick
 * events, then Save or Cancel.
 */
import { ActionIcon, Alert, Button, Checkbox, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { PARTNER_NOTIFICATION_ROUTES, type ApiError } from '@freight/domain';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { IssuesBanner } from '../../../components/IssuesBanner';
import { PermissionButton } from '../../../components/PermissionButton';
import { ReadOnlyField } from '../../../components/ReadOnlyField';
import { api } from '../../../lib/client';
import { t as translateNow, useT } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { EVENT_OPTIONS, eventWords } from './event-words';
import { addAddress, chooseEvents, isChanged, recipientsNote, removeAddress, type RecipientsDraft } from './recipients';
import { useSectionData } from './use-section-data';

/** The draft, the address being typed (and why it cannot be added), Add and Save. */
function useRecipientsDraft(saved: RecipientsDraft, onSave: (draft: RecipientsDraft) => Promise<ApiError | null>) {
  const t = useT();
  const [draft, setDraft] = useState<RecipientsDraft>(saved);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const type = (value: string) => {
    setAddress(value);
    setProblem(null);
  };
  const add = () => {
    const next = addAddress(draft, address, t);
    setProblem(next.problem);
    if (next.problem) return;
    setDraft(next.draft);
    setAddress('');
  };
  // An address typed but not added yet is added by Save (or stops it, saying why), never dropped.
  const save = async () => {
    let body = draft;
    if (address.trim()) {
      const next = addAddress(draft, address, t);
      setProblem(next.problem);
      if (next.problem) return;
      body = next.draft;
      setDraft(body);
      setAddress('');
    }
    setBusy(true);
    setError(await onSave(body));
    setBusy(false);
  };
  const changed = isChanged(draft, saved) || address.trim() !== '';
  return { draft, setDraft, address, type, problem, error, busy, add, save, changed };
}

/** The draft's addresses, each with Remove. */
function AddressList({ emails, onRemove }: { emails: string[]; onRemove: (email: string) => void }) {
  const t = useT();
  return (
    <Stack gap={6} role="list" aria-label={t('partners.recipients.list')}>
      {emails.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('partners.recipients.none')}
        </Text>
      )}
      {emails.map((email) => (
        <Group key={email} gap="xs" role="listitem" wrap="nowrap">
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {email}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('partners.recipients.remove', { email })}
            onClick={() => onRemove(email)}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

/** The editable recipients: the saved ones as the starting draft; Save sends the draft. */
export function RecipientsForm({
  saved,
  onSave,
  onCancel,
}: {
  saved: RecipientsDraft;
  /** Saves the draft: null when saved, else the server's refusal. */
  onSave: (draft: RecipientsDraft) => Promise<ApiError | null>;
  onCancel: () => void;
}) {
  const t = useT();
  const { draft, setDraft, address, type, problem, error, busy, add, save, changed } = useRecipientsDraft(saved, onSave);
  const note = recipientsNote(draft, t);

  return (
    <Stack gap="sm">
      <IssuesBanner error={error} />
      <AddressList emails={draft.emails} onRemove={(email) => setDraft((d) => removeAddress(d, email))} />
      <Group gap="xs" align="flex-start">
        <TextInput
          aria-label={t('partners.recipients.newAddress')}
          placeholder={t('partners.recipients.placeholder')}
          type="email"
          w={320}
          value={address}
          error={problem}
          onChange={(event) => type(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          {t('partners.recipients.add')}
        </Button>
      </Group>
      <Checkbox.Group
        label={t('partners.recipients.mailed')}
        value={draft.events}
        onChange={(events) => setDraft((d) => chooseEvents(d, events))}
      >
        <Group gap="lg" mt={6}>
          {EVENT_OPTIONS.map((option) => (
            <Checkbox key={option.value} value={option.value} label={t(option.label)} />
          ))}
        </Group>
      </Checkbox.Group>
      {note && (
        <Text size="sm" c="orange.8">
          {note}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button disabled={!changed} loading={busy} onClick={() => void save()}>
          {t('partners.recipients.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function RecipientsText({ saved }: { saved: RecipientsDraft }) {
  const t = useT();
  // Saved addresses with no event (or events with no address) mail nobody: said here too, not only while editing.
  const note = recipientsNote(saved, t);
  return (
    <Stack gap="sm">
      <ReadOnlyField label={t('partners.recipients.addresses')}>{saved.emails.join('\n')}</ReadOnlyField>
      <ReadOnlyField label={t('partners.recipients.mailed')}>{eventWords(saved.events, t)}</ReadOnlyField>
      {note && (
        <Text size="sm" c="orange.8">
          {note}
        </Text>
      )}
    </Stack>
  );
}

export function RecipientsEditor({ partnerId }: { partnerId: number }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const { data, reload } = useSectionData(
    () => api.peek(PARTNER_NOTIFICATION_ROUTES.recipients, { params: { id: partnerId } }),
    String(partnerId),
  );
  const [saved, setSaved] = useState<RecipientsDraft | null>(null);
  useEffect(() => {
    if (data && data !== 'failed') setSaved(data);
  }, [data]);

  const save = async (draft: RecipientsDraft): Promise<ApiError | null> => {
    const result = await api.update(PARTNER_NOTIFICATION_ROUTES.setRecipients, { params: { id: partnerId }, body: draft });
    if (!result.ok) return result.error;
    setSaved(result.data);
    setEditing(false);
    toastSuccess(translateNow('partners.recipients.saved'));
    return null;
  };

  return (
    <Stack gap="sm" component="section" aria-label={t('partners.recipients.title')}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h5">
            {t('partners.recipients.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('partners.recipients.intro')}
          </Text>
        </div>
        {!editing && saved && (
          <PermissionButton area="partners" size="sm" variant="light" onClick={() => setEditing(true)}>
            {t('partners.recipients.edit')}
          </PermissionButton>
        )}
      </Group>
      {data === null && <Loader size="sm" />}
      {data === 'failed' && (
        <Alert color="gray" variant="light">
          {t('partners.recipients.failed')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void reload()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      )}
      {saved &&
        (editing ? <RecipientsForm saved={saved} onSave={save} onCancel={() => setEditing(false)} /> : <RecipientsText saved={saved} />)}
    </Stack>
  );
}
