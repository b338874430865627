import "server-only";
import { openTopicStream, type TopicStreamOptions } from "@/lib/community/topic-stream";
import { notificationTopic } from "./topic";

/** The signed-in member's notifications as server-sent events (the built-in transport). */
export function openNotificationStream({
  userId,
  ...options
}: Omit<TopicStreamOptions, "topics"> & { userId: string }): Promise<Response> {
  return openTopicStream({ topics: [notificationTopic(userId)], ...options });
}
