/**
 * Mass upload of areas (/areas/mass) and of areas with their zones (/areas/mass_zone): rows pasted
 * from a spreadsheet (tab-separated country, postcode from, postcode to, optional name, and for
 * zones a zone name) are read live into a preview, checked with the shared schemas, and sent in
 * one request. The server's field errors (errors["areas.12.country"]) come back onto the preview
 * rows they name.
 */
import { Alert, Anchor, Button, Code, Group, List, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import {
  massAreasSchema,
  massZoneAreasSchema,
  parsePastedAreas,
  type ApiError,
  type ChangeProposed,
  type MessageKey,
  type PastedAreaRow,
} from '@freight/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, redirect, useActionData, useNavigation, useSubmit, type ActionFunctionArgs } from 'react-router';
import { IssuesBanner } from '../../components/IssuesBanner';
import { PageHeader } from '../../components/PageHeader';
import { FormButtons } from '../../components/RecordView';
import type { WriteResult } from '../../lib/api';
import { isProposal, relay, type Relayed } from '../../lib/client';
import { jsonTarget, schemaValidator } from '../../lib/forms';
import { t, useT } from '../../lib/i18n';
import { toastError, toastSuccess, toastWarning } from '../../lib/toast';

interface MassActionError {
  error: ApiError;
}

/** What a mass route answers: the areas it created (the rows sent, in one transaction). */
export interface MassSaved {
  count: number;
}

/**
 * POST the rows with `save` (api.create of the mass route); success says how many areas were saved
 * ("12 areas saved") and goes to `successTo`. Approvals may hold the upload (202): nothing was
 * created yet, "Saved for approval", the same page after.
 */
export function massUploadAction(save: (body: Relayed) => Promise<WriteResult<MassSaved | ChangeProposed>>, successTo: string) {
  return async ({ request }: ActionFunctionArgs): Promise<MassActionError | Response> => {
    const result = await save(relay(await request.json()));
    if (!result.ok) return { error: result.error };
    if (isProposal(result.data)) toastSuccess(t('approvals.proposed'));
    else toastSuccess(t('setup.areas.mass.saved', { count: result.data.count }));
    return redirect(successTo);
  };
}

/** The row fields' names in the row errors ('Postcode to: ...'). */
const FIELD_LABELS: Record<string, MessageKey> = {
  country: 'common.country',
  postcode_from: 'setup.postcodeFrom',
  postcode_to: 'setup.postcodeTo',
  name: 'common.name',
  zone_name: 'setup.zoneName',
};

/** A row field's name on screen; an unknown field is its own name. */
function fieldLabel(field: string): string {
  const key = Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field] : undefined;
  return key ? t(key) : field;
}

const ROW_ERROR = /^areas\.(\d+)(?:\.(.+))?$/;

/** Field errors keyed 'areas.N.field' as 'Field: message' lines per row; the rest apart. */
function splitRowErrors(errors: Record<string, string> | undefined): { rows: Map<number, string[]>; other: string[] } {
  const rows = new Map<number, string[]>();
  const other: string[] = [];
  for (const [key, message] of Object.entries(errors ?? {})) {
    const match = ROW_ERROR.exec(key);
    if (!match) {
      other.push(key === '_' ? message : `${key}: ${message}`);
      continue;
    }
    const index = Number(match[1]);
    const field = match[2] ? fieldLabel(match[2]) : null;
    const text = field ? `${field}: ${message}` : message;
    const list = rows.get(index);
    if (list) list.push(text);
    else rows.set(index, [text]);
  }
  return { rows, other };
}

const validateAreas = schemaValidator<{ areas: PastedAreaRow[] }>(massAreasSchema);
const validateZoneAreas = schemaValidator<{ areas: PastedAreaRow[] }>(massZoneAreasSchema);

const ROW_HEIGHT = 37;
const SKIPPED_SHOWN = 20;

/** The pasted text read live into rows, their errors (the schema's, and the server's for the text it was sent), and Upload. */
function useMassUpload(withZone: boolean) {
  const [text, setText] = useState('');
  const deferredText = useDeferredValue(text);
  const [submittedText, setSubmittedText] = useState<string | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const actionData = useActionData<ReturnType<typeof massUploadAction>>();
  const busy = navigation.state !== 'idle';

  const { rows, skipped } = useMemo(() => parsePastedAreas(deferredText, { withZone }), [deferredText, withZone]);
  const clientErrors = useMemo(
    () =>
      rows.length ? splitRowErrors((withZone ? validateZoneAreas : validateAreas)({ areas: rows })).rows : new Map<number, string[]>(),
    [rows, withZone],
  );
  // The server's errors name rows of what was sent; once the text changes they no longer apply.
  const serverErrors = useMemo(
    () => (actionData?.error && submittedText === text ? splitRowErrors(actionData.error.errors) : null),
    [actionData, submittedText, text],
  );

  useEffect(() => {
    if (!actionData?.error) return;
    toastError(actionData.error.message);
    toastWarning();
  }, [actionData]);

  const errorsOf = (index: number): string[] => [...(clientErrors.get(index) ?? []), ...(serverErrors?.rows.get(index) ?? [])];

  const onUpload = () => {
    // What is on screen is what goes: never an older parse of the text.
    const current = parsePastedAreas(text, { withZone });
    if (!current.rows.length) return;
    const errors = (withZone ? validateZoneAreas : validateAreas)({ areas: current.rows });
    if (Object.keys(errors).length) {
      toastWarning();
      return;
    }
    setSubmittedText(text);
    submit(jsonTarget({ areas: current.rows }), {
      method: 'post',
      encType: 'application/json',
    });
  };

  return { text, setText, busy, actionData, rows, skipped, serverErrors, errorsOf, onUpload };
}

