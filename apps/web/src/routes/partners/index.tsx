/**
 * Partners (resource `customers`, permission area `partners`; labelled Partners everywhere): list,
 * new (country from the carrier's defaults), view, edit, and the API token: shown with a copy
 * button on the view, reset after a confirmation (PATCH /fe/customers/{id}/token) by users with
 * write on both conditions (docs/product/domain.md §6) and partners (TOKEN_RESET_AREAS), also through /customers/{id}/refresh.
 */
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  PARTNER_ROUTES,
  partnerSchema,
  TOKEN_RESET_AREAS,
  type Answer,
  type ApiError,
  type Language,
  type Translate,
} from '@freight/domain';
import { useEffect, useState } from 'react';
import { redirect, useFetcher, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { COPIED_MS, CopyValue } from '../../components/CopyValue';
import { PermissionButton } from '../../components/PermissionButton';
import { ArchiveActions, ArchivedFilter } from '../../components/ArchiveActions';
import { FilterBar } from '../../components/ListFilters';
import { PartnerArchive, partnerArchiveAction, partnerArchiveLoader, partnerRestoreAction } from './archive';
import { PartnerPeople } from './PartnerPeople';
import { CheckboxField, ReadOnlyField, TextField } from '../../components/ReadOnlyField';
import { RecordForm } from '../../components/RecordForm';
import type { Column } from '../../components/RecordList';
import { SearchFilter } from '../../components/SearchFilter';
import { countryLabel, DEFAULT_COUNTRY } from '../../lib/countries';
import { CountrySelect } from '../../components/CountrySelect';
import { LanguageSelect } from '../../components/LanguageSelect';
import { currentLanguage, t as translateNow, useT } from '../../lib/i18n';
import { schemaValidator } from '../../lib/forms';
import { canWrite } from '../../lib/permissions';
import { crudArea, type CrudFormProps } from '../../lib/crud-area';
import { api, type ListItem } from '../../lib/client';
import { idParam } from '../../lib/records';
import { useSession, useTimeZone } from '../../lib/session';
import { formatDayIn } from '../../lib/format';
import { toastError, toastSuccess } from '../../lib/toast';
import { PartnerNotifications } from './notifications/PartnerNotifications';

const RESOURCE = 'customers';

/** A partner as GET /fe/customers/{id} answers it, with its API token. */
type PartnerRecord = Answer<typeof PARTNER_ROUTES.get>;

function AvailabilityBadge({ partner }: { partner: Pick<PartnerRecord, 'general_hidden'> & { archived_at?: string | null } }) {
  const t = useT();
  // An archived partner gets no prices at all: "Available" beside it would say otherwise.
  if (partner.archived_at)
    return (
      <Badge color="gray" variant="light">
        {t('common.archived')}
      </Badge>
    );
  return partner.general_hidden ? (
    <Badge color="red" variant="light">
      {t('partners.availability.blocked')}
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      {t('partners.availability.available')}
    </Badge>
  );
}

// ---- list -------------------------------------------------------------------------------------

function columns(t: Translate): Column<ListItem<typeof PARTNER_ROUTES.list>>[] {
  return [
    { header: t('common.name'), render: (p) => p.name },
    // The country's name in the reader's language ('EE Eesti', 'EE Viro'); the columns are made as the list renders.
    { header: t('common.country'), render: (p) => `${p.country} ${countryLabel(p.country, currentLanguage())}`, width: 220 },
    { header: t('partners.list.generalPricelist'), render: (p) => <AvailabilityBadge partner={p} />, width: 160 },
  ];
}

/** The list's search by name and the archived filter. */
function PartnerFilters() {
  const t = useT();
  return (
    <FilterBar>
      <SearchFilter param="customer" label={t('partners.list.search')} mb={0} />
      <ArchivedFilter />
    </FilterBar>
  );
}

// ---- the form -----------------------------------------------------------------------------------

interface PartnerValues extends Record<string, unknown> {
  name: string;
  country: string | null;
  general_hidden: boolean;
  /** Null: the carrier's. */
  language: Language | null;
}

/** A new partner without ?base=: the carrier's defaults (else EE). */
async function newPartner(): Promise<Partial<PartnerRecord>> {
  const defaults = await api.peek(PARTNER_ROUTES.defaults);
  return { country: defaults?.country || DEFAULT_COUNTRY, general_hidden: defaults?.general_hidden ?? false };
}

function PartnerPage({ mode, record }: CrudFormProps<typeof PARTNER_ROUTES>) {
  const t = useT();
  return (
    <RecordForm<PartnerValues>
      noun="partner"
      title={mode === 'view' ? record.name : undefined}
      resource={RESOURCE}
      mode={mode}
      id={record.id}
      area="partners"
      viewActions={
        record.id !== undefined ? (
          <ArchiveActions
            resource={RESOURCE}
            area="partners"
            record={{ id: record.id, name: record.name ?? '', archived_at: record.archived_at ?? null }}
          />
        ) : undefined
      }
      initialValues={{
        name: record.name ?? '',
        country: record.country ?? DEFAULT_COUNTRY,
        general_hidden: record.general_hidden ?? false,
        language: record.language ?? null,
      }}
      validate={schemaValidator(partnerSchema)}
      below={
        mode === 'view' && record.id !== undefined ? (
          <>
            <PartnerPeople partnerId={record.id} />
            <PartnerNotifications partnerId={record.id} />
          </>
        ) : null
      }
      toPayload={(v) => ({ name: v.name.trim(), country: v.country, general_hidden: v.general_hidden, language: v.language })}
    >
      {(form, readOnly) => (
        <>
          {mode === 'view' && record.archived_at ? (
            <ArchivedNotice at={record.archived_at} />
          ) : (
            mode === 'view' && (
              <Group gap="xs">
                <AvailabilityBadge partner={form.values} />
              </Group>
            )
          )}
          <TextField label={t('common.name')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('name')} />
          <CountrySelect label={t('common.country')} withAsterisk={!readOnly} readOnly={readOnly} {...form.getInputProps('country')} />
          <CheckboxField
            label={t('partners.form.blockGeneral')}
            description={t('partners.form.blockGeneralDescription')}
            readOnly={readOnly}
            {...form.getInputProps('general_hidden', { type: 'checkbox' })}
          />
          <LanguageSelect
            inherits
            description={t('language.partnerDescription')}
            readOnly={readOnly}
            value={form.values.language}
            onChange={(language) => form.setFieldValue('language', language)}
            error={form.errors.language}
          />
          {mode === 'view' && record.id !== undefined && !record.archived_at && <PartnerToken id={record.id} token={record.token ?? ''} />}
        </>
      )}
    </RecordForm>
  );
}

/** What an archived partner's page says in place of its availability and token. */
function ArchivedNotice({ at }: { at: string }) {
  const t = useT();
  const timeZone = useTimeZone();
  return (
    <Alert color="gray" title={t('partners.archived.title', { date: formatDayIn(at, timeZone) })}>
      {t('partners.archived.text')}
    </Alert>
  );
}

// ---- the API token ------------------------------------------------------------------------------

interface TokenResult {
  token?: string;
  error?: ApiError;
}

/** PATCH /fe/customers/{id}/token: the new token, or the server's error. */
async function resetToken(id: string): Promise<TokenResult> {
  const result = await api.action(PARTNER_ROUTES.resetToken, { params: { id } });
  if (!result.ok) return { error: result.error };
  return { token: result.data.token };
}

/** The view's reset (through a fetcher): the new token for the page. */
async function refreshAction({ params }: ActionFunctionArgs): Promise<TokenResult> {
  const result = await resetToken(idParam(params));
  if (result.token) toastSuccess(translateNow('partners.token.resetDone'));
  return result;
}

/** /customers/{id}/refresh opened as a page: reset, then back to the partner. */
async function refreshLoader({ params }: LoaderFunctionArgs) {
  const id = idParam(params);
  const result = await resetToken(id);
  if (result.error) toastError(result.error.message);
  else toastSuccess(translateNow('partners.token.resetDone'));
  return redirect(`/${RESOURCE}/${id}`);
}

/**
 * Seeds §4 "Partner token": after a reset the new token is copied and the copy confirmation shows
 * for 1 second (COPIED_MS). True while it shows; a browser that refuses the clipboard shows none.
 */
function useCopiedAfterReset(fresh: string | undefined): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!fresh) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    navigator.clipboard?.writeText(fresh).then(
      () => {
        if (!live) return;
        setShown(true);
        timer = setTimeout(() => setShown(false), COPIED_MS);
      },
      () => undefined,
    );
    return () => {
      live = false;
      clearTimeout(timer);
      setShown(false);
    };
  }, [fresh]);
  return shown;
}

