/**
 * /changes/:id: one change, its diff against the record as it is now (the versions panel's diff),
 * the version it is based on (and a notice when the record moved on), for a pricelist the revenue
 * effect on the last 30 days' requests with its lanes and the health check of the prices it would
 * make, for a rate increase its preview (both read after the page shows: change-effect.tsx), and
 * Approve / Reject for a user who may decide it.
 */
import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { CHANGE_ROUTES, isSetupChange, type ChangeAnswer } from '@freight/domain';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/client';
import { formatMoment } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { idParam } from '../../lib/records';
import { useTimeZone } from '../../lib/session';
import { capitalise } from '../../lib/toast';
import { VersionDiff } from '../pricelists/versions/version-diff';
import { IncreaseEffect, RevenueEffect } from './change-effect';
import { ChangeHealth } from './change-health';
import { DecisionButtons, useDecision } from './decision';
import { changeRecordText, decidedText, recordPath } from './labels';
import type { SetupNames } from './setup-diff';
import { loadSetupNames, SetupDiff } from './setup-diff-view';

/** The change, and the names its diff shows for ids (a zone's areas, a lane's zones). */
export async function changeLoader({ params }: LoaderFunctionArgs) {
  const change = await api.read(CHANGE_ROUTES.get, { params: { id: idParam(params) } });
  return { change, names: await loadSetupNames(change) };
}

const STATUS_COLOR = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

/** Who proposed it, how and when; the decision and its reason once decided. */
function ChangeFacts({ change }: { change: ChangeAnswer }) {
  const t = useT();
  const timeZone = useTimeZone();
  const path = recordPath(change);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge color={STATUS_COLOR[change.status]} variant="light">
          {t(`approvals.status.${change.status}`)}
        </Badge>
        <Text size="sm">
          {change.author.name} · {t(`approvals.origin.${change.origin}`)} · {formatMoment(change.created_at, timeZone)}
        </Text>
        {path && (
          <Anchor component={Link} to={path} size="sm">
            {t('approvals.openRecord')}
          </Anchor>
        )}
      </Group>
      {change.base_version !== null && <Text size="sm">{t('approvals.basedOn', { version: change.base_version })}</Text>}
      {change.status !== 'pending' && (
        <Text size="sm" fw={500}>
          {decidedText(change, t)}
          {change.decided_at ? ` · ${formatMoment(change.decided_at, timeZone)}` : ''}
          {change.self_approved ? ` (${t('approvals.selfApproved')})` : ''}
        </Text>
      )}
      {change.reason && <Text size="sm">{t('approvals.reasonShown', { reason: change.reason })}</Text>}
    </Stack>
  );
}

/** True when a pending change's record is at another version than the one it was based on. */
export function hasMoved(change: Pick<ChangeAnswer, 'status' | 'base_version' | 'current_version'>): boolean {
  return change.status === 'pending' && change.base_version !== null && change.current_version !== change.base_version;
}

/**
 * What the change does: a pricing setup change's fields against the record as it was proposed (it
 * keeps no versions, so also once approved); a pricelist's or surcharge's against the record now,
 * until approved (then its diff is the version it wrote, in the record's versions). A rate increase
 * has no diff of its own: its preview shows what it does (IncreaseEffect).
 */
function ChangeDiff({ change, names }: { change: ChangeAnswer; names: SetupNames }) {
  const t = useT();
  const type = change.record_type;
  if (isSetupChange(type)) return <SetupDiff type={type} change={change} names={names} />;
  if (change.status === 'approved' || type === 'rate_increase') return null;
  return (
    <Paper withBorder p="md">
      <VersionDiff diff={change.diff} heading={t('approvals.diff')} none={t('approvals.diffNone')} />
    </Paper>
  );
}

export function ChangePage() {
  const t = useT();
  const { change, names } = useLoaderData<typeof changeLoader>();
  const decision = useDecision(change);
  const back = change.status === 'pending' ? '/changes' : `/changes?status=${change.status}`;
  return (
    <Stack gap="md">
      <PageHeader
        title={changeRecordText(change, t)}
        backTo={back}
        actions={change.status === 'pending' && change.may.decide ? <DecisionButtons decision={decision} /> : undefined}
      />
      <ChangeFacts change={change} />
      {hasMoved(change) && <Alert color="yellow">{t('approvals.moved', { version: change.current_version ?? '' })}</Alert>}
      {decision.error && !decision.error.errors?.reason && (
        <Alert color="red" role="alert">
          {capitalise(decision.error.message)}
        </Alert>
      )}
      <RevenueEffect change={change} />
      <IncreaseEffect change={change} />
      {change.status === 'pending' && <ChangeHealth health={change.health} />}
      <ChangeDiff change={change} names={names} />
    </Stack>
  );
}
