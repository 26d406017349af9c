/**
 * Versions and "Try on past requests" of a saved pricelist, as tabs under its view: attached to
 * the view with one element, so the view's own layout can change around it.
 */
import { Tabs } from '@mantine/core';
import { PRICELIST_VERSION_ROUTES } from '@freight/domain';
import { useT } from '../../../lib/i18n';
import { BacktestPanel } from './backtest-panel';
import { VersionsPanel } from './versions-panel';

export function PricelistHistory({ pricelistId, serviceId, version }: { pricelistId: number; serviceId: number; version: number }) {
  const t = useT();
  return (
    <Tabs defaultValue="versions" keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="versions">{t('versions.title')}</Tabs.Tab>
        <Tabs.Tab value="backtest">{t('versions.backtest.title')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="versions">
        <VersionsPanel routes={PRICELIST_VERSION_ROUTES} params={{ id: pricelistId }} area="pricelists" version={version} />
      </Tabs.Panel>
      <Tabs.Panel value="backtest">
        <BacktestPanel pricelistId={pricelistId} serviceId={serviceId} />
      </Tabs.Panel>
    </Tabs>
  );
}
