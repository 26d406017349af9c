/**
 * The pricelist view's Export menu (docs/product/domain.md §7, §9): an Excel file in EUR, FIN or half pallets
 * (priced by the server's engine) or as stored, surcharges included by default, and the JSON
 * file, and the PDF rate card in the same units. The file is fetched while the button shows it is being made (a first export takes
 * seconds), then offered under the server's name (`{pricelist}-{service}-{unit}-{date}.xlsx`).
 */
import { Button, Checkbox, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { EXPORT_UNITS, PRICELIST_FILE_ROUTES, RATE_CARD_ROUTES, type ExportUnit, type MessageKey } from '@freight/domain';
import { useState } from 'react';
import { api } from '../../lib/client';
import { useT } from '../../lib/i18n';
import { useFileDownload } from '../tool/bulk/download';

const UNIT_LABELS: Record<ExportUnit, MessageKey> = {
  eur_pallet: 'pricelists.export.excel.eurPallet',
  fin_pallet: 'pricelists.export.excel.finPallet',
  half_pallet: 'pricelists.export.excel.halfPallet',
  as_is: 'pricelists.export.excel.asIs',
};

/** The PDF rate card's units (the same engine prices its pallet counts, freight only). */
const PDF_LABELS: Record<ExportUnit, MessageKey> = {
  eur_pallet: 'pricelists.export.pdf.eurPallet',
  fin_pallet: 'pricelists.export.pdf.finPallet',
  half_pallet: 'pricelists.export.pdf.halfPallet',
  as_is: 'pricelists.export.pdf.asIs',
};

type Busy = ExportUnit | `pdf-${ExportUnit}` | 'json' | null;

export function ExportMenu({ pricelistId }: { pricelistId: number }) {
  const t = useT();
  const [surcharges, setSurcharges] = useState(true);
  /** Fetches the file, showing the button busy meanwhile, and offers it under the server's name. */
  const [busy, exportFile] = useFileDownload<Exclude<Busy, null>>();

  return (
    <Menu shadow="md" width={300} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy !== null}
          loaderProps={{ type: 'dots' }}
        >
          {t('pricelists.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('pricelists.export.perPallets')}</Menu.Label>
        <Checkbox
          mx="sm"
          my={6}
          size="xs"
          label={t('pricelists.export.includeSurcharges')}
          checked={surcharges}
          onChange={(event) => setSurcharges(event.currentTarget.checked)}
        />
        {EXPORT_UNITS.map((unit) => (
          <Menu.Item
            key={unit}
            disabled={busy !== null}
            onClick={() =>
              void exportFile(
                unit,
                () =>
                  api.file(PRICELIST_FILE_ROUTES.exportWorkbook, {
                    params: { id: pricelistId },
                    query: { unit, surcharge: unit === 'as_is' ? undefined : surcharges ? 'true' : 'false' },
                  }),
                'pricelist.xlsx',
              )
            }
          >
            {t(UNIT_LABELS[unit])}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>{t('pricelists.export.pdfTitle')}</Menu.Label>
        {EXPORT_UNITS.map((unit) => (
          <Menu.Item
            key={`pdf-${unit}`}
            disabled={busy !== null}
            onClick={() =>
              void exportFile(
                `pdf-${unit}`,
                () => api.file(RATE_CARD_ROUTES.pdf, { params: { id: pricelistId }, query: { unit } }),
                'rate-card.pdf',
              )
            }
          >
            {t(PDF_LABELS[unit])}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          disabled={busy !== null}
          onClick={() =>
            void exportFile('json', () => api.file(PRICELIST_FILE_ROUTES.exportJson, { params: { id: pricelistId } }), 'pricelist.json')
          }
        >
          {t('pricelists.export.json')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
