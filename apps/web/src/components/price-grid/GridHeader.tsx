/** The grid's header row: the zone column titles, and each price column's quantity and pricing unit. */
import { Menu, UnstyledButton } from '@mantine/core';
import { detectHeaderRow, parseTabularText, PRICING_UNITS, type Language, type PricingUnit } from '@freight/domain';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { writeBlock, writeSheet, setUnit, type EditResult } from './grid-edits';
import { FROZEN, type CellRect, type FareGroupState, type GridLookups } from './grid-state';
import { localCellError } from './grid-validation';
import { t, useLanguage, useT } from '../../lib/i18n';
import { displayQuantity, FIELD_LABELS, HEADER_H, PRICE_W, PRICING_UNIT_KEYS, type GridLayout } from './layout';
import classes from './price-grid.module.css';
import type { Pos } from './use-selection';

/** What the quantity inputs of the header do; stable functions, so the memoised headers keep their props. */
export interface HeaderHandlers {
  onQuantity: (q: number, text: string) => void;
  onUnit: (q: number, unit: PricingUnit) => void;
  onKey: (q: number, event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (q: number, event: ClipboardEvent<HTMLInputElement>) => void;
}

/** A price column's pricing unit: a compact button opening a Mantine menu of the units. */
function UnitMenu({ q, unit, onUnit }: { q: number; unit: PricingUnit; onUnit: HeaderHandlers['onUnit'] }): ReactNode {
  const unitLabel = t(PRICING_UNIT_KEYS[unit]);
  return (
    <Menu position="bottom-end" shadow="md" width={160} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.unitButton} aria-label={t('grid.unit.button', { column: String(q + 1), unit: unitLabel })}>
          <span className={classes.unitLabel}>{unitLabel}</span>
          <IconChevronDown size={12} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('grid.unit.pricedPer')}</Menu.Label>
        {PRICING_UNITS.map((u) => (
          <Menu.Item key={u} onClick={() => onUnit(q, u)} rightSection={u === unit ? <IconCheck size={14} aria-hidden /> : null}>
            {t(PRICING_UNIT_KEYS[u])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The quantity and pricing unit of one price column, editable in the header. Its texts are in the
 * current language (`t`); `language` is in its props so that a new one draws it again.
 */
const QuantityHeader = memo(function QuantityHeader({
  gridId,
  q,
  left,
  quantity,
  unit,
  selected,
  error,
  readOnly,
  onQuantity,
  onUnit,
  onKey,
  onPaste,
}: HeaderHandlers & {
  language: Language;
  gridId: string;
  q: number;
  left: number;
  quantity: string;
  unit: PricingUnit;
  selected: boolean;
  error?: string;
  readOnly: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  let className = classes.quantityHeader!;
  if (selected) className += ` ${classes.quantityHeaderSelected}`;
  if (error && !readOnly) className += ` ${classes.quantityHeaderError}`;
  if (readOnly) {
    return (
      <div role="columnheader" aria-colindex={FROZEN + q + 2} className={className} style={{ left, width: PRICE_W }}>
        <span className={classes.quantityText} data-quantity={q}>
          {displayQuantity(quantity)}
        </span>
        <span className={classes.unitText}>{t(PRICING_UNIT_KEYS[unit])}</span>
      </div>
    );
  }
  const commit = () => {
    if (draft !== null && draft !== quantity) onQuantity(q, draft);
    setDraft(null);
  };
  return (
    <div role="columnheader" aria-colindex={FROZEN + q + 2} className={className} style={{ left, width: PRICE_W }}>
      <input
        id={`${gridId}-q${q}`}
        className={classes.quantityInput}
        aria-label={t('grid.quantity.label', { number: String(q + 1) })}
        aria-invalid={error ? true : undefined}
        title={error ?? t('grid.quantity.hint')}
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? quantity}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') commit();
          if (event.key === 'Escape') setDraft(null);
          onKey(q, event);
        }}
        onPaste={(event) => onPaste(q, event)}
      />
      <UnitMenu q={q} unit={unit} onUnit={onUnit} />
    </div>
  );
});

/**
 * The header's handlers: a quantity typed (or a block pasted from a quantity input) is written
 * like a cell of row -1, a unit picked changes the column, Enter or ArrowDown go down to the
 * first zone row. They read the latest grid through a ref and stay the same functions.
 */
export function useHeaderHandlers({
  groupRef,
  lookups,
  commit,
  goTo,
  focusGrid,
}: {
  groupRef: RefObject<FareGroupState>;
  lookups: GridLookups;
  commit: (result: EditResult | null) => void;
  goTo: (next: Pos) => void;
  focusGrid: () => void;
}): HeaderHandlers {
  const latest: HeaderHandlers = {
    onQuantity: (q, text) => commit(writeBlock(groupRef.current, -1, FROZEN + q, [[text]], lookups)),
    onUnit: (q, unit) => commit(setUnit(groupRef.current, q, unit)),
    onKey: (q, event) => {
      if (event.key === 'Enter') event.preventDefault();
      if ((event.key === 'ArrowDown' || event.key === 'Enter') && groupRef.current.rows.length > 0) {
        event.preventDefault();
        goTo({ r: 0, c: FROZEN + q });
        // After the quantity commits (its blur), the grid takes the keys.
        requestAnimationFrame(() => focusGrid());
      }
    },
    onPaste: (q, event) => {
      const text = event.clipboardData.getData('text/plain');
      if (!/[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''))) return;
      event.preventDefault();
      event.stopPropagation();
      const block = parseTabularText(text);
      // A sheet with its titles ("From To 100 300") is read by its header, whichever cell it lands on.
      const columns = detectHeaderRow(block);
      commit(
        columns ? writeSheet(groupRef.current, 0, block, columns, lookups) : writeBlock(groupRef.current, -1, FROZEN + q, block, lookups),
      );
      event.currentTarget.blur();
    },
  };
  const handlers = useRef(latest);
  handlers.current = latest;
  return useMemo(
    () => ({
      onQuantity: (q: number, text: string) => handlers.current.onQuantity(q, text),
      onUnit: (q: number, unit: PricingUnit) => handlers.current.onUnit(q, unit),
      onKey: (q: number, event: KeyboardEvent<HTMLInputElement>) => handlers.current.onKey(q, event),
      onPaste: (q: number, event: ClipboardEvent<HTMLInputElement>) => handlers.current.onPaste(q, event),
    }),
    [],
  );
}

/** The header row: sticky on top, the zone column titles frozen on the left, the rendered quantity columns. */
export function GridHeader({
  gridId,
  group,
  colItems,
  width,
  rect,
  errors,
  readOnly,
  handlers,
  layout,
}: {
  gridId: string;
  group: FareGroupState;
  /** The price columns in the virtual window. */
  colItems: readonly VirtualItem[];
  width: number;
  rect: CellRect;
  errors: ReadonlyMap<string, string>;
  readOnly: boolean;
  handlers: HeaderHandlers;
  layout: GridLayout;
}) {
  const t = useT();
  const language = useLanguage();
  const titles = FIELD_LABELS.map((label, c) => (
    <div key={label} role="columnheader" aria-colindex={c + 2} className={classes.columnHeader} style={{ width: layout.fieldWidths[c] }}>
      {t(label)}
    </div>
  ));
  return (
    <div role="row" aria-rowindex={1} className={classes.header} style={{ width, height: HEADER_H }}>
      <div className={classes.frozen} style={{ width: layout.stickyW }}>
        <div role="columnheader" aria-colindex={1} className={classes.columnHeader} style={{ width: layout.gutter }}>
          #
        </div>
        {titles.slice(0, layout.sticky)}
      </div>
      {layout.sticky < FROZEN && (
        <div className={classes.unfrozen} style={{ left: layout.stickyW, width: layout.fieldsW - layout.stickyW }}>
          {titles.slice(layout.sticky)}
        </div>
      )}
      {colItems.map((item) => {
        const q = item.index;
        const column = group.quantities[q]!;
        return (
          <QuantityHeader
            key={item.key}
            language={language}
            gridId={gridId}
            q={q}
            left={item.start}
            quantity={column.quantity}
            unit={column.unit}
            selected={FROZEN + q >= rect.c0 && FROZEN + q <= rect.c1}
            error={localCellError(group, -1, FROZEN + q) ?? errors.get(`quantities.${q}.quantity`) ?? errors.get(`quantities.${q}`)}
            readOnly={readOnly}
            {...handlers}
          />
        );
      })}
    </div>
  );
}
