/**
 * "Import from Excel" on the pricelist view: the clerk picks the as_is workbook back, sees the
 * difference first (POST /fe/pricelists/{id}/xlsx?dry_run=true: changed cells old -> new, added
 * and removed zone rows, errors by cell) and applies it only on confirm, in one transaction. A
 * workbook exported from an older version is shown with who changed what since, the lines that
 * would undo their changes marked, and is applied only after a second confirmation (overwrite).
 */
import { Alert, Badge, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import {
  PRICELIST_FILE_ROUTES,
  excelImportAnswerSchema,
  fieldLabel,
  localizeReason,
  parseApiError,
  type ExcelImportAnswer,
  type ExcelRow,
  type ExcelStale,
  type Translate,
} from '@freight/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { PermissionButton } from '../../components/PermissionButton';
import { api } from '../../lib/client';
import { fieldsOf } from '../../lib/narrow';
import { formatDayIn, formatNumber } from '../../lib/format';
import { t as now, useLanguage, useT } from '../../lib/i18n';
import { useTimeZone } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';

const show = (t: Translate, value: number | string | null) =>
  value === null || value === '' ? t('pricelists.excel.empty') : typeof value === 'number' ? formatNumber(value, 4) : String(value);

/** The mark of a line that undoes a change saved since the workbook was exported. */
function RevertsBadge({ reverts }: { reverts: boolean | undefined }) {
  const t = useT();
  if (!reverts) return null;
  return (
    <Badge color="orange" variant="filled" size="sm">
      {t('pricelists.excel.reverts')}
    </Badge>
  );
}

/** "Exported from version 3; since then Mari Tamm changed 2 cells on 24.11.2026" (the day in the carrier's time zone). */
export function staleText(stale: ExcelStale, timeZone: string, t: Translate = now): string {
  return t('pricelists.excel.stale', {
    version: stale.based_on_version,
    who: stale.changed_by,
    cells: stale.changed_cells,
    day: formatDayIn(stale.changed_at, timeZone),
  });
}

function RowsTable({ rows, color, label }: { rows: ExcelRow[]; color: string; label: string }) {
  const t = useT();
  if (!rows.length) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label} ({rows.length})
      </Text>
      <Table withTableBorder fz="sm" aria-label={label}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.fare_group}-${row.zone_from}-${row.zone_to}`} bg={`var(--mantine-color-${color}-0)`}>
              <Table.Td>{row.sheet}</Table.Td>
              <Table.Td>{row.row === null ? '' : t('pricelists.excel.row', { row: String(row.row) })}</Table.Td>
              <Table.Td>
                {row.zone_from} → {row.zone_to}
              </Table.Td>
              <Table.Td>{row.transit ?? ''}</Table.Td>
              <Table.Td>{row.prices.map((price) => show(t, price)).join(' · ')}</Table.Td>
              <Table.Td>
                <RevertsBadge reverts={row.reverts} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function DiffView({ diff }: { diff: ExcelImportAnswer }) {
  const t = useT();
  const language = useLanguage();
  const timeZone = useTimeZone();
  const nothing = !diff.changes.length && !diff.added_rows.length && !diff.removed_rows.length;
  const reverting = [...diff.changes, ...diff.added_rows, ...diff.removed_rows].filter((line) => line.reverts).length;
  return (
    <Stack gap="md">
      {diff.stale && (
        <Alert color="orange" title={t('pricelists.excel.older')}>
          <Text size="sm">{staleText(diff.stale, timeZone, t)}.</Text>
          <Text size="sm">{reverting ? t('pricelists.excel.reverting', { count: reverting }) : t('pricelists.excel.notReverting')}</Text>
        </Alert>
      )}
      {diff.errors.length > 0 && (
        <Alert color="red" title={t('pricelists.excel.errors', { count: diff.errors.length })}>
          <Stack gap={2} component="ul" m={0} pl="md">
            {diff.errors.map((e) => (
              <li key={`${e.sheet}!${e.cell}`}>
                <Text span fw={600} size="sm">
                  {e.sheet}!{e.cell}
                </Text>{' '}
                <Text span size="sm">
                  {localizeReason(language, e.message)}
                </Text>
              </li>
            ))}
          </Stack>
        </Alert>
      )}
      {nothing && !diff.errors.length && <Alert color="gray">{t('pricelists.excel.same')}</Alert>}
      {diff.changes.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('pricelists.excel.changedCount', { count: diff.changes.length })}
          </Text>
          <Table withTableBorder fz="sm" aria-label={t('pricelists.excel.changed')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pricelists.excel.cell')}</Table.Th>
                <Table.Th>{t('pricelists.excel.route')}</Table.Th>
                <Table.Th>{t('pricelists.excel.column')}</Table.Th>
                <Table.Th>{t('pricelists.excel.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diff.changes.map((c) => (
                <Table.Tr key={`${c.sheet}!${c.cell}`} bg={c.reverts ? 'var(--mantine-color-orange-0)' : undefined}>
                  <Table.Td>
                    {c.sheet}!{c.cell}
                  </Table.Td>
                  <Table.Td>
                    {c.zone_from} → {c.zone_to}
                  </Table.Td>
                  <Table.Td>{c.field === 'price' ? `≤ ${formatNumber(c.quantity, 3)}` : fieldLabel(c.field, language)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Badge color="red" variant="light" style={{ textDecoration: 'line-through' }}>
                        {show(t, c.before)}
                      </Badge>
                      →
                      <Badge color="green" variant="light">
                        {show(t, c.after)}
                      </Badge>
                      <RevertsBadge reverts={c.reverts} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <RowsTable rows={diff.added_rows} color="green" label={t('pricelists.excel.added')} />
      <RowsTable rows={diff.removed_rows} color="red" label={t('pricelists.excel.removed')} />
    </Stack>
  );
}

/** The import's state: the modal, the workbook picked, its difference (a dry run), the stale confirmation, and applying it. */
function useExcelImport(pricelistId: number) {
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [diff, setDiff] = useState<ExcelImportAnswer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  const close = () => {
    setOpened(false);
    setFile(null);
    setDiff(null);
    setError(null);
    setConfirming(false);
  };

  /** A refused answer: the difference it carries (bad cells), else its message. */
  const takeAnswer = (status: number, body: unknown): boolean => {
    const parsed = excelImportAnswerSchema.safeParse(status === 200 ? body : fieldsOf(body)?.diff);
    if (status === 200 || parsed.success) {
      setDiff(parsed.success ? parsed.data : null);
      setError(null);
      return status === 200;
    }
    setError(parseApiError(status, body).message);
    return false;
  };

  const preview = async (picked: File | null) => {
    setFile(picked);
    setDiff(null);
    setError(null);
    if (!picked) return;
    setBusy(true);
    try {
      const { status, body } = await api.upload(PRICELIST_FILE_ROUTES.importWorkbook, picked, {
        params: { id: pricelistId },
        query: { dry_run: 'true' },
      });
      takeAnswer(status, body);
    } finally {
      setBusy(false);
    }
  };

  /** Applies the workbook; a stale one only once confirmed, with overwrite. */
  const apply = async (overwrite = false) => {
    if (!file) return;
    if (diff?.stale && !overwrite) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    setBusy(true);
    try {
      const { status, body } = await api.upload(PRICELIST_FILE_ROUTES.importWorkbook, file, {
        params: { id: pricelistId },
        query: overwrite ? { overwrite: 'true' } : {},
      });
      // 202: held for approval; the page shows it waiting.
      if (status === 200 || status === 202) {
        close();
        toastSuccess(now(status === 202 ? 'approvals.proposed' : 'pricelists.excel.done'));
        void revalidator.revalidate();
      } else takeAnswer(status, body);
    } finally {
      setBusy(false);
    }
  };

  return { opened, setOpened, file, diff, confirming, setConfirming, error, busy, close, preview, apply };
}

type ExcelImportState = ReturnType<typeof useExcelImport>;

export function ExcelImport({ pricelistId }: { pricelistId: number }) {
  const t = useT();
  const timeZone = useTimeZone();
  const excel = useExcelImport(pricelistId);
  return (
    <>
      <PermissionButton
        area="pricelists"
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        onClick={() => excel.setOpened(true)}
      >
        {t('pricelists.excel.button')}
      </PermissionButton>
      <ImportModal excel={excel} />
      <StaleConfirmModal excel={excel} timeZone={timeZone} />
    </>
  );
}

/** The workbook picked, its difference, and Apply. */
function ImportModal({ excel }: { excel: ExcelImportState }) {
  const t = useT();
  const { opened, close, file, preview, error, diff, apply, busy } = excel;
  const changes = diff ? diff.changes.length + diff.added_rows.length + diff.removed_rows.length : 0;
  return (
    <Modal opened={opened} onClose={close} title={t('pricelists.excel.button')} size="xl" scrollAreaComponent={ScrollArea.Autosize}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('pricelists.excel.intro')}
        </Text>
        <FileInput
          label={t('pricelists.excel.file')}
          placeholder={t('pricelists.excel.pickFile')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconUpload size={16} />}
          value={file}
          onChange={(picked) => void preview(picked)}
          clearable
        />
        {error && (
          <Alert color="red" title={t('pricelists.excel.refused')}>
            {error}
          </Alert>
        )}
        {diff && <DiffView diff={diff} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void apply()} loading={busy} disabled={!diff || diff.errors.length > 0 || changes === 0}>
            {t('pricelists.excel.apply', { count: changes })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The second confirmation of a workbook exported from an older version. */
function StaleConfirmModal({ excel, timeZone }: { excel: ExcelImportState; timeZone: string }) {
  const t = useT();
  const { confirming, setConfirming, diff, apply, busy } = excel;
  return (
    <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('pricelists.excel.staleTitle')} zIndex={300}>
      <Stack gap="md">
        {diff?.stale && <Text size="sm">{staleText(diff.stale, timeZone, t)}.</Text>}
        <Text size="sm">{t('pricelists.excel.staleText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="orange" onClick={() => void apply(true)} loading={busy}>
            {t('pricelists.excel.applyAnyway')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
