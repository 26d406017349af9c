/** A text input for a decimal, where a decimal comma is as good as a dot (the Finnish clerk's '7,5'). */
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { EMPTY_VALUE, ReadOnlyField } from '../../components/ReadOnlyField';
import { formatNumber } from '../../lib/format';

/**
 * A decimal typed as text: a decimal comma is as good as a dot (the Finnish clerk's '7,5').
 * Read-only, the value as text with its `suffix` (% or the currency); without a label (a table
 * cell) just the text.
 */
export function DecimalInput({ suffix, ...props }: TextInputProps & { suffix?: string }) {
  if (props.readOnly) {
    const raw = props.value === null || props.value === undefined ? '' : String(props.value);
    // The product's number format: '7,5', '1 250' (docs/writing.md).
    const value = raw !== '' && Number.isFinite(Number(raw)) ? formatNumber(Number(raw), 4) : raw;
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
