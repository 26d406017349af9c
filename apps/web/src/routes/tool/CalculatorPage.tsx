/**
 * The single calculator at /tool (docs/product/domain.md §2 "Calculator", §5, §8, §9): shipment rows with
 * automatic LDM and CBM, partner, service or all, collection and delivery, date and flags, priced
 * by POST /api/v1/service_price with the session. Needs the role's calculator permission; without
 * it the page says No access (the nav entry is disabled by the shell). The partner is optional (no
 * partner: the general prices); results come priced first, cheapest first. /tool/mass and /tool/tender
 * are its sibling tabs, in mass/ and tender/.
 */
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApiError } from '@freight/domain';
import { IconCalculator, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { redirect, useFetcher, useLoaderData, type ActionFunctionArgs } from 'react-router';
import { IssuesBanner } from '../../components/IssuesBanner';
import { PageHeader } from '../../components/PageHeader';
import { relay } from '../../lib/client';
import { fieldErrors, jsonTarget } from '../../lib/forms';
import { t, useT } from '../../lib/i18n';
import { canWrite } from '../../lib/permissions';
import { session, useUser } from '../../lib/session';
import { toastError, toastSuccess, toastWarning } from '../../lib/toast';
import {
  ALL_SERVICES,
  FLAGS,
  initialValues,
  isPriced,
  sortResults,
  toRequest,
  validateCalculator,
  type CalculatorValues,
} from './calculator-form';
import { PriceChoices, RouteFields, ShipmentRows, type CalculatorForm } from './CalculatorFields';
import { FLAG_LABELS, footprintNote } from './calculator-words';
import { fetchServicePrice, type PriceResult } from './price-api';
import { BookButton } from '../portal/BookButton';
import { ResultCard } from './ResultCard';
import { NoAccess, type toolLoader } from './tool-data';
import { ToolTabs } from './ToolTabs';
import { bodyForPlace, useToolPlace } from './tool-place';

type ActionAnswer = { ok: true; results: PriceResult[] } | { ok: false; status: number; message: string; error: ApiError };

/** The calculation: POST /api/v1/service_price with the session (the portal's page posts here too). */
export async function calculatorAction({ request }: ActionFunctionArgs): Promise<ActionAnswer> {
  const answer = await fetchServicePrice(relay(await request.json()));
  // The success toast waits for the results on screen (CalculatorPage's effect), saying what they are.
  if (answer.ok) return { ok: true, results: sortResults(answer.results) };
  if (answer.error.code === 'UNAUTHORIZED') {
    session.setUser(null);
    throw redirect('/login');
  }
  // Seeds §8: a 403 is 'No access', any other failure of the price call the cycle sentence.
  const message = answer.error.code === 'FORBIDDEN' ? t('calculator.noAccess') : t('calculator.failed.cycle');
  toastError(message);
  return { ok: false, status: answer.status, message, error: answer.error };
}

// ---- the page ------------------------------------------------------------------------------------

/**
 * New results start below the form, often below the fold (a phone, several rows): they are brought
 * into view, smoothly unless the user asked for less motion, and only when their top is not on
 * screen, so results that are already visible do not move the page.
 */
function scrollIntoViewIfBelow(element: HTMLElement) {
  const { top } = element.getBoundingClientRect();
  if (top >= 0 && top < window.innerHeight - 120) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

/**
 * What a new answer does once it is on screen: results brought into view and said in a toast, a
 * refusal's errors put on the fields, and the keyboard's focus back on Calculate (disabled while it
 * ran, the button lost it to the page) without scrolling away from the results.
 */
function useAnswerShown(answer: ActionAnswer | undefined, form: CalculatorForm) {
  const resultsRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (answer && document.activeElement === document.body) submitRef.current?.focus({ preventScroll: true });
    if (answer?.ok && resultsRef.current) scrollIntoViewIfBelow(resultsRef.current);
    if (answer && !answer.ok && answer.error.errors) form.setErrors(fieldErrors(answer.error.errors));
    // Only a new answer puts its errors on the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  useEffect(() => {
    // After the result cards render, say what they hold ("3 prices found"); nothing
    // priced is said on the page ("Nothing priced", each card why), not again in a toast.
    if (!answer?.ok) return;
    const priced = answer.results.filter(isPriced).length;
    if (priced > 0) toastSuccess(t('calculator.found', { count: priced }));
  }, [answer]);
  return { resultsRef, submitRef };
}

