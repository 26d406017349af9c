/**
 * What the budget and tender pages share around an upload: the upload button, the "Download template" link (GET
 * /fe/tool/templates/{budget|tender}.xlsx, a plain browser download with the session cookie) and
 * the sheet picker of a workbook with several sheets, which also says how a CSV was read.
 */
import { Button, FileButton, Select, Text, Textarea, type TextareaProps } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { BULK_ROUTES, csvDialectText, pathOf, type CsvDialect, type UploadSheet } from '@freight/domain';

/** The field error of a list whose header lacks a required column (the column is named in the message below it). */
export const MISSING_COLUMN = 'A required column is missing: see the message below';

/** The file chooser of a page: a workbook or a CSV file (Excel's "Unicode text" is a .txt). */
export function UploadButton({ onChoose }: { onChoose: (file: File | null) => void }) {
  return (
    <FileButton
      onChange={onChoose}
      accept=".xlsx,.csv,.txt,.tsv,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    >
      {(props) => (
        <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} {...props}>
          Upload .xlsx or .csv
        </Button>
      )}
    </FileButton>
  );
}

/** The template of a page, downloaded as a link would (no page change); the portal's too. */
export function TemplateButton({ kind }: { kind: 'budget' | 'tender' }) {
  return (
    <Button
      component="a"
      href={pathOf(kind === 'budget' ? BULK_ROUTES.budgetTemplate : BULK_ROUTES.tenderTemplate)}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      Download template
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
  const from = csv ? `From ${file}. ${csvDialectText(csv)}` : `From ${file}`;
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
