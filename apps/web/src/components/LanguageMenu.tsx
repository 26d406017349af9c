/** The language switch: a button (an icon in the header, the language's name in the small-screen menu), a menu of the three in their own names. */
import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@freight/domain';
import { chooseLanguage, useLanguage, useT } from '../lib/i18n';
import { toastError } from '../lib/toast';

export function LanguageMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const language = useLanguage();
  const t = useT();
  const label = t('language.choose', { language: LANGUAGE_NAMES[language] });
  const choose = async (next: Language) => {
    if (next !== language && !(await chooseLanguage(next))) toastError(t('language.failed'));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {fullWidth ? (
          <Button variant="subtle" color="gray" size="sm" fullWidth leftSection={<IconLanguage size={16} aria-hidden />} aria-label={label}>
            {LANGUAGE_NAMES[language]}
          </Button>
        ) : (
          // The header's is an icon: the row has little room, and its title names the language.
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} title={label}>
            <IconLanguage size={18} aria-hidden />
          </ActionIcon>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => void choose(option)}
            rightSection={option === language ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={option === language ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
