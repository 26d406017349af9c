/**
 * One service's answer: service and pricelist, the charge lines and total in the Finnish locale,
 * collection and delivery dates, or the error lines when it could not be priced; with 'Explain
 * prices' on, 'Why this price' below.
 */
import { Anchor, Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DEFAULT_CURRENCY, FREIGHT, localizeReason } from '@freight/domain';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCurrency } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { isPriced } from './calculator-form';
import { formatDay } from './dates';
import { co2eText, distanceHow, emissionsHow, kmText } from './distance-words';
import type { PriceResult } from './price-api';
import { PriceExplanation } from './PriceExplanation';
import { useToolPlace, type ToolPlace } from './tool-place';

/** The result's error text as lines (newline-separated, empty when priced). */
export function errorLines(errors: string | null | undefined): string[] {
  return (errors ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The pricelist's name, said to be the general pricelist when it is; 'General' when it has none. */
function PricelistName({ pricelist, general }: { pricelist: PriceResult['pricelist']; general: boolean }) {
  const t = useT();
  if (!pricelist) return t('calculator.result.noPricelist');
  const name = pricelist.name?.trim() ? pricelist.name : null;
  if (name === null) return t('calculator.result.general');
  return general ? t('calculator.result.generalPricelist', { name }) : name;
}

/** The service and its pricelist, and whether it was priced. */
function ResultHeading({ result, titleId, failed }: { result: PriceResult; titleId: string; failed: boolean }) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {result.service.name}
        </Title>
        <Text size="sm" c="dimmed">
          <PricelistName pricelist={result.pricelist} general={result.general} />
        </Text>
      </Stack>
      {/* Never squeezed by a long service name on a phone. */}
      <Badge variant="light" color={failed ? 'red' : 'green'} style={{ flexShrink: 0 }}>
        {failed ? t('calculator.result.notPriced') : t('calculator.result.priced')}
      </Badge>
    </Group>
  );
}

/** The charge lines and the total. */
function ChargesTable({ result, currency }: { result: PriceResult; currency: string }) {
  const t = useT();
  const money = (amount: number | null) => formatCurrency(amount, currency);
  return (
    <Table mt="sm" verticalSpacing={4} aria-label={t('calculator.result.charges', { name: result.service.name })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('calculator.result.charge')}</Table.Th>
          <Table.Th ta="right">{t('calculator.result.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {result.charges.map((line, i) => (
          <Table.Tr key={`${line.charge}-${i}`}>
            {/* The freight line by its word in the language; a surcharge by its own name. */}
            <Table.Td>{i === 0 && line.charge === FREIGHT ? t('calculator.result.freight') : line.charge}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {money(line.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{t('calculator.result.total')}</Table.Th>
          <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="total">
            {money(result.total)}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

function ResultDates({ result }: { result: PriceResult }) {
  const t = useT();
  return (
    <Group gap="xl" mt="sm">
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {t('calculator.result.collectionDate')}{' '}
        </Text>
        {formatDay(result.collection_date) || '—'}
      </Text>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {t('calculator.result.deliveryDate')}{' '}
        </Text>
        {formatDay(result.delivery_date) || '—'}
      </Text>
    </Group>
  );
}

/**
 * The lane's road km and the shipment's emissions (docs/emissions.md): '312,5 km' with how it was
 * reached when explained, '471,75 kg CO2e' with its factor, vehicle and method; nothing without them
 * (a quote recorded before distances has neither field).
 */
export function ResultFootprint({ result }: { result: PriceResult }) {
  const t = useT();
  const km = result.distance_km ?? null;
  const emissions = result.emissions ?? null;
  if (km === null && emissions === null) return null;
  const how = distanceHow(t, result.trace?.distance);
  return (
    <Group gap="xl" mt={4} data-testid="footprint">
      {km !== null && (
        <Text size="sm" data-testid="distance">
          <Text span c="dimmed" size="sm">
            {t('calculator.result.distance')}{' '}
          </Text>
          {kmText(km)}
          {how && (
            <Text span c="dimmed" size="sm">
              {' '}
              ({how})
            </Text>
          )}
        </Text>
      )}
      {emissions !== null && (
        <Text size="sm" data-testid="emissions">
          <Text span c="dimmed" size="sm">
            {t('calculator.result.emissions')}{' '}
          </Text>
          {co2eText(emissions.co2e_kg)}
          <Text span c="dimmed" size="sm">
            {' '}
            ({emissionsHow(t, emissions)})
          </Text>
        </Text>
      )}
    </Group>
  );
}

/** The quote's id as a link to its page here. */
function QuoteLink({ quoteId, place }: { quoteId: string; place: ToolPlace }) {
  const t = useT();
  return (
    <Text size="sm" mt="xs">
      <Text span c="dimmed" size="sm">
        {t('calculator.result.quote')}{' '}
      </Text>
      <Anchor
        component={Link}
        to={place.quotePath(quoteId)}
        size="sm"
        ff="monospace"
        aria-label={t('calculator.result.quoteNumber', { id: quoteId })}
      >
        {quoteId}
      </Anchor>
    </Text>
  );
}

/**
 * `showQuoteId`: the quote's id as a link to its page, and the place's actions on it (the portal's
 * Book); off where the card is the quote's own page.
 */
export function ResultCard({
  result,
  showQuoteId = true,
  actions,
}: {
  result: PriceResult;
  showQuoteId?: boolean;
  /** What this result offers besides the place's own (staff's Book for the partner). */
  actions?: (result: PriceResult) => ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const place = useToolPlace();
  // The pricing says its errors in English (the API's); the card in the reader's language.
  const errors = errorLines(result.errors).map((line) => localizeReason(language, line));
  const failed = !isPriced(result);
  const currency = result.currency ?? DEFAULT_CURRENCY;
  return (
    <Paper component="section" role="region" aria-labelledby={titleId} withBorder radius="md" p="md">
      <ResultHeading result={result} titleId={titleId} failed={failed} />

      {failed ? (
        <List
          mt="sm"
          size="sm"
          spacing={4}
          c="red.8"
          icon={<IconAlertTriangle size={16} aria-hidden />}
          aria-label={t('calculator.result.errors')}
        >
          {(errors.length ? errors : [t('calculator.result.noPrice')]).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : (
        <>
          <ChargesTable result={result} currency={currency} />
          <ResultDates result={result} />
          <ResultFootprint result={result} />
          {showQuoteId && result.quote_id && <QuoteLink quoteId={result.quote_id} place={place} />}
          {showQuoteId && place.resultActions?.(result)}
          {showQuoteId && actions?.(result)}
          {result.trace && (
            <PriceExplanation
              trace={result.trace}
              currency={currency}
              collectionDate={result.collection_date}
              deliveryDate={result.delivery_date}
            />
          )}
        </>
      )}
    </Paper>
  );
}
