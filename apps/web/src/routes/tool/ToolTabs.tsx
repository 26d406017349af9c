/** The calculator's three modes as tabs (docs/product/domain.md §1, §2): single, budget (mass) and tender. */
import { Tabs } from '@mantine/core';
import { IconCalculator, IconFileSpreadsheet, IconRoute } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { isOneOf } from '../../lib/narrow';
import { useToolPlace } from './tool-place';

const TABS = [
  { value: '/tool', label: 'calculator.tab.single', icon: IconCalculator },
  { value: '/tool/mass', label: 'calculator.tab.mass', icon: IconFileSpreadsheet },
  { value: '/tool/tender', label: 'calculator.tab.tender', icon: IconRoute },
] as const;

export type ToolTab = (typeof TABS)[number]['value'];
const TAB_VALUES: readonly ToolTab[] = TABS.map((tab) => tab.value);

export function ToolTabs({ active }: { active: ToolTab }) {
  const t = useT();
  const navigate = useNavigate();
  const place = useToolPlace();
  return (
    <Tabs
      value={active}
      onChange={(value) => isOneOf(TAB_VALUES, value) && value !== active && navigate(place.tabPath(value))}
      mb="md"
      keepMounted={false}
    >
      <Tabs.List aria-label={t('calculator.tabs')}>
        {TABS.map(({ value, label, icon: Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
            {t(label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
