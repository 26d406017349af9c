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
import { EXCHANGE_RATE_ROUTES, ecbRatesAnswerSchema, parseApiError, type EcbRatesAnswer, type Translate } from '@freight/domain';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/client';
import { ChangeTable } from '../../components/ChangeTable';
import { formatChange, formatDate, formatNumber } from '../../lib/format';
import { t as now, useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';

/** "+2,97 %", "−0,14 %", "0 %"; "new" without a current rate (in the screen's language). */
export const changeText = (percent: number | null, t: Translate = now): string => formatChange(percent, t('admin.ecb.new'));

function DifferenceTable({ diff }: { diff: EcbRatesAnswer }) {
  const t = useT();
  return (
    <ChangeTable
      label={t('admin.ecb.ratesOfFile')}
      withTableBorder
      fz="sm"
      verticalSpacing={4}
      columns={[
        {
          header: t('common.currency'),
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
            {changeText(r.change_percent, t)}
          </Text>
        ) : (
          <Badge variant="light" color="gray" tt="none">
            {t('admin.ecb.notInFile')}
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
  const t = useT();
  const { added, kept, newestBecomesCurrent } = historySummary(diff);
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {t('admin.ecb.history', {
          days: diff.days.length,
          first: formatDate(diff.days[0]!.date),
          last: formatDate(diff.date),
          added,
          kept,
        })}
      </Text>
      {!diff.changed && <Alert color="gray">{t('admin.ecb.allKept')}</Alert>}
      <ScrollArea.Autosize mah={260}>
        <Table aria-label={t('admin.ecb.days')} withTableBorder fz="sm" verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.date')}</Table.Th>
              <Table.Th>{t('admin.ecb.kept')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...diff.days].reverse().map((d) => (
              <Table.Tr key={d.date}>
                <Table.Td>{formatDate(d.date)}</Table.Td>
                <Table.Td>
                  {d.new ? (
                    <Badge variant="light" color="teal" tt="none">
                      {t('admin.ecb.dayNew')}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray" tt="none">
                      {t('admin.ecb.keptAlready')}
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
            <Text size="sm">{t('admin.ecb.newestBecomesCurrent', { date: formatDate(diff.date) })}</Text>
            <DifferenceTable diff={diff} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.ecb.currentStay', {
              hasDate: diff.current_date ? 'yes' : 'no',
              date: diff.current_date ? formatDate(diff.current_date) : '',
            })}
          </Text>
        ))}
    </Stack>
  );
}

/** The file picked, its difference (a dry run), and saving it. */
function useEcbUpload() {
  const t = useT();
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
        ? t(isHistory ? 'admin.ecb.nothingChangedHistory' : 'admin.ecb.nothingChangedDay')
        : isHistory
          ? t('admin.ecb.keptDays', { count: historySummary(saved).added })
          : t('admin.ecb.savedAs', { date: formatDate(saved.date) }),
    );
    void revalidator.revalidate();
  };

  return { file, diff, error, busy, resetPicker, preview, save };
}

/** A daily file: its date, a warning when it is older than the current rates, and its difference. */
function DayRates({ diff }: { diff: EcbRatesAnswer }) {
  const t = useT();
  return (
    <>
      <Text fw={600}>{t('admin.ecb.ratesOf', { date: formatDate(diff.date) })}</Text>
      {diff.older && diff.current_date && (
        <Alert color="orange" title={t('admin.ecb.older.title')}>
          {t('admin.ecb.older.text', { current: formatDate(diff.current_date), date: formatDate(diff.date) })}
        </Alert>
      )}
      {!diff.changed && <Alert color="gray">{t('admin.ecb.sameRates')}</Alert>}
      <DifferenceTable diff={diff} />
      {diff.ignored.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('admin.ecb.ignored', { currencies: diff.ignored.join(', ') })}
        </Text>
      )}
    </>
  );
}

export function EcbUpload() {
  const t = useT();
  const { file, diff, error, busy, resetPicker, preview, save } = useEcbUpload();

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('admin.ecb.intro')}
      </Text>
      <Group gap="sm">
        <FileButton resetRef={resetPicker} onChange={(picked) => void preview(picked)} accept=".xml,application/xml,text/xml">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={busy && !diff}>
              {t('admin.ecb.upload')}
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
        <Alert color="red" title={t('admin.ecb.unusable')}>
          {error}
        </Alert>
      )}
      {diff && (
        <Stack gap="sm">
          {diff.days.length > 1 ? <HistoryDays diff={diff} /> : <DayRates diff={diff} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void preview(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void save()} loading={busy} disabled={!diff.changed}>
              {diff.days.length > 1
                ? t('admin.ecb.keep', { count: historySummary(diff).added })
                : t('admin.ecb.saveAs', { date: formatDate(diff.date) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
