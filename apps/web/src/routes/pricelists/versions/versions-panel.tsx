/**
 * The versions of a saved pricelist (or surcharge): who saved each, when and what changed; any
 * version read-only, the diff of two cell by cell, and a restore as a new version.
 * Self-contained: the page gives it the record's version routes, its path parameters and its
 * current version.
 */
import { Alert, Badge, Button, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  fieldLabel,
  savedMessage,
  type PermissionArea,
  type VersionAnswer,
  type VersionDiffAnswer,
  type VersionListItem,
} from '@freight/domain';
import { modals } from '@mantine/modals';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { PermissionButton } from '../../../components/PermissionButton';
import { api } from '../../../lib/client';
import { formatMoment, formatMomentIn, timeHeader } from '../../../lib/format';
import { fieldsOf } from '../../../lib/narrow';
import { useTimeZone } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { readVersions, type RecordParams, type VersionRoutes } from '../panel-data';
import { VersionDiff } from './version-diff';
import { VersionView } from './version-view';

type Compare = { from: string | null; to: string | null };

type Shown = { kind: 'view'; answer: VersionAnswer } | { kind: 'diff'; answer: VersionDiffAnswer } | null;

/** What a version changed, in one line. */
function summary(v: VersionListItem): string {
  const { changes } = v;
  if (changes.created) return 'Created';
  if (changes.kept) return 'As it was when versions began';
  const fields = Object.keys(fieldsOf(changes.updates) ?? {}).filter((f) => f !== 'restored');
  const restored = changes.restored ? `Restored version ${String(changes.restored)}` : '';
  return [restored, fields.length ? `Changed: ${fields.map((f) => fieldLabel(f)).join(', ')}` : restored ? '' : 'Saved without changes']
    .filter(Boolean)
    .join('; ');
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
    if (!found) setError('Could not read that version.');
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
      toastSuccess(savedMessage('Version', String(v), 'restored'));
      await revalidator.revalidate();
    }
  };
  // A restore replaces the live prices at once: it is asked first, naming what comes back.
  const confirmRestore = (v: VersionListItem) =>
    modals.openConfirmModal({
      title: `Restore version ${v.version}?`,
      children: (
        <Text size="sm">
          Version {v.version}, saved by {v.author || 'an unknown user'} on {formatMomentIn(v.created_at, timeZone)}, becomes the current
          version {version + 1} and prices at once. The versions in between are kept.
        </Text>
      ),
      labels: { confirm: `Restore version ${v.version}`, cancel: 'Cancel' },
      onConfirm: () => void restore(v.version),
    });

  return { timeZone, versions, shown, compare, setCompare, error, busy, view, diff, confirmRestore };
}

type VersionsPanelState = ReturnType<typeof useVersionsPanel>;

export function VersionsPanel({ routes, params, area, version }: VersionsPanelProps) {
  const panel = useVersionsPanel({ routes, params, version });
  const { versions, shown, error } = panel;

  const options = Array.isArray(versions) ? versions.map((v) => ({ value: String(v.version), label: `Version ${v.version}` })) : [];
  return (
    <Paper withBorder p="lg" radius="md" aria-label="Versions" component="section">
      <Title order={2} size="h4" mb="sm">
        Versions
      </Title>
      {versions === null && <Loader size="sm" />}
      {versions === 'failed' && (
        <Text size="sm" c="dimmed">
          The versions could not be read.
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
            <Paper withBorder p="sm" aria-label={`Version ${shown.answer.version}`}>
              <Text size="sm" fw={500} mb="xs">
                Version {shown.answer.version} (read-only)
              </Text>
              <VersionView version={shown.answer} />
            </Paper>
          )}
          {shown?.kind === 'diff' && (
            <Paper withBorder p="sm" aria-label="Version differences">
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
  const { timeZone } = panel;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped verticalSpacing="xs" aria-label="Version list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>Version</Table.Th>
            <Table.Th w={180}>Author</Table.Th>
            <Table.Th w={220}>{timeHeader('Date', timeZone)}</Table.Th>
            <Table.Th>Changes</Table.Th>
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
  const { timeZone, busy, view, diff, confirmRestore } = panel;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {v.version}
          {v.current && (
            <Badge size="xs" variant="light">
              current
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{v.author || '—'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(v.created_at, timeZone)}</Table.Td>
      <Table.Td>{summary(v)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button size="compact-xs" variant="subtle" onClick={() => void view(v.version)}>
            View {v.version}
          </Button>
          {v.version > 1 && (
            <Button size="compact-xs" variant="subtle" onClick={() => void diff(v.version, v.version - 1)}>
              Diff {v.version}
            </Button>
          )}
          {!v.current && (
            <PermissionButton area={area} size="compact-xs" variant="light" disabled={busy} onClick={() => confirmRestore(v)}>
              Restore {v.version}
            </PermissionButton>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Two versions picked to compare, and Show differences. */
function CompareVersions({ options, panel }: { options: { value: string; label: string }[]; panel: VersionsPanelState }) {
  const { compare, setCompare, diff } = panel;
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label="Compare"
        size="xs"
        w={140}
        data={options}
        value={compare.from}
        onChange={(from) => setCompare((c) => ({ ...c, from }))}
      />
      <Select label="with" size="xs" w={140} data={options} value={compare.to} onChange={(to) => setCompare((c) => ({ ...c, to }))} />
      <Button
        size="xs"
        variant="light"
        disabled={!compare.from || !compare.to}
        onClick={() => void diff(Number(compare.to), Number(compare.from))}
      >
        Show differences
      </Button>
    </Group>
  );
}
