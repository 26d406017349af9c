/**
 * /help: how pricelists work, in the product's own words: the pricelist types, what Active, the
 * status and the validity mean for pricing, the units the quantity rows count, and the rules of
 * the grid (upper bounds, pricing units, the min/max rule with the worked examples of
 * docs/pricing.md §5), a rate increase, the partner portal for the carrier, and the change
 * notifications a partner can be sent.
 */
import { Anchor, Code, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  DEFAULT_CBM_MULTIPLIER,
  DEFAULT_CURRENCY,
  DEFAULT_LDM_MULTIPLIER,
  GLOSSARY,
  GLOSSARY_KEYS,
  PRICING_UNIT_LABELS,
  termTitle,
  type GlossaryTerm,
} from '@freight/domain';
import type { ReactNode } from 'react';
import { Link, type RouteObject } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { formatCurrency, formatNumber } from '../../lib/format';
import { EVENT_WORDS } from '../partners/notifications/event-words';

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    // Opened by its #id (the partner page links one), its title shows below the app's fixed header.
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-label={title}
      id={id}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-md))' }}
    >
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

const eur = (n: number) => formatCurrency(n, DEFAULT_CURRENCY);
const num = (n: number) => formatNumber(n, 2);

/** The product's words (packages/domain glossary): one name per thing, with what it means. */
function Glossary() {
  return (
    <Table withTableBorder verticalSpacing={6} aria-label="Glossary">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={190}>Term</Table.Th>
          <Table.Th>Meaning</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {GLOSSARY_KEYS.map((key) => {
          const t: GlossaryTerm = GLOSSARY[key];
          return (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={600}>
                {termTitle(key)}
              </Table.Th>
              <Table.Td>
                {t.definition}
                {t.notCalled && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    (Older screens and files may say {t.notCalled.map((w) => `“${w}”`).join(' or ')}.)
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
  return (
    <Section title="Pricelist types">
      <Text>
        Every pricelist belongs to one service. Who it is for decides its type, and which pricelist answers a price request for a partner:
      </Text>
      <List spacing="xs">
        <List.Item>
          <b>Partner pricelist</b>: a pricelist with a partner picked. It holds the prices agreed with that partner and always wins for
          them: when a partner has an active, valid pricelist for the service, it is the one used.
        </List.Item>
        <List.Item>
          <b>General pricelist</b>: a pricelist with no partner (shown as <i>General</i>). It is the fallback for every partner that has no
          pricelist of its own for the service.
        </List.Item>
        <List.Item>
          <b>General pricelist hidden from a partner</b>: tick <i>Block general pricelist</i> on a partner and the general pricelist no
          longer answers for them. Such a partner gets a price only from a pricelist made for them; without one, there is no price.
        </List.Item>
      </List>
      <Text>
        Only active pricelists whose validity (valid from – valid to) covers the date are used. When several qualify, the one that became
        valid last wins. Archiving a pricelist removes it from the list and from pricing; its change log stays.
      </Text>
    </Section>
  );
}

/** What Active, the status and the validity mean for pricing. */
function ActiveStatusValidity() {
  return (
    <Section title="Active, status and validity">
      <Text>
        Three fields of a pricelist look alike but only two of them decide whether it prices. Pricing means every answer given from it: the
        calculator, budget and tender calculations, and the partner API.
      </Text>
      <List spacing="xs">
        <List.Item>
          <b>Active</b>: on, the pricelist prices on the days of its validity. Off (shown as <i>Disabled</i>), it prices nothing, whatever
          its status and dates. A copy (<i>Copy</i> on a pricelist&apos;s page) starts Disabled and named <i>Copy of …</i>, so a draft never
          replaces the pricelist it was copied from until you turn it on.
        </List.Item>
        <List.Item>
          <b>Valid from</b> and <b>Valid to</b>: the first and the last day (both included) the pricelist prices. A request is priced on its
          collection date, or today when it asks for none.
        </List.Item>
        <List.Item>
          <b>Status</b> (<i>Prepared</i>, <i>Proposed</i>, <i>Completed</i>): where the pricelist is in your own work: being prepared,
          offered to the partner, agreed. It is a label only: an active, valid pricelist prices the same whatever its status. To keep a
          draft out of pricing, leave it Disabled.
        </List.Item>
      </List>
      <Text>
        Of several active pricelists of the same service and partner valid on a day, the one with the latest Valid from answers, and with
        the same Valid from the newest (the highest number). It answers every lane on that day: a lane it has no row for gets no price; the
        other pricelist is not asked. That is why saving a pricelist that would take over another live pricelist&apos;s lanes asks first,
        naming that pricelist, the day it takes over from and how many lanes.
      </Text>
    </Section>
  );
}

/** The units the quantity rows count. */
function Units() {
  return (
    <Section title="Units: what the quantity rows count">
      <Text>The unit of a pricelist says which measure of the shipment is looked up in the quantity rows:</Text>
      <List spacing="xs">
        <List.Item>
          <b>Payable weight</b> (the default), in kg: the greatest of the real weight, the loading metres times the LDM multiplier (
          {DEFAULT_LDM_MULTIPLIER} kg by default) and the cubic metres times the CBM multiplier ({DEFAULT_CBM_MULTIPLIER} kg by default). It
          is rounded up to the payable weight rounding (every started 1, 10 or 100 kg is paid). LDM conditions can limit when loading metres
          count.
        </List.Item>
        <List.Item>
          <b>Real weight</b>, in kg: the weight the shipment really has, rounded up the same way.
        </List.Item>
        <List.Item>
          <b>Pallet places</b> (EUR, FIN, half or quarter pallet, full load): pallets are converted by their floor area, so one FIN pallet
          (120 × 100 cm) is {num(1.25)} EUR pallet places (120 × 80 cm). A piece without a footprint, a carton say, cannot be priced in a
          pallet pricelist.
        </List.Item>
        <List.Item>
          <b>Pieces</b> (cartons, colli, rolls, containers…): the number of pieces of exactly that type; <i>Any unit</i> counts every piece.
        </List.Item>
      </List>
    </Section>
  );
}

/** Upper bounds, pricing units and the min/max rule, with a worked example. */
function GridRules() {
  return (
    <Section title="Rules of the price grid">
      <Text>
        A pricelist has one or more fare groups. In each, the columns are quantity rows and the rows are routes: zone from, zone to, an
        optional transit time, an optional minimum and maximum, then one price per quantity row. A route may appear only once in a fare
        group (<i>Duplicate FROM - TO zones</i>).
      </Text>
      <List spacing="xs">
        <List.Item>
          <b>Quantity rows are upper bounds.</b> A shipment falls in the first column whose quantity is at least its measure: with columns
          100, 500 and 1000 kg, 100 kg is in the 100 column, 101 kg in the 500 column. A shipment above the last column has no price.
        </List.Item>
        <List.Item>
          <b>Each quantity row has a pricing unit</b> saying how its price is charged: {PRICING_UNIT_LABELS.per_shipment} (the price as it
          is), {PRICING_UNIT_LABELS.per_unit} (times the measure: kg, pallet places or pieces), {PRICING_UNIT_LABELS.per_unit_kg} (times the
          payable weight), {PRICING_UNIT_LABELS.per_100kg} (times the payable weight / 100) and {PRICING_UNIT_LABELS.per_ldm} (times the
          loading metres).
        </List.Item>
        <List.Item>
          <b>Minimum and maximum</b> of a route raise a freight below the minimum and cap one above the maximum, after everything else.
        </List.Item>
        <List.Item>
          <b>The min/max rule</b> compares a shipment's price with the neighbouring column, so that crossing a break never makes a shipment
          dearer (or cheaper) than it should be. <i>No check</i> charges the column as it is. <i>Check next row</i> charges the lower of
          this column and the next column priced at this column's upper bound. <i>Check previous row</i> charges the higher of this column
          and the previous column priced at its own upper bound.
        </List.Item>
      </List>

      <Text fw={600} mt="xs">
        Worked example
      </Text>
      <Text size="sm">A payable weight pricelist with these quantity rows:</Text>
      <Table withTableBorder maw={460} verticalSpacing={4} aria-label="Example quantity rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Up to (kg)</Table.Th>
            <Table.Th>Pricing unit</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {EXAMPLE_ROWS.map((row) => (
            <Table.Tr key={row.quantity}>
              <Table.Td>{num(row.quantity)}</Table.Td>
              <Table.Td>{PRICING_UNIT_LABELS[row.unit]}</Table.Td>
              <Table.Td ta="right">{eur(row.price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <List spacing="xs" size="sm">
        <List.Item>
          <b>Check next row, 480 kg.</b> 480 kg falls in the 500 column: {num(4.8)} × {eur(20)} = {eur(96)}. The next column (1000 kg) at
          500 kg would cost 5 × {eur(18)} = {eur(90)}, which is lower, so the freight is <b>{eur(90)}</b>: a shipment never pays more than a
          heavier one would.
        </List.Item>
        <List.Item>
          <b>Check previous row, 510 kg.</b> 510 kg falls in the 1000 column: {num(5.1)} × {eur(18)} = {eur(91.8)}. The previous column at
          its bound of 500 kg costs 5 × {eur(20)} = {eur(100)}, which is higher, so the freight is <b>{eur(100)}</b>: a heavier shipment
          never costs less than a lighter one.
        </List.Item>
        <List.Item>
          <b>No check, 480 kg.</b> The 500 column as it is: <b>{eur(96)}</b>.
        </List.Item>
      </List>
    </Section>
  );
}

/** The grid editor's keys, paste and adjustments. */
function WorkingInTheGrid() {
  return (
    <Section title="Working in the grid">
      <List spacing="xs" size="sm">
        <List.Item>
          Copy a block in a spreadsheet and paste it (<Code>Ctrl+V</Code>) at the focused cell: prices, quantities (in the header), zone and
          transit names, minimums and maximums. Decimal commas and thousands separators are understood; a zone or transit name must match
          exactly, an unknown one is shown in red in its cell. A block larger than the grid adds rows and quantities.
        </List.Item>
        <List.Item>
          Arrows, Tab and Enter move like in a spreadsheet; typing replaces a cell, <Code>F2</Code> or a double-click edits it,{' '}
          <Code>Escape</Code> cancels and <Code>Delete</Code> clears the selection.
        </List.Item>
        <List.Item>
          Select prices with Shift+click or Shift+arrows, enter a percent and press <i>Adjust prices</i>: each price becomes price × (1 +
          percent / 100), rounded to 2 decimals.
        </List.Item>
        <List.Item>
          <i>Add quantity</i> suggests the next quantity (twice the last minus the one before) and extends every route's prices in a
          straight line.
        </List.Item>
      </List>
      <Text size="sm">
        <Anchor component={Link} to="/pricelists">
          Back to the pricelists
        </Anchor>
      </Text>
    </Section>
  );
}

/** A rate increase: choose, preview, apply, cancel. */
function RateIncrease() {
  return (
    <Section title="A rate increase over many pricelists">
      <Text>
        <Anchor component={Link} to="/pricelists/increase">
          Rate increase
        </Anchor>{' '}
        (on the pricelists list) changes the prices of many pricelists from one day, such as the yearly increase from 1 January:
      </Text>
      <List spacing="xs" size="sm">
        <List.Item>
          Choose the pricelists by a filter (service, partner or General, unit, active) or pick them one by one; then the change: one
          percent on every price, or rules by zone, break range and partner (the first rule that matches a price applies). Minimums and
          maximums change too when you tick it; new prices are rounded to the step you choose.
        </List.Item>
        <List.Item>
          <i>Preview</i> saves nothing: it shows per pricelist the prices that change, and the revenue effect on the requests those
          pricelists answered in the last 30 or 90 days, per partner and per lane, with the requests the new prices cannot answer.
        </List.Item>
        <List.Item>
          <i>Apply</i> gives each pricelist a successor with the new prices, valid from the day and named with its year; the current one
          ends the day before, so nothing prices differently until then. Until that day the increase can be cancelled under{' '}
          <Anchor component={Link} to="/pricelists/increases">
            Scheduled changes
          </Anchor>
          , which removes the successors and gives the pricelists back their validity.
        </List.Item>
      </List>
    </Section>
  );
}

/** The partner portal as the carrier sees it. */
function PartnerPortal() {
  return (
    <Section title="The partner portal">
      <Text>
        A partner's people can sign in to the carrier's prices themselves, at <Code>/portal</Code>. Invite them on the partner's page (
        <Anchor component={Link} to="/customers">
          Partners
        </Anchor>{' '}
        → a partner → People → <i>Invite</i>, with their name and e-mail): they get a link, valid for 7 days, to choose a password. Send the
        link again while they have not used it.
      </Text>
      <List spacing="xs" size="sm">
        <List.Item>
          In the portal they see only their partner's: the active pricelists that price for them (their own and the general ones, unless the
          partner is blocked from the general pricelist) as a rate card per unit, with the Excel workbook and the PDF; the calculator with{' '}
          <i>Explain prices</i>, budgets and tenders priced as their partner; their quotes and bookings, searched by day, lane, reference
          and booked, with <i>Book</i> on a quote; their calculation jobs; and the partner's API token, shown once when made anew.
        </List.Item>
        <List.Item>
          They never see your pages, your other partners or your settings. They can switch on two-factor sign-in for themselves.
        </List.Item>
        <List.Item>
          The People list shows when each was invited, accepted and last signed in, and whether two-factor sign-in is on. <i>Revoke</i>{' '}
          signs them out at once and ends their access; making a new API token in the portal stops the old one, as <i>Reset API token</i> on
          the partner's page does.
        </List.Item>
      </List>
    </Section>
  );
}

/** The change notifications a partner can be sent, and how a webhook is signed. */
function ChangeNotifications() {
  return (
    <Section title="Change notifications for partners" id="change-notifications">
      <Text>
        A partner can be told when its prices change, instead of being phoned or mailed a spreadsheet. On a partner&apos;s page, under{' '}
        <i>Change notifications</i>, add the partner&apos;s webhooks and e-mail recipients and pick the events each gets:
      </Text>
      <List spacing="xs" size="sm">
        <List.Item>
          <b>{EVENT_WORDS['pricelist.changed']}</b>: a save changed prices of a pricelist that prices for the partner (its own, or a general
          one unless the partner blocks the general pricelist).
        </List.Item>
        <List.Item>
          <b>{EVENT_WORDS['pricelist.scheduled']}</b>: such a pricelist got a successor that takes effect on a later day (a rate increase).
        </List.Item>
        <List.Item>
          <b>{EVENT_WORDS['pricelist.effective']}</b>: that day came and the new prices apply.
        </List.Item>
      </List>
      <Text size="sm">
        <b>Webhooks.</b> Each event is POSTed to the webhook&apos;s URL as JSON <Code>{'{id, type, created_at, data}'}</Code> with two
        headers: <Code>X-Timestamp</Code> (seconds since 1970) and <Code>X-Signature: sha256=…</Code>, the hex HMAC-SHA256 of the timestamp,
        a dot and the body exactly as received (<Code>{'<X-Timestamp>.<body>'}</Code>), keyed with the webhook&apos;s secret. The secret is
        shown once, when the webhook is added: copy it for the partner then. The receiver computes the same signature, compares the two in
        constant time, refuses an old timestamp (a replayed request) and answers with any 2xx status. In Node:
      </Text>
      <Code block>
        {`const expected = 'sha256=' + createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
const valid = expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));`}
      </Code>
      <Text size="sm">
        An attempt that gets no answer or another status is tried again later, waiting longer each time, from a minute up to a day; then the
        delivery is failed. Every retry and resend carries the same event <Code>id</Code>, so a receiver can drop repeats.
      </Text>
      <Text size="sm">
        <b>E-mail recipients</b> are mailed each event they get, with the pricelist as an Excel workbook and a PDF rate card.
      </Text>
      <Text size="sm">
        <b>The delivery log</b> on the partner&apos;s page lists every event sent, newest first: where it went, its status (Pending,
        Delivered, Failed) and each attempt with the receiver&apos;s status and the first bytes of its answer. <i>Resend</i> sends a
        delivery again at once, for example after the partner fixed its receiver.
      </Text>
    </Section>
  );
}

/** The product's words. */
function GlossarySection() {
  return (
    <Section title="Glossary">
      <Text size="sm">Every screen, workbook and message uses these words, each for one thing only.</Text>
      <Glossary />
    </Section>
  );
}

export function HelpPage() {
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title="Help: how pricelists work" />
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
