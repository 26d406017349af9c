/**
 * The tender's two lists, lanes and shipment profiles: pasted, or read from the sheet picked of an
 * uploaded file, with what was read and the warnings of what was not (in the reader's language).
 */
import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { parseTenderLanes, parseTenderProfiles, type CsvDialect, type Language, type TableInput, type UploadSheet } from '@freight/domain';
import { useMemo, useState, type ClipboardEvent, type ReactNode } from 'react';
import { currentLanguage, useLanguage, useT } from '../../../lib/i18n';
import { toastWarning } from '../../../lib/toast';
import { profileText } from '../bulk/profile-text';
import { ListTextarea, SheetPicker } from '../bulk/UploadControls';

/** A pasted block's warnings (`Skipped malformed row: ` and the row) as toasts; the list under the field stays. */
function warnOnPaste(parse: (text: string, language: Language) => { warnings: string[] }) {
  return (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    for (const warning of parse(pasted, currentLanguage()).warnings.slice(0, 5)) toastWarning(warning);
  };
}

/** Warnings shown at most; the rest are counted. */
const SHOWN_WARNINGS = 20;

function Warnings({ warnings, label, color = 'yellow' }: { warnings: string[]; label: string; color?: string }) {
  const t = useT();
  if (warnings.length === 0) return null;
  return (
    <Alert color={color} icon={<IconAlertTriangle aria-hidden />} p="xs" aria-label={label}>
      <List size="sm" spacing={2}>
        {warnings.slice(0, SHOWN_WARNINGS).map((warning, i) => (
          <List.Item key={i} style={{ whiteSpace: 'pre-wrap' }}>
            {warning}
          </List.Item>
        ))}
      </List>
      {warnings.length > SHOWN_WARNINGS && (
        <Text size="sm" mt={4}>
          {t('tools.tender.more', { count: warnings.length - SHOWN_WARNINGS })}
        </Text>
      )}
    </Alert>
  );
}

/** An uploaded file and the sheet each list is read from (null: that list is pasted). */
export interface TenderUpload {
  name: string;
  /** How a CSV was read; null for a workbook. */
  csv: CsvDialect | null;
  sheets: UploadSheet[];
  lanes: number | null;
  profiles: number | null;
}

export type TenderLanes = ReturnType<typeof parseTenderLanes>;
export type TenderProfiles = ReturnType<typeof parseTenderProfiles>;

/** A tender list: pasted, or the rows of its sheet when one of the uploaded file is picked; and what is read of it. */
export interface TenderList<P> {
  text: string;
  setText: (text: string) => void;
  /** The rows of the list's sheet; undefined while the list is pasted. */
  sheetRows: UploadSheet['rows'] | undefined;
  read: P;
}

/** The state of the tender's list `list` (lanes or profiles), read by `parse` from its sheet or its text, its messages in the reader's language. */
export function useTenderList<P>(
  upload: TenderUpload | null,
  list: 'lanes' | 'profiles',
  parse: (input: TableInput, language: Language) => P,
): TenderList<P> {
  const [text, setText] = useState('');
  const language = useLanguage();
  const sheet = upload?.[list];
  const sheetRows = upload && sheet !== null && sheet !== undefined ? upload.sheets[sheet]?.rows : undefined;
  const read = useMemo(() => parse(sheetRows ?? text, language), [parse, sheetRows, text, language]);
  return { text, setText, sheetRows, read };
}

/** What both lists' sections take: the upload (its sheet for the list is picked here), the list and its error. */
interface ListSectionProps<P> {
  upload: TenderUpload | null;
  setUpload: (upload: TenderUpload) => void;
  list: TenderList<P>;
  /** The list's error (zones or shipments). */
  error: string | undefined;
}

/**
 * A tender list's section: the sheet it is read from when a file is chosen, else the pasted text
 * (hidden while a sheet is read, so its value comes back when the sheet is unpicked); then what was
 * read (`summary`), the list's error under a picked sheet, and the warnings of what was not read.
 */
function TenderListSection<P>({
  name,
  pickerLabel,
  upload,
  setUpload,
  list: { text, setText, sheetRows },
  error,
  summary,
  warnings,
  ...field
}: ListSectionProps<P> & {
  name: 'lanes' | 'profiles';
  pickerLabel: string;
  label: string;
  description: string;
  placeholder: string;
  onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
  summary: ReactNode;
  warnings: { warnings: string[]; label: string; color?: string }[];
}) {
  const t = useT();
  return (
    <Stack gap="xs">
      {upload && (
        <SheetPicker
          label={pickerLabel}
          file={upload.name}
          csv={upload.csv}
          sheets={upload.sheets}
          value={upload[name]}
          noneLabel={t('tools.tender.pasted')}
          onChange={(sheet) => setUpload({ ...upload, [name]: sheet })}
        />
      )}
      <ListTextarea
        display={sheetRows !== undefined ? 'none' : undefined}
        withAsterisk
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
        {...field}
      />
      {summary}
      {sheetRows !== undefined && error && (
        <Text c="red" size="sm" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Text>
      )}
      {warnings.map((shown) => (
        <Warnings key={shown.label} {...shown} />
      ))}
    </Stack>
  );
}

export function LanesSection({ list, ...props }: ListSectionProps<TenderLanes>) {
  const t = useT();
  const lanes = list.read;
  return (
    <TenderListSection
      name="lanes"
      pickerLabel={t('tools.tender.lanesFrom')}
      label={t('tools.tender.lanes')}
      description={t('tools.tender.lanes.description')}
      placeholder={t('tools.tender.lanes.example')}
      onPaste={warnOnPaste(parseTenderLanes)}
      list={list}
      summary={lanes.items.length > 0 && <Badge variant="light">{t('tools.tender.laneCount', { count: lanes.items.length })}</Badge>}
      warnings={[
        { warnings: lanes.missing, label: t('tools.tender.missingLaneColumns'), color: 'red' },
        { warnings: lanes.warnings, label: t('tools.tender.skippedLanes') },
      ]}
      {...props}
    />
  );
}

export function ProfilesSection({ list, ...props }: ListSectionProps<TenderProfiles>) {
  const t = useT();
  const profiles = list.read;
  return (
    <TenderListSection
      name="profiles"
      pickerLabel={t('tools.tender.profilesFrom')}
      label={t('tools.tender.profiles')}
      description={t('tools.tender.profiles.description')}
      placeholder={t('tools.tender.profiles.example')}
      onPaste={warnOnPaste(parseTenderProfiles)}
      list={list}
      summary={
        profiles.items.length > 0 && (
          <Group gap={4}>
            {profiles.items.map((p, i) => (
              <Badge key={i} variant="outline" tt="none">
                {profileText(t, p)}
              </Badge>
            ))}
          </Group>
        )
      }
      warnings={[
        { warnings: profiles.missing, label: t('tools.tender.missingProfileColumns'), color: 'red' },
        { warnings: profiles.problems, label: t('tools.tender.cellsToWrite'), color: 'red' },
        { warnings: profiles.warnings, label: t('tools.tender.skippedProfiles') },
      ]}
      {...props}
    />
  );
}
