/**
 * The JSON import of /pricelists/new (docs/product/domain.md §4, §8): a .json file dropped or picked fills
 * the create form. The file is checked with those messages (packages/domain readPricelistFile),
 * its zones matched by areas on the server; unmatched ones open "Create Missing Zones" (Create
 * Zones: areas and zones named `_AI_yymmdd`; Skip Zone Creation: the first match, or an empty cell
 * to pick). Names become the carrier's ids (resolvePricelistFile); the clerk reviews and presses
 * Create. The green message offers "Import different file".
 */
import { Alert, Button, Group, List, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import {
  PRICELIST_FILE_ROUTES,
  IMPORT_MESSAGES,
  importMessages,
  parsePricelistFileText,
  resolvePricelistFile,
  type CreatedZone,
  type FileZone,
  type ImportedPricelist,
  type ImportProblem,
  type NamedRecord,
  type PartnerOption,
  type PricelistFile,
  type ServiceOption,
  type ZoneMatchAnswer,
} from '@freight/domain';
import { useRef, useState, type DragEvent } from 'react';
import { api } from '../../lib/client';
import { currentLanguage, useT } from '../../lib/i18n';

export interface JsonImportOptions {
  services: readonly ServiceOption[];
  customers: readonly PartnerOption[];
  zones: readonly NamedRecord[];
  transits: readonly NamedRecord[];
}

interface Pending {
  file: PricelistFile;
  filename: string;
  matches: ZoneMatchAnswer[];
  missing: FileZone[];
}

/** What an import did, for the green message (kept by the page: the form remounts with the file's values). */
export interface ImportSummary {
  filename: string;
  /** Names of the file that name nothing here: left empty to pick. */
  problems: ImportProblem[];
  created: CreatedZone[];
}

export interface JsonImportProps {
  options: JsonImportOptions;
  /** The last import, or null before one (and after "Import different file"). */
  done: ImportSummary | null;
  /** The create form's record from the file, and what the import did. */
  onImported: (pricelist: ImportedPricelist, summary: ImportSummary) => void;
  /** "Import different file": the form goes back to its defaults. */
  onReset: () => void;
}

/** The file's zones the server matched by areas, by their name in the file. */
function matchedZones(p: Pending): Map<string, NamedRecord | null> {
  return new Map(p.matches.filter((m) => m.match).map((m) => [m.file_name, m.match]));
}

/** The server's English prefix of a refused zone creation ('Zone creation failed: '), its reason after it. */
const ZONE_CREATION_FAILED = IMPORT_MESSAGES.zoneCreationFailed('');

/**
 * A refused zone creation in the reader's language: the server's reason (English, the API's) after
 * the product's words for what failed.
 */
function zoneCreationText(reason: string): string {
  const said = importMessages(currentLanguage());
  if (reason.startsWith(ZONE_CREATION_FAILED)) return said.zoneCreationFailed(reason.slice(ZONE_CREATION_FAILED.length));
  return reason.startsWith(ZONE_CREATION_FAILED.replace(/:\s*$/, '')) ? reason : said.zoneCreationFailed(reason);
}

/** The import's steps: read and check the file, match its zones, then create the missing ones or skip them. */
function useJsonImport({ options, onImported, onReset }: Omit<JsonImportProps, 'done'>) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const finish = (p: Pending, fileZones: Map<string, NamedRecord | null>, created: CreatedZone[]) => {
    const { services, customers: partners, transits } = options;
    const lookups = { services, partners, transits, zones: [...options.zones, ...created], fileZones };
    const { pricelist, problems } = resolvePricelistFile(p.file, lookups, currentLanguage());
    setPending(null);
    onImported(pricelist, { filename: p.filename, problems, created });
  };

  const read = async (file: File) => {
    setError(null);
    const result = parsePricelistFileText(await file.text(), currentLanguage());
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const zones = result.file.zones_to_create ?? [];
    let matches: ZoneMatchAnswer[] = [];
    if (zones.length) {
      setBusy(true);
      const answer = await api.submit(PRICELIST_FILE_ROUTES.matchZones, { body: { zones } }).finally(() => setBusy(false));
      if (!answer.ok) {
        setError(importMessages(currentLanguage()).failed(answer.error.message));
        return;
      }
      matches = answer.data;
    }
    const p: Pending = { file: result.file, filename: file.name, matches, missing: zones.filter((_, i) => !matches[i]?.match) };
    if (p.missing.length) setPending(p);
    else finish(p, matchedZones(p), []);
  };

  const createZones = async () => {
    if (!pending) return;
    setBusy(true);
    const answer = await api.submit(PRICELIST_FILE_ROUTES.createZones, { body: { zones: pending.missing } }).finally(() => setBusy(false));
    if (!answer.ok) {
      const reason = answer.error.message;
      setPending(null);
      setError(zoneCreationText(reason));
      return;
    }
    const zones = matchedZones(pending);
    for (const z of answer.data.created_zones) zones.set(z.file_name, { id: z.id, name: z.name });
    finish(pending, zones, answer.data.created_zones);
  };

  const skipZones = () => {
    if (!pending) return;
    const zones = matchedZones(pending);
    for (const m of pending.matches) if (!m.match) zones.set(m.file_name, m.first);
    finish(pending, zones, []);
  };

  const reset = () => {
    setError(null);
    if (input.current) input.current.value = '';
    onReset();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void read(file);
  };

  return { input, error, pending, setPending, busy, dragging, setDragging, read, createZones, skipZones, reset, onDrop };
}

