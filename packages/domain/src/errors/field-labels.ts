/**
 * Field keys in words: messages name a field by its label, never by its key
 * ("Valid to must not be before Valid from", not "valid_to must not be before valid_from"). The
 * server's 422 messages, the web app's issue banner and the change log all read these, so a field
 * is called the same everywhere. The names of the product's things come from the glossary.
 */
import { termTitle } from '../glossary/glossary';

/** The label of each field key the forms and bodies use; other keys are turned into words. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  all_conditions_needed: 'All conditions needed',
  amount_source: 'Amount from',
  applied_after: 'Applied after',
  applied_until: 'Applied until',
  calculator: 'Calculator',
  cargoson_id: 'Cargoson ID',
  cbm: 'CBM',
  cbm_multiplier: 'CBM multiplier',
  code: 'Code',
  comment: 'Comment',
  currency: 'Currency',
  customer: termTitle('partner'),
  customer_id: termTitle('partner'),
  cutoff_time: 'Cutoff time',
  email: 'Email',
  general_hidden: 'Block general pricelist',
  ldm: 'LDM',
  // "Blocks" are conditions (the glossary's word); the keys keep the API's name.
  blocks: termTitle('condition', true),
  ldm_blocks: 'LDM conditions',
  ldm_multiplier: 'LDM multiplier',
  ldm_rounding: 'LDM rounding',
  maximum_amount: 'Maximum',
  min_max_rule: 'Min/max rule',
  minimum_amount: 'Minimum',
  password_confirmation: 'Password confirmation',
  payweight_rounding: 'Payable weight rounding',
  postcode_from: 'Postcode from',
  postcode_to: 'Postcode to',
  role_id: 'Role',
  service_id: termTitle('service'),
  skip_holidays: 'Skip public holidays',
  timezone: 'Timezone',
  transit: 'Transit',
  transit_time: 'Transit time',
  valid_from: 'Valid from',
  valid_to: 'Valid to',
  zone_from: 'Zone from',
  zone_to: 'Zone to',
};

/** What one item of a list field is called: 'fare_groups.0' is "Fare group 1". */
const ITEM_NOUNS: Readonly<Record<string, string>> = {
  areas: termTitle('area'),
  blocks: termTitle('condition'),
  charges: 'Charge',
  dependencies: 'Dependency',
  fare_groups: termTitle('fareGroup'),
  ldm_blocks: 'LDM condition',
  prices: 'Price',
  quantities: 'Quantity row',
  shipments: 'Shipment',
  surcharges: termTitle('surcharge'),
  zone_conditions: 'Zone condition',
  zones: termTitle('zoneRow'),
};

function words(key: string): string {
  const text = key.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A field path in words: 'valid_to' -> "Valid to", 'fare_groups.0.zones.12.prices.3' ->
 * "Fare group 1, zone row 13, price 4", 'zone_conditions.1.amount' -> "Zone condition 2, amount".
 */
export function fieldLabel(path: string): string {
  const segments = path.split('.').filter(Boolean);
  if (!segments.length) return 'The form';
  const parts: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const key = segments[i]!;
    const next = segments[i + 1];
    if (next !== undefined && /^\d+$/.test(next)) {
      parts.push(`${ITEM_NOUNS[key] ?? words(key)} ${Number(next) + 1}`);
      i++;
    } else if (/^\d+$/.test(key)) {
      parts.push(`item ${Number(key) + 1}`);
    } else {
      parts.push(FIELD_LABELS[key] ?? words(key));
    }
  }
  return parts.map((part, i) => (i === 0 ? part : lowerFirst(part))).join(', ');
}

/** 'Zone row 13' -> 'zone row 13', but 'LDM blocks' and 'CBM' keep their capitals. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
