/**
 * The Distances page (/distances, permission area `zones`): the carrier's distance table, road km
 * per directed zone pair, which distance pricing and emissions use before great-circle x road
 * factor. Lanes are typed, pasted from a spreadsheet (three columns: from zone, to zone, km) or read
 * from a CSV/xlsx (the rows fill the table; Save saves); the table downloads as xlsx or CSV. Save
 * sends the version the page loaded (a save made since is a 409); older versions are listed and
 * can be restored as the next one. The road factor is named with a link to the settings.
 */
import {
  ActionIcon,
  Anchor,
  Button,
  FileInput,
  Group,
  Menu,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconChevronDown, IconDownload, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  DEFAULT_ROAD_FACTOR,
  DISTANCE_ROUTES,
  ZONE_ROUTES,
  csvDialectText,
  distanceFileAnswerSchema,
  localizeReason,
  parseApiError,
  parseTabularText,
  readDistanceRows,
  type ApiError,
  type CsvDialect,
  type DistanceTableAnswer,
} from '@freight/domain';
import { useState } from 'react';
import { Link, useLoaderData, type RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { IssuesBanner } from '../../components/IssuesBanner';
import { PageHeader } from '../../components/PageHeader';
import { PermissionButton } from '../../components/PermissionButton';
import { api, isProposal } from '../../lib/client';
import { formatMoment, formatMomentIn, formatNumber, timeHeader } from '../../lib/format';
import { showFormErrors } from '../../lib/forms';
import { t, useLanguage, useT } from '../../lib/i18n';
import { canWrite } from '../../lib/permissions';
import { useSession, useTimeZone } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { useFileDownload } from '../tool/bulk/download';
import { distancePayload, distanceValues, emptyLane, mergeLanes, type DistanceValues } from './distance-values';

/** A zone as the selects offer it. */
type ZoneOption = { id: number; name: string };

interface Loaded {
  table: DistanceTableAnswer;
  zones: ZoneOption[];
}

async function loader(): Promise<Loaded> {
  const [table, zones] = await Promise.all([api.read(DISTANCE_ROUTES.get), api.options(ZONE_ROUTES.options)]);
  return { table, zones };
}

/** The table's form: its rows, the file and the pasted block read into them (useLaneSources), the save and a restore. */
function useDistanceForm(table: DistanceTableAnswer, zones: ZoneOption[], onSaved: (table: DistanceTableAnswer) => void) {
  const { user } = useSession();
  const readOnly = !canWrite(user, 'zones');
  const form = useForm<DistanceValues>({ mode: 'controlled', initialValues: distanceValues(table) });
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const saved = (answer: DistanceTableAnswer) => {
    setError(undefined);
    form.setValues(distanceValues(answer));
    form.resetDirty(distanceValues(answer));
    onSaved(answer);
  };

  /** A save or restore that approvals hold (202): said, and the form back to the table as it is. */
  const proposed = () => {
    setError(undefined);
    toastSuccess(t('approvals.proposed'));
    form.setValues(distanceValues(table));
    form.resetDirty(distanceValues(table));
  };

  const save = async () => {
    setSaving(true);
    try {
      const result = await api.update(DISTANCE_ROUTES.set, { body: distancePayload(form.values, table.version) });
      if (!result.ok) {
        setError(result.error);
        showFormErrors(form, result.error);
        return;
      }
      // Held for approval: nothing saved; the table shows the lanes as they are until the approval.
      if (isProposal(result.data)) return proposed();
      toastSuccess(t('distances.saved', { version: result.data.version }));
      saved(result.data);
    } finally {
      setSaving(false);
    }
  };

  const restore = async (version: number) => {
    const result = await api.submit(DISTANCE_ROUTES.restore, { body: { restore: version, version: table.version } });
    if (!result.ok) {
      toastError(result.error.message);
      return;
    }
    if (isProposal(result.data)) return proposed();
    toastSuccess(t('distances.restored', { from: version, version: result.data.version }));
    saved(result.data);
  };

  return { form, readOnly, error, saving, save, restore, ...useLaneSources(form, zones) };
}

/** Lanes from elsewhere into the table (nothing is saved until Save): a CSV/xlsx file, or a block pasted from a spreadsheet. */
function useLaneSources(form: UseFormReturnType<DistanceValues>, zones: ZoneOption[]) {
  const language = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [readAs, setReadAs] = useState<CsvDialect | null>(null);
  const [pasted, setPasted] = useState('');

  const readFile = async (picked: File | null) => {
    setFile(picked);
    setReadAs(null);
    if (!picked) return;
    setReading(true);
    try {
      const { status, body } = await api.upload(DISTANCE_ROUTES.readFile, picked);
      const parsed = distanceFileAnswerSchema.safeParse(body);
      if (status !== 200 || !parsed.success) {
        // The message names the rows at fault; a toast would repeat them run together.
        form.setFieldError('file', parseApiError(status, body).message);
        toastError(t('distances.readFailed', { file: picked.name }));
        return;
      }
      form.clearFieldError('file');
      setReadAs(parsed.data.csv ?? null);
      form.setFieldValue('lanes', mergeLanes(form.values.lanes, parsed.data.lanes));
      toastSuccess(t('distances.read', { count: parsed.data.lanes.length, file: picked.name }));
    } finally {
      setReading(false);
    }
  };

  /** Read as a file's rows are (zones by name, decimal commas), its problems said in the reader's language. */
  const addPasted = () => {
    const read = readDistanceRows(parseTabularText(pasted), zones);
    if (!read.ok) {
      form.setFieldError('paste', read.errors.map((line) => localizeReason(language, line)).join('\n'));
      return;
    }
    form.clearFieldError('paste');
    form.setFieldValue('lanes', mergeLanes(form.values.lanes, read.lanes));
    setPasted('');
    toastSuccess(t('distances.pasted', { count: read.lanes.length }));
  };

  return { file, reading, readAs, readFile, pasted, setPasted, addPasted };
}

type DistanceForm = ReturnType<typeof useDistanceForm>;

function DistanceTablePage() {
  const loaded = useLoaderData<typeof loader>();
  const [table, setTable] = useState(loaded.table);
  const t = useT();
  const timeZone = useTimeZone();
  const distance = useDistanceForm(table, loaded.zones, setTable);
  const last = table.versions[0];
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('distances.title')} />
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void distance.save();
          }}
        >
          <IssuesBanner error={distance.error} isShownOnForm={(field) => /^lanes\.\d+\./.test(field)} />
          <Text size="sm" c="dimmed">
            {t('distances.intro')}
          </Text>
          <RoadFactorLine factor={table.road_factor} />
          <Group justify="space-between" align="flex-end" mb="md" mt={4}>
            <Text size="sm">
              {last
                ? t('distances.lastVersion', {
                    version: table.version,
                    author: last.author,
                    moment: formatMomentIn(last.created_at, timeZone),
                  })
                : t('distances.none')}
            </Text>
            <DownloadMenu />
          </Group>
          <LaneTable distance={distance} zones={loaded.zones} />
          {!distance.readOnly && <LaneInputs distance={distance} />}
          <Group justify="flex-end" mt="lg">
            <PermissionButton area="zones" type="submit" loading={distance.saving}>
              {t('common.save')}
            </PermissionButton>
          </Group>
          {table.versions.length > 1 && <VersionList table={table} readOnly={distance.readOnly} onRestore={distance.restore} />}
        </form>
      </Paper>
    </Stack>
  );
}

