/**
 * /tool/tender, the tender calculation (docs/product/domain.md §5 "Tender"): lanes (collection, delivery)
 * and shipment profiles pasted from a spreadsheet, or read from an uploaded .xlsx/.csv (the
 * template from GET /fe/tool/templates/tender.xlsx: its Lanes and Shipment profiles sheets, each
 * list's sheet pickable); a malformed row is skipped with `Skipped malformed row: <row> (row n)`,
 * decimal commas become dots; a cell read two ways ("1,200") or a type not known is refused with its
 * row and column named (packages/domain measure-number, as a budget refuses them) and blocks the calculation.
 * POST /api/v1/tender_price: tender_calculation.xlsx downloaded, or mailed when asked.
 */
import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCalculator } from '@tabler/icons-react';
import {
  BULK_LIMITS,
  BULK_ROUTES,
  parseTenderLanes,
  parseTenderProfiles,
  profileLabel,
  tenderSheets,
  type TenderPriceBody,
  type CsvDialect,
  type UploadSheet,
} from '@freight/domain';
import { useMemo, useState, type ClipboardEvent } from 'react';
import { useLoaderData } from 'react-router';
import { IssuesBanner } from '../../../components/IssuesBanner';
import { PageHeader } from '../../../components/PageHeader';
import { fieldErrors } from '../../../lib/forms';
import { formatNumber } from '../../../lib/format';
import { api } from '../../../lib/client';
import { toastError, toastWarning } from '../../../lib/toast';
import {
  BulkOptions,
  bulkBodyFields,
  FORM_INVALID,
  initialBulkOptions,
  validateBulkOptions,
  type BulkOptionsValues,
} from '../bulk/BulkOptions';
import { readSpreadsheetFile, uploadFailure } from '../bulk/spreadsheet-file';
import { MISSING_COLUMN, SheetPicker, TemplateButton, UploadButton } from '../bulk/UploadControls';
import { useCalculation } from '../bulk/use-calculation';
import { JobsPanel } from '../jobs/JobsPanel';
import { NoAccess, type toolLoader } from '../tool-data';
import { bodyForPlace } from '../tool-place';
import { ToolTabs } from '../ToolTabs';

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
          and {warnings.length - SHOWN_WARNINGS} more
        </Text>
      )}
    </Alert>
  );
}

/** An uploaded file and the sheet each list is read from (null: that list is pasted). */
interface TenderUpload {
  name: string;
  /** How a CSV was read; null for a workbook. */
  csv: CsvDialect | null;
  sheets: UploadSheet[];
  lanes: number | null;
  profiles: number | null;
}

const sheetRows = (upload: TenderUpload | null, sheet: number | null | undefined) =>
  upload && sheet !== null && sheet !== undefined ? upload.sheets[sheet]?.rows : undefined;

