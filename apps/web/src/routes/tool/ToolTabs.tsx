/** The calculator's three modes as tabs (docs/product/domain.md §1, §2): single, budget (mass) and tender. */
import { Tabs } from '@mantine/core';
import { IconCalculator, IconFileSpreadsheet, IconRoute } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { isOneOf } from '../../lib/narrow';
import { useToolPlace } from './tool-place';

const TABS = [
  { value: '/tool', label: 'Single shipment', icon: IconCalculator },
  { value: '/tool/mass', label: 'Budget (mass)', icon: IconFileSpreadsheet },
  { value: '/tool/tender', label: 'Tender', icon: IconRoute },
] as const;

export type ToolTab = (typeof TABS)[number]['value'];
const TAB_VALUES: readonly ToolTab[] = TABS.map((tab) => tab.value);

export function ToolTabs({ active }: { active: ToolTab }) {
  const navigate = useNavigate();
  const place = useToolPlace();
  return (
    <Tabs
      value={active}
      onChange={(value) => isOneOf(TAB_VALUES, value) && value !== active && navigate(place.tabPath(value))}
      mb="md"
      keepMounted={false}
    >
      <Tabs.List aria-label="Calculator modes">
        {TABS.map(({ value, label, icon: Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
