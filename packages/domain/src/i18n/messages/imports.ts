/**
 * What reading a file says: the pricelist JSON file's checks and the names it could not match
 * (pricelist-files/json-file.ts: IMPORT_MESSAGES and resolvePricelistFile's problems, in English
 * word for word as the server says them), and how a CSV file was read (csvDialectText). The web app
 * reads a JSON file and a fuel index CSV in the reader's language; the API answers in English.
 */
import { messages } from './area';

export const imports = messages({
  en: {
    'imports.json.invalidJson': 'Invalid JSON file',
    'imports.json.noPricelist': 'No pricelist found in imported data',
    'imports.json.noPriceDefinitions': 'No price definitions found in pricelist',
    'imports.json.emptyPriceDefinitions': 'Pricelist contains no price definitions',
    'imports.json.invalidQuantity': 'Invalid quantity structure in price definitions',
    'imports.json.invalidPrices': 'Invalid prices for zone {zone}',
    'imports.json.invalidZones': 'Invalid zones to create',
    'imports.json.failed': 'Failed to process pricelist: {reason}',
    'imports.json.zoneCreationFailed': 'Zone creation failed: {reason}',
    'imports.json.pathInvalid': '{path} is invalid',
    'imports.json.noServiceCode': 'No service with the code {code}',
    'imports.json.noService': 'The file names no service',
    'imports.json.noPartner': 'No partner named {name}',
    'imports.json.noZone': 'No zone for {name}',
    'imports.json.noTransit': 'No transit named {name}',
    'imports.json.ambiguousZone': 'Zone {name} matches both {first} (id {firstId}) and {second} (id {secondId})',
    'imports.json.ambiguousTransit': 'Transit {name} matches both {first} (id {firstId}) and {second} (id {secondId})',
    'imports.csv.readAs':
      'Read as {encoding}, {separator, select, semicolon {separated by ;} comma {separated by ,} other {tab separated}}',
  },
  et: {
    'imports.json.invalidJson': 'Vigane JSON-fail',
    'imports.json.noPricelist': 'Imporditud andmetes ei ole hinnakirja',
    'imports.json.noPriceDefinitions': 'Hinnakirjast ei leitud hinnamääratlusi',
    'imports.json.emptyPriceDefinitions': 'Hinnakirjas ei ole ühtegi hinnamääratlust',
    'imports.json.invalidQuantity': 'Hinnamääratluste koguste ülesehitus on vigane',
    'imports.json.invalidPrices': 'Tsooni {zone} hinnad on vigased',
    'imports.json.invalidZones': 'Loodavad tsoonid on vigased',
    'imports.json.failed': 'Hinnakirja töötlemine ebaõnnestus: {reason}',
    'imports.json.zoneCreationFailed': 'Tsoonide loomine ebaõnnestus: {reason}',
    'imports.json.pathInvalid': '{path} on vigane',
    'imports.json.noServiceCode': 'Koodiga {code} teenust ei ole',
    'imports.json.noService': 'Failis ei ole teenust märgitud',
    'imports.json.noPartner': 'Partnerit nimega {name} ei ole',
    'imports.json.noZone': '{name}: sobivat tsooni ei ole',
    'imports.json.noTransit': 'Veoaega nimega {name} ei ole',
    'imports.json.ambiguousZone': 'Tsoon {name} vastab nii kirjele {first} (ID {firstId}) kui ka kirjele {second} (ID {secondId})',
    'imports.json.ambiguousTransit': 'Veoaeg {name} vastab nii kirjele {first} (ID {firstId}) kui ka kirjele {second} (ID {secondId})',
    'imports.csv.readAs':
      'Loetud kodeeringus {encoding}, {separator, select, semicolon {eraldaja ;} comma {eraldaja ,} other {eraldaja tabulaator}}',
  },
  fi: {
    'imports.json.invalidJson': 'Virheellinen JSON-tiedosto',
    'imports.json.noPricelist': 'Tuoduista tiedoista ei löytynyt hinnastoa',
    'imports.json.noPriceDefinitions': 'Hinnastosta ei löytynyt hintamäärityksiä',
    'imports.json.emptyPriceDefinitions': 'Hinnastossa ei ole yhtään hintamääritystä',
    'imports.json.invalidQuantity': 'Hintamääritysten määrien rakenne on virheellinen',
    'imports.json.invalidPrices': 'Vyöhykkeen {zone} hinnat ovat virheelliset',
    'imports.json.invalidZones': 'Luotavat vyöhykkeet ovat virheelliset',
    'imports.json.failed': 'Hinnaston käsittely epäonnistui: {reason}',
    'imports.json.zoneCreationFailed': 'Vyöhykkeiden luonti epäonnistui: {reason}',
    'imports.json.pathInvalid': '{path} on virheellinen',
    'imports.json.noServiceCode': 'Koodilla {code} ei ole palvelua',
    'imports.json.noService': 'Tiedostossa ei ole palvelua',
    'imports.json.noPartner': 'Kumppania nimeltä {name} ei ole',
    'imports.json.noZone': '{name}: sopivaa vyöhykettä ei ole',
    'imports.json.noTransit': 'Kuljetusaikaa nimeltä {name} ei ole',
    'imports.json.ambiguousZone':
      'Vyöhyke {name} vastaa sekä kohdetta {first} (tunnus {firstId}) että kohdetta {second} (tunnus {secondId})',
    'imports.json.ambiguousTransit':
      'Kuljetusaika {name} vastaa sekä kohdetta {first} (tunnus {firstId}) että kohdetta {second} (tunnus {secondId})',
    'imports.csv.readAs': 'Luettu merkistönä {encoding}, {separator, select, semicolon {erotin ;} comma {erotin ,} other {erotin sarkain}}',
  },
});
