/**
 * /help: how pricelists work, in the product's own words: the pricelist types, what Active, the
 * status and the validity mean for pricing, the units the quantity rows count, and the rules of
 * the grid (upper bounds, pricing units, the min/max rule with the worked examples of
 * docs/pricing.md §5), a rate increase, the partner portal for the carrier, and the change
 * notifications a partner can be sent. The texts are the catalogs' (pages.help.*), their marks
 * (bold, italic, code, links) rendered by `rich`.
 */
import { Anchor, Code, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  DEFAULT_CBM_MULTIPLIER,
  DEFAULT_CURRENCY,
  DEFAULT_LDM_MULTIPLIER,
  GLOSSARY,
  GLOSSARY_KEYS,
  type GlossaryTerm,
  type MessageKey,
  type TermKey,
  type Translate,
} from '@freight/domain';
import type { ReactNode } from 'react';
import { Link, type RouteObject } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { formatCurrency, formatNumber } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { termWord } from '../tool/calculator-words';
import { PRICING_UNIT_WORDS } from './pricing-unit-words';
import { rich, type LinkTo } from './rich-text';

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    // Opened by its #id (the partner page links one), its title shows below the app's fixed header
    // (the page's scroll-padding-top, styles.css).
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title} id={id}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

const eur = (n: number) => formatCurrency(n, DEFAULT_CURRENCY);
const num = (n: number) => formatNumber(n, 2);

/** A page link of a message ([Partners](partners)). */
const linkTo =
  (to: string): LinkTo =>
  (children) => (
    <Anchor component={Link} to={to}>
      {children}
    </Anchor>
  );

/** The pages the help's messages link to, by the names their marks give. */
const LINKS: Record<string, LinkTo> = {
  increase: linkTo('/pricelists/increase'),
  increases: linkTo('/pricelists/increases'),
  partners: linkTo('/customers'),
};

/** A help message with its marks. */
function useHelp() {
  const t = useT();
  return (key: MessageKey, values?: Parameters<Translate>[1]) => rich(t(key, values), LINKS);
}

/** Each term's meaning, by its glossary key. */
const TERM_MEANINGS: Record<TermKey, MessageKey> = {
  pricelist: 'pages.help.term.pricelist',
  generalPricelist: 'pages.help.term.generalPricelist',
  fareGroup: 'pages.help.term.fareGroup',
  zoneRow: 'pages.help.term.zoneRow',
  break: 'pages.help.term.break',
  zone: 'pages.help.term.zone',
  area: 'pages.help.term.area',
  transit: 'pages.help.term.transit',
  service: 'pages.help.term.service',
  partner: 'pages.help.term.partner',
  surcharge: 'pages.help.term.surcharge',
  condition: 'pages.help.term.condition',
  payableWeight: 'pages.help.term.payableWeight',
  ldm: 'pages.help.term.ldm',
  cbm: 'pages.help.term.cbm',
  quote: 'pages.help.term.quote',
  booking: 'pages.help.term.booking',
  budget: 'pages.help.term.budget',
  tender: 'pages.help.term.tender',
  version: 'pages.help.term.version',
  backtest: 'pages.help.term.backtest',
  exchangeRate: 'pages.help.term.exchangeRate',
};

/** "(Older screens and files may say “traffic”.)": the older words, quoted, in the message of their count. */
function notCalledText(t: Translate, words: readonly string[]): string {
  return words.length === 1
    ? t('pages.help.glossary.notCalledOne', { word: words[0] })
    : t('pages.help.glossary.notCalledTwo', { first: words[0], second: words.slice(1).join(', ') });
}

