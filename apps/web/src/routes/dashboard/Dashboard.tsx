/**
 * The staff's home page ("/" signed in): what needs a look today, each count a link to
 * its list. One call (GET /fe/dashboard, in the home page's loader); a part the role cannot open
 * is not shown.
 */
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDay, parseDay, term, type DashboardAnswer } from '@freight/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NavigationMessage } from '../../components/NavigationMessage';
import { PageHeader } from '../../components/PageHeader';
import { formatDate, formatNumber } from '../../lib/format';

interface TileProps {
  title: string;
  count: number;
  /** What the count counts, in a sentence. */
  text: ReactNode;
  to: string;
  link: string;
  /** Drawn in the warning colour when the count is above 0 (something to act on). */
  warn?: boolean;
}

function Tile({ title, count, text, to, link, warn = false }: TileProps) {
  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-label={title}>
      <Stack gap={6}>
        <Title order={2} size="h5">
          {title}
        </Title>
        <Text fz={32} fw={700} lh={1.1} c={warn && count > 0 ? 'orange.8' : undefined} data-testid="count">
          {formatNumber(count)}
        </Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        <Anchor component={Link} to={to} size="sm">
          {link}
        </Anchor>
      </Stack>
    </Paper>
  );
}

export function Dashboard({ data }: { data: DashboardAnswer }) {
  const { today } = data;
  const today_ = `/quotes?from=${today}&to=${today}`;
  return (
    <Stack gap="md">
      {/* Why a page sent the clerk here ("No access"), as the index said it before. */}
      <NavigationMessage />
      <PageHeader title="Today" summary={<Text c="dimmed">{formatDate(today)}</Text>} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {data.pricelists_expiring && (
          <Tile
            title="Pricelists ending soon"
            count={data.pricelists_expiring.count}
            warn
            text={
              data.pricelists_expiring.next
                ? `${term('pricelist', data.pricelists_expiring.count)} ${data.pricelists_expiring.count === 1 ? 'ends' : 'end'} within ${data.pricelists_expiring.within_days} days, the first on ${formatDate(data.pricelists_expiring.next)}`
                : `No active pricelist ends within ${data.pricelists_expiring.within_days} days`
            }
            to={`/pricelists?active=true&ends_from=${today}&ends_to=${formatDay(parseDay(today)! + data.pricelists_expiring.within_days)}`}
            link="Open the pricelists ending soon"
          />
        )}
        {data.rate_increases_scheduled && (
          <Tile
            title="Scheduled rate increases"
            count={data.rate_increases_scheduled.count}
            text={
              data.rate_increases_scheduled.next
                ? `The next takes effect on ${formatDate(data.rate_increases_scheduled.next)}`
                : 'None scheduled'
            }
            to="/pricelists/increases"
            link="Open the scheduled increases"
          />
        )}
        {data.quotes_today !== null && (
          <Tile
            title="Quotes today"
            count={data.quotes_today}
            text="Priced today, by partners and in the calculator"
            to={today_}
            link="Open today's quotes"
          />
        )}
        {data.bookings_today !== null && (
          <Tile
            title="Bookings today"
            count={data.bookings_today}
            text="Quotes booked today"
            to="/quotes?booked=true"
            link="Open the booked quotes"
          />
        )}
        {data.failed_deliveries && (
          <Tile
            title="Failed deliveries"
            count={data.failed_deliveries.count}
            warn
            text={`Webhooks and mails to partners given up on in the last ${data.failed_deliveries.days} days; each partner's page has its delivery log`}
            to="/customers"
            link="Open the partners"
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