/** The page's state: the loaded options, the form, the answer, and what was sent with it. */
function useCalculator() {
  const { allowed, partners, services } = useLoaderData<typeof toolLoader>();
  const t = useT();
  const place = useToolPlace();
  const fetcher = useFetcher<typeof calculatorAction>();
  const busy = fetcher.state !== 'idle';
  const form = useForm<CalculatorValues>({
    mode: 'controlled',
    initialValues: initialValues(),
    validate: validateCalculator,
  });
  // The footprint notes of the rows as they were sent, shown with the results.
  const [sentNotes, setSentNotes] = useState<string[]>([]);
  // Priced for a partner: staff who manage partners may book a result for them (a phone order).
  const [sentForPartner, setSentForPartner] = useState(false);
  const user = useUser();
  const bookForPartner = !place.portal && sentForPartner && canWrite(user, 'partners');

  const answer = fetcher.data;
  const { resultsRef, submitRef } = useAnswerShown(answer, form);

  const partnerOptions = useMemo(() => (partners ?? []).map((p) => ({ value: String(p.id), label: p.name })), [partners]);
  const serviceList = useMemo(() => (services ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.code})` })), [services]);
  const serviceOptions = [{ value: ALL_SERVICES, label: t('calculator.service.all') }, ...serviceList];

  const onValid = (values: CalculatorValues) => {
    setSentNotes(
      values.shipments.flatMap((row, i) => {
        const note = footprintNote(t, row);
        return note ? [values.shipments.length > 1 ? t('calculator.footprint.numbered', { row: i + 1, note }) : note] : [];
      }),
    );
    setSentForPartner(toRequest(values).customer !== null);
    fetcher.submit(jsonTarget(bodyForPlace(place, toRequest(values))), {
      method: 'post',
      encType: 'application/json',
    });
  };

  return {
    allowed,
    partners,
    place,
    busy,
    form,
    sentNotes,
    bookForPartner,
    answer,
    resultsRef,
    submitRef,
    partnerOptions,
    serviceOptions,
    onValid,
  };
}

/** The results: a note on the footprints sent, nothing priced said once, and a card per service. */
function CalculatorResults({
  results,
  busy,
  resultsRef,
  sentNotes,
  bookForPartner,
}: {
  results: PriceResult[];
  busy: boolean;
  resultsRef: RefObject<HTMLDivElement | null>;
  sentNotes: string[];
  bookForPartner: boolean;
}) {
  const t = useT();
  return (
    <Stack ref={resultsRef} gap="sm" mt="lg" style={{ opacity: busy ? 0.6 : 1 }} aria-busy={busy}>
      <Title order={2} size="h3">
        {t('calculator.results')}
      </Title>
      {sentNotes.length > 0 && results.some(isPriced) && (
        <Alert color="blue" variant="light" p="xs" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="result-footprint-note">
          {t('calculator.results.footprint', { notes: sentNotes.join('; ') })}
        </Alert>
      )}
      {results.length > 0 && !results.some(isPriced) && (
        <Alert color="yellow" title={t('calculator.results.nothingPriced')}>
          {t('calculator.results.nothingPriced.text')}
        </Alert>
      )}
      {results.length === 0 ? (
        <Alert color="gray">{t('calculator.results.noServices')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ alignItems: 'start' }}>
          {results.map((result) => (
            <ResultCard
              key={result.service.id}
              result={result}
              actions={bookForPartner ? (r) => (r.quote_id ? <BookButton quoteId={r.quote_id} forPartner /> : null) : undefined}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The single calculator (/tool; the portal's /portal/calculator, where no partner is picked). */
export function CalculatorPage() {
  const t = useT();
  const calculator = useCalculator();
  const { place, busy, form, answer } = calculator;
  if (!calculator.allowed) return <NoAccess />;

  return (
    <Stack gap={0}>
      <PageHeader title={t('calculator.title')} />
      <ToolTabs active="/tool" />
      <Paper withBorder p="lg" radius="md">
        {answer && !answer.ok && <IssuesBanner error={{ message: answer.message, errors: answer.error.errors }} />}
        <form noValidate onSubmit={form.onSubmit(calculator.onValid, () => toastWarning())} aria-label={t('calculator.title')}>
          <Stack gap="md">
            <ShipmentRows form={form} />

            <PriceChoices
              form={form}
              place={place}
              partners={calculator.partners}
              partnerOptions={calculator.partnerOptions}
              serviceOptions={calculator.serviceOptions}
            />

            <RouteFields form={form} />

            <Group gap="lg">
              {FLAGS.map((flag) => (
                <Checkbox key={flag} label={t(FLAG_LABELS[flag])} {...form.getInputProps(flag, { type: 'checkbox' })} />
              ))}
            </Group>

            <Group justify="space-between">
              <Switch label={t('calculator.explain')} {...form.getInputProps('explain', { type: 'checkbox' })} />
              <Button ref={calculator.submitRef} type="submit" loading={busy} leftSection={<IconCalculator size={16} aria-hidden />}>
                {t('calculator.calculate')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      {answer?.ok && (
        <CalculatorResults
          results={answer.results}
          busy={busy}
          resultsRef={calculator.resultsRef}
          sentNotes={calculator.sentNotes}
          bookForPartner={calculator.bookForPartner}
        />
      )}
    </Stack>
  );
}
