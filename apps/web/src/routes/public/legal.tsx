/** /terms, /privacy, /cookies: short public pages linked from the landing page's footer. */
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPANY_ADDRESS, COMPANY_NAME, COMPANY_REGISTRATION, SUPPORT_EMAIL } from '../../lib/contact';
import { useT } from '../../lib/i18n';
import { rich } from '../help/rich-text';

/** The support address as a mail link ([…](mail) in a message). */
const MAIL_LINK = { mail: (children: string) => <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{children}</Anchor> };

function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Container size="sm" py={48}>
      <Stack gap="md">
        <Anchor component={Link} to="/" size="sm">
          {t('pages.legal.back')}
        </Anchor>
        <Title order={1}>{title}</Title>
        {children}
        <Text size="sm" c="dimmed">
          {/* The company's registration and address as registered (lib/contact.ts), in every language. */}
          {rich(
            t('pages.legal.footer', {
              company: COMPANY_NAME,
              registration: COMPANY_REGISTRATION.toLowerCase(),
              address: COMPANY_ADDRESS,
              email: SUPPORT_EMAIL,
            }),
            MAIL_LINK,
          )}
        </Text>
      </Stack>
    </Container>
  );
}

export function TermsPage() {
  const t = useT();
  return (
    <LegalPage title={t('pages.legal.terms.title')}>
      <Text>{t('pages.legal.terms.text', { company: COMPANY_NAME })}</Text>
      <List spacing="xs">
        <List.Item>{t('pages.legal.terms.password')}</List.Item>
        <List.Item>{t('pages.legal.terms.prices')}</List.Item>
        <List.Item>{t('pages.legal.terms.changes')}</List.Item>
      </List>
    </LegalPage>
  );
}

export function PrivacyPage() {
  const t = useT();
  return (
    <LegalPage title={t('pages.legal.privacy.title')}>
      <Text>{t('pages.legal.privacy.text')}</Text>
    </LegalPage>
  );
}

export function CookiesPage() {
  const t = useT();
  return (
    <LegalPage title={t('pages.legal.cookies.title')}>
      <Text>{t('pages.legal.cookies.text')}</Text>
    </LegalPage>
  );
}
