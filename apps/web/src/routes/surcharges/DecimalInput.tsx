/** A text input for a decimal, where a decimal comma is as good as a dot (the Finnish clerk's '7,5'). */
import { TextInput, type TextInputProps } from '@mantine/core';

/** A decimal typed as text: a decimal comma is as good as a dot (the Finnish clerk's '7,5'). */
export function DecimalInput(props: TextInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" {...props} />;
}
