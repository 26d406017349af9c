/**
 * The carrier's running and recent calculation jobs (GET /fe/jobs): status, a progress bar while
 * one runs (asked again every second), and the finished workbook to download
 * (GET /fe/jobs/{id}/file). In the portal the partner's own (GET /fe/portal/jobs, the file by the
 * partner API's GET /api/v1/jobs/{id}/file).
 */
import { Badge, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { BULK_ROUTES, localizeReason, type JobAnswer, type JobStatus, type MessageKey } from '@freight/domain';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/client';
import { formatMoment, formatNumber, timeHeader } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { useTimeZone } from '../../../lib/session';
import { toastError } from '../../../lib/toast';
import { downloadBlob } from '../bulk/download';
import { useToolPlace } from '../tool-place';
import { readJobs } from './jobs-data';

const ACTIVE_POLL_MS = 1000;
const IDLE_POLL_MS = 15_000;

const STATUS_COLORS: Record<JobStatus, string> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' };
const KIND_LABELS: Record<JobAnswer['kind'], MessageKey> = { mass: 'calculator.tab.mass', tender: 'calculator.tab.tender' };

async function downloadJob(job: JobAnswer, portal: boolean) {
  const answer = await api.file(portal ? BULK_ROUTES.partnerJobFile : BULK_ROUTES.jobFile, { params: { id: job.id } });
  if (!answer.ok) {
    toastError(answer.error.message);
    return;
  }
  downloadBlob(answer.blob, answer.name ?? job.file_name ?? 'calculation.xlsx');
}

/** One job: its kind, when, rows, e-mail, status, progress and its file once done. */
function JobRow({ job, timeZone, portal }: { job: JobAnswer; timeZone: string; portal: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Table.Tr>
      <Table.Td>{t(KIND_LABELS[job.kind])}</Table.Td>
      <Table.Td>{formatMoment(job.created_at, timeZone)}</Table.Td>
      <Table.Td>{formatNumber(job.rows, 0)}</Table.Td>
      <Table.Td>{job.email}</Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[job.status]} variant="light">
          {t('tools.jobs.status', { status: job.status })}
        </Badge>
        {job.error && (
          <Text size="xs" c={job.status === 'failed' ? 'red' : 'orange'}>
            {/* Kept in English (the server's catalog), said in the reader's language. */}
            {localizeReason(language, job.error)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={job.progress * 100}
            w={140}
            animated={job.status === 'running'}
            color={STATUS_COLORS[job.status]}
            aria-label={t('tools.jobs.progressOf', { kind: job.kind })}
          />
          <Text size="xs">{Math.round(job.progress * 100)}%</Text>
        </Group>
      </Table.Td>
      <Table.Td>
        {job.status === 'done' && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => void downloadJob(job, portal)}
          >
            {t('common.download')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** `refresh` changes when the page queued a job: the list is read again at once. */
export function JobsPanel({ refresh }: { refresh: number }) {
  const t = useT();
  const timeZone = useTimeZone();
  const { portal } = useToolPlace();
  const [jobs, setJobs] = useState<JobAnswer[] | null>(null);
  const load = useCallback(async () => {
    const items = await readJobs(portal);
    if (items) setJobs(items);
  }, [portal]);

  useEffect(() => {
    void load();
  }, [load, refresh]);

  const active = jobs?.some((j) => j.status === 'queued' || j.status === 'running') ?? false;
  useEffect(() => {
    const timer = window.setInterval(() => void load(), active ? ACTIVE_POLL_MS : IDLE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, load]);

  return (
    <Paper withBorder p="lg" radius="md" mt="lg" component="section" aria-labelledby="calculation-jobs">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calculation-jobs">
          {t('tools.jobs.title')}
        </Title>
        {jobs === null ? (
          <Text c="dimmed">{t('tools.jobs.loading')}</Text>
        ) : jobs.length === 0 ? (
          <Text c="dimmed">{t('tools.jobs.none')}</Text>
        ) : (
          // Too wide for a phone: it scrolls in its own box, the kind of each job fixed at the left (styles.css).
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" aria-label={t('tools.jobs.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tools.jobs.kind')}</Table.Th>
                  <Table.Th>{timeHeader(t('tools.jobs.requested'), timeZone)}</Table.Th>
                  <Table.Th>{t('tools.jobs.rows')}</Table.Th>
                  <Table.Th>{t('common.email')}</Table.Th>
                  <Table.Th>{t('common.status')}</Table.Th>
                  <Table.Th w={200}>{t('tools.jobs.progress')}</Table.Th>
                  <Table.Th>{t('tools.jobs.file')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.map((job) => (
                  <JobRow key={job.id} job={job} timeZone={timeZone} portal={portal} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
