/**
 * The fuel index page (/surcharges/fuel-index): the carrier's diesel price per
 * month and the bands that turn it into a fuel-indexed surcharge's percent. Months are typed or
 * read from a CSV/xlsx (the file fills the table; Save saves), bands typed; Save sends the version
 * the page loaded, so a save made since is a 409 with a reload.
 */
import { ActionIcon, Button, FileInput, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  FUEL_INDEX_ROUTES,
  csvDialectText,
  fuelIndexFileAnswerSchema,
  parseApiError,
  type CsvDialect,
  type FuelIndexAnswer,
} from '@freight/domain';
import { useEffect, useState, type ReactNode } from 'react';
import {
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  useSubmit,
  type ActionFunctionArgs,
  type RouteObject,
} from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { IssuesBanner } from '../../components/IssuesBanner';
import { PageHeader } from '../../components/PageHeader';
import { PermissionButton } from '../../components/PermissionButton';
import { api, isProposal, relay } from '../../lib/client';
import { formatMoment, formatMomentIn, timeHeader } from '../../lib/format';
import { showFormErrors } from '../../lib/forms';
import { useSubmitOnce } from '../../lib/submit-once';
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes';
import { canWrite } from '../../lib/permissions';
import { stateNumber } from '../../lib/narrow';
import type { ActionError } from '../../lib/records';
import { useSession, useTimeZone } from '../../lib/session';
import { toastError, toastSuccess, toastWarning } from '../../lib/toast';
import { keepAfterSubmit } from '../../lib/records';
import { t, useLanguage, useT } from '../../lib/i18n';
import {
  fuelIndexPayload,
  fuelIndexValues,
  mergeFileValues,
  nextBandRow,
  nextMonthRow,
  validateFuelIndex,
  type FuelIndexValues,
} from './fuel-index-values';

function loader(): Promise<FuelIndexAnswer> {
  return api.read(FUEL_INDEX_ROUTES.get);
}

type ActionResult =
  | (ActionError & { saved?: undefined; proposed?: undefined })
  | { saved: FuelIndexAnswer; error?: undefined; proposed?: undefined }
  | { proposed: number; error?: undefined; saved?: undefined };

/**
 * PUT the index: the saved index, or (approvals hold the save: 202) the proposed change's id, the
 * index unchanged until a second person approves it.
 */
export async function fuelIndexAction({ request }: ActionFunctionArgs): Promise<ActionResult> {
  const result = await api.update(FUEL_INDEX_ROUTES.set, { body: relay(await request.json()) });
  if (!result.ok) return { error: result.error };
  if (isProposal(result.data)) {
    toastSuccess(t('approvals.proposed'));
    return { proposed: result.data.change_id };
  }
  toastSuccess(t('surcharges.fuel.saved', { version: result.data.version }));
  return { saved: result.data };
}

