/**
 * "Upload ECB file" on the exchange rates page: the admin picks the ECB's daily reference-rate XML,
 * sees the difference to the current rate set first (POST /fe/admin/exchange_rates/ecb?dry_run=true:
 * currency, before, after, change %) with the file's date, and saves it as the rates of that date.
 * A file that is not the ECB's layout is refused with the line and element at fault.
 */
import { Alert, Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { EXCHANGE_RATE_ROUTES, ecbRatesAnswerSchema, parseApiError, type EcbRatesAnswer } from '@freight/domain';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/client';
import { ChangeTable } from '../../components/ChangeTable';
import { formatChange, formatDate, formatNumber } from '../../lib/format';
import { toastSuccess } from '../../lib/toast';

/** "+2,97 %", "−0,14 %", "0 %"; "new" without a current rate. */
export const changeText = (percent: number | null): string => formatChange(percent, 'new');

function DifferenceTable({ diff }: { diff: EcbRatesAnswer }) {
  return (
    <ChangeTable
      label="Rates of the file"
      withTableBorder
      fz="sm"
      verticalSpacing={4}
      columns={[
        {
          header: 'Currency',
          render: (r) => (
            <Text span inherit fw={600}>
              {r.currency}
            </Text>
          ),
        },
      ]}
      rows={diff.rates}
      rowKey={(r) => r.currency}
      before={(r) => (r.before === null ? '—' : formatNumber(r.before, 6))}
      after={(r) => formatNumber(r.after, 6)}
      change={(r) =>
        r.in_file ? (
          <Text span size="sm" c={r.change_percent ? (r.change_percent > 0 ? 'teal.8' : 'red.8') : 'dimmed'}>
            {changeText(r.change_percent)}
          </Text>
        ) : (
          <Badge variant="light" color="gray" tt="none">
            Not in the file: kept
          </Badge>
        )
      }
    />
  );
}

export function EcbUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [diff, setDiff] = useState<EcbRatesAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  // The picker forgets its file, so the same file can be picked again (after a fix, or a Cancel).
  const resetPicker = useRef<() => void>(null);

  const send = async (picked: File, dryRun: boolean) => {
    setBusy(true);
    try {
      const { status, body } = await api.upload(EXCHANGE_RATE_ROUTES.ecb, picked, { query: { dry_run: dryRun ? 'true' : 'false' } });
      const parsed = status === 200 ? ecbRatesAnswerSchema.safeParse(body) : null;
      if (!parsed?.success) {
        setDiff(null);
        setError(parseApiError(status, body).message);
        return null;
      }
      setError(null);
      return parsed.data;
    } finally {
      setBusy(false);
    }
  };

  const preview = async (picked: File | null) => {
    setFile(picked);
    setDiff(null);
    setError(null);
    resetPicker.current?.();
    if (picked) setDiff(await send(picked, true));
  };

  const save = async () => {
    if (!file) return;
    const saved = await send(file, false);
    if (!saved) return;
    setFile(null);
    setDiff(null);
    toastSuccess(saved.saved ? `Saved as the rates of ${formatDate(saved.date)}` : 'These rates are current already: nothing changed');
    void revalidator.revalidate();
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The ECB&apos;s daily euro reference rates (eurofxref-daily.xml). You see the difference to the current rates before anything is
        saved; a currency the file does not give keeps its rate.
      </Text>
      <Group gap="sm">
        <FileButton resetRef={resetPicker} onChange={(picked) => void preview(picked)} accept=".xml,application/xml,text/xml">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={busy && !diff}>
              Upload ECB file
            </Button>
          )}
        </FileButton>
        {file && (
          <Text size="sm" c="dimmed">
            {file.name}
          </Text>
        )}
      </Group>
      {error && (
        <Alert color="red" title="The file cannot be used">
          {error}
        </Alert>
      )}
      {diff && (
        <Stack gap="sm">
          <Text fw={600}>Rates of {formatDate(diff.date)}</Text>
          {diff.older && diff.current_date && (
            <Alert color="orange" title="This file is older than the current rates">
              The current rates are of {formatDate(diff.current_date)}. Saving makes the older rates of {formatDate(diff.date)} current.
            </Alert>
          )}
          {!diff.changed && <Alert color="gray">These are the current rates already (the same date and rates): nothing to save.</Alert>}
          <DifferenceTable diff={diff} />
          {diff.ignored.length > 0 && (
            <Text size="xs" c="dimmed">
              Left out, as no prices are written in them: {diff.ignored.join(', ')}.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void preview(null)}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={busy} disabled={!diff.changed}>
              Save as rates of {formatDate(diff.date)}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
