/**
 * The tender's two lists, lanes and shipment profiles: pasted, or read from the sheet picked of an
 * uploaded file, with what was read and the warnings of what was not.
 */
import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { parseTenderLanes, parseTenderProfiles, type CsvDialect, type UploadSheet } from '@freight/domain';
import type { ClipboardEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { toastWarning } from '../../../lib/toast';
import { profileText } from '../bulk/profile-text';
import { ListTextarea, SheetPicker } from '../bulk/UploadControls';

/** A pasted block's warnings (`Skipped malformed row: ` and the row) as toasts; the list under the field stays. */
function warnOnPaste(parse: (text: string) => { warnings: string[] }) {
  return (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    for (const warning of parse(pasted).warnings.slice(0, 5)) toastWarning(warning);
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

/** What both lists' sections take: the upload (its sheet for the list is picked here) and the text pasted. */
interface ListSectionProps {
  upload: TenderUpload | null;
  setUpload: (upload: TenderUpload) => void;
  /** The rows of the list's sheet; undefined while the list is pasted. */
  sheetRows: UploadSheet['rows'] | undefined;
  text: string;
  setText: (text: string) => void;
  /** The list's error (zones or shipments). */
  error: string | undefined;
}

/**
 * A tender list's input: the sheet it is read from when a file is chosen, else the pasted text
 * (hidden while a sheet is read, so its value comes back when the sheet is unpicked).
 */
function TenderListInput({
  list,
  pickerLabel,
  upload,
  setUpload,
  sheetRows,
  text,
  setText,
  error,
  ...field
}: ListSectionProps & {
  list: 'lanes' | 'profiles';
  pickerLabel: string;
  label: string;
  description: string;
  placeholder: string;
  onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
}) {
  const t = useT();
  return (
    <>
      {upload && (
        <SheetPicker
          label={pickerLabel}
          file={upload.name}
          csv={upload.csv}
          sheets={upload.sheets}
          value={upload[list]}
          noneLabel={t('tools.tender.pasted')}
          onChange={(sheet) => setUpload({ ...upload, [list]: sheet })}
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
    </>
  );
}

export function LanesSection({ upload, setUpload, sheetRows, text, setText, error, lanes }: ListSectionProps & { lanes: TenderLanes }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <TenderListInput
        list="lanes"
        pickerLabel={t('tools.tender.lanesFrom')}
        label={t('tools.tender.lanes')}
        description={t('tools.tender.lanes.description')}
        placeholder={t('tools.tender.lanes.example')}
        onPaste={warnOnPaste(parseTenderLanes)}
        {...{ upload, setUpload, sheetRows, text, setText, error }}
      />
      {lanes.items.length > 0 && <Badge variant="light">{t('tools.tender.laneCount', { count: lanes.items.length })}</Badge>}
      {sheetRows !== undefined && error && (
        <Text c="red" size="sm" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Text>
      )}
      <Warnings warnings={lanes.missing} label={t('tools.tender.missingLaneColumns')} color="red" />
      <Warnings warnings={lanes.warnings} label={t('tools.tender.skippedLanes')} />
    </Stack>
  );
}

export function ProfilesSection({
  upload,
  setUpload,
  sheetRows,
  text,
  setText,
  error,
  profiles,
}: ListSectionProps & { profiles: TenderProfiles }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <TenderListInput
        list="profiles"
        pickerLabel={t('tools.tender.profilesFrom')}
        label={t('tools.tender.profiles')}
        description={t('tools.tender.profiles.description')}
        placeholder={t('tools.tender.profiles.example')}
        onPaste={warnOnPaste(parseTenderProfiles)}
        {...{ upload, setUpload, sheetRows, text, setText, error }}
      />
      {profiles.items.length > 0 && (
        <Group gap={4}>
          {profiles.items.map((p, i) => (
            <Badge key={i} variant="outline" tt="none">
              {profileText(t, p)}
            </Badge>
          ))}
        </Group>
      )}
      {sheetRows !== undefined && error && (
        <Text c="red" size="sm" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Text>
      )}
      <Warnings warnings={profiles.missing} label={t('tools.tender.missingProfileColumns')} color="red" />
      <Warnings warnings={profiles.problems} label={t('tools.tender.cellsToWrite')} color="red" />
      <Warnings warnings={profiles.warnings} label={t('tools.tender.skippedProfiles')} />
    </Stack>
  );
}
