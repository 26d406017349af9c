/**
 * The error screens of docs/product/shell.md §2: the route error screen ('Not found.' / 'Uh oh!'), the generic
 * 'Something went wrong' screen with an area's title, and 'Page not found' for unknown pages.
 */
import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { SUPPORT_EMAIL } from '../lib/contact';

function Actions() {
  const navigate = useNavigate();
  return (
    <Group justify="center" mt="md">
      <Button variant="default" onClick={() => navigate(-1)}>
        Go back
      </Button>
      <Button component="a" href={`mailto:${SUPPORT_EMAIL}`}>
        Contact support
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
  return (
    <Frame>
      <Title order={1}>Not found.</Title>
      <Text c="dimmed">The record you asked for does not exist or is not yours to see.</Text>
      <Actions />
    </Frame>
  );
}

/** The message of any error: a route error's status text or data, or an Error's message. */
export function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const payload: unknown = error.data;
    if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
      return payload.message;
    }
    if (typeof payload === 'string' && payload) return payload;
    return error.statusText || `Error ${error.status}`;
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The generic screen: an optional title, 'Something went wrong', the status text or message. */
export function GenericErrorScreen({ title, error }: { title?: string; error: unknown }) {
  const detail = errorDetail(error);
  return (
    <Frame>
      {title && <Title order={1}>{title}</Title>}
      {title ? (
        <Title order={2} size="h3">
          Something went wrong
        </Title>
      ) : (
        <Title order={1}>Something went wrong</Title>
      )}
      {detail && <Text c="dimmed">{detail}</Text>}
      <Actions />
    </Frame>
  );
}

/** The route error screen of the root: 404 'Not found.', anything else 'Uh oh!'. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <Frame>
      <Title order={1}>Uh oh!</Title>
      <Text>Something went wrong, please try again or contact support</Text>
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
  return (
    <Frame>
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">There is no page at this address.</Text>
      <Anchor component={Link} to="/">
        Go to the start page
      </Anchor>
    </Frame>
  );
}
