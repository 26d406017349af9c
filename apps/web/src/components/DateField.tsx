/**
 * The one date field of the app: pricelist validity, the calculator, budgets and tenders. Typing
 * yyyy-mm-dd is masked as docs/product/domain.md §5 "Dates" asks; a typed or pasted dd.mm.yyyy or d.m.yyyy
 * is read as that date; a calendar next to the field picks one. What is not a real date stays as
 * typed with the reason under the field (domain `typeDate` and `readDate`, the reason in the reader's
 * language: dateProblemText): a value never turns into another date. The value handed to `onChange`
 * is 'yyyy-mm-dd' for a date, else the text.
 */
import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { dateProblem, daysInMonth, isUnfinishedDate, MAX_YEAR, MIN_YEAR, readDate, typeDate, type Translate } from '@freight/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../lib/i18n';

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** 'yyyy-mm-dd', '' or what the clerk typed that is no date. */
  value: string;
  /** Called with 'yyyy-mm-dd' for a date, '' when emptied, else the text as typed. */
  onChange: (value: string) => void;
  /** The earliest year the field takes (default MIN_YEAR). */
  minYear?: number;
  /** The latest year the field takes (default MAX_YEAR). */
  maxYear?: number;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * Why `text` is not a date the field takes, in the reader's language, or null: the reasons of the
 * domain's `dateProblem` (not yyyy-mm-dd or dd.mm.yyyy, no such month, no such day, a year out of
 * bounds), the English ones word for word.
 */
export function dateProblemText(text: string, options: { minYear: number; maxYear: number }, t: Translate): string | null {
  if (dateProblem(text, options) === null) return null;
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  const dotted = iso ? null : DOTTED.exec(trimmed);
  if (!iso && !dotted) return t('ui.date.notADate', { text: trimmed });
  const [year = 0, month = 0, day = 0] = (iso ? [iso[1], iso[2], iso[3]] : [dotted![3], dotted![2], dotted![1]]).map(Number);
  if (month < 1 || month > 12) return t('ui.date.noMonth', { text: trimmed, month: String(month) });
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) return t('ui.date.noDay', { text: trimmed, month: String(month), year: String(year), days: String(days) });
  return t('ui.date.yearRange', { text: trimmed, min: String(options.minYear), max: String(options.maxYear) });
}

export function DateField({ value, onChange, minYear = MIN_YEAR, maxYear = MAX_YEAR, error, onBlur, ...props }: DateFieldProps) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  // The reason shows once the clerk leaves the field, or at once for what typing cannot finish
  // ('2026-13', a paste that is no date); an unfinished '2026-1' being typed is not scolded.
  const [left, setLeft] = useState(false);
  const problem = dateProblemText(value, { minYear, maxYear }, t);
  const shownProblem = problem && (left || !isUnfinishedDate(value)) ? problem : null;
  const picked = readDate(value, { minYear, maxYear });

  if (props.readOnly) return <TextInput {...props} value={value} error={error} readOnly />;

  return (
    <TextInput
      placeholder={t('ui.date.placeholder')}
      {...props}
      value={value}
      error={shownProblem ?? error}
      onChange={(event) => {
        setLeft(false);
        onChange(typeDate(value, event.currentTarget.value));
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      rightSection={
        <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus returnFocus>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={typeof props.label === 'string' ? t('ui.date.pick', { label: props.label }) : t('ui.date.pickDate')}
              disabled={props.disabled}
              onClick={() => setOpened((o) => !o)}
            >
              <IconCalendar size={16} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker
              value={picked.ok ? picked.day : null}
              defaultDate={picked.ok ? picked.day : undefined}
              minDate={`${minYear}-01-01`}
              maxDate={`${maxYear}-12-31`}
              onChange={(day) => {
                if (day) onChange(day);
                setOpened(false);
              }}
            />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
