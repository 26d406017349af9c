/**
 * Admin postcode points (issue 46 part 1): the platform's postcode points counted per country
 * (GET /fe/admin/postcode_points), and a GeoNames postal code file uploaded to load them (POST, the
 * file streamed by the server, all or nothing): the points it loaded per country, or the line the
 * server refused and why. GeoNames is attributed as its licence (CC BY 4.0) asks.
 */
import { Alert, Anchor, Button, FileButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import {
  parseApiError,
  POSTCODE_POINT_LIMITS,
  POSTCODE_POINT_ROUTES,
  postcodePointsLoadAnswerSchema,
  type PostcodePointsAnswer,
} from '@freight/domain';
import { useRef, useState } from 'react';
import { useLoaderData, useRevalidator, type RouteObject } from 'react-router';
import { AreaError } from '../../components/ErrorScreens';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/client';
import { countryLabel } from '../../lib/countries';
import { formatNumber } from '../../lib/format';
import { t, useLanguage, useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';

const GEONAMES_URL = 'https://download.geonames.org/export/zip/';
const LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

async function loader(): Promise<PostcodePointsAnswer> {
  return (await api.read(POSTCODE_POINT_ROUTES.counts)) ?? { countries: [], points: 0 };
}

/** The points per country, with their total. */
export function PointCounts({ counts, label }: { counts: PostcodePointsAnswer; label: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Table aria-label={label} withTableBorder fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('common.country')}</Table.Th>
          <Table.Th ta="right">{t('admin.postcodePoints.points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {counts.countries.map((c) => (
          <Table.Tr key={c.country}>
            <Table.Td>
              {c.country} {countryLabel(c.country, language)}
            </Table.Td>
            <Table.Td ta="right">{formatNumber(c.points, 0)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={600}>{t('admin.postcodePoints.total')}</Table.Td>
          <Table.Td ta="right" fw={600}>
            {formatNumber(counts.points, 0)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** The file picked and sent: the server's answer (the points it loaded) or its refusal (the line and why). */
function usePointsUpload() {
  const t = useT();
  const [loading, setLoading] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<PostcodePointsAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  // The picker forgets its file, so the same file can be picked again after a fix.
  const resetPicker = useRef<() => void>(null);

  const send = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    setLoading(file.name);
    setLoaded(null);
    setError(null);
    try {
      const { status, body } = await api.upload(POSTCODE_POINT_ROUTES.load, file);
      const parsed = status === 200 ? postcodePointsLoadAnswerSchema.safeParse(body) : null;
      if (!parsed?.success) {
        setError(parseApiError(status, body).message);
        return;
      }
      setLoaded(parsed.data);
      toastSuccess(t('admin.postcodePoints.loaded', { points: parsed.data.points, countries: parsed.data.countries.length }));
      void revalidator.revalidate();
    } finally {
      setLoading(null);
    }
  };
  return { loading, loaded, error, resetPicker, send };
}

function PostcodePointsPage() {
  const t = useT();
  const counts = useLoaderData<typeof loader>();
  const { loading, loaded, error, resetPicker, send } = usePointsUpload();
  return (
    <Stack gap={0}>
      <PageHeader title={t('admin.postcodePoints.title')} />
      <Paper withBorder p="lg" radius="md" maw={560}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('admin.postcodePoints.intro')}{' '}
            <Anchor href={GEONAMES_URL} target="_blank" rel="noreferrer" size="sm">
              {GEONAMES_URL}
            </Anchor>
          </Text>
          <Group gap="sm">
            <FileButton resetRef={resetPicker} onChange={(file) => void send(file)} accept=".txt,text/plain,text/tab-separated-values">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={loading !== null}>
                  {t('admin.postcodePoints.upload')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('admin.postcodePoints.maxSize', { bound: `${POSTCODE_POINT_LIMITS.fileBytes / (1024 * 1024)} MB` })}
            </Text>
          </Group>
          {loading && (
            <Text size="sm" c="dimmed">
              {t('admin.postcodePoints.loading', { name: loading })}
            </Text>
          )}
          {error && (
            <Alert color="red" title={t('admin.postcodePoints.unusable')}>
              {error}
            </Alert>
          )}
          {loaded && (
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('admin.postcodePoints.lastFile')}
              </Title>
              <PointCounts counts={loaded} label={t('admin.postcodePoints.lastFile')} />
            </Stack>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md" maw={560} mt="md">
        <Title order={2} size="h4" mb="xs">
          {t('admin.postcodePoints.stored')}
        </Title>
        {counts.points === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.postcodePoints.none')}
          </Text>
        ) : (
          <PointCounts counts={counts} label={t('admin.postcodePoints.stored')} />
        )}
        <Text size="xs" c="dimmed" mt="sm">
          <Anchor href={LICENCE_URL} target="_blank" rel="noreferrer" size="xs" c="dimmed">
            {t('admin.postcodePoints.attribution')}
          </Anchor>
        </Text>
      </Paper>
    </Stack>
  );
}

export const postcodePointsRoutes: RouteObject = {
  path: 'postcode_points',
  loader,
  Component: PostcodePointsPage,
  ErrorBoundary: () => <AreaError title={t('admin.postcodePoints.error')} />,
};