/** The form of the index, the file being read into it, and the save (one at a time, guarded against leaving unsaved). */
function useFuelIndexForm(index: FuelIndexAnswer) {
  const actionData = useActionData<typeof fuelIndexAction>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const { user } = useSession();
  const timeZone = useTimeZone();
  const readOnly = !canWrite(user, 'surcharges');
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  // How the last CSV was read ("Read as Windows-1252, separated by ;"); null for an xlsx or before a read.
  const [readAs, setReadAs] = useState<CsvDialect | null>(null);
  const form = useForm<FuelIndexValues>({ mode: 'controlled', initialValues: fuelIndexValues(index), validate: validateFuelIndex });

  useEffect(() => {
    if (actionData?.error) showFormErrors(form, actionData.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);

  /** The file's months into the table (nothing is saved until Save). */
  const readFile = async (picked: File | null) => {
    setFile(picked);
    setReadAs(null);
    if (!picked) return;
    setReading(true);
    try {
      const { status, body } = await api.upload(FUEL_INDEX_ROUTES.readFile, picked);
      const parsed = fuelIndexFileAnswerSchema.safeParse(body);
      if (status !== 200 || !parsed.success) {
        const error = parseApiError(status, body);
        // The message names the file and the reason ("The file is larger than 1 MB", the rows at fault).
        form.setFieldError('file', error.message);
        // The reasons are under the file field; a toast would repeat them run together.
        toastError(t('surcharges.fuel.readFailed', { file: picked.name }));
        return;
      }
      form.clearFieldError('file');
      setReadAs(parsed.data.csv ?? null);
      form.setFieldValue('values', mergeFileValues(form.values.values, parsed.data.values));
      toastSuccess(t('surcharges.fuel.read', { count: parsed.data.values.length, file: picked.name }));
    } finally {
      setReading(false);
    }
  };

  // One save at a time; leaving with unsaved rows asks (a save starts the form again from what it saved).
  const once = useSubmitOnce();
  const guard = useUnsavedChangesGuard(() => !once.isSending() && form.isDirty(), 'fuel index');
  const onValid = (values: FuelIndexValues) =>
    submit(fuelIndexPayload(values, index.version), { method: 'put', encType: 'application/json' });

  return { actionData, navigation, timeZone, readOnly, file, reading, readAs, form, readFile, once, guard, onValid };
}

type FuelIndexFormState = ReturnType<typeof useFuelIndexForm>;

function FuelIndexForm({ index }: { index: FuelIndexAnswer }) {
  const fuel = useFuelIndexForm(index);
  const { actionData, timeZone, form, once } = fuel;
  const last = index.versions[0];
  const t = useT();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!once.begin()) return;
        form.onSubmit(fuel.onValid, () => {
          once.release();
          toastWarning();
        })();
      }}
    >
      {fuel.guard}
      <IssuesBanner error={actionData?.error} isShownOnForm={(field) => /^(values|bands)\.\d+\./.test(field)} />
      <Text size="sm" c="dimmed">
        {t('surcharges.fuel.intro')}
      </Text>
      {/* Who saved what is read apart from how the index works. */}
      <Text size="sm" mb="md" mt={4}>
        {last
          ? t('surcharges.fuel.lastVersion', {
              version: index.version,
              author: last.author,
              moment: formatMomentIn(last.created_at, timeZone),
            })
          : t('surcharges.fuel.none')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <MonthsSection fuel={fuel} />
        <BandsSection form={form} readOnly={fuel.readOnly} />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <PermissionButton area="surcharges" type="submit" loading={fuel.navigation.state === 'submitting'}>
          {t('common.save')}
        </PermissionButton>
      </Group>
      {index.versions.length > 1 && <VersionList versions={index.versions} timeZone={timeZone} />}
    </form>
  );
}

/** The diesel price by month: the rows, Add month, and the file read into them. */
function MonthsSection({ fuel }: { fuel: FuelIndexFormState }) {
  const { form, readOnly, file, reading, readAs, readFile } = fuel;
  const t = useT();
  const language = useLanguage();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('surcharges.fuel.months')}
      </Title>
      <RowTable
        label={t('surcharges.fuel.prices')}
        headers={[t('surcharges.fuel.month'), t('surcharges.fuel.price')]}
        rows={form.values.values}
        deleteLabel={(number) => t('surcharges.fuel.deleteMonth', { number })}
        emptyText={t('surcharges.fuel.noMonths')}
        readOnly={readOnly}
        onDelete={(i) => form.removeListItem('values', i)}
        cells={(_, i) => [
          <TextInput
            key="month"
            aria-label={t('surcharges.fuel.monthNumber', { number: i + 1 })}
            placeholder={t('surcharges.fuel.monthFormat')}
            readOnly={readOnly}
            {...form.getInputProps(`values.${i}.month`)}
          />,
          <TextInput
            key="price"
            aria-label={t('surcharges.fuel.priceNumber', { number: i + 1 })}
            inputMode="decimal"
            autoComplete="off"
            readOnly={readOnly}
            {...form.getInputProps(`values.${i}.price`)}
          />,
        ]}
      />
      {!readOnly && (
        <Group gap="sm" align="flex-end">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('values', nextMonthRow(form.values.values))}
          >
            {t('surcharges.fuel.addMonth')}
          </Button>
          <FileInput
            label={t('surcharges.fuel.file')}
            description={t('surcharges.fuel.fileHint')}
            placeholder={t('surcharges.fuel.filePlaceholder')}
            accept=".csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconUpload size={16} />}
            value={file}
            onChange={(picked) => void readFile(picked)}
            disabled={reading}
            error={form.errors.file}
            clearable
            w={280}
          />
        </Group>
      )}
      {readAs && file && (
        <Text size="sm" c="dimmed">
          {file.name}: {csvDialectText(readAs, language)}
        </Text>
      )}
    </Stack>
  );
}

