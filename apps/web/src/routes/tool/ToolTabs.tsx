/** The calculator's three modes as tabs (docs/product/domain.md §1, §2): single, budget (mass) and tender. */
import { Box } from '@mantine/core';
import { IconCalculator, IconFileSpreadsheet, IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import classes from './ToolTabs.module.css';
import { useToolPlace } from './tool-place';

const TABS = [
  { value: '/tool', label: 'calculator.tab.single', icon: IconCalculator },
  { value: '/tool/mass', label: 'calculator.tab.mass', icon: IconFileSpreadsheet },
  { value: '/tool/tender', label: 'calculator.tab.tender', icon: IconRoute },
] as const;

export type ToolTab = (typeof TABS)[number]['value'];

/**
 * The modes are pages, so the tabs are links (a tablist would promise panels that each page is not):
 * a navigation landmark with the current one marked for screen readers.
 */
export function ToolTabs({ active }: { active: ToolTab }) {
  const t = useT();
  const place = useToolPlace();
  return (
    <Box component="nav" aria-label={t('calculator.tabs')} mb="md" className={classes.list}>
      {TABS.map(({ value, label, icon: Icon }) => (
        <Link key={value} to={place.tabPath(value)} className={classes.tab} aria-current={value === active ? 'page' : undefined}>
          <Icon size={16} aria-hidden />
          {t(label)}
        </Link>
      ))}
    </Box>
  );
}
