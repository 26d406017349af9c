/** /terms, /privacy, /cookies: short public pages linked from the landing page's footer. */
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPANY_ADDRESS, COMPANY_NAME, COMPANY_REGISTRATION, SUPPORT_EMAIL } from '../../lib/contact';

function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="sm" py={48}>
      <Stack gap="md">
        <Anchor component={Link} to="/" size="sm">
          Back to the start page
        </Anchor>
        <Title order={1}>{title}</Title>
        {children}
        <Text size="sm" c="dimmed">
          {COMPANY_NAME}, {COMPANY_REGISTRATION.toLowerCase()}, {COMPANY_ADDRESS}. Questions:{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
        </Text>
      </Stack>
    </Container>
  );
}

export function TermsPage() {
  return (
    <LegalPage title="Terms of service">
      <Text>
        {COMPANY_NAME} provides the service to freight carriers and their staff. Each carrier is responsible for the prices, zones and
        surcharges it enters and for the partners it gives API keys to.
      </Text>
      <List spacing="xs">
        <List.Item>Keep your password and two-factor device to yourself.</List.Item>
        <List.Item>Prices calculated by the service are based on the data your company entered.</List.Item>
        <List.Item>We may change these terms with 30 days notice by e-mail.</List.Item>
      </List>
    </LegalPage>
  );
}

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy policy">
      <Text>
        We keep the names, e-mail addresses and phone numbers of users to run their accounts, and the price requests made through the
        service to show statistics to the carrier. We do not sell personal data. Data is stored in the European Union; ask support to see or
        erase yours.
      </Text>
    </LegalPage>
  );
}

export function CookiesPage() {
  return (
    <LegalPage title="Cookie policy">
      <Text>
        The service uses a single cookie that keeps you signed in. It is needed for the service to work and holds no tracking or advertising
        data.
      </Text>
    </LegalPage>
  );
}
