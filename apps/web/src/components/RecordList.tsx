/**
 * The list screen of a resource: a header with a New button (disabled without write), a table
 * whose first column links to the record, paging by 25 with two neighbour pages, and an empty state.
 */
import { Anchor, Center, Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { PAGE_NEIGHBOURS, PAGE_SIZE, type PermissionArea } from '@freight/domain';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FilterMemoryKey } from '../lib/filter-memory';
import { useT } from '../lib/i18n';
import { FilterMemoryScope } from './ListFilters';
import { PageHeader } from './PageHeader';
import { PermissionButton } from './PermissionButton';

export interface Column<T> {
  header: string;
  render: (row: T) => ReactNode;
  /** Column width, e.g. 120 or '20%'. */
  width?: number | string;
}

export interface RecordListProps<T extends { id: number | string }> {
  title: string;
  /** The resource path: rows link to /{resource}/{id}, New goes to /{resource}/new. */
  resource: string;
  items: T[];
  /** All records matching, for the pager. */
  count: number;
  columns: Column<T>[];
  /** The area whose write level enables New; without it only an admin may create. */
  area?: PermissionArea;
  /** The New button's text (New by default); null hides it. */
  newLabel?: string | null;
  /** Shown instead of the table when there are no rows (No records yet by default). */
  emptyText?: string;
  /** More header buttons, before New. */
  actions?: ReactNode;
  /** Filters above the table. */
  filters?: ReactNode;
  /** The filter memory the filters report to (lib/filter-memory.ts); the loader syncs it. */
  memory?: FilterMemoryKey;
  /** A 'Back to list' target when the list is itself a deeper page. */
  backTo?: string;
  /** Where a row's first column links; default /{resource}/{id}, null for no link. */
  rowLink?: (row: T) => string | null;
}

/** The current page from ?page=, 1-based. */
export function usePage(): number {
  const [params] = useSearchParams();
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** The pager's controls by their names ('next page'). */
const PAGER_CONTROLS = { first: 'ui.pager.first', previous: 'ui.pager.previous', next: 'ui.pager.next', last: 'ui.pager.last' } as const;

/** A pager for `count` rows of PAGE_SIZE: neighbours within 2 pages, an ellipsis beyond. */
export function ListPager({ count }: { count: number }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = usePage();
  const total = Math.max(1, Math.ceil(count / PAGE_SIZE));
  if (total <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        siblings={PAGE_NEIGHBOURS}
        boundaries={1}
        onChange={(next) => {
          const copy = new URLSearchParams(params);
          if (next === 1) copy.delete('page');
          else copy.set('page', String(next));
          setParams(copy);
        }}
        getControlProps={(control) => ({ 'aria-label': t(PAGER_CONTROLS[control]) })}
      />
    </Group>
  );
}

/** What the list shows instead of its table when it has no rows. */
function EmptyList({ text }: { text: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Center>
        <Text c="dimmed">{text}</Text>
      </Center>
    </Paper>
  );
}

export function RecordList<T extends { id: number | string }>({
  title,
  resource,
  items,
  count,
  columns,
  area,
  newLabel,
  emptyText,
  actions,
  filters,
  memory,
  backTo,
  rowLink,
}: RecordListProps<T>) {
  const t = useT();
  const linkOf = rowLink ?? ((row: T) => `/${resource}/${row.id}`);
  return (
    <Stack gap={0}>
      <PageHeader
        title={title}
        backTo={backTo}
        actions={
          <>
            {actions}
            {newLabel !== null && (
              <PermissionButton area={area} to={`/${resource}/new`}>
                {newLabel ?? t('common.new')}
              </PermissionButton>
            )}
          </>
        }
      />
      {filters && <FilterMemoryScope memory={memory}>{filters}</FilterMemoryScope>}
      {items.length === 0 ? (
        <EmptyList text={emptyText ?? t('ui.list.empty')} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={600}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column, index) => (
                    <Table.Th key={index} w={column.width}>
                      {column.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((row) => {
                  const link = linkOf(row);
                  return (
                    <Table.Tr key={row.id}>
                      {columns.map((column, index) => (
                        <Table.Td key={index}>
                          {index === 0 && link ? (
                            <Anchor component={Link} to={link} fw={500}>
                              {column.render(row)}
                            </Anchor>
                          ) : (
                            column.render(row)
                          )}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <ListPager count={count} />
    </Stack>
  );
}