/** The product's words (packages/domain glossary and i18n/terms.ts): one name per thing, with what it means. */
function Glossary() {
  const t = useT();
  const language = useLanguage();
  return (
    <Table withTableBorder verticalSpacing={6} aria-label={t('pages.help.glossary.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={190}>{t('pages.help.glossary.term')}</Table.Th>
          <Table.Th>{t('pages.help.glossary.meaning')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {GLOSSARY_KEYS.map((key) => {
          const term: GlossaryTerm = GLOSSARY[key];
          return (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={600}>
                {termWord(language, key, true)}
              </Table.Th>
              <Table.Td>
                {t(TERM_MEANINGS[key])}
                {term.notCalled && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    {notCalledText(t, term.notCalled)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The example grid of the min/max rule: payable weight, three quantity rows. */
const EXAMPLE_ROWS = [
  { quantity: 100, unit: 'per_shipment' as const, price: 25 },
  { quantity: 500, unit: 'per_100kg' as const, price: 20 },
  { quantity: 1000, unit: 'per_100kg' as const, price: 18 },
];

/** The pricelist types and which one answers for a partner. */
function PricelistTypes() {
  const t = useT();
  const help = useHelp();
  return (
    <Section title={t('pages.help.types.title')}>
      <Text>{help('pages.help.types.intro')}</Text>
      <List spacing="xs">
        <List.Item>{help('pages.help.types.partner')}</List.Item>
        <List.Item>{help('pages.help.types.general')}</List.Item>
        <List.Item>{help('pages.help.types.blocked')}</List.Item>
      </List>
      <Text>{help('pages.help.types.validity')}</Text>
    </Section>
  );
}

/** What Active, the status and the validity mean for pricing. */
function ActiveStatusValidity() {
  const t = useT();
  const help = useHelp();
  return (
    <Section title={t('pages.help.active.title')}>
      <Text>{help('pages.help.active.intro')}</Text>
      <List spacing="xs">
        <List.Item>{help('pages.help.active.active')}</List.Item>
        <List.Item>{help('pages.help.active.valid')}</List.Item>
        <List.Item>{help('pages.help.active.status')}</List.Item>
      </List>
      <Text>{help('pages.help.active.latest')}</Text>
    </Section>
  );
}

/** The units the quantity rows count. */
function Units() {
  const t = useT();
  const help = useHelp();
  return (
    <Section title={t('pages.help.units.title')}>
      <Text>{help('pages.help.units.intro')}</Text>
      <List spacing="xs">
        <List.Item>
          {help('pages.help.units.payable', { ldm: String(DEFAULT_LDM_MULTIPLIER), cbm: String(DEFAULT_CBM_MULTIPLIER) })}
        </List.Item>
        <List.Item>{help('pages.help.units.real')}</List.Item>
        <List.Item>{help('pages.help.units.pallets', { fin: num(1.25) })}</List.Item>
        <List.Item>{help('pages.help.units.pieces')}</List.Item>
      </List>
    </Section>
  );
}

/** The worked example of the min/max rule: the grid and the three rules on it. */
function WorkedExample() {
  const t = useT();
  const help = useHelp();
  return (
    <>
      <Text fw={600} mt="xs">
        {t('pages.help.example.title')}
      </Text>
      <Text size="sm">{help('pages.help.example.intro')}</Text>
      <Table withTableBorder maw={460} verticalSpacing={4} aria-label={t('pages.help.example.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pages.help.example.upTo')}</Table.Th>
            <Table.Th>{t('pages.help.example.pricingUnit')}</Table.Th>
            <Table.Th ta="right">{t('common.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {EXAMPLE_ROWS.map((row) => (
            <Table.Tr key={row.quantity}>
              <Table.Td>{num(row.quantity)}</Table.Td>
              <Table.Td>{t(PRICING_UNIT_WORDS[row.unit])}</Table.Td>
              <Table.Td ta="right">{eur(row.price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <List spacing="xs" size="sm">
        <List.Item>
          {help('pages.help.example.next', { factor: num(4.8), price: eur(20), amount: eur(96), nextPrice: eur(18), nextAmount: eur(90) })}
        </List.Item>
        <List.Item>
          {help('pages.help.example.previous', {
            factor: num(5.1),
            price: eur(18),
            amount: eur(91.8),
            previousPrice: eur(20),
            previousAmount: eur(100),
          })}
        </List.Item>
        <List.Item>{help('pages.help.example.none', { amount: eur(96) })}</List.Item>
      </List>
    </>
  );
}

/** Upper bounds, pricing units and the min/max rule, with a worked example. */
function GridRules() {
  const t = useT();
  const help = useHelp();
  const units = {
    perShipment: t(PRICING_UNIT_WORDS.per_shipment),
    perUnit: t(PRICING_UNIT_WORDS.per_unit),
    perKg: t(PRICING_UNIT_WORDS.per_unit_kg),
    per100kg: t(PRICING_UNIT_WORDS.per_100kg),
    perLdm: t(PRICING_UNIT_WORDS.per_ldm),
    perKm: t(PRICING_UNIT_WORDS.per_km),
  };
  return (
    <Section title={t('pages.help.grid.title')}>
      <Text>{help('pages.help.grid.intro')}</Text>
      <List spacing="xs">
        <List.Item>{help('pages.help.grid.upper')}</List.Item>
        <List.Item>{help('pages.help.grid.units', units)}</List.Item>
        <List.Item>{help('pages.help.grid.minMax')}</List.Item>
        <List.Item>{help('pages.help.grid.rule')}</List.Item>
      </List>
      <WorkedExample />
    </Section>
  );
}

/** The grid editor's keys, paste and adjustments. */
function WorkingInTheGrid() {
  const t = useT();
  const help = useHelp();
  return (
    <Section title={t('pages.help.working.title')}>
      <List spacing="xs" size="sm">
        <List.Item>{help('pages.help.working.paste')}</List.Item>
        <List.Item>{help('pages.help.working.keys')}</List.Item>
        <List.Item>{help('pages.help.working.leave')}</List.Item>
        <List.Item>{help('pages.help.working.adjust')}</List.Item>
        <List.Item>{help('pages.help.working.addQuantity')}</List.Item>
      </List>
      <Text size="sm">
        <Anchor component={Link} to="/pricelists">
          {t('pages.help.working.back')}
        </Anchor>
      </Text>
    </Section>
  );
}

/** A rate increase: choose, preview, apply, cancel. */
function RateIncrease() {
  const t = useT();
  const help = useHelp();
  return (
    <Section title={t('pages.help.increase.title')}>
      <Text>{help('pages.help.increase.intro')}</Text>
      <List spacing="xs" size="sm">
        <List.Item>{help('pages.help.increase.choose')}</List.Item>
        <List.Item>{help('pages.help.increase.preview')}</List.Item>
        <List.Item>{help('pages.help.increase.apply')}</List.Item>
      </List>
    </Section>
  );
}

/** The partner portal as the carrier sees it. */
function PartnerPortal() {
  const t = useT();
  const help = useHelp();
  return (
    <Section title={t('pages.help.portal.title')}>
      <Text>{help('pages.help.portal.intro')}</Text>
      <List spacing="xs" size="sm">
        <List.Item>{help('pages.help.portal.sees')}</List.Item>
        <List.Item>{help('pages.help.portal.never')}</List.Item>
        <List.Item>{help('pages.help.portal.people')}</List.Item>
      </List>
    </Section>
  );
}

/** How a receiver checks a webhook's signature, in Node (code: the same in every language). */
const SIGNATURE_CHECK = `const expected = 'sha256=' + createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
const valid = expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));`;

/** The change notifications a partner can be sent, and how a webhook is signed. */
function ChangeNotifications() {
  const t = useT();
  const help = useHelp();
  return (
    <Section title={t('pages.help.notifications.title')} id="change-notifications">
      <Text>{help('pages.help.notifications.intro')}</Text>
      <List spacing="xs" size="sm">
        <List.Item>{help('pages.help.notifications.changed')}</List.Item>
        <List.Item>{help('pages.help.notifications.scheduled')}</List.Item>
        <List.Item>{help('pages.help.notifications.effective')}</List.Item>
      </List>
      <Text size="sm">
        {help('pages.help.notifications.webhooks', { payload: '{id, type, created_at, data}', signed: '<X-Timestamp>.<body>' })}
      </Text>
      <Code block>{SIGNATURE_CHECK}</Code>
      <Text size="sm">{help('pages.help.notifications.retries')}</Text>
      <Text size="sm">{help('pages.help.notifications.recipients')}</Text>
      <Text size="sm">{help('pages.help.notifications.log')}</Text>
    </Section>
  );
}

/** The product's words. */
function GlossarySection() {
  const t = useT();
  return (
    <Section title={t('pages.help.glossary.title')}>
      <Text size="sm">{t('pages.help.glossary.intro')}</Text>
      <Glossary />
    </Section>
  );
}

export function HelpPage() {
  const t = useT();
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t('pages.help.title')} />
      <PricelistTypes />
      <ActiveStatusValidity />
      <Units />
      <GridRules />
      <WorkingInTheGrid />
      <RateIncrease />
      <PartnerPortal />
      <ChangeNotifications />
      <GlossarySection />
    </Stack>
  );
}

export const helpRoutes: RouteObject = { path: 'help', Component: HelpPage };
