/**
 * /tool/mass, the budget calculation: shipments pasted from a spreadsheet (a header row
 * recognised in English, Finnish or Estonian, decimal commas, thousands separators, units) or
 * uploaded as .xlsx/.csv (any sheet of it; the template from GET /fe/tool/templates/budget.xlsx), a
 * preview with each row's errors at its Excel row number, then POST /api/v1/mass_price:
 * bulk_calculation.xlsx downloaded, or mailed when asked (the job then shows below with its progress).
 */
import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalculator } from '@tabler/icons-react';
import { BULK_LIMITS, BULK_ROUTES, readMassTable, sheetFor, type MassTable, type CsvDialect, type UploadSheet } from '@freight/domain';
import { useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import { IssuesBanner } from '../../../components/IssuesBanner';
import { PageHeader } from '../../../components/PageHeader';
import { fieldErrors } from '../../../lib/forms';
import { formatNumber } from '../../../lib/format';
import { api, relay } from '../../../lib/client';
import { t as translate, useLanguage, useT } from '../../../lib/i18n';
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
import { ListTextarea, MISSING_COLUMN, SheetPicker, TemplateButton, UploadButton } from '../bulk/UploadControls';
import { useCalculation } from '../bulk/use-calculation';
import { JobsPanel } from '../jobs/JobsPanel';
import { NoAccess, type ToolData, type toolLoader } from '../tool-data';
import { bodyForPlace } from '../tool-place';
import { ToolTabs } from '../ToolTabs';
import { Preview } from './MassPreview';

/** An uploaded file and the sheet its shipments are read from. */
interface MassUpload {
  name: string;
  /** How a CSV was read; null for a workbook. */
  csv: CsvDialect | null;
  sheets: UploadSheet[];
  sheet: number;
}

/** What keeps a budget from being calculated, by field, in the current language: the options, then the shipments. */
function massErrors(options: BulkOptionsValues, partnerRequired: boolean, table: MassTable) {
  const rows = table.rows;
  const found = validateBulkOptions(options, { partnerRequired, serviceRequired: false });
  if (table.missing.length > 0) found.shipments = translate(MISSING_COLUMN);
  else if (rows.length === 0) found.shipments = translate('tools.mass.atLeastOne');
  // A workbook of nothing but refused rows would only repeat the preview's reasons.
  else if (rows.every((r) => r.errors)) found.shipments = translate('tools.mass.noneCanBePriced');
  if (rows.length > BULK_LIMITS.massShipments) {
    found.shipments = translate('tools.mass.atMost', { count: formatNumber(BULK_LIMITS.massShipments) });
  }
  return found;
}

/** The page's state: the options, the pasted or uploaded shipments as read, the errors, and choosing a file and calculating. */
function useMassCalculation(partners: ToolData['partners']) {
  const [options, setOptions] = useState<BulkOptionsValues>(() => initialBulkOptions());
  const [text, setText] = useState('');
  const [upload, setUpload] = useState<MassUpload | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [jobsVersion, setJobsVersion] = useState(0);
  const { run, busy, failure } = useCalculation(() => setJobsVersion((v) => v + 1));
  const language = useLanguage();

  const table = useMemo(() => {
    const rows = upload?.sheets[upload.sheet]?.rows;
    // The rows' errors and the missing columns in the reader's language.
    if (rows) return readMassTable(rows, language);
    return text.trim() ? readMassTable(text, language) : { rows: [], missing: [] };
  }, [upload, text, language]);

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
    const found = massErrors(options, (partners?.length ?? 0) > 0, table);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toastWarning(translate(FORM_INVALID));
      return;
    }
    const body = { ...bulkBodyFields(options), shipments: table.rows.map((r) => r.shipment) };
    // The shipments go as read: the server prices each alone and names a bad one in its row of the workbook.
    await run((place) => api.file(BULK_ROUTES.massPrice, { body: relay(bodyForPlace(place, body)) }), 'bulk_calculation.xlsx');
  };

  return { options, setOptions, text, setText, upload, setUpload, errors, setErrors, jobsVersion, busy, failure, table, choose, calculate };
}

/** The shipments pasted or uploaded (its sheet picked), and the columns the table lacks. */
function ShipmentsInput({
  text,
  setText,
  upload,
  setUpload,
  choose,
  error,
  missing,
}: {
  text: string;
  setText: (text: string) => void;
  upload: MassUpload | null;
  setUpload: (upload: MassUpload | null) => void;
  choose: (file: File | null) => Promise<void>;
  error: string | undefined;
  missing: string[];
}) {
  const t = useT();
  return (
    <>
      <ListTextarea
        label={t('tools.mass.shipments')}
        placeholder={t('tools.mass.example')}
        value={text}
        error={error}
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
            label={t('tools.mass.sheet')}
            file={upload.name}
            csv={upload.csv}
            sheets={upload.sheets}
            value={upload.sheet}
            onChange={(sheet) => setUpload({ ...upload, sheet: sheet ?? 0 })}
          />
        )}
      </Group>
      {missing.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} p="xs" aria-label={t('tools.mass.missingColumns')}>
          <List size="sm" spacing={2}>
            {missing.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}

/** The budget calculation (/tool/mass; the portal's /portal/budget). */
export function MassPage() {
  const t = useT();
  const { allowed, partners, services } = useLoaderData<typeof toolLoader>();
  const mass = useMassCalculation(partners);
  const { errors, setErrors, failure, table } = mass;
  const rows = table.rows;
  if (!allowed) return <NoAccess />;

  const shownErrors = { ...fieldErrors(failure?.error.errors), ...errors };
  return (
    <Stack gap={0}>
      <PageHeader title={t('calculator.title')} />
      <ToolTabs active="/tool/mass" />
      <Paper withBorder p="lg" radius="md">
        {failure && <IssuesBanner error={{ message: failure.message, errors: failure.error.errors }} />}
        {Object.keys(errors).length > 0 && (
          <Alert color="red" mb="md" role="alert">
            {t(FORM_INVALID)}
          </Alert>
        )}
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('tools.mass.intro')}
          </Text>
          <ShipmentsInput
            text={mass.text}
            setText={mass.setText}
            upload={mass.upload}
            setUpload={mass.setUpload}
            choose={mass.choose}
            error={shownErrors.shipments}
            missing={table.missing}
          />
          {rows.length > 0 && <Preview rows={rows} />}
          <BulkOptions
            values={mass.options}
            onChange={(next) => {
              mass.setOptions(next);
              setErrors({});
            }}
            errors={shownErrors}
            partners={partners}
            services={services}
            allServices
          />
          <Group justify="flex-end">
            <Button loading={mass.busy} leftSection={<IconCalculator size={16} aria-hidden />} onClick={() => void mass.calculate()}>
              {t('calculator.calculate')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <JobsPanel refresh={mass.jobsVersion} />
    </Stack>
  );
}
