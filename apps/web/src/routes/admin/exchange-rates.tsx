/**
 * Admin exchange rates: one rate per currency against the base (EUR), editable, saved at once as a
 * rate set dated today; or the ECB's daily file uploaded (EcbUpload); and, when EXCHANGE_RATES_URL
 * is set, the daily fetch's last result, its failed tries and the next.
 */
import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
// The product's currencies: rows for these show even before a rate is set.
import {
  EXCHANGE_RATE_ROUTES,
  BASE_CURRENCY,
  CURRENCIES,
  DEFAULT_TIMEZONE,
  EXCHANGE_RATE_MAX,
  EXCHANGE_RATE_MIN,
  exchangeRateProblem,
  type ExchangeRatesAnswer,
  type Translate,
} from '@freight/domain';
import { useEffect } from 'react';
import { useActionData, useLoaderData, useNavigation, useSubmit, type ActionFunctionArgs, type RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { IssuesBanner } from '../../components/IssuesBanner';
import { PageHeader } from '../../components/PageHeader';
import { api, relay } from '../../lib/client';
import { formatDate, formatMomentIn, formatNumber } from '../../lib/format';
import { showFormErrors } from '../../lib/forms';
import { t, useT } from '../../lib/i18n';
import type { ActionError } from '../../lib/records';
import { toastSuccess, toastWarning } from '../../lib/toast';
import { DailyFetch } from './DailyFetch';
import { EcbUpload } from './EcbUpload';

type ExchangeRates = Omit<ExchangeRatesAnswer, 'base'> & { base: string };

async function loader(): Promise<ExchangeRates> {
  const answer = await api.read(EXCHANGE_RATE_ROUTES.get);
  return answer ?? { base: BASE_CURRENCY, rates: {}, updated_at: null, date: null, version: null, auto_fetch: null };
}

async function action({ request }: ActionFunctionArgs): Promise<ActionError | { ok: true; error?: undefined }> {
  const result = await api.update(EXCHANGE_RATE_ROUTES.set, { body: relay(await request.json()) });
  if (!result.ok) return { error: result.error };
  // The answer is the rate set as saved: the rates sent, every other currency removed.
  toastSuccess(t('admin.rates.saved', { count: Object.keys(result.data.rates).length }));
  return { ok: true };
}

type RateValues = Record<string, number | string>;

/** A currency's rate field beside the rate saved. */
function RateRow({ currency, saved, input }: { currency: string; saved: number | undefined; input: GetInputPropsReturnType }) {
  const t = useT();
  return (
    <Table.Tr>
      <Table.Td fw={600}>{currency}</Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={t('admin.rates.rateOf', { currency })}
          decimalSeparator=","
          thousandSeparator=" "
          decimalScale={6}
          clampBehavior="none"
          hideControls
          {...input}
        />
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" c="dimmed">
          {saved !== undefined ? formatNumber(saved, 6) : '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** What is wrong with a rate, in the screen's language (exchangeRateProblem's rules); null for a usable one. */
function rateProblem(t: Translate, rate: number): string | null {
  if (Number.isNaN(rate)) return t('admin.rates.mustBeNumber');
  if (!exchangeRateProblem(rate)) return null;
  if (!Number.isFinite(rate)) return t('admin.rates.mustBeFinite');
  if (rate <= 0) return t('admin.rates.mustBeAbove0');
  if (rate < EXCHANGE_RATE_MIN) return t('admin.rates.atLeast', { min: formatNumber(EXCHANGE_RATE_MIN, 6) });
  return t('admin.rates.atMost', { max: formatNumber(EXCHANGE_RATE_MAX) });
}

/** Each rate given must be a usable rate; an empty one is left out of the save. */
function rateErrors(t: Translate, values: RateValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [currency, value] of Object.entries(values)) {
    if (value === '' || value === null) continue;
    // A number past JavaScript's safe integers comes as text: read it, and say what is wrong with it.
    const rate = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, '').replace(',', '.'));
    const problem = rateProblem(t, rate);
    if (problem) errors[currency] = problem;
  }
  return errors;
}

function ExchangeRatesPage() {
  const t = useT();
  const { base, rates, updated_at, date, version, auto_fetch } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const currencies = [...new Set([...CURRENCIES, ...Object.keys(rates)])].filter((c) => c !== base);
  const form = useForm<RateValues>({
    mode: 'controlled',
    initialValues: Object.fromEntries(currencies.map((c) => [c, rates[c] ?? ''])),
    validate: (values) => rateErrors(t, values),
  });

  // A new rate set saved elsewhere (an ECB file, the daily fetch): the inputs show it, so Save does not bring back the old rates.
  useEffect(() => {
    form.setValues(Object.fromEntries(currencies.map((c) => [c, rates[c] ?? ''])));
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  useEffect(() => {
    if (!actionData?.error) return;
    showFormErrors(form, actionData.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);

  const onValid = (values: RateValues) => {
    const next: Record<string, number> = {};
    for (const [currency, value] of Object.entries(values)) if (typeof value === 'number') next[currency] = value;
    submit({ rates: next }, { method: 'put', encType: 'application/json' });
  };

  return (
    <Stack gap={0}>
      <PageHeader title={t('admin.rates.title')} />
      <Paper withBorder p="lg" radius="md" maw={560}>
        <IssuesBanner error={actionData?.error} />
        <Text size="sm" c="dimmed" mb="sm">
          {t('admin.rates.oneIn', { base })}{' '}
          {date && updated_at
            ? t('admin.rates.current', { date: formatDate(date), at: formatMomentIn(updated_at, DEFAULT_TIMEZONE) })
            : t('admin.rates.notSet')}
        </Text>
        {auto_fetch && <DailyFetch fetch={auto_fetch} />}
        <form noValidate onSubmit={form.onSubmit(onValid, () => toastWarning())}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('common.currency')}</Table.Th>
                <Table.Th>{t('admin.rates.rate')}</Table.Th>
                <Table.Th ta="right">{t('admin.rates.savedColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {currencies.map((currency) => (
                <RateRow key={currency} currency={currency} saved={rates[currency]} input={form.getInputProps(currency)} />
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('common.save')}
            </Button>
          </Group>
        </form>
      </Paper>
      <Paper withBorder p="lg" radius="md" maw={560} mt="md">
        <Title order={2} size="h4" mb="xs">
          {t('admin.rates.ecbTitle')}
        </Title>
        <EcbUpload />
      </Paper>
    </Stack>
  );
}

export const exchangeRatesRoutes: RouteObject = {
  path: 'exchange_rates',
  loader,
  action,
  Component: ExchangeRatesPage,
  ErrorBoundary: () => <AreaError title={t('admin.rates.error')} />,
};
