/**
 * "Try on past requests" on the edit page: the form's unsaved content, as a save would
 * send it, tried on the requests this pricelist answered, without saving anything. The server
 * checks the draft as a save is; its refusal is shown here in words, the form is left as it is.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { BacktestError, BacktestPeriod, BacktestReport, useBacktest } from './backtest-report';

export function DraftBacktest({ pricelistId, draft }: { pricelistId: number; draft: () => Record<string, unknown> }) {
  const [opened, setOpened] = useState(false);
  const [days, setDays] = useState('30');
  const { report, error, busy, run } = useBacktest(pricelistId);
  return (
    <>
      <Button type="button" variant="default" leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Try on past requests
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Try the unsaved edit on past requests" size="xl">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The requests this pricelist answered, priced again with the prices on the form as they are now. Nothing is saved.
          </Text>
          <Group align="flex-end" gap="sm">
            <BacktestPeriod value={days} onChange={setDays} />
            <Button type="button" onClick={() => void run(days, { draft: draft() })} loading={busy}>
              Try it
            </Button>
          </Group>
          <BacktestError error={error} />
          {report && <BacktestReport report={report} />}
        </Stack>
      </Modal>
    </>
  );
}