/** The road factor lanes not in the table take, with the way to the settings that set it. */
function RoadFactorLine({ factor }: { factor: number | null }) {
  const t = useT();
  const shown = formatNumber(factor ?? DEFAULT_ROAD_FACTOR, 3);
  return (
    <Text size="sm" c="dimmed" mt={4}>
      {factor === null ? t('distances.roadFactorDefault', { factor: shown }) : t('distances.roadFactor', { factor: shown })}{' '}
      <Anchor component={Link} to="/settings/rate-card#road-factor" size="sm">
        {t('distances.roadFactorLink')}
      </Anchor>
    </Text>
  );
}

/** The table as an xlsx or CSV file, in the reader's language. */
function DownloadMenu() {
  const t = useT();
  const language = useLanguage();
  const [busy, download] = useFileDownload<'xlsx' | 'csv'>();
  const labels = { xlsx: t('distances.downloadXlsx'), csv: t('distances.downloadCsv') };
  return (
    <Menu shadow="md" width={240} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy !== null}
        >
          {t('distances.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Menu.Item
            key={format}
            disabled={busy !== null}
            onClick={() =>
              void download(format, () => api.file(DISTANCE_ROUTES.download, { query: { format, lang: language } }), `distances.${format}`)
            }
          >
            {labels[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The lanes as rows of inputs: from zone, to zone, km, and a delete button each. */
function LaneTable({ distance, zones }: { distance: DistanceForm; zones: ZoneOption[] }) {
  const t = useT();
  const { form, readOnly } = distance;
  const options = zones.map((zone) => ({ value: String(zone.id), label: zone.name }));
  return (
    <>
      <Table verticalSpacing={4} aria-label={t('distances.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('distances.from')}</Table.Th>
            <Table.Th>{t('distances.to')}</Table.Th>
            <Table.Th w={160}>{t('distances.km')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.values.lanes.map((row, i) => (
            <Table.Tr key={row.key} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <ZoneSelect
                  form={form}
                  path={`lanes.${i}.zone_from`}
                  label={t('distances.fromNumber', { number: i + 1 })}
                  options={options}
                  readOnly={readOnly}
                />
              </Table.Td>
              <Table.Td>
                <ZoneSelect
                  form={form}
                  path={`lanes.${i}.zone_to`}
                  label={t('distances.toNumber', { number: i + 1 })}
                  options={options}
                  readOnly={readOnly}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('distances.kmNumber', { number: i + 1 })}
                  inputMode="decimal"
                  autoComplete="off"
                  readOnly={readOnly}
                  {...form.getInputProps(`lanes.${i}.km`)}
                />
              </Table.Td>
              <Table.Td>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={t('distances.deleteLane', { number: i + 1 })}
                    onClick={() => form.removeListItem('lanes', i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {form.values.lanes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('distances.noLanes')}
        </Text>
      )}
    </>
  );
}

/** A lane's zone: a searchable select of the carrier's zones by name. */
function ZoneSelect(props: {
  form: UseFormReturnType<DistanceValues>;
  path: string;
  label: string;
  options: { value: string; label: string }[];
  readOnly: boolean;
}) {
  const t = useT();
  const { form, path, label, options, readOnly } = props;
  const input = form.getInputProps(path);
  const value = String(input.value ?? '');
  return (
    <Select
      aria-label={label}
      data={options}
      searchable
      allowDeselect={false}
      readOnly={readOnly}
      placeholder={t('distances.pickZone')}
      value={value === '' ? null : value}
      error={input.error as string | undefined}
      onChange={(picked) => form.setFieldValue(path, picked ?? '')}
    />
  );
}

/** Add lane, the file read into the table, and a block pasted from a spreadsheet. */
function LaneInputs({ distance }: { distance: DistanceForm }) {
  const t = useT();
  const language = useLanguage();
  const { form, file, reading, readAs, readFile, pasted, setPasted, addPasted } = distance;
  return (
    <Stack gap="sm" mt="sm">
      <Group gap="sm" align="flex-end">
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('lanes', emptyLane())}>
          {t('distances.addLane')}
        </Button>
        <FileInput
          label={t('distances.file')}
          description={t('distances.fileHint')}
          placeholder={t('distances.filePlaceholder')}
          accept=".csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconUpload size={16} />}
          value={file}
          onChange={(picked) => void readFile(picked)}
          disabled={reading}
          error={form.errors.file}
          clearable
          w={360}
        />
      </Group>
      {readAs && file && (
        <Text size="sm" c="dimmed">
          {file.name}: {csvDialectText(readAs, language)}
        </Text>
      )}
      <Textarea
        label={t('distances.paste')}
        description={t('distances.pasteHint')}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
        error={form.errors.paste}
        autosize
        minRows={2}
        maxRows={8}
        styles={{ error: { whiteSpace: 'pre-line' } }}
      />
      <Group>
        <Button variant="default" disabled={pasted.trim() === ''} onClick={addPasted}>
          {t('distances.pasteAdd')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Every kept version: its lanes counted, who saved it and when, what it restored; Restore on the older ones. */
function VersionList({
  table,
  readOnly,
  onRestore,
}: {
  table: DistanceTableAnswer;
  readOnly: boolean;
  onRestore: (version: number) => Promise<void>;
}) {
  const t = useT();
  const timeZone = useTimeZone();
  return (
    <Stack gap="xs" mt="lg">
      <Title order={2} size="h4">
        {t('distances.versions')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('distances.versionsHint')}
      </Text>
      <Table verticalSpacing={4} aria-label={t('distances.versionsTable')} maw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('distances.version')}</Table.Th>
            <Table.Th>{t('distances.lanes')}</Table.Th>
            <Table.Th>{t('distances.savedBy')}</Table.Th>
            <Table.Th>{timeHeader(t('common.date'), timeZone)}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.versions.map((v) => (
            <Table.Tr key={v.version}>
              <Table.Td>
                {v.version}
                {v.restored_from !== null && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    ({t('distances.restoredFrom', { version: v.restored_from })})
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{v.lanes}</Table.Td>
              <Table.Td>{v.author}</Table.Td>
              <Table.Td>{formatMoment(v.created_at, timeZone)}</Table.Td>
              <Table.Td>
                {!readOnly && v.version !== table.version && (
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={t('distances.restoreVersion', { version: v.version })}
                    onClick={() => void onRestore(v.version)}
                  >
                    {t('distances.restore')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** /distances: read with the zones' permissions, written by who writes zones. */
export const distancesRoutes: RouteObject = {
  path: 'distances',
  loader,
  Component: DistanceTablePage,
  ErrorBoundary: () => <AreaError title={t('distances.error')} />,
};
