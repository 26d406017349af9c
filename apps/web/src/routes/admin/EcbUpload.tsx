/**
 * "Upload ECB file" on the exchange rates page: the admin picks the ECB's daily reference-rate XML,
 * sees the difference to the current rate set first (POST /fe/admin/exchange_rates/ecb?dry_run=true:
 * currency, before, after, change %) with the file's date, and saves it as the rates of that date.
 * A history file (eurofxref-hist-90d.xml, eurofxref-hist.xml) lists its days, new or kept already,
 * and saves one rate set per new day. A file that is not the ECB's layout is refused with the line
 * and element at fault.
 */
import { Alert, Badge, Button, FileButton, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
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

/** What saving a history does: the days it keeps, those kept already, and whether its newest day becomes the current set. */
export function historySummary(diff: EcbRatesAnswer) {
  const added = diff.days.filter((d) => d.new).length;
  // The server's rule: the newest day becomes current when it is new and not older than the current set.
  return { added, kept: diff.days.length - added, newestBecomesCurrent: diff.days.at(-1)?.new === true && !diff.older };
}

function HistoryDays({ diff }: { diff: EcbRatesAnswer }) {
  const { added, kept, newestBecomesCurrent } = historySummary(diff);
  return (
    <Stack gap="sm">
      <Text fw={600}>
        History of {diff.days.length} days, {formatDate(diff.days[0]!.date)} to {formatDate(diff.date)}: {added} new, {kept} kept already
      </Text>
      {!diff.changed && <Alert color="gray">Every day of the file is kept already: nothing to save.</Alert>}
      <ScrollArea.Autosize mah={260}>
        <Table aria-label="Days of the file" withTableBorder fz="sm" verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Kept</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...diff.days].reverse().map((d) => (
              <Table.Tr key={d.date}>
                <Table.Td>{formatDate(d.date)}</Table.Td>
                <Table.Td>
                  {d.new ? (
                    <Badge variant="light" color="teal" tt="none">
                      New
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray" tt="none">
                      Kept already
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {diff.changed &&
        (newestBecomesCurrent ? (
          <>
            <Text size="sm">The newest day, {formatDate(diff.date)}, becomes the current rates:</Text>
            <DifferenceTable diff={diff} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            The current rates{diff.current_date ? ` (of ${formatDate(diff.current_date)})` : ''} stay: the new days are kept as the rates of
            their dates.
          </Text>
        ))}
    </Stack>
  );
}

/** The file picked, its difference (a dry run), and saving it. */
function useEcbUpload() {
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
    const isHistory = saved.days.length > 1;
    toastSuccess(
      !saved.saved
        ? isHistory
          ? 'Every day of the file is kept already: nothing changed'
          : 'These rates are current already: nothing changed'
        : isHistory
          ? `Kept the rates of ${historySummary(saved).added} days`
          : `Saved as the rates of ${formatDate(saved.date)}`,
    );
    void revalidator.revalidate();
  };

  return { file, diff, error, busy, resetPicker, preview, save };
}

/** A daily file: its date, a warning when it is older than the current rates, and its difference. */
function DayRates({ diff }: { diff: EcbRatesAnswer }) {
  return (
    <>
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
    </>
  );
}

export function EcbUpload() {
  const { file, diff, error, busy, resetPicker, preview, save } = useEcbUpload();

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The ECB&apos;s daily euro reference rates (eurofxref-daily.xml), or a history of them (eurofxref-hist-90d.xml, eurofxref-hist.xml).
        You see the difference to the current rates, or the days of a history, before anything is saved; a currency the file does not give
        keeps its rate.
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
          {diff.days.length > 1 ? <HistoryDays diff={diff} /> : <DayRates diff={diff} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void preview(null)}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={busy} disabled={!diff.changed}>
              {diff.days.length > 1 ? keepLabel(historySummary(diff).added) : `Save as rates of ${formatDate(diff.date)}`}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** The history's save button: how many days it keeps. */
function keepLabel(added: number): string {
  if (added === 0) return 'Nothing new to keep';
  return added === 1 ? 'Keep 1 new day' : `Keep ${added} new days`;
}
