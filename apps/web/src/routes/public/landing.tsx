/**
 * The page at /: the landing page for visitors (docs/product/shell.md §1: four features, screenshots, footer, the
 * buttons to /login and /signup, a message from the navigation state), or for a signed-in user a
 * marketing-style index inside the app shell.
 */
import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalculator, IconKey, IconMapPin, IconPercentage, IconTable, IconTruckDelivery, type Icon } from '@tabler/icons-react';
import { DEFAULT_CURRENCY, DEFAULT_LDM_MULTIPLIER, type MessageKey } from '@freight/domain';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { AppLayout } from '../../components/AppLayout';
import { NavigationMessage } from '../../components/NavigationMessage';
import { Dashboard } from '../dashboard/Dashboard';
import type { homeLoader } from '../root';
import { COMPANY_ADDRESS, COMPANY_NAME, COMPANY_REGISTRATION, PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../lib/contact';
import { formatCurrency, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { rich } from '../help/rich-text';

interface Feature {
  icon: Icon;
  title: MessageKey;
  text: MessageKey;
}

/** The four features of docs/product/shell.md §1, in our words. */
const FEATURES: Feature[] = [
  { icon: IconMapPin, title: 'pages.landing.feature.zones.title', text: 'pages.landing.feature.zones.text' },
  { icon: IconKey, title: 'pages.landing.feature.keys.title', text: 'pages.landing.feature.keys.text' },
  { icon: IconPercentage, title: 'pages.landing.feature.surcharges.title', text: 'pages.landing.feature.surcharges.text' },
  { icon: IconTable, title: 'pages.landing.feature.pricelists.title', text: 'pages.landing.feature.pricelists.text' },
];

/** The mock-ups' names and codes: the same in every language. */
const MOCK_PRICELIST = 'Road Express · Nordic Parts';
const ADR = 'ADR';

/** A browser-window frame around a mock-up. */
function Window({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Paper withBorder shadow="md" radius="md" style={{ overflow: 'hidden' }}>
        <Group gap={6} px="sm" py={6} bg="gray.1" aria-hidden>
          <Box w={10} h={10} bg="red.4" style={{ borderRadius: '50%' }} />
          <Box w={10} h={10} bg="yellow.4" style={{ borderRadius: '50%' }} />
          <Box w={10} h={10} bg="green.4" style={{ borderRadius: '50%' }} />
        </Group>
        <Box p="sm">{children}</Box>
      </Paper>
      <Text size="sm" c="dimmed" ta="center">
        {caption}
      </Text>
    </Stack>
  );
}

/** A fake input: a label and a box with a value (not a real control). */
function FakeField({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Box px={8} py={4} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}>
        <Text size="sm">{value}</Text>
      </Box>
    </Box>
  );
}

const GRID_ROWS: Array<[string, string, number[]]> = [
  ['EE-1', 'LV-1', [45, 78, 104]],
  ['EE-1', 'LT-2', [58, 96, 129]],
  ['EE-2', 'FI-1', [72, 120, 162]],
  ['LV-1', 'PL-3', [85, 141, 190]],
  ['LT-1', 'DE-4', [112, 188, 251]],
];

function PricelistGridMock() {
  const t = useT();
  return (
    <Window caption={t('pages.landing.mock.grid')}>
      <Table fz="xs" withColumnBorders verticalSpacing={4} horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pages.landing.mock.from')}</Table.Th>
            <Table.Th>{t('pages.landing.mock.to')}</Table.Th>
            {[1, 2, 3].map((count) => (
              <Table.Th key={count} ta="right">
                {t('pages.landing.mock.pallets', { count })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GRID_ROWS.map(([from, to, prices]) => (
            <Table.Tr key={`${from}-${to}`}>
              <Table.Td>{from}</Table.Td>
              <Table.Td>{to}</Table.Td>
              {prices.map((price, i) => (
                <Table.Td key={i} ta="right">
                  {formatCurrency(price)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Window>
  );
}

function CalculatorMock() {
  const t = useT();
  return (
    <Window caption={t('pages.landing.mock.calculator')}>
      <SimpleGrid cols={2} spacing={8}>
        <FakeField label={t('pages.landing.mock.collection')} value="EE 10115" />
        <FakeField label={t('pages.landing.mock.delivery')} value="LV 1001" />
        <FakeField label={t('pages.landing.mock.shipment')} value={t('pages.landing.mock.eurPallets', { count: 2 })} />
        <FakeField label={t('common.weight')} value="800 kg" />
      </SimpleGrid>
      <Paper bg="blue.0" p="xs" mt="sm" radius="sm">
        <Group justify="space-between">
          <Text size="xs">{t('pages.landing.mock.freight')}</Text>
          <Text size="xs">{formatCurrency(90)}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="xs">{t('pages.landing.mock.fuelSurcharge', { percent: 14 })}</Text>
          <Text size="xs">{formatCurrency(12.6)}</Text>
        </Group>
        <Divider my={4} />
        <Group justify="space-between">
          <Text size="sm" fw={700}>
            {t('common.total')}
          </Text>
          <Text size="sm" fw={700}>
            {formatCurrency(102.6)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('pages.landing.mock.deliveryIn', { days: 2 })}
        </Text>
      </Paper>
    </Window>
  );
}

function SinglePricelistMock() {
  const t = useT();
  return (
    <Window caption={t('pages.landing.mock.pricelist')}>
      <Group justify="space-between" mb={6}>
        <Text fw={700} size="sm">
          {MOCK_PRICELIST}
        </Text>
        <Badge color="green" size="sm">
          {t('common.active')}
        </Badge>
      </Group>
      <SimpleGrid cols={2} spacing={8}>
        <FakeField label={t('pages.landing.mock.valid')} value="01.01.2026 – 31.12.2026" />
        <FakeField label={t('common.unit')} value={t('pages.landing.mock.payableWeight')} />
        <FakeField label={t('pages.landing.mock.ldmMultiplier')} value={formatNumber(DEFAULT_LDM_MULTIPLIER)} />
        <FakeField label={t('common.currency')} value={DEFAULT_CURRENCY} />
      </SimpleGrid>
      <Group gap={6} mt="sm">
        <Badge variant="light" size="sm">
          {t('pages.landing.mock.fuel', { percent: 14 })}
        </Badge>
        <Badge variant="light" color="grape" size="sm">
          {t('pages.landing.mock.tailLift')}
        </Badge>
        <Badge variant="light" color="orange" size="sm">
          {ADR}
        </Badge>
      </Group>
    </Window>
  );
}

function Footer() {
  const t = useT();
  return (
    <Box component="footer" bg="gray.9" c="gray.3" py="xl" mt={64}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={700} c="white">
              {COMPANY_NAME}
            </Text>
            <Text size="sm">{COMPANY_REGISTRATION}</Text>
            <Text size="sm">{COMPANY_ADDRESS}</Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={700} c="white">
              {t('pages.landing.support')}
            </Text>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} c="gray.3" size="sm">
              {SUPPORT_EMAIL}
            </Anchor>
            <Anchor href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`} c="gray.3" size="sm">
              {SUPPORT_PHONE}
            </Anchor>
          </Stack>
          <Stack gap={4}>
            <Text fw={700} c="white">
              {t('pages.landing.legal')}
            </Text>
            <Anchor component={Link} to="/terms" c="gray.3" size="sm">
              {t('pages.legal.terms.title')}
            </Anchor>
            <Anchor component={Link} to="/privacy" c="gray.3" size="sm">
              {t('pages.legal.privacy.title')}
            </Anchor>
            <Anchor component={Link} to="/cookies" c="gray.3" size="sm">
              {t('pages.legal.cookies.title')}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="gray.5" mt="lg">
          © {new Date().getFullYear()} {COMPANY_NAME}
        </Text>
      </Container>
    </Box>
  );
}

/** The page for visitors. */
export function Landing() {
  const t = useT();
  return (
    <Box>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Group gap={6} c="blue.7">
              <IconTruckDelivery size={28} aria-hidden />
              <Text fw={700} size="xl">
                {PRODUCT_NAME}
              </Text>
            </Group>
            <Group gap="sm">
              <Button component={Link} to="/login" variant="default">
                {t('pages.landing.logIn')}
              </Button>
              <Button component={Link} to="/signup">
                {t('pages.landing.signUp')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>

      <Container size="lg" pt="xl">
        <NavigationMessage />
        <Stack gap="sm" py={48} maw={720}>
          <Title order={1} size={42} lh={1.15}>
            {t('pages.landing.headline')}
          </Title>
          <Text size="lg" c="dimmed">
            {t('pages.landing.lead')}
          </Text>
        </Stack>

        <Title order={2} mb="md">
          {t('pages.landing.features')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {FEATURES.map(({ icon: FeatureIcon, title, text }) => (
            <Paper key={title} withBorder p="lg" radius="md">
              <ThemeIcon size={40} radius="md" variant="light" mb="sm">
                <FeatureIcon size={22} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4" mb={6}>
                {t(title)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(text)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>

        <Title order={2} mt={56} mb="md">
          {t('pages.landing.screenshots')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <PricelistGridMock />
          <CalculatorMock />
          <SinglePricelistMock />
        </SimpleGrid>
      </Container>
      <Footer />
    </Box>
  );
}

const HIGHLIGHTS: Feature[] = [
  { icon: IconCalculator, title: 'pages.landing.feature.calculator.title', text: 'pages.landing.feature.calculator.text' },
  ...FEATURES,
];

/** The support address as a mail link ([…](mail) in a message). */
const MAIL_LINK = { mail: (children: string) => <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{children}</Anchor> };

/** The index page of a signed-in user, inside the app shell. */
export function MarketingIndex() {
  const t = useT();
  const { user } = useSession();
  return (
    <Container size="lg" px={0}>
      <NavigationMessage />
      <Stack gap={4} mb="xl">
        <Title order={1}>{user ? t('pages.index.welcome', { name: user.name }) : t('pages.index.welcomeAnonymous')}</Title>
        {user?.company && <Text c="dimmed">{user.company}</Text>}
        <Text mt="sm" maw={720}>
          {t('pages.index.intro', { product: PRODUCT_NAME })}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {HIGHLIGHTS.map(({ icon: HighlightIcon, title, text }) => (
          <Paper key={title} withBorder p="lg" radius="md">
            <ThemeIcon size={36} radius="md" variant="light" mb="sm">
              <HighlightIcon size={20} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h4" mb={6}>
              {t(title)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(text)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xl">
        {rich(t('pages.index.questions', { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE }), MAIL_LINK)}
      </Text>
    </Container>
  );
}

/** /: the landing page for visitors, the index inside the shell for a signed-in user. */
export function HomePage() {
  const { user } = useSession();
  // The staff's dashboard, read by the home page's loader; none for an administrator acting as no carrier.
  const dashboard = useLoaderData<typeof homeLoader>();
  if (!user) return <Landing />;
  return <AppLayout>{dashboard ? <Dashboard data={dashboard} /> : <MarketingIndex />}</AppLayout>;
}
