/**
 * /tool/tender, the tender calculation (docs/product/domain.md §5 "Tender"): lanes (collection, delivery)
 * and shipment profiles pasted from a spreadsheet, or read from an uploaded .xlsx/.csv (the
 * template from GET /fe/tool/templates/tender.xlsx: its Lanes and Shipment profiles sheets, each
 * list's sheet pickable); a malformed row is skipped with `Skipped malformed row: <row> (row n)`,
 * decimal commas become dots; a cell read two ways ("1,200") or a type not known is refused with its
 * row and column named (packages/domain measure-number, as a budget refuses them) and blocks the calculation.
 * POST /api/v1/tender_price: tender_calculation.xlsx downloaded, or mailed when asked.
 */
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { BULK_LIMITS, BULK_ROUTES, parseTenderLanes, parseTenderProfiles, tenderSheets, type TenderPriceBody } from '@freight/domain';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { IssuesBanner } from '../../../components/IssuesBanner';
import { PageHeader } from '../../../components/PageHeader';
import { fieldErrors } from '../../../lib/forms';
import { formatNumber } from '../../../lib/format';
import { api } from '../../../lib/client';
import { t as translate, useT } from '../../../lib/i18n';
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
import { MISSING_COLUMN, TemplateButton, UploadButton } from '../bulk/UploadControls';
import { useCalculation } from '../bulk/use-calculation';
import { JobsPanel } from '../jobs/JobsPanel';
import { NoAccess, type ToolData, type toolLoader } from '../tool-data';
import { bodyForPlace } from '../tool-place';
import { ToolTabs } from '../ToolTabs';
import { LanesSection, ProfilesSection, useTenderList, type TenderLanes, type TenderProfiles, type TenderUpload } from './TenderLists';

/** What keeps a tender from being calculated, by field, in the current language: the options, then the lanes (zones) and the profiles (shipments). */
function tenderErrors(options: BulkOptionsValues, partnerRequired: boolean, lanes: TenderLanes, profiles: TenderProfiles) {
  const found = validateBulkOptions(options, { partnerRequired, serviceRequired: true });
  if (lanes.missing.length > 0) found.zones = translate(MISSING_COLUMN);
  else if (lanes.items.length === 0) found.zones = translate('tools.tender.lanesRequired');
  else if (lanes.items.length > BULK_LIMITS.tenderLanes) {
    found.zones = translate('tools.tender.atMostLanes', { count: formatNumber(BULK_LIMITS.tenderLanes) });
  }
  if (profiles.missing.length > 0) found.shipments = translate(MISSING_COLUMN);
  // A cell read two ways ("1,200") or a type not known: never priced as a guess.
  else if (profiles.problems.length > 0) found.shipments = translate('tools.tender.writePlainly');
  else if (profiles.items.length === 0) found.shipments = translate('tools.tender.atLeastOneProfile');
  else if (profiles.items.length > BULK_LIMITS.tenderProfiles) {
    found.shipments = translate('tools.tender.atMostProfiles', { count: String(BULK_LIMITS.tenderProfiles) });
  }
  return found;
}

/** The page's state: the options, the pasted or uploaded lists as read, the errors, and choosing a file and calculating. */
function useTenderCalculation({ partners, services }: Pick<ToolData, 'partners' | 'services'>) {
  const [options, setOptions] = useState<BulkOptionsValues>(() => initialBulkOptions(services?.[0] ? String(services[0].id) : ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [jobsVersion, setJobsVersion] = useState(0);
  const { run, busy, failure } = useCalculation(() => setJobsVersion((v) => v + 1));
  const [upload, setUpload] = useState<TenderUpload | null>(null);
  const lanes = useTenderList(upload, 'lanes', parseTenderLanes);
  const profiles = useTenderList(upload, 'profiles', parseTenderProfiles);

  const choose = async (file: File | null) => {
    if (!file) return;
    try {
      const { sheets, csv } = await readSpreadsheetFile(file);
      const found = tenderSheets(sheets);
      if (found.lanes === null && found.profiles === null) {
        toastWarning(translate('tools.tender.noSheet', { file: file.name }));
      }
      setUpload({ name: file.name, csv, sheets, ...found });
      setErrors({});
    } catch (error) {
      toastError(uploadFailure(file, error));
    }
  };

  const calculate = async () => {
    const found = tenderErrors(options, (partners?.length ?? 0) > 0, lanes.read, profiles.read);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toastWarning(translate(FORM_INVALID));
      return;
    }
    const body: TenderPriceBody = {
      ...bulkBodyFields(options),
      service: Number(options.service),
      zones: lanes.read.items,
      shipments: profiles.read.items,
    };
    await run((place) => api.file(BULK_ROUTES.tenderPrice, { body: bodyForPlace(place, body) }), 'tender_calculation.xlsx');
  };

  return {
    options,
    setOptions,
    errors,
    setErrors,
    jobsVersion,
    busy,
    failure,
    upload,
    setUpload,
    lanes,
    profiles,
    choose,
    calculate,
  };
}

/** The tender calculation (/tool/tender; the portal's /portal/tender). */
export function TenderPage() {
  const t = useT();
  const { allowed, partners, services } = useLoaderData<typeof toolLoader>();
  const tender = useTenderCalculation({ partners, services });
  const { errors, setErrors, failure, upload, setUpload, busy } = tender;
  if (!allowed) return <NoAccess />;

  const shownErrors = { ...fieldErrors(failure?.error.errors), ...errors };
  return (
    <Stack gap={0}>
      <PageHeader title={t('calculator.title')} />
      <ToolTabs active="/tool/tender" />
      <Paper withBorder p="lg" radius="md">
        {failure && <IssuesBanner error={{ message: failure.message, errors: failure.error.errors }} />}
        {Object.keys(errors).length > 0 && (
          <Alert color="red" mb="md" role="alert">
            {t(FORM_INVALID)}
          </Alert>
        )}
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('tools.tender.intro')}
          </Text>
          <Group gap="sm">
            <UploadButton onChoose={(file) => void tender.choose(file)} />
            <TemplateButton kind="tender" />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <LanesSection upload={upload} setUpload={setUpload} list={tender.lanes} error={shownErrors.zones} />
            <ProfilesSection upload={upload} setUpload={setUpload} list={tender.profiles} error={shownErrors.shipments} />
          </SimpleGrid>
          <BulkOptions
            values={tender.options}
            onChange={(next) => {
              tender.setOptions(next);
              setErrors({});
            }}
            errors={shownErrors}
            partners={partners}
            services={services}
            allServices={false}
          />
          <Group justify="flex-end">
            <Button loading={busy} leftSection={<IconCalculator size={16} aria-hidden />} onClick={() => void tender.calculate()}>
              {t('calculator.calculate')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <JobsPanel refresh={tender.jobsVersion} />
    </Stack>
  );
}
