/**
 * The health check's findings (health/grid-health.ts, health/pricelist-health.ts): what is wrong
 * with a grid, a surcharge or a pricelist's validity, one sentence each. The English is the check's
 * as it has always been, word for word (the API's `message`); Estonian and Finnish are for a reader
 * whose language is known. A row, a break and a quantity are pieces of their own, put into the
 * sentences, so each sentence keeps them in a case its language can take (a name in parentheses or
 * as a subject where an ending would be needed).
 */
import { messages } from './area';

export const health = messages({
  en: {
    'health.quantity.places': '{count, plural, one {{n} {code} pallet places} other {{n} {code} pallet places}}',
    'health.quantity.typedPieces': '{count, plural, one {{n} {code} pieces} other {{n} {code} pieces}}',
    'health.quantity.pieces': '{count, plural, one {{n} pieces} other {{n} pieces}}',
    'health.measure':
      '{kind, select, kg {kg} payable {payable weight in kg} real {real weight in kg} pallet {{code} pallet places} pieces {{code} pieces} other {pieces}}',
    'health.row': '{group, select, none {} other {fare group {group}, }}zone row {row} ({from} → {to})',
    'health.break': 'Break {n} ({quantity})',
    'health.range': '{from} to {to}',
    'health.and': '{first} and {second}',
    'health.example': '{fromCountry} {fromPostcode} to {toCountry} {toPostcode}',
    'health.unit.why':
      '{follows, select, loading {the charge would follow the loading metres} other {the charge would follow the weight}}, not the {measure} the quantities count',
    'health.quantitiesNotAscending':
      '{step} is not above the break before it ({quantity}): quantities must go up from left to right, each the upper bound of its column.',
    'health.unitMismatch': '{step} is priced {unit}, but this grid counts {measure}: {why}.',
    'health.emptyRow': '{row} has no prices: shipments on its route get "No price for this quantity" instead of a price from another row.',
    'health.emptyCell':
      '{row} has no price up to {quantity} although the quantities around it have one: such shipments get "No price for this quantity".',
    'health.nonMonotonic':
      '{row}: {lighter} costs {lighterCost} (the {lighterBreak} break) but {heavier} costs {heavierCost} (the {heavierBreak} break): a heavier shipment is cheaper.',
    'health.outlier':
      '{row}, {step}: {price} {unit} is about {times} times {direction, select, higher {higher} other {lower}} than the prices around it ({neighbours}): is it a typing error?{effect}',
    'health.outlier.neighbour': '{price} at break {n} ({quantity})',
    'health.outlier.hidden':
      " The other checks do not see it because {why, select, next {the min/max rule ({rule}) charges the next break} previous {the min/max rule ({rule}) charges the previous break} minimum {the zone row's minimum is charged} other {the zone row's maximum is charged}} instead: {span} costs {amounts}.",
    'health.outlier.withIt': ' With it, {span} costs {amounts}.',
    'health.zoneWithoutAreas':
      'Zone "{zone}" has no areas, so {row}{others, plural, =0 {} one { and # more zone row} other { and # more zone rows}} can never price: add its postcode areas.',
    'health.ambiguousRoute':
      '{row} and {winner} match the same postcodes equally well (for example {example}): only their order decides, and {winner} prices them.',
    'health.unreachableRow':
      '{row} never prices: every postcode pair it covers goes to a more specific or earlier row (for example {example} goes to {winner}).',
    'health.unreachableRow.noPostcode': '{row} never prices: its zones hold no postcode.',
    'health.condition.unknownType': 'its condition type "{type}" is unknown',
    'health.condition.holdsForNone': 'its condition {bounds} holds for no value',
    'health.condition.bothWays': 'its conditions ask for {label} both ways',
    'health.condition.contradict': 'its conditions {first} and {second} contradict each other',
    'health.surcharge.neverApplies': 'Surcharge "{name}" never applies: {reason}.',
    'health.surcharge.thisNeverApplies': 'This surcharge never applies: {reason}.',
    'health.surcharge.noGridRow': 'its own grid has no row for any route of this pricelist',
    'health.surcharge.noZoneRoute': 'none of its zone conditions covers a route of this pricelist',
    'health.surcharge.depends':
      'Surcharge "{name}" depends on {known, select, yes {"{dependency}"} other {a surcharge that no longer exists}}, which this pricelist does not list: {known, select, yes {"{dependency}"} other {a surcharge that no longer exists}} never applies here, so it never counts in "{name}".',
    'health.pricelist.named': '"{name}"',
    'health.pricelist.general':
      'the general pricelist{validity, select, both { valid {from}–{to}} from { valid from {from}} to { valid until {to}} other {}}',
    'health.overlap':
      'Valid at the same time as {rival} {span, select, always {at all times} until {until {to}} from {from {from} on} other {from {from} to {to}}}: there {winner, select, this {this pricelist} other {{rival}}} prices{sameStart, select, yes { (both start on the same day, so the one created later wins)} other { (the later valid from wins)}}.',
    'health.gapAfter':
      'No pricelist of this service for {whose, select, general {partners without their own pricelist} other {this partner}} from {from} to {to}, between this pricelist and {rival}.',
    'health.gapBefore':
      'No pricelist of this service for {whose, select, general {partners without their own pricelist} other {this partner}} from {from} to {to}, between {rival} and this pricelist.',
    'health.expiring':
      'Expires on {day}, {when, select, today {today} tomorrow {tomorrow} other {in {days} days}}, and no pricelist of this service for {whose, select, general {partners without their own pricelist} other {this partner}} follows it: from then on these shipments get no price.',
  },
  et: {
    'health.quantity.places': '{count, plural, one {{n} {code}-alusekoht} other {{n} {code}-alusekohta}}',
    'health.quantity.typedPieces': '{count, plural, one {{n} {code}-tükk} other {{n} {code}-tükki}}',
    'health.quantity.pieces': '{count, plural, one {{n} tükk} other {{n} tükki}}',
    'health.measure':
      '{kind, select, kg {kilogramme} payable {arvestuslikku kaalu kilogrammides} real {tegelikku kaalu kilogrammides} pallet {{code}-alusekohti} pieces {{code}-tükke} other {tükke}}',
    'health.row': '{group, select, none {} other {hinnatabel {group}, }}tsoonirida {row} ({from} → {to})',
    'health.break': 'Kaalugrupp {n} ({quantity})',
    'health.range': '{from} kuni {to}',
    'health.and': '{first} ja {second}',
    'health.example': '{fromCountry} {fromPostcode} → {toCountry} {toPostcode}',
    'health.unit.why':
      '{follows, select, loading {tasu järgiks laadimismeetreid} other {tasu järgiks kaalu}}, mitte {measure}, mida kogused loevad',
    'health.quantitiesNotAscending':
      '{step} ei ole suurem kui sellele eelnev kaalugrupp ({quantity}): kogused peavad kasvama vasakult paremale, igaüks oma veeru ülempiir.',
    'health.unitMismatch': '{step} on hinnastatud {unit}, kuid siin loetakse kogusena {measure}: {why}.',
    'health.emptyRow':
      '{row} ei sisalda hindu: selle marsruudi saadetised saavad teate „Selle koguse jaoks hinda pole“, mitte hinda mõnelt teiselt realt.',
    'health.emptyCell':
      '{row} ei sisalda hinda kuni koguseni {quantity}, kuigi ümbritsevatel kogustel on hind olemas: sellised saadetised saavad teate „Selle koguse jaoks hinda pole“.',
    'health.nonMonotonic':
      '{row}: {lighter} maksab {lighterCost} ({lighterBreak} kaalugrupp), kuid {heavier} maksab {heavierCost} ({heavierBreak} kaalugrupp): raskem saadetis on odavam.',
    'health.outlier':
      '{row}, {step}: {price} {unit} on umbes {times} korda {direction, select, higher {kõrgem} other {madalam}} kui ümbritsevad hinnad ({neighbours}): kas see on trükiviga?{effect}',
    'health.outlier.neighbour': '{price} kaalugrupis {n} ({quantity})',
    'health.outlier.hidden':
      ' Teised kontrollid seda ei näe, sest {why, select, next {min/max-reegel ({rule}) arvestab selle asemel järgmise kaalugrupi} previous {min/max-reegel ({rule}) arvestab selle asemel eelmise kaalugrupi} minimum {selle asemel arvestatakse tsoonirea miinimum} other {selle asemel arvestatakse tsoonirea maksimum}}: {span} maksab {amounts}.',
    'health.outlier.withIt': ' Selle hinnaga maksab {span} {amounts}.',
    'health.zoneWithoutAreas':
      'Tsoonil „{zone}“ ei ole sihtnumbripiirkondi, seega {row}{others, plural, =0 {} one { ja veel # tsoonirida} other { ja veel # tsoonirida}} ei anna kunagi hinda: lisa tsoonile selle sihtnumbripiirkonnad.',
    'health.ambiguousRoute':
      '{row} ja {winner} sobivad samade sihtnumbritega võrdselt hästi (näiteks {example}): otsustab ainult nende järjekord ja hinna annab {winner}.',
    'health.unreachableRow':
      '{row} ei anna kunagi hinda: iga sihtnumbripaar, mida see katab, läheb täpsemale või eespool olevale reale (näiteks {example}: hinna annab {winner}).',
    'health.unreachableRow.noPostcode': '{row} ei anna kunagi hinda: selle tsoonides ei ole ühtegi sihtnumbrit.',
    'health.condition.unknownType': 'selle tingimuse tüüp „{type}“ on tundmatu',
    'health.condition.holdsForNone': 'selle tingimus {bounds} ei kehti ühegi väärtuse korral',
    'health.condition.bothWays': 'selle tingimused nii nõuavad kui ka keelavad tingimuse „{label}“',
    'health.condition.contradict': 'selle tingimused {first} ja {second} on omavahel vastuolus',
    'health.surcharge.neverApplies': 'Lisatasu „{name}“ ei rakendu kunagi: {reason}.',
    'health.surcharge.thisNeverApplies': 'See lisatasu ei rakendu kunagi: {reason}.',
    'health.surcharge.noGridRow': 'selle oma hinnatabelis ei ole ühtegi rida ühegi selle hinnakirja marsruudi jaoks',
    'health.surcharge.noZoneRoute': 'ükski selle tsoonitingimus ei kata ühtegi selle hinnakirja marsruuti',
    'health.surcharge.depends':
      'Lisatasu „{name}“ sõltub {known, select, yes {lisatasust „{dependency}“} other {lisatasust, mida enam ei ole}}, mida see hinnakiri ei sisalda: {known, select, yes {„{dependency}“} other {see lisatasu}} ei rakendu siin kunagi, seega ei arvestata seda kunagi lisatasus „{name}“.',
    'health.pricelist.named': 'hinnakiri „{name}“',
    'health.pricelist.general':
      'üldhinnakiri{validity, select, both {, kehtib {from}–{to}} from {, kehtib alates {from}} to {, kehtib kuni {to}} other {}}',
    'health.overlap':
      'Kehtib samal ajal kui {rival} {span, select, always {kogu aeg} until {kuni {to}} from {alates {from}} other {{from}–{to}}}: sel ajal annab hinna {winner, select, this {see hinnakiri} other {{rival}}}{sameStart, select, yes { (mõlemad algavad samal päeval, seega kehtib hiljem loodud hinnakiri)} other { (kehtib hilisema alguskuupäevaga hinnakiri)}}.',
    'health.gapAfter':
      'Selle teenuse hinnakirja {whose, select, general {partneritele, kellel ei ole oma hinnakirja} other {sellele partnerile}} ei ole ajavahemikul {from}–{to}: see jääb selle hinnakirja ja järgmise hinnakirja ({rival}) vahele.',
    'health.gapBefore':
      'Selle teenuse hinnakirja {whose, select, general {partneritele, kellel ei ole oma hinnakirja} other {sellele partnerile}} ei ole ajavahemikul {from}–{to}: see jääb eelmise hinnakirja ({rival}) ja selle hinnakirja vahele.',
    'health.expiring':
      'Aegub {day} ({when, select, today {täna} tomorrow {homme} other {{days} päeva pärast}}) ja sellele ei järgne selle teenuse hinnakirja {whose, select, general {partneritele, kellel ei ole oma hinnakirja} other {sellele partnerile}}: sellest päevast alates ei saa need saadetised hinda.',
  },
  fi: {
    'health.quantity.places': '{count, plural, one {{n} {code}-lavapaikka} other {{n} {code}-lavapaikkaa}}',
    'health.quantity.typedPieces': '{count, plural, one {{n} {code}-kappale} other {{n} {code}-kappaletta}}',
    'health.quantity.pieces': '{count, plural, one {{n} kappale} other {{n} kappaletta}}',
    'health.measure':
      '{kind, select, kg {kiloja} payable {rahdituspainoa kiloina} real {todellista painoa kiloina} pallet {{code}-lavapaikkoja} pieces {{code}-kappaleita} other {kappaleita}}',
    'health.row': '{group, select, none {} other {hintataulukko {group}, }}vyöhykerivi {row} ({from} → {to})',
    'health.break': 'Hintaporras {n} ({quantity})',
    'health.range': '{from} – {to}',
    'health.and': '{first} ja {second}',
    'health.example': '{fromCountry} {fromPostcode} → {toCountry} {toPostcode}',
    'health.unit.why':
      '{follows, select, loading {maksu seuraisi lavametrejä} other {maksu seuraisi painoa}}, vaikka määrät laskevat {measure}',
    'health.quantitiesNotAscending':
      '{step} ei ole suurempi kuin sitä edeltävä hintaporras ({quantity}): määrien on kasvettava vasemmalta oikealle, ja kukin on sarakkeensa yläraja.',
    'health.unitMismatch': '{step} hinnoitellaan {unit}, mutta tässä määrät laskevat {measure}: {why}.',
    'health.emptyRow':
      '{row} on ilman hintoja: sen reitin lähetykset saavat ilmoituksen ”Tälle määrälle ei ole hintaa” eivätkä hintaa miltään muulta riviltä.',
    'health.emptyCell':
      '{row} on ilman hintaa määrään {quantity} asti, vaikka ympäröivillä määrillä on hinta: tällaiset lähetykset saavat ilmoituksen ”Tälle määrälle ei ole hintaa”.',
    'health.nonMonotonic':
      '{row}: {lighter} maksaa {lighterCost} (hintaporras {lighterBreak}), mutta {heavier} maksaa {heavierCost} (hintaporras {heavierBreak}): painavampi lähetys on halvempi.',
    'health.outlier':
      '{row}, {step}: {price} {unit} on noin {times} kertaa {direction, select, higher {suurempi} other {pienempi}} kuin ympäröivät hinnat ({neighbours}): onko se näppäilyvirhe?{effect}',
    'health.outlier.neighbour': '{price} hintaportaassa {n} ({quantity})',
    'health.outlier.hidden':
      ' Muut tarkistukset eivät huomaa sitä, koska {why, select, next {min/max-sääntö ({rule}) veloittaa sen sijaan seuraavan hintaportaan} previous {min/max-sääntö ({rule}) veloittaa sen sijaan edellisen hintaportaan} minimum {sen sijaan veloitetaan vyöhykerivin minimi} other {sen sijaan veloitetaan vyöhykerivin maksimi}}: {span} maksaa {amounts}.',
    'health.outlier.withIt': ' Tällä hinnalla {span} maksaa {amounts}.',
    'health.zoneWithoutAreas':
      'Vyöhykkeellä ”{zone}” ei ole postinumeroalueita, joten {row}{others, plural, =0 {} one { ja # muu vyöhykerivi} other { ja # muuta vyöhykeriviä}} ei voi koskaan antaa hintaa: lisää vyöhykkeelle sen postinumeroalueet.',
    'health.ambiguousRoute':
      '{row} ja {winner} vastaavat samoja postinumeroita yhtä hyvin (esimerkiksi {example}): vain niiden järjestys ratkaisee, ja hinnan antaa {winner}.',
    'health.unreachableRow':
      '{row} ei koskaan anna hintaa: jokainen sen kattama postinumeropari menee tarkemmalle tai aiemmalle riville (esimerkiksi {example}: hinnan antaa {winner}).',
    'health.unreachableRow.noPostcode': '{row} ei koskaan anna hintaa: sen vyöhykkeissä ei ole yhtään postinumeroa.',
    'health.condition.unknownType': 'sen ehdon tyyppi ”{type}” on tuntematon',
    'health.condition.holdsForNone': 'sen ehto {bounds} ei täyty millään arvolla',
    'health.condition.bothWays': 'sen ehdot sekä vaativat että kieltävät ehdon ”{label}”',
    'health.condition.contradict': 'sen ehdot {first} ja {second} ovat keskenään ristiriidassa',
    'health.surcharge.neverApplies': 'Lisämaksua ”{name}” ei sovelleta koskaan: {reason}.',
    'health.surcharge.thisNeverApplies': 'Tätä lisämaksua ei sovelleta koskaan: {reason}.',
    'health.surcharge.noGridRow': 'sen omassa hintataulukossa ei ole riviä millekään tämän hinnaston reitille',
    'health.surcharge.noZoneRoute': 'mikään sen vyöhyke-ehdoista ei kata yhtäkään tämän hinnaston reittiä',
    'health.surcharge.depends':
      'Lisämaksu ”{name}” riippuu {known, select, yes {lisämaksusta ”{dependency}”} other {lisämaksusta, jota ei enää ole}}, jota tämä hinnasto ei sisällä: {known, select, yes {lisämaksua ”{dependency}”} other {sitä}} ei sovelleta tässä koskaan, joten sitä ei koskaan lasketa mukaan lisämaksuun ”{name}”.',
    'health.pricelist.named': 'hinnasto ”{name}”',
    'health.pricelist.general':
      'yleishinnasto{validity, select, both {, voimassa {from}–{to}} from {, voimassa {from} alkaen} to {, voimassa {to} asti} other {}}',
    'health.overlap':
      'Voimassa samaan aikaan kuin {rival} {span, select, always {koko ajan} until {{to} asti} from {{from} alkaen} other {{from}–{to}}}: silloin hinnan antaa {winner, select, this {tämä hinnasto} other {{rival}}}{sameStart, select, yes { (molemmat alkavat samana päivänä, joten myöhemmin luotu voittaa)} other { (myöhemmin voimaan tuleva voittaa)}}.',
    'health.gapAfter':
      'Tämän palvelun hinnastoa ei ole {whose, select, general {kumppaneille, joilla ei ole omaa hinnastoa} other {tälle kumppanille}} ajalla {from}–{to}: aukko on tämän hinnaston ja seuraavan hinnaston ({rival}) välissä.',
    'health.gapBefore':
      'Tämän palvelun hinnastoa ei ole {whose, select, general {kumppaneille, joilla ei ole omaa hinnastoa} other {tälle kumppanille}} ajalla {from}–{to}: aukko on edellisen hinnaston ({rival}) ja tämän hinnaston välissä.',
    'health.expiring':
      'Päättyy {day} ({when, select, today {tänään} tomorrow {huomenna} other {{days} päivän kuluttua}}), eikä sitä seuraa mikään tämän palvelun hinnasto {whose, select, general {kumppaneille, joilla ei ole omaa hinnastoa} other {tälle kumppanille}}: siitä alkaen nämä lähetykset eivät saa hintaa.',
  },
});
