/**
 * What the budget and tender pages share around an upload: the upload button, the "Download template" link (GET
 * /fe/tool/templates/{budget|tender}.xlsx, a plain browser download with the session cookie) and
 * the sheet picker of a workbook with several sheets, which also says how a CSV was read.
 */
import { Button, FileButton, Select, Text, Textarea, type TextareaProps } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { BULK_ROUTES, pathOf, type CsvDialect, type CsvSeparator, type MessageKey, type UploadSheet } from '@freight/domain';
import { useT } from '../../../lib/i18n';

/** The field error of a list whose header lacks a required column (the column is named in the message below it). */
export const MISSING_COLUMN: MessageKey = 'tools.upload.missingColumn';

/** A CSV separator as the "From" line's message names it. */
const SEPARATORS: Record<CsvSeparator, string> = { ';': 'semicolon', ',': 'comma', '\t': 'tab' };

/** The file chooser of a page: a workbook or a CSV file (Excel's "Unicode text" is a .txt). */
export function UploadButton({ onChoose }: { onChoose: (file: File | null) => void }) {
  const t = useT();
  return (
    <FileButton
      onChange={onChoose}
      accept=".xlsx,.csv,.txt,.tsv,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    >
      {(props) => (
        <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} {...props}>
          {t('tools.upload.button')}
        </Button>
      )}
    </FileButton>
  );
}

/** The template of a page, downloaded as a link would (no page change); the portal's too. */
export function TemplateButton({ kind }: { kind: 'budget' | 'tender' }) {
  const t = useT();
  return (
    <Button
      component="a"
      href={pathOf(kind === 'budget' ? BULK_ROUTES.budgetTemplate : BULK_ROUTES.tenderTemplate)}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {t('tools.upload.template')}
    </Button>
  );
}

/** Where the value `none` stands for "not from the file" (the tender's pasted text). */
const NONE = 'none';

/**
 * Which sheet of the uploaded file is read: a picker when the file has several sheets (or when
 * `noneLabel` offers to read none), else the file's name; for a CSV, how it was read ("From
 * budget.csv. Read as Windows-1252, separated by ;").
 */
export function SheetPicker({
  label,
  file,
  csv,
  sheets,
  value,
  onChange,
  noneLabel,
}: {
  label: string;
  file: string;
  /** How a CSV file was read; null for a workbook. */
  csv: CsvDialect | null;
  sheets: readonly UploadSheet[];
  value: number | null;
  onChange: (sheet: number | null) => void;
  /** Offered as a choice of its own: read no sheet (the list is pasted instead). */
  noneLabel?: string;
}) {
  const t = useT();
  const from = csv
    ? t('tools.upload.fromCsv', { file, encoding: csv.encoding, separator: SEPARATORS[csv.separator] })
    : t('tools.upload.from', { file });
  if (sheets.length <= 1 && !noneLabel) return <Text size="sm">{from}</Text>;
  const data = [
    ...sheets.map((sheet, i) => ({ value: String(i), label: sheet.name })),
    ...(noneLabel ? [{ value: NONE, label: noneLabel }] : []),
  ];
  return (
    <Select
      label={label}
      description={from}
      data={data}
      value={value === null ? NONE : String(value)}
      onChange={(next) => onChange(next === null || next === NONE ? null : Number(next))}
      allowDeselect={false}
      w={240}
    />
  );
}

/** A pasted list (shipments, lanes, profiles): monospace, growing from 6 to 14 rows. */
export function ListTextarea(props: TextareaProps) {
  return (
    <Textarea
      autosize
      minRows={6}
      maxRows={14}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      {...props}
    />
  );
}
