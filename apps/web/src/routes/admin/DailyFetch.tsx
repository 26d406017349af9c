import { Alert, List, Text } from '@mantine/core';
import { DEFAULT_TIMEZONE, localizeReason, type ExchangeRatesAnswer } from '@freight/domain';
import { formatMomentIn } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';

/**
 * The daily fetch of EXCHANGE_RATES_URL: where from, how its last run went and, when it failed, each
 * failed try (a run is tried three times, an hour apart) and when the next is. A run's message is
 * kept in English (the server's catalog) and said here in the reader's language.
 */
export function DailyFetch({ fetch }: { fetch: NonNullable<ExchangeRatesAnswer['auto_fetch']> }) {
  const t = useT();
  const language = useLanguage();
  const said = (message: string) => localizeReason(language, message);
  const { last, failures, next_try_at } = fetch;
  const moment = (at: string) => formatMomentIn(at, DEFAULT_TIMEZONE);
  return (
    <Alert
      variant="light"
      color={!last ? 'gray' : last.ok ? 'teal' : 'red'}
      title={t('admin.fetch.title')}
      mb="sm"
      aria-label={t('admin.fetch.label')}
    >
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {t('admin.fetch.from', { url: fetch.url })}
      </Text>
      {failures.length === 0 || last?.ok ? (
        <Text size="sm">{last ? t('admin.fetch.last', { at: moment(last.at), message: said(last.message) }) : t('admin.fetch.never')}</Text>
      ) : (
        <>
          <Text size="sm">{t('admin.fetch.failed', { count: failures.length })}</Text>
          <List size="sm" aria-label={t('admin.fetch.failedTries')} style={{ wordBreak: 'break-word' }}>
            {failures.map((failure, i) => (
              <List.Item key={failure.at}>
                {t('admin.fetch.try', { number: i + 1, at: moment(failure.at), message: said(failure.message) })}
              </List.Item>
            ))}
          </List>
          <Text size="sm">{next_try_at ? t('admin.fetch.next', { at: moment(next_try_at) }) : t('admin.fetch.noMore')}</Text>
        </>
      )}
    </Alert>
  );
}
