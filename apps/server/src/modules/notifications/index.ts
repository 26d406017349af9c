/** What other modules may use of notifications: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { DEFAULT_NOTIFICATION_SETTINGS, NotificationDelivery } from './delivery';
export type { NotificationSettings, NotificationsSeam } from './delivery';
export { listAllWebhookSecrets, setWebhookSecret } from './notifications.repository';
export { openSecret, sealSecret } from './webhook-secret';
