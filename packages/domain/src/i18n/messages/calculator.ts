/**
 * The calculator (price one shipment): its tabs, form, results and 'Why this price'. Field labels
 * that are a glossary term alone (LDM, CBM, Partner) are the term's word (../terms.ts), not a message.
 */
import { messages } from './area';

export const calculator = messages({
  en: {
    'calculator.title': 'Calculator',
    'calculator.noAccess': 'No access',
    'calculator.noAccess.text': 'Your role does not include the calculator.',
    'calculator.failed.cycle': 'Possible cycle in surcharge dependencies',
    'calculator.tabs': 'Calculator modes',
    'calculator.tab.single': 'Single shipment',
    'calculator.tab.mass': 'Budget (mass)',
    'calculator.tab.tender': 'Tender',

    'calculator.rows.intro':
      'Weight is the whole row’s; length, width and height are one piece’s. LDM and CBM are worked out from the dimensions (or the type’s footprint) unless you type your own; clear a field to have it worked out again.',
    'calculator.row.legend': 'Shipment row {row}',
    'calculator.row.quantity': 'Quantity',
    'calculator.row.type': 'Type',
    'calculator.row.weight': 'Weight',
    'calculator.row.length': 'Length',
    'calculator.row.width': 'Width',
    'calculator.row.height': 'Height',
    'calculator.row.auto': 'auto',
    'calculator.row.remove': 'Remove row',
    'calculator.row.removeNumber': 'Remove row {row}',
    'calculator.row.add': 'Add row',
    'calculator.footprint': '{quantity, plural, one {} other {# × }}{type} footprint ({length} × {width} cm) sets {ldm} LDM',
    'calculator.footprint.row': '{note}; LDM weighs, so it may outweigh the weight typed. Type your own LDM to change it.',
    'calculator.footprint.numbered': 'Row {row}: {note}',
    'calculator.nothingFound': 'Nothing found',

    'calculator.partner.none': 'None: general prices',
    'calculator.partner.noneToPick': 'No partners: general prices',
    'calculator.partner.notListed': 'Your role cannot list partners: general prices only',
    'calculator.partner.empty': 'Empty: the general pricelists only',
    'calculator.service': 'Service',
    'calculator.service.all': 'All services',
    'calculator.date': 'Date',
    'calculator.date.empty': 'Empty: today',
    'calculator.reference': 'Reference',
    'calculator.reference.portal': 'Optional: yours, to find the quote by',
    'calculator.reference.staff': 'Optional: the partner’s, e.g. an order number',
    'calculator.collection.country': 'Collection country',
    'calculator.collection.postcode': 'Collection postcode',
    'calculator.delivery.country': 'Delivery country',
    'calculator.delivery.postcode': 'Delivery postcode',
    'calculator.flag.adr': 'ADR',
    'calculator.flag.frigo': 'Temperature sensitive',
    'calculator.flag.tailLift': 'Tail lift',
    'calculator.flag.privatePerson': 'Private person',
    'calculator.flag.sideloading': 'Sideloading',
    'calculator.explain': 'Explain prices',
    'calculator.calculate': 'Calculate',

    'calculator.found': '{count, plural, one {# price found} other {# prices found}}',
    'calculator.results': 'Results',
    'calculator.results.footprint': '{notes}. Each price charges the heavier of the weight and the LDM weight.',
    'calculator.results.nothingPriced': 'Nothing priced',
    'calculator.results.nothingPriced.text': 'No service could price this shipment; each card below says why.',
    'calculator.results.noServices': 'No services to price: create a service and a pricelist first.',

    'calculator.result.noPricelist': 'No pricelist',
    'calculator.result.general': 'General',
    'calculator.result.generalPricelist': '{name} (general pricelist)',
    'calculator.result.priced': 'Priced',
    'calculator.result.notPriced': 'Not priced',
    'calculator.result.charges': 'Charges of {name}',
    'calculator.result.charge': 'Charge',
    'calculator.result.amount': 'Amount',
    'calculator.result.total': 'Total',
    'calculator.result.collectionDate': 'Collection date:',
    'calculator.result.deliveryDate': 'Delivery date:',
    'calculator.result.quote': 'Quote:',
    'calculator.result.quoteNumber': 'Quote {id}',
    'calculator.result.errors': 'Errors',
    'calculator.result.noPrice': 'No price',
    'calculator.result.freight': 'Freight',
    // A price result's errors as the pricing says them (pricing/messages.ts), word for word:
    // localizeReason finds them by this English.
    'calculator.error.noRoute': 'No price for this route',
    'calculator.error.exceedsQuantity': 'Shipment exceeds the largest quantity of the pricelist',
    'calculator.error.noPriceForQuantity': 'No price for this quantity',
    'calculator.error.noDistance': 'Priced per km, but the lane has no distance',
    'calculator.error.noPoint.noArea.collection': 'The collection address {address} has no point: no postcode point, and no area holds it',
    'calculator.error.noPoint.noArea.delivery': 'The delivery address {address} has no point: no postcode point, and no area holds it',
    'calculator.error.noPoint.noCentroid.collection':
      'The collection address {address} has no point: no postcode point, and its area {area} has no centroid',
    'calculator.error.noPoint.noCentroid.delivery':
      'The delivery address {address} has no point: no postcode point, and its area {area} has no centroid',
    'calculator.error.surchargeCycle': 'Possible cycle in surcharge dependencies',
    'calculator.error.noPricelist': 'No pricelist for this service',
    'calculator.error.amountOutOfRange': 'Amount out of range',
    'calculator.error.noRate': 'No exchange rate for {currency}',
    'calculator.error.noArea.collection': 'No area holds the collection address {address}',
    'calculator.error.noArea.delivery': 'No area holds the delivery address {address}',
    'calculator.error.noZone.collection': 'No zone holds the collection address {address} (area {area} is in no zone)',
    'calculator.error.noZone.delivery': 'No zone holds the delivery address {address} (area {area} is in no zone)',
    'calculator.error.notValid.generalFrom': 'No pricelist of this service is valid on {day}; the general pricelist is valid from {date}',
    'calculator.error.notValid.generalUntil':
      'No pricelist of this service is valid on {day}; the general pricelist was valid until {date}',
    'calculator.error.notValid.namedFrom': 'No pricelist of this service is valid on {day}; "{name}" is valid from {date}',
    'calculator.error.notValid.namedUntil': 'No pricelist of this service is valid on {day}; "{name}" was valid until {date}',

    'calculator.why': 'Why this price',
    'calculator.why.weight': 'Weight',
    'calculator.why.zoneRow': 'Zone row',
    'calculator.why.break': 'Break',
    'calculator.why.rule': 'Rule',
    'calculator.why.surcharges': 'Surcharges',
    'calculator.why.dates': 'Dates',

    'calculator.why.weight.real': 'Real weight',
    'calculator.why.weight.sum': 'sum of the rows',
    'calculator.why.weight.ldm': '{ldm} LDM, rounded up to {rounded}{factor}',
    'calculator.why.weight.ldmNotCounted': '{ldm} LDM does not count: an LDM condition of the pricelist is not met',
    'calculator.why.weight.basis':
      'Weight basis: {basis} is the heaviest, so the payable weight is {weight}{rounded, select, yes { (rounded up to the pricelist’s weight step)} other {}}.',
    'calculator.why.weight.won': 'won',

    'calculator.why.zone': 'Zone row {row} of fare group {group}: {route}. Collection in {from}, delivery in {to}. {reason}',
    'calculator.why.zone.only': 'It is the only zone row that matches this route.',
    'calculator.why.zone.matches': '{count, plural, one {# zone row matches} other {# zone rows match}} this route',
    'calculator.why.zone.longest':
      '{count, plural, one {# zone row matches} other {# zone rows match}} this route; this one has the longest postcode bounds ({length, plural, one {# character} other {# characters}} together), so it is the most specific.',
    'calculator.why.zone.narrowest':
      '{count, plural, one {# zone row matches} other {# zone rows match}} this route; the postcode bounds are equally long, and this one covers the narrowest postcode ranges (span {span}), so it is the most specific.',
    'calculator.why.zone.first':
      '{count, plural, one {# zone row matches} other {# zone rows match}} this route equally specifically; this one comes first in the pricelist.',

    'calculator.why.pieces': '{count, plural, one {# piece} other {# pieces}}',
    'calculator.why.places': '{count, plural, one {# {name} ({code}) place} other {# {name} ({code}) places}}',
    'calculator.why.measured':
      '{measure, select, payable {Measured in payable weight} real {Measured in real weight (rounded up)} any {Measured in all pieces} other {Measured in pieces of {unit}}}: {amount}.',
    'calculator.why.breakRow': 'Break {row}: up to {amount}, priced {price}.',
    'calculator.perUnit':
      '{unit, select, per_shipment {per shipment} per_unit {per unit} per_unit_kg {per kg} per_100kg {per 100 kg} per_ldm {per LDM} per_km {per km} other {{unit}}}',

    'calculator.why.rule.none': "No min/max check: the break's own price applies, {own}.",
    'calculator.why.rule.noNext': "Check next row: there is no priced next break, so this break's {own} applies.",
    'calculator.why.rule.nextCharged':
      "Check next row: the next break (break {next}) charged at its lowest costs {other}, less than this break's {own}, so {other} is charged.",
    'calculator.why.rule.nextStands':
      "Check next row: the next break (break {next}) at its lowest would cost {other}, not less than this break's {own}, so this break's price stands.",
    'calculator.why.rule.noPrevious': "Check previous row: there is no priced previous break, so this break's {own} applies.",
    'calculator.why.rule.previousCharged':
      "Check previous row: the previous break (break {previous}) at its bound costs {other}, more than this break's {own}; a heavier shipment never costs less, so {other} is charged.",
    'calculator.why.rule.previousStands':
      "Check previous row: the previous break (break {previous}) at its bound costs {other}, not more than this break's {own}, so this break's price stands.",
    'calculator.why.rule.raised': "Raised to the zone row's minimum of {amount}.",
    'calculator.why.rule.capped': "Capped at the zone row's maximum of {amount}.",
    'calculator.why.rule.minimumReached': "The zone row's minimum of {amount} is reached.",
    'calculator.why.rule.maximumKept': "The zone row's maximum of {amount} is not exceeded.",
    'calculator.why.freight': 'Freight: {amount}.',
    'calculator.why.freightHidden': 'Freight: {amount}, plus {hidden} of hidden surcharges in the Freight line.',

    'calculator.why.notApplied':
      'Not applied: {reason, select, conditions_not_met {its conditions are not met by this shipment} no_zone_condition {none of its zone conditions matches this route} no_route {its own grid has no zone row for this route} unit {its own grid cannot count this shipment’s units} exceeds {the shipment exceeds the largest quantity of its own grid} no_price {its own grid has no price for this quantity} no_distance {its own grid is priced per km, but the lane has no distance} no_rate {there is no exchange rate for {currency}} no_fuel_index {the fuel index gives it no percent} fuel {{fuel}} other {{reason}}}.',
    'calculator.why.surcharge.constant': 'A constant {rate} per shipment',
    'calculator.why.surcharge.percent': '{rate} % of {base} ({basis})',
    'calculator.why.surcharge.freight': 'freight',
    'calculator.why.surcharge.ownGrid': 'Priced by its own grid',
    'calculator.why.surcharge.gridParts': 'Priced by its own grid: {parts}',
    'calculator.why.surcharge.gridZoneRow': 'zone row {row} ({route})',
    'calculator.why.surcharge.gridBreak': 'break {row} up to {amount} at {price}',
    'calculator.why.surcharge.fuel': 'from the fuel index ({fuel})',
    'calculator.why.surcharge.zoneCondition': 'with the amounts of its zone condition {number}',
    'calculator.why.surcharge.raised': 'raised to its minimum',
    'calculator.why.surcharge.capped': 'capped at its maximum',
    'calculator.why.surcharge.hidden': '(hidden: included in the Freight line)',

    'calculator.why.dates.collection':
      'Collection on {collection}: asked for {asked, select, today {today ({date})} other {{date}}}{cutoff, select, none {} other {, after the {cutoff} cutoff, so from the next day}}{waited, plural, =0 {} one {, then # day to the next departure day} other {, then # days to the next departure day}}.',
    'calculator.why.dates.holiday': '{date} {name} in {country}: {effect, select, no_collection {no collection} other {not a transit day}}',
    'calculator.why.dates.delivery': 'Delivery on {delivery}: transit {name}, {days, plural, one {# day} other {# days}} on the road.',
    'calculator.why.dates.noTransit': 'The zone row has no transit, so there is no delivery date.',
    'calculator.result.distance': 'Distance:',
    'calculator.result.distanceHow':
      '{source, select, table {by the carrier’s distance table} great_circle {estimated: straight line × {factor}} recorded {as the quote recorded it} other {}}',
    'calculator.result.emissions': 'Emissions:',
    'calculator.result.emissionsHow':
      '{factor}\u00a0g CO2e/tkm, {vehicle}, {method, select, carrier_measured {the carrier’s measured factor} other {GLEC v3.0 default}}',

    'calculator.why.distance': 'Distance',
    'calculator.why.emissions': 'Emissions',
    'calculator.why.distance.table':
      'Road distance {km} from the carrier’s distance table, lane {lane}{reversed, select, yes { (found the other way round)} other {}}.',
    'calculator.why.distance.greatCircle': 'Road distance {km}, estimated: straight line {straight} × road factor {factor}.',
    'calculator.why.distance.recorded': 'Road distance {km}, as the quote recorded it.',
    'calculator.why.distance.none': 'The lane has no road distance: the distance table has no lane for it and an address has no point.',
    'calculator.why.point':
      '{end, select, collection {Collection} other {Delivery}} point: {source, select, postcode {the postcode’s own point} other {the centroid of area {area}}} ({latitude}, {longitude}).',
    'calculator.why.point.none':
      '{end, select, collection {Collection} other {Delivery}} point: none: no postcode point, and {hasArea, select, yes {its area {area} has no centroid} other {no area holds the address}}.',
    'calculator.why.emissions.figure':
      'Emissions {co2e}: {load} ({basis, select, payable_weight {the full trailer’s payable weight} other {the shipment’s weight}}) × {km} = {tkm} tkm, × {factor} g CO2e/tkm.',
    'calculator.why.emissions.factor':
      'Factor: {method, select, carrier_measured {the carrier’s measured well-to-wheel factor for this service} other {the GLEC Framework v3.0 default well-to-wheel factor}}; {vehicle}, {fuel} (ISO 14083).',
    'calculator.why.emissions.none':
      'No emission figure: {reason, select, no_distance {the lane has no road distance} no_vehicle {the service names no vehicle} no_default_factor {there is no confirmed default factor for {vehicle} and the carrier has measured none} unknown_vehicle {the service’s vehicle {vehicle} has no factor} not_priced {the shipment is not priced} other {{reason}}}.',
  },
  et: {
    'calculator.title': 'Kalkulaator',
    'calculator.noAccess': 'Juurdepääs puudub',
    'calculator.noAccess.text': 'Sinu roll ei hõlma kalkulaatorit.',
    'calculator.failed.cycle': 'Lisatasude sõltuvustes võib olla ringviide',
    'calculator.tabs': 'Kalkulaatori režiimid',
    'calculator.tab.single': 'Üksiksaadetis',
    'calculator.tab.mass': 'Eelarve (hulgiarvutus)',
    'calculator.tab.tender': 'Hange',

    'calculator.rows.intro':
      'Kaal on kogu rea kaal; pikkus, laius ja kõrgus on ühe tüki mõõdud. LDM ja m³ arvutatakse mõõtudest (või tüübi põhja mõõtudest), kui sa neid ise ei sisesta; tühjenda väli, et see uuesti arvutataks.',
    'calculator.row.legend': 'Saadetise rida {row}',
    'calculator.row.quantity': 'Kogus',
    'calculator.row.type': 'Tüüp',
    'calculator.row.weight': 'Kaal',
    'calculator.row.length': 'Pikkus',
    'calculator.row.width': 'Laius',
    'calculator.row.height': 'Kõrgus',
    'calculator.row.auto': 'autom.',
    'calculator.row.remove': 'Eemalda rida',
    'calculator.row.removeNumber': 'Eemalda rida {row}',
    'calculator.row.add': 'Lisa rida',
    'calculator.footprint':
      '{quantity, plural, one {} other {# × }}{type}: põhja mõõdud {length} × {width} cm, millest arvutatakse {ldm} LDM',
    'calculator.footprint.row': '{note}. LDM-ist arvutatud kaal võib ületada sisestatud kaalu; selle muutmiseks sisesta LDM ise.',
    'calculator.footprint.numbered': 'Rida {row}: {note}',
    'calculator.nothingFound': 'Midagi ei leitud',

    'calculator.partner.none': 'Puudub: üldhinnad',
    'calculator.partner.noneToPick': 'Partnereid pole: üldhinnad',
    'calculator.partner.notListed': 'Sinu roll ei näe partnerite loetelu: ainult üldhinnad',
    'calculator.partner.empty': 'Tühi: ainult üldhinnakirjad',
    'calculator.service': 'Teenus',
    'calculator.service.all': 'Kõik teenused',
    'calculator.date': 'Kuupäev',
    'calculator.date.empty': 'Tühi: täna',
    'calculator.reference': 'Viide',
    'calculator.reference.portal': 'Valikuline: sinu viide hinnapakkumise leidmiseks',
    'calculator.reference.staff': 'Valikuline, nt partneri tellimuse number',
    'calculator.collection.country': 'Pealelaadimise riik',
    'calculator.collection.postcode': 'Pealelaadimise sihtnumber',
    'calculator.delivery.country': 'Kohaletoimetamise riik',
    'calculator.delivery.postcode': 'Kohaletoimetamise sihtnumber',
    'calculator.flag.adr': 'Ohtlik veos (ADR)',
    'calculator.flag.frigo': 'Temperatuuritundlik',
    'calculator.flag.tailLift': 'Tagaluuk',
    'calculator.flag.privatePerson': 'Eraisik',
    'calculator.flag.sideloading': 'Külglaadimine',
    'calculator.explain': 'Selgita hindu',
    'calculator.calculate': 'Arvuta',

    'calculator.found': '{count, plural, one {Leiti # hind} other {Leiti # hinda}}',
    'calculator.results': 'Tulemused',
    'calculator.results.footprint': '{notes}. Iga hind arvestatakse kaalu või LDM-i kaalu järgi, olenevalt sellest, kumb on suurem.',
    'calculator.results.nothingPriced': 'Hinda ei leitud',
    'calculator.results.nothingPriced.text':
      'Ükski teenus ei andnud sellele saadetisele hinda; põhjus on kirjas iga alloleva kaardi juures.',
    'calculator.results.noServices': 'Hinnastatavaid teenuseid pole: loo esmalt teenus ja hinnakiri.',

    'calculator.result.noPricelist': 'Hinnakiri puudub',
    'calculator.result.general': 'Üldhinnakiri',
    'calculator.result.generalPricelist': '{name} (üldhinnakiri)',
    'calculator.result.priced': 'Hinnastatud',
    'calculator.result.notPriced': 'Hinnastamata',
    'calculator.result.charges': 'Teenuse {name} tasud',
    'calculator.result.charge': 'Tasu',
    'calculator.result.amount': 'Summa',
    'calculator.result.total': 'Kokku',
    'calculator.result.collectionDate': 'Pealelaadimise kuupäev:',
    'calculator.result.deliveryDate': 'Kohaletoimetamise kuupäev:',
    'calculator.result.quote': 'Hinnapakkumine:',
    'calculator.result.quoteNumber': 'Hinnapakkumine {id}',
    'calculator.result.errors': 'Vead',
    'calculator.result.noPrice': 'Hind puudub',
    'calculator.result.freight': 'Veotasu',
    'calculator.error.noRoute': 'Sellel suunal hinda pole',
    'calculator.error.exceedsQuantity': 'Saadetis ületab hinnakirja suurima koguse',
    'calculator.error.noPriceForQuantity': 'Selle koguse jaoks hinda pole',
    'calculator.error.noDistance': 'Hind on kilomeetri kohta, kuid sellel suunal pole kaugust',
    'calculator.error.noPoint.noArea.collection':
      'Pealelaadimise aadressil {address} pole asukohta: sihtnumbril pole punkti ja ükski sihtnumbripiirkond ei hõlma seda',
    'calculator.error.noPoint.noArea.delivery':
      'Kohaletoimetamise aadressil {address} pole asukohta: sihtnumbril pole punkti ja ükski sihtnumbripiirkond ei hõlma seda',
    'calculator.error.noPoint.noCentroid.collection':
      'Pealelaadimise aadressil {address} pole asukohta: sihtnumbril pole punkti ja selle piirkonnal {area} pole keskpunkti',
    'calculator.error.noPoint.noCentroid.delivery':
      'Kohaletoimetamise aadressil {address} pole asukohta: sihtnumbril pole punkti ja selle piirkonnal {area} pole keskpunkti',
    'calculator.error.surchargeCycle': 'Lisatasude sõltuvustes võib olla ring',
    'calculator.error.noPricelist': 'Selle teenuse jaoks hinnakirja pole',
    'calculator.error.amountOutOfRange': 'Summa on lubatud vahemikust väljas',
    'calculator.error.noRate': 'Valuuta {currency} valuutakurss puudub',
    'calculator.error.noArea.collection': 'Ükski sihtnumbripiirkond ei hõlma pealelaadimise aadressi {address}',
    'calculator.error.noArea.delivery': 'Ükski sihtnumbripiirkond ei hõlma kohaletoimetamise aadressi {address}',
    'calculator.error.noZone.collection':
      'Ükski tsoon ei hõlma pealelaadimise aadressi {address} (sihtnumbripiirkond {area} ei kuulu ühtegi tsooni)',
    'calculator.error.noZone.delivery':
      'Ükski tsoon ei hõlma kohaletoimetamise aadressi {address} (sihtnumbripiirkond {area} ei kuulu ühtegi tsooni)',
    'calculator.error.notValid.generalFrom': 'Ükski selle teenuse hinnakiri ei kehti {day}; üldhinnakiri kehtib alates {date}',
    'calculator.error.notValid.generalUntil': 'Ükski selle teenuse hinnakiri ei kehti {day}; üldhinnakiri kehtis kuni {date}',
    'calculator.error.notValid.namedFrom': 'Ükski selle teenuse hinnakiri ei kehti {day}; „{name}“ kehtib alates {date}',
    'calculator.error.notValid.namedUntil': 'Ükski selle teenuse hinnakiri ei kehti {day}; „{name}“ kehtis kuni {date}',

    'calculator.why': 'Miks selline hind',
    'calculator.why.weight': 'Kaal',
    'calculator.why.zoneRow': 'Tsoonirida',
    'calculator.why.break': 'Kaalugrupp',
    'calculator.why.rule': 'Reegel',
    'calculator.why.surcharges': 'Lisatasud',
    'calculator.why.dates': 'Kuupäevad',

    'calculator.why.weight.real': 'Tegelik kaal',
    'calculator.why.weight.sum': 'ridade summa',
    'calculator.why.weight.ldm': '{ldm} LDM, üles ümardatuna {rounded}{factor}',
    'calculator.why.weight.ldmNotCounted': '{ldm} LDM ei lähe arvesse: hinnakirja LDM-i tingimus ei ole täidetud',
    'calculator.why.weight.basis':
      'Kaalu alus: {basis} on suurim, seega on arvestuslik kaal {weight}{rounded, select, yes { (üles ümardatud hinnakirja kaalusammuni)} other {}}.',
    'calculator.why.weight.won': 'määrav',

    'calculator.why.zone':
      'Hinnatabeli {group} tsoonirida {row}: {route}. Pealelaadimine piirkonnas {from}, kohaletoimetamine piirkonnas {to}. {reason}',
    'calculator.why.zone.only': 'See on ainus tsoonirida, mis sellele marsruudile vastab.',
    'calculator.why.zone.matches': 'Sellele marsruudile {count, plural, one {vastab # tsoonirida} other {vastab # tsoonirida}}',
    'calculator.why.zone.longest':
      'Sellele marsruudile {count, plural, one {vastab # tsoonirida} other {vastab # tsoonirida}}; sellel on kõige pikemad sihtnumbripiirid (kokku {length, plural, one {# märk} other {# märki}}), seega on see kõige täpsem.',
    'calculator.why.zone.narrowest':
      'Sellele marsruudile {count, plural, one {vastab # tsoonirida} other {vastab # tsoonirida}}; sihtnumbripiirid on võrdse pikkusega ja see hõlmab kõige kitsamaid sihtnumbrivahemikke (ulatus {span}), seega on see kõige täpsem.',
    'calculator.why.zone.first':
      'Sellele marsruudile {count, plural, one {vastab # tsoonirida} other {vastab # tsoonirida}} võrdselt täpselt; see on hinnakirjas esimene.',

    'calculator.why.pieces': '{count, plural, one {# tükk} other {# tükki}}',
    'calculator.why.places': '{count, plural, one {# alusekoht} other {# alusekohta}} ({name}, {code})',
    'calculator.why.measured':
      '{measure, select, payable {Mõõdetud arvestusliku kaalu järgi} real {Mõõdetud tegeliku kaalu järgi (üles ümardatuna)} any {Mõõdetud kõigi tükkide järgi} other {Mõõdetud ühikutes {unit}}}: {amount}.',
    'calculator.why.breakRow': 'Kaalugrupp {row}: kuni {amount}, hind {price}.',
    'calculator.perUnit':
      '{unit, select, per_shipment {saadetise kohta} per_unit {ühiku kohta} per_unit_kg {kg kohta} per_100kg {100 kg kohta} per_ldm {LDM-i kohta} per_km {km kohta} other {{unit}}}',

    'calculator.why.rule.none': 'Min/max kontrolli pole: kehtib kaalugrupi enda hind {own}.',
    'calculator.why.rule.noNext': 'Kontrolli järgmist rida: järgmisel kaalugrupil pole hinda, seega kehtib selle kaalugrupi hind {own}.',
    'calculator.why.rule.nextCharged':
      'Kontrolli järgmist rida: järgmine kaalugrupp (kaalugrupp {next}) maksab oma madalaima hinnaga {other}, mis on vähem kui selle kaalugrupi {own}, seega võetakse {other}.',
    'calculator.why.rule.nextStands':
      'Kontrolli järgmist rida: järgmine kaalugrupp (kaalugrupp {next}) maksaks oma madalaima hinnaga {other}, mis ei ole vähem kui selle kaalugrupi {own}, seega jääb kehtima selle kaalugrupi hind.',
    'calculator.why.rule.noPrevious': 'Kontrolli eelmist rida: eelmisel kaalugrupil pole hinda, seega kehtib selle kaalugrupi hind {own}.',
    'calculator.why.rule.previousCharged':
      'Kontrolli eelmist rida: eelmine kaalugrupp (kaalugrupp {previous}) maksab oma ülempiiril {other}, mis on rohkem kui selle kaalugrupi {own}; raskem saadetis ei maksa kunagi vähem, seega võetakse {other}.',
    'calculator.why.rule.previousStands':
      'Kontrolli eelmist rida: eelmine kaalugrupp (kaalugrupp {previous}) maksab oma ülempiiril {other}, mis ei ole rohkem kui selle kaalugrupi {own}, seega jääb kehtima selle kaalugrupi hind.',
    'calculator.why.rule.raised': 'Tõstetud tsoonirea miinimumini {amount}.',
    'calculator.why.rule.capped': 'Piiratud tsoonirea maksimumiga {amount}.',
    'calculator.why.rule.minimumReached': 'Tsoonirea miinimum {amount} on saavutatud.',
    'calculator.why.rule.maximumKept': 'Tsoonirea maksimumi {amount} ei ületata.',
    'calculator.why.freight': 'Veotasu: {amount}.',
    'calculator.why.freightHidden': 'Veotasu: {amount}, lisaks {hidden} peidetud lisatasusid, mis sisalduvad veotasu real.',

    'calculator.why.notApplied':
      'Ei rakendatud: {reason, select, conditions_not_met {saadetis ei vasta selle tingimustele} no_zone_condition {ükski selle tsoonitingimustest ei vasta sellele marsruudile} no_route {selle oma hinnatabelis pole sellele marsruudile tsoonirida} unit {selle oma hinnatabel ei saa selle saadetise ühikuid arvestada} exceeds {saadetis ületab selle oma hinnatabeli suurima koguse} no_price {selle oma hinnatabelis pole sellele kogusele hinda} no_distance {selle oma hinnatabel hindab km kohta, kuid marsruudil pole teekaugust} no_rate {valuuta {currency} jaoks pole valuutakurssi} no_fuel_index {kütuseindeks ei anna sellele protsenti} fuel {{fuel}} other {{reason}}}.',
    'calculator.why.surcharge.constant': 'Püsisumma {rate} saadetise kohta',
    'calculator.why.surcharge.percent': '{rate} % summast {base} ({basis})',
    'calculator.why.surcharge.freight': 'veotasu',
    'calculator.why.surcharge.ownGrid': 'Hinnastatud oma hinnatabeli järgi',
    'calculator.why.surcharge.gridParts': 'Hinnastatud oma hinnatabeli järgi: {parts}',
    'calculator.why.surcharge.gridZoneRow': 'tsoonirida {row} ({route})',
    'calculator.why.surcharge.gridBreak': 'kaalugrupp {row} kuni {amount}, hind {price}',
    'calculator.why.surcharge.fuel': 'kütuseindeksist ({fuel})',
    'calculator.why.surcharge.zoneCondition': 'selle tsoonitingimuse {number} summadega',
    'calculator.why.surcharge.raised': 'tõstetud miinimumini',
    'calculator.why.surcharge.capped': 'piiratud maksimumiga',
    'calculator.why.surcharge.hidden': '(peidetud: sisaldub veotasu real)',

    'calculator.why.dates.collection':
      'Pealelaadimine {collection}: soovitud kuupäev on {asked, select, today {täna ({date})} other {{date}}}{cutoff, select, none {} other {, pärast viimast tellimisaega kell {cutoff}, seega alates järgmisest päevast}}{waited, plural, =0 {} one {, seejärel # päev järgmise väljumispäevani} other {, seejärel # päeva järgmise väljumispäevani}}.',
    'calculator.why.dates.holiday':
      '{date} {name} ({country}): {effect, select, no_collection {pealelaadimist ei toimu} other {ei loeta veopäevaks}}',
    'calculator.why.dates.delivery': 'Kohaletoimetamine {delivery}: veoaeg {name}, {days, plural, one {# päev} other {# päeva}} teel.',
    'calculator.why.dates.noTransit': 'Tsoonireal pole veoaega, seega pole ka kohaletoimetamise kuupäeva.',
    'calculator.result.distance': 'Vahemaa:',
    'calculator.result.distanceHow':
      '{source, select, table {vedaja kauguste tabeli järgi} great_circle {hinnang: linnulennult × {factor}} recorded {nagu hinnapakkumine selle salvestas} other {}}',
    'calculator.result.emissions': 'Heide:',
    'calculator.result.emissionsHow':
      '{factor}\u00a0g CO2e/tkm, {vehicle}, {method, select, carrier_measured {vedaja mõõdetud tegur} other {GLEC v3.0 vaiketegur}}',

    'calculator.why.distance': 'Vahemaa',
    'calculator.why.emissions': 'Heide',
    'calculator.why.distance.table':
      'Teekaugus {km} vedaja kauguste tabelist, suund {lane}{reversed, select, yes { (leitud vastupidises suunas)} other {}}.',
    'calculator.why.distance.greatCircle': 'Teekaugus {km}, hinnang: linnulennult {straight} × teetegur {factor}.',
    'calculator.why.distance.recorded': 'Teekaugus {km}, nagu hinnapakkumine selle salvestas.',
    'calculator.why.distance.none': 'Marsruudil pole teekaugust: kauguste tabelis pole sellele suunda ja aadressil pole punkti.',
    'calculator.why.point':
      '{end, select, collection {Pealevõtu} other {Kohaletoimetamise}} punkt: {source, select, postcode {postiindeksi oma punkt} other {piirkonna {area} keskpunkt}} ({latitude}, {longitude}).',
    'calculator.why.point.none':
      '{end, select, collection {Pealevõtu} other {Kohaletoimetamise}} punkt puudub: postiindeksil pole punkti ja {hasArea, select, yes {selle piirkonnal {area} pole keskpunkti} other {ükski piirkond ei hõlma aadressi}}.',
    'calculator.why.emissions.figure':
      'Heide {co2e}: {load} ({basis, select, payable_weight {täishaagise arvestuslik kaal} other {saadetise kaal}}) × {km} = {tkm} tkm, × {factor} g CO2e/tkm.',
    'calculator.why.emissions.factor':
      'Tegur: {method, select, carrier_measured {vedaja mõõdetud well-to-wheel tegur selle teenuse jaoks} other {GLEC Framework v3.0 well-to-wheel vaiketegur}}; {vehicle}, {fuel} (ISO 14083).',
    'calculator.why.emissions.none':
      'Heite arvu pole: {reason, select, no_distance {marsruudil pole teekaugust} no_vehicle {teenusel pole sõidukit määratud} no_default_factor {sõidukile {vehicle} pole kinnitatud vaiketegurit ja vedaja pole seda mõõtnud} unknown_vehicle {teenuse sõidukil {vehicle} pole tegurit} not_priced {saadetist pole hinnatud} other {{reason}}}.',
  },
  fi: {
    'calculator.title': 'Laskuri',
    'calculator.noAccess': 'Ei käyttöoikeutta',
    'calculator.noAccess.text': 'Roolisi ei sisällä laskuria.',
    'calculator.failed.cycle': 'Lisämaksujen riippuvuuksissa voi olla kehäviittaus',
    'calculator.tabs': 'Laskurin tilat',
    'calculator.tab.single': 'Yksittäinen lähetys',
    'calculator.tab.mass': 'Budjetti (massalaskenta)',
    'calculator.tab.tender': 'Tarjouskilpailu',

    'calculator.rows.intro':
      'Paino on koko rivin paino; pituus, leveys ja korkeus ovat yhden kappaleen mitat. Ellet syötä lvm- ja m³-arvoja itse, ne lasketaan mitoista (tai tyypin pohjan koosta); tyhjennä kenttä, niin arvo lasketaan uudelleen.',
    'calculator.row.legend': 'Lähetysrivi {row}',
    'calculator.row.quantity': 'Määrä',
    'calculator.row.type': 'Tyyppi',
    'calculator.row.weight': 'Paino',
    'calculator.row.length': 'Pituus',
    'calculator.row.width': 'Leveys',
    'calculator.row.height': 'Korkeus',
    'calculator.row.auto': 'autom.',
    'calculator.row.remove': 'Poista rivi',
    'calculator.row.removeNumber': 'Poista rivi {row}',
    'calculator.row.add': 'Lisää rivi',
    'calculator.footprint': '{quantity, plural, one {} other {# × }}{type}: pohjan koko {length} × {width} cm, josta lasketaan {ldm} lvm',
    'calculator.footprint.row': '{note}. Lvm:stä laskettu paino voi ylittää syötetyn painon; muuta sitä syöttämällä lvm itse.',
    'calculator.footprint.numbered': 'Rivi {row}: {note}',
    'calculator.nothingFound': 'Ei tuloksia',

    'calculator.partner.none': 'Ei valittu: yleishinnat',
    'calculator.partner.noneToPick': 'Ei kumppaneita: yleishinnat',
    'calculator.partner.notListed': 'Roolisi ei näe kumppaniluetteloa: vain yleishinnat',
    'calculator.partner.empty': 'Tyhjä: vain yleishinnastot',
    'calculator.service': 'Palvelu',
    'calculator.service.all': 'Kaikki palvelut',
    'calculator.date': 'Päivämäärä',
    'calculator.date.empty': 'Tyhjä: tänään',
    'calculator.reference': 'Viite',
    'calculator.reference.portal': 'Valinnainen: oma viitteesi tarjouksen hakuun',
    'calculator.reference.staff': 'Valinnainen, esim. kumppanin tilausnumero',
    'calculator.collection.country': 'Noutomaa',
    'calculator.collection.postcode': 'Noudon postinumero',
    'calculator.delivery.country': 'Toimitusmaa',
    'calculator.delivery.postcode': 'Toimituksen postinumero',
    'calculator.flag.adr': 'Vaarallinen aine (ADR)',
    'calculator.flag.frigo': 'Lämpötilaherkkä',
    'calculator.flag.tailLift': 'Takalaitanostin',
    'calculator.flag.privatePerson': 'Yksityishenkilö',
    'calculator.flag.sideloading': 'Sivulastaus',
    'calculator.explain': 'Selitä hinnat',
    'calculator.calculate': 'Laske',

    'calculator.found': '{count, plural, one {Löytyi # hinta} other {Löytyi # hintaa}}',
    'calculator.results': 'Tulokset',
    'calculator.results.footprint': '{notes}. Hinta lasketaan painon tai lvm-painon mukaan sen mukaan, kumpi on suurempi.',
    'calculator.results.nothingPriced': 'Hintoja ei löytynyt',
    'calculator.results.nothingPriced.text':
      'Mikään palvelu ei antanut tälle lähetykselle hintaa; syy näkyy kunkin alla olevan kortin kohdalla.',
    'calculator.results.noServices': 'Hinnoiteltavia palveluja ei ole: luo ensin palvelu ja hinnasto.',

    'calculator.result.noPricelist': 'Ei hinnastoa',
    'calculator.result.general': 'Yleishinnasto',
    'calculator.result.generalPricelist': '{name} (yleishinnasto)',
    'calculator.result.priced': 'Hinnoiteltu',
    'calculator.result.notPriced': 'Ei hinnoiteltu',
    'calculator.result.charges': 'Palvelun {name} veloitukset',
    'calculator.result.charge': 'Veloitus',
    'calculator.result.amount': 'Summa',
    'calculator.result.total': 'Yhteensä',
    'calculator.result.collectionDate': 'Noutopäivä:',
    'calculator.result.deliveryDate': 'Toimituspäivä:',
    'calculator.result.quote': 'Tarjous:',
    'calculator.result.quoteNumber': 'Tarjous {id}',
    'calculator.result.errors': 'Virheet',
    'calculator.result.noPrice': 'Ei hintaa',
    'calculator.result.freight': 'Rahti',
    'calculator.error.noRoute': 'Tälle reitille ei ole hintaa',
    'calculator.error.exceedsQuantity': 'Lähetys ylittää hinnaston suurimman määrän',
    'calculator.error.noPriceForQuantity': 'Tälle määrälle ei ole hintaa',
    'calculator.error.noDistance': 'Hinta on kilometriltä, mutta reitillä ei ole etäisyyttä',
    'calculator.error.noPoint.noArea.collection':
      'Noutoosoitteella {address} ei ole sijaintia: postinumerolla ei ole pistettä, eikä mikään postinumeroalue kata sitä',
    'calculator.error.noPoint.noArea.delivery':
      'Toimitusosoitteella {address} ei ole sijaintia: postinumerolla ei ole pistettä, eikä mikään postinumeroalue kata sitä',
    'calculator.error.noPoint.noCentroid.collection':
      'Noutoosoitteella {address} ei ole sijaintia: postinumerolla ei ole pistettä, eikä sen postinumeroalueella {area} ole keskipistettä',
    'calculator.error.noPoint.noCentroid.delivery':
      'Toimitusosoitteella {address} ei ole sijaintia: postinumerolla ei ole pistettä, eikä sen postinumeroalueella {area} ole keskipistettä',
    'calculator.error.surchargeCycle': 'Lisämaksujen riippuvuuksissa voi olla kehä',
    'calculator.error.noPricelist': 'Tälle palvelulle ei ole hinnastoa',
    'calculator.error.amountOutOfRange': 'Summa on sallitun alueen ulkopuolella',
    'calculator.error.noRate': 'Valuutalle {currency} ei ole valuuttakurssia',
    'calculator.error.noArea.collection': 'Mikään postinumeroalue ei kata noutoosoitetta {address}',
    'calculator.error.noArea.delivery': 'Mikään postinumeroalue ei kata toimitusosoitetta {address}',
    'calculator.error.noZone.collection':
      'Mikään vyöhyke ei kata noutoosoitetta {address} (postinumeroalue {area} ei kuulu mihinkään vyöhykkeeseen)',
    'calculator.error.noZone.delivery':
      'Mikään vyöhyke ei kata toimitusosoitetta {address} (postinumeroalue {area} ei kuulu mihinkään vyöhykkeeseen)',
    'calculator.error.notValid.generalFrom':
      'Mikään tämän palvelun hinnasto ei ole voimassa {day}; yleishinnasto on voimassa {date} alkaen',
    'calculator.error.notValid.generalUntil':
      'Mikään tämän palvelun hinnasto ei ole voimassa {day}; yleishinnasto oli voimassa {date} asti',
    'calculator.error.notValid.namedFrom': 'Mikään tämän palvelun hinnasto ei ole voimassa {day}; ”{name}” on voimassa {date} alkaen',
    'calculator.error.notValid.namedUntil': 'Mikään tämän palvelun hinnasto ei ole voimassa {day}; ”{name}” oli voimassa {date} asti',

    'calculator.why': 'Miksi tämä hinta',
    'calculator.why.weight': 'Paino',
    'calculator.why.zoneRow': 'Vyöhykerivi',
    'calculator.why.break': 'Hintaporras',
    'calculator.why.rule': 'Sääntö',
    'calculator.why.surcharges': 'Lisämaksut',
    'calculator.why.dates': 'Päivämäärät',

    'calculator.why.weight.real': 'Todellinen paino',
    'calculator.why.weight.sum': 'rivien summa',
    'calculator.why.weight.ldm': '{ldm} lvm, pyöristettynä ylöspäin {rounded}{factor}',
    'calculator.why.weight.ldmNotCounted': '{ldm} lvm ei ole mukana laskussa: hinnaston lvm-ehto ei täyty',
    'calculator.why.weight.basis':
      'Painon peruste: {basis} on suurin, joten rahdituspaino on {weight}{rounded, select, yes { (pyöristetty ylöspäin hinnaston pyöristysaskeleeseen)} other {}}.',
    'calculator.why.weight.won': 'ratkaiseva',

    'calculator.why.zone': 'Hintataulukon {group} vyöhykerivi {row}: {route}. Nouto alueelta {from}, toimitus alueelle {to}. {reason}',
    'calculator.why.zone.only': 'Se on ainoa vyöhykerivi, joka vastaa tätä reittiä.',
    'calculator.why.zone.matches': 'Tätä reittiä {count, plural, one {vastaa # vyöhykerivi} other {vastaa # vyöhykeriviä}}',
    'calculator.why.zone.longest':
      'Tätä reittiä {count, plural, one {vastaa # vyöhykerivi} other {vastaa # vyöhykeriviä}}; tällä on pisimmät postinumerorajat ({length, plural, one {yhteensä # merkki} other {yhteensä # merkkiä}}), joten se on tarkin.',
    'calculator.why.zone.narrowest':
      'Tätä reittiä {count, plural, one {vastaa # vyöhykerivi} other {vastaa # vyöhykeriviä}}; postinumerorajat ovat yhtä pitkät, ja tämä kattaa kapeimmat postinumerovälit (laajuus {span}), joten se on tarkin.',
    'calculator.why.zone.first':
      'Tätä reittiä {count, plural, one {vastaa yhtä tarkasti # vyöhykerivi} other {vastaa yhtä tarkasti # vyöhykeriviä}}; tämä on hinnastossa ensimmäisenä.',

    'calculator.why.pieces': '{count, plural, one {# kappale} other {# kappaletta}}',
    'calculator.why.places': '{count, plural, one {# lavapaikka} other {# lavapaikkaa}} ({name}, {code})',
    'calculator.why.measured':
      '{measure, select, payable {Mitattu rahdituspainona} real {Mitattu todellisena painona (ylöspäin pyöristettynä)} any {Mitattu kaikkina kappaleina} other {Mitattu yksikköinä {unit}}}: {amount}.',
    'calculator.why.breakRow': 'Hintaporras {row}: enintään {amount}, hinta {price}.',
    'calculator.perUnit':
      '{unit, select, per_shipment {lähetykseltä} per_unit {yksiköltä} per_unit_kg {kilolta} per_100kg {100 kg:lta} per_ldm {lvm:ltä} per_km {kilometriltä} other {{unit}}}',

    'calculator.why.rule.none': 'Ei min/max-tarkistusta: käytetään hintaportaan omaa hintaa {own}.',
    'calculator.why.rule.noNext':
      'Tarkista seuraava rivi: seuraavalla hintaportaalla ei ole hintaa, joten käytetään tämän hintaportaan hintaa {own}.',
    'calculator.why.rule.nextCharged':
      'Tarkista seuraava rivi: seuraava hintaporras (hintaporras {next}) maksaa edullisimmillaan {other}, mikä on vähemmän kuin tämän hintaportaan {own}, joten veloitetaan {other}.',
    'calculator.why.rule.nextStands':
      'Tarkista seuraava rivi: seuraava hintaporras (hintaporras {next}) maksaisi edullisimmillaan {other}, mikä ei ole vähemmän kuin tämän hintaportaan {own}, joten tämän hintaportaan hinta pysyy.',
    'calculator.why.rule.noPrevious':
      'Tarkista edellinen rivi: edellisellä hintaportaalla ei ole hintaa, joten käytetään tämän hintaportaan hintaa {own}.',
    'calculator.why.rule.previousCharged':
      'Tarkista edellinen rivi: edellinen hintaporras (hintaporras {previous}) maksaa ylärajallaan {other}, mikä on enemmän kuin tämän hintaportaan {own}; painavampi lähetys ei koskaan maksa vähemmän, joten veloitetaan {other}.',
    'calculator.why.rule.previousStands':
      'Tarkista edellinen rivi: edellinen hintaporras (hintaporras {previous}) maksaa ylärajallaan {other}, mikä ei ole enemmän kuin tämän hintaportaan {own}, joten tämän hintaportaan hinta pysyy.',
    'calculator.why.rule.raised': 'Korotettu vyöhykerivin minimiin {amount}.',
    'calculator.why.rule.capped': 'Rajattu vyöhykerivin maksimiin {amount}.',
    'calculator.why.rule.minimumReached': 'Vyöhykerivin minimi {amount} täyttyy.',
    'calculator.why.rule.maximumKept': 'Vyöhykerivin maksimi {amount} ei ylity.',
    'calculator.why.freight': 'Rahti: {amount}.',
    'calculator.why.freightHidden': 'Rahti: {amount}, lisäksi {hidden} piilotettuja lisämaksuja, jotka sisältyvät rahtiriviin.',

    'calculator.why.notApplied':
      'Ei sovellettu: {reason, select, conditions_not_met {lähetys ei täytä sen ehtoja} no_zone_condition {mikään sen vyöhyke-ehdoista ei vastaa tätä reittiä} no_route {sen omassa hintataulukossa ei ole vyöhykeriviä tälle reitille} unit {sen oma hintataulukko ei pysty laskemaan tämän lähetyksen yksiköitä} exceeds {lähetys ylittää sen oman hintataulukon suurimman määrän} no_price {sen omassa hintataulukossa ei ole hintaa tälle määrälle} no_distance {sen oma hintataulukko hinnoittelee kilometriltä, mutta reitillä ei ole tiematkaa} no_rate {valuutalle {currency} ei ole valuuttakurssia} no_fuel_index {polttoaineindeksi ei anna sille prosenttia} fuel {{fuel}} other {{reason}}}.',
    'calculator.why.surcharge.constant': 'Kiinteä {rate} lähetykseltä',
    'calculator.why.surcharge.percent': '{rate} % summasta {base} ({basis})',
    'calculator.why.surcharge.freight': 'rahti',
    'calculator.why.surcharge.ownGrid': 'Hinnoiteltu oman hintataulukon mukaan',
    'calculator.why.surcharge.gridParts': 'Hinnoiteltu oman hintataulukon mukaan: {parts}',
    'calculator.why.surcharge.gridZoneRow': 'vyöhykerivi {row} ({route})',
    'calculator.why.surcharge.gridBreak': 'hintaporras {row} enintään {amount}, hinta {price}',
    'calculator.why.surcharge.fuel': 'polttoaineindeksistä ({fuel})',
    'calculator.why.surcharge.zoneCondition': 'sen vyöhyke-ehdon {number} summilla',
    'calculator.why.surcharge.raised': 'korotettu minimiin',
    'calculator.why.surcharge.capped': 'rajattu maksimiin',
    'calculator.why.surcharge.hidden': '(piilotettu: sisältyy rahtiriviin)',

    'calculator.why.dates.collection':
      'Nouto {collection}: pyydetty päivä on {asked, select, today {tänään ({date})} other {{date}}}{cutoff, select, none {} other {, takarajan klo {cutoff} jälkeen, joten seuraavasta päivästä alkaen}}{waited, plural, =0 {} one {, sitten # päivä seuraavaan lähtöpäivään} other {, sitten # päivää seuraavaan lähtöpäivään}}.',
    'calculator.why.dates.holiday':
      '{date} {name} ({country}): {effect, select, no_collection {ei noutoa} other {ei lasketa kuljetuspäiväksi}}',
    'calculator.why.dates.delivery': 'Toimitus {delivery}: kuljetusaika {name}, {days, plural, one {# päivä} other {# päivää}} matkalla.',
    'calculator.why.dates.noTransit': 'Vyöhykerivillä ei ole kuljetusaikaa, joten toimituspäivää ei ole.',
    'calculator.result.distance': 'Matka:',
    'calculator.result.distanceHow':
      '{source, select, table {kuljetusliikkeen etäisyystaulukon mukaan} great_circle {arvio: linnuntie × {factor}} recorded {tarjouksen tallentama} other {}}',
    'calculator.result.emissions': 'Päästöt:',
    'calculator.result.emissionsHow':
      '{factor}\u00a0g CO2e/tkm, {vehicle}, {method, select, carrier_measured {kuljetusliikkeen mittaama kerroin} other {GLEC v3.0 -oletuskerroin}}',

    'calculator.why.distance': 'Matka',
    'calculator.why.emissions': 'Päästöt',
    'calculator.why.distance.table':
      'Tiematka {km} kuljetusliikkeen etäisyystaulukosta, reitti {lane}{reversed, select, yes { (löytyi vastakkaiseen suuntaan)} other {}}.',
    'calculator.why.distance.greatCircle': 'Tiematka {km}, arvio: linnuntie {straight} × tiekerroin {factor}.',
    'calculator.why.distance.recorded': 'Tiematka {km}, kuten tarjous sen tallensi.',
    'calculator.why.distance.none': 'Reitillä ei ole tiematkaa: etäisyystaulukossa ei ole sille riviä, eikä osoitteella ole pistettä.',
    'calculator.why.point':
      '{end, select, collection {Noutopiste} other {Toimituspiste}}: {source, select, postcode {postinumeron oma piste} other {alueen {area} keskipiste}} ({latitude}, {longitude}).',
    'calculator.why.point.none':
      '{end, select, collection {Noutopistettä} other {Toimituspistettä}} ei ole: postinumerolla ei ole pistettä, ja {hasArea, select, yes {sen alueella {area} ei ole keskipistettä} other {mikään alue ei sisällä osoitetta}}.',
    'calculator.why.emissions.figure':
      'Päästöt {co2e}: {load} ({basis, select, payable_weight {täyden perävaunun rahdituspaino} other {lähetyksen paino}}) × {km} = {tkm} tkm, × {factor} g CO2e/tkm.',
    'calculator.why.emissions.factor':
      'Kerroin: {method, select, carrier_measured {kuljetusliikkeen tälle palvelulle mittaama well-to-wheel-kerroin} other {GLEC Framework v3.0:n well-to-wheel-oletuskerroin}}; {vehicle}, {fuel} (ISO 14083).',
    'calculator.why.emissions.none':
      'Päästölukua ei ole: {reason, select, no_distance {reitillä ei ole tiematkaa} no_vehicle {palvelulle ei ole nimetty ajoneuvoa} no_default_factor {ajoneuvolle {vehicle} ei ole vahvistettua oletuskerrointa, eikä kuljetusliike ole mitannut omaa} unknown_vehicle {palvelun ajoneuvolla {vehicle} ei ole kerrointa} not_priced {lähetystä ei ole hinnoiteltu} other {{reason}}}.',
  },
});
