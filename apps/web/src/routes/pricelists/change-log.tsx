/**
 * The change log under a pricelist or surcharge: author, date (dd.mm.yyyy hh:mm in the carrier's
 * time zone, named) and what changed, in the server's words (`lines`, domain changeLogLines): each
 * field by its label, old → new, each record by its name, a grid's changed cells by route and quantity.
 */
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { localizeChangeLogLine, type ChangeLogEntry, type Translate } from '@freight/domain';
import { formatMoment, formatNumber, timeHeader } from '../../lib/format';
import { t as now, useLanguage, useT } from '../../lib/i18n';
import { useTimeZone } from '../../lib/session';

/** A logged or compared value in words: numbers in the locale, lists joined, '—' for nothing, Yes / No in the language of `t`. */
export function valueText(value: unknown, t: Translate = now): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatNumber(value, 4);
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(item, t)).join(', ') : '—';
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function ChangeLog({ logs }: { logs: ChangeLogEntry[] }) {
  const t = useT();
  const language = useLanguage();
  const timeZone = useTimeZone();
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('pricelists.changeLog.title')}
      </Title>
      {logs.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('pricelists.changeLog.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={500}>
          <Table striped verticalSpacing="xs" aria-label={t('pricelists.changeLog.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={200}>{t('pricelists.changeLog.author')}</Table.Th>
                <Table.Th w={250}>{timeHeader(t('common.date'), timeZone)}</Table.Th>
                <Table.Th>{t('pricelists.changeLog.changes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logs.map((log) => (
                <Table.Tr key={log.id}>
                  <Table.Td>
                    {log.author}
                    {log.approved_by && (
                      <Text size="xs" c="dimmed">
                        {t('approvals.approvedBy', { name: log.approved_by })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(log.created_at, timeZone)}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      {log.lines.map((line, i) => (
                        <Text key={i} size="sm" style={{ wordBreak: 'break-word' }}>
                          {/* The server's English in the reader's language: its lines by their patterns, a field's by its label. */}
                          {localizeChangeLogLine(language, line)}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
