/** The language switch: a button naming the language, a menu of the three in their own names. */
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@freight/domain';
import { chooseLanguage, useLanguage, useT } from '../lib/i18n';
import { toastError } from '../lib/toast';

export function LanguageMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const language = useLanguage();
  const t = useT();
  const choose = async (next: Language) => {
    if (next !== language && !(await chooseLanguage(next))) toastError(t('language.failed'));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          fullWidth={fullWidth}
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={t('language.choose', { language: LANGUAGE_NAMES[language] })}
          title={t('language.label')}
        >
          {fullWidth ? LANGUAGE_NAMES[language] : language.toUpperCase()}
        </Button>
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
