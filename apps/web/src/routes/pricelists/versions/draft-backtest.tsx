/**
 * "Try on past requests" on the edit page: the form's unsaved content, as a save would
 * send it, tried on the requests this pricelist answered, without saving anything. The server
 * checks the draft as a save is; its refusal is shown here in words, the form is left as it is.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { BacktestError, BacktestPeriod, BacktestReport, useBacktest } from './backtest-report';

export function DraftBacktest({ pricelistId, draft }: { pricelistId: number; draft: () => Record<string, unknown> }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [days, setDays] = useState('30');
  const { report, error, busy, run } = useBacktest(pricelistId);
  return (
    <>
      <Button type="button" variant="default" leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('versions.backtest.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('versions.backtest.editTitle')} size="xl">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('versions.backtest.editIntro')}
          </Text>
          <Group align="flex-end" gap="sm">
            <BacktestPeriod value={days} onChange={setDays} />
            <Button type="button" onClick={() => void run(days, { draft: draft() })} loading={busy}>
              {t('versions.backtest.run')}
            </Button>
          </Group>
          <BacktestError error={error} />
          {report && <BacktestReport report={report} />}
        </Stack>
      </Modal>
    </>
  );
}