function PartnerToken({ id, token }: { id: number; token: string }) {
  const t = useT();
  const { user } = useSession();
  const fetcher = useFetcher<typeof refreshAction>();
  const fresh = fetcher.data?.token;
  const shown = fresh ?? token;
  const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined;
  const justCopied = useCopiedAfterReset(fresh);

  useEffect(() => {
    if (error) toastError(error.message);
  }, [error]);

  const confirmReset = () =>
    modals.openConfirmModal({
      title: t('partners.token.resetTitle'),
      children: <Text size="sm">{t('partners.token.resetText')}</Text>,
      labels: { confirm: t('partners.token.resetConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => fetcher.submit({}, { method: 'patch', encType: 'application/json', action: `/${RESOURCE}/${id}/refresh` }),
    });

  return (
    <Stack gap={6}>
      <ReadOnlyField label={t('partners.token.label')}>
        <CopyValue
          value={shown}
          label={t('partners.token.copy')}
          codeProps={{ 'data-token': true }}
          copied={justCopied}
          disabled={!shown}
        />
      </ReadOnlyField>
      <Group>
        <PermissionButton
          allowed={TOKEN_RESET_AREAS.every((area) => canWrite(user, area))}
          color="orange"
          variant="light"
          loading={fetcher.state !== 'idle'}
          onClick={confirmReset}
        >
          {t('partners.token.reset')}
        </PermissionButton>
      </Group>
    </Stack>
  );
}

// ---- routes -------------------------------------------------------------------------------------

export const partnersRoutes = crudArea({
  routes: PARTNER_ROUTES,
  path: RESOURCE,
  area: 'partners',
  noun: 'partner',
  // The product documents' error titles said 'customer'; the screen calls the record a partner everywhere (docs/writing.md).
  titles: { list: 'partners.error.list', new: 'partners.error.new', record: 'partners.error.record' },
  list: {
    title: 'partners.list.title',
    columns,
    newLabel: 'partners.list.new',
    emptyText: 'partners.list.empty',
    pass: ['customer', 'sort_by', 'dir', 'archived'],
    filters: () => <PartnerFilters />,
  },
  Form: PartnerPage,
  copy: ({ token: _token, ...copy }) => copy,
  blank: newPartner,
  recordRoutes: [
    { path: 'refresh', loader: refreshLoader, action: refreshAction, Component: () => null },
    { path: 'archive', loader: partnerArchiveLoader, action: partnerArchiveAction, Component: PartnerArchive },
    { path: 'restore', action: partnerRestoreAction },
  ],
});
