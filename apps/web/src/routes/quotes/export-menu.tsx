/**
 * The quotes list's Export menu: the quotes and bookings the list's search finds, all
 * its pages, as an Excel workbook or a CSV file (GET /fe/quotes/export), offered under the
 * server's name. More than the export holds is refused with the count, in a toast.
 */
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { QUOTE_ROUTES, type MessageKey, type QuoteExportQuery } from '@freight/domain';
import { api, relay } from '../../lib/client';
import { useT } from '../../lib/i18n';
import { useFileDownload } from '../tool/bulk/download';

type Format = QuoteExportQuery['format'];

const FORMAT_LABELS: Record<Format, MessageKey> = {
  xlsx: 'quotes.export.xlsx',
  csv: 'quotes.export.csv',
};

/** The list's filters as the search sends them (the page left out). */
export type QuoteFilters = Record<'customer' | 'from' | 'to' | 'reference' | 'quote' | 'booked', string | undefined>;

export function QuoteExportMenu({ filters }: { filters: QuoteFilters }) {
  const t = useT();
  const [busy, exportFile] = useFileDownload<Format>();
  return (
    <Menu shadow="md" width={240} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy !== null}
          loaderProps={{ type: 'dots' }}
        >
          {t('quotes.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('quotes.export.label')}</Menu.Label>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Menu.Item
            key={format}
            disabled={busy !== null}
            onClick={() =>
              void exportFile(format, () => api.file(QUOTE_ROUTES.export, { query: relay({ format, ...filters }) }), `quotes.${format}`)
            }
          >
            {t(FORMAT_LABELS[format])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
