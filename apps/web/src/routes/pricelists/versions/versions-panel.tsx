/**
 * The versions of a saved pricelist (or surcharge): who saved each, when and what changed; any
 * version read-only, the diff of two cell by cell, and a restore as a new version.
 * Self-contained: the page gives it the record's version routes, its path parameters and its
 * current version.
 */
import { Alert, Badge, Button, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  fieldLabel,
  type Language,
  type PermissionArea,
  type Translate,
  type VersionAnswer,
  type VersionDiffAnswer,
  type VersionListItem,
} from '@freight/domain';
import { modals } from '@mantine/modals';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { PermissionButton } from '../../../components/PermissionButton';
import { api, isProposal } from '../../../lib/client';
import { formatMoment, formatMomentIn, timeHeader } from '../../../lib/format';
import { t as translateNow, useLanguage, useT } from '../../../lib/i18n';
import { fieldsOf } from '../../../lib/narrow';
import { useTimeZone } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { readVersions, type RecordParams, type VersionRoutes } from '../panel-data';
import { VersionDiff } from './version-diff';
import { VersionView } from './version-view';

type Compare = { from: string | null; to: string | null };

type Shown = { kind: 'view'; answer: VersionAnswer } | { kind: 'diff'; answer: VersionDiffAnswer } | null;

/** What a version changed, in one line. */
function summary(v: VersionListItem, t: Translate, language: Language): string {
  const { changes } = v;
  if (changes.created) return t('common.created');
  if (changes.kept) return t('versions.summary.kept');
  const fields = Object.keys(fieldsOf(changes.updates) ?? {}).filter((f) => f !== 'restored');
  const restored = changes.restored ? t('versions.summary.restored', { number: String(changes.restored) }) : '';
  const changed = fields.length ? t('versions.summary.changed', { fields: fields.map((f) => fieldLabel(f, language)).join(', ') }) : '';
  return [restored, changed || (restored ? '' : t('versions.summary.unchanged'))].filter(Boolean).join('; ');
}

interface VersionsPanelProps {
  routes: VersionRoutes;
  params: RecordParams;
  area: PermissionArea;
  version: number;
}

/** The list of versions (read again when the record's version changes), the one shown, the comparison picked, and the restore. */
function useVersionsPanel({ routes, params, version }: Omit<VersionsPanelProps, 'area'>) {
  const { id, carrierId } = params;
  const timeZone = useTimeZone();
  const [versions, setVersions] = useState<VersionListItem[] | null | 'failed'>(null);
  const [shown, setShown] = useState<Shown>(null);
  const [compare, setCompare] = useState<Compare>({ from: null, to: null });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  useEffect(() => {
    let current = true;
    setVersions(null);
    setShown(null);
    void readVersions(routes, { id, carrierId }).then((answer) => {
      if (current) setVersions(answer ?? 'failed');
    });
    return () => {
      current = false;
    };
  }, [routes, id, carrierId, version]);

  const show = (found: Shown) => {
    if (!found) setError(translateNow('versions.readFailed'));
    else setShown(found);
  };
  const view = async (v: number) => {
    setError(null);
    const answer = await api.peek(routes.get, { params: { ...params, version: v } });
    show(answer && { kind: 'view', answer });
  };
  const diff = async (to: number, from: number) => {
    setError(null);
    const answer = await api.peek(routes.diff, { params: { ...params, version: to }, query: { against: String(from) } });
    show(answer && { kind: 'diff', answer });
  };
  const restore = async (v: number) => {
    setBusy(true);
    setError(null);
    const result = await api.action(routes.restore, { params: { ...params, version: v }, body: { version } });
    setBusy(false);
    if (!result.ok) setError(result.error.message);
    else {
      toastSuccess(isProposal(result.data) ? translateNow('approvals.proposed') : translateNow('versions.restored', { number: v }));
      await revalidator.revalidate();
    }
  };
  // A restore replaces the live prices at once: it is asked first, naming what comes back.
  const confirmRestore = (v: VersionListItem) =>
    modals.openConfirmModal({
      title: translateNow('versions.restore.title', { number: v.version }),
      children: (
        <Text size="sm">
          {translateNow('versions.restore.text', {
            number: v.version,
            hasAuthor: v.author ? 'yes' : 'no',
            author: v.author,
            date: formatMomentIn(v.created_at, timeZone),
            next: version + 1,
          })}
        </Text>
      ),
      labels: { confirm: translateNow('versions.restore.confirm', { number: v.version }), cancel: translateNow('common.cancel') },
      onConfirm: () => void restore(v.version),
    });

  return { timeZone, versions, shown, compare, setCompare, error, busy, view, diff, confirmRestore };
}

