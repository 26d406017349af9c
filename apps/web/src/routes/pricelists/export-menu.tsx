/**
 * The pricelist view's Export menu (seeds §7, §9): an Excel file in EUR, FIN or half pallets
 * (priced by the server's engine) or as stored, surcharges included by default, and the JSON
 * file. Each is a plain browser download of GET /fe/pricelists/{id}/xlsx or /json.
 */
import { Button, Checkbox, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { EXPORT_UNITS, type ExportUnit } from '@freight/domain';
import { useState } from 'react';
import { feUrl } from '../../lib/api';

const UNIT_LABELS: Record<ExportUnit, string> = {
  eur_pallet: 'Excel: EUR pallets',
  fin_pallet: 'Excel: FIN pallets',
  half_pallet: 'Excel: half pallets',
  as_is: 'Excel: as stored (to edit and import)',
};

/** Starts a download of `url` the way a link does (the session cookie goes along; no page change). */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function ExportMenu({ pricelistId }: { pricelistId: number }) {
  const [surcharges, setSurcharges] = useState(true);
  return (
    <Menu shadow="md" width={300} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Prices per pallet count</Menu.Label>
        <Checkbox
          mx="sm"
          my={6}
          size="xs"
          label="Include surcharges"
          checked={surcharges}
          onChange={(event) => setSurcharges(event.currentTarget.checked)}
        />
        {EXPORT_UNITS.map((unit) => (
          <Menu.Item
            key={unit}
            onClick={() =>
              download(feUrl(`pricelists/${pricelistId}/xlsx`, { unit, surcharge: unit === 'as_is' ? undefined : surcharges }))
            }
          >
            {UNIT_LABELS[unit]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => download(feUrl(`pricelists/${pricelistId}/json`))}>JSON file (to import elsewhere)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
