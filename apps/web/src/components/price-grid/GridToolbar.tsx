/** The bar above a fare group's grid: its title and size, and the buttons that add, remove and adjust. */
import { ActionIcon, Badge, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconPercentage, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FROZEN, type CellRect } from './grid-state';

/** A percent as the clerk types it: '5', '-2,5', '+3 %'. */
const PERCENT = /^\s*[+-]?\d+([.,]\d+)?\s*%?\s*$/;

/**
 * The fare group's title and size, and (when editable) its actions on the selection: add a zone
 * row or a quantity, remove the selected rows or quantities, adjust the selected prices by a
 * percent, remove the group.
 */
export function GridToolbar({
  index,
  rowsCount,
  cols,
  rect,
  readOnly,
  onAddRow,
  onAddQuantity,
  onRemoveRows,
  onRemoveQuantities,
  onAdjust,
  onRemove,
  onUndo,
  onRedo,
}: {
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
}) {
  const [percent, setPercent] = useState('');
  const priceRect = rect.c1 >= FROZEN && rowsCount > 0;
  const selectedRows = rect.r1 - rect.r0 + 1;
  const selectedQuantities = rect.c1 >= FROZEN ? rect.c1 - Math.max(rect.c0, FROZEN) + 1 : 0;
  const percentValid = PERCENT.test(percent);

  return (
    <Group justify="space-between" align="flex-end" mb={6} gap="xs" wrap="wrap">
      <Group gap="xs" align="center">
        <Text fw={600}>Fare group {index + 1}</Text>
        <Badge variant="light" color="gray" tt="none">
          {rowsCount} zone row{rowsCount === 1 ? '' : 's'} × {cols} quantit{cols === 1 ? 'y' : 'ies'}
        </Badge>
      </Group>
      {!readOnly && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Group gap={2}>
            <Tooltip label="Undo (Ctrl+Z)" withArrow>
              <ActionIcon size="md" variant="default" aria-label="Undo" disabled={!onUndo} onClick={() => onUndo?.()}>
                <IconArrowBackUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Redo (Ctrl+Y)" withArrow>
              <ActionIcon size="md" variant="default" aria-label="Redo" disabled={!onRedo} onClick={() => onRedo?.()}>
                <IconArrowForwardUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAddRow}>
            Add zone row
          </Button>
          <Tooltip label="Suggests the next quantity and extends each row's prices linearly" withArrow>
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAddQuantity}>
              Add quantity
            </Button>
          </Tooltip>
          <Button size="xs" variant="default" disabled={rowsCount === 0} onClick={onRemoveRows}>
            Remove {selectedRows > 1 ? `${selectedRows} rows` : 'row'}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={selectedQuantities === 0 || selectedQuantities >= cols}
            onClick={onRemoveQuantities}
          >
            Remove {selectedQuantities > 1 ? `${selectedQuantities} quantities` : 'quantity'}
          </Button>
          <TextInput
            size="xs"
            w={120}
            aria-label="Percent"
            placeholder="Percent"
            leftSection={<IconPercentage size={14} aria-hidden />}
            value={percent}
            onChange={(event) => setPercent(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                if (percentValid && priceRect) onAdjust(percent);
              }
            }}
          />
          <Tooltip label="Multiplies the selected prices by (1 + percent / 100), to 2 decimals" withArrow>
            <Button size="xs" variant="light" disabled={!percentValid || !priceRect} onClick={() => onAdjust(percent)}>
              Adjust prices
            </Button>
          </Tooltip>
          {onRemove && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onRemove(index)}
            >
              Remove fare group
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
