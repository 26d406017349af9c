/**
 * /settings/rate-card: what the carrier's PDF rate cards carry of it: the
 * logo (PNG or JPEG, at most 512 KB; uploaded, replaced, removed, with a preview), the address and
 * VAT ID under its name, and the terms on a page of their own; and how many months quotes are kept
 * (statistics, backtests and the quote list read no further back); and the road factor of distances
 * the distance table has no lane for (#road-factor). Read by everyone of the carrier; changed by those who write
 * pricelists or partners (the server's rule, CARRIER_SETTINGS_ROUTES).
 */
import { Anchor, FileInput, Group, Image, NumberInput, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import {
  CARRIER_SETTINGS_ROUTES,
  carrierSettingsAnswerSchema,
  DEFAULT_ROAD_FACTOR,
  LOGO_MAX_BYTES,
  parseApiError,
  QUOTE_RETENTION_MONTHS_MAX,
  QUOTE_RETENTION_MONTHS_MIN,
  type CarrierSettingsAnswer,
  type Language,
} from '@freight/domain';
import { useState } from 'react';
import { Link, redirect, useLoaderData, type RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { LanguageSelect } from '../../components/LanguageSelect';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { PermissionButton } from '../../components/PermissionButton';
import { feUrl } from '../../lib/api';
import { api } from '../../lib/client';
import { formatMomentIn, formatNumber } from '../../lib/format';
import { t, useT } from '../../lib/i18n';
import { canWrite } from '../../lib/permissions';
import { useSession, useTimeZone } from '../../lib/session';
import { capitalise, toastError, toastSuccess } from '../../lib/toast';
import { ApprovalsSection } from './approvals-section';
import { useSettingsSave, type SectionProps } from './settings-save';

/** The terms' longest text (carrierSettingsSchema). */
const TERMS_MAX = 2000;

function loader(): Promise<CarrierSettingsAnswer> {
  return api.read(CARRIER_SETTINGS_ROUTES.get);
}

/** "12,5 KB". */
const kilobytes = (bytes: number) => `${formatNumber(bytes / 1024, 1)} KB`;

/** The logo as the rate card prints it, with its kind, size and upload time; a sentence without one. */
function LogoPreview({ logo }: { logo: CarrierSettingsAnswer['logo'] }) {
  const t = useT();
  const timeZone = useTimeZone();
  return logo ? (
    <Stack gap="xs" mb="md">
      <Paper withBorder p="sm" radius="sm" w="fit-content" bg="white">
        <Image
          src={`${feUrl(CARRIER_SETTINGS_ROUTES.logo.path)}?v=${encodeURIComponent(logo.updated_at)}`}
          alt={t('pages.settings.logo.alt')}
          mah={90}
          maw={300}
          fit="contain"
        />
      </Paper>
      <Text size="sm">
        {t('pages.settings.logo.file', {
          kind: logo.content_type === 'image/png' ? 'PNG' : 'JPEG',
          size: kilobytes(logo.bytes),
          at: formatMomentIn(logo.updated_at, timeZone),
        })}
      </Text>
    </Stack>
  ) : (
    <Text size="sm" mb="md">
      {t('pages.settings.logo.none')}
    </Text>
  );
}

/** The logo file picked, its upload and its removal. */
function useLogoFile(settings: CarrierSettingsAnswer, onChange: (s: CarrierSettingsAnswer) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const logo = settings.logo;

  const pick = (picked: File | null) => {
    setFile(picked);
    setError(picked && picked.size > LOGO_MAX_BYTES ? t('pages.settings.logo.tooLarge', { kb: LOGO_MAX_BYTES / 1024 }) : null);
  };

  const upload = async () => {
    if (!file) return;
    setBusy('upload');
    try {
      const { status, body } = await api.upload(CARRIER_SETTINGS_ROUTES.uploadLogo, file);
      const parsed = carrierSettingsAnswerSchema.safeParse(body);
      if (status !== 200 || !parsed.success) {
        const refused = parseApiError(status, body);
        setError(capitalise(refused.errors?.file ?? refused.message));
        toastError(t('pages.settings.logo.uploadFailed', { file: file.name }));
        return;
      }
      setFile(null);
      setError(null);
      onChange(parsed.data);
      toastSuccess(t(logo ? 'pages.settings.logo.replaced' : 'pages.settings.logo.uploaded'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      const result = await api.remove(CARRIER_SETTINGS_ROUTES.removeLogo, {}, { refusalInPlace: true });
      if (!result.ok) {
        toastError(result.error.message);
        return;
      }
      onChange({ ...settings, logo: null });
      toastSuccess(t('pages.settings.logo.removed'));
    } finally {
      setBusy(null);
    }
  };
  return { file, error, busy, pick, upload, remove };
}

function LogoSection({ settings, onChange, allowed }: SectionProps) {
  const t = useT();
  const logo = settings.logo;
  const { file, error, busy, pick, upload, remove } = useLogoFile(settings, onChange);

  return (
    <PageSection title={t('pages.settings.logo.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('pages.settings.logo.text', { kb: LOGO_MAX_BYTES / 1024 })}
      </Text>
      <LogoPreview logo={logo} />
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t(logo ? 'pages.settings.logo.new' : 'pages.settings.logo.pick')}
          placeholder={t('pages.settings.logo.placeholder')}
          accept="image/png,image/jpeg"
          value={file}
          onChange={pick}
          error={error}
          clearable
          disabled={!allowed}
          w={320}
        />
        <PermissionButton
          allowed={allowed}
          leftSection={<IconUpload size={16} />}
          onClick={() => void upload()}
          disabled={!file || error !== null}
          loading={busy === 'upload'}
        >
          {t(logo ? 'pages.settings.logo.replace' : 'pages.settings.logo.upload')}
        </PermissionButton>
        {logo && (
          <PermissionButton
            allowed={allowed}
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={() => void remove()}
            loading={busy === 'remove'}
          >
            {t('pages.settings.logo.remove')}
          </PermissionButton>
        )}
      </Group>
    </PageSection>
  );
}

function TermsSection({ settings, onChange, allowed }: SectionProps) {
  const t = useT();
  const [terms, setTerms] = useState(settings.terms);
  const { errors, saving, save: saveSettings } = useSettingsSave(onChange, 'pages.settings.terms.saved');

  const save = async () => {
    const saved = await saveSettings({ terms });
    if (saved) setTerms(saved.terms);
  };

  return (
    <PageSection title={t('pages.settings.terms.title')}>
      {/* The section's heading names the field: no second 'Terms' above it. */}
      <Textarea
        aria-label={t('pages.settings.terms.title')}
        description={t('pages.settings.terms.text')}
        value={terms}
        onChange={(event) => setTerms(event.currentTarget.value)}
        maxLength={TERMS_MAX}
        autosize
        minRows={4}
        maxRows={12}
        error={errors.terms}
        readOnly={!allowed}
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {t('pages.settings.terms.length', { count: formatNumber(terms.length), max: formatNumber(TERMS_MAX) })}
        </Text>
        <PermissionButton allowed={allowed} onClick={() => void save()} loading={saving} disabled={terms === settings.terms}>
          {t('pages.settings.terms.save')}
        </PermissionButton>
      </Group>
    </PageSection>
  );
}

/** The address and VAT ID the rate card prints under the carrier's name (its e-mail and phone are the carrier's own). */
function ContactSection({ settings, onChange, allowed }: SectionProps) {
  const t = useT();
  const [address, setAddress] = useState(settings.address);
  const [vatId, setVatId] = useState(settings.vat_id);
  const { errors, saving, save: saveSettings } = useSettingsSave(onChange, 'pages.settings.contact.saved');

  const save = async () => {
    const saved = await saveSettings({ address, vat_id: vatId });
    if (!saved) return;
    setAddress(saved.address);
    setVatId(saved.vat_id);
  };

  return (
    <PageSection title={t('pages.settings.contact.title')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('pages.settings.contact.text', { name: settings.name })}
        </Text>
        <Textarea
          label={t('pages.settings.contact.address')}
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          maxLength={300}
          autosize
          minRows={2}
          maxRows={4}
          error={errors.address}
          readOnly={!allowed}
        />
        <TextInput
          label={t('pages.settings.contact.vatId')}
          value={vatId}
          onChange={(event) => setVatId(event.currentTarget.value)}
          maxLength={30}
          error={errors.vat_id}
          readOnly={!allowed}
          maw={300}
        />
        <Group justify="flex-end" mt="xs">
          <PermissionButton
            allowed={allowed}
            onClick={() => void save()}
            loading={saving}
            disabled={address === settings.address && vatId === settings.vat_id}
          >
            {t('pages.settings.contact.save')}
          </PermissionButton>
        </Group>
      </Stack>
    </PageSection>
  );
}

/** The carrier's language: what its partners without one of their own read (mails, rate cards, workbooks). */
function LanguageSection({ settings, onChange, allowed }: SectionProps) {
  const t = useT();
  const [language, setLanguage] = useState<Language>(settings.language);
  const { errors, saving, save } = useSettingsSave(onChange, 'language.saved');

  return (
    <PageSection title={t('language.label')}>
      <Group align="flex-end" justify="space-between">
        <LanguageSelect
          value={language}
          onChange={(next) => next && setLanguage(next)}
          description={t('language.carrierDescription')}
          readOnly={!allowed}
          error={errors.language}
        />
        <PermissionButton
          allowed={allowed}
          onClick={() => void save({ language })}
          loading={saving}
          disabled={language === settings.language}
        >
          {t('language.save')}
        </PermissionButton>
      </Group>
    </PageSection>
  );
}

/** How many months the carrier's quotes are kept after the month they were priced in (the daily job deletes older ones). */
function QuoteRetentionSection({ settings, onChange, allowed }: SectionProps) {
  const t = useT();
  const [months, setMonths] = useState<number | string>(settings.quote_retention_months);
  const { errors, saving, save: saveSettings } = useSettingsSave(onChange, 'pages.settings.quotes.saved');

  const save = async () => {
    // A blank or partial number goes as it is typed, so the server names what is wrong with it.
    const saved = await saveSettings({ quote_retention_months: typeof months === 'number' ? months : Number(months) });
    if (saved) setMonths(saved.quote_retention_months);
  };

  return (
    <PageSection title={t('pages.settings.quotes.title')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('pages.settings.quotes.text')}
        </Text>
        <Group align="flex-end" justify="space-between">
          <NumberInput
            label={t('pages.settings.quotes.months')}
            value={months}
            onChange={setMonths}
            min={QUOTE_RETENTION_MONTHS_MIN}
            max={QUOTE_RETENTION_MONTHS_MAX}
            allowDecimal={false}
            allowNegative={false}
            error={errors.quote_retention_months}
            readOnly={!allowed}
            maw={200}
          />
          <PermissionButton
            allowed={allowed}
            onClick={() => void save()}
            loading={saving}
            disabled={months === settings.quote_retention_months}
          >
            {t('pages.settings.quotes.save')}
          </PermissionButton>
        </Group>
      </Stack>
    </PageSection>
  );
}

/** The road factor as the field shows it: "1,25" in the reader's decimals, '' for the default. */
const factorText = (factor: number | null) => (factor === null ? '' : formatNumber(factor, 3));

/**
 * The carrier's road factor: road km where the distance table has no lane = great-circle km x this
 * (1 to 3; empty: the default 1.25). Said to be an approximation, with the table linked.
 */
function RoadFactorSection({ settings, onChange, allowed }: SectionProps) {
  const t = useT();
  const [factor, setFactor] = useState(factorText(settings.road_factor));
  const { errors, saving, save: saveSettings } = useSettingsSave(onChange, 'settings.roadFactor.saved');

  const save = async () => {
    // Typed as it is ("1,3"): the server reads the decimal comma and names what is wrong.
    const saved = await saveSettings({ road_factor: factor.trim() === '' ? null : factor.trim() });
    if (saved) setFactor(factorText(saved.road_factor));
  };

  return (
    <div id="road-factor">
      <PageSection title={t('settings.roadFactor.title')}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('settings.roadFactor.help')}{' '}
            <Anchor component={Link} to="/distances" size="sm">
              {t('settings.roadFactor.tableLink')}
            </Anchor>
          </Text>
          <Group align="flex-end" justify="space-between">
            <TextInput
              label={t('settings.roadFactor.label')}
              value={factor}
              onChange={(event) => setFactor(event.currentTarget.value)}
              placeholder={formatNumber(DEFAULT_ROAD_FACTOR, 3)}
              inputMode="decimal"
              autoComplete="off"
              error={errors.road_factor}
              readOnly={!allowed}
              maw={200}
            />
            <PermissionButton
              allowed={allowed}
              onClick={() => void save()}
              loading={saving}
              disabled={factor.trim() === factorText(settings.road_factor)}
            >
              {t('common.save')}
            </PermissionButton>
          </Group>
        </Stack>
      </PageSection>
    </div>
  );
}

function RateCardSettingsPage() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const [settings, setSettings] = useState(loaded);
  const { user } = useSession();
  const allowed = canWrite(user, 'pricelists') || canWrite(user, 'partners');
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={t('pages.settings.title')}
        summary={<Text c="dimmed">{t('pages.settings.summary', { name: settings.name })}</Text>}
      />
      <LogoSection settings={settings} onChange={setSettings} allowed={allowed} />
      <ContactSection settings={settings} onChange={setSettings} allowed={allowed} />
      <LanguageSection settings={settings} onChange={setSettings} allowed={allowed} />
      <TermsSection settings={settings} onChange={setSettings} allowed={allowed} />
      <QuoteRetentionSection settings={settings} onChange={setSettings} allowed={allowed} />
      <RoadFactorSection settings={settings} onChange={setSettings} allowed={allowed} />
      <ApprovalsSection settings={settings} onChange={setSettings} allowed={canWrite(user, 'approvals')} />
    </Stack>
  );
}

/** /settings: the carrier's own settings (today the rate card's). */
export const settingsRoutes: RouteObject = {
  path: 'settings',
  children: [
    // The rate card is the one settings page so far: /settings opens it.
    { index: true, loader: () => redirect('/settings/rate-card') },
    {
      path: 'rate-card',
      loader,
      Component: RateCardSettingsPage,
      ErrorBoundary: () => <AreaError title={t('pages.settings.error')} />,
    },
  ],
};
