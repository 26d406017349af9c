import { MultiSelect, type MultiSelectProps } from '@mantine/core';

/**
 * The forms' multi-select of records (surcharges, conditions, dependencies): on a read-only view
 * it neither searches nor clears and hides its hint; with no match it says "Nothing found".
 */
export function PickMany({ readOnly, description, nothingFoundMessage = 'Nothing found', ...props }: MultiSelectProps) {
  return (
    <MultiSelect
      {...props}
      readOnly={readOnly}
      searchable={!readOnly}
      clearable={!readOnly}
      description={readOnly ? undefined : description}
      nothingFoundMessage={nothingFoundMessage}
    />
  );
}
