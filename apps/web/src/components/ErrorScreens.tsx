/**
 * The error screens of docs/product/shell.md §2: the route error screen ('Not found.' / 'Uh oh!'), the generic
 * 'Something went wrong' screen with an area's title, and 'Page not found' for unknown pages.
 */
import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { NOT_FOUND } from '../lib/api';
import { SUPPORT_EMAIL } from '../lib/contact';
import { t as translate, useT } from '../lib/i18n';

function Actions() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Group justify="center" mt="md">
      <Button variant="default" onClick={() => navigate(-1)}>
        {t('ui.error.goBack')}
      </Button>
      <Button component="a" href={`mailto:${SUPPORT_EMAIL}`}>
        {t('ui.error.contactSupport')}
      </Button>
    </Group>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="xs" maw={560} ta="center">
        {children}
      </Stack>
    </Center>
  );
}

/** 'Not found.' for a 404 from a loader. */
export function NotFoundScreen() {
  const t = useT();
  return (
    <Frame>
      <Title order={1}>{t('ui.error.notFound')}</Title>
      <Text c="dimmed">{t('ui.error.notFoundText')}</Text>
      <Actions />
    </Frame>
  );
}

/** The message of any error: a route error's status text or data, or an Error's message. */
export function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const payload: unknown = error.data;
    if (error.status === 404 && payload === NOT_FOUND) return translate('ui.error.notFound');
    if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
      return payload.message;
    }
    if (typeof payload === 'string' && payload) return payload;
    return error.statusText || translate('ui.error.status', { status: String(error.status) });
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The generic screen: an optional title, 'Something went wrong', the status text or message. */
export function GenericErrorScreen({ title, error }: { title?: string; error: unknown }) {
  const t = useT();
  const detail = errorDetail(error);
  return (
    <Frame>
      {title && <Title order={1}>{title}</Title>}
      {title ? (
        <Title order={2} size="h3">
          {t('ui.error.somethingWrong')}
        </Title>
      ) : (
        <Title order={1}>{t('ui.error.somethingWrong')}</Title>
      )}
      {detail && <Text c="dimmed">{detail}</Text>}
      <Actions />
    </Frame>
  );
}

/** The route error screen of the root: 404 'Not found.', anything else 'Uh oh!'. */
export function RouteErrorScreen() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Frame>
      <Title order={1}>{t('ui.error.uhOh')}</Title>
      <Text>{t('ui.error.tryAgain')}</Text>
      <Actions />
    </Frame>
  );
}

/**
 * The errorElement of an area's route: 404 'Not found.', else the generic screen under the area's
 * load or create title ('Error getting users', 'Error creating user'...).
 */
export function AreaError({ title }: { title: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (import.meta.env.DEV) console.error(error);
  return <GenericErrorScreen title={title} error={error} />;
}

/** The catch-all route: an unknown page. */
export function PageNotFound() {
  const t = useT();
  return (
    <Frame>
      <Title order={1}>{t('ui.error.pageNotFound')}</Title>
      <Text c="dimmed">{t('ui.error.noPage')}</Text>
      <Anchor component={Link} to="/">
        {t('ui.error.toStart')}
      </Anchor>
    </Frame>
  );
}
