/**
 * The staff's home page ("/" signed in): what needs a look today, each count a link to
 * its list. One call (GET /fe/dashboard, in the home page's loader); a part the role cannot open
 * is not shown.
 */
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDay, parseDay, type DashboardAnswer } from '@freight/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NavigationMessage } from '../../components/NavigationMessage';
import { PageHeader } from '../../components/PageHeader';
import { formatDate, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';

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
  const t = useT();
  const { today } = data;
  const today_ = `/quotes?from=${today}&to=${today}`;
  return (
    <Stack gap="md">
      {/* Why a page sent the clerk here ("No access"), as the index said it before. */}
      <NavigationMessage />
      <PageHeader title={t('pages.dashboard.today')} summary={<Text c="dimmed">{formatDate(today)}</Text>} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {data.pricelists_expiring && (
          <Tile
            title={t('pages.dashboard.expiring.title')}
            count={data.pricelists_expiring.count}
            warn
            text={
              data.pricelists_expiring.next
                ? t('pages.dashboard.expiring.text', {
                    count: data.pricelists_expiring.count,
                    days: data.pricelists_expiring.within_days,
                    date: formatDate(data.pricelists_expiring.next),
                  })
                : t('pages.dashboard.expiring.none', { days: data.pricelists_expiring.within_days })
            }
            to={`/pricelists?active=true&ends_from=${today}&ends_to=${formatDay(parseDay(today)! + data.pricelists_expiring.within_days)}`}
            link={t('pages.dashboard.expiring.link')}
          />
        )}
        {data.rate_increases_scheduled && (
          <Tile
            title={t('pages.dashboard.increases.title')}
            count={data.rate_increases_scheduled.count}
            text={
              data.rate_increases_scheduled.next
                ? t('pages.dashboard.increases.next', { date: formatDate(data.rate_increases_scheduled.next) })
                : t('pages.dashboard.increases.none')
            }
            to="/pricelists/increases"
            link={t('pages.dashboard.increases.link')}
          />
        )}
        {data.quotes_today !== null && (
          <Tile
            title={t('pages.dashboard.quotes.title')}
            count={data.quotes_today}
            text={t('pages.dashboard.quotes.text')}
            to={today_}
            link={t('pages.dashboard.quotes.link')}
          />
        )}
        {data.bookings_today !== null && (
          <Tile
            title={t('pages.dashboard.bookings.title')}
            count={data.bookings_today}
            text={t('pages.dashboard.bookings.text')}
            to="/quotes?booked=true"
            link={t('pages.dashboard.bookings.link')}
          />
        )}
        {data.failed_deliveries && (
          <Tile
            title={t('pages.dashboard.failed.title')}
            count={data.failed_deliveries.count}
            warn
            text={t('pages.dashboard.failed.text', { days: data.failed_deliveries.days })}
            to="/customers"
            link={t('pages.dashboard.failed.link')}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
