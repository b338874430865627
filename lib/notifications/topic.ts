/**
 * A member's private realtime topic (browser-safe: no server imports). On Pusher it is the private
 * channel private-community-notifications-{userId}, which only that member's session is authorised for
 * (app/api/notifications/pusher-auth); the community's own authorisation refuses it.
 */
export const notificationTopicPrefix = "notifications-";

export function notificationTopic(userId: string): string {
  return `${notificationTopicPrefix}${userId.toLowerCase()}`;
}
