/**
 * The landing, legal, help, dashboard, settings and statistics pages. The help and legal pages'
 * long texts carry marks the page renders (routes/help/rich-text.tsx): **bold**, *italic*, `code`
 * and [a link](name); a translation keeps each mark of the English.
 */
import { GLOSSARY } from '../../glossary/glossary';
import { messages } from './area';

export const pages = messages({
  en: {
    'pages.pricingUnit.perShipment': 'Per shipment',
    'pages.pricingUnit.perUnit': 'Per unit',
    'pages.pricingUnit.perKg': 'Per kg',
    'pages.pricingUnit.per100kg': 'Per 100 kg',
    'pages.pricingUnit.perLdm': 'Per LDM',
    'pages.pricingUnit.perKm': 'Per km',

    // The landing page and a signed-in user's index.
    'pages.landing.logIn': 'Log in',
    'pages.landing.signUp': 'Sign up',
    'pages.landing.headline': 'Freight price lists that keep up with your network',
    'pages.landing.lead':
      'Build zones, surcharges and price lists for every partner, give partners an API key, and price any shipment in seconds.',
    'pages.landing.features': 'Features',
    'pages.landing.screenshots': 'Screenshots',
    'pages.landing.feature.zones.title': 'Zones and areas of your own',
    'pages.landing.feature.zones.text':
      'Draw your network the way you and your customers see it: postcode areas grouped into zones, with transit times per lane.',
    'pages.landing.feature.keys.title': 'Partners with their own API keys',
    'pages.landing.feature.keys.text': 'Every partner gets a generated key, so their systems can ask your prices directly through the API.',
    'pages.landing.feature.surcharges.title': 'Surcharges that depend on anything',
    'pages.landing.feature.surcharges.text':
      'Fuel, tail lift, ADR, remote areas: surcharges react to weights, zones, conditions and even to other surcharges.',
    'pages.landing.feature.pricelists.title': 'Price lists in minutes',
    'pages.landing.feature.pricelists.text':
      'Type prices by hand or paste them straight from a spreadsheet; general lists and lists per partner and service.',
    'pages.landing.feature.calculator.title': 'Price a shipment',
    'pages.landing.feature.calculator.text':
      'The calculator checks every service and price list you have and shows the price, surcharges and dates.',
    'pages.landing.mock.grid': 'Price lists: prices per lane and quantity',
    'pages.landing.mock.from': 'From',
    'pages.landing.mock.to': 'To',
    'pages.landing.mock.pallets': '{count, plural, one {# pll} other {# pll}}',
    'pages.landing.mock.calculator': 'Calculator: a shipment priced in a second',
    'pages.landing.mock.collection': 'Collection',
    'pages.landing.mock.delivery': 'Delivery',
    'pages.landing.mock.shipment': 'Shipment',
    'pages.landing.mock.eurPallets': '{count} × EUR pallet',
    'pages.landing.mock.freight': 'Freight',
    'pages.landing.mock.fuelSurcharge': 'Fuel surcharge {percent} %',
    'pages.landing.mock.deliveryIn': 'Delivery in {days} days',
    'pages.landing.mock.pricelist': 'A single price list with its partner and service',
    'pages.landing.mock.valid': 'Valid',
    'pages.landing.mock.payableWeight': 'Payable weight',
    'pages.landing.mock.ldmMultiplier': 'LDM multiplier',
    'pages.landing.mock.fuel': 'Fuel {percent} %',
    'pages.landing.mock.tailLift': 'Tail lift',
    'pages.landing.support': 'Support',
    'pages.landing.legal': 'Legal',
    'pages.index.welcome': 'Welcome, {name}',
    'pages.index.welcomeAnonymous': 'Welcome',
    'pages.index.intro':
      '{product} keeps your zones, surcharges and price lists in one place, prices shipments for you and your partners, and shows how your prices perform. Use the menu above to get started.',
    'pages.index.questions': 'Questions? Write to [{email}](mail) or call {phone}.',

    // /terms, /privacy, /cookies.
    'pages.legal.back': 'Back to the start page',
    'pages.legal.footer': '{company}, {registration}, {address}. Questions: [{email}](mail).',
    'pages.legal.terms.title': 'Terms of service',
    'pages.legal.terms.text':
      '{company} provides the service to freight carriers and their staff. Each carrier is responsible for the prices, zones and surcharges it enters and for the partners it gives API keys to.',
    'pages.legal.terms.password': 'Keep your password and two-factor device to yourself.',
    'pages.legal.terms.prices': 'Prices calculated by the service are based on the data your company entered.',
    'pages.legal.terms.changes': 'We may change these terms with 30 days notice by e-mail.',
    'pages.legal.privacy.title': 'Privacy policy',
    'pages.legal.privacy.text':
      'We keep the names, e-mail addresses and phone numbers of users to run their accounts, and the price requests made through the service to show statistics to the carrier. We do not sell personal data. Data is stored in the European Union; ask support to see or erase yours.',
    'pages.legal.cookies.title': 'Cookie policy',
    'pages.legal.cookies.text':
      'The service uses a single cookie that keeps you signed in. It is needed for the service to work and holds no tracking or advertising data.',

    // The staff's home page.
    'pages.dashboard.today': 'Today',
    'pages.dashboard.expiring.title': 'Pricelists ending soon',
    'pages.dashboard.expiring.text':
      '{count, plural, one {# pricelist ends} other {# pricelists end}} within {days} days, the first on {date}',
    'pages.dashboard.expiring.none': 'No active pricelist ends within {days} days',
    'pages.dashboard.expiring.link': 'Open the pricelists ending soon',
    'pages.dashboard.increases.title': 'Scheduled rate increases',
    'pages.dashboard.increases.next': 'The next takes effect on {date}',
    'pages.dashboard.increases.none': 'None scheduled',
    'pages.dashboard.increases.link': 'Open the scheduled increases',
    'pages.dashboard.quotes.title': 'Quotes today',
    'pages.dashboard.quotes.text': 'Priced today, by partners and in the calculator',
    'pages.dashboard.quotes.link': "Open today's quotes",
    'pages.dashboard.bookings.title': 'Bookings today',
    'pages.dashboard.bookings.text': 'Quotes booked today',
    'pages.dashboard.bookings.link': 'Open the booked quotes',
    'pages.dashboard.failed.title': 'Failed deliveries',
    'pages.dashboard.failed.text':
      "Webhooks and mails to partners given up on in the last {days} days; each partner's page has its delivery log",
    'pages.dashboard.failed.link': 'Open the partners',

    // /settings/rate-card.
    'pages.settings.title': 'Rate card',
    'pages.settings.summary': "What {name}'s PDF rate cards carry",
    'pages.settings.error': 'Error getting the rate card settings',
    'pages.settings.logo.title': 'Logo',
    'pages.settings.logo.text': 'Printed at the top of the first page of every PDF rate card. A PNG or JPEG image of at most {kb} KB.',
    'pages.settings.logo.alt': "The carrier's logo",
    'pages.settings.logo.file': '{kind}, {size}, uploaded {at}',
    'pages.settings.logo.none': "No logo uploaded: the rate card starts with the carrier's name.",
    'pages.settings.logo.tooLarge': 'Larger than {kb} KB: choose a smaller image',
    'pages.settings.logo.uploadFailed': 'Could not upload {file}',
    'pages.settings.logo.replaced': 'Logo replaced',
    'pages.settings.logo.uploaded': 'Logo uploaded',
    'pages.settings.logo.removed': 'Logo removed',
    'pages.settings.logo.new': 'New logo',
    'pages.settings.logo.pick': 'Logo file',
    'pages.settings.logo.placeholder': 'Choose a PNG or JPEG',
    'pages.settings.logo.replace': 'Replace logo',
    'pages.settings.logo.upload': 'Upload logo',
    'pages.settings.logo.remove': 'Remove logo',
    'pages.settings.terms.title': 'Terms',
    'pages.settings.terms.text': 'Printed on a page of their own at the end of the PDF rate card.',
    'pages.settings.terms.length': '{count} of {max} characters',
    'pages.settings.terms.save': 'Save terms',
    'pages.settings.terms.saved': 'Terms saved',
    'pages.settings.contact.title': 'Contact',
    'pages.settings.contact.text': "Printed under {name} on the PDF rate card, with the carrier's e-mail and phone.",
    'pages.settings.contact.address': 'Address',
    'pages.settings.contact.vatId': 'VAT ID',
    'pages.settings.contact.save': 'Save contact',
    'pages.settings.contact.saved': 'Contact saved',
    'pages.settings.quotes.title': 'Quotes',
    'pages.settings.quotes.text':
      'Quotes are kept this many months after the month they were priced in; older ones are deleted each night, and statistics, backtests and the quote list read no further back.',
    'pages.settings.quotes.months': 'Keep quotes (months)',
    'pages.settings.quotes.save': 'Save retention',
    'pages.settings.quotes.saved': 'Quote retention saved',

    // A pricelist's statistics.
    'pages.statistics.error': 'Error getting statistics',
    'pages.statistics.back': 'Back to pricelist',
    'pages.statistics.title': 'Statistics: {name}',
    'pages.statistics.partner': 'Partner {name}',
    'pages.statistics.general': 'General pricelist: every partner',
    'pages.statistics.range': 'Date range',
    'pages.statistics.range.last24': 'Last 24 hours',
    'pages.statistics.range.last7': 'Last 7 days',
    'pages.statistics.range.last30': 'Last 30 days',
    'pages.statistics.range.currentYear': 'Current year',
    'pages.statistics.range.all': 'All time',
    'pages.statistics.viaTms': 'Shipment only',
    'pages.statistics.viaTmsText': "Only requests from partners' systems (API token)",
    'pages.statistics.totalPotentialCost': 'Total potential cost',
    'pages.statistics.totalCost': 'Total cost',
    'pages.statistics.totalHits': 'Total hits',
    'pages.statistics.totalBookings': 'Total bookings',
    'pages.statistics.noPrices': 'This pricelist has no prices yet.',
    'pages.statistics.legend': 'Booking rate legend',
    'pages.statistics.bookingRate': 'Booking rate:',
    'pages.statistics.band.noHits': 'No hits',
    'pages.statistics.band.upTo': 'Up to {bound} %',
    'pages.statistics.band.over': 'Over {bound} %',
    'pages.statistics.cell':
      '{bookings, plural, one {# booking} other {# bookings}} of {hits, plural, one {# hit} other {# hits}}: {hasHits, select, yes {{rate} % booked} other {no hits}}',
    'pages.statistics.bookingsHits': 'bookings / hits',
    'pages.statistics.fareGroup': 'Fare group {number}',
    'pages.statistics.route': 'Route',

    // /help.
    'pages.help.title': 'Help: how pricelists work',
    'pages.help.types.title': 'Pricelist types',
    'pages.help.types.intro':
      'Every pricelist belongs to one service. Who it is for decides its type, and which pricelist answers a price request for a partner:',
    'pages.help.types.partner':
      '**Partner pricelist**: a pricelist with a partner picked. It holds the prices agreed with that partner and always wins for them: when a partner has an active, valid pricelist for the service, it is the one used.',
    'pages.help.types.general':
      '**General pricelist**: a pricelist with no partner (shown as *General*). It is the fallback for every partner that has no pricelist of its own for the service.',
    'pages.help.types.blocked':
      '**General pricelist hidden from a partner**: tick *Block general pricelist* on a partner and the general pricelist no longer answers for them. Such a partner gets a price only from a pricelist made for them; without one, there is no price.',
    'pages.help.types.validity':
      'Only active pricelists whose validity (valid from – valid to) covers the date are used. When several qualify, the one that became valid last wins. Archiving a pricelist removes it from the list and from pricing; its change log stays.',
    'pages.help.active.title': 'Active, status and validity',
    'pages.help.active.intro':
      'Three fields of a pricelist look alike but only two of them decide whether it prices. Pricing means every answer given from it: the calculator, budget and tender calculations, and the partner API.',
    'pages.help.active.active':
      "**Active**: on, the pricelist prices on the days of its validity. Off (shown as *Disabled*), it prices nothing, whatever its status and dates. A copy (*Copy* on a pricelist's page) starts Disabled and named *Copy of …*, so a draft never replaces the pricelist it was copied from until you turn it on.",
    'pages.help.active.valid':
      '**Valid from** and **Valid to**: the first and the last day (both included) the pricelist prices. A request is priced on its collection date, or today when it asks for none.',
    'pages.help.active.status':
      '**Status** (*Prepared*, *Proposed*, *Completed*): where the pricelist is in your own work: being prepared, offered to the partner, agreed. It is a label only: an active, valid pricelist prices the same whatever its status. To keep a draft out of pricing, leave it Disabled.',
    'pages.help.active.latest':
      "Of several active pricelists of the same service and partner valid on a day, the one with the latest Valid from answers, and with the same Valid from the newest (the highest number). It answers every lane on that day: a lane it has no row for gets no price; the other pricelist is not asked. That is why saving a pricelist that would take over another live pricelist's lanes asks first, naming that pricelist, the day it takes over from and how many lanes.",
    'pages.help.units.title': 'Units: what the quantity rows count',
    'pages.help.units.intro': 'The unit of a pricelist says which measure of the shipment is looked up in the quantity rows:',
    'pages.help.units.payable':
      '**Payable weight** (the default), in kg: the greatest of the real weight, the loading metres times the LDM multiplier ({ldm} kg by default) and the cubic metres times the CBM multiplier ({cbm} kg by default). It is rounded up to the payable weight rounding (every started 1, 10 or 100 kg is paid). LDM conditions can limit when loading metres count.',
    'pages.help.units.real': '**Real weight**, in kg: the weight the shipment really has, rounded up the same way.',
    'pages.help.units.pallets':
      '**Pallet places** (EUR, FIN, half or quarter pallet, full load): pallets are converted by their floor area, so one FIN pallet (120 × 100 cm) is {fin} EUR pallet places (120 × 80 cm). A piece without a footprint, a carton say, cannot be priced in a pallet pricelist.',
    'pages.help.units.pieces':
      '**Pieces** (cartons, colli, rolls, containers…): the number of pieces of exactly that type; *Any unit* counts every piece.',
    'pages.help.grid.title': 'Rules of the price grid',
    'pages.help.grid.intro':
      'A pricelist has one or more fare groups. In each, the columns are quantity rows and the rows are routes: zone from, zone to, an optional transit time, an optional minimum and maximum, then one price per quantity row. A route may appear only once in a fare group (*Duplicate FROM - TO zones*).',
    'pages.help.grid.upper':
      '**Quantity rows are upper bounds.** A shipment falls in the first column whose quantity is at least its measure: with columns 100, 500 and 1000 kg, 100 kg is in the 100 column, 101 kg in the 500 column. A shipment above the last column has no price.',
    'pages.help.grid.units':
      '**Each quantity row has a pricing unit** saying how its price is charged: {perShipment} (the price as it is), {perUnit} (times the measure: kg, pallet places or pieces), {perKg} (times the payable weight), {per100kg} (times the payable weight / 100), {perLdm} (times the loading metres) and {perKm} (times the road km of the lane, the minimum and maximum of the zone row still applying).',
    'pages.help.grid.minMax':
      '**Minimum and maximum** of a route raise a freight below the minimum and cap one above the maximum, after everything else.',
    'pages.help.grid.rule':
      "**The min/max rule** compares a shipment's price with the neighbouring column, so that crossing a break never makes a shipment dearer (or cheaper) than it should be. *No check* charges the column as it is. *Check next row* charges the lower of this column and the next column priced at this column's upper bound. *Check previous row* charges the higher of this column and the previous column priced at its own upper bound.",
    'pages.help.example.title': 'Worked example',
    'pages.help.example.intro': 'A payable weight pricelist with these quantity rows:',
    'pages.help.example.table': 'Example quantity rows',
    'pages.help.example.upTo': 'Up to (kg)',
    'pages.help.example.pricingUnit': 'Pricing unit',
    'pages.help.example.next':
      '**Check next row, 480 kg.** 480 kg falls in the 500 column: {factor} × {price} = {amount}. The next column (1000 kg) at 500 kg would cost 5 × {nextPrice} = {nextAmount}, which is lower, so the freight is **{nextAmount}**: a shipment never pays more than a heavier one would.',
    'pages.help.example.previous':
      '**Check previous row, 510 kg.** 510 kg falls in the 1000 column: {factor} × {price} = {amount}. The previous column at its bound of 500 kg costs 5 × {previousPrice} = {previousAmount}, which is higher, so the freight is **{previousAmount}**: a heavier shipment never costs less than a lighter one.',
    'pages.help.example.none': '**No check, 480 kg.** The 500 column as it is: **{amount}**.',
    'pages.help.working.title': 'Working in the grid',
    'pages.help.working.paste':
      'Copy a block in a spreadsheet and paste it (`Ctrl+V`) at the focused cell: prices, quantities (in the header), zone and transit names, minimums and maximums. Decimal commas and thousands separators are understood; a zone or transit name must match exactly, an unknown one is shown in red in its cell. A block larger than the grid adds rows and quantities.',
    'pages.help.working.keys':
      'Arrows, Tab and Enter move like in a spreadsheet; typing replaces a cell, `F2` or a double-click edits it, `Escape` cancels and `Delete` clears the selection.',
    'pages.help.working.leave':
      '`Ctrl+Home` and `Ctrl+End` go to the first and the last cell. `Tab` from the last cell goes on to the quantities in the header and the buttons after the grid, `Shift+Tab` from the first cell back to the toolbar above it.',
    'pages.help.working.adjust':
      'Select prices with Shift+click or Shift+arrows, enter a percent and press *Adjust prices*: each price becomes price × (1 + percent / 100), rounded to 2 decimals.',
    'pages.help.working.addQuantity':
      "*Add quantity* suggests the next quantity (twice the last minus the one before) and extends every route's prices in a straight line.",
    'pages.help.working.back': 'Back to the pricelists',
    'pages.help.increase.title': 'A rate increase over many pricelists',
    'pages.help.increase.intro':
      '[Rate increase](increase) (on the pricelists list) changes the prices of many pricelists from one day, such as the yearly increase from 1 January:',
    'pages.help.increase.choose':
      'Choose the pricelists by a filter (service, partner or General, unit, active) or pick them one by one; then the change: one percent on every price, or rules by zone, break range and partner (the first rule that matches a price applies). Minimums and maximums change too when you tick it; new prices are rounded to the step you choose.',
    'pages.help.increase.preview':
      '*Preview* saves nothing: it shows per pricelist the prices that change, and the revenue effect on the requests those pricelists answered in the last 30 or 90 days, per partner and per lane, with the requests the new prices cannot answer.',
    'pages.help.increase.apply':
      '*Apply* gives each pricelist a successor with the new prices, valid from the day and named with its year; the current one ends the day before, so nothing prices differently until then. Until that day the increase can be cancelled under [Scheduled changes](increases), which removes the successors and gives the pricelists back their validity.',
    'pages.help.portal.title': 'The partner portal',
    'pages.help.portal.intro':
      "A partner's people can sign in to the carrier's prices themselves, at `/portal`. Invite them on the partner's page ([Partners](partners) → a partner → People → *Invite*, with their name and e-mail): they get a link, valid for 7 days, to choose a password. Send the link again while they have not used it.",
    'pages.help.portal.sees':
      "In the portal they see only their partner's: the active pricelists that price for them (their own and the general ones, unless the partner is blocked from the general pricelist) as a rate card per unit, with the Excel workbook and the PDF; the calculator with *Explain prices*, budgets and tenders priced as their partner; their quotes and bookings, searched by day, lane, reference and booked, with *Book* on a quote; their calculation jobs; and the partner's API token, shown once when made anew.",
    'pages.help.portal.never':
      'They never see your pages, your other partners or your settings. They can switch on two-factor sign-in for themselves.',
    'pages.help.portal.people':
      "The People list shows when each was invited, accepted and last signed in, and whether two-factor sign-in is on. *Revoke* signs them out at once and ends their access; making a new API token in the portal stops the old one, as *Reset API token* on the partner's page does.",
    'pages.help.notifications.title': 'Change notifications for partners',
    'pages.help.notifications.intro':
      "A partner can be told when its prices change, instead of being phoned or mailed a spreadsheet. On a partner's page, under *Change notifications*, add the partner's webhooks and e-mail recipients and pick the events each gets:",
    'pages.help.notifications.changed':
      '**Prices changed**: a save changed prices of a pricelist that prices for the partner (its own, or a general one unless the partner blocks the general pricelist).',
    'pages.help.notifications.scheduled':
      '**Change scheduled**: such a pricelist got a successor that takes effect on a later day (a rate increase).',
    'pages.help.notifications.effective': '**Change took effect**: that day came and the new prices apply.',
    'pages.help.notifications.webhooks':
      "**Webhooks.** Each event is POSTed to the webhook's URL as JSON `{payload}` with two headers: `X-Timestamp` (seconds since 1970) and `X-Signature: sha256=…`, the hex HMAC-SHA256 of the timestamp, a dot and the body exactly as received (`{signed}`), keyed with the webhook's secret. The secret is shown once, when the webhook is added: copy it for the partner then. The receiver computes the same signature, compares the two in constant time, refuses an old timestamp (a replayed request) and answers with any 2xx status. In Node:",
    'pages.help.notifications.retries':
      'An attempt that gets no answer or another status is tried again later, waiting longer each time, from a minute up to a day; then the delivery is failed. Every retry and resend carries the same event `id`, so a receiver can drop repeats.',
    'pages.help.notifications.recipients':
      '**E-mail recipients** are mailed each event they get, with the pricelist as an Excel workbook and a PDF rate card.',
    'pages.help.notifications.log':
      "**The delivery log** on the partner's page lists every event sent, newest first: where it went, its status (Pending, Delivered, Failed) and each attempt with the receiver's status and the first bytes of its answer. *Resend* sends a delivery again at once, for example after the partner fixed its receiver.",
    'pages.help.glossary.title': 'Glossary',
    'pages.help.glossary.intro': 'Every screen, workbook and message uses these words, each for one thing only.',
    'pages.help.glossary.term': 'Term',
    'pages.help.glossary.meaning': 'Meaning',
    'pages.help.glossary.notCalledOne': '(Older screens and files may say “{word}”.)',
    'pages.help.glossary.notCalledTwo': '(Older screens and files may say “{first}” or “{second}”.)',
    'pages.help.term.pricelist': GLOSSARY.pricelist.definition,
    'pages.help.term.generalPricelist': GLOSSARY.generalPricelist.definition,
    'pages.help.term.fareGroup': GLOSSARY.fareGroup.definition,
    'pages.help.term.zoneRow': GLOSSARY.zoneRow.definition,
    'pages.help.term.break': GLOSSARY.break.definition,
    'pages.help.term.zone': GLOSSARY.zone.definition,
    'pages.help.term.area': GLOSSARY.area.definition,
    'pages.help.term.transit': GLOSSARY.transit.definition,
    'pages.help.term.service': GLOSSARY.service.definition,
    'pages.help.term.partner': GLOSSARY.partner.definition,
    'pages.help.term.surcharge': GLOSSARY.surcharge.definition,
    'pages.help.term.condition': GLOSSARY.condition.definition,
    'pages.help.term.payableWeight': GLOSSARY.payableWeight.definition,
    'pages.help.term.ldm': GLOSSARY.ldm.definition,
    'pages.help.term.cbm': GLOSSARY.cbm.definition,
    'pages.help.term.quote': GLOSSARY.quote.definition,
    'pages.help.term.booking': GLOSSARY.booking.definition,
    'pages.help.term.budget': GLOSSARY.budget.definition,
    'pages.help.term.tender': GLOSSARY.tender.definition,
    'pages.help.term.version': GLOSSARY.version.definition,
    'pages.help.term.backtest': GLOSSARY.backtest.definition,
    'pages.help.term.exchangeRate': GLOSSARY.exchangeRate.definition,
  },
  et: {
    'pages.pricingUnit.perShipment': 'Saadetise kohta',
    'pages.pricingUnit.perUnit': 'Ühiku kohta',
    'pages.pricingUnit.perKg': 'Kg kohta',
    'pages.pricingUnit.per100kg': '100 kg kohta',
    'pages.pricingUnit.perLdm': 'LDM kohta',
    'pages.pricingUnit.perKm': 'Km kohta',

    'pages.landing.logIn': 'Logi sisse',
    'pages.landing.signUp': 'Registreeru',
    'pages.landing.headline': 'Veohinnakirjad, mis peavad sinu võrgustikuga sammu',
    'pages.landing.lead':
      'Koosta tsoonid, lisatasud ja hinnakirjad iga partneri jaoks, anna partneritele API võti ja arvuta iga saadetise hind sekunditega.',
    'pages.landing.features': 'Võimalused',
    'pages.landing.screenshots': 'Kuvatõmmised',
    'pages.landing.feature.zones.title': 'Sinu enda tsoonid ja piirkonnad',
    'pages.landing.feature.zones.text':
      'Kujunda oma võrgustik nii, nagu sina ja sinu kliendid seda näete: sihtnumbripiirkonnad on koondatud tsoonidesse ja igal suunal on oma veoaeg.',
    'pages.landing.feature.keys.title': 'Partnerid oma API võtmetega',
    'pages.landing.feature.keys.text': 'Iga partner saab loodud võtme, nii et tema süsteemid saavad sinu hindu otse API kaudu küsida.',
    'pages.landing.feature.surcharges.title': 'Lisatasud, mis sõltuvad millest tahes',
    'pages.landing.feature.surcharges.text':
      'Kütus, tagaluuk, ADR, kauged piirkonnad: lisatasud arvestavad kaalu, tsoone, tingimusi ja isegi teisi lisatasusid.',
    'pages.landing.feature.pricelists.title': 'Hinnakirjad minutitega',
    'pages.landing.feature.pricelists.text':
      'Sisesta hinnad käsitsi või kleebi need otse tabelist; üldhinnakirjad ning hinnakirjad partneri ja teenuse kaupa.',
    'pages.landing.feature.calculator.title': 'Arvuta saadetise hind',
    'pages.landing.feature.calculator.text':
      'Kalkulaator vaatab läbi kõik sinu teenused ja hinnakirjad ning näitab hinda, lisatasusid ja kuupäevi.',
    'pages.landing.mock.grid': 'Hinnakirjad: hinnad suuna ja koguse kaupa',
    'pages.landing.mock.from': 'Kust',
    'pages.landing.mock.to': 'Kuhu',
    'pages.landing.mock.pallets': '{count, plural, one {# alus} other {# alust}}',
    'pages.landing.mock.calculator': 'Kalkulaator: saadetise hind sekundiga',
    'pages.landing.mock.collection': 'Pealelaadimine',
    'pages.landing.mock.delivery': 'Kohaletoimetamine',
    'pages.landing.mock.shipment': 'Saadetis',
    'pages.landing.mock.eurPallets': '{count} × EUR-alus',
    'pages.landing.mock.freight': 'Veotasu',
    'pages.landing.mock.fuelSurcharge': 'Kütuse lisatasu {percent} %',
    'pages.landing.mock.deliveryIn': 'Kohaletoimetamine {days} päevaga',
    'pages.landing.mock.pricelist': 'Üks hinnakiri koos partneri ja teenusega',
    'pages.landing.mock.valid': 'Kehtivus',
    'pages.landing.mock.payableWeight': 'Arvestuslik kaal',
    'pages.landing.mock.ldmMultiplier': 'LDM-kordaja',
    'pages.landing.mock.fuel': 'Kütus {percent} %',
    'pages.landing.mock.tailLift': 'Tagaluuk',
    'pages.landing.support': 'Klienditugi',
    'pages.landing.legal': 'Õigusteave',
    'pages.index.welcome': 'Tere tulemast, {name}',
    'pages.index.welcomeAnonymous': 'Tere tulemast',
    'pages.index.intro':
      '{product} hoiab sinu tsoonid, lisatasud ja hinnakirjad ühes kohas, arvutab saadetiste hinnad sulle ja sinu partneritele ning näitab, kuidas sinu hinnad toimivad. Alustamiseks kasuta ülal olevat menüüd.',
    'pages.index.questions': 'Küsimusi? Kirjuta aadressile [{email}](mail) või helista {phone}.',

    'pages.legal.back': 'Tagasi avalehele',
    'pages.legal.footer': '{company}, {registration}, {address}. Küsimused: [{email}](mail).',
    'pages.legal.terms.title': 'Teenuse kasutustingimused',
    'pages.legal.terms.text':
      '{company} osutab teenust veoettevõtetele ja nende töötajatele. Iga vedaja vastutab enda sisestatud hindade, tsoonide ja lisatasude eest ning partnerite eest, kellele ta API võtmed annab.',
    'pages.legal.terms.password': 'Hoia oma parool ja kaheastmelise sisselogimise seade ainult enda käes.',
    'pages.legal.terms.prices': 'Teenuse arvutatud hinnad põhinevad andmetel, mille sinu ettevõte on sisestanud.',
    'pages.legal.terms.changes': 'Võime neid tingimusi muuta, teatades sellest e-posti teel 30 päeva ette.',
    'pages.legal.privacy.title': 'Privaatsuspoliitika',
    'pages.legal.privacy.text':
      'Säilitame kasutajate nimed, e-posti aadressid ja telefoninumbrid nende kontode haldamiseks ning teenuse kaudu tehtud hinnapäringud, et näidata vedajale statistikat. Me ei müü isikuandmeid. Andmeid hoitakse Euroopa Liidus; oma andmete nägemiseks või kustutamiseks pöördu klienditoe poole.',
    'pages.legal.cookies.title': 'Küpsiste kasutamise põhimõtted',
    'pages.legal.cookies.text':
      'Teenus kasutab ainult ühte küpsist, mis hoiab sind sisselogituna. See on teenuse toimimiseks vajalik ega sisalda jälgimis- ega reklaamiandmeid.',

    'pages.dashboard.today': 'Täna',
    'pages.dashboard.expiring.title': 'Peagi lõppevad hinnakirjad',
    'pages.dashboard.expiring.text':
      '{count, plural, one {# hinnakiri lõpeb} other {# hinnakirja lõpeb}} {days} päeva jooksul, esimene {date}',
    'pages.dashboard.expiring.none': 'Ükski aktiivne hinnakiri ei lõpe {days} päeva jooksul',
    'pages.dashboard.expiring.link': 'Ava peagi lõppevad hinnakirjad',
    'pages.dashboard.increases.title': 'Ajastatud hinnatõusud',
    'pages.dashboard.increases.next': 'Järgmine jõustub {date}',
    'pages.dashboard.increases.none': 'Ühtegi pole ajastatud',
    'pages.dashboard.increases.link': 'Ava ajastatud hinnatõusud',
    'pages.dashboard.quotes.title': 'Tänased hinnapakkumised',
    'pages.dashboard.quotes.text': 'Täna hinnastatud, partnerite poolt ja kalkulaatoris',
    'pages.dashboard.quotes.link': 'Ava tänased hinnapakkumised',
    'pages.dashboard.bookings.title': 'Tänased broneeringud',
    'pages.dashboard.bookings.text': 'Täna broneeritud hinnapakkumised',
    'pages.dashboard.bookings.link': 'Ava broneeritud hinnapakkumised',
    'pages.dashboard.failed.title': 'Ebaõnnestunud teavitused',
    'pages.dashboard.failed.text':
      'Partneritele saadetud webhookid ja e-kirjad, millest viimase {days} päeva jooksul loobuti; iga partneri lehel on tema saatmislogi',
    'pages.dashboard.failed.link': 'Ava partnerid',

    'pages.settings.title': 'Hinnakaart',
    'pages.settings.summary': 'Mida sisaldavad ettevõtte {name} PDF-hinnakaardid',
    'pages.settings.error': 'Hinnakaardi seadete laadimine ebaõnnestus',
    'pages.settings.logo.title': 'Ettevõtte logo',
    'pages.settings.logo.text': 'Trükitakse iga PDF-hinnakaardi esimese lehe ülaossa. PNG- või JPEG-pilt, kuni {kb} KB.',
    'pages.settings.logo.alt': 'Vedaja logo',
    'pages.settings.logo.file': '{kind}, {size}, üles laaditud {at}',
    'pages.settings.logo.none': 'Logo pole üles laaditud: hinnakaart algab vedaja nimega.',
    'pages.settings.logo.tooLarge': 'Suurem kui {kb} KB: vali väiksem pilt',
    'pages.settings.logo.uploadFailed': 'Faili {file} üleslaadimine ebaõnnestus',
    'pages.settings.logo.replaced': 'Logo asendatud',
    'pages.settings.logo.uploaded': 'Logo üles laaditud',
    'pages.settings.logo.removed': 'Logo eemaldatud',
    'pages.settings.logo.new': 'Uus logo',
    'pages.settings.logo.pick': 'Logo fail',
    'pages.settings.logo.placeholder': 'Vali PNG- või JPEG-fail',
    'pages.settings.logo.replace': 'Asenda logo',
    'pages.settings.logo.upload': 'Laadi logo üles',
    'pages.settings.logo.remove': 'Eemalda logo',
    'pages.settings.terms.title': 'Üldtingimused',
    'pages.settings.terms.text': 'Trükitakse PDF-hinnakaardi lõppu eraldi lehele.',
    'pages.settings.terms.length': '{count} / {max} märki',
    'pages.settings.terms.save': 'Salvesta üldtingimused',
    'pages.settings.terms.saved': 'Üldtingimused salvestatud',
    'pages.settings.contact.title': 'Kontaktandmed',
    'pages.settings.contact.text': 'Trükitakse PDF-hinnakaardil nime {name} alla koos vedaja e-posti ja telefoniga.',
    'pages.settings.contact.address': 'Aadress',
    'pages.settings.contact.vatId': 'KMKR number',
    'pages.settings.contact.save': 'Salvesta kontaktandmed',
    'pages.settings.contact.saved': 'Kontaktandmed salvestatud',
    'pages.settings.quotes.title': 'Hinnapakkumised',
    'pages.settings.quotes.text':
      'Hinnapakkumisi hoitakse nii mitu kuud pärast seda kuud, mil need hinnastati; vanemad kustutatakse igal ööl ning statistika, tagasiarvutused ja hinnapakkumiste loend kaugemale tagasi ei ulatu.',
    'pages.settings.quotes.months': 'Hinnapakkumiste säilitamine (kuud)',
    'pages.settings.quotes.save': 'Salvesta säilitusaeg',
    'pages.settings.quotes.saved': 'Hinnapakkumiste säilitusaeg salvestatud',

    'pages.statistics.error': 'Statistika laadimine ebaõnnestus',
    'pages.statistics.back': 'Tagasi hinnakirja juurde',
    'pages.statistics.title': 'Statistika: {name}',
    'pages.statistics.partner': 'Partner: {name}',
    'pages.statistics.general': 'Üldhinnakiri: kõik partnerid',
    'pages.statistics.range': 'Ajavahemik',
    'pages.statistics.range.last24': 'Viimased 24 tundi',
    'pages.statistics.range.last7': 'Viimased 7 päeva',
    'pages.statistics.range.last30': 'Viimased 30 päeva',
    'pages.statistics.range.currentYear': 'Käesolev aasta',
    'pages.statistics.range.all': 'Kogu aeg',
    'pages.statistics.viaTms': 'Ainult saadetised',
    'pages.statistics.viaTmsText': 'Ainult partnerite süsteemide päringud (API võti)',
    'pages.statistics.totalPotentialCost': 'Võimalik kogumaksumus',
    'pages.statistics.totalCost': 'Kogumaksumus',
    'pages.statistics.totalHits': 'Päringuid kokku',
    'pages.statistics.totalBookings': 'Broneeringuid kokku',
    'pages.statistics.noPrices': 'Sellel hinnakirjal pole veel hindu.',
    'pages.statistics.legend': 'Broneeringute osakaalu legend',
    'pages.statistics.bookingRate': 'Broneeringute osakaal:',
    'pages.statistics.band.noHits': 'Päringuid pole',
    'pages.statistics.band.upTo': 'Kuni {bound} %',
    'pages.statistics.band.over': 'Üle {bound} %',
    'pages.statistics.cell':
      '{bookings, plural, one {# broneering} other {# broneeringut}} {hits, plural, one {# päringust} other {# päringust}}: {hasHits, select, yes {{rate} % broneeritud} other {päringuid pole}}',
    'pages.statistics.bookingsHits': 'broneeringud / päringud',
    'pages.statistics.fareGroup': 'Hinnatabel {number}',
    'pages.statistics.route': 'Suund',

    'pages.help.title': 'Abi: kuidas hinnakirjad töötavad',
    'pages.help.types.title': 'Hinnakirjade liigid',
    'pages.help.types.intro':
      'Iga hinnakiri kuulub ühele teenusele. See, kellele hinnakiri on mõeldud, määrab selle liigi ja selle, milline hinnakiri partneri hinnapäringule vastab:',
    'pages.help.types.partner':
      '**Partneri hinnakiri**: hinnakiri, millele on valitud partner. Selles on selle partneriga kokku lepitud hinnad ja see on tema jaoks alati esimene: kui partneril on teenuse jaoks aktiivne ja kehtiv hinnakiri, kasutatakse just seda.',
    'pages.help.types.general':
      '**Üldhinnakiri**: hinnakiri ilma partnerita (näidatakse kui *Üldine*). Seda kasutatakse iga partneri puhul, kellel pole teenuse jaoks oma hinnakirja.',
    'pages.help.types.blocked':
      '**Partneri eest peidetud üldhinnakiri**: märgi partneri juures *Blokeeri üldhinnakiri* ja üldhinnakiri ei vasta enam tema päringutele. Selline partner saab hinna ainult talle tehtud hinnakirjast; kui seda pole, pole ka hinda.',
    'pages.help.types.validity':
      'Kasutatakse ainult aktiivseid hinnakirju, mille kehtivus (kehtib alates – kehtib kuni) hõlmab kuupäeva. Kui sobib mitu, valitakse see, mis hakkas kehtima viimasena. Hinnakirja arhiveerimine eemaldab selle loendist ja hinnastamisest; muudatuste logi jääb alles.',
    'pages.help.active.title': 'Aktiivne, olek ja kehtivus',
    'pages.help.active.intro':
      'Hinnakirja kolm välja näivad sarnased, kuid ainult kaks neist otsustavad, kas hinnakiri annab hindu. Hinnastamine tähendab iga sellest antud vastust: kalkulaator, eelarve- ja hankearvutused ning partneri API.',
    'pages.help.active.active':
      '**Aktiivne**: sees olles annab hinnakiri hindu oma kehtivuse päevadel. Väljas olles (näidatakse kui *Keelatud*) ei anna see hindu, olgu olek ja kuupäevad mis tahes. Koopia (*Kopeeri* hinnakirja lehel) on alguses keelatud ja nimega *Copy of …*, nii et mustand ei asenda kunagi hinnakirja, millest see kopeeriti, enne kui selle sisse lülitad.',
    'pages.help.active.valid':
      '**Kehtib alates** ja **Kehtib kuni**: esimene ja viimane päev (mõlemad kaasa arvatud), mil hinnakiri hindu annab. Päring hinnastatakse pealelaadimise kuupäeva järgi või tänase kuupäeva järgi, kui päringus seda pole.',
    'pages.help.active.status':
      '**Olek** (*Koostamisel*, *Pakutud*, *Valmis*): kus hinnakiri sinu enda töös on: koostamisel, partnerile pakutud, kokku lepitud. See on ainult silt: aktiivne ja kehtiv hinnakiri annab hindu ühtmoodi, olgu olek milline tahes. Et mustand hinnastamisse ei läheks, jäta see keelatuks.',
    'pages.help.active.latest':
      'Kui samal päeval kehtib mitu sama teenuse ja partneri aktiivset hinnakirja, vastab see, mille Kehtib alates on kõige hilisem, ja sama Kehtib alates korral uusim (suurima numbriga). See vastab sel päeval kõigile suundadele: suund, mille jaoks sellel rida pole, hinda ei saa; teiselt hinnakirjalt ei küsita. Seepärast küsib hinnakirja salvestamine, mis võtaks üle teise kehtiva hinnakirja suunad, enne kinnitust, nimetades selle hinnakirja, päeva, millest alates see üle võtab, ja suundade arvu.',
    'pages.help.units.title': 'Ühikud: mida koguseread loevad',
    'pages.help.units.intro': 'Hinnakirja ühik ütleb, millist saadetise mõõtu koguseridadelt otsitakse:',
    'pages.help.units.payable':
      '**Arvestuslik kaal** (vaikimisi), kilogrammides: suurim järgmistest: tegelik kaal, laadimismeetrid korda LDM-kordaja (vaikimisi {ldm} kg) ja kuupmeetrid korda m³-kordaja (vaikimisi {cbm} kg). See ümardatakse üles arvestusliku kaalu ümardamise järgi (iga alustatud 1, 10 või 100 kg eest makstakse). LDM-tingimused võivad piirata, millal laadimismeetreid arvestatakse.',
    'pages.help.units.real': '**Tegelik kaal**, kilogrammides: saadetise tegelik kaal, samamoodi üles ümardatud.',
    'pages.help.units.pallets':
      '**Alusekohad** (EUR-, FIN-, pool- või veerandalus, täiskoorem): alused teisendatakse põrandapinna järgi, nii et üks FIN-alus (120 × 100 cm) on {fin} EUR-alusekohta (120 × 80 cm). Ilma põhjamõõtudeta tükki, näiteks kasti, ei saa alusepõhises hinnakirjas hinnastada.',
    'pages.help.units.pieces':
      '**Tükid** (kastid, kollid, rullid, konteinerid…): täpselt seda tüüpi tükkide arv; *Mis tahes ühik* loeb kõiki tükke.',
    'pages.help.grid.title': 'Hinnaruudustiku reeglid',
    'pages.help.grid.intro':
      'Hinnakirjas on üks või mitu hinnatabelit. Igaühes on veergudeks koguseread ja ridadeks suunad: lähtetsoon, sihttsoon, valikuline veoaeg, valikuline miinimum ja maksimum ning seejärel üks hind iga koguserea kohta. Suund võib hinnatabelis esineda ainult korra (*Korduv lähte- ja sihttsoon*).',
    'pages.help.grid.upper':
      '**Koguseread on ülempiirid.** Saadetis langeb esimesse veergu, mille kogus on vähemalt selle mõõt: veergude 100, 500 ja 1000 kg korral on 100 kg veerus 100 ja 101 kg veerus 500. Viimasest veerust suurem saadetis hinda ei saa.',
    'pages.help.grid.units':
      '**Igal kogusereal on hinnaühik**, mis ütleb, kuidas selle hinda arvestatakse: {perShipment} (hind sellisena, nagu see on), {perUnit} (korda mõõt: kg, alusekohad või tükid), {perKg} (korda arvestuslik kaal), {per100kg} (korda arvestuslik kaal / 100), {perLdm} (korda laadimismeetrid) ja {perKm} (korda marsruudi teekilomeetrid; tsoonirea miinimum ja maksimum kehtivad).',
    'pages.help.grid.minMax':
      '**Miinimum ja maksimum**: suuna miinimumist väiksem veotasu tõstetakse miinimumini ja maksimumist suurem piiratakse maksimumiga, pärast kõike muud.',
    'pages.help.grid.rule':
      '**Min/max-reegel** võrdleb saadetise hinda naaberveeruga, et kaalugrupi piiri ületamine ei teeks saadetist kunagi kallimaks (ega odavamaks), kui see peaks olema. *Kontrollita* arvestab veeru hinna nii, nagu see on. *Kontrolli järgmist rida* võtab väiksema kahest: selle veeru hind või järgmise veeru hind selle veeru ülempiiril. *Kontrolli eelmist rida* võtab suurema kahest: selle veeru hind või eelmise veeru hind tema enda ülempiiril.',
    'pages.help.example.title': 'Näidisarvutus',
    'pages.help.example.intro': 'Arvestusliku kaalu hinnakiri nende koguseridadega:',
    'pages.help.example.table': 'Näidise koguseread',
    'pages.help.example.upTo': 'Kuni (kg)',
    'pages.help.example.pricingUnit': 'Hinnaühik',
    'pages.help.example.next':
      '**Kontrolli järgmist rida, 480 kg.** 480 kg langeb veergu 500: {factor} × {price} = {amount}. Järgmine veerg (1000 kg) maksaks 500 kg juures 5 × {nextPrice} = {nextAmount}, mis on väiksem, seega on veotasu **{nextAmount}**: saadetis ei maksa kunagi rohkem, kui maksaks raskem saadetis.',
    'pages.help.example.previous':
      '**Kontrolli eelmist rida, 510 kg.** 510 kg langeb veergu 1000: {factor} × {price} = {amount}. Eelmine veerg maksab oma 500 kg piiril 5 × {previousPrice} = {previousAmount}, mis on suurem, seega on veotasu **{previousAmount}**: raskem saadetis ei maksa kunagi vähem kui kergem.',
    'pages.help.example.none': '**Kontrollita, 480 kg.** Veerg 500 sellisena, nagu see on: **{amount}**.',
    'pages.help.working.title': 'Töö hinnaruudustikus',
    'pages.help.working.paste':
      'Kopeeri tabelarvutusest plokk ja kleebi see (`Ctrl+V`) aktiivsesse lahtrisse: hinnad, kogused (päises), tsoonide ja veoaegade nimed, miinimumid ja maksimumid. Komaga kümnendmurrud ja tuhandete eraldajad tuntakse ära; tsooni või veoaja nimi peab täpselt kattuma, tundmatu nimi näidatakse lahtris punasena. Ruudustikust suurem plokk lisab ridu ja koguseid.',
    'pages.help.working.keys':
      'Nooleklahvid, Tab ja Enter liiguvad nagu tabelarvutuses; trükkimine asendab lahtri sisu, `F2` või topeltklõps avab selle muutmiseks, `Escape` tühistab ja `Delete` tühjendab valiku.',
    'pages.help.working.leave':
      '`Ctrl+Home` ja `Ctrl+End` viivad esimesse ja viimasesse lahtrisse. `Tab` viimasest lahtrist viib edasi päise kogusteni ja ruudustiku järel olevate nuppudeni, `Shift+Tab` esimesest lahtrist tagasi selle kohal olevale tööriistaribale.',
    'pages.help.working.adjust':
      'Vali hinnad Shift+klõpsu või Shift+nooleklahvidega, sisesta protsent ja vajuta *Muuda hindu*: igast hinnast saab hind × (1 + protsent / 100), ümardatuna 2 komakohani.',
    'pages.help.working.addQuantity':
      '*Lisa kogus* pakub järgmise koguse (kaks korda viimane miinus eelviimane) ja jätkab iga suuna hindu sirgjooneliselt.',
    'pages.help.working.back': 'Tagasi hinnakirjade juurde',
    'pages.help.increase.title': 'Hinnatõus paljudes hinnakirjades',
    'pages.help.increase.intro':
      '[Hinnatõus](increase) (hinnakirjade loendis) muudab paljude hinnakirjade hindu alates ühest päevast, näiteks iga-aastane tõus alates 1. jaanuarist:',
    'pages.help.increase.choose':
      'Vali hinnakirjad filtriga (teenus, partner või Üldine, ühik, aktiivne) või ükshaaval; seejärel muudatus: üks protsent kõigile hindadele või reeglid tsooni, kaalugruppide vahemiku ja partneri järgi (kehtib esimene hinnale sobiv reegel). Kui selle märgid, muutuvad ka miinimumid ja maksimumid; uued hinnad ümardatakse valitud sammuni.',
    'pages.help.increase.preview':
      '*Eelvaade* ei salvesta midagi: see näitab iga hinnakirja kohta muutuvaid hindu ning mõju käibele nende päringute põhjal, millele need hinnakirjad viimase 30 või 90 päeva jooksul vastasid, partneri ja suuna kaupa, koos päringutega, millele uued hinnad vastust ei anna.',
    'pages.help.increase.apply':
      '*Rakenda* annab igale hinnakirjale uute hindadega järglase, mis kehtib alates valitud päevast ja mille nimes on selle aasta; praegune hinnakiri lõpeb eelmisel päeval, nii et seni ei muutu ükski hind. Kuni selle päevani saab hinnatõusu tühistada jaotises [Ajastatud muudatused](increases), mis eemaldab järglased ja taastab hinnakirjade kehtivuse.',
    'pages.help.portal.title': 'Partneriportaal',
    'pages.help.portal.intro':
      'Partneri inimesed saavad vedaja hindadesse ise sisse logida aadressil `/portal`. Kutsu nad partneri lehel ([Partnerid](partners) → partner → Inimesed → *Kutsu*, nime ja e-postiga): nad saavad 7 päeva kehtiva lingi parooli valimiseks. Saada link uuesti, kui nad pole seda veel kasutanud.',
    'pages.help.portal.sees':
      'Portaalis näevad nad ainult oma partneri andmeid: aktiivseid hinnakirju, mis neile hindu annavad (nende omad ja üldhinnakirjad, kui partnerile pole üldhinnakirja blokeeritud), hinnakaardina ühiku kaupa koos Exceli töövihiku ja PDF-iga; kalkulaatorit koos valikuga *Selgita hindu*, eelarveid ja hankeid, mis hinnastatakse nende partneri hindadega; oma hinnapakkumisi ja broneeringuid, mida saab otsida päeva, suuna, viite ja broneerituse järgi, ning hinnapakkumisel nuppu *Broneeri*; oma arvutustöid; ning partneri API võtit, mida näidatakse üks kord, kui see uuesti luuakse.',
    'pages.help.portal.never':
      'Nad ei näe kunagi sinu lehti, sinu teisi partnereid ega sinu seadeid. Kaheastmelise sisselogimise saavad nad endale ise sisse lülitada.',
    'pages.help.portal.people':
      'Inimeste loend näitab, millal igaüks kutsuti, kutse vastu võttis ja viimati sisse logis ning kas kaheastmeline sisselogimine on sees. *Eemalda ligipääs* logib nad kohe välja ja lõpetab nende ligipääsu; uue API võtme loomine portaalis peatab vana, nagu ka *Vaheta API võti* partneri lehel.',
    'pages.help.notifications.title': 'Muudatuste teavitused partneritele',
    'pages.help.notifications.intro':
      'Partnerile saab teada anda, kui tema hinnad muutuvad, selle asemel et talle helistada või tabelit e-postiga saata. Partneri lehel jaotises *Muudatuste teavitused* lisa partneri webhookid ja e-posti saajad ning vali sündmused, mida igaüks saab:',
    'pages.help.notifications.changed':
      '**Hinnad muutusid**: salvestamine muutis partnerile hindu andva hinnakirja hindu (tema enda või üldhinnakirja, kui partner pole üldhinnakirja blokeerinud).',
    'pages.help.notifications.scheduled':
      '**Muudatus ajastatud**: selline hinnakiri sai järglase, mis jõustub hilisemal päeval (hinnatõus).',
    'pages.help.notifications.effective': '**Muudatus jõustus**: see päev saabus ja kehtivad uued hinnad.',
    'pages.help.notifications.webhooks':
      '**Webhookid.** Iga sündmus saadetakse POST-päringuga webhooki URL-ile JSON-ina `{payload}` kahe päisega: `X-Timestamp` (sekundid alates 1970) ja `X-Signature: sha256=…`, mis on ajatempli, punkti ja täpselt saadud kujul keha (`{signed}`) kuueteistkümnendkujul HMAC-SHA256, võtmeks webhooki saladus. Saladust näidatakse üks kord, webhooki lisamisel: kopeeri see siis partneri jaoks. Vastuvõtja arvutab sama allkirja, võrdleb neid konstantse ajaga, lükkab tagasi vana ajatempli (korratud päringu) ja vastab mis tahes 2xx olekuga. Node’is:',
    'pages.help.notifications.retries':
      'Katset, mis ei saa vastust või saab muu oleku, proovitakse hiljem uuesti, iga kord kauem oodates, minutist kuni päevani; seejärel loetakse saatmine ebaõnnestunuks. Iga kordus ja uuesti saatmine kannab sama sündmuse `id`-d, nii et vastuvõtja saab kordused kõrvale jätta.',
    'pages.help.notifications.recipients':
      '**E-posti saajad** saavad iga neile valitud sündmuse kohta kirja, milles on hinnakiri Exceli töövihiku ja PDF-hinnakaardina.',
    'pages.help.notifications.log':
      '**Saatmislogi** partneri lehel loetleb kõik saadetud sündmused, uusimad eespool: kuhu see läks, selle oleku (Ootel, Edastatud, Ebaõnnestus) ja iga katse koos vastuvõtja oleku ja vastuse esimeste baitidega. *Saada uuesti* saadab kohe uuesti, näiteks pärast seda, kui partner on oma vastuvõtja parandanud.',
    'pages.help.glossary.title': 'Sõnastik',
    'pages.help.glossary.intro': 'Kõik ekraanid, töövihikud ja teated kasutavad neid sõnu, igaüht ainult ühe asja kohta.',
    'pages.help.glossary.term': 'Termin',
    'pages.help.glossary.meaning': 'Tähendus',
    'pages.help.glossary.notCalledOne': '(Vanemates ekraanides ja failides võib olla „{word}“.)',
    'pages.help.glossary.notCalledTwo': '(Vanemates ekraanides ja failides võib olla „{first}“ või „{second}“.)',
    'pages.help.term.pricelist':
      'Ühe teenuse hinnad ühele partnerile või kõigile partneritele (üldhinnakiri), kehtivad kahe kuupäeva vahel, ühe või mitme hinnatabelina.',
    'pages.help.term.generalPricelist':
      'Hinnakiri ilma partnerita: see annab hinnad igale partnerile, kellel pole teenuse jaoks oma hinnakirja.',
    'pages.help.term.fareGroup': 'Hinnakirja üks hinnaruudustik: selle kaalugrupid on veerud ja tsooniread read.',
    'pages.help.term.zoneRow':
      'Hinnatabeli rida: suund ühest tsoonist teise koos veoaja, miinimumi, maksimumi ja hinnaga iga kaalugrupi kohta.',
    'pages.help.term.break':
      'Hinnatabeli veerg: kogus, milleni selle hind kehtib (kg, alusekohad või tükid), ja see, kuidas hinda arvestatakse (saadetise kohta, 100 kg kohta…). Vorm nimetab selle kogust kogusereaks.',
    'pages.help.term.zone': 'Nimega rühm sihtnumbripiirkondi; tsooniread annavad hinnad ühest tsoonist teise.',
    'pages.help.term.area': 'Riik ja sihtnumbrite vahemik (alates – kuni); neist koosnevad tsoonid.',
    'pages.help.term.transit':
      'Tsoonirea teelolekupäevad, viimane tellimisaeg ja väljumispäevad: nende järgi leitakse pealelaadimise ja kohaletoimetamise kuupäevad.',
    'pages.help.term.service': 'Vedaja veotoode koos koodiga; iga hinnakiri hinnastab ühte teenust.',
    'pages.help.term.partner': 'Vedaja klient, kes küsib hindu kalkulaatoris või API kaudu oma võtmega.',
    'pages.help.term.surcharge':
      'Veotasule lisanduv tasu: püsisumma, protsent või oma hinnaruudustik, mis lisatakse, kui selle tingimused on täidetud.',
    'pages.help.term.condition': 'Saadetisele seatud reegel (LDM > 0,4, ADR, tagaluuk…), mida teenus, hinnakiri või lisatasu nõuab.',
    'pages.help.term.payableWeight':
      'Kaal, mille järgi hinda arvestatakse: suurim järgmistest: tegelik kaal, LDM × LDM-kordaja ja m³ × m³-kordaja, ümardatuna üles hinnakirja sammuni.',
    'pages.help.term.ldm': 'Laadimismeetrid: haagise põranda pikkus, mille saadetis enda alla võtab (2,4 m laiuse haagise puhul).',
    'pages.help.term.cbm': 'Kuupmeetrid: saadetise maht.',
    'pages.help.term.quote':
      'Päringule antud hind, mida hoitakse koos versioonidega, mille järgi see hinnastati, et seda saaks uuesti hinnastada.',
    'pages.help.term.booking': 'Hinnapakkumine, mille partner seejärel broneeris; statistika võrdleb broneeringuid päringutega.',
    'pages.help.term.budget': 'Paljude saadetiste hinnad korraga loendi põhjal, vastusena töövihik.',
    'pages.help.term.tender': 'Hanke jaoks antud suundade ja saadetiste hinnad, vastusena töövihik.',
    'pages.help.term.version': 'Hinnakirja või lisatasu salvestatud seis; iga versiooni saab vaadata, teisega võrrelda või taastada.',
    'pages.help.term.backtest':
      'Varasemad hinnapakkumised, mis hinnastatakse uuesti mustandi või muu versiooni järgi, et näha, kuidas nende hinnad muutuksid.',
    'pages.help.term.exchangeRate': 'Mitu valuuta ühikut saab ühe euro eest; teises valuutas hinnad teisendatakse selle järgi.',
  },
  fi: {
    'pages.pricingUnit.perShipment': 'Lähetykseltä',
    'pages.pricingUnit.perUnit': 'Kappaleelta',
    'pages.pricingUnit.perKg': 'Kilolta',
    'pages.pricingUnit.per100kg': '100 kg:lta',
    'pages.pricingUnit.perLdm': 'Lvm:ltä',
    'pages.pricingUnit.perKm': 'Kilometriltä',

    'pages.landing.logIn': 'Kirjaudu sisään',
    'pages.landing.signUp': 'Rekisteröidy',
    'pages.landing.headline': 'Rahtihinnastot, jotka pysyvät verkostosi tahdissa',
    'pages.landing.lead':
      'Rakenna vyöhykkeet, lisämaksut ja hinnastot jokaiselle kumppanille, anna kumppaneille API-avain ja hinnoittele mikä tahansa lähetys sekunneissa.',
    'pages.landing.features': 'Ominaisuudet',
    'pages.landing.screenshots': 'Kuvakaappaukset',
    'pages.landing.feature.zones.title': 'Omat vyöhykkeet ja alueet',
    'pages.landing.feature.zones.text':
      'Rakenna verkostosi niin kuin sinä ja asiakkaasi sen näette: postinumeroalueet ryhmiteltyinä vyöhykkeiksi ja kuljetusajat reittikohtaisesti.',
    'pages.landing.feature.keys.title': 'Kumppaneille omat API-avaimet',
    'pages.landing.feature.keys.text':
      'Jokainen kumppani saa luodun avaimen, joten sen järjestelmät voivat kysyä hintojasi suoraan API:n kautta.',
    'pages.landing.feature.surcharges.title': 'Lisämaksut, jotka riippuvat mistä tahansa',
    'pages.landing.feature.surcharges.text':
      'Polttoaine, takalaitanostin, ADR, syrjäiset alueet: lisämaksut reagoivat painoihin, vyöhykkeisiin, ehtoihin ja jopa toisiin lisämaksuihin.',
    'pages.landing.feature.pricelists.title': 'Hinnastot minuuteissa',
    'pages.landing.feature.pricelists.text':
      'Kirjoita hinnat käsin tai liitä ne suoraan taulukkolaskennasta; yleishinnastot sekä kumppani- ja palvelukohtaiset hinnastot.',
    'pages.landing.feature.calculator.title': 'Hinnoittele lähetys',
    'pages.landing.feature.calculator.text':
      'Laskuri käy läpi kaikki palvelusi ja hinnastosi ja näyttää hinnan, lisämaksut ja päivämäärät.',
    'pages.landing.mock.grid': 'Hinnastot: hinnat reiteittäin ja määrittäin',
    'pages.landing.mock.from': 'Mistä',
    'pages.landing.mock.to': 'Mihin',
    'pages.landing.mock.pallets': '{count, plural, one {# lava} other {# lavaa}}',
    'pages.landing.mock.calculator': 'Laskuri: lähetyksen hinta sekunnissa',
    'pages.landing.mock.collection': 'Nouto',
    'pages.landing.mock.delivery': 'Toimitus',
    'pages.landing.mock.shipment': 'Lähetys',
    'pages.landing.mock.eurPallets': '{count} × EUR-lava',
    'pages.landing.mock.freight': 'Rahti',
    'pages.landing.mock.fuelSurcharge': 'Polttoainelisämaksu {percent} %',
    'pages.landing.mock.deliveryIn': 'Toimitus {days} päivässä',
    'pages.landing.mock.pricelist': 'Yksittäinen hinnasto kumppaneineen ja palveluineen',
    'pages.landing.mock.valid': 'Voimassa',
    'pages.landing.mock.payableWeight': 'Rahdituspaino',
    'pages.landing.mock.ldmMultiplier': 'Lvm-kerroin',
    'pages.landing.mock.fuel': 'Polttoaine {percent} %',
    'pages.landing.mock.tailLift': 'Takalaitanostin',
    'pages.landing.support': 'Tuki',
    'pages.landing.legal': 'Oikeudelliset tiedot',
    'pages.index.welcome': 'Tervetuloa, {name}',
    'pages.index.welcomeAnonymous': 'Tervetuloa',
    'pages.index.intro':
      '{product} pitää vyöhykkeesi, lisämaksusi ja hinnastosi yhdessä paikassa, hinnoittelee lähetykset sinulle ja kumppaneillesi ja näyttää, miten hintasi toimivat. Aloita yllä olevasta valikosta.',
    'pages.index.questions': 'Kysyttävää? Kirjoita osoitteeseen [{email}](mail) tai soita numeroon {phone}.',

    'pages.legal.back': 'Takaisin etusivulle',
    'pages.legal.footer': '{company}, {registration}, {address}. Kysymykset: [{email}](mail).',
    'pages.legal.terms.title': 'Palvelun käyttöehdot',
    'pages.legal.terms.text':
      '{company} tarjoaa palvelun kuljetusliikkeille ja niiden henkilöstölle. Kukin kuljetusliike vastaa syöttämistään hinnoista, vyöhykkeistä ja lisämaksuista sekä kumppaneista, joille se antaa API-avaimia.',
    'pages.legal.terms.password': 'Pidä salasanasi ja kaksivaiheisen kirjautumisen laitteesi vain omassa käytössäsi.',
    'pages.legal.terms.prices': 'Palvelun laskemat hinnat perustuvat yrityksesi syöttämiin tietoihin.',
    'pages.legal.terms.changes': 'Voimme muuttaa näitä ehtoja ilmoittamalla siitä sähköpostitse 30 päivää etukäteen.',
    'pages.legal.privacy.title': 'Tietosuojaseloste',
    'pages.legal.privacy.text':
      'Säilytämme käyttäjien nimet, sähköpostiosoitteet ja puhelinnumerot heidän tiliensä ylläpitämiseksi sekä palvelun kautta tehdyt hintakyselyt, jotta voimme näyttää kuljetusliikkeelle tilastoja. Emme myy henkilötietoja. Tiedot säilytetään Euroopan unionissa; pyydä tuelta, jos haluat nähdä tai poistaa omat tietosi.',
    'pages.legal.cookies.title': 'Evästekäytäntö',
    'pages.legal.cookies.text':
      'Palvelu käyttää yhtä ainoaa evästettä, joka pitää sinut kirjautuneena. Se on välttämätön palvelun toiminnalle, eikä se sisällä seuranta- tai mainostietoja.',

    'pages.dashboard.today': 'Tänään',
    'pages.dashboard.expiring.title': 'Pian päättyvät hinnastot',
    'pages.dashboard.expiring.text':
      '{count, plural, one {# hinnasto päättyy} other {# hinnastoa päättyy}} {days} päivän kuluessa, ensimmäinen {date}',
    'pages.dashboard.expiring.none': 'Yksikään aktiivinen hinnasto ei pääty {days} päivän kuluessa',
    'pages.dashboard.expiring.link': 'Avaa pian päättyvät hinnastot',
    'pages.dashboard.increases.title': 'Ajastetut hinnankorotukset',
    'pages.dashboard.increases.next': 'Seuraava tulee voimaan {date}',
    'pages.dashboard.increases.none': 'Ei ajastettuja',
    'pages.dashboard.increases.link': 'Avaa ajastetut korotukset',
    'pages.dashboard.quotes.title': 'Tämän päivän tarjoukset',
    'pages.dashboard.quotes.text': 'Hinnoiteltu tänään, kumppanien ja laskurin kautta',
    'pages.dashboard.quotes.link': 'Avaa tämän päivän tarjoukset',
    'pages.dashboard.bookings.title': 'Tämän päivän varaukset',
    'pages.dashboard.bookings.text': 'Tänään varatut tarjoukset',
    'pages.dashboard.bookings.link': 'Avaa varatut tarjoukset',
    'pages.dashboard.failed.title': 'Epäonnistuneet ilmoitukset',
    'pages.dashboard.failed.text':
      'Kumppaneille lähetetyt webhookit ja sähköpostit, joista luovuttiin viimeisten {days} päivän aikana; jokaisen kumppanin sivulla on sen toimitusloki',
    'pages.dashboard.failed.link': 'Avaa kumppanit',

    'pages.settings.title': 'Hintakortti',
    'pages.settings.summary': 'Mitä yrityksen {name} PDF-hintakortit sisältävät',
    'pages.settings.error': 'Hintakortin asetusten lataaminen epäonnistui',
    'pages.settings.logo.title': 'Yrityksen logo',
    'pages.settings.logo.text': 'Tulostetaan jokaisen PDF-hintakortin ensimmäisen sivun yläreunaan. PNG- tai JPEG-kuva, enintään {kb} KB.',
    'pages.settings.logo.alt': 'Kuljetusliikkeen logo',
    'pages.settings.logo.file': '{kind}, {size}, ladattu {at}',
    'pages.settings.logo.none': 'Logoa ei ole ladattu: hintakortti alkaa kuljetusliikkeen nimellä.',
    'pages.settings.logo.tooLarge': 'Suurempi kuin {kb} KB: valitse pienempi kuva',
    'pages.settings.logo.uploadFailed': 'Tiedoston {file} lataaminen epäonnistui',
    'pages.settings.logo.replaced': 'Logo vaihdettu',
    'pages.settings.logo.uploaded': 'Logo ladattu',
    'pages.settings.logo.removed': 'Logo poistettu',
    'pages.settings.logo.new': 'Uusi logo',
    'pages.settings.logo.pick': 'Logotiedosto',
    'pages.settings.logo.placeholder': 'Valitse PNG- tai JPEG-tiedosto',
    'pages.settings.logo.replace': 'Vaihda logo',
    'pages.settings.logo.upload': 'Lataa logo',
    'pages.settings.logo.remove': 'Poista logo',
    'pages.settings.terms.title': 'Yleiset ehdot',
    'pages.settings.terms.text': 'Tulostetaan PDF-hintakortin loppuun omalle sivulleen.',
    'pages.settings.terms.length': '{count}/{max} merkkiä',
    'pages.settings.terms.save': 'Tallenna ehdot',
    'pages.settings.terms.saved': 'Ehdot tallennettu',
    'pages.settings.contact.title': 'Yhteystiedot',
    'pages.settings.contact.text':
      'Tulostetaan PDF-hintakorttiin nimen {name} alle yhdessä kuljetusliikkeen sähköpostin ja puhelinnumeron kanssa.',
    'pages.settings.contact.address': 'Osoite',
    'pages.settings.contact.vatId': 'ALV-tunniste',
    'pages.settings.contact.save': 'Tallenna yhteystiedot',
    'pages.settings.contact.saved': 'Yhteystiedot tallennettu',
    'pages.settings.quotes.title': 'Tarjoukset',
    'pages.settings.quotes.text':
      'Tarjoukset säilytetään näin monta kuukautta hinnoittelukuukauden jälkeen; vanhemmat poistetaan joka yö, eivätkä tilastot, jälkilaskennat ja tarjouslista ulotu kauemmas taaksepäin.',
    'pages.settings.quotes.months': 'Tarjousten säilytys (kk)',
    'pages.settings.quotes.save': 'Tallenna säilytysaika',
    'pages.settings.quotes.saved': 'Tarjousten säilytysaika tallennettu',

    'pages.statistics.error': 'Tilastojen lataaminen epäonnistui',
    'pages.statistics.back': 'Takaisin hinnastoon',
    'pages.statistics.title': 'Tilastot: {name}',
    'pages.statistics.partner': 'Kumppani: {name}',
    'pages.statistics.general': 'Yleishinnasto: kaikki kumppanit',
    'pages.statistics.range': 'Aikaväli',
    'pages.statistics.range.last24': 'Viimeiset 24 tuntia',
    'pages.statistics.range.last7': 'Viimeiset 7 päivää',
    'pages.statistics.range.last30': 'Viimeiset 30 päivää',
    'pages.statistics.range.currentYear': 'Kuluva vuosi',
    'pages.statistics.range.all': 'Koko aika',
    'pages.statistics.viaTms': 'Vain lähetykset',
    'pages.statistics.viaTmsText': 'Vain kumppanien järjestelmien kyselyt (API-avain)',
    'pages.statistics.totalPotentialCost': 'Mahdollinen kokonaiskustannus',
    'pages.statistics.totalCost': 'Kokonaiskustannus',
    'pages.statistics.totalHits': 'Kyselyjä yhteensä',
    'pages.statistics.totalBookings': 'Varauksia yhteensä',
    'pages.statistics.noPrices': 'Tässä hinnastossa ei ole vielä hintoja.',
    'pages.statistics.legend': 'Varausasteen selite',
    'pages.statistics.bookingRate': 'Varausaste:',
    'pages.statistics.band.noHits': 'Ei kyselyjä',
    'pages.statistics.band.upTo': 'Enintään {bound} %',
    'pages.statistics.band.over': 'Yli {bound} %',
    'pages.statistics.cell':
      '{bookings, plural, one {# varaus} other {# varausta}} {hits, plural, one {# kyselystä} other {# kyselystä}}: {hasHits, select, yes {{rate} % varattu} other {ei kyselyjä}}',
    'pages.statistics.bookingsHits': 'varaukset / kyselyt',
    'pages.statistics.fareGroup': 'Hintataulukko {number}',
    'pages.statistics.route': 'Reitti',

    'pages.help.title': 'Ohje: näin hinnastot toimivat',
    'pages.help.types.title': 'Hinnastotyypit',
    'pages.help.types.intro':
      'Jokainen hinnasto kuuluu yhteen palveluun. Se, kenelle hinnasto on tarkoitettu, ratkaisee sen tyypin ja sen, mikä hinnasto vastaa kumppanin hintakyselyyn:',
    'pages.help.types.partner':
      '**Kumppanihinnasto**: hinnasto, jolle on valittu kumppani. Siinä ovat kumppanin kanssa sovitut hinnat, ja se menee tälle kumppanille aina edelle: kun kumppanilla on palveluun aktiivinen ja voimassa oleva hinnasto, käytetään sitä.',
    'pages.help.types.general':
      '**Yleishinnasto**: hinnasto ilman kumppania (näkyy nimellä *Yleinen*). Sitä käytetään jokaiselle kumppanille, jolla ei ole palveluun omaa hinnastoa.',
    'pages.help.types.blocked':
      '**Kumppanilta piilotettu yleishinnasto**: valitse kumppanin kohdalla *Estä yleishinnasto*, niin yleishinnasto ei enää vastaa sen kyselyihin. Tällainen kumppani saa hinnan vain sille tehdystä hinnastosta; ilman sellaista hintaa ei ole.',
    'pages.help.types.validity':
      'Käytetään vain aktiivisia hinnastoja, joiden voimassaolo (voimassa alkaen – voimassa asti) kattaa päivämäärän. Jos useampi käy, voittaa se, joka tuli voimaan viimeisenä. Hinnaston arkistointi poistaa sen listalta ja hinnoittelusta; sen muutosloki säilyy.',
    'pages.help.active.title': 'Käytössä, tila ja voimassaolo',
    'pages.help.active.intro':
      'Hinnaston kolme kenttää näyttävät samanlaisilta, mutta vain kaksi niistä ratkaisee, hinnoitteleeko se. Hinnoittelu tarkoittaa jokaista siitä annettua vastausta: laskuria, budjetti- ja tarjouskilpailulaskelmia sekä kumppanien API-rajapintaa.',
    'pages.help.active.active':
      '**Käytössä**: kun se on päällä, hinnasto hinnoittelee voimassaolopäivinään. Kun se on pois päältä (näkyy tilana *Pois käytöstä*), se ei hinnoittele mitään, olipa sen tila ja päivämäärät mitä tahansa. Kopio (*Kopioi* hinnaston sivulla) on aluksi pois käytöstä ja nimeltään *Copy of …*, joten luonnos ei koskaan korvaa hinnastoa, josta se kopioitiin, ennen kuin otat sen käyttöön.',
    'pages.help.active.valid':
      '**Voimassa alkaen** ja **Voimassa asti**: ensimmäinen ja viimeinen päivä (molemmat mukaan lukien), jona hinnasto hinnoittelee. Kysely hinnoitellaan noutopäivän mukaan tai tämän päivän mukaan, jos noutopäivää ei ole annettu.',
    'pages.help.active.status':
      '**Tila** (*Valmisteilla*, *Ehdotettu*, *Valmis*): missä vaiheessa hinnasto on omassa työssäsi: valmisteilla, tarjottu kumppanille, sovittu. Se on vain merkintä: aktiivinen ja voimassa oleva hinnasto hinnoittelee samoin tilasta riippumatta. Jos haluat pitää luonnoksen pois hinnoittelusta, jätä se pois käytöstä.',
    'pages.help.active.latest':
      'Kun samana päivänä on voimassa useita saman palvelun ja kumppanin aktiivisia hinnastoja, vastaa se, jonka Voimassa alkaen on myöhäisin, ja saman Voimassa alkaen -päivän kohdalla uusin (suurin numero). Se vastaa sinä päivänä kaikkiin reitteihin: reitti, jolle siinä ei ole riviä, ei saa hintaa; toiselta hinnastolta ei kysytä. Siksi sellaisen hinnaston tallennus, joka ottaisi toisen voimassa olevan hinnaston reitit, kysyy ensin vahvistuksen ja kertoo kyseisen hinnaston, päivän, josta alkaen reitit siirtyvät, ja reittien määrän.',
    'pages.help.units.title': 'Yksiköt: mitä määrärivit laskevat',
    'pages.help.units.intro': 'Hinnaston yksikkö kertoo, mitä lähetyksen mittaa määririveiltä haetaan:',
    'pages.help.units.payable':
      '**Rahdituspaino** (oletus), kiloina: suurin seuraavista: todellinen paino, lavametrit kertaa lvm-kerroin (oletuksena {ldm} kg) ja kuutiometrit kertaa m³-kerroin (oletuksena {cbm} kg). Se pyöristetään ylöspäin rahdituspainon pyöristyksen mukaan (jokainen alkava 1, 10 tai 100 kg maksetaan). Lvm-ehdot voivat rajata, milloin lavametrit lasketaan.',
    'pages.help.units.real': '**Todellinen paino**, kiloina: lähetyksen todellinen paino, pyöristettynä ylöspäin samalla tavalla.',
    'pages.help.units.pallets':
      '**Lavapaikat** (EUR-, FIN-, puoli- tai neljänneslava, kokokuorma): lavat muunnetaan pohjapinta-alan mukaan, joten yksi FIN-lava (120 × 100 cm) on {fin} EUR-lavapaikkaa (120 × 80 cm). Kappaletta, jolla ei ole pohjamittoja, esimerkiksi laatikkoa, ei voi hinnoitella lavahinnastossa.',
    'pages.help.units.pieces':
      '**Kappaleet** (laatikot, kollit, rullat, kontit…): juuri sen tyyppisten kappaleiden määrä; *Mikä tahansa yksikkö* laskee jokaisen kappaleen.',
    'pages.help.grid.title': 'Hintaruudukon säännöt',
    'pages.help.grid.intro':
      'Hinnastossa on yksi tai useampi hintataulukko. Kussakin sarakkeina ovat määrärivit ja riveinä reitit: lähtövyöhyke, kohdevyöhyke, valinnainen kuljetusaika, valinnainen minimi ja maksimi ja sitten yksi hinta kutakin määririviä kohden. Reitti voi esiintyä hintataulukossa vain kerran (*Toistuva lähtö- ja kohdevyöhyke*).',
    'pages.help.grid.upper':
      '**Määrärivit ovat ylärajoja.** Lähetys osuu ensimmäiseen sarakkeeseen, jonka määrä on vähintään sen mitta: kun sarakkeet ovat 100, 500 ja 1000 kg, 100 kg on sarakkeessa 100 ja 101 kg sarakkeessa 500. Viimeistä saraketta suurempi lähetys ei saa hintaa.',
    'pages.help.grid.units':
      '**Jokaisella määrärivillä on hinnoitteluyksikkö**, joka kertoo, miten sen hinta veloitetaan: {perShipment} (hinta sellaisenaan), {perUnit} (kertaa mitta: kg, lavapaikat tai kappaleet), {perKg} (kertaa rahdituspaino), {per100kg} (kertaa rahdituspaino / 100), {perLdm} (kertaa lavametrit) ja {perKm} (kertaa reitin tiekilometrit; vyöhykerivin minimi ja maksimi pätevät).',
    'pages.help.grid.minMax':
      '**Minimi ja maksimi**: reitin minimiä pienempi rahti nostetaan minimiin ja maksimia suurempi rajataan maksimiin, kaiken muun jälkeen.',
    'pages.help.grid.rule':
      '**Min/max-sääntö** vertaa lähetyksen hintaa viereiseen sarakkeeseen, jotta hintaportaan ylittäminen ei koskaan tee lähetyksestä kalliimpaa (tai halvempaa) kuin pitäisi. *Ei tarkistusta* veloittaa sarakkeen hinnan sellaisenaan. *Tarkista seuraava rivi* veloittaa pienemmän näistä: tämä sarake tai seuraava sarake hinnoiteltuna tämän sarakkeen ylärajalla. *Tarkista edellinen rivi* veloittaa suuremman näistä: tämä sarake tai edellinen sarake hinnoiteltuna sen omalla ylärajalla.',
    'pages.help.example.title': 'Laskuesimerkki',
    'pages.help.example.intro': 'Rahdituspainohinnasto, jossa on nämä määrärivit:',
    'pages.help.example.table': 'Esimerkin määrärivit',
    'pages.help.example.upTo': 'Enintään (kg)',
    'pages.help.example.pricingUnit': 'Hinnoitteluyksikkö',
    'pages.help.example.next':
      '**Tarkista seuraava rivi, 480 kg.** 480 kg osuu sarakkeeseen 500: {factor} × {price} = {amount}. Seuraava sarake (1000 kg) maksaisi 500 kg:n kohdalla 5 × {nextPrice} = {nextAmount}, mikä on vähemmän, joten rahti on **{nextAmount}**: lähetys ei koskaan maksa enempää kuin painavampi maksaisi.',
    'pages.help.example.previous':
      '**Tarkista edellinen rivi, 510 kg.** 510 kg osuu sarakkeeseen 1000: {factor} × {price} = {amount}. Edellinen sarake maksaa 500 kg:n ylärajallaan 5 × {previousPrice} = {previousAmount}, mikä on enemmän, joten rahti on **{previousAmount}**: painavampi lähetys ei koskaan maksa vähemmän kuin kevyempi.',
    'pages.help.example.none': '**Ei tarkistusta, 480 kg.** Sarake 500 sellaisenaan: **{amount}**.',
    'pages.help.working.title': 'Työskentely hintaruudukossa',
    'pages.help.working.paste':
      'Kopioi alue taulukkolaskennasta ja liitä se (`Ctrl+V`) valittuun soluun: hinnat, määrät (otsikkorivillä), vyöhykkeiden ja kuljetusaikojen nimet, minimit ja maksimit. Desimaalipilkut ja tuhaterottimet tunnistetaan; vyöhykkeen tai kuljetusajan nimen on täsmättävä tarkasti, tuntematon nimi näkyy solussaan punaisena. Ruudukkoa suurempi alue lisää rivejä ja määriä.',
    'pages.help.working.keys':
      'Nuolinäppäimet, Tab ja Enter liikkuvat kuten taulukkolaskennassa; kirjoittaminen korvaa solun sisällön, `F2` tai kaksoisnapsautus avaa sen muokattavaksi, `Escape` peruu ja `Delete` tyhjentää valinnan.',
    'pages.help.working.leave':
      '`Ctrl+Home` ja `Ctrl+End` vievät ensimmäiseen ja viimeiseen soluun. `Tab` viimeisestä solusta siirtyy otsikkorivin määriin ja ruudukon jälkeisiin painikkeisiin, `Shift+Tab` ensimmäisestä solusta takaisin sen yläpuolella olevaan työkalupalkkiin.',
    'pages.help.working.adjust':
      'Valitse hinnat Shift+napsautuksella tai Shift+nuolinäppäimillä, syötä prosentti ja paina *Muuta hintoja*: jokaisesta hinnasta tulee hinta × (1 + prosentti / 100) pyöristettynä 2 desimaaliin.',
    'pages.help.working.addQuantity':
      '*Lisää määrä* ehdottaa seuraavaa määrää (kaksi kertaa viimeinen miinus sitä edellinen) ja jatkaa jokaisen reitin hintoja suoraviivaisesti.',
    'pages.help.working.back': 'Takaisin hinnastoihin',
    'pages.help.increase.title': 'Hinnankorotus useisiin hinnastoihin',
    'pages.help.increase.intro':
      '[Hinnankorotus](increase) (hinnastolistalla) muuttaa useiden hinnastojen hintoja tietystä päivästä alkaen, esimerkiksi vuotuinen korotus 1. tammikuuta alkaen:',
    'pages.help.increase.choose':
      'Valitse hinnastot suodattimella (palvelu, kumppani tai Yleinen, yksikkö, käytössä) tai yksitellen; sitten muutos: yksi prosentti kaikkiin hintoihin tai säännöt vyöhykkeen, hintaporrasvälin ja kumppanin mukaan (hintaan sovelletaan ensimmäistä täsmäävää sääntöä). Myös minimit ja maksimit muuttuvat, kun valitset sen; uudet hinnat pyöristetään valitsemaasi tarkkuuteen.',
    'pages.help.increase.preview':
      '*Esikatsele* ei tallenna mitään: se näyttää hinnastoittain muuttuvat hinnat sekä liikevaihtovaikutuksen niihin kyselyihin, joihin nämä hinnastot vastasivat viimeisten 30 tai 90 päivän aikana, kumppaneittain ja reiteittäin, sekä kyselyt, joihin uudet hinnat eivät anna vastausta.',
    'pages.help.increase.apply':
      '*Toteuta* antaa jokaiselle hinnastolle seuraajan uusin hinnoin, voimassa valitusta päivästä alkaen ja nimettynä sen vuodella; nykyinen päättyy edellisenä päivänä, joten mikään ei hinnoittele toisin ennen sitä. Siihen päivään asti korotuksen voi perua kohdassa [Ajastetut muutokset](increases), mikä poistaa seuraajat ja palauttaa hinnastoille niiden voimassaolon.',
    'pages.help.portal.title': 'Kumppaniportaali',
    'pages.help.portal.intro':
      'Kumppanin käyttäjät voivat itse kirjautua kuljetusliikkeen hintoihin osoitteessa `/portal`. Kutsu heidät kumppanin sivulla ([Kumppanit](partners) → kumppani → Käyttäjät → *Kutsu*, nimellä ja sähköpostilla): he saavat 7 päivää voimassa olevan linkin salasanan valitsemiseen. Lähetä linkki uudelleen, jos he eivät ole vielä käyttäneet sitä.',
    'pages.help.portal.sees':
      'Portaalissa he näkevät vain oman kumppaninsa tiedot: aktiiviset hinnastot, jotka hinnoittelevat heille (omat ja yleishinnastot, ellei kumppania ole estetty käyttämästä yleishinnastoa), hintakorttina yksiköittäin Excel-työkirjan ja PDF:n kanssa; laskurin ja toiminnon *Selitä hinnat*, budjetit ja tarjouskilpailut kumppaninsa hinnoin; omat tarjouksensa ja varauksensa, haettavissa päivän, reitin, viitteen ja varaustilan mukaan, sekä tarjouksen *Varaa*-painikkeen; omat laskentatyönsä; sekä kumppanin API-avaimen, joka näytetään kerran, kun se luodaan uudelleen.',
    'pages.help.portal.never':
      'He eivät koskaan näe sivujasi, muita kumppaneitasi tai asetuksiasi. He voivat itse ottaa kaksivaiheisen kirjautumisen käyttöön.',
    'pages.help.portal.people':
      'Käyttäjät-lista näyttää, milloin kukin kutsuttiin, hyväksyi kutsun ja kirjautui viimeksi sisään sekä onko kaksivaiheinen kirjautuminen käytössä. *Poista käyttöoikeus* kirjaa heidät heti ulos ja lopettaa heidän käyttöoikeutensa; uuden API-avaimen luominen portaalissa lopettaa vanhan toiminnan, kuten *Vaihda API-avain* kumppanin sivulla.',
    'pages.help.notifications.title': 'Muutosilmoitukset kumppaneille',
    'pages.help.notifications.intro':
      'Kumppanille voidaan ilmoittaa, kun sen hinnat muuttuvat, sen sijaan että sille soitettaisiin tai lähetettäisiin taulukko sähköpostilla. Lisää kumppanin sivulla kohdassa *Muutosilmoitukset* kumppanin webhookit ja sähköpostin vastaanottajat ja valitse, mitkä tapahtumat kukin saa:',
    'pages.help.notifications.changed':
      '**Hinnat muuttuivat**: tallennus muutti kumppanille hinnoittelevan hinnaston hintoja (sen oman tai yleisen, ellei kumppani estä yleishinnastoa).',
    'pages.help.notifications.scheduled':
      '**Muutos ajastettu**: tällainen hinnasto sai seuraajan, joka tulee voimaan myöhempänä päivänä (hinnankorotus).',
    'pages.help.notifications.effective': '**Muutos tuli voimaan**: se päivä koitti, ja uudet hinnat ovat voimassa.',
    'pages.help.notifications.webhooks':
      '**Webhookit.** Jokainen tapahtuma lähetetään POST-pyyntönä webhookin URL-osoitteeseen JSON-muodossa `{payload}` kahden otsakkeen kanssa: `X-Timestamp` (sekunteja vuodesta 1970) ja `X-Signature: sha256=…`, joka on aikaleiman, pisteen ja täsmälleen vastaanotetun rungon (`{signed}`) heksamuotoinen HMAC-SHA256 webhookin salaisuudella avainnettuna. Salaisuus näytetään kerran, kun webhook lisätään: kopioi se silloin kumppanille. Vastaanottaja laskee saman allekirjoituksen, vertaa niitä vakioajassa, hylkää vanhan aikaleiman (toistetun pyynnön) ja vastaa millä tahansa 2xx-tilakoodilla. Nodessa:',
    'pages.help.notifications.retries':
      'Yritys, joka ei saa vastausta tai saa muun tilakoodin, tehdään myöhemmin uudelleen, joka kerta pidempään odottaen, minuutista vuorokauteen; sen jälkeen toimitus merkitään epäonnistuneeksi. Jokainen uusintayritys ja uudelleenlähetys kantaa saman tapahtuman `id`:n, joten vastaanottaja voi hylätä toistot.',
    'pages.help.notifications.recipients':
      '**Sähköpostin vastaanottajat** saavat jokaisesta heille valitusta tapahtumasta viestin, jonka liitteenä on hinnasto Excel-työkirjana ja PDF-hintakorttina.',
    'pages.help.notifications.log':
      '**Toimitusloki** kumppanin sivulla listaa jokaisen lähetetyn tapahtuman uusin ensin: minne se meni, sen tilan (Odottaa, Toimitettu, Epäonnistui) ja jokaisen yrityksen vastaanottajan tilakoodin ja vastauksen ensimmäisten tavujen kanssa. *Lähetä uudelleen* lähettää toimituksen heti uudelleen, esimerkiksi kun kumppani on korjannut vastaanottimensa.',
    'pages.help.glossary.title': 'Sanasto',
    'pages.help.glossary.intro': 'Jokainen näkymä, työkirja ja viesti käyttää näitä sanoja, kutakin vain yhdestä asiasta.',
    'pages.help.glossary.term': 'Termi',
    'pages.help.glossary.meaning': 'Merkitys',
    'pages.help.glossary.notCalledOne': '(Vanhemmissa näkymissä ja tiedostoissa voi lukea ”{word}”.)',
    'pages.help.glossary.notCalledTwo': '(Vanhemmissa näkymissä ja tiedostoissa voi lukea ”{first}” tai ”{second}”.)',
    'pages.help.term.pricelist':
      'Yhden palvelun hinnat yhdelle kumppanille tai kaikille kumppaneille (yleishinnasto), voimassa kahden päivämäärän välillä, yhtenä tai useampana hintataulukkona.',
    'pages.help.term.generalPricelist':
      'Hinnasto ilman kumppania: se hinnoittelee jokaiselle kumppanille, jolla ei ole palveluun omaa hinnastoa.',
    'pages.help.term.fareGroup': 'Hinnaston yksi hintaruudukko: sen hintaportaat ovat sarakkeita ja vyöhykerivit rivejä.',
    'pages.help.term.zoneRow':
      'Hintataulukon rivi: reitti vyöhykkeeltä toiselle kuljetusaikoineen, minimeineen, maksimeineen ja hintoineen hintaporrasta kohden.',
    'pages.help.term.break':
      'Hintataulukon sarake: määrä, johon asti sen hinta on voimassa (kg, lavapaikat tai kappaleet), ja miten hinta veloitetaan (lähetykseltä, 100 kg:lta…). Lomake kutsuu sen määrää määräriviksi.',
    'pages.help.term.zone': 'Nimetty postinumeroalueiden ryhmä; vyöhykerivit hinnoittelevat vyöhykkeeltä toiselle.',
    'pages.help.term.area': 'Maa ja postinumeroväli (mistä – mihin); vyöhykkeet koostuvat niistä.',
    'pages.help.term.transit': 'Vyöhykerivin matkapäivät, viimeinen tilausaika ja lähtöpäivät: niistä saadaan nouto- ja toimituspäivät.',
    'pages.help.term.service': 'Kuljetusliikkeen kuljetustuote koodeineen; jokainen hinnasto hinnoittelee yhtä palvelua.',
    'pages.help.term.partner': 'Kuljetusliikkeen asiakas, joka kysyy hintoja laskurissa tai API:n kautta omalla avaimellaan.',
    'pages.help.term.surcharge':
      'Rahdin päälle tuleva maksu: kiinteä summa, prosentti tai oma hintaruudukko, joka lisätään, kun sen ehdot täyttyvät.',
    'pages.help.term.condition':
      'Lähetystä koskeva sääntö (lvm > 0,4, ADR, takalaitanostin…), jota palvelu, hinnasto tai lisämaksu edellyttää.',
    'pages.help.term.payableWeight':
      'Paino, jonka mukaan hinta veloitetaan: suurin seuraavista: todellinen paino, lvm × lvm-kerroin ja m³ × m³-kerroin, pyöristettynä ylöspäin hinnaston tarkkuuteen.',
    'pages.help.term.ldm': 'Lavametrit: perävaunun lattiapituus, jonka lähetys vie (2,4 m leveässä perävaunussa).',
    'pages.help.term.cbm': 'Kuutiometrit: lähetyksen tilavuus.',
    'pages.help.term.quote':
      'Kyselyyn annettu hinta, joka säilytetään niiden versioiden kanssa, joilla se hinnoiteltiin, jotta sen voi hinnoitella uudelleen.',
    'pages.help.term.booking': 'Tarjous, jonka kumppani sitten varasi; tilastot vertaavat varauksia kyselyihin (osumiin).',
    'pages.help.term.budget': 'Useita lähetyksiä hinnoiteltuna kerralla listasta, vastauksena työkirja.',
    'pages.help.term.tender': 'Annettujen reittien ja lähetysten hinnat tarjouskilpailua varten, vastauksena työkirja.',
    'pages.help.term.version':
      'Hinnaston tai lisämaksun tallennettu tila; mitä tahansa versiota voi katsella, verrata toiseen tai palauttaa.',
    'pages.help.term.backtest':
      'Aiemmat tarjoukset hinnoiteltuina uudelleen luonnoksella tai toisella versiolla, jotta nähdään, miten niiden hinnat muuttuisivat.',
    'pages.help.term.exchangeRate': 'Montako valuutan yksikköä yhdellä eurolla saa; muun valuutan hinnat muunnetaan sen avulla.',
  },
});