type VersionsPanelState = ReturnType<typeof useVersionsPanel>;

export function VersionsPanel({ routes, params, area, version }: VersionsPanelProps) {
  const t = useT();
  const panel = useVersionsPanel({ routes, params, version });
  const { versions, shown, error } = panel;

  const options = Array.isArray(versions)
    ? versions.map((v) => ({ value: String(v.version), label: t('versions.option', { number: v.version }) }))
    : [];
  return (
    <Paper withBorder p="lg" radius="md" aria-label={t('versions.title')} component="section">
      <Title order={2} size="h4" mb="sm">
        {t('versions.title')}
      </Title>
      {versions === null && <Loader size="sm" />}
      {versions === 'failed' && (
        <Text size="sm" c="dimmed">
          {t('versions.listFailed')}
        </Text>
      )}
      {Array.isArray(versions) && (
        <Stack gap="sm">
          <VersionList versions={versions} area={area} panel={panel} />
          {versions.length > 1 && <CompareVersions options={options} panel={panel} />}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {shown?.kind === 'view' && (
            <Paper withBorder p="sm" aria-label={t('versions.option', { number: shown.answer.version })}>
              <Text size="sm" fw={500} mb="xs">
                {t('versions.shown', { number: shown.answer.version })}
              </Text>
              <VersionView version={shown.answer} />
            </Paper>
          )}
          {shown?.kind === 'diff' && (
            <Paper withBorder p="sm" aria-label={t('versions.differences')}>
              <VersionDiff diff={shown.answer} />
            </Paper>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** The table of versions, each with View, Diff against the one before, and Restore. */
function VersionList({ versions, area, panel }: { versions: VersionListItem[]; area: PermissionArea; panel: VersionsPanelState }) {
  const t = useT();
  const { timeZone } = panel;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped verticalSpacing="xs" aria-label={t('versions.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{t('versions.version')}</Table.Th>
            <Table.Th w={180}>{t('versions.author')}</Table.Th>
            <Table.Th w={220}>{timeHeader(t('common.date'), timeZone)}</Table.Th>
            <Table.Th>{t('versions.changes')}</Table.Th>
            <Table.Th w={260} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((v) => (
            <VersionRow key={v.version} v={v} area={area} panel={panel} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VersionRow({ v, area, panel }: { v: VersionListItem; area: PermissionArea; panel: VersionsPanelState }) {
  const t = useT();
  const language = useLanguage();
  const { timeZone, busy, view, diff, confirmRestore } = panel;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {v.version}
          {v.current && (
            <Badge size="xs" variant="light">
              {t('versions.current')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {v.author || '—'}
        {v.approved_by && (
          <Text size="xs" c="dimmed">
            {t('approvals.approvedBy', { name: v.approved_by })}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(v.created_at, timeZone)}</Table.Td>
      <Table.Td>{summary(v, t, language)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button size="compact-xs" variant="subtle" onClick={() => void view(v.version)}>
            {t('versions.view', { number: v.version })}
          </Button>
          {v.version > 1 && (
            <Button size="compact-xs" variant="subtle" onClick={() => void diff(v.version, v.version - 1)}>
              {t('versions.diff', { number: v.version })}
            </Button>
          )}
          {!v.current && (
            <PermissionButton area={area} size="compact-xs" variant="light" disabled={busy} onClick={() => confirmRestore(v)}>
              {t('versions.restore', { number: v.version })}
            </PermissionButton>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Two versions picked to compare, and Show differences. */
function CompareVersions({ options, panel }: { options: { value: string; label: string }[]; panel: VersionsPanelState }) {
  const t = useT();
  const { compare, setCompare, diff } = panel;
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('versions.compare')}
        size="xs"
        w={140}
        data={options}
        value={compare.from}
        onChange={(from) => setCompare((c) => ({ ...c, from }))}
      />
      <Select
        label={t('versions.compareWith')}
        size="xs"
        w={140}
        data={options}
        value={compare.to}
        onChange={(to) => setCompare((c) => ({ ...c, to }))}
      />
      <Button
        size="xs"
        variant="light"
        disabled={!compare.from || !compare.to}
        onClick={() => void diff(Number(compare.to), Number(compare.from))}
      >
        {t('versions.showDifferences')}
      </Button>
    </Group>
  );
}
