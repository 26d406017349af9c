/**
 * The settings of a price grid (api.md "Pricelist", priceGridSchema): unit, LDM and CBM
 * multipliers, payable weight and LDM roundings and the min/max rule. Shared by the pricelist form
 * (fields at the top of its values) and the pricelist-type surcharge form (fields under
 * `pricelist.`). It renders the fields alone, so that the caller's grid lays them out.
 */
import { NumberInput, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LDM_ROUNDING_OPTIONS, MIN_MAX_RULE_OPTIONS, PAYWEIGHT_ROUNDING_OPTIONS, UNIT_OPTIONS } from '../../routes/pricelists/labels';

/** The part of a Mantine form the fields bind to (any form whose values hold the settings at `prefix`). */
export interface GridSettingsForm {
  getInputProps(path: string): GetInputPropsReturnType;
}

export interface GridSettingsProps {
  form: GridSettingsForm;
  /** Where the settings sit in the form values: '' (top level) or 'pricelist.'. */
  prefix?: string;
  readOnly: boolean;
  /** Shows the CBM multiplier as required (the pricelist form); otherwise a blank takes the default. */
  cbmRequired?: boolean;
}

export function GridSettings({ form, prefix = '', readOnly, cbmRequired = true }: GridSettingsProps) {
  const field = (name: string) => form.getInputProps(`${prefix}${name}`);
  return (
    <>
      <Select label="Unit" data={UNIT_OPTIONS} searchable={!readOnly} readOnly={readOnly} allowDeselect={false} {...field('unit')} />
      <NumberInput
        label="LDM multiplier"
        withAsterisk={!readOnly}
        min={0}
        decimalScale={3}
        readOnly={readOnly}
        hideControls
        {...field('ldm_multiplier')}
      />
      <NumberInput
        label="CBM multiplier"
        withAsterisk={!readOnly && cbmRequired}
        min={0}
        decimalScale={3}
        readOnly={readOnly}
        hideControls
        {...field('cbm_multiplier')}
      />
      <Select
        label="Payable weight rounding"
        data={PAYWEIGHT_ROUNDING_OPTIONS}
        readOnly={readOnly}
        allowDeselect={false}
        {...field('payweight_rounding')}
      />
      <Select label="LDM rounding" data={LDM_ROUNDING_OPTIONS} readOnly={readOnly} allowDeselect={false} {...field('ldm_rounding')} />
      <Select label="Min/max rule" data={MIN_MAX_RULE_OPTIONS} readOnly={readOnly} allowDeselect={false} {...field('min_max_rule')} />
    </>
  );
}
