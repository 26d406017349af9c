/**
 * What a pending change does to prices, read once the page shows (both reprice up to 30 days of
 * requests, heavy work the server may refuse with a 503 while busy: said, with Try again):
 * a pricelist change's revenue effect, drawn as the versions panel draws a backtest (the lanes,
 * what it cannot price, the change per request), and a rate increase's preview, drawn by the
 * increase page's own preview (the cells per pricelist, the effect per partner and per lane).
 */
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CHANGE_ROUTES, type Answer, type ApiError, type ChangeAnswer } from '@freight/domain';
import { useEffect, useState } from 'react';
import { networkFailure } from '../../lib/api';
import { api } from '../../lib/client';
import { formatChange, formatCurrency } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { capitalise } from '../../lib/toast';
import { IncreasePreview } from '../pricelists/increase/IncreasePreview';
import { BacktestReport } from '../pricelists/versions/backtest-report';

type EffectRoute = typeof CHANGE_ROUTES.backtest | typeof CHANGE_ROUTES.preview;
type EffectAnswer<R extends EffectRoute> = NonNullable<Answer<R>>;

/** Reading: the answer (null: the change has none to show), or why it could not be read. */
type EffectState<T> = { status: 'loading' } | { status: 'done'; answer: T | null } | { status: 'failed'; error: ApiError };

/** One heavy GET of a change, read when `wanted`; `retry` reads it again. */
function useChangeEffect<R extends EffectRoute>(route: R, id: number, wanted: boolean) {
  const [state, setState] = useState<EffectState<EffectAnswer<R>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setState({ status: 'loading' });
    const read = async (): Promise<EffectState<EffectAnswer<R>>> => {
      try {
        const result = await api.submit(route as EffectRoute, { params: { id } });
        return result.ok ? { status: 'done', answer: result.data as EffectAnswer<R> | null } : { status: 'failed', error: result.error };
      } catch {
        return { status: 'failed', error: networkFailure() };
      }
    };
    void read().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [route, id, wanted, attempt]);
  const shown: EffectState<EffectAnswer<R>> = wanted ? state : { status: 'done', answer: null };
  return { state: shown, retry: () => setAttempt((n) => n + 1) };
}

/** The work under way, or its refusal (the server busy, no answer) with Try again. */
function Reading({ state, retry }: { state: EffectState<unknown>; retry: () => void }) {
  const t = useT();
  if (state.status === 'loading')
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('approvals.pricingAgain')}
        </Text>
      </Group>
    );
  if (state.status !== 'failed') return null;
  return (
    <Alert color="orange" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{capitalise(state.error.message)}</Text>
        <Button size="xs" variant="default" onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A pending pricelist change's revenue effect: the totals in a sentence, then the versions panel's report of the lanes. */
export function RevenueEffect({ change }: { change: ChangeAnswer }) {
  const t = useT();
  const wanted = change.record_type === 'pricelist' && change.status === 'pending' && change.record_id !== null;
  const { state, retry } = useChangeEffect(CHANGE_ROUTES.backtest, change.id, wanted);
  if (state.status === 'done' && !state.answer) return null;
  const report = state.status === 'done' ? state.answer : null;
  return (
    <Paper withBorder p="md" aria-label={t('approvals.revenue')} role="region">
      <Title order={2} size="h5" mb="xs">
        {t('approvals.revenue')}
      </Title>
      <Reading state={state} retry={retry} />
      {report &&
        (report.requests > 0 ? (
          <Stack gap="md">
            <Text fw={500} data-testid="revenue-effect">
              {t('approvals.revenueCount', {
                requests: report.requests,
                before: formatCurrency(report.total_before, report.currency),
                after: formatCurrency(report.total_after, report.currency),
                percent: formatChange(report.change_percent),
              })}
            </Text>
            <BacktestReport report={report} />
          </Stack>
        ) : (
          <Text c="dimmed">{t('approvals.revenueNone')}</Text>
        ))}
    </Paper>
  );
}

/** A pending rate increase's preview, as the increase page showed it before it was proposed. */
export function IncreaseEffect({ change }: { change: ChangeAnswer }) {
  const t = useT();
  const wanted = change.record_type === 'rate_increase' && change.status === 'pending';
  const { state, retry } = useChangeEffect(CHANGE_ROUTES.preview, change.id, wanted);
  if (state.status === 'done' && !state.answer) return null;
  return (
    <Paper withBorder p="lg" aria-label={t('approvals.increasePreview')} role="region">
      {state.status === 'done' && state.answer ? (
        <IncreasePreview preview={state.answer} />
      ) : (
        <>
          <Title order={2} size="h4" mb="xs">
            {t('approvals.increasePreview')}
          </Title>
          <Reading state={state} retry={retry} />
        </>
      )}
    </Paper>
  );
}
