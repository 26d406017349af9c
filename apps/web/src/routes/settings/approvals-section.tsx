/**
 * The carrier's approvals (docs/api.md "Changes a second person approves"): off, pricelists, or all
 * pricing waits for a second person. Saved like the page's other sections; only a user with write
 * on approvals may change it (the server answers 403 to anyone else).
 */
import { Group, Select, Stack, Text } from '@mantine/core';
import { APPROVAL_MODES, type ApprovalMode } from '@freight/domain';
import { useState } from 'react';
import { PageSection } from '../../components/PageSection';
import { PermissionButton } from '../../components/PermissionButton';
import { useT } from '../../lib/i18n';
import { useSettingsSave, type SectionProps } from './settings-save';

export function ApprovalsSection({ settings, onChange, allowed }: SectionProps) {
  const t = useT();
  const [mode, setMode] = useState<ApprovalMode>(settings.approvals);
  const { errors, saving, save } = useSettingsSave(onChange, 'approvals.setting.saved');
  return (
    <div id="approvals">
      <PageSection title={t('approvals.setting')}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('approvals.setting.help')}
          </Text>
          <Group align="flex-end" justify="space-between">
            <Select
              label={t('approvals.setting')}
              data={APPROVAL_MODES.map((m) => ({ value: m, label: t(`approvals.setting.${m}`) }))}
              value={mode}
              onChange={(next) => next && setMode(next as ApprovalMode)}
              allowDeselect={false}
              disabled={!allowed}
              description={allowed ? undefined : t('approvals.setting.needsWrite')}
              error={errors.approvals}
              w={460}
              maw="100%"
            />
            <PermissionButton
              allowed={allowed}
              onClick={() => void save({ approvals: mode })}
              loading={saving}
              disabled={mode === settings.approvals}
            >
              {t('common.save')}
            </PermissionButton>
          </Group>
        </Stack>
      </PageSection>
    </div>
  );
}
