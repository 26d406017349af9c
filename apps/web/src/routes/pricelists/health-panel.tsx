/**
 * The health check of a saved pricelist (or a surcharge's own grid): GET .../health as a panel of
 * findings, errors first. A finding with a place in the grid is a link that brings its cell (or
 * row, or quantity) into view and focuses it; the rest (surcharges, validity) are plain text.
 * Self-contained: the page gives it the record's health route and path parameters, a key that
 * changes on save, and what to do with a place.
 */
import { Anchor, Badge, Button, Group, List, Loader, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { HealthReportAnswer } from '@freight/domain';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { readHealth, type HealthRoute, type RecordParams } from './panel-data';

type Finding = HealthReportAnswer['findings'][number];

/** A place in a grid: fare group, zone row (null: the quantity column) and quantity (null: the row). */
export interface HealthPlace {
  fareGroup: number;
  zoneRow: number | null;
  quantityRow: number | null;
}

/** Findings listed before "Show all". */
const SHOWN = 20;

const SEVERITY = {
  error: { color: 'red', Icon: IconAlertCircle, label: 'common.error' },
  warning: { color: 'yellow', Icon: IconAlertTriangle, label: 'pricelists.health.warning' },
  info: { color: 'blue', Icon: IconInfoCircle, label: 'pricelists.health.note' },
} as const;

function placeOf(f: Finding): HealthPlace | null {
  if (f.fare_group === null || (f.zone_row === null && f.quantity_row === null)) return null;
  return { fareGroup: f.fare_group, zoneRow: f.zone_row, quantityRow: f.quantity_row };
}

/** The record's findings: null while the check runs, 'failed' when it could not; read again when the record is saved. */
function useFindings(route: HealthRoute, params: RecordParams, refreshKey: unknown) {
  const [findings, setFindings] = useState<Finding[] | null | 'failed'>(null);
  const { id, carrierId } = params;

  useEffect(() => {
    let current = true;
    setFindings(null);
    void readHealth(route, { id, carrierId }).then((answer) => {
      if (current) setFindings(answer ? answer.findings : 'failed');
    });
    return () => {
      current = false;
    };
  }, [route, id, carrierId, refreshKey]);
  return findings;
}

/** One finding, a link to its place in the grid when it has one. */
function FindingItem({ finding: f, onSelect }: { finding: Finding; onSelect: (place: HealthPlace) => void }) {
  const t = useT();
  const { color, Icon } = SEVERITY[f.severity];
  const label = t(SEVERITY[f.severity].label);
  const place = placeOf(f);
  return (
    <List.Item
      icon={
        <ThemeIcon color={color} variant="light" size="sm" radius="xl" title={label}>
          <Icon size={14} aria-label={label} />
        </ThemeIcon>
      }
    >
      {place ? (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onSelect(place)}>
          {f.message}
        </Anchor>
      ) : (
        <Text size="sm" span>
          {f.message}
        </Text>
      )}
    </List.Item>
  );
}

export function HealthPanel({
  route,
  params,
  refreshKey,
  onSelect,
}: {
  /** The record's health route: PRICELIST_ROUTES.health, a surcharge's. */
  route: HealthRoute;
  params: RecordParams;
  /** Anything that changes when the record is saved again (its version). */
  refreshKey?: unknown;
  /** Brings a place of the grid into view. */
  onSelect: (place: HealthPlace) => void;
}) {
  const t = useT();
  const titleId = useId();
  const findings = useFindings(route, params, refreshKey);
  const [showAll, setShowAll] = useState(false);

  const list = Array.isArray(findings) ? findings : [];
  const shown = showAll ? list : list.slice(0, SHOWN);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('pricelists.health.title')}
        </Title>
        {Array.isArray(findings) && findings.length > 0 && (
          <Badge
            color={SEVERITY[findings[0]!.severity].color}
            variant="light"
            tt="none"
            aria-label={t('pricelists.list.findings', { count: findings.length })}
          >
            {findings.length}
          </Badge>
        )}
      </Group>
      {findings === null && <Loader size="sm" role="status" aria-label={t('pricelists.health.running')} />}
      {findings === 'failed' && (
        <Text size="sm" c="dimmed">
          {t('pricelists.health.failed')}
        </Text>
      )}
      {Array.isArray(findings) && findings.length === 0 && (
        <Group gap="xs">
          <ThemeIcon color="green" variant="light" size="sm" radius="xl">
            <IconCircleCheck size={14} aria-hidden />
          </ThemeIcon>
          <Text size="sm">{t('pricelists.health.none')}</Text>
        </Group>
      )}
      {list.length > 0 && (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t('pricelists.health.savedVersion')}
          </Text>
          <List spacing={4} size="sm">
            {shown.map((f, i) => (
              <FindingItem key={`${f.kind}-${i}`} finding={f} onSelect={onSelect} />
            ))}
          </List>
          {list.length > SHOWN && (
            <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setShowAll((v) => !v)}>
              {showAll ? t('pricelists.health.showFewer') : t('pricelists.health.showAll', { count: list.length })}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}
