/**
 * Read-only values as plain text: a record's view page shows what is stored, not a
 * disabled form. `ReadOnlyField` is the one way a value is shown read-only; the field wrappers
 * below render the editable Mantine input on /edit and /new and a `ReadOnlyField` on the view, so a
 * form writes each field once for all three modes.
 */
import {
  Badge,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  type CheckboxProps,
  type ComboboxData,
  type NumberInputProps,
  type SelectProps,
  type SwitchProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatNumber } from '../lib/format';
import { useT } from '../lib/i18n';

/** What an empty value reads as. */
export const EMPTY_VALUE = '—';

/**
 * A label above its value as text. The value is a group named by the label, so a test or a screen
 * reader finds "the Service field" on a view page as on a form.
 */
export function ReadOnlyField({ label, children }: { label: ReactNode; children: ReactNode }) {
  const id = useId();
  const empty = children === null || children === undefined || children === '' || (Array.isArray(children) && children.length === 0);
  return (
    <Stack gap={2} role="group" aria-labelledby={id} data-readonly-field>
      <Text id={id} size="sm" fw={500} c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', minHeight: 22 }}>
        {empty ? EMPTY_VALUE : children}
      </Text>
    </Stack>
  );
}

/** A yes/no value as a badge: green Yes, grey No (in the reader's language unless named). */
export function YesNoBadge({ value, yes, no }: { value: boolean; yes?: string; no?: string }) {
  const t = useT();
  return (
    <Badge color={value ? 'green' : 'gray'} variant="light">
      {value ? (yes ?? t('common.yes')) : (no ?? t('common.no'))}
    </Badge>
  );
}

/** Chosen options as a row of light badges (surcharges, conditions, areas). */
export function ValueBadges({ labels }: { labels: string[] }) {
  if (!labels.length) return <>{EMPTY_VALUE}</>;
  return (
    <Group gap={6}>
      {labels.map((label, i) => (
        <Badge key={`${label}-${i}`} variant="light" color="gray" tt="none" fw={500} size="lg" radius="sm">
          {label}
        </Badge>
      ))}
    </Group>
  );
}

/** The labels of `values` in a Select's data (plain strings, items or groups). */
export function optionLabels(data: ComboboxData | undefined, values: readonly string[]): string[] {
  const labels = new Map<string, string>();
  const visit = (items: ComboboxData) => {
    for (const item of items) {
      if (typeof item === 'string') labels.set(item, item);
      else if ('group' in item) visit(item.items);
      else labels.set(item.value, item.label ?? item.value);
    }
  };
  visit(data ?? []);
  return values.map((v) => labels.get(v) ?? v);
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A text input; plain text when read-only. */
export function TextField(props: TextInputProps) {
  if (!props.readOnly) return <TextInput {...props} />;
  return <ReadOnlyField label={props.label}>{text(props.value)}</ReadOnlyField>;
}

/** A multi-line text; plain text (lines kept) when read-only. */
export function TextareaField(props: TextareaProps) {
  if (!props.readOnly) return <Textarea {...props} />;
  return <ReadOnlyField label={props.label}>{text(props.value)}</ReadOnlyField>;
}

/** A number input; the number in the product's format ('0,4', '1 850'), with a text prefix such as '>' or a suffix, when read-only. */
export function NumberField(props: NumberInputProps & { unitText?: string }) {
  const { unitText, ...input } = props;
  if (!input.readOnly) return <NumberInput {...input} />;
  const raw = text(input.value);
  const value = raw !== '' && Number.isFinite(Number(raw)) ? formatNumber(Number(raw), 4) : raw;
  const prefix = typeof input.leftSection === 'string' ? `${input.leftSection} ` : '';
  return <ReadOnlyField label={input.label}>{value ? `${prefix}${value}${unitText ? ` ${unitText}` : ''}` : ''}</ReadOnlyField>;
}

/** A select; the chosen option's label when read-only. */
export function SelectField(props: SelectProps) {
  if (!props.readOnly) return <Select {...props} />;
  const value = props.value ?? null;
  return <ReadOnlyField label={props.label}>{value === null ? '' : optionLabels(props.data, [value])[0]}</ReadOnlyField>;
}

/** A checkbox; a Yes/No badge under its label when read-only. */
export function CheckboxField(props: CheckboxProps) {
  if (!props.readOnly) return <Checkbox {...props} />;
  return (
    <ReadOnlyField label={props.label}>
      <YesNoBadge value={!!props.checked} />
    </ReadOnlyField>
  );
}

/** A switch; a Yes/No badge under its label when read-only. */
export function SwitchField(props: SwitchProps) {
  if (!props.readOnly) return <Switch {...props} />;
  return (
    <ReadOnlyField label={props.label}>
      <YesNoBadge value={!!props.checked} />
    </ReadOnlyField>
  );
}