/** The bands that turn a diesel price into a percent, and Add band. */
function BandsSection({ form, readOnly }: { form: UseFormReturnType<FuelIndexValues>; readOnly: boolean }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('surcharges.fuel.bands')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('surcharges.fuel.bandsHint')}
      </Text>
      <RowTable
        label={t('surcharges.fuel.bands')}
        headers={[t('surcharges.fuel.from'), t('surcharges.fuel.to'), t('surcharges.fuel.percent')]}
        rows={form.values.bands}
        deleteLabel={(number) => t('surcharges.fuel.deleteBand', { number })}
        emptyText={t('surcharges.fuel.noBands')}
        readOnly={readOnly}
        onDelete={(i) => form.removeListItem('bands', i)}
        cells={(_, i) =>
          (['from', 'to', 'percent'] as const).map((field) => (
            <TextInput
              key={field}
              aria-label={t('surcharges.fuel.bandField', { number: i + 1, field })}
              inputMode="decimal"
              autoComplete="off"
              readOnly={readOnly}
              rightSection={field === 'percent' ? <Text size="sm">%</Text> : undefined}
              {...form.getInputProps(`bands.${i}.${field}`)}
            />
          ))
        }
      />
      {!readOnly && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('bands', nextBandRow(form.values.bands))}
          >
            {t('surcharges.fuel.addBand')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Every version of the index: who saved it and when. */
function VersionList({ versions, timeZone }: { versions: FuelIndexAnswer['versions']; timeZone: string }) {
  const t = useT();
  return (
    <Stack gap="xs" mt="lg">
      <Title order={2} size="h4">
        {t('surcharges.fuel.versions')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('surcharges.fuel.versionsHint')}
      </Text>
      <Table verticalSpacing={4} aria-label={t('surcharges.fuel.versionsTable')} maw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('surcharges.fuel.version')}</Table.Th>
            <Table.Th>{t('surcharges.fuel.savedBy')}</Table.Th>
            <Table.Th>{timeHeader(t('common.date'), timeZone)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((v) => (
            <Table.Tr key={v.version}>
              <Table.Td>{v.version}</Table.Td>
              <Table.Td>{v.author}</Table.Td>
              <Table.Td>{formatMoment(v.created_at, timeZone)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * The rows of one list (months, bands) as a table of inputs with a delete button each; cells
 * align at the top, so a field's error under it does not lift its neighbours.
 */
function RowTable<Row extends { key: string }>(props: {
  label: string;
  headers: string[];
  rows: Row[];
  /** A row's delete button by its number: "Delete month 2". */
  deleteLabel: (number: number) => string;
  /** Without rows: "No months yet." */
  emptyText: string;
  readOnly: boolean;
  onDelete: (index: number) => void;
  cells: (row: Row, index: number) => ReactNode[];
}) {
  const { label, headers, rows, deleteLabel, emptyText, readOnly, onDelete, cells } = props;
  return (
    <>
      <Table verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={row.key} style={{ verticalAlign: 'top' }}>
              {cells(row, i).map((cell, c) => (
                <Table.Td key={c}>{cell}</Table.Td>
              ))}
              <Table.Td>
                {!readOnly && (
                  <ActionIcon variant="subtle" color="red" mt={4} aria-label={deleteLabel(i + 1)} onClick={() => onDelete(i)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
    </>
  );
}

function FuelIndexPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof fuelIndexAction>();
  const location = useLocation();
  // After a save the page starts again from what was saved (its new version); a reload (409) from the stored one;
  // a save held for approval from the index as it is (nothing changed until the approval).
  const index = actionData?.saved ?? loaded;
  const reload = stateNumber(location.state, 'reload') ?? 0;
  const proposed = actionData?.proposed ?? 0;
  const t = useT();
  return (
    <Stack gap={0}>
      <PageHeader title={t('surcharges.fuelIndex')} backTo="/surcharges" />
      <Paper withBorder p="lg" radius="md" maw={1100}>
        <FuelIndexForm key={`${index.version}:${reload}:${proposed}`} index={index} />
      </Paper>
    </Stack>
  );
}

/** Under /surcharges (the fuel index is read and written with the surcharges' permissions). */
export const fuelIndexRoute: RouteObject = {
  path: 'fuel-index',
  loader,
  action: fuelIndexAction,
  // A refused save keeps the loaded index under the clerk's rows (a 409 offers the reload); a save answers the saved one.
  shouldRevalidate: keepAfterSubmit,
  Component: FuelIndexPage,
  ErrorBoundary: () => <AreaError title={t('surcharges.fuel.error')} />,
};