type JsonImportState = ReturnType<typeof useJsonImport>;

export function JsonImport({ options, done, onImported, onReset }: JsonImportProps) {
  const state = useJsonImport({ options, onImported, onReset });
  if (done) return <ImportDone done={done} onReset={state.reset} />;
  return (
    <>
      <DropZone state={state} />
      <MissingZonesModal state={state} />
    </>
  );
}

/** The green message: what the file filled and what is left to pick, with "Import different file". */
function ImportDone({ done, onReset }: { done: ImportSummary; onReset: () => void }) {
  const t = useT();
  return (
    <Alert color="green" title={t('pricelists.json.imported')} icon={<IconFileImport size={18} />}>
      <Stack gap="xs">
        <Text size="sm">
          {t('pricelists.json.filled', {
            file: done.filename,
            created: done.created.length,
            zones: done.created.map((z) => z.name).join(', '),
          })}
        </Text>
        {done.problems.length > 0 && (
          <List size="sm" c="orange.8">
            {done.problems.map((p) => (
              <List.Item key={p.path}>{t('pricelists.json.pickIt', { problem: p.message })}</List.Item>
            ))}
          </List>
        )}
        <Group>
          <Button size="xs" variant="light" color="green" onClick={onReset}>
            {t('pricelists.json.different')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The dashed box a file is dropped on or picked from, with the reason a file was refused. */
function DropZone({ state }: { state: JsonImportState }) {
  const t = useT();
  const { input, error, busy, dragging, setDragging, read, onDrop } = state;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      style={{ borderStyle: 'dashed', borderWidth: 2, background: dragging ? 'var(--mantine-color-blue-0)' : undefined }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="json-drop-zone"
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <IconFileImport size={28} stroke={1.5} />
          <div>
            <Text fw={600}>{t('pricelists.json.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('pricelists.json.intro')}
            </Text>
          </div>
        </Group>
        <Button variant="default" loading={busy} onClick={() => input.current?.click()}>
          {t('pricelists.json.pick')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          aria-label={t('pricelists.json.input')}
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void read(file);
          }}
        />
      </Group>
      {error && (
        <Alert color="red" mt="sm" title={t('pricelists.json.failed')}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}

/** "Create missing zones": the file's zones no zone here matches, to create or to skip. */
function MissingZonesModal({ state }: { state: JsonImportState }) {
  const t = useT();
  const { pending, setPending, busy, createZones, skipZones } = state;
  return (
    <Modal opened={pending !== null} onClose={() => setPending(null)} title={t('pricelists.json.missingTitle')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('pricelists.json.missingText', { count: pending?.missing.length ?? 0 })}</Text>
        <List size="sm">
          {pending?.missing.map((z) => (
            <List.Item key={z.name}>
              {z.name}: {z.areas.map((a) => `${a.country} ${a.postcode_from}-${a.postcode_to}`).join(', ')}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={skipZones} disabled={busy}>
            {t('pricelists.json.skip')}
          </Button>
          <Button onClick={() => void createZones()} loading={busy}>
            {t('pricelists.json.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
