import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useT } from '../lib/i18n';
import { optionLabels, ReadOnlyField, ValueBadges } from './ReadOnlyField';

/**
 * The forms' multi-select of records (surcharges, conditions, dependencies): on a read-only view
 * the chosen options as badges (none: the placeholder, e.g. 'No dependencies', else a dash);
 * editable, with no match it says "Nothing found".
 */
export function PickMany({ readOnly, description, nothingFoundMessage, ...props }: MultiSelectProps) {
  const t = useT();
  if (readOnly)
    return (
      <ReadOnlyField label={props.label}>
        {props.value?.length || !props.placeholder ? (
          <ValueBadges labels={optionLabels(props.data, props.value ?? [])} />
        ) : (
          props.placeholder
        )}
      </ReadOnlyField>
    );
  return (
    <MultiSelect
      {...props}
      searchable
      clearable
      description={description}
      nothingFoundMessage={nothingFoundMessage ?? t('ui.nothingFound')}
    />
  );
}
