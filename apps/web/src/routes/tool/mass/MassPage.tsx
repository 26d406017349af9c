/**
 * /tool/mass, the budget calculation: shipments pasted from a spreadsheet (a header row
 * recognised in English, Finnish or Estonian, decimal commas, thousands separators, units) or
 * uploaded as .xlsx/.csv (any sheet of it; the template from GET /fe/tool/templates/budget.xlsx), a
 * preview with each row's errors at its Excel row number, then POST /api/v1/mass_price:
 * bulk_calculation.xlsx downloaded, or mailed when asked (the job then shows below with its progress).
 */
import { Alert, Badge, Button, Group, List, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCalculator } from '@tabler/icons-react';
import {
  BULK_LIMITS,
  BULK_ROUTES,
  formatAddress,
  readMassTable,
  SHIPMENT_TYPE_NAMES,
  sheetFor,
  type MassPasteRow,
  type CsvDialect,
  type UploadSheet,
} from '@freight/domain';
import { useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import { IssuesBanner } from '../../../components/IssuesBanner';
import { PageHeader } from '../../../components/PageHeader';
import { fieldErrors } from '../../../lib/forms';
import { formatNumber } from '../../../lib/format';
import { api, relay } from '../../../lib/client';
import { fieldsOf, isKeyOf } from '../../../lib/narrow';
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

/** A read number in the product's format (1 250,5); text that is not one (a bad cell) as typed. */
function measureText(value: unknown): string {
  return typeof value === 'number' ? formatNumber(value, 3) : String(value ?? '');
}

/** A read address ('EE 10115'); '' for none. */
function addressText(value: unknown): string {
  const address = fieldsOf(value);
  return address ? formatAddress({ country: String(address.country ?? ''), postcode: String(address.postcode ?? '') }) : '';
}

/** A read shipment type by its name ('EUR pallet'); a type not known as typed. */
function typeText(type: unknown): string {
  return isKeyOf(SHIPMENT_TYPE_NAMES, type) ? SHIPMENT_TYPE_NAMES[type] : String(type ?? '');
}

/** Rows shown in the preview; the rest are counted. */
const PREVIEW_ROWS = 200;

const EXAMPLE = 'Reference\tCollection\tDelivery\tQuantity\tType\tWeight\tLDM\tCBM\nA-1\tEE 10115\tLV 1001\t2\tEUR\t1 250,5\t\t';

function Preview({ rows }: { rows: MassPasteRow[] }) {
  const bad = rows.filter((r) => r.errors).length;
  const warned = rows.filter((r) => r.warnings).length;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light">{rows.length === 1 ? '1 shipment' : `${rows.length} shipments`}</Badge>
        {bad > 0 && (
          <Badge color="red" variant="light">
            {bad} with errors
          </Badge>
        )}
        {bad > 0 && (
          <Text size="sm" c="dimmed">
            Rows with errors are not priced: the workbook lists them with the reason.
          </Text>
        )}
        {warned > 0 && (
          <Badge color="yellow" variant="light">
            {warned} read with a warning
          </Badge>
        )}
      </Group>
      <Table.ScrollContainer minWidth={800} mah={420}>
        <Table striped stickyHeader verticalSpacing={4} fz="sm" aria-label="Preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Collection</Table.Th>
              <Table.Th>Delivery</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Weight</Table.Th>
              <Table.Th>LDM</Table.Th>
              <Table.Th>CBM</Table.Th>
              <Table.Th>Errors</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, PREVIEW_ROWS).map((row) => {
              const s = row.shipment;
              return (
                <Table.Tr key={row.line} bg={row.errors ? 'var(--mantine-color-red-light)' : undefined}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{String(s.reference ?? '')}</Table.Td>
                  <Table.Td>{addressText(s.collection)}</Table.Td>
                  <Table.Td>{addressText(s.delivery)}</Table.Td>
                  <Table.Td>{measureText(s.quantity)}</Table.Td>
                  <Table.Td>{typeText(s.type)}</Table.Td>
                  <Table.Td>{measureText(s.weight)}</Table.Td>
                  <Table.Td>{measureText(s.ldm)}</Table.Td>
                  <Table.Td>{measureText(s.cbm)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>
                    {row.errors && (
                      <Text c="red" size="sm">
                        {row.errors}
                      </Text>
                    )}
                    {row.warnings && (
                      <Text c="yellow.8" size="sm">
                        {row.warnings}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > PREVIEW_ROWS && (
        <Text size="sm" c="dimmed">
          The first {PREVIEW_ROWS} of {rows.length} shipments are shown.
        </Text>
      )}
    </Stack>
  );
}

/** The budget calculation (/tool/mass; the portal's /portal/budget). */
export function MassPage() {
  const { allowed, partners, services } = useLoaderData<typeof toolLoader>();
  const [options, setOptions] = useState<BulkOptionsValues>(() => initialBulkOptions());
  const [text, setText] = useState('');
  const [upload, setUpload] = useState<{ name: string; csv: CsvDialect | null; sheets: UploadSheet[]; sheet: number } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [jobsVersion, setJobsVersion] = useState(0);
  const { run, busy, failure } = useCalculation(() => setJobsVersion((v) => v + 1));

  const table = useMemo(() => {
    const rows = upload?.sheets[upload.sheet]?.rows;
    if (rows) return readMassTable(rows);
    return text.trim() ? readMassTable(text) : { rows: [], missing: [] };
  }, [upload, text]);
  const rows = table.rows;
  if (!allowed) return <NoAccess />;

  const choose = async (file: File | null) => {
    if (!file) return;
    try {
      const { sheets, csv } = await readSpreadsheetFile(file);
      setUpload({ name: file.name, csv, sheets, sheet: sheetFor('mass', sheets) });
      setText('');
      setErrors({});
    } catch (error) {
      toastError(uploadFailure(file, error));
    }
  };

  const calculate = async () => {
    const found = validateBulkOptions(options, { partnerRequired: (partners?.length ?? 0) > 0, serviceRequired: false });
    if (table.missing.length > 0) found.shipments = MISSING_COLUMN;
    else if (rows.length === 0) found.shipments = 'Paste or upload at least one shipment';
    // A workbook of nothing but refused rows would only repeat the preview's reasons.
    else if (rows.every((r) => r.errors))
      found.shipments = 'No row can be priced: write the cells the preview names (in red) plainly first';
    if (rows.length > BULK_LIMITS.massShipments) found.shipments = `At most ${formatNumber(BULK_LIMITS.massShipments)} shipments`;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toastWarning(FORM_INVALID);
      return;
    }
    const body = { ...bulkBodyFields(options), shipments: rows.map((r) => r.shipment) };
    // The shipments go as read: the server prices each alone and names a bad one in its row of the workbook.
    await run((place) => api.file(BULK_ROUTES.massPrice, { body: relay(bodyForPlace(place, body)) }), 'bulk_calculation.xlsx');
  };

  const shownErrors = { ...fieldErrors(failure?.error.errors), ...errors };
  return (
    <Stack gap={0}>
      <PageHeader title="Calculator" />
      <ToolTabs active="/tool/mass" />
      <Paper withBorder p="lg" radius="md">
        {failure && <IssuesBanner error={{ message: failure.message, errors: failure.error.errors }} />}
        {Object.keys(errors).length > 0 && (
          <Alert color="red" mb="md" role="alert">
            {FORM_INVALID}
          </Alert>
        )}
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            One shipment per row: Reference, Collection (EE 10115), Delivery, Quantity, Type, Weight (kg), LDM, CBM. Copy the rows from a
            spreadsheet, with or without its header row, or upload an .xlsx or .csv file (the template, or any file with the same columns in
            any order). Each shipment is priced alone, as the single calculator would: the workbook gives one row per shipment, the service
            chosen or else the cheapest, and the other services&apos; prices on a sheet of their own. Write 1200 or 1 200 for a thousand and
            two hundred, 1,2 for one and two tenths: &quot;1,200&quot; could be either and is refused.
          </Text>
          <Textarea
            label="Shipments"
            placeholder={EXAMPLE}
            autosize
            minRows={6}
            maxRows={14}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            value={text}
            error={shownErrors.shipments}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setUpload(null);
            }}
          />
          <Group gap="sm" align="flex-end">
            <UploadButton onChoose={(file) => void choose(file)} />
            <TemplateButton kind="budget" />
            {upload && (
              <SheetPicker
                label="Sheet"
                file={upload.name}
                csv={upload.csv}
                sheets={upload.sheets}
                value={upload.sheet}
                onChange={(sheet) => setUpload({ ...upload, sheet: sheet ?? 0 })}
              />
            )}
          </Group>
          {table.missing.length > 0 && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} p="xs" aria-label="Missing columns">
              <List size="sm" spacing={2}>
                {table.missing.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {rows.length > 0 && <Preview rows={rows} />}
          <BulkOptions
            values={options}
            onChange={(next) => {
              setOptions(next);
              setErrors({});
            }}
            errors={shownErrors}
            partners={partners}
            services={services}
            allServices
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
