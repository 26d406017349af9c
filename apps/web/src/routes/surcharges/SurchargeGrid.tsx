/** The price grid of a pricelist-type surcharge: its settings, LDM blocks and fare groups, in the form and on the read-only page. */
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { FareGroupsEditor, type GridFocus, type GridStore } from '../../components/price-grid/FareGroupsEditor';
import type { GridLookups } from '../../components/price-grid/grid-state';
import { GridSettings } from '../../components/price-grid/GridSettings';
import { PickMany } from '../../components/PickMany';
import { GridSection } from '../pricelists/form';
import { listError, type SurchargeForm } from './form-values';
import { GridSettingsText } from '../pricelists/view';
import { useT } from '../../lib/i18n';

/** Where the grid's fields sit in the form's values and error paths. */
const GRID_PREFIX = 'pricelist.';

const NO_FORM_ERRORS: Record<string, string> = {};

/**
 * The grid editor of a pricelist-type surcharge. The editor reads errors as `fare_groups.…`; the
 * form (and the server) name them `pricelist.fare_groups.…`.
 */
function SurchargeGridEditor({ form, store, lookups }: { form: SurchargeForm; store: GridStore; lookups: GridLookups }) {
  const { errors } = form;
  const gridErrors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [path, message] of Object.entries(errors)) {
      if (path.startsWith(`${GRID_PREFIX}fare_groups.`)) out[path.slice(GRID_PREFIX.length)] = String(message);
    }
    return out;
  }, [errors]);
  const latest = useRef(form);
  latest.current = form;
  const onErrorsChange = useCallback((next: Record<string, string>) => {
    const current = latest.current;
    const kept: Record<string, ReactNode> = {};
    for (const [path, message] of Object.entries(current.errors)) {
      if (!path.startsWith(`${GRID_PREFIX}fare_groups.`)) kept[path] = message;
    }
    for (const [path, message] of Object.entries(next)) kept[`${GRID_PREFIX}${path}`] = message;
    current.setErrors(kept);
  }, []);
  return <FareGroupsEditor store={store} lookups={lookups} readOnly={false} errors={gridErrors} onErrorsChange={onErrorsChange} />;
}

/** The pricelist type's part of the form: the grid settings, the LDM blocks and (when editable) the grid. */
export function SurchargeGridFields({
  form,
  readOnly,
  conditions,
  store,
  lookups,
}: {
  form: SurchargeForm;
  readOnly: boolean;
  /** The conditions to pick LDM blocks from. */
  conditions: { value: string; label: string }[];
  store: GridStore;
  lookups: GridLookups;
}) {
  const t = useT();
  return (
    <>
      <Title order={2} size="h4" mt="sm">
        {t('surcharges.grid.title')}
      </Title>
      <SimpleGrid
        cols={readOnly ? { base: 1, sm: 2 } : { base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        verticalSpacing="sm"
        maw={readOnly ? undefined : 1100}
      >
        {readOnly ? (
          <GridSettingsText settings={form.values.pricelist} />
        ) : (
          <GridSettings form={form} prefix={GRID_PREFIX} readOnly={false} cbmRequired={false} />
        )}
      </SimpleGrid>
      <PickMany
        label={t('surcharges.grid.ldmConditions')}
        description={t('surcharges.grid.ldmHint')}
        data={conditions}
        readOnly={readOnly}
        hidePickedOptions
        maw={720}
        placeholder={
          form.values.ldm_blocks.length ? undefined : readOnly ? t('surcharges.grid.noLdmConditions') : t('surcharges.form.pickConditions')
        }
        {...form.getInputProps('ldm_blocks')}
        error={listError(form, 'ldm_blocks')}
      />
      {!readOnly && (
        <GridSection unit={form.values.pricelist.unit} readOnly={false}>
          <SurchargeGridEditor form={form} store={store} lookups={lookups} />
        </GridSection>
      )}
    </>
  );
}

/** The grid of a pricelist-type surcharge on its read-only page. */
export function SurchargeGridView({
  unit,
  store,
  lookups,
  focusCell = null,
}: {
  unit: string;
  store: GridStore;
  lookups: GridLookups;
  /** A cell to focus (a health finding's link). */
  focusCell?: GridFocus | null;
}) {
  return (
    <Paper withBorder p="lg" radius="md">
      <GridSection unit={unit} readOnly>
        <FareGroupsEditor store={store} lookups={lookups} readOnly errors={NO_FORM_ERRORS} focusCell={focusCell} />
      </GridSection>
    </Paper>
  );
}
