import { Alert, List, Text } from '@mantine/core';
import { DEFAULT_TIMEZONE, type ExchangeRatesAnswer } from '@freight/domain';
import { formatMomentIn } from '../../lib/format';

/**
 * The daily fetch of EXCHANGE_RATES_URL: where from, how its last run went and, when it failed, each
 * failed try (a run is tried three times, an hour apart) and when the next is.
 */
export function DailyFetch({ fetch }: { fetch: NonNullable<ExchangeRatesAnswer['auto_fetch']> }) {
  const { last, failures, next_try_at } = fetch;
  const moment = (at: string) => formatMomentIn(at, DEFAULT_TIMEZONE);
  return (
    <Alert
      variant="light"
      color={!last ? 'gray' : last.ok ? 'teal' : 'red'}
      title="Fetched every day at 16:30 CET"
      mb="sm"
      aria-label="Daily fetch"
    >
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        From {fetch.url}
      </Text>
      {failures.length === 0 || last?.ok ? (
        <Text size="sm">{last ? `Last fetch ${moment(last.at)}: ${last.message}.` : 'Not fetched yet.'}</Text>
      ) : (
        <>
          <Text size="sm">{failures.length === 1 ? 'The last fetch failed:' : `The last ${failures.length} tries failed:`}</Text>
          <List size="sm" aria-label="Failed tries" style={{ wordBreak: 'break-word' }}>
            {failures.map((failure, i) => (
              <List.Item key={failure.at}>
                Try {i + 1}, {moment(failure.at)}: {failure.message}.
              </List.Item>
            ))}
          </List>
          <Text size="sm">
            {next_try_at ? `Next try ${moment(next_try_at)}.` : 'No more tries of this run: the next is the daily fetch at 16:30 CET.'}
          </Text>
        </>
      )}
    </Alert>
  );
}
