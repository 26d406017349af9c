/** The bar above a fare group's grid: its title and size, and the buttons that add, remove and adjust. */
import { ActionIcon, Badge, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconPercentage, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { FROZEN, type CellRect } from './grid-state';

/** A percent as the clerk types it: '5', '-2,5', '+3 %'. */
const PERCENT = /^\s*[+-]?\d+([.,]\d+)?\s*%?\s*$/;

interface GridToolbarProps {
  index: number;
  rowsCount: number;
  cols: number;
  /** The selected block. */
  rect: CellRect;
  readOnly: boolean;
  onAddRow: () => void;
  onAddQuantity: () => void;
  onRemoveRows: () => void;
  onRemoveQuantities: () => void;
  /** Multiplies the selected prices by (1 + percent / 100); `percent` is the typed text. */
  onAdjust: (percent: string) => void;
  /** Removes the fare group; null when it may not go. */
  onRemove: ((index: number) => void) | null;
  /** Undoes / redoes the last edit; null when there is none. */
  onUndo: (() => void) | null;
  onRedo: (() => void) | null;
}

function UndoRedo({ onUndo, onRedo }: Pick<GridToolbarProps, 'onUndo' | 'onRedo'>) {
  const t = useT();
  return (
    <Group gap={2}>
      <Tooltip label={t('grid.toolbar.undoHint')} withArrow>
        <ActionIcon size="md" variant="default" aria-label={t('grid.toolbar.undo')} disabled={!onUndo} onClick={() => onUndo?.()}>
          <IconArrowBackUp size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('grid.toolbar.redoHint')} withArrow>
        <ActionIcon size="md" variant="default" aria-label={t('grid.toolbar.redo')} disabled={!onRedo} onClick={() => onRedo?.()}>
          <IconArrowForwardUp size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The percent to adjust the selected prices by; Enter adjusts as the button does. */
function PriceAdjust({
  percent,
  setPercent,
  canAdjust,
  onAdjust,
}: {
  percent: string;
  setPercent: (percent: string) => void;
  /** Whether the percent is valid and prices are selected. */
  canAdjust: boolean;
  onAdjust: (percent: string) => void;
}) {
  const t = useT();
  return (
    <>
      <TextInput
        size="xs"
        w={120}
        aria-label={t('grid.toolbar.percent')}
        placeholder={t('grid.toolbar.percent')}
        leftSection={<IconPercentage size={14} aria-hidden />}
        value={percent}
        onChange={(event) => setPercent(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (canAdjust) onAdjust(percent);
          }
        }}
      />
      <Tooltip label={t('grid.toolbar.adjustHint')} withArrow>
        <Button size="xs" variant="light" disabled={!canAdjust} onClick={() => onAdjust(percent)}>
          {t('grid.toolbar.adjust')}
        </Button>
      </Tooltip>
    </>
  );
}

/** The actions on the selection: add a zone row or a quantity, remove rows or quantities, adjust, remove the group. */
function GridEditActions({ percent, setPercent, ...props }: GridToolbarProps & { percent: string; setPercent: (percent: string) => void }) {
  const { index, rowsCount, cols, rect, onRemove } = props;
  const t = useT();
  const priceRect = rect.c1 >= FROZEN && rowsCount > 0;
  const selectedRows = rect.r1 - rect.r0 + 1;
  const selectedQuantities = rect.c1 >= FROZEN ? rect.c1 - Math.max(rect.c0, FROZEN) + 1 : 0;
  const percentValid = PERCENT.test(percent);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <UndoRedo onUndo={props.onUndo} onRedo={props.onRedo} />
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={props.onAddRow}>
        {t('grid.toolbar.addRow')}
      </Button>
      <Tooltip label={t('grid.toolbar.addQuantityHint')} withArrow>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={props.onAddQuantity}>
          {t('grid.toolbar.addQuantity')}
        </Button>
      </Tooltip>
      <Button size="xs" variant="default" disabled={rowsCount === 0} onClick={props.onRemoveRows}>
        {t('grid.toolbar.removeRows', { count: Math.max(selectedRows, 1) })}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={selectedQuantities === 0 || selectedQuantities >= cols}
        onClick={props.onRemoveQuantities}
      >
        {t('grid.toolbar.removeQuantities', { count: Math.max(selectedQuantities, 1) })}
      </Button>
      <PriceAdjust percent={percent} setPercent={setPercent} canAdjust={percentValid && priceRect} onAdjust={props.onAdjust} />
      {onRemove && (
        <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onRemove(index)}>
          {t('grid.toolbar.removeGroup')}
        </Button>
      )}
    </Group>
  );
}

/**
 * The fare group's title and size, and (when editable) its actions on the selection: add a zone
 * row or a quantity, remove the selected rows or quantities, adjust the selected prices by a
 * percent, remove the group.
 */
export function GridToolbar(props: GridToolbarProps) {
  // Kept here, not in the actions, so the typed percent outlives a switch to read-only and back.
  const [percent, setPercent] = useState('');
  const t = useT();
  const { index, rowsCount, cols } = props;
  return (
    <Group justify="space-between" align="flex-end" mb={6} gap="xs" wrap="wrap">
      <Group gap="xs" align="center">
        <Text fw={600}>{t('grid.title', { number: String(index + 1) })}</Text>
        <Badge variant="light" color="gray" tt="none">
          {t('grid.toolbar.size', { rows: rowsCount, cols })}
        </Badge>
      </Group>
      {!props.readOnly && <GridEditActions {...props} percent={percent} setPercent={setPercent} />}
    </Group>
  );
}