export function MassUploadPage({ withZone }: { withZone: boolean }) {
  const { text, setText, busy, actionData, rows, skipped, serverErrors, errorsOf, onUpload } = useMassUpload(withZone);
  const problemCount = rows.reduce((n, _row, i) => (errorsOf(i).length ? n + 1 : n), 0);
  const t = useT();

  return (
    <Stack gap={0}>
      <PageHeader title={withZone ? t('setup.areas.mass.titleWithZones') : t('setup.areas.mass.title')} backTo="/areas" />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          {actionData?.error && serverErrors && (
            <IssuesBanner
              error={{
                message: [
                  actionData.error.message,
                  serverErrors.rows.size > 0 ? t('setup.areas.mass.rowProblems', { count: serverErrors.rows.size }) : '',
                  ...serverErrors.other,
                ]
                  .filter(Boolean)
                  .join(' '),
              }}
            />
          )}
          <MassIntro withZone={withZone} />
          <Textarea
            label={t('setup.areas.mass.rows')}
            placeholder={withZone ? t('setup.areas.mass.exampleWithZone') : t('setup.areas.mass.example')}
            autosize
            minRows={6}
            maxRows={14}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', tabSize: 12 } }}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          {skipped.length > 0 && <SkippedRows skipped={skipped} />}
          {rows.length > 0 && (
            <>
              <Text size="sm" fw={500} role="status">
                {t('setup.areas.mass.toUpload', { count: rows.length, problems: problemCount })}
              </Text>
              <PreviewTable rows={rows} withZone={withZone} errorsOf={errorsOf} />
            </>
          )}
          <FormButtons>
            <Button variant="default" component={Link} to="/areas">
              {t('common.cancel')}
            </Button>
            <Button onClick={onUpload} disabled={rows.length === 0} loading={busy}>
              {t('setup.areas.mass.upload')}
            </Button>
          </FormButtons>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** What to paste, and the link to the other upload (with or without zones). */
function MassIntro({ withZone }: { withZone: boolean }) {
  const t = useT();
  return (
    <>
      <Text size="sm">{t('setup.areas.mass.intro', { withZone: withZone ? 'yes' : 'no' })}</Text>
      <Text size="sm">
        {withZone ? (
          <Anchor component={Link} to="/areas/mass">
            {t('setup.areas.mass.withoutZones')}
          </Anchor>
        ) : (
          <Anchor component={Link} to="/areas/mass_zone">
            {t('setup.areas.mass.withZones')}
          </Anchor>
        )}
      </Text>
    </>
  );
}

/** The pasted lines left out (the first SKIPPED_SHOWN of them). */
function SkippedRows({ skipped }: { skipped: string[] }) {
  const t = useT();
  return (
    <Alert color="yellow" title={t('setup.areas.mass.skipped', { count: skipped.length })}>
      <Text size="sm">{t('setup.areas.mass.skippedText')}</Text>
      <List size="sm" mt={4}>
        {skipped.slice(0, SKIPPED_SHOWN).map((line, i) => (
          <List.Item key={i}>
            <Code>{line}</Code>
          </List.Item>
        ))}
      </List>
      {skipped.length > SKIPPED_SHOWN && (
        <Text size="sm" mt={4}>
          {t('setup.areas.mass.more', { count: skipped.length - SKIPPED_SHOWN })}
        </Text>
      )}
    </Alert>
  );
}

/** The parsed rows, virtualised so that thousands of them stay quick. */
function PreviewTable({ rows, withZone, errorsOf }: { rows: PastedAreaRow[]; withZone: boolean; errorsOf: (index: number) => string[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0]!.start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const span = withZone ? 7 : 6;
  const t = useT();

  return (
    <div ref={scrollRef} style={{ maxHeight: 480, overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
      <Table striped verticalSpacing={6} stickyHeader aria-label={t('setup.areas.mass.preview')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t('setup.areas.mass.row')}</Table.Th>
            <Table.Th w={90}>{t('common.country')}</Table.Th>
            <Table.Th>{t('setup.postcodeFrom')}</Table.Th>
            <Table.Th>{t('setup.postcodeTo')}</Table.Th>
            <Table.Th>{t('common.name')}</Table.Th>
            {withZone && <Table.Th>{t('setup.zoneName')}</Table.Th>}
            <Table.Th>{t('setup.areas.mass.problems')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && (
            <tr aria-hidden>
              <td colSpan={span} style={{ height: before, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index]!;
            const errors = errorsOf(item.index);
            return (
              <Table.Tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                bg={errors.length ? 'var(--mantine-color-red-light)' : undefined}
              >
                <Table.Td>{item.index + 1}</Table.Td>
                <Table.Td>{row.country}</Table.Td>
                <Table.Td>{row.postcode_from}</Table.Td>
                <Table.Td>{row.postcode_to}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                {withZone && <Table.Td>{row.zone_name}</Table.Td>}
                <Table.Td>
                  {errors.length > 0 && (
                    <Group gap={4}>
                      {errors.map((error, i) => (
                        <Text key={i} size="xs" c="red.8">
                          {error}
                        </Text>
                      ))}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden>
              <td colSpan={span} style={{ height: after, padding: 0, border: 0 }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
