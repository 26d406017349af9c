/**
 * /pricelists/increases, the scheduled changes: every rate increase with the day it
 * takes effect, its status, the change and the pricelists it replaced by their successors; one not
 * yet in effect can be cancelled (its successors removed, the current pricelists valid as before).
 * After its day the server refuses with 409, said here.
 */
import { Alert, Anchor, Badge, Center, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { localizeIncrease, RATE_INCREASE_ROUTES, type MessageKey, type RateIncreaseListItem } from '@freight/domain';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { ConfirmedRowAction } from '../../../components/ConfirmedRowAction';
import { PageHeader } from '../../../components/PageHeader';
import { PermissionButton } from '../../../components/PermissionButton';
import { api } from '../../../lib/client';
import { formatDate, formatMoment, formatNumber, timeHeader } from '../../../lib/format';
import { t as translateNow, useLanguage, useT } from '../../../lib/i18n';
import { useTimeZone } from '../../../lib/session';
import { capitalise, toastError, toastSuccess } from '../../../lib/toast';
import { pricelistName } from '../labels';

export async function scheduledIncreasesLoader() {
  return api.read(RATE_INCREASE_ROUTES.list);
}

const STATUS = {
  scheduled: { label: 'increase.status.scheduled', color: 'blue' },
  effective: { label: 'increase.status.effective', color: 'green' },
  cancelled: { label: 'increase.status.cancelled', color: 'gray' },
} as const satisfies Record<RateIncreaseListItem['status'], { label: MessageKey; color: string }>;

/** Successors listed before the rest are counted ("and 12 more"). */
const SHOWN_SUCCESSORS = 5;

function Successors({ increase }: { increase: RateIncreaseListItem }) {
  const t = useT();
  const [all, setAll] = useState(false);
  const shown = all ? increase.successors : increase.successors.slice(0, SHOWN_SUCCESSORS);
  const more = increase.successors.length - shown.length;
  return (
    <Stack gap={2}>
      {shown.map((s) => (
        <Text key={s.from_id} size="sm">
          <Anchor component={Link} to={`/pricelists/${s.from_id}`} size="sm">
            {pricelistName(s.from_name)}
          </Anchor>
          {' → '}
          {s.id === null ? (
            <Text span size="sm" c="dimmed" td="line-through" title={t('increase.scheduled.removed')}>
              {pricelistName(s.name)}
            </Text>
          ) : (
            <Anchor component={Link} to={`/pricelists/${s.id}`} size="sm">
              {pricelistName(s.name)}
            </Anchor>
          )}
        </Text>
      ))}
      {more > 0 && (
        <Anchor component="button" type="button" size="sm" onClick={() => setAll(true)}>
          {t('increase.scheduled.more', { count: formatNumber(more, 0) })}
        </Anchor>
      )}
    </Stack>
  );
}

function CancelButton({ increase, onError }: { increase: RateIncreaseListItem; onError: (message: string | null) => void }) {
  const t = useT();
  const revalidator = useRevalidator();
  const day = formatDate(increase.effective_from);
  const cancel = async () => {
    onError(null);
    try {
      const result = await api.remove(RATE_INCREASE_ROUTES.cancel, { params: { id: increase.id } }, { refusalInPlace: true });
      if (result.ok) toastSuccess(translateNow('increase.scheduled.cancelled', { day }));
      else {
        toastError(result.error.message);
        onError(result.error.message);
      }
    } catch {
      // Gone meanwhile (404): the list read again shows what is left.
      onError(translateNow('increase.scheduled.gone'));
    }
  };
  return (
    <ConfirmedRowAction
      area="pricelists"
      icon={<IconX size={14} aria-hidden />}
      label={t('increase.scheduled.cancelLabel', { day })}
      title={t('increase.scheduled.cancelTitle', { day })}
      question={t('increase.scheduled.cancelText', { count: increase.successors.length })}
      confirmLabel={t('increase.scheduled.cancelConfirm')}
      cancelLabel={t('increase.scheduled.keep')}
      run={cancel}
      then={() => revalidator.revalidate()}
    >
      {t('increase.scheduled.cancel')}
    </ConfirmedRowAction>
  );
}

/** One rate increase: when, its status, the change, its pricelists and who made it, with Cancel while scheduled. */
function IncreaseRow({
  increase,
  timeZone,
  onError,
}: {
  increase: RateIncreaseListItem;
  timeZone: string;
  onError: (message: string | null) => void;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <Table.Tr style={{ verticalAlign: 'top' }}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(increase.effective_from)}</Table.Td>
      <Table.Td>
        {/* Its whole word at 1024 px: a badge otherwise shrinks with the column to "Schedul…". */}
        <Badge color={STATUS[increase.status].color} variant="light" tt="none" miw="max-content">
          {t(STATUS[increase.status].label)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{localizeIncrease(language, increase.change)}</Text>
        <Text size="xs" c="dimmed">
          {t('count.pricelists', { count: increase.pricelists })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Successors increase={increase} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoment(increase.created_at, timeZone)}
        </Text>
        {increase.created_by && (
          <Text size="xs" c="dimmed">
            {increase.created_by}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group justify="flex-end">{increase.status === 'scheduled' && <CancelButton increase={increase} onError={onError} />}</Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function ScheduledIncreases() {
  const t = useT();
  const { items } = useLoaderData<typeof scheduledIncreasesLoader>();
  const timeZone = useTimeZone();
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('increase.scheduledChanges')}
        backTo="/pricelists"
        actions={
          <PermissionButton area="pricelists" to="/pricelists/increase" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('increase.title')}
          </PermissionButton>
        }
      />
      {error && (
        <Alert color="red" mb="md" role="alert" withCloseButton onClose={() => setError(null)}>
          {capitalise(error)}
        </Alert>
      )}
      <Paper withBorder radius="md">
        {items.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">{t('increase.scheduled.none')}</Text>
          </Center>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="sm" aria-label={t('increase.scheduled.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('increase.scheduled.takesEffect')}</Table.Th>
                  <Table.Th>{t('common.status')}</Table.Th>
                  <Table.Th>{t('increase.scheduled.change')}</Table.Th>
                  <Table.Th>{t('increase.scheduled.successors')}</Table.Th>
                  <Table.Th>{timeHeader(t('increase.scheduled.made'), timeZone)}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((increase) => (
                  <IncreaseRow key={increase.id} increase={increase} timeZone={timeZone} onError={setError} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
