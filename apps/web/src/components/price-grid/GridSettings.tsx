/**
 * The settings of a price grid (docs/api.md "Pricelist", the domain's gridSettingsSchema): unit, LDM and
 * CBM multipliers, payable weight and LDM roundings and the min/max rule. Shared by the pricelist
 * form (fields at the top of its values) and the pricelist-type surcharge form (fields under
 * `pricelist.`). It renders the fields alone, so that the caller's grid lays them out. The fields
 * come from GRID_SETTING_FIELDS; each has its input in GRID_SETTING_INPUTS (labels.ts).
 */
import { NumberInput, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { GRID_SETTING_FIELDS, type GridSettingField, type GridSettings } from '@freight/domain';
import { decimalText } from '../../lib/format';
import { t, useT } from '../../lib/i18n';
import { GRID_SETTING_INPUTS, gridSettingInputs } from '../../routes/pricelists/labels';

/** The grid settings as a form holds them: a number as the clerk typed it (a number, or its text). */
export type GridSettingsValues = { [K in GridSettingField]: GridSettings[K] extends number ? number | string : string };

/**
 * The settings of the form's values as the body takes them. A blank decimal goes as '' (for the
 * schema to name), or, when `blanksTakeDefaults`, left out where its input allows (the default is saved).
 */
export function gridSettingsPayload(
  values: GridSettingsValues,
  blanksTakeDefaults = false,
): Partial<Record<GridSettingField, number | string>> {
  const payload: Partial<Record<GridSettingField, number | string>> = {};
  for (const field of GRID_SETTING_FIELDS) {
    const input = GRID_SETTING_INPUTS[field];
    const value = input.kind === 'decimal' ? decimalText(values[field]) : values[field];
    if (value === '' && input.kind === 'decimal' && input.blankTakesDefault && blanksTakeDefaults) continue;
    payload[field] = value;
  }
  return payload;
}

/**
 * 'Is required' for each blank decimal the form must have, at `prefix` + field; a setting whose
 * blank takes its default is not required when `blanksTakeDefaults`.
 */
export function gridSettingsErrors(values: GridSettingsValues, prefix = '', blanksTakeDefaults = false): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of GRID_SETTING_FIELDS) {
    const input = GRID_SETTING_INPUTS[field];
    if (input.kind !== 'decimal' || (input.blankTakesDefault && blanksTakeDefaults)) continue;
    if (decimalText(values[field]) === '') errors[`${prefix}${field}`] = t('grid.error.required');
  }
  return errors;
}

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
  // The labels and options in the reader's language, drawn again when it changes.
  const inputs = gridSettingInputs(useT());
  return (
    <>
      {GRID_SETTING_FIELDS.map((name) => {
        const input = inputs[name];
        const props = { label: input.label, readOnly, ...form.getInputProps(`${prefix}${name}`) };
        if (input.kind === 'decimal') {
          const required = !input.blankTakesDefault || cbmRequired;
          return <NumberInput key={name} withAsterisk={!readOnly && required} min={0} decimalScale={3} hideControls {...props} />;
        }
        return (
          <Select key={name} data={input.options} searchable={input.searchable ? !readOnly : undefined} allowDeselect={false} {...props} />
        );
      })}
    </>
  );
}
