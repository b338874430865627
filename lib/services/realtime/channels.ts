/**
 * Names shared by the server and the browser (no server imports here). A topic is a room id or the
 * activity topic; on Pusher each topic is a private channel, so subscribing needs our authorisation.
 */
export const activityTopic = "activity";
export const pusherEventName = "community-event";
export const pusherChannelPrefix = "private-community-";

export const topicPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function pusherChannel(topic: string): string {
  return `${pusherChannelPrefix}${topic}`;
}

/** The topic of a private community channel, or null for any other channel name. */
export function topicOfChannel(channel: string): string | null {
  if (!channel.startsWith(pusherChannelPrefix)) return null;
  const topic = channel.slice(pusherChannelPrefix.length);
  return topicPattern.test(topic) ? topic : null;
}