/** The tender calculation (/tool/tender; the portal's /portal/tender). */
export function TenderPage() {
  const { allowed, partners, services } = useLoaderData<typeof toolLoader>();
  const [options, setOptions] = useState<BulkOptionsValues>(() => initialBulkOptions(services?.[0] ? String(services[0].id) : ''));
  const [lanesText, setLanesText] = useState('');
  const [profilesText, setProfilesText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [jobsVersion, setJobsVersion] = useState(0);
  const { run, busy, failure } = useCalculation(() => setJobsVersion((v) => v + 1));
  const [upload, setUpload] = useState<TenderUpload | null>(null);
  const laneRows = sheetRows(upload, upload?.lanes);
  const profileRows = sheetRows(upload, upload?.profiles);
  const lanes = useMemo(() => parseTenderLanes(laneRows ?? lanesText), [laneRows, lanesText]);
  const profiles = useMemo(() => parseTenderProfiles(profileRows ?? profilesText), [profileRows, profilesText]);
  if (!allowed) return <NoAccess />;

  const choose = async (file: File | null) => {
    if (!file) return;
    try {
      const { sheets, csv } = await readSpreadsheetFile(file);
      const found = tenderSheets(sheets);
      if (found.lanes === null && found.profiles === null) {
        toastWarning(`No sheet of ${file.name} reads as lanes or shipment profiles: use the template's columns`);
      }
      setUpload({ name: file.name, csv, sheets, ...found });
      setErrors({});
    } catch (error) {
      toastError(uploadFailure(file, error));
    }
  };

  const calculate = async () => {
    const found = validateBulkOptions(options, { partnerRequired: (partners?.length ?? 0) > 0, serviceRequired: true });
    if (lanes.missing.length > 0) found.zones = MISSING_COLUMN;
    else if (lanes.items.length === 0) found.zones = 'Collection and delivery are required: paste at least one lane';
    else if (lanes.items.length > BULK_LIMITS.tenderLanes) found.zones = `At most ${formatNumber(BULK_LIMITS.tenderLanes)} lanes`;
    if (profiles.missing.length > 0) found.shipments = MISSING_COLUMN;
    // A cell read two ways ("1,200") or a type not known: never priced as a guess.
    else if (profiles.problems.length > 0) found.shipments = 'Write the cells named under the profiles plainly first';
    else if (profiles.items.length === 0) found.shipments = 'Paste at least one shipment profile';
    else if (profiles.items.length > BULK_LIMITS.tenderProfiles) found.shipments = `At most ${BULK_LIMITS.tenderProfiles} profiles`;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toastWarning(FORM_INVALID);
      return;
    }
    const body: TenderPriceBody = {
      ...bulkBodyFields(options),
      service: Number(options.service),
      zones: lanes.items,
      shipments: profiles.items,
    };
    await run((place) => api.file(BULK_ROUTES.tenderPrice, { body: bodyForPlace(place, body) }), 'tender_calculation.xlsx');
  };

  const shownErrors = { ...fieldErrors(failure?.error.errors), ...errors };
  return (
    <Stack gap={0}>
      <PageHeader title="Calculator" />
      <ToolTabs active="/tool/tender" />
      <Paper withBorder p="lg" radius="md">
        {failure && <IssuesBanner error={{ message: failure.message, errors: failure.error.errors }} />}
        {Object.keys(errors).length > 0 && (
          <Alert color="red" mb="md" role="alert">
            {FORM_INVALID}
          </Alert>
        )}
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Every shipment profile is priced on every lane with the chosen service. Paste the rows from a spreadsheet (a header row is
            read), or upload an .xlsx or .csv file: the template's Lanes and Shipment profiles sheets, or any sheets with the same columns.
          </Text>
          <Group gap="sm">
            <UploadButton onChoose={(file) => void choose(file)} />
            <TemplateButton kind="tender" />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="xs">
              {upload && (
                <SheetPicker
                  label="Lanes from"
                  file={upload.name}
                  csv={upload.csv}
                  sheets={upload.sheets}
                  value={upload.lanes}
                  noneLabel="Pasted text"
                  onChange={(sheet) => setUpload({ ...upload, lanes: sheet })}
                />
              )}
              <Textarea
                display={laneRows !== undefined ? 'none' : undefined}
                label="Lanes"
                description="Collection, Delivery (EE 10115), or country and postcode in four columns"
                placeholder={'Collection\tDelivery\nEE 10115\tLV 1001'}
                withAsterisk
                autosize
                minRows={6}
                maxRows={14}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                value={lanesText}
                error={shownErrors.zones}
                onPaste={warnOnPaste(parseTenderLanes)}
                onChange={(event) => setLanesText(event.currentTarget.value)}
              />
              {lanes.items.length > 0 && (
                <Badge variant="light">{lanes.items.length === 1 ? '1 lane' : `${lanes.items.length} lanes`}</Badge>
              )}
              {laneRows !== undefined && shownErrors.zones && (
                <Text c="red" size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {shownErrors.zones}
                </Text>
              )}
              <Warnings warnings={lanes.missing} label="Missing lane columns" color="red" />
              <Warnings warnings={lanes.warnings} label="Skipped lanes" />
            </Stack>
            <Stack gap="xs">
              {upload && (
                <SheetPicker
                  label="Shipment profiles from"
                  file={upload.name}
                  csv={upload.csv}
                  sheets={upload.sheets}
                  value={upload.profiles}
                  noneLabel="Pasted text"
                  onChange={(sheet) => setUpload({ ...upload, profiles: sheet })}
                />
              )}
              <Textarea
                display={profileRows !== undefined ? 'none' : undefined}
                label="Shipment profiles"
                description="Quantity, Type, Weight (kg), then Length, Width, Height (cm), LDM, CBM if known"
                placeholder={'Quantity\tType\tWeight\n2\tEUR\t800'}
                withAsterisk
                autosize
                minRows={6}
                maxRows={14}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                value={profilesText}
                error={shownErrors.shipments}
                onPaste={warnOnPaste(parseTenderProfiles)}
                onChange={(event) => setProfilesText(event.currentTarget.value)}
              />
              {profiles.items.length > 0 && (
                <Group gap={4}>
                  {profiles.items.map((p, i) => (
                    <Badge key={i} variant="outline" tt="none">
                      {profileLabel(p)}
                    </Badge>
                  ))}
                </Group>
              )}
              {profileRows !== undefined && shownErrors.shipments && (
                <Text c="red" size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {shownErrors.shipments}
                </Text>
              )}
              <Warnings warnings={profiles.missing} label="Missing profile columns" color="red" />
              <Warnings warnings={profiles.problems} label="Cells to write plainly" color="red" />
              <Warnings warnings={profiles.warnings} label="Skipped profiles" />
            </Stack>
          </SimpleGrid>
          <BulkOptions
            values={options}
            onChange={(next) => {
              setOptions(next);
              setErrors({});
            }}
            errors={shownErrors}
            partners={partners}
            services={services}
            allServices={false}
          />
          <Group justify="flex-end">
            <Button loading={busy} leftSection={<IconCalculator size={16} aria-hidden />} onClick={() => void calculate()}>
              Calculate
            </Button>
          </Group>
        </Stack>
      </Paper>
      <JobsPanel refresh={jobsVersion} />
    </Stack>
  );
}
