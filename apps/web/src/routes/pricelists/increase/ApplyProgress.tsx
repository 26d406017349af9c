/**
 * An increase applied in the background (202 {job_id}): its progress, asked every second from
 * GET /fe/rate_increases/jobs/{job_id} until it is done or failed.
 */
import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { localizeReason, RATE_INCREASE_ROUTES } from '@freight/domain';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/client';
import { currentLanguage, t as translateNow, useT } from '../../../lib/i18n';
import type { AppliedIncrease } from './increase-api';

const POLL_MS = 1000;
/** Unanswered asks in a row before the page gives up following the job. */
const MAX_MISSES = 10;

export function ApplyProgress({
  jobId,
  onDone,
  onFailed,
}: {
  jobId: string;
  onDone: (increase: AppliedIncrease) => void;
  onFailed: (message: string) => void;
}) {
  const t = useT();
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<'queued' | 'running' | 'done' | 'failed'>('queued');
  // The callbacks of the latest render, so the poll is not restarted when the page renders again.
  const handlers = useRef({ onDone, onFailed });
  handlers.current = { onDone, onFailed };

  useEffect(() => {
    let stopped = false;
    let misses = 0;
    const poll = async () => {
      const job = await api.peek(RATE_INCREASE_ROUTES.job, { params: { job_id: jobId } });
      if (stopped) return;
      if (!job) {
        misses += 1;
        if (misses >= MAX_MISSES) handlers.current.onFailed(translateNow('increase.progress.unreadable'));
        else timer = window.setTimeout(() => void poll(), POLL_MS);
        return;
      }
      misses = 0;
      setProgress(job.progress);
      setStatus(job.status);
      if (job.status === 'done' && job.result) handlers.current.onDone(job.result);
      // A job's error is kept in the server's English: said in the reader's language.
      else if (job.status === 'failed')
        handlers.current.onFailed(job.error ? localizeReason(currentLanguage(), job.error) : translateNow('increase.progress.failed'));
      else timer = window.setTimeout(() => void poll(), POLL_MS);
    };
    let timer = window.setTimeout(() => void poll(), 0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [jobId]);

  const percent = Math.round(progress * 100);
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('increase.progress.label')}>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {status === 'queued' ? t('increase.progress.waiting') : t('increase.progress.writing', { percent })}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Progress value={percent} animated={status !== 'failed'} flex={1} aria-label={t('increase.progress.bar')} />
          <Text size="xs" w={40} ta="right">
            {percent} %
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('increase.progress.note')}
        </Text>
      </Stack>
    </Paper>
  );
}
