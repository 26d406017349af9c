/** A text input for a decimal, where a decimal comma is as good as a dot (the Finnish clerk's '7,5'). */
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { EMPTY_VALUE, ReadOnlyField } from '../../components/ReadOnlyField';

/**
 * A decimal typed as text: a decimal comma is as good as a dot (the Finnish clerk's '7,5').
 * Read-only, the value as text with its `suffix` (% or the currency); without a label (a table
 * cell) just the text.
 */
export function DecimalInput({ suffix, ...props }: TextInputProps & { suffix?: string }) {
  if (props.readOnly) {
    const value = props.value === null || props.value === undefined ? '' : String(props.value);
    const text = value ? `${value}${suffix ? ` ${suffix}` : ''}` : '';
    if (!props.label)
      return (
        <Text size="sm" aria-label={props['aria-label']}>
          {text || EMPTY_VALUE}
        </Text>
      );
    return <ReadOnlyField label={props.label}>{text}</ReadOnlyField>;
  }
  return <TextInput inputMode="decimal" autoComplete="off" {...props} />;
}
