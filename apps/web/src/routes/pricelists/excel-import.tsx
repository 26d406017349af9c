/**
 * "Import from Excel" on the pricelist view: the clerk picks the as_is workbook back, sees the
 * difference first (POST /fe/pricelists/{id}/xlsx?dry_run=true: changed cells old -> new, added
 * and removed zone rows, errors by cell) and applies it only on confirm, in one transaction.
 */
import { Alert, Badge, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { excelImportDiffSchema, parseApiError, type ExcelImportDiff, type ExcelRow } from '@freight/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { PermissionButton } from '../../components/PermissionButton';
import { uploadFile } from '../../lib/api';
import { toastSuccess } from '../../lib/toast';

const show = (value: number | string | null) => (value === null || value === '' ? 'empty' : String(value));

function RowsTable({ rows, color, label }: { rows: ExcelRow[]; color: string; label: string }) {
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
              <Table.Td>{row.row === null ? '' : `Row ${row.row}`}</Table.Td>
              <Table.Td>
                {row.zone_from} → {row.zone_to}
              </Table.Td>
              <Table.Td>{row.transit ?? ''}</Table.Td>
              <Table.Td>{row.prices.map(show).join(' · ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function DiffView({ diff }: { diff: ExcelImportDiff }) {
  const nothing = !diff.changes.length && !diff.added_rows.length && !diff.removed_rows.length;
  return (
    <Stack gap="md">
      {diff.errors.length > 0 && (
        <Alert color="red" title={`${diff.errors.length} cell(s) cannot be taken: nothing will be changed`}>
          <Stack gap={2} component="ul" m={0} pl="md">
            {diff.errors.map((e) => (
              <li key={`${e.sheet}!${e.cell}`}>
                <Text span fw={600} size="sm">
                  {e.sheet}!{e.cell}
                </Text>{' '}
                <Text span size="sm">
                  {e.message}
                </Text>
              </li>
            ))}
          </Stack>
        </Alert>
      )}
      {nothing && !diff.errors.length && <Alert color="gray">The workbook has the same prices as the pricelist: nothing to change.</Alert>}
      {diff.changes.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Changed cells ({diff.changes.length})
          </Text>
          <Table withTableBorder fz="sm" aria-label="Changed cells">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Cell</Table.Th>
                <Table.Th>Route</Table.Th>
                <Table.Th>Column</Table.Th>
                <Table.Th>Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diff.changes.map((c) => (
                <Table.Tr key={`${c.sheet}!${c.cell}`}>
                  <Table.Td>
                    {c.sheet}!{c.cell}
                  </Table.Td>
                  <Table.Td>
                    {c.zone_from} → {c.zone_to}
                  </Table.Td>
                  <Table.Td>{c.field === 'price' ? `≤ ${c.quantity}` : c.field.replace('_amount', '').replace('_', ' ')}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Badge color="red" variant="light" style={{ textDecoration: 'line-through' }}>
                        {show(c.before)}
                      </Badge>
                      →
                      <Badge color="green" variant="light">
                        {show(c.after)}
                      </Badge>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <RowsTable rows={diff.added_rows} color="green" label="Added rows" />
      <RowsTable rows={diff.removed_rows} color="red" label="Removed rows" />
    </Stack>
  );
}

export function ExcelImport({ pricelistId }: { pricelistId: number }) {
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [diff, setDiff] = useState<ExcelImportDiff | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const path = `pricelists/${pricelistId}/xlsx`;

  const close = () => {
    setOpened(false);
    setFile(null);
    setDiff(null);
    setError(null);
  };

  /** A refused answer: the difference it carries (bad cells), else its message. */
  const takeAnswer = (status: number, body: unknown): boolean => {
    const parsed = excelImportDiffSchema.safeParse(status === 200 ? body : (body as { diff?: unknown } | undefined)?.diff);
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
      const { status, body } = await uploadFile(path, picked, { dry_run: true });
      takeAnswer(status, body);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const { status, body } = await uploadFile(path, file);
      if (status === 200) {
        close();
        toastSuccess('Prices updated from the workbook');
        void revalidator.revalidate();
      } else takeAnswer(status, body);
    } finally {
      setBusy(false);
    }
  };

  const changes = diff ? diff.changes.length + diff.added_rows.length + diff.removed_rows.length : 0;
  return (
    <>
      <PermissionButton area="pricelists" variant="default" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => setOpened(true)}>
        Import from Excel
      </PermissionButton>
      <Modal opened={opened} onClose={close} title="Import from Excel" size="xl" scrollAreaComponent={ScrollArea.Autosize}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Export this pricelist as stored, edit its prices in Excel and pick the file here. You see every change before anything is saved.
          </Text>
          <FileInput
            label="Edited workbook"
            placeholder="Pick the .xlsx file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconUpload size={16} />}
            value={file}
            onChange={(picked) => void preview(picked)}
            clearable
          />
          {error && (
            <Alert color="red" title="The file cannot be imported">
              {error}
            </Alert>
          )}
          {diff && <DiffView diff={diff} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void apply()} loading={busy} disabled={!diff || diff.errors.length > 0 || changes === 0}>
              Apply {changes ? `${changes} change${changes === 1 ? '' : 's'}` : 'changes'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
